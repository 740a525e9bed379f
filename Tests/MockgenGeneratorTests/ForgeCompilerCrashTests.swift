import Foundation
@testable import MockgenForge
import MockgenTestSupport
import Testing

/// The forge's mock check lowers the mocks to SIL: a mock the compiler crashes on (where it
/// type-checks) is a finding about the protocol the stack dump names, and the other mocks of the
/// batch are still checked.
@Suite struct ForgeCompilerCrashTests {
    /// The output of `swiftc -frontend -emit-silgen` (Swift 6.3.1) on a class witnessing two
    /// requirements alike but for `borrowing` with one method, its backtrace left out.
    static func capturedCrash(mocksPath: String, line: Int) -> String {
        """
        Assertion failed: (!f), function emitProtocolWitness at SILGenType.cpp:877.
        (to display assertion configuration options: -Xllvm -assert-help)

        Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
        Stack dump:
        0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -emit-silgen -o /dev/null -diagnostic-style llvm -swift-version 6 -module-name ForgeCheck /tmp/f/protocols.swift \(mocksPath)
        1.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
        2.\tCompiling with the current language version
        3.\tWhile evaluating request ASTLoweringRequest(Lowering AST to SIL for module ForgeCheck)
        4.\tWhile generating SIL witness table protocol conformance Forge_bMock: Forge_b at 'Forge_bMock' (at \(mocksPath):\(line):7)
        5.\tAssertion failed: (!f), function emitProtocolWitness at SILGenType.cpp:877.
        | \t(to display assertion configuration options: -Xllvm -assert-help)
         #0 0x0000564c36f4e738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)

        """
    }

    static func forged(_ name: String, _ members: [String], seed: UInt64) -> ForgedProtocol {
        ForgedProtocol(
            seed: seed, name: name, header: "protocol \(name)", associatedTypes: [], groups: [members], nested: false, features: [])
    }

    static let protocols = [
        forged("Forge_a", ["func f() -> Int"], seed: 0xa),
        forged("Forge_b", ["func compute<K: Hashable>(_ key: K) -> Int", "func compute<K: Hashable>(_ key: borrowing K) -> Int"], seed: 0xb),
        forged("Forge_c", ["var x: Int { get }"], seed: 0xc),
    ]

    static func mocksFile(_ texts: [String]) -> ForgeMocksFile {
        ForgeMocksFile(
            header: "// header\nimport MockRuntime\n\n",
            entries: [ForgeMocksFile.Entry(text: "final class ShapeMock {}\n", protocolIndex: nil)]
                + texts.enumerated().map { ForgeMocksFile.Entry(text: $0.element, protocolIndex: $0.offset) })
    }

    @Test func aStackDumpIsAttributedToTheProtocolWhoseMockConformanceItNames() throws {
        let batch = ForgeBatch(Self.protocols)
        let mocks = Self.mocksFile(Self.protocols.map { "final class \($0.name)Mock: \($0.name) {\n    init() {}\n}\n" })
        let line = mocks.lineRanges[2].lowerBound
        let crash = try #require(CompilerCrash.parse(Self.capturedCrash(mocksPath: "/tmp/f/mocks.swift", line: line), status: 6, errors: []))
        #expect(crash.summary == "Assertion failed: (!f), function emitProtocolWitness at SILGenType.cpp:877.")
        #expect(crash.conformance?.type == "Forge_bMock" && crash.conformance?.protocolName == "Forge_b")
        #expect(crash.conformanceLocation == CompilerCrash.Location(path: "/tmp/f/mocks.swift", line: line))
        #expect(ForgeRun.crashedProtocol(crash, batch: batch, mocks: mocks, indexByName: [:]) == 1)
        let messages = ForgeRun.crashMessages(crash, protocols: batch.text, mocks: mocks.text)
        #expect(messages == [
            crash.summary,
            "While generating SIL witness table protocol conformance Forge_bMock: Forge_b at 'Forge_bMock'  [at: final class Forge_bMock: Forge_b {]",
        ])
    }

    @Test func aStackDumpWithoutThePlaceIsAttributedToTheProtocolItsConformanceNames() throws {
        let batch = ForgeBatch(Self.protocols)
        let mocks = Self.mocksFile(Self.protocols.map { "final class \($0.name)Mock: \($0.name) {}\n" })
        let text = Self.capturedCrash(mocksPath: "/elsewhere/other.swift", line: 1)
        let crash = try #require(CompilerCrash.parse(text, status: 6, errors: []))
        #expect(ForgeRun.crashedProtocol(crash, batch: batch, mocks: mocks, indexByName: ["Forge_a": 0, "Forge_b": 1]) == 1)
        #expect(ForgeRun.crashedProtocol(crash, batch: batch, mocks: mocks, indexByName: ["Forge_a": 0]) == nil)
    }

    @Test func aSignalIsNamedByWhatTheCompilerWasDoingAndAttributedToTheMockThere() throws {
        let batch = ForgeBatch(Self.protocols)
        let mocks = Self.mocksFile(Self.protocols.map { "final class \($0.name)Mock: \($0.name) {\n    func f() {}\n}\n" })
        let line = mocks.lineRanges[3].lowerBound + 1
        // The output of a segmentation fault (Swift 6.3.1), whose activity takes two lines.
        let text = """
            Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
            Stack dump:
            0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -emit-silgen -o /dev/null /tmp/f/protocols.swift /tmp/f/mocks.swift
            1.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
            2.\tCompiling with the current language version
            3.\tWhile evaluating request ASTLoweringRequest(Lowering AST to SIL for module ForgeCheck)
            4.\tWhile silgen emitFunction SIL function "@$s10ForgeCheck11Forge_cMockC1fyyF".
             for 'f()' (at /tmp/f/mocks.swift:\(line):5)
             #0 0x000055d1c2f4e738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)

            """
        let crash = try #require(CompilerCrash.parse(text, status: 11, signaled: true, errors: []))
        #expect(crash.summary == "the compiler crashed with signal 11 while silgen emitFunction SIL function for 'f()'")
        #expect(crash.conformance == nil)
        #expect(crash.locations.last == CompilerCrash.Location(path: "/tmp/f/mocks.swift", line: line))
        #expect(ForgeRun.crashedProtocol(crash, batch: batch, mocks: mocks, indexByName: [:]) == 2)
        #expect(ForgeRun.crashMessages(crash, protocols: batch.text, mocks: mocks.text).last
            == "While silgen emitFunction SIL function for 'f()'  [at: func f() {}]")
    }

    @Test func errorsOrASuccessAreNoCrash() {
        let error = CompilerError(path: "/tmp/f/mocks.swift", line: 3, message: "cannot find 'x' in scope")
        #expect(CompilerCrash.parse("/tmp/f/mocks.swift:3:1: error: cannot find 'x' in scope\n", status: 1, errors: [error]) == nil)
        #expect(CompilerCrash.parse("", status: 0, errors: []) == nil)
        #expect(CompilerCrash.parse("", status: 1, errors: [])?.summary == "the compiler stopped with status 1 and no error")
        // A stack dump after errors is a crash all the same.
        #expect(CompilerCrash.parse(Self.capturedCrash(mocksPath: "m.swift", line: 1), status: 6, errors: [error]) != nil)
    }

    /// A stand-in for `swiftc`: reports an error on each line of the mocks file that says
    /// `ERROR`, and crashes without naming a place when the file says `CRASH` and has no error.
    static let scriptedCompiler = """
        #!/bin/sh
        for file; do :; done
        lines=$(grep -n ERROR "$file" | cut -d: -f1)
        if [ -n "$lines" ]; then
            for line in $lines; do echo "$file:$line:1: error: scripted error"; done
            exit 1
        fi
        if grep -q CRASH "$file"; then
            echo "Assertion failed: (scripted), function emit at SILGen.cpp:1."
            echo "Stack dump:"
            printf '1.\\tWhile evaluating request ASTLoweringRequest(Lowering AST to SIL for module ForgeCheck)\\n'
            exit 134
        fi
        exit 0
        """

    /// A new folder holding `scriptedCompiler` as an executable `swiftc`.
    private static func scriptedCompilerFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swiftc = folder.appendingPathComponent("swiftc")
        try Data(scriptedCompiler.utf8).write(to: swiftc)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        return folder
    }

    private static func scriptedCompiler(in folder: URL) -> ForgeCompiler {
        ForgeCompiler(swiftc: folder.appendingPathComponent("swiftc").path, modules: folder.path)
    }

    @Test func aCrashThatNamesNoProtocolIsFoundByHalvingAndErrorsDoNotHideIt() throws {
        let folder = try Self.scriptedCompilerFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ForgeRun(compiler: Self.scriptedCompiler(in: folder), folder: folder)
        let protocols = (0..<5).map { Self.forged("Forge_\($0)", ["func f() -> Int"], seed: UInt64($0)) }
        let batch = ForgeBatch(protocols)
        let texts = ["fine", "ERROR", "CRASH", "fine", "ERROR and CRASH"]
        let entries = texts.enumerated().map { ForgeMocksFile.Entry(text: "// \($0.element)\n", protocolIndex: $0.offset) }
        let results = try run.checkMocks(
            entries, header: "// header\n", batch: batch, protocolsFile: run.write(batch.text, "protocols.swift"))
        #expect(results.failing.keys.sorted() == [1, 4])
        #expect(results.crashes.keys.sorted() == [2])
        #expect(results.crashes[2]?.first == "Assertion failed: (scripted), function emit at SILGen.cpp:1.")
    }

    @Test func typeCheckingAloneDoesNotLookForCrashes() throws {
        let folder = try Self.scriptedCompilerFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ForgeRun(compiler: Self.scriptedCompiler(in: folder), folder: folder)
        run.stage = .typecheck
        let protocols = (0..<2).map { Self.forged("Forge_\($0)", ["func f() -> Int"], seed: UInt64($0)) }
        let batch = ForgeBatch(protocols)
        let entries = ["ERROR", "CRASH"].enumerated().map { ForgeMocksFile.Entry(text: "// \($0.element)\n", protocolIndex: $0.offset) }
        let results = try run.checkMocks(
            entries, header: "", batch: batch, protocolsFile: run.write(batch.text, "protocols.swift"))
        #expect(results.failing.keys.sorted() == [0])
        #expect(results.crashes.isEmpty)
    }

    /// Swift 6.3's SIL generation stops with an assertion on a class that witnesses two
    /// requirements alike but for `borrowing` with one method (mockgen skips such a protocol, so
    /// the mock is written here); the class type-checks.
    @Test func aMockTheCompilerCrashesOnIsAttributedAndTheOtherMocksAreStillChecked() throws {
        let modules = try #require(Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ForgeRun(compiler: ForgeCompiler(swiftc: Toolchain.swiftc, modules: modules), folder: folder)
        let batch = ForgeBatch(Self.protocols)
        let entries = [
            "final class Forge_aMock: Forge_a {\n    func f() -> Int { \"not an Int\" }\n}\n",
            "final class Forge_bMock: Forge_b {\n    func compute<K: Hashable>(_ key: K) -> Int { 0 }\n}\n",
            "final class Forge_cMock: Forge_c {\n    var x: Int { 0 }\n}\n",
        ].enumerated().map { ForgeMocksFile.Entry(text: $0.element, protocolIndex: $0.offset) }
        let results = try run.checkMocks(
            entries, header: "", batch: batch, protocolsFile: run.write(batch.text, "protocols.swift"))
        #expect(results.failing.keys.sorted() == [0])
        #expect(results.crashes.keys.sorted() == [1], "this toolchain no longer crashes on Forge_bMock: the test needs another crash")
        #expect(results.crashes[1]?.first?.hasPrefix("Assertion failed") == true)
    }

    /// The mandatory SIL passes report what a build reports and lowering alone does not: here
    /// the ownership of a `borrowing` parameter copied without `copy`.
    @Test func theSILStageReportsTheErrorsOfTheMandatoryPasses() throws {
        let modules = try #require(Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ForgeRun(compiler: ForgeCompiler(swiftc: Toolchain.swiftc, modules: modules), folder: folder)
        let batch = ForgeBatch([Self.forged("Forge_d", ["func f(item: borrowing [Int])"], seed: 0xd)])
        let entries = [ForgeMocksFile.Entry(
            text: "final class Forge_dMock: Forge_d {\n    var kept: [[Int]] = []\n    func f(item: borrowing [Int]) { kept.append(item) }\n}\n",
            protocolIndex: 0)]
        let protocolsFile = try run.write(batch.text, "protocols.swift")
        run.stage = .silgen
        #expect(try run.checkMocks(entries, header: "", batch: batch, protocolsFile: protocolsFile).failing.isEmpty)
        run.stage = .sil
        let failing = try run.checkMocks(entries, header: "", batch: batch, protocolsFile: protocolsFile).failing
        #expect(failing[0]?.first?.hasPrefix("'item' is borrowed and cannot be consumed") == true, "\(failing)")
    }
}

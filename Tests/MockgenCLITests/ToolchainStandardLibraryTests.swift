import Foundation
@testable import MockgenDriver
import Testing

/// `--toolchain`: the standard protocols learned from the toolchain's interface, or the
/// built-in table with a warning when there is none.
@Suite("Toolchain standard library")
struct ToolchainStandardLibraryTests {
    private static let printer = """
        /// @mockable
        protocol ReportPrinter: TextOutputStreamable {
            var pageCount: Int { get }
        }
        """

    /// The toolchain of the `swift` on the PATH, when it has a standard-library interface.
    static let toolchain: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.fileExists(atPath: swift.path) else { continue }
            let root = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            if case .success = ToolchainStandardLibrary.interfacePaths(in: root, fileSystem: LocalFileSystem()) {
                return root
            }
        }
        return nil
    }()

    @Test func withoutAnInterfaceTheBuiltInTableIsUsedWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        try folder.write("Toolchain/usr/lib/swift/linux/README", "no interfaces here")
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], toolchain: folder.url("Toolchain"))
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 0)
        #expect(streams.standardError.contains("no standard-library interface"))
        #expect(streams.standardError.contains("using the built-in table"))
        #expect(
            streams.standardOutput.contains(
                "func write<Target>(to target: inout Target) where Target: TextOutputStream {"))
    }

    @Test(.enabled(if: toolchain != nil, "needs a toolchain with the standard library's interface"))
    func theToolchainsInterfaceDeclaresTheRequirements() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], verbosity: .verbose, toolchain: Self.toolchain)
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 0)
        #expect(streams.standardError.contains("standard protocols from"))
        // The interface spells the constraint with its module.
        #expect(streams.standardOutput.contains("where Target: Swift.TextOutputStream {"))
    }

    /// A toolchain folder with a `swift` in `usr/bin` and small interfaces declaring
    /// `TextOutputStreamable` with a requirement named `requirement`.
    private static func fakeToolchain(in folder: TemporaryFolder, requirement: String) throws {
        let lib = "Toolchain/usr/lib/swift/linux"
        try folder.write("Toolchain/usr/bin/swift", "#!/bin/sh\n")
        try folder.write("\(lib)/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface", """
            public protocol TextOutputStreamable {
              func \(requirement)<Target>(to target: inout Target) where Target : Swift.TextOutputStream
            }
            """)
        try folder.write(
            "\(lib)/_Concurrency.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface", "public protocol Actor {}\n")
    }

    /// The process's environment, with `PATH` and the cache folder replaced.
    private static func environment(path: String, cache: String) -> @Sendable (String) -> String? {
        { name in
            switch name {
            case "PATH": path
            case "XDG_CACHE_HOME": cache
            default: nil
            }
        }
    }

    @Test func theToolchainOfTheSwiftOnThePathIsFoundAndItsProtocolsAreCached() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        try Self.fakeToolchain(in: folder, requirement: "print")
        let options = DriverOptions(paths: [folder.url("App")], verbosity: .verbose, findsToolchain: true)
        let environment = Self.environment(
            path: "/nonexistent:\(folder.url("Toolchain/usr/bin"))", cache: folder.url("Cache"))

        let first = CapturedStreams()
        var io = first.realIO()
        io.environment = environment
        #expect(MockgenDriver.run(options, io: io) == 0)
        #expect(first.standardError.contains("standard protocols from '\(folder.url("Toolchain"))' in"))
        #expect(first.standardOutput.contains("func print<Target>(to target: inout Target)"))
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: folder.url("Cache/mockgen"))
        #expect(cacheFiles.count == 1 && cacheFiles[0].hasPrefix("standard-library-"))

        let second = CapturedStreams()
        io = second.realIO()
        io.environment = environment
        #expect(MockgenDriver.run(options, io: io) == 0)
        #expect(second.standardError.contains("(cached)"))
        #expect(second.standardOutput == first.standardOutput)
    }

    @Test func aChangedInterfaceIsReadAgainInsteadOfTheStaleCache() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        try Self.fakeToolchain(in: folder, requirement: "print")
        let options = DriverOptions(paths: [folder.url("App")], verbosity: .verbose, findsToolchain: true)
        let environment = Self.environment(path: folder.url("Toolchain/usr/bin"), cache: folder.url("Cache"))
        var io = CapturedStreams().realIO()
        io.environment = environment
        #expect(MockgenDriver.run(options, io: io) == 0)

        try Self.fakeToolchain(in: folder, requirement: "render")
        let after = CapturedStreams()
        io = after.realIO()
        io.environment = environment
        #expect(MockgenDriver.run(options, io: io) == 0)
        #expect(!after.standardError.contains("(cached)"))
        #expect(after.standardOutput.contains("func render<Target>(to target: inout Target)"))
    }

    @Test func withoutASwiftOnThePathTheBuiltInTableIsUsedWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Printer.swift", Self.printer)
        let streams = CapturedStreams()
        var io = streams.realIO()
        io.environment = Self.environment(path: folder.url("App"), cache: folder.url("Cache"))
        #expect(MockgenDriver.run(DriverOptions(paths: [folder.url("App")], findsToolchain: true), io: io) == 0)
        #expect(streams.standardError.contains("warning: no `swift` on the PATH"))
        #expect(
            streams.standardOutput.contains(
                "func write<Target>(to target: inout Target) where Target: TextOutputStream {"))
    }
}

import Foundation
import MockgenTestSupport
import Testing

/// The Swift compiler's own importer checks the generated mocks: every case built on
/// `Fixtures/ObjCRoot/ObjCRoot.h` (no Foundation) is compiled with `swiftc -typecheck
/// -enable-objc-interop` against its header, imported through a module map, so the compiler
/// confirms every imported name, label, type and optional requirement the goldens show.
/// `ObjCRoot.h` is served as the clang module `ObjectiveC`, so its `NSObject` is the one
/// Swift knows (a `Sendable` mock may subclass it). One compiler run checks all cases.
@Suite(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
struct ImporterCompileTests {
    @Test func mocksOfHeadersWithoutFoundationTypecheckAgainstTheSwiftImporter() throws {
        let cases = HeaderFixture.all.filter(\.isCheckedByImporter)
        #expect(cases.count >= 5, "the importer should check the cases that need no Foundation")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-objc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var moduleMap = "module ObjectiveC {\n  header \"ObjCRoot.h\"\n  export *\n}\n"
        try FileManager.default.copyItem(
            at: Repository.fixtures.appendingPathComponent("ObjCRoot/ObjCRoot.h"),
            to: folder.appendingPathComponent("ObjCRoot.h"))
        var sources: [String] = []
        for fixture in cases {
            try FileManager.default.copyItem(at: fixture.input, to: folder.appendingPathComponent("\(fixture.name).h"))
            moduleMap += "module \(fixture.name) {\n  header \"\(fixture.name).h\"\n  export *\n}\n"
            let mock = folder.appendingPathComponent("\(fixture.name)Mocks.swift")
            try FileManager.default.copyItem(at: fixture.expected, to: mock)
            sources.append(mock.path)
        }
        try Data(moduleMap.utf8).write(to: folder.appendingPathComponent("module.modulemap"))

        let modules = try #require(
            Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let output = try Toolchain.run(
            Toolchain.swiftc,
            ["-frontend", "-typecheck", "-enable-objc-interop", "-swift-version", "6", "-module-name", "ObjCMocks",
             "-I", folder.path, "-I", modules] + sources)
        for fixture in cases {
            let errors = output.text.split(separator: "\n").filter {
                $0.contains("\(fixture.name)") && $0.contains("error:")
            }
            #expect(
                errors.isEmpty,
                "\(fixture.name): the mock does not typecheck against the imported header:\n\(errors.joined(separator: "\n"))"
            )
        }
        #expect(output.status == 0, "swiftc failed:\n\(output.text)")
    }
}

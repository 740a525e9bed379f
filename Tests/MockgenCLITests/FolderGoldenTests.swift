import Foundation
import MockgenDriver
import MockgenTestSupport
import Testing

/// The golden suite's folder cases: `Fixtures/<Case>/Inputs/` is a tree of sources, and
/// `Fixtures/<Case>/Expected/` is exactly the folder `mockgen Inputs --output-dir Expected`
/// writes. `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites `Expected/` by running exactly
/// that.
///
/// The compiled target sees a folder case through symlinks in
/// `Tests/MockgenGoldenTests/Fixtures/<Case>/` (each generated file under its own, unique, name,
/// each input as `Input.<its relative path with dots>.swift`, since a module cannot hold two
/// files named `Models.swift`), which `Scripts/generate/golden-links.sh` writes and checks.
@Suite struct FolderGoldenTests {
    @Test(arguments: FolderFixtureCase.all)
    func generatedFolderMatchesGolden(_ fixture: FolderFixtureCase) throws {
        if Goldens.updating {
            #expect(run(fixture, into: fixture.expected.path) == 0)
            return
        }
        let folder = try TemporaryFolder("mockgen-folder-golden")
        #expect(run(fixture, into: folder.path) == 0)
        let written = try FolderFixtureCase.files(under: folder.path)
        let expected = try FolderFixtureCase.files(under: fixture.expected.path)
        #expect(
            written.keys.sorted() == expected.keys.sorted(),
            "\(fixture.name): the generated files differ from Expected/; run `make golden`")
        for (path, text) in written.sorted(by: { $0.key < $1.key }) where expected[path] != nil {
            #expect(
                text == expected[path],
                "\(fixture.name): \(path) differs from its golden; run `make golden` and review the diff")
        }
    }

    /// The same check as for single-file goldens: some behaviour test uses a mock of every generated file.
    @Test(arguments: FolderFixtureCase.all)
    func everyGeneratedFileIsExercisedByABehaviourTest(_ fixture: FolderFixtureCase) throws {
        let tests = try Repository.goldenBehaviourTests()
        for (path, text) in try FolderFixtureCase.files(under: fixture.expected.path) {
            let mockNames = text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("final class ") || line.hasPrefix("actor ") else { return nil }
                return line.split(separator: " ").dropFirst(line.hasPrefix("actor ") ? 1 : 2).first
                    .map { String($0.prefix { $0.isLetter || $0.isNumber }) }
            }
            #expect(
                mockNames.contains { tests.contains($0) },
                "no test in Tests/MockgenGoldenTests uses a mock of \(fixture.name)/Expected/\(path)")
        }
    }

    private func run(_ fixture: FolderFixtureCase, into folder: String) -> Int32 {
        let streams = CapturedStreams()
        let code = MockgenDriver.run(
            DriverOptions(paths: [fixture.inputs.path], outputDirectory: folder), io: streams.realIO())
        #expect(streams.standardError.isEmpty, "\(streams.standardError)")
        return code
    }
}

/// One `Fixtures/<Case>` folder with `Inputs/` and `Expected/` folders.
struct FolderFixtureCase: CustomTestStringConvertible, Sendable {
    static let all = Repository.fixtureNames(holding: "Inputs").map(FolderFixtureCase.init)

    var name: String
    var testDescription: String { name }
    var inputs: URL { Repository.fixtures.appendingPathComponent("\(name)/Inputs") }
    var expected: URL { Repository.fixtures.appendingPathComponent("\(name)/Expected") }

    /// Every regular file below `folder`, by relative path, with its text.
    static func files(under folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            files[relative] = try String(contentsOfFile: full, encoding: .utf8)
        }
        return files
    }
}

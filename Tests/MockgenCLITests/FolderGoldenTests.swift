import Foundation
import MockgenDriver
import Testing

/// The golden suite's folder cases: `Fixtures/<Case>/Inputs/` is a tree of sources, and
/// `Fixtures/<Case>/Expected/` is exactly the folder `mockgen Inputs --output-dir Expected`
/// writes. `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites `Expected/` by running exactly
/// that, and links the case into the compiled golden target.
///
/// The compiled target sees a folder case through symlinks in
/// `Tests/MockgenGoldenTests/Fixtures/<Case>/`: each generated file under its own (unique) name,
/// each input as `Input.<its relative path with dots>.swift`, since a module cannot hold two
/// files named `Models.swift`.
@Suite struct FolderGoldenTests {
    static let updating = ProcessInfo.processInfo.environment["MOCKGEN_UPDATE_GOLDENS"] == "1"

    @Test(arguments: FolderFixtureCase.all)
    func generatedFolderMatchesGolden(_ fixture: FolderFixtureCase) throws {
        if Self.updating {
            #expect(run(fixture, into: fixture.expected.path) == 0)
            try fixture.link()
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
        #expect(
            fixture.isLinked,
            "\(fixture.name) is not compiled: run `make golden` to link it into Tests/MockgenGoldenTests")
    }

    /// The same check as for single-file goldens: some behaviour test uses a mock of every generated file.
    @Test(arguments: FolderFixtureCase.all)
    func everyGeneratedFileIsExercisedByABehaviourTest(_ fixture: FolderFixtureCase) throws {
        let testsFolder = FolderFixtureCase.root.appendingPathComponent("Tests/MockgenGoldenTests")
        let tests = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path)
            .filter { $0.hasSuffix("Tests.swift") }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
            .joined()
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
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")

    static let all: [FolderFixtureCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.sorted().filter {
            FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/Inputs").path)
        }
        .map(FolderFixtureCase.init)
    }()

    var name: String
    var testDescription: String { name }
    var inputs: URL { Self.fixtures.appendingPathComponent("\(name)/Inputs") }
    var expected: URL { Self.fixtures.appendingPathComponent("\(name)/Expected") }
    var linkFolder: URL { Self.root.appendingPathComponent("Tests/MockgenGoldenTests/Fixtures/\(name)") }

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

    /// Link name to link destination (relative to the link folder) for every input and golden.
    private var links: [String: String] {
        get throws {
            var links: [String: String] = [:]
            let back = "../../../../Fixtures/\(name)"
            for relative in try Self.files(under: inputs.path).keys {
                links["Input." + relative.replacingOccurrences(of: "/", with: ".")] = "\(back)/Inputs/\(relative)"
            }
            for relative in try Self.files(under: expected.path).keys {
                links[(relative as NSString).lastPathComponent] = "\(back)/Expected/\(relative)"
            }
            return links
        }
    }

    var isLinked: Bool {
        guard let links = try? links,
              let present = try? FileManager.default.contentsOfDirectory(atPath: linkFolder.path)
        else { return false }
        return Set(present) == Set(links.keys)
            && links.allSatisfy { link, destination in
                (try? FileManager.default.destinationOfSymbolicLink(
                    atPath: linkFolder.appendingPathComponent(link).path)) == destination
            }
    }

    /// Replaces the case's link folder with one link per input and golden.
    func link() throws {
        let links = try links
        try? FileManager.default.removeItem(at: linkFolder)
        try FileManager.default.createDirectory(at: linkFolder, withIntermediateDirectories: true)
        for (link, destination) in links {
            try FileManager.default.createSymbolicLink(
                atPath: linkFolder.appendingPathComponent(link).path, withDestinationPath: destination)
        }
    }
}

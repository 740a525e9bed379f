import Foundation
import MockgenTestSupport

/// The inputs the fuzzer starts from: every `Fixtures/*/Input.swift`, the hand-written
/// snippets in `Corpus/`, and the inputs that once failed, kept in `Regressions/`.
struct FuzzCorpus {
    struct Seed: Sendable, CustomStringConvertible {
        /// Path relative to the package root.
        var name: String
        var bytes: [UInt8]
        var description: String { name }
    }

    var fixtures: [Seed]
    var snippets: [Seed]
    var regressions: [Seed]

    /// Well-formed seeds that mutations start from.
    var mutationSeeds: [Seed] { fixtures + snippets }

    static let testDirectory = Repository.url("Tests/MockgenFuzzTests")

    static func load() throws -> FuzzCorpus {
        let fixtures = try subdirectories(of: Repository.fixtures)
            .map { $0.appendingPathComponent("Input.swift") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return FuzzCorpus(
            fixtures: try fixtures.map(seed),
            snippets: try files(in: testDirectory.appendingPathComponent("Corpus")).map(seed),
            regressions: try files(in: testDirectory.appendingPathComponent("Regressions")).map(seed)
        )
    }

    /// Names of the regression seeds, for parameterised tests.
    static func regressionNames() -> [String] {
        ((try? files(in: testDirectory.appendingPathComponent("Regressions"))) ?? []).map(\.lastPathComponent)
    }

    static func regression(named name: String) throws -> Seed {
        try seed(testDirectory.appendingPathComponent("Regressions").appendingPathComponent(name))
    }

    private static func seed(_ url: URL) throws -> Seed {
        let name = String(url.path.dropFirst(Repository.root.path.count + 1))
        return Seed(name: name, bytes: Array(try Data(contentsOf: url)))
    }

    private static func subdirectories(of url: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .sorted { $0.path < $1.path }
    }

    private static func files(in url: URL) throws -> [URL] {
        try subdirectories(of: url).filter { entry in
            var isDirectory: ObjCBool = false
            return !entry.lastPathComponent.hasPrefix(".")
                && FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }
}

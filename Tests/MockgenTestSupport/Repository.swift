public import Foundation

/// Where the repository's files are, for tests that read fixtures, examples or documents.
public enum Repository {
    /// The repository root: this file is `Tests/MockgenTestSupport/Repository.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`: one folder per golden case.
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// `Tests/MockgenGoldenTests/`: the target that compiles the goldens and runs their mocks.
    public static let goldenTests = root.appendingPathComponent("Tests/MockgenGoldenTests")

    /// The file or folder at `relativePath` below the root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The names of the `Fixtures/<Case>` folders holding any of `entries` (a file or a folder), sorted.
    public static func fixtureNames(holding entries: String...) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.sorted().filter { name in
            entries.contains { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\(name)/\($0)").path) }
        }
    }

    /// The text of every behaviour test of the golden target (`Tests/MockgenGoldenTests/*Tests.swift`),
    /// joined: a golden whose mocks no test names is only compiled, not exercised.
    public static func goldenBehaviourTests() throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: goldenTests.path)
            .filter { $0.hasSuffix("Tests.swift") }
            .sorted()
            .map { try String(contentsOf: goldenTests.appendingPathComponent($0), encoding: .utf8) }
            .joined()
    }
}

import Foundation
import MockgenDriver
import MockgenTestSupport
import Testing

/// The version is kept in one place (`MockgenDriver.version`): `mockgen --version` prints it
/// (`ExecutableTests`), and the changelog's newest section is about it, so a release cannot be
/// tagged with a version the changelog does not describe.
@Suite("Release version")
struct ReleaseVersionTests {
    /// `CHANGELOG.md` at the repository root.
    static let changelog = Repository.url("CHANGELOG.md")

    /// The versions of the changelog's `## <version> - <date>` sections, in file order; a
    /// `## Unreleased` section above them (what the next release will say) names none.
    static func sectionVersions() throws -> [String] {
        try String(contentsOf: changelog, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## "), line != "## Unreleased" else { return nil }
            return line.dropFirst(3).split(separator: " ").first.map(String.init)
        }
    }

    @Test func anUnreleasedSectionCanOnlyComeFirst() throws {
        let headings = try String(contentsOf: Self.changelog, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("## ") }
        #expect(headings.dropFirst().allSatisfy { $0 != "## Unreleased" })
    }

    @Test func theChangelogsNewestSectionIsTheVersionMockgenPrints() throws {
        #expect(try Self.sectionVersions().first == MockgenDriver.version)
    }

    @Test func theVersionIsASemanticVersion() {
        let parts = MockgenDriver.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func everyChangelogSectionNamesADifferentVersionNewestFirst() throws {
        let versions = try Self.sectionVersions().map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(versions.count >= 2)
        for (newer, older) in zip(versions, versions.dropFirst()) {
            #expect(older.lexicographicallyPrecedes(newer), "\(older) is listed after \(newer)")
        }
    }
}

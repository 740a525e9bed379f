import Foundation
import MockgenFrontEnd
import MockgenDriver
import MockgenGenerator
import MockgenObjC
import MockgenTestSupport
import Testing

/// Every `Fixtures/<Case>/Input.h` is read by the Objective-C front end and generated, and must
/// give exactly `Expected.swift` (and `Diagnostics.txt` when the case has one);
/// `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites them instead. Mocks of Objective-C
/// protocols cannot run on Linux (no Objective-C runtime): `ImporterCompileTests` compiles the
/// cases that need no Foundation against the Swift importer's view of their header.
@Suite(.enabled(if: LibclangRequirement.shouldRun, LibclangRequirement.skipMessage))
struct ObjCGoldenTests {
    @Test(arguments: HeaderFixture.all)
    func generatedOutputMatchesGolden(_ fixture: HeaderFixture) throws {
        guard LibclangRequirement.check() else { return }
        let (model, result) = try fixture.generate()
        // What the header reader reported (types clang could not resolve), then the generator.
        let diagnostics = (model.diagnostics + result.diagnostics).map(\.description).joined(separator: "\n")
        try Goldens.compareOrUpdate(result.source, golden: fixture.expected, case: fixture.name)
        try Goldens.compareOrUpdate(diagnostics, golden: fixture.diagnostics, case: fixture.name, absentWhenEmpty: true)
    }

    @Test func everyNamingRuleHasACase() {
        #expect(HeaderFixture.all.count >= 8)
    }
}

/// One `Fixtures/<Case>` folder holding an `Input.h`.
struct HeaderFixture: CustomTestStringConvertible, Sendable {
    static let all = Repository.fixtureNames(holding: "Input.h").map(HeaderFixture.init)

    var name: String
    var testDescription: String { name }
    var folder: URL { Repository.fixtures.appendingPathComponent(name) }
    var input: URL { folder.appendingPathComponent("Input.h") }
    var expected: URL { folder.appendingPathComponent("Expected.swift") }
    var diagnostics: URL { folder.appendingPathComponent("Diagnostics.txt") }

    /// Cases built on `ObjCRoot.h` need no Foundation, so the Swift compiler can check them here.
    var isCheckedByImporter: Bool {
        (try? String(contentsOf: input, encoding: .utf8))?.contains("#import \"ObjCRoot.h\"") ?? false
    }

    func generate() throws -> (SourceFileModel, GenerationResult) {
        let source = try Data(contentsOf: input)
        let model = LibclangRequirement.reader.parse(Array(source), path: "\(name)/Input.h")
        return (model, MockGenerator.generate([model], options: try options(String(decoding: source, as: UTF8.self))))
    }

    /// Options from a leading `// mockgen-options:` line (`--all`, `--import X`), read as `mockgen`
    /// reads its arguments.
    func options(_ source: String) throws -> GeneratorOptions {
        var words: [String] = []
        if let first = source.split(separator: "\n").first, first.hasPrefix("// mockgen-options:") {
            words = first.dropFirst("// mockgen-options:".count).split(separator: " ").map(String.init)
        }
        return DriverOptions(settings: try ArgumentReader.settings(words)).generator
    }
}

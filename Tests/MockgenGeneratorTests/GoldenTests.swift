import Foundation
import MockgenFrontEnd
import MockgenDriver
import MockgenGenerator
import MockgenGeneratorTestSupport
import MockgenTestSupport
import Testing

/// The golden suite: every `Fixtures/<Case>/Input.swift` is run through the front end and the
/// generator and must give exactly `Expected.swift` (and, when the case has one,
/// `Diagnostics.txt`). `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites the goldens instead.
///
/// The goldens are compiled and exercised by the `MockgenGoldenTests` target, which sees each
/// case through symlinks `Tests/MockgenGoldenTests/Fixtures/<Case>Input.swift` and
/// `<Case>Expected.swift` (a target cannot hold two files named `Input.swift`), which
/// `Scripts/generate/golden-links.sh` writes (`make golden` runs it) and checks
/// (`make check-generated`).
///
/// A case may start with `// mockgen-options: --all --access public --import X` to pick options
/// (also `--testable-import`, `--module`, `--all-classes`, `--spies`).
@Suite struct GoldenTests {
    @Test(arguments: FixtureCase.all)
    func generatedOutputMatchesGolden(_ fixture: FixtureCase) throws {
        let options = try fixture.options()
        let models = try fixture.models()
        for model in models {
            #expect(model.diagnostics.filter { $0.severity == .error }.isEmpty, "\(model.path) does not parse: \(model.diagnostics)")
        }
        let result = MockGenerator.generate(models, options: options)
        let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n")
        try Goldens.compareOrUpdate(result.source, golden: fixture.expected, case: fixture.name)
        try Goldens.compareOrUpdate(diagnostics, golden: fixture.diagnostics, case: fixture.name, absentWhenEmpty: true)
    }

    /// A golden that only compiles proves little: some behaviour test must use one of its mocks.
    @Test(arguments: FixtureCase.all)
    func everyFixtureIsExercisedByABehaviourTest(_ fixture: FixtureCase) throws {
        let tests = try Repository.goldenBehaviourTests()
        let expected = try String(contentsOf: fixture.expected, encoding: .utf8)
        let mockNames = expected.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { $0 == "class" || $0 == "actor" }), index + 1 < words.count else { return nil }
            return String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
        }
        #expect(mockNames.contains { tests.contains($0) }, "no test in Tests/MockgenGoldenTests uses a mock of \(fixture.name)")
    }

    @Test func suiteHasAtLeastThirtyCases() {
        #expect(FixtureCase.all.count >= 30)
    }
}

/// One `Fixtures/<Case>` folder.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    static let all = Repository.fixtureNames(holding: "Input.swift", "Sources").map(FixtureCase.init)

    var name: String
    var testDescription: String { name }
    var folder: URL { Repository.fixtures.appendingPathComponent(name) }
    var input: URL { folder.appendingPathComponent("Input.swift") }
    var expected: URL { folder.appendingPathComponent("Expected.swift") }
    var diagnostics: URL { folder.appendingPathComponent("Diagnostics.txt") }

    /// A case with modules of its own: `Sources/<Module>/*.swift` (each module a library target
    /// of the package, which the compiled goldens import) and `Options.txt` instead of `Input.swift`.
    var hasModules: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path) }

    /// The input files, with the path the generator is given (`<Case>/Sources/<Module>/<File>`
    /// for a module case, so that the module is known from the path).
    var inputs: [(url: URL, path: String)] {
        guard hasModules else { return [(input, "\(name)/Input.swift")] }
        if !interfaces.isEmpty { return interfaces.map { (folder.appendingPathComponent($0), "\(name)/\($0)") } }
        return modules.flatMap { module in
            files(in: "Sources/\(module)").map { (folder.appendingPathComponent("Sources/\(module)/\($0)"), "\(name)/Sources/\(module)/\($0)") }
        }
    }

    /// The inputs as the read stage gives them to the generator (`readModels`).
    func models() throws -> [SourceFileModel] {
        let files = try inputs.map { ($0.path, Array(try Data(contentsOf: $0.url))) }
        return readModels(files, options: try options())
    }

    /// Module interfaces at the top of a module case (`<Module>.swiftinterface`): the generator
    /// reads them instead of the modules' sources, which the compiled goldens link as the
    /// binary modules a client imports plainly.
    var interfaces: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swiftinterface") }.sorted()
    }

    private var modules: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources").path)) ?? []).sorted()
    }

    private func files(in caseFolder: String) -> [String] {
        let path = folder.appendingPathComponent(caseFolder).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Options from a leading `// mockgen-options:` line of `Input.swift`, or from `Options.txt`
    /// of a module case, read as `mockgen` reads its arguments (`ArgumentReader`, then
    /// `DriverOptions(settings:)`). `--context Sources/<Module>` names a folder of the case,
    /// whose files are the context the generator is told about.
    func options() throws -> GeneratorOptions {
        let line: Substring
        if hasModules {
            line = try String(contentsOf: folder.appendingPathComponent("Options.txt"), encoding: .utf8)[...]
        } else {
            let source = try String(contentsOf: input, encoding: .utf8)
            guard let first = source.split(separator: "\n").first, first.hasPrefix("// mockgen-options:") else {
                return DriverOptions(settings: MockgenSettings()).generator
            }
            line = first.dropFirst("// mockgen-options:".count)
        }
        let settings = try ArgumentReader.settings(line.split(whereSeparator: \.isWhitespace).map(String.init))
        var options = DriverOptions(settings: settings).generator
        options.inputs.contextPaths = Set(settings.contextPaths.flatMap { folder in
            files(in: folder).map { "\(name)/\(folder)/\($0)" }
        })
        return options
    }
}

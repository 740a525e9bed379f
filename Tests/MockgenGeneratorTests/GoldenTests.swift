import Foundation
import MockgenFrontEnd
import MockgenGenerator
import Testing

/// The golden suite: every `Fixtures/<Case>/Input.swift` is run through the front end and the
/// generator and must give exactly `Expected.swift` (and, when the case has one,
/// `Diagnostics.txt`). `MOCKGEN_UPDATE_GOLDENS=1` (`make golden`) rewrites the goldens instead.
///
/// The goldens are compiled and exercised by the `MockgenGoldenTests` target, which sees each
/// case through symlinks `Tests/MockgenGoldenTests/Fixtures/<Case>Input.swift` and
/// `<Case>Expected.swift` (a target cannot hold two files named `Input.swift`). This test
/// checks the links exist, so a golden that nothing compiles fails here; update mode creates them.
///
/// A case may start with `// mockgen-options: --all --access public --import X` to pick options
/// (also `--testable-import`, `--module`, `--all-classes`, `--spies`).
@Suite struct GoldenTests {
    static let updating = ProcessInfo.processInfo.environment["MOCKGEN_UPDATE_GOLDENS"] == "1"

    @Test(arguments: FixtureCase.all)
    func generatedOutputMatchesGolden(_ fixture: FixtureCase) throws {
        let input = try Data(contentsOf: fixture.input)
        let path = "\(fixture.name)/Input.swift"
        let options = fixture.options(source: String(decoding: input, as: UTF8.self))
        var model = FrontEnd.parse(Array(input), path: path)
        #expect(model.diagnostics.filter { $0.severity == .error }.isEmpty, "input does not parse: \(model.diagnostics)")
        // The driver's second pass: the superclasses of mocked classes, with their members.
        if let wanted = MockGenerator.classesMissingMembers([model], options: options)[path] {
            model = FrontEnd.parse(Array(input), path: path, parsingMembersOf: wanted)
        }
        let result = MockGenerator.generate([model], options: options)
        let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n")

        if Self.updating {
            try Data(result.source.utf8).write(to: fixture.expected)
            if diagnostics.isEmpty {
                try? FileManager.default.removeItem(at: fixture.diagnostics)
            } else {
                try Data((diagnostics + "\n").utf8).write(to: fixture.diagnostics)
            }
            try fixture.link()
            return
        }
        let expected = try String(contentsOf: fixture.expected, encoding: .utf8)
        #expect(result.source == expected, "\(fixture.name): output differs from Expected.swift (\(Self.firstDifference(result.source, expected))); run `make golden` and review the diff")
        let expectedDiagnostics = (try? String(contentsOf: fixture.diagnostics, encoding: .utf8)) ?? ""
        #expect(diagnostics == expectedDiagnostics.trimmingCharacters(in: .newlines), "\(fixture.name): diagnostics differ")
        #expect(fixture.isLinked, "\(fixture.name) is not compiled: run `make golden` to link it into Tests/MockgenGoldenTests")
    }

    /// `line N: got "..." expected "..."` for the first line that differs.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let got = index < a.count ? String(a[index]) : "<end of file>"
            let want = index < e.count ? String(e[index]) : "<end of file>"
            if got != want { return "line \(index + 1): got \"\(got)\", expected \"\(want)\"" }
        }
        return "identical lines"
    }

    @Test func everyCompiledGoldenHasAFixture() throws {
        let names = Set(FixtureCase.all.map(\.name))
        let links = try FileManager.default.contentsOfDirectory(atPath: FixtureCase.linkDirectory.path)
        for link in links where link.hasSuffix(".swift") {
            let name = link.replacingOccurrences(of: "Input.swift", with: "").replacingOccurrences(of: "Expected.swift", with: "")
            if Self.updating && !names.contains(name) {
                try FileManager.default.removeItem(at: FixtureCase.linkDirectory.appendingPathComponent(link))
                continue
            }
            #expect(names.contains(name), "\(link) links to a fixture that no longer exists; run `make golden`")
        }
    }

    /// A golden that only compiles proves little: some behaviour test must use one of its mocks.
    @Test(arguments: FixtureCase.all)
    func everyFixtureIsExercisedByABehaviourTest(_ fixture: FixtureCase) throws {
        let testsFolder = FixtureCase.linkDirectory.deletingLastPathComponent()
        let tests = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path)
            .filter { $0.hasSuffix("Tests.swift") }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
            .joined()
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
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")
    static let linkDirectory = root.appendingPathComponent("Tests/MockgenGoldenTests/Fixtures")

    static let all: [FixtureCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.sorted().filter { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/Input.swift").path) }
            .map(FixtureCase.init)
    }()

    var name: String
    var testDescription: String { name }
    var folder: URL { Self.fixtures.appendingPathComponent(name) }
    var input: URL { folder.appendingPathComponent("Input.swift") }
    var expected: URL { folder.appendingPathComponent("Expected.swift") }
    var diagnostics: URL { folder.appendingPathComponent("Diagnostics.txt") }

    private var links: [(link: URL, destination: String)] {
        ["Input", "Expected"].map { kind in
            (Self.linkDirectory.appendingPathComponent("\(name)\(kind).swift"), "../../../Fixtures/\(name)/\(kind).swift")
        }
    }

    var isLinked: Bool {
        links.allSatisfy { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.link.path)) == $0.destination }
    }

    func link() throws {
        for (link, destination) in links where (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != destination {
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
    }

    /// Options from a leading `// mockgen-options:` line.
    func options(source: String) -> GeneratorOptions {
        var options = GeneratorOptions()
        guard let first = source.split(separator: "\n").first, first.hasPrefix("// mockgen-options:") else { return options }
        var words = first.dropFirst("// mockgen-options:".count).split(separator: " ").map(String.init)[...]
        while let word = words.popFirst() {
            switch word {
            case "--all": options.mockAll = true
            case "--access": options.access = words.popFirst().flatMap(GeneratorOptions.Access.init(rawValue:)) ?? .internal
            case "--import": words.popFirst().map { options.imports.append($0) }
            case "--testable-import": words.popFirst().map { options.testableImports.append($0) }
            case "--module": options.inputs.module = words.popFirst()
            case "--all-classes": options.mockAllClasses = true
            case "--spies": options.spies = true
            default: break
            }
        }
        return options
    }
}

import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Behaviour that must not change when the generator works per protocol in one pass and on
/// several cores: overload disambiguation in wide protocols, and byte-identical output.
@Suite struct ScalingTests {
    /// Builder declarations of `source` a verification can call: the shared ones
    /// (`func name(...) -> MockRuntime.MemberCall<_Mode, ...>`) and those for verifying mode only
    /// (`-> MockRuntime.Verification where _Mode == ...`), each on one line even when the generator
    /// wrapped its parameters. With `name` "call", every `callN(`.
    func verificationLines(_ source: String, named name: String) -> [Substring] {
        // Joins wrapped parameter lists without regular expressions (macOS 13): a line after one
        // ending in `(` or `,`, or starting with `)`, continues it.
        var joined: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let last = joined.last, !trimmed.isEmpty, last.hasSuffix("(") || last.hasSuffix(",")
                || trimmed.hasPrefix(")") {
                joined[joined.count - 1] = last + (last.hasSuffix(",") ? " " : "") + trimmed
            } else {
                joined.append(String(line))
            }
        }
        let function = "func \(name)"
        return joined.map { Substring($0) }.filter { (line: Substring) -> Bool in
            guard line.containsText("-> MockRuntime.Verification")
                || line.containsText("-> MockRuntime.MemberCall<_Mode") else {
                return false
            }
            var start = line.startIndex
            while start < line.endIndex, !line[start...].hasPrefix(function) { start = line.index(after: start) }
            guard start < line.endIndex else { return false }
            let rest = line[line.index(start, offsetBy: function.count)...]
            return name == "call" ? rest.first?.isNumber == true : rest.first == "("
        }
    }

    @Test func onlyOverloadsThatDifferInTheirResultTakeAReturningArgumentInAWideProtocol() {
        var body = ""
        for i in 0..<600 { body += "    func call\(i)(_ value: Int, label: String) -> Int\n" }
        // Same builder signature, different results: ambiguous without `returning:`.
        body += "    func load(id: Int) -> String\n    func load(id: Int) -> Data\n"
        // Same name, different matcher types: already distinct.
        body += "    func save(_ value: Int)\n    func save(_ value: String)\n"
        // An instance and a static member with the same signature live in different builders.
        body += "    func reset(count: Int) -> Int\n    static func reset(count: Int) -> String\n"
        let result = generate([("Wide.swift", "/// @mockable\nprotocol Wide {\n\(body)}\nstruct Data {}\n")])
        #expect(result.diagnostics.isEmpty)

        // The shared members stub (and verify when the result is inferred); verifying mode adds one
        // member per result type that takes `returning:`.
        let load = verificationLines(result.source, named: "load")
        #expect(load.count == 4)
        let returning = load.filter { $0.contains("returning _: ") }
        #expect(returning.count == 2
            && returning.allSatisfy { $0.contains("where _Mode == MockRuntime.VerifyingMode") })
        #expect(returning.contains { $0.contains("returning _: String.Type") }
            && returning.contains { $0.contains("returning _: Data.Type") })
        #expect(verificationLines(result.source, named: "save").count == 2)
        #expect(!result.source.contains("func save(_ value: MockRuntime.Parameter<Int> = .any, returning"))
        #expect(verificationLines(result.source, named: "reset").count == 2)
        #expect(!verificationLines(result.source, named: "reset").contains { $0.contains("returning") })
        let calls = verificationLines(result.source, named: "call")
        #expect(calls.count == 600)
        #expect(!calls.contains { $0.contains("returning") })
    }

    @Test func parallelGenerationGivesTheSameBytesAsOneThread() {
        // More protocols than one parallel batch, with duplicates, unmockable ones and imports.
        var files: [SourceFileModel] = DeterminismTests.files
        for f in 0..<12 {
            var text = "import Foundation\nimport Module\(f % 3)\n"
            for p in 0..<40 {
                text += p % 2 == 0 ? "/// @mockable\n" : ""
                text += "protocol P\(f)_\(p): AnyObject {\n    associatedtype Item\n    func get(_ id: Int) -> "
                    + "Self.Item\n"
                text += "    func put(_ item: Item) async throws\n    var name: String { get set }\n}\n"
            }
            text += "protocol P\(f)_0 {}\nprotocol Reserved\(f) { var _mockState: Int { get } }\n"
            files.append(parse(text, path: "Generated\(f).swift"))
        }
        for mockAll in [false, true] {
            let single = MockGenerator.generate(files, options: GeneratorOptions(mockAll: mockAll, parallel: false))
            let parallel = MockGenerator.generate(files, options: GeneratorOptions(mockAll: mockAll, parallel: true))
            #expect(single.mockedProtocols.count > (mockAll ? 480 : 240))
            #expect(parallel.source == single.source)
            #expect(parallel.sourcePieces.count > 2)
            #expect(parallel.sourcePieces == single.sourcePieces)
            #expect(parallel.diagnostics == single.diagnostics)
            #expect(parallel.mockedProtocols == single.mockedProtocols)
        }
    }
}

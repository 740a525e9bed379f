import Foundation
@testable import mockgen
import MockgenDriver
import MockgenTestSupport
import Testing

/// `mockgen <paths> <flags>` and `mockgen --config <file>` with the same settings written as
/// keys give the same file, byte for byte, on every golden fixture with a Swift input.
@Suite("Command line and configuration file agree on the goldens")
struct DoorGoldenEquivalenceTests {
    static let cases = Repository.fixtureNames(holding: "Input.swift")

    /// The words of the fixture's `// mockgen-options:` line, as the golden tests read them.
    private static func optionWords(_ input: URL) throws -> [String] {
        let source = try String(contentsOf: input, encoding: .utf8)
        guard let first = source.split(separator: "\n").first, first.hasPrefix("// mockgen-options:") else { return [] }
        return first.dropFirst("// mockgen-options:".count).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The target lines that say what `words` say on the command line: each flag's key, a
    /// flag's value, a list's values gathered under one key.
    private static func keyLines(_ words: [String]) throws -> [String] {
        var order: [String] = []
        var values: [String: [String]] = [:]
        var rest = words[...]
        while let word = rest.popFirst() {
            let setting = try #require(Setting.named(flag: String(word.drop { $0 == "-" })), "\(word)")
            let key = try #require(setting.keyName, "\(setting) has no configuration key")
            if values[key] == nil { order.append(key) }
            if case .flag(let flagValue) = setting.form {
                values[key] = ["\(flagValue)"]
                continue
            }
            guard let value = rest.popFirst() else { throw Setting.Problem("\(word) needs a value") }
            values[key, default: []].append("\"\(value)\"")
        }
        return order.map { key in
            let setting = Setting.named(key: key)
            if case .values = setting?.form { return "    \(key): [\(values[key]!.joined(separator: ", "))]" }
            return "    \(key): \(values[key]!.last!)"
        }
    }

    private static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> Int32 {
        let streams = CapturedStreams()
        let code: Int32
        switch try MockgenCommand.parse(arguments).request(defaultConfigurationFile: nil) {
        case .paths(let options): code = MockgenDriver.run(options, io: streams.realIO())
        case .configuration(let request): code = MockgenDriver.run(request, io: streams.realIO())
        }
        #expect(streams.standardError.isEmpty, "\(streams.standardError)")
        return code
    }

    @Test(arguments: cases)
    func bothDoorsWriteTheSameFile(_ name: String) throws {
        let input = Repository.fixtures.appendingPathComponent("\(name)/Input.swift")
        let words = try Self.optionWords(input)
        let folder = try TemporaryFolder("mockgen-doors")
        // Neither door reads this machine's toolchain or a package: the same settings in both.
        let fixed = ["--no-toolchain", "--no-package-discovery", "--quiet"]
        let fromFlags = try Self.run([input.path, "--output", folder.url("Flags.swift")] + fixed + words, in: folder)

        let lines = ["targets:", "  Golden:", "    sources: [\"\(input.path)\"]", "    output: Config.swift",
                     "    toolchain-discovery: false", "    package-discovery: false"] + (try Self.keyLines(words))
        let file = try folder.write(".mockgen.yml", lines.joined(separator: "\n") + "\n")
        let fromFile = try Self.run(["--config", file, "--quiet"], in: folder)

        #expect(fromFlags == fromFile)
        let flagsOutput = try Data(contentsOf: URL(fileURLWithPath: folder.url("Flags.swift")))
        let fileOutput = try Data(contentsOf: URL(fileURLWithPath: folder.url("Config.swift")))
        #expect(!flagsOutput.isEmpty && flagsOutput == fileOutput, "\(name): the two doors wrote different mocks")
    }
}

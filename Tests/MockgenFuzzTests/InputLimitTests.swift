import MockgenFrontEnd
import MockgenTestSupport
import Testing

/// The input limits documented in docs/Robustness.md: whatever the bytes, the front end answers with
/// diagnostics at valid locations, never a stack overflow, and reads big files whole.
@Suite struct InputLimitTests {
    /// A source whose nesting is far deeper than any real program.
    struct DeepInput: Sendable, CustomStringConvertible {
        var description: String
        var source: String
    }

    static let depth = 10_000

    static func nested(_ open: String, _ close: String, around core: String) -> String {
        String(repeating: open, count: depth) + core + String(repeating: close, count: depth)
    }

    static let deepInputs: [DeepInput] = [
        DeepInput(
            description: "parentheses in a parameter type",
            source: "protocol P {\n    func f(_ x: \(nested("(", ")", around: "Int")))\n}\n"),
        DeepInput(
            description: "brackets in a result type",
            source: "protocol P {\n    func f() -> \(nested("[", "]", around: "Int"))\n}\n"),
        DeepInput(
            description: "generic arguments in a property type",
            source: "protocol P {\n    var x: \(nested("Array<", ">", around: "Int")) { get }\n}\n"),
        DeepInput(
            description: "braces in a protocol body", source: "protocol P {\n\(nested("{", "}", around: ""))\n}\n"),
        DeepInput(
            description: "parentheses in a top-level expression",
            source: "let x = \(nested("(", ")", around: "1"))\nprotocol P {}\n"),
        DeepInput(
            description: "brackets in a top-level expression",
            source: "let x = \(nested("[", "]", around: "1"))\nprotocol P {}\n"),
        DeepInput(
            description: "closures in a function body",
            source: "func f() {\n\(nested("{", "}", around: ""))\n}\nprotocol P {}\n"),
        DeepInput(
            description: "string interpolations",
            source: "let s = \(nested("\"\\(", ")\"", around: "1"))\nprotocol P {}\n"),
        DeepInput(
            description: "#if blocks at top level", source: nested("#if A\n", "#endif\n", around: "protocol P {}\n")),
        DeepInput(
            description: "#if blocks in a protocol body",
            source: "protocol P {\n\(nested("#if A\n", "#endif\n", around: "func f()\n"))}\n"),
        DeepInput(
            description: "unclosed parentheses in a type",
            source: "protocol P {\n    func f(_ x: \(String(repeating: "(", count: depth))\n"),
        DeepInput(description: "unclosed braces", source: "protocol P {\n\(String(repeating: "{", count: depth))\n"),
        DeepInput(
            description: "unclosed #if blocks", source: String(repeating: "#if A\n", count: depth) + "protocol P {}\n"),
    ]

    @Test(arguments: deepInputs)
    func tenThousandNestingLevelsGiveAnErrorNotAStackOverflow(_ input: DeepInput) throws {
        let bytes = Array(input.source.utf8)
        let outcome = try FrontEndOracle.check(bytes)
        #expect(outcome.model.diagnostics.contains { $0.severity == .error }, "no error for \(input)")
    }

    @Test func emptyFileHasNoProtocolsAndNoDiagnostics() throws {
        let outcome = try FrontEndOracle.check([])
        #expect(outcome.model.protocols.isEmpty)
        #expect(outcome.model.diagnostics.isEmpty)
    }

    @Test func binaryFileIsDiagnosedAsAnError() throws {
        var rng = SplitMix64(seed: 42)
        var bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for index in stride(from: 0, to: bytes.count, by: 1000) { bytes[index] = 0 }
        let outcome = try FrontEndOracle.check(bytes)
        #expect(outcome.model.diagnostics.contains { $0.severity == .error })
    }

    @Test
    func binaryFileGetsAFewDiagnosticsNotOnePerBadByte() {
        var rng = SplitMix64(seed: 7)
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }

        let model = FrontEnd.parse(bytes, path: "Binary.swift")

        #expect(model.diagnostics.count <= 100)
    }

    @Test func nulByteIsDiagnosedAtItsLocation() throws {
        let bytes = Array("protocol P {\n    func f()\u{0}\n}\n".utf8)
        let outcome = try FrontEndOracle.check(bytes)
        #expect(outcome.model.diagnostics.contains { $0.location.line == 2 && $0.location.column == 13 })
    }

    @Test func latin1ByteIsDiagnosedOnItsLine() throws {
        // "café" in ISO 8859-1: 0xE9 is not valid UTF-8.
        let bytes = Array("protocol P {\n    // caf".utf8) + [0xE9] + Array("\n    func f()\n}\n".utf8)
        let outcome = try FrontEndOracle.check(bytes)
        #expect(outcome.model.diagnostics.contains { $0.location.line == 2 && $0.severity != .note })
    }

    @Test func utf16FileIsDiagnosedAsAnError() throws {
        let text = "protocol P {\n    func f()\n}\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let outcome = try FrontEndOracle.check(bytes)
        #expect(outcome.model.diagnostics.contains { $0.severity == .error })
    }

    @Test func twentyMegabyteFileIsReadCompletely() {
        let block = LargeSource.block
        let copies = 20_000_000 / block(0).utf8.count + 1
        var source: [UInt8] = []
        source.reserveCapacity(copies * (block(0).utf8.count + 8))
        for index in 0..<copies { source.append(contentsOf: block(index).utf8) }

        let model = FrontEnd.parse(source, path: "Large.swift")

        #expect(source.count >= 20_000_000)
        #expect(model.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(model.protocols.count == copies)
        #expect(model.protocols.last?.name == "Service\(copies - 1)")
    }

    @Test(arguments: LargeSource.longLines)
    func fiveMegabyteLineIsReadCompletely(_ line: LargeSource.LongLine) {
        let source = Array((line.text + "\nprotocol After {\n    func f()\n}\n").utf8)

        let model = FrontEnd.parse(source, path: "Long.swift")

        #expect(model.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(model.protocols.map(\.name) == ["After"])
        #expect(model.protocols.first?.location.line == 2)
    }
}

/// Big, valid inputs built in memory.
enum LargeSource {
    /// About 650 bytes of realistic code declaring `protocol Service<index>`.
    static func block(_ index: Int) -> String {
        """
        /// Loads things, number \(index).
        /// @mockable
        protocol Service\(index): Sendable {
            func load(id: Int, options: [String: String]) async throws -> Data
            var name: String { get }
        }

        final class Worker\(index) {
            private var cache: [Int: String] = [:]
            func run(_ values: [Int]) -> Int {
                // Sum the even values, "quoted" text { ( [ inside a comment.
                var total = 0
                for value in values where value % 2 == 0 { total += value }
                let message = "worker \\(total) finished: { not a brace }"
                print(message)
                return total
            }
        }

        let text\(index) = \"""
            A multi-line string with protocol P { func fake() } inside.
            \"""

        """
    }

    struct LongLine: Sendable, CustomStringConvertible {
        var description: String
        var text: String
    }

    static let fiveMegabytes = 5_000_000

    static let longLines: [LongLine] = [
        LongLine(
            description: "string literal",
            text: "let s = \"" + String(repeating: "abc{(", count: fiveMegabytes / 5) + "\""),
        LongLine(
            description: "line comment", text: "// " + String(repeating: "protocol { ", count: fiveMegabytes / 11)),
        LongLine(
            description: "block comment", text: "/* " + String(repeating: "/* */ ", count: fiveMegabytes / 6) + "*/"),
        LongLine(description: "identifier", text: "let " + String(repeating: "x", count: fiveMegabytes) + " = 1"),
        LongLine(
            description: "array literal", text: "let a = [" + String(repeating: "1, ", count: fiveMegabytes / 3) + "]"),
    ]
}

import Foundation
import MockgenFrontEnd
import MockgenTestSupport
import Testing

@Suite struct RobustnessTests {
    static let sample = Array("""
        import Foundation
        /// @mockable
        @MainActor public protocol Service<Item>: AnyObject where Item: Codable {
            associatedtype Item = String
            func load(_ id: Int, completion: @escaping (Result<[Item], any Error>) -> Void) async throws -> Item?
            var name: String { get set }
            subscript<K>(key: K) -> Item { get }
            #if DEBUG
            init?(x: Int) throws
            #endif
            static func == (a: Self, b: Self) -> Bool
        }
        struct S { let s = "\\("}")"; func f() { _ = /a{2}/ } }
        """.utf8)

    @Test func randomBytesNeverTrapAndStillRoundTrip() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<600, using: &rng)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            checkRoundTrip(bytes)
            let model = FrontEnd.parse(bytes, path: "random.swift")
            for d in model.diagnostics {
                #expect(d.location.offset >= 0 && d.location.offset <= bytes.count)
                #expect(d.location.line >= 1 && d.location.column >= 1)
            }
        }
    }

    @Test func randomSwiftishTokensNeverTrap() {
        let pieces = [
            "protocol", "P", "{", "}", "(", ")", "[", "]", "<", ">", ">>", ":", ",", "func", "var", "get", "set",
            "#if", "#else", "#endif", "\n", "\"", "\"\"\"", "\\(", "/", "/*", "*/", "//", "#", "@", "->", "?",
            "some", "any", "init", "subscript", "associatedtype", "=", "...", "&", "`", "struct", "extension",
        ]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let source = (0..<Int.random(in: 0..<80, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
                .joined(separator: " ")
            let bytes = Array(source.utf8)
            checkRoundTrip(bytes, source)
            _ = FrontEnd.parse(bytes, path: "")
        }
    }

    @Test func mutatedSourcesNeverTrap() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<300 {
            var bytes = Self.sample
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(Self.sample.randomElement(using: &rng)!, at: i)
                default: bytes[i] = UInt8.random(in: 0...255, using: &rng)
                }
            }
            checkRoundTrip(bytes)
            _ = FrontEnd.parse(bytes, path: "")
        }
    }

    @Test func everyPrefixOfAValidFileParses() {
        for n in 0...Self.sample.count {
            let model = FrontEnd.parse(Array(Self.sample[0..<n]), path: "")
            #expect(model.protocols.count <= 1)
        }
        #expect(FrontEnd.parse(Self.sample, path: "").diagnostics.isEmpty)
    }

    @Test func invalidUTF8AndNULAreDiagnosedWithTheirPosition() throws {
        let bytes: [UInt8] =
            Array("protocol P {\n  func f()\n".utf8) + [0xFF, 0xFE, 0x20, 0x00] + Array("\n  func g()\n}".utf8)
        let model = FrontEnd.parse(bytes, path: "bad.swift")
        #expect(model.diagnostics.map(\.location.line) == [3, 3])
        #expect(model.diagnostics.map(\.location.column) == [1, 4])
        #expect(model.diagnostics[0].description.hasPrefix("bad.swift:3:1: error: invalid UTF-8"))
        #expect(members(of: model.protocols.first).count == 2)
    }

    @Test func invalidUTF8InCommentsAndStringsIsDiagnosedWhereItIs() {
        let bytes = Array("protocol P {\n  // caf".utf8) + [0xE9] + Array("\n  /* x ".utf8) + [0xC3, 0x28]
            + Array(" */\n  func f(x: String = \"".utf8) + [0xFF, 0xFE] + Array("\")\n}\n".utf8)
        let model = FrontEnd.parse(bytes, path: "latin1.swift")
        #expect(model.diagnostics.map(\.message) == Array(repeating: "invalid UTF-8 in source", count: 3))
        #expect(model.diagnostics.map(\.location.line) == [2, 3, 4])
        #expect(model.diagnostics.map(\.location.column) == [9, 8, 23])
        #expect(functions(model.protocols.first).map(\.name) == ["f"])
    }

    @Test func binaryFileGetsACappedNumberOfDiagnostics() {
        var rng = SplitMix64(seed: 9)
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let diagnostics = FrontEnd.parse(bytes, path: "binary.swift").diagnostics
        #expect(diagnostics.count == FrontEnd.maximumDiagnostics)
        #expect(diagnostics.last?.severity == .note)
    }

    @Test func interpolationsNestedPastTheLimitAreDiagnosedOnce() {
        let n = 300
        let source =
            "let s = " + String(repeating: #""\("#, count: n) + "1" + String(repeating: #")""#, count: n)
            + "\nprotocol P {}"
        let model = FrontEnd.parse(source)
        #expect(model.diagnostics.map(\.message) == ["string interpolation nested too deeply (more than 256 levels)"])
        #expect(model.diagnostics.first?.location.column == 9)
        #expect(model.protocols.map(\.name) == ["P"])
    }

    @Test func unterminatedLiteralsAreDiagnosedAtTheirStart() {
        let cases: [(String, String, Int, Int)] = [
            ("x = \"abc\nprotocol P {}", "unterminated string literal", 1, 5),
            ("\n  /* never closed", "unterminated block comment", 2, 3),
            ("a = \"\"\"\nno end", "unterminated string literal", 1, 5),
            ("a `b", "unterminated backtick identifier", 1, 3),
        ]
        for (source, message, line, column) in cases {
            let d = FrontEnd.parse(source).diagnostics
            #expect(d.first?.message == message, "\(source)")
            #expect(d.first?.location.line == line && d.first?.location.column == column, "\(source)")
        }
        // A single-line string ends at the line break, so the protocol after it is still found.
        #expect(FrontEnd.parse("x = \"abc\nprotocol P {}").protocols.map(\.name) == ["P"])
    }

    @Test(arguments: ["(", "[", "{"])
    func tenThousandNestedBracketsOutsideProtocols(_ open: String) {
        let close = ["(": ")", "[": "]", "{": "}"][open]!
        let n = 10_000
        let source =
            "let x = " + String(repeating: open, count: n) + String(repeating: close, count: n) + "\nprotocol After {}"
        let model = FrontEnd.parse(source)
        #expect(model.protocols.map(\.name) == ["After"])
        // Skipped iteratively, but diagnosed once, as the compiler rejects such nesting.
        #expect(model.diagnostics.map(\.message) == ["brackets nested too deeply (more than 256 levels)"])
        #expect(model.diagnostics.first?.location.column == 9 + 256)
        // Unbalanced: only openers.
        _ = FrontEnd.parse("let x = " + String(repeating: open, count: n))
    }

    @Test func deeplyNestedTypeInRequirementIsDiagnosedAndSkipped() {
        let n = 10_000
        let source =
            "protocol P {\n  func f(x: " + String(repeating: "[", count: n) + "Int" + String(repeating: "]", count: n)
            + ")\n  func g()\n}"
        let model = FrontEnd.parse(source)
        #expect(model.diagnostics.contains { $0.message.contains("nested too deeply") })
        #expect(functions(model.protocols.first).map(\.name) == ["g"])
    }

    @Test func typesNestedJustBelowTheLimitAreModelled() {
        let n = 200
        let type = String(repeating: "Optional<", count: n) + "Int" + String(repeating: ">", count: n)
        let model = FrontEnd.parse("protocol P { func f(x: \(type)) }")
        #expect(model.diagnostics.isEmpty)
        #expect(functions(model.protocols.first).first?.parameters.first?.type.text == type)
    }

    @Test func tenThousandNestedTypesAndIfBlocksAreDiagnosedNotOverflowed() {
        let n = 10_000
        let types = String(repeating: "struct S {", count: n) + String(repeating: "}", count: n) + "\nprotocol After {}"
        let model = FrontEnd.parse(types)
        #expect(model.diagnostics.contains { $0.message.contains("nested too deeply") })
        #expect(model.protocols.last?.name == "After")

        let ifs = String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n) + "protocol After {}"
        let model2 = FrontEnd.parse(ifs)
        #expect(model2.diagnostics.contains { $0.message.contains("nested too deeply") })
        #expect(model2.protocols.map(\.name) == ["After"])

        let memberIfs =
            "protocol P {\n" + String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n)
            + "func g()\n}"
        let model3 = FrontEnd.parse(memberIfs)
        #expect(model3.diagnostics.contains { $0.message.contains("nested too deeply") })
        #expect(functions(model3.protocols.first).map(\.name) == ["g"])
    }

    /// Inputs that would take quadratic time with a naive scan; each must finish quickly
    /// (a hang shows as a test that never ends, not as a timed assertion).
    @Test func pathologicalInputsStayLinear() {
        let n = 50_000
        let cases = [
            String(repeating: "(", count: n) + String(repeating: "}", count: n),
            "x = " + String(repeating: "(/[", count: n),
            String(repeating: "#/\n", count: n),
            "x = " + String(repeating: "(#/a", count: n),
            String(repeating: "@A<", count: n),
            "protocol P { func f(x: " + String(repeating: "some any ", count: n) + "P) }",
            "protocol P { func f(x: " + String(repeating: "@A<", count: n) + ") }",
            String(repeating: "\"\\(", count: n),
            String(repeating: "/*", count: n),
            // Bare regex candidates that fail at their end, with a `/` in each class.
            "x " + String(repeating: "/[", count: n) + String(repeating: "]", count: n) + " )",
            "x " + String(repeating: "/[", count: n) + String(repeating: "]", count: n) + " /",
        ]
        for source in cases {
            let bytes = Array(source.utf8)
            checkRoundTrip(bytes)
            #expect(FrontEnd.parse(bytes, path: "").diagnostics.count <= FrontEnd.maximumDiagnostics)
        }
    }

    /// On a thread with a small stack (256 KB), deep nesting is diagnosed before the stack runs out.
    @Test func deepNestingOnASmallStackIsDiagnosedNotOverflowed() async {
        let n = 255
        let sources = [
            "protocol P { func f(x: " + String(repeating: "(", count: n) + "Int" + String(repeating: ")", count: n)
                + ") }",
            String(repeating: "struct S {", count: n) + "protocol P {}" + String(repeating: "}", count: n),
            "protocol P { func f(x: " + String(repeating: "@A<", count: n) + "Int" + String(repeating: ">", count: n)
                + ") }",
        ]
        let counts: [Int] = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: sources.map { FrontEnd.parse($0).protocols.count })
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(counts.count == sources.count)
    }

    @Test func brokenFileDoesNotAffectTheNextOne() {
        let broken = FrontEnd.parse("protocol P { func (", path: "a.swift")
        let fine = FrontEnd.parse("protocol Q { func f() }", path: "b.swift")
        #expect(!broken.diagnostics.isEmpty)
        #expect(fine.diagnostics.isEmpty && fine.protocols.map(\.name) == ["Q"])
    }
}

import MockgenFrontEnd
import MockgenTestSupport
import Testing

/// Crossing function bodies with a byte scan instead of lexing them changes nothing in the
/// model: over the same corpora as the prescan equivalence (fixtures, examples, the fuzz
/// corpus, this repository's sources and, when written, the real-code corpus), every file
/// parses to the same model either way, also with class members and extension members
/// recorded, and so do damaged copies of the fixtures and of inputs written to be hard for
/// the scan (strings, comments, regex literals, backticks, unbalanced brackets).
@Suite("Body skipping equivalence")
struct BodySkippingEquivalenceTests {
    /// The model of `bytes` with and without body skipping, in three modes of the parser.
    static func expectSameModels(
        _ bytes: [UInt8], path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let plain = FrontEnd.parse(bytes, path: path, options: ParseOptions(skipsFunctionBodies: false))
        let skipping = FrontEnd.parse(bytes, path: path, options: ParseOptions(skipsFunctionBodies: true))
        #expect(
            plain == skipping, "\(path): the model differs when function bodies are skipped",
            sourceLocation: sourceLocation)
        // Every class's members, and extension members, as class mocks and the
        // standard-library reader ask for them.
        let classes = Set(plain.classes.map(\.qualifiedName))
        let members = FrontEnd.parse(
            bytes, path: path,
            options: ParseOptions(
                membersOf: classes, recordsExtensionMembers: true, skipsFunctionBodies: false))
        let membersSkipping = FrontEnd.parse(
            bytes, path: path,
            options: ParseOptions(
                membersOf: classes, recordsExtensionMembers: true, skipsFunctionBodies: true))
        #expect(
            members == membersSkipping, "\(path): the model with members differs when function bodies are skipped",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: PrescanEquivalenceTests.corpora)
    func everyFileParsesToTheSameModel(folder: String) throws {
        let files = try PrescanEquivalenceTests.swiftFiles(under: folder)
        #expect(!files.isEmpty, "no Swift files under \(folder)")
        for (path, bytes) in files { Self.expectSameModels(bytes, path: path) }
    }

    /// Inputs where a byte scan could go wrong if it knew less Swift than the lexer.
    static let hardBodies: [String] = [
        #"func f() { let s = "}"; let t = "\(a.map { "{" + $0 })" }"#,
        #"func f() { let r = /}/; }  protocol P { func g() }"#,
        #"func f() { let r = #/{/#; }  protocol P { func g() }"#,
        ##"func f() { let s = #"}"#; }  protocol P { func g() }"##,
        "func f() { let s = \"\"\"\n}\n\"\"\" }\nprotocol P { func g() }",
        "func f() { // }\n}\nprotocol P { func g() }",
        "func f() { /* } /* } */ } */ }\nprotocol P { func g() }",
        "func f() { let `}` = 1 }\nprotocol P { func g() }",
        "func f() { let c = '}' }\nprotocol P { func g() }",
        "func f() { ( ] ) }\nprotocol P { func g() }",
        "func f() { [ ( } }\nprotocol P { func g() }",
        "func f() { \"unterminated }\nprotocol P { func g() }",
        "func f() { /* unterminated }\nprotocol P { func g() }",
        "func f() { let é = 1 }\nprotocol P { func g() }",
        "func f() { let s = \"é \\(x) \u{1F600}\" }\r\nprotocol P {\r func g() }",
        "func f() {\n#if A\n if a {\n#else\n if b {\n#endif\n }\n}\nprotocol P { func g() }",
        "func f(x: () -> Void = { }) { }\nprotocol P { func g() }",
        // A damaged `#if` line: its condition runs to the end of the line, body and all.
        "class C {\n#if DEB open func f() -> String { \"debug\" }\n#endif\n}\nprotocol P { func g() }",
        "protocol P { func f()\n var x: Int { get set }\n init()\n subscript(i: Int) -> Int { get }\n}",
        "class C { init() { super.init() }\n deinit { }\n func f() -> Int where T: P { 1 } }\nprotocol P { func g() }",
        "let x = Foo.init { }\nfunc f(init: Int) { }\nprotocol P { func g() }",
        "func f() { let s = \"\\(\"\\(\"deep\")\")\" }\nprotocol P { func g() }",
        "func f() { x /= 2 }\nprotocol P { func g() }",
        "func f() {",
        "func f() { { { ",
        "}}} func f() { ) ) ) }\nprotocol P { func g() }",
        String(repeating: "func f() { ", count: 300) + "protocol P { func g() }",
        String(repeating: "(", count: 300) + "func f() { ( ( ( } protocol P { func g() }",
        // Runs of plain bytes, which the scan crosses sixteen at a time: a run that fills a block
        // exactly, spaces before the closing brace across a block, a tab or a non-ASCII byte
        // at the end of a block, and a body that closes in the file's last bytes.
        "func f() {abcdefghijklmnop}\nprotocol P { func g() }",
        "func f() { let aVeryLongIdentifierName = anotherVeryLongIdentifierName + x                    }\n"
            + "protocol P { func g() }",
        "func f() { let abcdefghijklmé = 1; let x = abcdefghijklmé }\nprotocol P { func g() }",
        "func f() {\tlet\tx\t=\t1\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t }\nprotocol P { func g() }",
        "protocol P { func g() }\nfunc f() { let abcdefghijklmnopqrstuvwxyz = 1 + 2 + 3 + 4 + 5 }",
    ]

    /// Bodies the scan crosses in blocks of sixteen plain bytes: its `}` is the token lexing
    /// makes, with the same trivia, line and column (where the scan stops decides those).
    @Test(arguments: [
        "func f() {abcdefghijklmnop}",
        "func f() {abcdefghijklmnopqrstuvwxyzabcdef   }",
        "func f() { let aVeryLongIdentifierName = anotherVeryLongIdentifierName + x                    }",
        "func f() {\n        let x = aVeryLongIdentifierName\n                                  \n    }",
        "func f() {\tlet\tx\t=\t1\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t }",
    ])
    func plainRunsEndWhereLexingEnds(source: String) throws {
        let all = Lexer.tokenize(Array(source.utf8)).tokens
        let skipped = Lexer.tokenize(Array(source.utf8), skippingFunctionBodies: true).tokens
        #expect(
            skipped.map(\.kind) == [
                .identifier, .identifier, .leftParen, .rightParen, .leftBrace, .rightBrace, .endOfFile,
            ])
        let closing = try #require(all.dropLast().last)
        #expect(skipped[5] == closing, "the body's `}` has the same trivia, line and column")
    }

    @Test(arguments: hardBodies.indices)
    func hardBodiesParseToTheSameModel(index: Int) {
        Self.expectSameModels(Array(Self.hardBodies[index].utf8), path: "Hard\(index).swift")
    }

    /// Damaged copies: a byte range deleted, or a byte that matters to the scan inserted, at
    /// places drawn from a fixed seed.
    @Test func damagedFixturesParseToTheSameModel() throws {
        let folder = Repository.fixtures.path
        let files = try PrescanEquivalenceTests.swiftFiles(under: folder).filter { $0.path.hasSuffix("Input.swift") }
        #expect(!files.isEmpty)
        let interesting = Array("{}()[]\"'`/*#\\\n\r".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        var random = SplitMix64(seed: 0x5EED)
        for (path, bytes) in files
            + Self.hardBodies.enumerated().map({ ("Hard\($0.offset).swift", Array($0.element.utf8)) })
        {
            guard !bytes.isEmpty else { continue }
            for _ in 0..<40 {
                var damaged = bytes
                let at = Int(random.next() % UInt64(damaged.count))
                if random.next() % 2 == 0 {
                    damaged.removeSubrange(at..<min(damaged.count, at + 1 + Int(random.next() % 4)))
                } else {
                    damaged.insert(interesting[Int(random.next() % UInt64(interesting.count))], at: at)
                }
                Self.expectSameModels(damaged, path: path)
            }
        }
    }

    /// The skipping is real: a body's tokens are not made, unless the scan gives up (a `/` that
    /// may open a regex literal); the tokens after the body are the same either way.
    @Test func bodiesAreCrossedWithoutTokens() {
        let source = Array(
            "func f() {\n let a = [1, 2].map { $0 + 1 }; print(\"\\(a)\") // done\n}\nprotocol P { func g() }".utf8)
        let all = Lexer.tokenize(source).tokens
        let skipped = Lexer.tokenize(source, skippingFunctionBodies: true).tokens
        #expect(
            skipped.map(\.kind) == [
                .identifier, .identifier, .leftParen, .rightParen, .leftBrace, .rightBrace,
                .identifier, .identifier, .leftBrace, .identifier, .identifier, .leftParen, .rightParen, .rightBrace,
                .endOfFile,
            ])
        #expect(Array(all.suffix(10)) == Array(skipped.suffix(10)), "the tokens after the body keep their places")
        let closing = skipped[5]
        let original = all[all.count - 10]
        #expect(closing == original, "the body's `}` has the same trivia, line and column")

        let regex = Array("func f() { let r = /}/ }\nprotocol P { func g() }".utf8)
        #expect(Lexer.tokenize(regex, skippingFunctionBodies: true).tokens == Lexer.tokenize(regex).tokens)
    }
}

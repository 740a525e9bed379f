import MockgenFrontEnd
import Testing

@Suite struct LexerTokenTests {
    @Test func identifiersKeywordsAndBackticks() {
        let bytes = Array("protocol café _x `class` `two words` $0 $value".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.map(\.kind) == [
            .identifier, .identifier, .identifier, .backtickIdentifier, .backtickIdentifier, .dollarIdentifier,
            .dollarIdentifier, .endOfFile,
        ])
        #expect(tokens[0].keyword == .protocol)
        #expect(tokens[1].keyword == .none)
        #expect(tokens[3].keyword == .none)
    }

    /// Identifiers are crossed sixteen bytes at a time: one of any length ends where its bytes
    /// end, whether that is inside a block, at its last byte or in the tail after the last whole
    /// block, and goes on through a non-ASCII letter or a digit found at a block's edge.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 32, 33, 47, 48, 49])
    func identifiersOfAnyLengthEndWhereTheirBytesEnd(length: Int) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
        let name = String((0..<length).map { letters[$0 % letters.count] })
        for source in [
            name, name + " ", name + "(x)", name + String(repeating: " ", count: 20) + "y", name + "é9z + 1",
            "." + name + ".b" + String(repeating: "c", count: 40),
        ] {
            let tokens = lex(source)
            let expected = source.split(whereSeparator: { " ().+".contains($0) }).map(String.init)
            #expect(
                tokens.filter { $0.0 == .identifier }.map(\.1)
                    == expected.filter { $0.first.map { !$0.isNumber } ?? false },
                "\(source)")
        }
    }

    @Test func contextualKeywordsAreClassifiedByBytes() {
        let tokens = Lexer.tokenize(Array("get set async some any each associatedtype nonisolated getter".utf8)).tokens
        #expect(
            tokens.dropLast().map(\.keyword) == [
                .get, .set, .async, .some, .any, .each, .associatedtype, .nonisolated, .none,
            ])
    }

    @Test(arguments: ["0", "42", "1_000_000", "0xFF_FF", "0b1010", "0o17", "007"])
    func integerLiterals(_ source: String) {
        #expect(lex(source).map(\.0) == [.integerLiteral])
    }

    @Test(arguments: ["3.14", "1e10", "1.5E-3", "1_0.0_1", "0x1p4", "0x1.8p-3", "6.02e+23"])
    func floatLiterals(_ source: String) {
        #expect(lex(source).map(\.0) == [.floatLiteral])
    }

    @Test func memberAccessOnIntegerIsNotAFloat() {
        #expect(lex("1.description").map(\.0) == [.integerLiteral, .period, .identifier])
        #expect(lex("x.0.1").map(\.0) == [.identifier, .period, .floatLiteral])
    }

    @Test func stringLiterals() {
        let cases = [
            ###""plain""###,
            ###""escaped \" quote""###,
            ###""a \(b) c""###,
            ###""}\(")")}""###,
            ###""\(a("\(b("\(c)"))"))""###,
            ###"#"\(not interpolated)"#"###,
            ###"#"raw \#(interpolated) "quoted""#"###,
            ###"##"two "# hashes"##"###,
            ###"#"""#"###,
            "\"\"\"\nmulti \"\" line\n\"\"\"",
            "#\"\"\"\nraw multi \"\"\" still\n\"\"\"#",
            ###""\(x.map { "}" })""###,
            ###""\( /* ) */ x)""###,
        ]
        for source in cases {
            #expect(lex(source).map(\.0) == [.stringLiteral], "\(source)")
        }
    }

    @Test func braceInsideStringInsideInterpolationDoesNotCount() {
        let model = FrontEnd.parse(#"""
            struct S { var x = "\("}")" }
            protocol P {}
            """#)
        #expect(model.protocols.map(\.name) == ["P"])
        #expect(model.diagnostics.isEmpty)
    }

    @Test func interpolationNestedToAnyDepth() {
        let depth = 2_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        #expect(lex(source).map(\.0) == [.stringLiteral])
    }

    @Test func comments() {
        let tokens = lex("a /* /* nested */ still comment */ b // line\n/// doc\nc /** doc */ d")
        #expect(tokens.map(\.1) == ["a", "b", "c", "d"])
    }

    @Test func regexLiterals() {
        #expect(lex("let r = /a{2}[}]/").map(\.0) == [.identifier, .identifier, .operator, .regexLiteral])
        #expect(lex("x = #/a/b{/#").map(\.0) == [.identifier, .operator, .regexLiteral])
        #expect(lex("x = ##/a/#b/##").map(\.0) == [.identifier, .operator, .regexLiteral])
        #expect(lex("x = #/\n  multi { line\n/#").map(\.0) == [.identifier, .operator, .regexLiteral])
        #expect(lex("return /x/").map(\.0) == [.identifier, .regexLiteral])
    }

    @Test func slashAfterAnExpressionIsDivision() {
        #expect(lex("a / b / c").map(\.0) == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(
            lex("f(x)/2/ y").map(\.0) == [
                .identifier, .leftParen, .identifier, .rightParen, .operator, .integerLiteral, .operator, .identifier,
            ])
        #expect(lex("x = / 2").map(\.0) == [.identifier, .operator, .operator, .integerLiteral])
        #expect(lex("x /= 2").map(\.0) == [.identifier, .operator, .integerLiteral])
    }

    @Test func regexContainingBraceDoesNotBreakBodySkipping() {
        let model = FrontEnd.parse("func f() { _ = /\\}{2}/ }\nprotocol P {}")
        #expect(model.protocols.map(\.name) == ["P"])
        #expect(model.diagnostics.isEmpty)
    }

    @Test func operatorsAndPunctuation() {
        let tokens = lex("a->b ... ..< == != && || ?? += <*> ( ) { } [ ] , : ; @ \\ .")
        #expect(tokens.map(\.1) == ["a", "->", "b", "...", "..<", "==", "!=", "&&", "||", "??", "+=", "<*>",
                                    "(", ")", "{", "}", "[", "]", ",", ":", ";", "@", "\\", "."])
        #expect(tokens.last?.0 == .period)
    }

    @Test func postfixQuestionAndExclaimAreSeparateTokens() {
        #expect(lex("Int?>").map(\.1) == ["Int", "?", ">"])
        #expect(lex("x!.y").map(\.1) == ["x", "!", ".", "y"])
        #expect(lex("a ?? b").map(\.1) == ["a", "??", "b"])
    }

    @Test func closingAnglesLexTogetherAndAreSplitByTheTypeParser() {
        #expect(lex("Array<Array<Int>>").map(\.1) == ["Array", "<", "Array", "<", "Int", ">>"])
        #expect(parseTypeRef("Array<Array<Int>>")?.text == "Array<Array<Int>>")
    }

    @Test func poundDirectivesAndLonePound() {
        let tokens = lex(
            "#if DEBUG\n#elseif os(iOS)\n#else\n#endif\n#available(iOS 15, *) #sourceLocation(file: \"a\", line: 1) # x"
        )
        #expect(
            tokens.filter { $0.0 == .poundKeyword }.map(\.1) == [
                "#if", "#elseif", "#else", "#endif", "#available", "#sourceLocation",
            ])
        #expect(tokens.contains { $0.0 == .pound })
    }

    @Test func shebangAndByteOrderMarkAreTrivia() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nprotocol P {}".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.first?.kind == .identifier)
        #expect(tokens.first?.line == 2 && tokens.first?.column == 1)
        #expect(tokens.first?.triviaStart == 0)
        #expect(FrontEnd.parse(bytes, path: "").protocols.map(\.name) == ["P"])
    }

    @Test func lineAndColumnAreByteBasedAndCountCRLF() {
        let bytes = Array("a\r\n  é b\rc\n\"\"\"\nx\n\"\"\" d".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.map(\.line) == [1, 2, 2, 3, 4, 6, 6])
        #expect(tokens.map(\.column) == [1, 3, 6, 1, 1, 5, 6])
        #expect(tokens[5].kind == .identifier)
    }

    @Test func unicodeOperatorsAndIdentifiers() {
        #expect(lex("a ∪ b").map(\.0) == [.identifier, .operator, .identifier])
        #expect(lex("π = 3").map(\.0) == [.identifier, .operator, .integerLiteral])
    }

    @Test func isAtStartOfLineMarksLineBreaksInTrivia() {
        let tokens = Lexer.tokenize(Array("a b /* \n */ c\nd".utf8)).tokens
        #expect(tokens.dropLast().map(\.isAtStartOfLine) == [true, false, true, true])
    }
}

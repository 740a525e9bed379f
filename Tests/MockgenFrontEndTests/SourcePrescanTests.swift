import MockgenFrontEnd
import MockgenTestSupport
import Testing

/// The prescan never rules out a file the parser finds a protocol in, and does rule out
/// files without the keyword.
@Suite("Source prescan")
struct SourcePrescanTests {
    private func needsParsing(_ text: String) -> Bool {
        SourcePrescan.needsParsing(Array(text.utf8))
    }

    @Test func aFileWithoutTheKeywordIsNotParsed() {
        #expect(!needsParsing(""))
        #expect(!needsParsing("struct S { func f() -> Int { 1 } }\n"))
        #expect(!needsParsing("let protocols = [\"a\"]; var protocolName = 1; _ = protocol_1 + protocol9\n"))
        #expect(!needsParsing("protoco"))
    }

    @Test func anIndentedFunctionTypeAliasMakesTheFileParsed() {
        #expect(needsParsing("#if canImport(Darwin)\n    typealias X = (Int) -> Void\n#endif\n"))
        #expect(needsParsing("enum Ops {\n    typealias Destructor = (UnsafeMutableRawPointer) -> Void\n}\n"))
        #expect(!needsParsing("typealias X = (Int) -> Void\nenum Ops {\n    typealias Key = Int\n}\n"))
    }

    /// The alias question is asked in the keyword's pass: at every offset (every lane and the
    /// byte-at-a-time tail) it answers as `TopLevelTypeNames` does on its own.
    @Test func anIndentedFunctionTypeAliasIsFoundAtEveryOffset() {
        for padding in 0..<40 {
            for (line, isParsed) in [
                ("    typealias X = (Int) -> Void", true), ("    typealias X = Int", false),
                ("typealias X = (Int) -> Void", false),
                ("    typealias X =", true), ("    typealiasX = (Int) -> Void", false),
            ] {
                let text = String(repeating: "x", count: padding) + "\n" + line
                let bytes = Array(text.utf8)
                #expect(needsParsing(text) == isParsed, "offset \(padding), '\(line)'")
                #expect(
                    bytes.withUnsafeBufferPointer(TopLevelTypeNames.mayDeclareAliasOnlyParsingFinds) == isParsed,
                    "offset \(padding), '\(line)'")
            }
        }
    }

    @Test func theKeywordAnywhereMakesTheFileParsed() {
        #expect(needsParsing("protocol P {}"))
        #expect(needsParsing("protocol"))
        #expect(needsParsing("struct S {}\npublic protocol P: AnyObject {}\n"))
        #expect(needsParsing("protocol{"))
        #expect(needsParsing("x.protocol"))
        // Strings and other comments are not told apart from code: parsed, never wrongly skipped.
        #expect(needsParsing("/* conforms to this protocol. */\nstruct S {}"))
        #expect(needsParsing("let s = \"protocol\""))
        #expect(needsParsing("let x = 1 // a protocol\n"))
        // A non-ASCII character after the keyword may end it (the lexer decides): parsed.
        #expect(needsParsing("protocolé {}"))
        #expect(needsParsing("protocol\u{00A0}P {}"))
    }

    @Test func theWordOnLinesThatOnlyACommentCanHoldIsIgnored() {
        #expect(
            !needsParsing("/// Conforms to the protocol `Foo`.\n  // another protocol\r\n\t//protocol\nstruct S {}\n"))
        #expect(!needsParsing("/* a block\n// protocol here\n*/ struct S {}"))
        // The same lines, where the lexer may leave a comment or literal on that line: parsed.
        #expect(needsParsing("/*\n// x */ protocol P {}"))
        #expect(needsParsing("let s = \"\"\"\n// x \"\"\"; protocol P {}"))
        #expect(needsParsing("let r = #/\n// x /#; protocol P {}"))
        #expect(FrontEnd.parse("/*\n// x */ protocol P {}").protocols.map(\.name) == ["P"])
        #expect(FrontEnd.parse("let s = \"\"\"\n// x \"\"\"; protocol P {}").protocols.map(\.name) == ["P"])
    }

    /// Random mixtures of comment, string, regex and interpolation delimiters, line breaks and
    /// protocol declarations: whenever the prescan rules a text out, the parser finds no protocol.
    @Test func whateverTheLexerStateAnIgnoredLineHoldsNoProtocol() {
        let pieces = [
            "//", "///", "/*", "*/", "\"", "\"\"\"", "#", "#/", "/#", "/", "\\(", ")", "(", "\n", "\r", "\r\n",
            " ", "\t", "x", "protocol P {}", " protocol Q {}", "`", "'", "{", "}", "let s = ", "*",
        ]
        var generator = SplitMix64(seed: 0x5052_4553_4341_4E21)
        var skipped = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(4 + Int(generator.next() % 24)) {
                text += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            guard !needsParsing(text) else { continue }
            skipped += 1
            let found = FrontEnd.parse(text).protocols.map(\.name)
            #expect(found.isEmpty, "prescan skipped \(text.debugDescription), which declares \(found)")
        }
        #expect(skipped > 1_000, "too few texts were ruled out for the test to mean much: \(skipped)")
    }

    /// A bad byte is found at every offset (every lane of the eight-byte scan and the tail).
    @Test func aNulOrInvalidByteIsFoundAtEveryOffset() {
        for position in 0..<40 {
            var bytes = Array(repeating: UInt8(ascii: "x"), count: 40)
            #expect(!SourcePrescan.needsParsing(bytes))
            bytes[position] = 0
            #expect(SourcePrescan.needsParsing(bytes), "NUL at \(position)")
            bytes[position] = 0xE9
            #expect(SourcePrescan.needsParsing(bytes), "lone 0xE9 at \(position)")
            bytes.replaceSubrange(position...position, with: [0xC3, 0xA9])
            #expect(!SourcePrescan.needsParsing(bytes), "é at \(position)")
        }
    }

    /// The keyword is found at every offset, so every lane of the eight-byte scan and the
    /// byte-at-a-time tail are exercised.
    @Test func theKeywordIsFoundAtEveryOffset() {
        for padding in 0..<40 {
            for suffix in ["", " P {}", "\n", "s"] {
                let text = String(repeating: "x", count: padding) + " protocol" + suffix
                #expect(needsParsing(text) == (suffix != "s"), "offset \(padding), suffix '\(suffix)'")
                let model = FrontEnd.parse(text)
                if !needsParsing(text) { #expect(model.protocols.isEmpty) }
            }
        }
    }

    @Test func filesThatAreNotPlainTextAreParsedSoTheirErrorsAreReported() {
        let binary: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0xFF, 0xFE, 0x00, 0x01]
        #expect(SourcePrescan.needsParsing(binary))
        #expect(SourcePrescan.needsParsing(Array("struct S {}".utf8) + [0]))
        #expect(SourcePrescan.needsParsing(Array("let café = 1 // ".utf8) + [0xE9, 0x0A]))
        #expect(SourcePrescan.needsParsing(Array("let s = \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8)))
        #expect(!SourcePrescan.needsParsing(Array("let café = \"naïve — 🎉\" // ünïcödé\n".utf8)))
        // Each of those inputs gives the lexer's error when parsed.
        #expect(FrontEnd.parse(binary, path: "").diagnostics.contains { $0.severity == .error })
        #expect(
            FrontEnd.parse(Array("let café = 1 ".utf8) + [0xE9, 0x0A], path: "").diagnostics.contains {
                $0.severity == .error
            })
    }
}


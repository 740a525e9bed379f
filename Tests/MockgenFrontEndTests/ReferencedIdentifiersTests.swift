import MockgenFrontEnd
import Testing

/// `ReferencedIdentifiers`: the names a file mentions, as pruning by use reads test sources.
@Suite struct ReferencedIdentifiersTests {
    private func names(_ source: String) -> Set<String> {
        ReferencedIdentifiers.names(in: Array(source.utf8))
    }

    @Test func identifiersInCodeAndFunctionBodiesCount() {
        let found = names("func test() {\n    let engine = EngineMock()\n    engine.given.start().willReturn(1)\n}\n")
        #expect(found.isSuperset(of: ["EngineMock", "engine", "given", "start", "willReturn", "test"]))
    }

    @Test func aBacktickedNameCountsWithoutItsBackticks() {
        #expect(names("let x = `StoreMock`()").contains("StoreMock"))
    }

    @Test func commentsAndPlainStringLiteralsDoNotCount() {
        let found = names(
            "// EngineMock\n/* StoreMock */\n/// ClockMock\nlet s = \"QueueMock\"\nlet t = \"\"\"\nCacheMock\n\"\"\"\n")
        #expect(found.isDisjoint(with: ["EngineMock", "StoreMock", "ClockMock", "QueueMock", "CacheMock"]))
    }

    @Test func aNameInsideAnInterpolationCounts() {
        #expect(names("let s = \"mock: \\(EngineMock())\"").contains("EngineMock"))
        #expect(names("let s = #\"mock: \\#(StoreMock())\"#").contains("StoreMock"))
    }

    @Test func invalidUTF8NamesWhatIsReadableAndDoesNotTrap() {
        var bytes = Array("let a = EngineMock()\n".utf8)
        bytes += [0xFF, 0xFE, 0xC3, 0x28, 0x00, 0x80]
        bytes += Array("\nlet b = StoreMock()\n".utf8)
        let found = ReferencedIdentifiers.names(in: bytes)
        #expect(found.isSuperset(of: ["EngineMock", "StoreMock"]))
    }

    @Test func unterminatedLiteralsAndCommentsDoNotTrap() {
        #expect(names("let a = EngineMock()\nlet s = \"unterminated \\(StoreMock(").contains("EngineMock"))
        #expect(names("let a = EngineMock()\n/* never closed StoreMock").contains("EngineMock"))
        #expect(!names("\"\"\"\n\\(Engine").contains("\"\"\""), "an unterminated multi-line literal gives words only")
        #expect(names("`").isEmpty)
        #expect(names("").isEmpty)
    }
}

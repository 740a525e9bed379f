import MockgenDriver
import Testing

@Suite("--exclude glob patterns")
struct GlobPatternTests {
    @Test func literalPatternMatchesOnlyTheSamePath() {
        #expect(GlobPattern("App/Model.swift").matches("App/Model.swift"))
        #expect(!GlobPattern("App/Model.swift").matches("App/Model.swifty"))
        #expect(!GlobPattern("Model.swift").matches("App/Model.swift"))
    }

    @Test func starMatchesWithinOneFolderOnly() {
        let pattern = GlobPattern("*.generated.swift")
        #expect(pattern.matches("Mocks.generated.swift"))
        #expect(pattern.matches(".generated.swift"))
        #expect(!pattern.matches("Tests/Mocks.generated.swift"))
        #expect(GlobPattern("App/*/Legacy.swift").matches("App/Old/Legacy.swift"))
        #expect(!GlobPattern("App/*/Legacy.swift").matches("App/Old/Older/Legacy.swift"))
    }

    @Test func doubleStarMatchesAcrossFolders() {
        #expect(GlobPattern("Legacy/**").matches("Legacy/A/B/C.swift"))
        #expect(GlobPattern("**.swift").matches("A/B/C.swift"))
        #expect(!GlobPattern("Legacy/**").matches("App/Legacy/C.swift"))
    }

    @Test func doubleStarSlashMatchesZeroOrMoreFolders() {
        let pattern = GlobPattern("**/Generated/*.swift")
        #expect(pattern.matches("Generated/A.swift"))
        #expect(pattern.matches("a/b/Generated/A.swift"))
        #expect(!pattern.matches("a/b/Generated/c/A.swift"))
        #expect(!pattern.matches("a/bGenerated/A.swift"))
    }

    @Test func questionMarkMatchesOneCharacterButNotASlash() {
        #expect(GlobPattern("File?.swift").matches("File1.swift"))
        #expect(!GlobPattern("File?.swift").matches("File.swift"))
        #expect(!GlobPattern("File?.swift").matches("File12.swift"))
        #expect(!GlobPattern("a?b").matches("a/b"))
    }

    @Test func bracketSetsMatchRangesAndNegations() {
        #expect(GlobPattern("[A-C]*.swift").matches("Bravo.swift"))
        #expect(!GlobPattern("[A-C]*.swift").matches("Delta.swift"))
        #expect(GlobPattern("[!A-C]*.swift").matches("Delta.swift"))
        #expect(GlobPattern("[^A-C]*.swift").matches("Delta.swift"))
        #expect(!GlobPattern("[!A-C]*.swift").matches("Alpha.swift"))
        #expect(GlobPattern("[]x]").matches("]"))
        #expect(GlobPattern("[a-]").matches("-"))
    }

    @Test func unclosedBracketIsALiteral() {
        #expect(GlobPattern("a[b").matches("a[b"))
        #expect(!GlobPattern("a[b").matches("ab"))
    }

    @Test func backslashEscapesSpecialCharacters() {
        #expect(GlobPattern("a\\*b").matches("a*b"))
        #expect(!GlobPattern("a\\*b").matches("axb"))
        #expect(GlobPattern("\\[x\\]").matches("[x]"))
    }

    @Test func manyStarsDoNotBacktrackExponentially() {
        // With naive backtracking this pair takes about 2^30 steps; it must finish at once.
        let pattern = GlobPattern(String(repeating: "a*", count: 30) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 60)))
        #expect(pattern.matches(String(repeating: "a", count: 60) + "b"))
    }

    @Test func nonASCIICharactersCountAsOneCharacter() {
        #expect(GlobPattern("Caf?.swift").matches("Café.swift"))
    }
}

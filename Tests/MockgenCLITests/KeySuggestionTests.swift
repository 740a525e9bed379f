@testable import MockgenDriver
import Testing

/// An unknown key in `.mockgen.yml` is answered with the key it was probably meant to be, as
/// the command line answers a mistyped option; a key like no known one gets no guess.
@Suite("Configuration key suggestions")
struct KeySuggestionTests {
    @Test(arguments: [
        ("acess", "access"),
        ("exclude", "excludes"),
        ("testable-import", "testable-imports"),
        ("testableImports", "testable-imports"),
        ("testable_imports", "testable-imports"),
        ("outputDir", "output-dir"),
        ("all_classes", "all-classes"),
        ("define", "defines"),
        ("source", "sources"),
        ("packagepath", "package-path"),
        ("toolchian", "toolchain"),
        ("modul", "module"),
        ("usedIn", "used-in"),
        ("used_in", "used-in"),
        ("prun", "prune"),
        ("platfrom", "platform"),
    ])
    func aMistypedTargetKeySuggestsTheKeyItResembles(written: String, meant: String) {
        #expect(KeySuggestion.closest(to: written, among: ConfigurationDecoder.targetKeys) == meant)
    }

    @Test(arguments: ["destination", "xyz", "mocks", "swift-settings", ""])
    func aKeyLikeNoKnownKeyGetsNoSuggestion(written: String) {
        #expect(KeySuggestion.closest(to: written, among: ConfigurationDecoder.targetKeys) == nil)
    }

    @Test func theMessageOfAnUnknownKeyNamesTheSuggestionBeforeTheKnownKeys() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Sources/App/Engine.swift", "protocol Engine {}\n")
        let file = try folder.write(
            "Pkg/.mockgen.yml",
            "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    testable-import: [App]\n")
        #expect {
            try ConfigurationLoader(fileSystem: LocalFileSystem()).load(file)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == "targets.AppTests.testable-import"
                && error.position == ConfigurationPosition(line: 5, column: 5)
                && error.message.hasPrefix("unknown key; did you mean 'testable-imports'? expected one of 'sources', ")
        }
    }
}

import MockgenFrontEnd
import Testing

/// Reading a class body later, by itself (`SourceSet.completeClasses`), gives the members a
/// parse that asks for them from the start gives: over the same corpora as the prescan
/// equivalence and the inputs written to be hard for body skipping, every file's classes,
/// protocols and diagnostics are the same either way.
@Suite("Class body reading equivalence")
struct ClassBodyReadingEquivalenceTests {
    static func expectSameModel(
        _ bytes: [UInt8], path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let options = ReadOptions(allClasses: true, parsesEveryFile: true)
        var set = SourceSet(inputs: [SourceSet.read(bytes, path: path, options: options)], options: options)
        _ = set.completeClasses(roots: ClassMockingRoots(allClasses: true)) { _ in nil }
        guard let later = set.models.first else {
            Issue.record("\(path): no model", sourceLocation: sourceLocation)
            return
        }
        let names = Set(later.classes.map(\.qualifiedName))
        let first = FrontEnd.parse(bytes, path: path, options: ParseOptions(membersOf: names))
        #expect(later.classes == first.classes, "\(path): the classes differ", sourceLocation: sourceLocation)
        #expect(later.protocols == first.protocols, "\(path): the protocols differ", sourceLocation: sourceLocation)
        // Only their order may differ; past the limit, which ones are kept may too.
        let limit = FrontEnd.maximumDiagnostics
        if first.diagnostics.count < limit && later.diagnostics.count < limit {
            #expect(Set(later.diagnostics) == Set(first.diagnostics), "\(path): the diagnostics differ",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: PrescanEquivalenceTests.corpora)
    func everyClassBodyReadLaterGivesTheMembersOfAFirstParse(folder: String) throws {
        let files = try PrescanEquivalenceTests.swiftFiles(under: folder)
        #expect(!files.isEmpty, "no Swift files under \(folder)")
        for (path, bytes) in files { Self.expectSameModel(bytes, path: path) }
    }

    @Test(arguments: BodySkippingEquivalenceTests.hardBodies)
    func hardBodiesReadLaterGiveTheMembersOfAFirstParse(source: String) {
        Self.expectSameModel(Array(source.utf8), path: "Hard.swift")
        // The same inside a class, nested in a type, and under `#if`.
        Self.expectSameModel(Array("class Outer {\n\(source)\n}".utf8), path: "InClass.swift")
        let nested = "enum E {\n#if A\nclass Inner: Base {\n\(source)\n}\n#endif\n}"
        Self.expectSameModel(Array(nested.utf8), path: "Nested.swift")
    }
}

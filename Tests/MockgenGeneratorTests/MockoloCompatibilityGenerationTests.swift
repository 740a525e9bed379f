import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// `--compatibility mockolo`: the names of Mockolo's members for overloads, subscripts, generic and
/// static members (the cases of Mockolo's own overload and subscript fixtures), and mocks
/// without the setting left as they were.
@Suite("Mockolo compatibility")
struct MockoloCompatibilityGenerationTests {
    private static let mockolo: GeneratorOptions = {
        var options = GeneratorOptions()
        options.compatibility = .mockolo
        return options
    }()

    private func members(_ source: String) -> [String] {
        let result = generate([("Sources/App/P.swift", source)], options: Self.mockolo)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.source.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("var ") || text.hasPrefix("static var ") else { return nil }
            let name = text.drop(while: { $0 != " " }).dropFirst()
            let bare = name.hasPrefix("var ") ? name.dropFirst(4) : name
            return String(bare.prefix { $0 != ":" })
        }
    }

    @Test func overloadsAddLabelsThenTypesUntilTheNameIsUnique() {
        let names = members("""
            /// @mockable
            protocol Foo {
                func display()
                func display(x: Int)
                func display(y: Int)
                func update()
                func update() -> Int
                func update(arg: Int)
                func update(arg: Float)
            }
            """)
        let counts = names.filter { $0.hasSuffix("CallCount") }
        #expect(counts == [
            "displayCallCount", "displayXCallCount", "displayYCallCount", "updateCallCount", "updateIntCallCount",
            "updateArgCallCount", "updateArgFloatCallCount",
        ])
    }

    @Test func subscriptsAreNamedSubscriptWithTheSameRule() {
        let names = members("""
            /// @mockable
            protocol Table {
                static subscript(key: Int) -> String? { get set }
                subscript(_ key: Int) -> String { get set }
                subscript(key: Int) -> Int? { get set }
                subscript(index: String.Index) -> Double { get set }
                subscript(index: String) -> Double { get }
                subscript(safe index: String.Index) -> Double? { get set }
            }
            """)
        #expect(names.filter { $0.hasSuffix("Handler") && !$0.hasSuffix("SetHandler") } == [
            "subscriptHandler", "subscriptKeyHandler", "subscriptKeyIntHandler", "subscriptIndexHandler",
            "subscriptIndexStringHandler", "subscriptSafeHandler",
        ])
        #expect(names.contains("subscriptKeySetCallCount"))
    }

    @Test func genericOverloadsAddTheirGenericParameters() {
        let names = members("""
            /// @mockable
            protocol Teller {
                func tell<BodyType: Body>(_ type: Int, with handler: @escaping (BodyType) -> ()) -> Int
                func tell<BodyType: AnotherBody>(_ type: Int, with handler: @escaping (BodyType) -> ()) -> Int
            }
            protocol Body {}
            protocol AnotherBody {}
            """)
        #expect(names.contains("tellHandler"))
        #expect(names.contains("tellTypeHandler"))
        #expect(names.contains("tellTypeArgValues"))
    }

    @Test func withoutTheSettingNoMemberIsAdded() {
        let source = """
            /// @mockable
            protocol Foo {
                var name: Int { get }
                func update(arg: Int)
            }
            """
        let plain = generate([("Sources/App/P.swift", source)])
        #expect(!plain.source.contains("CallCount"))
        #expect(!plain.source.contains("setPropertyValue"))
        let mockolo = generate([("Sources/App/P.swift", source)], options: Self.mockolo)
        #expect(mockolo.source.contains("var updateCallCount: Swift.Int"))
        #expect(mockolo.source.contains("convenience init("))
    }

    @Test func aMarksOverrideNameNamesTheMockAndPruningByUseKnowsIt() {
        let source = """
            /// @mockable(typealias: T = Int; override: name = FakeStore)
            protocol Store { func load() -> Int }
            /// @mockable(override: name = 2Bad)
            protocol Other { func ping() }
            """
        let named = generate([("Sources/App/Store.swift", source)])
        #expect(named.source.contains("final class FakeStore: MockRuntime.MockBase<"))
        #expect(named.source.contains("final class OtherMock:"), "a name that is not an identifier is not taken")
        let pruned = generate([("Sources/App/Store.swift", source)], facts: GenerationFacts(usedNames: ["FakeStore"]))
        #expect(pruned.mockedProtocols == ["Store"])
    }
}

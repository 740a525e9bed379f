import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

@Suite struct SelectionTests {
    @Test func onlyAnnotatedOrMarkedProtocolsAreMockedByDefault() {
        let result = generate([("a.swift", """
            /// Does things.
            /// @mockable
            protocol Annotated {}
            // sourcery: AutoMockable
            protocol Sourcery {}
            // sourcery: skipEquality, AutoMockable
            protocol SourceryList {}
            protocol Marked: AutoMockable {}
            protocol Plain {}
            // mockable
            protocol NotAnAnnotation {}
            """)])
        #expect(result.mockedProtocols == ["Annotated", "Marked", "Sourcery", "SourceryList"])
    }

    @Test func mockAllSelectsEveryProtocol() {
        let result = generate([("a.swift", "protocol A {}\nprotocol B {}")], options: GeneratorOptions(mockAll: true))
        #expect(result.mockedProtocols == ["A", "B"])
    }

    @Test func theMarkerIsFoundThroughProtocolsInOtherFiles() {
        let result = generate([
            ("marker.swift", "protocol AutoMockable {}\nprotocol Base: AutoMockable {}"),
            ("child.swift", "protocol Child: Base { func run() }"),
        ])
        #expect(result.mockedProtocols == ["Base", "Child"])
    }

    @Test func inheritedRequirementsFromAnotherFileAreImplemented() {
        let result = generate([
            ("base.swift", "protocol Base { func fromBase() -> Int }"),
            ("child.swift", "/// @mockable\nprotocol Child: Base { func own() }"),
        ])
        #expect(result.source.contains("func fromBase() -> Int {"))
        #expect(result.source.contains("func own() {"))
    }

    @Test func unmockableProtocolsAreSkippedWithAWarningAtTheirLocation() {
        let result = generate([("odd.swift", """
            /// @mockable
            protocol Packs {
                subscript<each T>(_ t: repeat each T) -> Int { get set }
            }
            /// @mockable
            protocol Fine { func g() }
            """)])
        #expect(result.mockedProtocols == ["Fine"])
        #expect(result.diagnostics.map(\.description) == [
            "odd.swift:3:5: warning: cannot mock 'Packs': a settable subscript uses parameter packs, and the compiler "
                + "(Swift 6.3) stops with an assertion on every type that implements it, so no class can conform to it; skipped",
        ])
    }

    @Test func objectiveCProtocolsAndOptionalRequirementsAreSkippedWithWarnings() {
        let result = generate([("objc.swift", """
            /// @mockable
            @objc protocol TableSource {
                @objc optional func rows() -> Int
            }
            /// @mockable
            protocol Kept { func run() }
            """)])
        #expect(result.mockedProtocols == ["Kept"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message.contains("@objc") == true)
        #expect(result.source.contains(">, Kept, @unchecked Swift.Sendable {"))
    }

    @Test func aProtocolDeclaredTwiceIsMockedOnceWithAWarning() {
        let result = generate(
            [("a.swift", "/// @mockable\nprotocol P {}"), ("b.swift", "/// @mockable\nprotocol P {}")])
        #expect(result.mockedProtocols == ["P"])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.path == "b.swift")
    }
}

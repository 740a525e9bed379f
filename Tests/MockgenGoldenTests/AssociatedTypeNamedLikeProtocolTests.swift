import MockRuntime
import Testing

/// The mock of a protocol whose associated type has the protocol's name
/// (Fixtures/AssociatedTypeNamedLikeProtocol): generic over the associated type, and usable as
/// the protocol.
@Suite struct AssociatedTypeNamedLikeProtocolTests {
    private struct Label: TagName {
        var text: String
    }

    @Test func theMockIsGenericOverTheSameNamedAssociatedType() {
        let names = TagNamesMock<Label>()
        given(names).primary.willReturn(Label(text: "swift"))
        given(names).all(matching: .value("sw")).willReturn([Label(text: "swift"), Label(text: "swiftui")])
        #expect(TagNamesMock<Label>.TagNames.self == Label.self)

        func texts<Names: TagNames>(_ names: Names) -> [String] {
            [names.primary.text] + names.all(matching: "sw").map(\.text)
        }
        #expect(texts(names) == ["swift", "swift", "swiftui"])
        verify(names).all(matching: .any).called(.once)
    }
}

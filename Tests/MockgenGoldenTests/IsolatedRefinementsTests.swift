import MockRuntime
import Testing

/// Fixtures/IsolatedRefinements: isolated protocols refining protocols that are not.
@Suite struct IsolatedRefinementsTests {
    /// Code that knows only the parent, and calls it from no particular isolation.
    private static func relabelled(_ labelled: some IsolationLabelled & Sendable, as label: String) -> String {
        labelled.relabel(label) ? label : labelled.label
    }

    @MainActor @Test func aMainActorMockAnswersItsNonisolatedParentsRequirementsFromAnyIsolation() async {
        let screen = LabelScreenMock()
        given(screen).label.willReturn("old")
        given(screen).relabel(.value("new")).willReturn(false)
        given(screen).render().willReturn("<screen>")

        let label = await Task.detached { Self.relabelled(screen, as: "new") }.value
        #expect(label == "old")
        #expect(screen.render() == "<screen>")
        verify(screen).relabel(.value("new")).called(.once)
        verify(screen).label.getCalled(.once)
    }

    @Test func anActorMockAnswersItsNonisolatedParentsRequirementsWithoutAwait() async {
        let store = LabelStoreMock<Int>()
        given(store).count().willReturn(3)
        given(store).relabel(.any).willReturn(true)

        #expect(store.count() == 3)
        #expect(Self.relabelled(store, as: "shelf") == "shelf")
        await store.save(4)
        verify(store).save(.value(4)).called(.once)
        verify(store).relabel(.value("shelf")).called(.once)
    }

    /// Code that knows only the standard protocols, from no particular isolation.
    private static func described(_ value: some CustomStringConvertible & Identifiable<Int> & Sendable) -> String {
        "\(value.id): \(value.description)"
    }

    @MainActor @Test func restatedRequirementsOfUnisolatedParentsAnswerTheParentsAndTheProtocol() async {
        let screen = RestatingScreenMock()
        given(screen).description.willReturn("home")
        given(screen).id.willReturn(7)
        given(screen).show().willReturn(true)

        let text = await Task.detached { Self.described(screen) }.value
        #expect(text == "7: home")
        screen.description = "settings"
        #expect(screen.show())
        verify(screen).description(newValue: .value("settings")).called(.once)
        verify(screen).description.getCalled(.once)
        verify(screen).id.getCalled(.once)
    }
}

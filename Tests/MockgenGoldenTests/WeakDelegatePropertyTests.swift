@testable import GoldenContacts
import MockRuntime
import Testing

/// A protocol's `weak var delegate` (Fixtures/WeakDelegateProperty): the mock holds the delegate
/// weakly, as the type the app uses does, so a retain cycle through the delegate shows in tests.
@Suite struct WeakDelegatePropertyTests {
    private final class Owner {}

    @Test func theDelegateIsReleasedWhenTheTestDropsItsLastReference() {
        let store = ContactsStoreMock()
        var screen: ContactsScreen? = ContactsScreen(store: store)
        weak let released = screen
        #expect(store.delegate === screen)
        screen = nil
        #expect(released == nil, "the mock kept the delegate alive")
        #expect(store.delegate == nil)
    }

    @Test func theWriteIsStillRecordedAndVerifiedWhileTheDelegateLives() {
        let store = ContactsStoreMock()
        let screen = ContactsScreen(store: store)
        verify(store).delegate(newValue: .any).called(.once)
        #expect(recordedCalls(store).map(\.callDescription).count == 1)
        store.delegate?.contactsDidChange(count: 3)
        #expect(screen.changes == 3)
    }

    @Test func aPropertyNotDeclaredWeakKeepsItsValue() {
        let store = ContactsStoreMock()
        store.owner = Owner()
        #expect(store.owner != nil)
    }
}

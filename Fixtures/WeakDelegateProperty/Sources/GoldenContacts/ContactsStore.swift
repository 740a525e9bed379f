// A module in the Swift 4.2 language mode: `weak` on a protocol's property is accepted there
// (with the compiler's warning) and an error from Swift 5 on.

public protocol ContactsStoreDelegate: AnyObject {
    func contactsDidChange(count: Int)
}

/// A store that tells its delegate about changes, and holds it weakly as the protocol says.
/// @mockable
public protocol ContactsStore {
    weak var delegate: (any ContactsStoreDelegate)? { get set }
    var owner: AnyObject? { get set }
    func reload()
}

/// The app's screen: it sets itself as the store's delegate.
public final class ContactsScreen: ContactsStoreDelegate {
    public private(set) var changes = 0
    public var store: any ContactsStore

    public init(store: any ContactsStore) {
        self.store = store
        self.store.delegate = self
    }

    public func contactsDidChange(count: Int) { changes = count }
}

/// Standard protocols are satisfied by identity: equal and hashed as the same object,
/// identified by `ObjectIdentifier`, described by the mock's name.
/// @mockable
protocol Account: Hashable, Identifiable, CustomStringConvertible, CustomDebugStringConvertible {
    var balance: Int { get }
}

/// A protocol declaring its own `id` and `==` gets them mocked instead.
/// @mockable
protocol Ticket: Identifiable, Equatable, Comparable {
    var id: String { get }
    static func == (lhs: Self, rhs: Self) -> Bool
}

/// A standard requirement restated only inside `#if` (here under a condition no build defines)
/// is mocked in every clause: the standard protocol requires it whatever the condition.
/// @mockable
protocol GiftCard: Hashable, CustomStringConvertible {
    var code: String { get }
    #if MOCKGEN_NEVER_DEFINED
    static func == (lhs: Self, rhs: Self) -> Bool
    var description: String { get }
    #endif
}

/// A reflectable protocol's mock reflects as an object with no children and describes itself in
/// a playground by its name: the runtime reflects arguments to describe them, so a recorded
/// `customMirror` would be called whenever the mock is passed to another mock.
/// @mockable
protocol SyntaxNode: CustomReflectable, CustomPlaygroundDisplayConvertible {
    var kind: String { get }
}

/// @mockable
protocol SyntaxNodeVisitor {
    func visit(_ node: any SyntaxNode) -> Bool
}

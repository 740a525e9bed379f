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

public struct WireDeclined: Error, Equatable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
}

/// Async, throwing, typed-throwing and generic methods.
/// @mockable
open class WireTransfers {
    public init() {}

    open func send(_ amount: Int, to account: String) async throws -> String { "sent \(amount) to \(account)" }
    open func validate(_ amount: Int) throws(WireDeclined) -> Int {
        guard amount > 0 else { throw WireDeclined(reason: "not positive") }
        return amount
    }
    open func refresh() async -> Int { 1 }
    open func convert<T: Numeric>(_ value: T) -> T { value }
    open func first<C: Collection>(of values: C) -> C.Element? where C.Element: Equatable { values.first }
    open func apply(_ transform: (Int) -> Int) -> Int { transform(1) }
}

/// A generic class: its mock is generic over the same parameter.
/// @mockable
open class WireQueue<Element: Equatable> {
    public init() {}
    open func push(_ element: Element) -> Int { 1 }
    open func peek() -> Element? { nil }
    open class func kind() -> String { "queue" }
}

/// A generic class, and a subclass that gives its parameter a type: the mock of the subclass
/// overrides the inherited members with `Int` for `Item`.
open class WireTray<Item> {
    public init() {}
    open func put(_ item: Item) -> Int { 1 }
    open var top: Item? { nil }
    open func convert<Output>(_ make: (Item) -> Output) -> [Output] { [] }
}

/// @mockable
open class NumberTray: WireTray<Int> {
    open func total() -> Int { 0 }
}

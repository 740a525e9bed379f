/// Parameter shapes the differential protocol generator (`make forge`) found mocks failing on:
/// a member's generic parameter named like the builder's mode parameter, `isolated`
/// parameters of async members, throwing and async `@autoclosure` arguments, parameters
/// named like the locals a mock's body declares, and `inout` closures.

enum ShapeFailure: Error, Equatable {
    case refused
}

/// A member's generic parameter named `_Mode`: the builder's own mode parameter takes another name.
/// @mockable
protocol ModeNamedGenerics {
    func describe<_Mode: CustomStringConvertible>(_ value: _Mode) -> String
    subscript<_Mode: Hashable>(key: _Mode) -> Int { get }
}

/// An async member with an `isolated` parameter runs on that actor: its producer is isolated
/// to it (no `nonisolated(nonsending)`).
/// @mockable
protocol ActorBoundCalls {
    func run(on actor: isolated (any Actor)) async throws
    func count(_ items: [Int], on actor: isolated (any Actor)?) async -> Int
}

/// `@autoclosure` arguments are evaluated once before the call is recorded: a throwing one with
/// `try`, an async one with `await`.
/// @mockable
protocol ThrowingAutoclosures {
    func check(_ condition: @autoclosure () throws -> Bool, message: () throws -> Void) rethrows
    func load(_ value: @autoclosure () throws -> [Int]) throws -> Int
    func settle(_ value: @autoclosure () async -> Int) async -> Int
    func resolve(_ value: @autoclosure () async throws -> Int) async throws -> Int
}

/// Parameters named like the body's locals: `produce` (the producer) beside an
/// `@autoclosure` (`_produce` would be both), and `_x` beside `x: @autoclosure` (`_x` would be
/// both), also when `_x` is an `@autoclosure` too (`__x` would be both).
/// @mockable
protocol BodyNamedParameters {
    func record(produce: @autoclosure @escaping () -> Int, mock: (Int) -> Int?) throws(ShapeFailure) -> Int
    func pair(x: @autoclosure () -> Int, _x: String) -> String
    func chain(x: @autoclosure () -> Int, _x: @autoclosure () -> Int) -> Int
}

/// `inout` closures are escaping: recorded as values and passed on with `&`.
/// @mockable
protocol InoutClosures {
    func replace(_ handler: inout () -> Int, times: Int) throws
}

/// Two parameters with one name (a requirement may have them, a body may not): the second
/// gets a name of its own.
/// @mockable
protocol RepeatedParameterNames {
    func pair(_ count: Int, for count: String) -> String
}

struct ShapeBox<Wrapped> {
    var value: Wrapped
}

/// `some P` nested in an initializer's or a subscript's parameter is an implicit generic
/// parameter, as in a method's.
/// @mockable
protocol NestedOpaqueInitializers {
    init(boxed: ShapeBox<some CustomStringConvertible>)
    subscript(box: ShapeBox<some CustomStringConvertible>) -> String { get }
}

enum ShapeSpace {
    /// A nested protocol's mock is also named by a top-level alias, which restates the mock's
    /// `where` clause.
    /// @mockable
    protocol Numbers<Item> {
        associatedtype Item: Sequence where Item.Element == Int
        func first() -> Item
    }
}

/// Overloads that differ only in their result, with a generic parameter used only by a
/// non-escaping closure: the verification that takes `returning:` has no use for it.
/// @mockable
protocol ClosureOnlyGenerics {
    func make<Made>(_ build: () -> Made) -> Int
    func make<Made>(_ build: () -> Made) -> String
}

/// A throwing `@autoclosure` of a member that cannot throw (an assertion) is not evaluated: it
/// is recorded as a closure and handed to the producer, which may call it.
/// @mockable
protocol Assertions {
    func holds(_ condition: @autoclosure () throws -> Bool) -> Bool
    func holdsTyped(_ condition: @autoclosure () throws -> Bool) throws(ShapeFailure) -> Bool
}

/// A static `description` beside `CustomStringConvertible`'s instance one: the mock writes the
/// instance `description` itself and mocks the static one.
/// @mockable
protocol StaticallyDescribed: CustomStringConvertible {
    static var description: Int { get }
}

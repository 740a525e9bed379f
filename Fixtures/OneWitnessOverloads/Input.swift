/// Overloads one function witnesses: alike but for `sending` on a parameter, or for a `Sendable`
/// constraint on a generic parameter (under any name; `Sendable` is a marker protocol, which tells
/// no overloads apart). The function without them witnesses both, and a type declaring both has
/// two witnesses ("multiple matching functions"): the mock declares that one.
/// @mockable
protocol PayloadEncoding {
    func encode<T: Hashable & Sendable>(_ value: T) -> String
    func encode<Value: Hashable>(_ value: Value) -> String
    func store(_ payload: PendingPayload) async
    func store(_ payload: sending PendingPayload) async
}

final class PendingPayload {
    var bytes: [UInt8] = []
}

/// Overloads that differ only in their result, one of them an associated type: matching each to
/// the mock's functions infers `Value` both ways, so the mock names its associated types itself.
/// @mockable
protocol LayeredCache<Value> {
    associatedtype Value
    func load(key: String) -> Value
    func load(key: String) -> String?
    func evict(key: String)
    func evict(key: String) -> Value?
}

/// An actor protocol's asynchronous initializer isolated to the main actor: the mock's is
/// `nonisolated`, so a non-`Sendable` argument need not be sent into the actor.
/// @mockable
protocol RenderingSession: Actor {
    @MainActor init(canvas: PendingPayload) async
    func render() -> Int
}

/// A synchronous initializer isolated to the main actor with a non-`Sendable` parameter: an
/// actor's synchronous initializer cannot receive it, so no type conforms; skipped with a warning.
/// @mockable
protocol UnconformableSession: Actor {
    @MainActor init(onReady: @escaping () -> Void)
}

/// Overloads alike but for `@Sendable` on a closure parameter: the function taking the plain
/// closure witnesses both.
/// @mockable
protocol SendableOnlyLocking {
    func withLock<T>(_ body: @Sendable () throws -> T) throws -> T
    func withLock<T>(_ body: () throws -> T) throws -> T
}

/// Overloads alike but for `consuming` on a parameter: either function witnesses both. Alike but
/// for a `@Sendable` function result: the one returning it witnesses both.
/// @mockable
protocol OwnershipOverloads {
    func compute<Key: Hashable>(_ key: Key) async -> Int
    func compute<Key: Hashable>(_ key: consuming Key) async -> Int
    func take(_ name: consuming String) -> Int
    func take(_ name: String) -> Int
    func cancellation() -> () async -> Void
    func cancellation() -> @Sendable () async -> Void
}

/// A requirement that a requirement of a `#if` clause witnesses exists in the mock only where
/// that clause does not: it moves into the block's other clauses (an `#else` here); one that a
/// requirement outside the block witnesses is left out of the clause.
/// @mockable
protocol ConditionalLocking {
    func verify<T>(_ work: @Sendable () throws -> T) throws -> T
    func check<T>(_ work: () throws -> T) throws -> T
    #if canImport(Foundation)
    func verify<T>(_ body: () throws -> T) throws -> T
    #endif
    #if DEBUG
    func check<T>(_ body: @Sendable () throws -> T) throws -> T
    #endif
}

/// A synchronous requirement declared `nonisolated` witnesses the same one without it: alike but
/// for that and a `Sendable` constraint, the mock declares the `nonisolated` one.
/// @mockable
protocol IsolationNeutralSink {
    nonisolated func accept<T>(_ value: T)
    func accept<Value: Sendable>(_ value: Value)
}

protocol ConditionalLabelSource {
    var label: String { get }
}

/// A property restated with a setter in a `#if` clause witnesses the parent's get-only one
/// there; the parent's moves into the block's other clauses (an `#else` here).
/// @mockable
protocol ConditionalLabel: ConditionalLabelSource {
    #if DEBUG
    var label: String { get set }
    #endif
}

/// Overloads alike but for a parameter's type, one of them an associated type: the mock names
/// its associated type, so that no witness matches the other requirement by inferring it.
/// @mockable
protocol DeferredStubs {
    associatedtype Value
    static func stub(_ value: @autoclosure () throws -> Int)
    static func stub(_ value: @MainActor () throws -> Value)
}

protocol ElementSource<Element> {
    associatedtype Element
    func next() -> Element?
}

/// A method's generic parameter named like an associated type a parent fixes (`Element` is
/// `Int` here) means the parameter: the two overloads stay two.
/// @mockable
protocol ElementSender: ElementSource<Int> {
    func send<Element>(using key: Element) -> Int
    func send<Element>(using key: Element) -> Element
}

/// `Self.Echoed` means the associated type even where a generic parameter of the method has its
/// name: with the default (`Echoed` is `Int` in the mock) the two requirements are one.
/// @mockable
protocol ElementEcho {
    associatedtype Echoed = Int
    func echo<Echoed>(_ key: Echoed) -> Int
    func echo<Echoed>(_ key: Echoed) -> Self.Echoed
}

/// A generic function whose parameter is its own unconstrained generic parameter also witnesses
/// the requirement alike but for an escaping `@autoclosure` there, and the compiler ranks neither
/// above the other: the mock declares the generic one.
/// @mockable
protocol DeferredLogging {
    func log<Message>(_ message: Message) -> Int
    func log<Message>(_ message: @autoclosure @escaping () -> Message) -> Int
}

/// Overloads that the default of an associated type makes alike (`Token` is `Int` in the mock):
/// one member witnesses both, also inside a `#if` clause; requirements alike as written but for
/// their effects stay the effect overloads they are.
/// @mockable
protocol TokenLoading {
    associatedtype Token = Int
    func load() -> Int
    func load() -> Token
    #if canImport(Foundation)
    func refresh() -> Int
    func refresh() -> Token
    func reload() async throws -> Int
    func reload() throws -> Int
    #endif
}

/// A generic function whose result is its own generic parameter, which nothing else mentions,
/// also witnesses a generic requirement alike but for a more specific result (`[Element]`, a
/// function of the generic parameter), and the compiler ranks neither above the other: the mock
/// declares the general one. Generic parameters declared in another order are the same ones.
/// A requirement that is not generic ranks above the general one and stays its own member.
/// @mockable
protocol ValueDecoding {
    func decode<Element>(from key: String) -> [Element]
    func decode<Value: Sendable>(from key: String) -> Value
    func transform<Input, Output>(_ value: Input) -> (Output, Output) -> Substring
    func transform<Output, Input>(_ value: Input) -> Output
    func count(of key: String) -> Int
    func count<Value>(of key: String) -> Value
}

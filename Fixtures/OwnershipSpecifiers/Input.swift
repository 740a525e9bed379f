final class OwnershipBox {
    var value = 0
}

/// `consuming`, `borrowing` and `sending` parameters, as a build (not only the type checker)
/// accepts them: a borrowed value is copied into a local the recording closure captures, a
/// `sending` closure reaches the producer as a plain one, an `isolated` actor reaches a synchronous
/// producer as a plain value, and a subscript's producer taking a non-escaping closure escapes.
/// A consumed tuple, which `copy` cannot take (it stops Swift 6.3), is moved into the local.
/// An asynchronous member's `isolated` actor of a named type is bound to a local, reaches the
/// producer (which runs on the caller's isolation) as a plain value, and a result that is not
/// `Sendable` is bound to a local before it is returned.
/// @mockable
protocol Consumer {
    func take(_ value: consuming String)
    func inspect(_ values: borrowing [Int]) -> Int
    func send(_ box: sending OwnershipBox) async
    func make() -> sending OwnershipBox
    func scale(_ factor: borrowing Double) throws -> Double
    func run(_ body: sending () async -> Int) async -> Int
    func attach(on actor: isolated OwnershipActor, _ value: Int) -> Int
    func load(on actor: isolated OwnershipActor, into box: OwnershipBox) async throws -> [OwnershipBox]
    static subscript(key handler: @MainActor (Int) throws -> Void) -> Int { get set }
    func pair(_ values: consuming (Int, String)) -> Int
}

/// The actor an `isolated` parameter names.
actor OwnershipActor {
    var count = 0
}

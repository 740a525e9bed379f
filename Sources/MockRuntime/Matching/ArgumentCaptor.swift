/// Collects the arguments a `.capture(captor)` matcher saw, in call order.
///
///     let speeds = ArgumentCaptor<Float>()
///     verify(engine).setSpeed(to: .capture(speeds)).called(.twice)
///     speeds.values   // [3.0, 5.0]
///
/// A captor in a verification records the arguments of every call that verification
/// matched; a captor in a stub records the arguments of every call that stub answered.
public final class ArgumentCaptor<T>: Sendable {
    private let storage = Locked<[T]>([])

    /// Creates an empty captor.
    public init() {}

    /// Every captured value, oldest first.
    public var values: [T] { storage.withLock { $0 } }

    /// The most recently captured value.
    public var lastValue: T? { storage.withLock { $0.last } }

    /// Forgets every captured value.
    public func removeAll() { storage.withLock { $0.removeAll() } }

    func append(_ value: T) { storage.withLock { $0.append(value) } }
}

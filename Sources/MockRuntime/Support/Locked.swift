import Foundation

/// A value that is only ever read or written while holding a lock.
///
/// This is the runtime's single `@unchecked Sendable` type: every piece of shared mutable
/// state (a mock's calls, stubs and expectations, a captor's values, a state machine's
/// current state) lives in a `Locked` box and is only touched inside `withLock`. The values
/// inside may be non-`Sendable` (stubbed return values, stub closures, recorded arguments):
/// handing them to other threads is what a mock is for, and the lock orders every access.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into code
    /// that takes the same lock (stub closures and matchers always run outside it).
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

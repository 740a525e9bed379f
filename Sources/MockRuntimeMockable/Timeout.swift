
/// What ``withTimeout(after:_:)`` throws when the operation runs longer than allowed.
public struct TimeoutError: Error, Sendable {
    public init() {}
}

/// Runs `operation` and returns its result, or throws ``TimeoutError`` once `seconds` have
/// passed first (the operation is then cancelled). Tests written for Mockable call it around
/// an asynchronous verification.
@discardableResult
public func withTimeout<Value: Sendable>(
    after seconds: Double, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask(operation: operation)
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            throw TimeoutError()
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw TimeoutError() }
        return first
    }
}

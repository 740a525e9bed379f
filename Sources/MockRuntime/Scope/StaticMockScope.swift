/// Runs `body` with fresh, private static state for every mock type: `given(EngineMock.self)`,
/// calls to static members and `verify(EngineMock.self)` inside `body` (and in tasks it
/// starts with `Task {}` or `async let`, which inherit task-locals) see only this scope's
/// stubs and calls. Use it in tests that stub static members when tests run in parallel:
///
///     @Test func makesEngine() {
///         withStaticMockScope {
///             given(EngineMock.self).make().willReturn(engine)
///             …
///         }
///     }
///
/// Outside any scope, a mock type's static state is the one `_staticMockState` holds for
/// the whole process: fine for serial tests, but shared by parallel ones. Detached tasks
/// and other threads do not inherit the scope.
public func withStaticMockScope<Result>(_ body: () throws -> Result) rethrows -> Result {
    try StaticMockScope.$current.withValue(StaticMockScope(), operation: body)
}

/// `withStaticMockScope` for async code.
public func withStaticMockScope<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await StaticMockScope.$current.withValue(StaticMockScope(), operation: body, isolation: isolation)
}

/// The static states of one `withStaticMockScope`, created on first use per mock type.
final class StaticMockScope: Sendable {
    @TaskLocal static var current: StaticMockScope?

    private let states = Locked<[ObjectIdentifier: MockState]>([:])

    func state(standingInFor global: MockState) -> MockState {
        states.withLock { states in
            let key = ObjectIdentifier(global)
            if let state = states[key] { return state }
            let state = MockState(
                mockType: global.mockType, name: global.name, policy: global.policy, conventions: global.conventions,
                isStatic: false,
                reportSite: global.reportSite)
            states[key] = state
            return state
        }
    }
}

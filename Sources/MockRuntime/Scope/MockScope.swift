import IssueReporting

/// How a mock scope reports a stub that no call used.
public enum UnusedStubReport: Sendable, Hashable {
    /// A test failure at the stub's `given` line (the default).
    case failure
    /// A warning at the stub's `given` line, which does not fail the test: a warning issue in
    /// Swift Testing; in XCTest, which has no warnings, a `path:line:column: warning:` line on
    /// standard error.
    case warning
    /// Not reported.
    case ignored
}

/// Runs `body` as one test's mock bookkeeping: static mock state private to `body` (as
/// `withStaticMockScope`), and when `body` returns, every mock created in it has its
/// expectations verified (as `verifyExpectations`) and every stub set up on those mocks that
/// no call used is reported at its `given` line, unless marked `optional()`.
///
///     func testCheckoutChargesTheCard() throws {
///         try withMockScope {
///             let payments = PaymentsMock()
///             given(payments).charge(.any).willReturn(.approved)
///             expect(payments).refund(.any).called(.never)
///             try Checkout(payments: payments).pay(5)
///         }   // expectations checked, unused stubs reported
///     }
///
/// In Swift Testing, `@Test(.mocks)` or `@Suite(.mocks)` does the same for every test. Mocks
/// are adopted by the scope of the task that creates them; tasks started with `Task {}` or
/// `async let` inherit it, detached tasks and other threads do not. When `body` throws, the
/// test has already failed, and nothing more is reported.
public func withMockScope<Result>(
    unusedStubs: UnusedStubReport = .failure, _ body: () throws -> Result
) rethrows -> Result {
    let scope = MockScope(unusedStubs: unusedStubs)
    let result = try MockScope.$current.withValue(scope) {
        try StaticMockScope.$current.withValue(StaticMockScope(), operation: body)
    }
    scope.finish()
    return result
}

/// `withMockScope` for async code.
public func withMockScope<Result>(
    unusedStubs: UnusedStubReport = .failure,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let scope = MockScope(unusedStubs: unusedStubs)
    let result = try await MockScope.$current.withValue(scope, operation: {
        try await StaticMockScope.$current.withValue(StaticMockScope(), operation: body, isolation: isolation)
    }, isolation: isolation)
    scope.finish()
    return result
}

/// The mocks created in one `withMockScope` (or one test with the `.mocks` trait), checked
/// together when it ends.
final class MockScope: Sendable {
    @TaskLocal static var current: MockScope?

    let unusedStubs: UnusedStubReport
    private let states = Locked<[MockState]>([])

    init(unusedStubs: UnusedStubReport) { self.unusedStubs = unusedStubs }

    /// Called by every mock state created while this scope is the task's current one.
    func adopt(_ state: MockState) {
        states.withLock { $0.append(state) }
    }

    /// Verifies the adopted mocks' expectations, then reports their unused stubs.
    func finish() {
        let states = states.withLock { $0 }
        for state in states { state.verifyExpectations() }
        guard unusedStubs != .ignored else { return }
        for state in states { state.reportUnusedStubs(as: unusedStubs) }
    }
}

extension MockState {
    /// Reports every stub no call used (not `optional()`), at the line that registered it.
    func reportUnusedStubs(as report: UnusedStubReport) {
        let (stubs, used) = storage.withLock { ($0.stubs, $0.usedStubs) }
        for stub in stubs where !stub.isOptional && !used.contains(stub.id) {
            FailureReport.unusedStub(self, stub, severity: report == .warning ? .warning : .error)
        }
    }
}

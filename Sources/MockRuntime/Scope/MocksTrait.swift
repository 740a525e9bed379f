#if canImport(Testing)
public import Testing

/// The `.mocks` trait: each test it applies to runs in its own mock scope (see
/// `withMockScope`). Static mock state is private to the test, the expectations of every mock
/// the test creates are verified when it ends, and stubs it set up that no call used are
/// reported at their `given` line:
///
///     @Test(.mocks) func checkoutChargesTheCard() throws {
///         let payments = PaymentsMock()
///         given(payments).charge(.any).willReturn(.approved)
///         expect(payments).refund(.any).called(.never)
///         try Checkout(payments: payments).pay(5)
///     }
///
/// On a suite (`@Suite(.mocks)`) it applies to every test of the suite and of its nested suites.
public struct MocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// How stubs that no call used are reported.
    public var unusedStubs: UnusedStubReport

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's trait scopes each of its test functions, not the suite as a whole.
        guard test.isSuite == false else { return try await function() }
        try await withMockScope(unusedStubs: unusedStubs) { try await function() }
    }
}

extension Trait where Self == MocksTrait {
    /// Each test runs in its own mock scope; unused stubs fail the test.
    public static var mocks: Self { MocksTrait(unusedStubs: .failure) }

    /// Each test runs in its own mock scope; `unusedStubs` says how stubs no call used are reported.
    public static func mocks(unusedStubs: UnusedStubReport) -> Self { MocksTrait(unusedStubs: unusedStubs) }
}
#endif

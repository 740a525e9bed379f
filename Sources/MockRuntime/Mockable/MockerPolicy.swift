#if canImport(Testing)
public import Testing
#endif

/// Which unstubbed calls a mock generated in Mockable's shape answers by itself (Mockable's
/// `MockerPolicy`, an option set). With none of them (``strict``, the default) every call
/// whose return value no `given` clause provides is reported as a failure.
///
///     let relaxed = MockProductService(policy: [.relaxedOptional, .relaxedVoid])
///
/// A mock created without a policy reads `MockerPolicy.default` at each unstubbed call, as Mockable does.
/// It applies only to mocks in Mockable's shape; mockgen's own mocks follow ``MockPolicy``.
public struct MockerPolicy: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Throwing members that return nothing return normally.
    public static let relaxedThrowingVoid = MockerPolicy(rawValue: 1 << 0)
    /// Non-throwing members that return nothing return normally.
    public static let relaxedNonThrowingVoid = MockerPolicy(rawValue: 1 << 1)
    /// Optional results are `nil`.
    public static let relaxedOptional = MockerPolicy(rawValue: 1 << 2)
    /// Results of a type that adopts ``Mocked`` are its `mock` (arrays of such types: `mocks`;
    /// optionals of them: `mock`, before `relaxedOptional`'s `nil`).
    public static let relaxedMocked = MockerPolicy(rawValue: 1 << 3)

    /// Every result must be stubbed.
    public static let strict: MockerPolicy = []
    /// Members that return nothing, throwing or not, return normally.
    public static let relaxedVoid: MockerPolicy = [.relaxedNonThrowingVoid, .relaxedThrowingVoid]
    /// All of the relaxations.
    public static let relaxed: MockerPolicy = [
        .relaxedOptional, .relaxedThrowingVoid, .relaxedNonThrowingVoid, .relaxedMocked,
    ]

    /// The policy of mocks created without one, read at each of their unstubbed calls: the
    /// policy of the innermost `withDefault(_:_:)` (or `.mockerPolicy` test trait)
    /// around the call, else the process-wide value, ``strict`` unless set.
    ///
    ///     MockerPolicy.default = .relaxedVoid
    ///
    /// Setting it changes the process-wide value, which every test in the process shares; the
    /// value is lock-protected, so reading and writing it from parallel tests is safe, but two
    /// parallel tests that set different values still see each other's. Set it once (in a
    /// suite's setup, before the tests run) or give a test its own default with
    /// `withDefault(_:_:)`, which is private to the task that runs the test.
    public static var `default`: MockerPolicy {
        get { scopedDefault ?? processDefault.withLock { $0 } }
        set { processDefault.withLock { $0 = newValue } }
    }

    /// Runs `body` with `policy` as `MockerPolicy.default` for every mock call made in it (and in the tasks
    /// it creates), whatever the process-wide value is and whatever other tests set.
    public static func withDefault<T>(_ policy: MockerPolicy, _ body: () throws -> T) rethrows -> T {
        try $scopedDefault.withValue(policy, operation: body)
    }

    /// The `async` form of `withDefault(_:_:)`.
    public static func withDefault<T>(
        _ policy: MockerPolicy, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await $scopedDefault.withValue(policy, operation: body, isolation: isolation)
    }

    @TaskLocal static var scopedDefault: MockerPolicy?

    /// The value a relaxation gives a call returning `R`, or `nil` when this policy leaves the
    /// call to a stub. `throwing`: whether the member can throw.
    func relaxedValue<R>(of type: R.Type, throwing: Bool) -> R? {
        if R.self == Void.self {
            let relaxed = contains(throwing ? .relaxedThrowingVoid : .relaxedNonThrowingVoid)
            return relaxed ? (() as Any) as? R : nil
        }
        if contains(.relaxedMocked), let mocked = R.self as? any Mocked.Type {
            return mocked.mock as? R
        }
        if contains(.relaxedOptional), let optional = R.self as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as? R
        }
        return nil
    }
}

private let processDefault = Locked(MockerPolicy.strict)

#if canImport(Testing)
/// The `.mockerPolicy(_:)` trait: the test (or every test of the suite) runs with `policy` as
/// `MockerPolicy.default`, privately, as in `MockerPolicy.withDefault`:
///
///     @Test(.mockerPolicy(.relaxed)) func checkoutWithoutStubs() { … }
public struct MockerPolicyTrait: TestTrait, SuiteTrait, TestScoping {
    /// The default policy the tests run with.
    public var policy: MockerPolicy

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await MockerPolicy.withDefault(policy) { try await function() }
    }
}

extension Trait where Self == MockerPolicyTrait {
    /// The test runs with `policy` as `MockerPolicy.default`, without changing it for other tests.
    public static func mockerPolicy(_ policy: MockerPolicy) -> Self { MockerPolicyTrait(policy: policy) }
}
#endif

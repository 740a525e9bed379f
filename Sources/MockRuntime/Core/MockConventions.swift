/// The rules one mock follows where mockgen and Mockable disagree: which stub answers a call,
/// which `perform` side effects run, and what an unstubbed call does. A mock takes its
/// conventions once, when it is created, and keeps them.
///
/// Every mock follows ``mockgen`` unless it is created otherwise. Mocks generated in Mockable's
/// shape are created with ``mockable(policy:)`` by their initializer (see
/// <doc:MockableCompatibility>), so generated code passes exactly one value:
///
///     MockState(mockType: "MockProductService", name: nil, conventions: .mockable(policy: policy))
public struct MockConventions: Sendable, Hashable {
    /// Which of several matching `given` stubs answers a call.
    public enum StubResolution: Sendable, Hashable {
        /// The stub registered last answers, every time (mockgen).
        case lastRegisteredWins
        /// The stub registered first answers; while another matching stub is left, the one that
        /// answered is used up, so stubs answer in registration order and the last one stays
        /// (Mockable).
        case firstRegisteredUsedUp
    }

    /// Which of several matching `perform` side effects run on a call.
    public enum SideEffects: Sendable, Hashable {
        /// Only the one registered last (mockgen).
        case latestOnly
        /// All of them, in registration order (Mockable).
        case all
    }

    /// What decides the answer of a call no stub answers.
    enum UnstubbedCalls: Sendable, Hashable {
        /// The mock's `MockPolicy` and `MockDefaultValue`; property reads return the last value
        /// written (mockgen).
        case mockPolicy
        /// A `MockerPolicy`: the mock's own, or `MockerPolicy.default` when `nil`, read at the
        /// call; property writes always succeed and reads never return written values (Mockable).
        case mockerPolicy(MockerPolicy?)
    }

    /// Which of several matching stubs answers a call.
    public let stubResolution: StubResolution
    /// Which of several matching side effects run.
    public let sideEffects: SideEffects
    let unstubbedCalls: UnstubbedCalls

    /// mockgen's documented behaviour: the last registered stub wins, the latest side effect
    /// runs, and unstubbed calls follow the mock's ``MockPolicy``.
    public static let mockgen = MockConventions(
        stubResolution: .lastRegisteredWins, sideEffects: .latestOnly, unstubbedCalls: .mockPolicy)

    /// Mockable's meaning: stubs answer first-registered-first and are used up while another
    /// matching one is left, every matching side effect runs, and an unstubbed call is answered
    /// only as `policy` allows (`MockerPolicy.default`, strict unless changed, when `policy` is
    /// `nil`); any other unstubbed call is reported as a failure.
    public static func mockable(policy: MockerPolicy? = nil) -> MockConventions {
        MockConventions(stubResolution: .firstRegisteredUsedUp, sideEffects: .all, unstubbedCalls: .mockerPolicy(policy))
    }

    /// Whether a property read that no stub answers returns the last value written.
    var remembersPropertyValues: Bool { unstubbedCalls == .mockPolicy }
}

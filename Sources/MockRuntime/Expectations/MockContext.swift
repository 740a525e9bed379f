/// A group of mocks verified together, with the state machines their stubs and
/// expectations share (LRMocky's mockery, jMock's `Mockery`).
///
///     let context = MockContext()
///     let engine = context.join(EngineMock(policy: .strict))
///     let power = context.states("power", startsAs: "off")
///     expect(engine).turnOn().when(power.is("off")).then(power.is("on")).called(.once)
///     ...
///     context.verify()        // every expectation of every joined mock
public final class MockContext: Sendable {
    private let members = Locked<[MockState]>([])
    private let machines = Locked<[MockStateMachine]>([])

    /// Creates an empty context.
    public init() {}

    /// Adds `mock` to the context and returns it, so creation and joining read as one line.
    @discardableResult
    public func join<M: MockObject>(_ mock: M) -> M {
        let state = mock._mockState
        members.withLock { states in
            if !states.contains(where: { $0 === state }) { states.append(state) }
        }
        return mock
    }

    /// Creates a state machine owned by this context.
    public func states(_ name: String, startsAs initialState: String) -> MockStateMachine {
        let machine = MockStateMachine(name, startsAs: initialState)
        machines.withLock { $0.append(machine) }
        return machine
    }

    /// The state machines created by `states(_:startsAs:)`.
    public var stateMachines: [MockStateMachine] { machines.withLock { $0 } }

    /// Checks every expectation of every joined mock; each unmet one is reported at its
    /// `expect` line.
    public func verify() {
        for state in members.withLock({ $0 }) { state.resolved.verifyExpectations() }
    }

    /// Forgets the joined mocks' stubs, calls and/or expectations.
    public func reset(_ options: MockResetOptions = .all) {
        for state in members.withLock({ $0 }) { state.resolved.reset(options) }
    }
}

extension MockState {
    /// Reports every expectation whose live count does not satisfy its `CallCount`
    /// (exceeded ones were already reported at the call and are not reported twice).
    func verifyExpectations() {
        let (expectations, counts, calls) = storage.withLock { ($0.expectations, $0.expectationCounts, $0.calls) }
        for expectation in expectations {
            let count = counts[expectation.id] ?? 0
            guard !expectation.count.accepts(count), !expectation.count.isExceeded(by: count) else { continue }
            FailureReport.countMismatch(
                self, member: expectation.member, matchers: expectation.matchers,
                expected: expectation.count, actual: count, calls: calls, at: expectation.location)
        }
    }
}

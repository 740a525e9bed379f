/// A named state machine, as in jMock: stubs and expectations can apply only in one of its
/// states (`.when(power.is("on"))`) and move it to another (`.then(power.is("off"))`).
///
///     let power = context.states("power", startsAs: "off")
///     expect(engine).turnOn().when(power.is("off")).then(power.is("on")).called(.once)
///     given(engine).isOn.when(power.is("on")).willReturn(true)
public final class MockStateMachine: Sendable, CustomStringConvertible {
    /// The machine's name, used in messages.
    public let name: String
    private let currentState: Locked<String>

    /// Creates a machine in state `initialState`; `MockContext.states` is the usual way.
    public init(_ name: String, startsAs initialState: String) {
        self.name = name
        currentState = Locked(initialState)
    }

    /// The state the machine is in now.
    public var current: String { currentState.withLock { $0 } }

    /// The condition "this machine is in `state`", also usable as a transition to it.
    public func `is`(_ state: String) -> StateCondition {
        StateCondition(machine: self, state: state)
    }

    /// The condition "this machine is not in `state`" (not usable as a transition target).
    public func isNot(_ state: String) -> StateCondition {
        StateCondition(machine: self, state: state, negated: true)
    }

    /// Moves the machine to `state` (for use in `perform` actions and tests).
    public func become(_ state: String) {
        currentState.withLock { $0 = state }
    }

    public var description: String { "\(name) is \(current)" }
}

/// "Machine M is (not) in state S": a guard for stubs and expectations, and (when not
/// negated) a transition target.
public struct StateCondition: Sendable, CustomStringConvertible {
    /// The machine this condition reads.
    public let machine: MockStateMachine
    /// The state it names.
    public let state: String
    let negated: Bool

    init(machine: MockStateMachine, state: String, negated: Bool = false) {
        self.machine = machine
        self.state = state
        self.negated = negated
    }

    /// Whether the condition holds now.
    public var isActive: Bool { (machine.current == state) != negated }

    /// Moves the machine to this state (a negated condition names no single state: no-op).
    public func activate() {
        guard !negated else { return }
        machine.become(state)
    }

    public var description: String { "\(machine.name) \(negated ? "is not" : "is") \(state)" }
}

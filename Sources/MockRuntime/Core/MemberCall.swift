/// The mode of a builder made by `given` or `when`: its members return `Stubbing`s.
public enum StubbingMode {}

/// The mode of a builder made by `verify` or `expect`: its members return verifications.
public enum VerifyingMode {}

/// One member of a mock with its argument matchers: what a builder member returns.
///
/// A generated mock has one builder for both `given(mock)` and `verify(mock)`, generic over
/// its `Mode`; the mode decides what the result offers. With ``StubbingMode`` (the type
/// ``Stubbing``) it stubs: `willReturn`, `willThrow`, `willProduce`, `perform`, `post`.
/// With ``VerifyingMode`` it verifies or expects: `called`, `calledEventually`, and
/// `getCalled`/`setCalled` for property reads and writes.
///
///     given(engine).currentSpeed(in: .any).willReturn(100)   // MemberCall<StubbingMode, …>
///     verify(engine).currentSpeed(in: .any).called(.once)     // MemberCall<VerifyingMode, …>
///
/// `Produce` is the member's own function type (what `willProduce` takes), `R` its return
/// type and `E` its thrown error type (`Never` when it cannot throw, so `willThrow` cannot
/// be called).
public struct MemberCall<Mode, Produce, R, E: Error> {
    let context: MockBuilderContext
    let member: MockMember
    let matchers: [any ArgumentMatching]
    var condition: StateCondition?
    var transition: StateCondition?
    /// Set by `optional()`: a stub a mock scope does not report when no call uses it.
    var isOptional = false
    /// Set by ``GenericResultStubbing``: the stub applies to the calls of every result type.
    var appliesToEveryResult = false

    /// Generated builders create these; tests get them from `given(mock)` or `verify(mock)`.
    @_spi(MockgenGenerated) public init(
        _ context: MockBuilderContext, _ member: MockMember, _ matchers: [any ArgumentMatching]
    ) {
        self.context = context
        self.member = member
        self.matchers = matchers
    }

    /// Stubbing: applies the stub only while `condition` holds: `.when(power.is("on"))`.
    /// Expectations: count only calls made while `condition` holds.
    public func when(_ condition: StateCondition) -> MemberCall {
        var copy = self
        copy.condition = condition
        return copy
    }

    /// Stubbing: moves a state machine when the stub answers a call: `.then(power.is("on"))`.
    /// Expectations: moves a state machine when a matching call happens.
    public func then(_ transition: StateCondition) -> MemberCall {
        var copy = self
        copy.transition = transition
        return copy
    }
}

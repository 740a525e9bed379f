/// One call pattern on some mock (a member and its argument matchers), as written inside
/// `verifyInOrder { … }` or `allowing(mock) { … }`.
public struct CallPattern {
    let core: VerificationCore
}

/// Collects the call patterns written inside `verifyInOrder { … }` and `allowing(mock) { … }`:
/// each line is a `verify(mock).member(…)` (or, in `allowing`, `$0.member(…)`).
///
///     verifyInOrder {
///         verify(engine).turnOn()
///         verify(engine).speed(newValue: .any)
///     }
@resultBuilder
public enum CallPatternBuilder {
    /// A method or subscript call.
    public static func buildExpression(_ verification: Verification) -> [CallPattern] {
        [CallPattern(core: verification.core)]
    }
    /// A property read.
    public static func buildExpression(_ verification: GetterVerification) -> [CallPattern] {
        [CallPattern(core: verification.core)]
    }
    /// A property write.
    public static func buildExpression(_ verification: SetterVerification) -> [CallPattern] {
        [CallPattern(core: verification.core)]
    }
    /// A member of a generated mock's builder, in verifying mode.
    public static func buildExpression<Produce, R, E>(
        _ call: MemberCall<VerifyingMode, Produce, R, E>
    ) -> [CallPattern] {
        [CallPattern(core: call.core)]
    }
    /// Patterns in the order written.
    public static func buildBlock(_ patterns: [CallPattern]...) -> [CallPattern] { patterns.flatMap { $0 } }
    /// Patterns inside `if`.
    public static func buildOptional(_ patterns: [CallPattern]?) -> [CallPattern] { patterns ?? [] }
    /// Patterns inside `if`/`else`.
    public static func buildEither(first patterns: [CallPattern]) -> [CallPattern] { patterns }
    /// Patterns inside `if`/`else`.
    public static func buildEither(second patterns: [CallPattern]) -> [CallPattern] { patterns }
    /// Patterns inside `for`.
    public static func buildArray(_ patterns: [[CallPattern]]) -> [CallPattern] { patterns.flatMap { $0 } }
}

/// Verifies that calls matching the steps happened in this order (other calls may come
/// between them), across one or several mocks, using the calls' global sequence numbers:
///
///     verifyInOrder {
///         verify(engine).turnOn()
///         verify(dashboard).show(.any)
///         verify(engine).setSpeed(to: .any)
///     }
///
/// A failure is reported at this call, naming the first step that could not be matched.
public func verifyInOrder(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @CallPatternBuilder _ steps: () -> [CallPattern]
) {
    let steps = steps()
    var states: [MockState] = []
    for step in steps where !states.contains(where: { $0 === step.core.state }) { states.append(step.core.state) }
    let calls = states.flatMap(\.calls).sorted { $0.sequence < $1.sequence }
    var position = 0
    var matched: [(state: MockState, call: MockCall)] = []
    for (index, step) in steps.enumerated() {
        guard let found = calls[position...].firstIndex(where: { step.core.matches($0) }) else {
            let expected = FailureReport.expectedCall(step.core.member, step.core.matchers)
            let matchedSoFar = steps[..<index].map { FailureReport.expectedCall($0.core.member, $0.core.matchers) }
            var message = "verifyInOrder: expected \(step.core.state.displayName).\(expected) "
            message += index == 0 ? "to be called" : "to be called after " + matchedSoFar.joined(separator: ", ")
            message += ", but no such call was recorded" + (index == 0 ? "." : " after them.")
            message += "\n" + FailureReport.recordedCallsLine(calls, withMockNames: states.count > 1)
            FailureReport.report(message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        matched.append((step.core.state, calls[found]))
        position = found + 1
    }
    for (state, call) in matched { state.markVerified([call]) }
}

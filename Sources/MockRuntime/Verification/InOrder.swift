/// One step of `verifyInOrder`: a call pattern on some mock.
public struct InOrderStep {
    let core: VerificationCore
}

/// Collects the verifications written inside `verifyInOrder { … }`.
@resultBuilder
public enum InOrderBuilder {
    /// A method or subscript call step.
    public static func buildExpression(_ verification: Verification) -> [InOrderStep] { [InOrderStep(core: verification.core)] }
    /// A property read step.
    public static func buildExpression(_ verification: GetterVerification) -> [InOrderStep] { [InOrderStep(core: verification.core)] }
    /// A property write step.
    public static func buildExpression(_ verification: SetterVerification) -> [InOrderStep] { [InOrderStep(core: verification.core)] }
    /// Steps in the order written.
    public static func buildBlock(_ steps: [InOrderStep]...) -> [InOrderStep] { steps.flatMap { $0 } }
    /// Steps inside `if`.
    public static func buildOptional(_ steps: [InOrderStep]?) -> [InOrderStep] { steps ?? [] }
    /// Steps inside `if`/`else`.
    public static func buildEither(first steps: [InOrderStep]) -> [InOrderStep] { steps }
    /// Steps inside `if`/`else`.
    public static func buildEither(second steps: [InOrderStep]) -> [InOrderStep] { steps }
    /// Steps inside `for`.
    public static func buildArray(_ steps: [[InOrderStep]]) -> [InOrderStep] { steps.flatMap { $0 } }
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
    @InOrderBuilder _ steps: () -> [InOrderStep]
) {
    let steps = steps()
    var states: [MockState] = []
    for step in steps where !states.contains(where: { $0 === step.core.state }) { states.append(step.core.state) }
    let calls = states.flatMap(\.calls).sorted { $0.sequence < $1.sequence }
    var position = 0
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
        position = found + 1
    }
}

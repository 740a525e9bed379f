import Foundation
import IssueReporting

/// Builds the runtime's failure messages and reports them to whichever test framework is
/// running (XCTest or Swift Testing, through IssueReporting; XCTest directly on Linux, see
/// `DirectXCTestFailure`) at a given source location.
enum FailureReport {
    static func report(_ message: String, severity: IssueSeverity = .error, at site: CallSite) {
        #if os(Linux) || os(Android)
        if severity == .error, DirectXCTestFailure.report(message, at: site) { return }
        #endif
        reportIssue(
            message, severity: severity,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }

    /// A stub no call used, at its `given` line: `EngineMock: the stub given(mock).turnOn() was
    /// never used by a call. …`.
    static func unusedStub(_ state: MockState, _ stub: StubRecord, severity: IssueSeverity) {
        let verb = stub.isAction ? "when" : "given"
        let stubText = "\(verb)(\(state.hintReceiver)).\(expectedCall(stub.member, stub.matchers))"
        let message = "\(state.displayName): the stub \(stubText) "
            + "was never used by a call. Remove it, or mark it `.optional()` if the test may not need it."
        if severity == .warning, case .xcTest? = TestContext.current {
            // XCTest has no warnings (IssueReporting would record a failure): write it where
            // Xcode and the command line show compiler-style warnings.
            let site = stub.site
            let warning = "\(site.filePath):\(site.line):\(site.column): warning: \(message)\n"
            FileHandle.standardError.write(Data(warning.utf8))
            return
        }
        report(message, severity: severity, at: stub.site)
    }

    /// The expected call as text, e.g. `setSpeed(to: 5.0)`.
    static func expectedCall(_ member: MockMember, _ matchers: [any ArgumentMatching]) -> String {
        CallFormatter.describe(member, matchers.map(\.matcherDescription))
    }

    /// `Calls recorded: turnOn(), setSpeed(to: 3.0)` (the last 20 at most).
    static func recordedCallsLine(_ calls: [MockCall], withMockNames: Bool = false) -> String {
        guard !calls.isEmpty else { return "Calls recorded: none" }
        let shown = calls.suffix(20).map { withMockNames ? "\($0.mockName).\($0.callDescription)" : $0.callDescription }
        let prefix = calls.count > 20 ? "… \(calls.count - 20) earlier, " : ""
        return "Calls recorded: " + prefix + shown.joined(separator: ", ")
    }

    /// The recorded call of the same member that comes closest to the matchers, with the
    /// arguments that differ: `Closest call: setSpeed(to: 3.0) — argument `to`: expected 5.0, got 3.0`.
    static func closestCallLine(
        _ member: MockMember, _ matchers: [any ArgumentMatching], _ calls: [MockCall]
    ) -> String? {
        let labels = member.argumentNames
        var best: (call: MockCall, differences: [String])?
        for call in calls where call.member == member && call.arguments.count == matchers.count {
            var differences: [String] = []
            let pairs = zip(matchers, call.arguments).enumerated()
            for (index, (matcher, argument)) in pairs where !matcher.matches(argument) {
                let label = index < labels.count && labels[index] != "_" ? "`\(labels[index])`" : "\(index + 1)"
                let actual = ValueFormatter.describe(argument)
                differences.append("argument \(label): expected \(matcher.matcherDescription), got \(actual)")
            }
            guard !differences.isEmpty else { continue }
            if best == nil || differences.count < best!.differences.count { best = (call, differences) }
        }
        guard let best else { return nil }
        return "Closest call: \(best.call.callDescription) — " + best.differences.joined(separator: "; ")
    }

    static func countMismatch(
        _ state: MockState, member: MockMember, matchers: [any ArgumentMatching],
        expected: CallCount, actual: Int, calls: [MockCall], at site: CallSite
    ) {
        var lines = ["\(state.displayName): expected \(expectedCall(member, matchers)) \(expected.expectationPhrase), "
            + "but it was called \(CallCount.timesCount(actual))."]
        lines.append(recordedCallsLine(calls))
        if actual < expected.range.lowerBound, let closest = closestCallLine(member, matchers, calls) {
            lines.append(closest)
        }
        report(lines.joined(separator: "\n"), at: site)
    }

    static func exceededExpectation(
        _ state: MockState, member: MockMember, matchers: [any ArgumentMatching],
        expected: CallCount, actual: Int, at site: CallSite
    ) {
        report("\(state.displayName): expected \(expectedCall(member, matchers)) \(expected.expectationPhrase), "
            + "but it was called \(CallCount.timesCount(actual)) (failed at the call that exceeded the expectation).",
            at: site)
    }

    static func unexpectedCall(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], returnType: Any.Type, at site: CallSite
    ) {
        let call = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        let stub = CallFormatter.builderExpression(member, receiver: state.hintReceiver)
        let expectation = CallFormatter.builderExpression(member, receiver: state.hintReceiver, verb: "expect")
        report("\(state.displayName) (strict): unexpected call \(call).\n"
            + "Add a stub: \(stub).willReturn(\(placeholder(returnType))) "
            + "or an expectation: \(expectation).called(.once)" + creationSuffix(state), at: site)
    }

    static func missingStub(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], returnType: Any.Type, willThrow: Bool,
        at site: CallSite
    ) {
        unanswered(state, member, arguments, why: "and \(returnType) has no default value",
                   answer: "willReturn(\(placeholder(returnType)))", willThrow: willThrow, at: site)
    }

    /// A call to a member with a noncopyable result and no `willProduce` stub.
    static func unproducedResult(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], willThrow: Bool, at site: CallSite
    ) {
        unanswered(state, member, arguments, why: "whose result is noncopyable: a mock cannot store one",
                   answer: "willProduce { … }", willThrow: willThrow, at: site)
    }

    /// A call to a member whose result is non-escapable, which no stub can make.
    static func unmakeableResult(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], resultType: String, willThrow: Bool,
        at site: CallSite
    ) {
        let message = unmakeableResultMessage(state, member, arguments, resultType: resultType, willThrow: willThrow)
        report(message + creationSuffix(state), at: site)
    }

    /// `<mock>: <call> returns <type>, a non-escapable value a mock cannot make; …`
    static func unmakeableResultMessage(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], resultType: String, willThrow: Bool
    ) -> String {
        let call = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        let consequence = willThrow
            ? "The call throws MockError.unstubbed (or the error of a willThrow stub)."
            : "The member cannot throw either, so the process stops."
        return "\(state.displayName): \(call) returns \(resultType), a non-escapable value a mock cannot make; "
            + "the call was recorded and its perform actions ran. \(consequence)"
    }

    /// `no stub for <call>, <why>. Add a stub: <builder>.<answer>`, and what the call does instead.
    private static func unanswered(
        _ state: MockState, _ member: MockMember, _ arguments: [Any], why: String, answer: String, willThrow: Bool,
        at site: CallSite
    ) {
        let call = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        let stub = CallFormatter.builderExpression(member, receiver: state.hintReceiver)
        let consequence = willThrow
            ? "The call throws MockError.unstubbed."
            : "The member can neither return a default nor throw, so the process stops."
        report("\(state.displayName): no stub for \(call), \(why).\n"
            + "Add a stub: \(stub).\(answer)\n" + consequence + creationSuffix(state), at: site)
    }

    /// `verifyNoMoreInteractions`: the calls no verification accounted for.
    static func unverifiedCalls(_ state: MockState, _ calls: [MockCall], at site: CallSite) {
        let count = calls.count == 1 ? "1 call was" : "\(calls.count) calls were"
        report("\(state.displayName): expected no more interactions, but \(count) not verified: "
            + calls.map(\.callDescription).joined(separator: ", "), at: site)
    }

    /// `verifyNoInteractions`: every call recorded.
    static func unexpectedInteractions(_ state: MockState, _ calls: [MockCall], at site: CallSite) {
        let count = calls.count == 1 ? "1 call was" : "\(calls.count) calls were"
        report("\(state.displayName): expected no interactions, but \(count) recorded: "
            + calls.map(\.callDescription).joined(separator: ", "), at: site)
    }

    /// A new line naming where the mock was created, or nothing for static state.
    private static func creationSuffix(_ state: MockState) -> String {
        state.creationLine.map { "\n" + $0 } ?? ""
    }

    private static func placeholder(_ type: Any.Type) -> String {
        type == Void.self ? "()" : "<\(type)>"
    }
}

extension CallCount {
    /// `0 times`, `1 time`, `3 times`.
    static func timesCount(_ count: Int) -> String { count == 1 ? "1 time" : "\(count) times" }
}

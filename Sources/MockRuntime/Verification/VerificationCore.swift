/// What every verification kind shares: which calls it matches, checking a count now
/// (`verify`), registering an expectation (`expect`), and waiting for calls.
struct VerificationCore {
    let context: MockBuilderContext
    let member: MockMember
    let matchers: [any ArgumentMatching]
    var condition: StateCondition?
    var transition: StateCondition?

    var state: MockState { context.state }

    func matches(_ call: MockCall) -> Bool {
        call.member == member && argumentsMatch(matchers, call.arguments)
    }

    /// `verify`: checks the calls recorded so far; `expect`: registers an expectation.
    func check(_ count: CallCount) {
        switch context.mode {
        case .expect:
            state.storage.withLock { storage in
                let id = storage.makeID()
                storage.expectations.append(ExpectationRecord(
                    id: id, member: member, matchers: matchers, count: count,
                    condition: condition, transition: transition, location: context.location))
                storage.expectationCounts[id] = 0
            }
        case .given, .when, .verify:
            verifyNow(count)
        }
    }

    @discardableResult
    func verifyNow(_ count: CallCount, report: Bool = true) -> Bool {
        let calls = state.calls
        let matching = calls.filter(matches)
        guard count.accepts(matching.count) else {
            if report {
                FailureReport.countMismatch(
                    state, member: member, matchers: matchers, expected: count, actual: matching.count,
                    calls: calls, at: context.location)
            }
            return false
        }
        for call in matching { captureArguments(matchers, call.arguments) }
        state.markVerified(matching)
        return true
    }

    /// Waits, without polling, until the matching calls satisfy `count` or `timeout` seconds
    /// pass; reports a failure on timeout. Throws only `CancellationError`.
    ///
    /// Every pass reads the state's version before checking the calls, so a call recorded
    /// between the check and the wait wakes the wait at once; the count is checked again
    /// after every wake-up, so the deadline only decides when to stop waiting, never whether
    /// calls that did arrive are counted.
    func verifyEventually(_ count: CallCount, within timeout: Double) async throws {
        let deadline = Deadline(secondsFromNow: timeout)
        while true {
            let version = state.storage.withLock { $0.version }
            if verifyNow(count, report: false) { return }
            if deadline.hasPassed { break }
            _ = await state.waitForNextCall(after: version, until: deadline)
            try Task.checkCancellation()
        }
        verifyNow(count)
    }
}

extension MockState {
    /// Records that a verification accounted for `calls` (see `verifyNoMoreInteractions`).
    func markVerified(_ calls: [MockCall]) {
        guard !calls.isEmpty else { return }
        storage.withLock { $0.verifiedCalls.formUnion(calls.map(\.sequence)) }
    }
}

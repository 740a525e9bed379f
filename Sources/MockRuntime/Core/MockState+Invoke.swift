extension MockState {
    /// Records a call to a synchronous member and answers it.
    ///
    /// Generated code passes the member, its arguments, and a closure that calls a
    /// `willProduce` closure of type `Produce` (the member's own function type) with the
    /// call's arguments. The runtime handles `willReturn`, `willThrow`, side effects,
    /// expectations, defaults and strict failures itself. `E` is the member's thrown error
    /// type: `Never`, `any Error`, or a typed `throws(E)`.
    public func invoke<Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ call: (Produce) throws(E) -> R
    ) throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        switch try answer(member, arguments, site: site, producing: Produce.self, returning: R.self, throwing: E.self) {
        case .value(let value): return value
        case .produce(let produce): return try call(produce)
        }
    }

    /// Records a call to an `async` member and answers it, like `invoke`. Runs on the
    /// caller's isolation, so `@MainActor` and actor mocks compile under Swift 6.
    public func invokeAsync<Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ call: nonisolated(nonsending) (Produce) async throws(E) -> R
    ) async throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        switch try answer(member, arguments, site: site, producing: Produce.self, returning: R.self, throwing: E.self) {
        case .value(let value): return value
        case .produce(let produce): return try await call(produce)
        }
    }

    /// Where a failure about a call through `invoke` (or its forwarding form) is reported: like
    /// the `call` entry points, at the test line that created the mock (the member's own line in the generated file,
    /// `memberSite`, only for a type's static state, which no test creates).
    func failureSite(_ memberSite: CallSite) -> CallSite {
        creationSite ?? memberSite
    }

    /// Records the call and decides its answer: a value (stubbed, default, or thrown as the
    /// member's error type), or a `willProduce` closure for the caller to run outside the lock.
    /// A member without a real implementation answers `willCallRealImplementation()` stubs
    /// with a reported failure and the unstubbed answer.
    func answer<Produce, R, E: Error>(
        _ member: MockMember, _ arguments: [Any], site: CallSite,
        producing: Produce.Type, returning: R.Type, throwing: E.Type
    ) throws(E) -> CallAnswer<Produce, R> {
        switch try answerOrForward(
            member, arguments, site: site, hasReal: false, producing: Produce.self, returning: R.self, throwing: E.self
        ) {
        case .value(let value): return .value(value)
        case .produce(let produce): return .produce(produce)
        case .real:
            // Not reached: without a real implementation nothing is forwarded.
            return .value(try resolved.fallback(member, arguments, alreadyReported: true, site: site, throwing: E.self))
        }
    }
}

/// How a call is answered: a value, or a producer the generated member calls with its arguments.
enum CallAnswer<Produce, R> {
    case value(R)
    case produce(Produce)
}

/// What `MockState.plan` reads under the lock when it records a call.
private struct CallSnapshot {
    let stubs: [StubRecord]
    let expectations: [ExpectationRecord]
    let allowances: [Allowance]
    let ignoresEveryCall: Bool
    /// The call's sequence number.
    let sequence: UInt64
    let rememberedValue: Any?
    /// The member's handler (`MockState.setHandler(_:for:)`), if one is set.
    let handler: HandlerRecord?
    let waiters: [CheckedContinuation<Bool, Never>]
    let timers: [Task<Void, Never>]
}

/// What a call will do, decided by `MockState.plan`.
struct CallPlan {
    enum Outcome {
        case value(Any)
        case error(any Error)
        case produce(Any)
        /// A property read with no answering stub: the last value written to the property.
        case remembered(Any)
        /// A `willCallRealImplementation()` stub answers.
        case callRealImplementation
        case unanswered
    }

    var action: (() -> Void)?
    var outcome: Outcome
    /// Whether a failure about this call has already been reported (strict policy).
    var reported: Bool
}

extension MockState {
    /// Records the call, counts it against matching expectations, picks the stub (the latest
    /// matching one wins, or under Mockable's conventions the earliest, used up while another
    /// matching one is left) and applies state transitions and captors. Matchers and state
    /// conditions run outside the lock, against a snapshot. `forwardsUnanswered`: an
    /// unanswered call will run the real implementation, so the strict policy allows it.
    ///
    /// A property write is remembered; a property read that no stub answers gets the
    /// member's handler (`setHandler(_:for:)`) if it has one, else the last value written.
    func plan(
        _ member: MockMember, _ arguments: [Any], produceType: Any.Type, returnType: Any.Type, site: CallSite,
        forwardsUnanswered: Bool = false
    ) -> CallPlan {
        let call = (member: member, arguments: arguments)
        let snapshot = storage.withLock { storage in
            // Numbered under the lock, so one mock's calls are recorded in sequence order.
            let sequence = CallSequence.next()
            storage.calls.append(
                MockCall(member: member, arguments: arguments, sequence: sequence, mockName: displayName)
            )
            storage.version &+= 1
            if member.kind == .setter, let newValue = arguments.last {
                storage.propertyValues[member.getter] =
                    member.holdsValueWeakly ? WeakArgument.holding(newValue) : newValue
            }
            let snapshot = CallSnapshot(
                stubs: storage.stubs, expectations: storage.expectations, allowances: storage.allowances,
                ignoresEveryCall: storage.ignoresEveryCall,
                sequence: sequence,
                rememberedValue: member.kind == .getter && conventions.remembersPropertyValues
                    ? storage.propertyValues[member].map(WeakArgument.current) : nil,
                handler: storage.handlers.isEmpty ? nil : storage.handlers[member],
                waiters: Array(storage.waiters.values), timers: Array(storage.timers.values))
            storage.waiters.removeAll()
            storage.timers.removeAll()
            return snapshot
        }
        for continuation in snapshot.waiters { continuation.resume(returning: true) }
        for timer in snapshot.timers { timer.cancel() }
        let (stubs, expectations) = (snapshot.stubs, snapshot.expectations)
        let isAllowed = snapshot.ignoresEveryCall || snapshot.allowances.contains { allowance in
            allowance.member == member && argumentsMatch(allowance.matchers, arguments)
        }

        let produceID = ObjectIdentifier(produceType)
        let matchedExpectations = expectations.filter { expectation in
            expectation.member == member
                && (expectation.condition?.isActive ?? true)
                && argumentsMatch(expectation.matchers, arguments)
        }
        let candidates = stubs.filter { stub in
            stub.member == member && stub.applies(to: produceID)
                && (stub.condition?.isActive ?? true)
                && argumentsMatch(stub.matchers, arguments)
        }
        let answering = candidates.filter { !$0.isAction }
        let actionStubs: [StubRecord] = switch conventions.sideEffects {
        case .latestOnly: candidates.last { $0.isAction }.map { [$0] } ?? []
        case .all: candidates.filter(\.isAction)
        }
        // A handler answers what no stub answers, if it has the member's function type.
        let handler = snapshot.handler?.handler(for: produceID)

        let (exceeded, nextValue, answerStub) = storage.withLock { storage in
            // Picked under the lock, so concurrent calls cannot both use up the same stub.
            var answerStub: StubRecord?
            switch conventions.stubResolution {
            case .lastRegisteredWins:
                answerStub = answering.last
            case .firstRegisteredUsedUp:
                let live = Set(storage.stubs.map(\.id))
                let left = answering.filter { live.contains($0.id) }
                answerStub = left.first
                if left.count > 1, let used = left.first { storage.stubs.removeAll { $0.id == used.id } }
            }
            var exceeded: [(ExpectationRecord, Int)] = []
            for expectation in matchedExpectations {
                guard let count = storage.expectationCounts[expectation.id] else { continue }
                storage.expectationCounts[expectation.id] = count + 1
                if expectation.count.isExceeded(by: count + 1) { exceeded.append((expectation, count + 1)) }
            }
            var nextValue: Any?
            if let answerStub, case .values(let values) = answerStub.answer {
                let index = storage.valueCursors[answerStub.id, default: 0]
                storage.valueCursors[answerStub.id] = index + 1
                nextValue = values[min(index, values.count - 1)]
            }
            if isAllowed || !matchedExpectations.isEmpty { storage.verifiedCalls.insert(snapshot.sequence) }
            for stub in [answerStub].compactMap({ $0 }) + actionStubs { storage.usedStubs.insert(stub.id) }
            return (exceeded, nextValue, answerStub)
        }

        for expectation in matchedExpectations {
            captureArguments(expectation.matchers, arguments)
            expectation.transition?.activate()
        }
        for stub in [answerStub].compactMap({ $0 }) + actionStubs {
            captureArguments(stub.matchers, arguments)
            stub.transition?.activate()
        }

        var reported = false
        for (expectation, count) in exceeded {
            FailureReport.exceededExpectation(
                self, member: expectation.member, matchers: expectation.matchers,
                expected: expectation.count, actual: count, at: expectation.location)
            reported = true
        }
        if policy == .strict, !forwardsUnanswered, answerStub == nil, actionStubs.isEmpty, handler == nil,
           matchedExpectations.isEmpty, !isAllowed {
            FailureReport.unexpectedCall(self, call.member, call.arguments, returnType: returnType, at: site)
            reported = true
        }

        var action: (() -> Void)?
        let performs: [() -> Void] = actionStubs.compactMap { stub in
            if case .action(let perform) = stub.answer { return perform }
            return nil
        }
        if performs.count == 1 {
            action = performs[0]
        } else if !performs.isEmpty {
            action = { for perform in performs { perform() } }
        }
        let outcome: CallPlan.Outcome
        switch answerStub?.answer {
        case .values: outcome = nextValue.map { .value($0) } ?? .unanswered
        case .error(let error): outcome = .error(error)
        case .produce(let produce): outcome = .produce(produce)
        case .callRealImplementation: outcome = .callRealImplementation
        case .action, nil:
            if let handler {
                outcome = .produce(handler)
            } else {
                outcome = snapshot.rememberedValue.map { .remembered($0) } ?? .unanswered
            }
        }
        return CallPlan(action: action, outcome: outcome, reported: reported)
    }

    /// Answers a call nothing stubbed: the return type's default value if it has one;
    /// otherwise report (unless already reported), then throw `MockError.unstubbed` when
    /// the member can throw it, and stop the process only when it can neither return nor throw.
    func fallback<R, E: Error>(
        _ member: MockMember, _ arguments: [Any], alreadyReported: Bool, site: CallSite, throwing: E.Type
    ) throws(E) -> R {
        if case .mockerPolicy(let own) = conventions.unstubbedCalls {
            return try mockableFallback(
                member, arguments, policy: own ?? .default, alreadyReported: alreadyReported, site: site, throwing: E.self)
        }
        if let value = defaultMockValue(of: R.self) { return value }
        let callText = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        let error = MockError.unstubbed(callText)
        let canThrow = error is E
        if !alreadyReported {
            FailureReport.missingStub(
                self, member, arguments, returnType: R.self, willThrow: canThrow, at: site)
        }
        if let typed = error as? E { throw typed }
        fatalError("\(displayName): no stub for \(callText), and \(R.self) has no default value. "
            + "Add a stub: \(CallFormatter.builderExpression(member, receiver: hintReceiver)).willReturn(<\(R.self)>)"
            + (creationLine.map { " " + $0 } ?? ""))
    }

    /// `The mock was created at MyTests/EngineTests.swift:12:20.`, for reports that have no
    /// `verify` line of their own; `nil` for static state.
    var creationLine: String? {
        creationSite.map { "The mock was created at \($0.description)." }
    }

    /// How hints write this mock: `mock`, or `EngineMock.self` for static state.
    var hintReceiver: String {
        isStatic || name == "\(mockType).self" ? "\(mockType).self" : "mock"
    }
}

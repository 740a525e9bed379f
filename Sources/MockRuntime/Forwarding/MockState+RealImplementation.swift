extension MockState {
    /// Records a call to a synchronous member of a class mock and answers it: from a stub,
    /// or by running `real` (the superclass's implementation) when the stub says
    /// `willCallRealImplementation()` or when the mock forwards unstubbed calls.
    ///
    /// `real` calls `super` with the member's own arguments; `call` calls a `willProduce`
    /// closure, exactly as in `invoke(_:arguments:_:)`.
    public func invoke<Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        real: () throws(E) -> R,
        _ call: (Produce) throws(E) -> R
    ) throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        switch try answerOrForward(
            member, arguments, site: site, hasReal: true, producing: Produce.self, returning: R.self, throwing: E.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try call(produce)
        case .real: return try real()
        }
    }

    /// `invoke(_:arguments:real:_:)` for an `async` member; runs on the caller's isolation.
    /// `real` is a plain `async` closure, so that it may call the superclass's nonisolated
    /// `async` member with the non-`Sendable` mock without crossing an isolation boundary.
    public func invokeAsync<Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        real: () async throws(E) -> R,
        _ call: nonisolated(nonsending) (Produce) async throws(E) -> R
    ) async throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        switch try answerOrForward(
            member, arguments, site: site, hasReal: true, producing: Produce.self, returning: R.self, throwing: E.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await call(produce)
        case .real: return try await real()
        }
    }

    /// Records a call to a synchronous member of a protocol mock and answers it: from a stub,
    /// or, while the mock forwards to a real object of type `Target`, by calling `forwarded`
    /// with that object (for unstubbed calls and `willCallRealImplementation()` stubs).
    ///
    /// `forwarded` calls the member on the object it is given, with the member's own arguments.
    public func invoke<Target, Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        forwarded: (Target) throws(E) -> R,
        _ call: (Produce) throws(E) -> R
    ) throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        let target = resolved.forwardingTarget(Target.self)
        switch try answerOrForward(
            member, arguments, site: site, hasReal: target != nil,
            producing: Produce.self, returning: R.self, throwing: E.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try call(produce)
        case .real: return try forwarded(target!)
        }
    }

    /// `invoke(_:arguments:forwarded:_:)` for an `async` member; runs on the caller's isolation.
    /// `forwarded` is a plain `async` closure, like `real` above.
    public func invokeAsync<Target, Produce, R, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        forwarded: (Target) async throws(E) -> R,
        _ call: nonisolated(nonsending) (Produce) async throws(E) -> R
    ) async throws(E) -> R {
        let site = failureSite(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        let target = resolved.forwardingTarget(Target.self)
        switch try answerOrForward(
            member, arguments, site: site, hasReal: target != nil,
            producing: Produce.self, returning: R.self, throwing: E.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await call(produce)
        case .real: return try await forwarded(target!)
        }
    }

    /// Starts forwarding: a protocol mock's `init(forwardingTo:)` calls this with the real
    /// object. Unstubbed calls and `willCallRealImplementation()` stubs then reach `target`.
    /// The object is `sending`: the mock owns it from now on, so a test cannot race it.
    public func forwardUnstubbedCalls(to target: sending Any) {
        forwarding.withLock { forwarding in
            forwarding.target = target
            forwarding.forwardsUnstubbedCalls = true
        }
    }

    /// The object this state forwards to, if it has one of type `Target`.
    func forwardingTarget<Target>(_ type: Target.Type) -> Target? {
        forwarding.withLock { $0.target } as? Target
    }

    /// Records the call and decides its answer. `hasReal`: whether this call site can run a
    /// real implementation (always for class mocks; for protocol mocks, while forwarding).
    func answerOrForward<Produce, R, E: Error>(
        _ member: MockMember, _ arguments: [Any], site: CallSite, hasReal: Bool,
        producing: Produce.Type, returning: R.Type, throwing: E.Type
    ) throws(E) -> ForwardingAnswer<Produce, R> {
        let state = resolved
        let forwardsUnanswered = hasReal && state.forwarding.withLock { $0.forwardsUnstubbedCalls }
        let plan = state.plan(
            member, arguments, produceType: Produce.self, returnType: R.self, site: site,
            forwardsUnanswered: forwardsUnanswered)
        plan.action?()
        switch plan.outcome {
        case .value(let value):
            return .value(value as! R)
        case .error(let error):
            if let typed = error as? E { throw typed }
            return .value(
                try state.fallback(member, arguments, alreadyReported: plan.reported, site: site, throwing: E.self)
            )
        case .produce(let produce):
            return .produce(produce as! Produce)
        case .callRealImplementation:
            if hasReal { return .real }
            let callText = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
            FailureReport.report(
                "\(state.displayName): \(callText) is stubbed to call its real implementation, "
                    + "but the mock does not forward to a real object. Create it with init(forwardingTo:).",
                at: site)
            return .value(try state.fallback(member, arguments, alreadyReported: true, site: site, throwing: E.self))
        case .remembered(let value):
            // A partial mock's setter ran the real one too, so the real getter knows the value.
            if forwardsUnanswered { return .real }
            if let typed = value as? R { return .value(typed) }
            return .value(
                try state.fallback(member, arguments, alreadyReported: plan.reported, site: site, throwing: E.self)
            )
        case .unanswered:
            if forwardsUnanswered { return .real }
            return .value(
                try state.fallback(member, arguments, alreadyReported: plan.reported, site: site, throwing: E.self)
            )
        }
    }
}

/// How a call that may reach a real implementation is answered.
enum ForwardingAnswer<Produce, R> {
    case value(R)
    case produce(Produce)
    case real
}

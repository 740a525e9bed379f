extension MemberCall where Mode == StubbingMode {
    /// Runs the member's real implementation for matching calls: the superclass's member
    /// for a class mock, the real object's for a protocol mock created with
    /// `init(forwardingTo:)`. The call is still recorded and verifiable. A protocol mock that
    /// does not forward reports a failure and answers as if unstubbed.
    public func willCallRealImplementation() {
        register(.callRealImplementation)
    }
}

/// Makes `mock` a partial mock: calls with no matching stub run the real implementation
/// (the superclass's member, or the forwarded object's) instead of following the policy.
/// Stubbed calls still answer from their stubs; every call is recorded.
/// `reset(mock)` keeps this; `stopForwarding(mock)` ends it.
public func forwardUnstubbedCalls<M: MockObject>(_ mock: M) {
    mock._mockState.resolved.forwarding.withLock { $0.forwardsUnstubbedCalls = true }
}

/// `forwardUnstubbedCalls(_:)` for a mock type's static (`class`) members.
public func forwardUnstubbedCalls<M: StaticMock>(_ type: M.Type) {
    M._staticMockState.resolved.forwarding.withLock { $0.forwardsUnstubbedCalls = true }
}

/// Stops forwarding: unstubbed calls follow the mock's policy again, and a protocol mock
/// created with `init(forwardingTo:)` lets go of its real object (OCMock's `stopMocking`).
/// Stubs, including `willCallRealImplementation()` ones, stay until `reset`.
public func stopForwarding<M: MockObject>(_ mock: M) {
    mock._mockState.resolved.forwarding.withLock { $0 = ForwardingState() }
}

/// `stopForwarding(_:)` for a mock type's static (`class`) members.
public func stopForwarding<M: StaticMock>(_ type: M.Type) {
    M._staticMockState.resolved.forwarding.withLock { $0 = ForwardingState() }
}

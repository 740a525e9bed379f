/// Where a mock sends the calls it does not answer itself; kept in `MockState.forwarding`.
///
/// A class mock always has a real implementation (the superclass's member); a protocol mock
/// has one only while it forwards to a real object (`target`).
struct ForwardingState {
    /// Partial mock: a call with no stub runs the real implementation instead of following
    /// the policy.
    var forwardsUnstubbedCalls = false
    /// The real object a protocol mock forwards to (`XMock(forwardingTo: real)`), if any.
    var target: Any?
}

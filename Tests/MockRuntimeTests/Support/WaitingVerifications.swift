@_spi(MockgenGenerated) @testable import MockRuntime

/// Suspends until a `calledEventually` on `mock` is waiting for its next call: a condition,
/// not a duration, so tests that make calls "later" do not depend on the machine's speed.
func waitUntilAVerificationWaits(on mock: some MockObject) async {
    let state = mock._mockState.resolved
    while state.storage.withLock({ $0.waiters.isEmpty }) {
        await Task.yield()
    }
}

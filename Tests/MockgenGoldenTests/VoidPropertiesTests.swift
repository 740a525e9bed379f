import MockRuntime
import Testing

/// A property of type `Void` (or `()`) is read like a call that returns nothing: relaxed mocks
/// answer it, a stub can throw from it, and the reads are verified.
@Suite struct VoidPropertiesTests {
    struct NotReady: Error {}

    @Test func voidPropertiesAreReadStubbedAndVerified() async throws {
        let readiness = ReadinessMock()
        readiness.ready
        await readiness.awaited
        given(readiness).checked.willThrow(NotReady())
        #expect(throws: NotReady.self) { try readiness.checked }
        try await readiness.settled
        readiness.reset()
        verify(readiness).ready.getCalled(.once)
        verify(readiness).checked.getCalled(.once)
        verify(readiness).awaited.getCalled(.once)
        verify(readiness).settled.getCalled(.once)
        verify(readiness).reset().called(.once)
    }
}

import MockRuntime
import Testing

/// A greeter the spies forward to.
private struct PoliteWelcomer: SpyWelcomer {
    var language: String { "en" }
    func greet(_ name: String) -> String { "Hello, \(name)" }
    func welcome(_ name: String) -> String { greet(name) + "!" }
    func translate(_ text: String) async throws -> String { "[\(text)]" }
    func echo<V>(_ value: V) -> V { value }
    static func defaultLanguage() -> String { "en" }
}

private final class CountingTally: SpyCounter {
    var count = 0
    func increment(by step: Int) throws -> Int {
        count += step
        return count
    }
}

/// Generated spies: protocol mocks made with `init(forwardingTo:)` pass unstubbed calls to the
/// real object, answer stubbed ones from their stubs, and record all of them.
@Suite struct SpyTests {
    @Test func aSpyPassesUnstubbedCallsToTheRealObjectAndRecordsThem() async throws {
        let spy = SpyWelcomerMock(forwardingTo: PoliteWelcomer())
        #expect(spy.greet("ann") == "Hello, ann")
        #expect(spy.language == "en")
        #expect(try await spy.translate("hi") == "[hi]")
        #expect(spy.echo(3) == 3)
        verify(spy).greet(.value("ann")).called(.once)
        verify(spy).translate(.any).called(.once)
        verify(spy).language.getCalled(.once)
    }

    @Test func aStubbedCallOfASpyAnswersFromItsStub() {
        let spy = SpyWelcomerMock(forwardingTo: PoliteWelcomer())
        given(spy).greet(.value("bob")).willReturn("Go away")
        #expect(spy.greet("bob") == "Go away")
        #expect(spy.greet("ann") == "Hello, ann")
        // The real object's own inner calls stay inside it: the spy sees `welcome` only.
        #expect(spy.welcome("bob") == "Hello, bob!")
        verify(spy).greet(.any).called(.twice)
    }

    @Test func resetKeepsForwardingAndStopForwardingReturnsTheSpyToItsPolicy() {
        let spy = SpyWelcomerMock(forwardingTo: PoliteWelcomer())
        given(spy).greet(.any).willReturn("stub")
        reset(spy)
        #expect(spy.greet("ann") == "Hello, ann")
        stopForwarding(spy)
        #expect(spy.greet("ann") == "")
        verify(spy).greet(.any).called(.twice)
    }

    @Test func aPlainProtocolMockStaysAPlainMock() {
        let mock = SpyWelcomerMock()
        #expect(mock.greet("ann") == "")
        verify(mock).greet(.any).called(.once)
    }

    @Test func aSpyOfAClassBoundProtocolForwardsSettersAndThrowingMembers() throws {
        let spy = SpyCounterMock(forwardingTo: CountingTally())
        spy.count = 5
        #expect(try spy.increment(by: 2) == 7)
        #expect(spy.count == 7)
        given(spy).increment(by: .value(0)).willThrow(SpyFailure())
        #expect(throws: SpyFailure()) { try spy.increment(by: 0) }
        verify(spy).count(newValue: .value(5)).setCalled(.once)
    }
}

private struct SpyFailure: Error, Equatable {}

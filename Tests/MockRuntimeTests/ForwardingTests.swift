import MockRuntime
import Testing

@Suite("Protocol mocks forwarding to a real object")
struct ForwardingTests {
    @Test func unstubbedCallsGoToTheRealObjectAndAreRecorded() async throws {
        let spy = GreeterMock(forwardingTo: EnglishGreeter())
        #expect(spy.greet("Ann") == "Hello, Ann")
        #expect(spy.language == "en")
        #expect(try await spy.translate("hi") == "[en] hi")
        #expect(spy.echo(7) == 7)
        verify(spy).greet(.value("Ann")).called(.once)
        verify(spy).translate(.any).called(.once)
        verify(spy).echo(.value(7)).called(.once)
    }

    @Test func stubbedCallsAnswerFromTheStub() {
        let spy = GreeterMock(forwardingTo: EnglishGreeter())
        given(spy).greet(.value("Bob")).willReturn("Yo")
        #expect(spy.greet("Bob") == "Yo")
        #expect(spy.greet("Ann") == "Hello, Ann")
        verify(spy).greet(.any).called(.twice)
    }

    @Test func theRealObjectsOwnInnerCallsAreNotIntercepted() {
        let spy = GreeterMock(forwardingTo: EnglishGreeter())
        given(spy).greet(.any).willReturn("stub")
        #expect(spy.welcome("Ann") == "Hello, Ann!")
        verify(spy).greet(.any).called(.never)
    }

    @Test func stopForwardingDropsTheRealObjectAndResetKeepsIt() {
        let spy = GreeterMock(forwardingTo: EnglishGreeter())
        reset(spy)
        #expect(spy.greet("Ann") == "Hello, Ann")
        stopForwarding(spy)
        #expect(spy.greet("Ann") == "")
        verify(spy).greet(.any).called(.twice)
    }

    @Test func willCallRealImplementationWithoutARealObjectIsReported() {
        let creationLine = #line + 1
        let mock = GreeterMock(name: "plain")
        given(mock).greet(.any).willCallRealImplementation()
        // The report names the line that created the mock, which its initializer records.
        expectReported(["GreeterMock \"plain\"", "greet(\"Ann\")", "does not forward"], atLine: creationLine) {
            #expect(mock.greet("Ann") == "")
        }
    }

    @Test func willCallRealImplementationOnAMockWithoutForwardingIsReported() {
        let engine = EngineMock(name: "plain")
        given(engine).currentSpeed(in: .any).willCallRealImplementation()
        expectReported(
            ["EngineMock \"plain\"", "currentSpeed(in:", "does not forward"], inFileEndingWith: "ForwardingTests.swift"
        ) {
            #expect(engine.currentSpeed(in: .kilometersPerHour) == 0)
        }
    }

    @Test func aMockWithoutARealObjectFollowsItsPolicy() {
        let mock = GreeterMock()
        forwardUnstubbedCalls(mock)
        #expect(mock.greet("Ann") == "")
    }

    @Test func aStrictSpyAllowsForwardedCalls() {
        let spy = GreeterMock(forwardingTo: EnglishGreeter(), policy: .strict)
        #expect(spy.greet("Ann") == "Hello, Ann")
    }
}

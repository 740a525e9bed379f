import Foundation
import MockRuntime
import Testing

@Suite("No more interactions")
struct NoMoreInteractionsTests {
    @Test func passesWhenEveryCallWasVerified() throws {
        let engine = EngineMock()
        engine.turnOn()
        try engine.setSpeed(to: 3)
        try engine.setSpeed(to: 4)
        verify(engine).turnOn().called(.once)
        verify(engine).setSpeed(to: .any).called(.twice)
        verifyNoMoreInteractions(engine)
    }

    @Test func listsTheUnverifiedCallsAtItsLine() throws {
        let engine = EngineMock(name: "e")
        engine.turnOn()
        try engine.setSpeed(to: 3)
        engine.speed = 2
        verify(engine).turnOn().called(.once)
        let line = #line + 5
        expectReported(
            ["EngineMock \"e\": expected no more interactions, but 2 calls were not verified: setSpeed(to: 3.0), set speed = 2.0"],
            atLine: line
        ) {
            verifyNoMoreInteractions(engine)
        }
    }

    @Test func aStubbedCallStillNeedsAVerification() {
        let engine = EngineMock()
        given(engine).isOn.willReturn(true)
        _ = engine.isOn
        let line = #line + 2
        expectReported(["expected no more interactions, but 1 call was not verified: get isOn"], atLine: line) {
            verifyNoMoreInteractions(engine)
        }
        verify(engine).isOn.getCalled(.once)
        verifyNoMoreInteractions(engine)
    }

    @Test func aFailedVerificationDoesNotCountItsCalls() throws {
        let engine = EngineMock()
        try engine.setSpeed(to: 3)
        withKnownIssue { verify(engine).setSpeed(to: .any).called(.twice) }
        let line = #line + 2
        expectReported(["1 call was not verified: setSpeed(to: 3.0)"], atLine: line) {
            verifyNoMoreInteractions(engine)
        }
    }

    @Test func callsMatchedByExpectationsInOrderChecksAllowancesOrIgnoringCountAsVerified() {
        let expected = EngineMock()
        expect(expected).turnOn().called(.once)
        expected.turnOn()

        let ordered = EngineMock()
        ordered.turnOn()
        ordered.turnOff()
        verifyInOrder {
            verify(ordered).turnOn()
            verify(ordered).turnOff()
        }

        let allowed = EngineMock()
        allowing(allowed) { $0.turnOn() }
        allowed.turnOn()

        let ignored = EngineMock()
        ignored.turnOff()
        ignoring(ignored)
        ignored.turnOn()

        verifyNoMoreInteractions(expected, ordered, allowed, ignored)
    }

    @Test func resettingTheCallsForgetsThemAndWhichWereVerified() {
        let engine = EngineMock()
        engine.turnOn()
        verify(engine).turnOn().called(.once)
        reset(engine, .calls)
        engine.turnOff()
        let line = #line + 2
        expectReported(["1 call was not verified: turnOff()"], atLine: line) {
            verifyNoMoreInteractions(engine)
        }
    }

    @Test func verifyNoInteractionsPassesForAnUntouchedMockAndListsCallsOtherwise() {
        let untouched = EngineMock()
        let used = EngineMock(name: "used")
        given(untouched).isOn.willReturn(true)
        used.turnOn()
        _ = used.currentSpeed(in: .milesPerHour)
        verifyNoInteractions(untouched)
        let line = #line + 5
        expectReported(
            ["EngineMock \"used\": expected no interactions, but 2 calls were recorded: turnOn(), currentSpeed(in: .milesPerHour)"],
            atLine: line
        ) {
            verifyNoInteractions(untouched, used)
        }
    }

    @Test func staticMembersHaveTheirOwnChecks() {
        withStaticMockScope {
            verifyNoInteractions(EngineMock.self)
            given(EngineMock.self).make().willReturn(EngineMock())
            _ = EngineMock.make()
            let line = #line + 4
            expectReported(
                ["EngineMock.self: expected no more interactions, but 1 call was not verified: make()"], atLine: line
            ) {
                verifyNoMoreInteractions(EngineMock.self)
            }
            verify(EngineMock.self).make().called(.once)
            verifyNoMoreInteractions(EngineMock.self)
        }
    }
}

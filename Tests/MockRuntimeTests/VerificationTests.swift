import Foundation
import MockRuntime
import Testing

@Suite("Verification")
struct VerificationTests {
    @Test func everyCountAcceptsExactlyItsNumbers() {
        #expect(CallCount.never.accepts(0) && !CallCount.never.accepts(1))
        #expect(CallCount.once.accepts(1) && !CallCount.once.accepts(0) && !CallCount.once.accepts(2))
        #expect(CallCount.twice.accepts(2) && !CallCount.twice.accepts(3))
        #expect(CallCount.exactly(3).accepts(3) && !CallCount.exactly(3).accepts(2))
        #expect(CallCount.atLeast(2).accepts(2) && CallCount.atLeast(2).accepts(99) && !CallCount.atLeast(2).accepts(1))
        #expect(CallCount.atMost(2).accepts(0) && CallCount.atMost(2).accepts(2) && !CallCount.atMost(2).accepts(3))
        #expect(CallCount.between(2...3).accepts(2) && CallCount.between(2...3).accepts(3) && !CallCount.between(2...3).accepts(4))
        #expect(CallCount.atLeastOnce.accepts(1) && !CallCount.atLeastOnce.accepts(0))
    }

    @Test func countsReadAsEnglish() {
        #expect(["\(CallCount.never)", "\(CallCount.once)", "\(CallCount.twice)", "\(CallCount.exactly(3))",
                 "\(CallCount.atLeast(2))", "\(CallCount.atMost(4))", "\(CallCount.between(1...3))", "\(CallCount.atLeastOnce)"]
            == ["never", "exactly once", "exactly twice", "exactly 3 times",
                "at least twice", "at most 4 times", "between 1 and 3 times", "at least once"])
    }

    @Test func calledPassesWhenTheCountMatches() throws {
        let engine = EngineMock()
        engine.turnOn()
        try engine.setSpeed(to: 5)
        try engine.setSpeed(to: 5)
        verify(engine).turnOn().called(.once)
        verify(engine).turnOff().called(.never)
        verify(engine).setSpeed(to: .value(5)).called(.atLeast(2))
        verify(engine).setSpeed(to: .any).called(.between(1...2))
        verify(engine).setSpeed(to: .any).called(.atMost(2))
        verify(engine).setSpeed(to: .any).called(.exactly(2))
        verify(engine).setSpeed(to: .any).called()
    }

    @Test func aFailedVerificationReportsTheFullMessageAtTheVerifyLine() throws {
        let engine = EngineMock(name: "left engine")
        engine.turnOn()
        try engine.setSpeed(to: 3)
        let expected = """
            EngineMock "left engine": expected setSpeed(to: 5.0) to be called exactly once, but it was called 0 times.
            Calls recorded: turnOn(), setSpeed(to: 3.0)
            Closest call: setSpeed(to: 3.0) — argument `to`: expected 5.0, got 3.0
            """
        let line = #line + 2
        expectReported([expected], atLine: line) {
            verify(engine).setSpeed(to: .value(5)).called(.once)
        }
    }

    @Test func aCallMadeTooOftenIsReportedWithTheActualCount() {
        let engine = EngineMock()
        engine.turnOn()
        engine.turnOn()
        let line = #line + 4
        expectReported(
            ["EngineMock: expected turnOn() to be called exactly once, but it was called 2 times."], atLine: line
        ) {
            verify(engine).turnOn().called(.once)
        }
    }

    @Test func theClosestCallNamesEveryArgumentThatDiffered() {
        let engine = EngineMock()
        engine.load(Request(path: "/b")) { _ in }
        engine[1] = "x"
        let line = #line + 5
        expectReported(
            ["Closest call: set subscript(1) = \"x\" — argument `index`: expected 2, got 1; argument `newValue`: expected \"y\", got \"x\""],
            atLine: line
        ) {
            verify(engine)[.value(2), newValue: .value("y")].called(.once)
        }
    }

    @Test func anArgumentWithoutALabelIsNamedByItsParameterName() {
        let engine = EngineMock()
        engine.load(Request(path: "/b")) { _ in }
        let line = #line + 2
        expectReported(["argument `request`: expected Request(path: \"/a\"), got Request(path: \"/b\")"], atLine: line) {
            verify(engine).load(.value(Request(path: "/a")), completion: .any).called(.once)
        }
    }

    @Test func getCalledAndSetCalledVerifyPropertyAccess() {
        let engine = EngineMock()
        engine.speed = 4
        engine.speed = 5
        _ = engine.speed
        verify(engine).isOn.getCalled(.never)
        verify(engine).speed.getCalled(.once)
        verify(engine).speed(newValue: .any).setCalled(.twice)
        verify(engine).speed(newValue: .value(5)).setCalled(.once)
        let line = #line + 2
        expectReported(["expected get isOn to be called exactly once, but it was called 0 times."], atLine: line) {
            verify(engine).isOn.getCalled(.once)
        }
    }

    @Test func calledEventuallyWaitsForCallsFromOtherTasks() async throws {
        let engine = EngineMock()
        let verification = Task {
            try await verify(engine).turnOn().calledEventually(.twice, within: 600)
        }
        // Each call is made only once the verification is suspended waiting for one, so the
        // test proves that a call from another task wakes it, whatever the machine's load.
        await waitUntilAVerificationWaits(on: engine)
        await Task.detached { engine.turnOn() }.value
        await waitUntilAVerificationWaits(on: engine)
        await Task.detached { engine.turnOn() }.value
        try await verification.value
        verify(engine).turnOn().called(.twice)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func calledEventuallyTakesADuration() async throws {
        let engine = EngineMock()
        let verification = Task {
            try await verify(engine).turnOn().calledEventually(.once, within: .seconds(600))
        }
        await waitUntilAVerificationWaits(on: engine)
        await Task.detached { engine.turnOn() }.value
        try await verification.value
    }

    @Test func calledEventuallyWaitsForCallsFromOtherThreads() async throws {
        let engine = EngineMock()
        let thread = Thread { engine.turnOff() }
        thread.start()
        try await verify(engine).turnOff().calledEventually(.once, within: 60)
    }

    @Test func calledEventuallyReportsAFailureWhenTheTimeRunsOut() async {
        let engine = EngineMock()
        engine.turnOn()
        let line = #line + 4
        await expectReported(
            ["expected turnOn() to be called exactly twice, but it was called 1 time."], atLine: line
        ) {
            try? await verify(engine).turnOn().calledEventually(.twice, within: 0)
        }
    }

    @Test func verifyInOrderAcceptsCallsInOrderAcrossMocks() throws {
        let engine = EngineMock(name: "engine")
        let other = EngineMock(name: "other")
        engine.turnOn()
        other.turnOn()
        try engine.setSpeed(to: 3)
        other.turnOff()
        verifyInOrder {
            verify(engine).turnOn()
            verify(other).turnOn()
            verify(engine).setSpeed(to: .any)
            verify(other).turnOff()
        }
    }

    @Test func verifyInOrderReportsTheFirstStepOutOfOrder() throws {
        let engine = EngineMock(name: "engine")
        let other = EngineMock(name: "other")
        try engine.setSpeed(to: 3)
        other.turnOn()
        let expected = [
            "verifyInOrder: expected EngineMock \"engine\".setSpeed(to: any) to be called after turnOn(), but no such call was recorded after them.",
            "Calls recorded: EngineMock \"engine\".setSpeed(to: 3.0), EngineMock \"other\".turnOn()",
        ]
        let line = #line + 2
        expectReported(expected, atLine: line) {
            verifyInOrder {
                verify(other).turnOn()
                verify(engine).setSpeed(to: .any)
            }
        }
    }
}

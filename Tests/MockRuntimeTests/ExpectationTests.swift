import Foundation
import MockRuntime
import Testing

@Suite("Expectations, contexts and states")
struct ExpectationTests {
    @Test func metExpectationsPassVerification() throws {
        let strict = EngineMock(policy: .strict)
        expect(strict).turnOn().called(.once)
        expect(strict).setSpeed(to: .any).called(.atLeast(1))
        expect(strict).turnOff().called(.never)
        strict.turnOn()
        try strict.setSpeed(to: 4)
        verifyExpectations(strict)
    }

    @Test func anUnmetExpectationIsReportedAtItsExpectLine() {
        let engine = EngineMock(name: "e")
        let line = #line + 1
        expect(engine).turnOn().called(.twice)
        engine.turnOn()
        expectReported(
            ["EngineMock \"e\": expected turnOn() to be called exactly twice, but it was called 1 time."], atLine: line
        ) {
            verifyExpectations(engine)
        }
    }

    @Test func aRejectedCallFailsAtTheMomentOfTheCall() {
        let strict = EngineMock(policy: .strict, name: "strict")
        let line = #line + 1
        expect(strict).turnOff().called(.never)
        expectReported(
            ["EngineMock \"strict\": expected turnOff() never to be called, but it was called 1 time"], atLine: line
        ) {
            strict.turnOff()
        }
        verifyExpectations(strict)  // already reported at the call: not reported twice
    }

    @Test func exceedingAnExactExpectationFailsAtTheExtraCall() {
        let engine = EngineMock()
        let line = #line + 1
        expect(engine).turnOn().called(.once)
        engine.turnOn()
        expectReported(["expected turnOn() to be called exactly once, but it was called 2 times"], atLine: line) {
            engine.turnOn()
        }
    }

    @Test func expectationsCoverPropertiesAndCaptureArguments() {
        let engine = EngineMock()
        let speeds = ArgumentCaptor<Float>()
        expect(engine).isOn.getCalled(.once)
        expect(engine).speed(newValue: .capture(speeds)).setCalled(.twice)
        _ = engine.isOn
        engine.speed = 1
        engine.speed = 2
        verifyExpectations(engine)
        #expect(speeds.values == [1, 2])
    }

    @Test func contextVerifiesEveryJoinedMock() {
        let context = MockContext()
        let left = context.join(EngineMock(name: "left"))
        let right = context.join(EngineMock(name: "right"))
        expect(left).turnOn().called(.once)
        expect(right).turnOff().called(.once)
        right.turnOff()
        left.turnOn()
        right.turnOn()
        context.verify()
    }

    @Test func contextReportsTheUnmetExpectationsOfEachMock() {
        let context = MockContext()
        let left = context.join(EngineMock(name: "left"))
        let right = context.join(EngineMock(name: "right"))
        expect(left).turnOn().called(.once)
        expect(right).turnOff().called(.once)
        let collected = TestBox<[String]>([])
        withKnownIssue {
            context.verify()
        } matching: { issue in
            collected.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let reported = collected.withLock { $0 }
        #expect(reported.count == 2)
        #expect(reported.contains { $0.hasPrefix("EngineMock \"left\": expected turnOn() to be called exactly once") })
        #expect(reported.contains { $0.hasPrefix("EngineMock \"right\": expected turnOff() to be called exactly once") })
    }

    @Test func contextResetForgetsTheJoinedMocksState() {
        let context = MockContext()
        let engine = context.join(EngineMock())
        expect(engine).turnOn().called(.once)
        given(engine).isOn.willReturn(true)
        context.reset()
        #expect(engine.isOn == false)
        context.verify()
        context.reset(.calls)
        #expect(recordedCalls(engine).isEmpty)
    }

    @Test func stubsAndExpectationsApplyOnlyInTheirStateAndMoveIt() {
        let context = MockContext()
        let engine = context.join(EngineMock(name: "engine"))
        let power = context.states("power", startsAs: "off")
        given(engine).isOn.when(power.is("on")).willReturn(true)
        expect(engine).turnOn().when(power.is("off")).then(power.is("on")).called(.once)
        expect(engine).turnOff().when(power.is("on")).then(power.is("off")).called(.once)

        #expect(!engine.isOn)
        engine.turnOn()
        #expect(power.current == "on")
        #expect(engine.isOn)
        engine.turnOn()          // already on: not counted by the "when off" expectation
        engine.turnOff()
        #expect(power.current == "off")
        #expect(!engine.isOn)
        context.verify()
    }

    @Test func stubsAndActionsCanMoveAStateMachine() {
        let context = MockContext()
        let engine = context.join(EngineMock())
        let gear = context.states("gear", startsAs: "park")
        let power = context.states("power", startsAs: "off")
        given(engine).currentSpeed(in: .any).when(gear.is("park")).then(gear.is("drive")).willReturn(0)
        given(engine).currentSpeed(in: .any).when(gear.isNot("park")).willReturn(30)
        when(engine).turnOn().perform { power.become("on") }

        #expect(engine.currentSpeed(in: .milesPerHour) == 0)
        #expect(gear.current == "drive")
        #expect(engine.currentSpeed(in: .milesPerHour) == 30)
        engine.turnOn()
        #expect(power.current == "on")
        #expect(context.stateMachines.map(\.description) == ["gear is drive", "power is on"])
    }
}

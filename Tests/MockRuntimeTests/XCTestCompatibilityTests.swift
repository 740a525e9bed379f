import Foundation
import MockRuntime
import XCTest

/// The runtime works the same under XCTest: stubs, verification, expectations, states,
/// static scopes and concurrent calls. (Failure reporting goes through IssueReporting,
/// which routes to XCTFail here; the Swift Testing suites assert the reported messages.)
final class XCTestCompatibilityTests: XCTestCase {
    func testStubsAnswerAndVerificationPasses() throws {
        let engine = EngineMock(name: "xc")
        given(engine).currentSpeed(in: .any).willReturn(62, 63)
        given(engine).setSpeed(to: .matching { $0 > 200 }).willThrow(SpeedError.tooFast)
        XCTAssertEqual(engine.currentSpeed(in: .milesPerHour), 62)
        XCTAssertEqual(engine.currentSpeed(in: .milesPerHour), 63)
        XCTAssertThrowsError(try engine.setSpeed(to: 250))
        try engine.setSpeed(to: 5)
        verify(engine).currentSpeed(in: .value(.milesPerHour)).called(.twice)
        verify(engine).setSpeed(to: .value(5)).called(.once)
    }

    func testExpectationsAndStatesInAContext() {
        let context = MockContext()
        let engine = context.join(EngineMock(policy: .strict))
        let power = context.states("power", startsAs: "off")
        expect(engine).turnOn().when(power.is("off")).then(power.is("on")).called(.once)
        expect(engine).turnOff().called(.never)
        given(engine).isOn.when(power.is("on")).willReturn(true)
        given(engine).isOn.when(power.is("off")).willReturn(false)
        XCTAssertFalse(engine.isOn)
        engine.turnOn()
        XCTAssertTrue(engine.isOn)
        context.verify()
    }

    func testCaptorsAndInOrderVerification() throws {
        let engine = EngineMock()
        let speeds = ArgumentCaptor<Float>()
        engine.turnOn()
        try engine.setSpeed(to: 3)
        try engine.setSpeed(to: 5)
        verify(engine).setSpeed(to: .capture(speeds)).called(.twice)
        XCTAssertEqual(speeds.values, [3, 5])
        verifyInOrder {
            verify(engine).turnOn()
            verify(engine).setSpeed(to: .value(5))
        }
    }

    func testStaticMembersInAScope() {
        withStaticMockScope {
            let engine = EngineMock()
            given(EngineMock.self).make().willReturn(engine)
            XCTAssertTrue(EngineMock.make() === engine)
            verify(EngineMock.self).make().called(.once)
        }
    }

    func testCalledEventuallyAndConcurrentCalls() async throws {
        let engine = EngineMock()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<1_000 { engine.turnOn() } }
            }
        }
        verify(engine).turnOn().called(.exactly(4_000))
        Task.detached { engine.turnOff() }
        try await verify(engine).turnOff().calledEventually(.once, within: 60)
    }
}

import Foundation
import MockRuntime
import Testing

@Suite struct EngineBasicsTests {
    @Test func stubbedMethodsPropertiesAndSubscriptsAnswerAndAreVerified() throws {
        let engine = EngineMock(name: "left engine")
        given(engine).currentSpeed(in: .value(.milesPerHour)).willReturn(62, 63)
        given(engine).isOn.willReturn(true)
        given(engine)[.value(2)].willReturn("two")

        #expect(engine.currentSpeed(in: .milesPerHour) == 62)
        #expect(engine.currentSpeed(in: .milesPerHour) == 63)
        #expect(engine.isOn)
        #expect(engine[2] == "two")
        engine.speed = 5
        engine[3] = "three"

        verify(engine).currentSpeed(in: .any).called(.twice)
        verify(engine).isOn.getCalled(.once)
        verify(engine).speed(newValue: .value(5)).setCalled(.once)
        verify(engine)[.value(3), newValue: .value("three")].setCalled(.once)
    }

    @Test func throwingAsyncAndTypedThrowingMembersUseTheirStubs() async throws {
        let engine = EngineMock()
        given(engine).setSpeed(to: .matching { $0 > 200 }).willThrow(EngineBasicsFailure.tooFast)
        given(engine).fetch(id: .value(1)).willReturn(Data([1, 2]))
        given(engine).decode(Parameter<Int.Type>.any, from: .any).willThrow(DecodeError.corrupt)

        #expect(throws: EngineBasicsFailure.tooFast) { try engine.setSpeed(to: 300) }
        try engine.setSpeed(to: 100)
        #expect(try await engine.fetch(id: 1) == Data([1, 2]))
        #expect(throws: DecodeError.corrupt) { _ = try engine.decode(Int.self, from: Data()) }
        verify(engine).setSpeed(to: .any).called(.twice)
    }

    @Test func completionHandlersAndInoutParametersAreDrivenByProducers() {
        let engine = EngineMock()
        given(engine).load(.any, completion: .any).willProduce { _, completion in
            completion(.success(Data([7])))
        }
        given(engine).update(.any).willProduce { value in value += 10 }

        var received: Data?
        engine.load(EngineRequest(path: "/a")) { result in received = try? result.get() }
        var number = 1
        engine.update(&number)

        #expect(received == Data([7]))
        #expect(number == 11)
        verify(engine).update(.value(1)).called(.once)
        verify(engine).load(.value(EngineRequest(path: "/a"))).called(.once)
    }

    @Test func staticRequirementsAreStubbedOnTheMockType() {
        withStaticMockScope {
            let made = EngineMock(name: "made")
            given(EngineMock.self).make().willReturn(made)
            #expect(EngineMock.make() === made)
            verify(EngineMock.self).make().called(.once)
        }
    }

    @Test func strictExpectationsSetUpFrontAreCheckedTogether() {
        let strict = EngineMock(policy: .strict, name: "strict engine")
        expect(strict).turnOn().called(.once)
        expect(strict).setSpeed(to: .value(5)).called(.once)
        strict.turnOn()
        withKnownIssue {
            verifyExpectations(strict)
        } matching: { failure in
            issue(failure, mentions: "EngineMock \"strict engine\"", "setSpeed(to: 5.0)", "exactly once", "0 times")
        }
    }

    @Test func resetForgetsCallsAndStubsAndCaptorsSeeArguments() {
        let engine = EngineMock()
        let speeds = ArgumentCaptor<Float>()
        given(engine).currentSpeed(in: .any).willReturn(9)
        try? engine.setSpeed(to: 3)
        try? engine.setSpeed(to: 5)
        verify(engine).setSpeed(to: .capture(speeds)).called(.twice)
        #expect(speeds.values == [3, 5])
        reset(engine)
        verify(engine).setSpeed(to: .any).called(.never)
        #expect(engine.currentSpeed(in: .milesPerHour) == 0)
    }

    @Test func aMissingCallFailsWithTheExpectedCountAndTheCallsRecorded() {
        let engine = EngineMock(name: "left engine")
        _ = engine.currentSpeed(in: .kilometersPerHour)
        withKnownIssue {
            verify(engine).turnOn().called(.once)
        } matching: { failure in
            issue(
                failure, mentions: "EngineMock \"left engine\"", "turnOn()", "exactly once", "0 times",
                "currentSpeed(in:")
        }
    }
}

enum EngineBasicsFailure: Error {
    case tooFast
}

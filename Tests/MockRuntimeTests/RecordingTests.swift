import Foundation
import MockRuntime
import Testing

@Suite("Recording")
struct RecordingTests {
    @Test func everyCallIsRecordedWithItsMemberArgumentsAndIncreasingSequenceNumbers() throws {
        let engine = EngineMock()
        engine.turnOn()
        try engine.setSpeed(to: 3)
        _ = engine.currentSpeed(in: .milesPerHour)

        let calls = recordedCalls(engine)
        #expect(calls.map(\.selector) == ["turnOn()", "setSpeed(to:)", "currentSpeed(in:)"])
        #expect(calls[1].arguments.first as? Float == 3)
        #expect(calls[2].arguments.first as? SpeedUnit == .milesPerHour)
        #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.sequence < $1.sequence })
    }

    @Test func sequenceNumbersOrderCallsAcrossMocks() {
        let left = EngineMock(name: "left")
        let right = EngineMock(name: "right")
        left.turnOn()
        right.turnOn()
        left.turnOff()
        let sequences = [recordedCalls(left)[0], recordedCalls(right)[0], recordedCalls(left)[1]].map(\.sequence)
        #expect(sequences == sequences.sorted())
        #expect(Set(sequences).count == 3)
    }

    @Test func argumentsAreRecordedAsWritten() {
        let engine = EngineMock()
        var value = 21
        given(engine).update(.any).willProduce { $0 *= 2 }
        engine.update(&value)
        engine.log("a", "b")
        engine.transaction {}
        engine.rename(to: nil)

        let calls = recordedCalls(engine)
        #expect(calls[0].arguments.first as? Int == 21, "inout is recorded as the value before the call")
        #expect(calls[1].arguments.first as? [String] == ["a", "b"], "variadics are recorded as an array")
        #expect(calls[2].arguments.first is NonEscapingClosure)
        #expect(calls.map(\.callDescription) == [
            "update(21)", "log([\"a\", \"b\"])", "transaction(<non-escaping closure>)", "rename(to: nil)",
        ])
    }

    @Test func propertyAndSubscriptAccessesAreRecordedAsGetsAndSets() {
        let engine = EngineMock()
        engine.speed = 4
        _ = engine.speed
        engine[2] = "two"
        _ = engine[2]
        #expect(recordedCalls(engine).map(\.callDescription) == [
            "set speed = 4.0", "get speed", "set subscript(2) = \"two\"", "get subscript(2)",
        ])
    }
}

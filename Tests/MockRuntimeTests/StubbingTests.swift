import Foundation
import MockRuntime
import Testing

@Suite("Stubbing")
struct StubbingTests {
    @Test func willReturnAnswersMatchingCalls() {
        let engine = EngineMock()
        given(engine).currentSpeed(in: .any).willReturn(100)
        #expect(engine.currentSpeed(in: .kilometersPerHour) == 100)
    }

    @Test func consecutiveValuesAreReturnedInOrderAndTheLastRepeats() {
        let engine = EngineMock()
        given(engine).currentSpeed(in: .value(.milesPerHour)).willReturn(62, 63, 64)
        let speeds = (0..<5).map { _ in engine.currentSpeed(in: .milesPerHour) }
        #expect(speeds == [62, 63, 64, 64, 64])
    }

    @Test func laterStubsWinOverEarlierOnesWhenBothMatch() {
        let engine = EngineMock()
        given(engine).currentSpeed(in: .any).willReturn(1)
        given(engine).currentSpeed(in: .value(.milesPerHour)).willReturn(2)
        #expect(engine.currentSpeed(in: .milesPerHour) == 2)
        #expect(engine.currentSpeed(in: .kilometersPerHour) == 1)
        given(engine).currentSpeed(in: .any).willReturn(3)
        #expect(engine.currentSpeed(in: .milesPerHour) == 3)
    }

    @Test func willThrowThrowsFromThrowingMembers() {
        let engine = EngineMock()
        given(engine).setSpeed(to: .matching { $0 > 200 }).willThrow(SpeedError.tooFast)
        #expect(throws: SpeedError.tooFast) { try engine.setSpeed(to: 250) }
        #expect(throws: Never.self) { try engine.setSpeed(to: 150) }
    }

    @Test func willThrowKeepsTypedThrowsTyped() {
        let engine = EngineMock()
        given(engine).decode(.any(of: Int.Type.self), from: .any).willThrow(DecodeError(reason: "bad"))
        do {
            _ = try engine.decode(Int.self, from: Data())
            Issue.record("expected a throw")
        } catch {
            #expect(error == DecodeError(reason: "bad"))   // `error` is a DecodeError, not any Error
        }
    }

    @Test func willProduceComputesTheAnswerFromTheArguments() {
        let engine = EngineMock()
        given(engine).currentSpeed(in: .any).willProduce { unit in unit == .milesPerHour ? 62 : 100 }
        #expect(engine.currentSpeed(in: .milesPerHour) == 62)
        #expect(engine.currentSpeed(in: .kilometersPerHour) == 100)
    }

    @Test func willProduceCanCallACompletionHandler() {
        let engine = EngineMock()
        given(engine).load(.any, completion: .any).willProduce { request, completion in
            completion(.success(Data(request.path.utf8)))
        }
        var received: Data?
        engine.load(Request(path: "/a")) { result in received = try? result.get() }
        #expect(received == Data("/a".utf8))
    }

    @Test func willProduceCanWriteThroughInout() {
        let engine = EngineMock()
        given(engine).update(.any).willProduce { value in value *= 2 }
        var value = 21
        engine.update(&value)
        #expect(value == 42)
    }

    @Test func willProduceCanAwaitAndThrowInAsyncMembers() async throws {
        let engine = EngineMock()
        given(engine).fetch(id: .value(1)).willProduce { id in
            await Task.yield()
            return Data([UInt8(id)])
        }
        given(engine).fetch(id: .value(2)).willProduce { _ in throw SpeedError.tooFast }
        #expect(try await engine.fetch(id: 1) == Data([1]))
        await #expect(throws: SpeedError.tooFast) { try await engine.fetch(id: 2) }
    }

    @Test func stubClosuresMayCaptureAndChangeLocalState() {
        let engine = EngineMock()
        var seen: [SpeedUnit] = []
        given(engine).currentSpeed(in: .any).willProduce { unit in
            seen.append(unit)
            return Float(seen.count)
        }
        _ = engine.currentSpeed(in: .milesPerHour)
        #expect(engine.currentSpeed(in: .kilometersPerHour) == 2)
        #expect(seen == [.milesPerHour, .kilometersPerHour])
    }

    @Test func performRunsASideEffectAndKeepsTheReturnStub() {
        let engine = EngineMock()
        var sideEffects = 0
        given(engine).currentSpeed(in: .any).willReturn(7)
        when(engine).currentSpeed(in: .any).perform { sideEffects += 1 }
        #expect(engine.currentSpeed(in: .milesPerHour) == 7)
        #expect(engine.currentSpeed(in: .milesPerHour) == 7)
        #expect(sideEffects == 2)
    }

    @Test func propertiesAreStubbable() {
        let engine = EngineMock()
        var written: [Float] = []
        given(engine).isOn.willReturn(true)
        given(engine).speed.willReturn(88)
        given(engine).speed(newValue: .any).willProduce { written.append($0) }
        engine.speed = 3
        #expect(engine.isOn)
        #expect(engine.speed == 88)
        #expect(written == [3])
    }

    @Test func subscriptsAreStubbable() {
        let engine = EngineMock()
        var written: [String] = []
        given(engine)[.value(1)].willReturn("one")
        given(engine)[.any, newValue: .any].willProduce { index, value in written.append("\(index)=\(value)") }
        engine[2] = "two"
        #expect(engine[1] == "one")
        #expect(engine[5] == "")
        #expect(written == ["2=two"])
    }

    @Test func genericMembersAreStubbedByType() throws {
        let engine = EngineMock()
        given(engine).decode(.any(of: Int.Type.self), from: .any).willReturn(42)
        given(engine).decode(.any(of: String.Type.self), from: .any).willReturn("forty-two")
        #expect(try engine.decode(Int.self, from: Data()) == 42)
        #expect(try engine.decode(String.self, from: Data()) == "forty-two")
        #expect(try engine.decode(Double.self, from: Data()) == 0, "no stub for Double: its default")

        var integers = 0
        when(engine).store(.any(of: Int.self)).perform { integers += 1 }
        engine.store(1)
        engine.store("1")
        engine.store(2)
        #expect(integers == 2)
    }

    @Test func stubsMayCallTheMockAgainWithoutDeadlocking() {
        let engine = EngineMock()
        given(engine).isOn.willReturn(true)
        given(engine).currentSpeed(in: .matching { _ in engine.isOn }).willProduce { _ in engine.isOn ? 50 : 0 }
        when(engine).turnOn().perform { engine.turnOff() }
        #expect(engine.currentSpeed(in: .milesPerHour) == 50)
        engine.turnOn()
        verify(engine).turnOff().called(.once)
    }

    @Test func staticMembersAreStubbedThroughTheMockType() {
        withStaticMockScope {
            let engine = EngineMock(name: "made")
            given(EngineMock.self).make().willReturn(engine)
            #expect(EngineMock.make() === engine)
            verify(EngineMock.self).make().called(.once)
        }
    }
}

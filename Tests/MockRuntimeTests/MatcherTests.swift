import Foundation
import MockRuntime
import Testing

@Suite("Matchers")
struct MatcherTests {
    @Test func anyMatchesEveryArgumentOfTheType() {
        let engine = EngineMock()
        try? engine.setSpeed(to: 1)
        try? engine.setSpeed(to: -1)
        verify(engine).setSpeed(to: .any).called(.twice)
    }

    @Test func valueMatchesEqualArguments() {
        let engine = EngineMock()
        try? engine.setSpeed(to: 5)
        try? engine.setSpeed(to: 6)
        verify(engine).setSpeed(to: .value(5)).called(.once)
        verify(engine).setSpeed(to: .value(7)).called(.never)
    }

    @Test func matchingUsesThePredicate() {
        let engine = EngineMock()
        for speed in [10, 20, 300] as [Float] { try? engine.setSpeed(to: speed) }
        verify(engine).setSpeed(to: .matching { $0 > 15 }).called(.twice)
    }

    @Test func identicalMatchesTheSameObjectOnly() {
        let engine = EngineMock()
        let first = Listener()
        let second = Listener()
        engine.attach(first)
        verify(engine).attach(.identical(to: first)).called(.once)
        verify(engine).attach(.identical(to: second)).called(.never)
    }

    @Test func nilAndNotNilMatchOptionals() {
        let engine = EngineMock()
        engine.rename(to: nil)
        engine.rename(to: "a")
        engine.rename(to: "b")
        verify(engine).rename(to: .nil).called(.once)
        verify(engine).rename(to: .notNil).called(.twice)
        verify(engine).rename(to: .value("a")).called(.once)
    }

    @Test func notInvertsAMatcher() {
        let engine = EngineMock()
        try? engine.setSpeed(to: 1)
        try? engine.setSpeed(to: 2)
        verify(engine).setSpeed(to: .not(.value(1))).called(.once)
        verify(engine).rename(to: .not(.nil)).called(.never)
    }

    @Test func captureCollectsTheArgumentsOfMatchingCallsInOrder() {
        let engine = EngineMock()
        let speeds = ArgumentCaptor<Float>()
        try? engine.setSpeed(to: 3)
        try? engine.setSpeed(to: 5)
        verify(engine).setSpeed(to: .capture(speeds)).called(.twice)
        #expect(speeds.values == [3, 5])
        #expect(speeds.lastValue == 5)
    }

    @Test func captureInAStubCollectsTheArgumentsOfCallsItAnswers() {
        let engine = EngineMock()
        let units = ArgumentCaptor<SpeedUnit>()
        given(engine).currentSpeed(in: .capture(units)).willReturn(1)
        _ = engine.currentSpeed(in: .milesPerHour)
        _ = engine.currentSpeed(in: .kilometersPerHour)
        #expect(units.values == [.milesPerHour, .kilometersPerHour])
    }

    @Test func genericParametersMatchByValueAndByType() {
        let engine = EngineMock()
        engine.store(5)
        engine.store("5")
        engine.store(5.0)
        engine.store(Int64(5))
        verify(engine).store(.value(5)).called(.once)
        verify(engine).store(.value("5")).called(.once)
        verify(engine).store(.any(of: Double.self)).called(.once)
        verify(engine).store(.any(of: Int64.self)).called(.once)
        verify(engine).store(.any(of: Bool.self)).called(.never)
    }

    @Test func closureArgumentsMatchWithAny() {
        let engine = EngineMock()
        engine.load(Request(path: "/x")) { _ in }
        engine.transaction {}
        verify(engine).load(.value(Request(path: "/x")), completion: .any).called(.once)
        verify(engine).transaction(.any).called(.once)
    }

    @Test func variadicArgumentsMatchAsAnArray() {
        let engine = EngineMock()
        engine.log("a", "b")
        verify(engine).log(.value(["a", "b"])).called(.once)
        verify(engine).log(.matching { $0.count == 2 }).called(.once)
    }
}

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

@Suite("Collection, number and composed matchers")
struct MoreMatcherTests {
    @Test func containsCountAndIsEmptyMatchCollections() {
        let engine = EngineMock()
        engine.log("a", "b")
        engine.log()
        verify(engine).log(.contains("a")).called(.once)
        verify(engine).log(.contains("z")).called(.never)
        verify(engine).log(.count(2)).called(.once)
        verify(engine).log(.count(0)).called(.once)
        verify(engine).log(.isEmpty).called(.once)
    }

    @Test func aroundMatchesWithinTheToleranceInclusive() {
        let engine = EngineMock()
        try? engine.setSpeed(to: 0.1 + 0.2)
        try? engine.setSpeed(to: 5)
        try? engine.setSpeed(to: .nan)
        verify(engine).setSpeed(to: .around(0.3, tolerance: 0.0001)).called(.once)
        verify(engine).setSpeed(to: .around(4.5, tolerance: 0.5)).called(.once)
        verify(engine).setSpeed(to: .around(4.5, tolerance: 0.4)).called(.never)
    }

    @Test func allOfAndAnyOfComposeMatchers() {
        let engine = EngineMock()
        for speed in [1, 5, 50] as [Float] { try? engine.setSpeed(to: speed) }
        verify(engine).setSpeed(to: .allOf(.matching { $0 > 2 }, .matching { $0 < 10 })).called(.once)
        verify(engine).setSpeed(to: .anyOf(.value(1), .value(50))).called(.twice)
        verify(engine).setSpeed(to: .allOf()).called(.exactly(3))
        verify(engine).setSpeed(to: .anyOf()).called(.never)
    }

    @Test func andAndOrOperatorsComposeMatchers() {
        let engine = EngineMock()
        for speed in [1, 5, 50] as [Float] { try? engine.setSpeed(to: speed) }
        verify(engine).setSpeed(to: .not(.value(1)) && .matching { $0 < 10 }).called(.once)
        verify(engine).setSpeed(to: .value(1) || .value(5) || .value(7)).called(.twice)
    }

    @Test func composedMatchersFeedTheCaptorsOfThePartsThatAccepted() {
        let engine = EngineMock()
        let small = ArgumentCaptor<Float>()
        let large = ArgumentCaptor<Float>()
        for speed in [1, 50] as [Float] { try? engine.setSpeed(to: speed) }
        verify(engine).setSpeed(
            to: (.matching { $0 < 10 } && .capture(small)) || (.matching { $0 > 10 } && .capture(large))
        ).called(.twice)
        #expect(small.values == [1])
        #expect(large.values == [50])
    }

    @Test func composedMatchersReadAsWrittenInFailures() {
        let engine = EngineMock()
        let line = #line + 5
        expectReported(
            ["expected setSpeed(to: (1.0 || allOf(not(2.0), around(3.0, tolerance: 0.5)))) to be called exactly once"],
            atLine: line
        ) {
            verify(engine).setSpeed(to: .value(1) || .allOf(.not(.value(2)), .around(3, tolerance: 0.5))).called(.once)
        }
        let countLine = #line + 4
        expectReported(
            ["expected log(allOf(contains(\"a\"), count(2), isEmpty)) to be called exactly once"], atLine: countLine
        ) {
            verify(engine).log(.allOf(.contains("a"), .count(2), .isEmpty)).called(.once)
        }
    }

    @Test func valueMatchesOptionalParametersWithThePlainWrappedValue() {
        let engine = EngineMock()
        let name = "b"
        engine.rename(to: "a")
        engine.rename(to: nil)
        engine.rename(to: name)
        verify(engine).rename(to: .value("a")).called(.once)
        verify(engine).rename(to: .value(name)).called(.once)
        verify(engine).rename(to: .value(nil)).called(.once)
    }
}

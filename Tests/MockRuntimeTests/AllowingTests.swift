import Foundation
import MockRuntime
import Testing

@Suite("Allowing and ignoring on strict mocks")
struct AllowingTests {
    @Test func ignoringAStrictMockAcceptsEveryCall() throws {
        let strict = EngineMock(policy: .strict)
        ignoring(strict)
        strict.turnOn()
        try strict.setSpeed(to: 3)
        #expect(strict.currentSpeed(in: .milesPerHour) == 0)
        verify(strict).turnOn().called(.once)
    }

    @Test func ignoringKeepsStubsAnswering() {
        let strict = EngineMock(policy: .strict)
        ignoring(strict)
        given(strict).currentSpeed(in: .any).willReturn(9)
        #expect(strict.currentSpeed(in: .milesPerHour) == 9)
    }

    @Test func allowingAcceptsOnlyTheListedMembersAndArguments() {
        let strict = EngineMock(policy: .strict, name: "s")
        allowing(strict) {
            $0.turnOn()
            $0.isOn
            $0.currentSpeed(in: .value(.milesPerHour))
        }
        strict.turnOn()
        strict.turnOn()
        #expect(strict.isOn == false)
        #expect(strict.currentSpeed(in: .milesPerHour) == 0)
        let reported = collectReports {
            _ = strict.currentSpeed(in: .kilometersPerHour)
            strict.turnOff()
        }
        #expect(reported.map { $0.components(separatedBy: "\n")[0] } == [
            "EngineMock \"s\" (strict): unexpected call currentSpeed(in: .kilometersPerHour).",
            "EngineMock \"s\" (strict): unexpected call turnOff().",
        ])
    }

    @Test func allowancesAreNotExpectations() {
        let strict = EngineMock(policy: .strict)
        allowing(strict) { $0.turnOn() }
        verifyExpectations(strict)        // no call was made, and none was required
        strict.turnOn()
        verifyExpectations(strict)
    }

    @Test func allowingAcceptsConditionalAndRepeatedLines() {
        let strict = EngineMock(policy: .strict)
        let allowSpeeds = true
        allowing(strict) { engine in
            if allowSpeeds {
                for unit in [SpeedUnit.milesPerHour, .kilometersPerHour] { engine.currentSpeed(in: .value(unit)) }
            }
        }
        _ = strict.currentSpeed(in: .milesPerHour)
        _ = strict.currentSpeed(in: .kilometersPerHour)
    }

    @Test func resettingExpectationsEndsAllowancesAndIgnoring() {
        let allowed = EngineMock(policy: .strict)
        let ignored = EngineMock(policy: .strict)
        allowing(allowed) { $0.turnOn() }
        ignoring(ignored)
        reset(allowed, .expectations)
        reset(ignored, .expectations)
        let reported = collectReports {
            allowed.turnOn()
            ignored.turnOn()
        }
        #expect(reported.count == 2)
    }

    @Test func staticMembersCanBeAllowedAndIgnored() {
        withStaticMockScope {
            allowing(StoreMock<Int>.self) { $0.named(.value("a")) }
            _ = StoreMock<Int>.named("a")
            verifyNoMoreInteractions(StoreMock<Int>.self)
            ignoring(StoreMock<String>.self)
            _ = StoreMock<String>.named("b")
            verifyNoMoreInteractions(StoreMock<String>.self)
            _ = StoreMock<Int>.named("c")
            let line = #line + 2
            expectReported(["1 call was not verified: named(\"c\")"], atLine: line) {
                verifyNoMoreInteractions(StoreMock<Int>.self)
            }
        }
    }
}

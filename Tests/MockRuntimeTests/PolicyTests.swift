import Foundation
import MockRuntime
import Testing

@Suite("Policies and default values")
struct PolicyTests {
    @Test func relaxedMocksReturnDefaultValuesForUnstubbedCalls() async throws {
        let engine = EngineMock()
        #expect(engine.isOn == false)
        #expect(engine.currentSpeed(in: .milesPerHour) == 0)
        #expect(engine[0] == "")
        #expect(try await engine.fetch(id: 1) == Data())
        #expect(try engine.decode([Int].self, from: Data()) == [])
        #expect(try engine.decode([String: Int].self, from: Data()) == [:])
        #expect(try engine.decode(Set<Int>.self, from: Data()) == [])
        #expect(try engine.decode(Int?.self, from: Data()) == nil)
        #expect(try engine.decode(UInt8.self, from: Data()) == 0)
        #expect(try engine.decode(Double.self, from: Data()) == 0)
        try engine.setSpeed(to: 1)
        engine.turnOn()
        #expect(StoreMock<Int>().load() == nil)
    }

    @Test func userTypesAdoptingTheDefaultValueProtocolAreReturnedUnstubbed() {
        let engine = EngineMock()
        #expect(engine.currentGear() == Gear(number: 1))
    }

    @Test func aMissingStubIsReportedWithTheGivenLineThenThrowsUnstubbed() {
        let engine = EngineMock(name: "e")
        expectReported([
            "EngineMock \"e\": no stub for loadConfig(), and Config has no default value.",
            "Add a stub: given(mock).loadConfig().willReturn(<Config>)",
            "The call throws MockError.unstubbed.",
        ], inFileEndingWith: "EngineMock.swift") {
            #expect {
                try engine.loadConfig()
            } throws: { error in
                guard case MockError.unstubbed(let call) = error else { return false }
                return call == "loadConfig()"
            }
        }
    }

    @Test func strictMocksReportUnexpectedCallsAtOnce() {
        let strict = EngineMock(policy: .strict, name: "s")
        expectReported([
            "EngineMock \"s\" (strict): unexpected call currentSpeed(in: .milesPerHour).",
            "Add a stub: given(mock).currentSpeed(in: .any).willReturn(<Float>) or an expectation: expect(mock).currentSpeed(in: .any).called(.once)",
        ], inFileEndingWith: "EngineMock.swift") {
            #expect(strict.currentSpeed(in: .milesPerHour) == 0)
        }
    }

    @Test func strictMocksAllowStubbedAndExpectedCalls() {
        let strict = EngineMock(policy: .strict)
        given(strict).currentSpeed(in: .any).willReturn(5)
        when(strict).turnOff().perform {}
        expect(strict).turnOn().called(.once)
        #expect(strict.currentSpeed(in: .milesPerHour) == 5)
        strict.turnOn()
        strict.turnOff()
        verifyExpectations(strict)
    }

    @Test func aStrictUnexpectedThrowingCallIsReportedOnceAndThrows() {
        let strict = EngineMock(policy: .strict)
        withKnownIssue {
            #expect(throws: MockError.self) { try strict.loadConfig() }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unexpected call loadConfig()")
        }
    }
}

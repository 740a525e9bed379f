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

    @Test func relaxedMocksReturnTheDocumentedFoundationDefaults() throws {
        let engine = EngineMock()
        #expect(try engine.decode(Date.self, from: Data()) == Date(timeIntervalSince1970: 0))
        #expect(try engine.decode(URL.self, from: Data()).absoluteString == "about:blank")
        #expect(try engine.decode(UUID.self, from: Data()).uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(try engine.decode(Decimal.self, from: Data()) == 0)
        #expect(try engine.decode(TimeInterval.self, from: Data()) == 0)
        #expect(try engine.decode(CGFloat.self, from: Data()) == 0)
        if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
            #expect(try engine.decode(Duration.self, from: Data()) == .zero)
        }
        #expect(try engine.decode(Data.self, from: Data()).isEmpty)
        #expect(try engine.decode(IndexSet.self, from: Data()).isEmpty)
        #expect(try engine.decode(IndexPath.self, from: Data()).isEmpty)
        #expect(try engine.decode(CharacterSet.self, from: Data()) == CharacterSet())
        #expect(try engine.decode(DateComponents.self, from: Data()) == DateComponents())
        #expect(try engine.decode(URLComponents.self, from: Data()) == URLComponents())
        #expect(try engine.decode(TimeZone.self, from: Data()).secondsFromGMT() == 0)
        #expect(try engine.decode(Locale.self, from: Data()).identifier == "en_US_POSIX")
        let calendar = try engine.decode(Calendar.self, from: Data())
        #expect(calendar.identifier == .gregorian)
        #expect(calendar.timeZone.secondsFromGMT() == 0)
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
        ], inFileEndingWith: "PolicyTests.swift") {
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
        ], inFileEndingWith: "PolicyTests.swift") {
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

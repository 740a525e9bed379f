import Foundation
import MockRuntime
import Testing

@Suite("Mock scopes and the .mocks trait")
struct MockScopeTests {
    @Test func anUnmetExpectationIsReportedWhenTheScopeEndsWithoutACallToVerify() {
        expectReported(["EngineMock: expected turnOn() to be called exactly once, but it was called 0 times"], atLine: #line + 4) {
            withMockScope {
                let engine = EngineMock()
                engine.turnOff()
                expect(engine).turnOn().called(.once)
            }
        }
    }

    @Test func aStubNoCallUsedIsReportedAtItsGivenLine() {
        expectReported(["the stub given(mock).currentSpeed(in: ", "kilometersPerHour) was never used by a call", ".optional()"],
                       atLine: #line + 3) {
            withMockScope {
                let engine = EngineMock()
                given(engine).currentSpeed(in: .value(.kilometersPerHour)).willReturn(1)
                given(engine).currentSpeed(in: .value(.milesPerHour)).willReturn(2)
                _ = engine.currentSpeed(in: .milesPerHour)
            }
        }
    }

    @Test func anUnusedSideEffectIsReportedAsAWhenStub() {
        expectReported(["the stub when(mock).turnOn() was never used"], atLine: #line + 3) {
            withMockScope {
                let engine = EngineMock()
                when(engine).turnOn().perform {}
            }
        }
    }

    @Test func optionalStubsAndUsedStubsAreNotReported() {
        withMockScope {
            let engine = EngineMock()
            given(engine).currentSpeed(in: .any).optional().willReturn(1)
            given(engine).isOn.willReturn(true)
            when(engine).turnOn().perform {}
            #expect(engine.isOn)
            engine.turnOn()
        }
    }

    @Test func unusedStubsCanBeIgnored() {
        withMockScope(unusedStubs: .ignored) {
            let engine = EngineMock()
            given(engine).isOn.willReturn(true)
        }
    }

    @Test func aStubUsedFromAnotherTaskCounts() async {
        await withMockScope {
            let engine = EngineMock()
            given(engine).isOn.willReturn(true)
            let isOn = await Task.detached { engine.isOn }.value
            #expect(isOn)
        }
    }

    @Test func mocksCreatedInATaskStartedByTheTestBelongToItsScope() async {
        await expectReported(["expected turnOff() to be called exactly once"], atLine: #line + 4) {
            await withMockScope {
                let engine = await Task { EngineMock() }.value
                expect(engine).turnOn().called(.once)
                expect(engine).turnOff().called(.once)
                engine.turnOn()
            }
        }
    }

    @Test func theScopeEndsOnlyWhenItsBodyReturns() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try withMockScope {
                let engine = EngineMock()
                expect(engine).turnOn().called(.once)   // not reported: the test already failed
                throw Stop()
            }
        }
    }
}

/// Every test of this suite runs in its own scope: its static stubs are its own, and what it
/// expects is checked when it ends, with no call to `verifyExpectations`.
@Suite(.mocks)
struct MocksTraitTests {
    @Test(arguments: 0..<16)
    func staticStubsAreIsolatedBetweenParallelTests(index: Int) {
        let engine = EngineMock(name: "engine \(index)")
        given(EngineMock.self).make().willReturn(engine)
        #expect(EngineMock.make() === engine)
        verify(EngineMock.self).make().called(.once)
    }

    @Test func expectationsMetInTheTestPassWithoutVerifyExpectations() {
        let engine = EngineMock()
        expect(engine).turnOn().called(.once)
        given(engine).isOn.willReturn(true)
        engine.turnOn()
        #expect(engine.isOn)
    }

    @Test(.mocks(unusedStubs: .ignored)) func aTestCanChooseItsOwnUnusedStubReport() {
        let engine = EngineMock()
        given(engine).isOn.willReturn(true)
    }
}

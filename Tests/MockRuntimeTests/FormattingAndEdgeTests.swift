import Foundation
import MockRuntime
import Testing

@Suite("Messages and edge cases")
struct FormattingAndEdgeTests {
    @Test func messagesWriteArgumentsAsSwiftReadsThem() {
        let engine = EngineMock()
        _ = engine.currentSpeed(in: .milesPerHour)
        engine.rename(to: "x")
        engine.load(Request(path: "/p")) { _ in }
        #expect(recordedCalls(engine).map(\.callDescription) == [
            "currentSpeed(in: .milesPerHour)",
            "rename(to: \"x\")",
            "load(Request(path: \"/p\"), completion: <closure>)",
        ])
    }

    @Test func matcherDescriptionsAppearInTheExpectedCall() {
        let engine = EngineMock()
        let line = #line + 4
        expectReported(
            ["expected rename(to: not(nil)) to be called exactly once, but it was called 0 times."], atLine: line
        ) {
            verify(engine).rename(to: .not(.nil)).called(.once)
        }
    }

    @Test func staticExpectationsAreVerifiedThroughTheType() {
        withStaticMockScope {
            let engine = EngineMock()
            given(EngineMock.self).make().willReturn(engine)
            expect(EngineMock.self).make().called(.once)
            _ = EngineMock.make()
            verifyExpectations(EngineMock.self)
        }
    }

    @Test func calledEventuallyStopsWaitingWhenItsTaskIsCancelled() async {
        let engine = EngineMock()
        let waiter = Task {
            try await verify(engine).turnOn().calledEventually(.once, within: 600)
        }
        waiter.cancel()
        let result = await waiter.result
        #expect(throws: CancellationError.self) { try result.get() }
    }
}

import Foundation
import MockRuntime
import Testing

@Suite("Where a mock was created")
struct CreationLocationTests {
    @Test func aMissingStubIsReportedAtTheLineThatCreatedTheMock() {
        let line = #line + 1
        let engine = EngineMock(name: "e")
        expectReported([
            "EngineMock \"e\": no stub for loadConfig(), and Config has no default value.",
            "The mock was created at MockRuntimeTests/CreationLocationTests.swift:\(line):32.",
        ], atLine: line) {
            _ = try? engine.loadConfig()
        }
    }

    @Test func aStrictUnexpectedCallIsReportedAtTheLineThatCreatedTheMock() {
        let line = #line + 1
        let strict = EngineMock(policy: .strict)
        expectReported([
            "EngineMock (strict): unexpected call turnOn().",
            "The mock was created at MockRuntimeTests/CreationLocationTests.swift:\(line):32.",
        ], atLine: line) {
            strict.turnOn()
        }
    }

    @Test func aStrictUnexpectedCallThroughACallEntryPointIsReportedAtTheLineThatCreatedTheMock() async {
        let line = #line + 1
        let counter = CounterMock(policy: .strict)
        await expectReported(["CounterMock (strict): unexpected call increment(by:"], atLine: line) {
            _ = await counter.increment(by: 2)
        }
    }

    @Test func reportsWithTheirOwnLineDoNotRepeatTheCreationLine() {
        let engine = EngineMock()
        let reported = collectReports {
            verify(engine).turnOn().called(.once)
            verifyNoInteractions(engine)
        }
        #expect(reported.count == 1)
        #expect(reported.allSatisfy { !$0.contains("The mock was created at") })
    }

    @Test func staticStateHasNoCreationLine() {
        withStaticMockScope {
            let strictStatic = collectReports {
                _ = try? EngineMock.makeThrowing()
            }
            #expect(strictStatic.count == 1)
            #expect(strictStatic.first?.contains("EngineMock.self: no stub for makeThrowing()") == true)
            #expect(strictStatic.first?.contains("The mock was created at") == false)
        }
    }

    @Test func theLastResortStopNamesTheLineThatCreatedTheMock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let engine = EngineMock()
            _ = engine.currentConfig()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("no stub for currentConfig()"))
        #expect(output.contains("The mock was created at MockRuntimeTests/CreationLocationTests.swift:"))
    }
}

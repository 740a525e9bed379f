import Foundation
import MockRuntime
import Testing

/// What code under test typically does with closures: validators, completion handlers,
/// injected functions.
private struct SignUpForm {
    let validate: (String, Int) -> Bool
    func submit(name: String, age: Int) -> String { validate(name, age) ? "ok" : "invalid" }
}

private struct Loader {
    let fetch: @Sendable (URL) async throws -> Data
    func load(_ url: URL) async -> Int { (try? await fetch(url))?.count ?? -1 }
}

private enum DiskError: Error, Equatable { case full }

@Suite("Closure mocks")
struct ClosureMockTests {
    @Test func aClosureMockIsStubbedByArgumentAndRecordsEveryCall() {
        let isValid = ClosureMock<String, Int, Bool>(name: "isValid")
        given(isValid).call(.any, .matching { $0 >= 18 }).willReturn(true)
        let form = SignUpForm(validate: isValid.closure)
        #expect(form.submit(name: "ada", age: 36) == "ok")
        #expect(form.submit(name: "tim", age: 12) == "invalid")   // unstubbed: Bool's default
        verify(isValid).call(.value("ada"), .any).called(.once)
        verify(isValid).call(.any, .any).called(.twice)
    }

    @Test func aLiteralBesideAnImplicitMemberMatcherIsAValueMatcher() throws {
        let isValid = ClosureMock<String, Int, Bool>(name: "isValid")
        given(isValid).call("ada", .any).willReturn(true)
        let form = SignUpForm(validate: isValid.closure)
        #expect(form.submit(name: "ada", age: 36) == "ok")
        #expect(form.submit(name: "tim", age: 36) == "invalid")
        verify(isValid).call("ada", .any).called(.once)
        verify(isValid).call(.any, 36).called(.twice)
        verify(isValid).call("tim", .matching { $0 > 18 }).called(.once)
        let save = ThrowingClosureMock<String, Int, Bool, Void>()
        given(save).call("a", .any, true).willThrow(DiskError.full)
        #expect(throws: DiskError.full) { try save("a", 1, true) }
        try save("a", 1, false)
        verify(save).call("a", .any, false).called(.once)
    }

    @Test func aClosureWithoutParametersOrResultIsMockedToo() {
        let onTap = ClosureMock<Void>()
        let handler: () -> Void = onTap.closure
        handler()
        handler()
        verify(onTap).call().called(.twice)
    }

    @Test func willProduceTakesTheClosuresArgumentsOneByOne() {
        let format = ClosureMock<String, Int, String>()
        given(format).call(.any, .any).willProduce { name, count in "\(name)×\(count)" }
        #expect(format("tea", 2) == "tea×2")
    }

    @Test func aCompletionHandlerPassedToTheClosureCanBeCalledFromTheStub() {
        let request = ClosureMock<Int, (Result<String, DiskError>) -> Void, Void>()
        given(request).call(.any, .any).willProduce { id, completion in completion(.success("item \(id)")) }
        var received: Result<String, DiskError>?
        request(7, { received = $0 })
        #expect(received == .success("item 7"))
    }

    @Test func aThrowingClosureMockThrowsWhatWasStubbed() {
        let save = ThrowingClosureMock<Data, Void>()
        given(save).call(.matching { $0.count > 3 }).willThrow(DiskError.full)
        #expect(throws: DiskError.full) { try save(Data([1, 2, 3, 4])) }
        #expect(throws: Never.self) { try save(Data([1])) }
        verify(save).call(.any).called(.twice)
    }

    @Test func anAsyncThrowingClosureMockAnswersTheCodeUnderTest() async throws {
        let fetch = AsyncThrowingClosureMock<URL, Data>()
        let url = try #require(URL(string: "https://example.com/a"))
        given(fetch).call(.value(url)).willReturn(Data([1, 2]))
        given(fetch).call(.not(.value(url))).willThrow(DiskError.full)
        let loader = Loader(fetch: fetch.closure)
        #expect(await loader.load(url) == 2)
        #expect(await loader.load(try #require(URL(string: "https://example.com/b"))) == -1)
        verify(fetch).call(.any).called(.twice)
    }

    @Test func anAsyncClosureCalledFromAnotherTaskIsAwaitedByCalledEventually() async throws {
        let refresh = AsyncClosureMock<Int, Void>()
        let closure = refresh.closure
        let task = Task.detached { await closure(1) }
        try await verify(refresh).call(.value(1)).calledEventually(.once, within: 60)
        await task.value
    }

    @Test func argumentsAreCapturedLikeAMembersArguments() {
        let log = ClosureMock<String, Void>()
        let messages = ArgumentCaptor<String>()
        let closure: (String) -> Void = log.closure
        closure("one")
        log("two")
        verify(log).call(.capture(messages)).called(.twice)
        #expect(messages.values == ["one", "two"])
    }

    @Test func aStrictClosureMockFailsAnUnexpectedCallAndChecksItsExpectations() {
        let onSave = ClosureMock<Int, Void>(policy: .strict, name: "onSave")
        expect(onSave).call(.value(1)).called(.once)
        onSave(1)
        verifyExpectations(onSave)
        expectReported(["onSave", "call(2)"], inFileEndingWith: ".swift") {
            onSave(2)
        }
    }

    @Test func aFailedVerificationNamesTheClosureAndItsCalls() {
        let isValid = ClosureMock<String, Int, Bool>(name: "isValid")
        _ = isValid("ada", 3)
        expectReported(["isValid", "expected call(\"bob\", any) to be called exactly once", "call(\"ada\", 3)"], atLine: #line + 1) {
            verify(isValid).call(.value("bob"), .any).called(.once)
        }
    }

    @Test func resetForgetsAClosureMocksStubsAndCalls() {
        let answer = ClosureMock<Int>()
        given(answer).call().willReturn(42)
        #expect(answer() == 42)
        reset(answer)
        #expect(answer() == 0)
        verify(answer).call().called(.once)
    }
}

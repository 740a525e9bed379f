import MockRuntime
import Testing

/// Overloads whose builder members would look the same (a closure parameter's effects or
/// isolation, `async`, `inout`): each later overload's builder member takes
/// `overload: .second`, `.third`, and stubs, verification and failure messages keep them apart.
@Suite struct EffectOverloadsTests {
    @Test func eachOverloadIsStubbedAndVerifiedByItsOwnMember() async throws {
        let files = LockingFileSystemMock()
        given(files).withLock(on: .any, blocking: .any, .any).willProduce { (_: String, _: Bool, body: () throws -> Int) in
            try body() + 1
        }
        given(files).withLock(on: .any, blocking: .any, .any, overload: .second).willReturn(20)
        let syncBody: () throws -> Int = { 1 }
        let asyncBody: () async throws -> Int = { 1 }
        #expect(try files.withLock(on: "/a", blocking: true, syncBody) == 2)
        #expect(try await files.withLock(on: "/b", blocking: false, asyncBody) == 20)
        verify(files).withLock(on: .value("/a"), blocking: .any, .any).called(.once)
        verify(files).withLock(on: .value("/b"), blocking: .any, .any, overload: .second).called(.once)

        // A synchronous `load()` also witnesses `load() async`: one member serves both.
        given(files).load().willReturn(1)
        #expect(files.load() == 1)
        let asProtocol: any LockingFileSystem = files
        #expect(await asProtocol.load() == 1)
        verify(files).load().called(.twice)

        var value = 3
        files.update(&value)
        files.update(value)
        files.perform {}
        try files.perform { () throws in }
        files.perform { @MainActor in }
        verify(files).update(.any).called(.once)
        verify(files).update(.any, overload: .second).called(.once)
        verify(files).perform(.any).called(.once)
        verify(files).perform(.any, overload: .second).called(.once)
        verify(files).perform(.any, overload: .third).called(.once)
    }

    @Test func aFailureNamesTheOverloadBySignature() {
        let files = LockingFileSystemMock()
        files.perform {}
        withKnownIssue {
            verify(files).perform(.any, overload: .third).called(.once)
        } matching: { failure in
            issue(failure, mentions: "perform(any) of type (@MainActor () -> Void) -> ()", "of type (() -> Void) -> ()")
        }
    }

    @Test func aRequirementRestatedWithOtherEffectsHasOneMemberWithTheEffectsBothAllow() async {
        let files = LockingFileSystemMock()
        files.flush()
        let asAsync: any LockingFileSystem = files
        await asAsync.flush()
        verify(files).flush().called(.twice)
        files.sync()
        await asAsync.sync()
        verify(files).sync().called(.twice)

        let closing = AsyncEffectClosingMock(path: "/tmp")
        closing.close()
        let parent: any EffectClosing = closing
        parent.close()
        verify(closing).close().called(.twice)
        verify(closing).initializer(path: .value("/tmp")).called(.once)
    }

    @Test func anInitializerDeclaredFailableAndNotIsOneThatIsNot() async throws {
        let opening = try FailableEffectOpeningMock(path: "/tmp")
        let made = try await (FailableEffectOpeningMock.self as any FailableEffectOpening.Type).init(path: "/var")
        #expect(made is FailableEffectOpeningMock)
        // `init!(count:) throws` beside `@MainActor init(count:) async throws`: one nonisolated initializer.
        let counted = try FailableEffectOpeningMock(count: 2)
        verify(counted).initializer(count: .value(2)).called(.once)
        let actor = try EffectActorOpeningMock(name: "a")
        verify(actor).initializer(name: .value("a")).called(.once)
        verify(opening).initializer(path: .value("/tmp")).called(.once)
    }
}

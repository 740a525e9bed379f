import Foundation
import MockRuntime   // a plain import: a mock written by hand needs no SPI
import Testing

// The example of the article "Writing a mock by hand" (WritingMocksByHand.md), compiled and run
// here exactly as the article shows it. Its mock is written by hand on purpose, unlike the
// generated mocks of the other runtime tests (Mocks/*.generated.swift): it proves that the public
// API a hand-written mock uses, with a plain `import MockRuntime`, is enough.

protocol Keychain: Sendable {
    var isLocked: Bool { get }
    func read(key: String) throws -> Data?
    func write(_ data: Data, key: String) async
}

final class KeychainMock: MockBase<KeychainMock.Builder<StubbingMode>, KeychainMock.Builder<VerifyingMode>>,
    Keychain, @unchecked Sendable
{
    enum Members {
        static let isLocked = MockMember("isLocked", kind: .getter)
        static let read = MockMember("read(key:)")
        static let write = MockMember("write(_:key:)")
    }

    var isLocked: Bool { _mockState.call0(Members.isLocked) }

    func read(key: String) throws -> Data? { try _mockState.callThrowing1(Members.read, key) }

    func write(_ data: Data, key: String) async { await _mockState.callAsyncVoid2(Members.write, data, key) }

    struct Builder<Mode>: MockStubbingBuilder, MockVerifyingBuilder {
        let context: MockBuilderContext
        init(_context: MockBuilderContext) { self.context = _context }

        var isLocked: MemberCall<Mode, () -> Bool, Bool, Never> { context.call(Members.isLocked) }

        func read(key: Parameter<String> = .any) -> MemberCall<Mode, (String) throws -> Data?, Data?, any Error> {
            context.call(Members.read, key)
        }

        func write(
            _ data: Parameter<Data> = .any, key: Parameter<String> = .any
        ) -> MemberCall<Mode, nonisolated(nonsending) (Data, String) async -> Void, Void, Never> {
            context.call(Members.write, data, key)
        }
    }
}

private enum KeychainError: Error { case locked }

@Suite("Mocks written by hand")
struct HandwrittenMockTests {
    @Test func aMockWrittenByHandIsStubbedAndVerifiedLikeAGeneratedOne() async throws {
        let keychain = KeychainMock(name: "keychain")
        given(keychain).isLocked.willReturn(false)
        given(keychain).read(key: .value("token")).willReturn(Data("secret".utf8))
        given(keychain).read(key: .not(.value("token"))).willThrow(KeychainError.locked)

        #expect(keychain.isLocked == false)
        #expect(try keychain.read(key: "token") == Data("secret".utf8))
        #expect(throws: KeychainError.self) { try keychain.read(key: "other") }
        await keychain.write(Data([1]), key: "token")

        verify(keychain).read(key: .any).called(.twice)
        verify(keychain).write(.any, key: .value("token")).called(.once)
    }

    @Test func aStubbedProducerOfAnAsyncMemberWrittenByHandRuns() async {
        let keychain = KeychainMock()
        let written = ArgumentCaptor<Data>()
        when(keychain).write(.capture(written), key: .any).perform { }
        await keychain.write(Data([7]), key: "a")
        #expect(written.values == [Data([7])])
    }

    @Test func aFailedVerificationOfAMockWrittenByHandNamesTheMember() {
        let keychain = KeychainMock(name: "keychain")
        _ = try? keychain.read(key: "a")
        expectReported(["keychain", "expected read(key: \"b\") to be called exactly once", "read(key: \"a\")"], atLine: #line + 1) {
            verify(keychain).read(key: .value("b")).called(.once)
        }
    }
}

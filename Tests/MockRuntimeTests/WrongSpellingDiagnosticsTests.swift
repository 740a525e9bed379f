import Foundation
import MockgenTestSupport
import Testing

/// What the compiler says to the spellings the runtime cannot accept, each quoted by the
/// article "Common compiler messages" with its fix: a plain variable where a matcher is
/// expected, a string literal for an optional parameter, a dictionary literal for a
/// `[String: Any]` parameter. (Other literals are accepted, see `LiteralSpellingTests`.) Each
/// test type-checks a snippet with `swiftc` against the MockRuntime module `swift build` made.
@Suite("Diagnostics for wrong spellings")
struct WrongSpellingDiagnosticsTests {
    /// A mock in the shape the generator emits (a `MockBase` subclass), and a test that
    /// passes a variable to `save`, which takes a `Parameter<User>`. The snippet is compiled on
    /// its own, so it carries its own mock rather than one of the tests' generated mocks.
    static let snippet = """
        @_spi(MockgenGenerated) import MockRuntime

        struct User: Equatable { var name: String }
        protocol UserRepository { func save(_ user: User) }

        fileprivate enum Members { static let save = MockRuntime.MockMember("save(_:)") }

        final class UserRepositoryMock: MockRuntime.MockBase<
            UserRepositoryMockBuilder<MockRuntime.StubbingMode>, UserRepositoryMockBuilder<MockRuntime.VerifyingMode>
        >, UserRepository, @unchecked Swift.Sendable {
            func save(_ user: User) { _mockState.callVoid1(Members.save, user) }
        }

        struct UserRepositoryMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
            let _context: MockRuntime.MockBuilderContext
            func save(_ user: MockRuntime.Parameter<User> = .any) -> MockRuntime.MemberCall<_Mode, (User) -> Void, Void, Swift.Never> {
                _context.call(Members.save, user)
            }
        }

        func firstTest() {
            let repository = UserRepositoryMock()
            let user = User(name: "A")
            verify(repository).save(user).called(1)
        }
        """

    /// The compiler does not name the argument: for a mock that subclasses `MockBase` it
    /// reports the `verify` call itself, which the documentation (Common compiler messages)
    /// explains with its fix. Naming the argument would take `given`/`verify` overloads for
    /// `MockBase` that cost about a third more type-checking time at every call site.
    @Test func aVariableWhereAMatcherIsExpectedFailsWithTheMessageTheDocumentationExplains() throws {
        let output = try typecheck(Self.snippet)
        #expect(output.status != 0)
        #expect(output.text.contains("error: conflicting arguments to generic parameter 'M' ('UserRepositoryMock' vs. 'MockBase<"), "\(output.text)")
    }

    @Test func theSameCallWithValueCompiles() throws {
        let output = try typecheck(Self.snippet.replacingOccurrences(of: ".save(user)", with: ".save(.value(user))"))
        #expect(output.status == 0, "\(output.text)")
    }

    /// A mock of the generator's shape whose members take an optional and a `[String: Any]`.
    static func settingsSnippet(_ body: String) -> String {
        """
        @_spi(MockgenGenerated) import MockRuntime

        protocol Settings { func set(_ value: String?, forKey key: String); func track(_ properties: [String: Any]) }

        fileprivate enum Members {
            static let set = MockRuntime.MockMember("set(_:forKey:)")
            static let track = MockRuntime.MockMember("track(_:)")
        }

        final class SettingsMock: MockRuntime.MockBase<
            SettingsMockBuilder<MockRuntime.StubbingMode>, SettingsMockBuilder<MockRuntime.VerifyingMode>
        >, Settings, @unchecked Swift.Sendable {
            func set(_ value: String?, forKey key: String) { _mockState.callVoid2(Members.set, value, key) }
            func track(_ properties: [String: Any]) { _mockState.callVoid1(Members.track, properties) }
        }

        struct SettingsMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
            let _context: MockRuntime.MockBuilderContext
            func set(
                _ value: MockRuntime.Parameter<String?> = .any, forKey key: MockRuntime.Parameter<String> = .any
            ) -> MockRuntime.MemberCall<_Mode, (String?, String) -> Void, Void, Swift.Never> {
                _context.call(Members.set, value, key)
            }
            func track(
                _ properties: MockRuntime.Parameter<[String: Any]> = .any
            ) -> MockRuntime.MemberCall<_Mode, ([String: Any]) -> Void, Void, Swift.Never> {
                _context.call(Members.track, properties)
            }
        }

        func firstTest(settings: SettingsMock) {
            \(body)
        }
        """
    }

    @Test func aStringLiteralForAnOptionalParameterFailsWithTheMessageTheDocumentationExplains() throws {
        let output = try typecheck(Self.settingsSnippet(#"verify(settings).set("abc", forKey: "token").called(1)"#))
        #expect(output.status != 0)
        #expect(
            output.text.contains(
                "error: generic struct 'Parameter' requires that 'String?' conform to 'ExpressibleByStringLiteral'"),
            "\(output.text)")
    }

    @Test func theOptionalParametersValueWrittenWithValueOrNilCompiles() throws {
        let output = try typecheck(Self.settingsSnippet(#"""
            verify(settings).set(.value("abc"), forKey: "token").called(1)
                verify(settings).set(nil, forKey: "token").called(1)
            """#))
        #expect(output.status == 0, "\(output.text)")
    }

    @Test func aDictionaryLiteralOfAnyValuesFailsWithTheMessageTheDocumentationExplains() throws {
        let output = try typecheck(Self.settingsSnippet(#"verify(settings).track(["screen": "home"]).called(1)"#))
        #expect(output.status != 0)
        #expect(
            output.text.contains(
                "error: cannot convert value of type 'SettingsMock' to expected argument type 'M.Type'"),
            "\(output.text)")
    }

    @Test func anyValuesAreMatchedWithAnyOrMatching() throws {
        let output = try typecheck(Self.settingsSnippet(#"""
            verify(settings).track(.any).called(1)
                verify(settings).track(.matching { $0["screen"] as? String == "home" }).called(1)
            """#))
        #expect(output.status == 0, "\(output.text)")
    }

    /// A mock of the generator's shape with a generic result, `send<R: Decodable>(_:) throws -> R`:
    /// the shared member, the verifying one and the stubbing one for every result type.
    static func clientSnippet(_ body: String) -> String {
        """
        @_spi(MockgenGenerated) import MockRuntime

        struct Product: Decodable { var name: String }
        protocol Client { func send<R: Decodable>(_ path: String) throws -> R }

        fileprivate enum Members { static let send = MockRuntime.MockMember("send(_:)") }

        final class ClientMock: MockRuntime.MockBase<
            ClientMockBuilder<MockRuntime.StubbingMode>, ClientMockBuilder<MockRuntime.VerifyingMode>
        >, Client, @unchecked Swift.Sendable {
            func send<R: Decodable>(_ path: String) throws -> R { try _mockState.callThrowing1(Members.send, path) }
        }

        struct ClientMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
            let _context: MockRuntime.MockBuilderContext
            func send<R: Decodable>(
                _ path: MockRuntime.Parameter<String> = .any
            ) -> MockRuntime.MemberCall<_Mode, (String) throws -> R, R, any Swift.Error> {
                _context.call(Members.send, path)
            }
            func send(
                _ path: MockRuntime.Parameter<String> = .any
            ) -> MockRuntime.Verification where _Mode == MockRuntime.VerifyingMode {
                _context.verification(Members.send, path)
            }
            func send(
                _ path: MockRuntime.Parameter<String> = .any
            ) -> MockRuntime.GenericResultStubbing<any Swift.Error> where _Mode == MockRuntime.StubbingMode {
                _context.genericResultStubbing(Members.send, path)
            }
        }

        func firstTest(client: ClientMock) {
            \(body)
        }
        """
    }

    @Test func aStubOfAGenericResultWhoseValueNamesNoTypeFailsSayingToWriteTheType() throws {
        let output = try typecheck(Self.clientSnippet("given(client).send(.any).willReturn([])"))
        #expect(output.status != 0)
        #expect(
            output.text.contains(
                "error: 'willReturn' is unavailable: the value does not name the generic result type; "
                    + "write the type, as in willReturn([] as [Product])"),
            "\(output.text)")
    }

    @Test func aStubOfAGenericResultThatNamesTheTypeOrGivesNoValueCompiles() throws {
        let output = try typecheck(Self.clientSnippet("""
            given(client).send(.any).willReturn([] as [Product])
                given(client).send("/a").willThrow(MockError.unstubbed("send"))
                when(client).send(.any).perform {}
                verify(client).send(.any).called(1)
            """))
        #expect(output.status == 0, "\(output.text)")
    }

    private func typecheck(_ source: String) throws -> (status: Int32, text: String) {
        let modules = try #require(
            Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary"
        )
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mockruntime-spelling-\(UUID().uuidString).swift"
        )
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Toolchain.run(
            Toolchain.swiftc,
            ["-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Spelling", "-I", modules, file.path])
    }
}

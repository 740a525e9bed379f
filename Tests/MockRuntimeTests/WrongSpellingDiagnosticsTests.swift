import Foundation
import MockgenTestSupport
import Testing

/// What the compiler says to a spelling the runtime cannot accept: a plain variable where a
/// matcher is expected. (A literal is accepted, see `LiteralSpellingTests`.) Each test
/// type-checks a snippet with `swiftc` against the MockRuntime module `swift build` made.
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
    /// reports the `verify` call itself, which the documentation (Matchers and captors)
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

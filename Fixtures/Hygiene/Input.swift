/// Types named like the standard library's and MockRuntime's, declared where the protocol and
/// its mock look names up first (the mock is written in `extension Shadowing`). The generated
/// code must not pick any of them up; the protocol's own spellings keep their meaning.
enum Shadowing {
    /// The module's own `Parameter`, which the protocol uses.
    struct Parameter: Equatable, Sendable {
        var amount: Swift.Int
    }

    /// The module's own `String`, which the protocol uses.
    struct String: Equatable, Sendable {
        var text: Swift.String
    }

    struct Mock {}
    struct StaticMock {}
    struct MockState {}
    struct MockPolicy {}
    struct MockMember {}
    struct MockBuilderContext {}
    struct MockStubbingBuilder {}
    struct MockVerifyingBuilder {}
    struct Stubbing {}
    struct Verification {}
    struct GetterVerification {}
    struct SetterVerification {}
    struct NonEscapingClosure {}
    struct ArgumentCaptor {}
    struct Never {}
    struct Error {}
    struct Result {}
    struct Task {}
    struct Sequence {}
    struct Void {}
    struct Bool {}
    struct Int {}
    struct Hasher {}
    struct ObjectIdentifier {}
    struct Optional {}

    /// @mockable
    protocol Ledger: Hashable, Identifiable, CustomStringConvertible {
        var balance: Swift.Int { get set }
        var label: String { get }
        func post(_ parameter: Parameter) -> Swift.Bool
        func close() throws
        func sync() async throws -> Swift.String
        func each(_ body: (Swift.Int) -> Swift.Void)
        func note(_ text: Swift.String?)
        subscript(index: Swift.Int) -> Swift.String { get }
        static func open(named name: Swift.String) -> Self
    }
}

import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Planning decisions for constructs that would otherwise give a mock that cannot compile.
@Suite struct ConstructPlanningTests {
    @Test func nsObjectSubclassMocksImportFoundationWhenTheSourceFileDoesNot() {
        let result = generate([("A.swift", "protocol Pinger: NSObjectProtocol { func ping() }")],
            options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("\nimport Foundation\n"))
        #expect(result.source.contains("final class PingerMock: NSObject, Pinger"))
        let plain = generate([("B.swift", "protocol Plain { func ping() }")], options: GeneratorOptions(mockAll: true))
        #expect(!plain.source.contains("import Foundation"))
    }

    @Test func classParentInAnotherFileWithoutMembersIsCalledThroughItsImplicitInitializer() {
        // The class's file declares a protocol too, so it is parsed, but its members are not.
        let result = generate([
            ("Base.swift", "class Base {}\nprotocol Unrelated {}"),
            ("Role.swift", "protocol Role: Base { func act() }"),
        ], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("final class RoleMock: Base, Role, MockRuntime.Mock, @unchecked Swift.Sendable"))
        #expect(!result.source.contains("super.init("))
    }

    @Test func anAssociatedTypeNamedLikeAFunctionTypeAliasElsewhereIsAValueNotAClosure() {
        let result = generate([
            ("Ops.swift", "enum PosixOps { typealias Destructor = (UnsafeMutableRawPointer) -> Void }"),
            ("Keys.swift", "protocol KeyOps { associatedtype Destructor; func make(destructor: Destructor) }"),
        ], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "func make(destructor: Destructor) { self._mockState.callVoid1(_KeyOpsMockMembers.make, destructor) }"))
        #expect(!result.source.contains("NonEscapingClosure"))
    }

    @Test func sameTypeRequirementsWrittenEitherWayAreOneOverload() {
        let result = generate([("C.swift", """
            protocol Parent { func method<T: Sequence, R: Sequence>(param: T) -> R where T.Element == R.Element }
            protocol Child: Parent { func method<T: Sequence, R: Sequence>(param: T) -> R where R.Element == T.Element }
            """)], options: GeneratorOptions(mockAll: true))
        let childMock = result.source.components(separatedBy: "final class ChildMock")[1]
            .components(separatedBy: "struct _ChildMockBuilder")[0]
        #expect(childMock.components(separatedBy: "func method<").count == 2)
    }

    @Test func contradictoryPropertyTypesAreWarnedAtTheSecondDeclaration() {
        let result = generate([("D.swift", """
            protocol A { var value: Int { get } }
            protocol B { var value: String { get } }
            protocol C: A, B {}
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("class CMock"))
        #expect(result.diagnostics.map(\.description) == [
            "D.swift:2:14: warning: cannot mock 'C': property 'value' is required as both 'Int' and 'String', so no "
                + "class can conform to it; skipped",
        ])
    }

    /// Parameter types of an actor protocol's synchronous `@MainActor` initializer, and whether
    /// the protocol is skipped: only types whose shape makes them non-`Sendable` count.
    static let mainActorInitializerParameters: [(type: String, skipped: Bool)] = [
        ("() -> Void", true),
        ("@escaping @Sendable () -> Void", false),
        ("any Hashable", true),
        ("any Error", false),
        ("(any Hashable)?", true),
        ("[String: () -> Int]", true),
        ("Result<any Sequence<Int>, any Error>", true),
        ("Result<Int, any Error>", false),
        ("Mode", true),
        ("SendableMode", false),
        ("Shape", true),
        ("NamedShape", false),
        ("sending () -> Void", false),
        ("Int", false),
        ("Settings", false),
        ("Box<Int>", true),
        ("SafeBox<Int>", false),
    ]

    @Test(arguments: mainActorInitializerParameters)
    func anActorProtocolsMainActorInitializerIsSkippedOnlyForANonSendableParameter(type: String, skipped: Bool) {
        let result = generate([("S.swift", """
            protocol Shape { var sides: Int { get } }
            protocol Named: Sendable {}
            protocol NamedShape: Named {}
            struct Settings {}
            struct Box<Wrapped> { var value: Wrapped }
            struct SafeBox<Wrapped: Sendable>: Sendable { var value: Wrapped }
            protocol Session: Actor {
                associatedtype Mode: Hashable
                associatedtype SendableMode: Hashable & Sendable
                @MainActor init(value: \(type))
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("actor SessionMock") == !skipped)
        #expect(result.diagnostics.contains { $0.description.contains("cannot mock 'Session'") } == skipped)
    }

    @Test func anActorProtocolsAsyncMainActorInitializerIsNonisolated() {
        let result = generate([("S.swift", """
            protocol Session: Actor { @MainActor init(value: () -> Void) async }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("nonisolated init(value: () -> Void) async {"))
        #expect(!result.source.contains("@MainActor"))
    }
}

@testable import MockgenFrontEnd
import Testing

/// How the front end reads constructs that shape a mock: `!` inside other types, function-type
/// aliases outside protocols, overloads told apart by `where` clauses, and class parents.
@Suite struct ConstructParsingTests {
    @Test(arguments: [
        ("Int!", "Int!"),
        ("[String: Int!]", "[String: Int?]"),
        ("[Int!]!", "[Int?]!"),
        ("(Int!) -> Void", "(Int?) -> Void"),
        ("() -> String!", "() -> String?"),
        ("Result<Int!, Error>", "Result<Int?, Error>"),
        ("(Int!)", "(Int?)"),
    ])
    func implicitUnwrapIsOnlyADeclarationsOwnType(source: String, expected: String) {
        #expect(parseTypeRef(source)?.text == expected)
    }

    @Test(arguments: [
        ("Future <Void, Error>", "Future<Void, Error>"),
        ("Dictionary< String , Int >", "Dictionary<String, Int>"),
        ("Array\n    <Int>", "Array<Int>"),
    ])
    func genericArgumentsMayFollowTheNameAfterSpaceOrALineBreak(source: String, expected: String) {
        #expect(parseTypeRef(source)?.text == expected)
    }

    @Test func aRequirementWithASpaceBeforeItsGenericArgumentsKeepsItsProtocol() {
        let model = FrontEnd.parse("""
            protocol Connection {
                func disconnect() -> Future <Void, Error>
                func other(a: Array <Int>) -> Int
            }
            """, path: "Connection.swift")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.name) == ["Connection"])
    }

    @Test func functionTypeAliasesOutsideProtocolsAreRecorded() {
        let model = FrontEnd.parse("""
            typealias Completion = (Int) -> Void
            typealias SendableAction = @Sendable () async -> Void
            typealias Name = String
            typealias Box<T> = (T) -> Void
            struct Outer { typealias Handler = (String) -> Bool }
            protocol P { typealias Inner = () -> Void }
            """)
        #expect(model.closureTypeAliases == ["Completion", "SendableAction", "Handler"])
        #expect(model.diagnostics.isEmpty)
    }

    @Test func overloadsDifferingInWhereClauseHaveDifferentSignatures() {
        let decl = parseProtocol("""
            protocol P {
                func f<T>(_ value: T) where T: Equatable
                func f<T>(_ value: T) where T: Hashable
                func f<T>(_ value: T) where T: Equatable
                func g<T: Sequence, R: Sequence>(_ value: T) -> R where T.Element == R.Element, T: Hashable
                func g<T: Sequence, R: Sequence>(_ value: T) -> R where T: Hashable, R.Element == T.Element
            }
            """)
        let signatures = Set(members(of: decl).map(MemberSignature.init))
        #expect(signatures.count == 3)
    }

    /// What makes two requirements one: labels and types, not parameter names or default
    /// values; a missing result is `()`; `static`, the result type and generic constraints
    /// count; a property is its name (a protocol requiring it with two types is an error found later).
    @Test func signaturesCompareLabelsTypesAndResultsNotParameterNames() {
        let decl = parseProtocol("""
            protocol P {
                func f(x a: Int)
                func f(x b: Int) -> ()
                func f(y a: Int)
                func f(x a: String)
                func f(x a: Int) -> Int
                static func f(x a: Int)
                func g<T: Hashable>(_ t: T)
                func g<T: Equatable>(_ t: T)
                func g<U: Hashable>(_ t: U)
                var v: Int { get }
                var v: String { get }
            }
            """)
        let signatures = members(of: decl).map(MemberSignature.init)
        #expect(signatures.count == 11)
        #expect(signatures[0] == signatures[1])
        #expect(signatures[9] == signatures[10])
        #expect(Set(signatures).count == 9)
    }

    @Test func classParentsInTheSameFileHaveTheirMembersParsed() throws {
        let model = FrontEnd.parse("""
            class Root { init(id: Int) {} }
            class Base: Root { func shared() {} }
            class Unrelated { init() {} }
            protocol Screen: Base { func show() }
            """)
        let byName = Dictionary(uniqueKeysWithValues: model.classes.map { ($0.name, $0) })
        #expect(byName["Base"]?.members?.count == 1)
        #expect(byName["Root"]?.members?.count == 1)
        #expect(byName["Unrelated"]?.members == nil)
    }
}

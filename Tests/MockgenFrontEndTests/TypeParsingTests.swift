import MockgenFrontEnd
import Testing

@Suite struct TypeParsingTests {
    @Test(arguments: [
        ("Int", "Int"),
        ("Swift.Result<T,E>", "Swift.Result<T, E>"),
        ("Array<Array<Int>>", "Array<Array<Int>>"),
        ("Array<Array<Array<Int>>>", "Array<Array<Array<Int>>>"),
        ("Optional<Int>?", "Optional<Int>?"),
        ("[ String : [Int] ]", "[String: [Int]]"),
        ("( Int , label : String )", "(Int, label: String)"),
        ("(Int)", "(Int)"),
        ("()", "()"),
        ("(Int)->Void", "(Int) -> Void"),
        ("(_ x: Int, y: Int) async throws -> String?", "(_ x: Int, y: Int) async throws -> String?"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("() throws(MyError) -> Void", "() throws(MyError) -> Void"),
        ("some Collection<Int>", "some Collection<Int>"),
        ("any Error & Sendable", "any Error & Sendable"),
        ("(any P)?", "(any P)?"),
        ("T.Type", "T.Type"),
        ("(any P).Type", "(any P).Type"),
        ("P.Protocol", "P.Protocol"),
        ("Self", "Self"),
        ("Self.Item?", "Self.Item?"),
        ("Int!", "Int!"),
        ("[Int]?", "[Int]?"),
        ("Dictionary<String, Set<Int>>?", "Dictionary<String, Set<Int>>?"),
        ("@escaping @Sendable () -> Void", "@escaping @Sendable () -> Void"),
        ("@autoclosure () -> Bool", "@autoclosure () -> Bool"),
        ("inout Int", "inout Int"),
        ("sending T", "sending T"),
        ("nonisolated(nonsending) (Int) async -> Data", "nonisolated(nonsending) (Int) async -> Data"),
        (
            "Box<nonisolated(nonsending) ((repeat each A)) async -> R, R>",
            "Box<nonisolated(nonsending) ((repeat each A)) async -> R, R>"
        ),
        ("@convention(c) (Int32) -> Void", "@convention(c) (Int32) -> Void"),
        ("() -> () -> Int", "() -> () -> Int"),
        ("A&B", "A & B"),
    ])
    func rendersNormalisedText(source: String, expected: String) {
        #expect(parseTypeRef(source)?.text == expected)
    }

    @Test func structureOfNestedGenericOptional() throws {
        let t = try #require(parseTypeRef("Result<[String: Int], any Error>?"))
        guard case .optional(let inner) = t.kind, case .named(let components) = inner.kind else {
            Issue.record("unexpected kind \(t.kind)")
            return
        }
        #expect(components.map(\.name) == ["Result"])
        #expect(components[0].genericArguments.map(\.text) == ["[String: Int]", "any Error"])
        guard case .dictionary(let key, let value) = components[0].genericArguments[0].kind else {
            Issue.record("expected dictionary")
            return
        }
        #expect(key.text == "String" && value.text == "Int")
    }

    @Test func functionTypeStructureKeepsEffectsAndLabels() throws {
        let t = try #require(parseTypeRef("@escaping (_ value: Int, String) async throws -> Void"))
        #expect(t.attributes == [Attribute(name: "escaping")])
        #expect(t.bareText == "(_ value: Int, String) async throws -> Void")
        guard case .function(let parameters, let effects, let result) = t.kind else {
            Issue.record("expected function type")
            return
        }
        #expect(parameters.map(\.label) == ["_ value", nil])
        #expect(effects == Effects(isAsync: true, throwing: .throws))
        #expect(result.text == "Void")
    }

    @Test func specifiersPrecedeAttributesInText() throws {
        let t = try #require(parseTypeRef("inout @Sendable () -> Void"))
        #expect(t.specifiers == ["inout"])
        #expect(t.text == "inout @Sendable () -> Void")
    }

    @Test func selfRootedTypesAreRecognised() throws {
        let selfRooted = try #require(parseTypeRef("Self.Element"))
        let plain = try #require(parseTypeRef("Int"))
        #expect(selfRooted.kind.isSelfRooted)
        #expect(!plain.kind.isSelfRooted)
    }

    @Test func metatypeAndOpaqueKinds() throws {
        guard case .metatype(let base, false) = try #require(parseTypeRef("T.Type")).kind else {
            Issue.record("expected metatype")
            return
        }
        #expect(base.text == "T")
        guard case .opaque(let p) = try #require(parseTypeRef("some P")).kind else {
            Issue.record("expected opaque")
            return
        }
        #expect(p.text == "P")
    }
}

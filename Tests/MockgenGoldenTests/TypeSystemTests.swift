import Foundation
import MockRuntime
import Testing

/// Associated types, primary associated types, inheritance and standard conformances.
@Suite struct TypeSystemTests {
    @Test func associatedTypesMakeTheMockGeneric() {
        let cache = KeyValueCacheMock<String, Int, CacheFailure, [String]>()
        given(cache).value(for: .value("a")).willReturn(1)
        given(cache).allKeys.willReturn(["a"])

        cache.store(2, for: "b", stamp: 7)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "z") == nil)
        #expect(cache.allKeys == ["a"])
        verify(cache).store(.value(2), for: .value("b"), stamp: .value(7)).called(.once)
        cache.report(.evicted)
        verify(cache).report(.value(.evicted)).called(.once)
    }

    @Test func genericMocksKeepStaticStatePerSpecialisation() {
        withStaticMockScope {
            given(KeyValueCacheMock<String, Int, CacheFailure, [String]>.self).defaultKey.willReturn("first")
            #expect(KeyValueCacheMock<String, Int, CacheFailure, [String]>.defaultKey == "first")
            #expect(KeyValueCacheMock<Int, Int, CacheFailure, [Int]>.defaultKey == nil)
            verify(KeyValueCacheMock<String, Int, CacheFailure, [String]>.self).defaultKey.getCalled(.once)
        }
    }

    @Test func memberGenericParametersMayReuseAnAssociatedTypeName() {
        let request = QueryRequestMock<String, Int>(name: "query")
        given(request).fetchOne().willReturn("row")
        given(request).with(.any(of: TableExpression<Double>.self)).willReturn(request)
        given(request).decoded(from: .matching { (table: TableExpression<Double>) in table.name == "prices" })
            .willReturn("decoded")
        given(request).origin(of: .value("row")).willReturn(7)

        #expect(request.fetchOne() == "row")
        #expect(request.with(TableExpression<Double>(name: "prices")) === request)
        // `Self.RowDecoder` inside `decoded<RowDecoder>` is still the associated type (String).
        let decoded: String? = request.decoded(from: TableExpression<Double>(name: "prices"))
        #expect(decoded == "decoded")
        #expect(request.origin(of: "row") == 7)
        verify(request).with(.any(of: TableExpression<Double>.self)).called(.once)
        verify(request).with(.any(of: TableExpression<Int>.self)).called(.never)
    }

    @Test func whereClausesOnProtocolTypeAliasesConstrainTheMock() {
        struct AppContext: InitializableFromSource {
            var label: String
            init(source: ApplicationSource) { label = "from source" }
        }
        struct EchoResponder: RequestResponder {
            func respond(in context: AppContext) -> String { context.label }
        }
        let service = ApplicationServiceMock<EchoResponder>()
        given(service).handler.willReturn(EchoResponder())
        given(service).makeContext().willReturn(AppContext(source: ApplicationSource()))

        #expect(service.handler.respond(in: service.makeContext()) == "from source")
        verify(service).makeContext().called(.once)
    }

    @Test func aGenericMockRestatesTheProtocolsTypeAliases() {
        struct Bookshelf: Shelving { typealias Item = String }
        let assembler = PartAssemblerMock<Bookshelf>()
        given(assembler).wrap(.any).willProduce { [$0] }
        given(assembler).assemble(.any).willProduce { $0.flatMap { $0 } }
        let part: PartAssemblerMock<Bookshelf>.Part = assembler.wrap("atlas")
        #expect(part == ["atlas"])
        #expect(assembler.assemble(part, ["novel"]) == ["atlas", "novel"])
        verify(assembler).wrap(.value("atlas")).called(.once)
    }

    @Test func primaryAssociatedTypesAndSameTypeRequirementsGiveUsableMocks() {
        let queue: any Queue<String> = QueueMock<String>()
        let ints = IntQueueMock()
        given(ints).pop().willReturn(5)
        given(ints).sum().willReturn(15)

        queue.push("x")
        ints.push(1)
        #expect(ints.pop() == 5)
        #expect(ints.sum() == 15)
        verify(ints).push(.value(1)).called(.once)
        verify(queue as! QueueMock<String>).push(.value("x")).called(.once)
        let strings = StringQueueMock()
        given(strings).joined().willReturn("ab")
        strings.push("a")
        #expect(strings.joined() == "ab")
        verify(strings).push(.value("a")).called(.once)
    }

    @Test func aMockWithoutRequirementsHasEmptyBuildersAndRecordsNothing() {
        let tagged = TaggedMock(policy: .strict)
        let tag: any Tagged = tagged
        _ = given(tagged)
        _ = verify(tagged)
        #expect(tag is TaggedMock)
        #expect(recordedCalls(tagged).isEmpty)
        verifyNoInteractions(tagged)
    }

    @Test func inheritedRequirementsAreImplementedOnce() {
        let stream = StreamMock()
        given(stream).read(count: .any).willProduce { count in Array(repeating: 0, count: count) }
        given(stream).write(.any).willProduce { bytes in bytes.count }

        #expect(stream.read(count: 2) == [0, 0])
        #expect(stream.write([1, 2, 3]) == 3)
        stream.flush()
        stream.close()
        verify(stream).close().called(.once)
        verify(stream).isOpen.getCalled(.never)
    }

    @Test func standardProtocolsAreSatisfiedByIdentity() {
        let first = AccountMock(name: "first")
        let second = AccountMock(name: "second")
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, first, second]).count == 2)
        #expect(first.id == ObjectIdentifier(first))
        #expect(first.description == "AccountMock")
        #expect(first.debugDescription == "AccountMock")
    }

    @Test func reflectableMocksReflectWithoutCallingTheMock() {
        let node = SyntaxNodeMock(policy: .strict)
        let visitor = SyntaxNodeVisitorMock(policy: .strict)
        given(visitor).visit(.any).willReturn(true)
        #expect(visitor.visit(node))
        verify(visitor).visit(.any).called(.once)
        let mirror = Mirror(reflecting: node)
        #expect(mirror.children.isEmpty)
        #expect(mirror.displayStyle == .class)
        #expect(node.playgroundDescription as? String == "SyntaxNodeMock")
        verify(node).kind.getCalled(.never)
    }

    @Test func declaredIdentityAndEqualityRequirementsAreMocked() {
        withStaticMockScope {
            let a = TicketMock()
            let b = TicketMock()
            given(a).id.willReturn("A-1")
            given(TicketMock.self).operatorEqualEqual(.any, .any).willReturn(true)
            #expect(a.id == "A-1")
            #expect(a == b)
            #expect((a < b) != (b < a))
            verify(TicketMock.self).operatorEqualEqual(.identical(to: a), .identical(to: b)).called(.once)
        }
    }

    @Test func standardRequirementsRestatedInsideAnInactiveClauseAreStillMocked() {
        withStaticMockScope {
            let a = GiftCardMock()
            let b = GiftCardMock()
            given(GiftCardMock.self).operatorEqualEqual(.any, .any).willReturn(true)
            given(a).description.willReturn("V-1")
            #expect(a == b)
            #expect(a.description == "V-1")
            verify(GiftCardMock.self).operatorEqualEqual(.identical(to: a), .identical(to: b)).called(.once)
        }
    }

    @Test func errorProtocolsGiveThrowableMocks() {
        let failure = ReportableErrorMock()
        given(failure).code.willReturn(503)
        #expect(throws: ReportableErrorMock.self) { throw failure }
        #expect(failure.code == 503)
        #expect(failure.description == "ReportableErrorMock")
    }
}

enum CacheFailure: Error {
    case evicted
}

/// Protocols inheriting `Codable`, `RawRepresentable` and `CodingKey`.
@Suite struct StandardLibraryRequirementTests {
    struct Box: Codable { var size: Int }

    @Test func codableRequirementsAreMocked() throws {
        let payload = PayloadMock(name: "payload")
        given(payload).encode(to: .any).willProduce { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(42)
        }
        let encoded = try JSONEncoder().encode([payload])
        #expect(String(decoding: encoded, as: UTF8.self) == "[42]")
        verify(payload).encode(to: .any).called(.once)
        #expect(payload.description == "PayloadMock")

        let decoded = try JSONDecoder().decode([PayloadMock].self, from: Data("[1, 2]".utf8))
        #expect(decoded.count == 2)
        verify(decoded[0]).initializer(from: .any).called(.once)
    }

    @Test func rawRepresentableAndCodingKeyRequirementsAreMocked() {
        let flag = FlagMock(rawValue: "beta")
        given(flag!).rawValue.willReturn("beta")
        #expect(flag?.rawValue == "beta")
        verify(flag!).initializer(rawValue: .value("beta")).called(.once)

        let wrapper = WrapperMock<Int>(rawValue: 3)
        #expect(wrapper?.rawValue == 0)

        withStaticMockScope {
            let only = ChoiceMock()
            given(ChoiceMock.self).allCases.willReturn([only])
            #expect(ChoiceMock.allCases.count == 1)
        }

        let key = DynamicKeyMock(stringValue: "id")
        given(key!).stringValue.willReturn("id")
        #expect(key?.stringValue == "id")
        #expect(key?.intValue == nil)
    }

    @Test func aRestatedRawValueFixesTheRawValueType() {
        let value = WireEnumMock(rawValue: 7)
        given(value!).rawValue.willReturn(7)
        // Through `RawRepresentable`: its `RawValue` is the restated `Int`.
        func raw<T: RawRepresentable>(_ value: T) -> T.RawValue { value.rawValue }
        let rawValue: Int = raw(value!)
        #expect(rawValue == 7)
        verify(value!).initializer(rawValue: .value(7)).called(.once)
    }

    @Test func anAssociatedTypeTiedToTheMockIsAnArrayOfItsCasePaths() {
        // Compiles only if `AllCasePaths.Element` is the conforming type's case path.
        func caseNames<Root: CasePathEnumerating>(_ root: Root.Type, of value: CaseOf<Root>) -> [String] {
            Root.allCasePaths.compactMap { value[keyPath: $0] as? String }
        }
        withStaticMockScope {
            given(CasePathEnumeratingMock.self).allCasePaths.willReturn([\CaseOf<CasePathEnumeratingMock>.name])
            #expect(caseNames(CasePathEnumeratingMock.self, of: CaseOf(name: "first")) == ["first"])
            verify(CasePathEnumeratingMock.self).allCasePaths.getCalled(.once)
        }
    }

    @Test func anAssociatedTypeTiedToTheMockIsTheCompanionMockOfTheMock() throws {
        // Compiles only if the ephemeral key's `PublicKey` is the public key's own type.
        func agree<Key: AgreementPublicKey>(_ ephemeral: Key.EphemeralPrivateKey, with peer: Key) throws -> [UInt8] {
            try ephemeral.sharedSecret(with: peer)
        }
        let peer = AgreementPublicKeyMock(name: "peer")
        let ephemeral = AgreementPublicKeyMock.EphemeralPrivateKey()
        given(ephemeral).sharedSecret(with: .identical(to: peer)).willReturn([1, 2])
        given(ephemeral).publicKey.willReturn(AgreementPublicKeyMock(name: "own"))

        #expect(try agree(ephemeral, with: peer) == [1, 2])
        #expect(try agree(ephemeral, with: ephemeral.publicKey) == [])
        verify(ephemeral).sharedSecret(with: .identical(to: peer)).called(.once)
        verify(ephemeral).initializer().called(.once)
    }

    @Test func aStaticCompanionMockGeneratesKeysOfTheTiedType() throws {
        func encapsulateToNewKey<Key: HybridPublicKey>(_: Key.Type) throws -> (Key, [UInt8]) {
            let ephemeral = try Key.EphemeralPrivateKey.generate()
            let own: Key = ephemeral.publicKey
            return (own, try own.encapsulate())
        }
        try withStaticMockScope {
            let key = HybridPublicKeyMock(name: "ephemeral public key")
            given(key).encapsulate().willReturn([9])
            let generated = HybridKeyGeneratingMock<HybridPublicKeyMock>(name: "generated")
            given(generated).publicKey.willReturn(key)
            given(HybridPublicKeyMock.EphemeralPrivateKey.self).generate().willReturn(generated)

            let (own, encapsulated) = try encapsulateToNewKey(HybridPublicKeyMock.self)
            #expect(own === key)
            #expect(encapsulated == [9])
            verify(HybridKeyGeneratingMock<HybridPublicKeyMock>.self).generate().called(.once)
        }
    }
}

import MockRuntime
import Testing

/// Overloads one function witnesses (alike but for `consuming`, `sending`, `@Sendable` on a closure,
/// or a generic parameter's `Sendable` constraint) are one member of the mock; overloads that differ only in
/// their result keep an associated type inferred one way; an actor's main-actor initializer
/// takes non-`Sendable` arguments.
@Suite struct OneWitnessOverloadsTests {
    @Test func overloadsOneFunctionWitnessesShareOneMember() async throws {
        let encoder = PayloadEncodingMock()
        given(encoder).encode(Parameter<Int>.any).willReturn("number")
        given(encoder).encode(Parameter<String>.any).willReturn("text")
        let asProtocol: any PayloadEncoding = encoder
        // The constrained requirement and the unconstrained one reach the same member.
        #expect(asProtocol.encode(7) == "number")
        #expect(encoder.encode("a") == "text")
        verify(encoder).encode(Parameter<Int>.value(7)).called(.once)

        let payload = PendingPayload()
        await encoder.store(payload)
        verify(encoder).store(.any).called(.once)

        let locking = SendableOnlyLockingMock()
        given(locking).withLock(.any).willProduce { (body: () throws -> Int) in try body() * 2 }
        let plain: () throws -> Int = { 21 }
        let sendable: @Sendable () throws -> Int = { 4 }
        #expect(try locking.withLock(plain) == 42)
        #expect(try locking.withLock(sendable) == 8)
        verify(locking).withLock(.any).called(.twice)

        let ownership = OwnershipOverloadsMock()
        given(ownership).compute(Parameter<String>.any).willReturn(4)
        given(ownership).take(.value("a")).willReturn(1)
        #expect(await ownership.compute("k") == 4)
        #expect(ownership.take("a") == 1)
        verify(ownership).compute(Parameter<String>.value("k")).called(.once)
        given(ownership).cancellation().willReturn { @Sendable in }
        let cancel: () async -> Void = ownership.cancellation()
        await cancel()
        verify(ownership).cancellation().called(.once)

        // The generic `log(_:)` witnesses the `@autoclosure` requirement too: the closure is its argument.
        let logging = DeferredLoggingMock()
        given(logging).log(Parameter<String>.any).willReturn(1)
        #expect(logging.log("now") == 1)
        #expect(logging.log(7) == 0)
        verify(logging).log(Parameter<String>.value("now")).called(.once)
    }

    @Test func aRequirementAClauseWitnessesIsTheClausesMember() throws {
        let locking = ConditionalLockingMock()
        given(locking).verify(.any).willProduce { (body: () throws -> Int) in try body() + 1 }
        given(locking).check(.any).willProduce { (body: () throws -> Int) in try body() + 2 }
        let sendable: @Sendable () throws -> Int = { 1 }
        #expect(try locking.verify(sendable) == 2)
        #expect(try locking.check(sendable) == 3)
        verify(locking).verify(.any).called(.once)
        verify(locking).check(.any).called(.once)
    }

    @Test func overloadsByAParametersTypeKeepTheAssociatedTypeTheMocksOwn() {
        withStaticMockScope {
            DeferredStubsMock<String>.stub(3)
            DeferredStubsMock<String>.stub { @MainActor in "main" }
            verify(DeferredStubsMock<String>.self).stub(.any).called(.once)
            verify(DeferredStubsMock<String>.self).stub(.any, overload: .second).called(.once)
        }
    }

    @Test func overloadsAnAssociatedTypesDefaultMakesAlikeAreOneMember() {
        let loader = TokenLoadingMock()
        given(loader).load().willReturn(3)
        func loadToken<Loader: TokenLoading>(_ loader: Loader) -> Loader.Token { loader.load() }
        #expect(loader.load() == 3)
        #expect(loadToken(loader) == 3)
        verify(loader).load().called(.twice)

        given(loader).refresh().willReturn(4)
        func refreshToken<Loader: TokenLoading>(_ loader: Loader) -> Loader.Token { loader.refresh() }
        #expect(refreshToken(loader) == 4)
        verify(loader).refresh().called(.once)
    }

    @Test func effectOverloadsInAnIfClauseBesideAnAssociatedTypesDefaultStayTwo() async throws {
        let loader = TokenLoadingMock()
        given(loader).reload().willReturn(5)
        given(loader).reload(overload: .second).willReturn(6)
        func reloadSynchronously<Loader: TokenLoading>(_ loader: Loader) throws -> Int { try loader.reload() }
        #expect(try await loader.reload() == 5)
        #expect(try reloadSynchronously(loader) == 6)
        verify(loader).reload().called(.once)
        verify(loader).reload(overload: .second).called(.once)
    }

    @Test func aNonisolatedSynchronousRequirementWitnessesTheSameWithoutIt() {
        let sink = IsolationNeutralSinkMock()
        func acceptSendable<Sink: IsolationNeutralSink>(_ sink: Sink) { sink.accept(1) }
        acceptSendable(sink)
        sink.accept("two")
        verify(sink).accept(Parameter<Int>.any).called(.once)
        verify(sink).accept(Parameter<String>.value("two")).called(.once)
    }

    @Test func aPropertyRestatedWithASetterInAnIfClauseIsTheParentsThere() {
        let label = ConditionalLabelMock()
        given(label).label.willReturn("first")
        func read(_ source: some ConditionalLabelSource) -> String { source.label }
        #expect(read(label) == "first")
        #if DEBUG
        label.label = "second"
        verify(label).label(newValue: .value("second")).called(.once)
        #endif
        verify(label).label.getCalled(.once)
    }

    @Test func selfDotAnAssociatedTypeMeansItWhereAGenericParameterHasItsName() {
        let echo = ElementEchoMock()
        given(echo).echo(Parameter<String>.any).willReturn(9)
        func echoElement<Echo: ElementEcho>(_ echo: Echo) -> Echo.Echoed { echo.echo("a") }
        #expect(echoElement(echo) == 9)
        #expect(echo.echo("b") == 9)
        verify(echo).echo(Parameter<String>.any).called(.twice)
    }

    @Test func aMethodsGenericParameterNamedLikeAFixedAssociatedTypeIsItsOwn() {
        let sender = ElementSenderMock()
        given(sender).send(using: Parameter<String>.any).willReturn(1)
        given(sender).send(using: Parameter<String>.any).willReturn("echo")
        let count: Int = sender.send(using: "a")
        let echoed: String = sender.send(using: "b")
        #expect(count == 1)
        #expect(echoed == "echo")
        verify(sender).send(using: Parameter<String>.value("a"), returning: Int.self).called(.once)
    }

    @Test func overloadsByResultAreStubbedAndVerifiedByTheirResultType() {
        let cache = LayeredCacheMock<Int>()
        given(cache).load(key: .value("a")).willReturn(1)
        given(cache).load(key: .value("a")).willReturn("one")
        given(cache).evict(key: .any).willReturn(Optional(5))
        let number: Int = cache.load(key: "a")
        let text: String? = cache.load(key: "a")
        #expect(number == 1)
        #expect(text == "one")
        let nothing: Void = cache.evict(key: "b")
        #expect(nothing == ())
        let evicted: Int? = cache.evict(key: "c")
        #expect(evicted == 5)
        verify(cache).load(key: .any, returning: Int.self).called(.once)
        verify(cache).load(key: .any, returning: String?.self).called(.once)
        verify(cache).evict(key: .value("b"), returning: Void.self).called(.once)
        verify(cache).evict(key: .value("c"), returning: Int?.self).called(.once)
    }

    @Test func aGenericResultsMemberServesTheRequirementWithAMoreSpecificResult() {
        func decodeList<Decoding: ValueDecoding>(_ decoding: Decoding) -> [Int] {
            decoding.decode(from: "list") as [Int]
        }
        let decoding = ValueDecodingMock()
        given(decoding).decode(from: .value("list")).willReturn([1, 2])
        given(decoding).transform(Parameter<Int>.any).willProduce { (_: Int) in { (a: Int, b: Int) -> Substring in "\(a)\(b)" } }
        // Through the requirement with the more specific result, as the protocol's users call it
        // (a call of `transform` through the protocol is ambiguous, for any conforming type).
        #expect(decodeList(decoding) == [1, 2])
        let join: (Int, Int) -> Substring = decoding.transform(7)
        #expect(join(3, 4) == "34")
        verify(decoding).decode(from: .value("list")).called(.once)
        verify(decoding).transform(Parameter<Int>.value(7)).called(.once)

        given(decoding).count(of: .any).willReturn(3)
        given(decoding).count(of: .any).willReturn("three")
        #expect(decoding.count(of: "a") == 3)
        #expect(decoding.count(of: "b") as String == "three")
        verify(decoding).count(of: .any, returning: Int.self).called(.once)
        verify(decoding).count(of: .any, returning: String.self).called(.once)
    }

    @MainActor
    @Test func anActorsMainActorInitializerTakesANonSendableArgument() async {
        // Through the requirement, from the main actor, as the protocol's users call it.
        func make<Session: RenderingSession>(_ type: Session.Type) async -> Session {
            await type.init(canvas: PendingPayload())
        }
        let session = await make(RenderingSessionMock.self)
        given(session).render().willReturn(3)
        #expect(await session.render() == 3)
        verify(session).initializer(canvas: .any).called(.once)
    }
}

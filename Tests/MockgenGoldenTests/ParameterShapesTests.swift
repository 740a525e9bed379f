import MockRuntime
import Testing

/// Fixtures/ParameterShapes: parameter shapes the differential protocol generator found mocks
/// failing on, stubbed, called and verified.
@Suite struct ParameterShapesTests {
    @Test func aMemberGenericNamedLikeTheBuilderModeIsStubbedAndVerified() {
        let mock = ModeNamedGenericsMock()
        given(mock).describe(Parameter<Int>.value(3)).willReturn("three")
        given(mock)[Parameter<String>.any].willReturn(7)

        #expect(mock.describe(3) == "three")
        #expect(mock["a"] == 7)
        verify(mock).describe(Parameter<Int>.any).called(.once)
        verify(mock)[Parameter<String>.value("a")].getCalled(.once)
    }

    @Test func anAsyncMemberWithAnIsolatedParameterRunsItsProducerOnThatActor() async throws {
        let mock = ActorBoundCallsMock()
        given(mock).count(.any, on: .any).willProduce { items, _ in items.count }
        let counter = ShapeCounter()

        #expect(await mock.count([1, 2, 3], on: counter) == 3)
        try await mock.run(on: counter)
        verify(mock).run(on: .any).called(.once)
        verify(mock).count(.value([1, 2, 3]), on: .any).called(.once)
    }

    @Test func throwingAndAsyncAutoclosuresAreEvaluatedOnceBeforeTheCallIsRecorded() async throws {
        let mock = ThrowingAutoclosuresMock()
        given(mock).load(.value([1, 2])).willReturn(2)
        given(mock).settle(.any).willProduce { $0 * 10 }
        given(mock).resolve(.value(4)).willReturn(40)

        #expect(try mock.load([1, 2]) == 2)
        #expect(throws: ShapeFailure.refused) { try mock.load(try Self.refuse()) }
        #expect(await mock.settle(5) == 50)
        #expect(try await mock.resolve(4) == 40)
        mock.check(true) {}
        // The throwing argument threw before the call was recorded.
        verify(mock).load(.any).called(.once)
        verify(mock).check(.value(true), message: .any).called(.once)
    }

    @Test func parametersNamedLikeTheBodysLocalsKeepTheirValues() throws {
        let mock = BodyNamedParametersMock()
        given(mock).record(produce: .value(3), mock: .any).willProduce { value, transform in (transform(value) ?? 0) + 1 }
        given(mock).pair(x: .value(1), _x: .value("a")).willProduce { x, text in "\(text)\(x)" }
        given(mock).chain(x: .any, _x: .any).willProduce { x, y in x * 10 + y }
        #expect(mock.chain(x: 1, _x: 2) == 12)

        #expect(try mock.record(produce: 3, mock: { $0 * 2 }) == 7)
        #expect(mock.pair(x: 1, _x: "a") == "a1")
        verify(mock).pair(x: .value(1), _x: .value("a")).called(.once)
    }

    @Test func anInoutClosureIsPassedToTheProducerWhichCanReplaceIt() throws {
        let mock = InoutClosuresMock()
        given(mock).replace(.any, times: .any).willProduce { handler, times in handler = { times } }
        var handler: () -> Int = { 0 }

        try mock.replace(&handler, times: 5)
        #expect(handler() == 5)
        verify(mock).replace(.any, times: .value(5)).called(.once)
    }

    @Test func repeatedParameterNamesKeepEachArgument() {
        let mock = RepeatedParameterNamesMock()
        given(mock).pair(.value(2), for: .value("b")).willProduce { count, text in "\(text)\(count)" }

        #expect(mock.pair(2, for: "b") == "b2")
        verify(mock).pair(.any, for: .value("b")).called(.once)
    }

    @Test func nestedOpaqueParametersOfInitializersAndSubscriptsAreGenericParameters() {
        let mock = NestedOpaqueInitializersMock(boxed: ShapeBox(value: 3))
        given(mock)[Parameter<ShapeBox<Int>>.any].willProduce { box in "\(box.value)" }

        #expect(mock[ShapeBox(value: 4)] == "4")
        verify(mock)[Parameter<ShapeBox<Int>>.any].getCalled(.once)
        verify(mock).initializer(boxed: Parameter<ShapeBox<Int>>.any).called(.once)
    }

    @Test func aNestedProtocolsAliasKeepsTheMocksWhereClause() {
        let numbers = ShapeSpaceNumbersMock<[Int]>()
        given(numbers).first().willReturn([1, 2])

        #expect(numbers.first() == [1, 2])
        verify(numbers).first().called(.once)
    }

    @Test func overloadsByResultWithAClosureOnlyGenericAreVerifiedByTheirResult() {
        let mock = ClosureOnlyGenericsMock()
        let count: Int = mock.make { "x" }

        #expect(count == 0)
        verify(mock).make(.any, returning: Int.self).called(.once)
        verify(mock).make(.any, returning: String.self).called(.never)
    }

    @Test func aThrowingAutoclosureOfAMemberThatCannotThrowIsHandedToTheProducer() throws {
        let mock = AssertionsMock()
        given(mock).holds(.any).willProduce { condition in (try? condition()) ?? false }
        given(mock).holdsTyped(.any).willReturn(true)

        #expect(mock.holds(true))
        #expect(!mock.holds(try Self.refuseFlag()))
        #expect(try mock.holdsTyped(false))
        // Not evaluated: the argument's error does not reach the caller.
        #expect(try mock.holdsTyped(try Self.refuseFlag()))
        verify(mock).holds(.any).called(.twice)
        verify(mock).holdsTyped(.any).called(.twice)
    }

    @Test func aStaticDescriptionIsMockedBesideTheInstanceDescription() {
        withStaticMockScope {
            given(StaticallyDescribedMock.self).description.willReturn(7)

            #expect(StaticallyDescribedMock.description == 7)
            #expect(StaticallyDescribedMock().description == "StaticallyDescribedMock")
            verify(StaticallyDescribedMock.self).description.getCalled(.once)
        }
    }

    private static func refuseFlag() throws -> Bool {
        throw ShapeFailure.refused
    }

    private static func refuse() throws -> [Int] {
        throw ShapeFailure.refused
    }
}

/// The actor the isolated parameters of `ActorBoundCalls` run on.
private actor ShapeCounter {}

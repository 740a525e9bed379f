import MockRuntime
import Testing

/// Requirements of a protocol and its parents merged as a conforming class sees them: same-type
/// requirements applied (Fixtures/SameTypeParentRequirements), and a requirement an extension
/// implements left to it where the mock could not declare it (Fixtures/ExtensionWitnessedRequirements).
@Suite struct InheritedRequirementsTests {
    @Test func aPropertyRestatedWithTheTypeAParentsWhereClauseFixesIsOneProperty() {
        let property = MutablePropertyProtocolMock<String>()
        given(property).value.willReturn("current")
        given(property).producer.willReturn(SignalProducer(values: ["a", "b"]))

        // Through the parent that spells it `SignalProducer<Value, Error>`.
        func values<Source: SignalProducerConvertible>(of source: Source) -> [Source.Value] { source.producer.values }
        #expect(values(of: property) == ["a", "b"])
        #expect(property.value == "current")
        property.value = "next"
        verify(property).producer.getCalled(.once)
        verify(property).value(newValue: .value("next")).setCalled(.once)
    }

    @Test func aFunctionRestatedWithTheTypeAWhereClauseFixesIsOneFunction() {
        struct Offline: Error {}
        let loader = TextLoadingMock<Offline>()
        given(loader).load().willReturn(.success("text"))
        given(loader).lastOutput.willReturn("text")

        func load<L: Loading>(_ loading: L) -> L.Output? { try? loading.load().get() }
        #expect(load(loader) == "text")
        #expect(loader.lastOutput == "text")
        verify(loader).load().called(.once)
    }

    @Test func anAssociatedTypesWhereClauseMakesTwoSpellingsOneType() {
        let buffer = RingBufferingMock<Int, [Int]>()
        given(buffer).head.willReturn(4)
        given(buffer).storage.willReturn([4, 5])

        func head<B: Buffering>(_ buffering: B) -> B.Storage.Element? { buffering.head }
        #expect(head(buffer) == 4)
        #expect(buffer.storage == [4, 5])
    }

    @Test func aMethodAnExtensionImplementsIsLeftToItBesideThePropertyOfItsName() {
        let owner = LockOwnerTypeMock()
        let lock = RecursiveLock()
        given(owner).lock.willReturn(lock)

        // `lock()` is the extension's, which locks the stubbed property; `unlock()` is the mock's.
        owner.lock()
        owner.unlock()

        #expect(lock.depth == 1)
        verify(owner).lock.getCalled(.once)
        verify(owner).unlock().called(.once)
    }

    @Test func aMethodWithoutAClashIsStillStubbed() {
        let plain = LockMock()
        plain.lock()
        verify(plain).lock().called(.once)
    }

    @Test func aPropertyAnExtensionImplementsIsLeftToItBesideTheMethodOfItsName() {
        let stamping = StampingMock()
        given(stamping).stamp().willReturn(7)

        func stamp(of timestamped: some Timestamped) -> Int { timestamped.stamp }
        #expect(stamp(of: stamping) == 7)
        verify(stamping).stamp().called(.once)
    }
}

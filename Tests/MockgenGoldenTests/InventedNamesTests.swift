import MockRuntime
import Testing

/// Names the generator invents never take the name of a type the mock refers to
/// (Fixtures/InventedNamesHygiene).
@Suite struct InventedNamesTests {
    private struct Subscription: Disposable {
        func dispose() {}
    }

    @Test func aRenamedGenericParameterStillConformsToTheProtocolItWouldHaveShadowed() {
        let observer = ObserverTypeMock<Int>()
        let subject = SubjectTypeMock<ObserverTypeMock<Int>, Int>()
        given(subject).asObserver().willReturn(observer)
        given(subject).subscribe(.any(of: ObserverTypeMock<Int>.self)).willReturn(Subscription())

        subject.asObserver().on(.next(3))
        _ = subject.subscribe(observer)

        verify(observer).on(.any).called(.once)
        verify(subject).subscribe(Parameter<ObserverTypeMock<Int>>.identical(to: observer)).called(.once)
        verify(subject).subscribe(.any(of: ObserverTypeMock<Int>.self)).called(.once)
    }

    @Test func typesNamedLikeTheRenamedParameterKeepTheirMeaning() {
        let bins = WarehouseBinsMock<String>()
        given(bins).key(for: .any(of: Int.self)).willReturn(Warehouse.BinKeyType(code: 7))
        given(bins).contents(of: .value("north")).willReturn(12)
        let records = RecordsMock<Double>()
        given(records).fetch(.any(of: String.self)).willReturn(RowType(index: 2))
        given(records).all().willReturn([1.5])

        #expect(bins.key(for: 1) == Warehouse.BinKeyType(code: 7))
        #expect(bins.contents(of: "north") == 12)
        #expect(records.fetch("first") == RowType(index: 2))
        #expect(records.all() == [1.5])
        verify(records).fetch(.any(of: String.self)).called(.once)
    }

    @Test func anAssociatedTypeBoundByAnAliasKeepsItsMeaningBesideAGenericParameterOfItsName() {
        let seeded = SeededMock()
        given(seeded).first(.any(of: String.self)).willReturn(42)
        let labeled = LabeledMock()
        given(labeled).relabel(.any(of: Double.self)).willReturn("relabelled")

        let first: Int = seeded.first("candidate")
        let label: String? = labeled.relabel(2.5)
        #expect(first == 42)
        #expect(label == "relabelled")
    }

    @Test func aSubscriptParameterNamedNewValueIsRecordedBesideTheNewValue() {
        let slots = SlotsMock()
        given(slots)[.value(1)].willReturn("one")

        slots[2] = "two"

        #expect(slots[1] == "one")
        verify(slots)[.value(2), newValue: .value("two")].setCalled(.once)
        verify(slots)[.value(2), newValue: .value("one")].setCalled(.never)
    }

    @Test func aMockIsNamedAfterItsProtocolUnlessTheProtocolNamesATypeOfThatName() {
        let stopwatch = StopwatchMock2()
        given(stopwatch).fake(ticks: .value(3)).willReturn(StopwatchMock(ticks: 3))

        #expect(stopwatch.fake(ticks: 3) == StopwatchMock(ticks: 3))
        verify(stopwatch).fake(ticks: .any).called(.once)
    }
}

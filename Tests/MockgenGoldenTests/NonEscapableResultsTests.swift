import MockRuntime
import Testing

/// Mocks of members returning non-escapable values (Fixtures/NonEscapableResults): a call is
/// recorded and runs its `perform` actions, then fails, since no mock can make such a value.
@Suite struct NonEscapableResultsTests {
    struct HeaderUnreadable: Error {}

    @Test func aThrowingMemberRunsItsActionsReportsTheUnmakeableResultAndThrows() {
        let windows = ElementWindowsMock<Int>(name: "pages")
        nonisolated(unsafe) var performed = 0
        when(windows).header().perform { performed += 1 }
        withKnownIssue {
            #expect(throws: MockError.self) { _ = try windows.header() }
        } matching: { found in
            issue(
                found,
                mentions:
                    "ElementWindowsMock \"pages\": header() returns RawSpan, a non-escapable value a mock cannot make")
        }
        #expect(performed == 1)
        verify(windows).header().called(.once)
    }

    @Test func aThrowingMemberThrowsItsStubbedErrorWithoutAFailure() {
        let windows = ElementWindowsMock<Int>()
        given(windows).header().willThrow(HeaderUnreadable())
        #expect(throws: HeaderUnreadable.self) { _ = try windows.header() }
    }

    @Test func aMemberThatCannotThrowStopsTheProcessSayingWhy() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var index = 3
            _ = ElementWindowsMock<Int>().nextSpan(after: &index, maximumCount: 2)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains(
                "nextSpan(after: 3, maximumCount: 2) returns Span<Element>, a non-escapable value a mock cannot make"))
    }

    @Test func aNonEscapablePropertyOrSubscriptStopsTheProcessToo() async {
        await #expect(processExitsWith: .failure) {
            _ = PageStoreMock()[page: 1]
        }
        let store = PageStoreMock()
        store.reload(page: 2)
        verify(store).reload(page: .value(2)).called(.once)
    }

    @Test func aNoncopyableAssociatedTypeIsMadeByTheProducerStubAndRecordedAsAPlaceholder() {
        let producer = ChunkProducerMock<TurnstilePass>()
        given(producer).next().willProduce { TurnstilePass(number: 7) }
        guard let pass = producer.next() else {
            Issue.record("next() produced nil")
            return
        }
        let number = pass.number
        #expect(number == 7)
        let contained = producer.contains(TurnstilePass(number: 1))
        #expect(!contained)
        verify(producer).next().called(.once)
        verify(producer).contains(.matching { $0.typeName == "Element" }).called(.once)
    }

    struct RecordedSpan: TraceSpan {
        let operationName: String
    }

    @Test func anAssociatedTypeNamedSpanIsAnOrdinaryStubbedType() {
        let tracer = TracerMock<RecordedSpan>()
        given(tracer).startSpan(.any).willProduce { name in RecordedSpan(operationName: name) }
        #expect(tracer.startSpan("load").operationName == "load")
        #expect(tracer.activeSpan(identifiedBy: 1) == nil)
        verify(tracer).activeSpan(identifiedBy: .value(1)).called(.once)
    }
}

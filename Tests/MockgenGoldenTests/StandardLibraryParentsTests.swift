import Foundation
import MockRuntime
import Testing

/// Mocks of protocols inheriting standard-library protocols (Fixtures/StandardLibraryParents).
@Suite struct StandardLibraryParentsTests {
    @Test func textOutputStreamableWritesThroughTheStub() {
        let printer = ReportPrinterMock()
        given(printer).write(to: .any(of: String.self)).willProduce { (target: inout String) in target += "page 1" }
        var text = ""
        printer.write(to: &text)
        #expect(text == "page 1")
        verify(printer).write(to: .any(of: String.self)).called(.once)
    }

    @Test func aTextOutputStreamMockReceivesWhatPrintWrites() {
        let stream = FlushableTextStreamMock()
        var target = stream
        print("hello", terminator: "", to: &target)
        target.flush()
        verify(stream).write(.value("hello")).called(.once)
        verify(stream).flush().called(.once)
    }

    @Test func aLosslessStringConvertibleMockIsMadeByItsInitializer() {
        let tag = VersionTagMock("1.2.3")
        #expect(tag != nil)
        given(tag!).major.willReturn(1)
        #expect(tag!.major == 1)
    }

    @Test func anIteratorMockServesStubbedElementsAndThenNil() {
        let dispenser = TicketDispenserMock()
        given(dispenser).next().willReturn(1, 2, nil)
        // Through the protocol, as generic code that takes an iterator calls it.
        func drain<I: IteratorProtocol>(_ iterator: I) -> [I.Element] {
            var iterator = iterator
            var elements: [I.Element] = []
            while let element = iterator.next() { elements.append(element) }
            return elements
        }
        #expect(drain(dispenser) == [1, 2])
        verify(dispenser).next().called(.exactly(3))
    }

    @Test func aRandomNumberGeneratorMockDrivesTheStandardLibrarysRandomAPIs() {
        let generator = SeededGeneratorMock()
        given(generator).next().willReturn(42)
        var source = generator
        // Over its whole range, `UInt64.random(in:using:)` is the generator's `next()`: the stub decides.
        #expect(UInt64.random(in: 0...UInt64.max, using: &source) == 42)
        verify(generator).next().called(.atLeast(1))
    }

    @Test func anAsyncIteratorMockServesStubbedElements() async throws {
        let feed = EventFeedMock()
        given(feed).next().willReturn("opened", nil)
        #expect(try await feed.next() == "opened")
        #expect(try await feed.next() == nil)
        feed.close()
        verify(feed).close().called(.once)
    }
}

/// Module-qualified standard parents (Fixtures/QualifiedParents).
@Suite struct QualifiedParentsTests {
    @Test func aSwiftQualifiedCodableParentIsImplemented() throws {
        let record = StoredRecordMock()
        given(record).id.willReturn(7)
        #expect(record.id == 7)
        _ = try JSONEncoder().encode([record])
        verify(record).encode(to: .any).called(.once)
    }
}

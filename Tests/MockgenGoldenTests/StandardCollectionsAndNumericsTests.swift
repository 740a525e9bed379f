import MockRuntime
import Testing

/// Mocks of protocols inheriting sequences and collections
/// (Fixtures/StandardSequencesAndCollections), driven through the standard algorithms.
@Suite struct StandardSequencesAndCollectionsTests {
    @Test func aSequenceMockIteratesTheStubbedIterator() {
        let playlist = PlaylistMock()
        given(playlist).makeIterator().willProduce { AnyIterator(["intro", "outro"].makeIterator()) }
        #expect(Array(playlist) == ["intro", "outro"])
        #expect(playlist.map { $0.uppercased() } == ["INTRO", "OUTRO"])
        verify(playlist).makeIterator().called(.twice)
    }

    @Test func aGenericSequenceMockTakesItsElementType() {
        let pipeline = PipelineMock<Int>()
        given(pipeline).makeIterator().willProduce { AnyIterator([3, 1, 2].makeIterator()) }
        #expect(pipeline.sorted() == [1, 2, 3])
    }

    @Test func aCollectionMockIsIndexedThroughItsStubs() {
        let shelf = ShelfIndexMock()
        given(shelf).startIndex.willReturn(0)
        given(shelf).endIndex.willReturn(3)
        given(shelf)[.any].willProduce { (position: Int) in "book \(position)" }
        given(shelf).index(after: .any).willProduce { $0 + 1 }
        given(shelf).index(before: .any).willProduce { $0 - 1 }
        // `makeIterator()`, `count` and `last` come from the library's defaults.
        #expect(Array(shelf) == ["book 0", "book 1", "book 2"])
        #expect(shelf.count == 3)
        #expect(shelf.last == "book 2")
        verify(shelf)[.value(1)].getCalled(.atLeastOnce)
    }

    @Test func aCollectionChoosingItsOwnIteratorIteratesThroughTheStub() {
        let catalogue = CatalogueMock<ShelfIterator>()
        given(catalogue).makeIterator().willReturn(ShelfIterator(remaining: ["atlas", "novel"]))
        var titles: [String] = []
        for title in catalogue { titles.append(title) }
        #expect(titles == ["atlas", "novel"])
        verify(catalogue).makeIterator().called(.once)
    }

    @Test func aGenericBidirectionalCollectionMockReversesThroughIndexBefore() {
        let history = HistoryMock<Int, String>()
        given(history).startIndex.willReturn(0)
        given(history).endIndex.willReturn(2)
        given(history)[.any].willProduce { (position: Int) in ["first", "second"][position] }
        given(history).index(after: .any).willProduce { $0 + 1 }
        given(history).index(before: .any).willProduce { $0 - 1 }
        #expect(Array(history.reversed()) == ["second", "first"])
    }

    @Test func aMutableCollectionMockRecordsWritesThroughItsSubscript() {
        var board = BoardMock()
        given(board).startIndex.willReturn(0)
        given(board).endIndex.willReturn(2)
        given(board).index(after: .any).willProduce { $0 + 1 }
        given(board).index(before: .any).willProduce { $0 - 1 }
        given(board)[.value(0)].willReturn(7)
        given(board)[.value(1)].willReturn(3)
        // `swapAt` is the library's: it reads both cells and writes them back swapped.
        board.swapAt(0, 1)
        verify(board)[.value(0), newValue: .value(3)].setCalled(.once)
        verify(board)[.value(1), newValue: .value(7)].setCalled(.once)
    }

    @Test func anAsyncSequenceMockServesItsStubbedIterator() async {
        let messages = MessageStreamMock<AsyncStream<String>.Iterator>()
        given(messages).makeAsyncIterator().willProduce {
            AsyncStream { continuation in
                continuation.yield("hello")
                continuation.yield("bye")
                continuation.finish()
            }.makeAsyncIterator()
        }
        var received: [String] = []
        for await message in messages { received.append(message) }
        #expect(received == ["hello", "bye"])
        messages.cancel()
        verify(messages).cancel().called(.once)
    }

    @Test func aGenericAsyncSequenceMockTakesAThrowingIterator() async throws {
        let bytes = ByteStreamMock<AsyncThrowingStream<UInt8, any Error>.Iterator, UInt8>()
        given(bytes).makeAsyncIterator().willProduce {
            AsyncThrowingStream<UInt8, any Error> { continuation in
                continuation.yield(7)
                continuation.finish()
            }.makeAsyncIterator()
        }
        var received: [UInt8] = []
        for try await byte in bytes { received.append(byte) }
        #expect(received == [7])
    }
}

/// Mocks of protocols inheriting literal and numeric protocols (Fixtures/StandardLiteralsAndNumerics).
@Suite struct StandardLiteralsAndNumericsTests {
    @Test func literalsMakeMocksThroughTheRequiredInitializers() {
        let whole: PercentageMock = 50
        let fraction: PercentageMock = 0.5
        verify(whole).initializer(integerLiteral: .value(50)).called(.once)
        verify(fraction).initializer(floatLiteral: .value(0.5)).called(.once)
        given(whole).value.willReturn(50)
        #expect(whole.value == 50)
    }

    @Test func stringAndInterpolationLiteralsMakeMocks() {
        let plain: LabelMock = "title"
        let count = 3
        let interpolated: LabelMock = "\(count) items"
        verify(plain).initializer(stringLiteral: .value("title")).called(.once)
        verify(interpolated).initializer(stringLiteral: .value("3 items")).called(.once)
    }

    @Test func booleanNilArrayAndDictionaryLiteralsMakeMocks() {
        let on: ToggleMock = true
        let unset: ToggleMock = nil
        let tags: TagListMock = ["a", "b"]
        let fields: HeaderFieldsMock = ["Accept": "json"]
        verify(on).initializer(booleanLiteral: .value(true)).called(.once)
        verify(unset).initializer(nilLiteral: .any).called(.once)
        verify(tags).initializer(arrayLiteral: .value(["a", "b"])).called(.once)
        verify(fields).initializer(dictionaryLiteral: .any).called(.once)
    }

    @Test func arithmeticOperatorsAreStubbedOnTheMockType() {
        withStaticMockScope {
            let price: PriceMock = 10
            let tax: PriceMock = 2
            given(PriceMock.self).operatorPlus(.identical(to: price), .identical(to: tax)).willReturn(price)
            given(price).magnitude.willReturn(12)
            #expect(price + tax === price)
            #expect((price + tax).magnitude == 12)
            // `-x` comes from `SignedNumeric`'s default, through the mocked `-`.
            given(PriceMock.self).operatorMinus(.any, .any).willReturn(tax)
            #expect(-price === tax)
            verify(PriceMock.self).operatorPlus(.any, .any).called(.twice)
        }
    }

    @Test func aStrideableMockStridesThroughItsStubs() {
        let start = OffsetMock()
        let end = OffsetMock()
        given(start).distance(to: .identical(to: end)).willReturn(4)
        #expect(start.distance(to: end) == 4)
        #expect(start == start && start != end)
    }
}

/// Mocks of members taking or returning noncopyable and non-escapable values
/// (Fixtures/NoncopyableAndNonescapable).
@Suite struct NoncopyableAndNonescapableTests {
    @Test func aSpanArgumentIsRecordedAsAPlaceholderAndTheStubGetsTheRest() throws {
        let sink = ByteSinkMock()
        given(sink).write(.any, flush: .value(true)).willProduce { (flush: Bool) in flush ? 4 : 0 }
        let bytes: [UInt8] = [1, 2, 3, 4]
        let written = try bytes.withUnsafeBytes { buffer in try sink.write(RawSpan(_unsafeBytes: buffer), flush: true) }
        #expect(written == 4)
        verify(sink).write(.any, flush: .value(true)).called(.once)
        verify(sink).write(.matching { $0.typeName == "RawSpan" }, flush: .any).called(.once)
    }

    @Test func aGenericMockDecodesFromASpanThroughItsStub() throws {
        let decoder = OutputDecoderMock<String>()
        given(decoder).output(from: .any).willReturn("decoded")
        let bytes: [UInt8] = [0x68, 0x69]
        let output = try bytes.withUnsafeBytes { buffer in try decoder.output(from: RawSpan(_unsafeBytes: buffer)) }
        #expect(output == "decoded")
    }

    @Test func noncopyableArgumentsAreRecordedWithoutTheirValue() {
        let turnstile = TurnstileMock()
        turnstile.admit(TurnstilePass(number: 1), gate: 3)
        turnstile.consume(TurnstilePass(number: 2))
        verify(turnstile).admit(.any, gate: .value(3)).called(.once)
        verify(turnstile).consume(.any).called(.once)
    }

    @Test func aNoncopyableResultIsMadeByTheProducerStub() {
        let turnstile = TurnstileMock()
        // The mock's producer of a `rethrows` member cannot throw itself.
        given(turnstile).withTicket(number: .any, .any).willProduce {
            (number: Int, body: (Int) throws -> TurnstilePass) in
            try! body(number * 10)
        }
        let pass = turnstile.withTicket(number: 4) { TurnstilePass(number: $0) }
        #expect(pass.number == 40)
        verify(turnstile).withTicket(number: .value(4), .any).called(.once)
    }

    @Test func anAsyncNoncopyableResultWithoutAProducerThrowsUnstubbed() async throws {
        let turnstile = TurnstileMock()
        await withKnownIssue {
            await #expect(throws: MockError.self) {
                _ = try await turnstile.watch { (_: String) in TurnstilePass(number: 0) }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("whose result is noncopyable")
        }
        given(turnstile).watch(updates: .any).willProduce { (updates: (String) async throws -> TurnstilePass) in
            try await updates("opened")
        }
        let pass = try await turnstile.watch { update in TurnstilePass(number: update.count) }
        #expect(pass.number == 6)
    }

    @Test func anInitializerTakingASpanRecordsTheOtherArguments() throws {
        let bytes: [UInt8] = [1]
        let parser = try bytes.withUnsafeBytes { buffer in
            try SnapshotParserMock(data: RawSpan(_unsafeBytes: buffer), name: "file")
        }
        verify(parser).initializer(data: .any, name: .value("file")).called(.once)
    }
}

import MockRuntime
import Testing

/// Fixtures/ParameterPacks: methods, read-only subscripts and initializers with parameter packs,
/// recorded as the arrays of their values.
@Suite struct ParameterPacksTests {
    @Test func aPackIsMatchedAsTheArrayOfItsValuesAndItsResultStubbedByType() async throws {
        let loader = PackLoaderMock()
        given(loader).load(.matching { $0.count == 2 }, count: .any).willReturn((1, "one"))
        let loaded: (Int, String) = try await loader.load(7, "seven", count: 2)
        #expect(loaded == (1, "one"))
        verify(loader).load(.matching { ($0.first as? Int) == 7 && ($0.last as? String) == "seven" }, count: .value(2))
            .called(.once)
        verify(loader).load(.matching(\.isEmpty), count: .any).called(.never)
    }

    @Test func aProducerGetsAPlainPackAsItsTupleAndAnotherPatternAsAnArray() async throws {
        let loader = PackLoaderMock()
        given(loader).load(.any, count: .any).willProduce { (values: (Int, Int), count: Int) in
            (values.0 + count, values.1 * count)
        }
        let produced: (Int, Int) = try await loader.load(1, 2, count: 10)
        #expect(produced == (11, 20))

        given(loader).record(.any).willProduce { (values: [Any]) in values.count }
        #expect(loader.record([1, 2], ["a"], [true]) == 3)
        verify(loader).record(.matching { ($0.first as? [Int]) == [1, 2] }).called(.once)

        given(loader).wrap(of: .any).willReturn(([1], ["a"]))
        let wrapped: ([Int], [String]) = loader.wrap(of: PackBox(wrapped: 1), PackBox(wrapped: "a"))
        #expect(wrapped == ([1], ["a"]))
    }

    @Test func aThrowingPackMemberAndAStaticOneAreStubbedForEveryPack() throws {
        let loader = PackLoaderMock()
        given(loader).given(.any).willThrow(PackFailure.refused)
        #expect(throws: PackFailure.refused) { try loader.given(1, nil as String?) }
        verify(loader).given(.matching { $0.count == 2 }).called(.once)

        withStaticMockScope {
            given(PackLoaderMock.self).combine(.any).willReturn("combined")
            #expect(PackLoaderMock.combine(1, "a", true) == "combined")
            verify(PackLoaderMock.self).combine(.matching { $0.count == 3 }).called(.once)
        }
    }

    @Test func aSubscriptsAndAnInitializersPacksAreRecordedAsArrays() throws {
        func make<Index: PackIndex>(_ type: Index.Type) -> Index { type.init(keys: 1, "b") }
        let index = make(PackIndexMock.self)
        verify(index).initializer(keys: .matching { $0.count == 2 && ($0.last as? String) == "b" }).called(.once)

        given(index)[.matching { $0.count == 2 }].willReturn(2)
        #expect(index[1, "a"] == 2)
        #expect(index[true] == 0)
        verify(index)[.matching { ($0.first as? Int) == 1 }].getCalled(.once)

        given(index)[tuple: .any].willReturn((1, "one"))
        let tuple: (Int, String)? = try index[tuple: 5, "five"]
        #expect(tuple?.0 == 1 && tuple?.1 == "one")
        verify(index)[tuple: .matching { $0.count == 2 }].getCalled(.once)
    }
}

private enum PackFailure: Error { case refused }

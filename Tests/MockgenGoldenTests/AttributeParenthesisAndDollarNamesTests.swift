import MockRuntime
import Testing

/// Protocols written with `@escaping(…) ->` (no space before the function type's parenthesis)
/// and with `$` inside names (`_$id`) are mocked, and their mocks stub and verify as usual.
@Suite struct AttributeParenthesisAndDollarNamesTests {
    @Test func mockOfAnAttributeParenthesisAndDollarNamesStubsAndVerifies() {
        let pipe = ResultPipeMock()
        given(pipe)._$id.willReturn(7)
        var received: [Int] = []
        given(pipe).pipe(to: .any).willProduce { sink in sink(.success(3)) }
        pipe.pipe { result in if case .success(let value) = result { received.append(value) } }
        pipe.schedule { _ in }
        pipe._$reset()

        #expect(pipe._$id == 7)
        #expect(received == [3])
        verify(pipe).pipe(to: .any).called(.once)
        verify(pipe).schedule(.any).called(.once)
        verify(pipe)._$reset().called(.once)
    }
}

import MockRuntime
import Testing

/// Requirements declared with result-builder attributes: the mocks' members are plain calls.
@Suite struct ResultBuilderRequirementsTests {
    @Test func membersOfBuilderRequirementsReturnWhatWasStubbed() {
        let cookbook = CookbookMock<Int>()
        given(cookbook).steps.willReturn(["chop", "stir"])
        given(cookbook).stages.willReturn([1, 2, 3])
        given(cookbook).steps(serving: .value(4)).willReturn(["double everything"])
        given(cookbook)[.any].willReturn(["starter"])

        #expect(cookbook.steps == ["chop", "stir"])
        #expect(cookbook.stages == [1, 2, 3])
        #expect(cookbook.steps(serving: 4) == ["double everything"])
        #expect(cookbook[1] == ["starter"])
        verify(cookbook).steps(serving: .value(4)).called(.once)
        verify(cookbook).stages.getCalled(.once)
    }
}

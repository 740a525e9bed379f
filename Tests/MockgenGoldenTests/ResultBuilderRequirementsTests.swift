import MockRuntime
import Testing

/// Requirements declared with result-builder attributes: the mocks' members are plain calls.
@Suite struct ResultBuilderRequirementsTests {
    @Test func membersOfBuilderRequirementsReturnWhatWasStubbed() {
        let recipe = RecipeMock<Int>()
        given(recipe).steps.willReturn(["chop", "stir"])
        given(recipe).stages.willReturn([1, 2, 3])
        given(recipe).steps(serving: .value(4)).willReturn(["double everything"])
        given(recipe)[.any].willReturn(["starter"])

        #expect(recipe.steps == ["chop", "stir"])
        #expect(recipe.stages == [1, 2, 3])
        #expect(recipe.steps(serving: 4) == ["double everything"])
        #expect(recipe[1] == ["starter"])
        verify(recipe).steps(serving: .value(4)).called(.once)
        verify(recipe).stages.getCalled(.once)
    }
}

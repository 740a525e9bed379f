import MockgenFrontEnd
import Testing

@Suite struct TypeRefRenderingTests {
    @Test func optionalOfFunctionTypeIsParenthesised() {
        let function = TypeRef(
            text: "(Int) -> Void",
            kind: .function(parameters: [TupleTypeElement(type: .named("Int"))], effects: .none, result: .named("Void"))
        )
        #expect(TypeRef.render(.optional(function)) == "((Int) -> Void)?")
    }
}

import MockgenFrontEnd
import Testing

/// Constructs met in real packages (swift-nio, swift-collections, swift-syntax, hummingbird,
/// swift-parsing) that an earlier version of the front end misread.
@Suite struct RealCodeRegressionTests {
    @Test func underscoredConsumingModifier() {
        let fs = functions(parseProtocol("""
            protocol P {
              __consuming func merging<S: Sequence>(_ other: __owned S) rethrows -> Self where S.Element == Int
            }
            """))
        #expect(fs.map(\.modifiers) == [["__consuming"]])
        #expect(fs.first?.parameters.first?.type.text == "__owned S")
    }

    @Test func resultBuilderAttributeBeforeParameterNameJoinsTheType() {
        let f = functions(parseProtocol("""
            protocol P {
              init(_ header: String, @CodeBlockBuilder bodyBuilder: () throws -> Body) rethrows
            }
            """))
        #expect(f.isEmpty)  // an initializer, not a function
        let model = FrontEnd.parse("protocol P { func make(@Builder content: () -> Body) }")
        #expect(model.diagnostics.isEmpty)
        #expect(functions(model.protocols.first).first?.parameters.first?.type.text == "@Builder () -> Body")
    }

    @Test func attributeWithGenericArgumentsOnProperty() {
        let model = FrontEnd.parse("""
            public protocol RouterController<Context> {
                associatedtype Body: RouterMiddleware<Context>
                @MiddlewareFixedTypeBuilder<Request, Response, Context> var body: Body { get }
            }
            """)
        #expect(model.diagnostics.isEmpty)
        #expect(
            properties(model.protocols.first).first?.attributes.map(\.text) == [
                "@MiddlewareFixedTypeBuilder<Request, Response, Context>"
            ])
    }

    @Test func rawStringHoldingOneQuoteIsSingleLine() {
        #expect(lex(##"a = #"""# ; b"##).map(\.0) == [.identifier, .operator, .stringLiteral, .semicolon, .identifier])
        #expect(lex("x = ###\"\"\"abc\"###").map(\.0) == [.identifier, .operator, .stringLiteral])
        #expect(lex("x = #\"\"\"\n  multi\n  \"\"\"#").map(\.0) == [.identifier, .operator, .stringLiteral])
    }

    @Test func extendedRegexAndRawStringsInsideAClosure() {
        let model = FrontEnd.parse(##"""
            let r = Regex {
              #/^.*/#
              #".library(name: ""#
              #"""#
            }
            protocol After {}
            """##)
        #expect(model.diagnostics.isEmpty)
        #expect(model.protocols.map(\.name) == ["After"])
    }
}

@testable import MockgenFrontEnd
import Testing

/// Constructs of public Swift code (the breadth corpus, `Scripts/research/breadth-parse.py`) that
/// the compiler's parser accepts and that the front end once rejected, or that it must keep
/// reading.
@Suite struct BreadthParsingTests {
    @Test(arguments: [
        ("@escaping(Result<T, any Error>) -> Void", "@escaping (Result<T, any Error>) -> Void"),
        ("@Sendable(Int) -> Void", "@Sendable (Int) -> Void"),
        ("@escaping @Sendable(Int) throws -> Void", "@escaping @Sendable (Int) throws -> Void"),
        ("@escaping(Int) async -> Void", "@escaping (Int) async -> Void"),
        ("@MainActor(Int) -> Void", "@MainActor (Int) -> Void"),
    ])
    func parenthesisRightAfterATypeAttributeOpensTheFunctionTypeBeforeAnArrow(source: String, expected: String) {
        let model = FrontEnd.parse("protocol P { associatedtype T\n func f(x: \(source)) }")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let type = functions(model.protocols.first).first?.parameters.first?.type
        #expect(type?.text == expected)
        #expect(type?.attributes.allSatisfy { $0.arguments == nil } == true)
    }

    @Test func attributeArgumentsRightAfterTheNameStayTheAttributes() {
        let type = parseTypeRef("@convention(c) (Int32) -> Int32")
        #expect(type?.attributes.first?.arguments == "c")
        let isolated = parseTypeRef("@isolated(any) () async -> Void")
        #expect(isolated?.attributes.first?.arguments == "any")
        let decl = parseProtocol(
            "protocol P { @available(iOS, introduced: 13.0, deprecated: 15.0, message: \"no\") func f() }")
        #expect(
            functions(decl).first?.attributes.first?.arguments
                == "iOS, introduced: 13.0, deprecated: 15.0, message: \"no\"")
    }

    @Test func dollarSignContinuesAnIdentifier() {
        #expect(lex("_$id a$b $0 $x").map(\.1) == ["_$id", "a$b", "$0", "$x"])
        #expect(lex("_$id a$b $0 $x").map(\.0) == [.identifier, .identifier, .dollarIdentifier, .dollarIdentifier])
        let model = FrontEnd.parse("protocol P { var _$id: ObservableStateID { get } }")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(properties(model.protocols.first).map(\.name) == ["_$id"])
    }

    /// One file with the constructs of recent Swift around and inside protocols; the compiler's
    /// parser reads it (`swiftc -frontend -parse`), and so must the front end, with every
    /// requirement found.
    @Test func recentSwiftConstructsAreReadWithoutDiagnostics() {
        let model = FrontEnd.parse(##"""
            #!/usr/bin/env swift
            @_spi(Testing) import Foundation
            public protocol Piped {
                associatedtype T
                func typed() throws(MyError)
                func borrow(_ x: borrowing String, _ y: consuming String, _ z: sending String)
                func isolatedParam(_ actor: isolated any Actor)
                func packs<each T>(_ x: repeat each T) -> (repeat each T)
                func some1(_ x: some Collection<Int>) -> some Equatable
                func any1(_ x: any Collection<Int>) -> [any Equatable]
                init?(x: Int)
                init!(y: Int)
                @available(*, unavailable, renamed: "new()")
                func older()
                func `my test`()
                func `default`(_ `in`: Int)
            }
            public protocol NC: ~Copyable {
                consuming func take()
                borrowing func look()
            }
            package protocol P2 { nonisolated func f() }
            struct S {
                nonisolated(unsafe) var x = 1
                let r = /ab+c/
                let r2 = #/a/b/#
                let r3 = #"""
                raw "\(x)"
                """#
                let d = 4 / 2 / 1
                var s = "a\("b\("c")")"
                func g() { _ = [1].map { $0 + 1 }; _ = $x }
            }
            @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            actor A {}
            extension Array: @retroactive Identifiable where Element: Hashable { public var id: Int { 0 } }
            extension S: @unchecked Sendable {}
            @preconcurrency protocol Old { func f() }
            infix operator <*>: AdditionPrecedence
            prefix operator √
            let π = 3.14
            func √(x: Double) -> Double { x }
            struct Outer {
                #warning("hi")
                #someMacro
                #if DEBUG
                var z = 1
                #endif
            }
            protocol WithIf {
                #someMacro
                #if DEBUG
                func dbg()
                #else
                func rel()
                #endif
            }
            func constF(_ x: _const Int) {}
            """##)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.name) == ["Piped", "NC", "P2", "Old", "WithIf"])
        #expect(members(of: model.protocols.first).count == 12)
    }

    @Test func keywordAfterAPeriodIsAMemberNameNotADeclaration() {
        let model = FrontEnd.parse("""
            struct V { var title = L10n.import; var kind = Kind.protocol; let c = x.class }
            protocol P { func f() }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.imports.isEmpty)
        #expect(model.protocols.map(\.name) == ["P"])
    }

    @Test func memberOfAParenthesisedPackElementIsAType() {
        let model = FrontEnd.parse("""
            final class Cursor<each Value: Representable>: Base<(repeat (each Value).Output)> {
                typealias Element = (repeat (each Value).Output)
            }
            protocol P { func f<each V>(_ v: repeat each V) -> (repeat (each V).Output) }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(functions(model.protocols.first).first?.returnType?.text == "(repeat (each V).Output)")
    }

    @Test func inlineArrayTypeIsReadAsText() {
        let model = FrontEnd.parse("""
            private typealias Table = [128 of UInt16]
            protocol P { func f(_ t: [4 of Int]) -> [N of [2 of Double]] }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let f = functions(model.protocols.first).first
        #expect(f?.parameters.first?.type.text == "[4 of Int]")
        #expect(f?.returnType?.text == "[N of [2 of Double]]")
    }

    @Test func nonisolatedConformanceIsReadAsTheProtocol() {
        let model = FrontEnd.parse(
            "@MainActor\nclass C: nonisolated Equatable, Hashable { let name = \"x\" }\nprotocol P {}")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.classes.first?.inheritance.map(\.text) == ["Equatable", "Hashable"])
    }

    @Test func inactiveVersionCheckedClauseOutsideProtocolsIsNotHeldAgainstTheFile() {
        let model = FrontEnd.parse("""
            #if swift(<5.9)
            extension Color {
                static var x = Color("x")
            }
            }
            #endif
            protocol P { func f() }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.name) == ["P"])
    }

    @Test func unreadableProtocolInAVersionCheckedClauseIsStillSkippedWithAWarning() {
        let model = FrontEnd.parse("#if compiler(>=9.0)\nprotocol Future { func f(x: ) }\n#endif\nprotocol P {}")
        #expect(model.protocols.map(\.name) == ["P"])
        #expect(model.diagnostics.map(\.kind) == [.unreadableDeclaration])
    }

    @Test func slashInPrefixPositionOpensARegexLiteralAfterAnyToken() {
        // Bound to what follows only, as at the start of a line in a result builder or after a
        // space: the compiler reads a regex literal whatever the token before.
        #expect(lex("startOfLine\n/(?:public)? var [`\\w]+?: [^\\n]+?\\ /").map(\.0) == [.identifier, .regexLiteral])
        #expect(lex("f /a`b/").map(\.0) == [.identifier, .regexLiteral])
        #expect(lex("x\n/a/").map(\.1) == ["x", "/a/"])
        // So the compiler rejects `f(x) /2/ y` (in Swift 5 mode too): a literal after a call.
        #expect(lex("f(x) /2/ y").map(\.1) == ["f", "(", "x", ")", "/2/", "y"])
        let model = FrontEnd.parse(#"""
            let propertyDefinition = Regex {
              ZeroOrMore { documentationLine }
              startOfLine
              /(?:public)? var [`\w]+?: [^\n]+?(?:\?)?\ /
            }
            func build() -> some RegexComponent {
              Regex {
                startOfLine
                /`name`/
              }
            }
            protocol P { func f() }
            """#)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.name) == ["P"])
    }

    @Test func slashThatCannotOpenARegexLiteralStaysAnOperator() {
        // Bound to what precedes it, after `func` or `operator`, or with white space after it
        // where an expression ends before it: an operator, as for the compiler.
        #expect(lex("a/b/c").map(\.0) == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(lex("x /= 2").map(\.0) == [.identifier, .operator, .integerLiteral])
        #expect(lex("static func /(lhs: T, rhs: T) -> T").map(\.1).prefix(4) == ["static", "func", "/", "("])
        #expect(lex("prefix operator /").map(\.0) == [.identifier, .identifier, .operator])
        // Shapes the compiler does not take for a bare regex literal: white space before the
        // closing `/`, a `)` without its `(`, a closing `/` that starts a comment.
        #expect(lex("x\n/a /").map(\.1) == ["x", "/", "a", "/"])
        #expect(lex("x\n/a)/").map(\.0) == [.identifier, .operator, .identifier, .rightParen, .operator])
        #expect(lex("x\n/a// c").map(\.1) == ["x", "/", "a"])
        // An escaped space before the closing `/` is part of the pattern.
        #expect(lex("x\n/a\\ /").map(\.1) == ["x", "/a\\ /"])
    }

    @Test func periodFollowedByOperatorCharactersIsADotOperator() {
        #expect(lex(".* .*= ..< .== a.b").map(\.1) == [".*", ".*=", "..<", ".==", "a", ".", "b"])
        #expect(lex("a.//c\nb").map(\.1) == ["a", ".", "b"])
        let model = FrontEnd.parse("""
            protocol PointwiseMultiplicative {
                static func .* (lhs: Self, rhs: Self) -> Self
                static func .*= (lhs: inout Self, rhs: Self)
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(functions(model.protocols.first).map(\.name) == [".*", ".*="])
    }

    @Test func classBeforeAModifierThatCanBeANameIsAModifier() {
        let model = FrontEnd.parse("""
            /// @mockable
            open class Action: NSObject {
                class open var identifier: String? { return nil }
                class package func make() -> Action { Action() }
                override open class var keyModifierFlags: Int? { return nil }
            }
            class open {}
            protocol P {}
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.classes.map(\.name) == ["Action", "open"])
        let members = model.classes.first?.members ?? []
        #expect(members.count == 3)
        #expect(members.map(\.isClassMember) == [true, true, true])
    }

    @Test(arguments: [
        "Vector<3>", "Offset<-1>", "Mask<0xFF>", "Buffer<1_024>", "Grid<2, Double>",
        "Linear<Double, Void>.Vector<2>", "Array<Point<3>>",
    ])
    func integerGenericArgumentIsAValueForAValueGenericParameter(type: String) {
        let model = FrontEnd.parse("protocol P { func f(_ x: \(type)) -> \(type)? }")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let function = functions(model.protocols.first).first
        #expect(function?.parameters.first?.type.text == type)
        #expect(function?.returnType?.text == type + "?")
    }

    @Test func minusBeforeAnIntegerGenericArgumentIsItsSignWhateverTheSpaces() {
        #expect(parseTypeRef("Offset< -1>")?.text == "Offset<-1>")
        #expect(parseTypeRef("Offset<- 1>")?.text == "Offset<-1>")
        let model = FrontEnd.parse("protocol P { func f(_ x: Offset<+1>) }")
        #expect(!model.diagnostics.isEmpty, "only a minus signs a value")
    }

    @Test func letGenericParameterIsAValueGenericParameter() {
        let model = FrontEnd.parse("""
            protocol Shapes {
                func corners<let N: Int, T>(_ polygon: Polygon<N, T>) -> [N of T] where N == 4
                associatedtype Mesh: Collection<Point<3>>
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let function = functions(model.protocols.first).first
        #expect(function?.genericParameters.map(\.name) == ["N", "T"])
        #expect(function?.genericParameters.map(\.isValue) == [true, false])
        #expect(function?.genericParameters.first?.constraint?.text == "Int")
        #expect(function?.whereClause.first?.right.text == "4")
    }

    @Test(arguments: [
        ("Swift::Int", "Swift::Int"), ("Swift :: Int", "Swift::Int"), ("Foundation::Data.Index", "Foundation::Data.Index"),
        ("Swift.Swift::Int", "Swift.Swift::Int"), ("Swift::Array<Swift::Int>", "Swift::Array<Swift::Int>"),
        ("[Swift::String: Swift::Int]", "[Swift::String: Swift::Int]"), ("any Swift::Error", "any Swift::Error"),
    ])
    func moduleSelectorBeforeATypeNameIsPartOfTheName(source: String, expected: String) {
        let model = FrontEnd.parse("protocol P { func f(_ x: \(source)) -> \(source)? }")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let function = functions(model.protocols.first).first
        #expect(function?.parameters.first?.type.text == expected)
        #expect(function?.returnType?.text == expected + "?")
    }

    @Test func moduleSelectorIsReadInAttributesInheritanceAndExtensions() {
        let model = FrontEnd.parse("""
            extension Swift::Int {}
            protocol P: Swift::Sendable {
                @Macros::Traced func f()
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.first?.inheritance.map(\.text) == ["Swift::Sendable"])
        #expect(functions(model.protocols.first).first?.attributes.map(\.name) == ["Macros::Traced"])
    }
}

@testable import MockgenFrontEnd
import Testing

/// Trivia the compiler's parser accepts and the differential protocol generator's trivia
/// variants (`mockgen-forge --trivia`) found the front end rejecting.
@Suite struct TriviaParsingTests {
    @Test func anImportsKindAndModuleMayBeOnTheLinesAfterImport() {
        let model = FrontEnd.parse("""
            import
            Foundation
            import // the module on the next line
                struct
                Collections.Deque
            protocol P { func f() }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.imports.map(\.module) == ["Foundation", "Collections"])
        #expect(model.imports.map(\.text) == ["import Foundation", "import struct Collections.Deque"])
        #expect(model.protocols.map(\.name) == ["P"])
    }

    @Test func anImportWithoutAModuleIsStillAnError() {
        let model = FrontEnd.parse("import\n")
        #expect(model.diagnostics.map(\.message) == ["could not read this declaration (expected a module name after 'import'); it is skipped"])
    }

    @Test func attributeArgumentsMayFollowWhiteSpaceOnTheAttributesLine() {
        // Swift 5 warns about the space and reads the arguments; Swift 6 rejects it.
        let model = FrontEnd.parse("""
            @available (iOS 13, *)
            public protocol P {
                @available (macOS 10.15, *) func f()
                @MainActor (unsafe) func g()
                var h: @convention (c) () -> Void { get }
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let p = model.protocols.first
        #expect(p?.attributes.first?.arguments == "iOS 13, *")
        #expect(functions(p).map { $0.attributes.first?.arguments } == ["macOS 10.15, *", "unsafe"])
        #expect(properties(p).first?.type.attributes.first?.arguments == "c")
    }

    @Test func anAttributesGenericArgumentsMayFollowWhiteSpaceOnItsLine() {
        // Swift 5 and 6 read `<Input>` as the attribute's generic arguments.
        let model = FrontEnd.parse("""
            protocol P {
                @ResultBuilder <Int> var body: Int { get }
                @ResultBuilder /* kind */ <String, Int> func make() -> Int
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let p = model.protocols.first
        #expect(properties(p).first?.attributes.map(\.name) == ["ResultBuilder<Int>"])
        #expect(functions(p).first?.attributes.map(\.name) == ["ResultBuilder<String, Int>"])
    }

    @Test func parenthesisAfterWhiteSpaceIsAFunctionTypeBeforeAnArrow() {
        let model = FrontEnd.parse("""
            protocol P {
                var f: @MainActor () -> Void { get }
                var g: @Sendable (Int) async -> Void { get }
                func k(_ x: @escaping (Int) throws -> Void)
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let p = model.protocols.first
        #expect(properties(p).map(\.type.text) == ["@MainActor () -> Void", "@Sendable (Int) async -> Void"])
        #expect(properties(p).allSatisfy { $0.type.attributes.allSatisfy { $0.arguments == nil } })
        #expect(functions(p).first?.parameters.first?.type.attributes.first?.arguments == nil)
    }

    @Test func parenthesisAfterAnAttributeWithoutArgumentsIsTheType() {
        // The compiler never reads arguments for `@escaping`, `@Sendable`...: the group is the
        // (parenthesised) type, whatever follows it.
        let model = FrontEnd.parse("""
            protocol P {
                func execute(query: Int, onCompletion: @escaping ((Int) -> ()))
                func present(tryIntercept: @escaping ((URL) -> Bool), cancel: @escaping(() -> Void))
                var k: (@MainActor ()) { get }
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let p = model.protocols.first
        #expect(functions(p).flatMap(\.parameters).map(\.type.text) == [
            "Int", "@escaping ((Int) -> ())", "@escaping ((URL) -> Bool)", "@escaping (() -> Void)",
        ])
        #expect(functions(p).flatMap(\.parameters).allSatisfy { $0.type.attributes.allSatisfy { $0.arguments == nil } })
        #expect(properties(p).first?.type.text == "(@MainActor ())")
    }

    @Test func parenthesisOnTheLineAfterAnAttributeIsNotItsArguments() {
        let model = FrontEnd.parse("protocol P {\n    var f: @MainActor\n        () -> Void { get }\n}")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let type = properties(model.protocols.first).first?.type
        #expect(type?.text == "@MainActor () -> Void")
        #expect(type?.attributes.first?.arguments == nil)
    }

    @Test func modifierArgumentMayFollowWhiteSpace() {
        let model = FrontEnd.parse("""
            /// @mockable
            class A {
                private (set) var x: Int = 0
                public private (set) var y: Int = 0
                fileprivate (set) public var z: Int = 0
                unowned (unsafe) var owner: AnyObject
                init(owner: AnyObject) { self.owner = owner }
            }
            protocol P { nonisolated (unsafe) var q: Int { get } }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let members = model.classes.first?.members ?? []
        #expect(members.prefix(3).map(\.setterAccess) == [.private, .private, .fileprivate])
        #expect(members.dropFirst().first?.access == .public)
        #expect(members.dropFirst(3).first?.modifiers.contains("unowned(unsafe)") == true)
        #expect(properties(model.protocols.first).first?.modifiers == ["nonisolated(unsafe)"])
    }

    @Test func lineScanReadsADeclarationsAttributeArgumentsAfterWhiteSpace() {
        let names = TopLevelTypeNames.scan(Array("@available (iOS 13, *) public struct Shown {}\n".utf8))
        #expect(names.map(\.name) == ["Shown"])
        #expect(names.first?.isVisibleOutsideModule == true)
    }

    @Test func lineScanEndsATypesNameAtANonBreakingSpace() {
        let names = TopLevelTypeNames.scan(Array("public struct Spaced\u{A0}{}\nclass Named\u{A0}: Base {}\n".utf8))
        #expect(names.map(\.name) == ["Spaced", "Named"])
    }

    @Test func nonBreakingSpaceIsWhiteSpace() {
        // The compiler warns about U+00A0 and reads it as a space (a playground's
        // `flatMap {\u{A0}conference in` was an unexpected character for the front end).
        let model = FrontEnd.parse("""
            let talk = option.flatMap {\u{A0}conference in next(conference) }
            public\u{A0}protocol P {
            \u{A0}\u{A0}func f(_ x: Int)\u{A0}->\u{A0}[String:\u{A0}Int]
                var v: Int {\u{A0}get\u{A0}}
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let p = model.protocols.first
        #expect(p?.name == "P")
        #expect(functions(p).first?.returnType?.text == "[String: Int]")
        #expect(properties(p).map(\.name) == ["v"])
    }

    @Test(arguments: ["a + b", "f(a /b/)", "x = a / b / c", "x = y ?? z", "a ... b", "let c = a! + b"])
    func nonBreakingSpaceBindsOperatorsAsASpaceDoes(source: String) {
        let spaced = lex(source)
        let nonBreaking = lex(String(source.map { $0 == " " ? "\u{A0}" : $0 }))
        #expect(nonBreaking.map(\.0) == spaced.map(\.0))
        #expect(nonBreaking.map(\.1) == spaced.map(\.1))
    }
}

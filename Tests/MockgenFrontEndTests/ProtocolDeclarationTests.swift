import MockgenFrontEnd
import Testing

@Suite struct ProtocolDeclarationTests {
    @Test func readsNameAccessAttributesInheritanceAndWhereClause() throws {
        let decl = try #require(parseProtocol("""
            @MainActor public protocol Store<Item>: AnyObject, Sendable where Item: Codable {
            }
            """))
        #expect(decl.name == "Store")
        #expect(decl.access == .public)
        #expect(decl.attributes == [Attribute(name: "MainActor")])
        #expect(decl.primaryAssociatedTypes == ["Item"])
        #expect(decl.inheritance.map(\.text) == ["AnyObject", "Sendable"])
        #expect(decl.whereClause.map(\.text) == ["Item: Codable"])
        #expect(decl.location == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(decl.path == "Test.swift")
    }

    @Test func docCommentHasMarkersStrippedAndLeadingCommentsAreRaw() throws {
        let decl = try #require(parseProtocol("""
            import Foundation
            // sourcery: AutoMockable
            /// A service.
            /// @mockable
            protocol Service {}
            """))
        #expect(decl.docComment == "A service.\n@mockable")
        #expect(decl.leadingComments == ["// sourcery: AutoMockable", "/// A service.", "/// @mockable"])
    }

    @Test func blockDocCommentIsStripped() throws {
        let decl = try #require(parseProtocol("""
            /**
             * First line.
             * @mockable
             */
            protocol Service {}
            """))
        #expect(decl.docComment == "First line.\n@mockable")
    }

    @Test func trailingCommentOfPreviousLineIsNotLeadingComment() throws {
        let model = FrontEnd.parse("""
            protocol A {} // sourcery: AutoMockable
            protocol B {}
            """)
        #expect(model.protocols.map(\.leadingComments) == [[], []])
    }

    @Test func findsProtocolsNestedInTypesAndExtensions() {
        let model = FrontEnd.parse("""
            struct Outer {
                func helper() { let protocolName = "x"; _ = protocolName }
                enum Inner {
                    protocol Deep {}
                }
                protocol Nested {}
            }
            extension Outer.Inner {
                protocol InExtension {}
            }
            class C { class func make() {} ; protocol InClass {} }
            actor A { protocol InActor {} }
            """)
        #expect(model.protocols.map(\.qualifiedName) == [
            "Outer.Inner.Deep", "Outer.Nested", "Outer.Inner.InExtension", "C.InClass", "A.InActor",
        ])
        #expect(model.diagnostics.isEmpty)
    }

    @Test func protocolInStringsAndCommentsIsNotFound() {
        let model = FrontEnd.parse(#"""
            let a = "protocol Fake {}"
            let b = """
                protocol AlsoFake {}
                """
            // protocol InComment {}
            /* protocol InBlock { /* nested */ } */
            let c = "\("protocol InInterpolation {}")"
            protocol Real {}
            """#)
        #expect(model.protocols.map(\.name) == ["Real"])
    }

    @Test func recordsIfConditionsAroundProtocolsAndImports() throws {
        let model = FrontEnd.parse("""
            #if canImport(UIKit)
            import UIKit
            protocol A {}
            #elseif os(macOS)
            protocol B {}
            #else
            protocol C {}
            #endif
            """)
        #expect(model.imports.map(\.conditions) == [[IfConfigCondition(condition: "canImport(UIKit)")]])
        #expect(model.protocols.map(\.name) == ["A", "B", "C"])
        #expect(
            model.protocols[1].conditions == [
                IfConfigCondition(condition: "os(macOS)", negatedPrior: ["canImport(UIKit)"])
            ])
        #expect(
            model.protocols[2].conditions == [
                IfConfigCondition(condition: nil, negatedPrior: ["canImport(UIKit)", "os(macOS)"])
            ])
    }

    @Test func readsImports() {
        let model = FrontEnd.parse("""
            import Foundation
            @testable import App
            import struct Collections.Deque
            @preconcurrency import Dispatch // comment
            public import  NIOCore
            """)
        #expect(model.imports.map(\.module) == ["Foundation", "App", "Collections", "Dispatch", "NIOCore"])
        #expect(model.imports.map(\.text) == [
            "import Foundation", "@testable import App", "import struct Collections.Deque",
            "@preconcurrency import Dispatch", "public import NIOCore",
        ])
        #expect(model.imports[1].attributes == ["testable"])
        #expect(model.imports[2].location.line == 3)
    }

    @Test func modifiersOtherThanAccessAreKept() throws {
        let decl = try #require(parseProtocol("nonisolated fileprivate protocol P {}"))
        #expect(decl.access == .fileprivate)
        #expect(decl.modifiers == ["nonisolated"])
    }

    @Test func inheritanceKeepsCompositionsGenericsAndAttributes() throws {
        let decl = try #require(parseProtocol("protocol P: Base<Int>, A & B, @preconcurrency Q, ~Copyable {}"))
        #expect(decl.inheritance.map(\.text) == ["Base<Int>", "A & B", "@preconcurrency Q", "~Copyable"])
    }

    @Test func typeHeaderSplitAcrossIfClausesKeepsOneBody() {
        let model = FrontEnd.parse("""
            #if canImport(Darwin)
            extension Box: @unchecked Sendable {
            #elseif os(Linux)
            extension Box: Sendable {
            #else
            extension Box {
            #endif
                protocol Inner { func f() }
            }
            protocol After {}
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.qualifiedName) == ["Box.Inner", "After"])
        #expect(model.protocols.map(\.conditions) == [[], []])
    }

    @Test func protocolHeaderSplitAcrossIfClausesKeepsOneBody() {
        let model = FrontEnd.parse("""
            #if compiler(>=6)
            public protocol Service: Sendable {
            #else
            public protocol Service {
            #endif
                func run()
                #if DEBUG
                func debug()
                #endif
            }
            protocol After {}
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.name) == ["Service", "After"])
        #expect(model.protocols.first?.inheritance.map(\.text) == ["Sendable"])
        #expect(model.protocols.first?.conditions == [])
        #expect(model.protocols.first?.members.count == 2)
    }

    @Test func strayDirectivesSkipTheirProtocolWithWarningsNotLoops() {
        let model = FrontEnd.parse("protocol P {\n#else\nfunc f()\n}\n#endif\nprotocol Q {}")
        #expect(model.diagnostics.count == 2)
        #expect(model.diagnostics.allSatisfy { $0.kind == .unreadableDeclaration })
        #expect(model.protocols.map(\.name) == ["Q"])
    }

    @Test func propertiesThatAnUnconstrainedExtensionInTheSameFileImplementsAreRecordedOnTheProtocol() {
        let model = FrontEnd.parse("""
            protocol Group: Parent {
                var commands: [String: any Command] { get }
            }
            extension Group {
                public var commands: [String: any AsyncCommand] { self.commands }
                func run() {}
            }
            extension Group where Self: AnyObject {
                var owner: AnyObject { self }
            }
            enum Outer { protocol Inner {} }
            extension Outer.Inner {
                static var name: String { "inner" }
            }
            extension Unrelated {
                var other: Int { 0 }
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols.map(\.qualifiedName) == ["Group", "Outer.Inner"])
        #expect(model.protocols[0].defaultedProperties.map(\.name) == ["commands"])
        #expect(model.protocols[0].defaultedProperties.map(\.type.text) == ["[String: any AsyncCommand]"])
        #expect(model.protocols[1].defaultedProperties.map(\.name) == ["name"])
    }

    @Test func subscriptsThatAnUnconstrainedExtensionInTheSameFileImplementsAreRecordedOnTheProtocol() {
        let model = FrontEnd.parse("""
            protocol Alias {
                subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> Aliased<Self, Field> { get }
            }
            extension Alias {
                public subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> Aliased<Self, Field> { fatalError() }
                var count: Int { 0 }
            }
            extension Alias where Self: AnyObject {
                subscript(index: Int) -> Int { index }
            }
            """)
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        #expect(model.protocols[0].defaultedSubscripts.map(\.returnType.text) == ["Aliased<Self, Field>"])
        #expect(model.protocols[0].defaultedSubscripts.map { $0.parameters.map(\.label) } == [["dynamicMember"]])
        #expect(model.protocols[0].defaultedProperties.map(\.name) == ["count"])
    }
}

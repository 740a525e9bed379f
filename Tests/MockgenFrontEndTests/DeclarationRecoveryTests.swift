@testable import MockgenFrontEnd
import Testing

/// Syntax the parser cannot read costs only the declaration around it: that protocol is
/// skipped with a warning (kind `unreadableDeclaration`) at the problem's location, and every
/// other declaration of the file is still read. Text that is not Swift stays an error.
@Suite struct DeclarationRecoveryTests {
    @Test func unreadableRequirementSkipsItsProtocolAndKeepsTheOthers() {
        let model = FrontEnd.parse("""
            protocol Before { func a() }
            protocol Broken {
                func ok()
                func future(x: ) -> Int
            }
            protocol After { func b() }
            """, path: "F.swift")
        #expect(model.protocols.map(\.name) == ["Before", "After"])
        #expect(model.diagnostics == [
            Diagnostic(.warning, "could not read protocol 'Broken' (expected a type); it is skipped", path: "F.swift",
                       at: SourceLocation(line: 4, column: 20, offset: model.diagnostics.first?.location.offset ?? 0),
                       kind: .unreadableDeclaration)
        ])
    }

    @Test func unclosedProtocolBodyIsSkippedWithAWarningAtItsBrace() {
        let model = FrontEnd.parse("protocol Good { func a() }\nprotocol Open {\n    func b()\n", path: "F.swift")
        #expect(model.protocols.map(\.name) == ["Good"])
        #expect(
            model.diagnostics.map(\.message) == [
                "could not read protocol 'Open' (expected '}' to close protocol 'Open'); it is skipped"
            ])
        #expect(model.diagnostics.map(\.location.line) == [2])
        #expect(model.diagnostics.allSatisfy { $0.severity == .warning && $0.kind == .unreadableDeclaration })
    }

    @Test func unreadableCodeOutsideProtocolsIsAWarningAndLosesNoProtocol() {
        let model = FrontEnd.parse("}\nprotocol P { func a() }\n", path: "F.swift")
        #expect(model.protocols.map(\.name) == ["P"])
        #expect(model.diagnostics.map(\.message) == ["could not read this declaration (unexpected '}'); it is skipped"])
        #expect(model.diagnostics.allSatisfy { $0.severity == .warning && $0.kind == .unreadableDeclaration })
    }

    @Test func protocolsInsideAnUnreadableTypeBodyAreStillRead() {
        let model = FrontEnd.parse("""
            struct Outer {
                protocol Broken { func f(x: ) }
                protocol Fine { func g() }
            }
            """)
        #expect(model.protocols.map(\.qualifiedName) == ["Outer.Fine"])
        #expect(model.diagnostics.count == 1)
    }

    @Test func textThatIsNotSwiftIsStillAnError() {
        let model = FrontEnd.parse([UInt8]("protocol P { func a() }\n".utf8) + [0xFF, 0x00], path: "B.swift")
        #expect(model.diagnostics.contains { $0.severity == .error && $0.kind == .general })
        #expect(!model.diagnostics.contains { $0.kind == .unreadableDeclaration })
    }
}

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
}

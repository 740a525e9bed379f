import MockgenFrontEnd

/// The imports a mocks file takes from one input file. A source file gives its own imports. A
/// module interface gives them too, less the modules no mocks file needs to name, plus a plain
/// `import <Module>` of the module it declares: its clients link a binary module, which they
/// cannot import `@testable`, and they see exactly what the interface declares.
///
/// The mocks spell the interface's names as it writes them, module-qualified (`Swift.Result<
/// Payments.Receipt, any Swift.Error>`, `FoundationEssentials.URL`), rather than simplified: that
/// is the spelling the compiler checked the interface with, it keeps its meaning when the test
/// target declares a type of the same name, and every module it names is visible through the
/// module's import and its own imports carried here.
enum InterfaceImports {
    /// Modules an interface imports that a mocks file never names: those every Swift file
    /// imports implicitly, and `Builtin`, which only the standard library's own modules can import.
    static let implicit: Set<String> = [
        "Builtin", "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "_SwiftConcurrencyShims",
    ]

    /// The imports `file` contributes to a mocks file that mocks its declarations.
    static func carried(by file: SourceFileModel, options: GeneratorOptions) -> [ImportDecl] {
        guard file.interface != nil, let module = options.module(ofPath: file.path) else { return file.imports }
        let own = ImportDecl(module: module, text: "import \(module)", location: .start)
        // An implementation-only import is hidden from the module's clients: their code cannot name its types.
        let visible = file.imports.filter {
            !implicit.contains($0.module) && $0.module != module && !$0.attributes.contains("_implementationOnly")
        }
        return visible + [own]
    }
}

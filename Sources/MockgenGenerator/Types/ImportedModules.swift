import MockgenFrontEnd

/// Which modules a source file can name types of: its own and those it imports, with what an
/// imported module re-exports (`@_exported import NIOCore` in a parsed file of `NIO`), as far
/// as the inputs and context files show it. When several modules declare a type name, it
/// resolves among these (`DeclaredTypeTable.declaringModule`): a declaration in a module the
/// file does not import cannot be what the name means, whatever else the context folders hold.
///
/// What is not known is not assumed: a module whose files were not read re-exports nothing
/// here. The modules found are therefore a part of those the file really sees, which is enough
/// to choose among declarations (when the source compiles, a name it uses is never declared by
/// two of the modules it sees, its own module aside).
struct ImportedModules: Sendable {
    /// The modules each file imports, conditionally or not, by path.
    private let importsByPath: [String: [String]]
    /// The modules each module re-exports, by module.
    private let exportsByModule: [String: Set<String>]

    init(files: [SourceFileModel], moduleOf: (String) -> String?) {
        var importsByPath: [String: [String]] = [:]
        var exportsByModule: [String: Set<String>] = [:]
        for file in files where !file.imports.isEmpty {
            importsByPath[file.path, default: []].append(contentsOf: file.imports.map(\.module))
            let exported = file.imports.filter { $0.attributes.contains("_exported") }
            if !exported.isEmpty, let module = moduleOf(file.path) {
                exportsByModule[module, default: []].formUnion(exported.map(\.module))
            }
        }
        self.importsByPath = importsByPath
        self.exportsByModule = exportsByModule
    }

    /// The modules code in the files at `paths` can name types of: `ownModule`, what the files
    /// import and what those modules re-export, transitively. (A module's re-exports are for
    /// its clients: `ownModule`'s are not followed.)
    func modules(seenFrom paths: some Sequence<String>, ownModule: String?) -> Set<String> {
        var visible = Set<String>()
        var pending: [String] = []
        for path in paths { pending += importsByPath[path] ?? [] }
        while let module = pending.popLast() {
            if visible.insert(module).inserted, let exported = exportsByModule[module] { pending += exported }
        }
        if let ownModule { visible.insert(ownModule) }
        return visible
    }
}

/// Declarations by qualified and by simple name, looked up the way Swift resolves a type name:
/// outwards from the enclosing types of the place of use, then as written, then (for a bare
/// name) the only declaration with that simple name. Backticks are ignored, and so are
/// generic arguments (`Base<Int>`).
///
/// When declarations belong to modules, a name qualified with a module (`Core.P`) finds the
/// declaration of that module, and among declarations sharing a name the one of the place of
/// use's own module is preferred.
struct NameTable<Decl: Sendable>: Sendable {
    private struct Entry: Sendable {
        let decl: Decl
        let module: String?
    }

    private let byQualifiedName: [String: [Entry]]
    private let bySimpleName: [String: [Entry]]
    private let modules: Set<String>

    /// `decls` in a deterministic order: when several share a name (and no module tells them
    /// apart), the first one wins.
    init(
        _ decls: [Decl], qualifiedName: (Decl) -> String, name: (Decl) -> String,
        module: (Decl) -> String? = { _ in nil }
    ) {
        let entries = decls.map { Entry(decl: $0, module: module($0)) }
        byQualifiedName = Dictionary(grouping: entries) { qualifiedName($0.decl).withoutBackticks }
        bySimpleName = Dictionary(grouping: entries) { name($0.decl).withoutBackticks }
        modules = Set(entries.compactMap(\.module))
    }

    /// The declaration `type` names, used inside types `enclosingTypes` (outermost first) of
    /// module `contextModule`.
    func lookup(_ type: TypeRef, enclosingTypes: [String], inModule contextModule: String? = nil) -> Decl? {
        guard case .named(let components) = type.kind else { return nil }
        let names = components.map { $0.name.withoutBackticks }
        let name = names.count == 1 ? names[0] : names.joined(separator: ".")
        var scope = enclosingTypes.map(\.withoutBackticks)
        while !scope.isEmpty {
            if let hit = pick(byQualifiedName[(scope + [name]).joined(separator: ".")], preferring: contextModule) {
                return hit
            }
            scope.removeLast()
        }
        if let hit = pick(byQualifiedName[name], preferring: contextModule) { return hit }
        // `Module.P` / `Module.Outer.P`: the declaration of that module.
        if names.count > 1, modules.contains(names[0]) {
            let rest = names.dropFirst().joined(separator: ".")
            if let hit = byQualifiedName[rest]?.first(where: { $0.module == names[0] }) { return hit.decl }
        }
        if components.count == 1, let candidates = bySimpleName[name] {
            if candidates.count == 1 { return candidates[0].decl }
            let own = candidates.filter { contextModule != nil && $0.module == contextModule }
            if own.count == 1 { return own[0].decl }
        }
        return nil
    }

    /// The candidate of `module` when there is one, else the first; nil for none.
    private func pick(_ candidates: [Entry]?, preferring module: String?) -> Decl? {
        guard let candidates, let first = candidates.first else { return nil }
        guard candidates.count > 1, let module else { return first.decl }
        return (candidates.first { $0.module == module } ?? first).decl
    }
}

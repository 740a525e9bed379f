/// Declarations by qualified and by simple name, looked up the way Swift resolves a type name:
/// outwards from the enclosing types of the place of use, then as written, then (for a bare
/// name) the only declaration with that simple name. Backticks are ignored, and so are
/// generic arguments (`Base<Int>`).
struct NameTable<Decl: Sendable>: Sendable {
    private let byQualifiedName: [String: [Decl]]
    private let bySimpleName: [String: [Decl]]

    /// `decls` in a deterministic order: when several share a name, the first one wins.
    init(_ decls: [Decl], qualifiedName: (Decl) -> String, name: (Decl) -> String) {
        byQualifiedName = Dictionary(grouping: decls) { qualifiedName($0).filter { $0 != "`" } }
        bySimpleName = Dictionary(grouping: decls) { name($0).filter { $0 != "`" } }
    }

    /// The declaration `type` names, used inside types `enclosingTypes` (outermost first).
    func lookup(_ type: TypeRef, enclosingTypes: [String]) -> Decl? {
        guard case .named(let components) = type.kind else { return nil }
        let name = components.map { $0.name.filter { $0 != "`" } }.joined(separator: ".")
        var scope = enclosingTypes.map { $0.filter { $0 != "`" } }
        while !scope.isEmpty {
            if let hit = byQualifiedName[(scope + [name]).joined(separator: ".")]?.first { return hit }
            scope.removeLast()
        }
        if let hit = byQualifiedName[name]?.first { return hit }
        if components.count == 1, let candidates = bySimpleName[name], candidates.count == 1 { return candidates[0] }
        return nil
    }
}

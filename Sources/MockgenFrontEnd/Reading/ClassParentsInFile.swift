/// Classes whose members a file's protocols need: a protocol whose parent is a class
/// (`protocol Screen: BaseView`) is mocked by a subclass, which must call one of the class's
/// designated initializers and leave the members it declares to it.
enum ClassParentsInFile {
    /// Qualified names of the classes of `model` that a protocol of `model` inherits (through its
    /// inheritance list or `where Self: …`), with their superclasses in the file, whose members
    /// were not parsed. Their bodies are then read by themselves (`ParsedFile.readMembers`).
    static func missingMembers(_ model: SourceFileModel) -> Set<String> {
        guard !model.classes.isEmpty, !model.protocols.isEmpty else { return [] }
        var byName: [String: ClassDecl] = [:]
        for c in model.classes {
            byName[c.qualifiedName] = byName[c.qualifiedName] ?? c
            byName[c.name] = byName[c.name] ?? c
        }
        func named(_ type: TypeRef) -> ClassDecl? {
            guard case .named(let components) = type.kind else { return nil }
            return byName[components.map(\.name).joined(separator: ".")]
        }
        var wanted = Set<String>()
        var pending = model.protocols.flatMap(parentTypes).compactMap(named)
        while let c = pending.popLast() {
            guard wanted.insert(c.qualifiedName).inserted else { continue }
            if let superclass = c.inheritance.first.flatMap(named) { pending.append(superclass) }
        }
        return Set(wanted.filter { name in byName[name]?.members == nil })
    }

    /// The types `p` inherits that may be a class: its inheritance list and `where Self: …`.
    static func parentTypes(of p: ProtocolDecl) -> [TypeRef] {
        p.inheritance + p.whereClause.filter { $0.kind == .conformance && $0.left.text == "Self" }.map(\.right)
    }
}

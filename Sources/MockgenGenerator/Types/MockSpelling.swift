import MockgenFrontEnd

/// How each mock of a run spells the types the inputs declare, and the scoped imports that needs.
extension MockGenerator.Screening {
    /// How `resolved`'s mock spells the types the inputs declare.
    func spelling(for resolved: ResolvedProtocol, plan: MockPlan? = nil) -> TypeSpelling {
        let (declared, aliases) = resolved.locallyDeclaredTypeNamesAndAliases
        guard !typeTable.isEmpty || !aliases.isEmpty else { return .asWritten }
        var localNames = declared
        if let plan {
            localNames.insert(plan.name)
            localNames.formUnion(plan.genericParameters.map(\.name))
        }
        let module = analysis.index.module(of: resolved.decl)
        return TypeSpelling(
            table: typeTable, contextModule: module, localNames: localNames,
            protocolAliases: aliases, mockName: plan?.name,
            visibleModules: visibility?.modules(seenFrom: [resolved.decl.path] + resolved.ancestors.map(\.path),
                ownModule: module))
    }

    /// How `subject`'s class mock spells the types the inputs declare: as a protocol mock does,
    /// with the class's generic parameters and those of its members as names of its own.
    func spelling(for subject: ClassSubject, plan: MockPlan? = nil) -> TypeSpelling {
        guard !typeTable.isEmpty else { return .asWritten }
        var localNames = subject.memberDeclarations.locallyDeclaredTypeNames
        localNames.formUnion(subject.decl.genericParameters.map { Identifiers.bare($0.name) })
        if let plan { localNames.insert(plan.name) }
        let module = analysis.options.module(ofPath: subject.decl.path)
        return TypeSpelling(
            table: typeTable, contextModule: module, localNames: localNames, mockName: plan?.name,
            visibleModules: visibility?.modules(seenFrom: ([subject.decl] + subject.chain).map(\.path),
                ownModule: module))
    }

    /// Scoped imports (`@testable import struct Version.Version`) of the types `resolved`'s mock
    /// writes bare because their module's name is shadowed (`DeclaredTypeTable`).
    func scopedImports(of resolved: ResolvedProtocol) -> [ImportDecl] {
        guard !typeTable.shadowedModules.isEmpty else { return [] }
        let names = resolved.mentionedRootNames.union([resolved.decl.enclosingTypes.first ?? resolved.decl.name])
        return scopedImports(of: names) { spelling(for: resolved) }
    }

    /// The scoped imports of the types `subject`'s class mock writes bare, its superclass among them.
    func scopedImports(of subject: ClassSubject) -> [ImportDecl] {
        guard !typeTable.shadowedModules.isEmpty else { return [] }
        let names = subject.memberDeclarations.mentionedRootNames.union(
            [subject.decl.enclosingTypes.first ?? subject.decl.name])
        return scopedImports(of: names) { spelling(for: subject) }
    }

    /// `spelling` is made only when some name may need a scoped import.
    private func scopedImports(of names: Set<String>, spelling makeSpelling: () -> TypeSpelling) -> [ImportDecl] {
        let candidates = names.filter(typeTable.mayNeedScopedImport)
        guard !candidates.isEmpty else { return [] }
        let spelling = makeSpelling()
        return candidates.sorted().compactMap { name in
            spelling.shadowedModule(of: name).flatMap { module in
                typeTable.scopedImport(of: name, module: module, testable: testableModules.contains(module))
            }
        }
    }
}

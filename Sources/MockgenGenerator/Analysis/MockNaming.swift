import MockgenFrontEnd

/// How mocks are named: `EngineMock`, `CoreEngineMock` when protocols of several modules share
/// the name, `EngineMock2` when the name is taken by a type the mock refers to, and a top-level
/// alias for a nested protocol's mock. `UsedMockNames` is the same rule read backwards.
extension ProtocolAnalysis {
    /// The name of `decl`'s mock class, and the name other code uses for it: the same, or for a
    /// protocol nested in a type, a top-level type alias (`ServerDelegateMock` for `Server.Delegate`).
    /// A name the mock refers to (`referenced`: a type of the inputs called `LoggerMock` that a
    /// requirement of `Logger` names) is left to that type: the mock is `LoggerMock2`. A name the
    /// mark asks for (`@mockable(override: name = FakeLogger)`) is taken as written.
    func mockNames(_ decl: ProtocolDecl, referenced: Set<String>) -> MockNames {
        if let asked = MarkArguments(docComment: decl.docComment).mockName {
            return MockNames(simple: asked, alias: nil)
        }
        let modulePrefix = moduleNamedMocks.contains(decl.qualifiedName) ? index.module(of: decl) ?? "" : ""
        let base = options.mockNames.name(for: modulePrefix + Identifiers.bare(decl.name))
        let aliasBase = decl.enclosingTypes.joined()
        var simpleName = base
        var suffix = 2
        while referenced.contains(simpleName) || (!aliasBase.isEmpty && referenced.contains(aliasBase + simpleName)) {
            simpleName = "\(base)\(suffix)"
            suffix += 1
        }
        let aliasName = aliasBase.isEmpty ? nil : aliasBase + simpleName
        return MockNames(simple: simpleName, alias: aliasName)
    }

    /// The type names a mock of `resolved` refers to (`ReferencedNames`), with the module that
    /// qualifies the inputs' types in generated code.
    func referencedNames(_ resolved: ResolvedProtocol) -> Set<String> {
        var names = ReferencedNames.of([resolved.decl] + resolved.ancestors)
        for owner in [resolved.decl] + resolved.ancestors {
            if let module = index.module(of: owner) { names.insert(module) }
        }
        return names
    }
}

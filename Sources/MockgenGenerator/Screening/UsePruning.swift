import MockgenFrontEnd

/// Pruning by use (`GeneratorOptions.usedNames`): of the protocols and classes selected for
/// mocking, only those whose mock the test sources name are mocked, plus the mocks those need.
///
/// A mock counts as named when a used name is one a test can write for it: the mock's name
/// (`EngineMock`, `CoreEngineMock` when module-prefixed, `EngineMock2` when renamed), the
/// top-level alias of a nested protocol's mock (`ServerDelegateMock`), or its builder types
/// (`_EngineMockBuilder`, `_EngineMockStaticBuilder`). The match is by name alone, so a name
/// that is merely the same keeps a mock too: pruning only ever keeps too much.
///
/// A mock names another generated mock only where an associated type tied to the mock itself is
/// bound to a companion mock (`SelfReferentialRequirements`); the kept protocols are closed
/// over those companions. Class mocks name no other mock.
struct UsePruning: Sendable {
    /// The used names, reduced to the mock names they could mean (`_EngineMockBuilder` and
    /// `EngineMock2` to `EngineMock`).
    private let mockNames: Set<String>

    init(usedNames: Set<String>) {
        var names = Set<String>()
        for name in usedNames where name.containsText("Mock") {
            names.insert(Self.mockName(meant: name))
        }
        mockNames = names
    }

    /// `_XBuilder` and `_XStaticBuilder` to `X`, then a numbered `XMock2` to `XMock`.
    static func mockName(meant name: String) -> String {
        var name = Substring(name)
        if name.hasPrefix("_") {
            for suffix in ["StaticBuilder", "Builder"] where name.hasSuffix(suffix) {
                name = name.dropFirst().dropLast(suffix.count)
                break
            }
        }
        while let last = name.last, last.isASCII, last.isNumber { name = name.dropLast() }
        return String(name)
    }

    /// True when a used name may mean the mock of the protocol `decl` (declared in `module`).
    func names(mockOf decl: ProtocolDecl, module: String?) -> Bool {
        let base = Identifiers.bare(decl.name) + "Mock"
        let prefixes = ["", decl.enclosingTypes.joined()]
        return prefixes.contains { prefix in
            mockNames.contains(prefix + base) || mockNames.contains(prefix + (module ?? "") + base)
        }
    }

    /// True when a used name may mean the class mock of `decl`.
    func names(mockOf decl: ClassDecl) -> Bool {
        let base = Identifiers.bare(decl.name) + "Mock"
        return mockNames.contains(base) || mockNames.contains(decl.enclosingTypes.joined() + base)
    }

    /// `declarations` split into those to screen (the named ones and the companions their
    /// mocks bind associated types to, transitively) and the pruned rest, each in the given order.
    func split(
        _ declarations: [ProtocolDecl], index: ProtocolIndex, planner: ProtocolPlanner
    ) -> (kept: [ProtocolDecl], pruned: [ProtocolDecl]) {
        func key(_ decl: ProtocolDecl) -> String { "\(decl.path)|\(decl.location.offset)" }
        let candidates = Set(declarations.map(key))
        var kept = Set<String>()
        var pending = declarations.filter { names(mockOf: $0, module: index.module(of: $0)) }
        while let decl = pending.popLast() {
            guard kept.insert(key(decl)).inserted else { continue }
            for companion in Self.companions(of: decl, index: index, planner: planner)
            where candidates.contains(key(companion)) && !kept.contains(key(companion)) {
                pending.append(companion)
            }
        }
        var result: (kept: [ProtocolDecl], pruned: [ProtocolDecl]) = ([], [])
        for decl in declarations {
            if kept.contains(key(decl)) { result.kept.append(decl) } else { result.pruned.append(decl) }
        }
        return result
    }

    /// The input protocols `decl`'s mock may bind a self-referential associated type to: every
    /// protocol an associated type it is generic over conforms to, when a requirement ties one
    /// of them to the mock (a superset of the companions `ProtocolPlanner.companionMock` picks).
    private static func companions(
        of decl: ProtocolDecl, index: ProtocolIndex, planner: ProtocolPlanner
    ) -> [ProtocolDecl] {
        let (resolved, _) = index.resolve(decl)
        let layout = planner.associatedTypeLayout(NumericBacking.mocked(resolved))
        let generic = layout.generic
        let tied = SelfReferentialRequirements.tied(layout.requirements, generic: Set(generic.map(\.name)))
        guard !tied.isEmpty else { return [] }
        let conformances = generic.flatMap(\.inheritance)
            + layout.requirements.filter { $0.kind == .conformance }.map(\.right)
        return conformances.compactMap { index.lookup($0, from: decl) }
    }
}

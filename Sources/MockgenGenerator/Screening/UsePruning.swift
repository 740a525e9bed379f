import MockgenFrontEnd

/// Pruning by use (`GenerationFacts.usedNames`): of the protocols and classes selected for
/// mocking, only those whose mock the test sources name (`UsedMockNames`, the rule the read
/// stage follows too) are mocked, plus the mocks those need.
///
/// A mock names another generated mock only where an associated type tied to the mock itself is
/// bound to a companion mock (`SelfReferentialRequirements`); the kept protocols are closed
/// over those companions. Class mocks name no other mock (`ClassMockingRoots` prunes them).
struct UsePruning: Sendable {
    private let names: UsedMockNames

    init(usedNames: Set<String>, pattern: MockNamePattern) {
        names = UsedMockNames(usedNames: usedNames, pattern: pattern)
    }

    /// `declarations` split into those to screen (the named ones and the companions their
    /// mocks bind associated types to, transitively) and the pruned rest, each in the given order.
    func split(
        _ declarations: [ProtocolDecl], index: ProtocolIndex, analysis: ProtocolAnalysis
    ) -> (kept: [ProtocolDecl], pruned: [ProtocolDecl]) {
        func key(_ decl: ProtocolDecl) -> String { "\(decl.path)|\(decl.location.offset)" }
        let candidates = Set(declarations.map(key))
        var kept = Set<String>()
        var pending = declarations.filter { names.names(mockOf: $0, module: index.module(of: $0)) }
        while let decl = pending.popLast() {
            guard kept.insert(key(decl)).inserted else { continue }
            for companion in Self.companions(of: decl, index: index, analysis: analysis)
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
    /// of them to the mock (a superset of the companions `ProtocolAnalysis.companionMock` picks).
    private static func companions(
        of decl: ProtocolDecl, index: ProtocolIndex, analysis: ProtocolAnalysis
    ) -> [ProtocolDecl] {
        let (resolved, _) = index.resolve(decl)
        let layout = analysis.associatedTypeLayout(NumericBacking.mocked(resolved))
        let generic = layout.generic
        let tied = SelfReferentialRequirements.tied(layout.requirements, generic: Set(generic.map(\.name)))
        guard !tied.isEmpty else { return [] }
        let conformances = generic.flatMap(\.inheritance)
            + layout.requirements.filter { $0.kind == .conformance }.map(\.right)
        return conformances.compactMap { index.lookup($0, from: decl) }
    }
}

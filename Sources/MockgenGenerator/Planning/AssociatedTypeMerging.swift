import MockgenFrontEnd

/// One associated type per name for a protocol and its ancestors. Several parents may declare
/// the same associated type, each with its own constraints and default (`associatedtype Item:
/// Hashable` in one, `associatedtype Item: Codable = String` in another); the mock's one generic
/// parameter or type alias must satisfy them all.
enum AssociatedTypeMerging {
    /// The associated types of `protocols` (the protocol first, then its ancestors nearest first),
    /// in order of first declaration, each merged with its redeclarations: constraints and
    /// `where` requirements are joined (each once), and the nearest declared default is kept.
    ///
    /// A default is kept only when the declaration that gives it also states every constraint
    /// (its own and `protocolRequirements`, the protocols' `where` clauses): whether `Int`
    /// satisfies `StringProtocol`, required by another parent, takes a type checker, and a mock
    /// generic over the associated type compiles either way.
    static func merged(
        _ protocols: [ProtocolDecl], protocolRequirements: [GenericRequirement]
    ) -> [AssociatedTypeDecl] {
        var order: [String] = []
        var byName: [String: AssociatedTypeDecl] = [:]
        var defaultOwner: [String: [TypeRef]] = [:]
        for owner in protocols {
            owner.members.forEachMember { member in
                guard case .associatedType(let declared) = member else { return }
                if declared.defaultType != nil, defaultOwner[declared.name] == nil {
                    defaultOwner[declared.name] = declared.inheritance
                }
                guard var merged = byName[declared.name] else {
                    order.append(declared.name)
                    byName[declared.name] = declared
                    return
                }
                for constraint in declared.inheritance
                    where !merged.inheritance.contains(where: { $0.text == constraint.text }) {
                    merged.inheritance.append(constraint)
                }
                for requirement in declared.whereClause where !merged.whereClause.contains(requirement) {
                    merged.whereClause.append(requirement)
                }
                if merged.defaultType == nil { merged.defaultType = declared.defaultType }
                byName[declared.name] = merged
            }
        }
        return order.compactMap { name in
            guard var merged = byName[name] else { return nil }
            if merged.defaultType != nil {
                let stated = Set((defaultOwner[name] ?? []).map(\.text))
                let required = merged.inheritance + protocolRequirements.filter {
                    $0.kind == .conformance && $0.leftWithoutSelf.singleName == name
                }.map(\.right)
                if required.contains(where: { !stated.contains($0.text) }) { merged.defaultType = nil }
            }
            return merged
        }
    }
}

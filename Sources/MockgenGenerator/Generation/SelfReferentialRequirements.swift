import MockgenFrontEnd

/// Requirements that tie a member of an associated type to the conforming type itself
/// (`where Partner.Key == Self`). The mock is generic over such an associated type, and the
/// requirement would become one on its own generic parameter naming the mock class
/// (`Mock<Partner> where Partner.Key == Mock<Partner>`), which the compiler rejects as
/// self-referential: no generic mock can state it.
enum SelfReferentialRequirements {
    /// The first requirement of `resolved` that a generic mock cannot state, or nil.
    static func first(in resolved: ResolvedProtocol) -> GenericRequirement? {
        let associated = ProtocolPlanner.associatedTypes(resolved)
        let generic = Set(associated.filter { ProtocolPlanner.usableDefault($0) == nil }.map(\.name))
        return (resolved.whereClause + associated.flatMap(\.whereClause)).first { requirement in
            guard case .named(let components) = requirement.leftWithoutSelf.kind, components.count > 1,
                  generic.contains(components[0].name) else { return false }
            return requirement.right.contains { $0.singleName == "Self" }
        }
    }

    /// Why `resolved` cannot be mocked, or nil.
    static func problem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        guard let requirement = first(in: resolved) else { return nil }
        let decl = resolved.decl
        let relation = requirement.kind == .sameType ? "==" : ":"
        return Mockability.Problem(
            message: "cannot mock '\(decl.qualifiedName)': its requirement '\(requirement.left.text) \(relation) \(requirement.right.text)' "
                + "ties an associated type to the conforming type, which the generic parameters of a mock class cannot state; skipped",
            path: decl.path, location: decl.location)
    }
}

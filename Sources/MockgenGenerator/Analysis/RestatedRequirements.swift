import MockgenFrontEnd

/// A protocol that restates a parent's requirement with a concrete type where the parent has an
/// associated type (`protocol Enum: RawRepresentable { var rawValue: Int { get } }`) fixes that
/// associated type, as the compiler infers it from the one member that witnesses both
/// (`RawValue == Int`). The mock gets the type alias, and the parent's requirements that the
/// protocol restates (`var rawValue: RawValue`, `init?(rawValue: RawValue)`) are left to the
/// protocol's own; without this they would be two properties of one name.
enum RestatedRequirements {
    /// `resolved` with each associated type a restated property fixes as a same-type
    /// requirement, and without the parent requirements the protocol restates; unchanged when
    /// no property is restated so.
    static func binding(_ resolved: ResolvedProtocol) -> ResolvedProtocol {
        let bindings = self.bindings(resolved)
        guard !bindings.isEmpty else { return resolved }
        let own = resolved.decl.members.flattened
        let ownKeys = Set(own.map(StandardLibraryKnowledge.implementationKey))
        let bound = Set(bindings.map(\.name))

        var result = resolved
        result.whereClause += bindings.map {
            GenericRequirement(kind: .sameType, left: .named($0.name), right: $0.type)
        }
        result.members = resolved.members.filter { item in
            guard case .member(let member) = item, !own.contains(member),
                  ownKeys.contains(StandardLibraryKnowledge.implementationKey(member)) else { return true }
            return !mentions(member, bound)
        }
        return result
    }

    /// Each associated type a restated property fixes: its name, the protocol's type for it, and
    /// the parent's property the protocol restates.
    static func bindings(_ resolved: ResolvedProtocol) -> [(name: String, type: TypeRef, inherited: PropertyDecl)] {
        // Only a property of the protocol's own restates one: without any, there is nothing to
        // bind (and the associated types need not be merged).
        guard !resolved.ancestors.isEmpty else { return [] }
        var ownProperties: [String: PropertyDecl] = [:]
        resolved.decl.members.forEachMember { member in
            guard case .property(let p) = member else { return }
            ownProperties[StandardLibraryKnowledge.implementationKey(.property(p))] = p
        }
        guard !ownProperties.isEmpty else { return [] }
        let generic = Set(
            ProtocolAnalysis.associatedTypes(resolved).filter { ProtocolAnalysis.usableDefault($0) == nil }.map(\.name))
        guard !generic.isEmpty else { return [] }
        var found: [(name: String, type: TypeRef, inherited: PropertyDecl)] = []
        for ancestor in resolved.ancestors {
            ancestor.members.forEachMember { member in
                guard case .property(let inherited) = member,
                      let name = inherited.type.droppingSelfRoot.singleName, generic.contains(name),
                      !found.contains(where: { $0.name == name }),
                      let restated = ownProperties[StandardLibraryKnowledge.implementationKey(.property(inherited))],
                      restated.type.droppingSelfRoot.rootNames.isDisjoint(with: generic) else { return }
                found.append((name, restated.type, inherited))
            }
        }
        return found
    }

    /// True when the member's parameter or result types name one of `names`.
    private static func mentions(_ member: Member, _ names: Set<String>) -> Bool {
        let types: [TypeRef]
        switch member {
        case .function(let f): types = f.parameters.map(\.type) + [f.returnType].compactMap { $0 }
        case .property(let p): types = [p.type]
        case .subscript(let s): types = s.parameters.map(\.type) + [s.returnType]
        case .initializer(let i): types = i.parameters.map(\.type)
        case .associatedType, .typeAlias: types = []
        }
        return types.contains { !$0.droppingSelfRoot.rootNames.isDisjoint(with: names) }
    }
}

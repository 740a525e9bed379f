/// A protocol with everything it inherits from other protocols found in the inputs.
package struct ResolvedProtocol: Hashable, Sendable {
    package var decl: ProtocolDecl
    /// Protocols from the inputs that `decl` inherits, transitively, nearest first, each once.
    package var ancestors: [ProtocolDecl]
    /// Every requirement: the protocol's own first, then each ancestor's, in `ancestors` order.
    /// A requirement that an ancestor repeats (same kind, name, labels and types) appears once.
    package var members: [MemberItem]
    /// Inherited types that are not protocols of the inputs, from `decl` and its ancestors,
    /// deduplicated by text: `AnyObject`, `Sendable`, `Actor`, `Equatable`, `Error`, framework protocols...
    package var externalInheritance: [TypeRef]
    /// `where` requirements of `decl` and its ancestors.
    package var whereClause: [GenericRequirement]

    package init(decl: ProtocolDecl, ancestors: [ProtocolDecl] = [], members: [MemberItem]? = nil,
                externalInheritance: [TypeRef]? = nil, whereClause: [GenericRequirement]? = nil) {
        self.decl = decl
        self.ancestors = ancestors
        self.members = members ?? decl.members
        self.externalInheritance = externalInheritance ?? decl.inheritance
        self.whereClause = whereClause ?? decl.whereClause
    }

    /// Own and inherited attributes such as `@MainActor` (own first, deduplicated by text).
    package var attributes: [Attribute] {
        var seen = Set<String>()
        return ([decl] + ancestors).flatMap(\.attributes).filter { seen.insert($0.text).inserted }
    }
}

import MockgenFrontEnd

/// Requirements a mock leaves out because something else implements them (its class parent,
/// an extension of the protocol).
extension ProtocolAnalysis {
    /// `items` without the subscripts whose mock member would name the mock as a generic argument
    /// (`-> AliasedField<Self, Field>`) and that an extension of the protocol implements
    /// (`defaulted`): the compiler rejects such a member ("self-referential generic requirements")
    /// when the generic type's constraints require the conformance being declared.
    static func removing(_ items: [MemberItem], leftTo defaulted: [SubscriptDecl]) -> [MemberItem] {
        guard !defaulted.isEmpty else { return items }
        func key(_ s: SubscriptDecl) -> String {
            let labels = s.parameters.map { ($0.label ?? "_") + ":" }.joined()
            return "\(s.genericParameters.count)(\(labels))\(s.returnType.simpleName ?? s.returnType.text)"
        }
        let implemented = Set(defaulted.map(key))
        func namesSelfAsArgument(_ type: TypeRef) -> Bool {
            type.contains { t in
                guard case .named(let components) = t.kind else { return false }
                return components.contains { $0.genericArguments.contains { $0.singleName == "Self" } }
            }
        }
        return removing(items) { member in
            guard case .subscript(let requirement) = member else { return false }
            let namesSelf = namesSelfAsArgument(requirement.returnType) || requirement.parameters.contains {
                namesSelfAsArgument($0.type)
            }
            return namesSelf && implemented.contains(key(requirement))
        }
    }

    /// `items` without the requirements `parent` declares itself (in every `#if` clause too).
    static func removing(_ items: [MemberItem], implementedBy parent: ClassParent) -> [MemberItem] {
        removing(items) { parent.implementedMembers.contains(MemberSignature($0)) }
    }

    /// `items` without the members `isRemoved` picks, in every `#if` clause too.
    static func removing(_ items: [MemberItem], where isRemoved: (Member) -> Bool) -> [MemberItem] {
        items.compactMap { item in
            switch item {
            case .member(let member):
                return isRemoved(member) ? nil : item
            case .ifConfig(var block):
                for index in block.clauses.indices {
                    block.clauses[index].items = removing(block.clauses[index].items, where: isRemoved)
                }
                return .ifConfig(block)
            }
        }
    }
}

import MockgenFrontEnd

/// A standard protocol's requirement (`Equatable`'s `==`, `description`...) that a protocol
/// restates only inside `#if` clauses (`#if DEBUG static func == (lhs: Self, rhs: Self) -> Bool
/// #endif`). The standard protocol requires it whatever the condition, but the member a mock
/// adds for it (`ProtocolPlanner.synthesized`) is left out since the protocol declares it: where
/// the clause is inactive the mock did not conform. The first restatement is hoisted before its
/// block, so that the mock implements it in every clause; `OneWitnessOverloads` then leaves out
/// the clauses' copies it witnesses.
enum RestatedStandardRequirements {
    /// `items` with the first restatement inside a `#if` block of each requirement of the
    /// standard protocols among `parents` that `items` do not declare outside one, copied before
    /// that block.
    static func hoisting(_ items: [MemberItem], refining parents: Set<String>) -> [MemberItem] {
        let standard = Set(StandardRequirement.entries(refining: parents).map(\.requirement))
        guard !standard.isEmpty, items.contains(where: { if case .ifConfig = $0 { true } else { false } }) else {
            return items
        }
        var declared = Set(items.compactMap { item -> StandardRequirement? in
            if case .member(let member) = item { StandardRequirement(member) } else { nil }
        })
        var result: [MemberItem] = []
        for item in items {
            if case .ifConfig = item {
                for member in [item].flattened {
                    guard let requirement = StandardRequirement(member), standard.contains(requirement),
                          !declared.contains(requirement) else { continue }
                    declared.insert(requirement)
                    result.append(.member(member))
                }
            }
            result.append(item)
        }
        return result
    }
}

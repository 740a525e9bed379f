/// Gives every invocation of a mock its member descriptor's `static let` name, unique in the
/// mock and stable in declaration order (`load`, `load_2` for an overload), and decides which
/// descriptors need their signature: only those whose selector and kind another member of
/// the same state (instance or static) shares.
///
/// A planner names each requirement as it plans it (`name(_:)`, in declaration order, so the
/// requirement is changed in place before any copy of it exists), then marks the shared
/// signatures once the whole mock is known (`markingSharedSignatures(_:)`), which changes the
/// items only when two members share a selector and kind.
struct DescriptorNaming {
    /// What makes two descriptors of one mock need their signatures to tell them apart.
    private struct SharedKey: Hashable {
        var isStatic: Bool
        var selector: String
        var kind: String?
    }

    private var used = Set<String>()
    private var counts: [SharedKey: Int] = [:]
    /// True once some key was seen twice.
    private var hasSharedKeys = false

    init() {}

    /// `items` with every descriptor named and marked (for items planned without naming).
    static func named(_ items: [PlannedItem]) -> [PlannedItem] {
        var naming = DescriptorNaming()
        let named = naming.naming(items)
        return naming.markingSharedSignatures(named)
    }

    /// Names the descriptors of `requirement`'s invocations, the next ones in declaration order.
    mutating func name(_ requirement: inout PlannedRequirement) {
        for index in requirement.invocations.indices {
            requirement.invocations[index].descriptor.name = uniqueName(
                requirement.invocations[index].descriptor.nameHint)
            let key = Self.key(requirement.invocations[index])
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count > 1 { hasSharedKeys = true }
        }
    }

    /// `items`, named by `name(_:)` in order, with `needsSignature` set on each descriptor whose
    /// selector and kind another one shares (unchanged when none does).
    func markingSharedSignatures(_ items: [PlannedItem]) -> [PlannedItem] {
        guard hasSharedKeys else { return items }
        return items.map { item in
            switch item {
            case .requirement(var requirement):
                for index in requirement.invocations.indices {
                    requirement.invocations[index].descriptor.needsSignature = counts[
                        Self.key(requirement.invocations[index]), default: 0] > 1
                }
                return .requirement(requirement)
            case .ifConfig(let clauses):
                return .ifConfig(clauses.map { clause in
                    PlannedClause(keyword: clause.keyword, condition: clause.condition,
                        items: markingSharedSignatures(clause.items))
                })
            }
        }
    }

    /// `items` with their descriptors named in order.
    private mutating func naming(_ items: [PlannedItem]) -> [PlannedItem] {
        var named: [PlannedItem] = []
        named.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .requirement(var requirement):
                name(&requirement)
                named.append(.requirement(requirement))
            case .ifConfig(let clauses):
                named.append(.ifConfig(clauses.map { clause in
                    PlannedClause(keyword: clause.keyword, condition: clause.condition, items: naming(clause.items))
                }))
            }
        }
        return named
    }

    private static func key(_ invocation: Invocation) -> SharedKey {
        SharedKey(isStatic: invocation.isStatic, selector: invocation.descriptor.selector,
            kind: invocation.descriptor.kind)
    }

    /// Names that cannot be a `static let` or follow a `.` without backticks.
    private static let awkward: Set<String> = ["Type", "Protocol", "self", "Self", "init", "deinit", "subscript"]

    private mutating func uniqueName(_ hint: String) -> String {
        var base = Identifiers.bare(hint)
        if Identifiers.keywords.contains(base) || Self.awkward.contains(base) { base += "_" }
        var candidate = base
        var suffix = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        return candidate
    }
}

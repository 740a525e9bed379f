/// Gives every invocation of a mock its member descriptor's `static let` name, unique in the
/// mock and stable in declaration order (`load`, `load_2` for an overload), and decides which
/// descriptors need their signature: only those whose selector and kind another member of
/// the same state (instance or static) shares.
enum DescriptorNaming {
    static func named(_ items: [PlannedItem]) -> [PlannedItem] {
        var sharedKeys: [String: Int] = [:]
        for requirement in PlannedItem.flatten(items) {
            for invocation in requirement.invocations { sharedKeys[key(invocation), default: 0] += 1 }
        }
        var used = Set<String>()
        return name(items, used: &used, sharedKeys: sharedKeys)
    }

    private static func name(_ items: [PlannedItem], used: inout Set<String>, sharedKeys: [String: Int]) -> [PlannedItem] {
        items.map { item in
            switch item {
            case .requirement(var requirement):
                for index in requirement.invocations.indices {
                    var descriptor = requirement.invocations[index].descriptor
                    descriptor.name = uniqueName(descriptor.nameHint, used: &used)
                    descriptor.needsSignature = sharedKeys[key(requirement.invocations[index]), default: 0] > 1
                    requirement.invocations[index].descriptor = descriptor
                }
                return .requirement(requirement)
            case .ifConfig(let clauses):
                return .ifConfig(clauses.map { clause in
                    PlannedClause(keyword: clause.keyword, condition: clause.condition, items: name(clause.items, used: &used, sharedKeys: sharedKeys))
                })
            }
        }
    }

    private static func key(_ invocation: Invocation) -> String {
        (invocation.isStatic ? "static " : "") + invocation.descriptor.selector + " " + (invocation.descriptor.kind ?? "method")
    }

    /// Names that cannot be a `static let` or follow a `.` without backticks.
    private static let awkward: Set<String> = ["Type", "Protocol", "self", "Self", "init", "deinit", "subscript"]

    private static func uniqueName(_ hint: String, used: inout Set<String>) -> String {
        var base = Identifiers.bare(hint)
        if Identifiers.keywords.contains(base) || awkward.contains(base) { base += "_" }
        var candidate = base
        var suffix = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        return candidate
    }
}

import MockgenFrontEnd

/// A mock isolated to a global actor (`@MainActor protocol Screen: Named`), or an actor
/// (`protocol Store: Actor, Named`), conforms to the protocols it inherits too. Requirements
/// inherited from a parent that is not isolated must be `nonisolated` in the mock, or the
/// conformance to that parent would cross into the mock's isolation (the compiler's
/// "conformance ... crosses into main actor-isolated code"). The mock's state is `Sendable`, so
/// such members record and answer calls from any isolation.
///
/// A requirement the isolated protocol restates is marked too when it is synchronous: one
/// `nonisolated` witness satisfies both the protocol's isolated requirement and the parent's
/// (`@MainActor protocol Screen: CustomStringConvertible { var description: String { get set } }`).
/// An asynchronous one keeps the protocol's isolation: an isolated witness serves a parent's
/// asynchronous requirement too.
enum InheritedIsolation {
    /// `resolved` with `nonisolated` on each requirement that parents without isolation declare
    /// (parents from the inputs, and the standard protocols in `StandardRequirement.table` among
    /// `parents`, the names of its parents outside the inputs), when the mock is isolated
    /// (`isolated`); unchanged otherwise.
    static func marking(_ resolved: ResolvedProtocol, refining parents: Set<String>, isolated: Bool) -> ResolvedProtocol {
        guard isolated else { return resolved }
        let isolatedNames = isolatedProtocols(resolved)
        var kept = Set<MemberSignature>()
        var plain = Set<MemberSignature>()
        for owner in [resolved.decl] + resolved.ancestors {
            let ownerIsIsolated = owner.qualifiedName == resolved.decl.qualifiedName || isolatedNames.contains(owner.name)
            owner.members.forEachMember { member in
                if ownerIsIsolated { kept.insert(MemberSignature(member)) } else { plain.insert(MemberSignature(member)) }
            }
        }
        let standard = Set(StandardRequirement.entries(refining: parents).map(\.requirement))
        guard !plain.isEmpty || !standard.isEmpty else { return resolved }
        var copy = resolved
        copy.members = marking(resolved.members) { member in
            let signature = MemberSignature(member)
            if StandardRequirement(member).map(standard.contains) == true || plain.contains(signature) {
                return !kept.contains(signature) || !isAsync(member)
            }
            return false
        }
        return copy
    }

    private static func isAsync(_ member: Member) -> Bool {
        switch member {
        case .function(let f): f.effects.isAsync
        case .property(let p): p.getter?.effects.isAsync ?? false
        case .subscript(let s): s.accessors.first { $0.kind == .get }?.effects.isAsync ?? false
        case .initializer(let i): i.effects.isAsync
        case .associatedType, .typeAlias: false
        }
    }

    /// The names of the ancestors that are isolated: to a global actor, as actors (`Actor`), or
    /// through a parent that is.
    static func isolatedProtocols(_ resolved: ResolvedProtocol) -> Set<String> {
        let byName = Dictionary(resolved.ancestors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var isolated = Set<String>()
        var changed = true
        while changed {
            changed = false
            for p in resolved.ancestors where !isolated.contains(p.name) {
                let parents = p.inheritance.compactMap(\.simpleName)
                let isIsolated = p.attributes.contains(where: ProtocolPlanner.isGlobalActor)
                    || parents.contains { $0 == "Actor" || (isolated.contains($0) && byName[$0] != nil) }
                if isIsolated {
                    isolated.insert(p.name)
                    changed = true
                }
            }
        }
        return isolated
    }

    /// `items` with `nonisolated` added to the members `isMarked` picks (in `#if` clauses too).
    static func marking(_ items: [MemberItem], where isMarked: (Member) -> Bool) -> [MemberItem] {
        items.map { item in
            switch item {
            case .member(let member):
                return isMarked(member) ? .member(nonisolated(member)) : item
            case .ifConfig(var block):
                for index in block.clauses.indices {
                    block.clauses[index].items = marking(block.clauses[index].items, where: isMarked)
                }
                return .ifConfig(block)
            }
        }
    }

    static func nonisolated(_ member: Member) -> Member {
        func adding(_ modifiers: Modifiers) -> Modifiers {
            modifiers.contains { $0.hasPrefix("nonisolated") } ? modifiers : ["nonisolated"] + modifiers
        }
        switch member {
        case .function(var f):
            f.modifiers = adding(f.modifiers)
            return .function(f)
        case .property(var p):
            p.modifiers = adding(p.modifiers)
            return .property(p)
        case .subscript(var s):
            s.modifiers = adding(s.modifiers)
            return .subscript(s)
        case .initializer(var i):
            i.modifiers = adding(i.modifiers)
            return .initializer(i)
        case .associatedType, .typeAlias:
            return member
        }
    }
}

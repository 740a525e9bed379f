import MockgenFrontEnd

/// The same-type requirements on a protocol's associated types (`where Error == Never` on the
/// protocol or a parent, `protocol BindingSource: SignalProducerConvertible where Error == Never`,
/// an associated type's own `where` clause, `Queue<Int>` in an inheritance list), applied to
/// requirements when they are compared: once `Error == Never`, a parent's
/// `var producer: SignalProducer<Value, Error>` and a child's `SignalProducer<Value, Never>` are
/// one type, so one property, and two functions that differ only so are one function.
struct SameTypeRequirements {
    /// What each bound associated type stands for: a concrete type, or another associated type.
    private var bindings: [String: TypeRef]
    private let substitution: TypeSubstitution

    /// - Parameters:
    ///   - requirements: the requirements on the associated types (in the protocol's terms).
    ///   - associatedTypes: the protocol's associated type names.
    init(_ requirements: [GenericRequirement], associatedTypes: Set<String>) {
        var bindings: [String: TypeRef] = [:]
        for r in requirements where r.kind == .sameType {
            let left = r.leftWithoutSelf, right = r.right.droppingSelfRoot
            // An associated type bound to another is replaced by it, unless that one is
            // already bound back (`A == B` and `B == A`: one of them stands for both).
            func bind(_ name: String, to type: TypeRef) {
                guard bindings[name] == nil, type.singleName != name,
                      type.singleName.flatMap({ bindings[$0]?.singleName }) != name else { return }
                bindings[name] = type
            }
            if let name = left.singleName, associatedTypes.contains(name) {
                bind(name, to: right)
            } else if let name = right.singleName, associatedTypes.contains(name) {
                bind(name, to: left)
            }
        }
        self.bindings = bindings
        // Only to write `Self.Error` as `Error`: `Self` itself stays `Self`.
        substitution = TypeSubstitution(selfType: .named("Self"), associatedTypes: associatedTypes)
    }

    /// True when no requirement binds an associated type: every type means only itself.
    var isEmpty: Bool { bindings.isEmpty }

    /// `type` with every bound associated type replaced by what it stands for (a few rounds,
    /// for one bound to another that is bound in turn; a cycle stops there).
    func normalized(_ type: TypeRef) -> TypeRef {
        var result = substitution(type)
        for _ in 0..<4 {
            let next = result.replacingNames(bindings)
            if next == result { break }
            result = next
        }
        return result
    }

    /// True when the requirements make `a` and `b` one type.
    func same(_ a: TypeRef, _ b: TypeRef) -> Bool {
        a == b || (!isEmpty && normalized(a) == normalized(b))
    }

    /// `member` with its types normalized. A generic parameter of the member's own that has an
    /// associated type's name (`func send<Element>(_: Element)`) means the parameter, not the
    /// associated type, and stays; `Self.Element` still means the associated type.
    func normalized(_ member: Member) -> Member {
        guard !isEmpty else { return member }
        let own: [GenericParameter]
        switch member {
        case .function(let f): own = f.genericParameters
        case .subscript(let s): own = s.genericParameters
        case .initializer(let i): own = i.genericParameters
        default: own = []
        }
        let shadowedNames = Set(own.map(\.name)).filter { bindings[$0] != nil }
        guard !shadowedNames.isEmpty else { return member.mappingTypes(normalized) }
        var shadowed = self
        for name in shadowedNames { shadowed.bindings[name] = nil }
        return member.mappingTypes { type in
            // `Self.Element`, spelled with `Self`, is the associated type the parameter hides.
            let explicit = type.replacingParts { part in
                guard case .named(let components) = part.kind, components.count == 2, components[0].name == "Self",
                      components[0].genericArguments.isEmpty, components[1].genericArguments.isEmpty,
                      shadowedNames.contains(components[1].name) else { return nil }
                return normalized(TypeRef(kind: .named([components[1]])))
            }
            return shadowed.normalized(explicit)
        }
    }

    /// `items` without each member outside `#if` that an earlier one (a nearer protocol's)
    /// equals once the requirements are applied, as `ProtocolIndex.resolve` leaves out a repeated
    /// requirement; unchanged without bindings.
    func removingRepeats(_ items: [MemberItem]) -> [MemberItem] {
        guard !isEmpty else { return items }
        return removingRepeats(items, seenOutside: [:])
    }

    /// `items` without the members that the requirements make alike to one of `seenOutside` or
    /// to an earlier one of `items` (members alike as written are left to the effect and witness
    /// merging); each `#if` clause is filtered against the members around its block, not
    /// against the other clauses (only one of them is compiled).
    private func removingRepeats(
        _ items: [MemberItem], seenOutside: [MemberSignature: MemberSignature]
    ) -> [MemberItem] {
        // Each normalized signature seen, with the signature as written of its first member.
        var seen = seenOutside
        let kept = items.filter { item in
            guard case .member(let member) = item else { return true }
            switch member {
            case .associatedType, .typeAlias: return true
            default:
                let written = MemberSignature(member)
                let key = MemberSignature(normalized(member))
                guard let first = seen[key] else {
                    seen[key] = written
                    return true
                }
                return first == written
            }
        }
        return kept.map { item in
            guard case .ifConfig(var block) = item else { return item }
            for index in block.clauses.indices {
                block.clauses[index].items = removingRepeats(block.clauses[index].items, seenOutside: seen)
            }
            return .ifConfig(block)
        }
    }
}

import MockgenFrontEnd

/// Requirements that an unconstrained extension of the protocol or of a parent implements
/// (`ProtocolDecl.defaultedFunctions`, `defaultedProperties`), left out of the mock where
/// restating them would clash with another member: a class cannot declare a property and a
/// method without arguments of one name (RxSwift's `LockOwnerType` requires `var lock` and
/// inherits `Lock`'s `func lock()`, which its extension implements). The extension's member
/// then witnesses the requirement. A requirement that clashes with nothing is mocked as usual,
/// witnessed by an extension or not.
enum ExtensionWitnesses {
    /// Members whose names a class cannot declare twice: a property and a function without
    /// parameters of one base name (and `static` or not).
    private struct ClashKey: Hashable {
        var isStatic: Bool
        var name: String
    }

    private static func clashKey(_ member: Member) -> (key: ClashKey, isProperty: Bool)? {
        switch member {
        case .property(let p):
            return (ClashKey(isStatic: p.isStatic, name: Identifiers.bare(p.name)), true)
        case .function(let f) where f.parameters.isEmpty && !f.isOperator:
            return (ClashKey(isStatic: f.isStatic, name: Identifiers.bare(f.name)), false)
        default:
            return nil
        }
    }

    /// The names required both as a property and as a method without parameters.
    private static func clashingKeys(_ items: [MemberItem]) -> Set<ClashKey> {
        var properties = Set<ClashKey>(), functions = Set<ClashKey>()
        items.forEachMember { member in
            guard let (key, isProperty) = clashKey(member) else { return }
            if isProperty { properties.insert(key) } else { functions.insert(key) }
        }
        return properties.intersection(functions)
    }

    /// True when an extension of one of `owners` implements `member`: a function of the same
    /// signature, or a property of the same name, `static` or not, and type.
    static func isWitnessed(_ member: Member, by owners: [ProtocolDecl]) -> Bool {
        switch member {
        case .function(let f):
            let signature = MemberSignature(member)
            return owners.contains { owner in
                owner.defaultedFunctions.contains { $0.name == f.name && MemberSignature(.function($0)) == signature }
            }
        case .property(let p):
            return owners.contains { owner in
                owner.defaultedProperties.contains {
                    Identifiers.bare($0.name) == Identifiers.bare(p.name) && $0.isStatic == p.isStatic
                        && $0.type.text == p.type.text
                }
            }
        default:
            return false
        }
    }

    /// `items` without the requirements that clash with another member and that an extension
    /// of one of `owners` (the protocol and its ancestors) implements.
    static func removingClashing(_ items: [MemberItem], owners: [ProtocolDecl]) -> [MemberItem] {
        guard owners.contains(where: { !$0.defaultedFunctions.isEmpty || !$0.defaultedProperties.isEmpty }) else {
            return items
        }
        let clashing = clashingKeys(items)
        guard !clashing.isEmpty else { return items }
        return ProtocolAnalysis.removing(items) { member in
            guard let (key, _) = clashKey(member), clashing.contains(key) else { return false }
            return isWitnessed(member, by: owners)
        }
    }

    /// A name required both as a property and as a method without parameters, neither of which
    /// an extension implements: no class can declare both. The reason and the
    /// method requirement, or nil.
    static func unresolvedClash(_ items: [MemberItem], owners: [ProtocolDecl]) -> (reason: String, method: Member)? {
        let clashing = clashingKeys(items)
        guard !clashing.isEmpty else { return nil }
        let remaining = removingClashing(items, owners: owners)
        let stillClashing = clashingKeys(remaining)
        guard !stillClashing.isEmpty else { return nil }
        return remaining.firstMember { member -> (reason: String, method: Member)? in
            guard let (key, isProperty) = clashKey(member), !isProperty, stillClashing.contains(key) else { return nil }
            return ("'\(key.name)' is required both as a property and as the method '\(key.name)()', which one class "
                + "cannot declare together",
                    member)
        }
    }
}

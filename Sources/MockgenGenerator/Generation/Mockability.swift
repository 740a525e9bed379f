import MockgenFrontEnd

/// Finds what makes a protocol impossible to mock; such a protocol is skipped with a warning
/// at the offending declaration, and the rest of the file is generated as usual.
enum Mockability {
    struct Problem {
        var message: String
        var path: String
        var location: SourceLocation
    }

    /// Member names the generated mock uses itself.
    static let reservedNames: Set<String> = ["_mockState", "_staticMockState", "_context", "Given", "Verify", "StaticGiven", "StaticVerify"]

    static func problem(_ resolved: ResolvedProtocol) -> Problem? {
        let decl = resolved.decl
        let name = decl.qualifiedName
        if decl.attributes.contains(where: { $0.name == "objc" }) {
            return Problem(message: "cannot mock '\(name)': @objc protocols need Objective-C runtime support; skipped", path: decl.path, location: decl.location)
        }
        if resolved.externalInheritance.contains(where: { ProtocolPlanner.simpleName($0) == "DistributedActor" }) {
            return Problem(message: "cannot mock '\(name)': distributed actor protocols are not supported; skipped", path: decl.path, location: decl.location)
        }
        for owner in [decl] + resolved.ancestors {
            for member in ProtocolPlanner.flatMembers(owner.members) {
                if let reason = reason(member) {
                    return Problem(message: "cannot mock '\(name)': \(reason); skipped", path: owner.path, location: member.location)
                }
            }
        }
        return nil
    }

    /// Why one requirement cannot be mocked, or nil.
    static func reason(_ member: Member) -> String? {
        switch member {
        case .function(let f):
            if f.modifiers.contains("optional") { return "optional requirement '\(f.name)' needs @objc" }
            if reservedNames.contains(Identifiers.bare(f.name)) { return "member '\(f.name)' uses a name reserved for the mock's own state" }
            if usesPacks(f.genericParameters, f.parameters.map(\.type) + [f.returnType].compactMap { $0 }) {
                return "'\(f.name)' uses parameter packs, which mocks cannot record"
            }
        case .property(let p):
            if p.modifiers.contains("optional") { return "optional requirement '\(p.name)' needs @objc" }
            if reservedNames.contains(Identifiers.bare(p.name)) { return "member '\(p.name)' uses a name reserved for the mock's own state" }
        case .subscript(let s):
            if usesPacks(s.genericParameters, s.parameters.map(\.type) + [s.returnType]) {
                return "a subscript uses parameter packs, which mocks cannot record"
            }
        case .initializer(let i):
            if i.parameters.map(\.label) == ["policy", "name"] {
                return "its initializer 'init(policy:name:)' clashes with the mock's own initializer"
            }
            if usesPacks(i.genericParameters, i.parameters.map(\.type)) { return "an initializer uses parameter packs" }
        case .associatedType, .typeAlias:
            break
        }
        return nil
    }

    static func usesPacks(_ generics: [GenericParameter], _ types: [TypeRef]) -> Bool {
        generics.contains(where: \.isPack) || types.contains { TypeTokens.identifiers($0.text).contains("each") || TypeTokens.identifiers($0.text).contains("repeat") }
    }
}

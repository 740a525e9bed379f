import MockgenFrontEnd

/// The `required init(from:)` the compiler writes for a `Decodable` class that does not declare
/// one. A subclass that declares initializers of its own, as every class mock does, inherits no
/// initializer and must override this one like the `required` initializers the class declares.
///
/// A class is `Decodable` when it, or a superclass in the inputs, lists `Decodable` or `Codable`
/// (in a composition too) or a protocol of the inputs that inherits one of them. A superclass or
/// protocol of another module that is `Decodable` cannot be seen.
enum SynthesizedDecodingInitializer {
    /// `required init(from decoder: any Swift.Decoder) throws`.
    static let declaration = InitializerDecl(
        modifiers: ["required"],
        parameters: [
            ParameterDecl(label: "from", name: "decoder",
                type: TypeRef(kind: .existential(.qualified(["Swift", "Decoder"]))))],
        effects: Effects(throwing: .throws))

    /// Whether the compiler synthesizes `init(from:)` for `decl`, whose superclasses in the
    /// inputs are `chain`: one of them is `Decodable` and none declares the initializer.
    static func isSynthesized(
        for decl: ClassDecl, chain: [ClassDecl], classes: ClassIndex, protocols: ProtocolIndex
    ) -> Bool {
        let lineage = [decl] + chain
        if lineage.contains(where: declaresDecodingInitializer) { return false }
        return lineage.contains { owner in
            classes.adoptedProtocols(of: owner).flatMap(parts).contains { isDecodable($0, protocols: protocols) }
        }
    }

    /// An `init(from:)` among the members of `owner`.
    private static func declaresDecodingInitializer(_ owner: ClassDecl) -> Bool {
        (owner.members ?? []).contains { member in
            guard case .initializer(let initializer) = member.member, initializer.parameters.count == 1 else {
                return false
            }
            return initializer.parameters[0].label == "from"
        }
    }

    /// `Decodable`, `Codable`, or a protocol of the inputs inheriting one of them.
    private static func isDecodable(_ type: TypeRef, protocols: ProtocolIndex) -> Bool {
        if isStandardDecodable(type) { return true }
        guard let found = protocols.lookup(type) else { return false }
        let (resolved, _) = protocols.resolve(found)
        return ([found] + resolved.ancestors).contains { $0.path == StandardProtocols.path && $0.name == "Decodable" }
            || resolved.externalInheritance.flatMap(parts).contains(where: isStandardDecodable)
    }

    private static func isStandardDecodable(_ type: TypeRef) -> Bool {
        type.isStandard("Decodable") || type.isStandard("Codable")
    }

    /// The parts of a composition (`Equatable & Codable`), or the type itself.
    private static func parts(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type.kind { return parts.flatMap(Self.parts) }
        return [type]
    }
}

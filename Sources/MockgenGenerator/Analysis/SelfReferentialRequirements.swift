import MockgenFrontEnd

/// Requirements that tie a member of an associated type to the conforming type itself
/// (`where Partner.Key == Self`, `AllCasePaths.Element == PartialCaseKeyPath<Self>`).
///
/// A mock generic over such an associated type would state the requirement on its own generic
/// parameter, naming the mock class (`Mock<Partner> where Partner.Key == Mock<Partner>`), which
/// the compiler rejects as self-referential. The mock binds the associated type instead, with a
/// type alias, to a type that points back at the mock:
///
/// - the mock of the input protocol the associated type conforms to, when that mock is generated
///   too and its generic parameters are exactly the members the requirements fix:
///   `typealias Partner = KeyPartnerMock<PairedKeyMock>`; or, for two protocols tied to each
///   other (`Signed.Unsigned == Self` and `Unsigned.Signed == Self`), each with that one
///   associated type, the other's mock, which binds its own back: `typealias Signed = RawSignedMock`
///   and `typealias Unsigned = RawUnsignedMock`;
/// - an array, when the associated type need only be a sequence or collection and the
///   requirements fix nothing but its `Element`:
///   `typealias AllCasePaths = [PartialCaseKeyPath<CasePathIterableMock>]`.
///
/// A protocol for which neither fits is skipped with a warning.
enum SelfReferentialRequirements {
    /// The mock generated for an input protocol: its type's name and its generic parameters.
    struct CompanionMock: Sendable {
        var name: String
        var genericParameters: [String]
        /// The associated types the companion binds to the mock asking for it (its partner in a
        /// mutual tie), which the asking protocol's requirements must fix to `Self`.
        var boundBack: [String] = []
        /// The qualified name of the companion's protocol, and those of the protocols it refines.
        var protocolName = ""
        var refines: Set<String> = []
    }

    /// Protocols an array conforms to whatever its elements, which an associated type bound to
    /// an array may be required to conform to.
    static let satisfiedByArrays: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "Copyable", "Escapable",
    ]

    /// The requirements among `requirements` that tie a member of one of the `generic`
    /// associated types to `Self`.
    static func tied(_ requirements: [GenericRequirement], generic: Set<String>) -> [GenericRequirement] {
        requirements.filter { requirement in
            guard case .named(let components) = requirement.leftWithoutSelf.kind, components.count > 1,
                  generic.contains(components[0].name) else { return false }
            return requirement.right.contains { $0.singleName == "Self" }
        }
    }

    /// The type each associated type that a tied requirement names is bound to, written in the
    /// protocol's terms (`Self` for the mock), or the first tied requirement nothing can bind.
    ///
    /// - Parameters:
    ///   - associated: the protocol's associated types that a mock would be generic over.
    ///   - requirements: the protocol's requirements on its associated types.
    ///   - companion: the generated mock of an input protocol an associated type conforms to, if any.
    static func bindings(
        associated: [AssociatedTypeDecl], requirements: [GenericRequirement], companion: (TypeRef) -> CompanionMock?
    ) -> Result<[String: TypeRef], Unbindable> {
        let tiedRequirements = tied(requirements, generic: Set(associated.map(\.name)))
        var bindings: [String: TypeRef] = [:]
        for a in associated {
            let onIt = requirements.filter { $0.leftWithoutSelf.rootName == a.name }
            guard let first = tiedRequirements.first(where: { $0.leftWithoutSelf.rootName == a.name }) else { continue }
            let conformances = a.inheritance
                + onIt.filter { $0.kind == .conformance && $0.leftWithoutSelf.singleName == a.name }.map(\.right)
            let fixedMembers = memberBindings(of: a.name, onIt)
            guard let fixedMembers,
                  let bound = companionBinding(conformances, fixedMembers, companion)
                      ?? arrayBinding(conformances, fixedMembers)
            else { return .failure(Unbindable(requirement: first)) }
            bindings[a.name] = bound
        }
        return .success(bindings)
    }

    /// A tied requirement no type alias can satisfy.
    struct Unbindable: Error {
        var requirement: GenericRequirement
    }

    /// The members of `name` its requirements fix (`Element` for `Paths.Element == Item<Self>`),
    /// or nil when another requirement reaches deeper into it (`Paths.Index.Stride == Int`) or
    /// constrains one of its members by conformance, which a binding could not be checked against.
    private static func memberBindings(of name: String, _ requirements: [GenericRequirement]) -> [String: TypeRef]? {
        var members: [String: TypeRef] = [:]
        for requirement in requirements {
            guard case .named(let components) = requirement.leftWithoutSelf.kind, components.count > 1 else { continue }
            guard components.count == 2, requirement.kind == .sameType,
                  members[components[1].name] == nil else { return nil }
            members[components[1].name] = requirement.right
        }
        return members
    }

    /// The companion mock specialized with the fixed members, when the associated type conforms
    /// to one input protocol (or to protocols one of which refines the others) with a generated
    /// mock generic over exactly those members.
    private static func companionBinding(
        _ conformances: [TypeRef], _ fixedMembers: [String: TypeRef], _ companion: (TypeRef) -> CompanionMock?
    ) -> TypeRef? {
        let found = conformances.compactMap(companion)
        // Of an associated type conforming to a protocol and its refinement, the refinement's mock stands for both.
        let companions = found.filter { candidate in !found.contains { $0.refines.contains(candidate.protocolName) } }
        guard companions.count == 1, let mock = companions.first,
              Set(mock.genericParameters + mock.boundBack) == Set(fixedMembers.keys),
              mock.genericParameters.count + mock.boundBack.count == fixedMembers.count,
              mock.boundBack.allSatisfy({ fixedMembers[$0]?.singleName == "Self" }) else { return nil }
        let arguments = mock.genericParameters.compactMap { fixedMembers[$0] }
        return TypeRef(kind: .named([TypeNameComponent(name: mock.name, genericArguments: arguments)]))
    }

    /// `[Element]`, when arrays satisfy every conformance and the requirements fix only `Element`.
    private static func arrayBinding(_ conformances: [TypeRef], _ fixedMembers: [String: TypeRef]) -> TypeRef? {
        guard fixedMembers.count == 1, let element = fixedMembers["Element"],
              conformances.allSatisfy({ satisfiedByArrays.contains($0.simpleName ?? "") }) else { return nil }
        return TypeRef(kind: .array(element))
    }

    /// The warning for a protocol whose tied requirement nothing can bind.
    static func problem(_ decl: ProtocolDecl, _ unbindable: Unbindable) -> Mockability.Problem {
        let requirement = unbindable.requirement
        let relation = requirement.kind == .sameType ? "==" : ":"
        return Mockability.Problem(
            message: "cannot mock '\(decl.qualifiedName)': its requirement "
                + "'\(requirement.left.text) \(relation) \(requirement.right.text)' "
                + "ties an associated type to the conforming type, which the generic parameters of a mock class "
                + "cannot state, and no array or generated mock of an input protocol can stand for that "
                + "associated type; skipped",
            path: decl.path, location: decl.location)
    }
}

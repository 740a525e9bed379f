import MockgenFrontEnd

/// Protocols the planner cannot mock though `Mockability` finds nothing wrong: their class
/// parent or a requirement tying an associated type to the conformer leaves no possible mock.
extension ProtocolAnalysis {
    /// Why the protocol's class parent leaves no mock possible (two unrelated classes, a final
    /// class, no callable designated initializer, or initializer requirements that could not
    /// pass the arguments the class's initializer needs), or nil.
    func classParentProblem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        let decl = resolved.decl
        let reason: String
        switch SuperclassPlanner.classParent(among: Self.externalParents(resolved), classes: classes) {
        case .none:
            return nil
        case .unusable(let why):
            reason = why
        case .parent(let parent):
            // An initializer requirement is a convenience initializer of the mock, which can only
            // call the mock's own initializer: it has no values for the class's arguments.
            let requiresInitializer = Self.removing(resolved.members, implementedBy: parent).containsMember {
                if case .initializer = $0 { true } else { false }
            }
            guard requiresInitializer && !parent.initializerParameters.isEmpty else { return nil }
            reason = "its initializer requirements cannot give the arguments that the initializer of its class parent "
                + "'\(parent.type.text)' needs"
        }
        return Mockability.Problem(message: "cannot mock '\(decl.qualifiedName)': \(reason); skipped", path: decl.path,
            location: decl.location)
    }

    /// Why `resolved` cannot be mocked because of a requirement tying an associated type to the
    /// conforming type that no binding satisfies, or nil.
    func selfReferenceProblem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        let layout = associatedTypeLayout(NumericBacking.mocked(resolved))
        guard case .failure(let unbindable) = selfReferentialBindings(layout, of: resolved.decl) else { return nil }
        return SelfReferentialRequirements.problem(resolved.decl, unbindable)
    }

    /// Why no actor can conform to `resolved`, an actor protocol requiring a synchronous
    /// initializer isolated to a global actor that takes a non-`Sendable` parameter
    /// (`GlobalActorInitializers`), or nil.
    func globalActorInitializerProblem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        let parents = Self.externalParents(resolved).compactMap(\.simpleName)
        guard parents.contains("Actor") || parents.contains("AnyActor") else { return nil }
        let found = GlobalActorInitializers.unconformable(
            in: resolved, genericTypesWithoutSendable: declaredTypes?.genericTypesWithoutSendable ?? [],
            isProtocol: { type in
            index.lookup(type, from: resolved.decl) != nil
        }) { constraint in
            // A protocol of the inputs makes its conformers `Sendable` when it or a parent refines a
            // protocol that does; any other protocol may.
            guard let decl = index.lookup(constraint, from: resolved.decl) else { return true }
            return Self.externalParents(index.resolve(decl).0).contains {
                Self.sendableParents.contains($0.simpleName ?? "")
            }
        }
        guard let found else { return nil }
        let owner = ([resolved.decl] + resolved.ancestors).first {
            $0.members.containsMember { $0 == .initializer(found.member) }
        } ?? resolved.decl
        return Mockability.Problem(
            message: "cannot mock '\(resolved.decl.qualifiedName)': \(found.reason), so no type can conform to it; skipped",
            path: owner.path, location: found.member.location)
    }

    /// Standard protocols that refine `Sendable`.
    private static let sendableParents: Set<String> = ["Sendable", "Error", "Actor", "AnyActor", "LocalizedError"]
}

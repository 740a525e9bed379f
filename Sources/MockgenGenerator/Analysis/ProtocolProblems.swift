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
}

import MockgenFrontEnd

/// Which members of a spy (a protocol mock made with `init(forwardingTo:)`) pass a
/// `forwarded:` closure that calls the real object, and the closure's parameter.
///
/// Instance methods, getters and subscripts forward. Setters and `mutating` members forward
/// only when the protocol is class-bound: on a value type the closure would change a copy.
/// Static members and initializers have no real object; members that mention `Self` cannot
/// be called on `any P` with the mock's types; variadic arguments cannot be spread again.
/// Those keep the plain mock's `invoke`.
struct SpyForwarding: Sendable {
    /// `any P`.
    var type: TypeRef
    var isClassBound: Bool
    /// The closure's parameter name (`real`).
    var parameterName: String

    func forward(_ requirement: inout PlannedRequirement, member: Member) {
        guard !requirement.isStatic, !mentionsSelf(member) else { return }
        if case .initializer = requirement.shape { return }
        let mutating = modifiers(member).contains("mutating")
        guard isClassBound || !mutating else { return }
        for index in requirement.invocations.indices {
            let isSetter = requirement.invocations[index].verification == .setter
            guard isClassBound || !isSetter else { continue }
            requirement.invocations[index].realCall = RealCall.make(
                for: requirement, invocationIndex: index, receiver: .forwarded(parameter: parameterName, type: type))
        }
    }

    private func modifiers(_ member: Member) -> Modifiers {
        switch member {
        case .function(let f): f.modifiers
        case .property(let p): p.modifiers + p.accessors.flatMap(\.modifiers)
        case .subscript(let s): s.modifiers + s.accessors.flatMap(\.modifiers)
        default: []
        }
    }

    private func mentionsSelf(_ member: Member) -> Bool {
        let types: [TypeRef]
        switch member {
        case .function(let f): types = f.parameters.map(\.type) + [f.returnType].compactMap { $0 }
        case .property(let p): types = [p.type]
        case .subscript(let s): types = s.parameters.map(\.type) + [s.returnType]
        default: types = []
        }
        return types.contains { $0.contains { $0.rootName == "Self" } }
    }
}

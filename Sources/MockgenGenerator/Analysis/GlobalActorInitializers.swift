import MockgenFrontEnd

/// Initializers that an actor protocol isolates to a global actor (`@MainActor init(_:)` in
/// `protocol Store: Actor`). The conforming actor's initializer receives the arguments from the
/// global actor, so a non-`Sendable` argument would have to be sent into another isolation
/// ("non-Sendable parameter type … cannot be sent from caller of protocol requirement … into
/// main actor-isolated implementation").
///
/// An asynchronous initializer can avoid that: declared `nonisolated`, it runs where its caller
/// runs. A synchronous one cannot (`nonisolated` is invalid on an actor's synchronous
/// initializer, and without it the compiler takes the requirement's isolation), so no actor can
/// implement one that takes a non-`Sendable` parameter.
enum GlobalActorInitializers {
    /// `members` with each asynchronous initializer isolated to a global actor made `nonisolated`
    /// (its global actor attribute removed), for the mock of an actor protocol (`isActor`).
    static func marking(_ members: [MemberItem], isActor: Bool) -> [MemberItem] {
        guard isActor else { return members }
        return members.map { item in
            switch item {
            case .member(.initializer(var i)) where i.effects.isAsync && isIsolatedToGlobalActor(i):
                i.attributes.removeAll(where: ProtocolPlanner.isGlobalActor)
                return .member(InheritedIsolation.nonisolated(.initializer(i)))
            case .member:
                return item
            case .ifConfig(var block):
                for index in block.clauses.indices {
                    block.clauses[index].items = marking(block.clauses[index].items, isActor: true)
                }
                return .ifConfig(block)
            }
        }
    }

    /// The first synchronous initializer isolated to a global actor with a parameter that is
    /// certainly not `Sendable`, with the reason; nil when there is none. Call it for actor
    /// protocols only. A parameter counts when its shape makes it non-`Sendable` (a function type
    /// without `@Sendable`), or it is an existential, an opaque type, an associated type or a
    /// generic parameter that no constraint makes `Sendable`; `makesSendable` says whether a
    /// constraint does (a protocol the inputs declare may refine `Sendable`), `isProtocol` whether a
    /// name is a protocol's (an existential type written without `any`), and a generic type of the
    /// inputs declared without `Sendable` counts (`genericTypesWithoutSendable`). `sending`
    /// parameters are sent by the caller and never count.
    static func unconformable(
        in resolved: ResolvedProtocol, genericTypesWithoutSendable: Set<String> = [],
        isProtocol: @escaping (TypeRef) -> Bool, makesSendable: @escaping (TypeRef) -> Bool
    ) -> (reason: String, member: InitializerDecl)? {
        let oracle = Oracle(
            genericTypesWithoutSendable: genericTypesWithoutSendable, isProtocol: isProtocol, makesSendable: makesSendable)
        let associated = oracle.nonSendableAssociatedTypes(resolved)
        return resolved.members.firstMember { member -> (reason: String, member: InitializerDecl)? in
            guard case .initializer(let i) = member, !i.effects.isAsync, isIsolatedToGlobalActor(i) else { return nil }
            let generic = i.genericParameters.filter {
                !oracle.isSendable(constraints: $0.constraint.map { [$0] } ?? [], of: $0.name, whereClause: i.whereClause)
            }.map(\.name)
            let unsendable = associated.union(generic)
            guard let parameter = i.parameters.first(where: {
                !$0.type.specifiers.contains("sending") && oracle.isCertainlyNonSendable($0.type, names: unsendable)
            }) else { return nil }
            let actor = i.attributes.first(where: ProtocolPlanner.isGlobalActor)?.name ?? "MainActor"
            return ("its synchronous initializer '\(member.describedName)' is "
                + "isolated to '@\(actor)' and takes the non-Sendable '\(parameter.type.bareText)', which an actor's "
                + "initializer cannot receive from another isolation", i)
        }
    }

    private static func isIsolatedToGlobalActor(_ i: InitializerDecl) -> Bool {
        !i.modifiers.contains { $0.hasPrefix("nonisolated") } && i.attributes.contains(where: ProtocolPlanner.isGlobalActor)
    }

    /// Decides from the written types whether a value is certainly non-`Sendable`.
    private struct Oracle {
        /// Generic types of the inputs declared without `Sendable` (`DeclaredTypeTable`).
        let genericTypesWithoutSendable: Set<String>
        /// True for a protocol of the inputs (a bare protocol name is an existential type).
        let isProtocol: (TypeRef) -> Bool
        let makesSendable: (TypeRef) -> Bool

        /// Standard protocols that do not refine `Sendable`.
        static let nonSendableProtocols: Set<String> = [
            "Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable", "Identifiable",
            "CustomStringConvertible", "CustomDebugStringConvertible", "Sequence", "Collection",
            "BidirectionalCollection", "RandomAccessCollection", "IteratorProtocol", "AnyObject", "Any",
        ]

        /// Standard generic types that are `Sendable` exactly when their generic arguments are.
        static let standardContainers: Set<String> = [
            "Optional", "Array", "Dictionary", "Set", "Result", "ContiguousArray", "ArraySlice",
        ]

        /// True when one of the constraints makes a type `Sendable`.
        func anyMakesSendable(_ constraints: [TypeRef]) -> Bool {
            constraints.flatMap { constraint -> [TypeRef] in
                if case .composition(let parts) = constraint.kind { return parts }
                return [constraint]
            }.contains { !Self.nonSendableProtocols.contains($0.simpleName ?? "") && makesSendable($0) }
        }

        /// True unless the constraints on `name` (its own and the `where` requirements naming it)
        /// leave it possibly non-`Sendable`; a same-type requirement fixes it to some type, which
        /// is not looked into.
        func isSendable(constraints: [TypeRef], of name: String, whereClause: [GenericRequirement]) -> Bool {
            let naming = whereClause.filter { $0.left.text == name || $0.left.text == "Self.\(name)" }
            return naming.contains { $0.kind == .sameType }
                || anyMakesSendable(constraints + naming.filter { $0.kind == .conformance }.map(\.right))
        }

        /// The protocol's associated types (spelled `Name` or `Self.Name`) that nothing makes `Sendable`.
        func nonSendableAssociatedTypes(_ resolved: ResolvedProtocol) -> Set<String> {
            var names = Set<String>()
            resolved.members.forEachMember { member in
                guard case .associatedType(let a) = member,
                      !isSendable(constraints: a.inheritance, of: a.name, whereClause: a.whereClause + resolved.whereClause)
                else { return }
                names.insert(a.name)
            }
            return names
        }

        /// A function type without `@Sendable`, an existential or opaque type no part of which makes
        /// it `Sendable`, or one of `names`, at the top of `type` or inside an Optional, an array, a
        /// dictionary, a tuple or another of the `standardContainers` (which are `Sendable` when
        /// their elements are).
        func isCertainlyNonSendable(_ type: TypeRef, names: Set<String>) -> Bool {
            switch type.kind {
            case .function:
                return !type.hasAttribute("Sendable")
            case .existential(let constraint), .opaque(let constraint):
                return !anyMakesSendable([constraint])
            case .named(let components):
                // A standard container is `Sendable` when its elements are.
                if let container = components.last, !container.genericArguments.isEmpty {
                    if components.count == 1 && genericTypesWithoutSendable.contains(container.name) { return true }
                    let isStandard = components.count == 1 || (components.count == 2 && components[0].name == "Swift")
                    return isStandard && Self.standardContainers.contains(container.name)
                        && container.genericArguments.contains { isCertainlyNonSendable($0, names: names) }
                }
                let path = components.map(\.name)
                let name = path.count == 2 && path[0] == "Self" ? path[1] : (path.count == 1 ? path[0] : nil)
                if let name, names.contains(name) || name == "Any" || name == "AnyObject" { return true }
                return path.first != "Self" && isProtocol(type) && !anyMakesSendable([type])
            case .optional(let t), .implicitlyUnwrappedOptional(let t), .array(let t):
                return isCertainlyNonSendable(t, names: names)
            case .dictionary(let key, let value):
                return isCertainlyNonSendable(key, names: names) || isCertainlyNonSendable(value, names: names)
            case .tuple(let elements):
                return elements.contains { isCertainlyNonSendable($0.type, names: names) }
            default:
                return false
            }
        }
    }
}

import MockgenFrontEnd

/// Rewrites a type of the protocol for use inside its mock, on the type model: `Self`
/// becomes the mock type, `Self.Item` the mock's generic parameter (or type alias) `Item`,
/// and `some P` becomes `any P` where a nameable type is needed (closure types and matchers).
///
/// A class, so that the planners and the closures that rewrite types share one instance
/// rather than copying its type and tables at every step of a walk over a type.
final class TypeSubstitution: Sendable {
    /// What `Self` means in the mock, e.g. `RepoMock<Item>`.
    let selfType: TypeRef
    /// Associated type names of the protocol (generic parameters or type aliases of the mock).
    let associatedTypes: Set<String>
    /// Associated types whose mock generic parameter has another name, because a member declares
    /// a generic parameter of the same name (`func with<RowDecoder>(…)` in a protocol with
    /// `associatedtype RowDecoder`): `Self.RowDecoder` becomes `RowDecoderType`.
    let renamedAssociatedTypes: [String: String]
    /// Associated types the mock binds with a type alias whose name a member's own generic
    /// parameter reuses (`associatedtype Element = Int` beside `func first<Element>(…) -> Self.Element`):
    /// `Self.Element` is written through the mock (`DefaultedMock.Element`), as a bare `Element`
    /// would mean the member's parameter.
    let shadowedAliases: Set<String>

    init(
        selfType: TypeRef, associatedTypes: Set<String>, renamedAssociatedTypes: [String: String] = [:],
        shadowedAliases: Set<String> = []
    ) {
        self.selfType = selfType
        self.associatedTypes = associatedTypes
        self.renamedAssociatedTypes = renamedAssociatedTypes
        self.shadowedAliases = shadowedAliases
    }

    /// Where a rewritten type is written.
    enum Context {
        /// In a member's declaration: the protocol's own spelling, `Self` replaced.
        case declaration
        /// Where a nameable type is needed (producer closures, matchers): `some` is `any` too.
        case nameable
        /// In the mock's generic header and `where` clause, outside every member: a bare
        /// associated type name is the (possibly renamed) generic parameter.
        case header
    }

    func callAsFunction(_ type: TypeRef, _ context: Context = .declaration) -> TypeRef {
        // `T!` is an implicitly unwrapped optional only as a declaration's own type; inside the
        // producer and matcher types it is written around, it must be `T?`.
        if context == .nameable, case .implicitlyUnwrappedOptional(let wrapped) = type.kind {
            return self(TypeRef(kind: .optional(wrapped), attributes: type.attributes, specifiers: type.specifiers),
                context)
        }
        // Most types hold nothing to rewrite: they are returned as they are, without a copy.
        guard type.contains(where: { needsRewriting($0, context) }) else { return type }
        return TypeRef(kind: rewrite(type.kind, context), attributes: type.attributes, specifiers: type.specifiers)
    }

    /// True for `Self…`, `some P` (where nameable) and a renamed associated type (in the header).
    private func needsRewriting(_ type: TypeRef, _ context: Context) -> Bool {
        switch type.kind {
        case .named(let components):
            guard let first = components.first?.name else { return false }
            return first == "Self" || (context == .header && renamedAssociatedTypes[first] != nil)
        case .opaque: return context == .nameable
        default: return false
        }
    }

    func callAsFunction(_ requirement: GenericRequirement, _ context: Context = .declaration) -> GenericRequirement {
        GenericRequirement(kind: requirement.kind, left: self(requirement.left, context),
            right: self(requirement.right, context))
    }

    func callAsFunction(_ parameter: GenericParameter) -> GenericParameter {
        GenericParameter(name: parameter.name, constraint: parameter.constraint.map { self($0) },
            isPack: parameter.isPack, isValue: parameter.isValue)
    }

    func callAsFunction(_ effects: Effects) -> Effects {
        guard case .typed(let error) = effects.throwing else { return effects }
        return Effects(isAsync: effects.isAsync, throwing: .typed(self(error)))
    }

    private func rewrite(_ kind: TypeKind, _ context: Context) -> TypeKind {
        switch kind {
        case .named(let components):
            return named(components, context)
        case .optional(let t): return .optional(self(t, context))
        case .implicitlyUnwrappedOptional(let t): return .implicitlyUnwrappedOptional(self(t, context))
        case .array(let t): return .array(self(t, context))
        case .dictionary(let key, let value): return .dictionary(key: self(key, context), value: self(value, context))
        case .tuple(let elements): return .tuple(elements.map { element($0, context) })
        case .function(let parameters, let effects, let result):
            var rewrittenEffects = effects
            if case .typed(let error) = effects.throwing { rewrittenEffects.throwing = .typed(self(error, context)) }
            return .function(parameters: parameters.map { element($0, context) }, effects: rewrittenEffects,
                result: self(result, context))
        case .metatype(let t, let isProtocol): return .metatype(self(t, context), isProtocol: isProtocol)
        case .opaque(let t): return context == .nameable ? .existential(self(t, context)) : .opaque(self(t, context))
        case .existential(let t): return .existential(self(t, context))
        case .composition(let parts): return .composition(parts.map { self($0, context) })
        case .packExpansion(let t): return .packExpansion(self(t, context))
        case .packElement(let t): return .packElement(self(t, context))
        case .unknown: return kind
        }
    }

    private func element(_ e: TupleTypeElement, _ context: Context) -> TupleTypeElement {
        TupleTypeElement(label: e.label, type: self(e.type, context), isVariadic: e.isVariadic)
    }

    private func named(_ original: [TypeNameComponent], _ context: Context) -> TypeKind {
        var components = original.map { c in
            TypeNameComponent(name: c.name, genericArguments: c.genericArguments.map { self($0, context) })
        }
        guard let first = components.first else { return .named(components) }
        if first.name == "Self" && first.genericArguments.isEmpty {
            // `Self.Item` where `Item` is an associated type: the mock's own `Item`.
            if components.count > 1, associatedTypes.contains(components[1].name),
               !shadowedAliases.contains(components[1].name) {
                components.removeFirst()
                if let renamed = renamedAssociatedTypes[components[0].name] { components[0].name = renamed }
                return .named(components)
            }
            guard case .named(let selfComponents) = selfType.kind else { return .named(components) }
            return .named(selfComponents + components.dropFirst())
        }
        if context == .header, let renamed = renamedAssociatedTypes[first.name] {
            components[0].name = renamed
        }
        return .named(components)
    }
}

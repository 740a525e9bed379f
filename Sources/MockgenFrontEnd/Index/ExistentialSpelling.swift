extension TypeRef {
    /// The type with each `any` dropped, for comparing two spellings of one type: `any Decoder`
    /// and a bare `Decoder` (the spelling before Swift 5.6, still accepted) name the same
    /// existential, and `(any P)?` is `P?`. `any` only applies to protocols and compositions, so
    /// no other type becomes equal to one it was not. The type itself when it has no `any`.
    package var droppingExistentialAny: TypeRef {
        guard mentionsExistentialAny else { return self }
        return TypeRef(kind: Self.droppingAny(kind), attributes: attributes, specifiers: specifiers)
    }

    private static func droppingAny(_ kind: TypeKind) -> TypeKind {
        func drop(_ type: TypeRef) -> TypeRef { type.droppingExistentialAny }
        func drop(_ element: TupleTypeElement) -> TupleTypeElement {
            TupleTypeElement(label: element.label, type: drop(element.type), isVariadic: element.isVariadic)
        }
        switch kind {
        case .named(let components):
            return .named(components.map { TypeNameComponent(name: $0.name, genericArguments: $0.genericArguments.map(drop)) })
        case .optional(let t): return .optional(unparenthesized(drop(t)))
        case .implicitlyUnwrappedOptional(let t): return .implicitlyUnwrappedOptional(unparenthesized(drop(t)))
        case .array(let t): return .array(drop(t))
        case .dictionary(let key, let value): return .dictionary(key: drop(key), value: drop(value))
        case .tuple(let elements): return .tuple(elements.map(drop))
        case .function(let parameters, let effects, let result):
            return .function(parameters: parameters.map(drop), effects: effects, result: drop(result))
        // `(any P).Type`, the metatype of the existential, is not `P.Type`: its parentheses stay.
        case .metatype(let t, let isProtocol): return .metatype(drop(t), isProtocol: isProtocol)
        case .opaque(let t): return .opaque(drop(t))
        case .existential(let t): return drop(t).kind
        case .composition(let parts): return .composition(parts.map(drop))
        case .packExpansion(let t): return .packExpansion(drop(t))
        case .packElement(let t): return .packElement(drop(t))
        case .unknown: return kind
        }
    }

    /// True when the type writes `any` somewhere.
    package var mentionsExistentialAny: Bool { Self.mentionsAny(kind) }

    private static func mentionsAny(_ kind: TypeKind) -> Bool {
        switch kind {
        case .existential: return true
        case .named(let components): return components.contains { $0.genericArguments.contains { mentionsAny($0.kind) } }
        case .optional(let t), .implicitlyUnwrappedOptional(let t), .array(let t), .metatype(let t, _), .opaque(let t),
             .packExpansion(let t), .packElement(let t):
            return mentionsAny(t.kind)
        case .dictionary(let key, let value): return mentionsAny(key.kind) || mentionsAny(value.kind)
        case .tuple(let elements): return elements.contains { mentionsAny($0.type.kind) }
        case .function(let parameters, _, let result):
            return mentionsAny(result.kind) || parameters.contains { mentionsAny($0.type.kind) }
        case .composition(let parts): return parts.contains { mentionsAny($0.kind) }
        case .unknown: return false
        }
    }

    /// `(P)` as `P`: the parentheses `(any P)?` needs around its existential.
    private static func unparenthesized(_ type: TypeRef) -> TypeRef {
        guard case .tuple(let elements) = type.kind, elements.count == 1, let only = elements.first,
              only.label == nil, !only.isVariadic, type.attributes.isEmpty, type.specifiers.isEmpty else { return type }
        return only.type
    }
}

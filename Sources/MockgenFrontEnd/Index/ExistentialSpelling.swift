extension TypeRef {
    /// The type with each `any` dropped, for comparing two spellings of one type: `any Decoder`
    /// and a bare `Decoder` (the spelling before Swift 5.6, still accepted) name the same
    /// existential, and `(any P)?` is `P?`. `any` only applies to protocols and compositions, so
    /// no other type becomes equal to one it was not. The type itself when it has no `any`.
    package var droppingExistentialAny: TypeRef {
        guard mentionsExistentialAny else { return self }
        return replacingParts { part in
            switch part.kind {
            case .existential(let constraint):
                return TypeRef(kind: constraint.droppingExistentialAny.kind, attributes: part.attributes,
                    specifiers: part.specifiers)
            case .optional(let wrapped):
                return TypeRef(kind: .optional(Self.unparenthesized(wrapped.droppingExistentialAny)),
                    attributes: part.attributes, specifiers: part.specifiers)
            case .implicitlyUnwrappedOptional(let wrapped):
                return TypeRef(kind: .implicitlyUnwrappedOptional(Self.unparenthesized(wrapped.droppingExistentialAny)),
                    attributes: part.attributes, specifiers: part.specifiers)
            // `(any P).Type`, the metatype of the existential, is not `P.Type`: its parentheses
            // stay (the part is walked into as any other).
            default:
                return nil
            }
        }
    }

    /// True when the type writes `any` somewhere.
    package var mentionsExistentialAny: Bool {
        contains { if case .existential = $0.kind { true } else { false } }
    }

    /// `(P)` as `P`: the parentheses `(any P)?` needs around its existential.
    private static func unparenthesized(_ type: TypeRef) -> TypeRef {
        guard case .tuple(let elements) = type.kind, elements.count == 1, let only = elements.first,
              only.label == nil, !only.isVariadic, type.attributes.isEmpty, type.specifiers.isEmpty else { return type }
        return only.type
    }
}

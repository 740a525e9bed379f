/// Walks over the parts of a type (its generic arguments, elements, parameters and result...),
/// for the front end's comparisons and the generator's rewriting alike.
extension TypeRef {
    /// The type with its parts replaced, outermost first: where `replacement` gives a type for a
    /// part (this type included), that type stands instead and is not walked into; where it gives
    /// nil, the part's own parts are. Attributes and specifiers stay on the parts they are on.
    package func replacingParts(_ replacement: (TypeRef) -> TypeRef?) -> TypeRef {
        if let replaced = replacement(self) { return replaced }
        func part(_ t: TypeRef) -> TypeRef { t.replacingParts(replacement) }
        func element(_ e: TupleTypeElement) -> TupleTypeElement {
            TupleTypeElement(label: e.label, type: part(e.type), isVariadic: e.isVariadic)
        }
        let rewritten: TypeKind
        switch kind {
        case .named(let components):
            rewritten = .named(components.map {
                TypeNameComponent(name: $0.name, genericArguments: $0.genericArguments.map(part))
            })
        case .optional(let t): rewritten = .optional(part(t))
        case .implicitlyUnwrappedOptional(let t): rewritten = .implicitlyUnwrappedOptional(part(t))
        case .array(let t): rewritten = .array(part(t))
        case .dictionary(let key, let value): rewritten = .dictionary(key: part(key), value: part(value))
        case .tuple(let elements): rewritten = .tuple(elements.map(element))
        case .function(let parameters, let effects, let result):
            rewritten = .function(parameters: parameters.map(element), effects: effects, result: part(result))
        case .metatype(let t, let isProtocol): rewritten = .metatype(part(t), isProtocol: isProtocol)
        case .opaque(let t): rewritten = .opaque(part(t))
        case .existential(let t): rewritten = .existential(part(t))
        case .composition(let parts): rewritten = .composition(parts.map(part))
        case .packExpansion(let t): rewritten = .packExpansion(part(t))
        case .packElement(let t): rewritten = .packElement(part(t))
        case .unknown: return self
        }
        return TypeRef(kind: rewritten, attributes: attributes, specifiers: specifiers)
    }

    /// True when this type or any type inside it satisfies `predicate`.
    package func contains(where predicate: (TypeRef) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch kind {
        case .named(let components):
            return components.contains { $0.genericArguments.contains { $0.contains(where: predicate) } }
        case .optional(let t), .implicitlyUnwrappedOptional(let t), .array(let t), .metatype(let t, _), .opaque(let t),
             .existential(let t), .packExpansion(let t), .packElement(let t):
            return t.contains(where: predicate)
        case .dictionary(let key, let value):
            return key.contains(where: predicate) || value.contains(where: predicate)
        case .tuple(let elements):
            return elements.contains { $0.type.contains(where: predicate) }
        case .function(let parameters, let effects, let result):
            if case .typed(let error) = effects.throwing, error.contains(where: predicate) { return true }
            return parameters.contains { $0.type.contains(where: predicate) } || result.contains(where: predicate)
        case .composition(let parts):
            return parts.contains { $0.contains(where: predicate) }
        case .unknown:
            return false
        }
    }
}

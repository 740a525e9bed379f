import MockgenFrontEnd

/// `some P` inside a parameter's type (`Request<some Message>`, `(some P)?`, `[some P]`) is an
/// implicit generic parameter of the function, as the compiler reads it. The mock writes it as
/// one (`func send<_Opaque1: Message>(_ request: Request<_Opaque1>)`), so that its matchers,
/// producers and recorded values have a type to name: written as `any P` there it would not
/// satisfy a constraint such as `Request<T: Message>`. A parameter whose whole type is `some P`
/// keeps it (its matcher takes `any P`).
enum NestedOpaqueParameters {
    /// `f` with each nested `some P` of its parameters replaced by a new generic parameter.
    static func naming(_ f: FunctionDecl) -> FunctionDecl {
        guard f.parameters.contains(where: { isNested($0.type) }) else { return f }
        var f = f
        var added: [GenericParameter] = []
        let taken = Set(f.genericParameters.map(\.name))
        func fresh(_ written: TypeRef) -> TypeRef {
            // `some (Error & Foo)`: a constraint cannot be the tuple of one element parentheses make.
            let constraint = written.withoutParentheses
            var index = added.count + 1
            while taken.contains("_Opaque\(index)") { index += 1 }
            let name = "_Opaque\(index)"
            added.append(GenericParameter(name: name, constraint: constraint))
            return .named(name)
        }
        for index in f.parameters.indices where isNested(f.parameters[index].type) {
            let type = f.parameters[index].type
            f.parameters[index].type = TypeRef(
                kind: replacing(type.kind, with: fresh), attributes: type.attributes, specifiers: type.specifiers)
        }
        f.genericParameters += added
        return f
    }

    /// Whether `type` holds `some P` below its top level.
    private static func isNested(_ type: TypeRef) -> Bool {
        if case .opaque = type.kind { return false }
        return type.contains { if case .opaque = $0.kind { true } else { false } }
    }

    private static func replacing(_ kind: TypeKind, with fresh: (TypeRef) -> TypeRef) -> TypeKind {
        func type(_ t: TypeRef) -> TypeRef {
            if case .opaque(let constraint) = t.kind {
                let name = fresh(constraint)
                return TypeRef(kind: name.kind, attributes: t.attributes, specifiers: t.specifiers)
            }
            return TypeRef(kind: replacing(t.kind, with: fresh), attributes: t.attributes, specifiers: t.specifiers)
        }
        func element(_ e: TupleTypeElement) -> TupleTypeElement {
            TupleTypeElement(label: e.label, type: type(e.type), isVariadic: e.isVariadic)
        }
        switch kind {
        case .named(let components):
            return .named(components.map { TypeNameComponent(name: $0.name, genericArguments: $0.genericArguments.map(type)) })
        case .optional(let t): return .optional(type(t))
        case .implicitlyUnwrappedOptional(let t): return .implicitlyUnwrappedOptional(type(t))
        case .array(let t): return .array(type(t))
        case .dictionary(let key, let value): return .dictionary(key: type(key), value: type(value))
        case .tuple(let elements): return .tuple(elements.map(element))
        case .metatype(let t, let isProtocol): return .metatype(type(t), isProtocol: isProtocol)
        // A function type's own `some` is not a parameter's (the compiler refuses it there).
        case .function, .opaque, .existential, .composition, .packExpansion, .packElement, .unknown: return kind
        }
    }
}

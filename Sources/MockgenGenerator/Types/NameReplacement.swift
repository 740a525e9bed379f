import MockgenFrontEnd

extension Member {
    /// The member with the named types of `names` replaced in every type it mentions.
    func replacingNames(_ names: [String: TypeRef]) -> Member {
        mappingTypes { $0.replacingNames(names) }
    }

    /// The member with `transform` applied to every type it mentions (parameters, results,
    /// thrown errors, generic constraints, `where` clauses); associated types and type aliases
    /// are returned as they are.
    func mappingTypes(_ transform: (TypeRef) -> TypeRef) -> Member {
        func parameters(_ list: [ParameterDecl]) -> [ParameterDecl] {
            list.map { p in
                var p = p
                p.type = transform(p.type)
                return p
            }
        }
        func generics(_ list: [GenericParameter]) -> [GenericParameter] {
            list.map {
                GenericParameter(name: $0.name, constraint: $0.constraint.map(transform), isPack: $0.isPack,
                    isValue: $0.isValue)
            }
        }
        func requirements(_ list: [GenericRequirement]) -> [GenericRequirement] {
            list.map { GenericRequirement(kind: $0.kind, left: transform($0.left), right: transform($0.right)) }
        }
        func effects(_ effects: Effects) -> Effects {
            guard case .typed(let error) = effects.throwing else { return effects }
            return Effects(isAsync: effects.isAsync, throwing: .typed(transform(error)))
        }
        switch self {
        case .function(var f):
            f.parameters = parameters(f.parameters)
            f.returnType = f.returnType.map(transform)
            f.effects = effects(f.effects)
            f.genericParameters = generics(f.genericParameters)
            f.whereClause = requirements(f.whereClause)
            return .function(f)
        case .property(var p):
            p.type = transform(p.type)
            p.accessors = p.accessors.map { accessor in
                var accessor = accessor
                accessor.effects = effects(accessor.effects)
                return accessor
            }
            return .property(p)
        case .subscript(var s):
            s.parameters = parameters(s.parameters)
            s.returnType = transform(s.returnType)
            s.genericParameters = generics(s.genericParameters)
            s.whereClause = requirements(s.whereClause)
            return .subscript(s)
        case .initializer(var i):
            i.parameters = parameters(i.parameters)
            i.effects = effects(i.effects)
            i.genericParameters = generics(i.genericParameters)
            i.whereClause = requirements(i.whereClause)
            return .initializer(i)
        case .associatedType, .typeAlias:
            return self
        }
    }
}

extension TypeRef {
    /// The type with each named type whose first component is a key of `names` (and has no
    /// generic arguments) replaced: `T` by its value, `T.Element` by the value's `.Element`.
    func replacingNames(_ names: [String: TypeRef]) -> TypeRef {
        guard !names.isEmpty, contains(where: { $0.rootName.map { names[$0] != nil } ?? false }) else { return self }
        switch kind {
        case .named(let components):
            let rewritten = components.map { c in
                TypeNameComponent(name: c.name, genericArguments: c.genericArguments.map { $0.replacingNames(names) })
            }
            guard let replacement = names[rewritten[0].name], rewritten[0].genericArguments.isEmpty else {
                return TypeRef(kind: .named(rewritten), attributes: attributes, specifiers: specifiers)
            }
            if rewritten.count == 1 {
                return TypeRef(kind: replacement.kind, attributes: attributes + replacement.attributes,
                               specifiers: specifiers + replacement.specifiers)
            }
            guard let head = replacement.namedForm else {
                return TypeRef(kind: .named(rewritten), attributes: attributes, specifiers: specifiers)
            }
            return TypeRef(kind: .named(head + rewritten.dropFirst()), attributes: attributes, specifiers: specifiers)
        default:
            return TypeRef(kind: kind.replacingNames(names), attributes: attributes, specifiers: specifiers)
        }
    }
}

extension TypeRef {
    /// The components of the type written as a named type, so that a member type can follow
    /// (`Swift.Array<Int>` for `[Int]`, whose `.Index` `[Int].Index` would also name); nil for
    /// types that have no such form (functions, tuples, existentials).
    fileprivate var namedForm: [TypeNameComponent]? {
        let standard = { (name: String, arguments: [TypeRef]) in
            [TypeNameComponent(name: "Swift"), TypeNameComponent(name: name, genericArguments: arguments)]
        }
        switch kind {
        case .named(let components): return components
        case .array(let element): return standard("Array", [element])
        case .dictionary(let key, let value): return standard("Dictionary", [key, value])
        case .optional(let wrapped): return standard("Optional", [wrapped])
        default: return nil
        }
    }
}

extension TypeKind {
    /// Every type inside this one with `TypeRef.replacingNames(_:)` applied (named types excepted).
    fileprivate func replacingNames(_ names: [String: TypeRef]) -> TypeKind {
        let replace = { (t: TypeRef) in t.replacingNames(names) }
        let element = { (e: TupleTypeElement) in
            TupleTypeElement(label: e.label, type: replace(e.type), isVariadic: e.isVariadic)
        }
        switch self {
        case .named: return self
        case .optional(let t): return .optional(replace(t))
        case .implicitlyUnwrappedOptional(let t): return .implicitlyUnwrappedOptional(replace(t))
        case .array(let t): return .array(replace(t))
        case .dictionary(let key, let value): return .dictionary(key: replace(key), value: replace(value))
        case .tuple(let elements): return .tuple(elements.map(element))
        case .function(let parameters, var effects, let result):
            if case .typed(let error) = effects.throwing { effects.throwing = .typed(replace(error)) }
            return .function(parameters: parameters.map(element), effects: effects, result: replace(result))
        case .metatype(let t, let isProtocol): return .metatype(replace(t), isProtocol: isProtocol)
        case .opaque(let t): return .opaque(replace(t))
        case .existential(let t): return .existential(replace(t))
        case .composition(let parts): return .composition(parts.map(replace))
        case .packExpansion(let t): return .packExpansion(replace(t))
        case .packElement(let t): return .packElement(replace(t))
        case .unknown: return self
        }
    }
}

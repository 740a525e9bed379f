import MockgenFrontEnd

/// A generic function whose result mentions one of its own generic parameters that nothing else
/// mentions (`make<Output>(_ key: Key) -> Output`) also witnesses a generic requirement alike but
/// for the result, where that parameter stands for some type (`make<Element>(_ key: Key) ->
/// [Element]`, `-> (Element, Element) -> Substring`): the compiler ranks neither of the two above
/// the other for the more specific requirement ("multiple matching functions"), so the mock
/// declares only the general one. A requirement that is not generic ranks above (`make(_ key:
/// Key) -> Int` is declared beside the generic one).
enum GenericResultWitness {
    /// True when `general` witnesses `specific` so: `specific` is generic, and alike but for its
    /// result, which is `general`'s with the free generic parameter replaced by a part of it.
    static func generalizes(_ general: FunctionDecl, _ specific: FunctionDecl) -> Bool {
        guard general.name == specific.name, general.isStatic == specific.isStatic,
              general.parameters.count == specific.parameters.count, !specific.genericParameters.isEmpty,
              let pattern = general.returnType, let result = specific.returnType,
              let free = freeParameter(of: general), let specificShape = OneWitnessOverloads.shape(of: .function(specific))
        else { return false }
        var parts: [TypeRef] = []
        _ = result.contains { part in
            parts.append(part)
            return false
        }
        return parts.contains { bound in
            guard substituting(free.name, with: bound, in: pattern) == result else { return false }
            // The generic parameters the bound part brings, in the specific requirement's order,
            // stand where the free one stood; those its parameters mention are there already.
            let brought = specific.genericParameters.filter { parameter in
                bound.rootNames.contains(parameter.name)
                    && !specific.parameters.contains { $0.type.rootNames.contains(parameter.name) }
            }
            var candidate = general
            candidate.returnType = result
            candidate.genericParameters = general.genericParameters.flatMap { $0.name == free.name ? brought : [$0] }
            guard let shape = OneWitnessOverloads.shape(of: .function(candidate)) else { return false }
            return shape.isAlike(specificShape) && shape.witnesses(specificShape)
        }
    }

    /// The one generic parameter of `f` that only its result mentions, unconstrained or
    /// constrained only to `Sendable` (a marker the compiler does not check here); nil when there
    /// is none or more than one.
    private static func freeParameter(of f: FunctionDecl) -> GenericParameter? {
        let mentioned = f.parameters.reduce(into: Set<String>()) { $1.type.addRootNames(to: &$0) }
            .union(f.whereClause.flatMap { [$0.left, $0.right] }.reduce(into: Set<String>()) { $1.addRootNames(to: &$0) })
        let inResult = f.returnType?.rootNames ?? []
        let free = f.genericParameters.filter { parameter in
            !parameter.isPack && !parameter.isValue && inResult.contains(parameter.name) && !mentioned.contains(parameter.name)
                && (parameter.constraint.map { $0.isStandard("Sendable") } ?? true)
        }
        return free.count == 1 ? free[0] : nil
    }

    private static func substituting(_ name: String, with bound: TypeRef, in type: TypeRef) -> TypeRef {
        type.replacingParts { part in
            guard case .named(let components) = part.kind, components.count == 1, components[0].name == name,
                  components[0].genericArguments.isEmpty, part.attributes.isEmpty, part.specifiers.isEmpty
            else { return nil }
            return bound
        }
    }
}

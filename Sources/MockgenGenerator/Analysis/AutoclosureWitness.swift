import MockgenFrontEnd

/// A generic function whose parameter is one of its own unconstrained generic parameters
/// (`called<Output>(_ value: Output)`) also witnesses a requirement alike but for an
/// escaping `@autoclosure` parameter there (`called<Output>(_ value: @autoclosure @escaping () throws -> Output)`,
/// the generic parameter standing for the closure type). The compiler ranks neither of the two
/// above the other for the `@autoclosure` requirement ("multiple matching functions"), unlike
/// other closures, so the mock declares only the generic one.
enum AutoclosureWitness {
    /// True when `general` witnesses `specific` so: alike but for parameters that are
    /// unconstrained generic parameters of `general`, used nowhere else, where `specific` has
    /// escaping `@autoclosure` ones.
    static func generalizes(_ general: FunctionDecl, _ specific: FunctionDecl) -> Bool {
        guard general.name == specific.name, general.isStatic == specific.isStatic,
              general.parameters.count == specific.parameters.count,
              specific.parameters.contains(where: isEscapingAutoclosure)
        else { return false }
        var kept = general
        var removed = general
        var freed: Set<String> = []
        for (index, (p, q)) in zip(general.parameters, specific.parameters).enumerated()
        where isEscapingAutoclosure(q) {
            guard p.label == q.label, !p.isVariadic, p.type.attributes.isEmpty, p.type.specifiers.isEmpty,
                  let name = p.type.singleName, isFree(name, at: index, in: general) else { continue }
            freed.insert(name)
            kept.parameters[index].type = q.type
            removed.parameters[index].type = q.type
        }
        guard !freed.isEmpty else { return false }
        removed.genericParameters.removeAll { freed.contains($0.name) }
        // Compared as `OneWitnessOverloads` compares requirements: the generic parameters kept
        // (the closure's result is the same parameter), or dropped (a closure of a plain type).
        return [kept, removed].contains { candidate in
            guard let a = OneWitnessOverloads.shape(of: .function(candidate)),
                  let b = OneWitnessOverloads.shape(of: .function(specific)) else { return false }
            return a == b
        }
    }

    /// An escaping `@autoclosure` parameter: a generic parameter can stand for its closure type, not
    /// for a non-escaping one's.
    private static func isEscapingAutoclosure(_ parameter: ParameterDecl) -> Bool {
        parameter.type.hasAttribute("autoclosure") && parameter.type.hasAttribute("escaping")
    }

    /// True when `name` is an unconstrained generic parameter of `f` that only its parameter at
    /// `index` mentions.
    private static func isFree(_ name: String, at index: Int, in f: FunctionDecl) -> Bool {
        guard f.genericParameters.contains(where: { $0.name == name && $0.constraint == nil && !$0.isPack }),
              !f.whereClause.contains(where: { $0.left.rootNames.contains(name) || $0.right.rootNames.contains(name) }),
              f.returnType?.rootNames.contains(name) != true
        else { return false }
        return f.parameters.enumerated().allSatisfy { other in
            other.offset == index || !other.element.type.rootNames.contains(name)
        }
    }
}

import MockgenFrontEnd

/// How one function, initializer or subscript parameter appears in each part of a mock:
/// the declaration, the recorded argument, the producer closure and the builder matcher.
struct PlannedParameter: Sendable {
    var declared: DeclaredParameter
    /// The type in the member's signature (the protocol's own type).
    var signatureElement: TupleTypeElement
    /// The label in the selector (`_` when none).
    var selectorLabel: String
    var recorded: RecordedArgument
    /// The parameter type of the producer closure.
    var produceType: TypeRef
    var produceArgument: ProducedArgument
    /// The builder's matcher parameter.
    var builder: BuilderParameter
    /// The local the member evaluates the argument into first (`let _x: T = x()`), if any.
    var evaluatedArgument: EvaluatedArgument?
    /// The name used in the body.
    var name: String
    /// The parameter's name as written (`user` in `_ user: User`; empty when it has none), which
    /// failure messages use for an argument without a label.
    var writtenName: String
    /// False for a noncopyable or non-escapable argument: recorded as a placeholder and not
    /// passed to the producer.
    var isStored = true
}

/// An argument evaluated once into a local at the top of the mock's member: an `@autoclosure`
/// called (`let _x: T = x()`), a `borrowing` or `consuming` value copied (`let _x: T = copy x`),
/// since the closure that records and answers the call may not capture a borrowed parameter,
/// or an asynchronous member's `isolated` actor of a named type bound as it is (`let _x: A = x`):
/// Swift 6.3's region-based isolation checker rejects such a parameter captured by the closure
/// ("pattern that the region-based isolation checker does not understand"), or a parameter
/// pack's values collected into an array (`let _x: [Any] = MockRuntime.packedArguments(repeat each x)`).
struct EvaluatedArgument: Sendable {
    /// The local holding the value (`_x`).
    var name: String
    /// The parameter, as the body refers to it (`x`).
    var parameter: String
    var type: TypeRef
    /// The autoclosure's own effects: `try` and `await` its call needs.
    var effects: Effects
    /// How the value is taken: the autoclosure called, or the parameter copied or taken as it is.
    var taking = Taking.call

    enum Taking: Sendable {
        /// `x()`, with `try`/`await` as `effects` need.
        case call
        /// `copy x`: a `borrowing` or `consuming` value.
        case copy
        /// `x`: a `consuming` tuple, which `copy` cannot take (it stops Swift 6.3 in SIL
        /// generation), or an `isolated` actor.
        case asIs
        /// `MockRuntime.packedArguments(repeat each x)`: a parameter pack's values as an array.
        case pack
    }
}

extension [PlannedParameter] {
    /// The parameters the producer closure receives.
    var produced: [PlannedParameter] { filter(\.isStored) }

    /// True when an argument is a non-escaping closure (`Invocation.passesNonEscapingClosure`).
    var passesNonEscapingClosure: Bool {
        contains { if case .nonEscapingClosure = $0.recorded { true } else { false } }
    }
}

/// Plans the parameters of one requirement.
struct ParameterPlanner {
    var substitution: TypeSubstitution
    /// Protocol type aliases of function types: a parameter of one is a closure too.
    var closureAliases: Set<String> = []
    /// The member's generic parameters that are `~Copyable` or `~Escapable`.
    var suppressions = UnstorableValues.Suppressions()
    /// The effects the member's body may have: an `@autoclosure` argument whose call needs
    /// more (a throwing one in a member that does not throw) is not evaluated but recorded as
    /// a closure and passed on.
    var bodyEffects = Effects(isAsync: true, throwing: .throws)
    /// The member's parameter packs its result mentions (`each Value` in `-> (repeat each Value)`).
    var packsInResult: Set<String> = []

    /// True when the body may call a closure with `effects`.
    func bodyAllows(_ effects: Effects) -> Bool {
        if effects.isAsync && !bodyEffects.isAsync { return false }
        switch (effects.throwing, bodyEffects.throwing) {
        case (.none, _), (_, .throws), (_, .rethrows): return true
        case (.typed(let thrown), .typed(let allowed)): return thrown.text == allowed.text
        default: return false
        }
    }

    /// Ownership specifiers stay on the declaration; the mock records and produces a copy
    /// (`borrowing`/`consuming` values cannot be copied implicitly, a `sending` one cannot be shared).
    static let ownershipSpecifiers: Set<String> = ["borrowing", "consuming", "sending"]
    /// Specifiers a parameter's declaration may carry but a function type may not (`_const`, a
    /// compile-time constant, which module interfaces write): left off the function types the mock spells.
    static let declarationOnlySpecifiers: Set<String> = ["_const"]

    /// An `isolated` parameter whose actor is not an existential (`isolated Store`, `isolated A`
    /// for a generic `A: Actor`, not `isolated (any Actor)?`). An asynchronous member binds it
    /// to a local, and its producer takes the actor as a plain value and runs on the caller's
    /// isolation (`nonisolated(nonsending)`), which is the actor's: Swift 6.3's region checker
    /// cannot check a closure that captures such a parameter, and a producer isolated to a value
    /// the closure holds would take the other arguments across an isolation boundary.
    static func isIsolatedNamedActor(_ type: TypeRef) -> Bool {
        guard type.specifiers.contains("isolated") else { return false }
        var actor = type.bare.withoutParentheses
        while case .optional(let wrapped) = actor.kind { actor = wrapped.withoutParentheses }
        if case .existential = actor.kind { return false }
        return true
    }

    /// A closure parameter without `@escaping`, written as a function type or through a protocol type alias.
    func isNonEscapingClosure(_ type: TypeRef) -> Bool {
        if type.isNonEscapingClosure { return true }
        guard let name = type.singleName else { return false }
        return closureAliases.contains(name) && !type.hasAttribute("escaping") && !type.hasAttribute("autoclosure")
    }

    /// - Parameters:
    ///   - isSubscript: subscript parameters have no argument label unless one is written.
    ///   - isOperator: operator parameters are never labelled at call sites.
    func plan(_ parameters: [ParameterDecl], isSubscript: Bool, isOperator: Bool) -> [PlannedParameter] {
        let taken = Set(parameters.map { Identifiers.bare($0.name) })
        var earlier = Set<String>()
        // The locals evaluated arguments are kept in.
        var locals = Set<String>()
        // `_x` for `x`, unless another parameter or local has that name.
        func freshLocal(for name: String) -> String {
            var local = "_\(name)"
            while taken.contains(local) || earlier.contains(local) || locals.contains(local) { local = "_" + local }
            locals.insert(local)
            return local
        }
        return parameters.enumerated().map { index, p in
            let (type, parameterAttributes) = p.type.splittingParameterAttributes
            var name = Identifiers.bare(p.name)
            // A parameter named `self` would hide the mock in `self._mockState`, a subscript's
            // `newValue` would be hidden by the setter's, and a requirement may name two
            // parameters alike (a body may not): it gets a name of its own, as an unnamed one
            // does (the label, which callers see, stays).
            if name.isEmpty || name == "_" || name == "self" || (isSubscript && name == "newValue")
                || earlier.contains(name) {
                name = "arg\(index)"
                while taken.contains(name) || earlier.contains(name) { name = "_" + name }
            }
            earlier.insert(name)
            let label = p.label.map(Identifiers.bare)
            let ref = Identifiers.escaped(name)

            let declaredLabel: String?
            if isSubscript {
                declaredLabel = label.map(Identifiers.label)
            } else if let label, label == name {
                declaredLabel = nil
            } else {
                declaredLabel = label.map(Identifiers.label) ?? "_"
            }
            let declared = DeclaredParameter(
                attributes: parameterAttributes, label: declaredLabel, name: ref, type: substitution(type),
                isVariadic: p.isVariadic)

            // The value a matcher sees, and the producer's parameter type.
            let valueType: TypeRef
            var produceType: TypeRef
            var recorded = RecordedArgument.value(ref)
            var produceArgument = ProducedArgument.value(ref)
            var evaluated: EvaluatedArgument?
            var isStored = true
            let copied = type.specifiers.contains("borrowing") || type.specifiers.contains("consuming")
            let isolatedActor = bodyEffects.isAsync && Self.isIsolatedNamedActor(type)
            // A borrowed tuple cannot be copied (`Mockability` skips such a protocol: no class can
            // implement the requirement); a consumed one is moved.
            if UnstorableValues.kind(of: type, suppressions) != nil || type.isBorrowedTuple {
                valueType = .qualified(["MockRuntime", "UnstoredArgument"])
                produceType = valueType
                recorded = .unstored(typeName: type.bare.text)
                isStored = false
            } else if case .packExpansion(let pattern) = type.bare.kind {
                // `repeat each V`: recorded as the array of its values, which matchers see. The
                // producer takes a plain pack the result mentions as its tuple, `(repeat each V)`;
                // any other as that array: a stub then names no pack (`willReturn("done")` for a
                // `String` result), and Swift 6.3 cannot abstract a function type taking a pack of
                // another pattern (`repeat [each V]`: it stops in SIL generation).
                valueType = .qualified(["Swift", "Array"], arguments: [.qualified(["Any"])])
                let local = freshLocal(for: name)
                recorded = .value(local)
                evaluated = EvaluatedArgument(name: local, parameter: ref, type: valueType, effects: .none, taking: .pack)
                if case .packElement(let element) = pattern.kind, !element.rootNames.isDisjoint(with: packsInResult) {
                    produceType = TypeRef(kind: .tuple([TupleTypeElement(type: substitution(type.bare, .nameable))]))
                    produceArgument = .pack(ref)
                } else {
                    produceType = valueType
                    produceArgument = .value(local)
                }
            } else if p.isVariadic {
                valueType = TypeRef(kind: .array(substitution(type.bare, .nameable)))
                produceType = valueType
            } else if type.autoclosureResult != nil, case .function(_, let effects, _) = type.kind,
                      !bodyAllows(effects) {
                valueType = .qualified(["MockRuntime", "NonEscapingClosure"])
                produceType = substitution(
                    TypeRef(kind: type.kind, attributes: type.attributes.filter { $0.name != "autoclosure" }), .nameable)
                recorded = .nonEscapingClosure
                produceArgument = .autoclosure(
                    ref, marker: (effects.isThrowing ? "try " : "") + (effects.isAsync ? "await " : ""))
            } else if let result = type.autoclosureResult {
                valueType = substitution(result, .nameable)
                produceType = valueType
                let local = freshLocal(for: name)
                recorded = .value(local)
                produceArgument = .value(local)
                var effects = Effects.none
                if case .function(_, let written, _) = type.kind { effects = written }
                evaluated = EvaluatedArgument(name: local, parameter: ref, type: valueType, effects: effects)
            } else if !p.isInout && isNonEscapingClosure(type) {
                // (An `inout` closure is escaping: the variable it comes from outlives the call.)
                valueType = .qualified(["MockRuntime", "NonEscapingClosure"])
                produceType = substitution(type, .nameable)
                // The producer gets the closure the body captured: not a value it can take `sending`.
                produceType.specifiers.removeAll { $0 == "sending" }
                recorded = .nonEscapingClosure
            } else {
                let rewritten = substitution(type, .nameable)
                valueType = TypeRef(kind: rewritten.kind,
                    attributes: rewritten.attributes.filter { $0.name != "escaping" })
                produceType = rewritten
                produceType.specifiers = rewritten.specifiers.filter {
                    !Self.ownershipSpecifiers.contains($0) && !Self.declarationOnlySpecifiers.contains($0)
                        && !(isolatedActor && $0 == "isolated")
                }
                if copied || isolatedActor {
                    let local = freshLocal(for: name)
                    recorded = type.isOptional ? .optional(local) : .value(local)
                    produceArgument = .value(local)
                    evaluated = EvaluatedArgument(
                        name: local, parameter: ref, type: TypeRef(kind: rewritten.kind, attributes: rewritten.attributes),
                        effects: .none, taking: copied && !type.isTuple ? .copy : .asIs)
                } else if type.isOptional {
                    recorded = .optional(ref)
                }
                if case .value(let value) = recorded, type.bare.isExistentialMetatype {
                    recorded = .existentialMetatype(value)
                }
                if p.isInout { produceArgument = .inout(ref) }
            }
            return PlannedParameter(
                declared: declared,
                signatureElement: TupleTypeElement(
                    type: type.removingSpecifiers(Self.declarationOnlySpecifiers), isVariadic: p.isVariadic),
                selectorLabel: isOperator ? "_" : (label ?? "_"),
                recorded: recorded,
                produceType: produceType,
                produceArgument: produceArgument,
                builder: BuilderParameter(
                    label: isOperator ? "_" : (label.map(Identifiers.label) ?? "_"), name: ref, valueType: valueType,
                    hasDefault: !isSubscript),
                evaluatedArgument: evaluated,
                name: name,
                writtenName: Identifiers.bare(p.name) == "_" ? "" : Identifiers.bare(p.name),
                isStored: isStored
            )
        }
    }
}

extension TypeRef {
    /// The type without the specifiers in `removed`.
    func removingSpecifiers(_ removed: Set<String>) -> TypeRef {
        guard specifiers.contains(where: removed.contains) else { return self }
        var type = self
        type.specifiers.removeAll { removed.contains($0) }
        return type
    }
}

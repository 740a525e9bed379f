import MockgenFrontEnd

/// Plans each protocol requirement: its declaration in the mock, the runtime calls it makes
/// and its builder members.
struct MemberPlanner {
    var substitution: TypeSubstitution
    /// Function types named by the protocol's own type aliases (`typealias Handler = (Int) -> Void`).
    var closureAliases: Set<String> = []
    /// `Error` and `Never` when the protocol's module declares its own (by name, the declaring
    /// module): there a bare `throws(Error)` is a typed throw of the module's type.
    var moduleDeclaredStandardNames: [String: String] = [:]
    /// The protocol's noncopyable and non-escapable associated types, and the type names that
    /// shadow the standard library's (`UnstorableValues.Suppressions`).
    var unstorable = UnstorableValues.Suppressions()

    /// Attributes never copied onto mock members (they need Objective-C or make no sense on a witness).
    /// A module interface adds its own: `@_spi` (a mock member is internal, which no SPI group
    /// can hold), `@_semantics` (optimizer hints for the library's own body), `@_alwaysEmitIntoClient`.
    static let droppedAttributes: Set<String> = ["objc", "nonobjc", "inlinable", "usableFromInline", "_transparent",
        "optional", "_spi", "_semantics", "_alwaysEmitIntoClient"]
    /// Modifiers kept on mock members; the rest (`mutating`, `optional`...) do not apply to a class.
    static let keptModifiers: [String] = ["nonisolated", "static", "prefix", "postfix", "infix"]

    func plan(_ member: Member) -> PlannedRequirement? {
        switch member {
        case .function(let f): planFunction(f)
        case .property(let p): planProperty(p)
        case .subscript(let s): planSubscript(s)
        case .initializer(let i): planInitializer(i)
        case .associatedType, .typeAlias: nil
        }
    }

    private func parameterPlanner(
        _ generics: [GenericParameter] = [], _ whereClause: [GenericRequirement] = []
    ) -> ParameterPlanner {
        ParameterPlanner(
            substitution: substitution, closureAliases: closureAliases,
            suppressions: UnstorableValues.Suppressions(generics, whereClause, in: unstorable))
    }

    // MARK: - Functions

    func planFunction(_ declared: FunctionDecl) -> PlannedRequirement {
        let f = NestedOpaqueParameters.naming(declared)
        let base = Identifiers.bare(f.name)
        let isOperator = f.isOperator || Identifiers.isOperator(base)
        var parameterPlanner = parameterPlanner(f.genericParameters, f.whereClause)
        parameterPlanner.bodyEffects = f.effects
        parameterPlanner.packsInResult = Set(f.genericParameters.filter(\.isPack).map(\.name))
            .intersection(f.returnType?.rootNames ?? [])
        let params = parameterPlanner.plan(f.parameters, isSubscript: false, isOperator: isOperator)
        let generics = f.genericParameters.map { substitution($0) }
        let whereClause = f.whereClause.map { substitution($0) }
        let signature = MemberDescriptor.Signature(
            genericParameters: f.genericParameters,
            type: TypeRef(
                kind: .function(parameters: params.map(\.signatureElement), effects: f.effects,
                    result: f.returnType ?? .emptyTuple)),
            whereClause: f.whereClause)

        // A `sending` result is a property of the function, not of the value type `R`.
        var returnType = f.returnType.map { substitution($0.specifiers.isEmpty ? $0 : $0.bare, .nameable) }
            ?? .emptyTuple
        let thrownError = produceError(f.effects)
        // A noncopyable result is made by `willProduce` only (`Stubbing<…, Never, …>`); a
        // non-escapable one by nothing (`Stubbing<(…) -> Never, Never, …>`, for `perform` and `willThrow`).
        var produceResult = returnType
        let delivery: Invocation.ResultDelivery
        switch f.returnType.flatMap({ UnstorableValues.kind(of: $0, parameterPlanner.suppressions) }) {
        case .noncopyable?:
            delivery = .producedOnly
            returnType = Self.never
        case .nonEscapable?:
            delivery = .unmakeable(f.returnType ?? .emptyTuple)
            (returnType, produceResult) = (Self.never, Self.never)
        case nil:
            delivery = .invoked
        }
        let builderParameters = params.map(\.builder)
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: generics, whereClause: whereClause)
        let builderName = isOperator ? Identifiers.operatorBuilderName(base) : Identifiers.escaped(base)
        let produceType = producerType(params.produced.map(\.produceType), f.effects.isAsync, thrownError,
            produceResult)
        let (givenGenerics, givenWhere) = Self.stubbingGenerics(
            params, used: [produceType, returnType], generics: generics, whereClause: whereClause)
        let invocation = Invocation(.init(
            descriptor: MemberDescriptor(
                selector: "\(base)(\(params.map { "\($0.selectorLabel):" }.joined()))", kind: nil, signature: signature,
                nameHint: builderName, parameterNames: Self.parameterNames(params)),
            isStatic: f.isStatic, isAsync: f.effects.isAsync, thrownError: thrownError,
            recorded: params.map(\.recorded),
            produceType: produceType,
            produceArguments: params.produced.map(\.produceArgument), produceName: produceName(params),
            returnType: returnType,
            passesNonEscapingClosure: params.passesNonEscapingClosure,
            builderShape: .function, builderName: builderName,
            builderParameters: builderParameters, givenGenerics: givenGenerics, givenWhere: givenWhere,
            verifyGenerics: verifyGenerics, verifyWhere: verifyWhere, verification: .call,
            builderAttributes: availability(f.attributes), delivery: delivery,
            resultLocal: resultLocal(params, isAsync: f.effects.isAsync, returnType: returnType)))
        let declaration = PlannedDeclaration(
            introducer: .function(name: isOperator ? base : Identifiers.escaped(base), isOperator: isOperator),
            modifiers: keptModifiers(f.modifiers, isStatic: f.isStatic), genericParameters: generics,
            parameters: params.map(\.declared), effects: substitution(f.effects),
            resultType: f.returnType.map { substitution($0) },
            whereClause: whereClause)
        return PlannedRequirement(
            shape: .function, attributes: memberAttributes(f.attributes), declaration: declaration,
            isStatic: f.isStatic, invocations: [invocation],
            evaluatedArguments: params.compactMap(\.evaluatedArgument),
            returnsExplicitly: ResultBuilderAttributes.needsExplicitReturn(f.attributes))
    }

    // MARK: - Properties

    func planProperty(_ p: PropertyDecl) -> PlannedRequirement {
        let name = Identifiers.bare(p.name)
        let escaped = Identifiers.escaped(name)
        let valueType = substitution(p.type, .nameable)
        let getterEffects = p.getter?.effects ?? .none
        let getThrows = produceError(getterEffects)
        let available = availability(p.attributes)
        let signature = MemberDescriptor.Signature(genericParameters: [], type: p.type, whereClause: [])
        // A non-escapable property (read-only: `Mockability` skips a settable one) is made by nothing.
        let isUnmakeable = UnstorableValues.kind(of: p.type, unstorable) == .nonEscapable
        let getterResult = isUnmakeable ? Self.never : valueType

        var invocations = [Invocation(.init(
            descriptor: MemberDescriptor(selector: name, kind: "getter", signature: signature, nameHint: name),
            isStatic: p.isStatic, isAsync: getterEffects.isAsync, thrownError: getThrows,
            recorded: [], produceType: producerType([], getterEffects.isAsync, getThrows, getterResult),
            produceArguments: [], produceName: "produce", returnType: getterResult, passesNonEscapingClosure: false,
            builderShape: .property, builderName: escaped, builderParameters: [],
            givenGenerics: [], givenWhere: [], verifyGenerics: [], verifyWhere: [],
            verification: .getter, builderAttributes: available, delivery: isUnmakeable
                ? .unmakeable(p.type) : .invoked))]
        if p.hasSetter {
            invocations.append(Invocation(.init(
                descriptor: MemberDescriptor(selector: name, kind: "setter", signature: signature,
                    nameHint: name + "_set", holdsValueWeakly: p.modifiers.contains("weak")),
                isStatic: p.isStatic, isAsync: false, thrownError: nil,
                recorded: [p.type.isOptional ? .optional("newValue") : .value("newValue")],
                produceType: producerType([valueType], false, nil, .emptyTuple),
                produceArguments: [.value("newValue")], produceName: "produce", returnType: .emptyTuple,
                passesNonEscapingClosure: false,
                builderShape: .function, builderName: escaped,
                builderParameters: [
                    BuilderParameter(label: "newValue", name: "newValue", valueType: valueType, hasDefault: false)],
                givenGenerics: [], givenWhere: [], verifyGenerics: [], verifyWhere: [],
                verification: .setter, builderAttributes: available)))
        }
        let declaration = PlannedDeclaration(
            introducer: .property(name: escaped), modifiers: keptModifiers(p.modifiers, isStatic: p.isStatic),
            resultType: substitution(p.type))
        return PlannedRequirement(
            shape: .accessors(getterEffects: substitution(getterEffects)),
            attributes: memberAttributes(p.attributes), declaration: declaration,
            isStatic: p.isStatic, invocations: invocations, evaluatedArguments: [],
            returnsExplicitly: ResultBuilderAttributes.needsExplicitReturn(p.attributes))
    }

    // MARK: - Subscripts

    func planSubscript(_ declared: SubscriptDecl) -> PlannedRequirement {
        let s = NestedOpaqueParameters.naming(declared)
        var planner = parameterPlanner(s.genericParameters, s.whereClause)
        // A subscript's arguments are evaluated in each accessor: a setter neither throws nor awaits.
        planner.bodyEffects = s.accessors.contains { $0.kind == .set }
            ? .none : s.accessors.first { $0.kind == .get }?.effects ?? .none
        planner.packsInResult = Set(s.genericParameters.filter(\.isPack).map(\.name)).intersection(s.returnType.rootNames)
        let params = planner.plan(s.parameters, isSubscript: true, isOperator: false)
        let generics = s.genericParameters.map { substitution($0) }
        let whereClause = s.whereClause.map { substitution($0) }
        let getterEffects = s.accessors.first { $0.kind == .get }?.effects ?? .none
        let getThrows = produceError(getterEffects)
        let selector = "subscript(\(params.map { "\($0.selectorLabel):" }.joined()))"
        let signature = MemberDescriptor.Signature(
            genericParameters: s.genericParameters,
            type: TypeRef(
                kind: .function(parameters: params.map(\.signatureElement), effects: .none, result: s.returnType)),
            whereClause: s.whereClause)
        let valueType = substitution(s.returnType, .nameable)
        // A non-escapable result (read-only: `Mockability` skips a settable one) is made by nothing.
        let isUnmakeable = UnstorableValues.kind(
            of: s.returnType, .init(s.genericParameters, s.whereClause, in: unstorable)) == .nonEscapable
        let getterResult = isUnmakeable ? Self.never : valueType

        let builderParameters = params.map(\.builder)
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: generics, whereClause: whereClause)
        let (setGenerics, setWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType) + [valueType], generics: generics, whereClause: whereClause)
        let available = availability(s.attributes)
        let produceParams = params.produced.map(\.produceType)
        let passesNonEscapingClosure = params.passesNonEscapingClosure
        let getterProduceType = producerType(produceParams, getterEffects.isAsync, getThrows, getterResult)
        let (getGenerics, getWhere) = Self.stubbingGenerics(
            params, used: [getterProduceType, getterResult], generics: generics, whereClause: whereClause)
        var invocations = [Invocation(.init(
            descriptor: MemberDescriptor(selector: selector, kind: "subscriptGetter", signature: signature,
                nameHint: "subscript_get", parameterNames: Self.parameterNames(params)),
            isStatic: s.isStatic, isAsync: getterEffects.isAsync, thrownError: getThrows,
            recorded: params.map(\.recorded),
            produceType: getterProduceType,
            produceArguments: params.produced.map(\.produceArgument), produceName: produceName(params),
            returnType: getterResult,
            passesNonEscapingClosure: passesNonEscapingClosure,
            builderShape: .subscriptMember, builderName: "subscript", builderParameters: builderParameters,
            givenGenerics: getGenerics, givenWhere: getWhere, verifyGenerics: verifyGenerics, verifyWhere: verifyWhere,
            verification: .getter, builderAttributes: available, delivery: isUnmakeable
                ? .unmakeable(s.returnType) : .invoked))]
        if s.hasSetter {
            let setterProduceType = producerType(produceParams + [valueType], false, nil, .emptyTuple)
            let (givenSetGenerics, givenSetWhere) = Self.stubbingGenerics(
                params, used: [setterProduceType, valueType], generics: generics, whereClause: whereClause)
            invocations.append(Invocation(.init(
                descriptor: MemberDescriptor(selector: selector, kind: "subscriptSetter", signature: signature,
                    nameHint: "subscript_set", parameterNames: Self.parameterNames(params)),
                isStatic: s.isStatic, isAsync: false, thrownError: nil,
                recorded: params.map(\.recorded)
                    + [s.returnType.isOptional ? .optional("newValue") : .value("newValue")],
                produceType: setterProduceType,
                produceArguments: params.produced.map(\.produceArgument) + [.value("newValue")],
                produceName: produceName(params),
                returnType: .emptyTuple, passesNonEscapingClosure: passesNonEscapingClosure,
                builderShape: .subscriptMember, builderName: "subscript",
                builderParameters: builderParameters
                    + [BuilderParameter(label: "newValue", name: "newValue", valueType: valueType, hasDefault: false)],
                givenGenerics: givenSetGenerics, givenWhere: givenSetWhere, verifyGenerics: setGenerics, verifyWhere: setWhere,
                verification: .setter, builderAttributes: available)))
        }
        let declaration = PlannedDeclaration(
            introducer: .subscript, modifiers: keptModifiers(s.modifiers, isStatic: s.isStatic),
            genericParameters: generics,
            parameters: params.map(\.declared), resultType: substitution(s.returnType), whereClause: whereClause)
        return PlannedRequirement(
            shape: .accessors(getterEffects: substitution(getterEffects)),
            attributes: memberAttributes(s.attributes), declaration: declaration,
            isStatic: s.isStatic, invocations: invocations,
            evaluatedArguments: params.compactMap(\.evaluatedArgument),
            returnsExplicitly: ResultBuilderAttributes.needsExplicitReturn(s.attributes))
    }

    // MARK: - Initializers

    func planInitializer(_ declared: InitializerDecl) -> PlannedRequirement {
        let i = NestedOpaqueParameters.naming(declared)
        var planner = parameterPlanner(i.genericParameters, i.whereClause)
        planner.bodyEffects = i.effects
        let params = planner.plan(i.parameters, isSubscript: false, isOperator: false)
        let generics = i.genericParameters.map { substitution($0) }
        let whereClause = i.whereClause.map { substitution($0) }

        // The call is recorded on the new mock, so tests can check how generic code built it:
        // `verify(mock).initializer(config: .any).called(.once)`.
        let signature = MemberDescriptor.Signature(
            genericParameters: i.genericParameters,
            type: TypeRef(
                kind: .function(parameters: params.map(\.signatureElement), effects: i.effects, result: .emptyTuple)),
            whereClause: i.whereClause)
        let builderParameters = params.map(\.builder)
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: generics, whereClause: whereClause)
        let invocation = Invocation(.init(
            descriptor: MemberDescriptor(
                selector: "init(\(params.map { "\($0.selectorLabel):" }.joined()))", kind: "initializer",
                signature: signature,
                nameHint: "initializer", parameterNames: Self.parameterNames(params)),
            isStatic: false, isAsync: false, thrownError: nil,
            recorded: params.map(\.recorded),
            produceType: producerType(params.produced.map(\.produceType), false, nil, .emptyTuple),
            produceArguments: params.produced.map(\.produceArgument), produceName: produceName(params),
            returnType: .emptyTuple,
            passesNonEscapingClosure: params.passesNonEscapingClosure,
            builderShape: .function, builderName: "initializer", builderParameters: builderParameters,
            givenGenerics: generics, givenWhere: whereClause, verifyGenerics: verifyGenerics, verifyWhere: verifyWhere,
            verification: .call, builderAttributes: availability(i.attributes), isVerifyOnly: true))
        let declaration = PlannedDeclaration(
            introducer: .initializer(i.failability), modifiers: i.modifiers.contains("nonisolated")
                ? ["nonisolated"] : [],
            genericParameters: generics, parameters: params.map(\.declared), effects: substitution(i.effects),
            whereClause: whereClause)
        return PlannedRequirement(
            shape: .initializer, attributes: memberAttributes(i.attributes), declaration: declaration,
            isStatic: false, invocations: [invocation],
            evaluatedArguments: params.compactMap(\.evaluatedArgument))
    }

    // MARK: - Pieces

    func keptModifiers(_ modifiers: Modifiers, isStatic: Bool) -> [String] {
        Self.keptModifiers.filter { modifiers.contains($0) || ($0 == "static" && isStatic) }
    }

    /// What the producer may throw: nil when nothing. A `rethrows` member is mocked as never
    /// throwing, the one implementation a `rethrows` requirement allows whatever closure the caller passes.
    func produceError(_ effects: Effects) -> TypeRef? {
        switch effects.throwing {
        case .none, .rethrows: return nil
        case .throws: return Self.anyError
        case .typed(let error):
            if let name = error.singleName, let module = moduleDeclaredStandardNames[name] {
                return .qualified([module, name])
            }
            if error.isStandard("Never") { return nil }
            if error.isAnyError { return Self.anyError }
            return substitution(error)
        }
    }

    /// `Swift.Never`: the result of a member whose value the mock cannot hand out.
    static let never = TypeRef.qualified(["Swift", "Never"])

    /// `any Swift.Error`.
    static let anyError = TypeRef(kind: .existential(.qualified(["Swift", "Error"])))

    /// The producer's function type. An async producer is `nonisolated(nonsending)`: it runs on
    /// the caller's isolation, so arguments that are not `Sendable` never cross an isolation
    /// boundary. One with an `isolated` parameter (an existential actor: the planner takes a
    /// named actor type as a plain value, `ParameterPlanner.isIsolatedNamedActor`) is isolated to
    /// it already (and the compiler allows no `nonisolated(nonsending)` beside it). A synchronous producer takes the actor as
    /// a plain value: Swift 6.3's region checker cannot check a synchronous call that passes an
    /// `isolated` parameter on to a closure ("pattern that the region-based isolation checker
    /// does not understand").
    func producerType(_ parameters: [TypeRef], _ isAsync: Bool, _ thrownError: TypeRef?, _ result: TypeRef) -> TypeRef {
        let isolatedByParameter = parameters.contains { $0.specifiers.contains("isolated") }
        let throwing: Effects.Throwing = thrownError.map { $0.isAnyError ? .throws : .typed($0) } ?? .none
        let passed = isAsync ? parameters : parameters.map { $0.removingSpecifiers(["isolated"]) }
        return TypeRef(
            kind: .function(
                parameters: passed.map { TupleTypeElement(type: $0) },
                effects: Effects(isAsync: isAsync, throwing: throwing),
                result: result),
            specifiers: isAsync && !isolatedByParameter ? ["nonisolated(nonsending)"] : [])
    }

    /// `result` (or `_result`, … when a parameter or a local has that name) for an asynchronous
    /// member with a result and an `isolated` parameter of a named actor type (`Invocation.resultLocal`).
    func resultLocal(_ params: [PlannedParameter], isAsync: Bool, returnType: TypeRef) -> String? {
        guard isAsync, returnType.text != TypeRef.emptyTuple.text, !returnType.isStandard("Void"),
              params.contains(where: { ParameterPlanner.isIsolatedNamedActor($0.signatureElement.type) })
        else { return nil }
        let produce = produceName(params)
        var name = "result"
        while name == produce || params.contains(where: { $0.name == name || $0.evaluatedArgument?.name == name }) {
            name = "_" + name
        }
        return name
    }

    /// `produce`, or `_produce`, … when a parameter or an evaluated `@autoclosure` has that name.
    func produceName(_ params: [PlannedParameter]) -> String {
        var name = "produce"
        while params.contains(where: { $0.name == name || $0.evaluatedArgument?.name == name }) { name = "_" + name }
        return name
    }

    /// The attributes copied onto a mock's member, lifetime dependencies as the mock states them;
    /// result builders are left off (`ResultBuilderAttributes`).
    func memberAttributes(_ attributes: [Attribute]) -> [Attribute] {
        LifetimeAttributes.forMock(attributes.filter {
            !Self.droppedAttributes.contains($0.name) && !ResultBuilderAttributes.isBuilderLike($0)
        })
    }

    func availability(_ attributes: [Attribute]) -> [Attribute] {
        attributes.filter { $0.name == "available" }
    }

    /// The generic parameters (and `where` requirements) a verification builder can keep: only those
    /// its matcher types mention, since the others could never be inferred at the call site.
    /// The parameters' written names when a named parameter has no label in the selector
    /// (`save(_ user:)`), so failure messages can say `argument \`user\``; else none.
    static func parameterNames(_ params: [PlannedParameter]) -> [String] {
        params.contains { $0.selectorLabel == "_" && !$0.writtenName.isEmpty } ? params.map(\.writtenName) : []
    }

    /// The generic parameters of a stubbing builder member: all of them, but where an argument is
    /// not stored or is a pack (which the producer may get as an array), only those the matchers
    /// and `used` (the producer's type and the result) mention, since no other could be inferred.
    static func stubbingGenerics(
        _ params: [PlannedParameter], used: [TypeRef], generics: [GenericParameter], whereClause: [GenericRequirement]
    ) -> (parameters: [GenericParameter], requirements: [GenericRequirement]) {
        guard !params.allSatisfy({ $0.isStored && !$0.declared.isPack }) else { return (generics, whereClause) }
        return genericsUsed(by: params.map(\.builder.valueType) + used, generics: generics, whereClause: whereClause)
    }

    static func genericsUsed(
        by types: [TypeRef], generics: [GenericParameter], whereClause: [GenericRequirement]
    ) -> (parameters: [GenericParameter], requirements: [GenericRequirement]) {
        // Without generic parameters every `where` requirement is kept: nothing to look up.
        guard !generics.isEmpty else { return ([], whereClause) }
        let all = Set(generics.map(\.name))
        var used = types.reduce(into: Set<String>()) { $0.formUnion($1.rootNames.intersection(all)) }
        var changed = true
        while changed {
            changed = false
            for g in generics where used.contains(g.name) {
                let extra = (g.constraint?.rootNames ?? []).intersection(all).subtracting(used)
                if !extra.isEmpty { used.formUnion(extra); changed = true }
            }
        }
        let kept = generics.filter { used.contains($0.name) }
        let keptWhere = whereClause.filter {
            $0.left.rootNames.union($0.right.rootNames).intersection(all).isSubset(of: used)
        }
        return (kept, keptWhere)
    }
}

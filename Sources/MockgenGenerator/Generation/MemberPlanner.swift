import MockgenFrontEnd

/// Plans each protocol requirement: its declaration in the mock, the runtime calls it makes
/// and its builder members.
struct MemberPlanner {
    var rewriter: TypeRewriter
    /// Function types named by the protocol's own type aliases (`typealias Handler = (Int) -> Void`).
    var closureAliases: Set<String> = []

    /// Attributes never copied onto mock members (they need Objective-C or make no sense on a witness).
    static let droppedAttributes: Set<String> = ["objc", "nonobjc", "inlinable", "usableFromInline", "_transparent", "optional"]
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

    // MARK: - Functions

    func planFunction(_ f: FunctionDecl) -> PlannedRequirement {
        let base = Identifiers.bare(f.name)
        let isOperator = f.isOperator || Identifiers.isOperator(base)
        let params = ParameterPlanner(rewriter: rewriter, closureAliases: closureAliases).plan(f.parameters, isSubscript: false, isOperator: isOperator)
        let generics = genericList(f.genericParameters)
        let whereTexts = f.whereClause.map { rewriter.rewrite($0.text) }
        let selector = "\(base)(\(params.map { "\($0.selectorLabel):" }.joined()))"
        var signature = genericSignature(f.genericParameters) + "(\(params.map(\.signatureType).joined(separator: ", ")))"
        let returnText = f.returnType?.text
        signature += effectsText(f.effects, original: true) + " -> " + (returnText ?? "()")
        if !f.whereClause.isEmpty { signature += " where " + f.whereClause.map(\.text).joined(separator: ", ") }

        // A `sending` result is a property of the function, not of the value type `R`.
        let returnType = f.returnType.map { rewriter.rewriteErasingOpaque($0.specifiers.isEmpty ? returnText ?? $0.text : $0.bareText) } ?? "Void"
        let throwsClause = produceThrows(f.effects)
        let produceType = functionType(params.map(\.produceType), f.effects.isAsync, throwsClause, returnType)

        let modifiers = Self.keptModifiers.filter { f.modifiers.contains($0) || ($0 == "static" && f.isStatic) }
        var declaration = (modifiers + ["func"]).joined(separator: " ") + " "
        declaration += isOperator ? "\(base) " : Identifiers.escaped(base)
        if !generics.isEmpty { declaration += "<\(generics.joined(separator: ", "))>" }
        declaration += "(\(params.map(\.declaration).joined(separator: ", ")))"
        declaration += effectsText(f.effects, original: false)
        if let returnText { declaration += " -> " + rewriter.rewrite(returnText) }
        if !whereTexts.isEmpty { declaration += " where " + whereTexts.joined(separator: ", ") }

        let builderParameters = params.map(\.builder)
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: f.genericParameters, rewriter: rewriter, whereClause: f.whereClause)
        let invocation = Invocation(
            member: memberExpression(selector, kind: nil, signature: signature),
            isStatic: f.isStatic, isAsync: f.effects.isAsync, throwsClause: throwsClause,
            recorded: params.map(\.recorded), produceType: produceType,
            produceArguments: params.map(\.produceArgument), produceName: produceName(params),
            returnType: returnType, builderShape: .function,
            builderName: isOperator ? Identifiers.operatorBuilderName(base) : Identifiers.escaped(base),
            builderParameters: builderParameters, givenGenerics: generics, givenWhere: whereTexts,
            verifyGenerics: verifyGenerics, verifyWhere: verifyWhere, verification: "Verification",
            builderAttributes: availability(f.attributes))
        return PlannedRequirement(
            shape: .function, attributes: memberAttributes(f.attributes), declaration: declaration,
            isStatic: f.isStatic, invocations: [invocation], prelude: params.compactMap(\.prelude))
    }

    // MARK: - Properties

    func planProperty(_ p: PropertyDecl) -> PlannedRequirement {
        let name = Identifiers.bare(p.name)
        let typeText = p.type.text
        let valueType = rewriter.rewriteErasingOpaque(typeText)
        let getterEffects = p.getter?.effects ?? .none
        let getThrows = produceThrows(getterEffects)
        let modifiers = Self.keptModifiers.filter { p.modifiers.contains($0) || ($0 == "static" && p.isStatic) }
        let declaration = (modifiers + ["var"]).joined(separator: " ") + " \(Identifiers.escaped(name)): \(rewriter.rewrite(typeText))"
        let available = availability(p.attributes)

        var invocations = [Invocation(
            member: memberExpression(name, kind: ".getter", signature: typeText),
            isStatic: p.isStatic, isAsync: getterEffects.isAsync, throwsClause: getThrows,
            recorded: [], produceType: functionType([], getterEffects.isAsync, getThrows, valueType),
            produceArguments: [], produceName: "produce", returnType: valueType,
            builderShape: .property, builderName: Identifiers.escaped(name), builderParameters: [],
            givenGenerics: [], givenWhere: [], verifyGenerics: [], verifyWhere: [],
            verification: "GetterVerification", builderAttributes: available)]
        if p.hasSetter {
            invocations.append(Invocation(
                member: memberExpression(name, kind: ".setter", signature: typeText),
                isStatic: p.isStatic, isAsync: false, throwsClause: .none,
                recorded: [p.type.isOptional ? "newValue as Any" : "newValue"], produceType: "(\(valueType)) -> Void",
                produceArguments: ["newValue"], produceName: "produce", returnType: "Void",
                builderShape: .function, builderName: Identifiers.escaped(name),
                builderParameters: [BuilderParameter(label: "newValue", name: "newValue", valueType: valueType, hasDefault: false)],
                givenGenerics: [], givenWhere: [], verifyGenerics: [], verifyWhere: [],
                verification: "SetterVerification", builderAttributes: available))
        }
        return PlannedRequirement(
            shape: .accessors(getterEffects: effectsText(getterEffects, original: false)),
            attributes: memberAttributes(p.attributes), declaration: declaration,
            isStatic: p.isStatic, invocations: invocations, prelude: [])
    }

    // MARK: - Subscripts

    func planSubscript(_ s: SubscriptDecl) -> PlannedRequirement {
        let params = ParameterPlanner(rewriter: rewriter, closureAliases: closureAliases).plan(s.parameters, isSubscript: true, isOperator: false)
        let generics = genericList(s.genericParameters)
        let whereTexts = s.whereClause.map { rewriter.rewrite($0.text) }
        let getterEffects = s.accessors.first { $0.kind == .get }?.effects ?? .none
        let getThrows = produceThrows(getterEffects)
        let selector = "subscript(\(params.map { "\($0.selectorLabel):" }.joined()))"
        let returnText = s.returnType.text
        var signature = genericSignature(s.genericParameters) + "(\(params.map(\.signatureType).joined(separator: ", "))) -> \(returnText)"
        if !s.whereClause.isEmpty { signature += " where " + s.whereClause.map(\.text).joined(separator: ", ") }
        let valueType = rewriter.rewriteErasingOpaque(returnText)

        let modifiers = Self.keptModifiers.filter { s.modifiers.contains($0) || ($0 == "static" && s.isStatic) }
        var declaration = (modifiers + ["subscript"]).joined(separator: " ")
        if !generics.isEmpty { declaration += "<\(generics.joined(separator: ", "))>" }
        declaration += "(\(params.map(\.declaration).joined(separator: ", "))) -> \(rewriter.rewrite(returnText))"
        if !whereTexts.isEmpty { declaration += " where " + whereTexts.joined(separator: ", ") }

        let builderParameters = params.map(\.builder)
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: s.genericParameters, rewriter: rewriter, whereClause: s.whereClause)
        let (setGenerics, setWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType) + [valueType], generics: s.genericParameters, rewriter: rewriter, whereClause: s.whereClause)
        let available = availability(s.attributes)
        let produceParams = params.map(\.produceType)
        var invocations = [Invocation(
            member: memberExpression(selector, kind: ".subscriptGetter", signature: signature),
            isStatic: s.isStatic, isAsync: getterEffects.isAsync, throwsClause: getThrows,
            recorded: params.map(\.recorded),
            produceType: functionType(produceParams, getterEffects.isAsync, getThrows, valueType),
            produceArguments: params.map(\.produceArgument), produceName: produceName(params), returnType: valueType,
            builderShape: .subscriptMember, builderName: "subscript", builderParameters: builderParameters,
            givenGenerics: generics, givenWhere: whereTexts, verifyGenerics: verifyGenerics, verifyWhere: verifyWhere,
            verification: "GetterVerification", builderAttributes: available)]
        if s.hasSetter {
            invocations.append(Invocation(
                member: memberExpression(selector, kind: ".subscriptSetter", signature: signature),
                isStatic: s.isStatic, isAsync: false, throwsClause: .none,
                recorded: params.map(\.recorded) + [s.returnType.isOptional ? "newValue as Any" : "newValue"],
                produceType: "(\((produceParams + [valueType]).joined(separator: ", "))) -> Void",
                produceArguments: params.map(\.produceArgument) + ["newValue"], produceName: produceName(params), returnType: "Void",
                builderShape: .subscriptMember, builderName: "subscript",
                builderParameters: builderParameters + [BuilderParameter(label: "newValue", name: "newValue", valueType: valueType, hasDefault: false)],
                givenGenerics: generics, givenWhere: whereTexts, verifyGenerics: setGenerics, verifyWhere: setWhere,
                verification: "SetterVerification", builderAttributes: available))
        }
        return PlannedRequirement(
            shape: .accessors(getterEffects: effectsText(getterEffects, original: false)),
            attributes: memberAttributes(s.attributes), declaration: declaration,
            isStatic: s.isStatic, invocations: invocations, prelude: [])
    }

    // MARK: - Initializers

    func planInitializer(_ i: InitializerDecl) -> PlannedRequirement {
        let params = ParameterPlanner(rewriter: rewriter, closureAliases: closureAliases).plan(i.parameters, isSubscript: false, isOperator: false)
        let generics = genericList(i.genericParameters)
        var declaration = "init"
        switch i.failability {
        case .none: break
        case .optional: declaration += "?"
        case .implicitlyUnwrapped: declaration += "!"
        }
        if !generics.isEmpty { declaration += "<\(generics.joined(separator: ", "))>" }
        declaration += "(\(params.map(\.declaration).joined(separator: ", ")))" + effectsText(i.effects, original: false)
        if !i.whereClause.isEmpty { declaration += " where " + i.whereClause.map { rewriter.rewrite($0.text) }.joined(separator: ", ") }
        let modifiers = i.modifiers.contains("nonisolated") ? "nonisolated " : ""

        // The call is recorded on the new mock, so tests can check how generic code built it:
        // `verify(mock).initializer(config: .any).called(.once)`.
        let selector = "init(\(params.map { "\($0.selectorLabel):" }.joined()))"
        var signature = genericSignature(i.genericParameters) + "(\(params.map(\.signatureType).joined(separator: ", ")))"
        signature += effectsText(i.effects, original: true) + " -> ()"
        if !i.whereClause.isEmpty { signature += " where " + i.whereClause.map(\.text).joined(separator: ", ") }
        let builderParameters = params.map(\.builder)
        let whereTexts = i.whereClause.map { rewriter.rewrite($0.text) }
        let (verifyGenerics, verifyWhere) = Self.genericsUsed(
            by: builderParameters.map(\.valueType), generics: i.genericParameters, rewriter: rewriter, whereClause: i.whereClause)
        let invocation = Invocation(
            member: memberExpression(selector, kind: ".initializer", signature: signature),
            isStatic: false, isAsync: false, throwsClause: .none,
            recorded: params.map(\.recorded), produceType: functionType(params.map(\.produceType), false, .none, "Void"),
            produceArguments: params.map(\.produceArgument), produceName: produceName(params), returnType: "Void",
            builderShape: .function, builderName: "initializer", builderParameters: builderParameters,
            givenGenerics: generics, givenWhere: whereTexts, verifyGenerics: verifyGenerics, verifyWhere: verifyWhere,
            verification: "Verification", builderAttributes: availability(i.attributes), isVerifyOnly: true)
        return PlannedRequirement(
            shape: .initializer, attributes: memberAttributes(i.attributes), declaration: modifiers + declaration,
            isStatic: false, invocations: [invocation], prelude: params.compactMap(\.prelude))
    }

    // MARK: - Pieces

    func memberExpression(_ selector: String, kind: String?, signature: String) -> String {
        var text = "MockMember(\(Identifiers.stringLiteral(selector))"
        if let kind { text += ", kind: \(kind)" }
        return text + ", signature: \(Identifiers.stringLiteral(signature)))"
    }

    func genericList(_ generics: [GenericParameter]) -> [String] {
        generics.map { g in g.constraint.map { "\(g.name): \(rewriter.rewrite($0.text))" } ?? g.name }
    }

    func genericSignature(_ generics: [GenericParameter]) -> String {
        generics.isEmpty ? "" : "<" + generics.map { g in g.constraint.map { "\(g.name): \($0.text)" } ?? g.name }.joined(separator: ", ") + ">"
    }

    /// ` async throws(E)` as declared; `original` keeps the protocol's text (for signatures) instead of rewriting `Self`.
    func effectsText(_ effects: Effects, original: Bool) -> String {
        var text = effects.isAsync ? " async" : ""
        switch effects.throwing {
        case .none: break
        case .throws: text += " throws"
        case .rethrows: text += " rethrows"
        case .typed(let e): text += " throws(\(original ? e.text : rewriter.rewrite(e.text)))"
        }
        return text
    }

    /// What the producer may throw. A `rethrows` member is mocked as never throwing, the one
    /// implementation a `rethrows` requirement allows whatever closure the caller passes.
    func produceThrows(_ effects: Effects) -> ThrowsClause {
        switch effects.throwing {
        case .none, .rethrows: .none
        case .throws: .untyped
        case .typed(let e):
            switch e.text {
            case "Never", "Swift.Never": .none
            case "any Error", "Error", "any Swift.Error", "Swift.Error": .untyped
            default: .typed(rewriter.rewrite(e.text))
            }
        }
    }

    /// The producer's function type. An async producer is `nonisolated(nonsending)`: it runs on
    /// the caller's isolation, so arguments that are not `Sendable` never cross an isolation boundary.
    func functionType(_ parameters: [String], _ isAsync: Bool, _ throwsClause: ThrowsClause, _ result: String) -> String {
        let isolation = isAsync ? "nonisolated(nonsending) " : ""
        return "\(isolation)(\(parameters.joined(separator: ", ")))" + produceEffects(isAsync, throwsClause) + " -> \(result)"
    }

    func produceEffects(_ isAsync: Bool, _ throwsClause: ThrowsClause) -> String {
        var text = isAsync ? " async" : ""
        switch throwsClause {
        case .none: break
        case .untyped: text += " throws"
        case .typed(let e): text += " throws(\(e))"
        }
        return text
    }

    func produceName(_ params: [PlannedParameter]) -> String {
        var name = "produce"
        while params.contains(where: { $0.name == name }) { name = "_" + name }
        return name
    }

    func memberAttributes(_ attributes: [Attribute]) -> [String] {
        attributes.filter { !Self.droppedAttributes.contains($0.name) }.map(\.text)
    }

    func availability(_ attributes: [Attribute]) -> [String] {
        attributes.filter { $0.name == "available" }.map(\.text)
    }

    /// The generic parameters (and `where` requirements) a verification builder can keep: only those
    /// its matcher types mention, since the others could never be inferred at the call site.
    static func genericsUsed(
        by types: [String], generics: [GenericParameter], rewriter: TypeRewriter, whereClause: [GenericRequirement]
    ) -> ([String], [String]) {
        // Without generic parameters every `where` requirement is kept: nothing to look up.
        guard !generics.isEmpty else { return ([], whereClause.map { rewriter.rewrite($0.text) }) }
        let all = Set(generics.map(\.name))
        var used = types.reduce(into: Set<String>()) { $0.formUnion(TypeTokens.identifiers($1).intersection(all)) }
        var changed = true
        while changed {
            changed = false
            for g in generics where used.contains(g.name) {
                let extra = TypeTokens.identifiers(g.constraint?.text ?? "").intersection(all).subtracting(used)
                if !extra.isEmpty { used.formUnion(extra); changed = true }
            }
        }
        let kept = generics.filter { used.contains($0.name) }
            .map { g in g.constraint.map { "\(g.name): \(rewriter.rewrite($0.text))" } ?? g.name }
        let keptWhere = whereClause
            .filter { TypeTokens.identifiers($0.text).intersection(all).isSubset(of: used) }
            .map { rewriter.rewrite($0.text) }
        return (kept, keptWhere)
    }
}

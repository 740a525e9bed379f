import MockgenFrontEnd

/// How one function, initializer or subscript parameter appears in each part of a mock:
/// the declaration, the recorded argument, the producer closure and the builder matcher.
struct PlannedParameter: Sendable {
    /// `label name: Type` as declared in the mock.
    var declaration: String
    /// The type in the `MockMember` signature string (the protocol's own text).
    var signatureType: String
    /// The label in the selector (`_` when none).
    var selectorLabel: String
    /// The expression recorded as the argument.
    var recorded: String
    /// The parameter type of the producer closure.
    var produceType: String
    /// The argument passed to the producer.
    var produceArgument: String
    /// The builder's matcher parameter.
    var builder: BuilderParameter
    /// `let _x: T = x()` for `@autoclosure` parameters.
    var prelude: String?
    /// The name used in the body.
    var name: String
}

/// Plans the parameters of one requirement.
struct ParameterPlanner {
    var rewriter: TypeRewriter
    /// Protocol type aliases of function types: a parameter of one is a closure too.
    var closureAliases: Set<String> = []

    /// A closure parameter without `@escaping`, written as a function type or through a protocol type alias.
    func isNonEscapingClosure(_ type: TypeRef) -> Bool {
        if type.isNonEscapingClosure { return true }
        guard case .named(let components) = type.kind, components.count == 1, components[0].genericArguments.isEmpty else { return false }
        return closureAliases.contains(components[0].name) && !type.hasAttribute("escaping") && !type.hasAttribute("autoclosure")
    }

    /// - Parameters:
    ///   - isSubscript: subscript parameters have no argument label unless one is written.
    ///   - isOperator: operator parameters are never labelled at call sites.
    func plan(_ parameters: [ParameterDecl], isSubscript: Bool, isOperator: Bool) -> [PlannedParameter] {
        let taken = Set(parameters.map { Identifiers.bare($0.name) })
        return parameters.enumerated().map { index, original in
            var p = original
            let (type, parameterAttributes) = original.type.splittingParameterAttributes
            p.type = type
            let attributePrefix = parameterAttributes.map { $0.text + " " }.joined()
            var name = Identifiers.bare(p.name)
            if name.isEmpty || name == "_" {
                name = "arg\(index)"
                while taken.contains(name) { name = "_" + name }
            }
            let label = p.label.map(Identifiers.bare)
            let ref = Identifiers.escaped(name)
            let typeText = p.type.text
            let declaredType = rewriter.rewrite(typeText) + (p.isVariadic ? "..." : "")

            let declaration: String
            if isSubscript {
                declaration = attributePrefix + (label.map { "\(Identifiers.label($0)) \(ref): \(declaredType)" } ?? "\(ref): \(declaredType)")
            } else if let label, label == name {
                declaration = "\(attributePrefix)\(ref): \(declaredType)"
            } else {
                declaration = "\(attributePrefix)\(label.map(Identifiers.label) ?? "_") \(ref): \(declaredType)"
            }

            // The value a matcher sees, and the producer's parameter type.
            let valueType: String
            let produceType: String
            var recorded = ref
            var produceArgument = ref
            var prelude: String?
            if p.isVariadic {
                valueType = "[\(rewriter.rewriteErasingOpaque(p.type.bareText))]"
                produceType = valueType
            } else if let result = p.type.autoclosureResult {
                let resultText = rewriter.rewriteErasingOpaque(result.text)
                valueType = resultText
                produceType = resultText
                recorded = "_\(name)"
                produceArgument = recorded
                prelude = "let _\(name): \(resultText) = \(ref)()"
            } else if isNonEscapingClosure(p.type) {
                valueType = "NonEscapingClosure"
                produceType = rewriter.rewriteErasingOpaque(typeText)
                recorded = "NonEscapingClosure()"
            } else {
                let bareText = p.type.bareText
                let attributesKept = p.type.attributes.filter { $0.name != "escaping" }.map(\.text)
                let valueText = (attributesKept + [bareText]).joined(separator: " ")
                valueType = rewriter.rewriteErasingOpaque(valueText)
                // Ownership specifiers stay on the declaration; the mock records and produces a copy
                // (`borrowing`/`consuming` values cannot be copied implicitly, a `sending` one cannot be shared).
                let ownership: Set<String> = ["borrowing", "consuming", "sending"]
                let specifiers = p.type.specifiers.filter { !ownership.contains($0) }
                let produceText = (specifiers + p.type.attributes.map(\.text) + [bareText]).joined(separator: " ")
                produceType = produceText == valueText ? valueType : rewriter.rewriteErasingOpaque(produceText)
                let copied = p.type.specifiers.contains("borrowing") || p.type.specifiers.contains("consuming") ? "copy \(ref)" : ref
                recorded = copied
                produceArgument = copied
                if p.isInout { produceArgument = "&\(ref)" }
                if p.type.isOptional { recorded = copied == ref ? "\(ref) as Any" : "(\(copied)) as Any" }
            }
            let builderLabel = isOperator ? "_" : (label.map(Identifiers.label) ?? "_")
            return PlannedParameter(
                declaration: declaration,
                signatureType: typeText + (p.isVariadic ? "..." : ""),
                selectorLabel: isOperator ? "_" : (label ?? "_"),
                recorded: recorded,
                produceType: produceType,
                produceArgument: produceArgument,
                builder: BuilderParameter(label: builderLabel, name: ref, valueType: valueType, hasDefault: !isSubscript),
                prelude: prelude,
                name: name
            )
        }
    }
}

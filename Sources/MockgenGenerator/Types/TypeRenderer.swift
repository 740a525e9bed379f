import MockgenFrontEnd

/// The one place a type of the model becomes Swift text: written straight into the
/// `SourceWriter`'s buffer, normalised as the front end normalises types (single spaces,
/// `, ` between elements, ` -> ` for arrows, parentheses where a postfix needs them). A name
/// the inputs declare gets its module in front as the writer's `spelling` says (`TypeSpelling`).
extension SourceWriter {
    /// Writes `type`: specifiers, attributes, then the type itself.
    mutating func type(_ type: TypeRef) {
        if asyncFunctionTypesAreNonsending && type.isImplicitlyNonsending { write("nonisolated(nonsending) ") }
        for specifier in type.specifiers {
            write(specifier)
            write(" ")
        }
        for attribute in type.attributes {
            self.attribute(attribute)
            write(" ")
        }
        kind(type.kind)
    }

    /// Writes `@name` or `@name(arguments)`.
    mutating func attribute(_ attribute: Attribute) {
        write("@")
        write(attribute.name)
        if let arguments = attribute.arguments {
            write("(")
            write(arguments)
            write(")")
        }
    }

    /// Writes each attribute on a line of its own.
    mutating func attributeLines(_ attributes: [Attribute]) {
        for attribute in attributes {
            open()
            self.attribute(attribute)
            close()
        }
    }

    /// Writes `types` separated by `, `.
    mutating func types(_ types: [TypeRef]) {
        for (index, element) in types.enumerated() {
            if index > 0 { write(", ") }
            type(element)
        }
    }

    private mutating func kind(_ kind: TypeKind) {
        switch kind {
        case .named(let components):
            let qualifier = components.first.flatMap { spelling.qualifier(of: $0.name) }
            if let qualifier {
                write(qualifier)
                write(".")
            }
            for (index, component) in components.enumerated() {
                if index > 0 { write(".") }
                // After a `.`, `Type` and `Protocol` would make a metatype: `GraphQL.`Type``.
                if index == 0 && qualifier != nil && (component.name == "Type" || component.name == "Protocol") {
                    write("`")
                    write(component.name)
                    write("`")
                } else {
                    write(component.name)
                }
                if !component.genericArguments.isEmpty {
                    write("<")
                    types(component.genericArguments)
                    write(">")
                }
            }
        case .optional(let wrapped):
            postfixOperand(wrapped)
            write("?")
        case .implicitlyUnwrappedOptional(let wrapped):
            postfixOperand(wrapped)
            write("!")
        case .array(let element):
            write("[")
            type(element)
            write("]")
        case .dictionary(let key, let value):
            write("[")
            type(key)
            write(": ")
            type(value)
            write("]")
        case .tuple(let elements):
            tupleElements(elements)
        case .function(let parameters, let effects, let result):
            tupleElements(parameters)
            self.effects(effects)
            write(" -> ")
            type(result)
        case .metatype(let base, let isProtocol):
            postfixOperand(base)
            write(isProtocol ? ".Protocol" : ".Type")
        case .opaque(let base):
            write("some ")
            type(base)
        case .existential(let base):
            write("any ")
            type(base)
        case .composition(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { write(" & ") }
                type(part)
            }
        case .packExpansion(let base):
            write("repeat ")
            type(base)
        case .packElement(let base):
            write("each ")
            type(base)
        case .unknown(let text):
            write(text)
        }
    }

    /// ` async`, ` throws`, ` rethrows`, ` throws(E)`.
    mutating func effects(_ effects: Effects) {
        if effects.isAsync { write(" async") }
        switch effects.throwing {
        case .none: break
        case .throws: write(" throws")
        case .rethrows: write(" rethrows")
        case .typed(let error):
            write(" throws(")
            type(error)
            write(")")
        }
    }

    private mutating func tupleElements(_ elements: [TupleTypeElement]) {
        write("(")
        for (index, element) in elements.enumerated() {
            if index > 0 { write(", ") }
            if let label = element.label {
                write(label)
                write(": ")
            }
            type(element.type)
            if element.isVariadic { write("...") }
        }
        write(")")
    }

    /// `(some P)?` and `(A) -> B` need parentheses before a postfix `?`, `!` or `.Type`.
    private mutating func postfixOperand(_ operand: TypeRef) {
        let needsParentheses: Bool
        switch operand.kind {
        case .function, .opaque, .existential, .composition: needsParentheses = true
        default: needsParentheses = !operand.attributes.isEmpty || !operand.specifiers.isEmpty
        }
        if needsParentheses { write("(") }
        type(operand)
        if needsParentheses { write(")") }
    }

    /// `<T: Codable, U>`, nothing when empty.
    mutating func genericParameters(_ parameters: [GenericParameter]) {
        guard !parameters.isEmpty else { return }
        write("<")
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { write(", ") }
            if parameter.isPack { write("each ") }
            if parameter.isValue { write("let ") }
            write(parameter.name)
            if let constraint = parameter.constraint {
                write(": ")
                type(constraint)
            }
        }
        write(">")
    }

    /// ` where A: B, C == D`, nothing when empty.
    mutating func whereClause(_ requirements: [GenericRequirement]) {
        guard !requirements.isEmpty else { return }
        write(" where ")
        for (index, requirement) in requirements.enumerated() {
            if index > 0 { write(", ") }
            type(requirement.left)
            write(requirement.kind == .conformance ? ": " : " == ")
            type(requirement.right)
        }
    }
}

extension TypeRef {
    /// Attributes that leave an async function type nonisolated.
    private static let nonisolatingAttributes: Set<String> = ["Sendable", "escaping", "autoclosure"]

    /// An async function type with no isolation written (no `nonisolated(…)` specifier, no
    /// `@concurrent`, global actor or `@isolated(any)`, no `isolated` parameter):
    /// `nonisolated(nonsending)` under `NonisolatedNonsendingByDefault`.
    var isImplicitlyNonsending: Bool {
        guard case .function(let parameters, let effects, _) = kind, effects.isAsync else { return false }
        return !specifiers.contains { $0.hasPrefix("nonisolated") || $0 == "isolated" }
            && !parameters.contains { $0.type.specifiers.contains("isolated") }
            && attributes.allSatisfy { Self.nonisolatingAttributes.contains($0.name) }
    }
}

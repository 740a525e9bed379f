/// Functions, operators and parameter lists.
extension Parser {
    mutating func parseFunction(
        attributes: [Attribute], modifiers: [String], location: SourceLocation
    ) -> FunctionDecl {
        advance()  // func
        var name = ""
        var isOperator = false
        if isName(current) {
            name = text(current)
            advance()
        } else if current.kind == .operator || current.kind == .period {
            isOperator = true
            name = text(current)
            // `func ==<T>(…)`: the `<` that opens the generic parameters is lexed into the operator.
            if name.count > 1, name.hasSuffix("<"), isName(peek()) {
                name.removeLast()
                tokens[index].start = tokens[index].end - 1
                tokens[index].column += name.utf8.count
                tokens[index].triviaStart = tokens[index].start
            } else {
                advance()
            }
        } else {
            syntaxError("expected a function name", at: current)
        }
        let generics = parseGenericParametersIfAny()
        let parameters = parseParameterClause(isSubscript: false)
        let effects = parseEffects()
        var returnType: TypeRef?
        if at("->") {
            advance()
            returnType = parseType()
        }
        let whereClause = parseWhereClauseIfAny()
        if current.kind == .leftBrace { skipBalanced() }
        return FunctionDecl(
            name: name, isOperator: isOperator, attributes: attributes, modifiers: modifiers,
            genericParameters: generics,
            parameters: parameters, effects: effects, returnType: returnType, whereClause: whereClause,
            location: location)
    }

    /// `(label name: Type = default, _ x: Int..., y: @escaping () -> Void)`.
    /// In subscripts a single name is not a label.
    mutating func parseParameterClause(isSubscript: Bool) -> [ParameterDecl] {
        guard current.kind == .leftParen else {
            syntaxError("expected '(' to start the parameter list", at: current)
            return []
        }
        let open = current
        advance()
        var parameters: [ParameterDecl] = []
        while current.kind != .rightParen {
            if atEnd || current.kind == .leftBrace || current.kind == .rightBrace {
                syntaxError("expected ')' to close the parameter list", at: open)
                return parameters
            }
            let before = index
            if let parameter = parseParameter(isSubscript: isSubscript) { parameters.append(parameter) }
            finishListElement(startedAt: before, expecting: "expected ',' or ')' in the parameter list")
        }
        advance()
        return parameters
    }

    private mutating func parseParameter(isSubscript: Bool) -> ParameterDecl? {
        // `@ResultBuilder body: () -> T`: attributes before the name belong to the type.
        let leadingAttributes = parseAttributes()
        var label: String?
        var name: String
        if isName(current) && isName(peek()) && peek(2).kind == .colon {
            label = text(current)
            name = text(peek())
            advance()
            advance()
        } else if isName(current) && peek().kind == .colon {
            name = text(current)
            label = isSubscript ? nil : name
            advance()
        } else {
            syntaxError("expected a parameter name", at: current)
            return nil
        }
        if label == "_" { label = nil }
        advance()  // :
        var type = parseType()
        if !leadingAttributes.isEmpty {
            type = makeType(type.kind, attributes: leadingAttributes + type.attributes, specifiers: type.specifiers)
        }
        var isVariadic = false
        if at("...") {
            isVariadic = true
            advance()
        }
        var defaultValue: String?
        if at("=") {
            advance()
            let from = index
            skipExpression()
            defaultValue = normalizedText(from: from, to: index)
        }
        return ParameterDecl(label: label, name: name, type: type, isVariadic: isVariadic, defaultValue: defaultValue)
    }

    /// Skips an expression up to a `,` or `)` at the same nesting level.
    mutating func skipExpression() {
        while !atEnd {
            switch current.kind {
            case .comma, .rightParen, .rightBrace, .rightBracket: return
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            default: advance()
            }
        }
    }
}

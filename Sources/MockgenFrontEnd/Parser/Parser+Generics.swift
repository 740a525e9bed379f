extension Parser {
    /// `<T, U: Codable, each V, let N: Int>` after a declaration name; empty when there is none.
    mutating func parseGenericParametersIfAny() -> [GenericParameter] {
        guard atOperatorStarting(with: Ascii.less) else { return [] }
        let open = current
        consumeOperatorPrefix()
        var parameters: [GenericParameter] = []
        while !atOperatorStarting(with: Ascii.greater) {
            if atEnd || current.kind == .leftBrace || current.kind == .rightBrace || current.kind == .leftParen {
                syntaxError("expected '>' to close generic parameters", at: open)
                return parameters
            }
            let before = index
            var isPack = false
            var isValue = false
            if current.kind == .identifier && current.keyword == .each && isName(peek()) {
                isPack = true
                advance()
            } else if current.kind == .identifier && current.keyword == .let && isName(peek()) {
                isValue = true
                advance()
            }
            if isName(current) {
                let name = text(current)
                advance()
                var constraint: TypeRef?
                if current.kind == .colon {
                    advance()
                    constraint = parseType()
                }
                parameters.append(GenericParameter(name: name, constraint: constraint, isPack: isPack, isValue: isValue))
            } else {
                syntaxError("expected a generic parameter name", at: current)
            }
            if current.kind == .comma {
                advance()
            } else if !atOperatorStarting(with: Ascii.greater) {
                if index == before {
                    advance()
                } else {
                    syntaxError("expected ',' or '>' in generic parameters", at: current)
                }
            }
        }
        consumeOperatorPrefix()
        return parameters
    }

    /// `<A, B>` after a protocol name: primary associated types.
    mutating func parsePrimaryAssociatedTypesIfAny() -> [String] {
        parseGenericParametersIfAny().map(\.name)
    }

    /// `where A: B, C == D` (the `where` keyword at the cursor); empty when absent.
    mutating func parseWhereClauseIfAny() -> [GenericRequirement] {
        guard current.kind == .identifier && current.keyword == .where else { return [] }
        advance()
        var requirements: [GenericRequirement] = []
        while true {
            let before = index
            let left = parseType()
            if current.kind == .colon {
                advance()
                requirements.append(GenericRequirement(kind: .conformance, left: left, right: parseType()))
            } else if at("==") {
                advance()
                requirements.append(GenericRequirement(kind: .sameType, left: left, right: parseGenericArgument()))
            } else {
                syntaxError("expected ':' or '==' in where clause", at: current)
                if index == before { advance() }
                return requirements
            }
            guard current.kind == .comma else { return requirements }
            advance()
        }
    }

    /// `: A, B & C` inheritance list (the colon at the cursor); empty when absent.
    /// Stops before `where`, `{`, `=` or the end of the declaration.
    mutating func parseInheritanceIfAny() -> [TypeRef] {
        guard current.kind == .colon else { return [] }
        advance()
        var types: [TypeRef] = []
        while true {
            let before = index
            // `nonisolated Equatable`: a conformance that is not isolated to the type's global actor.
            if current.kind == .identifier && current.keyword == .nonisolated && isName(peek()) { advance() }
            if current.kind == .at {
                // `@preconcurrency P`, `@unchecked Sendable`, `@retroactive Q`: attributes kept on the type.
                let type = parseType()
                types.append(type)
            } else if current.kind == .identifier && current.keyword == .class {
                advance()
                types.append(.named("AnyObject"))
            } else {
                types.append(parseType())
            }
            if index == before { advance() }
            guard current.kind == .comma else { return types }
            advance()
        }
    }
}

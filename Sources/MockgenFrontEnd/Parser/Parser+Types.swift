extension Parser {
    /// Reads a type with its specifiers (`inout`, `sending`...) and attributes (`@escaping`...).
    mutating func parseType() -> TypeRef {
        guard canNest() else { return skipTooDeepType() }
        depth += 1
        typeNesting += 1
        defer {
            depth -= 1
            typeNesting -= 1
        }
        var specifiers: [String] = []
        var attributes: [Attribute] = []
        while true {
            if current.kind == .at {
                if let attribute = parseAttribute() { attributes.append(attribute) }
            } else if current.kind == .identifier && isTypeSpecifier(current.keyword) && startsType(peek()) {
                specifiers.append(text(current))
                advance()
            } else if atNonisolatedNonsending() {
                // `nonisolated(nonsending) (Int) async -> Data`: an async function type that runs
                // on its caller's actor.
                specifiers.append("nonisolated(nonsending)")
                for _ in 0..<4 { advance() }
            } else {
                break
            }
        }
        let bare = parseBareType()
        if specifiers.isEmpty && attributes.isEmpty { return bare }
        return makeType(bare.kind, attributes: attributes + bare.attributes, specifiers: specifiers + bare.specifiers)
    }

    /// Builds a `TypeRef` whose text is the normalised rendering of `kind`.
    func makeType(_ kind: TypeKind, attributes: [Attribute] = [], specifiers: [String] = []) -> TypeRef {
        TypeRef(kind: kind, attributes: attributes, specifiers: specifiers)
    }

    /// At `nonisolated(nonsending)` followed by a type.
    private func atNonisolatedNonsending() -> Bool {
        current.kind == .identifier && current.keyword == .nonisolated && peek().kind == .leftParen
            && !peek().hasLeadingTrivia
            && peek(2).kind == .identifier && text(peek(2)) == "nonsending" && peek(3).kind == .rightParen
            && startsType(peek(4))
    }

    private func isTypeSpecifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .inout, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated, ._const: true
        default: false
        }
    }

    /// Whether `token` can begin a type (so `isolated` before it is a specifier, not a type name).
    private func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .leftParen, .leftBracket, .at: true
        case .operator: bytes[token.start] == UInt8(ascii: "~")
        default: false
        }
    }

    /// A type without leading attributes: a composition `A & B`, or a function type `(A) async throws -> B`.
    /// Past the nesting limit: diagnoses, skips the type's tokens iteratively, keeps its text.
    private mutating func skipTooDeepType() -> TypeRef {
        nestingError("type", at: current, skipped: false)
        let from = index
        skipTypeTokens()
        let text = normalizedText(from: from, to: index)
        return TypeRef(kind: .unknown(text))
    }

    private mutating func parseBareType() -> TypeRef {
        let startIndex = index
        let first = parsePostfixType()
        // A function type: a parenthesised parameter list followed by effects or `->`.
        if case .tuple(let elements) = first.kind, tokens[startIndex].kind == .leftParen,
            tokens[index - 1].kind == .rightParen,
            atFunctionArrowOrEffects()
        {
            let effects = parseEffects()
            if at("->") {
                advance()
                let result = parseType()
                return makeType(.function(parameters: elements, effects: effects, result: result))
            }
            syntaxError("expected '->' in function type", at: current)
            return makeType(.function(parameters: elements, effects: effects, result: .named("Void")))
        }
        guard atOperatorStarting(with: UInt8(ascii: "&")) else { return first }
        var parts = [first]
        while atOperatorStarting(with: UInt8(ascii: "&")) {
            consumeOperatorPrefix()
            parts.append(parsePostfixType())
        }
        return makeType(.composition(parts))
    }

    private func atFunctionArrowOrEffects() -> Bool {
        if at("->") { return true }
        return current.kind == .identifier
            && (current.keyword == .async || current.keyword == .throws || current.keyword == .rethrows)
    }

    /// A primary type followed by `?`, `!`, `.Type`, `.Protocol` or `.Member`.
    private mutating func parsePostfixType() -> TypeRef {
        let startIndex = index
        var type = parsePrimaryType()
        while true {
            if atOperatorStarting(with: Ascii.question) && !current.hasLeadingTrivia {
                consumeOperatorPrefix()
                type = makeType(.optional(type))
            } else if atOperatorStarting(with: Ascii.exclaim) && !current.hasLeadingTrivia {
                consumeOperatorPrefix()
                // `!` makes an implicitly unwrapped optional only as the whole type of a
                // declaration; inside a generic argument, collection, tuple or function type
                // the compiler reads it as `?` (and rejects `!` in generated code such as `Parameter<Int!>`).
                type = makeType(typeNesting > 1 ? .optional(type) : .implicitlyUnwrappedOptional(type))
            } else if current.kind == .period && peek().kind == .identifier
                && (peek().keyword == .Type || peek().keyword == .Protocol)
            {
                advance()
                let isProtocol = current.keyword == .Protocol
                advance()
                type = makeType(.metatype(type, isProtocol: isProtocol))
            } else if current.kind == .period && isName(peek()), case .named(var components) = type.kind {
                advance()
                components.append(TypeNameComponent(name: consumeNameWithModuleSelector()))
                components[components.count - 1].genericArguments = parseGenericArgumentsIfAny()
                type = makeType(.named(components))
            } else if current.kind == .period && isName(peek()), case .tuple(let elements) = type.kind,
                elements.count == 1
            {
                // A member of a parenthesised type, `(each Value).Output`: kept as text.
                advance()
                advance()
                _ = parseGenericArgumentsIfAny()
                type = TypeRef(kind: .unknown(normalizedText(from: startIndex, to: index)))
            } else {
                return type
            }
        }
    }

    private mutating func parsePrimaryType() -> TypeRef {
        let token = current
        // `some`/`any`/`each`/`repeat` recurse without passing through `parseType`: count them too.
        if token.kind == .identifier && (token.keyword == .some || token.keyword == .any || token.keyword == .each
            || token.keyword == .repeat) {
            guard canNest() else { return skipTooDeepType() }
            depth += 1
        }
        defer {
            if token.kind == .identifier && (token.keyword == .some || token.keyword == .any || token.keyword == .each
                || token.keyword == .repeat) {
                depth -= 1
            }
        }
        switch token.kind {
        case .identifier where token.keyword == .some || token.keyword == .any:
            if startsTypeAfterPrefix(peek()) {
                advance()
                let inner = parseCompositionOperand()
                return makeType(token.keyword == .some ? .opaque(inner) : .existential(inner))
            }
            return parseNamedType()
        case .identifier where token.keyword == .each || token.keyword == .repeat:
            if startsTypeAfterPrefix(peek()) {
                advance()
                let inner = parsePostfixType()
                return makeType(token.keyword == .each ? .packElement(inner) : .packExpansion(inner))
            }
            return parseNamedType()
        case .identifier, .backtickIdentifier:
            return parseNamedType()
        case .leftParen:
            return parseTupleType()
        case .leftBracket:
            return parseCollectionType()
        case .operator where bytes[token.start] == UInt8(ascii: "~"):
            // `~Copyable`: kept as text.
            let from = index
            consumeOperatorPrefix()
            if isName(current) { advance() }
            let text = String(normalizedText(from: from, to: index).filter { $0 != " " })
            return TypeRef(kind: .unknown(text))
        default:
            syntaxError("expected a type", at: token)
            return TypeRef(kind: .unknown("<<error type>>"))
        }
    }

    private func startsTypeAfterPrefix(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .leftParen, .leftBracket, .at: true
        case .operator: bytes[token.start] == UInt8(ascii: "~")
        default: false
        }
    }

    /// After `some`/`any`: a composition `A & B` binds inside the prefix (`any A & B` is `any (A & B)`).
    private mutating func parseCompositionOperand() -> TypeRef {
        let first = parsePostfixType()
        guard atOperatorStarting(with: UInt8(ascii: "&")) else { return first }
        var parts = [first]
        while atOperatorStarting(with: UInt8(ascii: "&")) {
            consumeOperatorPrefix()
            parts.append(parsePostfixType())
        }
        return makeType(.composition(parts))
    }

    /// `Name` or `Name<Args>` (further `.Member` components are read by `parsePostfixType`).
    private mutating func parseNamedType() -> TypeRef {
        let name = consumeNameWithModuleSelector()
        let arguments = parseGenericArgumentsIfAny()
        return makeType(.named([TypeNameComponent(name: name, genericArguments: arguments)]))
    }

    /// `<A, B>` after a type name, also after spaces or a line break (`Future <Void, Error>`, which
    /// the compiler accepts in a type); `>>` and `>?` are split as needed.
    mutating func parseGenericArgumentsIfAny() -> [TypeRef] {
        guard atOperatorStarting(with: Ascii.less) else { return [] }
        let open = current
        consumeOperatorPrefix()
        var arguments: [TypeRef] = []
        while !atOperatorStarting(with: Ascii.greater) {
            if atEnd || current.kind == .leftBrace || current.kind == .rightBrace {
                syntaxError("expected '>' to close generic arguments", at: open)
                return arguments
            }
            let before = index
            arguments.append(parseGenericArgument())
            if current.kind == .comma {
                advance()
            } else if !atOperatorStarting(with: Ascii.greater) {
                syntaxError("expected ',' or '>' in generic arguments", at: current)
                if index == before { advance() }
                skipTo(closer: Ascii.greater)
            }
        }
        consumeOperatorPrefix()
        return arguments
    }

    /// At `::` after a name: a module selector, `Swift::Int`, `Foundation::Data` (Swift 6.3), which
    /// the compiler reads wherever a type's name is expected, with white space around it or not
    /// (the two colons themselves adjacent).
    func atModuleSelector() -> Bool {
        current.kind == .colon && peek().kind == .colon && !peek().hasLeadingTrivia && isName(peek(2))
    }

    /// The name at the cursor, and the name after it when it is a module selector (`Swift::Int`,
    /// kept as written without spaces); advances past them.
    mutating func consumeNameWithModuleSelector() -> String {
        var name = text(current)
        advance()
        if atModuleSelector() {
            advance()
            advance()
            name += "::" + text(current)
            advance()
        }
        return name
    }

    /// A type, or an integer value for a value generic parameter (`Vector<3>`, `Offset<-1>`, `Mask<0xFF>`):
    /// the compiler reads an integer literal, with a `-` before it (white space between them
    /// allowed), where a generic argument is expected. A value is kept as text, `-1`.
    mutating func parseGenericArgument() -> TypeRef {
        if current.kind == .integerLiteral {
            advance()
            return TypeRef(kind: .unknown(normalizedText(from: index - 1, to: index)))
        }
        if at("-") && peek().kind == .integerLiteral {
            advance()
            advance()
            return TypeRef(kind: .unknown("-" + normalizedText(from: index - 1, to: index)))
        }
        return parseType()
    }

    /// Recovery inside `<…>`: skips to an operator starting with `closer`, a brace or the end.
    private mutating func skipTo(closer: UInt8) {
        while !atEnd && !atOperatorStarting(with: closer) && current.kind != .leftBrace && current.kind != .rightBrace {
            if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
        }
    }

    /// `(A, label: B, _ name: C)`; a function type's parameters are read the same way.
    private mutating func parseTupleType() -> TypeRef {
        let open = current
        advance()
        var elements: [TupleTypeElement] = []
        while current.kind != .rightParen {
            if atEnd || current.kind == .leftBrace || current.kind == .rightBrace {
                syntaxError("expected ')' to close tuple type", at: open)
                return makeType(.tuple(elements))
            }
            let before = index
            var label: String?
            if isName(current) && peek().kind == .colon {
                label = text(current)
                advance()
                advance()
            } else if isName(current) && isName(peek()) && peek(2).kind == .colon {
                label = text(current) + " " + text(peek())
                advance()
                advance()
                advance()
            }
            let type = parseType()
            var isVariadic = false
            if at("...") {
                isVariadic = true
                advance()
            }
            elements.append(TupleTypeElement(label: label, type: type, isVariadic: isVariadic))
            finishListElement(startedAt: before, expecting: "expected ',' or ')' in tuple type")
        }
        advance()
        return makeType(.tuple(elements))
    }

    /// `[T]` or `[K: V]`.
    private mutating func parseCollectionType() -> TypeRef {
        let open = current
        let openIndex = index
        advance()
        // `[4 of Int]`, `[N of Element]`, `[_ of UInt8]`: an inline array, kept as text.
        if peek().kind == .identifier && token(peek(), is: "of")
            && (current.kind == .integerLiteral || current.kind == .identifier) {
            advance()
            advance()
            _ = parseType()
            if current.kind == .rightBracket {
                advance()
                return TypeRef(kind: .unknown(normalizedText(from: openIndex, to: index)))
            }
            syntaxError("expected ']' to close inline array type", at: open)
            return TypeRef(kind: .unknown("<<error type>>"))
        }
        let element = parseType()
        var kind = TypeKind.array(element)
        if current.kind == .colon {
            advance()
            kind = .dictionary(key: element, value: parseType())
        }
        if current.kind == .rightBracket {
            advance()
        } else {
            syntaxError("expected ']' to close collection type", at: open)
            while !atEnd && current.kind != .rightBracket && current.kind != .leftBrace && current.kind != .rightBrace
                    && !current.isAtStartOfLine {
                advance()
            }
            if current.kind == .rightBracket { advance() }
        }
        return makeType(kind)
    }

    /// Skips the tokens of a type that is too deep to model, balancing brackets iteratively.
    private mutating func skipTypeTokens() {
        var level = 0
        repeat {
            switch current.kind {
            case .leftParen, .leftBracket: level += 1
            case .rightParen, .rightBracket: level -= 1
            case .operator where bytes[current.start] == Ascii.less: level += 1
            case .operator where bytes[current.start] == Ascii.greater:
                level -= 1
                if level >= 0 { consumeOperatorPrefix(); continue }
            case .endOfFile, .leftBrace, .rightBrace: return
            default: break
            }
            if level < 0 { return }
            advance()
        } while level > 0
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects() -> Effects {
        var effects = Effects()
        while current.kind == .identifier {
            switch current.keyword {
            case .async:
                effects.isAsync = true
                advance()
            case .throws:
                advance()
                if current.kind == .leftParen && !current.isAtStartOfLine {
                    advance()
                    let type = parseType()
                    if current.kind == .rightParen {
                        advance()
                    } else {
                        syntaxError("expected ')' after thrown type", at: current)
                    }
                    effects.throwing = .typed(type)
                } else {
                    effects.throwing = .throws
                }
            case .rethrows:
                effects.throwing = .rethrows
                advance()
            default:
                if token(current, is: "reasync") { effects.isAsync = true; advance(); continue }
                return effects
            }
        }
        return effects
    }
}

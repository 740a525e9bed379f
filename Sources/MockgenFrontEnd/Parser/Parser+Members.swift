extension Parser {
    /// One requirement. On error, reports a diagnostic, skips to the next requirement and
    /// returns nil, so the rest of the protocol is still read.
    mutating func parseMember() -> Member? {
        let start = index
        var attributes: [Attribute] = []
        var access: AccessLevel?
        var modifiers: [String] = []
        while true {
            if current.kind == .at {
                if let attribute = parseAttribute() { attributes.append(attribute) }
            } else if current.kind == .identifier && isDeclarationModifier(current.keyword) {
                let before = index
                let parsed = parseModifiers()
                if let level = parsed.access {
                    if access == nil { access = level } else { modifiers.append(level.rawValue) }
                }
                modifiers += parsed.modifiers
                if index == before { break }
            } else {
                break
            }
        }
        let doc = docComment(leadingComments(from: start, through: start))
        let location = tokens[start].location
        let introducer = current
        let errorsBefore = diagnostics.count
        var member: Member?
        switch introducer.kind == .identifier ? introducer.keyword : .none {
        case .func:
            member = .function(parseFunction(attributes: attributes, modifiers: modifiers, doc: doc, location: location))
        case .var, .let:
            member = parseProperty(attributes: attributes, modifiers: modifiers, doc: doc, location: location).map(Member.property)
        case .subscript:
            member = .subscript(parseSubscript(attributes: attributes, modifiers: modifiers, doc: doc, location: location))
        case .`init`:
            member = .initializer(parseInitializer(attributes: attributes, modifiers: modifiers, doc: doc, location: location))
        case .associatedtype:
            member = parseAssociatedType(attributes: attributes, location: location).map(Member.associatedType)
        case .typealias:
            member = parseTypeAlias(access: access, location: location).map(Member.typeAlias)
        default:
            error("expected a protocol requirement (func, var, subscript, init, associatedtype or typealias)", at: introducer)
            skipToNextMember(after: start)
            return nil
        }
        if diagnostics.count > errorsBefore {
            skipToNextMember(after: start)
            return nil
        }
        if !atMemberBoundary() {
            error("unexpected '\(text(current))' after requirement", at: current)
            skipToNextMember(after: start)
            return nil
        }
        return member
    }

    /// True where a requirement may end: a new line, `;`, `}`, a `#` directive, or the end.
    private func atMemberBoundary() -> Bool {
        switch current.kind {
        case .semicolon, .rightBrace, .endOfFile, .poundKeyword: true
        default: current.isAtStartOfLine
        }
    }

    /// Recovery: skips to the start of the next requirement after token `start` (a line starting
    /// with an attribute, modifier or introducer), a `#` directive, or the protocol's `}`.
    mutating func skipToNextMember(after start: Int) {
        while !atEnd {
            switch current.kind {
            case .rightBrace, .poundKeyword:
                return
            case .semicolon:
                advance()
                return
            case .leftBrace, .leftParen, .leftBracket:
                skipBalanced()
                continue
            default:
                if index > start && current.isAtStartOfLine && startsMember(current) { return }
            }
            advance()
        }
    }

    private func startsMember(_ token: Token) -> Bool {
        if token.kind == .at { return true }
        guard token.kind == .identifier else { return false }
        switch token.keyword {
        case .func, .var, .let, .subscript, .`init`, .associatedtype, .typealias: return true
        default: return isDeclarationModifier(token.keyword)
        }
    }

    // MARK: Functions

    private mutating func parseFunction(attributes: [Attribute], modifiers: [String], doc: String?, location: SourceLocation) -> FunctionDecl {
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
            error("expected a function name", at: current)
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
            name: name, isOperator: isOperator, attributes: attributes, modifiers: modifiers, genericParameters: generics,
            parameters: parameters, effects: effects, returnType: returnType, whereClause: whereClause, docComment: doc,
            location: location)
    }

    /// `(label name: Type = default, _ x: Int..., y: @escaping () -> Void)`.
    /// In subscripts a single name is not a label.
    mutating func parseParameterClause(isSubscript: Bool) -> [ParameterDecl] {
        guard current.kind == .leftParen else {
            error("expected '(' to start the parameter list", at: current)
            return []
        }
        let open = current
        advance()
        var parameters: [ParameterDecl] = []
        while current.kind != .rightParen {
            if atEnd || current.kind == .leftBrace || current.kind == .rightBrace {
                error("expected ')' to close the parameter list", at: open)
                return parameters
            }
            let before = index
            if let parameter = parseParameter(isSubscript: isSubscript) { parameters.append(parameter) }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                error("expected ',' or ')' in the parameter list", at: current)
                if index == before { advance() }
                while !atEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace
                        && current.kind != .rightBrace {
                    if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
                }
                if current.kind == .comma { advance() }
            }
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
            error("expected a parameter name", at: current)
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
    private mutating func skipExpression() {
        while !atEnd {
            switch current.kind {
            case .comma, .rightParen, .rightBrace, .rightBracket: return
            case .leftParen, .leftBracket, .leftBrace: skipBalanced()
            default: advance()
            }
        }
    }

    // MARK: Properties and accessors

    private mutating func parseProperty(attributes: [Attribute], modifiers: [String], doc: String?, location: SourceLocation) -> PropertyDecl? {
        let introducer = current
        advance()  // var / let
        guard isName(current) else {
            error("expected a property name", at: current)
            return nil
        }
        let name = text(current)
        advance()
        guard current.kind == .colon else {
            error("property '\(name)' needs a type annotation", at: current)
            return nil
        }
        advance()
        let type = parseType()
        var accessors: [AccessorDecl] = []
        if current.kind == .leftBrace {
            accessors = parseAccessorBlock()
        } else if introducer.keyword == .let {
            accessors = [AccessorDecl(kind: .get)]
        } else if at("=") {
            advance()
            skipExpression()
        }
        return PropertyDecl(name: name, type: type, attributes: attributes, modifiers: modifiers, accessors: accessors,
                            docComment: doc, location: location)
    }

    /// `{ get set }`, `{ get async throws }`, `{ mutating get nonmutating set }`; a computed
    /// body (`{ value }`) counts as a getter.
    mutating func parseAccessorBlock() -> [AccessorDecl] {
        let open = current
        if !startsAccessor(peek()) && peek().kind != .rightBrace {
            skipBalanced()
            return [AccessorDecl(kind: .get)]
        }
        advance()
        var accessors: [AccessorDecl] = []
        while current.kind != .rightBrace {
            if atEnd {
                error("expected '}' to close the accessor list", at: open)
                return accessors
            }
            let attributes = parseAttributes()
            var modifiers: [String] = []
            while current.kind == .identifier && (current.keyword == .mutating || current.keyword == .nonmutating
                    || current.keyword == .consuming || current.keyword == .borrowing) {
                modifiers.append(text(current))
                advance()
            }
            guard let kind = accessorKind(current) else {
                error("expected 'get' or 'set' in the accessor list", at: current)
                while !atEnd && current.kind != .rightBrace {
                    if current.kind == .leftBrace { skipBalanced() } else { advance() }
                }
                break
            }
            advance()
            if current.kind == .leftParen { skipBalanced() }  // set(newValue)
            let effects = parseEffects()
            if current.kind == .leftBrace { skipBalanced() }  // a body
            accessors.append(AccessorDecl(kind: kind, effects: effects, modifiers: modifiers, attributes: attributes))
            if current.kind == .semicolon { advance() }
        }
        advance()
        return accessors
    }

    private func startsAccessor(_ token: Token) -> Bool {
        if token.kind == .at { return true }
        if accessorKind(token) != nil { return true }
        return token.kind == .identifier && (token.keyword == .mutating || token.keyword == .nonmutating
            || token.keyword == .consuming || token.keyword == .borrowing)
    }

    private func accessorKind(_ token: Token) -> AccessorDecl.Kind? {
        guard token.kind == .identifier else { return nil }
        switch token.keyword {
        case .get: return .get
        case .set: return .set
        case .modify, ._modify: return .modify
        case .read, ._read: return .read
        case .willSet: return .willSet
        case .didSet: return .didSet
        case .`init`: return .`init`
        default: return nil
        }
    }

    // MARK: Subscripts and initializers

    private mutating func parseSubscript(attributes: [Attribute], modifiers: [String], doc: String?, location: SourceLocation) -> SubscriptDecl {
        advance()  // subscript
        let generics = parseGenericParametersIfAny()
        let parameters = parseParameterClause(isSubscript: true)
        var returnType = TypeRef.named("Void")
        if at("->") {
            advance()
            returnType = parseType()
        } else {
            error("expected '->' and a result type in subscript", at: current)
        }
        let whereClause = parseWhereClauseIfAny()
        var accessors: [AccessorDecl] = []
        if current.kind == .leftBrace { accessors = parseAccessorBlock() }
        return SubscriptDecl(
            attributes: attributes, modifiers: modifiers, genericParameters: generics, parameters: parameters,
            returnType: returnType, accessors: accessors, whereClause: whereClause, docComment: doc, location: location)
    }

    private mutating func parseInitializer(attributes: [Attribute], modifiers: [String], doc: String?, location: SourceLocation) -> InitializerDecl {
        advance()  // init
        var failability = InitializerDecl.Failability.none
        if atOperatorStarting(with: Ascii.question) && !current.hasLeadingTrivia {
            failability = .optional
            consumeOperatorPrefix()
        } else if atOperatorStarting(with: Ascii.exclaim) && !current.hasLeadingTrivia {
            failability = .implicitlyUnwrapped
            consumeOperatorPrefix()
        }
        let generics = parseGenericParametersIfAny()
        let parameters = parseParameterClause(isSubscript: false)
        let effects = parseEffects()
        let whereClause = parseWhereClauseIfAny()
        if current.kind == .leftBrace { skipBalanced() }
        return InitializerDecl(
            failability: failability, attributes: attributes, modifiers: modifiers, genericParameters: generics,
            parameters: parameters, effects: effects, whereClause: whereClause, docComment: doc, location: location)
    }

    // MARK: Associated types and type aliases

    private mutating func parseAssociatedType(attributes: [Attribute], location: SourceLocation) -> AssociatedTypeDecl? {
        advance()  // associatedtype
        guard isName(current) else {
            error("expected an associated type name", at: current)
            return nil
        }
        let name = text(current)
        advance()
        let inheritance = parseInheritanceIfAny()
        var defaultType: TypeRef?
        if at("=") {
            advance()
            defaultType = parseType()
        }
        let whereClause = parseWhereClauseIfAny()
        return AssociatedTypeDecl(name: name, attributes: attributes, inheritance: inheritance, defaultType: defaultType,
                                  whereClause: whereClause, location: location)
    }

    private mutating func parseTypeAlias(access: AccessLevel?, location: SourceLocation) -> TypeAliasDecl? {
        advance()  // typealias
        guard isName(current) else {
            error("expected a type alias name", at: current)
            return nil
        }
        let name = text(current)
        advance()
        let generics = parseGenericParametersIfAny()
        guard at("=") else {
            error("expected '=' in type alias '\(name)'", at: current)
            return nil
        }
        advance()
        let type = parseType()
        _ = parseWhereClauseIfAny()
        return TypeAliasDecl(name: name, access: access, genericParameters: generics, type: type, location: location)
    }
}

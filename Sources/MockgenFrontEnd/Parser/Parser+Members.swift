extension Parser {
    /// One requirement. On error, reports a diagnostic, skips to the next requirement and
    /// returns nil, so the rest of the protocol is still read.
    mutating func parseMember() -> Member? {
        let start = index
        let (attributes, access, modifiers) = parseMemberPrefix()
        let location = tokens[start].location
        let introducer = current
        let errorsBefore = diagnostics.count
        var member: Member?
        switch introducer.kind == .identifier ? introducer.keyword : .none {
        case .func:
            member = .function(parseFunction(attributes: attributes, modifiers: modifiers, location: location))
        case .var, .let:
            member = parseProperty(attributes: attributes, modifiers: modifiers, location: location)
                .map(Member.property)
        case .subscript:
            member = .subscript(parseSubscript(attributes: attributes, modifiers: modifiers, location: location))
        case .`init`:
            member = .initializer(parseInitializer(attributes: attributes, modifiers: modifiers, location: location))
        case .associatedtype:
            member = parseAssociatedType(attributes: attributes, location: location).map(Member.associatedType)
        case .typealias:
            member = parseTypeAlias(access: access, location: location).map(Member.typeAlias)
        default:
            if introducer.kind == .poundKeyword && index > start {
                // `#if X \n @attr \n #endif \n func f()`: attributes that apply only in one clause.
                warning("attributes or modifiers before '\(text(introducer))' are ignored", at: tokens[start])
                return nil
            }
            syntaxError(
                "expected a protocol requirement (func, var, subscript, init, associatedtype or typealias)",
                at: introducer)
            skipToNextMember(after: start)
            return nil
        }
        if diagnostics.count > errorsBefore {
            skipToNextMember(after: start)
            return nil
        }
        if !atMemberBoundary() {
            syntaxError("unexpected '\(text(current))' after requirement", at: current)
            skipToNextMember(after: start)
            return nil
        }
        return member
    }

    /// The attributes and modifiers before a member's introducer; the first access level is
    /// returned apart, a second one (`public private(set)` aside) stays among the modifiers.
    mutating func parseMemberPrefix() -> (attributes: [Attribute], access: AccessLevel?, modifiers: [String]) {
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
        return (attributes, access, modifiers)
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

    // MARK: Subscripts and initializers

    mutating func parseSubscript(
        attributes: [Attribute], modifiers: [String], location: SourceLocation
    ) -> SubscriptDecl {
        advance()  // subscript
        let generics = parseGenericParametersIfAny()
        let parameters = parseParameterClause(isSubscript: true)
        var returnType = TypeRef.named("Void")
        if at("->") {
            advance()
            returnType = parseType()
        } else {
            syntaxError("expected '->' and a result type in subscript", at: current)
        }
        let whereClause = parseWhereClauseIfAny()
        var accessors: [AccessorDecl] = []
        if current.kind == .leftBrace { accessors = parseAccessorBlock() }
        return SubscriptDecl(
            attributes: attributes, modifiers: modifiers, genericParameters: generics, parameters: parameters,
            returnType: returnType, accessors: accessors, whereClause: whereClause, location: location)
    }

    mutating func parseInitializer(
        attributes: [Attribute], modifiers: [String], location: SourceLocation
    ) -> InitializerDecl {
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
            parameters: parameters, effects: effects, whereClause: whereClause, location: location)
    }

    // MARK: Associated types and type aliases

    private mutating func parseAssociatedType(
        attributes: [Attribute], location: SourceLocation
    ) -> AssociatedTypeDecl? {
        advance()  // associatedtype
        guard isName(current) else {
            syntaxError("expected an associated type name", at: current)
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
        return AssociatedTypeDecl(
            name: name, attributes: attributes, inheritance: inheritance, defaultType: defaultType,
            whereClause: whereClause, location: location)
    }

    private mutating func parseTypeAlias(access: AccessLevel?, location: SourceLocation) -> TypeAliasDecl? {
        advance()  // typealias
        guard isName(current) else {
            syntaxError("expected a type alias name", at: current)
            return nil
        }
        let name = text(current)
        advance()
        let generics = parseGenericParametersIfAny()
        guard at("=") else {
            syntaxError("expected '=' in type alias '\(name)'", at: current)
            return nil
        }
        advance()
        let type = parseType()
        _ = parseWhereClauseIfAny()
        return TypeAliasDecl(name: name, access: access, genericParameters: generics, type: type, location: location)
    }
}

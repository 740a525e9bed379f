/// Properties and accessor lists (also used by subscripts).
extension Parser {
    /// `inClassBody`: an initial value (`= expression`, with observers after it) ends where a line
    /// starts the next declaration, as in a class body; in a protocol it is skipped like a default argument.
    mutating func parseProperty(
        attributes: [Attribute], modifiers: [String], location: SourceLocation, inClassBody: Bool = false
    ) -> PropertyDecl? {
        let introducer = current
        advance()  // var / let
        guard isName(current) else {
            syntaxError("expected a property name", at: current)
            return nil
        }
        let name = text(current)
        advance()
        guard current.kind == .colon else {
            syntaxError("property '\(name)' needs a type annotation", at: current)
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
            if inClassBody { skipInitialValue() } else { skipExpression() }
        }
        return PropertyDecl(name: name, type: type, attributes: attributes, modifiers: modifiers, accessors: accessors,
                            location: location)
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
                syntaxError("expected '}' to close the accessor list", at: open)
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
                syntaxError("expected 'get' or 'set' in the accessor list", at: current)
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
}

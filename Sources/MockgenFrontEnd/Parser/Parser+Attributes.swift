extension Parser {
    /// Reads one `@name` or `@name(arguments)` at the current `@` token.
    mutating func parseAttribute() -> Attribute? {
        let at = current
        advance()
        guard isName(current) && !current.hasLeadingTrivia else {
            syntaxError("expected an attribute name after '@'", at: at)
            return nil
        }
        // `@Module.Wrapper`, `@Module::Macro` (a module selector).
        var name = consumeNameWithModuleSelector()
        while current.kind == .period && !current.hasLeadingTrivia && isName(peek()) && !peek().hasLeadingTrivia {
            advance()
            name += "." + text(current)
            advance()
        }
        // `@Builder<Input>`: generic arguments are part of the name; as the compiler reads them,
        // after white space on the attribute's line too (`@Builder <Input>`).
        if atOperatorStarting(with: Ascii.less) && !current.isAtStartOfLine {
            let generic = parseGenericArgumentsIfAny()
            name += "<" + generic.map(\.text).joined(separator: ", ") + ">"
        }
        var arguments: String?
        // As the compiler reads it, a `(` on the attribute's line opens its arguments, after white
        // space too (`@available (iOS 13, *)`, which Swift 5 only warns about); one on the next
        // line does not.
        if current.kind == .leftParen && !current.isAtStartOfLine && !Self.takesNoArguments(name)
            && !atParenthesisedTypeAfterAttribute() {
            let open = index
            skipBalanced()
            arguments = normalizedText(from: open + 1, to: max(open + 1, index - 1))
        }
        return Attribute(name: name, arguments: arguments)
    }

    /// The attributes the compiler never reads arguments for: a `(` after them starts the type
    /// they apply to, `@escaping ((URL) -> Bool)`, `@Sendable(Int) -> Void`.
    static func takesNoArguments(_ name: String) -> Bool {
        switch name {
        case "escaping", "autoclosure", "Sendable", "noescape", "noDerivative", "retroactive", "unchecked",
             "preconcurrency", "thin", "thick":
            true
        default:
            false
        }
    }

    /// At a `(` after an attribute's name: true when it opens a type rather than the
    /// attribute's arguments, as the compiler decides for an attribute it does not know: when the
    /// group is followed by `->`, `async`, `throws` or `rethrows` (the parameters of a function
    /// type: `@MainActor () -> Void`, `@MainActor(Int) async -> Void`) or closes what encloses it
    /// (`)`, `]`, `}`, `>`: `(@MainActor ())`). Looks ahead without moving.
    func atParenthesisedTypeAfterAttribute() -> Bool {
        var level = 0
        var i = index
        while i < tokens.count {
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .endOfFile: return false
            default: break
            }
            i += 1
            if level <= 0 { break }
        }
        guard i < tokens.count else { return false }
        let next = tokens[i]
        switch next.kind {
        case .rightParen, .rightBracket, .rightBrace: return true
        case .operator: return token(next, is: "->") || bytes[next.start] == Ascii.greater
        default: break
        }
        return next.kind == .identifier
            && (next.keyword == .async || next.keyword == .throws || next.keyword == .rethrows)
    }

    /// At the token after a declaration modifier (`modifier`): true when it is a `(` that opens
    /// the modifier's argument, `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`. As the
    /// compiler reads it (Swift 5 only warns about the space), white space may come before the
    /// `(` of a modifier that takes an argument, `private (set)`, but not a line break.
    func atModifierArgument(after modifier: Keyword) -> Bool {
        guard current.kind == .leftParen else { return false }
        if !current.hasLeadingTrivia { return true }
        guard !current.isAtStartOfLine else { return false }
        switch modifier {
        case .private, .fileprivate, .internal, .package, .public, .open, .nonisolated, .unowned: return true
        default: return false
        }
    }

    /// Skips one attribute (used while scanning declarations that are not modelled).
    mutating func skipAttribute() {
        _ = parseAttribute()
    }

    /// Reads consecutive attributes.
    mutating func parseAttributes() -> [Attribute] {
        var result: [Attribute] = []
        while current.kind == .at {
            if let attribute = parseAttribute() { result.append(attribute) }
        }
        return result
    }

    /// Reads the attributes and modifiers of a type declaration up to its `introducer` keyword
    /// (`protocol`, or `class` where it names a class rather than modifying a member).
    mutating func parseHeaderPrefix(
        upTo introducer: Keyword
    ) -> (attributes: [Attribute], access: AccessLevel?, modifiers: [String]) {
        var attributes: [Attribute] = []
        var access: AccessLevel?
        var modifiers: [String] = []
        while !(current.keyword == introducer && (introducer != .class || isTypeIntroducerHere())) && !atEnd {
            if current.kind == .at {
                if let attribute = parseAttribute() { attributes.append(attribute) }
            } else {
                let before = index
                let parsed = parseModifiers()
                access = access ?? parsed.access
                modifiers += parsed.modifiers
                if index == before { advance() }
            }
        }
        return (attributes, access, modifiers)
    }

    /// Reads declaration modifiers (`static`, `mutating`, `nonisolated(unsafe)`, `private(set)`...).
    /// Access levels without arguments are returned separately.
    mutating func parseModifiers() -> (access: AccessLevel?, modifiers: [String]) {
        var access: AccessLevel?
        var modifiers: [String] = []
        while current.kind == .identifier && isDeclarationModifier(current.keyword) && !isTypeIntroducerHere() {
            // A modifier must be followed by another modifier, an attribute or an introducer, not by `:`/`=`/`(`.
            let next = peek()
            if next.kind == .colon || (next.kind == .operator && token(next, is: "=")) { break }
            let word = text(current)
            let keyword = current.keyword
            advance()
            if atModifierArgument(after: keyword) {
                let open = index
                skipBalanced()
                // `private (set)` is `private(set)`.
                modifiers.append(word + normalizedText(from: open, to: index))
            } else if access == nil, let level = AccessLevel(rawValue: word) {
                access = level
            } else {
                modifiers.append(word)
            }
        }
        return (access, modifiers)
    }

    // MARK: Comments

    /// Comments in the leading trivia of tokens `from...through`. For a token other than the
    /// first, comments on the previous token's line (its trailing comments) are left out.
    func leadingComments(from: Int, through: Int) -> [TriviaComment] {
        var result: [TriviaComment] = []
        var i = from
        while i <= through && i < tokens.count {
            let t = tokens[i]
            var start = t.triviaStart
            if i == from && i > 0 {
                // Skip to the first line break: what precedes it trails the previous token.
                while start < t.start && bytes[start] != Ascii.newline && bytes[start] != Ascii.carriageReturn {
                    start += 1
                }
            }
            if start < t.start {
                result += TriviaScanner.comments(in: bytes, from: start, to: t.start)
            }
            i += 1
        }
        return result
    }

    /// The raw text of a comment.
    func commentText(_ comment: TriviaComment) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[comment.start..<comment.end]), as: UTF8.self)
    }
}

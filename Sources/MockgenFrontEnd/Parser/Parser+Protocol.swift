extension Parser {
    /// `@attrs modifiers protocol Name<Primary>: Inherited where … { members }`, with the
    /// cursor at the first attribute or modifier (`startIndex`).
    /// A protocol in which the parser meets syntax it cannot read is left out of the model
    /// (see `syntaxError`): a mock of part of it would not conform.
    mutating func parseProtocol(startIndex: Int, scope: DeclarationScope) {
        let outerDeclaration = readingDeclaration
        readingDeclaration = "protocol '\(text(peek()))'"
        let unreadableBefore = unreadableSyntaxCount
        defer { readingDeclaration = outerDeclaration }
        index = startIndex
        let (attributes, access, modifiers) = parseHeaderPrefix(upTo: .protocol)
        let keywordIndex = index
        advance()
        let nameToken = current
        let name = text(nameToken)
        advance()
        let primary = parsePrimaryAssociatedTypesIfAny()
        let inheritance = parseInheritanceIfAny()
        let whereClause = parseWhereClauseIfAny()
        let comments = leadingComments(from: startIndex, through: keywordIndex)

        var members: [MemberItem] = []
        if current.kind == .leftBrace {
            let open = current
            if !canNest() {
                nestingError("protocol", at: open)
                skipBalanced()
                return
            }
            depth += 1
            advance()
            protocolHeaderIsSplit = false
            members = parseMemberItems(insideIfConfig: false)
            depth -= 1
            if current.kind == .rightBrace {
                advance()
            } else {
                syntaxError("expected '}' to close protocol '\(name)'", at: open)
            }
        } else {
            syntaxError("expected '{' to start the body of protocol '\(name)'", at: current)
        }
        var conditions = scope.conditions
        if protocolHeaderIsSplit {
            // The body exists in every clause of the `#if` that split the header.
            protocolHeaderIsSplit = false
            conditions.removeLast()
            closedEnclosingIfConfigs += 1
        }
        guard unreadableSyntaxCount == unreadableBefore else { return }
        protocols.append(ProtocolDecl(
            name: name, enclosingTypes: scope.enclosingTypes, access: access, attributes: attributes,
            modifiers: modifiers, docComment: docComment(comments), leadingComments: comments.map(commentText),
            primaryAssociatedTypes: primary, inheritance: inheritance, whereClause: whereClause, members: members,
            conditions: conditions, location: tokens[startIndex].location, path: path))
    }

    /// Members up to the protocol's `}` (or, inside `#if`, up to the next `#elseif`/`#else`/`#endif`).
    mutating func parseMemberItems(insideIfConfig: Bool) -> [MemberItem] {
        var items: [MemberItem] = []
        while true {
            switch current.kind {
            case .rightBrace, .endOfFile:
                return items
            case .semicolon, .unknown:
                advance()  // Unknown bytes were diagnosed by the lexer.
            case .poundKeyword:
                if token(current, is: "#if") {
                    if let block = parseIfConfigMembers() { items.append(.ifConfig(block)) }
                } else if token(current, is: "#elseif") || token(current, is: "#else") || token(current, is: "#endif") {
                    if insideIfConfig { return items }
                    if atEnclosingIfConfigClauseEnd() && !protocolHeaderIsSplit {
                        // `#if A \n protocol P: Q { \n #else \n protocol P { \n #endif`: skip the
                        // other headers; the body continues after `#endif`.
                        protocolHeaderIsSplit = true
                        skipRestOfIfConfig()
                        continue
                    }
                    syntaxError("'\(text(current))' without '#if'", at: current)
                    advance()
                } else {
                    // `#warning("…")`, `#sourceLocation(…)`: not requirements.
                    advance()
                    if current.kind == .leftParen && !current.hasLeadingTrivia { skipBalanced() }
                }
            default:
                let before = index
                if let member = parseMember() { items.append(.member(member)) }
                if index == before { advance() }
            }
        }
    }

    /// `#if A … #elseif B … #else … #endif` inside a protocol body.
    private mutating func parseIfConfigMembers() -> IfConfigBlock? {
        let start = current
        if !canNest() {
            nestingError("#if blocks", at: start)
            skipIfConfig()
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        var clauses: [IfConfigBlock.Clause] = []
        while true {
            let keyword: IfConfigBlock.Clause.Keyword =
                token(current, is: "#if") ? .if : token(current, is: "#elseif") ? .elseif : .else
            advance()
            let condition = keyword == .else ? nil : readCondition()
            let items = parseMemberItems(insideIfConfig: true)
            clauses.append(IfConfigBlock.Clause(keyword: keyword, condition: condition, items: items))
            if current.kind == .poundKeyword && (token(current, is: "#elseif") || token(current, is: "#else")) {
                continue
            }
            if current.kind == .poundKeyword && token(current, is: "#endif") {
                advance()
            } else {
                syntaxError("expected '#endif' to close this '#if'", at: start)
            }
            return IfConfigBlock(clauses: clauses, location: start.location)
        }
    }
}

/// Class declarations. Every class's header is modelled; its members only when the class
/// carries a selection marker or is named in `membersRequested` (see `ClassDecl`). Other
/// class bodies are walked as before, for nested declarations only, so files without
/// classes cost nothing more and unselected classes cost their header; where such a body
/// lies is recorded, to read its members later (`SkippedClassBody`).
extension Parser {
    /// `@attrs modifiers class Name<T>: Superclass, Protocol where … { body }`, with the
    /// cursor at the first attribute or modifier (`startIndex`).
    mutating func parseClass(startIndex: Int, scope: DeclarationScope) {
        index = startIndex
        let (attributes, access, modifiers) = parseHeaderPrefix(upTo: .class)
        let keywordIndex = index
        let introducer = current
        advance()
        let name = text(current)
        advance()
        let generics = parseGenericParametersIfAny()
        let inheritance = parseInheritanceIfAny()
        let whereClause = parseWhereClauseIfAny()
        let comments = leadingComments(from: startIndex, through: keywordIndex)
        var decl = ClassDecl(
            name: name, enclosingTypes: scope.enclosingTypes, enclosingAccess: scope.enclosingAccess, access: access,
            attributes: attributes,
            modifiers: modifiers, hasSelectionMarker: hasSelectionMarker(comments),
            genericParameters: generics, inheritance: inheritance, whereClause: whereClause,
            conditions: scope.conditions, location: tokens[startIndex].location, path: path)
        guard current.kind == .leftBrace else {
            syntaxError("expected '{' to start the body of class '\(name)'", at: current)
            return
        }
        let wantsMembers = (decl.hasSelectionMarker && readsMarkedClassMembers)
            || (!membersRequested.isEmpty && membersRequested.contains(decl.qualifiedName))
        if wantsMembers {
            decl.docComment = docComment(comments)
            decl.leadingComments = comments.map(commentText)
        }
        var inner = scope
        inner.enclosingTypes.append(name)
        inner.enclosingAccess = EnclosingAccess.narrowest(
            scope.enclosingAccess, EnclosingAccess.of(name, access: access, isExtension: false))
        inner.classMemberConditionBase = wantsMembers ? scope.conditions.count : nil
        let slot = classes.count
        classes.append(decl)  // before nested classes: source order
        let outerMembers = classMembers
        classMembers = []
        let closedBefore = closedEnclosingIfConfigs
        let brace = current
        let (depthBefore, openBefore, versionCheckedBefore) = (depth, openIfConfigs, versionCheckedClauses)
        parseTypeBraces(name: name, introducer: introducer, inner: inner)
        if wantsMembers {
            decl.members = classMembers
        } else {
            skippedClassBodies.append(SkippedClassBody(
                slot: slot, name: name, introducer: introducer, brace: brace,
                end: index > 0 ? tokens[index - 1].end : 0, scope: inner, comments: comments, depth: depthBefore,
                openIfConfigs: openBefore, versionCheckedClauses: versionCheckedBefore))
        }
        if closedEnclosingIfConfigs > closedBefore && !decl.conditions.isEmpty {
            // The header was split across an `#if`; the body exists in every clause.
            decl.conditions.removeLast()
        }
        classes[slot] = decl
        classMembers = outerMembers
    }

    /// In a class body whose members are wanted: reads a method, property, subscript or
    /// initializer (or skips a `deinit`) and returns true; returns false, having consumed
    /// nothing, for anything else (nested types, type aliases, stray tokens).
    mutating func parseClassMemberIfAny(scope: DeclarationScope) -> Bool {
        let start = index
        guard let introducer = memberIntroducerAhead() else { return false }
        let (attributes, access, modifiers) = parseMemberPrefix()
        let location = tokens[start].location
        let errorsBefore = diagnostics.count
        var member: Member?
        switch introducer {
        case .func:
            member = .function(parseFunction(attributes: attributes, modifiers: modifiers, location: location))
        case .var, .let:
            guard isName(peek()) && peek(2).kind == .colon else {
                // `var count = 0`, `let (a, b) = pair`: no type to override the property with.
                warning("property without a type annotation: a class mock cannot override it", at: tokens[start])
                advance()
                skipToNextMember(after: start)
                return true
            }
            member = parseProperty(
                attributes: attributes, modifiers: modifiers, location: location, inClassBody: true
            ).map(Member.property)
        case .subscript:
            member = .subscript(parseSubscript(attributes: attributes, modifiers: modifiers, location: location))
        case .`init`:
            member = .initializer(parseInitializer(attributes: attributes, modifiers: modifiers, location: location))
        default:  // deinit
            advance()
            if current.kind == .leftBrace { skipBalanced() }
            return true
        }
        if diagnostics.count > errorsBefore {
            skipToNextMember(after: start)
            return true
        }
        if let member {
            let base = scope.classMemberConditionBase ?? scope.conditions.count
            classMembers.append(ClassMember(
                member: member, access: access, setterAccess: setterAccess(in: modifiers), isLet: introducer == .let,
                conditions: Array(scope.conditions.dropFirst(base))))
        }
        return true
    }

    /// The keyword after the attributes and modifiers at the cursor when it introduces a class
    /// member (`func`, `var`, `let`, `subscript`, `init`, `deinit`); the cursor does not move.
    private mutating func memberIntroducerAhead() -> Keyword? {
        let start = index
        defer { index = start }
        while true {
            if current.kind == .at {
                skipAttribute()
            } else if current.kind == .identifier && isDeclarationModifier(current.keyword) && !isTypeIntroducerHere() {
                let keyword = current.keyword
                advance()
                if atModifierArgument(after: keyword) { skipBalanced() }
            } else {
                break
            }
        }
        guard current.kind == .identifier else { return nil }
        switch current.keyword {
        case .func, .var, .let, .subscript, .`init`, .deinit: return current.keyword
        default: return nil
        }
    }

    /// Skips a stored property's initial value (and any observers after it) up to `;`, the
    /// body's `}`, or a line that starts the next declaration.
    mutating func skipInitialValue() {
        let first = index
        while !atEnd {
            switch current.kind {
            case .semicolon, .rightBrace:
                return
            case .leftParen, .leftBracket, .leftBrace:
                skipBalanced()
                continue
            case .poundKeyword where current.isAtStartOfLine:
                return
            case .at where current.isAtStartOfLine && index > first:
                return
            case .identifier where current.isAtStartOfLine && index > first:
                if isDeclarationIntroducer(current.keyword) || isDeclarationModifier(current.keyword) { return }
            default:
                break
            }
            advance()
        }
    }

    /// Whether the doc comment (the last run of `///` lines, or `/** */`) contains `@mockable`, or
    /// a comment is a `// sourcery: AutoMockable` annotation. Reads the comments' bytes; only a
    /// comment containing `sourcery:` becomes text.
    private func hasSelectionMarker(_ comments: [TriviaComment]) -> Bool {
        if let lastDoc = comments.lastIndex(where: { $0.kind == .docLine || $0.kind == .docBlock }) {
            var first = lastDoc
            if comments[lastDoc].kind == .docLine {
                while first > 0 && comments[first - 1].kind == .docLine { first -= 1 }
            }
            if comments[first...lastDoc].contains(where: { contains("@mockable", from: $0.start, to: $0.end) }) {
                return true
            }
        }
        return comments.contains { comment in
            contains("sourcery:", from: comment.start, to: comment.end)
                && SourceryMarker.isAutoMockable(commentText(comment))
        }
    }

    /// Whether the source bytes `from..<to` contain `literal`.
    private func contains(_ literal: StaticString, from: Int, to: Int) -> Bool {
        let n = literal.utf8CodeUnitCount
        let p = literal.utf8Start
        var i = from
        while i + n <= to {
            if bytes[i] == p[0] {
                var j = 1
                while j < n && bytes[i + j] == p[j] { j += 1 }
                if j == n { return true }
            }
            i += 1
        }
        return false
    }

    /// `private(set)` gives `.private`; nil when the setter's access is not restricted.
    private func setterAccess(in modifiers: [String]) -> AccessLevel? {
        for modifier in modifiers where modifier.hasSuffix("(set)") {
            let level = modifier.dropLast(5).filter { $0 != " " }
            if let access = AccessLevel(rawValue: String(level)) { return access }
        }
        return nil
    }
}

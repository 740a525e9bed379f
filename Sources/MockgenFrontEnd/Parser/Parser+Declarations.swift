/// The scope a declaration list is read in: where nested protocols live and which
/// `#if` clauses enclose them.
struct DeclarationScope {
    var enclosingTypes: [String] = []
    /// The enclosing type whose access most restricts a nested declaration's (see `EnclosingAccess`).
    var enclosingAccess: EnclosingAccess?
    var conditions: [IfConfigCondition] = []
    /// Set while reading the body of a class whose members are wanted: the number of
    /// `conditions` that enclose the class itself (those beyond it enclose a member).
    var classMemberConditionBase: Int?
}

extension Parser {
    /// Reads the whole file.
    mutating func parseFile() {
        while !atEnd {
            parseDeclarations(scope: DeclarationScope(), insideBraces: false)
            if !atEnd {
                // A stray `}` or `#else`/`#endif` at top level.
                syntaxError("unexpected '\(text(current))' at top level", at: current)
                advance()
            }
        }
    }

    /// Reads declarations until the `}` closing the current body (not consumed), a
    /// `#elseif`/`#else`/`#endif` (not consumed), or the end of the file.
    mutating func parseDeclarations(scope: DeclarationScope, insideBraces: Bool) {
        while closedEnclosingIfConfigs == 0 {
            let here = current
            switch here.kind {
            case .endOfFile:
                return
            case .rightBrace:
                if insideBraces { return }
                syntaxError("unexpected '}'", at: here)
                advance()
            case .leftBrace, .leftParen, .leftBracket:
                skipBalanced()
            case .poundKeyword:
                if token(here, is: "#if") {
                    parseIfConfigDeclarations(scope: scope, insideBraces: insideBraces)
                } else if token(here, is: "#elseif") || token(here, is: "#else") || token(here, is: "#endif") {
                    return
                } else {
                    advance()
                }
            case .identifier, .at:
                if scope.classMemberConditionBase != nil && parseClassMemberIfAny(scope: scope) { continue }
                parseDeclarationIfAny(scope: scope)
            default:
                advance()
            }
        }
    }

    /// At an identifier or `@`: reads a protocol, an import or a type body to search, or
    /// steps over one token.
    private mutating func parseDeclarationIfAny(scope: DeclarationScope) {
        let start = index
        // After `.` a keyword is a member's name (`L10n.import`, `.class`), never an introducer.
        if index > 0 && tokens[index - 1].kind == .period && current.kind == .identifier {
            advance()
            return
        }
        // Attributes and modifiers before the introducer.
        var sawPrefix = false
        var access: AccessLevel?
        while true {
            if current.kind == .at {
                skipAttribute()
                sawPrefix = true
            } else if current.kind == .identifier, isDeclarationModifier(current.keyword),
                      !isTypeIntroducerHere() {
                let keyword = current.keyword
                let level = Self.accessLevel(keyword)
                advance()
                if atModifierArgument(after: keyword) {
                    skipBalanced()  // private(set)
                } else if access == nil {
                    access = level
                }
                sawPrefix = true
            } else {
                break
            }
        }
        let introducer = current
        guard introducer.kind == .identifier else {
            if !sawPrefix { advance() }
            return
        }
        switch introducer.keyword {
        case .protocol where isName(peek()):
            parseProtocol(startIndex: start, scope: scope)
        case .import:
            parseImport(startIndex: start, scope: scope)
        case .class where isTypeIntroducerHere():
            parseClass(startIndex: start, scope: scope)
        case .typealias where isName(peek()):
            parseClosureTypeAliasIfAny()
        case .struct, .class, .enum, .actor, .extension:
            if isTypeIntroducerHere() {
                parseTypeBody(scope: scope, access: access)
            } else {
                advance()
            }
        default:
            if !sawPrefix || index == start { advance() }
        }
    }

    /// `typealias Name = (…) -> …` outside a protocol: records the name when the alias is of a
    /// function type. Any other alias (generic ones included) is stepped over like other code.
    private mutating func parseClosureTypeAliasIfAny() {
        advance()  // typealias
        let name = text(current)
        advance()
        guard at("=") else { return }
        advance()
        if case .function = parseType().kind { closureTypeAliases.append(name) }
    }

    /// True when the current token introduces a type or extension that has a name next
    /// (so `class func` and `class var` are not taken for classes).
    func isTypeIntroducerHere() -> Bool {
        guard current.kind == .identifier else { return false }
        switch current.keyword {
        case .struct, .class, .enum, .actor, .extension:
            let next = peek()
            if next.kind == .backtickIdentifier { return true }
            guard next.kind == .identifier else { return false }
            switch next.keyword {
            case .none, .Self, .Any, .Type, .Protocol, .get, .set, .async, .some, .any, .each, .read, .modify, .actor,
                 .macro, .isolated, .sending:
                return true
            case .optional, .open, .package:
                // A modifier when a declaration follows (`class open var`, `class package func`),
                // as the compiler reads it; else the type's name (`class open {`).
                return !startsMemberDeclaration(peek(2))
            default:
                return false
            }
        default:
            return false
        }
    }

    /// True when `token` is a declaration modifier or a member's introducer keyword.
    private func startsMemberDeclaration(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return token.kind == .at }
        switch token.keyword {
        case .func, .var, .let, .subscript, .`init`, .deinit, .typealias: return true
        default: return isDeclarationModifier(token.keyword)
        }
    }

    /// `text` split at its dots, empty parts dropped; most names have no dot and are returned whole.
    private static func dotSeparated(_ text: String) -> [String] {
        if !text.isEmpty && !text.utf8.contains(UInt8(ascii: ".")) { return [text] }
        return text.split(separator: ".").map(String.init)
    }

    /// `struct Name<…>: … where … { body }` (or class, enum, actor, extension): searches the body
    /// for nested protocols.
    private mutating func parseTypeBody(scope: DeclarationScope, access: AccessLevel?) {
        let isExtension = current.keyword == .extension
        let introducer = current
        advance()
        // `extension Swift::Int`: an extended type's name may follow a module selector.
        var name = isExtension ? consumeNameWithModuleSelector() : text(current)
        if !isExtension { advance() }
        // The components of `name` at its dots, gathered as it is read rather than split from it.
        var nameComponents = Self.dotSeparated(name)
        if isExtension {
            // `extension Outer.Inner<Int>`: the dotted path names the scope.
            while current.kind == .period && isName(peek()) {
                advance()
                let component = text(current)
                name += "." + component
                nameComponents += Self.dotSeparated(component)
                advance()
            }
        }
        // Skip generics, inheritance and `where` to the body.
        var isConstrained = false
        while true {
            switch current.kind {
            case .leftBrace:
                if isExtension && recordsExtensionMembers && canNest() {
                    // A first pass records the members; `parseTypeBraces` then reads the body
                    // again for nested protocols.
                    let braceIndex = index
                    advance()
                    extensions.append(ExtensionDecl(
                        extendedType: name, isConstrained: isConstrained, members: readExtensionMembers(),
                        conditions: scope.conditions, location: introducer.location))
                    index = braceIndex
                } else if isExtension && !isConstrained && canNest(),
                          let extended = protocolOfThisFile(named: nameComponents, in: scope) {
                    let braceIndex = index
                    advance()
                    for member in readExtensionMembers() {
                        switch member {
                        case .property(let property): protocols[extended].defaultedProperties.append(property)
                        case .subscript(let implemented): protocols[extended].defaultedSubscripts.append(implemented)
                        case .function(let implemented): protocols[extended].defaultedFunctions.append(implemented)
                        default: break
                        }
                    }
                    index = braceIndex
                }
                var inner = scope
                inner.enclosingTypes += nameComponents
                inner.enclosingAccess = EnclosingAccess.narrowest(
                    scope.enclosingAccess, EnclosingAccess.of(name, access: access, isExtension: isExtension))
                inner.classMemberConditionBase = nil
                parseTypeBraces(name: name, introducer: introducer, inner: inner)
                return
            case .leftParen, .leftBracket:
                skipBalanced()
            case .rightBrace, .endOfFile, .semicolon, .poundKeyword:
                return
            default:
                if current.isAtStartOfLine && current.kind == .identifier && isDeclarationIntroducer(current.keyword) {
                    return
                }
                if current.kind == .identifier && current.keyword == .where { isConstrained = true }
                advance()
            }
        }
    }

    /// The index in `protocols` of the protocol of this file that `extension <components>` in
    /// `scope` extends, if one was read before it.
    private func protocolOfThisFile(named components: [String], in scope: DeclarationScope) -> Int? {
        guard let simpleName = components.last else { return nil }
        let path = scope.enclosingTypes + components
        return protocols.lastIndex { $0.name == simpleName && $0.enclosingTypes + [$0.name] == path }
    }

    /// At the `{` of a type or extension body: reads the declarations inside, in scope `inner`,
    /// and the closing `}`.
    mutating func parseTypeBraces(name: String, introducer: Token, inner: DeclarationScope) {
        var inner = inner
        if !canNest() {
            nestingError("declarations", at: current)
            skipBalanced()
            return
        }
        advance()
        depth += 1
        parseDeclarations(scope: inner, insideBraces: true)
        var headerIsSplit = false
        if atEnclosingIfConfigClauseEnd() {
            // `#if A \n extension T: P { \n #else \n extension T { \n #endif`: one body,
            // two headers. Skip the other headers; the body continues after `#endif`.
            headerIsSplit = true
            skipRestOfIfConfig()
            inner.conditions = Array(inner.conditions.dropLast())
            if let base = inner.classMemberConditionBase {
                inner.classMemberConditionBase = min(base, inner.conditions.count)
            }
            parseDeclarations(scope: inner, insideBraces: true)
        }
        depth -= 1
        if current.kind == .rightBrace {
            advance()
        } else if atEnd {
            syntaxError("expected '}' to close the body of '\(name)'", at: introducer)
        }
        if headerIsSplit { closedEnclosingIfConfigs += 1 }
    }

    /// `#if … #elseif … #else … #endif` at declaration level: every clause is searched, with
    /// its condition recorded on the protocols and imports found in it.
    private mutating func parseIfConfigDeclarations(scope: DeclarationScope, insideBraces: Bool) {
        let start = current
        if !canNest() {
            nestingError("#if blocks", at: start)
            skipIfConfig()
            return
        }
        depth += 1
        openIfConfigs += 1
        defer {
            depth -= 1
            openIfConfigs -= 1
        }
        var prior: [String] = []
        while true {
            let clause = current
            let isElse = token(clause, is: "#else")
            advance()
            let condition = isElse ? nil : readCondition()
            var inner = scope
            inner.conditions.append(IfConfigCondition(condition: condition, negatedPrior: prior))
            let versionChecked = ((condition.map { [$0] } ?? []) + prior).contains(where: Self.isVersionCheck)
            if versionChecked { versionCheckedClauses += 1 }
            parseDeclarations(scope: inner, insideBraces: insideBraces)
            if versionChecked { versionCheckedClauses -= 1 }
            if closedEnclosingIfConfigs > 0 {
                // A declaration whose header was split across this group's clauses consumed its `#endif`.
                closedEnclosingIfConfigs -= 1
                return
            }
            if let condition { prior.append(condition) }
            if current.kind == .poundKeyword && (token(current, is: "#elseif") || token(current, is: "#else")) {
                continue
            }
            if current.kind == .poundKeyword && token(current, is: "#endif") {
                advance()
            } else {
                syntaxError("expected '#endif' to close this '#if'", at: start)
            }
            return
        }
    }

    /// True for a condition that tests the language or compiler version (`swift(<5.9)`,
    /// `compiler(>=6.2)`): the compiler does not parse an inactive clause of such a condition,
    /// so it may hold syntax of another Swift (see `syntaxError`).
    static func isVersionCheck(_ condition: String) -> Bool {
        condition.containsText("swift(") || condition.containsText("compiler(")
    }

    /// Reads a `#if`/`#elseif` condition: the tokens up to the end of the line, normalised.
    mutating func readCondition() -> String {
        let from = index
        while !atEnd && !current.isAtStartOfLine { advance() }
        return normalizedText(from: from, to: index)
    }

    /// True at `#elseif`, `#else` or `#endif` while a declaration-level `#if` is open around the
    /// current body: the body's header was split across the clauses of that `#if`.
    func atEnclosingIfConfigClauseEnd() -> Bool {
        openIfConfigs > 0 && current.kind == .poundKeyword
            && (token(current, is: "#elseif") || token(current, is: "#else") || token(current, is: "#endif"))
    }

    /// From an `#elseif`/`#else`/`#endif`, skips the rest of its `#if` group, `#endif` included.
    mutating func skipRestOfIfConfig() {
        var level = 0
        while !atEnd {
            if current.kind == .poundKeyword {
                if token(current, is: "#if") {
                    level += 1
                } else if token(current, is: "#endif") {
                    if level == 0 {
                        advance()
                        return
                    }
                    level -= 1
                }
            }
            advance()
        }
    }

    /// Skips a whole `#if … #endif` group without descending, counting nested groups.
    mutating func skipIfConfig() {
        var level = 0
        repeat {
            if current.kind == .poundKeyword {
                if token(current, is: "#if") { level += 1 } else if token(current, is: "#endif") { level -= 1 }
            }
            advance()
        } while level > 0 && !atEnd
    }

    /// `import Foo`, `@testable import Foo`, `import struct Foo.Bar`, `public import Foo`.
    private mutating func parseImport(startIndex: Int, scope: DeclarationScope) {
        var attributes: [String] = []
        var i = startIndex
        while i < index {
            if tokens[i].kind == .at, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .backtickIdentifier {
                attributes.append(text(tokens[i + 1]))
            }
            i += 1
        }
        advance()
        // `import struct Foo.Bar`: the kind keyword before the path. Like the compiler, the
        // kind and the module may be on the lines after `import`.
        if current.kind == .identifier {
            switch current.keyword {
            case .struct, .class, .enum, .protocol, .typealias, .func, .var, .let:
                if isName(peek()) { advance() }
            default:
                break
            }
        }
        guard isName(current) else {
            syntaxError("expected a module name after 'import'", at: current)
            return
        }
        let module = text(current)
        advance()
        while current.kind == .period && isName(peek()) && !current.isAtStartOfLine {
            advance()
            advance()
        }
        imports.append(ImportDecl(
            module: module, text: normalizedText(from: startIndex, to: index), attributes: attributes,
            conditions: scope.conditions, location: tokens[startIndex].location))
    }

    /// Keywords that may start a declaration (used to stop a runaway header scan).
    func isDeclarationIntroducer(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .func, .var, .let, .struct, .class, .enum, .protocol, .extension, .import, .typealias, .subscript,
             .`init`, .deinit, .associatedtype, .case:
            return true
        default:
            return false
        }
    }

    /// Modifiers that can precede a declaration introducer.
    /// The access level a modifier keyword names, or nil.
    static func accessLevel(_ keyword: Keyword) -> AccessLevel? {
        switch keyword {
        case .private: .private
        case .fileprivate: .fileprivate
        case .internal: .internal
        case .package: .package
        case .public: .public
        case .open: .open
        default: nil
        }
    }

    func isDeclarationModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .public, .private, .fileprivate, .internal, .package, .open, .static, .class, .final, .required,
             .optional, .convenience, .override, .dynamic, .lazy, .weak, .unowned, .indirect, .mutating,
             .nonmutating, .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
            return true
        default:
            return false
        }
    }
}

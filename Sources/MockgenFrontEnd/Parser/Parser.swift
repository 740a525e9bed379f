/// A recursive-descent parser over the token array that finds protocol declarations and
/// models them. Everything that is not a protocol is skipped by token-level bracket
/// matching, but the parser descends into type and extension bodies and `#if` blocks to
/// find nested protocols.
///
/// Robustness: every loop consumes at least one token per iteration or stops; nesting
/// deeper than `maximumDepth` levels, or deeper than the thread's stack allows, is
/// diagnosed and skipped iteratively, so no input can overflow the stack.
struct Parser {
    /// Nesting beyond this many levels (types, blocks, `#if`) is diagnosed and skipped.
    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var tokens: [Token]
    var index = 0
    var depth = 0
    /// How many `parseType` calls are open: 1 while reading a declaration's own type, more
    /// inside its generic arguments, collections, tuples and function types.
    var typeNesting = 0
    /// Declaration-level `#if` groups open around the cursor.
    var openIfConfigs = 0
    /// `#if` groups whose `#endif` a declaration with a split header consumed; the enclosing
    /// `#if` parsers unwind by this many levels.
    var closedEnclosingIfConfigs = 0
    /// Set while reading a protocol body whose header was split across `#if` clauses.
    var protocolHeaderIsSplit = false
    /// Stops recursion before the thread's stack runs out (see `canNest`).
    private let stackGuard = StackGuard()
    /// Storage reused by `skipBalanced`.
    private var bracketStack: [TokenKind] = []
    var diagnostics: [Diagnostic] = []
    /// What the reader is inside of, for `syntaxError`'s message (`protocol 'Store'`), nil
    /// outside the declarations that are modelled.
    var readingDeclaration: String?
    /// Declaration-level `#if` clauses open around the cursor whose condition, or a prior
    /// clause's, tests the Swift or compiler version (see `isVersionCheck`).
    var versionCheckedClauses = 0
    /// How many times `syntaxError` was called: a declaration whose reading raised it is skipped.
    var unreadableSyntaxCount = 0
    /// Diagnostics beyond `FrontEnd.maximumDiagnostics`, counted but not kept.
    var droppedDiagnostics = 0
    var protocols: [ProtocolDecl] = []
    var imports: [ImportDecl] = []
    var classes: [ClassDecl] = []
    /// Members of the class being read (see `parseClass`).
    var classMembers: [ClassMember] = []
    /// Qualified names of classes whose members are parsed even without a selection marker.
    let membersRequested: Set<String>
    /// The bodies of the classes whose members were not parsed, in source order.
    var skippedClassBodies: [SkippedClassBody] = []
    /// Record extensions and their members (`ExtensionDecl`); off by default, as extension bodies
    /// otherwise cost only bracket matching.
    var recordsExtensionMembers = false
    /// Parse the members of marked classes with the file (`ParseOptions.readsMarkedClassMembers`).
    var readsMarkedClassMembers = true
    var extensions: [ExtensionDecl] = []
    /// See `SourceFileModel.closureTypeAliases`.
    var closureTypeAliases: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], path: String, membersRequested: Set<String> = []) {
        self.bytes = bytes
        self.tokens = tokens
        self.path = path
        self.membersRequested = membersRequested
    }

    // MARK: Token access

    /// The current token (the end-of-file token once everything is consumed).
    var current: Token { tokens[index] }
    var atEnd: Bool { tokens[index].kind == .endOfFile }

    /// The token `offset` ahead, clamped to the end-of-file token.
    func peek(_ offset: Int = 1) -> Token {
        tokens[min(index + offset, tokens.count - 1)]
    }

    /// Moves to the next token; never past the end-of-file token.
    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// The source text of a token.
    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// True when the token's bytes equal `literal`.
    func token(_ token: Token, is literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard token.length == n else { return false }
        let p = literal.utf8Start
        for i in 0..<n where bytes[token.start + i] != p[i] { return false }
        return true
    }

    /// True when the current token is the operator (or punctuation run) `literal`.
    func at(_ literal: StaticString) -> Bool { current.kind == .operator && token(current, is: literal) }

    /// True when the current token is an operator whose first byte is `byte`.
    func atOperatorStarting(with byte: UInt8) -> Bool {
        current.kind == .operator && bytes[current.start] == byte
    }

    /// Consumes the first byte of the current operator token (splitting `>>` into `>` `>`,
    /// `>?` into `>` `?`...).
    mutating func consumeOperatorPrefix() {
        if current.length <= 1 {
            advance()
            return
        }
        tokens[index].start += 1
        tokens[index].column += 1
        tokens[index].triviaStart = tokens[index].start
    }

    /// True for identifiers and keywords usable as names (not punctuation or literals).
    func isName(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .backtickIdentifier
    }

    // MARK: Nesting

    /// True when one more level of nesting may be parsed: fewer than `maximumDepth` levels are
    /// open and the thread's stack has room.
    func canNest() -> Bool { depth < Parser.maximumDepth && stackGuard.hasRoom() }

    /// Reports that `what` is nested too deeply at `token`.
    mutating func nestingError(_ what: String, at token: Token, skipped: Bool = true) {
        let reason =
            depth >= Parser.maximumDepth ? "more than \(Parser.maximumDepth) levels" : "for the available stack"
        limitError("\(what) nested too deeply (\(reason))\(skipped ? "; skipped" : "")", at: token)
    }

    // MARK: Diagnostics

    /// Input beyond the front end's limits (nesting): an error.
    mutating func limitError(_ message: String, at token: Token) {
        report(Diagnostic(.error, message, path: path, at: token.location))
    }

    /// Syntax the parser cannot read. Like the compiler's parser, it recovers at the
    /// declaration: the protocol being read (`readingDeclaration`) is skipped, every other one
    /// is still read, and the problem is a warning of kind `unreadableDeclaration` at its
    /// location, saying what was expected.
    ///
    /// Outside protocols, in a clause of an `#if` that tests the Swift or compiler version,
    /// nothing is reported: the compiler does not parse such a clause when it is inactive, and
    /// nothing that is modelled is lost.
    mutating func syntaxError(_ message: String, at token: Token) {
        if readingDeclaration == nil && versionCheckedClauses > 0 { return }
        unreadableSyntaxCount += 1
        let what = readingDeclaration.map { "could not read \($0) (\(message)); it is skipped" }
            ?? "could not read this declaration (\(message)); it is skipped"
        report(Diagnostic(.warning, what, path: path, at: token.location, kind: .unreadableDeclaration))
    }

    mutating func warning(_ message: String, at token: Token) {
        report(Diagnostic(.warning, message, path: path, at: token.location))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count < FrontEnd.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            droppedDiagnostics += 1
        }
    }

    // MARK: Text

    /// The source text of tokens `from..<to`, comments dropped, white space between tokens
    /// collapsed to one space (and none where the source had none).
    func normalizedText(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        var out: [UInt8] = []
        for i in from..<to {
            let t = tokens[i]
            if i > from && t.hasLeadingTrivia && !out.isEmpty { out.append(Ascii.space) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[t.start..<t.end]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Skipping

    /// After one element of a parenthesised list: consumes its `,`; at `)` does nothing; otherwise
    /// reports `message` and skips to the next `,` or `)` without crossing a brace, so one broken
    /// element never loses the rest of the list. `before` is the index the element started at.
    mutating func finishListElement(startedAt before: Int, expecting message: String) {
        if current.kind == .comma {
            advance()
            return
        }
        guard current.kind != .rightParen else { return }
        syntaxError(message, at: current)
        if index == before { advance() }
        while !atEnd && current.kind != .comma && current.kind != .rightParen && current.kind != .leftBrace
                && current.kind != .rightBrace {
            if current.kind == .leftParen || current.kind == .leftBracket { skipBalanced() } else { advance() }
        }
        if current.kind == .comma { advance() }
    }

    /// Skips a balanced group starting at the current `(`, `[` or `{` token, iteratively
    /// (any nesting depth) and in linear time. A closer with no open counterpart is stepped
    /// over; a closer that skips open brackets of other kinds closes them too (as in `{ ( }`).
    /// Stops at the end of the file when unbalanced.
    mutating func skipBalanced() {
        // Open brackets as a stack of kinds plus a count per kind, so that a stray closer is
        // recognised in constant time.
        var stack = bracketStack  // reused storage: no allocation per skipped body
        stack.removeAll(keepingCapacity: true)
        bracketStack = []
        defer { bracketStack = stack }
        var open = (paren: 0, bracket: 0, brace: 0)
        var diagnosed = false
        repeat {
            let kind = current.kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(kind == .leftParen ? .rightParen : kind == .leftBracket ? .rightBracket : .rightBrace)
                if kind == .leftParen {
                    open.paren += 1
                } else if kind == .leftBracket {
                    open.bracket += 1
                } else {
                    open.brace += 1
                }
                if !diagnosed && depth + stack.count > Parser.maximumDepth {
                    // Skipping needs no recursion, but the compiler rejects such nesting: say so once.
                    diagnosed = true
                    limitError("brackets nested too deeply (more than \(Parser.maximumDepth) levels)", at: current)
                }
            case .rightParen, .rightBracket, .rightBrace:
                let isOpen =
                    kind == .rightParen ? open.paren > 0 : kind == .rightBracket ? open.bracket > 0 : open.brace > 0
                if isOpen {
                    while let top = stack.popLast() {
                        switch top {
                        case .rightParen: open.paren -= 1
                        case .rightBracket: open.bracket -= 1
                        default: open.brace -= 1
                        }
                        if top == kind { break }
                    }
                }
            case .endOfFile:
                return
            default:
                break
            }
            advance()
        } while !stack.isEmpty
    }
}

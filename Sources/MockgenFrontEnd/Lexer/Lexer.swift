/// The tokens of one source file and the lexical errors found in it.
package struct LexedSource: Sendable {
    /// Every token in order; the last one is always `.endOfFile` (whose trivia holds the file's tail).
    package var tokens: [Token]
    package var diagnostics: [Diagnostic]
}

/// Turns UTF-8 bytes into tokens. Never traps and always makes progress: any byte
/// it cannot use becomes part of an `.unknown` token with a diagnostic.
package enum Lexer {
    /// Lexes a whole file.
    /// With `skippingFunctionBodies`, the bodies of functions, initializers and deinitializers
    /// are only their `{` and `}` (see `Lexer+Bodies.swift`), as the parser gets them.
    package static func tokenize(
        _ source: [UInt8], path: String = "", skippingFunctionBodies: Bool = false
    ) -> LexedSource {
        source.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer, path: path)
            lexer.skipsFunctionBodies = skippingFunctionBodies
            lexer.run()
            return LexedSource(tokens: lexer.takeTokens(), diagnostics: lexer.diagnostics)
        }
    }
}

/// The lexer's working state over one buffer.
struct LexerState {
    var cursor: Cursor
    let path: String
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    /// Diagnostics beyond `FrontEnd.maximumDiagnostics`, counted but not kept.
    var droppedDiagnostics = 0
    /// Reused stack for string literals with interpolations (see `Lexer+Strings.swift`).
    var stringFrames: [StringFrame] = []
    let keywords = KeywordTable.shared
    /// Regex literals are not tried before this offset (a scan already failed on this line).
    var noRegexBefore = 0
    /// Multi-line `#/…/#` with this many `#` or more cannot close (a scan reached the end).
    var unclosedMultilineRegexHashes = Int.max
    /// Single-line `#/…/#` with `unclosedRegexHashes` `#` or more cannot close before this offset.
    var unclosedRegexLineEnd = 0
    var unclosedRegexHashes = Int.max
    /// Cross the bodies of functions, initializers and deinitializers without making tokens
    /// for them (see `Lexer+Bodies.swift`); only for the parser, which skips those bodies.
    var skipsFunctionBodies = false
    /// After `func`, `init` or `deinit`, until its body's `{` or something that ends the declaration.
    var bodyPending = false
    /// Parentheses and square brackets open since the `func`, `init` or `deinit`.
    var bodyBracketDepth = 0
    /// Brackets open in the tokens so far (each kind counted down to zero at most), which bounds
    /// the nesting the parser can be at.
    var openBrackets = (paren: 0, bracket: 0, brace: 0)
    /// Reused storage of `BodyScan`.
    var bodyBrackets: [UInt8] = []
    /// The line of the last `#` keyword: a `{` on a `#if` line belongs to the directive's
    /// condition (which runs to the end of the line), so no body is crossed there.
    var directiveLine = 0

    /// Set by `init(_:path:bodyAt:)`: the braces open in the tokens so far; lexing stops after
    /// the `}` that closes the body it started at.
    private var openBodyBraces: Int?

    init(_ buffer: UnsafeBufferPointer<UInt8>, path: String) {
        cursor = Cursor(buffer)
        self.path = path
        tokens.reserveCapacity(buffer.count / 6 + 16)
    }

    /// Lexes just one body: from its `{` token (`brace`, as lexed from the start of the file)
    /// to the `}` that closes it, then the end-of-file token (or to the end of the file when
    /// it is not closed).
    init(_ buffer: UnsafeBufferPointer<UInt8>, path: String, bodyAt brace: Token) {
        cursor = Cursor(buffer)
        self.path = path
        cursor.pos = min(max(0, brace.start), buffer.count)
        cursor.line = brace.line
        cursor.lineStart = cursor.pos - (brace.column - 1)
        openBodyBraces = 0
    }

    /// Moves the tokens out, so that the parser owns the only reference (its in-place edits
    /// of the array, such as splitting `>>`, then never copy it).
    mutating func takeTokens() -> [Token] {
        var result: [Token] = []
        swap(&result, &tokens)
        return result
    }

    mutating func run() {
        var triviaStart = cursor.pos
        if cursor.pos == 0 { skipByteOrderMarkAndShebang() }
        while true {
            let sawNewline = skipTrivia() || tokens.isEmpty
            let start = cursor.pos
            let line = cursor.line
            let column = cursor.column
            if cursor.isAtEnd {
                tokens.append(Token(kind: .endOfFile, isAtStartOfLine: sawNewline, triviaStart: triviaStart,
                                    start: start, end: start, line: line, column: column))
                return
            }
            let (kind, keyword) = lexToken(start: start)
            if cursor.pos == start { cursor.pos += 1 }  // Progress guarantee; no branch of lexToken relies on it.
            tokens.append(Token(kind: kind, keyword: keyword, isAtStartOfLine: sawNewline, triviaStart: triviaStart,
                                start: start, end: cursor.pos, line: line, column: column))
            if skipsFunctionBodies { noteTokenForBodySkipping(tokens[tokens.count - 1]) }
            triviaStart = cursor.pos
            if var open = openBodyBraces, kind == .leftBrace || kind == .rightBrace {
                open += kind == .leftBrace ? 1 : -1
                openBodyBraces = open
                if open == 0 {
                    tokens.append(Token(kind: .endOfFile, triviaStart: cursor.pos, start: cursor.pos, end: cursor.pos,
                                        line: cursor.line, column: cursor.column))
                    return
                }
            }
        }
    }

    /// A UTF-8 byte order mark and a `#!` line at the very start are trivia of the first token.
    private mutating func skipByteOrderMarkAndShebang() {
        if cursor.peek() == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF { cursor.pos = 3 }
        if cursor.peek() == Ascii.hash && cursor.peek(1) == Ascii.exclaim { cursor.skipToEndOfLine() }
    }

    /// Lexes one token starting at `start` (not at trivia, not at the end).
    private mutating func lexToken(start: Int) -> (TokenKind, Keyword) {
        let c = cursor.peek()
        if CharacterClass.isIdentifierHead(c) {
            lexIdentifierBody()
            return (.identifier, keywords.classify(cursor.bytes, start, cursor.pos))
        }
        if CharacterClass.isDigit(c) { return (lexNumber(), .none) }
        switch c {
        case Ascii.leftParen: cursor.pos += 1; return (.leftParen, .none)
        case Ascii.rightParen: cursor.pos += 1; return (.rightParen, .none)
        case Ascii.leftBrace: cursor.pos += 1; return (.leftBrace, .none)
        case Ascii.rightBrace: cursor.pos += 1; return (.rightBrace, .none)
        case Ascii.leftBracket: cursor.pos += 1; return (.leftBracket, .none)
        case Ascii.rightBracket: cursor.pos += 1; return (.rightBracket, .none)
        case Ascii.comma: cursor.pos += 1; return (.comma, .none)
        case Ascii.colon: cursor.pos += 1; return (.colon, .none)
        case Ascii.semicolon: cursor.pos += 1; return (.semicolon, .none)
        case Ascii.at: cursor.pos += 1; return (.at, .none)
        case Ascii.backslash: cursor.pos += 1; return (.backslash, .none)
        case Ascii.quote: lexString(hashes: 0); return (.stringLiteral, .none)
        case Ascii.hash: return lexPound()
        case Ascii.backtick: return (lexBacktickIdentifier(), .none)
        case Ascii.dollar:
            cursor.pos += 1
            lexIdentifierBody()
            return (.dollarIdentifier, .none)
        case Ascii.period:
            // `.` followed by operator characters is a dot operator (`..<`, `.*`, `.==`), unless
            // a comment starts there (`.//`).
            let next = cursor.peek(1)
            if CharacterClass.isOperator(next)
                && !(next == Ascii.slash && (cursor.peek(2) == Ascii.slash || cursor.peek(2) == Ascii.star)) {
                return (lexOperator(), .none)
            }
            cursor.pos += 1
            return (.period, .none)
        case Ascii.slash:
            if lexRegexIfPossible() { return (.regexLiteral, .none) }
            return (lexOperator(), .none)
        default:
            if CharacterClass.isOperator(c) { return (lexOperator(), .none) }
            if c >= 0x80, let scalar = cursor.decodeScalar() {
                switch UnicodeScalarClass.of(scalar.value) {
                case .identifier:
                    lexIdentifierBody()
                    return (.identifier, .none)
                case .operator:
                    return (lexOperator(), .none)
                case .other:
                    break
                }
            }
            lexUnknown()
            return (.unknown, .none)
        }
    }

    /// Consumes identifier characters (ASCII letters, digits, `_`, `$`, and non-ASCII identifier scalars).
    mutating func lexIdentifierBody() {
        let bytes = cursor.bytes
        var i = cursor.pos
        while true {
            // ASCII identifier bytes sixteen at a time while they fit, then one by one; then at
            // most one scalar.
            i = Self.identifierBytesEnd(bytes, from: i)
            while i < bytes.count && CharacterClass.isIdentifierContinuation(bytes[i]) { i += 1 }
            cursor.pos = i
            guard i < bytes.count, bytes[i] >= 0x80, let scalar = cursor.decodeScalar(),
                  UnicodeScalarClass.of(scalar.value) == .identifier else { return }
            i += scalar.length
        }
    }

    /// Past the ASCII letters, digits and `_` from `start`, sixteen bytes at a time with vector
    /// compares, up to the last whole block: the first other byte, or where fewer than sixteen
    /// bytes are left.
    @inline(__always)
    private static func identifierBytesEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return i }
        let (caseBit, lowerA, letterRange) = (
            SIMD16<UInt8>(repeating: 0x20), SIMD16<UInt8>(repeating: 0x61), SIMD16<UInt8>(repeating: 25)
        )
        let (zero, digitRange, underscore) = (
            SIMD16<UInt8>(repeating: 0x30), SIMD16<UInt8>(repeating: 9), SIMD16<UInt8>(repeating: 0x5F)
        )
        while i + 16 <= bytes.count {
            let v = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let letters = ((v | caseBit) &- lowerA) .<= letterRange
            let digits = (v &- zero) .<= digitRange
            let others = unsafeBitCast(.!(letters .| digits .| (v .== underscore)), to: SIMD2<UInt64>.self)
            if others[0] != 0 { return i + others[0].trailingZeroBitCount / 8 }
            if others[1] != 0 { return i + 8 + others[1].trailingZeroBitCount / 8 }
            i += 16
        }
        return i
    }

    /// `` `name` `` or a raw identifier `` `two words` ``; an unclosed backtick is an unknown token.
    private mutating func lexBacktickIdentifier() -> TokenKind {
        let start = cursor.pos
        var i = 1
        while true {
            let c = cursor.peek(i)
            if cursor.pos + i >= cursor.count || c == Ascii.newline || c == Ascii.carriageReturn { break }
            if c == Ascii.backtick {
                if i == 1 { break }
                cursor.pos += i + 1
                return .backtickIdentifier
            }
            i += 1
        }
        cursor.pos = start + 1
        diagnose("unterminated backtick identifier", at: start)
        return .unknown
    }

    /// A run of bytes the lexer cannot use (control characters, invalid UTF-8, stray characters).
    private mutating func lexUnknown() {
        let start = cursor.pos
        repeat {
            if let scalar = cursor.decodeScalar(), scalar.value >= 0x80 {
                cursor.pos += scalar.length
            } else {
                cursor.pos += 1
            }
        } while !cursor.isAtEnd && isUnknownStart()
        let what =
            cursor.byte(at: start) >= 0x80 && cursor.decodeScalarAt(start) == nil
            ? "invalid UTF-8" : "unexpected character"
        diagnose("\(what) in source", at: start)
    }

    /// True when the byte at the cursor cannot start any token or trivia.
    private func isUnknownStart() -> Bool {
        let c = cursor.peek()
        if c >= 0x80 {
            guard let scalar = cursor.decodeScalar() else { return true }
            return UnicodeScalarClass.of(scalar.value) == .other
        }
        if CharacterClass.isIdentifierBody(c) || CharacterClass.isOperator(c) { return false }
        switch c {
        case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.verticalTab, Ascii.formFeed,
             Ascii.leftParen, Ascii.rightParen, Ascii.leftBrace, Ascii.rightBrace, Ascii.leftBracket,
             Ascii.rightBracket, Ascii.comma, Ascii.colon, Ascii.semicolon, Ascii.at, Ascii.backslash,
             Ascii.quote, Ascii.hash, Ascii.backtick, Ascii.dollar:
            return false
        default:
            return true
        }
    }

    /// Records an error at byte offset `offset` (which must be on the current line or earlier
    /// lines already passed; the column is computed from the offset).
    mutating func diagnose(_ message: String, at offset: Int, line: Int? = nil, column: Int? = nil) {
        let location: SourceLocation
        if let line, let column {
            location = SourceLocation(line: line, column: column, offset: offset)
        } else {
            location = SourceLocation(line: cursor.line, column: offset - cursor.lineStart + 1, offset: offset)
        }
        if diagnostics.count < FrontEnd.maximumDiagnostics {
            diagnostics.append(Diagnostic(.error, message, path: path, at: location))
        } else {
            droppedDiagnostics += 1
        }
    }

    /// At a byte of 0x80 or more inside a comment or literal: steps over a valid UTF-8
    /// sequence, or diagnoses a run of invalid bytes once and steps over it.
    mutating func skipNonASCII() {
        if let scalar = cursor.decodeScalar() {
            cursor.pos += scalar.length
            return
        }
        diagnose("invalid UTF-8 in source", at: cursor.pos)
        repeat { cursor.pos += 1 } while !cursor.isAtEnd && cursor.peek() >= 0x80 && cursor.decodeScalar() == nil
    }
}

extension Cursor {
    /// `decodeScalar` at an absolute offset.
    func decodeScalarAt(_ offset: Int) -> (value: UInt32, length: Int)? {
        decodeScalar(at: offset - pos)
    }
}

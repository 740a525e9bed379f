/// The kinds of token the lexer produces.
///
/// Keywords are `identifier` tokens whose `keyword` is set; contextual keywords
/// (`get`, `async`, `some`...) are classified the same way and interpreted by the parser.
package enum TokenKind: UInt8, Sendable, Hashable {
    case identifier
    /// `` `name` `` or a raw identifier `` `with spaces` ``; the text keeps the backticks.
    case backtickIdentifier
    /// `$0`, `$name`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, interpolations included: `"a\(b)c"`, `"""…"""`, `#"…"#`.
    case stringLiteral
    /// `/…/` or `#/…/#`.
    case regexLiteral
    /// A run of operator characters (`+`, `==`, `->`, `...`, `>>`, `?`, `!`); the parser splits it where a type needs.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    /// `.` that is not part of an operator.
    case period
    case at
    /// `\` (key paths).
    case backslash
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#sourceLocation`, `#warning`, macro expansions `#name`.
    case poundKeyword
    /// A lone `#` not followed by a name.
    case pound
    /// Bytes that are not Swift (invalid UTF-8, NUL, stray characters); diagnosed by the lexer.
    case unknown
    case endOfFile
}

/// One token: a kind, its byte range in the source, where it starts (line and
/// column), and the range of trivia (white space and comments) before it.
///
/// Leading trivia runs from the end of the previous token to `start`; so the
/// concatenation of every token's trivia and text reproduces the input exactly.
package struct Token: Sendable, Hashable {
    package var kind: TokenKind
    package var keyword: Keyword
    /// True when the trivia before this token contains a line break (or this is the first token).
    package var isAtStartOfLine: Bool
    /// Byte offset of the first byte of leading trivia.
    package var triviaStart: Int
    /// Byte offset of the token's first byte.
    package var start: Int
    /// Byte offset just past the token's last byte.
    package var end: Int
    /// 1-based line of `start`.
    package var line: Int
    /// 1-based column of `start`, in UTF-8 bytes.
    package var column: Int

    package init(kind: TokenKind, keyword: Keyword = .none, isAtStartOfLine: Bool = false,
                triviaStart: Int, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        self.isAtStartOfLine = isAtStartOfLine
        self.triviaStart = triviaStart
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// The token's length in bytes.
    package var length: Int { end - start }
    /// Where the token starts, as a model location.
    package var location: SourceLocation { SourceLocation(line: line, column: column, offset: start) }
    /// Whether there is any trivia (white space or comment) before this token.
    package var hasLeadingTrivia: Bool { triviaStart < start }
}

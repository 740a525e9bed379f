import MockgenFrontEnd

/// Lexing alone, for the `lex` pass: `Lexer.tokenize`, the first half of `FrontEnd.parse`.
enum LexOnly {
    static func tokenCount(_ bytes: [UInt8]) -> Int {
        Lexer.tokenize(bytes).tokens.count
    }
}

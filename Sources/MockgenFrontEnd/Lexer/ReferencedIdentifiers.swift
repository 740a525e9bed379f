/// The names a Swift file mentions, as the lexer sees them: what pruning by use (`--used-in`)
/// reads from test sources to learn which mocks they name. Nothing is parsed.
///
/// - Identifier tokens count (keywords and contextual keywords too, harmlessly); a backticked
///   name counts without its backticks.
/// - Comments are trivia: a name in a comment does not count.
/// - A string literal does not count, except that a literal with an interpolation (`\(` or
///   `\#(`) gives every identifier-shaped word in it: the lexer keeps an interpolation inside
///   the literal's one token, and a mock created there must still count.
/// - A name a macro expansion would produce is not seen.
///
/// Any bytes are accepted (invalid UTF-8, an unterminated literal): the lexer never traps,
/// and what it cannot read simply names nothing.
public enum ReferencedIdentifiers {
    /// Every identifier name `source` mentions.
    public static func names(in source: [UInt8]) -> Set<String> {
        let lexed = Lexer.tokenize(source)
        var names = Set<String>()
        source.withUnsafeBufferPointer { bytes in
            for token in lexed.tokens {
                guard token.start >= 0, token.start <= token.end, token.end <= bytes.count else { continue }
                switch token.kind {
                case .identifier:
                    insert(bytes, token.start..<token.end, into: &names)
                case .backtickIdentifier where token.length > 2:
                    insert(bytes, (token.start + 1)..<(token.end - 1), into: &names)
                case .stringLiteral where hasInterpolation(bytes, token.start..<token.end):
                    insertWords(bytes, token.start..<token.end, into: &names)
                default:
                    continue
                }
            }
        }
        return names
    }

    private static func insert(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into names: inout Set<String>
    ) {
        names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }

    /// `\(` or `\#…#(` in the literal's bytes.
    private static func hasInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == UInt8(ascii: "\\") {
                var j = i + 1
                while j < range.upperBound, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if j < range.upperBound, bytes[j] == UInt8(ascii: "(") { return true }
            }
            i += 1
        }
        return false
    }

    /// Every run of identifier characters that starts with an identifier head.
    private static func insertWords(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into names: inout Set<String>
    ) {
        var i = range.lowerBound
        while i < range.upperBound {
            guard CharacterClass.isIdentifierHead(bytes[i]) else {
                i += 1
                continue
            }
            let start = i
            while i < range.upperBound, CharacterClass.isIdentifierBody(bytes[i]) { i += 1 }
            insert(bytes, start..<i, into: &names)
        }
    }
}

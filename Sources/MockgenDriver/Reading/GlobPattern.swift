/// A shell-style path pattern, as given to `--exclude`.
///
/// - `*` matches any run of characters except `/`;
/// - `**` matches any run of characters, `/` included, and `**/` matches zero or more
///   whole folders (`**/Generated/*.swift` matches `Generated/A.swift` and `a/b/Generated/A.swift`);
/// - `?` matches one character except `/`;
/// - `[abc]`, `[a-z]`, `[!a-z]` / `[^a-z]` match one character from (or not from) a set;
/// - `\` makes the next character literal.
///
/// Matching is linear in pattern length times path length (no exponential backtracking).
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    enum Token: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case anyCharacter
        case star
        case globstar
        /// `**/`: zero or more folders.
        case folders
        case set(CharacterSet, negated: Bool)
    }

    struct CharacterSet: Hashable, Sendable {
        var ranges: [ClosedRange<Unicode.Scalar>]

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar) }
        }
    }

    /// The pattern as written.
    public let description: String
    let tokens: [Token]

    public init(_ pattern: String) {
        description = pattern
        tokens = Self.tokenize(Array(pattern.unicodeScalars))
    }

    /// Whether the whole of `path` matches the pattern.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.unicodeScalars)
        // reachable[i]: the tokens consumed so far can match text[..<i].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case .star, .globstar:
                var open = false
                for index in 0...text.count {
                    if reachable[index] { open = true }
                    if open { next[index] = true }
                    if index < text.count && token == .star && text[index] == "/" { open = false }
                }
            case .folders:
                var open = false
                for index in 0...text.count {
                    if reachable[index] { next[index] = true }
                    if index > 0 && text[index - 1] == "/" && open { next[index] = true }
                    if reachable[index] { open = true }
                }
            case .literal, .anyCharacter, .set:
                for index in 0..<text.count where reachable[index] && Self.token(token, accepts: text[index]) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }

    private static func token(_ token: Token, accepts scalar: Unicode.Scalar) -> Bool {
        switch token {
        case .literal(let literal): return scalar == literal
        case .anyCharacter: return scalar != "/"
        case .set(let set, let negated): return scalar != "/" && set.contains(scalar) != negated
        case .star, .globstar, .folders: return false
        }
    }

    private static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if index + 1 < scalars.count && scalars[index + 1] == "*" {
                    if index + 2 < scalars.count && scalars[index + 2] == "/" {
                        tokens.append(.folders)
                        index += 3
                    } else {
                        tokens.append(.globstar)
                        index += 2
                    }
                    while index < scalars.count && scalars[index] == "*" { index += 1 }
                } else {
                    if tokens.last != .star { tokens.append(.star) }
                    index += 1
                }
            case "?":
                tokens.append(.anyCharacter)
                index += 1
            case "[":
                if let (set, end) = parseSet(scalars, from: index) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.literal("["))
                    index += 1
                }
            case "\\" where index + 1 < scalars.count:
                tokens.append(.literal(scalars[index + 1]))
                index += 2
            default:
                tokens.append(.literal(scalar))
                index += 1
            }
        }
        return tokens
    }

    /// Parses `[...]` starting at `start`; nil when there is no closing `]` (then `[` is literal).
    private static func parseSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count && (scalars[index] == "!" || scalars[index] == "^") {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            var low = scalars[index]
            if low == "]" && !first {
                return (.set(CharacterSet(ranges: ranges), negated: negated), index + 1)
            }
            first = false
            if low == "\\" && index + 1 < scalars.count {
                index += 1
                low = scalars[index]
            }
            index += 1
            if index + 1 < scalars.count && scalars[index] == "-" && scalars[index + 1] != "]" {
                var high = scalars[index + 1]
                index += 2
                if high == "\\" && index < scalars.count {
                    high = scalars[index]
                    index += 1
                }
                if low <= high { ranges.append(low...high) }
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }
}

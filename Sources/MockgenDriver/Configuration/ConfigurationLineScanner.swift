import MockgenFrontEnd
/// One line of a configuration file that holds something: a list item (`- value`) or a
/// mapping entry (`key: value`), with its indentation. Blank and comment lines give none.
struct ConfigurationLine: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        /// `- value`, or `-` alone when the value is indented below (or missing).
        case item(ConfigurationNode?, dashPosition: ConfigurationPosition)
        /// `key: value`, or `key:` alone when the value is indented below (or missing).
        case entry(key: String, keyPosition: ConfigurationPosition, value: ConfigurationNode?)
    }

    var number: Int
    /// Leading spaces.
    var indent: Int
    var content: Content

    var isItem: Bool {
        if case .item = content { return true }
        return false
    }
}

/// Reads the inside of one line of the YAML subset mockgen's configuration uses: plain,
/// single- and double-quoted scalars, flow sequences (`[a, "b"]`) and `#` comments. What the
/// subset leaves out (anchors, tags, flow mappings, block scalars, multi-line strings) is
/// refused with an error naming the line, never guessed at.
struct ConfigurationLineScanner {
    let file: String

    /// The content of line `number`, or nil for a blank or comment-only line.
    func scan(_ text: Substring, number: Int) throws(ConfigurationError) -> ConfigurationLine? {
        var cursor = Cursor(characters: Array(text), line: number)
        while cursor.peek == " " { cursor.advance() }
        if cursor.peek == "\t" {
            throw error(at: cursor, "a tab cannot indent a line; indent with spaces")
        }
        let indent = cursor.index
        if cursor.isAtEnd || cursor.peek == "#" { return nil }
        if indent == 0, String(text).trimmingTrailingSpaces == "---" { return nil }
        if cursor.peek == "-" && cursor.isFollowedBySpaceOrEnd {
            let dash = cursor.position
            cursor.advance()
            let value = try inlineValue(&cursor, context: "a list item")
            return ConfigurationLine(number: number, indent: indent, content: .item(value, dashPosition: dash))
        }
        let keyPosition = cursor.position
        let key = try self.key(&cursor)
        let value = try inlineValue(&cursor, context: "the value of '\(key)'")
        return ConfigurationLine(
            number: number, indent: indent, content: .entry(key: key, keyPosition: keyPosition, value: value))
    }

    /// `key:` (plain or quoted), leaving the cursor after the colon.
    private func key(_ cursor: inout Cursor) throws(ConfigurationError) -> String {
        let start = cursor.position
        let key: String
        if cursor.peek == "\"" || cursor.peek == "'" {
            key = try quoted(&cursor)
            guard cursor.peek == ":" else { throw error(at: cursor, "expected ':' after the key \"\(key)\"") }
        } else {
            try refuseIndicator(cursor)
            var text = ""
            while let character = cursor.peek, !(character == ":" && cursor.isFollowedBySpaceOrEnd) {
                if character == "#" && text.last == " " { break }
                text.append(character)
                cursor.advance()
            }
            guard cursor.peek == ":" else {
                throw ConfigurationError(file: file, position: start, key: nil,
                    message: "expected 'key: value' or '- item', found '\(text.trimmingTrailingSpaces)'")
            }
            key = text.trimmingTrailingSpaces
        }
        cursor.advance()
        return key
    }

    /// The value after `key:` or `-` on the same line; nil when the line ends there.
    private func inlineValue(_ cursor: inout Cursor, context: String) throws(ConfigurationError) -> ConfigurationNode? {
        guard cursor.isAtEnd || cursor.peek == " " else { throw error(at: cursor, "expected a space after ':' or '-'") }
        while cursor.peek == " " { cursor.advance() }
        if cursor.isAtEnd || cursor.peek == "#" { return nil }
        let position = cursor.position
        let value: ConfigurationNode.Value
        switch cursor.peek {
        case "[":
            value = .sequence(try flowSequence(&cursor))
        case "\"", "'":
            value = .scalar(try quoted(&cursor), quoted: true)
        default:
            try refuseIndicator(cursor)
            let text = plain(&cursor, inFlow: false)
            if text.hasSuffix(":") || text.containsText(": ") {
                throw ConfigurationError(file: file, position: position, key: nil,
                    message: "\(context) cannot be a 'key: value' mapping here; "
                        + "quote it if the colon is part of the text")
            }
            value = .scalar(text, quoted: false)
        }
        try expectLineEnd(&cursor)
        return ConfigurationNode(value: value, position: position)
    }

    /// `[a, "b", 'c']` on one line: scalars only.
    private func flowSequence(_ cursor: inout Cursor) throws(ConfigurationError) -> [ConfigurationNode] {
        cursor.advance()
        var items: [ConfigurationNode] = []
        while true {
            while cursor.peek == " " { cursor.advance() }
            guard let character = cursor.peek else {
                throw error(at: cursor, "a '[' list must end with ']' on the same line")
            }
            if character == "]" { cursor.advance(); return items }
            let position = cursor.position
            switch character {
            case "\"", "'":
                items.append(ConfigurationNode(value: .scalar(try quoted(&cursor), quoted: true), position: position))
            case "[", "{":
                throw error(at: cursor, "a '[' list can only hold single values, not nested lists or mappings")
            case ",":
                throw error(at: cursor, "expected a value before ','")
            default:
                try refuseIndicator(cursor)
                let text = plain(&cursor, inFlow: true)
                if text.isEmpty { throw error(at: cursor, "expected a value in the '[' list") }
                items.append(ConfigurationNode(value: .scalar(text, quoted: false), position: position))
            }
            while cursor.peek == " " { cursor.advance() }
            switch cursor.peek {
            case ",": cursor.advance()
            case "]": cursor.advance(); return items
            case nil: throw error(at: cursor, "a '[' list must end with ']' on the same line")
            default: throw error(at: cursor, "expected ',' or ']' in the '[' list")
            }
        }
    }

    /// A plain scalar, up to the end of the line or a ` #` comment (and, in a flow list, up
    /// to `,` or `]`), without trailing spaces.
    private func plain(_ cursor: inout Cursor, inFlow: Bool) -> String {
        var text = ""
        while let character = cursor.peek {
            if character == "#" && text.last == " " { break }
            if inFlow && (character == "," || character == "]") { break }
            text.append(character)
            cursor.advance()
        }
        return text.trimmingTrailingSpaces
    }

    /// `"..."` (with `\\`, `\"`, `\n`, `\t` escapes) or `'...'` (with `''` for a quote), on one line.
    private func quoted(_ cursor: inout Cursor) throws(ConfigurationError) -> String {
        let start = cursor.position
        let quote = cursor.peek!
        cursor.advance()
        var text = ""
        while let character = cursor.peek {
            cursor.advance()
            if character == quote {
                if quote == "'" && cursor.peek == "'" {
                    text.append("'")
                    cursor.advance()
                    continue
                }
                return text
            }
            if quote == "\"" && character == "\\" {
                switch cursor.peek {
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default:
                    throw error(at: cursor, "unsupported escape in a double-quoted string (use \\\\, \\\", \\n or \\t)")
                }
                cursor.advance()
                continue
            }
            text.append(character)
        }
        throw ConfigurationError(
            file: file, position: start, key: nil, message: "a quoted string must end on the line it starts")
    }

    /// After a complete value only spaces and a comment may follow.
    private func expectLineEnd(_ cursor: inout Cursor) throws(ConfigurationError) {
        while cursor.peek == " " { cursor.advance() }
        if !cursor.isAtEnd && cursor.peek != "#" {
            throw error(at: cursor, "unexpected text after the value")
        }
    }

    /// YAML features outside the subset, recognised by their first character.
    private func refuseIndicator(_ cursor: Cursor) throws(ConfigurationError) {
        let feature: String? = switch cursor.peek {
        case "&": "anchors (&)"
        case "*": "aliases (*)"
        case "!": "tags (!)"
        case "|", ">": "block scalars (| and >)"
        case "{": "'{ }' mappings (write one 'key: value' per line)"
        case "%": "directives (%)"
        case "@", "`": "values starting with '\(cursor.peek!)' (quote them)"
        case "]", ",", "}": "a stray '\(cursor.peek!)'"
        case "?": "complex keys (?)"
        default: nil
        }
        if let feature {
            throw error(at: cursor, "mockgen's configuration reader does not accept \(feature)")
        }
    }

    private func error(at cursor: Cursor, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, position: cursor.position, key: nil, message: message)
    }

    /// A position in one line.
    private struct Cursor {
        let characters: [Character]
        let line: Int
        var index = 0

        var isAtEnd: Bool { index >= characters.count }
        var peek: Character? { peek(offset: 0) }
        var position: ConfigurationPosition { ConfigurationPosition(line: line, column: index + 1) }
        /// Whether a space or the end of the line follows the next character.
        var isFollowedBySpaceOrEnd: Bool { peek(offset: 1) == nil || peek(offset: 1) == " " }

        func peek(offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        mutating func advance() { index += 1 }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

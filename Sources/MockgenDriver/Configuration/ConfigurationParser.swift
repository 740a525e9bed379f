/// Turns a configuration file's text into a tree of `ConfigurationNode`s: the strict YAML
/// subset of block mappings (`key: value`), block sequences (`- item`, indented under their
/// key or level with it), one-line flow sequences (`[a, b]`), plain and quoted scalars and
/// `#` comments. Anything else is an error naming the line, not a guess.
struct ConfigurationParser {
    let file: String
    private var lines: [ConfigurationLine] = []
    private var index = 0

    init(file: String) {
        self.file = file
    }

    /// The document's root node; `.empty` for a file with nothing but comments.
    mutating func parse(_ text: String) throws(ConfigurationError) -> ConfigurationNode {
        let scanner = ConfigurationLineScanner(file: file)
        lines = []
        index = 0
        var number = 0
        // "\r\n" is one Character in Swift: both it and "\n" end a line.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if let scanned = try scanner.scan(line, number: number) { lines.append(scanned) }
        }
        let start = ConfigurationPosition(line: 1, column: 1)
        guard let first = lines.first else { return ConfigurationNode(value: .empty, position: start) }
        let root = try block(indent: first.indent)
        if index < lines.count { throw unexpectedIndentation(lines[index]) }
        return root
    }

    /// The mapping or sequence whose lines start at `indent`.
    private mutating func block(indent: Int) throws(ConfigurationError) -> ConfigurationNode {
        lines[index].isItem ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    private mutating func mapping(indent: Int) throws(ConfigurationError) -> ConfigurationNode {
        let start = lines[index]
        var entries: [ConfigurationEntry] = []
        while index < lines.count, lines[index].indent >= indent {
            let line = lines[index]
            if line.indent > indent { throw unexpectedIndentation(line) }
            guard case .entry(let key, let keyPosition, let inline) = line.content else {
                if case .item(_, let dash) = line.content {
                    throw ConfigurationError(
                        file: file, position: dash, key: nil, message: "expected 'key: value' here, not a list item")
                }
                break
            }
            if let earlier = entries.first(where: { $0.key == key }) {
                throw ConfigurationError(file: file, position: keyPosition, key: nil,
                    message: "the key '\(key)' appears twice (first on line \(earlier.keyPosition.line))")
            }
            index += 1
            let value = try value(after: line, inline: inline, position: keyPosition, allowsLevelSequence: true)
            entries.append(ConfigurationEntry(key: key, keyPosition: keyPosition, value: value))
        }
        return ConfigurationNode(value: .mapping(entries), position: Self.position(of: start))
    }

    private mutating func sequence(indent: Int) throws(ConfigurationError) -> ConfigurationNode {
        let start = lines[index]
        var items: [ConfigurationNode] = []
        while index < lines.count, lines[index].indent >= indent {
            let line = lines[index]
            if line.indent > indent { throw unexpectedIndentation(line) }
            guard case .item(let inline, let dash) = line.content else { break }
            index += 1
            items.append(try value(after: line, inline: inline, position: dash, allowsLevelSequence: false))
        }
        return ConfigurationNode(value: .sequence(items), position: Self.position(of: start))
    }

    /// The value of an entry or item: on its own line, in a block indented below it, a
    /// sequence level with a key (`key:` then `- a` at the key's indentation), or empty.
    private mutating func value(
        after line: ConfigurationLine, inline: ConfigurationNode?, position: ConfigurationPosition,
        allowsLevelSequence: Bool
    ) throws(ConfigurationError) -> ConfigurationNode {
        let next = index < lines.count ? lines[index] : nil
        if let inline {
            if let next, next.indent > line.indent { throw unexpectedIndentation(next) }
            return inline
        }
        if let next, next.indent > line.indent { return try block(indent: next.indent) }
        if allowsLevelSequence, let next, next.indent == line.indent, next.isItem {
            return try sequence(indent: next.indent)
        }
        return ConfigurationNode(value: .empty, position: position)
    }

    private func unexpectedIndentation(_ line: ConfigurationLine) -> ConfigurationError {
        ConfigurationError(file: file, position: Self.position(of: line), key: nil,
            message: "unexpected indentation: this line lines up with no key above it")
    }

    /// Where `line`'s content starts.
    private static func position(of line: ConfigurationLine) -> ConfigurationPosition {
        ConfigurationPosition(line: line.number, column: line.indent + 1)
    }
}

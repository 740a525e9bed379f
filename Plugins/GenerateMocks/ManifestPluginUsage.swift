/// Which targets of a package manifest apply a build tool plugin, read from the manifest's text.
///
/// A command plugin is not told which plugins a target applies (PackagePlugin's targets do not
/// carry their plugin usages), so `generate-mocks` reads `Package.swift` for them: a target
/// whose `.testTarget(name: "…", …)` (or any `.…Target(…)`) call holds the string
/// `"MockgenPlugin"` applies it. The reader knows Swift's comments and string literals, so a
/// commented-out usage does not count; it does not run the manifest, so a usage it cannot tie
/// to one target (a plugin usage kept in a variable, a target whose name is not a string
/// literal) is reported as `unattributed` for the caller to refuse to guess.
///
/// Plain Swift without Foundation or PackagePlugin, so that tests can compile this file.
struct ManifestPluginUsage: Equatable {
    /// The names of the targets whose declaration applies the plugin.
    var targets: Set<String> = []
    /// True when the manifest names the plugin somewhere the reader cannot tie to one target.
    var unattributed = false
}

extension ManifestPluginUsage {
    /// Reads `manifest` (the text of `Package.swift`) for the targets applying `plugin`.
    init(manifest: String, plugin: String) {
        let tokens = ManifestToken.tokens(of: manifest)
        var attributed = Set<Int>()
        var index = 0
        while index + 2 < tokens.count {
            guard tokens[index] == .punctuation("."), case .word(let function) = tokens[index + 1],
                  tokens[index + 2] == .punctuation("("), function == "plugin" || function.hasSuffix("arget")
            else {
                index += 1
                continue
            }
            let arguments = Self.arguments(tokens, openingAt: index + 2)
            let mentions = arguments.filter { tokens[$0] == .string(plugin) }
            if function == "plugin" {
                // `.plugin(name: "MockgenPlugin", capability: …)` or `(…, targets: […])` declares the
                // plugin (in mockgen's own manifest) instead of applying it.
                if arguments.contains(where: { tokens[$0] == .word("capability") || tokens[$0] == .word("targets") }) {
                    attributed.formUnion(mentions)
                }
            } else if !mentions.isEmpty,
                      let name = Self.name(tokens, arguments: arguments, depth: Self.depth(tokens, before: index + 2)) {
                targets.insert(name)
                attributed.formUnion(mentions)
            }
            index += 3
        }
        unattributed = tokens.indices.contains { tokens[$0] == .string(plugin) && !attributed.contains($0) }
    }

    /// The indices of the tokens between the parenthesis at `open` and the one closing it
    /// (to the end of the tokens when it is never closed).
    private static func arguments(_ tokens: [ManifestToken], openingAt open: Int) -> [Int] {
        var depth = 0
        var index = open
        var inside: [Int] = []
        while index < tokens.count {
            switch tokens[index] {
            case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth -= 1
                if depth == 0 { return inside }
            default: break
            }
            if index != open { inside.append(index) }
            index += 1
        }
        return inside
    }

    /// How deeply nested the token at `position` is (brackets of every kind).
    private static func depth(_ tokens: [ManifestToken], before position: Int) -> Int {
        var depth = 0
        for token in tokens[..<position] {
            switch token {
            case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
            default: break
            }
        }
        return depth
    }

    /// The string literal after the call's own `name:` argument (not one of a nested call);
    /// nil when the name is not a literal.
    private static func name(_ tokens: [ManifestToken], arguments: [Int], depth callDepth: Int) -> String? {
        var depth = callDepth + 1
        for (offset, index) in arguments.enumerated() {
            switch tokens[index] {
            case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
            case .word("name") where depth == callDepth + 1:
                guard offset + 2 < arguments.count, tokens[arguments[offset + 1]] == .punctuation(":"),
                      case .string(let name) = tokens[arguments[offset + 2]] else { return nil }
                // A literal followed by `+` or interpolation-like pieces is not the whole name.
                if offset + 3 < arguments.count, tokens[arguments[offset + 3]] != .punctuation(","),
                   tokens[arguments[offset + 3]] != .punctuation(")") { return nil }
                return name
            default: break
            }
        }
        return nil
    }
}

/// A token of a manifest, as far as `ManifestPluginUsage` needs: words, string literals (their
/// text as written between the quotes) and single punctuation bytes. Comments and whitespace
/// are dropped.
enum ManifestToken: Equatable {
    case word(String)
    case string(String)
    case punctuation(Character)

    /// The tokens of `source`; never fails (an unterminated comment or string ends at the end).
    static func tokens(of source: String) -> [ManifestToken] {
        let bytes = Array(source.utf8)
        var tokens: [ManifestToken] = []
        var index = 0
        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                index = endOfBlockComment(bytes, from: index)
            case UInt8(ascii: "#")
            where byte(at: index + 1) == UInt8(ascii: "#") || byte(at: index + 1) == UInt8(ascii: "\""):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                let (content, end) = stringLiteral(bytes, quoteAt: index + hashes, hashes: hashes)
                tokens.append(.string(text(content)))
                index = end
            case UInt8(ascii: "\""):
                let (content, end) = stringLiteral(bytes, quoteAt: index, hashes: 0)
                tokens.append(.string(text(content)))
                index = end
            default:
                if isWordByte(current) {
                    let start = index
                    while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
                    tokens.append(.word(text(start..<index)))
                } else {
                    tokens.append(.punctuation(Character(Unicode.Scalar(current))))
                    index += 1
                }
            }
        }
        return tokens
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The offset after the `*/` closing the (nested) block comment starting at `start`.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The content and the end of the string literal whose opening quote (`"` or `"""`) is at
    /// `quote`, closed by the same quote followed by `hashes` `#`s. Escapes are skipped, not
    /// decoded: the names the reader looks for have none.
    private static func stringLiteral(
        _ bytes: [UInt8], quoteAt quote: Int, hashes: Int
    ) -> (content: Range<Int>, end: Int) {
        let quote3 = quote + 2 < bytes.count
            && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        let delimiter = quote3 ? 3 : 1
        let start = min(quote + delimiter, bytes.count)
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") && hashes == 0 {
                index += 2
                continue
            }
            if !quote3 && bytes[index] == UInt8(ascii: "\n") { return (start..<index, index) }
            if closes(bytes, at: index, quotes: delimiter, hashes: hashes) {
                return (start..<index, min(index + delimiter + hashes, bytes.count))
            }
            index += 1
        }
        return (start..<bytes.count, bytes.count)
    }

    /// Whether `quotes` quotation marks and `hashes` `#`s start at `index`.
    private static func closes(_ bytes: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= bytes.count else { return false }
        for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where bytes[index + quotes + offset] != UInt8(ascii: "#") { return false }
        return true
    }
}

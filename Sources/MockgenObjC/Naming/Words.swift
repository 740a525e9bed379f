/// Camel-case words, the unit the Swift importer's naming rules work on.
enum Words {
    /// `didSelectRowAtIndexPath` -> `did Select Row At Index Path`; `URLForKey` -> `URL For Key`.
    static func split(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            let startsWord = c.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (i + 1 < characters.count && characters[i + 1].isLowercase))
            if startsWord || (c == "_" && !current.isEmpty) {
                words.append(current)
                current = ""
            }
            if c != "_" { current.append(c) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Lowercases the leading word: `Frame` -> `frame`, `URLString` -> `urlString`, `ID` -> `id`.
    static func lowercasingFirstWord(_ name: String) -> String {
        guard let first = split(name).first else { return name }
        return first.lowercased() + name.dropFirst(first.count)
    }

    /// Uppercases the first letter: `enabled` -> `Enabled`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Prepositions at which the importer splits a method's base name from its first label.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}

/// Camel-case words, the unit the Swift importer's naming rules work on.
enum Words {
    /// `didSelectRowAtIndexPath` -> `did Select Row At Index Path`; `URLForKey` -> `URL For Key`.
    static func split(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            let startsWord =
                c.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false)
                    || (i + 1 < characters.count && characters[i + 1].isLowercase))
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

    /// Rule "leading initialisms": a name's leading capitals are lowered up to the start of its
    /// next word (`URLSession` -> `urlSession`, `URLs` -> `urls`, `WithDuration` -> `withDuration`).
    static func lowercasingInitialisms(_ name: String) -> String {
        let characters = Array(name)
        guard let first = characters.first, first.isUppercase else { return name }
        var result = ""
        for i in characters.indices {
            if i + 1 < characters.count, !characters[i + 1].isUppercase {
                let rest = String(characters[(i + 1)...])
                let nextWord = split(rest).first ?? ""
                if i == 0 || !characters[i + 1].isLetter || ["s", "es", "ies"].contains(nextWord) {
                    return result + characters[i].lowercased() + rest
                }
                return result + String(characters[i...])
            }
            result += characters[i].lowercased()
        }
        return result
    }

    /// The prepositions the importer knows: it splits a method's base name from its first label before one.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]
}

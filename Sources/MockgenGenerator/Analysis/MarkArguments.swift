import MockgenFrontEnd

/// What a protocol's `@mockable(…)` mark says beyond selecting it, in the spelling Mockolo
/// reads: sections `key: entries` separated by `;`, each entry `name = value`:
///
///     /// @mockable(override: name = FakeStore)
///     /// @mockable(typealias: Item = String; override: name = StoreFake)
///
/// mockgen reads `override: name = X`, the name of the mock class; the other sections
/// (`typealias`, `history`, `modifiers`, `combine`, `rx`) are Mockolo's own and are ignored.
struct MarkArguments: Equatable, Sendable {
    /// The mock's name the mark asks for (`override: name = FakeStore`), when it is an identifier.
    var mockName: String?

    /// The arguments of the first `@mockable(…)` in `docComment`; none without a mark or
    /// without parentheses.
    init(docComment: String?) {
        guard let text = docComment.flatMap(Self.argumentText) else { return }
        var section = ""
        for part in text.split(separator: ";") {
            var entry = Substring(part)
            if let colon = entry.firstIndex(of: ":") {
                section = entry[..<colon].trimmingWhitespace()
                entry = entry[entry.index(after: colon)...]
            }
            for assignment in entry.split(separator: ",") {
                let sides = assignment.split(separator: "=", maxSplits: 1)
                guard sides.count == 2 else { continue }
                let key = sides[0].trimmingWhitespace(), value = sides[1].trimmingWhitespace()
                if section == "override", key == "name", Self.isIdentifier(value) { mockName = value }
            }
        }
    }

    /// The text between `@mockable(` and its closing parenthesis.
    private static func argumentText(_ docComment: String) -> Substring? {
        guard let mark = docComment.firstRangeOfText("@mockable(") else { return nil }
        let rest = docComment[mark.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        return rest[..<close]
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }
}

extension StringProtocol {
    /// This text without leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

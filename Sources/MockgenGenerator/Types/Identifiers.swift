import MockgenFrontEnd

/// Spelling of identifiers in generated code: backticks for keywords, readable names for operators.
enum Identifiers {
    /// Words that must be written in backticks when used as a declaration or reference name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "package",
    ]

    /// Words that cannot be argument labels without backticks.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// The name without surrounding backticks.
    static func bare(_ name: String) -> String {
        let utf8 = name.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") else { return name }
        return String(decoding: utf8.dropFirst().dropLast(), as: UTF8.self)
    }

    /// The name as a reference or declaration name, in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        let plain = bare(name)
        return keywords.contains(plain) ? "`\(plain)`" : plain
    }

    /// The name as an argument label.
    static func label(_ name: String) -> String {
        let plain = bare(name)
        return labelKeywords.contains(plain) ? "`\(plain)`" : plain
    }

    /// True when `name` is an operator (`==`, `+`, `<~>`) rather than an identifier (`load`,
    /// `café`, `💩`: identifiers keep their spelling in generated code), as the lexer tells them.
    static func isOperator(_ name: String) -> Bool {
        guard let first = bare(name).unicodeScalars.first else { return false }
        return OperatorNames.startsOperator(first)
    }

    /// A builder member name for an operator: `==` becomes `operatorEqualEqual`.
    static func operatorBuilderName(_ op: String) -> String {
        let names: [Character: String] = [
            "=": "Equal", "!": "Bang", "<": "Less", ">": "Greater", "+": "Plus", "-": "Minus", "*": "Star",
            "/": "Slash", "%": "Percent", "&": "Amp", "|": "Pipe", "^": "Caret", "~": "Tilde", "?": "Question",
            ".": "Dot",
        ]
        return "operator"
            + op.map { names[$0] ?? "U\($0.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "")" }.joined()
    }

    /// True when `text` has a backslash, a quote or a line break, which a string literal escapes.
    static func needsEscapes(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }
    }

    /// Text inside a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        guard needsEscapes(text) else { return "\"" + text + "\"" }
        var out = "\""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}

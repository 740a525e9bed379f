import MockgenFrontEnd

/// Rewrites normalised type text (`TypeRef.text`) for use inside a mock: `Self` becomes the
/// mock type, `Self.Item` becomes the mock's generic parameter `Item`, and `some P` becomes
/// `any P` where a nameable type is needed (closure types and matchers).
struct TypeRewriter: Sendable {
    /// What `Self` means in the mock, e.g. `RepoMock<Item>`.
    var selfType: String
    /// Associated type names of the protocol (generic parameters or type aliases of the mock).
    var associatedTypes: Set<String>

    /// The text with `Self` replaced.
    func rewrite(_ text: String) -> String {
        let tokens = TypeTokens.split(text)
        var out = ""
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1] : ""
            if token == "Self" && previous != "." {
                if index + 2 < tokens.count, tokens[index + 1] == ".", associatedTypes.contains(tokens[index + 2]) {
                    index += 2
                    continue
                }
                out += selfType
            } else {
                out += token
            }
            index += 1
        }
        return out
    }

    /// `Self` replaced and every `some P` turned into `any P`.
    func rewriteErasingOpaque(_ text: String) -> String {
        TypeTokens.split(rewrite(text)).map { $0 == "some" ? "any" : $0 }.joined()
    }
}

/// Splits type text into identifier tokens and single other characters, so that rewriting
/// never touches part of a longer name.
enum TypeTokens {
    static func split(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inBackticks = false
        for ch in text {
            if inBackticks {
                current.append(ch)
                if ch == "`" {
                    tokens.append(current)
                    current = ""
                    inBackticks = false
                }
            } else if ch == "`" {
                if !current.isEmpty { tokens.append(current) }
                current = "`"
                inBackticks = true
            } else if isIdentifierCharacter(ch) {
                current.append(ch)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                tokens.append(String(ch))
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Identifier tokens of `text` (without backticks).
    static func identifiers(_ text: String) -> Set<String> {
        Set(split(text).filter { $0.first.map(isIdentifierCharacter) ?? false || $0.hasPrefix("`") }.map(Identifiers.bare))
    }

    static func isIdentifierCharacter(_ ch: Character) -> Bool {
        ch == "_" || ch == "$" || ch.isLetter || ch.isNumber
    }
}

extension TypeRef {
    /// True for a function type written without `@escaping` (and not `@autoclosure`): a non-escaping closure parameter.
    var isNonEscapingClosure: Bool {
        guard case .function = kind else { return false }
        return !hasAttribute("escaping") && !hasAttribute("autoclosure")
    }

    /// Attributes that belong to a type (the rest, such as result builders, belong to the parameter).
    static let typeAttributeNames: Set<String> = [
        "escaping", "Sendable", "autoclosure", "convention", "noescape", "isolated", "differentiable",
        "noDerivative", "unchecked", "retroactive", "preconcurrency", "thin", "thick", "_local",
    ]

    /// The type without parameter attributes the front end keeps with it (`@ViewBuilder`,
    /// `@_inheritActorContext`...), and those attributes, which must be written before the label.
    var splittingParameterAttributes: (type: TypeRef, parameterAttributes: [Attribute]) {
        let isType: (Attribute) -> Bool = { Self.typeAttributeNames.contains($0.name) || $0.name.hasSuffix("Actor") }
        let parameterAttributes = attributes.filter { !isType($0) }
        guard !parameterAttributes.isEmpty else { return (self, []) }
        let kept = attributes.filter(isType)
        let text = (specifiers + kept.map(\.text) + [bareText]).joined(separator: " ")
        return (TypeRef(text: text, kind: kind, attributes: kept, specifiers: specifiers), parameterAttributes)
    }

    /// True for `T?` and `T!`, which must be written `x as Any` when recorded as `Any`.
    var isOptional: Bool {
        switch kind {
        case .optional, .implicitlyUnwrappedOptional: true
        default: false
        }
    }

    /// The result type of an `@autoclosure () -> T` parameter.
    var autoclosureResult: TypeRef? {
        guard hasAttribute("autoclosure"), case .function(_, _, let result) = kind else { return nil }
        return result
    }
}

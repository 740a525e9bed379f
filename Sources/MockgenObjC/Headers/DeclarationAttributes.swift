/// The Swift-related attributes of a declaration, found in clang's printed form of it
/// (`__attribute__((swift_name("f(x:)")))`, `__attribute__((swift_private))`), which spells
/// them the same way whether the header used the attribute or a macro such as `NS_SWIFT_NAME`.
struct DeclarationAttributes: Equatable, Sendable {
    /// `NS_SWIFT_NAME(name)` / `swift_name("name")`.
    var swiftName: String?
    /// `NS_REFINED_FOR_SWIFT` / `swift_private`.
    var isRefinedForSwift = false

    init(printed: String) {
        let marker = "swift_name(\""
        if let start = Self.find(marker, in: printed) {
            let rest = printed[start...].dropFirst(marker.count)
            swiftName = String(rest.prefix { $0 != "\"" })
        }
        isRefinedForSwift = Self.find("swift_private", in: printed) != nil
    }

    /// Reads the attributes written after a property (`@property NSInteger jobs NS_SWIFT_NAME(pendingJobs);`):
    /// clang prints none for properties, so the tokens from the property's name to its `;` are read.
    init(tokensAfterName tokens: [String]) {
        var i = 0
        while i < tokens.count, tokens[i] != ";" {
            switch tokens[i] {
            case "NS_REFINED_FOR_SWIFT", "swift_private":
                isRefinedForSwift = true
            case "NS_SWIFT_NAME", "swift_name":
                var j = i + 2
                var name = ""
                while j < tokens.count, tokens[j] != ")" { name += tokens[j]; j += 1 }
                swiftName = name.hasPrefix("\"") ? String(name.dropFirst().dropLast()) : name
                i = j
            default:
                break
            }
            i += 1
        }
    }

    private static func find(_ needle: String, in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index }
            index = text.index(after: index)
        }
        return nil
    }
}

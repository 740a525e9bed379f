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

    private static func find(_ needle: String, in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index }
            index = text.index(after: index)
        }
        return nil
    }
}

/// Substring search and replacement, compared `Character` by `Character` as `String` compares.
///
/// The standard library's `contains(_:)` and `firstRange(of:)` for strings and `replacing(_:with:)` need macOS 13 /
/// iOS 16, newer than the package's platforms (docs/Availability.md), and the front end does
/// not use Foundation's.
extension StringProtocol {
    /// Whether `text` occurs in this string (an empty `text` always does).
    package func containsText(_ text: some StringProtocol) -> Bool {
        text.isEmpty || firstRangeOfText(text) != nil
    }

    /// Where `text` first occurs in this string, if it does.
    package func firstRangeOfText(_ text: some StringProtocol) -> Range<Index>? {
        guard !text.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
            index = self.index(after: index)
        }
        return nil
    }

    /// This string with every occurrence of `text`, from the left, replaced by `replacement`.
    package func replacingText(_ text: some StringProtocol, with replacement: some StringProtocol) -> String {
        guard !text.isEmpty else { return String(self) }
        var result = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(text) {
                result += replacement
                index = self.index(index, offsetBy: text.count)
            } else {
                result.append(self[index])
                index = self.index(after: index)
            }
        }
        return result
    }
}

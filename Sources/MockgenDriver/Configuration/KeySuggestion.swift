/// The known key an unknown configuration key was probably meant to be: the message of an
/// unknown key says "did you mean 'access'?", as the command line does for a mistyped option.
///
/// Keys are compared without case, `-` and `_` (so `testableImports`, `testable_imports` and
/// `Testable-Imports` all find `testable-imports`), then by edit distance: a key one letter off
/// (`acess`, `exclude`, `testable-import`, the command line's singular) or, for longer keys, a
/// few letters off. A key far from every known one gets no suggestion.
enum KeySuggestion {
    /// The known key closest to `key`, or nil when none is close enough to be a likely typo.
    /// Ties go to the key listed first in `known`.
    static func closest(to key: String, among known: [String]) -> String? {
        let written = normalized(key)
        guard !written.isEmpty else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(written, normalized(candidate))
            let allowed = allowedDistance(forLength: max(written.count, candidate.count))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// How many edits still look like a typo: one for short keys, a third of the letters for long ones.
    static func allowedDistance(forLength length: Int) -> Int {
        max(1, length / 3)
    }

    /// Lowercased, without `-` and `_`.
    static func normalized(_ key: String) -> [Character] {
        key.lowercased().filter { $0 != "-" && $0 != "_" }.map { $0 }
    }

    /// The Levenshtein distance: insertions, deletions and substitutions, one row at a time.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

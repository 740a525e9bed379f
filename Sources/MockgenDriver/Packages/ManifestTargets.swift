import MockgenFrontEnd

/// What a package's manifest says about its targets, read from the text of `Package.swift`
/// without running the package manager (a `--context` folder may hold dozens of packages):
/// the targets that are not libraries, whose files no other package's code can import, and
/// the folders of library targets declared with a `path:` of their own.
///
/// The text is scanned, not evaluated: a target counts when its declaration is written out
/// (`.executableTarget(name: "Tool"`), the first `name:` and `path:` string literals after it
/// being its name and folder. A name or path the manifest computes is not seen; such a target
/// is then taken for a library in the standard layout, as every target was before.
struct ManifestTargets: Hashable, Sendable {
    /// Executable, test, plugin and macro targets.
    var nonLibraryNames: Set<String> = []
    /// The `path:` of library targets (`.target`), relative to the package's folder, split into
    /// folder names without `.`; a path leaving the package (`..`, `/`) is left out.
    var libraryPathComponents: [[String]] = []

    /// The declarations whose targets are not libraries.
    private static let nonLibraryKinds = ["executableTarget", "testTarget", "plugin", "macro"]
    /// Every target declaration, libraries (`target`) included.
    private static let kinds = nonLibraryKinds + ["target", "systemLibrary", "binaryTarget"]

    init() {}

    /// Scans `manifest`, the bytes of a `Package.swift`.
    init(manifest: [UInt8]) {
        let text = Self.withoutLineComments(String(decoding: manifest, as: UTF8.self))
        // Each declaration runs from its `.kind(` to the next declaration.
        var starts: [(kind: String, at: String.Index)] = []
        for kind in Self.kinds {
            var searchStart = text.startIndex
            while let found = text[searchStart...].firstRangeOfText(".\(kind)(") {
                starts.append((kind, found.upperBound))
                searchStart = found.upperBound
            }
        }
        // `.target(name: "Core")` in a list of dependencies declares nothing: it stays inside
        // the declaration that lists it.
        starts = starts.filter { $0.kind != "target" || !Self.isDependency(text[$0.at...]) }.sorted { $0.at < $1.at }
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].at : text.endIndex
            let declaration = text[start.at..<end]
            if Self.nonLibraryKinds.contains(start.kind) {
                if let name = Self.literal(after: "name:", in: declaration) { nonLibraryNames.insert(name) }
            } else if start.kind == "target", let path = Self.literal(after: "path:", in: declaration) {
                let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
                if !components.isEmpty && !components.contains("..") && !path.hasPrefix("/") {
                    libraryPathComponents.append(components)
                }
            }
        }
    }

    /// True for `.target(name: "Core")` in a list of dependencies: its parenthesis closes
    /// right after the name.
    private static func isDependency(_ declaration: Substring) -> Bool {
        guard let name = declaration.firstRangeOfText("name:") else { return false }
        let rest = declaration[name.upperBound...].drop { $0 == " " }.dropFirst().drop { $0 != "\"" }.dropFirst()
        return rest.drop { $0 == " " }.first == ")"
    }

    /// The string literal right after `label` (white space between), without interpolation.
    private static func literal(after label: String, in text: Substring) -> String? {
        guard let labelRange = text.firstRangeOfText(label) else { return nil }
        let rest = text[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard rest.first == "\"" else { return nil }
        let body = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        guard body.endIndex < rest.endIndex, rest[body.endIndex] == "\"", !body.contains("\\") else { return nil }
        return String(body)
    }

    /// `text` without `//` comments, so that a target commented out is not taken for one.
    private static func withoutLineComments(_ text: String) -> String {
        guard text.containsText("//") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // A `//` inside a string literal (a URL) is not a comment.
            var inString = false
            var previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" { return line[..<line.index(before: index)] }
                previous = character
            }
            return line
        }.joined(separator: "\n")
    }
}

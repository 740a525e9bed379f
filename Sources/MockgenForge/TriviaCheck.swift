public import Foundation

/// The parser side of the forge: variants of a file's trivia, read by mockgen's front end and,
/// when mockgen rejects one, by `swiftc -frontend -parse`.
public struct TriviaCheck: Sendable {
    public struct Finding: Sendable {
        public enum Kind: String, Sendable {
            /// mockgen reports a diagnostic the original did not get, on a variant the compiler parses.
            case falseRejection = "false-rejection"
            /// A variant whose edits keep the meaning, and which the compiler parses, gives other
            /// mocks than the original.
            case changedMocks = "changed-mocks"
        }

        public var kind: Kind
        public var name: String
        public var edits: [String]
        public var text: String
        public var messages: [String]

        public var report: String {
            "=== trivia \(kind.rawValue) \(name) edits=\(edits.joined(separator: "; "))\n"
                + messages.prefix(6).map { "    \($0)\n" }.joined() + "--- variant\n" + text + "\n"
        }
    }

    public var compiler: ForgeCompiler
    public var folder: URL

    public init(compiler: ForgeCompiler, folder: URL) {
        self.compiler = compiler
        self.folder = folder
    }

    /// `count` variants of `source` (named `name` in findings), drawn from `seed`.
    public func check(name: String, source: String, count: Int, seed: UInt64) throws -> (variants: Int, findings: [Finding]) {
        let original = ForgeGeneration(source: source, path: "input.swift")
        let originalMessages = Set(original.diagnostics.map(\.text))
        let originalMocks = original.mocks.map(\.text)
        let variation = TriviaVariation(source)
        var random = ForgeRandom(seed: seed)
        var findings: [Finding] = []
        for _ in 0..<count {
            let variant = variation.variant(&random)
            let generation = ForgeGeneration(source: variant.text, path: "input.swift")
            let added = generation.diagnostics.filter { !originalMessages.contains($0.text) }
            if !added.isEmpty {
                if try parses(variant.text) {
                    findings.append(Finding(
                        kind: .falseRejection, name: name, edits: variant.edits, text: Self.excerpt(variant.text, around: added[0].line),
                        messages: added.map { "line \($0.line): \($0.text)" }))
                }
            } else if variant.preservesMeaning && generation.mocks.map(\.text) != originalMocks, try parses(variant.text) {
                let first = zip(generation.mocks.map(\.text), originalMocks).first { $0 != $1 }
                findings.append(Finding(
                    kind: .changedMocks, name: name, edits: variant.edits, text: variant.text.count < 4000 ? variant.text : "(long)",
                    messages: [first.map { "first differing mock:\n\($0.0.prefix(1500))\n--- original\n\($0.1.prefix(1500))" } ?? "a different number of mocks"]))
            }
        }
        return (count, findings)
    }

    /// True when `swiftc -frontend -parse` accepts `text` (Swift 6 or Swift 5 mode).
    func parses(_ text: String) throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("variant.swift")
        try Data(text.utf8).write(to: file)
        return try compiler.parses(file)
    }

    /// The lines around `line`.
    static func excerpt(_ text: String, around line: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let low = max(0, line - 6), high = min(lines.count, line + 5)
        return lines[low..<high].joined(separator: "\n")
    }
}

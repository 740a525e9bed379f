/// Accumulates generated Swift source line by line with four-space indentation, appending
/// every piece to one growing string (no temporary strings per line).
struct SourceWriter {
    private(set) var text: String = ""
    private var level: Int = 0

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ content: String) {
        if !content.isEmpty {
            indent()
            text.append(content)
        }
        text.append("\n")
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        indent()
        text.append(header)
        text.append(" {\n")
        indented(body)
        line("}")
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Indentation strings for the usual depths, appended in one piece.
    private static let indentation: [String] = (0..<16).map { String(repeating: "    ", count: $0) }

    private mutating func indent() {
        if level < Self.indentation.count {
            text.append(Self.indentation[level])
        } else {
            for _ in 0..<level { text.append("    ") }
        }
    }
}

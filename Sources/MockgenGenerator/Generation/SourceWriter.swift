/// Accumulates generated Swift source line by line with four-space indentation.
struct SourceWriter {
    private(set) var text: String = ""
    private var level: Int = 0

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: level) + content + "\n"
        }
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}

/// The buffer every generated line goes into: UTF-8 bytes with four-space indentation,
/// reserved once and appended to in place (no temporary string per line or per type).
///
/// Lines are written either whole (`line`, `block`) or in pieces (`open`, `write`, `type`,
/// `close`); `firstFitting` writes the first of several layouts whose lines fit the width.
struct SourceWriter {
    /// The widest line a layout may produce before the next, narrower layout is tried.
    static let preferredWidth = 120

    private(set) var bytes: [UInt8] = []
    private var level: Int = 0
    /// How `type` spells the names the inputs declare (as written unless a mock sets it).
    var spelling = TypeSpelling.asWritten

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ content: String) {
        if !content.isEmpty {
            indent()
            append(content)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Starts a line: the indentation, then `content`.
    mutating func open(_ content: String = "") {
        indent()
        append(content)
    }

    /// Appends text within the current line.
    mutating func write(_ content: String) {
        append(content)
    }

    /// Appends a string's UTF-8 bytes in one copy (small strings, such as most literals here,
    /// have no contiguous storage of their own: `withUTF8` gives them a temporary one).
    private mutating func append(_ content: String) {
        var content = content
        content.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Ends the current line with `content`.
    mutating func close(_ content: String = "") {
        append(content)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        open(header)
        close(" {")
        indented(body)
        line("}")
    }

    /// Writes a header written in pieces, ` {`, the body one level deeper, then `}`.
    mutating func block(header: (inout SourceWriter) -> Void, _ body: (inout SourceWriter) -> Void) {
        indent()
        header(&self)
        close(" {")
        indented(body)
        line("}")
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes the first layout whose lines are all at most `preferredWidth` bytes wide; the
    /// last layout is kept whatever its width (a user's own long type may force it).
    mutating func firstFitting(_ layouts: ((inout SourceWriter) -> Void)...) {
        for (index, layout) in layouts.enumerated() {
            let start = bytes.count
            layout(&self)
            if index == layouts.count - 1 || widestLine(from: start) <= Self.preferredWidth { return }
            bytes.removeSubrange(start...)
        }
    }

    /// The number of bytes written: a position to measure from or go back to.
    var count: Int { bytes.count }

    /// Drops what was written after `position`.
    mutating func truncate(to position: Int) {
        bytes.removeSubrange(position...)
    }

    /// True when every line written since `start` is at most `preferredWidth` bytes wide.
    func fits(since start: Int) -> Bool {
        widestLine(from: start) <= Self.preferredWidth
    }

    private func widestLine(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var widest = 0
            var lineStart = start
            for index in start..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
                widest = max(widest, index - lineStart)
                lineStart = index + 1
            }
            return max(widest, buffer.count - lineStart)
        }
    }

    /// Escapes `\`, `"` and line breaks written since `start`, for the inside of a string literal.
    mutating func escapeForStringLiteral(from start: Int) {
        let needsEscapes = bytes[start...].contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }
        guard needsEscapes else { return }
        let raw = bytes[start...]
        var escaped: [UInt8] = []
        for byte in raw {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): escaped += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: escaped.append(byte)
            }
        }
        bytes.replaceSubrange(start..., with: escaped)
    }

    /// Indentation strings for the usual depths, appended in one piece.
    private static let indentation: [[UInt8]] = (0..<16).map { Array(String(repeating: "    ", count: $0).utf8) }

    private mutating func indent() {
        if level < Self.indentation.count {
            bytes.append(contentsOf: Self.indentation[level])
        } else {
            for _ in 0..<level { bytes.append(contentsOf: Self.indentation[1]) }
        }
    }
}

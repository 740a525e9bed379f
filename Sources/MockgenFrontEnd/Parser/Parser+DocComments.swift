extension Parser {
    /// The doc comment among `comments`: the last run of `///` lines or a `/** */` block,
    /// markers stripped, lines joined by "\n". Nil when there is none.
    func docComment(_ comments: [TriviaComment]) -> String? {
        guard let lastDoc = comments.lastIndex(where: { $0.kind == .docLine || $0.kind == .docBlock }) else {
            return nil
        }
        if comments[lastDoc].kind == .docBlock {
            return DocCommentText.block(bytes, from: comments[lastDoc].start, to: comments[lastDoc].end)
        }
        var first = lastDoc
        while first > 0 && comments[first - 1].kind == .docLine { first -= 1 }
        var text: [UInt8] = []
        for index in first...lastDoc {
            if index > first { text.append(UInt8(ascii: "\n")) }
            DocCommentText.appendLine(bytes, from: comments[index].start, to: comments[index].end, to: &text)
        }
        // Each line is valid UTF-8 or ends before the line break, so decoding the joined lines
        // repairs them as decoding each would.
        return String(decoding: text, as: UTF8.self)
    }
}

/// The text of a doc comment, its markers stripped.
///
/// The rules are written over `Character`s (`lineByCharacters`, `blockByCharacters`); where
/// bytes give the same text they are stripped as bytes instead, for a fraction of the work. A
/// `Character` is one byte wherever the bytes are ASCII other than a carriage return (CR LF is
/// the one pair of ASCII scalars that makes one `Character`), and a `Character` boundary falls
/// before every such byte.
package enum DocCommentText {
    /// A `///` line's text: the marker dropped, and the space after it if there is one.
    package static func line(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        var text: [UInt8] = []
        appendLine(bytes, from: start, to: end, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `line`'s bytes appended to `text` (as they are in the file where it strips bytes).
    static func appendLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, to text: inout [UInt8]) {
        guard let textStart = lineTextStart(bytes, from: start, to: end) else {
            text +=
                lineByCharacters(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                .utf8
            return
        }
        text += UnsafeBufferPointer(rebasing: bytes[textStart..<end])
    }

    /// `line` by `Character`s, from the comment's text.
    package static func lineByCharacters(_ raw: String) -> String {
        var line = Substring(raw.dropFirst(3))
        if line.first == " " { line = line.dropFirst() }
        return String(line)
    }

    /// A `/** */` comment's text: the markers dropped; of each line, the leading spaces and
    /// tabs, a `*` and the space after it, and the trailing spaces and tabs (and a carriage
    /// return) dropped; blank lines at either end dropped; lines joined by "\n".
    ///
    /// Without a carriage return, every `\n` is a `Character` of its own, so the lines are the
    /// same split at `\n` bytes; when the markers are whole `Character`s too (ASCII after `/**`
    /// and before `*/`), an ASCII line is stripped as bytes and any other by `Character`s.
    package static func block(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let comment = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var bodyStart = min(start + 3, end)
        var bodyEnd = end
        let closes = bodyEnd - bodyStart >= 2 && bytes[bodyEnd - 2] == star && bytes[bodyEnd - 1] == slash
        if closes { bodyEnd -= 2 }
        guard !comment.contains(carriageReturn), bodyStart == end || bytes[bodyStart] < 0x80,
              !closes || bodyEnd == bodyStart || bytes[bodyEnd - 1] < 0x80
        else { return blockByCharacters(String(decoding: comment, as: UTF8.self)) }
        var lines: [[UInt8]] = []
        while true {
            var lineEnd = bodyStart
            var isASCII = true
            while lineEnd < bodyEnd && bytes[lineEnd] != newline {
                if bytes[lineEnd] >= 0x80 { isASCII = false }
                lineEnd += 1
            }
            if isASCII {
                lines.append(
                    Array(UnsafeBufferPointer(rebasing: bytes[strippedBlockLine(bytes, from: bodyStart, to: lineEnd)])))
            } else {
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyStart..<lineEnd]), as: UTF8.self)
                lines.append(Array(blockLineByCharacters(Substring(line)).utf8))
            }
            guard lineEnd < bodyEnd else { break }
            bodyStart = lineEnd + 1
        }
        var kept = lines[...]
        while kept.first?.isEmpty == true { kept = kept.dropFirst() }
        while kept.last?.isEmpty == true { kept = kept.dropLast() }
        var text: [UInt8] = []
        for (index, line) in kept.enumerated() {
            if index > 0 { text.append(newline) }
            text += line
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `block` by `Character`s, from the comment's text.
    package static func blockByCharacters(_ raw: String) -> String {
        var body = Substring(raw.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(blockLineByCharacters)
        var trimmed = lines[...]
        while trimmed.first?.isEmpty == true { trimmed = trimmed.dropFirst() }
        while trimmed.last?.isEmpty == true { trimmed = trimmed.dropLast() }
        return trimmed.joined(separator: "\n")
    }

    /// One line of a block comment stripped by `Character`s (see `block`).
    private static func blockLineByCharacters(_ line: Substring) -> String {
        var l = line.drop { $0 == " " || $0 == "\t" }
        if l.first == "*" {
            l = l.dropFirst()
            if l.first == " " { l = l.dropFirst() }
        }
        return String(l.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// Where a `///` line's text starts, when the marker and the space after it are whole
    /// `Character`s: the byte after the marker, and after that space, is ASCII (not CR).
    private static func lineTextStart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3, bytes[start] == slash, bytes[start + 1] == slash, bytes[start + 2] == slash else {
            return nil
        }
        var textStart = start + 3
        guard textStart == end || isSingleCharacterByte(bytes[textStart]) else { return nil }
        if textStart < end && bytes[textStart] == space {
            textStart += 1
            guard textStart == end || isSingleCharacterByte(bytes[textStart]) else { return nil }
        }
        return textStart
    }

    /// One line of a block comment without its leading spaces and tabs, its `*` and the
    /// space after that, and its trailing spaces and tabs.
    private static func strippedBlockLine(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Range<Int> {
        var lineStart = start
        while lineStart < end && (bytes[lineStart] == space || bytes[lineStart] == tab) { lineStart += 1 }
        if lineStart < end && bytes[lineStart] == star {
            lineStart += 1
            if lineStart < end && bytes[lineStart] == space { lineStart += 1 }
        }
        var lineEnd = end
        while lineEnd > lineStart && (bytes[lineEnd - 1] == space || bytes[lineEnd - 1] == tab) { lineEnd -= 1 }
        return lineStart..<lineEnd
    }

    /// An ASCII byte other than a carriage return: a `Character` of its own wherever it is.
    private static func isSingleCharacterByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != carriageReturn
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}

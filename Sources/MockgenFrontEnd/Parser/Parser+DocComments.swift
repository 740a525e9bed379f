extension Parser {
    /// The doc comment among `comments`: the last run of `///` lines or a `/** */` block,
    /// markers stripped, lines joined by "\n". Nil when there is none.
    func docComment(_ comments: [TriviaComment]) -> String? {
        guard let lastDoc = comments.lastIndex(where: { $0.kind == .docLine || $0.kind == .docBlock }) else { return nil }
        if comments[lastDoc].kind == .docBlock {
            return DocCommentText.block(bytes, from: comments[lastDoc].start, to: comments[lastDoc].end)
        }
        var first = lastDoc
        while first > 0 && comments[first - 1].kind == .docLine { first -= 1 }
        var text = ""
        for index in first...lastDoc {
            if index > first { text.append("\n") }
            text += DocCommentText.line(bytes, from: comments[index].start, to: comments[index].end)
        }
        return text
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
        guard let textStart = lineTextStart(bytes, from: start, to: end) else {
            return lineByCharacters(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<end]), as: UTF8.self)
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
    package static func block(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let comment = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard comment.allSatisfy(isSingleCharacterByte) else { return blockByCharacters(String(decoding: comment, as: UTF8.self)) }
        var bodyStart = min(start + 3, end)
        var bodyEnd = end
        if bodyEnd - bodyStart >= 2 && bytes[bodyEnd - 2] == star && bytes[bodyEnd - 1] == slash { bodyEnd -= 2 }
        var lines: [Range<Int>] = []
        while true {
            var lineEnd = bodyStart
            while lineEnd < bodyEnd && bytes[lineEnd] != newline { lineEnd += 1 }
            lines.append(strippedBlockLine(bytes, from: bodyStart, to: lineEnd))
            guard lineEnd < bodyEnd else { break }
            bodyStart = lineEnd + 1
        }
        var kept = lines[...]
        while kept.first?.isEmpty == true { kept = kept.dropFirst() }
        while kept.last?.isEmpty == true { kept = kept.dropLast() }
        var text: [UInt8] = []
        for (index, line) in kept.enumerated() {
            if index > 0 { text.append(newline) }
            text += UnsafeBufferPointer(rebasing: bytes[line])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `block` by `Character`s, from the comment's text.
    package static func blockByCharacters(_ raw: String) -> String {
        var body = Substring(raw.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var l = line.drop { $0 == " " || $0 == "\t" }
            if l.first == "*" {
                l = l.dropFirst()
                if l.first == " " { l = l.dropFirst() }
            }
            return String(l.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        var trimmed = lines[...]
        while trimmed.first?.isEmpty == true { trimmed = trimmed.dropFirst() }
        while trimmed.last?.isEmpty == true { trimmed = trimmed.dropLast() }
        return trimmed.joined(separator: "\n")
    }

    /// Where a `///` line's text starts, when the marker and the space after it are whole
    /// `Character`s: the byte after the marker, and after that space, is ASCII (not CR).
    private static func lineTextStart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3, bytes[start] == slash, bytes[start + 1] == slash, bytes[start + 2] == slash else { return nil }
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
    private static func strippedBlockLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Range<Int> {
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

extension Parser {
    /// The doc comment among `comments`: the last run of `///` lines or a `/** */` block,
    /// markers stripped, lines joined by "\n". Nil when there is none.
    ///
    /// The markers and spaces are stripped by `Character` (`stripLineDoc`, `stripBlockDoc`);
    /// where that cannot differ from stripping bytes (see `DocCommentBytes`), bytes are
    /// stripped instead, which gives the same text for a fraction of the work.
    func docComment(_ comments: [TriviaComment]) -> String? {
        guard let lastDoc = comments.lastIndex(where: { $0.kind == .docLine || $0.kind == .docBlock }) else { return nil }
        if comments[lastDoc].kind == .docBlock {
            let comment = comments[lastDoc]
            return DocCommentBytes.blockText(bytes, from: comment.start, to: comment.end) ?? stripBlockDoc(commentText(comment))
        }
        var first = lastDoc
        while first > 0 && comments[first - 1].kind == .docLine { first -= 1 }
        var text = ""
        for index in first...lastDoc {
            if index > first { text.append("\n") }
            let comment = comments[index]
            if let start = DocCommentBytes.lineTextStart(bytes, from: comment.start, to: comment.end) {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<comment.end]), as: UTF8.self)
            } else {
                text += stripLineDoc(commentText(comment))
            }
        }
        return text
    }

    /// One `///` line without its marker and the space after it.
    private func stripLineDoc(_ raw: String) -> String {
        var line = Substring(raw.dropFirst(3))
        if line.first == " " { line = line.dropFirst() }
        return String(line)
    }

    private func stripBlockDoc(_ raw: String) -> String {
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
}

/// Doc comment text stripped byte by byte, for the comments where that gives exactly what
/// stripping `Character`s gives: a `Character` is one byte wherever the bytes are ASCII other
/// than a carriage return (the one pair of ASCII scalars that makes one `Character` is CR LF),
/// and a boundary between two `Character`s falls before every ASCII byte but a line feed after
/// a carriage return. Nil where that does not hold, for the `Character` stripping to do.
enum DocCommentBytes {
    /// Where the text of a `///` line starts: after the marker and, when one follows, a space.
    /// Nil unless the byte after the marker, and after that space, is ASCII (then the marker
    /// and the space are whole `Character`s).
    static func lineTextStart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3, end <= bytes.count, bytes[start] == slash, bytes[start + 1] == slash, bytes[start + 2] == slash else {
            return nil
        }
        var text = start + 3
        guard text == end || isSingleCharacterByte(bytes[text]) else { return nil }
        if text < end && bytes[text] == space {
            text += 1
            guard text == end || isSingleCharacterByte(bytes[text]) else { return nil }
        }
        return text
    }

    /// A `/** */` comment's text: the markers dropped, each line's leading spaces and tabs,
    /// its `*` and the space after it dropped, trailing spaces and tabs trimmed, blank lines
    /// at either end dropped. Nil unless every byte is ASCII other than a carriage return.
    static func blockText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        guard start <= end, end <= bytes.count else { return nil }
        for index in start..<end where !isSingleCharacterByte(bytes[index]) { return nil }
        var bodyStart = min(start + 3, end)
        var bodyEnd = end
        if bodyEnd - bodyStart >= 2 && bytes[bodyEnd - 2] == star && bytes[bodyEnd - 1] == slash { bodyEnd -= 2 }
        var lines: [Range<Int>] = []
        while true {
            var lineEnd = bodyStart
            while lineEnd < bodyEnd && bytes[lineEnd] != newline { lineEnd += 1 }
            lines.append(strippedLine(bytes, from: bodyStart, to: lineEnd))
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

    /// One line of a block comment without its leading spaces and tabs, its `*` and the
    /// space after that, and its trailing spaces and tabs.
    private static func strippedLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Range<Int> {
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

    /// An ASCII byte other than a carriage return: always a `Character` of its own.
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

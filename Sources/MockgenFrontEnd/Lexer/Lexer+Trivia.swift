extension LexerState {
    /// Skips white space and comments. Returns true when a line break was passed.
    ///
    /// Like the compiler, which warns about it, a non-breaking space (U+00A0) is white space:
    /// `{\u{A0}value in` is a closure's parameter, not a stray character. (A NUL byte, which the
    /// compiler also reads as white space, stays an error: it marks a file that is not Swift
    /// text, a binary or UTF-16 file.)
    mutating func skipTrivia() -> Bool {
        var sawNewline = false
        while !cursor.isAtEnd {
            let c = cursor.peek()
            switch c {
            case Ascii.space, Ascii.tab, Ascii.verticalTab, Ascii.formFeed:
                cursor.pos += 1
            case Ascii.nonBreakingSpaceLead where cursor.peek(1) == Ascii.nonBreakingSpaceTrail:
                cursor.pos += 2
            case Ascii.newline, Ascii.carriageReturn:
                cursor.advanceTrackingLines()
                sawNewline = true
            case Ascii.slash where cursor.peek(1) == Ascii.slash:
                skipLineComment()
            case Ascii.slash where cursor.peek(1) == Ascii.star:
                if skipBlockComment() { sawNewline = true }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// Skips a `//` comment to the end of its line (not consuming the line break).
    /// ASCII runs are crossed sixteen bytes at a time; a non-ASCII character is decoded (and
    /// diagnosed when it is not UTF-8).
    private mutating func skipLineComment() {
        while true {
            cursor.pos = cursor.nextLineBreakOrNonASCII()
            let c = cursor.peek()
            if cursor.isAtEnd || c == Ascii.newline || c == Ascii.carriageReturn { return }
            skipNonASCII()
        }
    }

    /// Skips a block comment at the cursor, nested ones included (`/* /* */ */`).
    /// Returns true when it spans a line break. An unterminated comment runs to the end, diagnosed.
    @discardableResult
    mutating func skipBlockComment() -> Bool {
        let start = cursor.pos, line = cursor.line, column = cursor.column
        cursor.pos += 2
        var depth = 1
        var sawNewline = false
        while !cursor.isAtEnd {
            let c = cursor.peek()
            if c == Ascii.star && cursor.peek(1) == Ascii.slash {
                cursor.pos += 2
                depth -= 1
                if depth == 0 { return sawNewline }
            } else if c == Ascii.slash && cursor.peek(1) == Ascii.star {
                cursor.pos += 2
                depth += 1
            } else if c == Ascii.newline || c == Ascii.carriageReturn {
                cursor.advanceTrackingLines()
                sawNewline = true
            } else if c >= 0x80 {
                skipNonASCII()
            } else {
                cursor.pos += 1
            }
        }
        diagnose("unterminated block comment", at: start, line: line, column: column)
        return sawNewline
    }
}

/// A comment found in a trivia range.
package struct TriviaComment: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `// …`
        case line
        /// `/// …`
        case docLine
        /// `/* … */`
        case block
        /// `/** … */`
        case docBlock
    }

    package var kind: Kind
    /// Byte range of the whole comment, markers included.
    package var start: Int
    package var end: Int
}

/// Reads the comments in a trivia range (which the lexer has already validated).
package enum TriviaScanner {
    /// The comments in `bytes[start..<end]`, in order.
    package static func comments(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> [TriviaComment] {
        var result: [TriviaComment] = []
        var i = start
        let limit = min(end, bytes.count)
        while i < limit {
            guard bytes[i] == Ascii.slash, i + 1 < limit else { i += 1; continue }
            let next = bytes[i + 1]
            if next == Ascii.slash {
                let commentStart = i
                let isDoc =
                    i + 2 < limit && bytes[i + 2] == Ascii.slash && !(i + 3 < limit && bytes[i + 3] == Ascii.slash)
                while i < limit && bytes[i] != Ascii.newline && bytes[i] != Ascii.carriageReturn { i += 1 }
                result.append(TriviaComment(kind: isDoc ? .docLine : .line, start: commentStart, end: i))
            } else if next == Ascii.star {
                let commentStart = i
                let isDoc = i + 2 < limit && bytes[i + 2] == Ascii.star
                    && !(i + 3 < limit && (bytes[i + 3] == Ascii.star || bytes[i + 3] == Ascii.slash))
                i += 2
                var depth = 1
                while i < limit && depth > 0 {
                    if bytes[i] == Ascii.star && i + 1 < limit && bytes[i + 1] == Ascii.slash {
                        depth -= 1; i += 2
                    } else if bytes[i] == Ascii.slash && i + 1 < limit && bytes[i + 1] == Ascii.star {
                        depth += 1; i += 2
                    } else {
                        i += 1
                    }
                }
                result.append(TriviaComment(kind: isDoc ? .docBlock : .block, start: commentStart, end: i))
            } else {
                i += 1
            }
        }
        return result
    }
}

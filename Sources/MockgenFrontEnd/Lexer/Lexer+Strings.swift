/// One level of an open string literal: the string itself, or an interpolation `\( … )` in it.
enum StringFrame {
    case string(hashes: Int, isMultiline: Bool)
    /// `depth` counts parentheses opened inside the interpolation.
    case interpolation(depth: Int)
}

extension LexerState {
    /// Interpolations nested deeper than this are diagnosed (as the compiler's nesting limit would).
    static let maximumInterpolationDepth = 256

    /// Lexes a string literal whose opening quote is at the cursor, preceded by `hashes` `#`
    /// already consumed. Interpolations may nest strings to any depth: an explicit stack of
    /// frames is used, never recursion. Unterminated literals are diagnosed and end at the
    /// line break (single-line) or the end of the file.
    mutating func lexString(hashes: Int) {
        let start = cursor.pos - hashes, line = cursor.line, column = cursor.column - hashes
        stringFrames.removeAll(keepingCapacity: true)
        var interpolationDepth = 0
        openString(hashes: hashes)
        while case let top? = stringFrames.last {
            if cursor.isAtEnd {
                diagnose("unterminated string literal", at: start, line: line, column: column)
                return
            }
            let c = cursor.peek()
            switch top {
            case .string(let h, let isMultiline):
                if c == Ascii.backslash && cursor.countHashes(from: 1) >= h {
                    if cursor.peek(1 + h) == Ascii.leftParen {
                        cursor.pos += 2 + h
                        stringFrames.append(.interpolation(depth: 0))
                        interpolationDepth += 1
                        if interpolationDepth == LexerState.maximumInterpolationDepth + 1 {
                            // Lexing goes on (no recursion is involved), but the compiler would reject this.
                            diagnose(
                                "string interpolation nested too deeply "
                                    + "(more than \(LexerState.maximumInterpolationDepth) levels)",
                                at: start, line: line, column: column)
                        }
                    } else {
                        cursor.pos += 1 + h
                        let escaped = cursor.peek()
                        if !isMultiline && (escaped == Ascii.newline || escaped == Ascii.carriageReturn) { continue }
                        cursor.advanceTrackingLines()
                    }
                } else if c == Ascii.quote {
                    if isMultiline {
                        if cursor.startsWith("\"\"\"") && cursor.countHashes(from: 3) >= h {
                            cursor.pos += 3 + h
                            stringFrames.removeLast()
                        } else {
                            cursor.pos += 1
                        }
                    } else if cursor.countHashes(from: 1) >= h {
                        cursor.pos += 1 + h
                        stringFrames.removeLast()
                    } else {
                        cursor.pos += 1
                    }
                } else if c == Ascii.newline || c == Ascii.carriageReturn {
                    if !isMultiline {
                        diagnose("unterminated string literal", at: start, line: line, column: column)
                        return
                    }
                    cursor.advanceTrackingLines()
                } else if c >= 0x80 {
                    skipNonASCII()
                } else {
                    cursor.pos += 1
                }
            case .interpolation(let depth):
                switch c {
                case Ascii.leftParen:
                    cursor.pos += 1
                    stringFrames[stringFrames.count - 1] = .interpolation(depth: depth + 1)
                case Ascii.rightParen:
                    cursor.pos += 1
                    if depth == 0 {
                        stringFrames.removeLast()
                        interpolationDepth -= 1
                    } else {
                        stringFrames[stringFrames.count - 1] = .interpolation(depth: depth - 1)
                    }
                case Ascii.quote:
                    openString(hashes: 0)
                case Ascii.hash:
                    let n = cursor.countHashes()
                    cursor.pos += n
                    if cursor.peek() == Ascii.quote { openString(hashes: n) }
                case Ascii.slash where cursor.peek(1) == Ascii.slash:
                    cursor.skipToEndOfLine()
                case Ascii.slash where cursor.peek(1) == Ascii.star:
                    skipBlockComment()
                default:
                    if c >= 0x80 { skipNonASCII() } else { cursor.advanceTrackingLines() }
                }
            }
        }
    }

    /// Consumes `"` or `"""` at the cursor and pushes a string frame.
    /// In a raw string, `"""` opens a multi-line string only when a line break follows
    /// (`#"""#` is a single-line string holding one quote), as in Swift's lexer.
    private mutating func openString(hashes: Int) {
        if cursor.startsWith("\"\"\"") && (hashes == 0 || lineBreakFollows(from: cursor.pos + 3)) {
            cursor.pos += 3
            stringFrames.append(.string(hashes: hashes, isMultiline: true))
        } else {
            cursor.pos += 1
            stringFrames.append(.string(hashes: hashes, isMultiline: false))
        }
    }

    /// True when only spaces and tabs stand between `offset` and a line break.
    private func lineBreakFollows(from offset: Int) -> Bool {
        var i = offset
        while cursor.byte(at: i) == Ascii.space || cursor.byte(at: i) == Ascii.tab { i += 1 }
        return cursor.byte(at: i) == Ascii.newline || cursor.byte(at: i) == Ascii.carriageReturn
    }

    /// `#if`-family keywords, `#name` macros, raw strings `#"…"#`, extended regexes `#/…/#`, or a lone `#`.
    mutating func lexPound() -> (TokenKind, Keyword) {
        let hashes = cursor.countHashes()
        let after = cursor.peek(hashes)
        if after == Ascii.quote {
            cursor.pos += hashes
            lexString(hashes: hashes)
            return (.stringLiteral, .none)
        }
        if after == Ascii.slash, lexExtendedRegex(hashes: hashes) { return (.regexLiteral, .none) }
        cursor.pos += 1
        if hashes == 1 && CharacterClass.isIdentifierHead(cursor.peek()) {
            lexIdentifierBody()
            return (.poundKeyword, .none)
        }
        return (.pound, .none)
    }
}

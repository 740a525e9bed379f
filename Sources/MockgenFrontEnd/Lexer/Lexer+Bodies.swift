/// Function bodies crossed at the byte level, without making tokens for them.
///
/// The parser skips the body of every `func`, `init` and `deinit` by bracket matching
/// (`Parser.skipBalanced`); it never looks at the tokens inside. So when
/// `LexerState.skipsFunctionBodies` is set, the lexer finds where such a body ends with a byte
/// scan that knows just enough Swift to see the same brackets the tokens would show (comments,
/// string literals with interpolations, backtick identifiers), and emits only the body's `{`
/// and `}`. The parser then skips `{ }` and ends at the same place.
///
/// The scan gives up, and the body is lexed as usual, wherever the result could differ from
/// lexing: a byte the lexer would diagnose or decode (control characters, `'`, non-ASCII code,
/// invalid UTF-8 in comments and strings), a `/` that is not a comment (it may open a regex
/// literal), raw and multi-line strings, `#"`/`#/`, unterminated literals and comments, and
/// nesting deeper than `BodyScan.maximumNesting`. Giving up costs only the bytes already scanned.
extension LexerState {
    /// Brackets nested deeper than this (outside and inside the body together) make the scan give
    /// up, well below `Parser.maximumDepth`, so that the parser's nesting diagnostic is the same.
    static let maximumSkippableNesting = 64

    /// Follows the tokens after `func`, `init` or `deinit`, and at the `{` that opens the body
    /// (at the declaration's own bracket level) crosses the body; call after appending each token.
    mutating func noteTokenForBodySkipping(_ token: Token) {
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .func, .`init`, .deinit:
                // `self.init(…)`, `.init` are expressions, not declarations.
                let previous = tokens.count >= 2 ? tokens[tokens.count - 2].kind : .endOfFile
                bodyPending = previous != .period
                bodyBracketDepth = 0
            case .var, .let, .struct, .class, .enum, .protocol, .extension, .import, .typealias, .subscript,
                 .associatedtype, .case, .actor, .operator, .precedencegroup, .macro:
                bodyPending = false
            default:
                break
            }
        case .leftParen, .leftBracket:
            if token.kind == .leftParen { openBrackets.paren += 1 } else { openBrackets.bracket += 1 }
            bodyBracketDepth += 1
        case .rightParen, .rightBracket:
            if token.kind == .rightParen {
                openBrackets.paren = max(0, openBrackets.paren - 1)
            } else {
                openBrackets.bracket = max(0, openBrackets.bracket - 1)
            }
            bodyBracketDepth -= 1
            if bodyBracketDepth < 0 { bodyPending = false }
        case .leftBrace:
            openBrackets.brace += 1
            // A brace inside the parameter list (a closure default value) is not the body.
            if bodyPending && bodyBracketDepth == 0 && token.line != directiveLine
                && openBrackets.paren + openBrackets.bracket + openBrackets.brace < Self.maximumSkippableNesting {
                crossBody()
            }
            bodyPending = false
        case .rightBrace:
            openBrackets.brace = max(0, openBrackets.brace - 1)
            bodyPending = false
        case .poundKeyword:
            bodyPending = false
            directiveLine = token.line
        case .semicolon, .endOfFile:
            bodyPending = false
        default:
            break
        }
    }

    /// With the cursor just past a body's `{`: moves it to the end of the body's last token (so
    /// that the `}` is lexed next, with the same trivia as before), or leaves it where it was.
    private mutating func crossBody() {
        var scan = BodyScan(bytes: cursor.bytes, pos: cursor.pos, line: cursor.line, lineStart: cursor.lineStart)
        guard let end = scan.toClosingBrace(stack: &bodyBrackets) else { return }
        cursor.pos = end.pos
        cursor.line = end.line
        cursor.lineStart = end.lineStart
    }
}

/// The byte scan over one function body (see `LexerState.noteTokenForBodySkipping`).
struct BodyScan {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos: Int
    var line: Int
    var lineStart: Int

    /// Where the scan stops: just past the body's last token, with that place's line.
    struct End {
        var pos: Int
        var line: Int
        var lineStart: Int
    }

    /// Open brackets inside the body; the scan gives up beyond this.
    static let maximumNesting = 48
    /// Interpolations nested deeper than this make the scan give up.
    static let maximumInterpolationDepth = 8

    /// Scans from just past the opening `{` to the `}` that closes it, with the bracket rules of
    /// `Parser.skipBalanced` (a closer pops the brackets opened after its own kind; a closer of
    /// a kind not open is ignored). Nil when the scan gives up.
    /// `stack` is storage reused from body to body.
    mutating func toClosingBrace(stack: inout [UInt8]) -> End? {
        // The open brackets, innermost last, as the closer each expects; the body's `{` first.
        stack.removeAll(keepingCapacity: true)
        stack.append(Ascii.rightBrace)
        var open = (paren: 0, bracket: 0, brace: 1)
        var end = End(pos: pos, line: line, lineStart: lineStart)
        let count = bytes.count
        let plain = Self.plainBytes
        while pos < count {
            // Sixteen bytes at a time up to the next byte the switch below must look at: the
            // spaces and plain printable bytes before it change nothing but `end`.
            if pos &+ 16 <= count, let base = bytes.baseAddress {
                let run = plain.run(at: UnsafeRawPointer(base + pos))
                if let last = run.lastNonSpace { end = End(pos: pos + last + 1, line: line, lineStart: lineStart) }
                pos += run.length
                if run.length == 16 { continue }
            }
            let c = bytes[pos]
            switch c {
            case Ascii.space, Ascii.tab, Ascii.verticalTab, Ascii.formFeed:
                pos += 1
                continue
            case Ascii.newline:
                pos += 1
                line += 1
                lineStart = pos
                continue
            case Ascii.carriageReturn:
                pos += 1
                if pos >= count || bytes[pos] != Ascii.newline {
                    line += 1
                    lineStart = pos
                }
                continue
            case Ascii.slash:
                let next = pos + 1 < count ? bytes[pos + 1] : 0
                if next == Ascii.slash {
                    guard skipLineComment() else { return nil }
                } else if next == Ascii.star {
                    guard skipBlockComment() else { return nil }
                } else {
                    return nil  // an operator or a regex literal: only the lexer can tell
                }
                continue
            case Ascii.quote:
                guard skipString() else { return nil }
            case Ascii.backtick:
                guard skipBacktickIdentifier() else { return nil }
            case Ascii.hash:
                let next = pos + 1 < count ? bytes[pos + 1] : 0
                if next == Ascii.quote || next == Ascii.hash || next == Ascii.slash { return nil }
                pos += 1
            case Ascii.leftParen, Ascii.leftBracket, Ascii.leftBrace:
                guard stack.count < Self.maximumNesting else { return nil }
                if c == Ascii.leftParen {
                    stack.append(Ascii.rightParen); open.paren += 1
                } else if c == Ascii.leftBracket {
                    stack.append(Ascii.rightBracket); open.bracket += 1
                } else {
                    stack.append(Ascii.rightBrace); open.brace += 1
                }
                pos += 1
            case Ascii.rightParen, Ascii.rightBracket, Ascii.rightBrace:
                let isOpen =
                    c == Ascii.rightParen ? open.paren > 0 : c == Ascii.rightBracket ? open.bracket > 0 : open.brace > 0
                if isOpen {
                    while let top = stack.popLast() {
                        if top == Ascii.rightParen {
                            open.paren -= 1
                        } else if top == Ascii.rightBracket {
                            open.bracket -= 1
                        } else {
                            open.brace -= 1
                        }
                        if top == c { break }
                    }
                    // Only a `}` can close the body's `{`: the `}` is left for the lexer.
                    if stack.isEmpty { return end }
                }
                pos += 1
            default:
                // Identifiers, numbers, operators and the other punctuation; anything the lexer
                // would decode or diagnose ends the scan.
                guard c >= 0x20 && c < 0x7F && c != Ascii.apostrophe else { return nil }
                pos += 1
            }
            end = End(pos: pos, line: line, lineStart: lineStart)
        }
        return nil  // the body does not close
    }

    private static let plainBytes = PlainBytes()

    /// Finds the plain bytes among sixteen: spaces and printable ASCII other than the brackets,
    /// quotes, backtick, `#`, `/` and `'` that `toClosingBrace` handles one by one (control
    /// bytes and non-ASCII are not plain either). The comparands are made once.
    struct PlainBytes {
        private let space = SIMD16<UInt8>(repeating: Ascii.space)
        private let printableRange = SIMD16<UInt8>(repeating: 0x7E - Ascii.space)
        private let stops: [SIMD16<UInt8>] = [
            Ascii.leftParen, Ascii.rightParen, Ascii.leftBracket, Ascii.rightBracket, Ascii.leftBrace, Ascii.rightBrace,
            Ascii.slash, Ascii.quote, Ascii.backtick, Ascii.hash, Ascii.apostrophe,
        ].map { SIMD16(repeating: $0) }

        /// The length of the run of plain bytes at `block` (16 when all are), and the offset of
        /// its last byte that is not a space.
        @inline(__always)
        func run(at block: UnsafeRawPointer) -> (length: Int, lastNonSpace: Int?) {
            let v = block.loadUnaligned(as: SIMD16<UInt8>.self)
            var stop = .!((v &- space) .<= printableRange)
            for comparand in stops { stop .|= v .== comparand }
            let words = unsafeBitCast(stop, to: SIMD2<UInt64>.self)
            let length =
                words[0] != 0
                ? words[0].trailingZeroBitCount / 8 : words[1] != 0 ? 8 + words[1].trailingZeroBitCount / 8 : 16
            // Lanes hold 0xFF when set: keep the non-space lanes below `length`.
            var nonSpace = unsafeBitCast(v .!= space, to: SIMD2<UInt64>.self)
            if length < 8 {
                nonSpace[0] &= length == 0 ? 0 : UInt64.max >> UInt64(64 - 8 * length)
                nonSpace[1] = 0
            } else if length < 16 {
                nonSpace[1] &= length == 8 ? 0 : UInt64.max >> UInt64(128 - 8 * length)
            }
            if nonSpace[1] != 0 { return (length, 15 - nonSpace[1].leadingZeroBitCount / 8) }
            if nonSpace[0] != 0 { return (length, 7 - nonSpace[0].leadingZeroBitCount / 8) }
            return (length, nil)
        }
    }

    /// A valid UTF-8 sequence at `pos` is stepped over; false for invalid UTF-8.
    private mutating func skipScalar() -> Bool {
        var cursor = Cursor(bytes)
        cursor.pos = pos
        guard let scalar = cursor.decodeScalar() else { return false }
        pos += scalar.length
        return true
    }

    /// `//` to the end of the line (not consuming the line break).
    private mutating func skipLineComment() -> Bool {
        pos += 2
        while pos < bytes.count {
            let c = bytes[pos]
            if c == Ascii.newline || c == Ascii.carriageReturn { return true }
            if c >= 0x80 {
                guard skipScalar() else { return false }
            } else {
                pos += 1
            }
        }
        return true
    }

    /// `/* … */`, nested; false when unterminated or not UTF-8.
    private mutating func skipBlockComment() -> Bool {
        pos += 2
        var depth = 1
        let count = bytes.count
        while pos < count {
            let c = bytes[pos]
            let next = pos + 1 < count ? bytes[pos + 1] : 0
            if c == Ascii.star && next == Ascii.slash {
                pos += 2
                depth -= 1
                if depth == 0 { return true }
            } else if c == Ascii.slash && next == Ascii.star {
                pos += 2
                depth += 1
            } else if c == Ascii.newline {
                pos += 1
                line += 1
                lineStart = pos
            } else if c == Ascii.carriageReturn {
                pos += 1
                if next != Ascii.newline {
                    line += 1
                    lineStart = pos
                }
            } else if c >= 0x80 {
                guard skipScalar() else { return false }
            } else {
                pos += 1
            }
        }
        return false
    }

    /// `` `name` `` on one line, as the lexer reads it; false when it would be diagnosed.
    private mutating func skipBacktickIdentifier() -> Bool {
        var i = pos + 1
        while i < bytes.count {
            let c = bytes[i]
            if c == Ascii.newline || c == Ascii.carriageReturn { return false }
            if c == Ascii.backtick {
                guard i > pos + 1 else { return false }
                pos = i + 1
                return true
            }
            i += 1
        }
        return false
    }

    /// A single-line `"…"` literal whose interpolations hold plain strings and code on the same
    /// line; false for anything else (multi-line or raw strings inside, comments, line breaks,
    /// unterminated literals, invalid UTF-8). Levels alternate string, interpolation, string…:
    /// `interpolations` open interpolations, the innermost level a string when `inString`, and
    /// the open parentheses of interpolation `n` in byte `n - 1` of `parentheses`.
    private mutating func skipString() -> Bool {
        guard opensSingleLineString() else { return false }
        pos += 1
        var inString = true
        var interpolations = 0
        var parentheses: UInt64 = 0
        let count = bytes.count
        while pos < count {
            let c = bytes[pos]
            if c == Ascii.newline || c == Ascii.carriageReturn { return false }
            if c >= 0x80 {
                guard skipScalar() else { return false }
                continue
            }
            let shift = UInt64(max(0, interpolations - 1) * 8)
            if inString {
                switch c {
                case Ascii.backslash:
                    let escaped = pos + 1 < count ? bytes[pos + 1] : 0
                    if escaped == Ascii.leftParen {
                        interpolations += 1
                        guard interpolations <= Self.maximumInterpolationDepth else { return false }
                        inString = false
                        parentheses &= ~(0xFF << UInt64((interpolations - 1) * 8))
                    } else {
                        // `\` and one ASCII character that is not a line break.
                        guard escaped >= 0x20 && escaped < 0x80 else { return false }
                    }
                    pos += 2
                case Ascii.quote:
                    pos += 1
                    if interpolations == 0 { return true }
                    inString = false
                default:
                    pos += 1
                }
            } else {
                let open = (parentheses >> shift) & 0xFF
                switch c {
                case Ascii.leftParen:
                    guard open < 0xFF else { return false }
                    parentheses += 1 << shift
                case Ascii.rightParen:
                    if open == 0 {
                        interpolations -= 1
                        inString = true
                    } else {
                        parentheses -= 1 << shift
                    }
                case Ascii.quote:
                    guard opensSingleLineString() else { return false }
                    inString = true
                case Ascii.hash, Ascii.slash:
                    return false  // raw strings and comments inside an interpolation: left to the lexer
                default:
                    break
                }
                pos += 1
            }
        }
        return false
    }

    /// At `"`: true unless it opens a multi-line string (`"""`).
    private func opensSingleLineString() -> Bool {
        !(pos + 2 < bytes.count && bytes[pos + 1] == Ascii.quote && bytes[pos + 2] == Ascii.quote)
    }
}

extension LexerState {
    /// A run of operator characters, with Swift's rules: a run only contains `.` when it
    /// starts with `.`; `//` and `/*` inside a run start a comment; a `?` or `!` directly after
    /// an expression (left-bound) is a postfix token of its own (`Int?`, `x!.y`, `T?>`).
    mutating func lexOperator() -> TokenKind {
        let start = cursor.pos
        let first = cursor.peek()
        if (first == Ascii.question || first == Ascii.exclaim) && isLeftBound(start) {
            cursor.pos += 1
            return .operator
        }
        let allowsDot = first == Ascii.period
        while !cursor.isAtEnd {
            let c = cursor.peek()
            if c == Ascii.slash && cursor.pos > start && (cursor.peek(1) == Ascii.slash || cursor.peek(1) == Ascii.star)
            {
                break
            }
            if c == Ascii.period && !allowsDot { break }
            if CharacterClass.isOperator(c) {
                cursor.pos += 1
            } else if c >= 0x80, let scalar = cursor.decodeScalar(),
                UnicodeScalarClass.of(scalar.value) == .operator
                    || (cursor.pos > start && UnicodeScalarClass.of(scalar.value) == .identifier
                        && scalar.value >= 0x0300 && isCombining(scalar.value))
            {
                cursor.pos += scalar.length
            } else {
                break
            }
        }
        return .operator
    }

    private func isCombining(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v) || (0xFE20...0xFE2F).contains(v) || (0xE0100...0xE01EF).contains(v)
    }

    /// True when the byte before `offset` ends an expression (no white space or opening punctuation).
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch cursor.byte(at: offset - 1) {
        case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.verticalTab, Ascii.formFeed,
             Ascii.leftParen, Ascii.leftBracket, Ascii.leftBrace, Ascii.comma, Ascii.colon, Ascii.semicolon, 0:
            return false
        case Ascii.slash where offset >= 2 && cursor.byte(at: offset - 2) == Ascii.star:
            return false  // after a block comment
        case Ascii.nonBreakingSpaceTrail where offset >= 2 && cursor.byte(at: offset - 2) == Ascii.nonBreakingSpaceLead:
            return false  // after a non-breaking space, white space too
        default:
            return true
        }
    }

    /// Lexes `/…/` at the cursor if Swift would read a regex literal here, as the compiler
    /// decides: never when the `/` is bound to what precedes it (`a/b`) or follows `func` or
    /// `operator`; in prefix position (bound only to what follows: `x\n/a/`, `f /a/`) whatever
    /// the previous token; otherwise (`/` then white space) only where the previous token cannot
    /// end an expression. The literal does not start with white space and closes on the same
    /// line (see `regexEnd` for the shapes that are not a literal). Otherwise leaves the cursor
    /// alone and returns false.
    mutating func lexRegexIfPossible() -> Bool {
        if isLeftBound(cursor.pos) { return false }
        if let previous = tokens.last {
            if previous.kind == .identifier && (previous.keyword == .func || previous.keyword == .operator) {
                return false
            }
            if !isRightBound(operatorRunEnd(from: cursor.pos)) && endsExpression(previous) { return false }
        }
        let first = cursor.peek(1)
        if first == Ascii.space || first == Ascii.tab || first == Ascii.newline || first == Ascii.carriageReturn
            || first == Ascii.slash || first == Ascii.star || first == Ascii.equal || first == Ascii.rightParen {
            return false
        }
        guard cursor.pos >= noRegexBefore else { return false }
        switch regexEnd(from: cursor.pos + 1, hashes: 0, multiline: false) {
        case .closed(let end):
            cursor.pos = end
            return true
        case .unclosed:
            // No later `/` on this line can close either: don't rescan the line (linear time).
            noRegexBefore = endOfLine(from: cursor.pos)
            return false
        case .notARegex(let stop):
            // A `/` inside a class of this candidate (`/[/]…`) is not tried again: where the
            // compiler would read a literal there the front end sees operators, and no line is
            // rescanned from each of its slashes (linear time).
            noRegexBefore = max(noRegexBefore, stop)
            return false
        }
    }

    /// The offset just past the run of ASCII operator characters starting at `offset` (a `/`),
    /// as the compiler's operator token would end (`//` and `/*` after the first byte end it).
    private func operatorRunEnd(from offset: Int) -> Int {
        var i = offset + 1
        while i < cursor.count {
            let c = cursor.byte(at: i)
            guard CharacterClass.isOperator(c) && c != Ascii.period else { break }
            if c == Ascii.slash && (cursor.byte(at: i + 1) == Ascii.slash || cursor.byte(at: i + 1) == Ascii.star) {
                break
            }
            i += 1
        }
        return i
    }

    /// True when the byte at `offset`, just past an operator that is not bound to what precedes
    /// it, starts an operand (it is not white space, a closing bracket, a separator or a comment).
    private func isRightBound(_ offset: Int) -> Bool {
        guard offset < cursor.count else { return false }
        switch cursor.byte(at: offset) {
        case Ascii.space, Ascii.tab, Ascii.newline, Ascii.carriageReturn, Ascii.verticalTab, Ascii.formFeed,
             Ascii.rightParen, Ascii.rightBracket, Ascii.rightBrace, Ascii.comma, Ascii.semicolon, Ascii.colon, 0:
            return false
        case Ascii.slash:
            let next = cursor.byte(at: offset + 1)
            return next != Ascii.slash && next != Ascii.star
        case Ascii.nonBreakingSpaceLead where cursor.byte(at: offset + 1) == Ascii.nonBreakingSpaceTrail:
            return false
        default:
            return true
        }
    }

    private func endOfLine(from offset: Int) -> Int {
        var i = offset
        while i < cursor.count, cursor.byte(at: i) != Ascii.newline, cursor.byte(at: i) != Ascii.carriageReturn {
            i += 1
        }
        return i
    }

    /// `#/…/#` (any number of `#`); multi-line when `#/` is followed by a line break.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let bodyStart = cursor.pos + hashes + 1
        let next = cursor.byte(at: bodyStart)
        let multiline = next == Ascii.newline || next == Ascii.carriageReturn
        if multiline ? hashes >= unclosedMultilineRegexHashes
            : cursor.pos < unclosedRegexLineEnd && hashes >= unclosedRegexHashes {
            return false
        }
        // With `#` delimiters every shape is a literal: the scan only closes or runs out.
        guard case .closed(let end) = regexEnd(from: bodyStart, hashes: hashes, multiline: multiline) else {
            // Remember the failure so that no input makes the lexer rescan (linear time): a scan
            // that reached the end of the line (or file) fails for as many `#` or more from any later point.
            if multiline {
                unclosedMultilineRegexHashes = min(unclosedMultilineRegexHashes, hashes)
            } else {
                unclosedRegexLineEnd = endOfLine(from: cursor.pos)
                unclosedRegexHashes = hashes
            }
            return false
        }
        if multiline {
            while cursor.pos < end { cursor.advanceTrackingLines() }
        } else {
            cursor.pos = end
        }
        return true
    }

    /// How a scan for the end of a regex literal ended.
    enum RegexScan {
        /// The literal closes; the offset just past its closing `/` and `#`s.
        case closed(Int)
        /// The line (or, multi-line, the file) ends first.
        case unclosed
        /// A bare `/…/` the compiler reads as operators instead: a `)` without its `(`, white
        /// space before the closing `/`, or a closing `/` that starts a comment (`/a//`, `/a/*`);
        /// the offset of that `)` or `/`.
        case notARegex(Int)
    }

    /// Where a regex body starting at `from` ends, honouring `\` escapes and `[…]` classes.
    private func regexEnd(from: Int, hashes: Int, multiline: Bool) -> RegexScan {
        var i = from
        var classDepth = 0
        var groupDepth = 0
        var lastUnescapedBlank = -1
        let count = cursor.count
        while i < count {
            let c = cursor.byte(at: i)
            if c == Ascii.backslash {
                let escaped = cursor.byte(at: i + 1)
                if !multiline && (escaped == Ascii.newline || escaped == Ascii.carriageReturn) { return .unclosed }
                i += 2
                continue
            }
            if (c == Ascii.newline || c == Ascii.carriageReturn) && !multiline { return .unclosed }
            if c == Ascii.leftBracket {
                classDepth += 1
            } else if c == Ascii.rightBracket && classDepth > 0 {
                classDepth -= 1
            } else if c == Ascii.leftParen && classDepth == 0 {
                groupDepth += 1
            } else if c == Ascii.rightParen && classDepth == 0 {
                if groupDepth == 0 && hashes == 0 { return .notARegex(i) }
                groupDepth = max(0, groupDepth - 1)
            } else if c == Ascii.space || c == Ascii.tab {
                lastUnescapedBlank = i
            } else if c == Ascii.slash && (classDepth == 0 || hashes > 0) {
                var n = 0
                while n < hashes && cursor.byte(at: i + 1 + n) == Ascii.hash { n += 1 }
                if n == hashes {
                    if hashes == 0 {
                        let after = cursor.byte(at: i + 1)
                        if after == Ascii.slash || after == Ascii.star || lastUnescapedBlank == i - 1 {
                            return .notARegex(i)
                        }
                    }
                    return .closed(i + 1 + hashes)
                }
            }
            i += 1
        }
        return .unclosed
    }

    /// Whether a token can end an expression, so that a following `/` is a division operator.
    private func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .self, .Self, .super, .true, .false, .nil, .none, .Any, .Type, .Protocol, .get, .set, .async, .some,
                .any, .each, .open, .package, .optional, .read, .modify, .actor, .macro, .isolated, .sending:
                return true
            default:
                return false
            }
        case .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return true
        case .operator:
            // A postfix `?`/`!` ends an expression.
            return token.length == 1 && isLeftBound(token.start)
                && (cursor.byte(at: token.start) == Ascii.question || cursor.byte(at: token.start) == Ascii.exclaim)
        default:
            return false
        }
    }
}

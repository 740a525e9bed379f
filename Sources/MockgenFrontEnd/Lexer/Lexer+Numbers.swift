extension LexerState {
    /// Integer and floating-point literals: `42`, `1_000`, `0xFF`, `0b1010`, `0o17`, `3.14`,
    /// `1e-9`, `0x1.8p3`. Trailing identifier characters (`12abc`) stay in the token, as
    /// Swift's lexer does, so that they are diagnosed once rather than split.
    mutating func lexNumber() -> TokenKind {
        var isFloat = false
        if cursor.peek() == Ascii.zero, let radix = radixMarker(cursor.peek(1)) {
            cursor.pos += 2
            let isHex = radix == 16
            consumeDigits(hex: isHex)
            if isHex {
                if cursor.peek() == Ascii.period && CharacterClass.isHexDigit(cursor.peek(1)) {
                    cursor.pos += 1
                    consumeDigits(hex: true)
                    isFloat = true
                }
                if cursor.peek() | 0x20 == UInt8(ascii: "p") && exponentFollows(at: 1) {
                    cursor.pos += 1
                    consumeExponent()
                    isFloat = true
                }
            }
        } else {
            consumeDigits(hex: false)
            if cursor.peek() == Ascii.period && CharacterClass.isDigit(cursor.peek(1)) {
                cursor.pos += 1
                consumeDigits(hex: false)
                isFloat = true
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "e") && exponentFollows(at: 1) {
                cursor.pos += 1
                consumeExponent()
                isFloat = true
            }
        }
        lexIdentifierBody()
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private func radixMarker(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "b"): 2
        case UInt8(ascii: "o"): 8
        default: nil
        }
    }

    private mutating func consumeDigits(hex: Bool) {
        while true {
            let c = cursor.peek()
            if CharacterClass.isDigit(c) || c == Ascii.underscore || (hex && CharacterClass.isHexDigit(c)) {
                cursor.pos += 1
            } else {
                return
            }
        }
    }

    private func exponentFollows(at offset: Int) -> Bool {
        let c = cursor.peek(offset)
        if c == Ascii.plus || c == Ascii.minus { return CharacterClass.isDigit(cursor.peek(offset + 1)) }
        return CharacterClass.isDigit(c)
    }

    private mutating func consumeExponent() {
        if cursor.peek() == Ascii.plus || cursor.peek() == Ascii.minus { cursor.pos += 1 }
        consumeDigits(hex: false)
    }
}

/// ASCII byte values the lexer compares against.
enum Ascii {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclaim: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D
    /// The two bytes of U+00A0 (a non-breaking space) in UTF-8, which the lexer reads as white space.
    static let nonBreakingSpaceLead: UInt8 = 0xC2
    static let nonBreakingSpaceTrail: UInt8 = 0xA0
}

/// Byte classification by comparisons only (no table, no global initialisation on the hot path).
package enum CharacterClass {
    @inline(__always)
    package static func isIdentifierHead(_ c: UInt8) -> Bool {
        let lower = c | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || c == Ascii.underscore
    }

    @inline(__always)
    package static func isIdentifierBody(_ c: UInt8) -> Bool { isIdentifierHead(c) || isDigit(c) }

    /// A byte that continues an identifier after its first character: `$` too, as in the
    /// compiler (`_$id`, `a$b`), though it cannot start one (`$0` and `$x` are their own tokens).
    @inline(__always)
    static func isIdentifierContinuation(_ c: UInt8) -> Bool { isIdentifierBody(c) || c == Ascii.dollar }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c >= Ascii.zero && c <= Ascii.nine }

    @inline(__always)
    static func isHexDigit(_ c: UInt8) -> Bool {
        let lower = c | 0x20
        return isDigit(c) || (lower >= 0x61 && lower <= 0x66)
    }

    /// `/ = - + ! * % < > & | ^ ~ ? .`
    @inline(__always)
    static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: true
        default: false
        }
    }
}

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
}

/// What role an ASCII byte can play, looked up in a 128-entry table.
struct CharacterClass: OptionSet {
    let rawValue: UInt8
    static let identifierHead = CharacterClass(rawValue: 1)
    static let identifierBody = CharacterClass(rawValue: 2)
    static let operatorChar = CharacterClass(rawValue: 4)
    static let digit = CharacterClass(rawValue: 8)
    static let hexDigit = CharacterClass(rawValue: 16)
    static let horizontalSpace = CharacterClass(rawValue: 32)

    private static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 128)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] |= identifierHead.rawValue | identifierBody.rawValue }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] |= identifierHead.rawValue | identifierBody.rawValue }
        t[Int(Ascii.underscore)] |= identifierHead.rawValue | identifierBody.rawValue
        for c in Ascii.zero...Ascii.nine { t[Int(c)] |= identifierBody.rawValue | digit.rawValue | hexDigit.rawValue }
        for c in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(c)] |= hexDigit.rawValue }
        for c in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(c)] |= hexDigit.rawValue }
        for c in "/=-+!*%<>&|^~?.".utf8 { t[Int(c)] |= operatorChar.rawValue }
        for c in [Ascii.space, Ascii.tab, Ascii.verticalTab, Ascii.formFeed] { t[Int(c)] |= horizontalSpace.rawValue }
        return t
    }()

    @inline(__always)
    static func of(_ byte: UInt8) -> CharacterClass {
        byte < 128 ? CharacterClass(rawValue: table[Int(byte)]) : []
    }

    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool { of(byte).contains(.identifierBody) }
    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool { of(byte).contains(.identifierHead) }
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= Ascii.zero && byte <= Ascii.nine }
    @inline(__always)
    static func isOperator(_ byte: UInt8) -> Bool { of(byte).contains(.operatorChar) }
}

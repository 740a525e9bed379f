/// Decoding of non-ASCII UTF-8 sequences, and which scalars Swift allows in identifiers and operators.
enum UnicodeScalarClass {
    case identifier
    case `operator`
    /// A valid scalar that is neither (e.g. a non-breaking space); lexed as an unknown token.
    case other
}

extension Cursor {
    /// Decodes the UTF-8 sequence at `pos + offset`. Returns the scalar value and length,
    /// or nil for an invalid or truncated sequence (overlong forms and surrogates included).
    func decodeScalar(at offset: Int = 0) -> (value: UInt32, length: Int)? {
        let b0 = peek(offset)
        guard pos + offset < count else { return nil }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0x00...0x7F: return (UInt32(b0), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: return nil
        }
        guard pos + offset + length <= count else { return nil }
        for i in 1..<length {
            let b = peek(offset + i)
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: break
        }
        return (value, length)
    }
}

extension UnicodeScalarClass {
    /// Classifies a non-ASCII scalar following Swift's operator-head ranges; everything
    /// else printable counts as an identifier character.
    static func of(_ v: UInt32) -> UnicodeScalarClass {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return .operator
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            // Combining marks continue either kind; treat as identifier characters.
            return .identifier
        case 0x80...0xA0, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
            return .other
        default:
            return .identifier
        }
    }
}

/// Which names are operators, by the lexer's rules, for code that spells names.
package enum OperatorNames {
    /// True when a name starting with `scalar` is an operator (`==`, `<~>`, `√`), false for an
    /// identifier (`name`, `café`, `💩`).
    package static func startsOperator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? CharacterClass.isOperator(UInt8(scalar.value)) : UnicodeScalarClass.of(scalar.value) == .operator
    }
}

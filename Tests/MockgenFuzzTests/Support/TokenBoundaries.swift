/// Splits bytes into token-sized chunks without using the lexer under test: runs of
/// identifier bytes (letters, digits, `_`, `$`, any non-ASCII byte), runs of whitespace,
/// and single punctuation bytes. Good enough to cut a file "between tokens".
enum TokenBoundaries {
    /// Offsets where a chunk starts, plus the end offset; always contains 0 and `bytes.count`.
    static func offsets(in bytes: [UInt8]) -> [Int] {
        var result = [0]
        var index = 0
        while index < bytes.count {
            let kind = ByteKind(bytes[index])
            index += 1
            if kind != .punctuation {
                while index < bytes.count, ByteKind(bytes[index]) == kind { index += 1 }
            }
            result.append(index)
        }
        return result
    }

    private enum ByteKind: Equatable {
        case identifier, whitespace, punctuation

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
                self = .identifier
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                self = .whitespace
            default:
                self = .punctuation
            }
        }
    }
}

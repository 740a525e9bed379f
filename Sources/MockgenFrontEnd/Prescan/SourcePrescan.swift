/// A byte-level look at a whole file, many times faster than lexing it, that proves a file
/// holds nothing the generator needs, so that the driver can leave it unparsed.
///
/// The main criterion: a protocol can only come from a `protocol` keyword token, and
/// the lexer only makes that token from the eight bytes `protocol` not followed by an
/// identifier character. A file in which every occurrence of those bytes is followed by an
/// ASCII letter, digit or `_` (`protocols`, `protocolName`), or that has none, declares no
/// protocol, so its model would be empty: no protocols, and imports that the generator
/// never reads (it carries over only the imports of files declaring a mocked protocol or one
/// of its parents). The selection markers (`@mockable`, `// sourcery: AutoMockable`, inheriting
/// `AutoMockable`) only ever select a protocol declared by such a keyword, so they need no
/// test of their own.
///
/// One kind of occurrence is ruled out too, by a rule that holds whatever state the lexer is
/// in at the start of a line: the word on a line that starts (after spaces and tabs) with `//`
/// and holds none of `"""`, `*/` and `/#`. At a line start the lexer is in code (or in a string
/// interpolation), where `//` comments out the whole line; or inside a block comment, a
/// multi-line string or a multi-line regex literal, whose contents never become tokens and
/// which can only end on that line at a `*/`, a `"""` or a `/#`. Other comments and string
/// literals are not told from code: a `protocol` in them makes the file parsed, which costs
/// time but can never lose a protocol (telling them apart exactly would mean reproducing the
/// lexer, whose regex literals depend on the previous token).
///
/// Diagnostics: a skipped file is not lexed, so its syntax errors are not reported. So that
/// a file that is not Swift source at all (a binary file, another encoding) is still reported,
/// a file with a NUL byte or invalid UTF-8 (by the lexer's own decoding rules) is always parsed.
///
/// A skipped file still contributes the names of its top-level types (`TopLevelTypeNames`),
/// among them its aliases of function types, which tell how a closure parameter of such a type
/// is mocked. The parser records those aliases in types' bodies too, so a file that may declare
/// one the line scan cannot report (`TopLevelTypeNames.mayDeclareAliasOnlyParsingFinds`) is
/// parsed.
///
/// Later needs belong here too, as further questions asked of the same bytes: each question
/// is a function of this type, and the driver parses a file when any of them says so.
public enum SourcePrescan {
    /// False only when the file provably declares no protocol and no function-type alias that
    /// only parsing finds, and is valid UTF-8 without NUL bytes: its model would hold nothing
    /// that `TopLevelTypeNames.scan` does not tell, so parsing it can be skipped.
    public static func needsParsing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let scan = scanForKeyword(bytes, includingAliases: true)
        // An all-ASCII file without NUL, as most are, needs no second look.
        return scan.mayDeclareProtocol || (scan.mayNotBePlainASCII && !isPlainText(bytes))
    }

    /// `needsParsing` for an array.
    public static func needsParsing(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(needsParsing)
    }

    /// True when the bytes `protocol` occur not followed by an ASCII identifier character,
    /// other than on a comment line (see above).
    public static func mayDeclareProtocol(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scanForKeyword(bytes, includingAliases: false).mayDeclareProtocol
    }

    /// One pass over the bytes: whether the keyword may occur (then the scan stops), and
    /// whether any byte seen is non-ASCII or NUL. `includingAliases` counts an occurrence of
    /// `typealias` that `TopLevelTypeNames.declaresAliasOnlyParsingFinds` as the keyword too.
    ///
    /// Sixteen bytes at a time, with vector compares: a position whose byte is `p` and whose
    /// eighth byte from there is `l` is a candidate (found for all sixteen positions at once),
    /// as is one whose second byte is `y` and eighth is `a` (`typealias`), then compared whole.
    private static func scanForKeyword(
        _ bytes: UnsafeBufferPointer<UInt8>, includingAliases: Bool
    ) -> (mayDeclareProtocol: Bool, mayNotBePlainASCII: Bool) {
        let count = bytes.count
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return (false, false) }
        let keyword = UInt64(littleEndianBytes: "protocol")
        let aliasKeyword = UInt64(littleEndianBytes: "typealia")
        var commentLines = CommentLineCache()
        let p = SIMD16<UInt8>(repeating: UInt8(ascii: "p"))
        let l = SIMD16<UInt8>(repeating: UInt8(ascii: "l"))
        let y = SIMD16<UInt8>(repeating: UInt8(ascii: "y"))
        let a = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
        let aliasesWanted = SIMDMask<SIMD16<Int8>>(repeating: includingAliases)
        let zero = SIMD16<UInt8>(repeating: 0)
        // Every byte seen, or-ed together (a high bit: non-ASCII), and the lanes that held a NUL.
        var seen = zero
        var zeros = SIMDMask<SIMD16<Int8>>(repeating: false)
        /// The candidates among the sixteen positions from `offset`; notes their bytes in `seen` and `zeros`.
        @inline(__always)
        func candidates(_ offset: Int) -> SIMDMask<SIMD16<Int8>> {
            let first = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let last = base.loadUnaligned(fromByteOffset: offset &+ 7, as: SIMD16<UInt8>.self)
            seen |= first
            zeros = zeros .| (first .== zero)
            let second = base.loadUnaligned(fromByteOffset: offset &+ 1, as: SIMD16<UInt8>.self)
            return ((first .== p) .& (last .== l)) .| ((second .== y) .& (last .== a) .& aliasesWanted)
        }
        var i = 0
        // Candidates starting at i..<i+16 need bytes up to i+22: whole blocks while they fit.
        while i + 23 <= count {
            i = ByteLanes.skippingQuietBlocks(from: i, limit: count - 7, candidates)
            guard i + 23 <= count else { break }
            for lane in ByteLanes(candidates(i)) {
                let start = i + lane
                let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
                if word == keyword, !continuesIdentifier(bytes, at: start + 8), !commentLines.contains(start, in: bytes)
                {
                    return (true, true)
                }
                if includingAliases, word == aliasKeyword,
                    TopLevelTypeNames.declaresAliasOnlyParsingFinds(bytes, keywordAt: start)
                {
                    return (true, true)
                }
            }
            i += 16
        }
        // The tail, a byte at a time.
        let seenWords = unsafeBitCast(seen, to: SIMD2<UInt64>.self)
        let zeroWords = unsafeBitCast(zeros, to: SIMD2<UInt64>.self)
        var mayNotBePlainASCII =
            (seenWords[0] | seenWords[1]) & 0x8080_8080_8080_8080 != 0 || zeroWords[0] | zeroWords[1] != 0
        for j in i..<count {
            if bytes[j] == 0 || bytes[j] >= 0x80 { mayNotBePlainASCII = true }
            guard j + 8 <= count else { continue }
            let word = base.loadUnaligned(fromByteOffset: j, as: UInt64.self).littleEndian
            if word == keyword, !continuesIdentifier(bytes, at: j + 8), !commentLines.contains(j, in: bytes) {
                return (true, true)
            }
            if includingAliases, word == aliasKeyword,
                TopLevelTypeNames.declaresAliasOnlyParsingFinds(bytes, keywordAt: j)
            {
                return (true, true)
            }
        }
        return (false, mayNotBePlainASCII)
    }

    /// True when the bytes hold no NUL and are valid UTF-8 as the lexer decodes it, so that
    /// lexing them could not report a bad byte that is not Swift text.
    public static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var i = 0
        while i < count {
            if i + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    if zeroBytes(word) != 0 { return false }
                    i += 8
                    continue
                }
            }
            let c = bytes[i]
            if c == 0 { return false }
            if c < 0x80 {
                i += 1
                continue
            }
            var cursor = Cursor(bytes)
            cursor.pos = i
            guard let scalar = cursor.decodeScalar() else { return false }
            i += scalar.length
        }
        return true
    }

    /// A byte with the high bit set for every byte of `word` that is zero, and no other bits.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// True when the byte at `offset` is an ASCII letter, digit or `_`: the lexer would go on
    /// with the same identifier. (Any other byte, non-ASCII included, may end it.)
    @inline(__always)
    private static func continuesIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let c = bytes[offset]
        return (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
    }
}

/// Answers "is this offset on a line that only a comment can hold?" (see `SourcePrescan`),
/// remembering the last line looked at, so that many occurrences on one long line cost one
/// look at that line (the scan stays linear).
private struct CommentLineCache {
    private var lineStart = 0
    private var lineEnd = -1
    private var isCommentLine = false

    mutating func contains(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if offset >= lineStart && offset < lineEnd { return isCommentLine }
        var start = offset
        while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
        var end = offset
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        lineStart = start
        lineEnd = end
        isCommentLine = Self.isCommentLine(bytes, from: start, to: end)
        return isCommentLine
    }

    /// Spaces and tabs, `//`, then no `"""`, `*/` or `/#` up to the line break.
    private static func isCommentLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var i = start
        while i < end && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i + 1 < end, bytes[i] == 0x2F, bytes[i + 1] == 0x2F else { return false }
        i += 2
        while i + 1 < end {
            let (c, next) = (bytes[i], bytes[i + 1])
            if (c == 0x2A && next == 0x2F) || (c == 0x2F && next == 0x23) { return false }
            if c == 0x22 && next == 0x22 && i + 2 < end && bytes[i + 2] == 0x22 { return false }
            i += 1
        }
        return true
    }
}

private extension UInt64 {
    /// The eight bytes of `text` read as a little-endian word.
    init(littleEndianBytes text: StaticString) {
        precondition(text.utf8CodeUnitCount == 8)
        var value: UInt64 = 0
        for i in (0..<8).reversed() { value = value << 8 | UInt64(text.utf8Start[i]) }
        self = value
    }
}

/// A bounds-checked read position over UTF-8 bytes that also tracks line starts.
///
/// Every read goes through `peek`, which answers 0 past the end, so no input can make
/// the lexer read out of bounds; `isAtEnd` tells a real NUL byte from the end.
struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The current byte offset.
    var pos: Int = 0
    /// 1-based line of `pos`.
    var line: Int = 1
    /// Byte offset where the current line starts.
    var lineStart: Int = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }
    var isAtEnd: Bool { pos >= bytes.count }

    /// The byte `offset` positions ahead, or 0 past either end.
    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i >= 0 && i < bytes.count ? bytes[i] : 0
    }

    /// The byte at absolute offset `i`, or 0 outside the buffer.
    @inline(__always)
    func byte(at i: Int) -> UInt8 {
        i >= 0 && i < bytes.count ? bytes[i] : 0
    }

    /// 1-based column of `pos`.
    var column: Int { pos - lineStart + 1 }

    /// Advances over one byte that may be a line break, keeping `line` and `lineStart` right.
    /// `\r\n` counts as one line break, as do lone `\n` and `\r`.
    @inline(__always)
    mutating func advanceTrackingLines() {
        guard pos < bytes.count else { return }
        let c = bytes[pos]
        pos += 1
        if c == Ascii.newline || (c == Ascii.carriageReturn && peek() != Ascii.newline) {
            line += 1
            lineStart = pos
        }
    }

    /// Advances to the next line break (not consuming it) or the end.
    mutating func skipToEndOfLine() {
        while pos < bytes.count {
            let c = bytes[pos]
            if c == Ascii.newline || c == Ascii.carriageReturn { return }
            pos += 1
        }
    }

    /// The offset of the first line break (`\n`, `\r`) or non-ASCII byte at or after `pos`, or
    /// the end: sixteen bytes at a time with vector compares, then a byte at a time.
    func nextLineBreakOrNonASCII() -> Int {
        var i = max(pos, 0)
        let count = bytes.count
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let newlines = SIMD16<UInt8>(repeating: Ascii.newline)
            let returns = SIMD16<UInt8>(repeating: Ascii.carriageReturn)
            let highBit = SIMD16<UInt8>(repeating: 0x80)
            while i + 16 <= count {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                // One 0xFF byte per lane that stops the scan, in two words, lowest lane first.
                let lanes = unsafeBitCast(
                    (block .== newlines) .| (block .== returns) .| (block .>= highBit), to: SIMD2<UInt64>.self)
                if lanes[0] != 0 { return i + lanes[0].trailingZeroBitCount / 8 }
                if lanes[1] != 0 { return i + 8 + lanes[1].trailingZeroBitCount / 8 }
                i += 16
            }
        }
        while i < count {
            let c = bytes[i]
            if c == Ascii.newline || c == Ascii.carriageReturn || c >= 0x80 { return i }
            i += 1
        }
        return count
    }

    /// True when the bytes at `pos` equal `literal`.
    func startsWith(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard pos + n <= bytes.count else { return false }
        let p = literal.utf8Start
        for i in 0..<n where bytes[pos + i] != p[i] { return false }
        return true
    }

    /// The number of `#` bytes starting at `pos + offset`.
    func countHashes(from offset: Int = 0) -> Int {
        var n = 0
        while peek(offset + n) == Ascii.hash { n += 1 }
        return n
    }
}

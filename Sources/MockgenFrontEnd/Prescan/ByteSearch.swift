/// Finds a short byte string in a file's bytes, sixteen positions at a time: a position whose
/// byte is the needle's first and whose byte at the needle's last offset is its last is a
/// candidate (found for sixteen positions at once with vector compares), then compared whole.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`, or nil.
    static func firstOffset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let needleCount = needle.utf8CodeUnitCount
        let count = bytes.count
        guard needleCount > 0, start >= 0, let base = UnsafeRawPointer(bytes.baseAddress), count - start >= needleCount else {
            return nil
        }
        let needleBytes = UnsafeBufferPointer(start: needle.utf8Start, count: needleCount)
        let lastOffset = needleCount - 1
        let first = SIMD16<UInt8>(repeating: needleBytes[0])
        let last = SIMD16<UInt8>(repeating: needleBytes[lastOffset])
        var i = start
        // Candidates starting at i..<i+16 need bytes up to i+15+lastOffset: whole blocks while they fit.
        while i + 16 + lastOffset <= count {
            let atFirst = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let atLast = base.loadUnaligned(fromByteOffset: i + lastOffset, as: SIMD16<UInt8>.self)
            for lane in ByteLanes((atFirst .== first) .& (atLast .== last)) where matches(needleBytes, in: bytes, at: i + lane) {
                return i + lane
            }
            i += 16
        }
        // The tail, a position at a time.
        while i + needleCount <= count {
            if matches(needleBytes, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes` at `offset` (which leaves room for all of it).
    @inline(__always)
    private static func matches(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var j = 0
        while j < needle.count && bytes[offset + j] == needle[j] { j += 1 }
        return j == needle.count
    }
}

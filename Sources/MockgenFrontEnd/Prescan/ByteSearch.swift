/// Finds a short byte string in a file's bytes, sixteen positions at a time: a position where
/// two of the needle's bytes (its rarest two in Swift source, see `anchors`) are where they
/// would be is a candidate (found for sixteen positions at once with vector compares), then
/// compared whole. Rare anchors make candidates rare, so most blocks cost only the compares.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`, or nil.
    static func firstOffset(
        of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
    ) -> Int? {
        let needleCount = needle.utf8CodeUnitCount
        let count = bytes.count
        guard needleCount > 0, start >= 0, let base = UnsafeRawPointer(bytes.baseAddress), count - start >= needleCount
        else {
            return nil
        }
        let needleBytes = UnsafeBufferPointer(start: needle.utf8Start, count: needleCount)
        let lastOffset = needleCount - 1
        let (firstAnchor, secondAnchor) = anchors(of: needleBytes)
        let first = SIMD16<UInt8>(repeating: needleBytes[firstAnchor])
        let second = SIMD16<UInt8>(repeating: needleBytes[secondAnchor])
        /// The candidates among the sixteen positions from `offset`.
        @inline(__always)
        func candidates(_ offset: Int) -> SIMDMask<SIMD16<Int8>> {
            let atFirst = base.loadUnaligned(fromByteOffset: offset &+ firstAnchor, as: SIMD16<UInt8>.self)
            let atSecond = base.loadUnaligned(fromByteOffset: offset &+ secondAnchor, as: SIMD16<UInt8>.self)
            return (atFirst .== first) .& (atSecond .== second)
        }
        var i = start
        // Candidates starting at i..<i+16 need bytes up to i+15+lastOffset: whole blocks while they fit.
        while i + 16 + lastOffset <= count {
            i = ByteLanes.skippingQuietBlocks(from: i, limit: count - lastOffset, candidates)
            guard i + 16 + lastOffset <= count else { break }
            for lane in ByteLanes(candidates(i)) where matches(needleBytes, in: bytes, at: i + lane) {
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

    /// The offsets of the two bytes of `needle` least common in Swift source (one offset twice
    /// for a one-byte needle), by `commonness`.
    static func anchors(of needle: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var rarest = 0
        var next: Int?
        for offset in needle.indices.dropFirst() {
            if commonness(needle[offset]) < commonness(needle[rarest]) {
                next = rarest
                rarest = offset
            } else if next.map({ commonness(needle[offset]) < commonness(needle[$0]) }) ?? true {
                next = offset
            }
        }
        return (rarest, next ?? rarest)
    }

    /// For each byte value, how common it is in Swift source (roughly, as counted over real
    /// code): 0 for the rarest bytes, higher for more common ones.
    private static let commonnessByByte: [Int] = {
        let mostCommonFirst = Array(" etnaiorslc\n(d)upmf.:hgTSy,b=v\"IwC/R{}PkDAE_FMN<>x-LVB[]OUq@j".utf8)
        var table = [Int](repeating: 0, count: 256)
        for (rank, byte) in mostCommonFirst.enumerated() { table[Int(byte)] = mostCommonFirst.count - rank }
        return table
    }()

    private static func commonness(_ byte: UInt8) -> Int {
        commonnessByByte[Int(byte)]
    }

    /// Whether `needle` occurs in `bytes` at `offset` (which leaves room for all of it).
    @inline(__always)
    private static func matches(
        _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> Bool {
        var j = 0
        while j < needle.count && bytes[offset + j] == needle[j] { j += 1 }
        return j == needle.count
    }
}

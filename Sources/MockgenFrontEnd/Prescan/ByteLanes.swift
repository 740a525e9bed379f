/// The lanes set in the result of a compare of sixteen bytes, lowest first: the positions in
/// a block of sixteen that the byte scans (`SourcePrescan`, `ByteSearch`, `TopLevelTypeNames`)
/// look at further.
struct ByteLanes: Sequence, IteratorProtocol {
    /// One 0xFF byte per set lane, lanes 0–7 and 8–15.
    private var low: UInt64
    private var high: UInt64

    @inline(__always)
    init(_ mask: SIMDMask<SIMD16<Int8>>) {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        low = words[0]
        high = words[1]
    }

    @inline(__always)
    mutating func next() -> Int? {
        if low != 0 {
            let lane = low.trailingZeroBitCount / 8
            low &= ~(0xFF << UInt64(lane * 8))
            return lane
        }
        if high != 0 {
            let lane = high.trailingZeroBitCount / 8
            high &= ~(0xFF << UInt64(lane * 8))
            return 8 + lane
        }
        return nil
    }
}

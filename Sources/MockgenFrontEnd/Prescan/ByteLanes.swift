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

    /// Past the quiet blocks from `start`: the first offset, stepping by sixty-four from
    /// `start`, whose next sixty-four positions (four blocks of sixteen, all below `limit`)
    /// hold a lane set in `candidates`, or from which fewer than sixty-four positions are left
    /// below `limit`. Four blocks are tested with one branch, so a scan whose candidates are
    /// rare costs little more than its compares.
    @inline(__always)
    static func skippingQuietBlocks(
        from start: Int, limit: Int, _ candidates: (Int) -> SIMDMask<SIMD16<Int8>>
    ) -> Int {
        var i = start
        while i + 64 <= limit {
            let any = candidates(i) .| candidates(i &+ 16) .| candidates(i &+ 32) .| candidates(i &+ 48)
            let words = unsafeBitCast(any, to: SIMD2<UInt64>.self)
            if words[0] | words[1] != 0 { return i }
            i &+= 64
        }
        return i
    }
}

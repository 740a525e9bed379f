/// A small, fast, seedable random number generator (SplitMix64), so that a fuzz run is
/// reproducible from its seed on any machine.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen index in `0..<count`; `count` must be positive.
    mutating func index(_ count: Int) -> Int {
        Int.random(in: 0..<count, using: &self)
    }

    /// True with probability `1 / n`.
    mutating func oneIn(_ n: Int) -> Bool {
        index(n) == 0
    }
}

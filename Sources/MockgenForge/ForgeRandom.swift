/// The forge's seedable random number generator (SplitMix64; the tests' `SplitMix64` is this
/// type): a protocol drawn from a seed is the same text on every run and machine.
public struct ForgeRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen index in `0..<count`; `count` must be positive.
    public mutating func index(_ count: Int) -> Int {
        Int.random(in: 0..<count, using: &self)
    }

    /// True with probability `1 / n`.
    public mutating func oneIn(_ n: Int) -> Bool {
        index(n) == 0
    }

    /// One of `choices`, uniformly; `choices` must not be empty.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[index(choices.count)]
    }
}

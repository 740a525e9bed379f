public import MockgenForge

/// A small, fast, seedable random number generator (SplitMix64), so that an input drawn from
/// it (a fuzz run, a damaged copy of a fixture) is the same on every run and machine: the
/// forge's, whose sequence a protocol's seed names.
public typealias SplitMix64 = ForgeRandom

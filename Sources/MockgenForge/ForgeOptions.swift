/// What the composer may draw: every feature is on by default; a switch leaves out a shape
/// whose failures are known, so that the other classes of failure show.
public struct ForgeOptions: Hashable, Sendable {
    /// Leaves out overloads that differ only in a closure parameter's effects
    /// (`withLock(_ body: () throws -> T) throws -> T` beside `withLock(_ body: () async throws -> T) async throws -> T`).
    public var excludesClosureEffectOverloads: Bool
    /// Leaves out overloads that differ only in a closure parameter's attributes
    /// (`run(_ body: @escaping () -> T)` beside `run(_ body: @escaping @Sendable () -> T)`).
    public var excludesClosureAttributeOverloads: Bool
    /// Leaves out the rarer features (`RareFeatureComposer`: parameter packs, noncopyable generic
    /// parameters, generic typed errors, operators, `Void` and `Never`), composing each seed as
    /// the forge did before it drew them.
    public var excludesRareFeatures: Bool

    public init(
        excludesClosureEffectOverloads: Bool = false, excludesClosureAttributeOverloads: Bool = false,
        excludesRareFeatures: Bool = false
    ) {
        self.excludesClosureEffectOverloads = excludesClosureEffectOverloads
        self.excludesClosureAttributeOverloads = excludesClosureAttributeOverloads
        self.excludesRareFeatures = excludesRareFeatures
    }
}

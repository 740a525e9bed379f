/// Overloads that differ only in what a builder's matchers cannot see (a closure parameter's
/// effects or isolation, `async`, `inout`): the first keeps the plain builder member, each later
/// one takes `overload: .second`, `.third`. A synchronous `load()` witnesses `load() async` too.
/// @mockable
protocol LockingFileSystem {
    func withLock<T>(on path: String, blocking: Bool, _ body: () throws -> T) throws -> T
    func withLock<T>(on path: String, blocking: Bool, _ body: () async throws -> T) async throws -> T
    func update(_ value: inout Int)
    func update(_ value: Int)
    func load() -> Int
    func load() async -> Int
    func perform(_ body: () -> Void)
    func perform(_ body: () throws -> Void) rethrows
    func perform(_ body: @MainActor () -> Void)
    func flush() throws
    func flush() async
    @MainActor func sync() async
    func sync()
}

/// A requirement restated with other effects, in a parent and the protocol itself or twice in
/// one protocol (`flush()` above): one member with the effects both allow witnesses both.
protocol EffectClosing {
    func close()
}

/// @mockable
protocol AsyncEffectClosing: EffectClosing {
    func close() async
    init(path: String) throws
    init(path: String) async
}

/// An initializer declared failable and not: the one member is not failable, which witnesses both.
/// @mockable
protocol FailableEffectOpening {
    init?(path: String) throws
    init(path: String) async throws
    init!(count: Int) throws
    @MainActor init(count: Int) async throws
}

/// An actor's initializer declared with a global actor and without: one synchronous initializer,
/// nonisolated as every synchronous initializer of an actor is, without saying so.
/// @mockable
protocol EffectActorOpening: Actor {
    @MainActor init(name: String) async throws
    init?(name: String) throws
}

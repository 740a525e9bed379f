/// A module built with `NonisolatedNonsendingByDefault`: its async closure types are
/// `nonisolated(nonsending)` without saying so, and the mock, compiled in a test target without
/// that feature, must say so to match.
public protocol Watcher: Sendable {
    func watch<Result>(_ handler: (_ update: Int) async throws -> Result) async throws -> Result
    func subscribe(_ listener: @escaping @Sendable (Int) async -> Void)
    func concurrentWork(_ job: @concurrent @Sendable () async -> Void)
    func fetch() async -> Int
}

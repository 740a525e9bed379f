/// Escaping, `@Sendable`, `@autoclosure`, non-escaping and optional closures.
/// @mockable
protocol Scheduler {
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void)
    func every(_ interval: Double, handler: @escaping (Int) -> Bool)
    func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String)
    func forEachTask(_ body: (String) throws -> Void) rethrows
    func transform(_ value: Int, using transform: (Int) -> Int) -> Int
    func onCancel(_ handler: (() -> Void)?)
    func makeHandler() -> (String) -> Void
}

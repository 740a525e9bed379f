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

@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
}

/// A result-builder parameter attribute stays on the parameter.
/// @mockable
protocol Recipe {
    init(@StepsBuilder steps: @escaping () -> [String])
    func add(@StepsBuilder _ steps: () -> [String]) -> Int
}

/// A type alias declared in the protocol is used by the mock and its builders.
/// @mockable
protocol ImageLoader {
    typealias Completion = (Result<[UInt8], any Error>) -> Void
    typealias Visitor = (String) -> Void
    func load(_ name: String, completion: @escaping Completion)
    func visitAll(_ visitor: Visitor)
}

/// An async member taking a non-escaping async closure, as middleware does.
/// @mockable
protocol Middleware {
    func intercept(_ request: String, next: (String) async throws -> Int) async throws -> Int
}

// mockgen-options: --spies
/// A spy forwards unstubbed calls to a real greeter.
/// @mockable
protocol SpyWelcomer {
    var language: String { get }
    func greet(_ name: String) -> String
    func welcome(_ name: String) -> String
    func translate(_ text: String) async throws -> String
    func echo<V>(_ value: V) -> V
    static func defaultLanguage() -> String
}

/// A class-bound protocol: setters forward too.
/// @mockable
protocol SpyCounter: AnyObject {
    var count: Int { get set }
    func increment(by step: Int) throws -> Int
}

/// A protocol and a real, non-`Sendable` implementation to spy on.
/// @mockable
protocol Greeter {
    var language: String { get }
    func greet(_ name: String) -> String
    func welcome(_ name: String) -> String
    func translate(_ text: String) async throws -> String
    func echo<V>(_ value: V) -> V
}

final class EnglishGreeter: Greeter {
    var greeted: [String] = []
    var language: String { "en" }

    func greet(_ name: String) -> String {
        greeted.append(name)
        return "Hello, \(name)"
    }

    /// Calls `greet` on itself: a spy cannot reach into the real object, so this inner call
    /// is the real one, not the mock's.
    func welcome(_ name: String) -> String { greet(name) + "!" }

    func translate(_ text: String) async throws -> String { "[en] \(text)" }

    func echo<V>(_ value: V) -> V { value }
}

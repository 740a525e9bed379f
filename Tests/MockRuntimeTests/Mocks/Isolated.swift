/// A non-Sendable argument type, to prove isolated mocks pass such values without races.
final class Note {
    var text: String
    init(_ text: String) { self.text = text }
}

/// A @MainActor protocol: its mock is @MainActor, its state `nonisolated`.
/// @mockable
@MainActor
protocol Dashboard {
    var title: String { get set }
    func show(_ note: Note)
    func refresh() async -> Int
}

/// An actor-constrained protocol: its mock is an actor, its state `nonisolated`.
/// @mockable
protocol Counter: Actor {
    func increment(by amount: Int) -> Int
    func total() async throws -> Int
}

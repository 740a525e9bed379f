/// Standard conformances of isolated mocks are `nonisolated`.
/// @mockable
@MainActor
protocol TabItem: Hashable, Identifiable, CustomStringConvertible {
    var title: String { get }
}

/// @mockable
protocol BackgroundWorker: Actor, Identifiable {
    func run() async -> Int
}

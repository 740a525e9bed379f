/// An actor-constrained protocol gets an `actor` mock.
/// @mockable
protocol ImageCache: Actor {
    func image(for key: String) -> [UInt8]?
    func insert(_ image: [UInt8], for key: String)
    func prefetch(_ keys: [String]) async throws
    var count: Int { get }
    nonisolated var name: String { get }
    static func create() -> Self
    init(capacity: Int)
}

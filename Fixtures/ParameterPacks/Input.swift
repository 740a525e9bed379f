/// Methods with parameter packs. A pack is recorded as the array of its values, which
/// matchers see (`Parameter<[Any]>`); a `willProduce` closure receives a plain pack
/// (`repeat each Value`) as its tuple and a pack of another pattern (`repeat [each Value]`) as
/// that array; a result of pack type is stubbed like any generic result.
/// @mockable
protocol PackLoader {
    func load<each Value>(_ values: repeat each Value, count: Int) async throws -> (repeat each Value)
    func record<each Value: Sendable>(_ values: repeat [each Value]) -> Int
    func wrap<each Value: Hashable>(of values: repeat PackBox<each Value>) -> (repeat [each Value])
    func given<each Value>(_ values: repeat (each Value)?) throws
    static func combine<each Value>(_ values: repeat each Value) -> String
}

struct PackBox<Wrapped> {
    var wrapped: Wrapped
}

/// Read-only subscripts and initializers with parameter packs are recorded the same way (a
/// settable subscript with packs is skipped: Swift 6.3 stops on every type implementing one).
/// @mockable
protocol PackIndex {
    init<each Key>(keys: repeat each Key)
    subscript<each Key: Hashable>(_ keys: repeat each Key) -> Int { get }
    subscript<each Key>(tuple keys: repeat each Key) -> (repeat each Key)? { get throws }
}

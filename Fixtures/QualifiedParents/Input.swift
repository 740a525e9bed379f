/// Parents written with their module: `Swift.Decodable` is the standard library's `Decodable`,
/// so the mock implements its requirements as it does for `Decodable`.

/// @mockable
protocol StoredRecord: Swift.Decodable, Swift.Encodable {
    var id: Int { get }
}

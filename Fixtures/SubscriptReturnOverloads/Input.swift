/// Subscripts that differ only in their return type: each has its stub, and the verifications
/// take `returning:` to tell them apart.
/// @mockable
protocol TypedTable {
    subscript(key: String) -> Int { get }
    subscript(key: String) -> String { get }
    subscript(index: Int) -> Double { get set }
}

/// A subscript with an `@autoclosure` parameter evaluates it once in each accessor and records
/// the value.
/// @mockable
protocol DefaultingTable {
    subscript(key: String, default fallback: @autoclosure () -> Int) -> Int { get set }
}

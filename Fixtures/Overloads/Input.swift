/// Overloads share a selector; their signatures tell them apart.
/// @mockable
protocol Formatter {
    func format(_ value: Int) -> String
    func format(_ value: Double) -> String
    func format(_ value: Int, radix: Int) -> String
    func format<T: CustomStringConvertible>(generic value: T) -> String
    func format(_ values: [Int]) async -> [String]
}

/// Overloads that differ only in their return type: verification builders take `returning:`.
/// @mockable
protocol ValueSource {
    func value() -> Int
    func value() -> String
    func value<T: Decodable>() -> T
}

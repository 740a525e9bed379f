/// Overloads share a selector; their signatures tell them apart.
/// @mockable
protocol Formatter {
    func format(_ value: Int) -> String
    func format(_ value: Double) -> String
    func format(_ value: Int, radix: Int) -> String
    func format<T: CustomStringConvertible>(generic value: T) -> String
    func format(_ values: [Int]) async -> [String]
}

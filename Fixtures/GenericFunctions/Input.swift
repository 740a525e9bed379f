/// @mockable
protocol Converter {
    func convert<Input: Codable, Output>(_ input: Input, to type: Output.Type) -> Output where Output: Decodable
    func first<C: Collection>(of items: C) -> C.Element? where C.Element: Equatable
    func make<T: Sendable>() -> T
    func keys<K: Hashable, V>(_ dictionary: [K: V]) -> [K]
    func fetch<R: Decodable>(_ path: String) async throws -> R
}

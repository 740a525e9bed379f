/// Associated types become generic parameters of the mock; those with defaults become type
/// aliases, except a `Never` default, which would make members uncallable.
/// @mockable
protocol KeyValueCache {
    associatedtype Key: Hashable
    associatedtype Value: Codable & Sendable
    associatedtype Stamp = Int
    associatedtype Failure: Error = Never
    associatedtype Keys: Collection where Keys.Element == Key
    func value(for key: Key) -> Value?
    func store(_ value: Value, for key: Key, stamp: Stamp)
    var allKeys: Keys { get }
    static var defaultKey: Key? { get }
    func report(_ failure: Failure)
}

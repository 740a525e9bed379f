/// A protocol an app would mock.
/// @mockable
public protocol Repository {
    func search(name: String, limit: Int) -> [String]
    func save(_ name: String)
}

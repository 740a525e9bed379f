// mockgen-options: --all --access public
public struct PublicToken: Equatable, Sendable {
    public var value: String
    public init(value: String) { self.value = value }
}

/// Not annotated: mocked because of `--all`, as a public mock.
public protocol TokenProvider {
    var current: PublicToken? { get }
    func refresh() async throws -> PublicToken
    static func make() -> Self
}

public protocol TokenCache {
    associatedtype Key: Hashable
    subscript(key: Key) -> PublicToken? { get set }
}

import Foundation

/// Named like Foundation's `IndexPath`, `Notification` and `Expression`: in a file importing
/// this module and Foundation, a bare use of either name is ambiguous.
public struct IndexPath: Equatable, Sendable {
    public var row: Int
    public init(row: Int) { self.row = row }
}

public struct Notification: Equatable, Sendable {
    public var title: String
    public init(title: String) { self.title = title }
}

/// The module's own `Error` and `Result`, which its sources mean when they write the bare names.
public enum Error: Swift.Error, Equatable {
    case missing
}

public struct Result<Value: Sendable>: Sendable {
    public var value: Value
    public init(_ value: Value) { self.value = value }
}

/// A generic type and a nested type.
public struct Shelf<Item: Sendable>: Sendable {
    public var items: [Item]
    public init(_ items: [Item]) { self.items = items }
}

public enum Catalog {
    public struct Entry: Equatable, Sendable {
        public var title: String
        public init(title: String) { self.title = title }
    }
}

/// Internal: reachable from the mocks through `@testable import`.
struct Voucher: Equatable {
    var code: Int
}

/// A module type named like a protocol's own type alias below.
public struct Handler {}

public protocol Expression {
    func evaluate(at path: IndexPath) throws -> Result<Int>
}

protocol CatalogBrowsing {
    typealias Handler = @Sendable (Notification) -> Void

    func entry(at path: IndexPath) -> Catalog.Entry?
    func shelf() -> Swift.Result<Shelf<Catalog.Entry>, Error>
    func redeem(_ voucher: Voucher) throws(Error) -> Bool
    func observe(_ handler: @escaping Handler)
    func 📦() -> Int
}

/// Named `Type`: after a module name it is written in backticks, or it would be a metatype.
public protocol `Type` {
    var name: String { get }
}

// fuzz-corpus protocols: Repository, Observer, Equatable2, Builder
/// @mockable
protocol Repository<Entity>: Sendable where Entity: Identifiable {
    associatedtype Entity: Codable
    associatedtype Failure: Error = any Error
    func fetch(id: Entity.ID) async throws(Failure) -> Entity?
    func fetchAll<S: Sequence>(ids: S) async throws -> [Entity] where S.Element == Entity.ID
    func save(_ entities: [Entity], batch: Int = 100) async throws
    func map<T>(_ transform: (Entity) throws -> T) rethrows -> [T]
    func observe(_ handler: @escaping @Sendable ([Entity]) -> Void) -> any Cancellable
    func nested(_ value: [String: [Int?]]?) -> Result<[Entity], Failure>
    func tuple(_ pair: (first: Int, second: String)) -> (Int, String)?
    func metatype(_ type: any Entity.Type) -> Entity.Type
    func opaque(_ value: some Collection<Int>) -> some Sequence
    func closure(_ make: @autoclosure () -> Entity) -> () -> ((Int) -> Void)?
}

@MainActor
protocol Observer: AnyObject {
    func didChange<Value: Equatable>(_ keyPath: KeyPath<Self, Value>, from old: Value, to new: Value)
    @available(*, deprecated, message: "use didChange")
    func changed()
}

protocol Equatable2 {
    static func == (lhs: Self, rhs: Self) -> Bool
    static func <=> (lhs: Self, rhs: Self) -> Int
    static prefix func - (value: Self) -> Self
}

infix operator <=>: ComparisonPrecedence

public protocol Builder: ~Copyable {
    associatedtype Product
    consuming func build() -> Product
    borrowing func peek() -> Product?
    func `self`() -> Self
    func `protocol`(_ `in`: Int) -> Int
}

struct Box<Wrapped>: Equatable where Wrapped: Equatable {
    var value: Wrapped
    func map<T>(_ f: (Wrapped) -> T) -> Box<T> where T: Equatable { Box<T>(value: f(value)) }
    static func < (a: Box, b: Box) -> Bool where Wrapped: Comparable { a.value < b.value }
}

let generic = Dictionary<String, Array<Set<Int>>>()
let comparison = a < b && c > d
let shift = x >> 2 << 1

/// A repository with an associated type, in the spirit of a persistence layer.
/// @mockable
protocol Repository<Entity> {
    associatedtype Entity: Identifiable & Sendable
    func find(id: Entity.ID) async throws -> Entity?
    func all() async throws -> [Entity]
    func save(_ entity: Entity) async throws
    func delete(where predicate: @escaping @Sendable (Entity) -> Bool) async throws -> Int
}

/// A protocol with an associated type and a static requirement: its mock is generic, and a
/// generic class cannot have static stored properties, so its static state is shared per type.
/// @mockable
protocol Store {
    associatedtype Item
    func save(_ item: Item)
    func load() -> Item?
    static func named(_ name: String) -> Self?
}

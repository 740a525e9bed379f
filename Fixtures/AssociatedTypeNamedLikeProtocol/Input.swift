// mockgen-options: --all
protocol TagName {
    var text: String { get }
}

/// The associated type has the protocol's name: the mock's generic parameter takes another,
/// and a type alias keeps the associated type's name.
protocol TagNames {
    associatedtype TagNames: TagName
    var primary: TagNames { get }
    func all(matching prefix: String) -> [TagNames]
}

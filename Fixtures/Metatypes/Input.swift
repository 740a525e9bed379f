protocol RegistryService {}

/// @mockable
protocol ServiceRegistry {
    func register(_ type: any RegistryService.Type, named name: String)
    func resolve<T>(_ type: T.Type) -> T?
    func kind(of value: Any) -> Any.Type
    var registeredTypes: [any RegistryService.Type] { get }
}

/// The metatype of an existential (`(any RegistryService).Type`) is recorded as `Any.Type`: it
/// is not `Sendable`, and recorded as it is beside a `sending` or evaluated argument of an
/// isolated member it would join that argument's region, which a build rejects.
/// @mockable
@MainActor
protocol ServiceCatalog {
    func add<Item>(_ items: sending [Item], as kind: (any RegistryService).Type)
    func note(_ message: @autoclosure () -> String, for kind: (any RegistryService).Type) -> Int
}

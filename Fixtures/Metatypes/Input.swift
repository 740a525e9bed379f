protocol RegistryService {}

/// @mockable
protocol ServiceRegistry {
    func register(_ type: any RegistryService.Type, named name: String)
    func resolve<T>(_ type: T.Type) -> T?
    func kind(of value: Any) -> Any.Type
    var registeredTypes: [any RegistryService.Type] { get }
}

/// A type whose `mock` value Mockable-shaped mocks return, without a stub, for calls returning
/// it when their policy contains ``MockerPolicy/relaxedMocked`` (Mockable's `Mocked`):
///
///     extension Car: Mocked {
///         static var mock: Car { Car(name: "Mock Car", seats: 4) }
///     }
///     let car = MockCarService(policy: .relaxedMocked).getCar()   // Car.mock
///
/// mockgen's own mocks use ``MockDefaultValue`` instead; a type can adopt both.
public protocol Mocked {
    /// The value an unstubbed call returns.
    static var mock: Self { get }
    /// What an unstubbed call returning an array of this type returns; `[mock]` unless given.
    static var mocks: [Self] { get }
}

extension Mocked {
    /// `[mock]`.
    public static var mocks: [Self] { [mock] }
}

extension Array: Mocked where Element: Mocked {
    /// The element type's `mocks`.
    public static var mock: [Element] { Element.mocks }
}

extension Optional: Mocked where Wrapped: Mocked {
    /// The wrapped type's `mock`.
    public static var mock: Wrapped? { Wrapped.mock }
}

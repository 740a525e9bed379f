/// A protocol whose mock is a `MockBase` subclass.
/// @mockable
protocol Thermometer {
    var unit: String { get }
    func read(at probe: Int) throws -> Double
}

/// A protocol with no requirement, whose mock inherits from `EmptyMockBase`.
/// @mockable
protocol Probe {}

/// A protocol with an associated type, whose mock is a generic `MockBase` subclass.
/// @mockable
protocol Box {
    associatedtype Content
    func open() -> Content
}

/// Reads the room temperature.
/// @mockable
public protocol TemperatureSensor: Sendable {
    func celsius() async throws -> Double
}

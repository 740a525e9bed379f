/// Keeps a room at its target temperature.
public struct Thermostat: Sendable {
    let sensor: any TemperatureSensor
    let heater: any Heater
    public var target: Double

    public init(sensor: any TemperatureSensor, heater: any Heater, target: Double) {
        self.sensor = sensor
        self.heater = heater
        self.target = target
    }

    /// Turns the heating on below the target, off above it; leaves it alone when the sensor fails.
    public func regulate() async {
        guard let current = try? await sensor.celsius() else { return }
        let shouldHeat = current < target
        if heater.isOn != shouldHeat { heater.setOn(shouldHeat) }
    }
}

/// @mockable
protocol Thermostat {
    var temperature: Double { get }
    var target: Double { get set }
    var label: String? { get set }
    var reading: Double { get async throws }
    var calibrated: Bool { get throws }
    var history: [Double] { get async }
}

// mockgen-options: --compatibility mockable
/// Mocks named as Mockable names them (`MockWeatherService`), for tests written for Mockable.
/// @mockable
protocol WeatherService {
    var city: String { get set }
    func temperature(in city: String) async throws -> Double
    static func make() -> Self
    func reading<Value>(named name: String) -> Value
}

enum Forecast {
    /// A nested protocol: its mock is `MockRadar`, with a top-level alias `ForecastMockRadar`.
    /// @mockable
    protocol Radar {
        func scan(radius: Int) -> [String]
    }
}

/// A type of the inputs already called `MockClock`: the mock of `Clock` becomes `MockClock2`.
struct MockClock {}

/// @mockable
protocol Clock {
    func now() -> MockClock
}

/// @mockable
class Thermometer {
    init() {}
    func read() -> Double { 0 }
}

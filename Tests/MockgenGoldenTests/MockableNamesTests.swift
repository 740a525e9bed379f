import MockRuntime
import Testing

/// With `--compatibility mockable`, mocks are named as Mockable names them (`MockWeatherService`),
/// nested protocols' mocks too, a taken name gets a number, and class mocks follow the same
/// pattern; they stub and verify like any mock.
@Suite struct MockableNamesTests {
    @Test func mockableNamedMocksStubAndVerify() async throws {
        let weather = MockWeatherService()
        given(weather).temperature(in: .value("Oslo")).willReturn(-3)
        given(weather).city.willReturn("Oslo")
        #expect(try await weather.temperature(in: "Oslo") == -3)
        #expect(weather.city == "Oslo")
        verify(weather).temperature(in: .any).called(.once)

        let radar: ForecastMockRadar = Forecast.MockRadar()
        given(radar).scan(radius: .any).willReturn(["storm"])
        #expect(radar.scan(radius: 5) == ["storm"])

        let clock = MockClock2()
        given(clock).now().willReturn(MockClock())
        _ = clock.now()
        verify(clock).now().called(.once)

        let thermometer = MockThermometer()
        given(thermometer).read().willReturn(21.5)
        #expect(thermometer.read() == 21.5)
    }
}

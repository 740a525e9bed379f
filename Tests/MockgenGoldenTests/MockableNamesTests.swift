import MockRuntime
import MockRuntimeMockable
import Testing

/// With `--compatibility mockable`, mocks are named as Mockable names them (`MockWeatherService`),
/// nested protocols' mocks too, a taken name gets a number; and they mean what Mockable's mocks
/// mean: clauses chain on one builder, the first stub registered that matches answers and is used
/// up when another one matches too, and `reset(.given)` forgets the stubs.
@Suite struct MockableNamesTests {
    @Test func clausesChainAndTheFirstMatchingStubAnswersAndIsUsedUp() async throws {
        let weather = MockWeatherService()
        given(weather)
            .temperature(in: .value("Oslo")).willReturn(-3)
            .temperature(in: .any).willReturn(10)
            .city.willReturn("Oslo")
        #expect(try await weather.temperature(in: "Oslo") == -3)
        #expect(try await weather.temperature(in: "Oslo") == 10, "the stub that answered was used up")
        #expect(try await weather.temperature(in: "Bergen") == 10, "the last matching stub stays")
        #expect(weather.city == "Oslo")
        verify(weather)
            .temperature(in: .any).called(.exactly(3))
            .temperature(in: .value("Oslo")).called(.moreOrEqual(to: 2))
            .city().getCalled(.once)
    }

    @Test func aPropertyIsStubbedAndVerifiedThroughOneMember() {
        let weather = MockWeatherService(policy: .relaxed)
        weather.city = "Rome"
        verify(weather)
            .city().setCalled(.once)
            .city(newValue: .value("Rome")).setCalled(.once)
            .city().getCalled(.never)
    }

    @Test func aGenericResultIsInferredFromTheValueOrLeftOutForSideEffects() {
        let weather = MockWeatherService()
        var performed = 0
        given(weather).reading(named: .value("wind")).willReturn(12)
        when(weather).reading(named: .any).perform { performed += 1 }
        let wind: Int = weather.reading(named: "wind")
        #expect(wind == 12)
        #expect(performed == 1, "a side effect registered without a result type runs for every result type")
        verify(weather).reading(named: .any).called(.once)
    }

    @Test func resetForgetsTheStubs() async throws {
        let weather = MockWeatherService()
        given(weather).temperature(in: .any).willReturn(20)
        weather.reset(.given)
        given(weather).temperature(in: .any).willReturn(30)
        #expect(try await weather.temperature(in: "Oslo") == 30, "the first stub, registered before the reset, is gone")
    }

    @Test func nestedRenumberedAndClassMocksFollowThePattern() {
        let radar: ForecastMockRadar = Forecast.MockRadar()
        given(radar).scan(radius: .any).willReturn(["storm"])
        #expect(radar.scan(radius: 5) == ["storm"])
        radar.reset()

        let clock = MockClock2()
        given(clock).now().willReturn(MockClock())
        _ = clock.now()
        verify(clock).now().called(.once)

        let thermometer = MockThermometer()
        given(thermometer).read().willReturn(21.5)
        #expect(thermometer.read() == 21.5)
    }
}

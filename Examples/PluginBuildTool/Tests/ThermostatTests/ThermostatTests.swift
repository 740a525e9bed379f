import MockRuntime
import Testing
@testable import Thermostat

// TemperatureSensorMock and HeaterMock are generated at build time by MockgenPlugin, one file
// per source file of Thermostat (Devices/Devices.Heater+Mocks.swift, ...; Thermostat.swift
// declares no protocol and gets an empty Thermostat+Mocks.swift), compiled in parallel.
// Heater refines Appliance from the Appliances package, so HeaterMock also has `name`.
@Suite struct ThermostatTests {
    @Test func heatsWhenTheRoomIsBelowTheTarget() async {
        let sensor = TemperatureSensorMock()
        let heater = HeaterMock()
        given(sensor).celsius().willReturn(17.5)
        given(heater).isOn.willReturn(false)

        await Thermostat(sensor: sensor, heater: heater, target: 20).regulate()

        verify(heater).setOn(.value(true)).called(.once)
    }

    @Test func leavesTheHeatingAloneWhenTheSensorFails() async {
        struct Unplugged: Error {}
        let sensor = TemperatureSensorMock()
        let heater = HeaterMock(policy: .strict)
        given(sensor).celsius().willThrow(Unplugged())

        await Thermostat(sensor: sensor, heater: heater, target: 20).regulate()

        verify(heater).setOn(.any).called(.never)
        verify(sensor).celsius().called(.once)
    }

    @Test func theHeaterMockImplementsWhatItsProtocolInheritsFromAnotherPackage() {
        let heater = HeaterMock()
        given(heater).name.willReturn("Hall")

        #expect(heater.name == "Hall")
        verify(heater).name.getCalled(.once)
    }
}

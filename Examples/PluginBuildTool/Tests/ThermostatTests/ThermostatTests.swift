import MockRuntime
import Testing
@testable import Thermostat

// TemperatureSensorMock and HeaterMock are generated at build time by MockgenPlugin.
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
}

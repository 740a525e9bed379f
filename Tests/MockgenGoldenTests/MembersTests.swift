import MockRuntime
import Testing

/// Properties, static members, subscripts and initializers.
@Suite struct MembersTests {
    @Test func propertiesWithEveryAccessorShapeAreStubbedAndVerified() async throws {
        let thermostat = ThermostatMock()
        given(thermostat).temperature.willReturn(21.5)
        given(thermostat).reading.willThrow(ThermostatFailure.sensorDown)
        given(thermostat).calibrated.willReturn(true)
        given(thermostat).history.willReturn([1, 2])

        #expect(thermostat.temperature == 21.5)
        thermostat.target = 19
        thermostat.label = nil
        await #expect(throws: ThermostatFailure.sensorDown) { try await thermostat.reading }
        #expect(try thermostat.calibrated)
        #expect(await thermostat.history == [1, 2])

        verify(thermostat).temperature.getCalled(.once)
        verify(thermostat).target(newValue: .value(19)).setCalled(.once)
        verify(thermostat).label(newValue: .nil).setCalled(.once)
        verify(thermostat).target.getCalled(.never)
    }

    @Test func generatedSettablePropertiesKeepTheValueSet() {
        let thermostat = ThermostatMock()
        thermostat.target = 19
        thermostat.label = "hall"
        #expect(thermostat.target == 19)
        #expect(thermostat.label == "hall")
        thermostat.label = nil
        #expect(thermostat.label == nil)
        withStaticMockScope {
            IdentifierFactoryMock.prefix = "id-"
            #expect(IdentifierFactoryMock.prefix == "id-")
        }
    }

    @Test func aGeneratedMockNamesTheTestLineThatCreatedIt() {
        let line = #line + 1
        let strict = ThermostatMock(policy: .strict)
        withKnownIssue {
            _ = strict.temperature
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "The mock was created at MockgenGoldenTests/MembersTests.swift:\(line):")
        }
    }

    @Test func staticMembersLiveOnTheMockTypeAndInstanceMembersOnTheInstance() throws {
        try withStaticMockScope {
            let factory = IdentifierFactoryMock()
            given(IdentifierFactoryMock.self).next().willReturn(1, 2)
            given(IdentifierFactoryMock.self)[.value(0)].willReturn("zero")
            given(IdentifierFactoryMock.self).reset(to: .value(-1)).willThrow(ThermostatFailure.sensorDown)
            given(factory).current().willReturn(9)

            #expect(IdentifierFactoryMock.next() == 1)
            #expect(IdentifierFactoryMock.next() == 2)
            #expect(IdentifierFactoryMock[0] == "zero")
            IdentifierFactoryMock.prefix = "id-"
            try IdentifierFactoryMock.reset(to: 0)
            #expect(throws: ThermostatFailure.sensorDown) { try IdentifierFactoryMock.reset(to: -1) }
            #expect(factory.current() == 9)

            verify(IdentifierFactoryMock.self).next().called(.twice)
            verify(IdentifierFactoryMock.self).prefix(newValue: .value("id-")).setCalled(.once)
            verify(factory).current().called(.once)
        }
    }

    @Test func subscriptsWithLabelsGenericsAndEffectsAreStubbedAndVerified() async throws {
        let store = SettingsStoreMock()
        given(store)[.value("theme")].willReturn("dark")
        given(store)[.any, .value(2)].willReturn(0.5)
        given(store)[named: .any].willReturn(3)
        given(store)[.value(SettingKey<Bool>(name: "beta"))].willReturn(true)
        given(store)[async: .any].willReturn(11)

        #expect(store["theme"] == "dark")
        #expect(store[1, 2] == 0.5)
        #expect(store[named: "x"] == 3)
        #expect(store[SettingKey<Bool>(name: "beta")] == true)
        #expect(try await store[async: 1] == 11)
        store["theme"] = nil
        store[SettingKey<Int>(name: "size")] = 4

        verify(store)[.value("theme"), newValue: .nil].setCalled(.once)
        verify(store)[.value(SettingKey<Int>(name: "size")), newValue: .value(4)].setCalled(.once)
        verify(store)[.value("theme")].getCalled(.once)
    }

    @Test func protocolInitializersCreateWorkingMocks() async throws {
        func make<C: Connection>(_ type: C.Type) async throws -> [C] {
            [C(config: ConnectionConfig(host: "a")), try C(host: "b", port: 1), await C(hosts: ["c"])]
                + [C(url: "d")].compactMap { $0 }
        }
        let connections = try await make(ConnectionMock.self)
        #expect(connections.count == 4)
        verify(connections[0]).initializer(config: .value(ConnectionConfig(host: "a"))).called(.once)
        verify(connections[1]).initializer(host: .value("b"), port: .value(1)).called(.once)
        verify(connections[2]).initializer(hosts: .value(["c"])).called(.once)
        verify(connections[3]).initializer(url: .value("d")).called(.once)
        verify(connections[0]).initializer(url: .any).called(.never)
        given(connections[0]).open().willReturn(true)
        #expect(connections[0].open())
        #expect(!connections[1].open())
        verify(connections[0]).open().called(.once)
    }
}

enum ThermostatFailure: Error {
    case sensorDown
}

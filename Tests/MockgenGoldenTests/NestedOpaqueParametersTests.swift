import MockRuntime
import Testing

/// `some P` inside a parameter's type becomes a generic parameter of the mock's method and of its
/// builder member: the mock conforms, and calls are stubbed and verified by value and type.
@Suite struct NestedOpaqueParametersTests {
    struct Ping: Message, Equatable { var id: Int }

    @Test func nestedOpaqueParametersAreStubbedAndVerified() async throws {
        let client = MessageClientMock()
        given(client).send(Parameter<Request<Ping>>.any).willReturn(Response(status: 200))
        let response = try await client.send(Request(body: Ping(id: 1)))
        #expect(response == Response(status: 200))
        verify(client).send(Parameter<Request<Ping>>.any).called(.once)

        given(client).sendAll(Parameter<[Ping]>.any, fallback: Parameter<Ping?>.any).willReturn(2)
        #expect(client.sendAll([Ping(id: 1), Ping(id: 2)], fallback: nil as Ping?) == 2)

        given(client).route(Parameter<(Ping, Int)>.any, table: Parameter<[String: Ping]>.any).willReturn(true)
        #expect(client.route((Ping(id: 3), 1), table: ["a": Ping(id: 4)]))

        given(client).plain(.any).willReturn(7)
        #expect(client.plain(Ping(id: 5)) == 7)

        given(client).compose(Parameter<Ping?>.value(Ping(id: 6))).willReturn(9)
        #expect(client.compose(Ping(id: 6)) == 9)
    }
}

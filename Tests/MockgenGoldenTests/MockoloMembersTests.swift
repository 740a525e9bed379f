import MockRuntime
import Testing

/// `--compatibility mockolo`: the members tests written against Mockolo's mocks use, on a
/// mock that also serves `given`/`verify` (Fixtures/MockoloMembers).
@Suite struct MockoloMembersTests {
    @Test func aHandlerAnswersAndTheCountAndArgumentsAreRecorded() {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.openHandler = { ticket in ticket.id > 1 }

        #expect(desk.open(MockoloTicket(id: 2)))
        #expect(!desk.open(MockoloTicket(id: 1)))
        #expect(desk.openCallCount == 2)
        #expect(desk.openArgValues == [MockoloTicket(id: 2), MockoloTicket(id: 1)])
        #expect(desk.openHandler != nil)
        desk.openHandler = nil
        #expect(desk.openHandler == nil)
    }

    @Test func argumentTuplesAreLabelledWithTheParameterNames() throws {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        var closed: [Int] = []
        desk.closeHandler = { id, reason in
            if reason.isEmpty { throw MockoloFailure() }
            closed.append(id)
        }
        try desk.close(id: 4, reason: "done")
        #expect(throws: MockoloFailure()) { try desk.close(id: 5, reason: "") }
        #expect(closed == [4])
        #expect(desk.closeArgValues.map(\.id) == [4, 5])
        #expect(desk.closeArgValues.map(\.reason) == ["done", ""])
        desk.note("a", "b", urgent: true)
        #expect(desk.noteArgValues.first?.lines == ["a", "b"])
        #expect(desk.noteArgValues.first?.urgent == true)
    }

    @Test func asyncThrowingHandlersRun() async throws {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.fetchHandler = { id in MockoloTicket(id: id * 10) }
        #expect(try await desk.fetch(id: 3) == MockoloTicket(id: 30))
        desk.refreshHandler = {}
        await desk.refresh()
        #expect(desk.fetchCallCount == 1)
        #expect(desk.refreshCallCount == 1)
    }

    @Test func inoutAndClosureHandlersSeeTheArguments() {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.bumpHandler = { value in value += 5 }
        var value = 1
        desk.bump(&value)
        #expect(value == 6)
        #expect(desk.bumpArgValues == [1])

        desk.eachHandler = { body in body(7) }
        var seen: [Int] = []
        desk.each { seen.append($0) }
        #expect(seen == [7])
        #expect(desk.eachCallCount == 1)

        var listener: ((Int) -> Void)?
        desk.subscribeHandler = { given in
            listener = given
            return 1
        }
        #expect(desk.subscribe { seen.append($0) } == 1)
        listener?(8)
        #expect(seen == [7, 8])
    }

    @Test func overloadsHaveMockolosNames() {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.updateIntHandler = { 9 }
        desk.update() as Void
        #expect(desk.update() == 9)
        desk.update(arg: 1)
        desk.update(arg: Float(2.5))
        desk.update(arg: Float(3.5))
        desk.display(x: 1)
        desk.display(y: 2)
        #expect(desk.updateCallCount == 1)
        #expect(desk.updateIntCallCount == 1)
        #expect(desk.updateArgCallCount == 1)
        #expect(desk.updateArgFloatCallCount == 2)
        #expect(desk.updateArgFloatArgValues == [2.5, 3.5])
        #expect(desk.displayCallCount == 1)
        #expect(desk.displayYArgValues == [2])
    }

    @Test func genericMembersCountAndRecordTheirArgumentsAsAny() throws {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.store(5, key: "a")
        desk.store("x", key: "b")
        #expect(desk.storeCallCount == 2)
        #expect(desk.storeArgValues.map(\.key) == ["a", "b"])
        #expect(desk.storeArgValues.first?.value as? Int == 5)
        given(desk).decode(.any, from: .any).willReturn(3)
        #expect(try desk.decode(Int.self, from: "3") == 3)
        #expect(desk.decodeCallCount == 1)
        #expect(desk.decodeArgValues.first?.text == "3")
    }

    @Test func genericHandlersTakeAndReturnAny() async throws {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.decodeHandler = { type, text in
            if type is Int.Type { return Int(text) ?? 0 }
            return text
        }
        #expect(try desk.decode(Int.self, from: "12") == 12)
        #expect(try desk.decode(String.self, from: "ab") == "ab")
        var stored: [String] = []
        desk.storeHandler = { value, key in stored.append("\(key)=\(value)") }
        desk.store(1, key: "a")
        desk.store(true, key: "b")
        #expect(stored == ["a=1", "b=true"])
        desk.cachedHandler = { key in key == "hit" ? 5 : nil }
        let hit: Int? = await desk.cached(key: "hit")
        let miss: Int? = await desk.cached(key: "miss")
        let wrongType: String? = await desk.cached(key: "hit")
        #expect(hit == 5)
        #expect(miss == nil)
        #expect(wrongType == nil)
        given(desk).decode(.any, from: .value("given")).willReturn(99)
        #expect(try desk.decode(Int.self, from: "given") == 99)
        #expect(desk.decodeCallCount == 3)
    }

    @Test func propertiesKeepTheirValuesAndCountSets() async throws {
        let desk = TicketDeskMock(title: "first", count: 2, latest: MockoloTicket(id: 1), onChange: {}, remote: 4)
        #expect(desk.title == "first")
        #expect(desk.count == 2)
        #expect(desk.owner == nil)
        #expect(desk.tags == [])
        #expect(desk.latest == MockoloTicket(id: 1))
        #expect(try await desk.remote == 4)
        #expect(desk.titleSetCallCount == 0)

        desk.title = "second"
        desk.count = 3
        desk.owner = "ada"
        #expect(desk.title == "second")
        #expect(desk.count == 3)
        #expect(desk.owner == "ada")
        #expect(desk.titleSetCallCount == 1)
        #expect(desk.ownerSetCallCount == 1)

        desk.remoteHandler = { throw MockoloFailure() }
        await #expect(throws: MockoloFailure()) { try await desk.remote }
    }

    @Test func theDefaultInitializerAndMockgensOwnStillWork() {
        let relaxed = TicketDeskMock()
        #expect(relaxed.title == "")
        #expect(relaxed.count == 0)
        let named = TicketDeskMock(policy: .relaxed, name: "desk")
        named.title = "t"
        #expect(named.titleSetCallCount == 1)
    }

    @Test func subscriptsHaveGetterAndSetterMembers() {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.subscriptHandler = { "row \($0)" }
        var written: [(Int, String)] = []
        desk.subscriptSetHandler = { written.append(($0, $1)) }
        desk.subscriptKeyHandler = { $0.count }

        #expect(desk[3] == "row 3")
        desk[4] = "four"
        #expect(desk["abc"] == 3)
        #expect(desk.subscriptCallCount == 1)
        #expect(desk.subscriptSetCallCount == 1)
        #expect(desk.subscriptKeyCallCount == 1)
        #expect(written.map(\.0) == [4])
        #expect(written.map(\.1) == ["four"])
    }

    @Test func staticMembersUseTheStaticState() {
        withStaticMockScope {
            TicketDeskMock.makeHandler = { name in name.count }
            #expect(TicketDeskMock.make(name: "abc") == 3)
            #expect(TicketDeskMock.makeCallCount == 1)
            #expect(TicketDeskMock.makeArgValues == ["abc"])
            TicketDeskMock.region = "eu"
            #expect(TicketDeskMock.region == "eu")
            #expect(TicketDeskMock.regionSetCallCount == 1)
        }
    }

    @Test func givenStubsWinOverTheHandlerAndVerifySeesHandledCalls() {
        let desk = TicketDeskMock(latest: MockoloTicket(id: 0), onChange: {})
        desk.openHandler = { _ in false }
        given(desk).open(.value(MockoloTicket(id: 7))).willReturn(true)
        #expect(desk.open(MockoloTicket(id: 7)))
        #expect(!desk.open(MockoloTicket(id: 8)))

        verify(desk).open(.any).called(.exactly(2))
        verify(desk).open(.value(MockoloTicket(id: 8))).called(.once)
        #expect(desk.openCallCount == 2)

        let captured = ArgumentCaptor<MockoloTicket>()
        verify(desk).open(.capture(captured)).called(.exactly(2))
        #expect(captured.values == desk.openArgValues)

        reset(desk, .calls)
        #expect(desk.openCallCount == 0)
        #expect(desk.openArgValues.isEmpty)
    }

    @Test func membersOfDeclarationOnlySpellingsHaveStorableTypes() {
        struct Oops: Error {}
        var done = 0
        let spelled = SpelledTypesMock(onDone: { done += 1 })
        spelled.onDone()
        spelled.accept(3, Oops(), nil as Oops?)
        #expect(done == 1)
        #expect(spelled.acceptCallCount == 1)
        #expect(spelled.acceptArgValues.first?.value == 3)
        #expect(spelled.acceptArgValues.first?.error is Oops)
        #expect(spelled.acceptArgValues[0].maybe == nil, "an optional argument passed as nil reads as nil")
        spelled.accept(4, Oops(), Oops())
        #expect(spelled.acceptArgValues[1].maybe is Oops)
    }

    @Test func aMarkNamesTheMockAndSendableProtocolsHaveSendableHandlers() async throws {
        let clock = FakeMockoloClock()
        let handler: @Sendable () -> Int = { 42 }
        clock.nowHandler = handler
        #expect(clock.now() == 42)
        let readBack: (@Sendable () -> Int)? = clock.nowHandler
        #expect(readBack?() == 42, "the handler reads back as it was set")
        clock.waitHandler = { deadline in deadline() > 10 }
        #expect(try await clock.wait(until: 11))
        #expect(try await !clock.wait(until: 3))
        #expect(clock.waitCallCount == 2)
        verify(clock).wait(until: 11).called(.once)
    }

    @Test func anAutoclosureReachesTheHandlerAsAClosure() {
        let journal = MockoloJournalMock()
        var seen: [String] = []
        journal.logHandler = { message, level in seen.append("\(level): \(message())") }
        journal.log("started", level: 1)
        #expect(seen == ["1: started"])
        #expect(journal.logCallCount == 1)
        journal.logHandler = nil
        #expect(journal.logHandler == nil)
        journal.log("quiet", level: 2)
        #expect(seen.count == 1, "a removed handler answers nothing")
    }
}

import MockRuntime
import Testing

/// Generated class mocks: subclasses that record, stub and verify every overridable member,
/// and partial mocks whose unstubbed calls run the real class.
@Suite struct ClassMockTests {
    @Test func storedAndComputedPropertiesAreRecordedStubbedAndVerified() {
        let ledger = CashLedgerMock(owner: "ann", balance: 10)
        given(ledger).balance.willReturn(42)
        given(ledger).summary.willReturn("stubbed")
        given(ledger)[.value(3)].willReturn(7)
        ledger.balance = 5
        ledger.limit = 9
        #expect(ledger.balance == 42)
        #expect(ledger.summary == "stubbed")
        #expect(ledger[3] == 7)
        #expect(ledger.lastChange == 0)
        verify(ledger).balance(newValue: .value(5)).setCalled(.once)
        verify(ledger).limit(newValue: .value(9)).setCalled(.once)
        verify(ledger).balance.getCalled(.once)
        verify(ledger)[.value(3)].getCalled(.once)
    }

    @Test func anUnstubbedMemberOfAPlainClassMockAnswersTheDefaultNotTheRealClass() {
        let ledger = CashLedgerMock(owner: "ann", balance: 10)
        #expect(ledger.deposit(5) == 0)
        #expect(ledger.summary == "")
        #expect(ledger.id() == "ledger-ann")        // final: left to the class
        verify(ledger).deposit(.value(5)).called(.once)
    }

    @Test func aStrictClassMockReportsAnUnstubbedCallWithItsName() {
        let ledger = CashLedgerMock(owner: "ann", balance: 10, policy: .strict, name: "strict ledger")
        withKnownIssue {
            _ = ledger.fee(for: 1)
        } matching: { failure in
            issue(failure, mentions: "CashLedgerMock \"strict ledger\"", "fee(for:")
        }
    }

    @Test func classMembersUseTheStaticStateOfTheMockType() {
        withStaticMockScope {
            given(CashLedgerMock.self).bankName().willReturn("Mock Bank")
            #expect(CashLedgerMock.bankName() == "Mock Bank")
            verify(CashLedgerMock.self).bankName().called(.once)
        }
    }

    @Test func willCallRealImplementationRunsTheSuperclassMember() {
        let ledger = CashLedgerMock(owner: "ann", balance: 10)
        given(ledger).fee(for: .any).willCallRealImplementation()
        #expect(ledger.fee(for: 500) == 5)
        verify(ledger).fee(for: .value(500)).called(.once)
    }

    @Test func aPartialMockRunsTheRealImplementationAndTheStubOfAnInnerCallWins() {
        let ledger = CashLedgerMock(owner: "ann", balance: 1000)
        forwardUnstubbedCalls(ledger)
        given(ledger).fee(for: .any).willReturn(1)
        // The real `summary` reads the real balance and calls `fee(for:)` on the mock itself.
        #expect(ledger.summary == "ann: 999")
        verify(ledger).fee(for: .value(1000)).called(.once)
        verify(ledger).balance.getCalled(.twice)
    }

    @Test func stopForwardingReturnsAPartialMockToItsPolicy() {
        let ledger = CashLedgerMock(owner: "ann", balance: 10)
        forwardUnstubbedCalls(ledger)
        #expect(ledger.deposit(5) == 15)
        stopForwarding(ledger)
        #expect(ledger.deposit(5) == 0)
        verify(ledger).deposit(.value(5)).called(.twice)
    }

    @Test func aSubclassChainsMockOverridesTheMembersOfEveryClassInTheChain() {
        let car = RoadSportsCarMock(name: "zoom")
        given(car).start().willReturn("vroom")
        given(car).park(at: .any).willReturn(false)
        given(car).wheels.willReturn(3)
        #expect(car.start() == "vroom")
        #expect(car.park(at: 1) == false)
        #expect(car.wheels == 3)
        #expect(car.honk() == "beep")              // final in RoadCar: left to the class
        forwardUnstubbedCalls(car)
        #expect(car.boost() == 300)                  // the real boost reads the real top speed
        verify(car).topSpeed.getCalled(.once)
    }

    @Test func membersInsideIfBlocksAreMockedUnderTheSameConditions() {
        let sign = RoadSignMock()
        #if DEBUG
        given(sign).debugText().willReturn("mocked")
        given(sign).debugLevel().willReturn(3)
        #expect(sign.debugText() == "mocked")
        #expect(sign.debugLevel() == 3)
        #else
        given(sign).releaseText().willReturn("mocked")
        #expect(sign.releaseText() == "mocked")
        #endif
    }

    @Test func asyncThrowingAndTypedThrowingMethodsAnswerFromStubsOrTheRealClass() async throws {
        let transfers = WireTransfersMock()
        given(transfers).send(.any, to: .value("bob")).willReturn("mocked")
        given(transfers).validate(.value(0)).willThrow(WireDeclined(reason: "stub"))
        #expect(try await transfers.send(1, to: "bob") == "mocked")
        #expect(throws: WireDeclined(reason: "stub")) { try transfers.validate(0) }
        forwardUnstubbedCalls(transfers)
        #expect(try await transfers.send(2, to: "eve") == "sent 2 to eve")
        #expect(throws: WireDeclined(reason: "not positive")) { try transfers.validate(-1) }
        #expect(await transfers.refresh() == 1)
        verify(transfers).send(.any, to: .any).called(.twice)
    }

    @Test func genericMethodsAreStubbedPerTypeAndReachTheRealClass() {
        let transfers = WireTransfersMock()
        given(transfers).convert(.value(2)).willReturn(20)
        #expect(transfers.convert(2) == 20)
        given(transfers).convert(.any as Parameter<Double>).willCallRealImplementation()
        #expect(transfers.convert(1.5) == 1.5)
        #expect(transfers.apply { $0 + 1 } == 0)
        given(transfers).apply(.any).willCallRealImplementation()
        #expect(transfers.apply { $0 + 1 } == 2)
        verify(transfers).convert(.value(2)).called(.once)
    }

    @Test func designatedAndRequiredInitializersAreOverriddenAndConvenienceOnesInherited() {
        let session = LoginSessionMock(user: "ann", token: 7)
        #expect(session.user == "ann")
        let restored = LoginSessionMock(restoring: ["token": 3], policy: .relaxed, name: "restored")
        #expect(restored.token == 3)
        let guest = LoginSessionMock(guest: ())       // the class's convenience initializer
        #expect(guest.user == "guest")
        given(guest).describe().willReturn("mocked guest")
        #expect(guest.describe() == "mocked guest")
        forwardUnstubbedCalls(session)
        #expect(session.describe() == "ann#7")
        let clock = TickClockMock(name: "clock")
        forwardUnstubbedCalls(clock)
        #expect(clock.now() == 42)
    }

    @Test func aRequiredInitializerBuildsTheMockThroughTheClassType() {
        withStaticMockScope {
            given(LoginSessionMock.self).make(archive: .any).willCallRealImplementation()
            // The real `make` calls `Self(restoring:)`, which is the mock's required initializer.
            let made = LoginSessionMock.make(archive: ["token": 5])
            #expect(made is LoginSessionMock)
            #expect(made.token == 5)
        }
    }

    @Test func withTestableImportInternalAndPublicMembersAreMocked() {
        let catalog = ProductCatalogMock()
        given(catalog).count().willReturn(9)
        given(catalog).internalRefresh().willReturn(false)
        given(catalog).open(id: .any).willReturn("stub")
        #expect(catalog.count() == 9)
        #expect(catalog.internalRefresh() == false)
        #expect(catalog.open(id: 1) == "stub")
    }

    @Test func withAPlainImportOnlyOpenMembersAreMocked() {
        let shelf = BookShelfMock()
        given(shelf).put(.any).willReturn(0)
        #expect(shelf.put("book") == 0)
        #expect(shelf.count() == 3)                  // public, not open: the class's
        verify(shelf).put(.value("book")).called(.once)
    }
}

/// A generic class's mock.
@Suite struct GenericClassMockTests {
    @Test func aGenericClassMockIsGenericOverTheClassParameters() {
        let queue = WireQueueMock<String>()
        given(queue).push(.value("a")).willReturn(5)
        given(queue).peek().willReturn("top")
        #expect(queue.push("a") == 5)
        #expect(queue.peek() == "top")
        forwardUnstubbedCalls(queue)
        #expect(queue.push("b") == 1)
        verify(queue).push(.any).called(.twice)
        withStaticMockScope {
            given(WireQueueMock<String>.self).kind().willReturn("mocked")
            #expect(WireQueueMock<String>.kind() == "mocked")
        }
    }
}

/// The mock of a subclass of a generic class.
@Suite struct GenericSuperclassMockTests {
    @Test func aSubclassOfAGenericClassOverridesTheInheritedMembersWithTheGivenArguments() {
        let tray = NumberTrayMock()
        given(tray).put(.value(3)).willReturn(9)
        given(tray).top.willReturn(4)
        given(tray).convert(.any).willReturn(["x"])
        #expect(tray.put(3) == 9)
        #expect(tray.top == 4)
        #expect(tray.convert { "\($0)" } == ["x"])
        forwardUnstubbedCalls(tray)
        #expect(tray.put(5) == 1)
        #expect(tray.total() == 0)
        verify(tray).put(.any).called(.twice)
    }
}

/// A main-actor class's mock.
@Suite struct MainActorClassMockTests {
    @MainActor @Test func aMainActorClassMockIsIsolatedToTheMainActorAndForwards() async {
        let model = ScreenModelMock()
        given(model).reload().willReturn(5)
        #expect(await model.reload() == 5)
        forwardUnstubbedCalls(model)
        #expect(model.title == "home")
        verify(model).title.getCalled(.once)
    }
}

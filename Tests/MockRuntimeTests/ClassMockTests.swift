import MockRuntime
import Testing

@Suite("Class mocks and partial mocks")
struct ClassMockTests {
    @Test func aClassMockAnswersFromStubsAndDefaultsWithoutRunningTheRealClass() throws {
        let account = AccountMock(owner: "ann", balance: 10)
        given(account).deposit(.any).willReturn(99)
        #expect(account.deposit(5) == 99)
        #expect(account.realDeposits == 0)
        #expect(account.summary == "")                 // unstubbed: the default, not the real text
        #expect(try account.withdraw(3) == 0)
        verify(account).deposit(.value(5)).called(.once)
        verify(account).summary.getCalled(.once)
    }

    @Test func storedAndComputedPropertiesAreRecordedAndStubbed() {
        let account = AccountMock(owner: "ann", balance: 10)
        given(account).balance.willReturn(42)
        given(account).nickname.willCallRealImplementation()
        given(account).nickname(newValue: .any).willCallRealImplementation()
        account.balance = 7
        account.nickname = "Annie"
        #expect(account.balance == 42)
        #expect(account.nickname == "Annie")
        verify(account).balance(newValue: .value(7)).setCalled(.once)
        verify(account).balance.getCalled(.once)
    }

    @Test func willCallRealImplementationRunsTheSuperclassMemberAndStillRecords() {
        let account = AccountMock(owner: "ann", balance: 10)
        given(account).deposit(.any).willCallRealImplementation()
        // The real deposit reads the mocked balance (unstubbed: 0), writes 5 through the mocked
        // setter, and reads back the value the mock now keeps for the property.
        #expect(account.deposit(5) == 5)
        #expect(account.realDeposits == 1)
        given(account).balance.willCallRealImplementation()
        given(account).balance(newValue: .any).willCallRealImplementation()
        #expect(account.deposit(5) == 15)
        verify(account).balance(newValue: .value(15)).setCalled(.once)
        verify(account).deposit(.value(5)).called(.twice)
    }

    @Test func aLaterStubReplacesWillCallRealImplementation() {
        let account = AccountMock(owner: "ann", balance: 10)
        given(account).deposit(.any).willCallRealImplementation()
        given(account).deposit(.value(1)).willReturn(-1)
        #expect(account.deposit(1) == -1)
        #expect(account.realDeposits == 0)
        _ = account.deposit(2)
        #expect(account.realDeposits == 1)
    }

    @Test func aPartialMockSendsUnstubbedCallsToTheRealImplementation() throws {
        let account = AccountMock(owner: "ann", balance: 10)
        forwardUnstubbedCalls(account)
        #expect(account.summary == "ann: 10")
        #expect(account.deposit(5) == 15)
        #expect(account.convert(21) == 42)
        #expect(account.convert(1.5) == 3.0)
        #expect(account.id() == "account-ann")        // final: never mocked
        verify(account).convert(.value(21)).called(.once)
        verify(account).balance.getCalled(.atLeastOnce)
    }

    @Test func inAPartialMockTheRealImplementationCallsTheStubOfAnotherMember() throws {
        let account = AccountMock(owner: "ann", balance: 100)
        forwardUnstubbedCalls(account)
        given(account).fee(for: .any).willReturn(10)
        #expect(try account.withdraw(20) == 70)      // the real withdraw used the stubbed fee
        verify(account).fee(for: .value(20)).called(.once)
        verify(account).withdraw(.value(20)).called(.once)
    }

    @Test func aPartialMockRethrowsTheRealImplementationsTypedError() {
        let account = AccountMock(owner: "ann", balance: 1)
        forwardUnstubbedCalls(account)
        #expect(throws: Account.Closed()) { try account.withdraw(5) }
    }

    @Test func asyncMembersReachTheRealImplementation() async throws {
        let account = AccountMock(owner: "ann", balance: 3)
        given(account).refresh().willCallRealImplementation()
        given(account).balance.willReturn(8)
        #expect(try await account.refresh() == 8)
        verify(account).refresh().called(.once)
    }

    @Test func aStrictPartialMockDoesNotReportCallsItForwards() {
        let account = AccountMock(owner: "ann", balance: 3, policy: .strict)
        forwardUnstubbedCalls(account)
        #expect(account.deposit(1) == 4)
    }

    @Test func stopForwardingReturnsUnstubbedCallsToThePolicyAndResetKeepsForwarding() {
        let account = AccountMock(owner: "ann", balance: 3)
        forwardUnstubbedCalls(account)
        reset(account)
        #expect(account.summary == "ann: 3")
        stopForwarding(account)
        #expect(account.summary == "")
    }

    @Test func requiredAndConvenienceInitializersCreateWorkingMocks() {
        let archived = AccountMock(archive: ["balance": 4], name: "archived")
        forwardUnstubbedCalls(archived)
        #expect(archived.summary == "archived: 4")
        let convenient = AccountMock(owner: "bob")        // inherited convenience initializer
        forwardUnstubbedCalls(convenient)
        #expect(convenient.summary == "bob: 0")
        let overridden = AccountMock(owner: "cy", balance: 2)
        given(overridden).summary.willReturn("stubbed")
        #expect(overridden.summary == "stubbed")
    }

    @Test func classMembersAreMockedThroughTheStaticState() {
        withStaticMockScope {
            #expect(AccountMock.bankName() == "")
            given(AccountMock.self).bankName().willCallRealImplementation()
            #expect(AccountMock.bankName() == "Real Bank")
            verify(AccountMock.self).bankName().called(.twice)
        }
    }

    @Test func aSubclassMockOverridesInheritedMembersAndReachesTheNearestImplementation() throws {
        let savings = SavingsAccountMock(owner: "ann", balance: 100)
        forwardUnstubbedCalls(savings)
        #expect(try savings.withdraw(10) == 90)      // SavingsAccount's fee is 0
        given(savings).rate.willReturn(0.1)
        #expect(savings.addInterest() == 99)         // the real addInterest used the stubbed rate and the mock's deposit
        verify(savings).deposit(.value(9)).called(.once)
        verify(savings).fee(for: .value(10)).called(.once)
    }
}

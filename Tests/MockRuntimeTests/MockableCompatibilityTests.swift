import Foundation
@_spi(MockgenGenerated) @testable import MockRuntime
import MockRuntimeMockable
import Testing

// What mocks in Mockable's shape (Mocks/MockableShaped.swift) mean, each test after the Mockable
// test that shows the meaning (named in its comment). Tests that rely on a strict default
// policy say so with the `.mockerPolicy(.strict)` trait, so that the one test that sets the
// process-wide `MockerPolicy.default` cannot change what they see.

@Suite struct MockableStubResolutionTests {
    // GivenTests.test_givenMultipleReturn_whenMockCalled_valuesAreReturnedInOrder
    @Test func stubsAnswerInRegistrationOrderAndTheLastOneKeepsAnswering() throws {
        let mock = MockProfileService()
        given(mock)
            .profile(for: .any).willReturn(.ada)
            .profile(for: .any).willReturn(.alan)
            .profile(for: .any).willReturn(.grace)

        let answers = try (0..<4).map { _ in try mock.profile(for: UUID()) }

        #expect(answers == [.ada, .alan, .grace, .grace])
    }

    // GivenTests.test_givenMultipleGivenClauses_whenMockCalled_givensAreUsedInOrder
    @Test func returnsThrowsAndProducersAnswerInRegistrationOrder() throws {
        let mock = MockProfileService()
        given(mock)
            .profile(for: .any).willReturn(.ada)
            .profile(for: .any).willThrow(ProfileError.notFound)
            .profile(for: .any).willProduce { _ in .alan }
            .profile(for: .any).willProduce { _ in throw ProfileError.notFound }

        #expect(try mock.profile(for: UUID()) == .ada)
        #expect(throws: ProfileError.notFound) { try mock.profile(for: UUID()) }
        #expect(try mock.profile(for: UUID()) == .alan)
        #expect(throws: ProfileError.notFound) { try mock.profile(for: UUID()) }
        #expect(throws: ProfileError.notFound) { try mock.profile(for: UUID()) }
    }

    // GivenTests.test_givenEquatableParameterWithCondition_whenMockCalled_canMatchWithDefaultMatcher
    @Test func theFirstRegisteredMatchingStubAnswersEvenWhenALaterOneAlsoMatches() {
        let mock = MockProfileService()
        given(mock)
            .rank(.value(.ada)).willReturn(1)
            .rank(.matching { $0 == .alan }).willReturn(2)
            .rank(.any).willReturn(3)

        #expect(mock.rank(.ada) == 1)
        #expect(mock.rank(.alan) == 2)
        #expect(mock.rank(.grace) == 3)
        #expect(mock.rank(.ada) == 3)
    }

    // GivenTests.test_givenParameterConditionedReturn_whenMockCalled_onlyReturnsForMatchingParameters
    @Test func aStubThatIsTheOnlyMatchIsNeverUsedUp() throws {
        let (first, second) = (UUID(), UUID())
        let mock = MockProfileService()
        given(mock)
            .profile(for: .value(first)).willReturn(.ada)
            .profile(for: .value(second)).willReturn(.alan)

        #expect(try mock.profile(for: first) == .ada)
        #expect(try mock.profile(for: first) == .ada)
        #expect(try mock.profile(for: second) == .alan)
        #expect(try mock.profile(for: second) == .alan)
    }

    // GivenTests.test_givenGenericProducers_whenMockCalled_matchingProducerIsUsedToReturnValue
    @Test func aGenericMemberIsAnsweredByTheFirstStubOfTheRequestedType() {
        let mock = MockProfileService()
        given(mock)
            .retrieve().willProduce { "text" }
            .retrieve().willProduce { 1234 }

        let number: Int = mock.retrieve()
        let text: String = mock.retrieve()

        #expect(number == 1234)
        #expect(text == "text")
    }

    // GivenTests.test_givenConcurrentGivens_whenCalled_synchronizedCorrectly
    @Test func concurrentCallsUseUpEachStubExactlyOnce() async {
        let mock = MockProfileService()
        for rank in 0..<50 { given(mock).rank(.any).willReturn(rank) }

        let answers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { mock.rank(.ada) } }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(answers.sorted() == Array(0..<50))
    }

    @Test func mockgenMocksStillLetTheLastRegisteredStubWin() throws {
        let keychain = KeychainMock()
        given(keychain).read(key: .any).willReturn(Data([1]))
        given(keychain).read(key: .any).willReturn(Data([2]))

        #expect(try keychain.read(key: "a") == Data([2]))
        #expect(try keychain.read(key: "a") == Data([2]))
        #expect(keychain._mockState.conventions == .mockgen)
    }

    // GivenTests.test_givenResult_willEmitSuccess, test_givenResult_willThrow
    @Test func willHandleReturnsASuccessAndThrowsAFailure() throws {
        let mock = MockProfileService()
        given(mock)
            .profile(for: .any).willHandle(.success(.ada))
            .profile(for: .any).willHandle(.failure(ProfileError.notFound))

        #expect(try mock.profile(for: UUID()) == .ada)
        #expect(throws: ProfileError.notFound) { try mock.profile(for: UUID()) }
    }

    // GivenTests_Swift6.test_givenTypedThrows_whenErrorSet_correctTypeThrown
    @Test func willThrowTakesTheMembersTypedError() {
        let mock = MockProfileService()
        given(mock).count().willThrow(.notFound)

        #expect(throws: ProfileError.notFound) { try mock.count() }
    }

    // GivenTests.test_givenReturnValueRegisteredForMutableProperty_whenMockCalled_valueReturned
    @Test func aSettablePropertyIsStubbedThroughItsName() {
        let mock = MockProfileService()
        given(mock)
            .name.willReturn("first")
            .name.willProduce { "second" }

        #expect(mock.name == "first")
        #expect(mock.name == "second")
    }

    // README "Usage": given(productService).fetch(for: .any).willReturn(…).checkout(with: .any).willThrow(…)
    @Test func clausesChainAcrossMembers() async throws {
        let mock = MockProfileService()
        given(mock)
            .save(.any).willReturn(true)
            .flush().willThrow(ProfileError.notFound)
            .computed.willReturn("value")
            .log(.any).willReturn()

        #expect(try await mock.save(.ada))
        #expect(throws: ProfileError.notFound) { try mock.flush() }
        #expect(mock.computed == "value")
        mock.log("done")

        verify(mock)
            .save(.value(.ada)).called(.once)
            .flush().called(1)
            .computed.called(.atLeastOnce)
            .log(.value("done")).called(.once)
    }
}

@Suite struct MockablePolicyTests {
    // PolicyTests.test_whenCustomRelaxedPolicySet_allCallsAreRelaxed
    @Test func aRelaxedMockAnswersVoidOptionalAndMockedResultsWithoutStubs() throws {
        let mock = MockProfileService(policy: .relaxed)

        try mock.flush()
        mock.log("x")
        #expect(mock.nickname() == nil)
        #expect(mock.url == nil)
        #expect(mock.car() == Car.mock)
        #expect(mock.optionalCar() == Car.mock)
        #expect(mock.cars() == Car.mocks)
    }

    // PolicyTests.test_whenCustomVoidPolicySet_mockReturnsDefault
    @Test func relaxedVoidAnswersThrowingAndNonThrowingVoidMembers() throws {
        let mock = MockProfileService(policy: .relaxedVoid)

        try mock.flush()
        mock.log("x")
    }

    @Test func relaxedThrowingVoidDoesNotRelaxNonThrowingVoidMembers() throws {
        let mock = MockProfileService(policy: .relaxedThrowingVoid)

        try mock.flush()
        expectReported(["log(\"x\")", ".relaxedVoid"], inFileEndingWith: "MockableCompatibilityTests.swift") {
            mock.log("x")
        }
    }

    // PolicyTests.test_whenOnlyOptionalPolicySet_mockReturnsNilNotMockableValue
    @Test func relaxedOptionalReturnsNilEvenForAnOptionalMockedType() {
        let mock = MockProfileService(policy: .relaxedOptional)

        #expect(mock.optionalCar() == nil)
        #expect(mock.nickname() == nil)
    }

    // PolicyTests.test_whenCustomMockedPolicySet_mockReturnsDefault
    @Test func relaxedMockedReturnsTheMockValueAndArraysOfMocks() {
        let mock = MockProfileService(policy: .relaxedMocked)

        #expect(mock.car() == Car.mock)
        #expect(mock.optionalCar() == Car.mock)
        #expect(mock.cars() == [Car.mock])
    }

    // Mockable stops the process on an unstubbed call under its strict default; here it is reported.
    @Test(.mockerPolicy(.strict)) func aStrictMockReportsAnUnstubbedCallAndTheTestGoesOn() {
        let mock = MockProfileService()

        expectReported(["rank(", "no return value of type Int"], inFileEndingWith: "MockableCompatibilityTests.swift") {
            #expect(mock.rank(.ada) == 0)
        }
        expectReported(["flush()", ".relaxedVoid"], inFileEndingWith: "MockableCompatibilityTests.swift") {
            #expect(throws: Never.self) { try mock.flush() }
        }
    }

    @Test(.mockerPolicy(.strict)) func aPerformDoesNotStandInForAStubUnderAStrictPolicy() {
        let mock = MockProfileService()
        let performed = TestBox(false)
        when(mock).log(.any).perform { performed.withLock { $0 = true } }

        expectReported(["log(\"x\")"], inFileEndingWith: "MockableCompatibilityTests.swift") {
            mock.log("x")
        }
        #expect(performed.withLock { $0 })
    }

    // Mockable's setters record the call and run performOnSet; they need no stub.
    @Test(.mockerPolicy(.strict)) func propertyWritesNeedNoStubUnderAStrictPolicy() {
        let mock = MockProfileService()

        mock.name = "new"

        verify(mock).name(newValue: .value("new")).setCalled(.once)
    }

    @Test func propertyReadsDoNotReturnTheLastValueWritten() {
        let mock = MockProfileService(policy: .relaxedOptional)

        mock.url = URL(string: "https://example.com")

        #expect(mock.url == nil)
    }

    // PolicyTests.test_whenDefaultPolicyChanged_allCallsAreRelaxed: the default is read at the call.
    @Test func theDefaultPolicyIsReadWhenAnUnstubbedCallIsMadeNotWhenTheMockIsCreated() throws {
        let mock = MockProfileService()

        try MockerPolicy.withDefault(.relaxed) {
            try mock.flush()
            #expect(mock.car() == Car.mock)
        }
    }

    @Test(.mockerPolicy(.relaxedVoid)) func aTraitGivesOneTestItsOwnDefaultPolicy() throws {
        #expect(MockerPolicy.default == .relaxedVoid)
        try MockProfileService().flush()
    }

    @Test func aPolicyGivenAtCreationWinsOverTheDefault() {
        let mock = MockProfileService(policy: .relaxedOptional)

        MockerPolicy.withDefault(.relaxed) {
            #expect(mock.optionalCar() == nil)
        }
    }

    // The only test that writes the process-wide default; it restores it before it ends. Every
    // test here that needs the strict default has the `.mockerPolicy(.strict)` trait.
    @Test func theProcessWideDefaultIsSeenWhereNoScopedDefaultIs() async {
        MockerPolicy.default = .relaxedOptional
        defer { MockerPolicy.default = .strict }

        let seenByADetachedTask = await Task.detached { MockerPolicy.default }.value
        let seenInAScope = MockerPolicy.withDefault(.relaxedVoid) { MockerPolicy.default }
        let answer = await Task.detached { MockProfileService().nickname() }.value

        #expect(seenByADetachedTask == .relaxedOptional)
        #expect(seenInAScope == .relaxedVoid)
        #expect(answer == nil)
    }
}

@Suite struct MockableMatcherTests {
    // GivenTests.test_givenNonEquatableParameterWithCondition_whenCalled_canMatchWithRegisteredMatcher
    @Test func aRegisteredComparatorMatchesValuesOfATypeThatIsNotEquatable() {
        Matcher.register(Gadget.self, match: { $0.name == $1.name })
        defer { Matcher.reset() }
        let mock = MockProfileService()
        given(mock)
            .update(gadgets: .value([Gadget(name: "lamp")])).willReturn(1)
            .update(gadgets: .matching { $0.allSatisfy { $0.name == "lamp" } }).willReturn(2)
            .update(gadgets: .any).willReturn(3)

        #expect(mock.update(gadgets: [Gadget(name: "lamp")]) == 1)
        #expect(mock.update(gadgets: [Gadget(name: "lamp")]) == 2)
        #expect(mock.update(gadgets: [Gadget(name: "lamp")]) == 3)
        verify(mock).update(gadgets: .value([Gadget(name: "lamp")])).called(3)
        verify(mock).update(gadgets: .value([Gadget(name: "desk")])).called(.never)
    }

    @Test func aValueOfATypeWithNoComparatorMatchesNothingAndIsReported() {
        let mock = MockProfileService()
        given(mock).update(gadgets: .any).willReturn(0)
        _ = mock.update(gadgets: [Gadget(name: "x")])
        let line = #line + 2
        expectReported(["No comparator found for type \"Gadget\"", "Matcher.register"], atLine: line) {
            verify(mock).update(gadgets: .value([Gadget(name: "x")])).called(.never)
        }
    }

    // GivenTests.test_givenGenericParameterWithCondition_whenMockCalled_canMatchWithRegistered
    @Test func registeringAnEquatableTypeChangesNothing() {
        Matcher.register(Profile.self)
        defer { Matcher.reset() }
        let mock = MockProfileService()
        given(mock).rank(.value(.ada)).willReturn(1).rank(.any).willReturn(2)

        #expect(mock.rank(.alan) == 2)
        #expect(mock.rank(.ada) == 1)
    }

    @Test func registrationsBelongToTheTestThatMadeThemAndResetRemovesOnlyThose() async {
        Matcher.register(Gadget.self, match: { _, _ in true })

        let seenByTheTest = Matcher.comparator(for: Gadget.self) != nil
        let seenOutsideAnyTest = await Task.detached { Matcher.comparator(for: Gadget.self) != nil }.value
        Matcher.reset()
        let seenAfterReset = Matcher.comparator(for: Gadget.self) != nil

        #expect(seenByTheTest)
        #expect(!seenOutsideAnyTest)
        #expect(!seenAfterReset)
    }

    @Test func setsOfRegisteredValuesMatchInAnyOrder() {
        #expect(Matcher.matches(Set([1, 2]) as Any, Set([2, 1]) as Any) == true)
        Matcher.register(Gadget.self, match: { $0.name == $1.name })
        defer { Matcher.reset() }
        let left: [Gadget] = [Gadget(name: "a"), Gadget(name: "b")]
        #expect(Matcher.matches(left, [Gadget(name: "a"), Gadget(name: "b")]) == true)
        #expect(Matcher.matches(left, [Gadget(name: "b"), Gadget(name: "a")]) == false)
        #expect(Matcher.matches(Gadget(name: "a"), Gadget(name: "a")) == true)
    }
}

@Suite struct MockableSideEffectTests {
    // ActionTests.test_givenMultipleActions_whenMockCalled_allActionsAreCalled
    @Test func everyMatchingPerformRunsInRegistrationOrder() throws {
        let mock = MockProfileService()
        let order = TestBox<[Int]>([])
        given(mock).profile(for: .any).willReturn(.ada)
        when(mock)
            .profile(for: .any).perform { order.withLock { $0.append(1) } }
            .profile(for: .any).perform { order.withLock { $0.append(2) } }
            .profile(for: .any).perform { order.withLock { $0.append(3) } }

        _ = try mock.profile(for: UUID())

        #expect(order.withLock { $0 } == [1, 2, 3])
    }

    // ActionTests.test_givenParameterConditionedActions_whenMockCalled_onlyCallsActionWithMatchingParameter
    @Test func onlyPerformsWhoseMatchersAcceptTheCallRun() throws {
        let (first, second) = (UUID(), UUID())
        let mock = MockProfileService()
        let ran = TestBox<[String]>([])
        given(mock).profile(for: .any).willReturn(.ada)
        when(mock)
            .profile(for: .value(first)).perform { ran.withLock { $0.append("first") } }
            .profile(for: .value(second)).perform { ran.withLock { $0.append("second") } }

        _ = try mock.profile(for: second)

        #expect(ran.withLock { $0 } == ["second"])
    }

    @Test func mockgenMocksStillRunOnlyTheLatestPerform() throws {
        let keychain = KeychainMock()
        let ran = TestBox<[Int]>([])
        when(keychain).read(key: .any).perform { ran.withLock { $0.append(1) } }
        when(keychain).read(key: .any).perform { ran.withLock { $0.append(2) } }

        _ = try keychain.read(key: "a")

        #expect(ran.withLock { $0 } == [2])
    }

    // ActionTests.test_givenActionRegisteredForMutableProperty_whenMockCalled_relatedActionsAreCalled
    @Test func performOnGetRunsOnReadsAndPerformOnSetOnMatchingWrites() {
        let mock = MockProfileService()
        let events = TestBox<[String]>([])
        given(mock).url.willReturn(nil)
        when(mock)
            .url().performOnGet { events.withLock { $0.append("get") } }
            .url(newValue: .value(nil)).performOnSet { events.withLock { $0.append("set nil") } }
            .url().performOnSet { events.withLock { $0.append("set") } }

        _ = mock.url
        mock.url = nil
        mock.url = URL(string: "https://example.com")

        #expect(events.withLock { $0 } == ["get", "set nil", "set", "set"])
    }
}

@Suite struct MockableVerificationTests {
    // VerifyTests.test_givenMockFunctionIsCalled_whenCountVerified_assertsMatchingCounts
    @Test func mockableCountsAcceptWhatMockablesCountsAccept() throws {
        let mock = MockProfileService()
        given(mock).profile(for: .any).willReturn(.ada)

        _ = try mock.profile(for: UUID())

        verify(mock)
            .profile(for: .any).called(.once)
            .profile(for: .any).called(.atLeastOnce)
            .profile(for: .any).called(.less(than: 2))
            .profile(for: .any).called(.more(than: 0))
            .profile(for: .any).called(.moreOrEqual(to: 1))
            .profile(for: .any).called(.lessOrEqual(to: 1))
            .profile(for: .any).called(.from(0, to: 2))
            .profile(for: .any).called(.exactly(1))
            .profile(for: .any).called(1)
    }

    @Test func mockableCountsHaveMockablesBounds() {
        #expect(CallCount.from(1, to: 5) == .between(1...5))
        #expect(CallCount.less(than: 2) == .atMost(1))
        #expect(CallCount.more(than: 2) == .atLeast(3))
        #expect(CallCount.moreOrEqual(to: 2) == .atLeast(2))
        #expect(CallCount.lessOrEqual(to: 2) == .atMost(2))
        for impossible in [CallCount.less(than: 0), .from(3, to: 1), .lessOrEqual(to: -1)] {
            #expect(!impossible.accepts(0) && !impossible.accepts(1) && !impossible.accepts(1000))
        }
    }

    // VerifyTests.test_givenMockPropertyAccessed_whenCountVerified_assertsGetterAndSetter
    @Test func getCalledCountsReadsAndSetCalledCountsMatchingWrites() {
        let mock = MockProfileService()
        given(mock).name.willReturn("Name")

        _ = mock.name
        _ = mock.name
        mock.name = "Name"

        verify(mock)
            .name().getCalled(2)
            .name().setCalled(.once)
            .name(newValue: .value("Other")).setCalled(.never)
    }

    @Test func aCountThatIsNotMetIsReportedAtTheVerifyLine() {
        let mock = MockProfileService(policy: .relaxed)
        mock.log("once")
        let line = #line + 2
        expectReported(["log"], atLine: line) {
            verify(mock).log(.any).called(.more(than: 1))
        }
    }

    // VerifyTests.test_givenMockFunctionIsCalledAsyncrhonously_whenCountVerified_assertsMatchingCounts
    @Test func calledEventuallyReturnsAsSoonAsTheCallsArrive() async {
        let mock = MockProfileService(policy: .relaxed)
        let caller = Task {
            await waitUntilAVerificationWaits(on: mock)
            mock.log("later")
            mock.name = "later"
        }

        await verify(mock)
            .log(.any).calledEventually(.once, before: .seconds(600))
            .name(newValue: .any).setCalledEventually(.once, before: 600)
            .name().getCalledEventually(.never)
        await caller.value
    }

    @Test func calledEventuallyReportsWhenTheCallsHaveNotArrivedBeforeTheTimeout() async {
        let mock = MockProfileService(policy: .relaxed)
        let line = #line + 2
        await expectReported(["log"], atLine: line) {
            await verify(mock).log(.any).calledEventually(.once, before: .miliseconds(0))
        }
    }
}

@Suite struct MockableResetTests {
    @Test func resetGivenForgetsStubsAndKeepsSideEffectsAndCalls() {
        let mock = MockProfileService(policy: .relaxed)
        let performed = TestBox(0)
        given(mock).nickname().willReturn("Ada")
        when(mock).nickname().perform { performed.withLock { $0 += 1 } }
        _ = mock.nickname()

        mock.reset(.given)

        #expect(mock.nickname() == nil)
        #expect(performed.withLock { $0 } == 2)
        verify(mock).nickname().called(2)
    }

    @Test func resetWhenForgetsSideEffectsAndKeepsStubs() {
        let mock = MockProfileService()
        let performed = TestBox(0)
        given(mock).nickname().willReturn("Ada")
        when(mock).nickname().perform { performed.withLock { $0 += 1 } }

        mock.reset(.when)

        #expect(mock.nickname() == "Ada")
        #expect(performed.withLock { $0 } == 0)
    }

    @Test func resetVerifyForgetsRecordedCalls() {
        let mock = MockProfileService(policy: .relaxed)
        mock.log("a")

        mock.reset(.verify)

        verify(mock).log(.any).called(.never)
    }

    // GivenTests, ActionTests, VerifyTests tearDown: mock.reset()
    @Test func resetWithoutScopesForgetsEverything() {
        let mock = MockProfileService(policy: .relaxed)
        let performed = TestBox(0)
        given(mock).nickname().willReturn("Ada")
        when(mock).nickname().perform { performed.withLock { $0 += 1 } }
        _ = mock.nickname()

        mock.reset()
        mock.reset([.given, .when, .verify])

        #expect(mock.nickname() == nil)
        #expect(performed.withLock { $0 } == 1)
        verify(mock).nickname().called(1)
    }
}

@Suite struct MockableActorMockTests {
    @Test func anActorMockFollowsMockablesConventionsToo() async {
        let ticker = MockTicker()
        given(ticker)
            .tick(by: .any).willReturn(1)
            .tick(by: .any).willReturn(2)

        let first = await ticker.tick(by: 1)
        let second = await ticker.tick(by: 1)
        ticker.reset(.verify)

        #expect(first == 1 && second == 2)
        verify(ticker).tick(by: .any).called(.never)
        #expect(ticker._mockState.conventions == MockConventions.mockable(policy: nil))
    }
}

import Foundation
import MockRuntime
import Testing

extension Notification.Name {
    static let sessionDidStart = Notification.Name("sessionDidStart")
    static let sessionDidEnd = Notification.Name("sessionDidEnd")
}

@Suite("Observer mocks and posted notifications")
struct NotificationTests {
    @Test func anObserverRecordsTheNotificationsItObservesWithNameObjectAndUserInfo() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(.sessionDidStart, in: center)
        let session = Listener()
        center.post(name: .sessionDidStart, object: session, userInfo: ["user": 5])
        center.post(name: .sessionDidEnd, object: session)
        verify(observer).notification(named: .value(.sessionDidStart)).called(.once)
        verify(observer).notification(object: .identical(to: session)).called(.once)
        verify(observer).notification(userInfo: .matching { $0?["user"] as? Int == 5 }).called(.once)
        verify(observer).notification(named: .value(.sessionDidEnd)).called(.never)
        verify(observer).notification().called(.once)
    }

    @Test func anObserverCanObserveSeveralNamesOrOneSender() {
        let center = NotificationCenter()
        let session = Listener()
        let byName = NotificationObserverMock()
        let bySender = NotificationObserverMock()
        byName.observe(.sessionDidStart, in: center)
        byName.observe(.sessionDidEnd, in: center)
        bySender.observe(nil, object: session, in: center)
        center.post(name: .sessionDidStart, object: nil)
        center.post(name: .sessionDidEnd, object: session)
        center.post(name: Notification.Name("other"), object: session)
        verify(byName).notification().called(.twice)
        verify(bySender).notification(object: .identical(to: session)).called(.twice)
        verify(bySender).notification().called(.twice)
    }

    @Test func expectationsOnAnObserverAreCheckedLikeAnyOther() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock(name: "events")
        observer.observe(nil, in: center)
        let line = #line + 1
        expect(observer).notification(named: .value(.sessionDidEnd)).called(.once)
        center.post(name: .sessionDidStart, object: nil)
        expectReported([
            "NotificationObserverMock \"events\": expected notification(named: Notification.Name(\"sessionDidEnd\"), object: any, userInfo: any) to be called exactly once, but it was called 0 times.",
            "Calls recorded: notification(named: Notification.Name(\"sessionDidStart\"), object: nil, userInfo: nil)",
        ], atLine: line) {
            verifyExpectations(observer)
        }
        center.post(name: .sessionDidEnd, object: nil)
        verifyExpectations(observer)
    }

    @Test func aStrictObserverReportsAnUnexpectedNotificationWhenItIsPosted() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock(policy: .strict)
        observer.observe(nil, in: center)
        expect(observer).notification(named: .value(.sessionDidStart)).called(.once)
        center.post(name: .sessionDidStart, object: nil)
        let reported = collectReports {
            center.post(name: .sessionDidEnd, object: nil)
        }
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix(
            "NotificationObserverMock (strict): unexpected call notification(named: Notification.Name(\"sessionDidEnd\"), object: nil, userInfo: nil).") == true)
        #expect(reported.first?.contains("The mock was created at MockRuntimeTests/NotificationTests.swift:") == true)
        verifyExpectations(observer)
    }

    @Test func stubsOnAnObserverRunWhenANotificationArrives() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(.sessionDidEnd, in: center)
        var ended = 0
        when(observer).notification(named: .value(.sessionDidEnd)).perform { ended += 1 }
        center.post(name: .sessionDidEnd, object: nil)
        #expect(ended == 1)
    }

    @Test func anObserverStopsObservingWhenToldOrWhenReleased() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(.sessionDidStart, in: center)
        observer.stopObserving()
        center.post(name: .sessionDidStart, object: nil)
        verify(observer).notification().called(.never)

        var released: NotificationObserverMock? = NotificationObserverMock()
        released?.observe(.sessionDidStart, in: center)
        weak let gone = released
        released = nil
        #expect(gone == nil)
        center.post(name: .sessionDidStart, object: nil)
    }

    @Test func notificationsPostedFromAnotherThreadCanBeAwaited() async throws {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(.sessionDidStart, in: center)
        let thread = Thread { center.post(name: .sessionDidStart, object: nil) }
        thread.start()
        try await verify(observer).notification(named: .value(.sessionDidStart)).calledEventually(.once, within: 60)
    }

    @Test func aStubActionPostsANotificationWhenAMemberIsCalled() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(nil, in: center)
        let engine = EngineMock()
        when(engine).turnOn().post(.sessionDidStart, object: engine, userInfo: ["by": "engine"], to: center)
        verify(observer).notification().called(.never)
        engine.turnOn()
        verify(observer).notification(
            named: .value(.sessionDidStart), object: .identical(to: engine),
            userInfo: .matching { $0?["by"] as? String == "engine" }
        ).called(.once)
    }

    @Test func aPostedNotificationKeepsTheReturnStub() {
        let center = NotificationCenter()
        let observer = NotificationObserverMock()
        observer.observe(.sessionDidEnd, in: center)
        let engine = EngineMock()
        given(engine).currentSpeed(in: .any).willReturn(7)
        when(engine).currentSpeed(in: .value(.milesPerHour)).post(
            Notification(name: .sessionDidEnd, object: nil), to: center
        )
        #expect(engine.currentSpeed(in: .milesPerHour) == 7)
        #expect(engine.currentSpeed(in: .kilometersPerHour) == 7)
        verify(observer).notification(named: .value(.sessionDidEnd)).called(.once)
    }
}

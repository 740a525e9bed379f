public import Foundation

/// A mock that observes `NotificationCenter` notifications (OCMock's observer mock): each
/// notification it receives is recorded as a call of
/// `notification(named:object:userInfo:)`, which tests stub, expect and verify like any
/// member of a generated mock.
///
///     let center = NotificationCenter()
///     let observer = NotificationObserverMock()
///     observer.observe(.sessionDidStart, in: center)
///
///     session.start()                     // posts .sessionDidStart with userInfo ["user": 5]
///
///     verify(observer).notification(named: .value(.sessionDidStart)).called(.once)
///     verify(observer).notification(userInfo: .matching { $0?["user"] as? Int == 5 }).called(.once)
///
/// Every matcher defaults to `.any`. A `.strict` observer reports each notification that no
/// expectation, stub or allowance covers, at the moment it is posted. The observer stops
/// observing when `stopObserving()` is called or when it is deallocated. Delivery is
/// synchronous, on the thread that posts, as `NotificationCenter` does with no queue.
public final class NotificationObserverMock: Mock {
    @_spi(MockgenGenerated) public let _mockState: MockState
    private let registrations = Locked<[Registration]>([])

    /// Creates an observer; register it for notifications with `observe(_:object:in:)`.
    ///
    ///     let observer = NotificationObserverMock(policy: .strict, name: "session events")
    public init(
        policy: MockPolicy = .relaxed, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        _mockState = MockState(
            mockType: "NotificationObserverMock", name: name, policy: policy,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    deinit {
        stopObserving()
    }

    /// Starts observing notifications named `name` (every notification when `nil`) posted by
    /// `object` (by anyone when `nil`) to `center`. Call it once per name to observe several.
    ///
    ///     observer.observe(.sessionDidStart, in: center)
    ///     observer.observe(.sessionDidEnd, object: session, in: center)
    public func observe(_ name: Notification.Name?, object: Any? = nil, in center: NotificationCenter = .default) {
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.receive(notification)
        }
        registrations.withLock { $0.append(Registration(center: center, token: token)) }
    }

    /// Stops observing every notification `observe` registered for; recorded calls stay.
    ///
    ///     observer.stopObserving()
    public func stopObserving() {
        let ended = registrations.withLock { registrations in
            defer { registrations.removeAll() }
            return registrations
        }
        for registration in ended { registration.center.removeObserver(registration.token) }
    }

    private func receive(_ notification: Notification) {
        _mockState.invoke(
            Self.member, arguments: [notification.name, notification.object as Any, notification.userInfo as Any]
        ) {
            (produce: (Notification.Name, Any?, [AnyHashable: Any]?) -> Void) in
            produce(notification.name, notification.object, notification.userInfo)
        }
    }

    static let member = MockMember("notification(named:object:userInfo:)")

    /// One `observe` registration, removed by `stopObserving`.
    private struct Registration {
        let center: NotificationCenter
        let token: any NSObjectProtocol
    }

    /// What `given(observer)` and `when(observer)` return.
    public struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        @_spi(MockgenGenerated) public init(_context: MockBuilderContext) { self._context = _context }

        /// Stubs receiving a notification, usually with a side effect:
        ///
        ///     when(observer).notification(named: .value(.sessionDidEnd)).perform { ended = true }
        public func notification(
            named name: Parameter<Notification.Name> = .any,
            object: Parameter<Any?> = .any,
            userInfo: Parameter<[AnyHashable: Any]?> = .any
        ) -> Stubbing<(Notification.Name, Any?, [AnyHashable: Any]?) -> Void, Void, Never> {
            .init(_context, NotificationObserverMock.member, [name, object, userInfo])
        }
    }

    /// What `verify(observer)` and `expect(observer)` return.
    public struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        @_spi(MockgenGenerated) public init(_context: MockBuilderContext) { self._context = _context }

        /// Verifies or expects notifications received:
        ///
        ///     expect(observer).notification(named: .value(.sessionDidStart), object: .identical(to: session))
        ///         .called(.once)
        ///     verify(observer).notification(named: .value(.sessionDidEnd)).called(.never)
        public func notification(
            named name: Parameter<Notification.Name> = .any,
            object: Parameter<Any?> = .any,
            userInfo: Parameter<[AnyHashable: Any]?> = .any
        ) -> Verification {
            .init(_context, NotificationObserverMock.member, [name, object, userInfo])
        }
    }
}

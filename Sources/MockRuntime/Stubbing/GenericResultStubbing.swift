public import Foundation

/// A stub for every result type of a member whose result is a generic parameter that nothing
/// in the stub names: what `given(client).send(.any)` is for
/// `func send<R: Decodable>(_ request: HTTPRequest) async throws -> R` when the clause gives no
/// value of `R`.
///
///     given(client).send(.any).willThrow(ShopError.offline)   // every call of send, whatever R
///     when(client).send(.any).perform { requests += 1 }
///
/// It offers what needs no value of the result. A clause that gives a value names `R` and stubs
/// the calls of that result type only: `given(client).send(.any).willReturn([product])` answers
/// `let products: [Product] = try await client.send(request)`.
public struct GenericResultStubbing<Failure: Error> {
    var call: MemberCall<StubbingMode, Never, Never, Failure>

    init(_ call: MemberCall<StubbingMode, Never, Never, Failure>) {
        self.call = call
        self.call.appliesToEveryResult = true
    }

    /// Throws `error` from the calls of every result type.
    public func willThrow(_ error: Failure) {
        call.willThrow(error)
    }

    /// Not a stub: a value that names the result type (`willReturn([product])`) stubs the calls of
    /// that type through the member's other overload. This one is chosen only when the value does
    /// not name it (`nil`, `[]`), and its message says so.
    @available(
        *, unavailable,
        message: "the value does not name the generic result type; write the type, as in willReturn([] as [Product])"
    )
    public func willReturn(_ value: Any?, _ more: Any?...) {}

    /// Runs `action` on every matching call, before the answer is produced, without replacing
    /// the return stub.
    public func perform(_ action: @escaping () -> Void) {
        call.perform(action)
    }

    /// Posts `notification` to `center` on every matching call, as ``MemberCall/post(_:to:)``.
    public func post(_ notification: Notification, to center: NotificationCenter = .default) {
        call.post(notification, to: center)
    }

    /// Posts a notification named `name` on every matching call, as
    /// ``MemberCall/post(_:object:userInfo:to:)``.
    public func post(
        _ name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil,
        to center: NotificationCenter = .default
    ) {
        call.post(name, object: object, userInfo: userInfo, to: center)
    }

    /// Marks the stub as one the test may leave unused (``MemberCall/optional()``).
    public func optional() -> GenericResultStubbing {
        GenericResultStubbing(call.optional())
    }

    /// Applies the stub only while `condition` holds (``MemberCall/when(_:)``).
    public func when(_ condition: StateCondition) -> GenericResultStubbing {
        GenericResultStubbing(call.when(condition))
    }

    /// Moves a state machine when the stub answers a call (``MemberCall/then(_:)``).
    public func then(_ transition: StateCondition) -> GenericResultStubbing {
        GenericResultStubbing(call.then(transition))
    }
}

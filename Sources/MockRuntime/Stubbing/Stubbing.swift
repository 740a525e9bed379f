public import Foundation

/// A member being stubbed: what `given(mock).member(matchers…)` returns.
///
/// `Produce` is the member's own function type (what `willProduce` takes), `R` its return
/// type and `E` its thrown error type (`Never` when it cannot throw, so `willThrow` cannot
/// be called). When several stubs match a call, the one registered last wins.
public typealias Stubbing<Produce, R, E: Error> = MemberCall<StubbingMode, Produce, R, E>

extension MemberCall where Mode == StubbingMode {
    /// Returns `value`, then each of `more` on later calls; the last value repeats.
    public func willReturn(_ value: R, _ more: R...) {
        register(.values([value] + more.map { $0 as Any }))
    }

    /// Throws `error`.
    public func willThrow(_ error: E) {
        register(.error(error))
    }

    /// Computes the answer from the call's arguments; can call completion handlers, write
    /// through `inout` parameters, throw (when the member throws) and await (when async).
    public func willProduce(_ produce: Produce) {
        register(.produce(produce))
    }

    /// Runs `action` on every matching call, before the answer is produced, without
    /// replacing the return stub (`when(engine).turnOn().perform { … }`).
    public func perform(_ action: @escaping () -> Void) {
        register(.action(action))
    }

    /// Posts `notification` to `center` on every matching call, before the answer is
    /// produced (OCMock's `andPost:`). Like `perform`, it keeps the return stub, and the
    /// latest side effect registered for a call is the one that runs:
    ///
    ///     when(session).start().post(Notification(name: .sessionDidStart, object: nil), to: center)
    public func post(_ notification: Notification, to center: NotificationCenter = .default) {
        register(.action { center.post(notification) })
    }

    /// Posts a notification named `name` on every matching call, as `post(_:to:)`:
    ///
    ///     when(session).start().post(.sessionDidStart, userInfo: ["user": 5], to: center)
    public func post(
        _ name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil,
        to center: NotificationCenter = .default
    ) {
        post(Notification(name: name, object: object, userInfo: userInfo), to: center)
    }

    /// Marks the stub as one the test may leave unused: a mock scope (`@Test(.mocks)`,
    /// `withMockScope`) reports stubs that no call used, except these.
    ///
    ///     given(store).cachedItems().optional().willReturn([])
    public func optional() -> MemberCall {
        var copy = self
        copy.isOptional = true
        return copy
    }

    func register(_ answer: StubRecord.Answer) {
        context.state.storage.withLock { storage in
            storage.stubs.append(StubRecord(
                id: storage.makeID(), member: member, produceType: ObjectIdentifier(Produce.self),
                matchers: matchers, condition: condition, transition: transition, answer: answer,
                site: context.location, isOptional: isOptional, resultIsAny: R.self == Any.self,
                appliesToEveryResult: appliesToEveryResult))
        }
    }
}

extension MemberCall where Mode == StubbingMode, R == Void {
    /// Returns normally (for members that return nothing): `given(store).save(.any).willReturn()`.
    /// Stubs a strict mock's `Void` member, or overrides a `willThrow` registered earlier.
    public func willReturn() {
        register(.values([()]))
    }
}

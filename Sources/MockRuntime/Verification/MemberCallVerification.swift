public import Foundation

/// What `verify(mock).member(matchers…)` and `expect(mock).member(matchers…)` offer:
///
///     verify(engine).turnOn().called(.once)
///     verify(engine).isOn.getCalled(.never)
///     verify(engine).speed(newValue: .any).setCalled(.twice)
///     expect(strict).turnOff().called(.never)
extension MemberCall where Mode == VerifyingMode {
    var core: VerificationCore {
        VerificationCore(
            context: context, member: member, matchers: matchers, condition: condition, transition: transition
        )
    }

    /// `verify`: reports a failure unless the matching calls recorded so far satisfy `count`.
    /// `expect`: declares that the call must happen `count` times (checked by
    /// `verifyExpectations`; a call beyond the count fails at once).
    public func called(_ count: CallCount = .atLeastOnce) {
        core.check(count)
    }

    /// Waits until calls made on other tasks or threads satisfy `count`, for at most
    /// `timeout`; reports a failure if they don't. Sleeps between calls; never spins.
    /// `timeout` is in seconds: `calledEventually(.once, within: 5)`.
    public func calledEventually(_ count: CallCount = .atLeastOnce, within timeout: TimeInterval) async throws {
        try await core.verifyEventually(count, within: timeout)
    }

    /// `calledEventually` with a `Duration`: `calledEventually(.once, within: .seconds(5))`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func calledEventually(_ count: CallCount = .atLeastOnce, within timeout: Duration) async throws {
        try await core.verifyEventually(count, within: timeout.inSeconds)
    }

    /// Like `called`, for a property's or subscript's getter.
    public func getCalled(_ count: CallCount = .atLeastOnce) {
        core.check(count)
    }

    /// Like `calledEventually`, for a property's or subscript's getter.
    /// `timeout` is in seconds: `getCalledEventually(.once, within: 5)`.
    public func getCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: TimeInterval) async throws {
        try await core.verifyEventually(count, within: timeout)
    }

    /// `getCalledEventually` with a `Duration`: `getCalledEventually(.once, within: .seconds(5))`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func getCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: Duration) async throws {
        try await core.verifyEventually(count, within: timeout.inSeconds)
    }

    /// Like `called`, for a property's or subscript's setter.
    public func setCalled(_ count: CallCount = .atLeastOnce) {
        core.check(count)
    }

    /// Like `calledEventually`, for a property's or subscript's setter.
    /// `timeout` is in seconds: `setCalledEventually(.once, within: 5)`.
    public func setCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: TimeInterval) async throws {
        try await core.verifyEventually(count, within: timeout)
    }

    /// `setCalledEventually` with a `Duration`: `setCalledEventually(.once, within: .seconds(5))`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func setCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: Duration) async throws {
        try await core.verifyEventually(count, within: timeout.inSeconds)
    }
}

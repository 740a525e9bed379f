public import Foundation

/// A call to verify or expect: what `verify(mock).method(matchers…)` returns for the members a
/// generated builder declares for verifying only (initializers, and members whose result alone
/// names a generic parameter or tells overloads apart); other members return a `MemberCall`
/// with the same API.
///
///     verify(engine).turnOn().called(.once)
///     expect(strict).turnOff().called(.never)
public struct Verification {
    var core: VerificationCore

    /// Generated builders create verifications; tests get them from `verify(mock)`.
    @_spi(MockgenGenerated) public init(
        _ context: MockBuilderContext, _ member: MockMember, _ matchers: [any ArgumentMatching]
    ) {
        core = VerificationCore(context: context, member: member, matchers: matchers)
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

    /// For expectations: count only calls made while `condition` holds.
    public func when(_ condition: StateCondition) -> Verification {
        var copy = self
        copy.core.condition = condition
        return copy
    }

    /// For expectations: move a state machine when a matching call happens.
    public func then(_ transition: StateCondition) -> Verification {
        var copy = self
        copy.core.transition = transition
        return copy
    }
}

/// Verifies or expects reads of a property: `verify(engine).isOn.getCalled(.never)`.
public struct GetterVerification {
    var core: VerificationCore

    /// Generated builders create verifications; tests get them from `verify(mock)`.
    @_spi(MockgenGenerated) public init(
        _ context: MockBuilderContext, _ member: MockMember, _ matchers: [any ArgumentMatching]
    ) {
        core = VerificationCore(context: context, member: member, matchers: matchers)
    }

    /// Like `Verification.called`, for the property's getter.
    public func getCalled(_ count: CallCount = .atLeastOnce) {
        core.check(count)
    }

    /// Like `Verification.calledEventually`, for the property's getter.
    /// `timeout` is in seconds: `getCalledEventually(.once, within: 5)`.
    public func getCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: TimeInterval) async throws {
        try await core.verifyEventually(count, within: timeout)
    }

    /// `getCalledEventually` with a `Duration`: `getCalledEventually(.once, within: .seconds(5))`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func getCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: Duration) async throws {
        try await core.verifyEventually(count, within: timeout.inSeconds)
    }

    /// For expectations: count only reads made while `condition` holds.
    public func when(_ condition: StateCondition) -> GetterVerification {
        var copy = self
        copy.core.condition = condition
        return copy
    }

    /// For expectations: move a state machine when a matching read happens.
    public func then(_ transition: StateCondition) -> GetterVerification {
        var copy = self
        copy.core.transition = transition
        return copy
    }
}

/// Verifies or expects writes of a property: `verify(engine).speed(newValue: .any).setCalled(.once)`.
public struct SetterVerification {
    var core: VerificationCore

    /// Generated builders create verifications; tests get them from `verify(mock)`.
    @_spi(MockgenGenerated) public init(
        _ context: MockBuilderContext, _ member: MockMember, _ matchers: [any ArgumentMatching]
    ) {
        core = VerificationCore(context: context, member: member, matchers: matchers)
    }

    /// Like `Verification.called`, for the property's setter.
    public func setCalled(_ count: CallCount = .atLeastOnce) {
        core.check(count)
    }

    /// Like `Verification.calledEventually`, for the property's setter.
    /// `timeout` is in seconds: `setCalledEventually(.once, within: 5)`.
    public func setCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: TimeInterval) async throws {
        try await core.verifyEventually(count, within: timeout)
    }

    /// `setCalledEventually` with a `Duration`: `setCalledEventually(.once, within: .seconds(5))`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func setCalledEventually(_ count: CallCount = .atLeastOnce, within timeout: Duration) async throws {
        try await core.verifyEventually(count, within: timeout.inSeconds)
    }

    /// For expectations: count only writes made while `condition` holds.
    public func when(_ condition: StateCondition) -> SetterVerification {
        var copy = self
        copy.core.condition = condition
        return copy
    }

    /// For expectations: move a state machine when a matching write happens.
    public func then(_ transition: StateCondition) -> SetterVerification {
        var copy = self
        copy.core.transition = transition
        return copy
    }
}

/// The superclass of a plain generated protocol mock: it holds the mock's state and provides
/// its conformance to ``StandardMock`` (so `init(policy:name:)` too), with the mock's builders
/// as generic arguments. A generated mock that inherits from it declares only the protocol's
/// requirements:
///
///     final class EngineMock: MockRuntime.MockBase<_EngineMockBuilder<MockRuntime.StubbingMode>,
///                                                  _EngineMockBuilder<MockRuntime.VerifyingMode>>,
///                             Engine, @unchecked Swift.Sendable {
///         var isOn: Bool { self._mockState.call0(_EngineMockMembers.isOn) }
///     }
///
/// The conformances to `StandardMock`, `Mock` and `MockObject` are checked once, here, rather
/// than in every mock of a test target, and no mock compiles a stored property and initializer
/// of its own. A subclass restates `@unchecked Sendable`: its only state is `_mockState`, which
/// keeps everything behind a lock.
open class MockBase<Given: MockStubbingBuilder, Verify: MockVerifyingBuilder>: StandardMock, @unchecked Sendable {
    /// The runtime state of this mock: calls, stubs, expectations.
    public let _mockState: MockState

    /// Creates the mock around its state; `init(policy:name:)` calls this.
    public required init(_mockState: MockState) { self._mockState = _mockState }
}

/// The superclass of a generated mock whose protocol has no instance requirement to stub or
/// verify:
///
///     final class MarkerMock: MockRuntime.EmptyMockBase, Marker, @unchecked Swift.Sendable {}
public typealias EmptyMockBase = MockBase<EmptyGiven, EmptyVerify>

/// Any mock object, `Sendable` or not: what `given`, `when`, `verify`, `expect`, `reset`
/// and `recordedCalls` take.
///
/// Protocol mocks conform to its refinement `Mock`, which adds `Sendable`. A mock of a class
/// (a subclass that overrides the class's members) conforms to `MockObject` only when the
/// class is not `Sendable`: it cannot be made `Sendable` without changing what it mocks.
public protocol MockObject: AnyObject {
    /// The builder `given(mock)` and `when(mock)` return: one member per requirement.
    associatedtype Given: MockStubbingBuilder
    /// The builder `verify(mock)` and `expect(mock)` return: one member per requirement.
    associatedtype Verify: MockVerifyingBuilder
    /// The runtime state of this mock: calls, stubs, expectations.
    var _mockState: MockState { get }
}

/// The superclass of a mock generated in Mockable's shape: it holds the mock's state, created
/// with ``MockConventions/mockable(policy:)``, and gives the mock Mockable's initializer and
/// `reset`. A generated mock that inherits from it declares only the protocol's requirements
/// and its builder (see <doc:MockableCompatibility>):
///
///     final class MockProductService: MockRuntime.MockableMockBase<
///         MockProductService._Builder<MockRuntime.StubbingMode>,
///         MockProductService._Builder<MockRuntime.VerifyingMode>
///     >, ProductService, @unchecked Swift.Sendable { … }
///
///     let service = MockProductService()                     // MockerPolicy.default decides
///     let relaxed = MockProductService(policy: .relaxedVoid)
///
/// It conforms to ``Mock``, so `given`, `when`, `verify` and mockgen's other free functions
/// take it, but not to ``StandardMock``: its initializer takes a ``MockerPolicy``.
open class MockableMockBase<Given: MockStubbingBuilder, Verify: MockVerifyingBuilder>: Mock, @unchecked Sendable {
    /// The runtime state of this mock: calls, stubs, side effects.
    public let _mockState: MockState

    /// Creates the mock around its state.
    public required init(_mockState: MockState) { self._mockState = _mockState }

    /// Creates a mock whose unstubbed calls follow `policy`, or `MockerPolicy.default` (read at
    /// each such call) when it is `nil`. `name` names the mock in messages; the location
    /// parameters default to the line that creates the mock.
    public convenience init(
        policy: MockerPolicy? = nil, name: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(_mockState: MockState(
            mockType: mockTypeName(Self.self), name: name, conventions: .mockable(policy: policy),
            fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Forgets the given parts of the mock's state: `reset()` everything, `reset([.given, .verify])`
    /// stubs and recorded calls.
    public func reset(_ scopes: Set<MockerScope> = .all) {
        _mockState.resolved.reset(scopes: scopes)
    }

    /// Forgets one part of the mock's state: `reset(.given)`, `reset(.when)`, `reset(.verify)`.
    public func reset(_ scope: MockerScope) {
        _mockState.resolved.reset(scopes: [scope])
    }
}

/// A generated (or hand-written) protocol mock: what `given`, `when`, `verify`, `expect`,
/// `reset` and the other free functions take.
///
///     let engine = EngineMock()          // a Mock
///     given(engine).isOn.willReturn(true)
///
/// Its only stored state is `_mockState`, which keeps everything behind a lock, so a mock
/// is `Sendable` without `@unchecked`. Its builders and state come from ``MockObject``.
public protocol Mock: MockObject, Sendable {}

/// A mock type with static requirements, reached through `given(MockType.self)`:
///
///     given(EngineMock.self).make().willReturn(engine)
public protocol StaticMock {
    /// The builder `given(MockType.self)` returns.
    associatedtype StaticGiven: MockStubbingBuilder
    /// The builder `verify(MockType.self)` returns.
    associatedtype StaticVerify: MockVerifyingBuilder
    /// The state shared by the type's static members (see `withStaticMockScope`).
    static var _staticMockState: MockState { get }
}

/// A stubbing builder (`Given`): generated code gives it one member per requirement that
/// returns a `Stubbing` (the generated `_Builder<Mode>` in `StubbingMode`). Tests get one
/// from `given(mock)` or `when(mock)`:
///
///     given(engine).currentSpeed(in: .any)   // a member of EngineMock.Given
public protocol MockStubbingBuilder {
    /// Creates the builder; only the runtime calls this.
    init(_context: MockBuilderContext)
}

/// A verifying builder (`Verify`): generated code gives it one member per requirement that
/// returns a `MemberCall` in `VerifyingMode` (the generated `_Builder<Mode>` in that mode), or
/// a `Verification`, `GetterVerification` or `SetterVerification`. Tests get one from
/// `verify(mock)` or `expect(mock)`:
///
///     verify(engine).turnOn()                // a member of EngineMock.Verify
public protocol MockVerifyingBuilder {
    /// Creates the builder; only the runtime calls this.
    init(_context: MockBuilderContext)
}

/// What a builder knows: which mock, why (`given`, `when`, `verify`, `expect`) and where
/// in the test it was created, so failures point at that line. A builder member turns it into
/// its result with ``call(_:_:)``.
public struct MockBuilderContext: Sendable {
    enum Mode: Sendable {
        case given, when, verify, expect
    }

    let state: MockState
    let mode: Mode
    let location: CallSite
    /// How the mock is written in hints: `mock` or `EngineMock.self`.
    let receiver: String
}

/// A source location captured with `#fileID`, `#filePath`, `#line`, `#column`.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// `MyTests/EngineTests.swift:12:20`, as messages write it.
    var description: String { "\(fileID):\(line):\(column)" }
}

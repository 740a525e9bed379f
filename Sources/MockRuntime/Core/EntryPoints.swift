/// Starts stubbing a member of `mock`: `given(engine).currentSpeed(in: .any).willReturn(100)`.
public func given<M: MockObject>(
    _ mock: M,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Given {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.Given(_context: builderContext(for: mock, .given, site))
}

/// Starts stubbing a side effect of `mock`: `when(engine).turnOn().perform { … }`.
/// The same builder as `given`; reads better for `perform`.
public func when<M: MockObject>(
    _ mock: M,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Given {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.Given(_context: builderContext(for: mock, .when, site))
}

/// Starts verifying calls already made on `mock`: `verify(engine).turnOn().called(.once)`.
/// Failures are reported at this call's location.
public func verify<M: MockObject>(
    _ mock: M,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Verify {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.Verify(_context: builderContext(for: mock, .verify, site))
}

/// Declares an expectation up front: `expect(engine).turnOn().called(.once)`, checked by
/// `verifyExpectations(engine)` or `MockContext.verify()`. A call that exceeds the count
/// (e.g. any call expected `.never`) fails at once.
public func expect<M: MockObject>(
    _ mock: M,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Verify {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.Verify(_context: builderContext(for: mock, .expect, site))
}

/// Stubs a static member: `given(EngineMock.self).make().willReturn(engine)`.
public func given<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.StaticGiven {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.StaticGiven(_context: builderContext(for: M.self, .given, site))
}

/// Stubs a side effect of a static member: `when(EngineMock.self).make().perform { … }`.
public func when<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.StaticGiven {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.StaticGiven(_context: builderContext(for: M.self, .when, site))
}

/// Verifies calls made on static members: `verify(EngineMock.self).make().called(.once)`.
public func verify<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.StaticVerify {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.StaticVerify(_context: builderContext(for: M.self, .verify, site))
}

/// Declares an expectation on a static member, checked by `verifyExpectations(MockType.self)`.
public func expect<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.StaticVerify {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.StaticVerify(_context: builderContext(for: M.self, .expect, site))
}

/// The context of an instance mock's builders, located at the test's `given`/`verify`/… call.
private func builderContext<M: MockObject>(
    for mock: M, _ mode: MockBuilderContext.Mode, _ site: CallSite
) -> MockBuilderContext {
    MockBuilderContext(state: mock._mockState.resolved, mode: mode, location: site, receiver: "mock")
}

/// The context of a mock type's static builders (in the current `withStaticMockScope`, if any).
private func builderContext<M: StaticMock>(
    for type: M.Type, _ mode: MockBuilderContext.Mode, _ site: CallSite
) -> MockBuilderContext {
    MockBuilderContext(state: M._staticMockState.resolved, mode: mode, location: site, receiver: "\(M.self).self")
}

/// What `reset` forgets: `reset(engine, [.calls, .propertyValues])`.
public struct MockResetOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Stubs and side effects (`given`, `when`).
    public static let stubs = MockResetOptions(rawValue: 1)
    /// Recorded calls (and which of them were verified).
    public static let calls = MockResetOptions(rawValue: 2)
    /// Expectations (`expect`), allowances (`allowing`) and `ignoring`.
    public static let expectations = MockResetOptions(rawValue: 4)
    /// The values settable properties keep (the last value set on each):
    ///
    ///     engine.speed = 5
    ///     reset(engine, .propertyValues)
    ///     engine.speed          // 0, the default again
    public static let propertyValues = MockResetOptions(rawValue: 8)
    /// Everything.
    public static let all: MockResetOptions = [.stubs, .calls, .expectations, .propertyValues]
}

/// Forgets `mock`'s stubs, calls and/or expectations: `reset(engine)`, `reset(engine, .calls)`.
public func reset<M: MockObject>(_ mock: M, _ options: MockResetOptions = .all) {
    mock._mockState.resolved.reset(options)
}

/// Forgets the static state of a mock type (in the current `withStaticMockScope`, if any).
public func reset<M: StaticMock>(_ type: M.Type, _ options: MockResetOptions = .all) {
    M._staticMockState.resolved.reset(options)
}

/// The calls recorded on `mock`, oldest first.
public func recordedCalls<M: MockObject>(_ mock: M) -> [MockCall] {
    mock._mockState.resolved.calls
}

/// Checks every expectation declared with `expect(…)` on the given mocks; each unmet one
/// is reported at its `expect` line.
public func verifyExpectations(_ mocks: any MockObject...) {
    for mock in mocks { mock._mockState.resolved.verifyExpectations() }
}

/// Checks the expectations declared with `expect(MockType.self)` on static members.
public func verifyExpectations<M: StaticMock>(_ type: M.Type) {
    M._staticMockState.resolved.verifyExpectations()
}

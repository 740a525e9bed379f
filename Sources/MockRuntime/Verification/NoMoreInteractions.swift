/// Reports every call on each mock that no `verify`, `verifyInOrder`, expectation,
/// `allowing` or `ignoring` accounted for (Mockito's `verifyNoMoreInteractions`).
/// Stubbing a call does not verify it. The failure is reported at this line and lists the
/// unverified calls:
///
///     engine.turnOn()
///     try engine.setSpeed(to: 3)
///     verify(engine).turnOn().called(.once)
///     verifyNoMoreInteractions(engine)
///     // EngineMock: expected no more interactions, but 1 call was not verified: setSpeed(to: 3.0)
public func verifyNoMoreInteractions(
    _ mocks: any MockObject...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks { mock._mockState.resolved.verifyNoMoreInteractions(at: site) }
}

/// `verifyNoMoreInteractions` for the static members of a mock type (in the current
/// `withStaticMockScope`, if any): `verifyNoMoreInteractions(EngineMock.self)`.
public func verifyNoMoreInteractions<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    M._staticMockState.resolved.verifyNoMoreInteractions(
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a failure at this line if any call at all was recorded on each mock, listing
/// the calls (Mockito's `verifyNoInteractions`):
///
///     let logger = LoggerMock()
///     sut.run()
///     verifyNoInteractions(logger)
///     // LoggerMock: expected no interactions, but 1 call was recorded: log("started")
public func verifyNoInteractions(
    _ mocks: any MockObject...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks {
        let state = mock._mockState.resolved
        let calls = state.calls
        if !calls.isEmpty { FailureReport.unexpectedInteractions(state, calls, at: site) }
    }
}

/// `verifyNoInteractions` for the static members of a mock type: `verifyNoInteractions(EngineMock.self)`.
public func verifyNoInteractions<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let state = M._staticMockState.resolved
    let calls = state.calls
    if !calls.isEmpty {
        FailureReport.unexpectedInteractions(
            state, calls, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}

extension MockState {
    func verifyNoMoreInteractions(at site: CallSite) {
        let unverified = storage.withLock { storage in
            storage.ignoresEveryCall ? [] : storage.calls.filter { !storage.verifiedCalls.contains($0.sequence) }
        }
        if !unverified.isEmpty { FailureReport.unverifiedCalls(self, unverified, at: site) }
    }
}

/// Lets a strict mock accept every call, as jMock's `ignoring(mock)`: no call is reported
/// as unexpected, none counts as an expectation, and `verifyNoMoreInteractions` has
/// nothing to report. Stubs still answer; unstubbed calls return property values and
/// defaults as on a relaxed mock.
///
///     let logger = LoggerMock(policy: .strict)
///     ignoring(logger)
///     sut.run()                     // any logging is fine
///
/// `reset(mock, .expectations)` ends it.
public func ignoring<M: MockObject>(_ mock: M) {
    mock._mockState.resolved.storage.withLock { $0.ignoresEveryCall = true }
}

/// `ignoring` for the static members of a mock type (in the current `withStaticMockScope`, if any).
public func ignoring<M: StaticMock>(_ type: M.Type) {
    M._staticMockState.resolved.storage.withLock { $0.ignoresEveryCall = true }
}

/// Lets a strict mock accept calls matching the listed members, any number of times, without
/// counting them as expectations, as jMock's `allowing(mock)`. Each line names a member of
/// the mock's verifying builder with argument matchers:
///
///     let engine = EngineMock(policy: .strict)
///     allowing(engine) {
///         $0.isOn                              // every read of `isOn`
///         $0.currentSpeed(in: .value(.milesPerHour))
///         $0.speed(newValue: .any)             // every write of `speed`
///     }
///
/// Allowed calls are answered by stubs if there are any, else like a relaxed mock's (the
/// last value set for a property read, else the default value), and need no `verify` for
/// `verifyNoMoreInteractions`. `reset(mock, .expectations)` forgets allowances.
public func allowing<M: MockObject>(
    _ mock: M,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @CallPatternBuilder _ members: (M.Verify) -> [CallPattern]
) {
    allow(members(verify(mock, fileID: fileID, filePath: filePath, line: line, column: column)))
}

/// `allowing` for the static members of a mock type: `allowing(EngineMock.self) { $0.make() }`.
public func allowing<M: StaticMock>(
    _ type: M.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @CallPatternBuilder _ members: (M.StaticVerify) -> [CallPattern]
) {
    allow(members(verify(M.self, fileID: fileID, filePath: filePath, line: line, column: column)))
}

private func allow(_ patterns: [CallPattern]) {
    for pattern in patterns {
        pattern.core.state.storage.withLock { storage in
            storage.allowances.append(Allowance(member: pattern.core.member, matchers: pattern.core.matchers))
        }
    }
}

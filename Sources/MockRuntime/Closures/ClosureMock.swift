/// A mock of a closure: hands out a function to pass to the code under test, records its
/// calls, and is stubbed and verified with the same `given`, `verify` and `expect` as a
/// generated mock. The generic arguments are the closure's parameter types, then its result:
///
///     let isValid = ClosureMock<String, Int, Bool>(name: "isValid")   // (String, Int) -> Bool
///     given(isValid).call(.any, .value(3)).willReturn(true)
///     let form = SignUpForm(validate: isValid.closure)
///     verify(isValid).call("ada", .any).called(.once)
///
/// A closure with no parameters is `ClosureMock<Result>`; one returning nothing,
/// `ClosureMock<Argument, Void>`. The closure is `@Sendable`, so it can be passed where a
/// `@Sendable` closure or a plain one is expected, and called from any thread or task.
/// ``ThrowingClosureMock``, ``AsyncClosureMock`` and ``AsyncThrowingClosureMock`` mock the
/// `throws`, `async` and `async throws` forms.
public final class ClosureMock<each Argument, Result>: MockBase<
    ClosureMockBuilder<StubbingMode, ((repeat each Argument)) -> Result, ClosureArguments<repeat each Argument>, Result, Never>,
    ClosureMockBuilder<VerifyingMode, ((repeat each Argument)) -> Result, ClosureArguments<repeat each Argument>, Result, Never>
>, @unchecked Sendable {
    /// The closure to hand to the code under test; every call is recorded by this mock.
    public var closure: @Sendable (repeat each Argument) -> Result {
        { [_mockState] (argument: repeat each Argument) in
            _mockState.callClosure(repeat each argument)
        }
    }

    /// Calls the closure, as the code under test would.
    public func callAsFunction(_ argument: repeat each Argument) -> Result { closure(repeat each argument) }
}

/// A mock of a throwing closure, `(Argument...) throws -> Result`: like ``ClosureMock``,
/// with `willThrow` in its stubs.
///
///     let save = ThrowingClosureMock<Data, Void>()
///     given(save).call(.any).willThrow(DiskError.full)
public final class ThrowingClosureMock<each Argument, Result>: MockBase<
    ClosureMockBuilder<
        StubbingMode, ((repeat each Argument)) throws -> Result, ClosureArguments<repeat each Argument>, Result, any Error
    >,
    ClosureMockBuilder<
        VerifyingMode, ((repeat each Argument)) throws -> Result, ClosureArguments<repeat each Argument>, Result, any Error
    >
>, @unchecked Sendable {
    /// The closure to hand to the code under test; every call is recorded by this mock.
    public var closure: @Sendable (repeat each Argument) throws -> Result {
        { [_mockState] (argument: repeat each Argument) throws in
            try _mockState.callThrowingClosure(repeat each argument)
        }
    }

    /// Calls the closure, as the code under test would.
    public func callAsFunction(_ argument: repeat each Argument) throws -> Result { try closure(repeat each argument) }
}

/// A mock of an `async` closure, `(Argument...) async -> Result`: like ``ClosureMock``, and
/// `calledEventually` waits for calls made from other tasks.
///
///     let refresh = AsyncClosureMock<Void>()
///     await model.pullToRefresh(refresh.closure)
///     try await verify(refresh).call().calledEventually(.once, within: .seconds(1))
public final class AsyncClosureMock<each Argument, Result>: MockBase<
    ClosureMockBuilder<
        StubbingMode, nonisolated(nonsending) ((repeat each Argument)) async -> Result,
        ClosureArguments<repeat each Argument>, Result, Never
    >,
    ClosureMockBuilder<
        VerifyingMode, nonisolated(nonsending) ((repeat each Argument)) async -> Result,
        ClosureArguments<repeat each Argument>, Result, Never
    >
>, @unchecked Sendable {
    /// The closure to hand to the code under test; every call is recorded by this mock.
    public var closure: @Sendable (repeat each Argument) async -> Result {
        { [_mockState] (argument: repeat each Argument) async in
            await _mockState.callAsyncClosure(repeat each argument)
        }
    }

    /// Calls the closure, as the code under test would.
    public func callAsFunction(_ argument: repeat each Argument) async -> Result { await closure(repeat each argument) }
}

/// A mock of an `async throws` closure, `(Argument...) async throws -> Result`: like
/// ``ClosureMock``, with `willThrow` in its stubs.
///
///     let fetch = AsyncThrowingClosureMock<URL, Data>()
///     given(fetch).call(.any).willThrow(URLError(.notConnectedToInternet))
public final class AsyncThrowingClosureMock<each Argument, Result>: MockBase<
    ClosureMockBuilder<
        StubbingMode, nonisolated(nonsending) ((repeat each Argument)) async throws -> Result,
        ClosureArguments<repeat each Argument>, Result, any Error
    >,
    ClosureMockBuilder<
        VerifyingMode, nonisolated(nonsending) ((repeat each Argument)) async throws -> Result,
        ClosureArguments<repeat each Argument>, Result, any Error
    >
>, @unchecked Sendable {
    /// The closure to hand to the code under test; every call is recorded by this mock.
    public var closure: @Sendable (repeat each Argument) async throws -> Result {
        { [_mockState] (argument: repeat each Argument) async throws in
            try await _mockState.callAsyncThrowingClosure(repeat each argument)
        }
    }

    /// Calls the closure, as the code under test would.
    public func callAsFunction(_ argument: repeat each Argument) async throws -> Result {
        try await closure(repeat each argument)
    }
}

/// The builder of a closure mock: `given(mock).call(…)`, `verify(mock).call(…)`, with one
/// matcher per closure parameter. `Produce` is the closure's type, what `willProduce` takes;
/// `Arguments` its parameter types, as ``ClosureArguments``.
public struct ClosureMockBuilder<Mode, Produce, Arguments, Result, Failure: Error>:
    MockStubbingBuilder, MockVerifyingBuilder
{
    let context: MockBuilderContext

    public init(_context: MockBuilderContext) { self.context = _context }

    /// The closure's calls whose arguments match the matchers (one per parameter; a plain
    /// literal means `.value(…)`). Closures of 2 to 5 parameters have a `call` of their own
    /// (`ClosureMockBuilder+Call.swift`), which also takes a literal before an implicit member:
    /// `call("ada", .any)`.
    public func call<each Argument>(
        _ argument: repeat Parameter<each Argument>
    ) -> MemberCall<Mode, Produce, Result, Failure> where Arguments == ClosureArguments<repeat each Argument> {
        context.call(closureMember(repeat (each Argument).self), repeat each argument)
    }
}

/// The parameter types of a mocked closure as one type, the `Arguments` of its
/// ``ClosureMockBuilder``: `ClosureArguments<String, Int>` for `(String, Int) -> Bool`.
public struct ClosureArguments<each Argument> {
    private init() {}
}

/// The one member of a closure mock, named as messages write it: `call(_:_:)`, one `_:` per
/// parameter.
private func closureMember<each Argument>(_ argument: repeat (each Argument).Type) -> MockMember {
    var arity = 0
    for _ in repeat each argument { arity += 1 }
    return closureMember(arity: arity)
}

/// The member of a closure mock of `arity` parameters: `call(_:_:)` for two.
func closureMember(arity: Int) -> MockMember {
    MockMember("call(" + String(repeating: "_:", count: arity) + ")")
}

// A closure mock's `willProduce` closure takes the arguments as one tuple,
// `((repeat each Argument)) -> Result`: a value of a function type whose parameters are a pack
// expansion cannot be stored as a generic value (stubs keep producers as `Any`), while one taking a
// tuple of the pack can, and a closure literal with one parameter per element still converts to it
// (`willProduce { name, count in … }`).
extension MockState {
    func callClosure<each Argument, Result>(_ argument: repeat each Argument) -> Result {
        switch answer(
            closureMember(repeat (each Argument).self), closureArguments(repeat each argument), site: reportSite,
            producing: (((repeat each Argument)) -> Result).self, returning: Result.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce((repeat each argument))
        }
    }

    func callThrowingClosure<each Argument, Result>(_ argument: repeat each Argument) throws -> Result {
        switch try answer(
            closureMember(repeat (each Argument).self), closureArguments(repeat each argument), site: reportSite,
            producing: (((repeat each Argument)) throws -> Result).self,
            returning: Result.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce((repeat each argument))
        }
    }

    func callAsyncClosure<each Argument, Result>(
        _ argument: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) async -> Result {
        switch answer(
            closureMember(repeat (each Argument).self), closureArguments(repeat each argument), site: reportSite,
            producing: (nonisolated(nonsending) ((repeat each Argument)) async -> Result).self,
            returning: Result.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce((repeat each argument))
        }
    }

    func callAsyncThrowingClosure<each Argument, Result>(
        _ argument: repeat each Argument, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Result {
        switch try answer(
            closureMember(repeat (each Argument).self), closureArguments(repeat each argument), site: reportSite,
            producing: (nonisolated(nonsending) ((repeat each Argument)) async throws -> Result).self,
            returning: Result.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce((repeat each argument))
        }
    }
}

/// The recorded arguments of one call.
private func closureArguments<each Argument>(_ argument: repeat each Argument) -> [Any] {
    var arguments: [Any] = []
    for value in repeat each argument { arguments.append(value) }
    return arguments
}

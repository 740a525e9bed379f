/// The `Given` of a mock whose protocol has no instance requirement to stub: generated code
/// writes `typealias Given = MockRuntime.EmptyGiven` instead of a builder of its own, so an
/// empty mock costs the compiler one declaration less.
public struct EmptyGiven: MockStubbingBuilder {
    let _context: MockBuilderContext

    public init(_context: MockBuilderContext) { self._context = _context }
}

/// The `Verify` of a mock whose protocol has no instance requirement to verify (see `EmptyGiven`).
public struct EmptyVerify: MockVerifyingBuilder {
    let _context: MockBuilderContext

    public init(_context: MockBuilderContext) { self._context = _context }
}

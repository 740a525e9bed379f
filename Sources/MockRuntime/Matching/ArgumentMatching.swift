/// A type-erased argument matcher, so the matchers of one call (each a `Parameter<T>` with
/// its own `T`) can travel together as `[any ArgumentMatching]` from generated builders
/// to the runtime. Tests write `Parameter` matchers instead.
@_spi(MockgenGenerated)
public protocol ArgumentMatching {
    /// Whether a recorded argument satisfies the matcher, checking its type first.
    func matches(_ argument: Any) -> Bool
    /// Stores the argument in the matcher's captor, if it has one. Called only for calls
    /// that matched as a whole.
    func capture(_ argument: Any)
    /// How the matcher reads in a failure message: `5.0`, `any`, `not(nil)`.
    var matcherDescription: String { get }
}

/// What a non-escaping closure argument is recorded as: a closure that must not outlive the
/// call cannot be stored. Its builder parameter is `Parameter<NonEscapingClosure>`, which
/// tests match with `.any`:
///
///     verify(engine).transaction(.any).called(.once)
public struct NonEscapingClosure: Sendable, Hashable, CustomStringConvertible {
    /// Creates the placeholder; generated code passes it instead of the closure.
    @_spi(MockgenGenerated) public init() {}

    public var description: String { "<non-escaping closure>" }
}

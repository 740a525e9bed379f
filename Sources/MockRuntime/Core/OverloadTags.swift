/// Tags that tell apart the builder members of overloads whose matchers look the same.
///
/// Two requirements can differ only in what a builder's matchers cannot see: the effects of a
/// closure parameter, `async`, `@Sendable`, isolation, `inout`. A file-system protocol declares
///
///     func withLock<T>(on path: String, _ body: () throws -> T) throws -> T
///     func withLock<T>(on path: String, _ body: () async throws -> T) async throws -> T
///
/// and both builder members would take `Parameter<String>` and `Parameter<NonEscapingClosure>`.
/// The first requirement keeps the plain spelling; each later one, in declaration order, takes
/// one more argument, `overload: .second`, `overload: .third`, and so on:
///
///     given(files).withLock(on: .any, .any).willReturn(1)                      // the first
///     given(files).withLock(on: .any, .any, overload: .second).willReturn(2)   // the async one
///     verify(files).withLock(on: "/tmp", .any, overload: .second).called(.once)
///
/// Failure messages name each overload with its signature.
public enum SecondOverload: Sendable { case second }
/// The third of overloads whose matchers look the same (see ``SecondOverload``).
public enum ThirdOverload: Sendable { case third }
/// The fourth of overloads whose matchers look the same (see ``SecondOverload``).
public enum FourthOverload: Sendable { case fourth }
/// The fifth of overloads whose matchers look the same (see ``SecondOverload``).
public enum FifthOverload: Sendable { case fifth }
/// The sixth of overloads whose matchers look the same (see ``SecondOverload``).
public enum SixthOverload: Sendable { case sixth }
/// The seventh of overloads whose matchers look the same (see ``SecondOverload``).
public enum SeventhOverload: Sendable { case seventh }
/// The eighth of overloads whose matchers look the same (see ``SecondOverload``).
public enum EighthOverload: Sendable { case eighth }

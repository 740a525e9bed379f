import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Values a mock cannot keep (noncopyable, non-escapable). The compiled cases are in
/// Fixtures/NoncopyableAndNonescapable; these are the ones a test target cannot compile.
@Suite struct UnstorableValuesTests {
    /// No stub could make a non-escapable result: the member records the call and fails, and
    /// the protocol's other members are mocked as usual.
    @Test func aNonEscapableResultIsImplementedByACallThatFails() {
        let result = generate([("a.swift", """
            protocol Buffer {
                @_lifetime(borrow self) func bytes() -> RawSpan
                func clear()
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("class BufferMock"))
        #expect(result.source.contains(#"""
                    self._mockState.unmakeableResult(
                        _BufferMockMembers.bytes, arguments: [], resultType: "RawSpan",
                        producing: (() -> Swift.Never).self
                    )
            """#))
        #expect(result.source.contains("func clear() { self._mockState.callVoid0(_BufferMockMembers.clear) }"))
        #expect(result.diagnostics.map(\.message).contains(
            "'Buffer': 'bytes()' returns a non-escapable 'RawSpan', which a mock cannot make: a call records itself, "
                + "runs its perform actions and fails"))
    }

    /// A class's `self` is a reference: a result depending on `&self` or `copy self` borrows it,
    /// and a dependence targeting `self` is left out. The test target needs the feature.
    @Test func lifetimeDependenciesAreRestatedForAClassAndTheirFeatureIsNamed() {
        let result = generate([("a.swift", """
            protocol Cursor: ~Escapable {
                @_lifetime(&self)
                @_lifetime(self: copy self)
                mutating func nextSpan(maximumCount: Int) -> Span<Int>
                @_lifetime(target: copy target)
                func fill(_ target: inout OutputSpan<Int>)
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "    @_lifetime(borrow self)\n    func nextSpan(maximumCount: Int) -> Span<Int> {"))
        #expect(!result.source.contains("self: copy self"))
        #expect(result.source.contains("    @_lifetime(target: copy target)\n    func fill("))
        #expect(result.diagnostics.map(\.message).contains(
            "'Cursor': its mock states the requirements' lifetime dependencies (@_lifetime); the test target needs "
                + #"the experimental feature 'Lifetimes' (swiftSettings: [.enableExperimentalFeature("Lifetimes")])"#))
    }

    /// A settable property would have to keep the value it is given.
    @Test func aSettableNonEscapablePropertyIsSkipped() {
        let result = generate([("a.swift", """
            protocol Window {
                var bytes: RawSpan { get set }
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("class WindowMock"))
        #expect(result.diagnostics.map(\.message) == [
            "cannot mock 'Window': property 'bytes' has a non-escapable type, which a mock cannot store or make; "
                + "skipped",
        ])
    }

    /// Names the inputs declare win over the standard library's: the module's own `Span` and
    /// `ExecutorJob`, a protocol's associated type `Span`, a member's generic parameter.
    @Test func namesTheInputsDeclareAreNotTheStandardLibrarysTypes() {
        let result = generate([
            ("Sources/Tracing/Span.swift", """
                public struct Span: Sendable {}
                public struct ExecutorJob {}
                """),
            ("Sources/Tracing/Tracer.swift", """
                protocol Tracer {
                    func current() -> Span?
                    func run(_ job: ExecutorJob) -> ExecutorJob
                }
                protocol SpanFactory {
                    associatedtype Span
                    func make() -> Span
                    func pass<RawSpan>(_ value: RawSpan) -> RawSpan
                }
                """),
        ], options: GeneratorOptions(mockAll: true, inputs: InputOptions(module: "Tracing")))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.source.contains("unmakeableResult"))
        #expect(!result.source.contains("producer("))
        #expect(!result.source.contains("UnstoredArgument"))
    }

    /// A generic mock's parameter for an associated type that suppresses `Copyable` or
    /// `Escapable` may be such a type: its values are kept out of storage like the standard ones.
    @Test func associatedTypesThatSuppressCopyableOrEscapableAreKeptOutOfStorage() {
        let result = generate([("a.swift", """
            protocol Drain: ~Copyable, ~Escapable {
                associatedtype Element: ~Copyable
                associatedtype Iterator: ~Escapable
                func next() -> Element?
                @_lifetime(borrow self) func makeIterator() -> Iterator
                func contains(_ element: borrowing Element) -> Bool
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("= self._mockState.producer(_DrainMockMembers.next, arguments: [])"))
        #expect(result.source.contains(#"resultType: "Iterator""#))
        #expect(result.source.contains(#"arguments: [MockRuntime.UnstoredArgument("Element")]"#))
    }

    /// `Swift.Span` is the standard library's whatever the protocol calls `Span`.
    @Test func aQualifiedSwiftSpanIsNonEscapableEvenWhereSpanIsShadowed() {
        let result = generate([("a.swift", """
            protocol Tracer {
                associatedtype Span
                func bytes() -> Swift.Span<UInt8>
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(#"resultType: "Swift.Span<UInt8>""#))
    }

    @Test func aNonEscapableArgumentIsLeftOutOfTheProducerAndWarnedAbout() {
        let result = generate([("a.swift", """
            protocol Sink {
                func write(_ bytes: Swift.RawSpan?, flush: Bool) -> Int
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("arguments: [MockRuntime.UnstoredArgument(\"Swift.RawSpan?\"), flush]"))
        #expect(result.source.contains("(produce: (Bool) -> Int) in\n            produce(flush)\n"))
        #expect(result.diagnostics.map(\.message) == [
            "'Sink': 'write(_:flush:)' is recorded without 'bytes: Swift.RawSpan?' (non-escapable), which its stubs do "
                + "not receive",
        ])
    }

    @Test func aClosureReturningANoncopyableGenericIsAnOrdinaryArgument() {
        let result = generate([("a.swift", """
            protocol Runner {
                func run<R: ~Copyable>(_ body: () -> R) -> R
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains(
            "let produce: (() -> R) -> R = self._mockState.producer(_RunnerMockMembers.run, arguments: "
                + "[MockRuntime.NonEscapingClosure()])"))
        #expect(result.source.contains("return produce(body)"))
    }
}

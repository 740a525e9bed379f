import MockgenFrontEnd
import MockgenGenerator
import Testing

/// Values a mock cannot keep (noncopyable, non-escapable). The compiled cases are in
/// Fixtures/NoncopyableAndNonescapable; these are the ones a test target cannot compile.
@Suite struct UnstorableValuesTests {
    /// Declaring a non-escapable result needs the experimental `Lifetimes` feature; no stub
    /// could make such a value, so the protocol is skipped rather than given a mock that traps.
    @Test func aProtocolReturningANonEscapableValueIsSkippedWithAWarning() {
        let result = generate([("a.swift", """
            protocol Buffer {
                @_lifetime(borrow self) func bytes() -> RawSpan
                func clear()
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("class BufferMock"))
        #expect(result.diagnostics.map(\.message) == ["cannot mock 'Buffer': 'bytes' returns a non-escapable value, which a mock cannot make; skipped"])
    }

    @Test func aNonEscapableArgumentIsLeftOutOfTheProducerAndWarnedAbout() {
        let result = generate([("a.swift", """
            protocol Sink {
                func write(_ bytes: Swift.RawSpan?, flush: Bool) -> Int
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("arguments: [MockRuntime.UnstoredArgument(\"Swift.RawSpan?\"), flush]"))
        #expect(result.source.contains("(produce: (Bool) -> Int) in produce(flush)"))
        #expect(result.diagnostics.map(\.message) == [
            "'Sink': 'write(_:flush:)' is recorded without 'bytes: Swift.RawSpan?' (non-escapable), which its stubs do not receive",
        ])
    }

    @Test func aClosureReturningANoncopyableGenericIsAnOrdinaryArgument() {
        let result = generate([("a.swift", """
            protocol Runner {
                func run<R: ~Copyable>(_ body: () -> R) -> R
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("let produce: (() -> R) -> R = _mockState.producer(_RunnerMockMembers.run, arguments: [MockRuntime.NonEscapingClosure()])"))
        #expect(result.source.contains("return produce(body)"))
    }
}

/// Requirements returning non-escapable values (`Span`, `MutableSpan`, `RawSpan`), which no
/// mock can make: the mock implements them with their lifetime dependencies restated for a
/// class, records each call, runs its `perform` actions, and fails (a throwing member throws).
/// An associated type that suppresses `Copyable` (`ChunkProducer`'s `Element`) is kept out of
/// storage like a standard noncopyable type. A type the inputs or the protocol declare is not
/// the standard library's: `Tracer`'s associated type `Span` is an ordinary type, stubbed like
/// any other.

/// @mockable
protocol ElementWindows<Element>: ~Copyable, ~Escapable {
    associatedtype Element
    var count: Int { get }

    @_lifetime(borrow self)
    func nextSpan(after index: inout Int, maximumCount: Int) -> Span<Element>

    @_lifetime(&self)
    @_lifetime(self: copy self)
    mutating func nextMutableSpan(after index: inout Int) -> MutableSpan<Element>

    @_lifetime(borrow self)
    borrowing func header() throws -> RawSpan
}

/// @mockable
protocol ChunkProducer<Element>: ~Copyable, ~Escapable {
    associatedtype Element: ~Copyable
    var underestimatedCount: Int { get }

    @_lifetime(target: copy target)
    @_lifetime(self: copy self)
    mutating func generate(into target: inout OutputSpan<Element>) -> Bool

    @_lifetime(self: copy self)
    mutating func next() -> Element?

    func contains(_ element: borrowing Element) -> Bool
}

/// @mockable
protocol PageStore {
    var bytes: RawSpan { get }
    subscript(page page: Int) -> Span<UInt8> { get }
    func reload(page: Int)
}

protocol TraceSpan: Sendable {
    var operationName: String { get }
}

/// @mockable
protocol Tracer {
    associatedtype Span: TraceSpan
    func activeSpan(identifiedBy id: Int) -> Span?
    func startSpan(_ operationName: String) -> Span
}

/// Members taking or returning values a mock cannot keep — noncopyable (`~Copyable`) and
/// non-escapable (`RawSpan`) ones — are still implemented, each with a warning: such an
/// argument is recorded as a placeholder and not passed to stubs, and a noncopyable result is
/// made by a `willProduce` stub.

/// A token that cannot be copied.
struct TurnstilePass: ~Copyable {
    var number: Int
}

/// @mockable
protocol ByteSink: ~Copyable {
    func write(_ bytes: RawSpan, flush: Bool) throws -> Int
    func close()
}

/// @mockable
protocol OutputDecoder {
    associatedtype Output
    func output(from span: RawSpan) throws -> Output
    var maxSize: Int { get }
}

/// @mockable
protocol Turnstile {
    func admit<Pass: ~Copyable>(_ pass: borrowing Pass, gate: Int)
    func consume<Pass: ~Copyable>(_ pass: consuming Pass)
    func withTicket<Return: ~Copyable>(number: Int, _ body: (Int) throws -> Return) rethrows -> Return
    func watch<Return: ~Copyable>(updates: (String) async throws -> Return) async throws -> Return
}

/// @mockable
protocol SnapshotParser {
    init(data: RawSpan, name: String) throws
    var name: String { get }
}

/// Properties of type `Void` (and `()`), plain and with effects: a read is a call with no value.
/// @mockable
protocol Readiness {
    var ready: Void { get }
    var checked: Void { get throws }
    var awaited: () { get async }
    var settled: Swift.Void { get async throws }
    func reset() -> Void
}

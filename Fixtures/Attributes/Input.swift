/// `@available`, `@discardableResult`, `nonisolated` and `mutating` requirements.
/// @mockable
@available(macOS 10.15, iOS 13, *)
protocol Ledger {
    @discardableResult
    func append(_ entry: String) -> Int
    @available(*, deprecated, message: "use append(_:)")
    func add(_ entry: String)
    @available(macOS 10.15, *)
    var lastEntry: String? { get }
    mutating func clear()
    nonisolated func summary() -> String
}

import Foundation

/// Named like Foundation's `Expression`: in a file importing this module and Foundation, a bare
/// `Expression` is ambiguous, so class mocks write it with the module, as protocol mocks do.
public struct Expression: Equatable, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
}

/// A module type named like the generic parameter of `Journal` below.
public struct Entry: Equatable, Sendable {
    public var amount: Int
    public init(amount: Int) { self.amount = amount }
}

/// Named like Foundation's `Scanner`: the mock's superclass is written with the module too.
/// @mockable
open class Scanner {
    public let source: String
    public init(source: String) { self.source = source }
    open func next(matching expression: Expression) -> Expression? { nil }
}

public enum Tally {
    /// Nested in an enum: the superclass is `GoldenTally.Tally.Evaluator`.
    /// @mockable
    open class Evaluator {
        public init() {}
        open func evaluate(_ expression: Expression) -> Int { 0 }
        open var last: Expression?
    }
}

/// Its generic parameter `Entry` means the parameter, not the module's `Entry`.
/// @mockable
open class Journal<Entry> {
    public init() {}
    open func record(_ entry: Entry) -> Int { 0 }
    open func total(of entries: [GoldenTally.Entry]) -> Int { entries.reduce(0) { $0 + $1.amount } }
}

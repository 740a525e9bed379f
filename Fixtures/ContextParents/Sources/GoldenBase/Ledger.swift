/// A type named like one of `GoldenAccounts`: a mock of a protocol of that module that names it
/// means that module's own.
public struct Ledger {
    public var total: Int
    public init(total: Int) { self.total = total }
}

#if !os(WASI)
/// Declared under a condition, and named like a type of `GoldenBase`: the mocks spell it
/// `GoldenAccounts.Ledger`, the type `AccountStore` means where it exists.
public struct Ledger {
    public var entries: [Int]
    public init(entries: [Int]) { self.entries = entries }
}
#endif

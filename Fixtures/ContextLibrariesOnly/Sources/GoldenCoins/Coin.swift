/// Read with `--context`: a library type that the inputs extend. When the context folder is
/// a folder of packages (`.build/checkouts`), a test file of another package declaring its own
/// `Coin` must not make the mocks write `GoldenPurse.Coin` (see the CLI's context tests).
public struct Coin: Equatable, Sendable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
}

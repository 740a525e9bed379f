import GoldenCoins

/// Extends a type of `GoldenCoins` without declaring one of that name: the mocks write
/// `GoldenCoins.Coin`.
extension Coin {
    public var isZero: Bool { cents == 0 }
}

public protocol Purse {
    func coins() -> [Coin]
    func add(_ coin: Coin) -> Bool
}

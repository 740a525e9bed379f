import GoldenBase

public protocol AccountStore: Identified {
    func balance(of account: String) -> Int
    func post(_ ledger: Ledger) -> Int
    func period() -> DateInterval
}

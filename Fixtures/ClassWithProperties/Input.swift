/// A ledger with stored, computed and class members: the partial-mock tests run its real
/// `summary`, which reads `balance` and calls `fee(for:)` on the mock itself.
/// @mockable
open class CashLedger {
    open var balance: Int
    public let owner: String
    open var nickname: String = ""
    open private(set) var lastChange: Int = 0
    open var summary: String { "\(owner): \(balance - fee(for: balance))" }
    open var limit: Int {
        get { 100 }
        set { _ = newValue }
    }
    open subscript(month: Int) -> Int {
        get { month * 10 }
        set { _ = newValue }
    }

    public init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    open func deposit(_ amount: Int) -> Int {
        balance += amount
        lastChange = amount
        return balance
    }

    open func fee(for amount: Int) -> Int { amount / 100 }

    open class func bankName() -> String { "Real Bank" }

    public final func id() -> String { "ledger-\(owner)" }

    static func audit() -> Bool { true }

    func log(_ lines: String...) {}
}

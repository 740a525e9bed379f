/// A class meant to be subclassed, as a user's code would declare it: stored and computed
/// properties, a throwing method whose implementation calls another overridable method,
/// async and generic methods, a `class` method, and designated, required and convenience
/// initializers. Not `Sendable`.
/// @mockable
class Account {
    struct Closed: Error, Equatable {}

    var balance: Int
    let owner: String
    var summary: String { "\(owner): \(balance)" }
    var nickname: String {
        get { storedNickname ?? owner }
        set { storedNickname = newValue }
    }
    private var storedNickname: String?
    /// How many times the real `deposit` ran; final, so a mock reports the real count.
    final private(set) var realDeposits: Int = 0

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    required init(archive: [String: Int]) {
        owner = "archived"
        balance = archive["balance"] ?? 0
    }

    convenience init(owner: String) {
        self.init(owner: owner, balance: 0)
    }

    func deposit(_ amount: Int) -> Int {
        realDeposits += 1
        balance += amount
        return balance
    }

    func fee(for amount: Int) -> Int { 1 }

    /// Calls `fee(for:)`: a partial mock that stubs the fee changes what the real withdrawal does.
    func withdraw(_ amount: Int) throws(Closed) -> Int {
        let total = amount + fee(for: amount)
        guard total <= balance else { throw Closed() }
        balance -= total
        return balance
    }

    func refresh() async throws -> Int {
        await Task.yield()
        return balance
    }

    func convert<T: Numeric>(_ value: T) -> T { value * 2 }

    class func bankName() -> String { "Real Bank" }

    final func id() -> String { "account-\(owner)" }
}

/// A subclass in the same inputs: its mock overrides the inherited members too.
/// @mockable
class SavingsAccount: Account {
    var rate: Double = 0.5

    override func fee(for amount: Int) -> Int { 0 }

    func addInterest() -> Int {
        _ = deposit(Int(Double(balance) * rate))
        return balance
    }
}

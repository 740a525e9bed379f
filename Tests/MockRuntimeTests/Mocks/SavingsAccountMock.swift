@_spi(MockgenGenerated) import MockRuntime

// A class mock of a subclass (docs/ClassMocks.md): the members inherited from `Account`
// are overridden like `SavingsAccount`'s own (`rate`, `addInterest()`), and `real:` reaches
// the nearest implementation (`SavingsAccount.fee(for:)` returns 0, not `Account`'s 1).
final class SavingsAccountMock: SavingsAccount, MockObject, StaticMock {
    let _mockState: MockState
    static let _staticMockState = MockState(mockType: "SavingsAccountMock", name: "SavingsAccountMock.self", policy: .relaxed)

    // Designated initializers: each one twice, overridden as is (so the class's convenience
    // initializers are inherited) and with `policy:` and `name:`.
    override init(owner: String, balance: Int) {
        _mockState = MockState(mockType: "SavingsAccountMock", name: nil, policy: .relaxed)
        super.init(owner: owner, balance: balance)
    }
    init(owner: String, balance: Int, policy: MockPolicy = .relaxed, name: String? = nil) {
        _mockState = MockState(mockType: "SavingsAccountMock", name: name, policy: policy)
        super.init(owner: owner, balance: balance)
    }
    required init(archive: [String: Int]) {
        _mockState = MockState(mockType: "SavingsAccountMock", name: nil, policy: .relaxed)
        super.init(archive: archive)
    }
    init(archive: [String: Int], policy: MockPolicy = .relaxed, name: String? = nil) {
        _mockState = MockState(mockType: "SavingsAccountMock", name: name, policy: policy)
        super.init(archive: archive)
    }

    override var rate: Double {
        get {
            _mockState.invoke(MockMember("rate", kind: .getter, signature: "Double"), arguments: [], real: { super.rate }) {
                (produce: () -> Double) in produce()
            }
        }
        set {
            _mockState.invoke(MockMember("rate", kind: .setter, signature: "Double"), arguments: [newValue], real: { super.rate = newValue }) {
                (produce: (Double) -> Void) in produce(newValue)
            }
        }
    }
    override func addInterest() -> Int {
        _mockState.invoke(MockMember("addInterest()", signature: "() -> Int"), arguments: [], real: { super.addInterest() }) {
            (produce: () -> Int) in produce()
        }
    }
    override var balance: Int {
        get {
            _mockState.invoke(MockMember("balance", kind: .getter, signature: "Int"), arguments: [], real: { super.balance }) {
                (produce: () -> Int) in produce()
            }
        }
        set {
            _mockState.invoke(MockMember("balance", kind: .setter, signature: "Int"), arguments: [newValue], real: { super.balance = newValue }) {
                (produce: (Int) -> Void) in produce(newValue)
            }
        }
    }
    override var summary: String {
        _mockState.invoke(MockMember("summary", kind: .getter, signature: "String"), arguments: [], real: { super.summary }) {
            (produce: () -> String) in produce()
        }
    }
    override var nickname: String {
        get {
            _mockState.invoke(MockMember("nickname", kind: .getter, signature: "String"), arguments: [], real: { super.nickname }) {
                (produce: () -> String) in produce()
            }
        }
        set {
            _mockState.invoke(MockMember("nickname", kind: .setter, signature: "String"), arguments: [newValue], real: { super.nickname = newValue }) {
                (produce: (String) -> Void) in produce(newValue)
            }
        }
    }
    override func deposit(_ amount: Int) -> Int {
        _mockState.invoke(MockMember("deposit(_:)", signature: "(Int) -> Int"), arguments: [amount], real: { super.deposit(amount) }) {
            (produce: (Int) -> Int) in produce(amount)
        }
    }
    override func fee(for amount: Int) -> Int {
        _mockState.invoke(MockMember("fee(for:)", signature: "(Int) -> Int"), arguments: [amount], real: { super.fee(for: amount) }) {
            (produce: (Int) -> Int) in produce(amount)
        }
    }
    override func withdraw(_ amount: Int) throws(Closed) -> Int {
        try _mockState.invoke(
            MockMember("withdraw(_:)", signature: "(Int) throws(Closed) -> Int"), arguments: [amount],
            real: { () throws(Closed) -> Int in try super.withdraw(amount) }
        ) {
            (produce: (Int) throws(Closed) -> Int) throws(Closed) in try produce(amount)
        }
    }
    override func refresh() async throws -> Int {
        try await _mockState.invokeAsync(MockMember("refresh()", signature: "() async throws -> Int"), arguments: [], real: { try await super.refresh() }) {
            (produce: nonisolated(nonsending) () async throws -> Int) in try await produce()
        }
    }
    override func convert<T: Numeric>(_ value: T) -> T {
        _mockState.invoke(MockMember("convert(_:)", signature: "<T: Numeric>(T) -> T"), arguments: [value], real: { super.convert(value) }) {
            (produce: (T) -> T) in produce(value)
        }
    }
    override class func bankName() -> String {
        _staticMockState.invoke(MockMember("bankName()", signature: "() -> String"), arguments: [], real: { super.bankName() }) {
            (produce: () -> String) in produce()
        }
    }

    struct Given: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var rate: Stubbing<() -> Double, Double, Never> { .init(_context, MockMember("rate", kind: .getter, signature: "Double"), []) }
        func addInterest() -> Stubbing<() -> Int, Int, Never> { .init(_context, MockMember("addInterest()", signature: "() -> Int"), []) }
        var balance: Stubbing<() -> Int, Int, Never> { .init(_context, MockMember("balance", kind: .getter, signature: "Int"), []) }
        func balance(newValue: Parameter<Int>) -> Stubbing<(Int) -> Void, Void, Never> {
            .init(_context, MockMember("balance", kind: .setter, signature: "Int"), [newValue])
        }
        var summary: Stubbing<() -> String, String, Never> { .init(_context, MockMember("summary", kind: .getter, signature: "String"), []) }
        var nickname: Stubbing<() -> String, String, Never> { .init(_context, MockMember("nickname", kind: .getter, signature: "String"), []) }
        func nickname(newValue: Parameter<String>) -> Stubbing<(String) -> Void, Void, Never> {
            .init(_context, MockMember("nickname", kind: .setter, signature: "String"), [newValue])
        }
        func deposit(_ amount: Parameter<Int>) -> Stubbing<(Int) -> Int, Int, Never> {
            .init(_context, MockMember("deposit(_:)", signature: "(Int) -> Int"), [amount])
        }
        func fee(for amount: Parameter<Int>) -> Stubbing<(Int) -> Int, Int, Never> {
            .init(_context, MockMember("fee(for:)", signature: "(Int) -> Int"), [amount])
        }
        func withdraw(_ amount: Parameter<Int>) -> Stubbing<(Int) throws(Closed) -> Int, Int, Closed> {
            .init(_context, MockMember("withdraw(_:)", signature: "(Int) throws(Closed) -> Int"), [amount])
        }
        func refresh() -> Stubbing<nonisolated(nonsending) () async throws -> Int, Int, any Error> {
            .init(_context, MockMember("refresh()", signature: "() async throws -> Int"), [])
        }
        func convert<T: Numeric>(_ value: Parameter<T>) -> Stubbing<(T) -> T, T, Never> {
            .init(_context, MockMember("convert(_:)", signature: "<T: Numeric>(T) -> T"), [value])
        }
    }

    struct Verify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        var rate: GetterVerification { .init(_context, MockMember("rate", kind: .getter, signature: "Double"), []) }
        func addInterest() -> Verification { .init(_context, MockMember("addInterest()", signature: "() -> Int"), []) }
        var balance: GetterVerification { .init(_context, MockMember("balance", kind: .getter, signature: "Int"), []) }
        func balance(newValue: Parameter<Int>) -> SetterVerification {
            .init(_context, MockMember("balance", kind: .setter, signature: "Int"), [newValue])
        }
        var summary: GetterVerification { .init(_context, MockMember("summary", kind: .getter, signature: "String"), []) }
        func deposit(_ amount: Parameter<Int>) -> Verification {
            .init(_context, MockMember("deposit(_:)", signature: "(Int) -> Int"), [amount])
        }
        func fee(for amount: Parameter<Int>) -> Verification {
            .init(_context, MockMember("fee(for:)", signature: "(Int) -> Int"), [amount])
        }
        func withdraw(_ amount: Parameter<Int>) -> Verification {
            .init(_context, MockMember("withdraw(_:)", signature: "(Int) throws(Closed) -> Int"), [amount])
        }
        func refresh() -> Verification { .init(_context, MockMember("refresh()", signature: "() async throws -> Int"), []) }
        func convert<T: Numeric>(_ value: Parameter<T>) -> Verification {
            .init(_context, MockMember("convert(_:)", signature: "<T: Numeric>(T) -> T"), [value])
        }
    }

    struct StaticGiven: MockStubbingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func bankName() -> Stubbing<() -> String, String, Never> { .init(_context, MockMember("bankName()", signature: "() -> String"), []) }
    }

    struct StaticVerify: MockVerifyingBuilder {
        let _context: MockBuilderContext
        init(_context: MockBuilderContext) { self._context = _context }

        func bankName() -> Verification { .init(_context, MockMember("bankName()", signature: "() -> String"), []) }
    }
}

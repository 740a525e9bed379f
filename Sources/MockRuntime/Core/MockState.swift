/// The runtime state of one mock (or of one mock type's static members): recorded calls,
/// stubs, expectations and waiters, all kept in one lock-protected box.
///
/// A final class whose only mutable state is behind its lock, so it is `Sendable` and so
/// is every mock that stores it. Stub closures, matchers, state-machine actions and
/// failure reporting always run outside the lock, so a stub may call the mock again.
///
/// A mock's members record their calls through it: generated mocks and mocks written by hand
/// (see <doc:WritingMocksByHand>) call `call0`…`call5` and their throwing and `async` forms,
/// or `invoke`. Tests reach a mock's state through `given`, `verify`, `reset` and the other
/// free functions.
public final class MockState: Sendable {
    /// The mock's type name, e.g. `EngineMock`.
    public let mockType: String
    /// The name given at creation (`EngineMock(name: "left engine")`), if any.
    public let name: String?
    /// What unstubbed calls do.
    public let policy: MockPolicy
    /// Which stub answers a call, which side effects run, and who decides unstubbed calls:
    /// ``MockConventions/mockgen`` unless the mock was created with other conventions.
    public let conventions: MockConventions
    /// Whether this is a type's static state, which `withStaticMockScope` can isolate.
    let isStatic: Bool
    /// `EngineMock "left engine"`, `EngineMock` or `EngineMock.self`, as messages show it.
    let displayName: String
    /// Where the mock was created (the test line that called its `init`); `nil` for a
    /// type's static state, which no test creates.
    let creationSite: CallSite?
    /// Where failures about calls made through the `call` entry points are reported: the test
    /// line that created the mock, or for a type's static state the generated line that declares it.
    let reportSite: CallSite
    let storage = Locked(Storage())
    /// Where calls go that the mock does not answer itself (see Forwarding/).
    let forwarding = Locked(ForwardingState())

    /// Creates the state for a mock instance, or for a mock type's static members when
    /// `name` is `"\(mockType).self"` (the form generated code uses for `_staticMockState`).
    ///
    /// A generated `init` forwards its own `fileID`/`filePath`/`line`/`column` defaults,
    /// so the location is the line in the test that created the mock; failures that have
    /// no `verify` line of their own name it. Static state ignores the location.
    public convenience init(
        mockType: String, name: String?, policy: MockPolicy,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let isStatic = name == "\(mockType).self"
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(
            mockType: mockType, name: name, policy: policy, isStatic: isStatic,
            creationSite: isStatic ? nil : site, reportSite: site)
    }

    /// Creates the state for a mock instance that follows `conventions`, e.g. a mock generated
    /// in Mockable's shape: `MockState(mockType: "MockProductService", name: nil,
    /// conventions: .mockable(policy: policy))`. The state's `MockPolicy` is `.relaxed`: with
    /// Mockable's conventions the `MockerPolicy` decides unstubbed calls instead.
    public convenience init(
        mockType: String, name: String?, conventions: MockConventions,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(
            mockType: mockType, name: name, policy: .relaxed, conventions: conventions, isStatic: false,
            creationSite: site, reportSite: site)
    }

    init(
        mockType: String, name: String?, policy: MockPolicy, conventions: MockConventions = .mockgen,
        isStatic: Bool, creationSite: CallSite? = nil, reportSite: CallSite
    ) {
        self.mockType = mockType
        self.name = name
        self.policy = policy
        self.conventions = conventions
        self.isStatic = isStatic
        self.creationSite = creationSite
        self.reportSite = reportSite
        if let name {
            displayName = name == "\(mockType).self" ? name : "\(mockType) \"\(name)\""
        } else {
            displayName = mockType
        }
        if !isStatic { MockScope.current?.adopt(self) }
    }

    /// The static state of a generic mock type, which cannot have static stored properties:
    /// `static var _staticMockState: MockState { MockState.shared(for: Self.self) }`.
    ///
    /// Each specialisation (`StoreMock<Int>`, `StoreMock<String>`) gets its own state, created
    /// on first use and never replaced. This lookup table is the runtime's only process-wide
    /// map, and it exists only because Swift has no generic static storage; like every
    /// static state it is isolated per test by `withStaticMockScope`.
    public static func shared(
        for type: Any.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> MockState {
        let key = ObjectIdentifier(type)
        return genericStaticStates.withLock { states in
            if let state = states[key] { return state }
            let typeName = String(describing: type)
            let state = MockState(
                mockType: typeName, name: "\(typeName).self", policy: .relaxed, isStatic: true,
                reportSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            states[key] = state
            return state
        }
    }

    /// This state, or its stand-in in the current `withStaticMockScope` for static state.
    var resolved: MockState {
        guard isStatic, let scope = StaticMockScope.current else { return self }
        return scope.state(standingInFor: self)
    }


    /// Every call recorded so far, oldest first.
    var calls: [MockCall] { storage.withLock { $0.calls } }

    /// Forgets what Mockable's scopes name: `.given` the stubs that answer calls, `.when` the
    /// side effects (`perform`, `performOnGet`, `performOnSet`), `.verify` the recorded calls.
    /// What the `reset(_:)` of a Mockable-shaped mock calls; an actor mock, which cannot inherit
    /// ``MockableMockBase``, declares `nonisolated func reset(_ scopes: Set<MockerScope> = .all)
    /// { _mockState.reset(scopes: scopes) }`.
    public func reset(scopes: Set<MockerScope>) {
        storage.withLock { storage in
            if scopes.contains(.given) || scopes.contains(.when) {
                let removed = storage.stubs.filter { stub in
                    stub.isAction ? scopes.contains(.when) : scopes.contains(.given)
                }
                let ids = Set(removed.map(\.id))
                storage.stubs.removeAll { ids.contains($0.id) }
                for id in ids { storage.valueCursors.removeValue(forKey: id) }
            }
            if scopes.contains(.verify) {
                storage.calls.removeAll()
                storage.verifiedCalls.removeAll()
            }
        }
    }

    func reset(_ options: MockResetOptions) {
        storage.withLock { storage in
            if options.contains(.stubs) {
                storage.stubs.removeAll()
                storage.valueCursors.removeAll()
                storage.handlers.removeAll()
            }
            if options.contains(.calls) {
                storage.calls.removeAll()
                storage.verifiedCalls.removeAll()
            }
            if options.contains(.expectations) {
                storage.expectations.removeAll()
                storage.expectationCounts.removeAll()
                storage.allowances.removeAll()
                storage.ignoresEveryCall = false
            }
            if options.contains(.propertyValues) { storage.propertyValues.removeAll() }
        }
    }
}

private let genericStaticStates = Locked<[ObjectIdentifier: MockState]>([:])

/// Everything a `MockState` keeps; only ever accessed inside `MockState.storage.withLock`.
struct Storage {
    var calls: [MockCall] = []
    var stubs: [StubRecord] = []
    var valueCursors: [Int: Int] = [:]
    var expectations: [ExpectationRecord] = []
    var expectationCounts: [Int: Int] = [:]
    var nextID = 0
    var version: UInt64 = 0
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var timers: [Int: Task<Void, Never>] = [:]
    /// The last value written through each settable property, keyed by its getter.
    var propertyValues: [MockMember: Any] = [:]
    /// Closures answering every call to a member no stub answers (`MockState.setHandler(_:for:)`).
    var handlers: [MockMember: HandlerRecord] = [:]
    /// Sequence numbers of calls a `verify`, `verifyInOrder`, expectation, allowance or
    /// `ignoring` accounted for (what `verifyNoMoreInteractions` leaves out).
    var verifiedCalls: Set<UInt64> = []
    /// `allowing(mock) { … }` registrations: calls a strict mock accepts without counting.
    var allowances: [Allowance] = []
    /// Set by `ignoring(mock)`: every call is accepted and needs no verification.
    var ignoresEveryCall = false
    /// The stubs that answered a call or ran their side effect at least once.
    var usedStubs: Set<Int> = []

    mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }
}

/// One `given`/`when` registration.
struct StubRecord {
    enum Answer {
        case values([Any])
        case error(any Error)
        case produce(Any)
        case action(() -> Void)
        /// `willCallRealImplementation()`: run the superclass's or forwarded object's member.
        case callRealImplementation
    }

    let id: Int
    let member: MockMember
    let produceType: ObjectIdentifier
    let matchers: [any ArgumentMatching]
    let condition: StateCondition?
    let transition: StateCondition?
    let answer: Answer
    /// The `given`/`when` line that registered the stub.
    let site: CallSite
    /// Marked `optional()`: a mock scope does not report it when no call used it.
    let isOptional: Bool
    /// Registered through a member whose result is `Any`: a Mockable-shaped builder's member
    /// with a generic result only a returned value could name (`retrieve() -> Any` for
    /// `retrieve<V>() -> V`). Such a side effect runs on calls of every result type.
    var resultIsAny = false
    /// Registered through a ``GenericResultStubbing``: an error or a side effect for the calls of
    /// every result type of a member with a generic result.
    var appliesToEveryResult = false

    /// Whether the stub may answer (or, for a side effect, run on) a call of `produceType`.
    func applies(to produceType: ObjectIdentifier) -> Bool {
        self.produceType == produceType || (resultIsAny && isAction) || appliesToEveryResult
    }

    var isAction: Bool {
        if case .action = answer { return true }
        return false
    }
}

/// One `expect` registration; its live call count is `Storage.expectationCounts[id]`.
struct ExpectationRecord {
    let id: Int
    let member: MockMember
    let matchers: [any ArgumentMatching]
    let count: CallCount
    let condition: StateCondition?
    let transition: StateCondition?
    let location: CallSite
}

/// One `allowing(mock) { … }` entry: a member and its argument matchers.
struct Allowance {
    let member: MockMember
    let matchers: [any ArgumentMatching]
}

/// Whether every matcher accepts its argument (and the counts agree).
func argumentsMatch(_ matchers: [any ArgumentMatching], _ arguments: [Any]) -> Bool {
    guard matchers.count == arguments.count else { return false }
    return zip(matchers, arguments).allSatisfy { $0.matches($1) }
}

func captureArguments(_ matchers: [any ArgumentMatching], _ arguments: [Any]) {
    for (matcher, argument) in zip(matchers, arguments) { matcher.capture(argument) }
}

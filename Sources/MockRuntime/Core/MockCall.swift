/// One recorded call on a mock, as `recordedCalls(mock)` returns it.
///
///     engine.turnOn()
///     recordedCalls(engine).map(\.callDescription)   // ["turnOn()"]
public struct MockCall {
    /// The requirement that was called.
    @_spi(MockgenGenerated) public let member: MockMember
    /// The arguments as generated code passed them: variadics as arrays, `inout` as the
    /// value before the call, non-escaping closures as `NonEscapingClosure()`. The value written
    /// to a `weak var` is kept weakly: `nil` once nothing else holds its object.
    public var arguments: [Any] { member.holdsValueWeakly ? storedArguments.map(WeakArgument.current) : storedArguments }
    /// The arguments as recorded (a `weak var`'s value in its weak box).
    private let storedArguments: [Any]
    /// A process-wide, strictly increasing number: calls on different mocks can be ordered.
    public let sequence: UInt64
    /// The display name of the mock the call was made on.
    public let mockName: String

    init(member: MockMember, arguments: [Any], sequence: UInt64, mockName: String) {
        self.member = member
        self.storedArguments = member.holdsValueWeakly ? arguments.map(WeakArgument.holding) : arguments
        self.sequence = sequence
        self.mockName = mockName
    }

    /// The requirement's Swift name with labels: `setSpeed(to:)`, `isOn`, `subscript(_:)`.
    ///
    ///     recordedCalls(engine).map(\.selector)   // ["turnOn()", "setSpeed(to:)"]
    public var selector: String { member.selector }

    /// The call as a person reads it, e.g. `setSpeed(to: 3.0)`.
    public var callDescription: String {
        CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
    }
}

/// The global call counter that gives every recorded call its sequence number.
///
/// It is process-wide on purpose: ordering calls across several mocks (`verifyInOrder`)
/// needs one clock. It is a counter behind a lock, not a registry; parallel tests only ever
/// see numbers grow, which is all ordering needs.
enum CallSequence {
    private static let counter = Locked<UInt64>(0)

    static func next() -> UInt64 {
        counter.withLock { value in
            value &+= 1
            return value
        }
    }
}

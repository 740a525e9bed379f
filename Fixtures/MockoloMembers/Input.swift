// mockgen-options: --compatibility mockolo
/// Mocks that also have the members Mockolo's mocks have (`fetchCallCount`, `fetchHandler`,
/// `fetchArgValues`, `titleSetCallCount`, `init(title:)`), for tests written against Mockolo's mocks.

struct MockoloTicket: Equatable {
    var id: Int
}

struct MockoloFailure: Error, Equatable {}

/// @mockable
protocol TicketDesk {
    var title: String { get set }
    var count: Int { get }
    var owner: String? { get set }
    var tags: [String] { get set }
    var latest: MockoloTicket { get }
    var onChange: () -> Void { get set }
    var remote: Int { get async throws }
    static var region: String { get set }

    func open(_ ticket: MockoloTicket) -> Bool
    func close(id: Int, reason: String) throws
    func fetch(id: Int) async throws -> MockoloTicket
    func refresh() async
    func note(_ lines: String..., urgent: Bool)
    func bump(_ value: inout Int)
    func each(_ body: (Int) -> Void)
    func subscribe(_ listener: @escaping (Int) -> Void) -> Int

    func update()
    func update() -> Int
    func update(arg: Int)
    func update(arg: Float)
    func display(x: Int)
    func display(y: Int)

    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T
    func store<V>(_ value: V, key: String)
    func cached<T>(key: String) async -> T?

    static func make(name: String) -> Int

    subscript(index: Int) -> String { get set }
    subscript(key: String) -> Int? { get }
}

/// Declarations spelled as no stored value can be: `Int!`, `some Error`, a closure in parentheses.
/// @mockable
protocol SpelledTypes {
    var onDone: (() -> ()) { get set }
    func accept(_ value: Int!, _ error: some Error, _ maybe: (some Error)?)
}

/// A protocol refining `Sendable`, whose handlers are `@Sendable` as Mockolo's are, and whose
/// mark names the mock as Mockolo's `override: name` does.
/// @mockable(override: name = FakeMockoloClock)
protocol MockoloClock: Sendable {
    func now() -> Int
    func wait(until deadline: @autoclosure () -> Int) async throws -> Bool
}

/// An `@autoclosure` parameter, which a Mockolo handler takes unevaluated.
/// @mockable
protocol MockoloJournal {
    func log(_ message: @autoclosure () -> String, level: Int)
}

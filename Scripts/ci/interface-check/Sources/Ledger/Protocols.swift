/// Reads entries: the parent of `Ledger`.
public protocol EntryReading {
    func entry(id: Int) -> Entry?
    var count: Int { get }
}

/// A journal of entries: inherits `EntryReading`, posts asynchronously and may throw.
public protocol Journal: EntryReading, Sendable {
    func post(_ entry: Entry) async throws -> Result
    func balance(of account: String) async -> Int64
    func close() throws(LedgerError)
}

/// A store of values of one kind: an associated type with a constraint, and a generic method.
public protocol Store<Value> {
    associatedtype Value: Equatable
    func save(_ value: Value, key: String)
    func load(key: String) -> Value?
    func convert<T: Numeric>(_ value: T, into type: T.Type) -> [T]
}

/// Only through SPI: absent from the public interface.
@_spi(Audit) public protocol Auditor {
    func trail() -> AuditTrail
}

/// Hands entries over: `nonisolated(nonsending)` is written in the interface inside a
/// `#if compiler(>=5.3) && $AsyncExecutionBehaviorAttributes` region the compiler adds.
public protocol Courier: Sendable {
    func hand(_ entry: sending Entry) -> Bool
    nonisolated(nonsending) func settle() async -> Int
}

import Foundation

/// A module built with library evolution: the golden reads its interface
/// (`GoldenVault.swiftinterface`, what `swiftc -emit-module-interface` writes for this file), and
/// its mocks import it plainly, as a test target links a binary framework.
public struct Receipt: Sendable, Equatable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

public enum VaultError: Error, Equatable {
    case locked
}

public protocol VaultStore: AnyObject, Sendable {
    var owner: String { get }
    func deposit(_ amount: Int, note: String?) throws -> Receipt
    func balance() async -> Int
    func history(limit: Int) -> Result<[Receipt], any Error>
    func open(at url: URL) async throws
    func transform<T: Sendable>(_ value: T, using body: (T) throws -> T) rethrows -> T
}

public protocol AuditTrail<Entry> {
    associatedtype Entry: Equatable
    func record(_ entry: Entry)
    func entries() -> [Entry]
}

extension VaultStore {
    @inlinable public func depositTwice(_ amount: Int) throws -> [Receipt] {
        [try deposit(amount, note: nil), try deposit(amount, note: nil)]
    }
}

@usableFromInline internal protocol VaultSecrets {
    func secret() -> Int
}

@available(*, unavailable, message: "Retired vaults cannot be opened.")
public protocol RetiredVault {
    func close()
}

open class Auditor {
    public let name: String
    public init(name: String) { self.name = name }
    open func audit(_ receipt: Receipt) -> Bool { receipt.id > 0 }
    public func signature() -> String { name }
}

open class SealedLedger {
    init(pages: Int) {}
    open func total() -> Int { 0 }
}

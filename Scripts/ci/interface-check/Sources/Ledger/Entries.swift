/// Types the protocols of `Ledger` name; the interface writes them qualified (`Ledger.Entry`).
public struct Entry: Equatable, Sendable {
    public var id: Int
    public var cents: Int64
    public var memo: String

    public init(id: Int, cents: Int64, memo: String) {
        self.id = id
        self.cents = cents
        self.memo = memo
    }
}

/// A type named like one of the standard library's, so that only qualified names say which is meant.
public struct Result: Equatable, Sendable {
    public var accepted: Bool

    public init(accepted: Bool) {
        self.accepted = accepted
    }
}

public enum LedgerError: Error, Equatable {
    case closed
    case rejected(reason: String)
}

/// Declared in an SPI group: the public interface leaves it out.
@_spi(Audit) public struct AuditTrail: Sendable {
    public var lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}

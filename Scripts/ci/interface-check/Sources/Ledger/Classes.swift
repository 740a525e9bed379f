/// An open class a client can subclass and override.
open class Reporter {
    public init() {}

    open func report(_ entry: Entry) -> String {
        "\(entry.id): \(entry.cents)"
    }

    open var title: String { "Ledger" }

    public final func header() -> String { "# " + title }
}

/// A public class whose only designated initializer is internal: no client can subclass it.
open class Vault {
    init(secret: String) {}

    open func open() -> Bool { false }
}

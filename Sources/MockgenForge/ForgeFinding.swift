/// What the forge found about one protocol the compiler accepts.
public struct ForgeFinding: Sendable {
    public enum Kind: String, Sendable {
        /// The mock does not compile with its protocol.
        case mockFails = "mock-fails"
        /// The compiler crashes on the mock (an assertion in SIL generation, say) where it
        /// reports no error.
        case mockCrashesCompiler = "mock-crashes-compiler"
        /// mockgen reported a diagnostic on the protocol, or gave it no mock.
        case rejected
    }

    public var kind: Kind
    public var forged: ForgedProtocol
    /// The compiler's errors about the mock, how it crashed, or mockgen's diagnostics.
    public var messages: [String]
    /// The smallest protocol found that fails the same way (one member group), if any.
    public var minimal: ForgedProtocol?
    /// The messages about `minimal`.
    public var minimalMessages: [String] = []

    /// The finding as the forge prints it: kind, seed, features, the smallest text, the messages.
    public var report: String {
        let shown = minimal ?? forged
        var text = "=== \(kind.rawValue) seed=\(forged.seedText) features=\(forged.features.joined(separator: ","))\n"
        text += shown.text + "\n--- \(minimal == nil ? "(not reduced)" : "reduced from \(forged.groups.count) groups")\n"
        text += (minimal == nil ? messages : minimalMessages).prefix(6).map { "    " + $0 + "\n" }.joined()
        return text
    }
}

/// The outcome of one batch: how many protocols were composed and valid, and the findings.
public struct ForgeOutcome: Sendable {
    public var composed = 0
    public var valid = 0
    public var findings: [ForgeFinding] = []

    public init() {}

    public mutating func add(_ other: ForgeOutcome) {
        composed += other.composed
        valid += other.valid
        findings += other.findings
    }
}

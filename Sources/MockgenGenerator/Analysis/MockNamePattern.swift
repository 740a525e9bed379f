/// How a mock's name is made from the name of its protocol or class: text before and after
/// the name, written with `%` where the name goes. `%Mock` is mockgen's (`EngineMock`),
/// `Mock%` Mockable's (`MockEngine`).
public struct MockNamePattern: Hashable, Sendable, CustomStringConvertible {
    /// The text before the protocol's name.
    public let prefix: String
    /// The text after the protocol's name.
    public let suffix: String

    /// `EngineMock`.
    public static let standard = MockNamePattern(prefix: "", suffix: "Mock")
    /// `MockEngine`, as Mockable names its mocks.
    public static let mockable = MockNamePattern(prefix: "Mock", suffix: "")

    private init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The pattern `written` (`Mock%`, `%Mock`, `Fake%Double`): one `%`, with letters, digits
    /// or `_` around it, and some text on at least one side. Nil for anything else.
    public init?(_ written: String) {
        let parts = written.split(separator: "%", omittingEmptySubsequences: false)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty),
              written.allSatisfy({ $0 == "%" || $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }),
              !(parts[0].first?.isNumber ?? false)
        else { return nil }
        self.init(prefix: String(parts[0]), suffix: String(parts[1]))
    }

    /// The mock's name for a protocol (or class) named `base`.
    public func name(for base: String) -> String { prefix + base + suffix }

    /// Whether `name` could be the name of a mock of this pattern (a quick test before the exact one).
    func mayName(_ name: String) -> Bool {
        name.count > prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }

    public var description: String { prefix + "%" + suffix }
}

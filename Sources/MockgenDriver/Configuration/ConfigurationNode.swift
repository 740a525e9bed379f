/// A value read from a configuration file, before it is given a meaning: the YAML subset
/// `ConfigurationParser` accepts (mappings, sequences and text scalars), each with where it starts.
struct ConfigurationNode: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        /// Text as written: plain (`internal`, `true`, `Sources/App`) or quoted (`"*.swift"`).
        case scalar(String, quoted: Bool)
        case sequence([ConfigurationNode])
        case mapping([ConfigurationEntry])
        /// `key:` with nothing after it and nothing indented below it.
        case empty
    }

    var value: Value
    var position: ConfigurationPosition

    /// What the value is, as an error message names it ("a list", "text").
    var kindDescription: String {
        switch value {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping of keys"
        case .empty: "nothing"
        }
    }
}

/// `key: value` in a mapping.
struct ConfigurationEntry: Hashable, Sendable {
    var key: String
    var keyPosition: ConfigurationPosition
    var value: ConfigurationNode
}

/// A line and column (both from 1; columns count characters) in a configuration file.
public struct ConfigurationPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (left: ConfigurationPosition, right: ConfigurationPosition) -> Bool {
        (left.line, left.column) < (right.line, right.column)
    }
}

/// A problem in a configuration file: where it is, under which key, and what is wrong.
/// Printed the way compilers print diagnostics, so editors and CI annotators pick it up:
/// `.mockgen.yml:4:5: error: 'targets.AppTests.acess': unknown key; ...`.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file, as given.
    public var file: String
    public var position: ConfigurationPosition
    /// The dotted key path the problem is under (`targets.AppTests.sources[1]`); nil for a
    /// syntax error that no key owns.
    public var key: String?
    public var message: String

    public init(file: String, position: ConfigurationPosition, key: String?, message: String) {
        self.file = file
        self.position = position
        self.key = key
        self.message = message
    }

    public var description: String {
        "\(file):\(position.line):\(position.column): error: \(key.map { "'\($0)': " } ?? "")\(message)"
    }
}

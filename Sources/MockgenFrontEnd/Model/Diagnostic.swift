/// A message about a source file, printed as `path:line:column: severity: message`,
/// the format compilers and IDEs read.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    /// The file the message is about; empty for standard input.
    public var path: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ message: String, path: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
    }

    public var description: String {
        "\(path.isEmpty ? "<stdin>" : path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

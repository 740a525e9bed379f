/// A message about a source file, printed as `path:line:column: severity: message`,
/// the format compilers and IDEs read.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// What a diagnostic means beyond its severity, for whoever decides the exit status.
    public enum Kind: Hashable, Sendable {
        /// Its severity says it all.
        case general
        /// Syntax the parser could not read: the declaration around it (a protocol, or the code
        /// outside any protocol) was skipped, a warning, and the rest of the file was read.
        case unreadableDeclaration
        /// A mocked protocol inherits a protocol that neither the inputs nor the context files
        /// declare; the message asks for the folder that declares it (`--context <folder>`).
        case parentNotAmongInputs
        /// A selected protocol got no mock, for the reason the message gives: everything else
        /// was generated, and the run exits 1.
        case mockSkipped
    }

    public var severity: Severity
    public var kind: Kind
    public var message: String
    /// The file the message is about; empty for standard input.
    public var path: String
    public var location: SourceLocation

    public init(
        _ severity: Severity, _ message: String, path: String, at location: SourceLocation, kind: Kind = .general
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.path = path
        self.location = location
    }

    public var description: String {
        "\(path.isEmpty ? "<stdin>" : path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

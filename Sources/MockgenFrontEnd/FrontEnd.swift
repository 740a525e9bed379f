/// The front end's entry point: Swift source bytes in, a model of the file's protocols out.
public enum FrontEnd {
    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// - Parameters:
    ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL are diagnosed, not fatal).
    ///   - path: used in diagnostics and recorded on each protocol.
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        // Implemented by Parser/ (issue 2).
        SourceFileModel(path: path, diagnostics: [Diagnostic(.error, "parser not implemented yet", path: path, at: .start)])
    }
}

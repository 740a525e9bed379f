/// The front end's entry point: Swift source bytes in, a model of the file's protocols out.
public enum FrontEnd {
    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// - Parameters:
    ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL are diagnosed, not fatal).
    ///   - path: used in diagnostics and recorded on each protocol.
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer, path: path)
            lexer.run()
            var parser = Parser(bytes: buffer, tokens: lexer.tokens, path: path)
            parser.parseFile()
            return SourceFileModel(
                path: path, imports: parser.imports, protocols: parser.protocols,
                diagnostics: lexer.diagnostics + parser.diagnostics)
        }
    }

    /// Reads one file given as a string (convenience for tests and tools).
    public static func parse(_ source: String, path: String = "") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}

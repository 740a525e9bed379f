/// The front end's entry point: Swift source bytes in, a model of the file's protocols out.
///
/// Pipeline: `Lexer` (Lexer/) turns the UTF-8 bytes into `Token`s — byte ranges with line,
/// column and leading trivia, no text copied — then `Parser` (Parser/) walks the tokens by
/// recursive descent, skipping every body that cannot hold a protocol by bracket matching,
/// and builds the model (Model/). `ProtocolIndex` (Index/) joins the files' models to resolve
/// inheritance across files.
public enum FrontEnd {
    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// - Parameters:
    ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL are diagnosed, not fatal).
    ///   - path: used in diagnostics and recorded on each protocol.
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        source.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer, path: path)
            lexer.run()
            var parser = Parser(bytes: buffer, tokens: lexer.takeTokens(), path: path)
            parser.parseFile()
            // Lexical errors first, then syntax errors, capped like the parser's.
            var diagnostics = Array(lexer.diagnostics.prefix(Parser.maximumDiagnostics))
            diagnostics += parser.diagnostics.prefix(max(0, Parser.maximumDiagnostics - diagnostics.count))
            if lexer.diagnostics.count + parser.diagnostics.count > diagnostics.count, let last = diagnostics.last {
                diagnostics.append(Diagnostic(.note, "too many errors in this file; further ones are not shown", path: path,
                                              at: last.location))
            }
            return SourceFileModel(path: path, imports: parser.imports, protocols: parser.protocols, diagnostics: diagnostics)
        }
    }

    /// Reads one file given as a string (convenience for tests and tools).
    public static func parse(_ source: String, path: String = "") -> SourceFileModel {
        parse(Array(source.utf8), path: path)
    }
}

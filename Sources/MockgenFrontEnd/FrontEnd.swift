/// The front end's entry point: Swift source bytes in, a model of the file's protocols and
/// classes out.
///
/// Pipeline: `Lexer` (Lexer/) turns the UTF-8 bytes into `Token`s — byte ranges with line,
/// column and leading trivia, no text copied; the bodies of functions become just their `{ }`
/// (`Lexer+Bodies.swift`) — then `Parser` (Parser/) walks the tokens by recursive descent,
/// skipping every body that cannot hold a protocol by bracket matching, and builds the model (Model/). `ProtocolIndex` (Index/) joins the files' models to resolve
/// inheritance across files.
public enum FrontEnd {
    /// At most this many diagnostics are reported per file (the last one a note saying more were
    /// found), so that a binary file gives a few lines, not one per bad byte.
    public static let maximumDiagnostics = 100

    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// Classes have their members parsed when they carry a selection marker.
    public static func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        parse(source, path: path, parsingMembersOf: [])
    }

    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// - Parameters:
    ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL are diagnosed, not fatal).
    ///   - path: used in diagnostics and recorded on each protocol.
    ///   - parsingMembersOf: qualified names of classes whose members are wanted although they
    ///     carry no selection marker (`ClassIndex.classesMissingMembers` names them: superclasses
    ///     of selected classes). Marked classes always have their members parsed.
    ///   - recordingExtensionMembers: also record the extensions the file declares and their
    ///     members' signatures (`SourceFileModel.extensions`), as reading a library's interface needs.
    public static func parse(
        _ source: [UInt8], path: String, parsingMembersOf: Set<String>, recordingExtensionMembers: Bool = false
    ) -> SourceFileModel {
        parse(
            source, path: path, parsingMembersOf: parsingMembersOf, recordingExtensionMembers: recordingExtensionMembers,
            skippingFunctionBodies: true)
    }

    /// `parse(_:path:parsingMembersOf:recordingExtensionMembers:)`, with function bodies crossed
    /// by a byte scan (`skippingFunctionBodies`, the default) or lexed into tokens like the rest:
    /// the model is the same either way.
    package static func parse(
        _ source: [UInt8], path: String, parsingMembersOf: Set<String>, recordingExtensionMembers: Bool,
        skippingFunctionBodies: Bool
    ) -> SourceFileModel {
        let model = parseOnce(
            source, path: path, parsingMembersOf: parsingMembersOf, recordingExtensionMembers: recordingExtensionMembers,
            skipsFunctionBodies: skippingFunctionBodies)
        // A protocol whose parent is a class of the same file needs that class's initializers
        // and members; rare enough to pay for with a second parse of that file.
        let classParents = ClassParentsInFile.missingMembers(model).subtracting(parsingMembersOf)
        guard !classParents.isEmpty else { return model }
        return parseOnce(
            source, path: path, parsingMembersOf: parsingMembersOf.union(classParents), recordingExtensionMembers: recordingExtensionMembers,
            skipsFunctionBodies: skippingFunctionBodies)
    }

    private static func parseOnce(
        _ source: [UInt8], path: String, parsingMembersOf: Set<String>, recordingExtensionMembers: Bool, skipsFunctionBodies: Bool
    ) -> SourceFileModel {
        source.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer, path: path)
            lexer.skipsFunctionBodies = skipsFunctionBodies
            lexer.run()
            var parser = Parser(bytes: buffer, tokens: lexer.takeTokens(), path: path, membersRequested: parsingMembersOf)
            parser.recordsExtensionMembers = recordingExtensionMembers
            parser.parseFile()
            // Lexical errors first, then syntax errors; at most `maximumDiagnostics` in all.
            var diagnostics = lexer.diagnostics + parser.diagnostics
            if diagnostics.count > maximumDiagnostics || lexer.droppedDiagnostics + parser.droppedDiagnostics > 0 {
                diagnostics.removeLast(max(0, diagnostics.count - (maximumDiagnostics - 1)))
                let location = diagnostics.last?.location ?? .start
                diagnostics.append(Diagnostic(.note, "too many errors in this file; the rest are not shown", path: path, at: location))
            }
            var model = SourceFileModel(
                path: path, imports: parser.imports, protocols: parser.protocols, classes: parser.classes,
                diagnostics: diagnostics)
            model.extensions = parser.extensions
            model.closureTypeAliases = parser.closureTypeAliases
            model.declaredTypes = TopLevelTypeNames.scan(buffer)
            model.spiGroups = SPIGroups.scan(buffer)
            return model
        }
    }

    /// Reads one file, and with `recordingExtensionMembers` the members of its extensions too.
    public static func parse(_ source: [UInt8], path: String, recordingExtensionMembers: Bool) -> SourceFileModel {
        parse(source, path: path, parsingMembersOf: [], recordingExtensionMembers: recordingExtensionMembers)
    }

    /// Reads one file given as a string (convenience for tests and tools).
    public static func parse(_ source: String, path: String = "", parsingMembersOf: Set<String> = []) -> SourceFileModel {
        parse(Array(source.utf8), path: path, parsingMembersOf: parsingMembersOf)
    }
}

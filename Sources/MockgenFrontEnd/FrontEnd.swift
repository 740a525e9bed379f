/// The front end's entry point: Swift source bytes in, a model of the file's protocols and
/// classes out.
///
/// Pipeline: `Lexer` (Lexer/) turns the UTF-8 bytes into `Token`s — byte ranges with line,
/// column and leading trivia, no text copied; the bodies of functions become just their `{ }`
/// (`Lexer+Bodies.swift`) — then `Parser` (Parser/) walks the tokens by recursive descent,
/// skipping every body that cannot hold a protocol by bracket matching, and builds the model
/// (Model/). `ProtocolIndex` (Index/) joins the files' models to resolve inheritance across
/// files. `SourceSet` reads a run's files and completes the class models mocks need.
public enum FrontEnd {
    /// At most this many diagnostics are reported per file (the last one a note saying more were
    /// found), so that a binary file gives a few lines, not one per bad byte.
    public static let maximumDiagnostics = 100

    /// Reads one file. Never traps: malformed input gives diagnostics in the result.
    /// - Parameters:
    ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL are diagnosed, not fatal).
    ///   - path: used in diagnostics and recorded on each protocol.
    ///   - options: which classes have their members read, and how (see `ParseOptions`).
    ///     Marked classes have their members read (unless `readsMarkedClassMembers` is false), and
    ///     so do the classes a protocol of the file inherits (with their superclasses in the file).
    public static func parse(
        _ source: [UInt8], path: String, options: ParseOptions = ParseOptions()
    ) -> SourceFileModel {
        var file = read(source, path: path, options: options)
        file.readClassParentsOfProtocols(from: source)
        return file.model
    }

    /// Reads one file once, keeping where the class bodies whose members were not read lie.
    static func read(_ source: [UInt8], path: String, options: ParseOptions) -> ParsedFile {
        source.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer, path: path)
            lexer.skipsFunctionBodies = options.skipsFunctionBodies
            lexer.run()
            var parser = Parser(
                bytes: buffer, tokens: lexer.takeTokens(), path: path, membersRequested: options.membersOf)
            parser.recordsExtensionMembers = options.recordsExtensionMembers
            parser.readsMarkedClassMembers = options.readsMarkedClassMembers
            parser.parseFile()
            // Lexical errors first, then syntax errors; at most `maximumDiagnostics` in all.
            var diagnostics = lexer.diagnostics + parser.diagnostics
            if diagnostics.count > maximumDiagnostics || lexer.droppedDiagnostics + parser.droppedDiagnostics > 0 {
                diagnostics.removeLast(max(0, diagnostics.count - (maximumDiagnostics - 1)))
                let location = diagnostics.last?.location ?? .start
                diagnostics.append(Diagnostic(
                    .note, "too many errors in this file; the rest are not shown", path: path, at: location))
            }
            var model = SourceFileModel(
                path: path, imports: parser.imports, protocols: parser.protocols, classes: parser.classes,
                diagnostics: diagnostics)
            model.extensions = parser.extensions
            model.closureTypeAliases = parser.closureTypeAliases
            model.declaredTypes = TopLevelTypeNames.scan(buffer)
            model.spiGroups = SPIGroups.scan(buffer)
            model.interface = InterfaceHeader.of(buffer, path: path)
            return ParsedFile(model: model, skippedBodies: parser.skippedClassBodies, options: options)
        }
    }
}

/// How `FrontEnd.parse` reads a file.
public struct ParseOptions: Hashable, Sendable {
    /// Qualified names of classes whose members are read although they carry no selection
    /// marker (a superclass of a mocked class).
    public var membersOf: Set<String>
    /// Also record the extensions the file declares and their members' signatures
    /// (`SourceFileModel.extensions`), as reading a library's interface needs.
    public var recordsExtensionMembers: Bool
    /// Cross function bodies with a byte scan (the default) instead of lexing them into tokens
    /// like the rest: the model is the same either way.
    public var skipsFunctionBodies: Bool
    /// Read the members of marked classes with the file (the default). False leaves their
    /// bodies for later, as those of unmarked classes, when pruning by use may drop their mocks.
    public var readsMarkedClassMembers: Bool

    public init(
        membersOf: Set<String> = [], recordsExtensionMembers: Bool = false, skipsFunctionBodies: Bool = true,
        readsMarkedClassMembers: Bool = true
    ) {
        self.membersOf = membersOf
        self.recordsExtensionMembers = recordsExtensionMembers
        self.skipsFunctionBodies = skipsFunctionBodies
        self.readsMarkedClassMembers = readsMarkedClassMembers
    }
}

/// A file's model with the class bodies whose members were not read: each can be read later
/// by itself, from the file's bytes (`readMembers`).
struct ParsedFile: Sendable {
    var model: SourceFileModel
    /// Bodies still unread, in source order.
    private(set) var skippedBodies: [SkippedClassBody]
    let options: ParseOptions

    init(model: SourceFileModel, skippedBodies: [SkippedClassBody], options: ParseOptions) {
        self.model = model
        self.skippedBodies = skippedBodies
        self.options = options
    }

    /// Whether a class of the file with this qualified name has a body still unread.
    func hasUnreadBody(ofClassNamed name: String) -> Bool {
        skippedBodies.contains { model.classes[$0.slot].qualifiedName == name }
    }

    /// A protocol whose parent is a class of the same file needs that class's initializers
    /// and members (`ClassParentsInFile`): reads their bodies.
    mutating func readClassParentsOfProtocols(from source: [UInt8]) {
        guard !skippedBodies.isEmpty else { return }
        let names = ClassParentsInFile.missingMembers(model)
        if !names.isEmpty { readMembers(ofClassesNamed: names, from: source) }
    }

    /// Reads the members of every class of the file whose qualified name is among `names` and
    /// whose body was skipped, each body by itself, from `source` (the bytes the file was read
    /// from). The diagnostics within each body are replaced by those of this reading.
    mutating func readMembers(ofClassesNamed names: Set<String>, from source: [UInt8]) {
        let requested = options.membersOf.union(names)
        var unread: [SkippedClassBody] = []
        source.withUnsafeBufferPointer { buffer in
            for body in skippedBodies {
                guard names.contains(model.classes[body.slot].qualifiedName) else {
                    unread.append(body)
                    continue
                }
                let read = Parser.readMembers(
                    of: body, in: buffer, path: model.path, requested: requested,
                    skipsFunctionBodies: options.skipsFunctionBodies)
                model.classes[body.slot].members = read.members
                model.classes[body.slot].docComment = read.docComment
                model.classes[body.slot].leadingComments = read.leadingComments
                let range = body.brace.start..<max(body.brace.start, body.end)
                model.diagnostics.removeAll { range.contains($0.location.offset) }
                let outside = Set(model.diagnostics)
                model.diagnostics += read.diagnostics.filter { !outside.contains($0) }
            }
        }
        skippedBodies = unread
    }
}

/// How the read stage reads each file (`SourceSet.read`).
public struct ReadOptions: Sendable {
    /// Every class is a mocking root (`--all-classes`): a file that may declare any class is
    /// parsed, not only one with a selection marker.
    public var allClasses: Bool
    /// Skip the prescan: parse every file (standard input, or a tool that wants every model).
    public var parsesEveryFile: Bool
    /// Pruning by use is on: the members of marked classes are not read with their file but
    /// only by `SourceSet.completeClasses`, for the classes whose mock a used name names (and
    /// those their mocks or the protocols need), so that a pruned class mock costs no member parse.
    public var prunesByUse: Bool
    /// The protocol prescan: false when a file's model would hold no protocol the generator
    /// needs (`SourcePrescan.needsParsing` unless a test says otherwise). Classes to mock are
    /// looked for besides (`ClassPrescan`).
    public var mayDeclareProtocol: @Sendable (_ source: UnsafeBufferPointer<UInt8>) -> Bool
    /// Reads a file the Swift front end does not (an Objective-C header), or returns nil to
    /// leave the file to it. Tests replace the front end with it.
    public var readOther: @Sendable (_ source: [UInt8], _ path: String) -> SourceFileModel?

    public init(
        allClasses: Bool = false, parsesEveryFile: Bool = false, prunesByUse: Bool = false,
        mayDeclareProtocol: @escaping @Sendable (_ source: UnsafeBufferPointer<UInt8>) -> Bool
            = SourcePrescan.needsParsing,
        readOther: @escaping @Sendable (_ source: [UInt8], _ path: String) -> SourceFileModel? = { _, _ in nil }
    ) {
        self.allClasses = allClasses
        self.parsesEveryFile = parsesEveryFile
        self.prunesByUse = prunesByUse
        self.mayDeclareProtocol = mayDeclareProtocol
        self.readOther = readOther
    }
}

/// One file as the read stage read it: its model, or what a file the prescan left unparsed
/// declares; and, while class mocking may need them, the file's bytes and the class bodies
/// whose members were not read.
public struct SourceFile: Sendable {
    public let path: String
    /// The model; nil when the prescan showed that the file holds nothing to parse.
    public let model: SourceFileModel?
    /// For a file left unparsed: the types it declares at top level (generated code may have
    /// to spell them with their module) and its SPI groups. Empty for a parsed file.
    public let declaredTypes: [DeclaredTypeName]
    public let spiGroups: [String]
    /// The parsed file with its unread class bodies and the bytes to read them from.
    let unreadBodies: UnreadClassBodies?

    init(path: String, model: SourceFileModel?, declaredTypes: [DeclaredTypeName] = [], spiGroups: [String] = [],
         unreadBodies: UnreadClassBodies? = nil) {
        self.path = path
        self.model = model
        self.declaredTypes = declaredTypes
        self.spiGroups = spiGroups
        self.unreadBodies = unreadBodies
    }

    /// What the file gives the generator when it was left unparsed: only the types it declares
    /// (nil when it declares none).
    var declaringOnlyModel: SourceFileModel? {
        guard model == nil, !declaredTypes.isEmpty || !spiGroups.isEmpty else { return nil }
        return SourceFileModel(unparsedFileAt: path, declaring: declaredTypes, spiGroups: spiGroups)
    }
}

/// A parsed file whose class bodies were not all read for members, with its bytes.
struct UnreadClassBodies: Sendable {
    var file: ParsedFile
    let bytes: [UInt8]
}

extension SourceSet {
    /// Reads one file: the prescan decides whether it is parsed (a module interface always is),
    /// then `options.readOther` or the Swift front end parses it, once. Safe to call from several
    /// threads at a time.
    public static func read(_ bytes: [UInt8], path: String, options: ReadOptions) -> SourceFile {
        // A module interface is always parsed: its model carries the module's name
        // (`SourceFileModel.interface`), which the types it declares are spelled with.
        let needed = options.parsesEveryFile || InterfaceHeader.isInterfacePath(path)
            || bytes.withUnsafeBufferPointer { buffer in
                options.mayDeclareProtocol(buffer)
                    || ClassPrescan.mayDeclareClassToMock(buffer, allClasses: options.allClasses)
            }
        guard needed else {
            return SourceFile(
                path: path, model: nil, declaredTypes: TopLevelTypeNames.scan(bytes), spiGroups: SPIGroups.scan(bytes))
        }
        let parseOptions = ParseOptions(readsMarkedClassMembers: !options.prunesByUse)
        return parse(bytes, path: path, options: options, parseOptions: parseOptions)
    }

    /// Parses one file with `parseOptions` (through `options.readOther` when it takes the file).
    static func parse(_ bytes: [UInt8], path: String, options: ReadOptions, parseOptions: ParseOptions) -> SourceFile {
        if let model = options.readOther(bytes, path) { return SourceFile(path: path, model: model) }
        var file = FrontEnd.read(bytes, path: path, options: parseOptions)
        file.readClassParentsOfProtocols(from: bytes)
        let unread = file.skippedBodies.isEmpty ? nil : UnreadClassBodies(file: file, bytes: bytes)
        return SourceFile(path: path, model: file.model, unreadBodies: unread)
    }
}

/// The read stage: a run's files, each parsed once, and the class models that mocks need
/// completed from them.
///
/// Files are read one by one (`read`, from any thread) into `SourceFile`s; the set joins those of
/// the inputs and of the context, in order, into `models`. A class's members are read only
/// when it carries a selection marker (or a protocol of its file inherits it), and under pruning
/// by use (`ReadOptions.prunesByUse`) not even then; for the other classes the file keeps where
/// their bodies lie, and its bytes, until `completeClasses` knows which classes the run mocks
/// (`ClassMockingRoots`, pruning by use included). That reads the members of the roots and of
/// their superclasses among the files, each body by itself, and drops the bytes.
public struct SourceSet: Sendable {
    /// The inputs' models (parsed files first, then those the prescan left unparsed that
    /// declare types), then the context files' that are not also inputs.
    public private(set) var models: [SourceFileModel]
    /// The paths of the context files' models.
    public let contextPaths: [String]
    private let options: ReadOptions
    /// Files with class bodies whose members were not read, by index in `models`.
    private var unread: [Int: UnreadClassBodies] = [:]
    /// Inputs the prescan left unparsed: one may declare a superclass of a mocked class.
    private let unparsedInputs: [String]

    /// The set of `inputs` and `context` files, as `read` gave them, in order.
    public init(inputs: [SourceFile], context: [SourceFile] = [], options: ReadOptions) {
        self.options = options
        var models: [SourceFileModel] = []
        var unread: [Int: UnreadClassBodies] = [:]
        func add(_ files: [SourceFile], besides taken: Set<String>) {
            for file in files where !taken.contains(file.path) {
                guard let model = file.model else { continue }
                if let bodies = file.unreadBodies { unread[models.count] = bodies }
                models.append(model)
            }
            models += files.filter { !taken.contains($0.path) }.compactMap(\.declaringOnlyModel)
        }
        add(inputs, besides: [])
        let inputCount = models.count
        add(context, besides: Set(models.map(\.path)))
        self.models = models
        // Without a class that can be a root, no body will be read: the bytes go now.
        self.unread = ClassMockingRoots(allClasses: options.allClasses).maySelect(models) ? unread : [:]
        contextPaths = models[inputCount...].map(\.path)
        unparsedInputs = inputs.filter { $0.model == nil }.map(\.path)
    }

    /// The classes of one file whose members `completeClasses` read, for the log.
    public struct ReadMembers: Sendable, Hashable {
        public let path: String
        /// Qualified names of the classes of the file whose members were read.
        public let classes: [String]

        public init(path: String, classes: [String]) {
            self.path = path
            self.classes = classes
        }
    }

    /// Reads the members of every class of `roots` and of their superclasses among the files,
    /// where they were not read yet; first parses the inputs the prescan left unparsed that may
    /// declare a superclass no file declares. `load` gives the bytes of such an input (nil
    /// after reporting why it cannot be read: then the result is nil). Afterwards the set keeps
    /// no file's bytes. Returns the classes whose members were read, by file in path order.
    public mutating func completeClasses(
        roots: ClassMockingRoots, load: (_ path: String) -> [UInt8]?
    ) -> [ReadMembers]? {
        defer { unread = [:] }
        guard roots.maySelect(models) else { return [] }
        var index = ClassIndex(files: models)
        let unknown = Self.unknownSuperclasses(roots, index: index)
        if !unknown.isEmpty {
            var parsedAny = false
            for path in unparsedInputs {
                guard let bytes = load(path) else { return nil }
                guard bytes.withUnsafeBufferPointer(ClassPrescan.mayDeclareClass) else { continue }
                let parseOptions = ParseOptions(membersOf: unknown, readsMarkedClassMembers: !options.prunesByUse)
                let file = Self.parse(bytes, path: path, options: options, parseOptions: parseOptions)
                guard let model = file.model else { continue }
                let slot = models.firstIndex { $0.path == path } ?? models.count
                if slot == models.count { models.append(model) } else { models[slot] = model }
                unread[slot] = file.unreadBodies
                parsedAny = true
            }
            // Only a file parsed just now adds classes: then the index is built again.
            if parsedAny { index = ClassIndex(files: models) }
        }
        // The roots and their superclasses (a worklist over the hierarchy); headers tell the
        // superclasses, so one pass finds every class whose members are missing.
        var missing: [String: Set<String>] = [:]
        for decl in index.classesMissingMembers(forMocking: classesToComplete(roots, index: index)) {
            missing[decl.path, default: []].insert(decl.qualifiedName)
        }
        let slots = Dictionary(models.indices.map { (models[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var read: [ReadMembers] = []
        for (path, names) in missing.sorted(by: { $0.key < $1.key }) {
            guard let slot = slots[path], var bodies = unread[slot] else { continue }
            let found = names.filter(bodies.file.hasUnreadBody(ofClassNamed:))
            guard !found.isEmpty else { continue }
            bodies.file.readMembers(ofClassesNamed: found, from: bodies.bytes)
            models[slot] = bodies.file.model
            unread[slot] = bodies
            read.append(ReadMembers(path: path, classes: found.sorted()))
        }
        return read
    }

    /// The classes whose members are read: the roots and, with pruning by use, the selected
    /// classes it dropped that a protocol inherits (its mock subclasses the class): their files
    /// leave them unread under pruning, and the protocol's mock needs their members all the same.
    private func classesToComplete(_ roots: ClassMockingRoots, index: ClassIndex) -> [ClassDecl] {
        guard roots.prunesByUse else { return index.classes.filter(roots.contains) }
        let parents = Set(models.lazy.flatMap(\.protocols).flatMap(ClassParentsInFile.parentTypes).compactMap {
            index.lookup($0)?.qualifiedName
        })
        return index.classes.filter { roots.contains($0) || roots.isSelected($0) && parents.contains($0.qualifiedName) }
    }

    /// The superclass names of roots that no file declares (another module's class, or a class
    /// in a file the prescan left unparsed).
    private static func unknownSuperclasses(_ roots: ClassMockingRoots, index: ClassIndex) -> Set<String> {
        var names = Set<String>()
        for decl in index.classes where roots.contains(decl) {
            let top = index.superclassChain(of: decl).0.last ?? decl
            if case .external(let type) = index.superclass(of: top), case .named(let components) = type.kind,
               let name = components.last?.name {
                names.insert(name)
            }
        }
        return names
    }
}

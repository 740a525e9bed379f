/// One Swift file to read, as found by `SourceDiscovery`.
public struct SourceInput: Hashable, Sendable {
    /// The path shown in diagnostics: the root as given, joined with the path below it.
    public var path: String
    /// Device and inode, when the search had to `stat` the file (a root given by name, a
    /// symbolic link); nil for a file the folder listing named as a regular file, whose
    /// identity comes from opening it (see `SourceReader`).
    public var identity: FileIdentity?

    public init(path: String, identity: FileIdentity?) {
        self.path = path
        self.identity = identity
    }
}

/// Turns the paths given on the command line into the sorted list of Swift files to read.
///
/// Folders are searched recursively for `.swift`, `.h` and `.swiftinterface` files; hidden entries
/// (`.build`, `.git`, ...), documentation catalogs (`*.docc`, whose Swift files are tutorial code
/// the package never compiles) and entries matching an `--exclude` pattern are skipped. A pattern is matched against the
/// path relative to the root it was found under, against that path with the root in front,
/// and against the entry's name. Symbolic links are followed, but a link that leads back to
/// a folder being searched is reported as a loop, and each folder and file is taken once.
/// Files are sorted by path (byte order) so later stages never depend on argument order.
///
/// With `librariesOnly` (`--context` folders), a folder holding a `Package.swift` is searched as
/// a package: only its library targets' folders (`LibraryFolders`), so that the tests, examples
/// and tools of the packages in `.build/checkouts` never lend their declarations to the inputs.
///
/// A folder entry that the listing names as a regular file is not `stat`ed: the file is
/// opened anyway to be read, and its identity (to take it once, and never to read the output
/// as an input) is checked then. Folders, symbolic links and entries of unknown kind are.
///
/// A `Name.swiftmodule` folder or a `Name.xcframework`, given or met in a search, is not searched:
/// `InterfaceDiscovery` picks the one interface of the module to read (for `platform`) and says
/// which in a note. Beside `X.swiftinterface`, `X.private.swiftinterface` and
/// `X.package.swiftinterface` are not read: they declare the same module again.
struct SourceDiscovery {
    struct Outcome {
        var inputs: [SourceInput] = []
        /// One-line errors (exit code 2).
        var errors: [String] = []
        /// One-line warnings.
        var warnings: [String] = []
        /// One-line notes: which interface of a binary module was read.
        var notes: [String] = []
    }

    let fileSystem: any FileSystem
    let excludes: [GlobPattern]
    /// The output file, which is never read as an input.
    let skippedFile: FileIdentity?
    /// Search package folders for their library targets' files only.
    let librariesOnly: Bool
    /// The platform whose interface of a binary module is read (`--platform`); nil: the host's.
    let platform: TargetPlatform?

    private var outcome = Outcome()
    private var searchedFolders: Set<FileIdentity> = []

    init(
        fileSystem: any FileSystem, excludes: [GlobPattern], skippedFile: FileIdentity?, librariesOnly: Bool = false,
        platform: TargetPlatform? = nil
    ) {
        self.fileSystem = fileSystem
        self.excludes = excludes
        self.skippedFile = skippedFile
        self.librariesOnly = librariesOnly
        self.platform = platform
    }

    /// Searches every root and returns the files found plus the problems met on the way.
    mutating func discover(_ roots: [String]) -> Outcome {
        // Roots in byte order, so that which path names a file reachable in two ways
        // (through a symbolic link) never depends on the order of the arguments.
        let sortedRoots = Set(roots.map(Self.normalized)).sorted(by: ByteOrder.precedes)
        for root in sortedRoots {
            add(root: root)
        }
        var seen: Set<FileIdentity> = []
        outcome.inputs = outcome.inputs
            .sorted { ByteOrder.precedes($0.path, $1.path) }
            .filter { $0.identity.map { seen.insert($0).inserted } ?? true }
        return outcome
    }

    private mutating func add(root: String) {
        let status: FileStatus
        do {
            status = try fileSystem.status(of: root, followingLinks: true)
        } catch {
            outcome.errors.append(Self.describe(error, path: root))
            return
        }
        switch status.kind {
        case .directory where InterfaceDiscovery.isBinaryModule(root):
            addBinaryModule(root)
        case .directory:
            searchedFolders.insert(status.identity)
            search(folder: root, relativePath: "", ancestors: [status.identity: root], place: .outsidePackage)
        case .regularFile where root.hasSuffix(".swiftmodule"):
            outcome.errors.append(BinaryModuleAdvice(fileSystem: fileSystem).message(forFlatModule: root))
        case .regularFile:
            let name = Self.lastComponent(of: root)
            if !isExcluded(relativePath: name, fullPath: root, name: name) { addFile(root, status) }
        case .symbolicLink, .other:
            outcome.errors.append("'\(root)' is not a Swift file or a folder")
        }
    }

    private mutating func search(
        folder: String, relativePath: String, ancestors: [FileIdentity: String], place: LibraryFolders.Place
    ) {
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.directoryEntries(folder)
        } catch {
            outcome.errors.append(Self.describe(error, path: folder, subject: .folder))
            return
        }
        var place = place
        if librariesOnly {
            guard let entered = LibraryFolders.enter(folder, listing: entries, at: place, fileSystem: fileSystem) else {
                return
            }
            place = entered
        }
        let interfaces = Set(entries.lazy.map(\.name).filter(InterfaceDiscovery.isInterface))
        for entry in entries.sorted(by: { ByteOrder.precedes($0.name, $1.name) }) where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let relative = relativePath.isEmpty ? name : relativePath + "/" + name
            if isExcluded(relativePath: relative, fullPath: path, name: name) { continue }
            if librariesOnly && !place.admits(name, isFile: entry.kind == .regularFile) { continue }
            switch entry.kind {
            case .regularFile?:
                if Self.isSource(name) && !InterfaceDiscovery.isShadowed(name, among: interfaces) {
                    outcome.inputs.append(SourceInput(path: path, identity: nil))
                }
                continue
            case .other?:
                continue
            case .directory?, .symbolicLink?, nil:
                break
            }
            let status: FileStatus
            do {
                status = try fileSystem.status(of: path, followingLinks: true)
            } catch {
                if error.reason == .notFound,
                   (try? fileSystem.status(of: path, followingLinks: false))?.kind == .symbolicLink {
                    if Self.isSource(name) {
                        outcome.warnings.append(
                            "skipping '\(path)': it is a symbolic link to a file that does not exist")
                    }
                } else {
                    outcome.errors.append(Self.describe(error, path: path))
                }
                continue
            }
            switch status.kind {
            case .directory:
                if let ancestor = ancestors[status.identity] {
                    outcome.errors.append("symbolic link loop: '\(path)' leads back to '\(ancestor)'")
                } else if name.hasSuffix(".docc") {
                    continue
                } else if InterfaceDiscovery.isBinaryModule(name) {
                    if searchedFolders.insert(status.identity).inserted { addBinaryModule(path) }
                } else if searchedFolders.insert(status.identity).inserted {
                    var inner = ancestors
                    inner[status.identity] = path
                    search(folder: path, relativePath: relative, ancestors: inner, place: place.inside(name))
                }
            case .regularFile where Self.isSource(name) && !InterfaceDiscovery.isShadowed(name, among: interfaces):
                addFile(path, status)
            case .regularFile, .symbolicLink, .other:
                continue
            }
        }
    }

    /// Swift files, module interfaces, and Objective-C headers (read for their `@protocol`s).
    static func isSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".h") || InterfaceDiscovery.isInterface(name)
    }

    /// The interface `InterfaceDiscovery` picks in a `.swiftmodule` folder or an `.xcframework`.
    private mutating func addBinaryModule(_ path: String) {
        let found = InterfaceDiscovery(fileSystem: fileSystem, platform: platform).resolve(path)
        outcome.inputs += found.files.map { SourceInput(path: $0, identity: nil) }
        outcome.notes += found.notes
        outcome.errors += found.errors
    }

    private mutating func addFile(_ path: String, _ status: FileStatus) {
        if status.identity == skippedFile { return }
        outcome.inputs.append(SourceInput(path: path, identity: status.identity))
    }

    private func isExcluded(relativePath: String, fullPath: String, name: String) -> Bool {
        excludes.contains { $0.matches(relativePath) || $0.matches(fullPath) || $0.matches(name) }
    }

    /// Drops trailing slashes (`Sources/` and `Sources` give the same paths).
    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func lastComponent(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// What a path is known to be when an error is met on it, for the message.
    enum Subject {
        case file, folder, path

        func naming(_ path: String) -> String {
            switch self {
            case .file: "file '\(path)'"
            case .folder: "folder '\(path)'"
            case .path: "'\(path)'"
            }
        }
    }

    /// A one-line message naming the path, for an error met while looking at it.
    static func describe(_ error: FileSystemError, path: String, subject: Subject = .path) -> String {
        switch error.reason {
        case .notFound: return "no such file or folder: '\(path)'"
        case .permissionDenied: return "cannot read \(subject.naming(path)): permission denied"
        case .symbolicLinkLoop: return "symbolic link loop: '\(path)' cannot be resolved"
        case .notADirectory: return "no such file or folder: '\(path)' (a parent is not a folder)"
        case .tooLarge(let limit):
            return "'\(path)' is larger than the \(DriverOptions.describeSize(limit)) limit for a source file; "
                + "refusing to read it"
        case .isADirectory: return "'\(path)' is a folder, not a file"
        case .noSpace, .readOnlyFileSystem, .alreadyExists, .other:
            return "cannot read \(subject.naming(path)): \(error.detail)"
        }
    }
}

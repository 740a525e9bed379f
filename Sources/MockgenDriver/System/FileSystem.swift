/// The file system operations the driver needs, behind a protocol so tests can inject
/// failures (a full disk, an unreadable folder) that are hard to produce for real,
/// especially when tests run as root.
///
/// Paths are plain strings, relative to the working directory or absolute.
public protocol FileSystem: Sendable {
    /// `stat` (following symbolic links) or `lstat` (not following them).
    func status(of path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus
    /// The names in a folder, without `.` and `..`, in no particular order.
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]
    /// The entries of a folder, without `.` and `..`, in no particular order, each with its
    /// kind when the listing itself tells it (so that a search needs no `stat` per file).
    /// The default lists `contentsOfDirectory` with no kinds.
    func directoryEntries(_ path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// The whole file. Throws `.tooLarge` rather than reading more than `sizeLimit` bytes.
    func readFile(_ path: String, sizeLimit: Int) throws(FileSystemError) -> [UInt8]
    /// Opens a file, shows its status (following symbolic links) to `skip`, and unless that
    /// says true (then nil, the file unread) reads it whole, as `readFile` does. `LocalFileSystem`
    /// does it through one descriptor: `open`, `fstat`, one `read` (more only for a file that
    /// changes while it is read), `close`. The default is `status` then `readFile`.
    func readFile(
        _ path: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool
    ) throws(FileSystemError) -> FileContents?
    /// `readFile(_:sizeLimit:skippingIf:)` for files of one folder: each of `paths` is
    /// `folder` joined with a name by `/`. `each` gets every file's index in `paths` and its
    /// result, in order. `LocalFileSystem` opens the folder once and each file by its name
    /// relative to it (`openat`), so that the kernel does not walk the whole path again for
    /// every file; where that fails, the file is read by its path, with the same results
    /// and errors as `readFile`. The default reads each file by its path.
    func readFiles(
        _ paths: [String], inFolder folder: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool,
        each: (Int, Result<FileContents?, FileSystemError>) -> Void
    )
    /// True when the file holds exactly the UTF-8 bytes of `pieces`, one after another (false
    /// when its size differs). The default reads the whole file with `readFile`;
    /// `LocalFileSystem` compares a piece at a time, so a large output is never in memory twice.
    func contentsEqual(_ path: String, _ pieces: [String]) throws(FileSystemError) -> Bool
    /// Creates a file that must not exist yet (`O_CREAT | O_EXCL`), open for writing.
    func createNewFile(_ path: String, permissions: UInt32) throws(FileSystemError) -> WritableFile
    /// Appends all of `bytes` to an open file.
    func write(_ bytes: [UInt8], to file: WritableFile) throws(FileSystemError)
    /// Flushes the file to stable storage and closes it.
    func synchronizeAndClose(_ file: WritableFile) throws(FileSystemError)
    /// Closes the file, ignoring errors (used when giving up on it).
    func close(_ file: WritableFile)
    /// Atomically replaces `destination` with `source` (POSIX `rename`).
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Creates one folder (`mkdir`, permissions 0o777 minus the umask); its parent must exist.
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Deletes a file, ignoring errors (used to clean up temporary files).
    func removeFile(_ path: String)
    /// The canonical absolute path, with every symbolic link resolved.
    func resolvingSymbolicLinks(_ path: String) throws(FileSystemError) -> String
}

extension FileSystem {
    public func directoryEntries(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try contentsOfDirectory(path).map { DirectoryEntry(name: $0, kind: nil) }
    }

    public func readFile(
        _ path: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool
    ) throws(FileSystemError) -> FileContents? {
        let status = try status(of: path, followingLinks: true)
        if skip(status) { return nil }
        return FileContents(bytes: try readFile(path, sizeLimit: sizeLimit), status: status)
    }

    public func readFiles(
        _ paths: [String], inFolder folder: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool,
        each: (Int, Result<FileContents?, FileSystemError>) -> Void
    ) {
        for (index, path) in paths.enumerated() {
            each(index, Result { () throws(FileSystemError) in
                try readFile(path, sizeLimit: sizeLimit, skippingIf: skip)
            })
        }
    }

    public func contentsEqual(_ path: String, _ pieces: [String]) throws(FileSystemError) -> Bool {
        let size = pieces.reduce(0) { $0 + $1.utf8.count }
        let current: [UInt8]
        do {
            current = try readFile(path, sizeLimit: size)
        } catch where error.reason == .tooLarge(limit: size) {
            return false
        }
        return current.elementsEqual(pieces.lazy.flatMap(\.utf8))
    }
}

/// One entry of a folder listing.
public struct DirectoryEntry: Hashable, Sendable {
    public var name: String
    /// What the entry itself is (a symbolic link is `.symbolicLink`, not what it leads to);
    /// nil when the listing does not say, and a `stat` must tell.
    public var kind: FileStatus.Kind?

    public init(name: String, kind: FileStatus.Kind?) {
        self.name = name
        self.kind = kind
    }
}

/// A file read whole, with what was known about it when it was opened.
public struct FileContents: Sendable {
    public var bytes: [UInt8]
    public var status: FileStatus

    public init(bytes: [UInt8], status: FileStatus) {
        self.bytes = bytes
        self.status = status
    }
}

/// An open file being written, as returned by `FileSystem.createNewFile`.
public struct WritableFile: Hashable, Sendable {
    public var path: String
    /// The operating system's file descriptor (or any token a test file system chooses).
    public var descriptor: Int32

    public init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }
}

/// What `stat` says about a path.
public struct FileStatus: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case regularFile, directory, symbolicLink, other
    }

    public var kind: Kind
    public var size: Int
    /// Permission bits (`0o644`, ...).
    public var permissions: UInt32
    /// Device and inode: two paths with the same identity are the same file.
    public var identity: FileIdentity
    /// When the contents last changed, in nanoseconds since 1970 (0 when unknown).
    public var modificationTime: Int64

    public init(kind: Kind, size: Int, permissions: UInt32, identity: FileIdentity, modificationTime: Int64 = 0) {
        self.kind = kind
        self.size = size
        self.permissions = permissions
        self.identity = identity
        self.modificationTime = modificationTime
    }

    /// No write permission bit is set for anyone (`chmod a-w`).
    public var isReadOnly: Bool { permissions & 0o222 == 0 }
}

/// A file's device and inode numbers.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// A failed file system operation: why, and on which path.
public struct FileSystemError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case notFound
        case permissionDenied
        case isADirectory
        case notADirectory
        case symbolicLinkLoop
        case noSpace
        case readOnlyFileSystem
        case alreadyExists
        /// The file is larger than the limit the caller set, in bytes.
        case tooLarge(limit: Int)
        /// Any other `errno`.
        case other(code: Int32)
    }

    public var reason: Reason
    public var path: String
    /// The operating system's description, e.g. "No space left on device".
    public var detail: String

    public init(_ reason: Reason, path: String, detail: String) {
        self.reason = reason
        self.path = path
        self.detail = detail
    }
}

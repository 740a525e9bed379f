#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func status(of path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw PosixCalls.error(path: path) }
        return Self.fileStatus(info)
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try directoryEntries(path).map(\.name)
    }

    /// Kinds come from `readdir`'s `d_type` (nil where the file system leaves it unknown).
    public func directoryEntries(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw PosixCalls.error(path: path) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw PosixCalls.error(path: path) }
                return entries
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." {
                entries.append(DirectoryEntry(name: name, kind: Self.kind(direntType: entry.pointee.d_type)))
            }
        }
    }

    public func readFile(_ path: String, sizeLimit: Int) throws(FileSystemError) -> [UInt8] {
        try readFile(path, sizeLimit: sizeLimit, skippingIf: { _ in false })?.bytes ?? []
    }

    public func readFile(
        _ path: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool
    ) throws(FileSystemError) -> FileContents? {
        try withOpenFile(path) { (descriptor, status) throws(FileSystemError) in
            try read(descriptor, status, path: path, sizeLimit: sizeLimit, skippingIf: skip)
        }
    }

    /// The body of `readFile(_:sizeLimit:skippingIf:)` once the file is open.
    private func read(
        _ descriptor: Int32, _ status: FileStatus, path: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool
    ) throws(FileSystemError) -> FileContents? {
        if skip(status) { return nil }
        if status.kind == .regularFile && status.size > sizeLimit {
            throw FileSystemError(.tooLarge(limit: sizeLimit), path: path, detail: "file is \(status.size) bytes")
        }
        let bytes = try PosixCalls.readAll(from: descriptor, path: path, limit: sizeLimit,
                                           expectedSize: status.kind == .regularFile ? status.size : nil)
        return FileContents(bytes: bytes, status: status)
    }

    public func readFiles(
        _ paths: [String], inFolder folder: String, sizeLimit: Int, skippingIf skip: (FileStatus) -> Bool,
        each: (Int, Result<FileContents?, FileSystemError>) -> Void
    ) {
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if folderDescriptor >= 0 { _ = PosixCalls.closeDescriptor(folderDescriptor) } }
        for (index, path) in paths.enumerated() {
            each(index, Result { () throws(FileSystemError) in
                // By its path wherever the name alone cannot be used, so that errors read as always.
                guard folderDescriptor >= 0, let nameOffset = Self.nameOffset(of: path, inFolder: folder) else {
                    return try readFile(path, sizeLimit: sizeLimit, skippingIf: skip)
                }
                let descriptor = path.withCString { openat(folderDescriptor, $0 + nameOffset, O_RDONLY | O_CLOEXEC) }
                guard descriptor >= 0 else { return try readFile(path, sizeLimit: sizeLimit, skippingIf: skip) }
                return try withOpenDescriptor(descriptor, path: path) { (descriptor, status) throws(FileSystemError) in
                    try read(descriptor, status, path: path, sizeLimit: sizeLimit, skippingIf: skip)
                }
            })
        }
    }

    /// Where the name starts in `path` when it is `folder`, `/` and a name without `/`; nil otherwise.
    private static func nameOffset(of path: String, inFolder folder: String) -> Int? {
        var path = path
        var folder = folder
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                let nameOffset = folder.count + 1
                guard path.count > nameOffset, path[folder.count] == UInt8(ascii: "/"),
                      folder.isEmpty || memcmp(path.baseAddress!, folder.baseAddress!, folder.count) == 0,
                      !path[nameOffset...].contains(UInt8(ascii: "/")) else { return nil }
                return nameOffset
            }
        }
    }

    public func contentsEqual(_ path: String, _ pieces: [String]) throws(FileSystemError) -> Bool {
        try withOpenFile(path) { (descriptor, status) throws(FileSystemError) in
            if status.kind == .regularFile && status.size != pieces.reduce(0, { $0 + $1.utf8.count }) { return false }
            var reader = PosixCalls.ComparingReader(descriptor: descriptor, path: path)
            for var piece in pieces {
                guard try piece.withUTF8({ reader.next(UnsafeRawBufferPointer($0)) }).get() else { return false }
            }
            return try reader.atEnd().get()
        }
    }

    public func createNewFile(_ path: String, permissions: UInt32) throws(FileSystemError) -> WritableFile {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
        guard descriptor >= 0 else { throw PosixCalls.error(path: path) }
        return WritableFile(path: path, descriptor: descriptor)
    }

    public func write(_ bytes: [UInt8], to file: WritableFile) throws(FileSystemError) {
        try PosixCalls.writeAll(bytes, to: file.descriptor, path: file.path)
    }

    public func synchronizeAndClose(_ file: WritableFile) throws(FileSystemError) {
        if fsync(file.descriptor) != 0 {
            let error = PosixCalls.error(path: file.path)
            _ = PosixCalls.closeDescriptor(file.descriptor)
            throw error
        }
        guard PosixCalls.closeDescriptor(file.descriptor) == 0 else { throw PosixCalls.error(path: file.path) }
    }

    public func close(_ file: WritableFile) {
        _ = PosixCalls.closeDescriptor(file.descriptor)
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard PosixCalls.renameFile(source, destination) == 0 else { throw PosixCalls.error(path: destination) }
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o777) == 0 else { throw PosixCalls.error(path: path) }
    }

    public func removeFile(_ path: String) {
        _ = unlink(path)
    }

    public func resolvingSymbolicLinks(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else { throw PosixCalls.error(path: path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Opens `path` for reading and hands its descriptor and status to `body`, closing it after;
    /// a folder is refused with EISDIR.
    private func withOpenFile<T>(
        _ path: String, _ body: (Int32, FileStatus) throws(FileSystemError) -> T
    ) throws(FileSystemError) -> T {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PosixCalls.error(path: path) }
        return try withOpenDescriptor(descriptor, path: path, body)
    }

    /// `withOpenFile` for a file already open as `descriptor`, which this closes.
    private func withOpenDescriptor<T>(
        _ descriptor: Int32, path: String, _ body: (Int32, FileStatus) throws(FileSystemError) -> T
    ) throws(FileSystemError) -> T {
        defer { _ = PosixCalls.closeDescriptor(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw PosixCalls.error(path: path) }
        let status = Self.fileStatus(info)
        if status.kind == .directory { throw PosixCalls.error(code: EISDIR, path: path) }
        return try body(descriptor, status)
    }

    private static func kind(direntType: UInt8) -> FileStatus.Kind? {
        switch Int32(direntType) {
        case Int32(DT_REG): .regularFile
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): nil
        default: .other
        }
    }

    private static func fileStatus(_ info: stat) -> FileStatus {
        let mode = UInt32(info.st_mode)
        let kind: FileStatus.Kind
        switch mode & 0o170000 {
        case 0o100000: kind = .regularFile
        case 0o040000: kind = .directory
        case 0o120000: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(
            kind: kind,
            size: Int(info.st_size),
            permissions: mode & 0o7777,
            identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
            modificationTime: modificationTime(info)
        )
    }

    private static func modificationTime(_ info: stat) -> Int64 {
        #if canImport(Darwin)
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

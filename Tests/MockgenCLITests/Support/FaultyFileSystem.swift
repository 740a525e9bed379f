@testable import MockgenDriver
import class MockgenFrontEnd.LockedValue

/// The real file system with failures injected where a test says, and a log of the calls
/// made: for faults that cannot be produced for real when tests run as root
/// (unreadable files, a full disk at a chosen step).
final class FaultyFileSystem: FileSystem {
    enum Operation: Hashable, Sendable {
        case status, list, read, create, write, synchronize, rename, resolve, makeFolder
    }

    private let base = LocalFileSystem()
    private let fault: @Sendable (Operation, String) -> FileSystemError.Reason?
    private let calls = LockedValue<[(Operation, String)]>([])

    /// `fault` returns the failure to inject for an operation on a path, or nil to let it run.
    init(fault: @escaping @Sendable (Operation, String) -> FileSystemError.Reason? = { _, _ in nil }) {
        self.fault = fault
    }

    /// How many times `operation` ran on `path`.
    func count(_ operation: Operation, _ path: String) -> Int {
        calls.withLock { $0.filter { $0.0 == operation && $0.1 == path }.count }
    }

    /// Every path `operation` ran on, in order.
    func paths(_ operation: Operation) -> [String] {
        calls.withLock { $0.filter { $0.0 == operation }.map(\.1) }
    }

    private func enter(_ operation: Operation, _ path: String) throws(FileSystemError) {
        calls.withLock { $0.append((operation, path)) }
        if let reason = fault(operation, path) {
            throw FileSystemError(reason, path: path, detail: "injected failure")
        }
    }

    func status(of path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        try enter(.status, path)
        return try base.status(of: path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try enter(.list, path)
        return try base.contentsOfDirectory(path)
    }

    func readFile(_ path: String, sizeLimit: Int) throws(FileSystemError) -> [UInt8] {
        try enter(.read, path)
        return try base.readFile(path, sizeLimit: sizeLimit)
    }

    func createNewFile(_ path: String, permissions: UInt32) throws(FileSystemError) -> WritableFile {
        try enter(.create, path)
        return try base.createNewFile(path, permissions: permissions)
    }

    /// Writes half the bytes before failing, as a disk that fills up mid-write would.
    func write(_ bytes: [UInt8], to file: WritableFile) throws(FileSystemError) {
        calls.withLock { $0.append((.write, file.path)) }
        if let reason = fault(.write, file.path) {
            try base.write(Array(bytes.prefix(bytes.count / 2)), to: file)
            throw FileSystemError(reason, path: file.path, detail: "injected failure")
        }
        try base.write(bytes, to: file)
    }

    func synchronizeAndClose(_ file: WritableFile) throws(FileSystemError) {
        calls.withLock { $0.append((.synchronize, file.path)) }
        if let reason = fault(.synchronize, file.path) {
            base.close(file)
            throw FileSystemError(reason, path: file.path, detail: "injected failure")
        }
        try base.synchronizeAndClose(file)
    }

    func close(_ file: WritableFile) {
        base.close(file)
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try enter(.rename, destination)
        try base.rename(source, to: destination)
    }

    func createDirectory(_ path: String) throws(FileSystemError) {
        try enter(.makeFolder, path)
        try base.createDirectory(path)
    }

    func removeFile(_ path: String) {
        base.removeFile(path)
    }

    func resolvingSymbolicLinks(_ path: String) throws(FileSystemError) -> String {
        try enter(.resolve, path)
        return try base.resolvingSymbolicLinks(path)
    }
}

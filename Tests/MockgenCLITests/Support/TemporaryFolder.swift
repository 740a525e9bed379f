import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder under the system's temporary folder, deleted when the value goes away.
final class TemporaryFolder {
    let path: String

    init(_ label: String = "mockgen-cli") throws {
        let base =
            NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array((base + "/\(label).XXXXXX").utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw POSIXError(.EIO)
        }
        path = String(cString: created)
        // Readable by every user, so tests that drop privileges can reach files inside.
        chmod(path, 0o755)
    }

    deinit {
        // Undo `chmod 000` so everything can be deleted.
        _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", path]).waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/relative`.
    func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes a file (creating folders on the way) and returns its full path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, bytes: Array(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    @discardableResult
    func makeFolder(_ relative: String) throws -> String {
        try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
        return url(relative)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) throws -> String {
        try String(decoding: Data(contentsOf: URL(fileURLWithPath: url(relative))), as: UTF8.self)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative))
    }

    /// Names in a folder, hidden ones included (to find leftover temporary files).
    func contents(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : url(relative)).sorted()
    }

    /// Inode and modification time: equal stamps mean the file was not replaced or rewritten.
    func stamp(_ relative: String) throws -> FileStamp {
        var info = stat()
        guard stat(url(relative), &info) == 0 else { throw POSIXError(.ENOENT) }
        #if canImport(Darwin)
        return FileStamp(
            inode: UInt64(info.st_ino), seconds: Int(info.st_mtimespec.tv_sec),
            nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #else
        return FileStamp(
            inode: UInt64(info.st_ino), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #endif
    }

    func setPermissions(_ relative: String, _ mode: mode_t) {
        chmod(url(relative), mode)
    }

    /// Sets the modification time into the past, so that a rewrite would certainly change it.
    func age(_ relative: String) {
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, url(relative), &times, 0)
    }
}

/// A file's inode and modification time.
struct FileStamp: Equatable {
    var inode: UInt64
    var seconds: Int
    var nanoseconds: Int
}

/// Writes the output file so that it is always either the old file or the complete new one.
///
/// The bytes go to a hidden temporary file in the same folder (so `rename` stays on one file
/// system), are flushed to disk, and the temporary file is renamed over the output, which
/// replaces it atomically. On any failure the temporary file is removed and the output is left
/// as it was. Two writers racing on the same output each rename a complete file; the last one wins.
struct AtomicFileWriter {
    let fileSystem: any FileSystem

    /// The size of the pieces handed to `FileSystem.write`.
    static let pieceSize = 1 << 20

    /// Replaces `path` with the UTF-8 bytes of `pieces`, one after another, giving the new file
    /// `permissions`. The pieces are handed to the file system one at a time (at most
    /// `pieceSize` bytes per call), so a large output is never copied whole.
    func write(_ pieces: [String], to path: String, permissions: UInt32) throws(FileSystemError) {
        let folder = Self.folder(of: path)
        let name = SourceDiscovery.lastComponent(of: path)
        var file: WritableFile?
        for _ in 0..<16 where file == nil {
            let prefix = path.contains("/") ? (folder == "/" ? "/" : folder + "/") : ""
            let temporary = prefix + ".\(name).mockgen-\(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF_FFFF).tmp"
            do {
                file = try fileSystem.createNewFile(temporary, permissions: permissions)
            } catch where error.reason == .alreadyExists {
                continue
            }
        }
        guard let file else {
            throw FileSystemError(.alreadyExists, path: path, detail: "could not create a temporary file next to it")
        }
        do {
            var wroteAny = false
            for piece in pieces {
                var start = piece.utf8.startIndex
                while start < piece.utf8.endIndex {
                    let end = piece.utf8.index(start, offsetBy: Self.pieceSize, limitedBy: piece.utf8.endIndex)
                        ?? piece.utf8.endIndex
                    try fileSystem.write(Self.bytes(piece.utf8[start..<end]), to: file)
                    wroteAny = true
                    start = end
                }
            }
            if !wroteAny { try fileSystem.write([], to: file) }
        } catch {
            fileSystem.close(file)
            fileSystem.removeFile(file.path)
            throw FileSystemError(error.reason, path: path, detail: error.detail)
        }
        do {
            try fileSystem.synchronizeAndClose(file)
            try fileSystem.rename(file.path, to: path)
        } catch {
            fileSystem.removeFile(file.path)
            throw FileSystemError(error.reason, path: path, detail: error.detail)
        }
    }

    /// The bytes of a slice of a string, copied in one go from the string's storage.
    static func bytes(_ utf8: Substring.UTF8View) -> [UInt8] {
        utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(utf8)
    }

    /// The folder part of a path: `.` for a bare name, `/` for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}

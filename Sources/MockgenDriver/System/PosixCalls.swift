#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the C calls `LocalFileSystem` and the standard streams use:
/// `EINTR` retried, short reads and writes completed, `errno` turned into `FileSystemError`.
enum PosixCalls {
    /// Reads until end of file. Throws `.tooLarge` as soon as more than `limit` bytes arrive.
    /// The expected size (what `fstat` says of a regular file) is read straight into the result
    /// (no zero-filled buffer, no copy), with room for one byte more: when the file holds just
    /// that many bytes, one `read` is all it takes. Only a file that changed after `fstat`, or
    /// a stream, goes through a chunk buffer.
    static func readAll(
        from descriptor: Int32, path: String, limit: Int, expectedSize: Int? = nil
    ) throws(FileSystemError) -> [UInt8] {
        var failure: FileSystemError?
        var reachedEnd = false
        let capacity = min(max(expectedSize ?? 0, 0), limit) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            while initialized < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = error(path: path)
                    return
                }
                initialized += count
                // The end of file, or exactly the announced size read with room to spare (a
                // file that had grown would have filled that room).
                if count == 0 || initialized == expectedSize {
                    reachedEnd = true
                    return
                }
            }
        }
        if let failure { throw failure }
        guard bytes.count <= limit else {
            throw FileSystemError(.tooLarge(limit: limit), path: path, detail: "file is larger than \(limit) bytes")
        }
        if reachedEnd { return bytes }
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path: path)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw FileSystemError(.tooLarge(limit: limit), path: path, detail: "file is larger than \(limit) bytes")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Compares what a file descriptor reads with expected bytes given in consecutive parts,
    /// reading at most 1 MiB at a time.
    struct ComparingReader {
        let descriptor: Int32
        let path: String
        private var chunk = [UInt8](repeating: 0, count: 1 << 20)

        init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        /// True when the next `expected.count` bytes of the file are `expected`.
        mutating func next(_ expected: UnsafeRawBufferPointer) -> Result<Bool, FileSystemError> {
            var offset = 0
            while offset < expected.count {
                let wanted = min(chunk.count, expected.count - offset)
                let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, wanted) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(PosixCalls.error(path: path))
                }
                if count == 0 { return .success(false) }
                let same = chunk.withUnsafeBytes { buffer in
                    memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0
                }
                guard same else { return .success(false) }
                offset += count
            }
            return .success(true)
        }

        /// True when the file has no more bytes.
        mutating func atEnd() -> Result<Bool, FileSystemError> {
            while true {
                let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, 1) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(PosixCalls.error(path: path))
                }
                return .success(count == 0)
            }
        }
    }

    /// Writes every byte, retrying after interruptions and short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path: path)
            }
            written += count
        }
    }

    /// `close(2)`, returning its result (callable from types that have their own `close`).
    static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// `rename(2)`, returning its result.
    static func renameFile(_ source: String, _ destination: String) -> Int32 {
        rename(source, destination)
    }

    /// The current `errno` as a `FileSystemError` about `path`.
    static func error(path: String) -> FileSystemError {
        error(code: errno, path: path)
    }

    static func error(code: Int32, path: String) -> FileSystemError {
        let detail = String(cString: strerror(code))
        let reason: FileSystemError.Reason
        switch code {
        case ENOENT: reason = .notFound
        case EACCES, EPERM: reason = .permissionDenied
        case EISDIR: reason = .isADirectory
        case ENOTDIR: reason = .notADirectory
        case ELOOP: reason = .symbolicLinkLoop
        case ENOSPC, EDQUOT: reason = .noSpace
        case EROFS: reason = .readOnlyFileSystem
        case EEXIST: reason = .alreadyExists
        default: reason = .other(code: code)
        }
        return FileSystemError(reason, path: path, detail: detail)
    }
}

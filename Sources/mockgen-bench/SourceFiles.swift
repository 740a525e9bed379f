import Foundation

/// The `.swift` files of the folders a benchmark runs over, read into memory up front so
/// that lexing and parsing are measured without the disk.
struct SourceFiles {
    var paths: [String]
    var contents: [[UInt8]]

    var byteCount: Int { contents.reduce(0) { $0 + $1.count } }

    /// Lines, counted as `\n` bytes plus one for a last line without one.
    var lineCount: Int {
        contents.reduce(0) { total, bytes in
            var lines = 0
            for byte in bytes where byte == 0x0A { lines += 1 }
            return total + lines + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        }
    }

    /// Every `.swift` file under `roots` (files are taken as they are), skipping hidden
    /// folders and `.build`, in a stable order.
    static func read(_ roots: [String]) throws -> SourceFiles {
        var paths: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw BenchError("no such file or folder: \(root)")
            }
            guard isDirectory.boolValue else {
                paths.append(root)
                continue
            }
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == ".build" {
                    enumerator?.skipDescendants()
                } else if url.pathExtension == "swift",
                          (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                    paths.append(url.path)
                }
            }
        }
        paths.sort()
        let contents = try paths.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
        return SourceFiles(paths: paths, contents: contents)
    }
}

/// A benchmark usage or input error, printed as one line.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

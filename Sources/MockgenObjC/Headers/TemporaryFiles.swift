#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the prelude's headers: folders made as needed, each file written under a unique
/// name and renamed into place, so processes running at once never see half a file.
enum TemporaryFiles {
    static func store(_ contents: String, at path: String) -> Bool {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if mkdir(folder, 0o755) != 0 && errno != EEXIST { return false }
        }
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

/// The output file, checked before any work is done so that a bad `--output` fails fast
/// with a one-line error and nothing is touched.
struct OutputTarget {
    /// The path given on the command line (used in messages).
    let path: String
    /// Where the bytes go: `path` with symbolic links resolved, so a linked output stays a link.
    let destination: String
    /// The current file, if there is one.
    let existing: FileStatus?
    /// The folder to create (with its parents) before writing: the output's folder when it does
    /// not exist yet. It is made only when the mocks are written, never by `--check` or a failed run.
    var missingFolder: String?

    /// Checks that `path` can be written (or, for `--check`, compared): it is not a folder
    /// itself, and its folder is a folder or does not exist yet (then `missingFolder` names it,
    /// to be created when the mocks are written). Returns an error message otherwise. (A
    /// read-only output is refused only when it would change: see `readOnlyMessage`.)
    static func prepare(
        _ path: String, forWriting: Bool, fileSystem: any FileSystem
    ) -> Result<OutputTarget, OutputError> {
        do {
            let status = try fileSystem.status(of: path, followingLinks: true)
            switch status.kind {
            case .directory:
                return .failure(OutputError("output path '\(path)' is a folder, not a file"))
            case .symbolicLink, .other:
                return .failure(OutputError("output path '\(path)' is not a regular file"))
            case .regularFile:
                break
            }
            var destination = path
            if (try? fileSystem.status(of: path, followingLinks: false))?.kind == .symbolicLink {
                destination = (try? fileSystem.resolvingSymbolicLinks(path)) ?? path
            }
            return .success(OutputTarget(path: path, destination: destination, existing: status))
        } catch {
            switch error.reason {
            case .notFound, .notADirectory:
                return checkFolder(of: path, fileSystem: fileSystem, forWriting: forWriting)
            case .symbolicLinkLoop:
                return .failure(OutputError("output path '\(path)' is a symbolic link loop"))
            case .permissionDenied:
                return .failure(OutputError("cannot access output path '\(path)': permission denied"))
            default:
                return .failure(OutputError("cannot access output path '\(path)': \(error.detail)"))
            }
        }
    }

    private static func checkFolder(
        of path: String, fileSystem: any FileSystem, forWriting: Bool
    ) -> Result<OutputTarget, OutputError> {
        let folder = AtomicFileWriter.folder(of: path)
        let missing = OutputTarget(path: path, destination: path, existing: nil)
        do {
            let status = try fileSystem.status(of: folder, followingLinks: true)
            if status.kind != .directory {
                return .failure(OutputError("cannot write '\(path)': '\(folder)' is not a folder"))
            }
            return .success(missing)
        } catch {
            // `--check` only compares: a missing folder just means the output is missing (stale).
            if !forWriting { return .success(missing) }
            switch error.reason {
            case .notFound:
                var creating = missing
                creating.missingFolder = folder
                return .success(creating)
            case .notADirectory:
                return .failure(OutputError("cannot write '\(path)': a parent of '\(folder)' is not a folder"))
            default:
                let reason = SourceDiscovery.describe(error, path: folder, subject: .folder)
                return .failure(OutputError("cannot write '\(path)': \(reason)"))
            }
        }
    }

    /// The error for an output that must change but is read-only (`chmod a-w`): mockgen does
    /// not replace a file someone protected, even though `rename` would let it.
    var readOnlyMessage: String? {
        guard let existing, existing.isReadOnly else { return nil }
        return "output file '\(path)' is read-only; make it writable or choose another --output"
    }

    /// A one-line message for a failed write of the output. A file that cannot be created in a
    /// folder that exists (`/proc`, a folder of a special file system) is told apart from a
    /// missing folder: the file system's own reason is given.
    static func describeWriteFailure(_ error: FileSystemError, path: String, fileSystem: any FileSystem) -> String {
        switch error.reason {
        case .noSpace: return "cannot write '\(path)': no space left on device; the previous file was left as it was"
        case .readOnlyFileSystem: return "cannot write '\(path)': read-only file system"
        case .permissionDenied: return "cannot write '\(path)': permission denied"
        case .notFound:
            let folder = AtomicFileWriter.folder(of: path)
            if (try? fileSystem.status(of: folder, followingLinks: true))?.kind == .directory {
                return "cannot write '\(path)': the folder '\(folder)' exists but a file cannot be created in it "
                    + "(\(error.detail)); choose an output in a folder you can write to"
            }
            return "cannot write '\(path)': output folder '\(folder)' does not exist"
        case .isADirectory: return "cannot write '\(path)': it is a folder"
        default: return "cannot write '\(path)': \(error.detail)"
        }
    }
}

/// Why the output cannot be written: a one-line message naming the path.
struct OutputError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

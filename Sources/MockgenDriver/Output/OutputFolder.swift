import MockgenGenerator

/// An `--output-dir` folder as it is on disk, and the changes that make it hold exactly the
/// files of an `OutputFolderLayout`.
///
/// mockgen knows its own files by their first line, the header every generated file starts
/// with (`MockGenerator.header`): a `.swift` file in the folder (or a folder below it) that
/// starts with it was written by mockgen; any other file is the user's and is never written,
/// replaced or removed. Hidden files and folders and symbolic links are not looked at.
struct OutputFolder {
    /// A generated file found in the folder.
    struct Existing {
        var relativePath: String
        var status: FileStatus
    }

    /// What it takes to bring the folder up to date.
    struct Changes {
        /// Planned files that do not exist yet.
        var missing: [OutputFolderLayout.File] = []
        /// Planned files that exist with other bytes, with the current file.
        var stale: [(file: OutputFolderLayout.File, existing: Existing)] = []
        /// Generated files no longer planned (their source no longer declares a mocked protocol).
        var extra: [Existing] = []
        /// Planned files that are already exactly right.
        var unchanged: [String] = []

        var isEmpty: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }
    }

    let path: String
    let fileSystem: any FileSystem
    /// The largest file read (to tell generated files and compare them).
    let sizeLimit: Int
    /// The generated files found, by relative path.
    private(set) var generated: [String: Existing] = [:]
    /// Other regular files found (hand-written), by relative path.
    private(set) var userFiles: Set<String> = []
    /// Whether the folder exists.
    private(set) var exists = false

    /// The first bytes of every file mockgen writes.
    static let headerBytes = Array((MockGenerator.firstHeaderLine + "\n").utf8)

    /// Looks at what the folder holds now. Throws when it cannot be read.
    init(path: String, fileSystem: any FileSystem, sizeLimit: Int) throws(OutputError) {
        self.path = path
        self.fileSystem = fileSystem
        self.sizeLimit = sizeLimit
        let status: FileStatus
        do {
            status = try fileSystem.status(of: path, followingLinks: true)
        } catch where error.reason == .notFound {
            return
        } catch {
            throw OutputError("cannot read output folder '\(path)': \(error.detail)")
        }
        guard status.kind == .directory else { throw OutputError("output path '\(path)' is not a folder") }
        exists = true
        try scan(relative: "", sizeLimit: sizeLimit)
    }

    private mutating func scan(relative: String, sizeLimit: Int) throws(OutputError) {
        let folder = full(relative)
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(folder)
        } catch {
            throw OutputError("cannot read output folder '\(folder)': \(error.detail)")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard let status = try? fileSystem.status(of: full(relativePath), followingLinks: false) else { continue }
            switch status.kind {
            case .directory:
                try scan(relative: relativePath, sizeLimit: sizeLimit)
            case .regularFile where name.hasSuffix(".swift") && isGenerated(relativePath, sizeLimit: sizeLimit):
                generated[relativePath] = Existing(relativePath: relativePath, status: status)
            case .regularFile, .symbolicLink, .other:
                userFiles.insert(relativePath)
            }
        }
    }

    /// True when the file starts with the generated header.
    private func isGenerated(_ relativePath: String, sizeLimit: Int) -> Bool {
        guard let bytes = try? fileSystem.readFile(full(relativePath), sizeLimit: sizeLimit) else { return false }
        return bytes.starts(with: Self.headerBytes)
    }

    /// `path/relative`.
    func full(_ relativePath: String) -> String {
        relativePath.isEmpty ? path : (path.hasSuffix("/") ? path + relativePath : path + "/" + relativePath)
    }

    /// Compares the folder with `files`. Throws when a planned file's place is taken by a
    /// file mockgen did not write, or when a file cannot be read.
    func changes(toHold files: [OutputFolderLayout.File]) throws(OutputError) -> Changes {
        var changes = Changes()
        var planned = Set<String>()
        for file in files {
            planned.insert(file.relativePath)
            if userFiles.contains(file.relativePath) {
                throw OutputError("'\(full(file.relativePath))' was not written by mockgen; "
                    + "move it away so the mocks can be written there")
            }
            guard let existing = generated[file.relativePath] else {
                changes.missing.append(file)
                continue
            }
            let size = file.pieces.reduce(0) { $0 + $1.utf8.count }
            var equal = false
            do throws(FileSystemError) {
                if existing.status.size == size {
                    equal = try fileSystem.contentsEqual(full(file.relativePath), file.pieces)
                }
                if !equal {
                    // A file written through another door names another command in its header.
                    let bytes = try fileSystem.readFile(full(file.relativePath), sizeLimit: sizeLimit)
                    equal = GeneratedFileDifference.sameButForTheRegenerationCommand(
                        checkedIn: String(decoding: bytes, as: UTF8.self), generated: file.pieces.joined())
                }
            } catch {
                throw OutputError("cannot read '\(full(file.relativePath))' to compare it: \(error.detail)")
            }
            if equal { changes.unchanged.append(file.relativePath) } else { changes.stale.append((file, existing)) }
        }
        changes.extra = generated.values.filter { !planned.contains($0.relativePath) }
            .sorted { $0.relativePath < $1.relativePath }
        return changes
    }

    /// Writes the missing and stale files (each atomically) and then removes the extra ones.
    /// Stops at the first failure: every file is then either its old or its new self, and the
    /// next run finishes the job. Returns what was done, one line per file.
    func apply(_ changes: Changes) throws(OutputError) -> [String] {
        var done: [String] = []
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        for (file, existing) in changes.stale where existing.status.isReadOnly {
            throw OutputError("generated file '\(full(file.relativePath))' is read-only; make it writable to update it")
        }
        for file in changes.missing {
            try createFolders(for: file.relativePath)
            try write(file, permissions: 0o666, with: writer)
            done.append("wrote '\(full(file.relativePath))'")
        }
        for (file, existing) in changes.stale {
            try write(file, permissions: existing.status.permissions, with: writer)
            done.append("updated '\(full(file.relativePath))'")
        }
        for existing in changes.extra {
            let target = full(existing.relativePath)
            fileSystem.removeFile(target)
            if (try? fileSystem.status(of: target, followingLinks: false)) != nil {
                throw OutputError("cannot remove stale generated file '\(target)'")
            }
            done.append("removed '\(target)'")
        }
        return done
    }

    private func write(
        _ file: OutputFolderLayout.File, permissions: UInt32, with writer: AtomicFileWriter
    ) throws(OutputError) {
        let target = full(file.relativePath)
        do {
            try writer.write(file.pieces, to: target, permissions: permissions)
        } catch {
            throw OutputError(OutputTarget.describeWriteFailure(error, path: target, fileSystem: fileSystem))
        }
    }

    /// Creates the output folder (with its parents) and the folders below it that `relativePath` needs.
    private func createFolders(for relativePath: String) throws(OutputError) {
        let folder = AtomicFileWriter.folder(of: full(relativePath))
        try OutputFolderCreation.create(folder, fileSystem: fileSystem)
    }
}

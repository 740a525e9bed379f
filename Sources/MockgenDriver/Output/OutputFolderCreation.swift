/// Creates the folder an output goes into, with its missing parents (`mkdir -p`): `--output`'s
/// folder and `--output-dir`'s folders are made when they do not exist yet, through every door
/// (command line, configuration file, plugins), only when something is written.
enum OutputFolderCreation {
    /// Creates `folder` and its missing parents; a parent that exists as a file is an error
    /// naming it, as is a folder the file system refuses to create.
    static func create(_ folder: String, fileSystem: any FileSystem) throws(OutputError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") where component != "." {
            current += "/" + component
            if let status = try? fileSystem.status(of: current, followingLinks: true) {
                if status.kind == .directory { continue }
                throw OutputError("cannot write into '\(current)': it is not a folder")
            }
            do {
                try fileSystem.createDirectory(current)
            } catch where error.reason == .alreadyExists {
                continue
            } catch {
                throw OutputError("cannot create folder '\(current)': \(error.detail)")
            }
        }
    }
}

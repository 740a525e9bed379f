import MockgenFrontEnd
import MockgenGenerator

/// Pruning by use, the driver's half: the names the Swift files of the `--used-in` folders
/// mention (`ReferencedIdentifiers`), which `GenerationFacts.usedNames` then prunes the mocks by.
///
/// The mocks' own declarations are no use of them, so these files are not read: the run's
/// output file, every file under its output folder, and any file mockgen generated (it starts
/// with `MockGenerator.header`), such as the output of another run kept in the same folder.
struct UsedNamesScan {
    let fileSystem: any FileSystem
    let sizeLimit: Int
    let log: DriverLog

    /// The names the Swift files of `folders` mention; nil after reporting a folder or file that
    /// cannot be read (a mistyped `--used-in` must not quietly prune every mock).
    func names(in folders: [String], output: String?, outputDirectory: String?) -> Set<String>? {
        let outputFile = output.flatMap { try? fileSystem.status(of: $0, followingLinks: true).identity }
        var discovery = SourceDiscovery(fileSystem: fileSystem, excludes: [], skippedFile: outputFile)
        let found = discovery.discover(folders)
        found.warnings.forEach(log.warning)
        found.errors.forEach(log.error)
        if !found.errors.isEmpty { return nil }
        let outputFolder = outputDirectory.map { SourceDiscovery.normalized($0) + "/" }
        var names = Set<String>()
        var (read, generated) = (0, 0)
        for input in found.inputs where input.path.hasSuffix(".swift") {
            if let outputFolder, input.path.hasPrefix(outputFolder) { continue }
            let contents: FileContents?
            do {
                contents = try fileSystem.readFile(
                    input.path, sizeLimit: sizeLimit, skippingIf: { $0.identity == outputFile })
            } catch {
                log.error(SourceDiscovery.describe(error, path: input.path, subject: .file))
                return nil
            }
            guard let bytes = contents?.bytes else { continue }
            if Self.isGenerated(bytes) {
                generated += 1
                continue
            }
            read += 1
            names.formUnion(ReferencedIdentifiers.names(in: bytes))
        }
        log.info("read \(read) files of \(folders.map { "'\($0)'" }.joined(separator: ", ")) for the mocks they name"
            + (generated > 0 ? " (skipped \(generated) generated files)" : ""))
        return names
    }

    /// True when `bytes` start with the first line of mockgen's header.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let firstLine = Array((MockGenerator.header.split(separator: "\n").first ?? "").utf8)
        return !firstLine.isEmpty && bytes.starts(with: firstLine)
    }
}

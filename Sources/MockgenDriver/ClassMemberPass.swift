import MockgenFrontEnd
import MockgenGenerator

/// The second parse class mocks need. The first pass parses members only of marked classes
/// (and of every class with `--all-classes`); a mocked class's superclasses among the inputs
/// may be unmarked, or in files the prescan left unparsed. This pass parses those files
/// again, asking for the members of just the classes needed, until no mocked class lacks any.
struct ClassMemberPass {
    let fileSystem: any FileSystem
    let sizeLimit: Int
    let log: DriverLog

    /// `models` with the members of every class the mocks need; `unparsed` are the paths the
    /// first pass read but did not parse. Nil after reporting a file that can no longer be read.
    func complete(_ models: [SourceFileModel], unparsed: [String], options: GeneratorOptions) -> [SourceFileModel]? {
        var models = models
        var requested: [String: Set<String>] = [:]
        // Superclasses no parsed file declares may be in the files the prescan skipped.
        let unknown = MockGenerator.unknownSuperclasses(models, options: options)
        if !unknown.isEmpty {
            for path in unparsed {
                guard let bytes = read(path) else { return nil }
                guard bytes.withUnsafeBufferPointer(ClassPrescan.mayDeclareClass) else { continue }
                let model = FrontEnd.parse(bytes, path: path, parsingMembersOf: unknown)
                if let index = models.firstIndex(where: { $0.path == path }) { models[index] = model } else { models.append(model) }
                requested[path] = unknown
            }
        }
        // Each round parses the files of classes whose members are missing; a chain of N
        // classes across files needs at most N rounds.
        for _ in 0..<64 {
            let missing = MockGenerator.classesMissingMembers(models, options: options)
                .filter { path, names in !names.isSubset(of: requested[path] ?? []) }
            if missing.isEmpty { return models }
            for (path, names) in missing.sorted(by: { $0.key < $1.key }) {
                guard let bytes = read(path) else { return nil }
                let wanted = names.union(requested[path] ?? [])
                requested[path] = wanted
                log.info("  \(path): parsed again for the members of \(wanted.sorted().joined(separator: ", "))")
                let model = FrontEnd.parse(bytes, path: path, parsingMembersOf: wanted)
                if let index = models.firstIndex(where: { $0.path == path }) { models[index] = model } else { models.append(model) }
            }
        }
        return models
    }

    private func read(_ path: String) -> [UInt8]? {
        do throws(FileSystemError) {
            return try fileSystem.readFile(path, sizeLimit: sizeLimit)
        } catch {
            log.error(SourceDiscovery.describe(error, path: path, subject: .file))
            return nil
        }
    }
}

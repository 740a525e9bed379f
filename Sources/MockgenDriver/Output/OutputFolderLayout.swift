import MockgenGenerator

/// Which file of an `--output-dir` folder each mock goes to, and the bytes of every file.
/// Pure: the same mocks and options give the same files, whatever the order of the inputs.
///
/// - One file per source file (the default): the mocks of `<root>/Feature/Models.swift` go to
///   `Feature/Feature.Models+Mocks.swift`. The folders mirror the inputs' folders relative to
///   the common root of the given paths, and the file name carries the whole relative path,
///   because a Swift module cannot hold two files with the same name (two `Models.swift` in
///   different folders must not give two `Models+Mocks.swift`).
/// - `shards` files: mocks go to `Mocks+Shard<k>of<N>.swift` by a stable hash of the
///   protocol's qualified name (`ShardAssignment`), so adding a protocol changes one shard.
/// - With `everySource` (the source files read), every one of them gets its file, empty of
///   mocks when it declares none: the files are known from the inputs alone, as a build system
///   that declares outputs in advance needs.
///
/// Mocks share nothing, so there is no file besides these. (Earlier versions also wrote
/// `MockgenShared.swift`; it starts with the generated header, so a folder run removes it.)
struct OutputFolderLayout {
    /// A file of the folder: its path relative to the folder and its bytes, in pieces.
    struct File: Equatable {
        var relativePath: String
        var pieces: [String]
    }

    /// The suffix of every per-source file (also the mark of a per-source file in messages).
    static let mockFileSuffix = "+Mocks.swift"

    /// The files to write, sorted by relative path; or the message for two sources whose
    /// generated files would have the same name (a module cannot compile them together).
    static func files(
        for generated: GeneratedMocks, roots: [String], shards: Int?, everySource: [String]? = nil,
        options: GeneratorOptions
    ) -> Result<[File], OutputError> {
        var groups: [String: [GeneratedMock]] = [:]
        var sourceOfFile: [String: String] = [:]
        var fileOfBaseName: [String: String] = [:]
        let root = commonRoot(of: roots, sourcePaths: Set(generated.mocks.map(\.sourcePath) + (everySource ?? [])))
        /// The file of a source's mocks, or the message for a name another source already has.
        func path(forSource sourcePath: String) -> Result<String, OutputError> {
            let relativePath = mockFilePath(forSource: sourceComponents(of: sourcePath, under: root))
            if let other = sourceOfFile[relativePath], other != sourcePath {
                return .failure(OutputError("'\(other)' and '\(sourcePath)' would both write '\(relativePath)'"))
            }
            sourceOfFile[relativePath] = sourcePath
            let baseName = lastComponent(relativePath).lowercased()
            if let other = fileOfBaseName[baseName], other != relativePath {
                return .failure(OutputError(
                    "'\(other)' and '\(relativePath)' would have the same file name in one module; "
                        + "rename one of their sources"))
            }
            fileOfBaseName[baseName] = relativePath
            return .success(relativePath)
        }
        if shards == nil {
            for sourcePath in everySource ?? [] {
                switch path(forSource: sourcePath) {
                case .success(let relativePath): groups[relativePath, default: []] += []
                case .failure(let error): return .failure(error)
                }
            }
        }
        for mock in generated.mocks {
            let relativePath: String
            if let shards {
                relativePath = shardFileName(ShardAssignment.shard(of: mock.protocolName, count: shards), of: shards)
            } else {
                switch path(forSource: mock.sourcePath) {
                case .success(let found): relativePath = found
                case .failure(let error): return .failure(error)
                }
            }
            groups[relativePath, default: []].append(mock)
        }
        let files = groups.map {
            File(relativePath: $0.key, pieces: MockGenerator.fileSource(for: $0.value, options: options))
        }
        return .success(files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) })
    }

    /// `Feature/Sub/Feature.Sub.Models+Mocks.swift` for `["Feature", "Sub", "Models.swift"]`.
    static func mockFilePath(forSource components: [String]) -> String {
        var components = components
        let name = components.removeLast()
        let suffix = [".swift", ".swiftinterface"].first { name.hasSuffix($0) }
        let stem = suffix.map { String(name.dropLast($0.count)) } ?? name
        let fileName = (components + [stem]).joined(separator: ".") + mockFileSuffix
        return (components + [fileName]).joined(separator: "/")
    }

    /// `Mocks+Shard03of16.swift`: zero-padded so the files sort in shard order.
    static func shardFileName(_ shard: Int, of count: Int) -> String {
        let width = String(count).count
        let number = String(shard + 1)
        return "Mocks+Shard" + String(repeating: "0", count: width - number.count) + number + "of\(count).swift"
    }

    /// The path components of the deepest folder holding every root (a root that is one of
    /// the source files counts as its folder).
    static func commonRoot(of roots: [String], sourcePaths: Set<String>) -> [String] {
        let folders = roots.map { root -> [String] in
            let components = pathComponents(root)
            return sourcePaths.contains(root) ? Array(components.dropLast()) : components
        }
        guard var common = folders.first else { return [] }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common
    }

    /// The components that name the mock file of `path` below `root`: `relativeComponents`,
    /// except that an interface read from a `.swiftmodule` folder or an `.xcframework` is named
    /// after its module (`SDK/Ledger.xcframework/ios-arm64/…/Ledger.swiftmodule/arm64-apple-ios.swiftinterface`
    /// gives `SDK/Ledger`), so the file does not change with the interface `--platform` chose.
    static func sourceComponents(of path: String, under root: [String]) -> [String] {
        let relative = relativeComponents(of: path, under: root)
        let components = pathComponents(path)
        guard InterfaceDiscovery.isInterface(components.last ?? ""),
              let bundle = components.firstIndex(where: InterfaceDiscovery.isBinaryModule),
              let module = components.last(where: { $0.hasSuffix(".swiftmodule") })
        else { return relative }
        let kept = max(0, relative.count - (components.count - bundle))
        return Array(relative.prefix(kept)) + [String(module.dropLast(".swiftmodule".count))]
    }

    /// The components of `path` below `root` (just the file name when it is not below it).
    static func relativeComponents(of path: String, under root: [String]) -> [String] {
        let components = pathComponents(path)
        if components.count > root.count && Array(components.prefix(root.count)) == root {
            return Array(components.dropFirst(root.count))
        }
        return [components.last ?? path]
    }

    /// Non-empty components, with `.` dropped except as the whole path (`./A/b.swift` is `A/b.swift`).
    static func pathComponents(_ path: String) -> [String] {
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        return (path.hasPrefix("/") ? ["/"] : []) + components
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

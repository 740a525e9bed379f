import MockgenFrontEnd

/// When a mocked protocol inherits one that neither the inputs nor `--context` declare, looks
/// for it in the package checkouts next to the inputs (`<package>/.build/checkouts/*/Sources/*`)
/// and names the folder to pass with `--context`.
struct ContextSuggestions {
    let fileSystem: any FileSystem
    /// Files larger than this are not searched.
    let sizeLimit: Int

    /// Parents that `files` do not declare, of the mocked protocols that were warned about
    /// (`warned`: the paths and offsets the warnings point at, which are the protocols' own).
    static func unknownParents(
        of mocked: [String], warnedAt warned: Set<WarnedPlace>, in files: [SourceFileModel]
    ) -> Set<String> {
        let index = ProtocolIndex(files: files)
        let wanted = Set(mocked)
        var names = Set<String>()
        for decl in index.protocols
        where warned.contains(WarnedPlace(path: decl.path, offset: decl.location.offset))
            && wanted.contains(decl.qualifiedName) {
            for parent in index.resolve(decl).0.externalInheritance {
                if case .named(let components) = parent.kind, let last = components.last {
                    names.insert(last.name.withoutBackticks)
                }
            }
        }
        return names
    }

    /// Where a diagnostic points: a file and an offset in it.
    struct WarnedPlace: Hashable {
        let path: String
        let offset: Int
    }

    /// For each name a module folder of a checkout declares it in, that folder (the first in
    /// sorted order). `checkoutFolders` come from `checkoutFolders(near:)`.
    func folders(declaring names: Set<String>, inCheckouts checkoutFolders: [String]) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for checkouts in checkoutFolders {
            for package in sortedContents(checkouts) {
                let sources = "\(checkouts)/\(package)/Sources"
                for module in sortedContents(sources) where found.count < names.count {
                    let folder = "\(sources)/\(module)"
                    for name in declaredProtocols(in: folder, among: names) where found[name] == nil {
                        found[name] = folder
                    }
                }
            }
        }
        return found
    }

    /// `.build/checkouts` of the packages enclosing the inputs (the nearest `Package.swift` above each).
    func checkoutFolders(near inputs: [String]) -> [String] {
        var result: [String] = []
        for input in inputs {
            var folder = input.hasSuffix(".swift") ? parent(of: input) : input
            for _ in 0..<32 {
                if exists("\(folder)/Package.swift", kind: .regularFile) {
                    let checkouts = folder == "." ? ".build/checkouts" : "\(folder)/.build/checkouts"
                    if exists(checkouts, kind: .directory) && !result.contains(checkouts) { result.append(checkouts) }
                    break
                }
                let up = parent(of: folder)
                if up == folder { break }
                folder = up
            }
        }
        return result
    }

    /// Protocols among `names` declared in the Swift files under `folder` (a file is parsed
    /// only when its bytes contain `protocol <name>`).
    private func declaredProtocols(in folder: String, among names: Set<String>) -> [String] {
        var declared: [String] = []
        var pending = [folder]
        var visited = 0
        while let current = pending.popLast(), visited < 10_000 {
            visited += 1
            for entry in sortedContents(current) where !entry.hasPrefix(".") {
                let path = "\(current)/\(entry)"
                guard let status = try? fileSystem.status(of: path, followingLinks: false) else { continue }
                if status.kind == .directory {
                    pending.append(path)
                } else if status.kind == .regularFile, entry.hasSuffix(".swift"), status.size <= sizeLimit,
                          let bytes = try? fileSystem.readFile(path, sizeLimit: sizeLimit) {
                    let candidates = Self.namesAfterProtocolKeyword(in: bytes, among: names)
                    guard !candidates.isEmpty else { continue }
                    let model = SourceSet.read(bytes, path: path, options: ReadOptions(parsesEveryFile: true)).model
                    declared += (model?.protocols ?? [])
                        .filter { $0.enclosingTypes.isEmpty && candidates.contains($0.name) }.map(\.name)
                }
            }
        }
        return declared
    }

    /// The names among `names` that the bytes `protocol ` are directly followed by somewhere
    /// in `bytes` (as a prefix: `protocol ServiceBase` counts for `Service`), in one pass.
    static func namesAfterProtocolKeyword(in bytes: [UInt8], among names: Set<String>) -> Set<String> {
        let keyword = Array("protocol ".utf8)
        var found = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= keyword.count else { return }
            var i = 0
            while i <= buffer.count - keyword.count {
                defer { i += 1 }
                guard buffer[i] == keyword[0], buffer[i..<(i + keyword.count)].elementsEqual(keyword) else { continue }
                let rest = buffer[(i + keyword.count)...]
                for name in names where !found.contains(name) && rest.starts(with: name.utf8) { found.insert(name) }
            }
        }
        return found
    }

    private func sortedContents(_ folder: String) -> [String] {
        ((try? fileSystem.contentsOfDirectory(folder)) ?? []).sorted()
    }

    private func exists(_ path: String, kind: FileStatus.Kind) -> Bool {
        (try? fileSystem.status(of: path, followingLinks: true))?.kind == kind
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

import MockgenFrontEnd

/// Finds the package the inputs belong to when `--package-path` is not given, as SwiftPM finds
/// the package of its current folder: the nearest folder at or above each input holding a
/// `Package.swift`. The driver then reads that package's settings for the inputs' target as it
/// does for `--package-path` (`PackageAvailability`), unless the manifest's text mentions no
/// setting mockgen reads, which spares running the package manager.
struct PackageDiscovery {
    let fileSystem: any FileSystem

    /// What the search found for all the inputs.
    enum Outcome: Equatable {
        /// No input is inside a package.
        case none
        /// The inputs inside a package are all in this one: its folder (absolute, links
        /// resolved), and each such input's path relative to it ("" for the folder itself).
        case package(folder: String, inputs: [String])
        /// The inputs are spread over several packages (their folders, sorted).
        case several([String])
    }

    /// The package of `inputs` (files or folders). An input that cannot be resolved (a path
    /// that does not exist) is left out; its error comes from reading it.
    func package(of inputs: [String]) -> Outcome {
        var found: [String: [String]] = [:]
        for input in inputs {
            guard let absolute = try? fileSystem.resolvingSymbolicLinks(input),
                  let (folder, relative) = nearestPackage(above: absolute) else { continue }
            found[folder, default: []].append(relative)
        }
        guard let (folder, relative) = found.first else { return .none }
        return found.count == 1 ? .package(folder: folder, inputs: relative) : .several(found.keys.sorted())
    }

    /// The nearest folder at or above `path` (absolute) holding a `Package.swift`, and `path`
    /// relative to it.
    func nearestPackage(above path: String) -> (folder: String, relative: String)? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var below: [String] = []
        while true {
            let folder = "/" + components.joined(separator: "/")
            let manifest = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
            if (try? fileSystem.status(of: manifest, followingLinks: true))?.kind == .regularFile {
                return (folder, below.reversed().joined(separator: "/"))
            }
            guard let last = components.popLast() else { return nil }
            below.append(last)
        }
    }

    /// The words one of which a manifest mentions when it sets anything mockgen reads: every
    /// build setting is in `swiftSettings`, and default traits in `traits`.
    static let settingWords = ["swiftSettings", "traits"]

    /// Whether the manifests of the package at `folder` (`Package.swift` and any
    /// `Package@swift-….swift`) may set what mockgen reads; true when one cannot be read.
    func manifestMaySetAnything(_ folder: String) -> Bool {
        let names = (try? fileSystem.contentsOfDirectory(folder))?.filter(Self.isManifest) ?? ["Package.swift"]
        return names.contains { name in
            guard let bytes = try? fileSystem.readFile(folder + "/" + name, sizeLimit: LibraryFolders.manifestSizeLimit)
            else { return true }
            let text = String(decoding: bytes, as: UTF8.self)
            return Self.settingWords.contains { text.containsText($0) }
        }
    }

    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    /// The target of `swift package dump-package` output whose folder holds every one of
    /// `inputs` (relative to the package's folder): its `path`, else `Sources/<name>` (or
    /// `Source`, `src`, `srcs`), `Tests/<name>` for a test target, `Plugins/<name>` for a plugin;
    /// nil when no one target holds them all.
    static func target(holding inputs: [String], inDumpPackage json: [UInt8]) -> String? {
        guard !inputs.isEmpty, let manifest = JSONValue.parse(json) else { return nil }
        for target in manifest["targets"]?.array ?? [] {
            guard let name = target["name"]?.string else { continue }
            let folders: [String]
            if let path = target["path"]?.string {
                folders = [path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")]
            } else {
                switch target["type"]?.string {
                case "test": folders = ["Tests/\(name)"]
                case "plugin": folders = ["Plugins/\(name)"]
                default: folders = LibraryFolders.targetsFolderNames.sorted().map { "\($0)/\(name)" }
                }
            }
            let holdsEveryInput = inputs.allSatisfy { input in
                folders.contains { input == $0 || input.hasPrefix($0 + "/") }
            }
            if holdsEveryInput { return name }
        }
        return nil
    }

    /// Whether `swift package dump-package` output declares a target named `name`.
    static func hasTarget(named name: String, inDumpPackage json: [UInt8]) -> Bool {
        JSONValue.parse(json)?["targets"]?.array?.contains { $0["name"]?.string == name } ?? false
    }
}

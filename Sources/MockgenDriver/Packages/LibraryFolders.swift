/// Which folders of a package hold declarations that another package's code can see, for
/// searching `--context` folders (`SourceDiscovery.librariesOnly`): a folder holding a
/// `Package.swift` is a package, and of it only the library targets' folders are read. Those
/// are the folders of `Sources/` (or `Source/`, `src/`, `srcs/`, as SwiftPM looks for them),
/// except the executable, test, plugin and macro targets the manifest names (`ManifestTargets`)
/// and any folder holding a `main.swift` (an executable); and the `path:` of a library target
/// that keeps its files elsewhere. Everything else of a package (`Tests/`, `Examples/`,
/// `Benchmarks/`, `Snippets/`, `Plugins/`, `IntegrationTests/`, the manifest itself) is
/// skipped: no library of it is built from those files. Folders outside any package are read
/// whole, as before.
enum LibraryFolders {
    /// The folders SwiftPM looks in for targets without a `path:`.
    static let targetsFolderNames: Set<String> = ["Sources", "Source", "src", "srcs"]
    /// Manifests are read at most this large.
    static let manifestSizeLimit = 1 << 20

    /// Where a folder being searched sits.
    enum Place: Sendable {
        /// In no package found by the search: the folder given, or one holding packages
        /// (`.build/checkouts`).
        case outsidePackage
        /// A package's own folder.
        case packageRoot(ManifestTargets)
        /// A package's folder of targets (`Sources`).
        case targetsFolder(ManifestTargets)
        /// On the way to the folders of library targets with a `path:` of their own: the
        /// components of those paths still to go.
        case towardsLibraryPaths([[String]])
        /// A target's own folder, its listing not yet seen.
        case targetFolder
        /// Inside a library target's folder: everything is read.
        case insideTarget

        /// Whether an entry of a folder at this place is searched.
        func admits(_ name: String, isFile: Bool) -> Bool {
            switch self {
            case .outsidePackage, .targetFolder, .insideTarget:
                true
            case .packageRoot(let targets):
                !isFile && (targetsFolderNames.contains(name)
                    || targets.libraryPathComponents.contains { $0.first == name })
            case .targetsFolder(let targets):
                !isFile && !targets.nonLibraryNames.contains(name)
            case .towardsLibraryPaths(let paths):
                paths.contains { $0.first == name }
            }
        }

        /// The place of the folder `name` inside a folder at this place.
        func inside(_ name: String) -> Place {
            switch self {
            case .outsidePackage: return .outsidePackage
            case .targetFolder, .insideTarget: return .insideTarget
            case .targetsFolder: return .targetFolder
            case .packageRoot(let targets):
                if targetsFolderNames.contains(name) { return .targetsFolder(targets) }
                return Self.towards(targets.libraryPathComponents, through: name)
            case .towardsLibraryPaths(let paths):
                return Self.towards(paths, through: name)
            }
        }

        private static func towards(_ paths: [[String]], through name: String) -> Place {
            let rest = paths.filter { $0.first == name }.map { Array($0.dropFirst()) }
            return rest.contains(where: \.isEmpty) ? .targetFolder : .towardsLibraryPaths(rest)
        }
    }

    /// The place of `folder`, whose entries are `listing`, searched from a folder at `place`:
    /// a package's own folder when it holds a `Package.swift` (read with `fileSystem`); nil
    /// when the folder is skipped whole (a target's folder holding `main.swift`).
    static func enter(
        _ folder: String, listing: [DirectoryEntry], at place: Place, fileSystem: any FileSystem
    ) -> Place? {
        switch place {
        case .outsidePackage:
            guard listing.contains(where: { $0.name == "Package.swift" && $0.kind != .directory }) else { return place }
            let manifest = (try? fileSystem.readFile(folder + "/Package.swift", sizeLimit: manifestSizeLimit)) ?? []
            return .packageRoot(ManifestTargets(manifest: manifest))
        case .targetFolder:
            return listing.contains { $0.name == "main.swift" && $0.kind != .directory } ? nil : .insideTarget
        case .packageRoot, .targetsFolder, .towardsLibraryPaths, .insideTarget:
            return place
        }
    }
}

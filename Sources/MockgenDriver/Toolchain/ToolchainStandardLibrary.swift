import MockgenFrontEnd
import MockgenGenerator

/// Finds the standard library's interfaces in a toolchain folder and reads them into
/// `StandardLibraryKnowledge`:
/// `<toolchain>/usr/lib/swift/<platform>/Swift.swiftmodule/<target>.swiftinterface` and the
/// same for `_Concurrency`.
enum ToolchainStandardLibrary {
    /// The modules whose interfaces declare the standard protocols.
    static let modules = ["Swift", "_Concurrency"]

    /// The interface files of `toolchain`, or a message saying what is missing.
    static func interfacePaths(
        in toolchain: String, fileSystem: any FileSystem
    ) -> Result<[String], PackageAvailability.Failure> {
        let lib = toolchain + "/usr/lib/swift"
        var platforms = ((try? fileSystem.contentsOfDirectory(lib)) ?? []).sorted()
        // The platform this tool runs on first.
        #if os(Linux)
        platforms = platforms.filter { $0 == "linux" } + platforms.filter { $0 != "linux" }
        #elseif os(macOS)
        platforms = platforms.filter { $0 == "macosx" } + platforms.filter { $0 != "macosx" }
        #endif
        for platform in platforms {
            let found = modules.compactMap { module -> String? in
                let folder = "\(lib)/\(platform)/\(module).swiftmodule"
                let names = ((try? fileSystem.contentsOfDirectory(folder)) ?? []).sorted()
                let interface = names.first {
                    $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
                }
                return interface.map { "\(folder)/\($0)" }
            }
            if found.count == modules.count { return .success(found) }
        }
        return .failure(
            .init(message: "no standard-library interface (Swift.swiftmodule/<target>.swiftinterface) under '\(lib)'"))
    }

    /// The toolchain of the first `swift` on `searchPath` (the `PATH` variable) that has the
    /// standard library's interfaces: `swift` resolved through symbolic links is
    /// `<toolchain>/usr/bin/swift` (or another tool of that folder).
    static func toolchain(onSearchPath searchPath: String, fileSystem: any FileSystem) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            guard let resolved = try? fileSystem.resolvingSymbolicLinks("\(folder)/swift") else { continue }
            let bin = AtomicFileWriter.folder(of: resolved)
            guard bin.hasSuffix("/usr/bin") else { continue }
            let root = String(bin.dropLast("/usr/bin".count))
            if case .success = interfacePaths(in: root, fileSystem: fileSystem) { return root }
        }
        return nil
    }

    /// The knowledge of `toolchain`, from `cache` when it holds it for the current interfaces,
    /// else read from the interfaces and stored there; `fromCache` says which.
    static func knowledge(
        of toolchain: String, fileSystem: any FileSystem, cache: StandardLibraryCache?
    ) -> Result<(knowledge: StandardLibraryKnowledge, fromCache: Bool), PackageAvailability.Failure> {
        guard let cache else { return knowledge(of: toolchain, fileSystem: fileSystem).map { ($0, false) } }
        return interfacePaths(in: toolchain, fileSystem: fileSystem).flatMap { paths in
            let stamps = cache.stamps(of: paths)
            if let stamps, let cached = cache.load(toolchain: toolchain, stamps: stamps) {
                return .success((cached, true))
            }
            return knowledge(of: toolchain, fileSystem: fileSystem).map { learned in
                if let stamps { try? cache.store(learned, toolchain: toolchain, stamps: stamps) }
                return (learned, false)
            }
        }
    }

    /// Reads and parses the toolchain's standard-library interfaces.
    static func knowledge(
        of toolchain: String, fileSystem: any FileSystem
    ) -> Result<StandardLibraryKnowledge, PackageAvailability.Failure> {
        interfacePaths(in: toolchain, fileSystem: fileSystem).flatMap { paths in
            var interfaces: [(bytes: [UInt8], path: String)] = []
            for path in paths {
                do throws(FileSystemError) {
                    let bytes = try fileSystem.readFile(path, sizeLimit: DriverOptions.defaultMaximumFileSize)
                    interfaces.append((bytes, path))
                } catch {
                    let message = "cannot read the standard library's interface '\(path)': \(error.detail)"
                    return .failure(.init(message: message))
                }
            }
            // Only what the generator consults is kept: a small cache file, read in a few milliseconds.
            let knowledge = StandardLibraryKnowledge.read(interfaces)
            return .success(knowledge.restricted(to: MockGenerator.standardProtocolsFromToolchain))
        }
    }
}

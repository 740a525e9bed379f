#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockgenFrontEnd

/// What mockgen learned from a toolchain's standard-library interfaces, kept in a small file so
/// that later runs read it instead of parsing megabytes of interface.
///
/// One JSON file per toolchain under the cache folder (`$XDG_CACHE_HOME/mockgen`, else
/// `~/.cache/mockgen`), named after a hash of the toolchain's path. It records the path, size
/// and modification time of each interface it was learned from, and the cache format: when any
/// of them differs (a new toolchain installed in the same place, a newer mockgen), the file is
/// stale and is rewritten. A cache that cannot be read or written only costs the parse.
struct StandardLibraryCache {
    /// Changes whenever the encoded model or what `StandardLibraryKnowledge.read` keeps changes.
    static let formatVersion = 9

    let fileSystem: any FileSystem
    /// The folder holding the cache files.
    let folder: String

    /// One interface file as the cache saw it.
    struct Stamp: Codable, Hashable, Sendable {
        var path: String
        var size: Int
        var modificationTime: Int64
    }

    /// The stored file: the stamps it is valid for, and the knowledge.
    private struct Entry: Codable {
        var format: Int
        var stamps: [Stamp]
        var knowledge: StandardLibraryKnowledge
    }

    /// The cache folder the environment names, or nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
    static func folder(environment: (String) -> String?) -> String? {
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/mockgen" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.cache/mockgen" }
        return nil
    }

    /// The current stamps of `paths`, or nil when one cannot be examined.
    func stamps(of paths: [String]) -> [Stamp]? {
        var stamps: [Stamp] = []
        for path in paths {
            guard let status = try? fileSystem.status(of: path, followingLinks: true) else { return nil }
            stamps.append(Stamp(path: path, size: status.size, modificationTime: status.modificationTime))
        }
        return stamps
    }

    /// The knowledge stored for `toolchain`, if it was learned from interfaces with exactly these stamps.
    func load(toolchain: String, stamps: [Stamp]) -> StandardLibraryKnowledge? {
        let sizeLimit = DriverOptions.defaultMaximumFileSize
        guard let bytes = try? fileSystem.readFile(file(for: toolchain), sizeLimit: sizeLimit),
              let entry = try? JSONDecoder().decode(Entry.self, from: Data(bytes)),
              entry.format == Self.formatVersion, entry.stamps == stamps else { return nil }
        return entry.knowledge
    }

    /// Stores `knowledge` for `toolchain`, replacing the file atomically.
    func store(_ knowledge: StandardLibraryKnowledge, toolchain: String, stamps: [Stamp]) throws {
        let data = try JSONEncoder().encode(Entry(format: Self.formatVersion, stamps: stamps, knowledge: knowledge))
        createFolders()
        try AtomicFileWriter(fileSystem: fileSystem)
            .write([String(decoding: data, as: UTF8.self)], to: file(for: toolchain), permissions: 0o644)
    }

    /// `<folder>/standard-library-<hash of the toolchain path>.json`.
    func file(for toolchain: String) -> String {
        // FNV-1a: stable across runs and platforms, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in toolchain.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\(folder)/standard-library-\(String(hash, radix: 16)).json"
    }

    /// Creates the cache folder and its missing parents (`~/.cache` may not exist yet).
    private func createFolders() {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            try? fileSystem.createDirectory(path)
        }
    }
}

import MockgenFrontEnd

/// Finds the one `.swiftinterface` to read in a binary module: a `Name.swiftmodule` folder (one
/// interface per target triple) or a `Name.xcframework` (one library per platform, each with
/// its `.swiftmodule` folder).
///
/// The platform is `--platform`'s, else the host's. In a `.swiftmodule` folder, the interfaces
/// for that platform win, the one for the host's processor first; without one, the first in
/// byte order is taken, unless the platform was asked for, which is an error naming the
/// platforms there are. The public interface is preferred; `Name.private.swiftinterface` (SPI
/// declarations too) is taken only when there is no public one, and `.package.swiftinterface`
/// only when there is neither. An xcframework's library is chosen the same way among those its
/// `Info.plist` lists (the first by identifier when none is for the platform). Each choice is
/// told in a note.
struct InterfaceDiscovery {
    /// What one binary module gave.
    struct Found {
        var files: [String] = []
        var notes: [String] = []
        var errors: [String] = []
    }

    let fileSystem: any FileSystem
    /// `--platform`; nil takes `host`'s when there is one for it.
    let platform: TargetPlatform?
    var host = TargetPlatform.host
    var hostArchitecture = TargetPlatform.hostArchitecture

    /// The largest `Info.plist` read.
    static let infoSizeLimit = 4 << 20

    /// A folder to read as a binary module rather than to search.
    static func isBinaryModule(_ name: String) -> Bool {
        name.hasSuffix(".swiftmodule") || name.hasSuffix(".xcframework")
    }

    static func isInterface(_ name: String) -> Bool { InterfaceHeader.isInterfacePath(name) }

    /// In a listing of interfaces: `X.private.swiftinterface` when `X.swiftinterface` is there
    /// too, `X.package.swiftinterface` when either is; those are never read beside it.
    static func isShadowed(_ name: String, among names: Set<String>) -> Bool {
        guard isInterface(name) else { return false }
        let (stem, kind) = split(name)
        switch kind {
        case .public: return false
        case .private: return names.contains(stem + ".swiftinterface")
        case .package:
            return names.contains(stem + ".swiftinterface") || names.contains(stem + ".private.swiftinterface")
        }
    }

    /// Reads `path`, a `.swiftmodule` folder or an `.xcframework`.
    func resolve(_ path: String) -> Found {
        path.hasSuffix(".xcframework") ? xcframework(path) : module(path, for: platform, asked: platform != nil)
    }

    // MARK: - .swiftmodule folders

    private enum Kind: Int, Comparable {
        case `public`, `private`, package
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `arm64-apple-ios.private.swiftinterface` -> (`arm64-apple-ios`, .private).
    private static func split(_ name: String) -> (stem: String, kind: Kind) {
        let stem = String(name.dropLast(".swiftinterface".count))
        if stem.hasSuffix(".private") { return (String(stem.dropLast(".private".count)), .private) }
        if stem.hasSuffix(".package") { return (String(stem.dropLast(".package".count)), .package) }
        return (stem, .public)
    }

    /// The interface of the `.swiftmodule` folder at `folder` for `wanted` (else the host's
    /// platform); `asked` makes a folder with none for it an error.
    func module(_ folder: String, for wanted: TargetPlatform?, asked: Bool) -> Found {
        var found = Found()
        let names: [String]
        do {
            names = try fileSystem.directoryEntries(folder)
                .filter { $0.kind != .directory && Self.isInterface($0.name) && !$0.name.hasPrefix(".") }
                .map(\.name)
        } catch {
            found.errors.append(SourceDiscovery.describe(error, path: folder, subject: .folder))
            return found
        }
        let interfaces = names.map { name in (name: name, split: Self.split(name)) }
        guard let kind = interfaces.map(\.split.kind).min() else {
            found.errors.append(
                "'\(folder)' holds no .swiftinterface: the module was built without library evolution; "
                    + "build it with -enable-library-evolution -emit-module-interface, or read its sources")
            return found
        }
        let candidates = interfaces.filter { $0.split.kind == kind }.map(\.name).sorted(by: ByteOrder.precedes)
        let target = wanted ?? host
        let forTarget = candidates.filter { TargetPlatform(triple: Self.split($0).stem) == target }
        let chosen: String
        var reason: String
        if let first = forTarget.first {
            chosen = forTarget.first { TargetPlatform.architecture(ofTriple: $0) == hostArchitecture } ?? first
            reason = asked ? "the interface for --platform \(target.name)" : "the interface for \(target.name)"
            if wanted == nil { reason += ", this machine's platform" }
        } else if asked {
            found.errors.append(
                "'\(folder)' has no interface for platform '\(target.name)'; "
                    + "it has interfaces for \(Self.platforms(of: candidates))")
            return found
        } else {
            chosen = candidates[0]
            reason = candidates.count == 1
                ? "its only interface"
                : "the first by name: none is for \(target.name) (--platform chooses among "
                    + "\(Self.platforms(of: candidates)))"
        }
        switch kind {
        case .public: break
        case .private: reason += "; there is no public interface, so SPI declarations are read too"
        case .package: reason += "; there is no public or private interface"
        }
        found.files.append(folder + "/" + chosen)
        found.notes.append("'\(folder)': reading '\(chosen)', \(reason)")
        return found
    }

    /// `ios, ios-simulator, macos`: the distinct platforms of interface names, in name order
    /// (a name that is not a triple stands for itself).
    private static func platforms(of names: [String]) -> String {
        var listed: [String] = []
        for name in names {
            let stem = split(name).stem
            let platform = TargetPlatform(triple: stem)?.name ?? stem
            if !listed.contains(platform) { listed.append(platform) }
        }
        return listed.joined(separator: ", ")
    }

    // MARK: - .xcframework folders

    /// The interface of the library of the xcframework at `folder` for the platform.
    func xcframework(_ folder: String) -> Found {
        var found = Found()
        let infoPath = folder + "/Info.plist"
        let info: XCFrameworkInfo
        do {
            let bytes = try fileSystem.readFile(infoPath, sizeLimit: Self.infoSizeLimit)
            switch XCFrameworkInfo.decode(bytes) {
            case .success(let decoded): info = decoded
            case .failure(let failure):
                found.errors.append("cannot read '\(infoPath)': \(failure.reason)")
                return found
            }
        } catch {
            found.errors.append(SourceDiscovery.describe(error, path: infoPath, subject: .file))
            return found
        }
        let libraries = info.libraries.sorted { ByteOrder.precedes($0.identifier, $1.identifier) }
        let target = platform ?? host
        let library: XCFrameworkInfo.Library
        let reason: String
        if let match = libraries.first(where: { $0.targetPlatform == target }) {
            library = match
            reason = platform == nil ? "the library for \(target.name), this machine's platform"
                : "the library for --platform \(target.name)"
        } else if platform == nil, let first = libraries.first {
            library = first
            reason = libraries.count == 1 ? "its only library"
                : "the first by identifier: none is for \(target.name) (--platform chooses among "
                    + "\(Self.platforms(ofLibraries: libraries)))"
        } else {
            found.errors.append(
                libraries.isEmpty ? "'\(infoPath)' lists no libraries"
                    : "'\(folder)' has no library for platform '\(target.name)'; "
                        + "it has libraries for \(Self.platforms(ofLibraries: libraries))")
            return found
        }
        found.notes.append("'\(folder)': reading library '\(library.identifier)', \(reason)")
        let modules = moduleFolders(of: library, in: folder)
        guard !modules.isEmpty else {
            found.errors.append(
                "library '\(library.identifier)' of '\(folder)' holds no Swift module (Name.swiftmodule folder); "
                    + "for an Objective-C library, pass its headers folder")
            return found
        }
        for module in modules {
            let inner = self.module(module, for: library.targetPlatform, asked: false)
            found.files += inner.files
            found.notes += inner.notes
            found.errors += inner.errors
        }
        return found
    }

    private static func platforms(ofLibraries libraries: [XCFrameworkInfo.Library]) -> String {
        var listed: [String] = []
        for name in libraries.map(\.targetPlatform.name) where !listed.contains(name) { listed.append(name) }
        return listed.joined(separator: ", ")
    }

    /// The `.swiftmodule` folders of a library: `Name.framework/Modules/` for a framework, else
    /// beside the library or in its headers folder.
    private func moduleFolders(of library: XCFrameworkInfo.Library, in folder: String) -> [String] {
        let slice = folder + "/" + library.identifier
        let places = library.path.hasSuffix(".framework")
            ? [slice + "/" + library.path + "/Modules"]
            : [slice] + (library.headersPath.map { [slice + "/" + $0] } ?? [])
        return places.flatMap { place in
            let names = ((try? fileSystem.directoryEntries(place)) ?? [])
                .map(\.name)
                .filter { $0.hasSuffix(".swiftmodule") && !$0.hasPrefix(".") }
                .sorted(by: ByteOrder.precedes)
            return names.map { place + "/" + $0 }
                .filter { (try? fileSystem.status(of: $0, followingLinks: true))?.kind == .directory }
        }
    }
}

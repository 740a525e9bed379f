#if !os(Linux)
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import MockgenGenerator
import MockgenFrontEnd

/// The availability names a package defines for its targets, read from its evaluated manifest
/// (`swift package dump-package`): the `AvailabilityMacro=Name:…` experimental feature and the
/// `-define-availability Name:…` unsafe flag, as packages spell them; and the language features
/// the inputs' target is built with.
public enum PackageAvailability {
    /// Why the names could not be read.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    /// What mockgen takes from a package's manifest.
    public struct Settings: Hashable, Sendable {
        /// The availability names the package defines, in manifest order, each once.
        public var availabilityMacros: [AvailabilityMacro] = []
        /// The upcoming and experimental language features the target is built with
        /// (`.enableUpcomingFeature(name)`, `-enable-upcoming-feature name`).
        public var features: Set<String> = []
        /// The compilation names `target` is built with on this platform in a debug build
        /// (`.define("NAME")`, `-D NAME`, the traits enabled by default); nil when the package
        /// defines none or no target is named.
        public var definedNames: Set<String>?
        /// The traits the package declares that are not enabled by default.
        public var optionalTraits: Set<String> = []
    }

    /// Runs `describe` (the package manager) on the package at `path` and reads its settings,
    /// the features of `target` (of any target when nil).
    static func settings(
        ofPackageAt path: String, target: String?, describe: @Sendable (String) -> Result<[UInt8], Failure>
    ) -> Result<Settings, Failure> {
        describe(path).flatMap { json in
            settings(fromDumpPackage: json, target: target)
                .mapError { Failure(message: "cannot read the manifest of the package at '\(path)': \($0.message)") }
        }
    }

    /// The settings in `swift package dump-package` output: availability names of every
    /// target, features of `target` (of any target when nil).
    public static func settings(fromDumpPackage json: [UInt8], target: String?) -> Result<Settings, Failure> {
        guard let manifest = JSONValue.parse(json), manifest.object != nil else {
            return .failure(Failure(message: "the package manager's description is not a JSON object"))
        }
        var found = Settings()
        var seen = Set<String>()
        var names = Set<String>()
        for entry in manifest["targets"]?.array ?? [] {
            let isTarget = target == nil || entry["name"]?.string == target
            for setting in entry["settings"]?.array ?? [] where setting["tool"]?.string == "swift" {
                let kind = setting["kind"] ?? .object([:])
                for definition in definitions(inSetting: kind) {
                    if let macro = AvailabilityMacro(definition: definition), seen.insert(macro.name).inserted {
                        found.availabilityMacros.append(macro)
                    }
                }
                if isTarget { found.features.formUnion(features(inSetting: kind)) }
                if isTarget, target != nil, applies(setting["condition"]) {
                    names.formUnion(definedNames(inSetting: kind))
                }
            }
        }
        let traits = manifest["traits"]?.array ?? []
        if target != nil {
            let enabled = defaultTraits(traits)
            names.formUnion(enabled)
            found.optionalTraits = Set(traits.compactMap { $0["name"]?.string })
                .subtracting(enabled).subtracting(["default"])
        }
        found.definedNames = names.isEmpty ? nil : names
        return .success(found)
    }

    /// The language features one build setting enables.
    static func features(inSetting kind: JSONValue) -> [String] {
        let named = ["enableUpcomingFeature", "enableExperimentalFeature"].compactMap { kind[$0]?["_0"]?.string }
        let flags = (kind["unsafeFlags"]?["_0"]?.strings ?? []).filter { $0 != "-Xfrontend" }
        let flagged = zip(flags, flags.dropFirst()).compactMap { flag, value in
            flag == "-enable-upcoming-feature" || flag == "-enable-experimental-feature" ? value : nil
        }
        return named + flagged
    }

    /// The compilation names one build setting defines: `.define("NAME")`, `-D NAME`, `-DNAME`.
    static func definedNames(inSetting kind: JSONValue) -> [String] {
        if let name = kind["define"]?["_0"]?.string { return [name] }
        let flags = (kind["unsafeFlags"]?["_0"]?.strings ?? []).filter { $0 != "-Xfrontend" }
        let separate = zip(flags, flags.dropFirst()).compactMap { flag, value in flag == "-D" ? value : nil }
        return separate + flags.filter { $0.hasPrefix("-D") && $0.count > 2 }.map { String($0.dropFirst(2)) }
    }

    /// Whether a setting's condition holds for a debug build on this platform (no condition: yes).
    static func applies(_ condition: JSONValue?) -> Bool {
        guard let condition, condition.object != nil else { return true }
        if let platforms = condition["platformNames"]?.strings, !platforms.contains(hostPlatform) { return false }
        if let configuration = condition["config"]?.string, configuration != "debug" { return false }
        return true
    }

    /// The platform name manifests use for the one mockgen runs on, where the mocks are compiled.
    static var hostPlatform: String {
        #if os(Linux)
        "linux"
        #elseif os(Windows)
        "windows"
        #elseif os(Android)
        "android"
        #else
        "macos"
        #endif
    }

    /// The traits a package enables by default, through the traits they enable: SwiftPM defines
    /// each enabled trait's name for every target of the package.
    static func defaultTraits(_ traits: [JSONValue]) -> Set<String> {
        let enables = Dictionary(traits.compactMap { trait in
            trait["name"]?.string.map { ($0, trait["enabledTraits"]?.strings ?? []) }
        }, uniquingKeysWith: { first, _ in first })
        var enabled = Set<String>()
        var pending = enables["default"] ?? []
        while let name = pending.popLast() {
            if enabled.insert(name).inserted { pending += enables[name] ?? [] }
        }
        return enabled
    }

    /// The definition texts of one build setting.
    static func definitions(inSetting kind: JSONValue) -> [String] {
        let featurePrefix = "AvailabilityMacro="
        if let feature = kind["enableExperimentalFeature"]?["_0"]?.string, feature.hasPrefix(featurePrefix) {
            return [String(feature.dropFirst(featurePrefix.count))]
        }
        guard let flags = kind["unsafeFlags"]?["_0"]?.strings else { return [] }
        return definitions(inFlags: flags)
    }

    /// `-define-availability X` and `-Xfrontend -define-availability -Xfrontend X`.
    public static func definitions(inFlags flags: [String]) -> [String] {
        let values = flags.filter { $0 != "-Xfrontend" }
        return zip(values, values.dropFirst()).compactMap { flag, value in
            flag == "-define-availability" ? value : nil
        }
    }

    /// `swift package dump-package --package-path <path>`, with the `swift` found on the PATH.
    /// Its scratch folder is one that does not exist (`scratchPath`), not the package's
    /// `.build`: the package manager locks its scratch folder, so that a build of the package
    /// running meanwhile (the build that runs a plugin calling mockgen) would make it wait
    /// for ever. Describing a package writes nothing there.
    @Sendable public static func dumpPackage(at path: String) -> Result<[UInt8], Failure> {
        let command = "'swift package dump-package'"
        let arguments = ["swift", "package", "dump-package", "--package-path", path, "--scratch-path", scratchPath]
        #if os(Linux)
        switch ChildProcess.run(["/usr/bin/env"] + arguments) {
        case .failure(let error):
            return .failure(Failure(message: "cannot run \(command) for '\(path)': \(error.detail)"))
        case .success(let outcome):
            guard outcome.status == 0 else {
                let said = outcome.errors.isEmpty ? outcome.output : outcome.errors
                return .failure(Failure(message: "\(command) failed for '\(path)': \(trimmed(said))"))
            }
            return .success(outcome.output)
        }
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(Failure(message: "cannot run \(command) for '\(path)': \(error)"))
        }
        // Standard error is read on another thread while this one reads standard output, so that
        // neither pipe can fill up and block the package manager.
        let errorText = LockedValue(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = errorText.withLock { $0 }.isEmpty ? data : errorText.withLock { $0 }
            return .failure(Failure(message: "\(command) failed for '\(path)': \(trimmed([UInt8](said)))"))
        }
        return .success([UInt8](data))
        #endif
    }

    /// A folder of this process's own under the temporary folder, which is never created.
    static var scratchPath: String {
        let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let folder = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
        return folder + "/mockgen-dump-package-\(getpid())"
    }

    /// `bytes` as text without the white space and line breaks around it.
    private static func trimmed(_ bytes: [UInt8]) -> String {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

import Foundation
import Synchronization
public import MockgenGenerator

/// The availability names a package defines for its targets, read from its evaluated manifest
/// (`swift package dump-package`): the `AvailabilityMacro=Name:…` experimental feature and the
/// `-define-availability Name:…` unsafe flag, as packages spell them.
public enum PackageAvailability {
    /// Why the names could not be read.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public init(message: String) { self.message = message }
    }

    /// Runs `describe` (the package manager) on the package at `path` and reads its names.
    static func definitions(
        ofPackageAt path: String, describe: @Sendable (String) -> Result<[UInt8], Failure>
    ) -> Result<[AvailabilityMacro], Failure> {
        describe(path).flatMap { json in
            definitions(fromDumpPackage: json).mapError { Failure(message: "cannot read the manifest of the package at '\(path)': \($0.message)") }
        }
    }

    /// The names defined in `swift package dump-package` output, in manifest order, each once.
    public static func definitions(fromDumpPackage json: [UInt8]) -> Result<[AvailabilityMacro], Failure> {
        guard let manifest = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            return .failure(Failure(message: "the package manager's description is not a JSON object"))
        }
        var found: [AvailabilityMacro] = []
        var seen = Set<String>()
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            for setting in target["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
                for definition in definitions(inSetting: setting["kind"] as? [String: Any] ?? [:]) {
                    if let macro = AvailabilityMacro(definition: definition), seen.insert(macro.name).inserted {
                        found.append(macro)
                    }
                }
            }
        }
        return .success(found)
    }

    /// Whether the manifest enables the upcoming (or experimental) feature `name` for the target
    /// `target` (for any target when nil), as `.enableUpcomingFeature(name)` or `-enable-upcoming-feature name`.
    public static func enablesFeature(_ name: String, fromDumpPackage json: [UInt8], target: String?) -> Bool {
        guard let manifest = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else { return false }
        for entry in manifest["targets"] as? [[String: Any]] ?? [] where target == nil || entry["name"] as? String == target {
            for setting in entry["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
                let kind = setting["kind"] as? [String: Any] ?? [:]
                for key in ["enableUpcomingFeature", "enableExperimentalFeature"] {
                    if (kind[key] as? [String: Any])?["_0"] as? String == name { return true }
                }
                let flags = ((kind["unsafeFlags"] as? [String: Any])?["_0"] as? [String] ?? []).filter { $0 != "-Xfrontend" }
                for (flag, value) in zip(flags, flags.dropFirst()) where value == name
                    && (flag == "-enable-upcoming-feature" || flag == "-enable-experimental-feature") {
                    return true
                }
            }
        }
        return false
    }

    /// The definition texts of one build setting.
    static func definitions(inSetting kind: [String: Any]) -> [String] {
        let featurePrefix = "AvailabilityMacro="
        if let feature = (kind["enableExperimentalFeature"] as? [String: Any])?["_0"] as? String, feature.hasPrefix(featurePrefix) {
            return [String(feature.dropFirst(featurePrefix.count))]
        }
        guard let flags = (kind["unsafeFlags"] as? [String: Any])?["_0"] as? [String] else { return [] }
        return definitions(inFlags: flags)
    }

    /// `-define-availability X` and `-Xfrontend -define-availability -Xfrontend X`.
    public static func definitions(inFlags flags: [String]) -> [String] {
        let values = flags.filter { $0 != "-Xfrontend" }
        return zip(values, values.dropFirst()).compactMap { flag, value in flag == "-define-availability" ? value : nil }
    }

    /// `swift package dump-package --package-path <path>`, with the `swift` found on the PATH.
    @Sendable public static func dumpPackage(at path: String) -> Result<[UInt8], Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(Failure(message: "cannot run 'swift package dump-package' for '\(path)': \(error)"))
        }
        // Standard error is read on another thread while this one reads standard output, so that
        // neither pipe can fill up and block the package manager.
        let errorText = Mutex(Data())
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
            let detail = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(Failure(message: "'swift package dump-package' failed for '\(path)': \(detail)"))
        }
        return .success([UInt8](data))
    }
}

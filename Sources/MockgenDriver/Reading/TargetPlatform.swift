/// A platform a module interface or an xcframework library is built for: an operating system
/// and, for Apple's simulators and Mac Catalyst, a variant. Spelled on the command line as
/// `ios`, `ios-simulator`, `maccatalyst`, `macos`, `linux`... (`--platform`).
public struct TargetPlatform: Hashable, Sendable {
    /// `ios`, `macos`, `tvos`, `watchos`, `visionos`, `linux`, `android`, `windows`, `wasi`.
    public var system: String
    /// `simulator` or `maccatalyst`; nil for the device or the desktop itself.
    public var variant: String?

    public init(system: String, variant: String? = nil) {
        self.system = system
        self.variant = variant
    }

    /// The operating systems `--platform` accepts (with `-simulator` for Apple's devices).
    static let systems = ["ios", "macos", "tvos", "watchos", "visionos", "linux", "android", "windows", "wasi"]
    /// The systems that have simulators.
    static let simulatedSystems: Set<String> = ["ios", "tvos", "watchos", "visionos"]

    /// Every name `--platform` accepts, in the order messages list them.
    public static let knownNames: [String] = systems.flatMap { system in
        simulatedSystems.contains(system) ? [system, system + "-simulator"] : [system]
    } + ["maccatalyst"]

    /// `ios-simulator`, `maccatalyst`, `linux`; nil for a name not in `knownNames`.
    public init?(named name: String) {
        guard Self.knownNames.contains(name) else { return nil }
        if name == "maccatalyst" {
            self.init(system: "ios", variant: "maccatalyst")
        } else if name.hasSuffix("-simulator") {
            self.init(system: String(name.dropLast("-simulator".count)), variant: "simulator")
        } else {
            self.init(system: name)
        }
    }

    /// The name `--platform` spells it with.
    public var name: String {
        switch variant {
        case "maccatalyst"?: "maccatalyst"
        case let variant?: system + "-" + variant
        case nil: system
        }
    }

    /// The platform of a target triple, as interfaces in a `.swiftmodule` folder are named:
    /// `arm64-apple-ios-simulator`, `arm64-apple-ios13.0-macabi`, `x86_64-unknown-linux-gnu`,
    /// `aarch64-unknown-linux-android`. Nil when the name is not a triple.
    init?(triple: String) {
        let parts = triple.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        // The system may carry a version (`ios13.0`), which does not change the platform.
        var system = String(parts[2].prefix { !$0.isNumber })
        let environment = parts.count > 3 ? parts[3] : nil
        switch system {
        case "macosx", "darwin": system = "macos"
        case "xros": system = "visionos"
        case "win32": system = "windows"
        default: break
        }
        if system == "linux", environment?.hasPrefix("android") == true { system = "android" }
        guard Self.systems.contains(system) else { return nil }
        switch environment {
        case "simulator"?: self.init(system: system, variant: "simulator")
        case "macabi"?: self.init(system: system, variant: "maccatalyst")
        default: self.init(system: system)
        }
    }

    /// The platform of an xcframework library: its `SupportedPlatform` (`ios`, `macos`, `xros`...)
    /// and `SupportedPlatformVariant` (`simulator`, `maccatalyst`).
    init(xcframeworkPlatform platform: String, variant: String?) {
        self.init(system: platform == "xros" ? "visionos" : platform, variant: variant)
    }

    /// The platform mockgen runs on, taken when `--platform` is not given.
    public static var host: TargetPlatform {
        #if os(macOS)
        TargetPlatform(system: "macos")
        #elseif os(Windows)
        TargetPlatform(system: "windows")
        #elseif os(Android)
        TargetPlatform(system: "android")
        #else
        TargetPlatform(system: "linux")
        #endif
    }

    /// The processor mockgen runs on, as triples name it (`arm64` and `aarch64` are one).
    static var hostArchitecture: String {
        #if arch(arm64)
        "arm64"
        #elseif arch(x86_64)
        "x86_64"
        #else
        ""
        #endif
    }

    /// The architecture of a triple, with `aarch64` spelled `arm64`.
    static func architecture(ofTriple triple: String) -> String {
        let architecture = String(triple.prefix { $0 != "-" })
        return architecture == "aarch64" ? "arm64" : architecture
    }
}

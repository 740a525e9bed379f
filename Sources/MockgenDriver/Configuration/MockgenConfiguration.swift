/// The settings of a configuration file (`.mockgen.yml`): one entry per test target, each
/// saying what to read and where to write its mocks. Paths are as written in the file;
/// `TargetConfiguration.driverOptions` resolves them against the file's folder.
public struct MockgenConfiguration: Hashable, Sendable {
    /// The name `mockgen` (with no paths) and the plugins look for in the current folder or
    /// the package root.
    public static let defaultFileName = ".mockgen.yml"

    /// The configuration file, as given (used in messages and to resolve relative paths).
    public var file: String
    /// In the order the file lists them.
    public var targets: [TargetConfiguration]

    public init(file: String, targets: [TargetConfiguration]) {
        self.file = file
        self.targets = targets
    }

    /// The folder relative paths in the file are resolved against: the file's own folder.
    public var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` as the driver should open it: absolute paths unchanged, relative ones joined to
    /// the configuration file's folder (left as written when that folder is the current one).
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}

/// One target's settings: the equivalent of one `mockgen` command line, read through the same
/// `Setting.schema`, with where each path was written (for messages about them).
public struct TargetConfiguration: Hashable, Sendable {
    /// The test target the mocks are for (the plugins match it against the package's targets).
    public var name: String
    /// Every setting of the target, paths as written in the file.
    public var settings: MockgenSettings
    /// Where the output setting (`output` or `output-dir`), each source and each context path were written.
    public var outputPosition: ConfigurationPosition
    public var sourcePositions: [ConfigurationPosition]
    public var contextPositions: [ConfigurationPosition]

    public init(
        name: String, settings: MockgenSettings,
        outputPosition: ConfigurationPosition = ConfigurationPosition(line: 1, column: 1),
        sourcePositions: [ConfigurationPosition]? = nil,
        contextPositions: [ConfigurationPosition]? = nil
    ) {
        self.name = name
        self.settings = settings
        self.outputPosition = outputPosition
        self.sourcePositions = sourcePositions ?? settings.paths.map { _ in ConfigurationPosition(line: 1, column: 1) }
        self.contextPositions = contextPositions
            ?? settings.contextPaths.map { _ in ConfigurationPosition(line: 1, column: 1) }
    }

    /// Whether the entry says where its mocks go (`output:` or `output-dir:`). An entry without
    /// either describes a test target that applies the build tool plugin, which passes its own
    /// `--output`: a run of the file without a replacement output leaves such a target alone.
    public var hasOutput: Bool { settings.output != nil || settings.outputDirectory != nil }

    /// Where the mocks go (`output:` or `output-dir:` with `shards:`), as written.
    public var output: Output {
        if let folder = settings.outputDirectory { return .folder(folder, shards: settings.shards) }
        return .file(settings.output ?? "")
    }

    /// The target's settings with every path resolved against `configuration`'s folder.
    public func resolvedSettings(in configuration: MockgenConfiguration) -> MockgenSettings {
        var resolved = settings
        for setting in Setting.schema where setting.holdsPaths {
            setting.resolvePaths(in: &resolved, configuration.resolve)
        }
        return resolved
    }

    /// The driver options this target asks for, with paths resolved against `configuration`'s
    /// folder. `output`, when given (a file in the build tool plugin's work folder), replaces
    /// the configured output, file or folder: every mock then goes to that one file.
    public func driverOptions(
        in configuration: MockgenConfiguration, output: String? = nil, check: Bool = false,
        verbosity: DriverOptions.Verbosity = .normal
    ) -> DriverOptions {
        var request = ConfigurationRequest(file: configuration.file, output: output, check: check, verbosity: verbosity)
        request.targets = [name]
        return driverOptions(in: configuration, for: request)
    }

    /// The driver options of this target for `request`: its resolved settings, with what the
    /// command line adds (check mode, verbosity, the settings it may give beside a configuration file).
    func driverOptions(in configuration: MockgenConfiguration, for request: ConfigurationRequest) -> DriverOptions {
        var settings = resolvedSettings(in: configuration)
        let commandLine = request.commandLine
        if commandLine.output != nil {
            // A replacement output replaces the configured file or folder.
            settings.outputDirectory = nil
            settings.shards = nil
        }
        for setting in Setting.schema where setting.isGiven(in: commandLine) {
            switch setting.besideConfigurationFile {
            case .changesOneTarget, .appliesToEveryTarget: setting.copy(from: commandLine, to: &settings)
            case .refused, .run: break
            }
        }
        settings.check = request.check
        settings.verbosity = request.verbosity
        settings.regenerationCommand = request.regenerationCommand.map {
            $0 + " --target " + RegenerationCommand.quoted(name)
        }
        return DriverOptions(settings: settings)
    }
}

extension TargetConfiguration {
    /// Where a target's mocks go.
    public enum Output: Hashable, Sendable {
        /// `output: <file>`: every mock in one file.
        case file(String)
        /// `output-dir: <folder>`: one file per source file, or `shards` files when given.
        case folder(String, shards: Int?)

        /// The path as written (a file or a folder).
        public var path: String {
            switch self {
            case .file(let path), .folder(let path, _): path
            }
        }

        /// The key that set it, for messages (`output` or `output-dir`).
        public var key: String {
            switch self {
            case .file: "output"
            case .folder: "output-dir"
            }
        }
    }
}

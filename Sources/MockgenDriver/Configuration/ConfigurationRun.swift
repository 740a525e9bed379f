/// What `mockgen --config <file>` asks for: which file, which of its targets, and what the
/// command line adds (check mode, verbosity, and the settings it may give beside a
/// configuration file: a replacement output and `--used-in` for one target, no package discovery
/// for all).
public struct ConfigurationRequest: Hashable, Sendable {
    public var file: String
    /// Target names to run; empty runs every target in the file.
    public var targets: [String]
    public var check: Bool
    public var verbosity: DriverOptions.Verbosity
    /// Target names to leave out (whether or not the file configures them): the command plugin
    /// leaves out the test targets that get their mocks from the build tool plugin.
    public var skippedTargets: [String]
    /// The settings the command line gave beside the file (only those whose
    /// `Setting.besideConfigurationFile` allows it are used).
    public var commandLine = MockgenSettings()
    /// The command that runs this file (`mockgen --config <file>`, or a plugin's), to which each
    /// target's header adds `--target <name>`; nil writes no command in the headers.
    public var regenerationCommand: String?

    public init(
        file: String, targets: [String] = [], output: String? = nil, check: Bool = false,
        verbosity: DriverOptions.Verbosity = .normal, skippedTargets: [String] = []
    ) {
        self.file = file
        self.targets = targets
        self.check = check
        self.verbosity = verbosity
        self.skippedTargets = skippedTargets
        commandLine.output = output
    }

    /// Replaces the configured output; only with exactly one target (the build tool plugin
    /// writes into its work folder this way).
    public var output: String? {
        get { commandLine.output }
        set { commandLine.output = newValue }
    }

    /// `--used-in` folders, as given: added to the one target's `used-in` unless it says
    /// `prune: false` (the build tool plugin passes the test target's folder this way).
    public var usedIn: [String] {
        get { commandLine.usedIn }
        set { commandLine.usedIn = newValue }
    }
}

extension MockgenDriver {
    /// Runs every selected target of a configuration file, one after the other, and returns
    /// the worst exit code (2 over 1 over 0). The file, the target names and every output
    /// folder are checked first: a problem there exits 2 before anything is written.
    public static func run(_ request: ConfigurationRequest, io: DriverIO = .process) -> Int32 {
        let log = DriverLog(verbosity: request.verbosity, write: io.writeStandardError)
        let configuration: MockgenConfiguration
        do {
            configuration = try ConfigurationLoader(fileSystem: io.fileSystem).load(request.file)
        } catch {
            log.write("\(error)\n")
            return DriverExitCode.usageOrInputError.rawValue
        }
        guard let runs = plan(request, configuration, log: log, fileSystem: io.fileSystem) else {
            return DriverExitCode.usageOrInputError.rawValue
        }
        var worst = DriverExitCode.success.rawValue
        for (target, options) in runs {
            let output = options.output ?? options.outputDirectory ?? ""
            log.info("target \(target.name): \(options.paths.joined(separator: ", ")) -> \(output)")
            worst = max(worst, MockgenDriver.run(options, io: io))
        }
        return worst
    }

    /// The driver options of each selected target, or nil after reporting why they cannot run.
    private static func plan(
        _ request: ConfigurationRequest, _ configuration: MockgenConfiguration, log: DriverLog,
        fileSystem: any FileSystem
    ) -> [(TargetConfiguration, DriverOptions)]? {
        var selected = configuration.targets
        if !request.targets.isEmpty {
            let names = configuration.targets.map(\.name)
            if let unknown = request.targets.first(where: { !names.contains($0) }) {
                let configured = names.map { "'\($0)'" }.joined(separator: ", ")
                log.error("'\(configuration.file)' has no target named '\(unknown)' (it configures \(configured))")
                return nil
            }
            selected = configuration.targets.filter { request.targets.contains($0.name) }
        }
        selected.removeAll { request.skippedTargets.contains($0.name) }
        if request.output != nil && selected.count != 1 {
            log.error("--output with a configuration file replaces one target's output: name that target with --target")
            return nil
        }
        if request.output == nil {
            // Entries without an output are the build tool plugin's: it passes their output.
            let pluginTargets = selected.filter { !$0.hasOutput }
            if let named = pluginTargets.first(where: { request.targets.contains($0.name) }) {
                log.error("target '\(named.name)' of '\(configuration.file)' has no 'output:' or 'output-dir:': its mocks "
                    + "are generated by the build tool plugin at build time; give it an output to write them with mockgen")
                return nil
            }
            for target in pluginTargets {
                log.info("target \(target.name): no output; its mocks come from the build tool plugin, left alone")
            }
            selected.removeAll { !$0.hasOutput }
        }
        var runs: [(TargetConfiguration, DriverOptions)] = []
        var outputs: [String: String] = [:]
        for target in selected {
            let options = target.driverOptions(in: configuration, for: request)
            let output = options.output ?? options.outputDirectory ?? ""
            // Writes `message` as an error of the target's output setting.
            func reportAtOutput(_ message: String) {
                let key = "targets.\(target.name).\(target.output.key)"
                let error = ConfigurationError(
                    file: configuration.file, position: target.outputPosition, key: key, message: message)
                log.write("\(error)\n")
            }
            if let other = outputs[output] {
                reportAtOutput("'\(output)' is also the output of target '\(other)'")
                return nil
            }
            outputs[output] = target.name
            if case .failure(let problem) = prepare(options, fileSystem: fileSystem) {
                if request.output != nil {
                    log.error(problem.message)
                } else {
                    reportAtOutput(problem.message)
                }
                return nil
            }
            runs.append((target, options))
        }
        return runs
    }

    /// Checks a target's output file, or its output folder, before anything runs.
    private static func prepare(_ options: DriverOptions, fileSystem: any FileSystem) -> Result<Void, OutputError> {
        if let folder = options.outputDirectory {
            do throws(OutputError) {
                _ = try OutputFolder(path: folder, fileSystem: fileSystem, sizeLimit: options.maximumFileSize)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        return OutputTarget.prepare(options.output ?? "", forWriting: !options.check, fileSystem: fileSystem)
            .map { _ in }
    }
}

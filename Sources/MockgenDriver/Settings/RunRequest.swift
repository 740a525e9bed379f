/// What one invocation runs: input paths (or standard input) with their options, or the
/// targets of a configuration file. Both executables and the tests decide it with
/// `init(settings:defaultConfigurationFile:)`, so a command means the same through every door.
public enum RunRequest: Hashable, Sendable {
    /// Paths (or standard input) and the options they run with.
    case paths(DriverOptions)
    /// The targets of a configuration file.
    case configuration(ConfigurationRequest)

    /// What `settings` ask to run: `--config`'s file, else `defaultConfigurationFile` when no
    /// path is given (the command line passes `.mockgen.yml` when the current folder has one),
    /// else the paths. A configuration file's targets carry their own settings, so a target
    /// setting given beside it is refused; the refusal's message is a sentence.
    public init(settings: MockgenSettings, defaultConfigurationFile: String? = nil) throws(Setting.Problem) {
        if settings.quiet && settings.verbose {
            throw Setting.Problem("--quiet and --verbose cannot be used together.")
        }
        let file = settings.configurationFile ?? (settings.paths.isEmpty ? defaultConfigurationFile : nil)
        guard let file else {
            if !settings.targets.isEmpty || !settings.skippedTargets.isEmpty {
                let flag = settings.targets.isEmpty ? Setting.skippedTargets : Setting.targets
                throw Setting.Problem("\(flag) selects targets of a configuration file; give one with --config <file>.")
            }
            self = .paths(DriverOptions(settings: settings))
            return
        }
        if !settings.paths.isEmpty {
            throw Setting.Problem("Give either paths or --config <file>, not both.")
        }
        let refused = Setting.schema.filter { $0.besideConfigurationFile == .refused && $0.isGiven(in: settings) }
        if !refused.isEmpty {
            throw Setting.Problem("\(refused.map(\.description).joined(separator: ", ")) cannot be combined with the "
                + "configuration file '\(file)': set \(refused.count == 1 ? "it" : "them") there.")
        }
        var request = ConfigurationRequest(
            file: file, targets: settings.targets, check: settings.check,
            verbosity: settings.verbosity,
            skippedTargets: settings.skippedTargets)
        request.regenerationCommand = settings.regenerationCommand
        for setting in Setting.schema where setting.isGiven(in: settings) {
            switch setting.besideConfigurationFile {
            case .changesOneTarget(let effect):
                if settings.targets.count != 1 {
                    throw Setting.Problem(
                        "\(setting) with a configuration file \(effect): name that target with --target.")
                }
                setting.copy(from: settings, to: &request.commandLine)
            case .appliesToEveryTarget:
                setting.copy(from: settings, to: &request.commandLine)
            case .refused, .run:
                break
            }
        }
        self = .configuration(request)
    }
}

/// Options that cannot run together (or at all), found before anything is read, with the
/// message that names them. `DriverOptions.usageProblems` lists them; the driver refuses a run
/// with the first, and the command line refuses its flags with the first it reports itself.
public enum UsageProblem: Hashable, Sendable {
    /// `--shards` without `--output-dir`.
    case shardsWithoutOutputFolder
    /// `--file-for-every-source` without `--output-dir`.
    case everySourceWithoutOutputFolder
    /// `--output-dir` given an empty string.
    case emptyOutputFolderPath
    /// `--output` and `--output-dir` together.
    case outputFileAndFolder
    /// `--output-dir` without input paths: standard input has no folders to mirror.
    case outputFolderWithoutPaths
    /// `--shards` below 1.
    case tooFewShards
    /// `--file-for-every-source` and `--shards` together.
    case everySourceAndShards
    /// `--check` with nothing to compare: no `--output` file, and no `--output-dir` folder,
    /// which is possible only when there are input paths (`folderPossible`).
    case checkWithoutOutput(folderPossible: Bool)
    /// `--output` given an empty string.
    case emptyOutputPath
    /// `--platform` given a name that is not a `TargetPlatform`'s.
    case unknownPlatform(String)

    /// The one-line message, without the `mockgen: error: ` before it.
    public var message: String {
        switch self {
        case .shardsWithoutOutputFolder: "--shards needs --output-dir <folder>"
        case .everySourceWithoutOutputFolder: "--file-for-every-source needs --output-dir <folder>"
        case .emptyOutputFolderPath: "--output-dir needs a folder path, not an empty string"
        case .outputFileAndFolder: "--output and --output-dir cannot be used together"
        case .outputFolderWithoutPaths: "--output-dir needs input paths: the folder mirrors the source files"
        case .tooFewShards: "--shards needs a number of files of at least 1"
        case .everySourceAndShards: "--file-for-every-source and --shards cannot be used together"
        case .checkWithoutOutput(folderPossible: true):
            "--check needs --output <file> or --output-dir <folder>: it compares the mocks with them"
        case .checkWithoutOutput(folderPossible: false):
            "--check needs --output <file>: it compares the generated mocks with that file"
        case .emptyOutputPath: "--output needs a file path, not an empty string"
        case .unknownPlatform(let name):
            "--platform: '\(name)' is not a platform; expected one of "
                + TargetPlatform.knownNames.joined(separator: ", ")
        }
    }
}

extension DriverOptions {
    /// Every usage problem of these options, the one to report first first (a missing
    /// `--output-dir` before what is wrong with the folder options it would enable); empty
    /// when the options can run.
    public var usageProblems: [UsageProblem] {
        let problems: [(UsageProblem, Bool)] = [
            (.shardsWithoutOutputFolder, shards != nil && outputDirectory == nil),
            (.everySourceWithoutOutputFolder, fileForEverySource && outputDirectory == nil),
            (.emptyOutputFolderPath, outputDirectory?.isEmpty == true),
            (.outputFileAndFolder, output != nil && outputDirectory != nil),
            (.outputFolderWithoutPaths, outputDirectory != nil && paths.isEmpty),
            (.tooFewShards, shards.map { $0 < 1 } ?? false),
            (.everySourceAndShards, fileForEverySource && shards != nil),
            (.checkWithoutOutput(folderPossible: !paths.isEmpty), check && output == nil && outputDirectory == nil),
            (.emptyOutputPath, output?.isEmpty == true),
            (.unknownPlatform(platform ?? ""), platform.map { TargetPlatform(named: $0) == nil } ?? false),
        ]
        return problems.filter(\.1).map(\.0)
    }
}

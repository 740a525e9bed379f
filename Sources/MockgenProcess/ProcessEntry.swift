#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import MockgenDriver

/// What both executables do once they know what to run: the process's signal handling, the
/// driver with the real file system and headers, and the exit code. Their arguments are read
/// differently (swift-argument-parser for `mockgen`, `ArgumentReader` for the plugin tool) into
/// the same `MockgenSettings`.
public enum ProcessEntry {
    /// The current folder's configuration file, when it holds one (a file, not a folder): what
    /// `mockgen` with no path runs.
    public static var defaultConfigurationFile: String? {
        let status = try? LocalFileSystem().status(of: MockgenConfiguration.defaultFileName, followingLinks: true)
        return status?.kind == .regularFile ? MockgenConfiguration.defaultFileName : nil
    }

    /// The current folder, for writing the paths of the regeneration command relative to it.
    public static var currentDirectory: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// `request` with the command the generated headers name: `mockgen` and `arguments`
    /// (`RegenerationCommand`), unless the arguments gave one with `--regenerate-command`.
    public static func namingItsCommand(_ request: RunRequest, arguments: [String]) -> RunRequest {
        RegenerationCommand.filling(request, program: "mockgen", arguments: arguments, currentDirectory: currentDirectory)
    }

    /// Ignores SIGPIPE (`mockgen | head` closes the pipe early: stop writing quietly instead of
    /// dying), runs `request` and exits with the driver's code.
    public static func run(_ request: RunRequest) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let io = DriverIO.processReadingHeaders
        switch request {
        case .configuration(let configuration):
            exit(MockgenDriver.run(configuration, io: io))
        case .paths(let options):
            if options.paths.isEmpty && options.verbosity != .quiet && isatty(0) != 0 {
                DriverIO.writeProcessStandardError(
                    "mockgen: reading Swift source from standard input (end with Ctrl-D; see mockgen --help)\n")
            }
            exit(MockgenDriver.run(options, io: io))
        }
    }

    /// Writes `mockgen: error: <message>` (with the tool's name) and exits with the usage code.
    public static func refuse(_ message: String, tool: String) -> Never {
        DriverIO.writeProcessStandardError("\(tool): error: \(message)\n")
        exit(DriverExitCode.usageOrInputError.rawValue)
    }
}

import ArgumentParser
import MockgenDriver
import MockgenGenerator
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses the flags and hands over to the driver. Usage errors exit with 2 (not
/// swift-argument-parser's default 64) as the command line contract says.
@main
enum Entry {
    static func main() {
        // `mockgen | head` closes the pipe early: stop writing quietly instead of dying on SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let command: MockgenCommand
        do {
            command = try MockgenCommand.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            let message = MockgenCommand.fullMessage(for: error)
            if MockgenCommand.exitCode(for: error) == .success {
                DriverIO.writeProcessStandardOutput(Array((message + "\n").utf8))
                exit(0)
            }
            DriverIO.writeProcessStandardError("mockgen: error: " + message.replacingPrefix("Error: ") + "\n")
            exit(DriverExitCode.usageOrInputError.rawValue)
        }
        let invocation: Invocation
        do {
            invocation = try command.invocation(defaultConfigurationExists: defaultConfigurationExists)
        } catch {
            DriverIO.writeProcessStandardError("mockgen: error: \(error.message)\n")
            exit(DriverExitCode.usageOrInputError.rawValue)
        }
        switch invocation {
        case .configuration(let request):
            exit(MockgenDriver.run(request, io: command.driverIO))
        case .paths(let options):
            if options.paths.isEmpty && options.verbosity != .quiet && isatty(0) != 0 {
                DriverIO.writeProcessStandardError(
                    "mockgen: reading Swift source from standard input (end with Ctrl-D; see mockgen --help)\n")
            }
            exit(MockgenDriver.run(options, io: command.driverIO))
        }
    }

    /// Whether the current folder holds a configuration file (a file, not a folder, by that name).
    private static var defaultConfigurationExists: Bool {
        let status = try? LocalFileSystem().status(of: MockgenConfiguration.defaultFileName, followingLinks: true)
        return status?.kind == .regularFile
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

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
        let options = command.driverOptions
        if options.paths.isEmpty && options.verbosity != .quiet && isatty(0) != 0 {
            DriverIO.writeProcessStandardError("mockgen: reading Swift source from standard input (end with Ctrl-D; see mockgen --help)\n")
        }
        exit(MockgenDriver.run(options, io: command.driverIO))
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

import MockgenDriver
import MockgenProcess

/// `mockgen mockolo <Mockolo's options>`, or mockgen run under the name `mockolo`: Mockolo's
/// command line, read by `MockoloArguments` into mockgen's settings and run as mockgen's own
/// flags are run. A folder named `mockolo` given as mockgen's first path is written `./mockolo`.
enum MockoloDoor {
    /// The first argument that opens this door.
    static let word = "mockolo"

    /// The Mockolo words among the process's `arguments` (the program first), or nil when they
    /// are mockgen's own command line.
    static func words(in arguments: [String]) -> [String]? {
        if let program = arguments.first, program.split(separator: "/").last.map(String.init) == word {
            return Array(arguments.dropFirst())
        }
        if arguments.count > 1, arguments[1] == word { return Array(arguments.dropFirst(2)) }
        return nil
    }

    /// Prints the help or the version, or runs the mocks `words` ask for; a usage error exits with 2.
    static func main(_ words: [String]) -> Never {
        let reading: MockoloArguments.Reading
        do throws(Setting.Problem) {
            reading = try MockoloArguments.read(words)
        } catch {
            ProcessEntry.refuse(error.message, tool: "mockgen")
        }
        switch reading.action {
        case .help:
            DriverIO.writeProcessStandardOutput(Array((MockoloArguments.help + "\n").utf8))
            MockgenCommand.exit()
        case .version:
            DriverIO.writeProcessStandardOutput(Array((MockgenDriver.version + "\n").utf8))
            MockgenCommand.exit()
        case .run:
            if !reading.settings.quiet {
                for note in reading.notes { DriverIO.writeProcessStandardError("mockgen: note: \(note)\n") }
            }
            do throws(Setting.Problem) {
                ProcessEntry.run(try RunRequest(settings: reading.settings))
            } catch {
                ProcessEntry.refuse(error.message, tool: "mockgen")
            }
        }
    }
}

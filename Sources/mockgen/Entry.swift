import ArgumentParser
import MockgenDriver
import MockgenProcess

/// Parses the flags and hands over to the driver. Usage errors exit with 2 (not
/// swift-argument-parser's default 64) as the command line contract says.
@main
enum Entry {
    static func main() {
        if let words = MockoloDoor.words(in: CommandLine.arguments) { MockoloDoor.main(words) }
        let command: MockgenCommand
        do {
            command = try MockgenCommand.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            let message = MockgenCommand.fullMessage(for: error)
            if MockgenCommand.exitCode(for: error) == .success { MockgenCommand.exit(withError: error) }
            ProcessEntry.refuse(message.replacingPrefix("Error: "), tool: "mockgen")
        }
        do throws(Setting.Problem) {
            let request = try command.request(defaultConfigurationFile: ProcessEntry.defaultConfigurationFile)
            ProcessEntry.run(ProcessEntry.namingItsCommand(request, arguments: Array(CommandLine.arguments.dropFirst())))
        } catch {
            ProcessEntry.refuse(error.message, tool: "mockgen")
        }
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

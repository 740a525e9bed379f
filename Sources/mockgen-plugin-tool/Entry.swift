import MockgenDriver
import MockgenProcess

/// The tool the plugins run when they are built from source: `mockgen`'s driver behind
/// `ArgumentReader`, which reads every setting of `Setting.schema` as `mockgen` does, so a
/// package's first build does not compile swift-argument-parser. Not a product: people run
/// `mockgen`.
@main
enum Entry {
    static func main() {
        do throws(Setting.Problem) {
            let arguments = Array(CommandLine.arguments.dropFirst())
            ProcessEntry.run(ProcessEntry.namingItsCommand(try request(arguments), arguments: arguments))
        } catch {
            ProcessEntry.refuse(error.message, tool: "mockgen-plugin-tool")
        }
    }

    /// What `words` (without the program name) ask to run. The plugins always pass input paths
    /// or `--config <file>`: this tool never reads standard input or a default file.
    static func request(_ words: [String]) throws(Setting.Problem) -> RunRequest {
        let settings = try ArgumentReader.settings(words)
        if settings.paths.isEmpty && settings.configurationFile == nil {
            throw Setting.Problem("give Swift files or folders, or --config <file>")
        }
        return try RunRequest(settings: settings)
    }
}

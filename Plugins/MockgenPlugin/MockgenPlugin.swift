import Foundation
import PackagePlugin

/// Build tool plugin: generates a test target's mocks into the plugin's work folder on each
/// build that needs it, and compiles them into the target.
///
/// With a `.mockgen.yml` at the package root the target's entry there is used (its `output`
/// is replaced by the work folder); without one, the source modules the test target depends
/// on are read and each is imported with `@testable import`. The command declares its inputs
/// (the Swift files it may read and the configuration file) and its one output, so a build
/// with nothing changed does not run it again.
@main
struct MockgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let tool = try context.tool(named: "mockgen")
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)Mocks.generated.swift")
        let arguments: [String]
        let inputs: [URL]
        if let configuration = MockSettings.configurationFile(of: context.package) {
            arguments = ["--config", configuration.path, "--target", target.name, "--output", output.path, "--quiet"]
            inputs = [configuration] + MockSettings.packageSwiftFiles(context.package)
        } else if let defaults = MockSettings.defaultArguments(for: target, output: output) {
            arguments = defaults.arguments + ["--quiet"]
            inputs = defaults.inputs
        } else {
            Diagnostics.warning("mockgen: '\(target.name)' depends on no source module of this package, so it gets no mocks")
            return []
        }
        return [.buildCommand(
            displayName: "Generating mocks for \(target.name)",
            executable: tool.url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}

import Foundation
import PackagePlugin

/// Build tool plugin: generates a test target's mocks into the plugin's work folder on each
/// build that needs it, and compiles them into the target.
///
/// Without a `.mockgen.yml` at the package root, the Swift files of the source modules the
/// test target depends on are read (each module imported with `@testable import`; the source
/// modules of other packages those depend on are read with `--context`, for inherited
/// protocols only), and every
/// one of them gets its own file of mocks (`--output-dir` with `--file-for-every-source`,
/// empty when the source declares no mocked protocol): the outputs follow from the inputs,
/// and the compiler builds the mock files in parallel and again only those that changed.
/// With a `.mockgen.yml` the target's entry there is used, its `output` or `output-dir`
/// replaced by one file in the work folder (the files a configuration's folders, globs and
/// excludes select are not known before mockgen runs, and a build tool plugin must declare
/// its outputs in advance). The command declares its inputs (the Swift files it may read and
/// the configuration file) and its outputs, so a build with nothing changed does not run it.
///
/// Pruning by use: the test target's own folder is passed with `--used-in`, so only the mocks
/// its tests name are generated, and its Swift files are inputs of the command too, so a test
/// that starts naming a mock makes the next build generate it. The target's `prune: false` in
/// `.mockgen.yml` turns this off.
@main
struct MockgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let tool = try MockgenTool.url(in: context)
        let work = context.pluginWorkDirectoryURL
        var arguments: [String]
        var inputs: [URL]
        let outputs: [URL]
        if let configuration = MockSettings.configurationFile(of: context.package) {
            let output = work.appending(path: "\(target.name)Mocks.generated.swift")
            // The build runs the plugin: no nested package manager reading the manifest (see below).
            arguments = [
                "--config", configuration.path, "--target", target.name, "--output", output.path, "--quiet",
                "--no-package-discovery",
            ]
            inputs = [configuration] + MockSettings.packageSwiftFiles(context.package)
            outputs = [output]
        } else {
            let modules = MockSettings.dependencyModules(of: target)
            let sources = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            if sources.isEmpty {
                Diagnostics.warning(
                    "mockgen: '\(target.name)' depends on no source module of this package with Swift files, "
                        + "so it gets no mocks")
                return []
            }
            let context = MockSettings.contextModules(of: modules)
            let folder = work.appending(path: "Mocks")
            arguments = sources.map(\.standardizedFileURL.path)
                + modules.flatMap { ["--testable-import", $0.moduleName] }
                + context.flatMap { ["--context", $0.directoryURL.standardizedFileURL.path] }
                // The build runs the plugin: no nested package manager reading the manifest,
                // whose settings are not among the command's declared inputs either.
                + ["--output-dir", folder.path, "--file-for-every-source", "--quiet", "--no-package-discovery"]
            inputs = sources + context.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            outputs = MockFolderLayout.files(forSources: sources, in: folder)
        }
        // The generated headers name the build, which regenerates them (with a configuration
        // file, mockgen adds `--target <name>`).
        arguments += ["--regenerate-command", "swift build"]
        if let tests = target as? SwiftSourceModuleTarget {
            arguments += ["--used-in", tests.directoryURL.standardizedFileURL.path]
            inputs += tests.sourceFiles(withSuffix: "swift").map(\.url)
        }
        return [.buildCommand(
            displayName: "Generating mocks for \(target.name)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputs
        )]
    }
}

import Foundation
import PackagePlugin

/// Command plugin: `swift package generate-mocks [--target <name> ...] [--check]`.
///
/// Writes the mocks that are checked in next to the tests. With a `.mockgen.yml` at the
/// package root it runs `mockgen --config` on it (every target, or those named; a target with
/// `output-dir` gets its folder of one file per source file, and `--check` names every
/// missing, stale or extra file of it); without
/// one, every test target that depends on source modules of the package gets
/// `Tests/<Target>/Mocks.generated.swift` (in the target's folder) with the same defaults
/// as the build tool plugin. `--check` writes nothing and fails naming each stale file.
@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure("unknown argument '\(unknown)'; usage: swift package generate-mocks [--target <name> ...] [--check]")
        }
        let tool = try context.tool(named: "mockgen").url
        let flags = check ? ["--check"] : []

        let packageFolder = context.package.directoryURL
        if MockSettings.configurationFile(of: context.package) != nil {
            let arguments = ["--config", MockSettings.configurationFileName] + targetNames.flatMap { ["--target", $0] } + flags
            try run(tool, arguments, in: packageFolder, failure: check ? "stale or invalid mocks" : "mockgen failed")
            return
        }

        let testTargets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .test }
        if let unknown = targetNames.first(where: { name in !testTargets.contains { $0.name == name } }) {
            throw PluginFailure("'\(unknown)' is not a test target of this package")
        }
        var failed: [String] = []
        for target in testTargets where targetNames.isEmpty || targetNames.contains(target.name) {
            let output = target.directoryURL.appending(path: "Mocks.generated.swift")
            guard let defaults = MockSettings.defaultArguments(for: target, output: output, relativeTo: packageFolder) else {
                if !targetNames.isEmpty { throw PluginFailure("'\(target.name)' depends on no source module of this package") }
                continue
            }
            do {
                try run(tool, defaults.arguments + flags, in: packageFolder, failure: target.name)
            } catch {
                failed.append(target.name)
            }
        }
        if !failed.isEmpty {
            throw PluginFailure("\(check ? "stale or invalid mocks" : "mockgen failed") for \(failed.joined(separator: ", "))")
        }
    }

    /// Runs mockgen with its messages going straight to the terminal; throws when it fails.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL, failure: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure("\(failure) (mockgen exited with \(process.terminationStatus))")
        }
    }
}

/// A failure reported to the user as the plugin's error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

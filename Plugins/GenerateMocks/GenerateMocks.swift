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
///
/// A test target that applies the build tool plugin (`MockgenPlugin`) already gets its mocks at
/// build time, so a checked-in file beside them would declare every mock twice: such targets are
/// skipped (with a note; with a configuration file through `mockgen --skip-target`), and naming
/// one with `--target` is refused. Which targets apply it is read from `Package.swift` (`ManifestPluginUsage`).
@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure(
                "unknown argument '\(unknown)'; usage: swift package generate-mocks [--target <name> ...] [--check]")
        }
        let tool = try MockgenTool.url(in: context)
        let flags = check ? ["--check"] : []

        let packageFolder = context.package.directoryURL
        // Targets that get their mocks at build time: named ones are refused, the others left out.
        let buildTimeMocks = try buildToolPluginUsage(in: packageFolder)
        if let named = targetNames.first(where: buildTimeMocks.targets.contains) {
            throw PluginFailure(
                "'\(named)' applies the build tool plugin MockgenPlugin, which generates its mocks at every build; "
                    + "checked-in mocks beside them would declare every mock twice. "
                    + "Remove MockgenPlugin from the target's 'plugins:' to check its mocks in instead")
        }
        if targetNames.isEmpty && buildTimeMocks.unattributed {
            throw PluginFailure(
                "Package.swift applies MockgenPlugin in a way generate-mocks cannot tie to a test target "
                    + "(a plugin usage in a variable, or a target name that is not a string literal), "
                    + "and checked-in mocks in a target that also gets them at build time would be declared twice; "
                    + "name the targets to write with --target <name>")
        }
        let skipped = targetNames.isEmpty ? buildTimeMocks.targets.sorted() : []
        for name in skipped {
            print("generate-mocks: skipping '\(name)': it applies the build tool plugin MockgenPlugin, "
                + "which generates its mocks at build time")
        }

        if MockSettings.configurationFile(of: context.package) != nil {
            // The generated headers and `--check` name this plugin's command; mockgen adds `--target <name>`.
            let arguments = ["--config", MockSettings.configurationFileName] + targetNames.flatMap { ["--target", $0] }
                + skipped.flatMap { ["--skip-target", $0] } + flags + ["--regenerate-command", Self.command]
            try run(tool, arguments, in: packageFolder, failure: check ? "stale or invalid mocks" : "mockgen failed")
            return
        }

        let testTargets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind == .test }
        if let unknown = targetNames.first(where: { name in !testTargets.contains { $0.name == name } }) {
            throw PluginFailure("'\(unknown)' is not a test target of this package")
        }
        var failed: [String] = []
        for target in testTargets
        where (targetNames.isEmpty || targetNames.contains(target.name)) && !skipped.contains(target.name) {
            let output = target.directoryURL.appending(path: "Mocks.generated.swift")
            guard let defaults = MockSettings.defaultArguments(for: target, output: output, relativeTo: packageFolder)
            else {
                if !targetNames.isEmpty {
                    throw PluginFailure("'\(target.name)' depends on no source module of this package")
                }
                continue
            }
            if !check {
                do {
                    try FileManager.default.createDirectory(at: target.directoryURL, withIntermediateDirectories: true)
                } catch {
                    throw PluginFailure("cannot create the folder '\(target.directoryURL.path)' of '\(target.name)': "
                        + error.localizedDescription)
                }
            }
            do {
                let command = ["--regenerate-command", Self.command + " --target " + target.name]
                try run(tool, defaults.arguments + flags + command, in: packageFolder, failure: target.name)
            } catch {
                failed.append(target.name)
            }
        }
        if !failed.isEmpty {
            let problem = check ? "stale or invalid mocks" : "mockgen failed"
            throw PluginFailure("\(problem) for \(failed.joined(separator: ", "))")
        }
    }

    /// The command that runs this plugin, as the generated files' headers and `--check` name it.
    static let command = "swift package --allow-writing-to-package-directory generate-mocks"

    /// Which test targets apply the build tool plugin, read from the package's manifests
    /// (`Package.swift` and any `Package@swift-<version>.swift`, whichever SwiftPM picks).
    private func buildToolPluginUsage(in packageFolder: URL) throws -> ManifestPluginUsage {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageFolder.path)) ?? []
        let versioned = names.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }.sorted()
        let manifests = ["Package.swift"] + versioned
        var usage = ManifestPluginUsage()
        for name in manifests {
            let manifest = packageFolder.appending(path: name)
            let text: String
            do {
                text = try String(contentsOf: manifest, encoding: .utf8)
            } catch {
                throw PluginFailure("cannot read '\(manifest.path)' to find the targets that apply MockgenPlugin: "
                    + error.localizedDescription)
            }
            let found = ManifestPluginUsage(manifest: text, plugin: "MockgenPlugin")
            usage.targets.formUnion(found.targets)
            usage.unattributed = usage.unattributed || found.unattributed
        }
        return usage
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

import Foundation
import PackagePlugin

/// The executable both plugins run (the command plugin uses this file through a symbolic link).
enum MockgenTool {
    /// `mockgen-plugin-tool` when the plugins come with mockgen's sources (the driver without
    /// the command line's parser, quicker to build), else `mockgen`: the binary target of the
    /// plugin-only package that Scripts/release/make-artifact-bundle.sh writes. Both take the
    /// same arguments.
    static func url(in context: PluginContext) throws -> URL {
        if let lean = try? context.tool(named: "mockgen-plugin-tool") { return lean.url }
        return try context.tool(named: "mockgen").url
    }
}

import Foundation
import MockgenForge

/// The Swift compiler and the modules `swift build` produced, for tests that compile code
/// against `MockRuntime`.
public enum Toolchain {
    /// `swiftc` from `PATH` (next to the `swift` running the tests).
    public static var swiftc: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
            return "\(folder)/swiftc"
        }
        return "/usr/bin/swiftc"
    }

    /// The `Modules` folder holding `MockRuntime.swiftmodule`: beside the test binary, or in
    /// `.build/debug` of the repository.
    public static var builtModules: String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("MockRuntime.swiftmodule").path) {
                return modules.path
            }
            folder.deleteLastPathComponent()
        }
        let fallback = Repository.url(".build/debug/Modules")
        return FileManager.default.fileExists(atPath: fallback.appendingPathComponent("MockRuntime.swiftmodule").path)
            ? fallback.path : nil
    }

    /// Runs `executable` and waits for it: its status, and its standard output and error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        try ForgeCompiler.run(executable, arguments)
    }
}

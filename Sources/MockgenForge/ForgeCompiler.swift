public import Foundation

/// The Swift compiler as the forge runs it: type-checks files against the built `MockRuntime`.
public struct ForgeCompiler: Sendable {
    public var swiftc: String
    /// The folder holding `MockRuntime.swiftmodule` (`.build/debug/Modules`).
    public var modules: String

    public init(swiftc: String, modules: String) {
        self.swiftc = swiftc
        self.modules = modules
    }

    /// The errors of `swiftc -frontend -typecheck` on `files` as one module (Swift 6 mode).
    public func typecheck(_ files: [URL]) throws -> [CompilerError] {
        let output = try Self.run(swiftc, [
            "-frontend", "-typecheck", "-diagnostic-style", "llvm", "-swift-version", "6", "-module-name", "ForgeCheck", "-I", modules,
        ] + files.map(\.path))
        let errors = CompilerError.parse(output.text)
        if output.status != 0 && errors.isEmpty {
            throw ForgeFailure("swiftc failed without an error line: \(output.text.prefix(2000))")
        }
        return errors
    }

    /// True when `swiftc -frontend -parse` accepts `file` (Swift 6 mode, then Swift 5 mode).
    public func parses(_ file: URL) throws -> Bool {
        for version in ["6", "5"] {
            let output = try Self.run(swiftc, ["-frontend", "-parse", "-swift-version", version, file.path])
            if output.status == 0 { return true }
        }
        return false
    }

    /// Runs `executable` and waits for it: its status, and its standard output and error together.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Something that stops a forge run (not a finding): a compiler that cannot run, a prelude
/// the compiler rejects.
public struct ForgeFailure: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

public import Foundation

/// The Swift compiler as the forge runs it: type-checks files, or lowers them to SIL, against
/// the built `MockRuntime`.
public struct ForgeCompiler: Sendable {
    public var swiftc: String
    /// The folder holding `MockRuntime.swiftmodule` (`.build/debug/Modules`).
    public var modules: String

    public init(swiftc: String, modules: String) {
        self.swiftc = swiftc
        self.modules = modules
    }

    /// How far the compiler takes the files it checks.
    public enum Stage: String, Sendable {
        /// `-typecheck`: the front end's diagnostics.
        case typecheck
        /// `-emit-silgen`: type-checked, then lowered to SIL (witness tables, thunks), which the
        /// compiler can crash on where type-checking passed.
        case silgen
        /// `-emit-sil`: lowered to SIL and through the mandatory passes, whose diagnostics
        /// (ownership of `borrowing` and `consuming` parameters, `sending`, initialization) a
        /// build reports and type-checking does not.
        case sil
    }

    /// What the compiler said about files: its errors, or how it crashed.
    public struct Check: Sendable {
        public var errors: [CompilerError]
        public var crash: CompilerCrash?
    }

    /// The errors of `swiftc -frontend -typecheck` on `files` as one module (Swift 6 mode).
    public func typecheck(_ files: [URL]) throws -> [CompilerError] {
        let check = try check(files, stage: .typecheck)
        if let crash = check.crash {
            throw ForgeFailure("swiftc failed without an error line: \(([crash.summary] + crash.activities.suffix(1)).joined(separator: "; "))")
        }
        return check.errors
    }

    /// `files` compiled as one module (Swift 6 mode) up to `stage`: the errors, or the crash.
    public func check(_ files: [URL], stage: Stage) throws -> Check {
        let action = switch stage {
        case .typecheck: ["-typecheck"]
        case .silgen: ["-emit-silgen", "-o", "/dev/null"]
        case .sil: ["-emit-sil", "-o", "/dev/null"]
        }
        let output = try Self.runReportingSignal(swiftc, ["-frontend"] + action + [
            "-diagnostic-style", "llvm", "-swift-version", "6", "-module-name", "ForgeCheck", "-I", modules,
        ] + files.map(\.path))
        let errors = CompilerError.parse(output.text)
        return Check(
            errors: errors,
            crash: CompilerCrash.parse(output.text, status: output.status, signaled: output.signaled, errors: errors))
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
        let output = try runReportingSignal(executable, arguments)
        return (output.status, output.text)
    }

    /// Runs `executable` and waits for it: its status (the signal's number when `signaled`),
    /// and its standard output and error together.
    static func runReportingSignal(_ executable: String, _ arguments: [String]) throws -> (status: Int32, signaled: Bool, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // A crash's stack dump is enough; the backtracer's symbolicated report takes seconds.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal { return (process.terminationStatus, true, text) }
        // A shell between (a `swiftc` script) reports a signal as 128 + its number.
        let status = process.terminationStatus
        return status > 128 && status < 160 ? (status - 128, true, text) : (status, false, text)
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

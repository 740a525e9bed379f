import Foundation

/// Runs the built `mockgen` executable (found next to the test bundle in the build
/// products folder) as a separate process.
enum MockgenProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `mockgen` executable in the build products folder, if it was built.
    static let executable: String? = {
        var folders: [URL] = []
        #if os(Linux)
        folders.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("mockgen").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts `mockgen arguments`, optionally as another user (`setpriv`), without waiting.
    static func start(
        _ arguments: [String], standardInput: Data? = nil, asUser uid: Int? = nil, in folder: String? = nil
    ) throws -> Running {
        guard let executable else { throw POSIXError(.ENOENT) }
        let process = Process()
        if let uid {
            process.executableURL = URL(fileURLWithPath: setpriv!)
            process.arguments = ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(standardInput ?? Data())
        try input.fileHandleForWriting.close()
        return Running(process: process, output: output, error: error)
    }

    /// Runs `mockgen arguments` to completion.
    static func run(
        _ arguments: [String], standardInput: Data? = nil, asUser uid: Int? = nil, in folder: String? = nil
    ) throws -> Result {
        try start(arguments, standardInput: standardInput, asUser: uid, in: folder).wait()
    }

    /// A started process; `wait()` collects its output and exit status.
    struct Running {
        let process: Process
        let output: Pipe
        let error: Pipe

        func wait() -> Result {
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus,
                standardOutput: String(decoding: out, as: UTF8.self),
                standardError: String(decoding: err, as: UTF8.self)
            )
        }
    }

    static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Running as root with `setpriv`, so a test can run mockgen as `nobody` (for whom
    /// permission bits apply) to read a really unreadable file.
    static let canDropPrivileges: Bool = executable != nil && setpriv != nil && getuid() == 0
}

/// Mounts small `tmpfs` file systems, to fill a disk or make one read-only for real.
/// Needs root and mount rights (containers often allow it; tests are skipped otherwise).
enum Tmpfs {
    @discardableResult
    static func run(_ arguments: [String]) -> Bool {
        guard
            let process = try? Process.run(
                URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", arguments.joined(separator: " ") + " 2>/dev/null"])
        else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func mount(at path: String, size: String) -> Bool {
        run(["mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path])
    }

    static func remountReadOnly(_ path: String) -> Bool {
        run(["mount", "-o", "remount,ro", path])
    }

    static func unmount(_ path: String) {
        run(["umount", path])
    }

    /// Whether a tmpfs can be mounted here.
    static let isAvailable: Bool = {
        guard getuid() == 0, let folder = try? TemporaryFolder("mockgen-tmpfs-probe") else { return false }
        guard mount(at: folder.path, size: "16k") else { return false }
        unmount(folder.path)
        return true
    }()
}

import MockgenFrontEnd
#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

/// Runs a program to its end and collects what it writes, with `posix_spawn` and two pipes: on
/// Linux, where Foundation's `Process` would make mockgen load Foundation and its
/// internationalization libraries at every start (about 8 M instructions of dynamic linking).
enum ChildProcess {
    /// What a finished program wrote and how it ended.
    struct Outcome: Sendable {
        var output: [UInt8]
        var errors: [UInt8]
        /// The exit status; nil when a signal ended the program.
        var status: Int32?
    }

    /// Runs `arguments[0]` (a path) with `arguments`, this process's environment, standard
    /// output and error each into a pipe. Standard error is read on another thread while this
    /// one reads standard output, so that neither pipe can fill up and block the program. A
    /// failure names the program as its path.
    static func run(_ arguments: [String]) -> Result<Outcome, FileSystemError> {
        let program = arguments[0]
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return .failure(PosixCalls.error(path: program)) }
        guard pipe(&errorPipe) == 0 else {
            let failure = PosixCalls.error(path: program)
            for descriptor in outputPipe { _ = close(descriptor) }
            return .failure(failure)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        _ = close(outputPipe[1])
        _ = close(errorPipe[1])
        guard spawned == 0 else {
            _ = close(outputPipe[0])
            _ = close(errorPipe[0])
            return .failure(PosixCalls.error(code: spawned, path: program))
        }

        // The pipes are read to their end like any stream (`PosixCalls.readAll`), with no limit.
        let errors = LockedValue<Result<[UInt8], FileSystemError>>(.success([]))
        let group = DispatchGroup()
        let errorDescriptor = errorPipe[0]
        DispatchQueue.global().async(group: group) {
            let read = Result { () throws(FileSystemError) in
                try PosixCalls.readAll(from: errorDescriptor, path: program, limit: .max)
            }
            errors.withLock { $0 = read }
        }
        let output = Result { () throws(FileSystemError) in
            try PosixCalls.readAll(from: outputPipe[0], path: program, limit: .max)
        }
        group.wait()
        _ = close(outputPipe[0])
        _ = close(errorPipe[0])

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // The exit code is in the second byte when the low seven bits (the signal) are zero.
        let exitStatus: Int32? = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
        return output.flatMap { output in
            errors.withLock { $0 }.map { errors in Outcome(output: output, errors: errors, status: exitStatus) }
        }
    }
}
#endif

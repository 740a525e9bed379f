#if os(Linux)
@testable import MockgenDriver
import Testing

/// `swift package dump-package` runs through `ChildProcess`: what the program writes to each
/// stream comes back whole, however much it is, with its exit status.
@Suite("Child process")
struct ChildProcessTests {
    @Test func outputErrorsAndStatusComeBackSeparately() throws {
        let outcome = try ChildProcess.run(["/bin/sh", "-c", "printf out; printf err >&2; exit 3"]).get()
        #expect(String(decoding: outcome.output, as: UTF8.self) == "out")
        #expect(String(decoding: outcome.errors, as: UTF8.self) == "err")
        #expect(outcome.status == 3)
    }

    /// More than a pipe holds on both streams at once: neither blocks the program.
    @Test func largeOutputOnBothStreamsDoesNotBlock() throws {
        let outcome = try ChildProcess.run(["/bin/sh", "-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2"])
            .get()
        #expect(outcome.output.count == 300_000)
        #expect(outcome.errors.count == 200_000)
        #expect(outcome.status == 0)
    }

    @Test func aProgramEndedByASignalHasNoExitStatus() throws {
        let outcome = try ChildProcess.run(["/bin/sh", "-c", "kill -9 $$"]).get()
        #expect(outcome.status == nil)
    }

    @Test func aMissingProgramIsAnError() {
        guard case .failure(let error) = ChildProcess.run(["/nonexistent/program"]) else {
            Issue.record("a missing program ran")
            return
        }
        #expect(error.path == "/nonexistent/program")
        #expect(error.reason == .notFound)
        #expect(!error.detail.isEmpty)
    }
}
#endif

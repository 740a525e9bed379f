import MockgenFrontEnd

/// Writes messages to standard error according to the verbosity: errors always,
/// warnings and notes unless quiet, progress only when verbose.
struct DriverLog {
    let verbosity: DriverOptions.Verbosity
    let write: @Sendable (String) -> Void

    /// `mockgen: error: message`, for problems that have no source location.
    func error(_ message: String) {
        write("mockgen: error: \(message)\n")
    }

    func warning(_ message: String) {
        if verbosity != .quiet { write("mockgen: warning: \(message)\n") }
    }

    /// What mockgen chose for the user (which interface of a binary module it read): shown
    /// unless quiet.
    func note(_ message: String) {
        if verbosity != .quiet { write("mockgen: note: \(message)\n") }
    }

    /// `path:line:column: severity: message`.
    func diagnostic(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error || verbosity != .quiet { write("\(diagnostic)\n") }
    }

    /// Progress shown only with `--verbose`.
    func info(_ message: @autoclosure () -> String) {
        if verbosity == .verbose { write("mockgen: \(message())\n") }
    }

    /// `12.3 ms`, for a duration in nanoseconds (differences of `MonotonicClock.now`).
    static func describe(_ nanoseconds: UInt64) -> String {
        let tenthsOfMilliseconds = nanoseconds / 100_000
        return "\(tenthsOfMilliseconds / 10).\(tenthsOfMilliseconds % 10) ms"
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MockgenFrontEnd

/// Keeps a copy of the input being processed so that, when the process traps, overflows its
/// stack or hangs, the input is written to a file the run names — a reproducer to move into
/// `Regressions/`. A fatal signal is then passed on to the handler that was there before.
///
/// The state below is process-global because a signal handler cannot capture context. It is
/// written only by the fuzz loop between inputs (`track`) and read by the signal handler
/// (on the same thread) or by the hang watchdog while that thread is stuck inside one input.
enum CrashReproducer {
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    private static let alternateStackSize = 1 << 16

    /// Installs the handlers (once) and the alternate signal stack on the calling thread, so a
    /// stack overflow on this thread is caught too; call `restoreAlternateStack()` on the same
    /// thread when done. `reproducerPath` is where a reproducer is written.
    static func install(reproducerPath: String) {
        free(reproducer.path)
        free(reproducer.message)
        reproducer.path = strdup(reproducerPath)
        reproducer.message = strdup(
            "\nfuzz: the process is dying; the input being processed was saved to \(reproducerPath)\n")
        // One alternate stack, kept for the life of the process (it is shared if several
        // threads install it, which only matters if two of them overflow at once).
        if reproducer.alternateStack == nil { reproducer.alternateStack = malloc(alternateStackSize) }
        var alternate = stack_t(ss_sp: reproducer.alternateStack, ss_flags: 0, ss_size: alternateStackSize)
        sigaltstack(&alternate, &reproducer.previousAlternateStack)
        guard !reproducer.installed else { return }
        reproducer.installed = true
        reproducer.previous = .allocate(capacity: signals.count)
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handleFatalSignal
            #else
            action.__sigaction_u.__sa_handler = handleFatalSignal
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, reproducer.previous! + index)
        }
        HangWatchdog.shared.start()
    }

    /// Puts back the calling thread's previous alternate signal stack (a runtime or sanitizer
    /// may own it and free it when the thread ends); the signal handlers stay.
    static func restoreAlternateStack() {
        var previous = reproducer.previousAlternateStack
        sigaltstack(&previous, nil)
    }

    /// Records `bytes` as the input now being processed.
    static func track(_ bytes: [UInt8]) {
        if reproducer.capacity < bytes.count {
            free(reproducer.buffer)
            reproducer.capacity = max(bytes.count, 2 * reproducer.capacity)
            reproducer.buffer = malloc(reproducer.capacity)?.assumingMemoryBound(to: UInt8.self)
        }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress, let buffer = reproducer.buffer { memcpy(buffer, base, bytes.count) }
        }
        reproducer.count = bytes.count
        HangWatchdog.shared.began()
    }

    /// No input is being processed (the watchdog rests).
    static func idle() {
        HangWatchdog.shared.ended()
    }

    /// Writes the tracked input and a note to standard error; async-signal-safe.
    fileprivate static func saveTrackedInput() {
        guard let path = reproducer.path else { return }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if file >= 0 {
            if let buffer = reproducer.buffer { _ = write(file, buffer, reproducer.count) }
            close(file)
        }
        if let message = reproducer.message { _ = write(2, message, strlen(message)) }
    }

    fileprivate static func restorePreviousHandler(for signal: Int32) {
        guard let previous = reproducer.previous, let index = signals.firstIndex(of: signal) else { return }
        sigaction(signal, previous + index, nil)
    }
}

/// The raw state `CrashReproducer` shares with its signal handler.
private struct ReproducerState {
    var installed = false
    var path: UnsafeMutablePointer<CChar>?
    var message: UnsafeMutablePointer<CChar>?
    var buffer: UnsafeMutablePointer<UInt8>?
    var capacity = 0
    var count = 0
    var previous: UnsafeMutablePointer<sigaction>?
    var alternateStack: UnsafeMutableRawPointer?
    var previousAlternateStack = stack_t()
}

nonisolated(unsafe) private var reproducer = ReproducerState()

private func handleFatalSignal(_ signal: Int32) {
    CrashReproducer.saveTrackedInput()
    CrashReproducer.restorePreviousHandler(for: signal)
    raise(signal)
}

/// Stops the run, keeping the input, when one input takes far longer than any input should
/// (`MOCKGEN_FUZZ_HANG_SECONDS`, default 60 s — thousands of times the usual cost, so this is
/// a hang detector, not a timing assertion).
final class HangWatchdog: Sendable {
    static let shared = HangWatchdog()

    /// The number of inputs begun, and whether one is running (`Atomic` needs macOS 15).
    private let progress = LockedValue((serial: 0, busy: false))
    private let started = LockedValue(false)
    private let limit: Int = {
        guard let text = getenv("MOCKGEN_FUZZ_HANG_SECONDS"), let seconds = Int(String(cString: text)) else {
            return 60
        }
        return max(1, seconds)
    }()

    func began() {
        progress.withLock { $0 = (serial: $0.serial + 1, busy: true) }
    }

    func ended() {
        progress.withLock { $0.busy = false }
    }

    func start() {
        let starts = started.withLock { started in
            defer { started = true }
            return !started
        }
        guard starts else { return }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        pthread_create(&thread, nil, { context in
            Unmanaged<HangWatchdog>.fromOpaque(context!).takeRetainedValue().watch()
        }, box)
        #else
        pthread_create(&thread, nil, { context in
            Unmanaged<HangWatchdog>.fromOpaque(context).takeRetainedValue().watch()
        }, box)
        #endif
        pthread_detach(thread)
    }

    private func watch() -> Never {
        var lastSerial = -1
        var stuckSeconds = 0
        while true {
            sleep(1)
            let (current, busy) = progress.withLock { $0 }
            if busy, current == lastSerial {
                stuckSeconds += 1
            } else {
                stuckSeconds = 0
            }
            lastSerial = current
            if stuckSeconds >= limit {
                let note = "\nfuzz: one input has run for \(stuckSeconds) s: treating it as a hang\n"
                _ = note.withCString { write(2, $0, strlen($0)) }
                CrashReproducer.saveTrackedInput()
                abort()
            }
        }
    }
}

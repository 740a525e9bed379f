#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value shared between threads, only ever touched while holding a lock.
///
/// The tool targets' replacement for `Synchronization.Mutex`, which needs macOS 15 / iOS 18
/// while the package supports macOS 10.15 (docs/Availability.md). A `pthread_mutex_t`, so
/// the front end needs no Foundation.
package final class LockedValue<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// Elapsed time for `--verbose` and the benchmarks, in nanoseconds of the monotonic clock
/// (`ContinuousClock` needs macOS 13 / iOS 16).
package struct MonotonicClock: Sendable {
    package init() {}

    /// Nanoseconds since an arbitrary fixed moment; differences are durations.
    package var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// How many nanoseconds `body` took.
    package func measure(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now
        try body()
        return now - start
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells the recursive-descent parser when the current thread's stack is nearly used up,
/// so that deep nesting is diagnosed instead of overflowing, whatever the thread's stack
/// size (8 MB main threads, 512 KB secondary threads) and however large the frames of an
/// unoptimised build are.
struct StackGuard {
    /// Recursion stops when the stack pointer comes within this many bytes of the stack's end.
    static let reserve: UInt = 128 * 1024

    /// The lowest stack address recursion may reach.
    private let limit: UInt

    /// Measures the current thread's stack. Call on the thread that parses.
    init() {
        if let low = StackGuard.cachedLowestStackAddress() {
            limit = low + StackGuard.reserve
        } else {
            // Unknown bounds: assume the smallest common stack, 512 KB, from here.
            limit = StackGuard.currentAddress() &- (512 * 1024 - StackGuard.reserve)
        }
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// Thread-local cache of each thread's stack bound: finding it can be slow (glibc reads
    /// /proc/self/maps for the main thread), and a thread's stack does not move.
    private static let boundKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func cachedLowestStackAddress() -> UInt? {
        if let cached = pthread_getspecific(boundKey) { return UInt(bitPattern: cached) }
        guard let low = lowestStackAddress() else { return nil }
        pthread_setspecific(boundKey, UnsafeRawPointer(bitPattern: low))
        return low
    }
    #else
    private static func cachedLowestStackAddress() -> UInt? { nil }
    #endif

    /// True while there is room for another level of nesting.
    @inline(__always)
    func hasRoom() -> Bool { StackGuard.currentAddress() > limit }

    /// An address in the caller's frame (stacks grow down on every platform Swift supports).
    @inline(never)
    private static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    private static func lowestStackAddress() -> UInt? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        return top > size ? top - size : nil
        #elseif canImport(Glibc) || canImport(Musl)
        // `pthread_getattr_np` is a GNU extension the Swift module does not export: look it up.
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds libclang at run time. Search order: the explicit path (`--libclang` or the
/// `MOCKGEN_LIBCLANG` environment variable), the system package's copy (Debian/Ubuntu
/// `libclang-dev`, newest LLVM first), the Swift toolchain's own copy, then Xcode's (macOS).
enum LibclangLocator {
    /// The environment variable naming the library to use.
    static let environmentVariable = "MOCKGEN_LIBCLANG"

    /// Where to look when no path is given, as glob patterns in order of preference.
    static var candidatePatterns: [String] {
        #if os(macOS)
        [
            "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
            "/opt/homebrew/opt/llvm/lib/libclang.dylib",
            "/usr/local/opt/llvm/lib/libclang.dylib",
        ]
        #else
        [
            "/usr/lib/llvm-*/lib/libclang.so*",
            "/usr/lib/*-linux-gnu/libclang-*.so*",
            "/usr/lib/*-linux-gnu/libclang.so*",
            "/usr/lib64/libclang.so*",
            "/usr/lib/libclang.so*",
            "/opt/swift/usr/lib/libclang.so*",
            "/usr/share/swift/usr/lib/libclang.so*",
        ]
        #endif
    }

    /// How to get libclang, for the error printed when none is found.
    static var installHint: String {
        #if os(macOS)
        "install Xcode's command-line tools (xcode-select --install), or pass --libclang <path to libclang.dylib>"
        #else
        "install it with `apt-get install libclang-dev` (Debian/Ubuntu), or pass --libclang <path to libclang.so>"
        #endif
    }

    /// The library to use, or an error message saying what was tried and how to install it.
    static func load(explicitPath: String?) -> Result<Libclang, LibclangUnavailable> {
        if let path = explicitPath ?? getenv(environmentVariable).map({ String(cString: $0) }), !path.isEmpty {
            if let library = Libclang(path: path) { return .success(library) }
            return .failure(
                LibclangUnavailable(message: "cannot load libclang from '\(path)' (\(lastError())); \(installHint)"))
        }
        for pattern in candidatePatterns {
            for path in expand(pattern).sorted(by: preferNewer) {
                if let library = Libclang(path: path) { return .success(library) }
            }
        }
        return .failure(
            LibclangUnavailable(
                message: "reading Objective-C headers needs libclang, which was not found; \(installHint)"))
    }

    /// `llvm-19` before `llvm-14`; the shortest name (`libclang.so`) first within one folder.
    static func preferNewer(_ a: String, _ b: String) -> Bool {
        let (va, vb) = (version(in: a), version(in: b))
        if va != vb { return va > vb }
        return a.utf8.count != b.utf8.count ? a.utf8.count < b.utf8.count : a < b
    }

    /// The first number after `llvm-` or `libclang-` in a path, 0 when there is none.
    private static func version(in path: String) -> Int {
        let bytes = Array(path.utf8)
        for marker in ["llvm-", "libclang-"].map({ Array($0.utf8) }) where bytes.count >= marker.count {
            for start in 0...(bytes.count - marker.count) where Array(bytes[start..<start + marker.count]) == marker {
                let digits = bytes[(start + marker.count)...].prefix { $0 >= 48 && $0 <= 57 }
                if let value = Int(String(decoding: digits, as: UTF8.self)) { return value }
            }
        }
        return 0
    }

    private static func expand(_ pattern: String) -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(pattern, 0, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}

/// Why libclang could not be used: a message for the user, naming how to install it.
struct LibclangUnavailable: Error, Sendable {
    var message: String
}

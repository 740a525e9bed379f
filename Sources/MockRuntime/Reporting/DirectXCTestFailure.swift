#if os(Linux) || os(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Android)
import Android
#endif
import IssueReporting

/// Reports XCTest failures on Linux by calling `XCTFail` directly.
///
/// IssueReporting's XCTest route appends a warning about tests hosted in an application to
/// every failure unless it can tell it runs in Xcode's test tool, which it recognises by a
/// bundle identifier and by Objective-C test frames that a Linux test process never has. The
/// warning does not apply to mocks, so on Linux the runtime calls `XCTFail` itself (looked up
/// in the running process, so that `MockRuntime` does not link XCTest) with its own message,
/// file and line. Swift Testing failures and Apple platforms still go through IssueReporting.
enum DirectXCTestFailure {
    /// `XCTest.XCTFail(_:file:line:)`, as the XCTest library exports it.
    private static let symbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

    /// Reports `message` at `site` with `XCTFail` when XCTest runs the current test; returns
    /// false (reporting nothing) otherwise.
    static func report(_ message: String, at site: CallSite) -> Bool {
        guard case .xcTest = TestContext.current,
              let process = dlopen(nil, RTLD_LAZY),
              let address = dlsym(process, symbol)
        else { return false }
        typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void
        unsafeBitCast(address, to: XCTFail.self)(message, site.filePath, site.line)
        return true
    }
}
#endif

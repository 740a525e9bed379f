import Foundation
import MockgenFrontEnd
import MockgenObjC
import MockgenTestSupport
import Testing

/// The tests that read headers need libclang. Where it is missing they fail, naming how to
/// install it (CI installs it, so a missing library is a broken machine, not a skipped test),
/// unless `MOCKGEN_SKIP_LIBCLANG_TESTS=1` says to skip them on a developer machine without it.
enum LibclangRequirement {
    static let skipVariable = "MOCKGEN_SKIP_LIBCLANG_TESTS"

    static let reader = ObjCHeaderReader(
        options: HeaderOptions(includePaths: [Repository.fixtures.appendingPathComponent("ObjCRoot").path]))

    /// False only when libclang is missing and the skip variable is set.
    static var shouldRun: Bool {
        reader.hasLibclang || ProcessInfo.processInfo.environment[skipVariable] != "1"
    }

    static let skipMessage: Comment =
        "libclang is missing and \(skipVariable)=1: skipping the tests that read Objective-C headers"

    /// Records a failure naming the fix when libclang is missing; true when it is there.
    static func check() -> Bool {
        if reader.hasLibclang { return true }
        Issue.record("libclang is needed to read Objective-C headers: \(reader.libclangDescription). Set \(skipVariable)=1 to skip these tests.")
        return false
    }
}

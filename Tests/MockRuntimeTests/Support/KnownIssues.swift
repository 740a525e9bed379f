import Foundation
import Testing

/// Runs `body` and requires exactly the reported failures it causes to contain every one of
/// `fragments` and to be located at `line` of `fileID` (where the `verify`/`expect` was written).
func expectReported(
    _ fragments: [String],
    atLine line: Int,
    fileID: String = #fileID,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issueMatches(issue, fragments, line: line, fileID: fileID)
    }
}

/// `expectReported` for async code.
func expectReported(
    _ fragments: [String],
    atLine line: Int,
    fileID: String = #fileID,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async -> Void
) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        issueMatches(issue, fragments, line: line, fileID: fileID)
    }
}

/// Requires reported failures to contain every fragment, wherever they are located
/// (for failures located inside the mock, such as strict-policy calls).
func expectReported(
    _ fragments: [String],
    inFileEndingWith fileSuffix: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        return fragments.allSatisfy(text.contains) && issue.sourceLocation?.fileID.hasSuffix(fileSuffix) == true
    }
}

private func issueMatches(_ issue: Issue, _ fragments: [String], line: Int, fileID: String) -> Bool {
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return fragments.allSatisfy(text.contains)
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == fileID
}

/// Runs `body` and returns the text of every failure it reports, in order (each must be a
/// failure the runtime reported: any other issue fails the test).
func collectReports(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> [String] {
    let collected = TestBox<[String]>([])
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        guard case .unconditional = issue.kind else { return false }
        collected.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }
    return collected.withLock { $0 }
}

/// A value shared with closures that may run on other threads, behind a lock (`Mutex` needs
/// macOS 15, newer than the package's platforms).
final class TestBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

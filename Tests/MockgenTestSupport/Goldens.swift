public import Foundation
public import Testing

/// Golden files: text the tests compare with what the code gives, which `make golden`
/// (`MOCKGEN_UPDATE_GOLDENS=1`) rewrites instead.
public enum Goldens {
    /// True when the goldens are to be rewritten rather than compared.
    public static let updating = ProcessInfo.processInfo.environment["MOCKGEN_UPDATE_GOLDENS"] == "1"

    /// Compares `actual` with the golden file `golden` (an issue at `sourceLocation` when they
    /// differ, naming the first differing line), or writes it there when `updating`.
    ///
    /// With `absentWhenEmpty` (a golden kept only when there is something to say, as
    /// `Diagnostics.txt`), no file means empty text, updating with empty text removes the
    /// file, and the file holds `actual` and a newline; newlines around it are not compared.
    public static func compareOrUpdate(
        _ actual: String, golden: URL, case name: String, absentWhenEmpty: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if updating {
            if absentWhenEmpty && actual.isEmpty {
                try? FileManager.default.removeItem(at: golden)
            } else {
                try Data((absentWhenEmpty ? actual + "\n" : actual).utf8).write(to: golden)
            }
            return
        }
        let expected: String
        if absentWhenEmpty {
            expected = ((try? String(contentsOf: golden, encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
        } else {
            expected = try String(contentsOf: golden, encoding: .utf8)
        }
        #expect(
            actual == expected,
            "\(name): the output differs from \(golden.lastPathComponent) (\(firstDifference(actual, expected))); run `make golden` and review the diff",
            sourceLocation: sourceLocation)
    }

    /// `line N: got "..." expected "..."` for the first line that differs.
    public static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let got = index < a.count ? String(a[index]) : "<end of file>"
            let want = index < e.count ? String(e[index]) : "<end of file>"
            if got != want { return "line \(index + 1): got \"\(got)\", expected \"\(want)\"" }
        }
        return "identical lines"
    }
}

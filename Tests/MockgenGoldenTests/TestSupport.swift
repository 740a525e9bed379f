import Testing

/// True when the issue's text mentions every fragment: used with `withKnownIssue` to check that a
/// deliberate failure reports the message a person can act on.
func issue(_ issue: Issue, mentions fragments: String...) -> Bool {
    let text = String(describing: issue) + issue.comments.map(\.rawValue).joined(separator: "\n")
    return fragments.allSatisfy { text.contains($0) }
}

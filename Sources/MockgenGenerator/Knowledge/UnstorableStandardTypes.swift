/// The standard library types a mock cannot keep (`UnstorableValues`): non-escapable and
/// noncopyable ones.
extension UnstorableValues {
    /// Standard non-escapable types (`InputSpan` is the consuming span of the library's
    /// container previews).
    static let nonEscapableTypes: Set<String> = [
        "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "InputSpan", "UTF8Span",
    ]
    /// Standard noncopyable types.
    static let noncopyableTypes: Set<String> = ["ExecutorJob", "Job"]
}

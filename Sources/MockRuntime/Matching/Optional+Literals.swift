/// `["a": 1]` for `.value(["a": 1])` where the parameter is a `[String: Int]?`.
///
/// Only dictionary literals, which `Parameter` takes through this runtime's own protocol:
/// making `Optional` accept the standard library's string, number or boolean literals would
/// change what other expressions in a test mean (`let x: Any? = flag ? 5 : nil` would no longer
/// compile), so an optional parameter's other values are written `.value("A")`.
extension Optional: DictionaryLiteralMatchable where Wrapped: DictionaryLiteralMatchable {
    /// `.some(Wrapped(matchedPairs: pairs))`.
    public init(matchedPairs pairs: [(Wrapped.Key, Wrapped.Value)]) {
        self = .some(Wrapped(matchedPairs: pairs))
    }
}

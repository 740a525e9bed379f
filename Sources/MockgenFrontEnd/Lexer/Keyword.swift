/// Swift keywords and the contextual keywords the parser cares about, recognised by
/// comparing bytes (no `String` is made to classify an identifier).
public enum Keyword: UInt8, Sendable, Hashable, CaseIterable {
    case none
    // Declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `func`, `import`, `init`, `let`, `operator`
    case `precedencegroup`, `protocol`, `struct`, `subscript`, `typealias`, `var`, `actor`, `macro`, `case`
    // Modifiers.
    case `fileprivate`, `internal`, `private`, `public`, `open`, `package`, `static`, `final`, `required`
    case `optional`, `convenience`, `override`, `dynamic`, `lazy`, `weak`, `unowned`, `indirect`, `mutating`
    case `nonmutating`, `nonisolated`, `distributed`, `prefix`, `postfix`, `infix`, `consuming`, `borrowing`
    // Type specifiers and effects.
    case `inout`, `async`, `throws`, `rethrows`, `some`, `any`, `each`, `repeat`, `sending`, `isolated`
    case `__owned`, `__shared`, `_const`, `__consuming`
    // Accessors.
    case `get`, `set`, `modify`, `_modify`, `read`, `_read`, `willSet`, `didSet`, `unsafeAddress`, `unsafeMutableAddress`
    // Types.
    case `Self`, `Any`, `Type`, `Protocol`
    // Statements and expressions (used by the regex-literal heuristic and body skipping).
    case `where`, `return`, `if`, `else`, `guard`, `for`, `in`, `while`, `do`, `switch`, `default`, `throw`
    case `try`, `await`, `defer`, `break`, `continue`, `fallthrough`, `is`, `as`, `self`, `super`, `true`
    case `false`, `nil`, `catch`, `yield`, `discard`, `then`

    /// The keyword's spelling.
    public var text: String { String(describing: self) }

    /// Every keyword's spelling as bytes, grouped by length, for byte comparison.
    private static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 24)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    /// Classifies `buffer[start..<end]`; `.none` when it is not a keyword.
    static func classify(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length > 1, length < byLength.count else { return .none }
        candidates: for candidate in byLength[length] {
            var i = 0
            while i < length {
                if candidate.bytes[i] != buffer[start + i] { continue candidates }
                i += 1
            }
            return candidate.keyword
        }
        return .none
    }
}

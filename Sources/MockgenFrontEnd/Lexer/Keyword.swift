/// Swift keywords and the contextual keywords the parser cares about, recognised by
/// comparing bytes (no `String` is made to classify an identifier).
package enum Keyword: UInt8, Sendable, Hashable, CaseIterable {
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
    case `get`, `set`, `modify`, `_modify`, `read`, `_read`, `willSet`, `didSet`, `unsafeAddress`,
        `unsafeMutableAddress`
    // Types.
    case `Self`, `Any`, `Type`, `Protocol`
    // Statements and expressions (used by the regex-literal heuristic and body skipping).
    case `where`, `return`, `if`, `else`, `guard`, `for`, `in`, `while`, `do`, `switch`, `default`, `throw`
    case `try`, `await`, `defer`, `break`, `continue`, `fallthrough`, `is`, `as`, `self`, `super`, `true`
    case `false`, `nil`, `catch`, `yield`, `discard`, `then`

    /// The keyword's spelling.
    package var text: String { String(describing: self) }
}

/// Keyword spellings bucketed by (length, first byte), so that classifying an identifier
/// compares against at most a few candidates. Built once; lexers hold a reference.
final class KeywordTable: Sendable {
    static let shared = KeywordTable()

    static let maximumLength = 24
    private let bytes: [UInt8]
    /// Per bucket `length << 7 | firstByte`: the range of `entries`.
    private let bucketStart: [Int32]
    private let entries: [(offset: Int32, keyword: Keyword)]

    private init() {
        var buckets = [[(String, Keyword)]](repeating: [], count: (KeywordTable.maximumLength + 1) << 7)
        for keyword in Keyword.allCases where keyword != .none {
            let text = keyword.text
            let utf8 = Array(text.utf8)
            buckets[utf8.count << 7 | Int(utf8[0])].append((text, keyword))
        }
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var entries: [(offset: Int32, keyword: Keyword)] = []
        for bucket in buckets {
            starts.append(Int32(entries.count))
            for (text, keyword) in bucket {
                entries.append((Int32(bytes.count), keyword))
                bytes += text.utf8
            }
        }
        starts.append(Int32(entries.count))
        self.bytes = bytes
        self.bucketStart = starts
        self.entries = entries
    }

    @inline(__always)
    func classify(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length > 1 && length <= KeywordTable.maximumLength else { return .none }
        let first = buffer[start]
        guard first < 0x80 else { return .none }
        let bucket = length << 7 | Int(first)
        var e = Int(bucketStart[bucket])
        let last = Int(bucketStart[bucket + 1])
        while e < last {
            let entry = entries[e]
            let offset = Int(entry.offset)
            var i = 1
            while i < length && bytes[offset + i] == buffer[start + i] { i += 1 }
            if i == length { return entry.keyword }
            e += 1
        }
        return .none
    }
}

/// The prescan's question for class mocks: may the file declare a class the run mocks?
///
/// A marked class needs its marker in the file: the bytes `@mockable` (doc comment) or
/// `AutoMockable` (sourcery comment). With every class selected, any occurrence of the bytes
/// `class` counts. Like `SourcePrescan`, a false positive only costs a parse.
public enum ClassPrescan {
    /// True unless the bytes prove that the file declares no class to mock.
    public static func mayDeclareClassToMock(_ bytes: UnsafeBufferPointer<UInt8>, allClasses: Bool) -> Bool {
        if allClasses { return contains(bytes, "class") }
        return contains(bytes, "@mockable") || contains(bytes, "AutoMockable")
    }

    /// True when the file holds the bytes `class`: it may declare a superclass of a mocked class.
    public static func mayDeclareClass(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(bytes, "class")
    }

    /// Whether `word`'s UTF-8 bytes occur in `bytes`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var j = 1
                while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}

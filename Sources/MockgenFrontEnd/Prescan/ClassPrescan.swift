/// The prescan's question for class mocks: may the file declare a class the run mocks?
///
/// A marked class needs its marker in the file: the bytes `@mockable` (doc comment) or
/// `AutoMockable` (sourcery comment). With every class selected, any occurrence of the bytes
/// `class` counts. Like `SourcePrescan`, a false positive only costs a parse.
public enum ClassPrescan {
    /// True unless the bytes prove that the file declares no class to mock.
    public static func mayDeclareClassToMock(_ bytes: UnsafeBufferPointer<UInt8>, allClasses: Bool) -> Bool {
        if allClasses { return contains(bytes, "class") }
        return containsMarker(bytes)
    }

    /// True when the file holds the bytes `class`: it may declare a superclass of a mocked class.
    public static func mayDeclareClass(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(bytes, "class")
    }

    /// Whether `word`'s UTF-8 bytes occur in `bytes`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        ByteSearch.firstOffset(of: word, in: bytes) != nil
    }

    /// Whether the bytes `@mockable` or `AutoMockable` occur, in one pass: both end in
    /// `ockable`, so each occurrence of that is checked for either beginning.
    static func containsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let found = ByteSearch.firstOffset(of: "ockable", in: bytes, from: from) {
            if precededBy("@m", at: found, in: bytes) || precededBy("AutoM", at: found, in: bytes) { return true }
            from = found + 1
        }
        return false
    }

    /// Whether the bytes just before `offset` are `prefix`.
    private static func precededBy(
        _ prefix: StaticString, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset >= count else { return false }
        for j in 0..<count where bytes[offset - count + j] != prefix.utf8Start[j] { return false }
        return true
    }
}

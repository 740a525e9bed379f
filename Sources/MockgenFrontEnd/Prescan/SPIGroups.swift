/// The SPI groups a file declares into (`@_spi(Platform) public enum Abi`): a declaration in a
/// group is visible only to a file that imports its module with the same `@_spi(Platform)`,
/// `@testable` or not, so generated code that names it must import the module that way.
///
/// Found with a byte search for `@_spi(`, much cheaper than lexing. An attribute on an import
/// (`@_spi(Other) import Other`) names a group of the imported module and is left out; so is a
/// match in a comment or a string, which only costs an unneeded group on the import.
public enum SPIGroups {
    /// The group names of `bytes`, sorted, each once.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var groups = Set<String>()
        var start = 0
        while let at = ByteSearch.firstOffset(of: "@_spi(", in: bytes, from: start) {
            let nameStart = at + 6
            var nameEnd = nameStart
            while nameEnd < bytes.count && isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
            start = nameEnd
            guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: ")"),
                  !isImport(bytes, after: nameEnd + 1) else { continue }
            groups.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self))
        }
        return groups.sorted()
    }

    /// `scan` for an array.
    public static func scan(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer(scan)
    }

    /// True when the attribute's line goes on to an `import` (past other attributes and modifiers).
    private static func isImport(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var i = start
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "{") {
            guard isIdentifierByte(bytes[i]), i == start || !isIdentifierByte(bytes[i - 1]) else {
                i += 1
                continue
            }
            var end = i
            while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
            if UnsafeBufferPointer(rebasing: bytes[i..<end]).elementsEqual("import".utf8) {
                return end == bytes.count || !isIdentifierByte(bytes[end])
            }
            i = end
        }
        return false
    }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        c >= 0x80 || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A)
            || (c >= 0x61 && c <= 0x7A)
    }
}

/// Varies the trivia of Swift source without touching its tokens' text: spaces before `<`,
/// `(`, `:`, `[`, `{`, `,` and `->`; block comments and line comments between tokens; newlines
/// instead of spaces; attributes moved to their own line. Edits stay outside string literals
/// and comments (a small scanner finds those, without mockgen's lexer).
public struct TriviaVariation: Sendable {
    /// One variant: its text, and whether every edit keeps the meaning (a space or a block
    /// comment where a space already may be, an attribute's space turned into a newline), so
    /// that mockgen must read the same protocols from it as from the original.
    public struct Variant: Sendable {
        public var text: String
        public var preservesMeaning: Bool
        public var edits: [String]
    }

    public let source: [UInt8]
    /// Offsets of bytes outside strings and comments where an edit may go: before a
    /// punctuation byte, or at a whitespace run (`spaces`).
    let punctuation: [Int]
    let spaces: [Int]
    let attributeEnds: [Int]

    public init(_ text: String) {
        source = Array(text.utf8)
        var punctuation: [Int] = [], spaces: [Int] = [], attributeEnds: [Int] = []
        var i = 0
        let bytes = source
        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        var lineStartsDirective = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                var j = i + 1
                while at(j) == UInt8(ascii: " ") { j += 1 }
                lineStartsDirective = at(j) == UInt8(ascii: "#")
                i += 1
                continue
            }
            if lineStartsDirective { i += 1; continue }
            if byte == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < bytes.count
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if bytes[i] == UInt8(ascii: "\"") && (!triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""))) {
                        i += triple ? 3 : 1
                        break
                    }
                    if !triple && bytes[i] == UInt8(ascii: "\n") { break }
                    i += 1
                }
                continue
            }
            if byte == UInt8(ascii: "@") {
                var j = i + 1
                while j < bytes.count, Self.isIdentifier(bytes[j]) { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: " ") { attributeEnds.append(j) }
            }
            if byte == UInt8(ascii: " ") {
                spaces.append(i)
                while i < bytes.count && bytes[i] == UInt8(ascii: " ") { i += 1 }
                continue
            }
            if "<(:[{,".utf8.contains(byte) || (byte == UInt8(ascii: "-") && at(i + 1) == UInt8(ascii: ">")) {
                punctuation.append(i)
            }
            i += 1
        }
        self.punctuation = punctuation
        self.spaces = spaces
        self.attributeEnds = attributeEnds
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// A variant with one to three edits drawn by `random`.
    public func variant(_ random: inout ForgeRandom) -> Variant {
        var insertions: [(offset: Int, text: String, replacesSpace: Bool, preserving: Bool, name: String)] = []
        for _ in 0..<(1 + random.index(3)) {
            switch random.index(5) {
            case 0 where !punctuation.isEmpty:
                let offset = random.pick(punctuation)
                insertions.append((offset, " ", false, true, "space before '\(Character(Unicode.Scalar(source[offset])))'"))
            case 1 where !punctuation.isEmpty || !spaces.isEmpty:
                let offset = random.pick(punctuation + spaces)
                insertions.append((offset, "/* forge */", false, true, "block comment"))
            case 2 where !spaces.isEmpty:
                insertions.append((random.pick(spaces), "\n", true, false, "newline for a space"))
            case 3 where !spaces.isEmpty:
                insertions.append((random.pick(spaces), " // forge\n", true, false, "line comment"))
            case 4 where !attributeEnds.isEmpty:
                insertions.append((random.pick(attributeEnds), "\n", true, true, "attribute on its own line"))
            default:
                break
            }
        }
        var bytes = source
        var used = Set<Int>()
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) where used.insert(insertion.offset).inserted {
            let new = Array(insertion.text.utf8)
            bytes.replaceSubrange(insertion.offset..<(insertion.offset + (insertion.replacesSpace ? 1 : 0)), with: new)
        }
        return Variant(
            text: String(decoding: bytes, as: UTF8.self), preservesMeaning: insertions.allSatisfy(\.preserving),
            edits: insertions.map(\.name))
    }
}

import MockgenTestSupport

/// Derives malformed inputs from well-formed Swift: byte flips,
/// truncation between tokens, deleted or duplicated token runs, unbalanced delimiters,
/// invalid UTF-8, NUL bytes, plus splicing from another seed and deep nesting.
struct Mutator {
    /// What one mutation did, for the report when an input fails.
    enum Kind: String, CaseIterable, Sendable {
        case flipBytes, truncate, deleteTokens, duplicateTokens, insertUnbalanced, insertInvalidUTF8
        case insertNUL, spliceFromOtherSeed, deepNesting, changeLineEndings
    }

    /// Text that opens or closes something the lexer or parser must track.
    static let unbalancedFragments: [String] = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "\"\"\"\n", "#\"", "\"#", "##\"\"\"\n",
        "/*", "*/", "/**", "//", "///", "\\(", "`", "'", "/", "#/", "/#", "@", "#", "->", "...",
        "#if os(Linux)\n", "#if\n", "#elseif DEBUG\n", "#else\n", "#endif\n", "#sourceLocation(",
        "protocol ", "protocol P {", "func f(", "var x: ", "subscript(", "init(", "associatedtype A",
        "where ", " & ", "some ", "any ", "inout ", "throws(", "async ", "@escaping ", "...)",
    ]

    /// Byte sequences that are not valid UTF-8.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
        [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3], [0xEF, 0xBB, 0xBF], [0xFE, 0xFF],
    ]

    /// Applies one to three mutations to `input`; `others` are seeds to splice from.
    static func mutate(
        _ input: [UInt8], others: [[UInt8]], using rng: inout SplitMix64
    ) -> (bytes: [UInt8], kinds: [Kind]) {
        var bytes = input
        var kinds: [Kind] = []
        for _ in 0...rng.index(3) {
            let kind = Kind.allCases[rng.index(Kind.allCases.count)]
            bytes = apply(kind, to: bytes, others: others, using: &rng)
            kinds.append(kind)
        }
        return (bytes, kinds)
    }

    static func apply(_ kind: Kind, to input: [UInt8], others: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let boundaries = TokenBoundaries.offsets(in: bytes)
        func boundary() -> Int { boundaries[rng.index(boundaries.count)] }
        switch kind {
        case .flipBytes:
            guard !bytes.isEmpty else { return [UInt8.random(in: 0...255, using: &rng)] }
            for _ in 0...rng.index(8) {
                let at = rng.index(bytes.count)
                bytes[at] =
                    rng.oneIn(2) ? bytes[at] ^ (1 << UInt8(rng.index(8))) : UInt8.random(in: 0...255, using: &rng)
            }
        case .truncate:
            bytes.removeSubrange(boundary()...)
        case .deleteTokens:
            let start = rng.index(boundaries.count)
            let end = min(boundaries.count - 1, start + 1 + rng.index(8))
            bytes.removeSubrange(boundaries[start]..<boundaries[end])
        case .duplicateTokens:
            let start = rng.index(boundaries.count)
            let end = min(boundaries.count - 1, start + 1 + rng.index(16))
            let chunk = Array(bytes[boundaries[start]..<boundaries[end]])
            let copies = rng.oneIn(8) ? 2 + rng.index(64) : 1
            bytes.insert(contentsOf: Array([[UInt8]](repeating: chunk, count: copies).joined()), at: boundary())
        case .insertUnbalanced:
            bytes.insert(
                contentsOf: Array(unbalancedFragments[rng.index(unbalancedFragments.count)].utf8), at: boundary())
        case .insertInvalidUTF8:
            let at = rng.oneIn(2) ? boundary() : rng.index(bytes.count + 1)
            bytes.insert(contentsOf: invalidUTF8[rng.index(invalidUTF8.count)], at: at)
        case .insertNUL:
            let at = rng.oneIn(2) ? boundary() : rng.index(bytes.count + 1)
            bytes.insert(contentsOf: [UInt8](repeating: 0, count: 1 + rng.index(3)), at: at)
        case .spliceFromOtherSeed:
            guard let other = others.randomElement(using: &rng), !other.isEmpty else { return bytes }
            let otherBoundaries = TokenBoundaries.offsets(in: other)
            let start = rng.index(otherBoundaries.count)
            let end = min(otherBoundaries.count - 1, start + 1 + rng.index(200))
            bytes.insert(contentsOf: other[otherBoundaries[start]..<otherBoundaries[end]], at: boundary())
        case .deepNesting:
            let opener = ["(", "[", "{", "<", "#if A\n", "/*", "\"\\(", "[Int: "][rng.index(8)]
            let depth = 10 + rng.index(3000)
            bytes.insert(contentsOf: Array(String(repeating: opener, count: depth).utf8), at: boundary())
        case .changeLineEndings:
            let replacement: [UInt8] = rng.oneIn(2) ? [0x0D] : [0x0D, 0x0A]
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 16)
            for byte in bytes {
                if byte == 0x0A { result.append(contentsOf: replacement) } else { result.append(byte) }
            }
            bytes = result
        }
        return bytes
    }
}

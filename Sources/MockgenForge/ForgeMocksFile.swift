/// Mocks laid out in one file after mockgen's header, with the lines each takes and the
/// protocol of the batch it mocks, so that a compiler's diagnostic or crash names the protocol.
public struct ForgeMocksFile: Sendable {
    /// One mock: its text and the index of its protocol in the batch (nil for a mock of a
    /// prelude protocol, which no finding is about).
    public struct Entry: Sendable {
        public var text: String
        public var protocolIndex: Int?

        public init(text: String, protocolIndex: Int?) {
            self.text = text
            self.protocolIndex = protocolIndex
        }
    }

    public let text: String
    /// The lines (1-based, inclusive) of each entry, in order.
    public let lineRanges: [ClosedRange<Int>]
    public let entries: [Entry]

    public init(header: String, entries: [Entry]) {
        var text = header
        var line = Self.newlines(header) + 1
        var ranges: [ClosedRange<Int>] = []
        for entry in entries {
            let lines = Self.newlines(entry.text)
            ranges.append(line...(line + max(lines, 1) - 1))
            text += entry.text
            line += lines
        }
        self.text = text
        self.lineRanges = ranges
        self.entries = entries
    }

    /// The protocol whose mock is at `line`; nil for the header and a prelude protocol's mock.
    public func protocolIndex(atLine line: Int) -> Int? {
        lineRanges.firstIndex { $0.contains(line) }.flatMap { entries[$0].protocolIndex }
    }

    static func newlines(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

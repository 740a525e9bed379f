/// Protocols laid out in one file after the prelude, each after a `// forge seed` line, with
/// the lines each one takes, so that a compiler's diagnostic names the protocol it is about.
public struct ForgeBatch: Sendable {
    public let protocols: [ForgedProtocol]
    public let text: String
    /// The lines (1-based, inclusive) of each protocol, its seed line included.
    public let lineRanges: [ClosedRange<Int>]

    public init(_ protocols: [ForgedProtocol]) {
        self.protocols = protocols
        var text = ForgePrelude.text
        var line = ForgePrelude.lineCount + 1
        var ranges: [ClosedRange<Int>] = []
        for forged in protocols {
            let block = "// forge seed \(forged.seedText)\n\(forged.text)\n"
            let lines = block.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            ranges.append(line...(line + lines - 1))
            text += block + "\n"
            line += lines + 1
        }
        self.text = text
        self.lineRanges = ranges
    }

    /// The index of the protocol at `line`; nil for the prelude and blank lines between.
    public func protocolIndex(atLine line: Int) -> Int? {
        var low = 0, high = lineRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if lineRanges[middle].upperBound < line {
                low = middle + 1
            } else if lineRanges[middle].lowerBound > line {
                high = middle - 1
            } else {
                return middle
            }
        }
        return nil
    }
}

/// One `path:line:column: error: message` line of a compiler's output.
public struct CompilerError: Hashable, Sendable {
    public var path: String
    public var line: Int
    public var message: String

    /// Every error line of `output` (warnings and notes are left out).
    public static func parse(_ output: String) -> [CompilerError] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]) else { return nil }
            return CompilerError(
                path: location.dropLast(2).joined(separator: ":"), line: number,
                message: String(line[marker.upperBound...]))
        }
    }
}

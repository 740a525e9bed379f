#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The buffer every generated line goes into: UTF-8 bytes with four-space indentation,
/// reserved once and appended to in place (no temporary string per line or per type).
///
/// Lines are written either whole (`line`, `block`) or in pieces (`open`, `write`, `type`,
/// `close`); `firstFitting` writes the preferred layout when its lines fit the width, else
/// the fallback.
///
/// The bytes live in `storage`, of which the first `count` are written: appending copies
/// into room already there (growing it by doubling), and going back (`truncate`) only moves
/// the count, so no append pays for the general `Array.append(contentsOf:)`.
struct SourceWriter {
    /// The widest line a layout may produce before the next, narrower layout is tried.
    static let preferredWidth = 120

    private var storage: [UInt8]
    /// The number of bytes written: a position to measure from or go back to.
    private(set) var count = 0
    private var level: Int = 0
    /// How `type` spells the names the inputs declare (as written unless a mock sets it).
    var spelling = TypeSpelling.asWritten
    /// Whether the inputs' module enables `NonisolatedNonsendingByDefault`: its nonisolated
    /// async function types are `nonisolated(nonsending)` there, and `type` says so in the
    /// generated file, which the test target compiles without that feature.
    var asyncFunctionTypesAreNonsending = false

    init(reservingCapacity capacity: Int = 0) {
        storage = Array(repeating: 0, count: max(capacity, 64))
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// The text written so far.
    var text: String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
    }

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ content: String) {
        if !content.isEmpty {
            indent()
            append(content)
        }
        append(byte: UInt8(ascii: "\n"))
    }

    /// Starts a line: the indentation, then `content`.
    mutating func open(_ content: String = "") {
        indent()
        append(content)
    }

    /// Appends text within the current line.
    mutating func write(_ content: String) {
        append(content)
    }

    /// Appends a string's UTF-8 bytes in one copy (small strings, such as most literals here,
    /// have no contiguous storage of their own: `withUTF8` gives them a temporary one).
    private mutating func append(_ content: String) {
        let appended: Void? = content.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        guard appended == nil else { return }
        var content = content
        content.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends raw bytes, making room first when there is not enough.
    private mutating func append(_ source: UnsafeRawBufferPointer) {
        let length = source.count
        guard length > 0, let sourceBase = source.baseAddress else { return }
        if storage.count - count < length {
            storage.append(contentsOf: repeatElement(0, count: max(length, storage.count)))
        }
        let offset = count
        storage.withUnsafeMutableBytes { target in
            (target.baseAddress! + offset).copyMemory(from: sourceBase, byteCount: length)
        }
        count += length
    }

    /// Appends one byte.
    private mutating func append(byte: UInt8) {
        if storage.count == count { storage.append(contentsOf: repeatElement(0, count: storage.count)) }
        storage[count] = byte
        count += 1
    }

    /// Ends the current line with `content`.
    mutating func close(_ content: String = "") {
        append(content)
        append(byte: UInt8(ascii: "\n"))
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        open(header)
        close(" {")
        indented(body)
        line("}")
    }

    /// Writes a header written in pieces, ` {`, the body one level deeper, then `}`.
    mutating func block(header: (inout SourceWriter) -> Void, _ body: (inout SourceWriter) -> Void) {
        indent()
        header(&self)
        close(" {")
        indented(body)
        line("}")
    }

    /// Ends a block whose header line (ending in ` {`) was written just before `bodyStart` and
    /// whose body has been written since: an empty first line of the body is dropped (its
    /// members each begin with one), and an empty body closes on the header's line (`{}`).
    mutating func closeBlock(bodyStart: Int) {
        precondition(bodyStart > 0 && bodyStart <= count, "closing a block that was not opened")
        if count > bodyStart && storage[bodyStart] == UInt8(ascii: "\n") {
            storage.remove(at: bodyStart)
            count -= 1
        }
        if count == bodyStart {
            count -= 1  // the header's line break
            close("}")
        } else {
            line("}")
        }
    }

    /// Writes the body one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `preferred` when its lines are all at most `preferredWidth` bytes wide, else
    /// `fallback`, kept whatever its width (a user's own long type may force it).
    mutating func firstFitting(_ preferred: (inout SourceWriter) -> Void, _ fallback: (inout SourceWriter) -> Void) {
        let start = count
        preferred(&self)
        if fits(since: start) { return }
        count = start
        fallback(&self)
    }

    /// Drops what was written after `position`.
    mutating func truncate(to position: Int) {
        precondition(position >= 0 && position <= count, "truncating past the end of the written text")
        count = position
    }

    /// True when every line written since `start` is at most `preferredWidth` bytes wide.
    /// Looks for each line break with `memchr` no further than the width allows.
    func fits(since start: Int) -> Bool {
        storage.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var lineStart = start
            while count - lineStart > Self.preferredWidth {
                // A line that fits ends within its first `preferredWidth + 1` bytes.
                guard let lineBreak = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), Self.preferredWidth + 1)
                else {
                    return false
                }
                lineStart = base.distance(to: UnsafeRawPointer(lineBreak)) + 1
            }
            return true
        }
    }

    /// Escapes `\`, `"` and line breaks written since `start`, for the inside of a string literal.
    mutating func escapeForStringLiteral(from start: Int) {
        let raw = storage[start..<count]
        let needsEscapes = raw.contains {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
        }
        guard needsEscapes else { return }
        var escaped: [UInt8] = []
        for byte in raw {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): escaped += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            default: escaped.append(byte)
            }
        }
        count = start
        escaped.withUnsafeBytes { append($0) }
    }

    /// Indentation strings for the usual depths, appended in one piece.
    private static let indentation: [[UInt8]] = (0..<16).map { Array(String(repeating: "    ", count: $0).utf8) }

    private mutating func indent() {
        if level < Self.indentation.count {
            Self.indentation[level].withUnsafeBytes { append($0) }
        } else {
            for _ in 0..<level { Self.indentation[1].withUnsafeBytes { append($0) } }
        }
    }
}

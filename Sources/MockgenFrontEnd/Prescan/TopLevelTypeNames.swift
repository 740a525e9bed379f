/// A type a file declares at top level, as the generator needs it to spell references to it
/// with its module (`Module.Name`) or to import it alone (`import struct Module.Name`).
public struct DeclaredTypeName: Hashable, Sendable {
    /// How the type was introduced; `actor` is imported as `class`.
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `class`, actor, `typealias`, `protocol`

        /// The keyword of a scoped import of a type of this kind (`import class M.SomeActor`).
        public var importKeyword: String { self == .actor ? "class" : rawValue }
    }

    /// The name as written, without backticks.
    public var name: String
    public var kind: Kind
    /// True when the declaration is inside `#if … #endif`: whether it exists depends on a
    /// condition that the generated file's compiler may see otherwise.
    public var isConditional: Bool
    /// The module of a type the file imports alone (`import struct SystemPackage.FileDescriptor`,
    /// which `importedFrom` "SystemPackage"), rather than declares: in the file's module the
    /// name means that module's type. Nil for a declaration.
    public var importedFrom: String?

    public init(name: String, kind: Kind, isConditional: Bool = false, importedFrom: String? = nil) {
        self.name = name
        self.kind = kind
        self.isConditional = isConditional
        self.importedFrom = importedFrom
    }
}

/// The names of the types a file declares at top level, from its lines, much cheaper than
/// lexing: a declaration is a line that starts in the first column with attributes and
/// modifiers (`@MainActor public final class`), a type introducer (`struct`, `enum`,
/// `class`, `actor`, `typealias`, `protocol`) and a name. Nested declarations are indented in
/// the code this is for, and an indented top-level one (inside an indented `#if`) is missed,
/// which only leaves a reference to it spelled as before. One inside `#if … #endif` is marked
/// conditional: whether it exists depends on a condition (`#if canImport(WinSDK)` around a whole
/// file) that the generated file's compiler may see otherwise, and `Module.Name` for a type that
/// is not there breaks the file where the bare name does not. A line of a comment or a string
/// that looks like a declaration is taken for one. A scoped import (`@_exported import struct
/// M.Name`) is found the same way, with the module it names.
public enum TopLevelTypeNames {
    /// The declared types of `bytes`, in source order.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [DeclaredTypeName] {
        var found: [DeclaredTypeName] = []
        var lineStart = 0
        var conditionalDepth = 0
        let count = bytes.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count && bytes[lineEnd] != newline && bytes[lineEnd] != carriageReturn { lineEnd += 1 }
            if lineEnd > lineStart {
                let first = skipSpaces(bytes, from: lineStart, to: lineEnd)
                if first < lineEnd && bytes[first] == UInt8(ascii: "#") {
                    let directiveEnd = wordEnd(bytes, from: first + 1, to: lineEnd)
                    let directive = String(decoding: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<directiveEnd]), as: UTF8.self)
                    if directive == "if" { conditionalDepth += 1 }
                    if directive == "endif" { conditionalDepth = max(0, conditionalDepth - 1) }
                } else if isStartByte(bytes[lineStart]), var declared = declaration(bytes, from: lineStart, to: lineEnd) {
                    declared.isConditional = conditionalDepth > 0
                    found.append(declared)
                }
            }
            lineStart = lineEnd + 1
        }
        return found
    }

    /// `scan` for an array.
    public static func scan(_ bytes: [UInt8]) -> [DeclaredTypeName] {
        bytes.withUnsafeBufferPointer(scan)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A declaration line starts with a letter (a modifier or introducer) or `@`.
    private static func isStartByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "@") || (byte >= 0x61 && byte <= 0x7A)
    }

    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ]

    /// The declaration on one line, if it is one.
    private static func declaration(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> DeclaredTypeName? {
        var i = start
        while i < end {
            if bytes[i] == UInt8(ascii: "@") {
                i = skipAttribute(bytes, from: i + 1, to: end)
                continue
            }
            let wordEnd = wordEnd(bytes, from: i, to: end)
            guard wordEnd > i else { return nil }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<wordEnd]), as: UTF8.self)
            if modifiers.contains(word) {
                i = skipSpaces(bytes, from: wordEnd, to: end)
                continue
            }
            if word == "import" { return scopedImport(bytes, from: skipSpaces(bytes, from: wordEnd, to: end), to: end) }
            guard let kind = DeclaredTypeName.Kind(rawValue: word), wordEnd < end,
                  bytes[wordEnd] == UInt8(ascii: " ") || bytes[wordEnd] == UInt8(ascii: "\t") else { return nil }
            return name(bytes, from: skipSpaces(bytes, from: wordEnd, to: end), to: end).map { DeclaredTypeName(name: $0, kind: kind) }
        }
        return nil
    }

    /// The type of `import struct Module.Name` after `import`: `Name`, imported from `Module`;
    /// nil for a whole-module import or one of a function or variable.
    private static func scopedImport(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> DeclaredTypeName? {
        let kindEnd = wordEnd(bytes, from: start, to: end)
        guard kindEnd > start, kindEnd < end,
              let kind = DeclaredTypeName.Kind(rawValue: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<kindEnd]), as: UTF8.self))
        else { return nil }
        var components: [String] = []
        var i = skipSpaces(bytes, from: kindEnd, to: end)
        while let component = name(bytes, from: i, to: end) {
            components.append(component)
            i = bytes[i] == UInt8(ascii: "`") ? i + component.utf8.count + 2 : i + component.utf8.count
            guard i < end, bytes[i] == UInt8(ascii: ".") else { break }
            i += 1
        }
        guard components.count > 1, let module = components.first, let type = components.last else { return nil }
        return DeclaredTypeName(name: type, kind: kind, importedFrom: module)
    }

    /// The name after an introducer: an identifier, or one in backticks.
    private static func name(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        guard start < end else { return nil }
        if bytes[start] == UInt8(ascii: "`") {
            var close = start + 1
            while close < end && bytes[close] != UInt8(ascii: "`") { close += 1 }
            guard close < end, close > start + 1 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<close]), as: UTF8.self)
        }
        let stop = identifierEnd(bytes, from: start, to: end)
        guard stop > start, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }

    /// The end of an identifier: ASCII letters, digits and `_`, and any non-ASCII byte (the
    /// lexer's rules for which scalars may appear are not repeated here).
    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            let c = bytes[i]
            let isIdentifierByte = c >= 0x80 || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A)
                || (c >= 0x61 && c <= 0x7A)
            guard isIdentifierByte else { break }
            i += 1
        }
        return i
    }

    /// The end of a lower-case ASCII word (modifiers and introducers).
    private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end && bytes[i] >= 0x61 && bytes[i] <= 0x7A { i += 1 }
        return identifierEnd(bytes, from: i, to: end) == i ? i : start
    }

    /// Past `Name`, `Name(arguments)` (balanced parentheses on the line) and the spaces after.
    private static func skipAttribute(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = identifierEnd(bytes, from: start, to: end)
        if i < end && bytes[i] == UInt8(ascii: "(") {
            var depth = 0
            while i < end {
                if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
                i += 1
                if depth == 0 { break }
            }
        }
        return skipSpaces(bytes, from: i, to: end)
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
        return i
    }
}

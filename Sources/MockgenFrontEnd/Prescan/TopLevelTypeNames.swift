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
    /// True for `typealias Name = (…) -> …` written on one line: an alias of a function type,
    /// which the parser would record in `SourceFileModel.closureTypeAliases` had it read the file.
    public var aliasesFunctionType: Bool
    /// True when the declaration says `public`, `open` or `package`: other modules (of the
    /// package) can name it without `@testable import`.
    public var isVisibleOutsideModule: Bool
    /// True for a generic struct, enum or class whose declaration line says neither `Sendable`
    /// nor an actor (`struct Box<Wrapped> { … }`): the compiler infers no `Sendable` conformance
    /// for it, so a value of it is not `Sendable` unless an extension elsewhere declares one.
    public var isGenericWithoutSendable: Bool = false

    public init(
        name: String, kind: Kind, isConditional: Bool = false, importedFrom: String? = nil,
        aliasesFunctionType: Bool = false,
        isVisibleOutsideModule: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.isConditional = isConditional
        self.importedFrom = importedFrom
        self.aliasesFunctionType = aliasesFunctionType
        self.isVisibleOutsideModule = isVisibleOutsideModule
    }
}

/// The names of the types a file declares at top level, from its lines, much cheaper than
/// lexing: a declaration is a line that starts in the first column with attributes and
/// modifiers (`@MainActor public final class`), a type introducer (`struct`, `enum`,
/// `class`, `actor`, `typealias`, `protocol`) and a name. Nested declarations are indented in
/// the code this is for, and an indented top-level one (inside an indented `#if`) is missed,
/// which only leaves a reference to it spelled as before; an alias of a function type that the
/// scan misses makes the file parsed instead (`mayDeclareAliasOnlyParsingFinds`), as the parser
/// records those at any depth. One inside `#if … #endif` is marked
/// conditional: whether it exists depends on a condition (`#if canImport(WinSDK)` around a whole
/// file) that the generated file's compiler may see otherwise, and `Module.Name` for a type that
/// is not there breaks the file where the bare name does not. A line of a comment or a string
/// that looks like a declaration is taken for one. A scoped import (`@_exported import struct
/// M.Name`) is found the same way, with the module it names.
public enum TopLevelTypeNames {
    /// The declared types of `bytes`, in source order.
    ///
    /// Only two kinds of position can matter: a `#` (a compiler directive when only spaces
    /// and tabs precede it on its line) and a line that starts with a lower-case letter or `@`
    /// (a declaration may start there). Both are found sixteen bytes at a time with vector
    /// compares; every other byte is looked at only by those compares.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [DeclaredTypeName] {
        var scanner = LineScanner(bytes: bytes)
        let count = bytes.count
        guard count > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return [] }
        if bytes[0] == hash || isStartByte(bytes[0]) { scanner.visit(0) }
        let newlines = SIMD16<UInt8>(repeating: newline)
        let returns = SIMD16<UInt8>(repeating: carriageReturn)
        let hashes = SIMD16<UInt8>(repeating: hash)
        let ats = SIMD16<UInt8>(repeating: UInt8(ascii: "@"))
        let lowerA = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
        let letters = SIMD16<UInt8>(repeating: 25)
        /// The positions to visit among the sixteen from `offset`.
        @inline(__always)
        func positions(_ offset: Int) -> SIMDMask<SIMD16<Int8>> {
            let previous = base.loadUnaligned(fromByteOffset: offset &- 1, as: SIMD16<UInt8>.self)
            let current = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let lineStarts = (previous .== newlines) .| (previous .== returns)
            let startBytes = ((current &- lowerA) .<= letters) .| (current .== ats)
            return (current .== hashes) .| (lineStarts .& startBytes)
        }
        var i = 1
        // Positions i..<i+16 and the bytes before them, i-1..<i+15: whole blocks while they fit.
        while i + 16 <= count {
            i = ByteLanes.skippingQuietBlocks(from: i, limit: count, positions)
            guard i + 16 <= count else { break }
            for lane in ByteLanes(positions(i)) { scanner.visit(i + lane) }
            i += 16
        }
        // The tail, a byte at a time.
        while i < count {
            let lineStart = bytes[i - 1] == newline || bytes[i - 1] == carriageReturn
            if bytes[i] == hash || (lineStart && isStartByte(bytes[i])) { scanner.visit(i) }
            i += 1
        }
        return scanner.found
    }

    /// The state of a scan: the declarations found, and how deep in `#if` blocks it is.
    private struct LineScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var found: [DeclaredTypeName] = []
        var conditionalDepth = 0

        /// Looks at a `#` or a line start with a start byte, in source order.
        mutating func visit(_ offset: Int) {
            if bytes[offset] == hash {
                directive(at: offset)
            } else {
                let lineEnd = TopLevelTypeNames.lineEnd(bytes, from: offset)
                if var declared = declaration(bytes, from: offset, to: lineEnd) {
                    declared.isConditional = conditionalDepth > 0
                    found.append(declared)
                }
            }
        }

        /// `#if` and `#endif` at the start of a line (after spaces and tabs) open and close a
        /// conditional block; any other `#` is not looked at further.
        private mutating func directive(at offset: Int) {
            var lineStart = offset
            while lineStart > 0
                && (bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t"))
            {
                lineStart -= 1
            }
            guard lineStart == 0 || bytes[lineStart - 1] == newline || bytes[lineStart - 1] == carriageReturn else {
                return
            }
            // A line break is no identifier byte, so the word ends on this line.
            let directiveEnd = wordEnd(bytes, from: offset + 1, to: bytes.count)
            let directive = UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<directiveEnd])
            if isWord(directive, "if") { conditionalDepth += 1 }
            if isWord(directive, "endif") { conditionalDepth = max(0, conditionalDepth - 1) }
        }
    }

    /// The offset of the first line break (`\n` or `\r`) at or after `start`, or the end:
    /// sixteen bytes at a time, then byte by byte.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let newlines = SIMD16<UInt8>(repeating: newline)
            let returns = SIMD16<UInt8>(repeating: carriageReturn)
            while i + 16 <= bytes.count {
                let block = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                var breaks = ByteLanes((block .== newlines) .| (block .== returns))
                if let lane = breaks.next() { return i + lane }
                i += 16
            }
        }
        while i < bytes.count && bytes[i] != newline && bytes[i] != carriageReturn { i += 1 }
        return i
    }

    /// `scan` for an array.
    public static func scan(_ bytes: [UInt8]) -> [DeclaredTypeName] {
        bytes.withUnsafeBufferPointer(scan)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let hash = UInt8(ascii: "#")

    /// A declaration line starts with a letter (a modifier or introducer) or `@`.
    private static func isStartByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "@") || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The modifiers a declaration line may start with, as bytes: a line's words are compared
    /// with them in place, with no string made of each. The first
    /// `visibleOutsideModuleModifierCount` make a declaration visible to other modules.
    private static let modifiers: [[UInt8]] = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ].map { Array($0.utf8) }
    private static let visibleOutsideModuleModifierCount = 3

    /// The introducers, as bytes, with the kind each introduces.
    private static let introducers: [(word: [UInt8], kind: DeclaredTypeName.Kind)] = [
        DeclaredTypeName.Kind.struct, .enum, .class, .actor, .typealias, .protocol,
    ].map { (Array($0.rawValue.utf8), $0) }

    /// The declaration on one line, if it is one.
    private static func declaration(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> DeclaredTypeName? {
        var i = start
        var isVisibleOutsideModule = false
        while i < end {
            if bytes[i] == UInt8(ascii: "@") {
                i = skipAttribute(bytes, from: i + 1, to: end, inDeclaration: true)
                continue
            }
            let wordEnd = wordEnd(bytes, from: i, to: end)
            guard wordEnd > i else { return nil }
            let word = UnsafeBufferPointer(rebasing: bytes[i..<wordEnd])
            if let modifier = modifiers.firstIndex(where: { isWord(word, $0) }) {
                if modifier < visibleOutsideModuleModifierCount { isVisibleOutsideModule = true }
                i = skipSpaces(bytes, from: wordEnd, to: end)
                continue
            }
            if isWord(word, "import") {
                return scopedImport(bytes, from: skipSpaces(bytes, from: wordEnd, to: end), to: end)
            }
            guard let kind = introducers.first(where: { isWord(word, $0.word) })?.kind, wordEnd < end,
                  bytes[wordEnd] == UInt8(ascii: " ") || bytes[wordEnd] == UInt8(ascii: "\t") else { return nil }
            let nameStart = skipSpaces(bytes, from: wordEnd, to: end)
            guard let name = name(bytes, from: nameStart, to: end) else { return nil }
            var declared = DeclaredTypeName(name: name, kind: kind, isVisibleOutsideModule: isVisibleOutsideModule)
            let nameEnd = nameStart + name.utf8.count + (bytes[nameStart] == UInt8(ascii: "`") ? 2 : 0)
            if kind == .typealias {
                declared.aliasesFunctionType = isFunctionTypeAlias(bytes, afterName: nameEnd, to: end)
            } else if kind == .struct || kind == .enum || kind == .class, nameEnd < end, bytes[nameEnd] == UInt8(ascii: "<") {
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                declared.isGenericWithoutSendable = ByteSearch.firstOffset(of: "Sendable", in: line) == nil
                    && ByteSearch.firstOffset(of: "Actor", in: line) == nil
            }
            return declared
        }
        return nil
    }

    /// True when what follows an alias's name is `= …` with an arrow outside any brackets before
    /// the line ends or a `//` comment starts: `= @Sendable (Int) -> Void`, not `= [(Int) -> Void]`
    /// or a generic alias (`<T> = …`, which the parser does not record either).
    private static func isFunctionTypeAlias(
        _ bytes: UnsafeBufferPointer<UInt8>, afterName start: Int, to end: Int
    ) -> Bool {
        var i = skipSpaces(bytes, from: start, to: end)
        guard i < end, bytes[i] == UInt8(ascii: "=") else { return false }
        i += 1
        var depth = 0
        while i < end {
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "-"):
                if i + 1 < end, bytes[i + 1] == UInt8(ascii: ">") {
                    if depth == 0 { return true }
                    i += 1  // the arrow's `>` closes nothing
                }
            case UInt8(ascii: "/"):
                if i + 1 < end, bytes[i + 1] == UInt8(ascii: "/") { return false }
            default: break
            }
            i += 1
        }
        return false
    }

    /// The type of `import struct Module.Name` after `import`: `Name`, imported from `Module`;
    /// nil for a whole-module import or one of a function or variable.
    private static func scopedImport(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> DeclaredTypeName? {
        let kindEnd = wordEnd(bytes, from: start, to: end)
        guard kindEnd > start, kindEnd < end,
            let kind = DeclaredTypeName.Kind(
                rawValue: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<kindEnd]), as: UTF8.self))
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

    /// The end of an identifier: ASCII letters, digits and `_`, and any non-ASCII byte but a
    /// non-breaking space, which is white space (the lexer's rules for which scalars may appear
    /// are not repeated here).
    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            let c = bytes[i]
            if c == Ascii.nonBreakingSpaceLead && i + 1 < end && bytes[i + 1] == Ascii.nonBreakingSpaceTrail { break }
            let isIdentifierByte =
                c >= 0x80 || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A)
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
    /// A declaration's attribute (`inDeclaration`) takes arguments after spaces too, as the
    /// compiler reads it (`@available (iOS 13, *)`); in a type, `@Sendable (Int) -> Void`, the
    /// parenthesis after a space is the type's.
    private static func skipAttribute(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, inDeclaration: Bool
    ) -> Int {
        let nameEnd = identifierEnd(bytes, from: start, to: end)
        var i = inDeclaration ? skipSpaces(bytes, from: nameEnd, to: end) : nameEnd
        guard i < end && bytes[i] == UInt8(ascii: "(") else { return skipSpaces(bytes, from: i, to: end) }
        var depth = 0
        while i < end {
            if bytes[i] == UInt8(ascii: "(") { depth += 1 }
            if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
            i += 1
            if depth == 0 { break }
        }
        return skipSpaces(bytes, from: i, to: end)
    }

    /// Whether `word` is exactly the bytes of `text` (lengths first: most words differ in length).
    @inline(__always)
    private static func isWord(_ word: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        for index in 0..<word.count where word[index] != text.utf8Start[index] { return false }
        return true
    }

    /// `isWord` for a word given as bytes.
    @inline(__always)
    private static func isWord(_ word: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8]) -> Bool {
        guard word.count == bytes.count else { return false }
        for index in 0..<word.count where word[index] != bytes[index] { return false }
        return true
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var i = start
        while i < end && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) { i += 1 }
        return i
    }
}

extension TopLevelTypeNames {
    /// True when the file may declare an alias of a function type that `scan` does not report
    /// but the parser records (`SourceFileModel.closureTypeAliases`, which tells how a closure
    /// parameter of that type is mocked): one on an indented line (in the body of a type, or in
    /// an indented `#if` at top level), or one whose type may go on past its line. Only
    /// parsing the file tells where such an alias is, so a file without one can be left
    /// unparsed and still contribute all its aliases through `scan`.
    ///
    /// Each occurrence of the word `typealias` is looked at on its line; one in a comment or a
    /// string counts like code, which only costs a parse.
    public static func mayDeclareAliasOnlyParsingFinds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let found = ByteSearch.firstOffset(of: "typealias", in: bytes, from: from) {
            if declaresAliasOnlyParsingFinds(bytes, keywordAt: found) { return true }
            from = found + 1
        }
        return false
    }

    /// `mayDeclareAliasOnlyParsingFinds` for one offset: true when the word `typealias` is
    /// there and may declare such an alias (`SourcePrescan` asks it in its own pass).
    static func declaresAliasOnlyParsingFinds(_ bytes: UnsafeBufferPointer<UInt8>, keywordAt found: Int) -> Bool {
        let keywordEnd = found + 9
        guard found >= 0, keywordEnd < bytes.count,
              isWord(UnsafeBufferPointer(rebasing: bytes[found..<keywordEnd]), "typealias"),
              found == 0 || identifierEnd(bytes, from: found - 1, to: found) == found - 1,
              bytes[keywordEnd] == UInt8(ascii: " ") || bytes[keywordEnd] == UInt8(ascii: "\t")
        else { return false }
        let lineEnd = lineEnd(bytes, from: keywordEnd)
        let nameStart = skipSpaces(bytes, from: keywordEnd, to: lineEnd)
        // The parser records an alias only when `=` follows its name: neither a generic alias
        // nor prose in a comment ("this typealias is …").
        guard let name = name(bytes, from: nameStart, to: lineEnd) else { return false }
        let nameEnd = nameStart + name.utf8.count + (bytes[nameStart] == UInt8(ascii: "`") ? 2 : 0)
        let afterName = skipSpaces(bytes, from: nameEnd, to: lineEnd)
        guard afterName == lineEnd || bytes[afterName] == UInt8(ascii: "=") else { return false }
        if typeMayGoOnPastLine(bytes, afterName: nameEnd, to: lineEnd) { return true }
        return isFunctionTypeAlias(bytes, afterName: nameEnd, to: lineEnd)
            && !isReportedByScan(bytes, alias: name, line: lineStart(bytes, before: found), to: lineEnd)
    }

    /// Whether the type after an alias's name may be a function type that goes on past its
    /// line, where the parser reads it but `scan` does not look: no `=` on the line, or nothing
    /// (but attributes or a comment) after it; or a type that starts with `(` and either leaves
    /// it open at the line's end (the parameters on the lines below) or ends the line with `)`
    /// before a line that starts with `->`, `throws`, `async` or `rethrows`.
    private static func typeMayGoOnPastLine(
        _ bytes: UnsafeBufferPointer<UInt8>, afterName start: Int, to end: Int
    ) -> Bool {
        var i = start
        while i < end && bytes[i] != UInt8(ascii: "=") { i += 1 }
        guard i < end else { return true }
        i = skipSpaces(bytes, from: i + 1, to: end)
        while i < end && bytes[i] == UInt8(ascii: "@") {
            i = skipAttribute(bytes, from: i + 1, to: end, inDeclaration: false)
        }
        guard i < end, !startsComment(bytes, at: i, to: end) else { return true }
        guard bytes[i] == UInt8(ascii: "(") else { return false }
        var depth = 0
        var last = bytes[i]
        while i < end && !startsComment(bytes, at: i, to: end) {
            let byte = bytes[i]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { last = byte }
            i += 1
        }
        guard depth <= 0 else { return true }
        guard last == UInt8(ascii: ")") else { return false }
        var next = end
        while next < bytes.count
            && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == newline
                || bytes[next] == carriageReturn)
        {
            next += 1
        }
        return startsWith(bytes, at: next, "->") || startsWith(bytes, at: next, "throws")
            || startsWith(bytes, at: next, "async")
            || startsWith(bytes, at: next, "rethrows")
    }

    /// Whether `//` or `/*` starts at `offset`.
    private static func startsComment(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, to end: Int) -> Bool {
        offset + 1 < end && bytes[offset] == UInt8(ascii: "/")
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    /// Whether the bytes of `text` start at `offset`.
    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return isWord(UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]), text)
    }

    /// Whether `scan` reports the line as the declaration of a function-type alias named `alias`.
    private static func isReportedByScan(
        _ bytes: UnsafeBufferPointer<UInt8>, alias: String, line start: Int, to end: Int
    ) -> Bool {
        guard start < end, isStartByte(bytes[start]), let declared = declaration(bytes, from: start, to: end) else {
            return false
        }
        return declared.kind == .typealias && declared.name == alias && declared.aliasesFunctionType
    }

    /// The offset just after the line break before `offset`, or 0.
    private static func lineStart(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != newline && bytes[i - 1] != carriageReturn { i -= 1 }
        return i
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibclang

/// Cursor kinds, type kinds and flags of libclang's C interface that mockgen reads.
enum ClangKind {
    static let enumDecl: Int32 = 5
    static let parmDecl: Int32 = 10
    static let objCInterfaceDecl: Int32 = 11
    static let objCProtocolDecl: Int32 = 13
    static let objCPropertyDecl: Int32 = 14
    static let objCInstanceMethodDecl: Int32 = 16
    static let objCClassMethodDecl: Int32 = 17
    static let typedefDecl: Int32 = 20
    /// An Objective-C class's type parameter (`ObjectType` in `NSArray<ObjectType>`).
    static let templateTypeParameter: Int32 = 27
    static let objCProtocolRef: Int32 = 41
    static let inclusionDirective: Int32 = 503
    static let moduleImportDecl: Int32 = 600

    static let diagnosticError: Int32 = 3
    static let diagnosticFatal: Int32 = 4

    static let propertyReadonly: UInt32 = 0x01
    static let propertyClass: UInt32 = 0x1000

    static let detailedPreprocessingRecord: UInt32 = 0x01
    static let skipFunctionBodies: UInt32 = 0x40
    static let keepGoing: UInt32 = 0x200
    /// Keeps `_Nullable` and the nullability `NS_ASSUME_NONNULL` implies in the types libclang returns.
    static let includeAttributedTypes: UInt32 = 0x1000
}

/// A clang diagnostic: severity, message and where it points.
struct ClangDiagnostic: Sendable {
    var isError: Bool
    var message: String
    var file: String
    var line: Int
    var column: Int
}

/// A file clang parsed, and the questions mockgen asks about its syntax tree.
final class TranslationUnit {
    let clang: Libclang
    private let index: MGIndex
    private let unit: MGTranslationUnit

    /// Parses `path` as Objective-C with `arguments`; `files` are in-memory files (path, contents)
    /// clang sees as if they were on disk. Nil when clang could not parse at all.
    init?(clang: Libclang, path: String, arguments: [String], files: [(path: String, contents: String)]) {
        self.clang = clang
        guard let index = clang.createIndex(0, 0) else { return nil }
        var unit: MGTranslationUnit?
        let cArguments = arguments.map { strdup($0) }
        let cFiles = files.map { (strdup($0.path), strdup($0.contents), UInt($0.contents.utf8.count)) }
        defer {
            cArguments.forEach { free($0) }
            cFiles.forEach { free($0.0); free($0.1) }
        }
        var unsaved = cFiles.map { MGUnsavedFile(filename: $0.0, contents: $0.1, length: $0.2) }
        let options =
            ClangKind.detailedPreprocessingRecord | ClangKind.skipFunctionBodies | ClangKind.keepGoing
            | ClangKind.includeAttributedTypes
        let status = cArguments.map { UnsafePointer($0) }.withUnsafeBufferPointer { argv in
            unsaved.withUnsafeMutableBufferPointer { unsavedFiles in
                clang.parseTranslationUnit2(
                    index, path, argv.baseAddress, Int32(argv.count),
                    unsavedFiles.baseAddress, UInt32(unsavedFiles.count), options, &unit)
            }
        }
        guard status == 0, let unit else {
            clang.disposeIndex(index)
            return nil
        }
        self.index = index
        self.unit = unit
    }

    deinit {
        clang.disposeTranslationUnit(unit)
        clang.disposeIndex(index)
    }

    var root: MGCursor { clang.getTranslationUnitCursor(unit) }

    var diagnostics: [ClangDiagnostic] {
        (0..<clang.getNumDiagnostics(unit)).compactMap { i in
            guard let diagnostic = clang.getDiagnostic(unit, i) else { return nil }
            defer { clang.disposeDiagnostic(diagnostic) }
            let severity = clang.getDiagnosticSeverity(diagnostic)
            let position = location(clang.getDiagnosticLocation(diagnostic))
            return ClangDiagnostic(
                isError: severity == ClangKind.diagnosticError || severity == ClangKind.diagnosticFatal,
                message: clang.take(clang.getDiagnosticSpelling(diagnostic)),
                file: position.file, line: position.line, column: position.column)
        }
    }

    /// The direct children of a cursor, in source order.
    func children(of cursor: MGCursor) -> [MGCursor] {
        final class Collected { var cursors: [MGCursor] = [] }
        let collected = Collected()
        withExtendedLifetime(collected) {
            _ = clang.visitChildren(cursor, { child, _, data in
                Unmanaged<Collected>.fromOpaque(data!).takeUnretainedValue().cursors.append(child)
                return 1  // CXChildVisit_Continue
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.cursors
    }

    func kind(_ cursor: MGCursor) -> Int32 { clang.getCursorKind(cursor) }
    func spelling(_ cursor: MGCursor) -> String { clang.take(clang.getCursorSpelling(cursor)) }

    /// File, 1-based line and column, and byte offset where a cursor starts (after macro expansion).
    func location(_ cursor: MGCursor) -> (file: String, line: Int, column: Int, offset: Int) {
        location(clang.getCursorLocation(cursor))
    }

    func location(_ location: MGSourceLocation) -> (file: String, line: Int, column: Int, offset: Int) {
        var file: MGFile?
        var line: UInt32 = 0, column: UInt32 = 0, offset: UInt32 = 0
        clang.getExpansionLocation(location, &file, &line, &column, &offset)
        return (file.map { clang.take(clang.getFileName($0)) } ?? "", Int(line), Int(column), Int(offset))
    }

    /// The comment directly above a declaration, as written; nil when there is none.
    func rawComment(_ cursor: MGCursor) -> String? {
        let text = clang.take(clang.getRawCommentText(cursor))
        return text.isEmpty ? nil : text
    }

    /// The declaration as clang prints it, attributes included (`__attribute__((swift_name("f()")))`).
    func printed(_ cursor: MGCursor) -> String { clang.take(clang.getPrettyPrinted(cursor, nil)) }

    /// The tokens a cursor spans, with the line and column each starts at (macros not expanded).
    func tokens(_ cursor: MGCursor) -> [(text: String, line: Int, column: Int)] {
        var tokens: UnsafeMutablePointer<MGToken>?
        var count: UInt32 = 0
        clang.tokenize(unit, clang.getCursorExtent(cursor), &tokens, &count)
        guard let tokens else { return [] }
        defer { clang.disposeTokens(unit, tokens, count) }
        return (0..<Int(count)).map { i in
            let position = location(clang.getTokenLocation(unit, tokens[i]))
            return (clang.take(clang.getTokenSpelling(unit, tokens[i])), position.line, position.column)
        }
    }

    /// True when the declaration is marked unavailable in Swift (`NS_SWIFT_UNAVAILABLE`).
    func isUnavailableInSwift(_ cursor: MGCursor) -> Bool {
        var always: Int32 = 0, alwaysUnavailable: Int32 = 0
        var deprecated = MGString(data: nil, privateFlags: 0), unavailable = MGString(data: nil, privateFlags: 0)
        var platforms = [MGPlatformAvailability](repeating: MGPlatformAvailability(), count: 8)
        let count = platforms.withUnsafeMutableBufferPointer { buffer in
            clang.getPlatformAvailability(
                cursor, &always, &deprecated, &alwaysUnavailable, &unavailable, buffer.baseAddress, Int32(buffer.count))
        }
        clang.disposeString(deprecated)
        clang.disposeString(unavailable)
        var result = alwaysUnavailable != 0
        for i in 0..<min(Int(count), platforms.count) {
            if clang.take(platforms[i].platform) == "swift" && platforms[i].unavailable != 0 { result = true }
            clang.disposeString(platforms[i].message)
        }
        return result
    }
}

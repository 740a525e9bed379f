#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import MockgenFrontEnd

/// The Objective-C front end: reads the `@protocol`s of a `.h` file with libclang (found at
/// run time) and gives the same model the Swift front end gives, named as Swift imports it.
///
/// Layout: Clang/ binds libclang's C functions; Headers/ walks clang's syntax tree and reads
/// its types; Naming/ holds the Swift importer's naming rules.
public struct ObjCHeaderReader: Sendable {
    public let options: HeaderOptions
    private let loader: LibraryLoader

    /// libclang is looked for when the first header with a protocol is read; a reader without
    /// one reports that on each such header.
    public init(options: HeaderOptions = HeaderOptions()) {
        self.options = options
        self.loader = LibraryLoader(explicitPath: options.libclangPath)
    }

    private var library: Result<Libclang, LibclangUnavailable> { loader.library }

    /// True for the files this front end reads.
    public static func reads(path: String) -> Bool { path.hasSuffix(".h") }

    /// True when libclang was found and loaded.
    public var hasLibclang: Bool {
        if case .success = library { return true }
        return false
    }

    /// The path of the libclang in use, or why there is none.
    public var libclangDescription: String {
        switch library {
        case .success(let clang): clang.path
        case .failure(let problem): problem.message
        }
    }

    /// Reads one header given as bytes. Never traps: problems are diagnostics in the model (an
    /// error when libclang is missing or cannot parse the file, warnings for what clang could not read).
    public func parse(_ source: [UInt8], path: String) -> SourceFileModel {
        // A header without `@protocol` has nothing to mock, and needs no libclang.
        guard Self.contains(Array("@protocol".utf8), in: source) else { return SourceFileModel(path: path) }
        let clang: Libclang
        switch library {
        case .success(let loaded): clang = loaded
        case .failure(let problem): return failure(problem.message, path: path)
        }
        let clangPath = Self.absolute(path.isEmpty ? "stdin.h" : path)
        let files = [(clangPath, String(decoding: source, as: UTF8.self))]
        let clangArguments = arguments(prelude: FoundationPrelude.includeFolder())
        guard let unit = TranslationUnit(clang: clang, path: clangPath, arguments: clangArguments, files: files) else {
            return failure("libclang (\(clang.path)) could not parse this header", path: path)
        }
        return HeaderReader(unit: unit, path: path, clangPath: clangPath).read()
    }

    /// The compiler arguments: Objective-C with blocks, the user's `-I` and `-D`, and our
    /// Foundation declarations searched last; every error is reported (clang stops at 20 by
    /// default, and an unreported unknown type would silently become `id`). (`-fobjc-arc` makes
    /// libclang refuse the file on Linux, whose Objective-C runtime has no ARC; nothing mockgen
    /// reads depends on it.)
    func arguments(prelude: String?) -> [String] {
        ["-x", "objective-c", "-fblocks", "-ferror-limit=0"]
            + options.includePaths.map { "-I\($0)" }
            + options.defines.map { "-D\($0)" }
            + (prelude.map { ["-idirafter", $0] } ?? [])
    }

    private func failure(_ message: String, path: String) -> SourceFileModel {
        SourceFileModel(path: path, diagnostics: [Diagnostic(.error, message, path: path, at: .start)])
    }

    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var i = 0
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle { return true }
            i += 1
        }
        return false
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
    }
}

/// Loads libclang once, on first use, for every thread.
private final class LibraryLoader: Sendable {
    private let explicitPath: String?
    private let loaded = LockedValue<Result<Libclang, LibclangUnavailable>?>(nil)

    init(explicitPath: String?) { self.explicitPath = explicitPath }

    var library: Result<Libclang, LibclangUnavailable> {
        loaded.withLock { loaded in
            if let loaded { return loaded }
            let result = LibclangLocator.load(explicitPath: explicitPath)
            loaded = result
            return result
        }
    }
}

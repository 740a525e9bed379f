/// Which module a source file belongs to, from the package layout: a file under
/// `…/Sources/<Module>/…` (the last `Sources` folder on its path, as in a Swift package or in
/// `.build/checkouts/<package>/Sources/<Module>`) belongs to `<Module>`. Other paths have no
/// module of their own; the caller gives them one (`--module`) or leaves them without.
package enum ModuleLayout {
    /// The module of the file at `path`, or `fallback` when the path does not say.
    package static func module(ofPath path: String, fallback: String? = nil) -> String? {
        // ASCII paths, nearly all of them, read as bytes in place rather than as characters.
        var path = path
        if let name = path.withUTF8(moduleFolder(ofASCIIPath:)) {
            return isIdentifier(name) ? name : fallback
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        // `Sources`, then the module's folder, then at least the file itself.
        guard let sources = components.lastIndex(of: "Sources"), components.count - sources >= 3 else {
            return fallback
        }
        let name = String(components[sources + 1])
        return isIdentifier(name) ? name : fallback
    }

    /// For an ASCII path: the folder after its last `Sources` component when at least one more
    /// component follows, else "" (no identifier, so no module); nil when the path is not ASCII.
    private static func moduleFolder(ofASCIIPath bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        var foundSources = false
        var module = 0..<0
        var componentsAfterSources = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != slash {
                if bytes[end] >= 0x80 { return nil }
                end += 1
            }
            if end > start {
                if bytes[start..<end].elementsEqual("Sources".utf8) {
                    foundSources = true
                    componentsAfterSources = 0
                } else if foundSources {
                    componentsAfterSources += 1
                    if componentsAfterSources == 1 { module = start..<end }
                }
            }
            start = end + 1
        }
        guard foundSources, componentsAfterSources >= 2 else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[module]), as: UTF8.self)
    }

    /// A module name is a Swift identifier.
    static func isIdentifier(_ name: String) -> Bool {
        // ASCII names, nearly all of them, without looking up Unicode properties.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
            return name.utf8.allSatisfy { c in
                c == 0x5F || (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
            }
        }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// What to say when an input is a flat `Name.swiftmodule` file: the binary module that
/// `swiftc -emit-module` and SwiftPM write, which holds no Swift text to read. The message says
/// so, names the module's interface when one is found where the compiler or SwiftPM puts it, and
/// otherwise says how to produce one.
struct BinaryModuleAdvice {
    let fileSystem: any FileSystem

    /// The places a module's interface is looked for, given its flat `.swiftmodule` file: beside
    /// it (`swiftc -emit-module -emit-module-interface`), and in SwiftPM's build folder, where
    /// `<configuration>/Modules/Name.swiftmodule` has its interface in `<configuration>/Name.build/`.
    static func interfaceCandidates(forFlatModule path: String) -> [String] {
        let folder = AtomicFileWriter.folder(of: path)
        let name = String(SourceDiscovery.lastComponent(of: path).dropLast(".swiftmodule".count))
        var candidates = [joined(folder, name + ".swiftinterface")]
        if SourceDiscovery.lastComponent(of: folder) == "Modules" {
            let configuration = AtomicFileWriter.folder(of: folder)
            candidates.append(joined(configuration, name + ".build/" + name + ".swiftinterface"))
        }
        return candidates
    }

    /// The one-line error for the flat module at `path`.
    func message(forFlatModule path: String) -> String {
        let intro = "'\(path)' is a compiled Swift module (a binary file), which mockgen cannot read"
        let candidates = Self.interfaceCandidates(forFlatModule: path)
        if let found = candidates.first(where: { (try? fileSystem.status(of: $0, followingLinks: true))?.kind == .regularFile }) {
            return intro + "; give its module interface instead: '\(found)'"
        }
        return intro + "; give its module interface (.swiftinterface), which is written only when the module is built "
            + "with -enable-library-evolution -emit-module-interface (SwiftPM: swift build -Xswiftc "
            + "-enable-library-evolution -Xswiftc -emit-module-interface), at '\(candidates[candidates.count - 1])'"
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
    }
}

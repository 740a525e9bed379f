import Foundation
import MockgenFrontEnd
@testable import MockgenGenerator
import Testing

/// The built-in table of standard protocols against the toolchain's own interface.
@Suite struct StandardProtocolsTableTests {
    /// `Swift` and `_Concurrency` interfaces of the toolchain of the `swift` on the PATH, if any.
    static let interfaces: [(bytes: [UInt8], path: String)] = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath()
            let lib = swift.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux")
            let found = ["Swift", "_Concurrency"].compactMap { module -> (bytes: [UInt8], path: String)? in
                let folder = lib.appendingPathComponent("\(module).swiftmodule")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                guard let name = names.sorted().first(where: {
                          $0.hasSuffix(".swiftinterface") && !$0.contains(".private.")
                      }),
                      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
                else { return nil }
                return ([UInt8](data), folder.appendingPathComponent(name).path)
            }
            if found.count == 2 { return found }
        }
        return []
    }()

    /// Every member the table declares is one the library leaves to conformers: the table
    /// never makes a mock stub what the library implements.
    @Test(.enabled(if: !interfaces.isEmpty, "needs a Linux toolchain's standard library interface"))
    func theTableAsksOnlyForRequirementsWithoutADefault() {
        let knowledge = StandardLibraryKnowledge.read(Self.interfaces)
        for decl in StandardProtocols.file.protocols {
            let needed = Set(
                knowledge.requirementsWithoutDefaults(of: decl.name).map(StandardLibraryKnowledge.implementationKey))
            for case .member(let member) in decl.members {
                if case .associatedType = member { continue }
                let key = StandardLibraryKnowledge.implementationKey(member)
                #expect(needed.contains(key), "\(decl.name): the table declares '\(key)', which the library implements")
            }
        }
    }
}

/// One composed protocol: its seed (which gives back the same protocol), its parts, and the
/// features drawn, for classifying failures. Its members are kept in groups (an overload
/// family, or a member under `#if`, is one group), so that a failure can be reduced to a
/// protocol holding one group.
public struct ForgedProtocol: Hashable, Sendable {
    public var seed: UInt64
    public var name: String
    /// `protocol Name<A>: Parents where ...`, with its attributes.
    public var header: String
    public var associatedTypes: [String]
    public var groups: [[String]]
    /// Declared inside `enum <Name>Namespace`.
    public var nested: Bool
    public var features: [String]

    public var text: String {
        let body = (associatedTypes + groups.flatMap { $0 }).map { $0.hasPrefix("#") ? $0 : "    " + $0 }
        let declaration = header + " {\n" + body.map { $0 + "\n" }.joined() + "}"
        return nested ? "enum \(name)Namespace {\n\(declaration)\n}" : declaration
    }

    /// The protocol with only the group at `index`, named `name`; with `plainHeader`, its
    /// header without attributes, parents and `where` (primary associated types stay).
    public func reduced(toGroup index: Int, name newName: String, plainHeader: Bool) -> ForgedProtocol {
        var copy = self
        copy.name = newName
        copy.groups = [groups[index]]
        if plainHeader {
            let afterName = header.range(of: "protocol \(name)").map { header[$0.upperBound...] } ?? ""
            let primary = afterName.hasPrefix("<") ? String(afterName.prefix { $0 != ">" }) + ">" : ""
            copy.header = "protocol \(newName)\(primary)"
            copy.nested = false
        } else {
            copy.header = header.replacingOccurrences(of: "protocol \(name)", with: "protocol \(newName)")
        }
        return copy
    }

    /// The seed as the forge prints it and `--seed` reads it back.
    public var seedText: String { Self.seedText(seed) }

    public static func seedText(_ seed: UInt64) -> String {
        let hex = String(seed, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

import MockgenFrontEnd

/// A requirement of a standard protocol by kind, `static` and name: what a mock implements for
/// `Equatable`, `Hashable`, `Comparable`, `Identifiable` and the description protocols, and what a
/// protocol refining them may restate.
struct StandardRequirement: Hashable {
    var isFunction: Bool
    var isStatic: Bool
    var name: String

    init(isFunction: Bool, isStatic: Bool, name: String) {
        self.isFunction = isFunction
        self.isStatic = isStatic
        self.name = name
    }

    /// The requirement `member` declares; nil for members other than functions and properties.
    init?(_ member: Member) {
        switch member {
        case .function(let f): self.init(isFunction: true, isStatic: f.isStatic, name: f.name)
        case .property(let p): self.init(isFunction: false, isStatic: p.isStatic, name: Identifiers.bare(p.name))
        default: return nil
        }
    }

    /// One requirement: the standard protocols that declare it, and the member a mock adds for
    /// it when its protocol does not restate it (nil where the standard library's default serves).
    struct Entry {
        var parents: Set<String>
        var requirement: StandardRequirement
        var synthesized: SynthesizedMember?
    }

    /// The requirements without isolation of the standard protocols a mock implements, in the
    /// order the mock declares what it adds for them.
    static let table: [Entry] = [
        Entry(parents: ["Equatable", "Hashable", "Comparable"], requirement: .function("==", isStatic: true), synthesized: .equatable),
        Entry(parents: ["Hashable"], requirement: .function("hash", isStatic: false), synthesized: .hashable),
        Entry(parents: ["Hashable"], requirement: .property("hashValue"), synthesized: nil),
        Entry(parents: ["Comparable"], requirement: .function("<", isStatic: true), synthesized: .comparable),
        Entry(parents: ["Comparable"], requirement: .function("<=", isStatic: true), synthesized: nil),
        Entry(parents: ["Comparable"], requirement: .function(">", isStatic: true), synthesized: nil),
        Entry(parents: ["Comparable"], requirement: .function(">=", isStatic: true), synthesized: nil),
        Entry(parents: ["Identifiable"], requirement: .property("id"), synthesized: .identifiable),
        Entry(parents: ["CustomStringConvertible"], requirement: .property("description"), synthesized: .description),
        Entry(parents: ["CustomDebugStringConvertible"], requirement: .property("debugDescription"),
              synthesized: .debugDescription),
        Entry(parents: ["CustomReflectable"], requirement: .property("customMirror"), synthesized: .customMirror),
        Entry(parents: ["CustomPlaygroundDisplayConvertible"], requirement: .property("playgroundDescription"),
              synthesized: .playgroundDescription),
    ]

    /// The entries of the standard protocols among `parents`.
    static func entries(refining parents: Set<String>) -> [Entry] {
        table.filter { !$0.parents.isDisjoint(with: parents) }
    }

    private static func function(_ name: String, isStatic: Bool) -> StandardRequirement {
        StandardRequirement(isFunction: true, isStatic: isStatic, name: name)
    }

    /// An instance property.
    private static func property(_ name: String) -> StandardRequirement {
        StandardRequirement(isFunction: false, isStatic: false, name: name)
    }
}

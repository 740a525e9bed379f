import MockgenFrontEnd
import MockgenGenerator

/// What differs between a checked-in generated file and the file a run would write, mock by
/// mock, for `--check`: the mocks added and removed, and for each changed mock the members
/// (its `MockRuntime.MockMember` descriptors) added and removed, or its first changed line
/// when its members are the same.
///
/// Both files are cut into the sections the generator writes: the header and imports, then per
/// mock its member descriptors (`fileprivate enum _EngineMockMembers`), its declaration and its
/// extensions, each starting at a line without indentation that names the mock.
struct GeneratedFileDifference: Equatable {
    struct ChangedMock: Equatable {
        var name: String
        var addedMembers: [String]
        var removedMembers: [String]
        /// When the members are the same: the first line that differs, as checked in and as generated.
        var firstChange: (line: Int, old: String, new: String)?

        static func == (lhs: ChangedMock, rhs: ChangedMock) -> Bool {
            lhs.name == rhs.name && lhs.addedMembers == rhs.addedMembers && lhs.removedMembers == rhs.removedMembers
                && lhs.firstChange?.line == rhs.firstChange?.line && lhs.firstChange?.old == rhs.firstChange?.old
                && lhs.firstChange?.new == rhs.firstChange?.new
        }
    }

    var addedMocks: [String] = []
    var removedMocks: [String] = []
    var changedMocks: [ChangedMock] = []
    /// Whether the header or the import lines differ.
    var importsChanged = false

    init(checkedIn: String, generated: String) {
        let old = Self.sections(of: checkedIn)
        let new = Self.sections(of: generated)
        let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.map(\.name))
        importsChanged = old.first { $0.name.isEmpty }.map(\.lines).map(Self.withoutRegenerationLine)
            != new.first { $0.name.isEmpty }.map(\.lines).map(Self.withoutRegenerationLine)
        for section in new where !section.name.isEmpty {
            guard let previous = oldByName[section.name] else {
                addedMocks.append(section.name)
                continue
            }
            guard previous.lines != section.lines else { continue }
            let oldMembers = Self.members(in: previous.lines)
            let newMembers = Self.members(in: section.lines)
            var changed = ChangedMock(
                name: section.name,
                addedMembers: newMembers.filter { !oldMembers.contains($0) },
                removedMembers: oldMembers.filter { !newMembers.contains($0) })
            if changed.addedMembers.isEmpty && changed.removedMembers.isEmpty {
                changed.firstChange = Self.firstChange(previous, section)
            }
            changedMocks.append(changed)
        }
        removedMocks = old.map(\.name).filter { !$0.isEmpty && !newNames.contains($0) }
    }

    /// One line per difference, for the messages under the error.
    var lines: [String] {
        var lines: [String] = []
        if importsChanged { lines.append("the header or imports changed") }
        lines += addedMocks.map { "added mock \($0)" }
        lines += removedMocks.map { "removed mock \($0)" }
        for mock in changedMocks {
            var parts = mock.addedMembers.map { "added \($0)" } + mock.removedMembers.map { "removed \($0)" }
            if let change = mock.firstChange {
                parts.append("line \(change.line) was `\(change.old)`, now `\(change.new)`")
            }
            lines.append("changed mock \(mock.name): " + parts.joined(separator: "; "))
        }
        if lines.isEmpty { lines.append("no mock differs: only blank lines changed") }
        return lines
    }

    // MARK: Sections

    struct Section {
        /// The mock's name; empty for the header and imports.
        var name: String
        /// The section's lines with their numbers in the file (from 1).
        var lines: [Substring] = []
        var numbers: [Int] = []
    }

    /// The file's sections in the order they first appear; a mock's later parts (its
    /// extensions) join its first section, and attribute lines join the declaration below them.
    static func sections(of text: String) -> [Section] {
        sectionsWithBlankLines(of: text).map { section in
            // Blank lines only separate declarations: a difference in them is no mock's.
            var kept = Section(name: section.name)
            for (line, number) in zip(section.lines, section.numbers) where !line.isEmpty {
                kept.lines.append(line)
                kept.numbers.append(number)
            }
            return kept
        }
    }

    private static func sectionsWithBlankLines(of text: String) -> [Section] {
        var sections: [Section] = [Section(name: "")]
        var current = 0
        var attributes: [(Substring, Int)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            if line.hasPrefix("@") && !line.containsText(" import ") {
                attributes.append((line, number))
                continue
            }
            if let first = line.first, first != " ", first != "}", first != "/", let name = mockName(declaredBy: line) {
                if let index = sections.firstIndex(where: { $0.name == name }) {
                    current = index
                } else {
                    sections.append(Section(name: name))
                    current = sections.count - 1
                }
            }
            for (attribute, attributeNumber) in attributes {
                sections[current].lines.append(attribute)
                sections[current].numbers.append(attributeNumber)
            }
            attributes = []
            sections[current].lines.append(line)
            sections[current].numbers.append(number)
        }
        for (attribute, attributeNumber) in attributes {
            sections[current].lines.append(attribute)
            sections[current].numbers.append(attributeNumber)
        }
        return sections
    }

    /// The mock a line without indentation declares or extends: `EngineMock` for
    /// `fileprivate enum _EngineMockMembers {`, `final class EngineMock<T>: ...`, `extension EngineMock {`.
    static func mockName(declaredBy line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "(" })
        guard let keyword = words.firstIndex(where: { ["class", "actor", "struct", "enum", "extension"].contains($0) }),
              keyword + 1 < words.count
        else { return nil }
        var name = String(words[keyword + 1])
        // `_EngineMockMembers` (descriptors) and `_EngineMockBuilder` (stubbing and verifying) are the mock's.
        if name.hasPrefix("_") {
            for suffix in ["Members", "Builder"] where name.hasSuffix(suffix) && name.count > suffix.count + 1 {
                name = String(name.dropFirst().dropLast(suffix.count))
                break
            }
        }
        return name.isEmpty ? nil : name
    }

    /// The members a mock's descriptors name: `fetch(id:)`, `speed (setter)`.
    static func members(in lines: [Substring]) -> [String] {
        lines.compactMap { line in
            guard let rest = after("MockRuntime.MockMember(\"", in: line),
                  let end = rest.firstIndex(of: "\"")
            else { return nil }
            let selector = String(rest[..<end])
            guard let kind = after("kind: .", in: rest[end...]) else { return selector }
            let kindName = kind.prefix { $0.isLetter }
            return kindName == "getter" ? selector : "\(selector) (\(kindName))"
        }
    }

    /// What follows the first `needle` in `line`.
    private static func after(_ needle: String, in line: Substring) -> Substring? {
        let wanted = Array(needle.utf8)
        var start = line.utf8.startIndex
        while let end = line.utf8.index(start, offsetBy: wanted.count, limitedBy: line.utf8.endIndex) {
            if line.utf8[start..<end].elementsEqual(wanted) { return line[end...] }
            start = line.utf8.index(after: start)
        }
        return nil
    }

    private static func firstChange(_ old: Section, _ new: Section) -> (line: Int, old: String, new: String)? {
        let count = max(old.lines.count, new.lines.count)
        for index in 0..<count {
            let before = index < old.lines.count ? old.lines[index] : ""
            let after = index < new.lines.count ? new.lines[index] : ""
            if before != after {
                let number = index < new.numbers.count ? new.numbers[index] : (new.numbers.last ?? 0) + 1
                return (number, String(before.drop { $0 == " " }), String(after.drop { $0 == " " }))
            }
        }
        return nil
    }

    // MARK: The regeneration line

    /// The header's second line without a command, which a header naming one replaces.
    private static let plainSecondLine = MockGenerator.header.split(separator: "\n")[1]

    private static func withoutRegenerationLine(_ lines: [Substring]) -> [Substring] {
        lines.filter { !$0.hasPrefix(MockGenerator.regenerationLinePrefix) && $0 != plainSecondLine }
    }

    /// Whether `checkedIn` is `generated` but for the header line naming the command that
    /// regenerates it: a file written through another door (the command plugin, `mockgen`) is
    /// current for every door.
    static func sameButForTheRegenerationCommand(checkedIn: String, generated: String) -> Bool {
        func withoutCommand(_ text: String) -> [Substring] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1, lines[0] == MockGenerator.firstHeaderLine,
               lines[1].hasPrefix(MockGenerator.regenerationLinePrefix) || lines[1] == plainSecondLine {
                lines.remove(at: 1)
            }
            return lines
        }
        return withoutCommand(checkedIn) == withoutCommand(generated)
    }
}

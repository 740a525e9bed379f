import Foundation

/// A compiler run that stopped without a diagnostic: an assertion, a signal. Read from the
/// compiler's output, whose stack dump names what it was doing:
///
///     Assertion failed: (!f), function emitProtocolWitness at SILGenType.cpp:877.
///     Stack dump:
///     0.	Program arguments: /usr/bin/swift-frontend -emit-silgen ...
///     4.	While generating SIL witness table protocol conformance PMock: P at 'PMock' (at /tmp/mocks.swift:81:7)
public struct CompilerCrash: Hashable, Sendable {
    /// A place the stack dump names: `(at path:line:column)`.
    public struct Location: Hashable, Sendable {
        public var path: String
        public var line: Int
    }

    /// The line that says why the compiler stopped (`Assertion failed: ...`), or its status.
    public var summary: String
    /// The stack dump's `While ...` lines, outermost first, without their numbers.
    public var activities: [String]
    /// The places those lines name, outermost first.
    public var locations: [Location]
    /// The conformance whose witness table was being generated: `(type, protocol)`.
    public var conformance: (type: String, protocolName: String)? {
        for activity in activities.reversed() {
            guard let marker = activity.range(of: "protocol conformance ") else { continue }
            let rest = activity[marker.upperBound...]
            guard let colon = rest.range(of: ": ") else { continue }
            let type = String(rest[..<colon.lowerBound])
            let protocolName = rest[colon.upperBound...].prefix { $0 != " " }
            return (type, String(protocolName))
        }
        return nil
    }
    /// The location of the conformance line, if it names one.
    public var conformanceLocation: Location? {
        activities.reversed().first { $0.contains("protocol conformance ") }.flatMap(Self.location)
    }

    /// The crash in `output`, the text of a compiler that exited with `status` (the number of
    /// the signal that stopped it when `signaled`) having reported `errors`: a stack dump, or a
    /// failing status without an error line. Nil for a run that succeeded or stopped at its errors.
    public static func parse(_ output: String, status: Int32, signaled: Bool = false, errors: [CompilerError]) -> CompilerCrash? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let dumped = lines.contains { $0.hasPrefix("Stack dump:") }
        guard status != 0, dumped || errors.isEmpty else { return nil }
        let markers = ["Assertion failed", "UNREACHABLE executed", "LLVM ERROR:", "Fatal error:"]
        let reason = lines.first { line in markers.contains { line.contains($0) } }
        let activities = Self.activities(lines)
        let summary: String
        if let reason {
            summary = reason.trimmingCharacters(in: .whitespaces)
        } else {
            let stop = signaled ? "the compiler crashed with signal \(status)" : "the compiler stopped with status \(status) and no error"
            summary = activities.last.map { "\(stop) \(Self.withoutMangledNames(Self.withoutLocation($0)).lowercasedFirst)" } ?? stop
        }
        return CompilerCrash(summary: summary, activities: activities, locations: activities.compactMap(Self.location))
    }

    /// The stack dump's `While ...` lines, each joined with the lines that continue it
    /// (`4.\tWhile silgen emitFunction SIL function "@$s...".` then ` for 'f()' (at m.swift:3:5)`).
    static func activities(_ lines: [String]) -> [String] {
        var activities: [String] = []
        var continues = false
        for line in lines {
            if let activity = activity(line) {
                activities.append(activity)
                continues = true
            } else if continues, line.hasPrefix(" "), !line.hasPrefix(" #"), !line.trimmingCharacters(in: .whitespaces).isEmpty {
                activities[activities.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                continues = false
            }
        }
        return activities
    }

    /// `4.\tWhile generating ...` → `While generating ...`.
    static func activity(_ line: String) -> String? {
        let number = line.prefix { $0.isNumber }
        guard !number.isEmpty else { return nil }
        let rest = line.dropFirst(number.count)
        guard rest.hasPrefix(".") else { return nil }
        let text = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("While ") ? text : nil
    }

    /// An activity with its double-quoted parts (mangled SIL names) left out.
    static func withoutMangledNames(_ activity: String) -> String {
        activity.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
            .replacingOccurrences(of: " . ", with: " ").replacingOccurrences(of: "  ", with: " ")
    }

    /// The `(at path:line:column)` an activity ends with.
    static func location(_ activity: String) -> Location? {
        guard let open = activity.range(of: "(at ", options: .backwards), activity.hasSuffix(")") else { return nil }
        let place = activity[open.upperBound..<activity.index(before: activity.endIndex)].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let line = Int(place[place.count - 2]) else { return nil }
        return Location(path: place.dropLast(2).joined(separator: ":"), line: line)
    }

    /// An activity with its `(at ...)` left out.
    public static func withoutLocation(_ activity: String) -> String {
        guard location(activity) != nil, let open = activity.range(of: " (at ", options: .backwards) else { return activity }
        return String(activity[..<open.lowerBound])
    }
}

extension String {
    /// The text with its first letter in lower case (`While` → `while`).
    fileprivate var lowercasedFirst: String {
        prefix(1).lowercased() + dropFirst()
    }
}

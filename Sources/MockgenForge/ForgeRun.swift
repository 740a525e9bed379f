public import Foundation

/// One batch through the differential check: the protocols the compiler accepts, their mocks
/// from mockgen in process, and the mocks compiled with the protocols against MockRuntime
/// (type-checked and lowered to SIL).
public struct ForgeRun: Sendable {
    public var compiler: ForgeCompiler
    /// Where the batch's files are written (kept, so that a failure can be looked at).
    public var folder: URL
    /// Reduce each failing protocol to one member group.
    public var reduces = true
    /// How many findings of one class are reduced (the rest are reported whole).
    public var reductionsPerClass = 3
    /// How far the mocks are compiled: lowered to SIL by default, which finds the conformances
    /// the compiler crashes on as well as the errors.
    public var stage: ForgeCompiler.Stage = .silgen

    public init(compiler: ForgeCompiler, folder: URL) {
        self.compiler = compiler
        self.folder = folder
    }

    /// Checks `protocols`; a finding is reduced only while fewer than `reductionsPerClass`
    /// findings of its class (kind and first message, names left out) were reduced in `reduced`.
    public func check(_ protocols: [ForgedProtocol], reduced: inout [String: Int]) throws -> ForgeOutcome {
        var outcome = ForgeOutcome()
        outcome.composed = protocols.count
        let valid = try validSubset(protocols)
        outcome.valid = valid.count
        guard !valid.isEmpty else { return outcome }
        var findings = try findings(valid)
        if reduces {
            var seen = Set<UInt64>()
            var chosen = Set<Key>()
            for finding in findings {
                let signature = finding.kind.rawValue + " " + (finding.messages.first.map(Self.signature) ?? "")
                guard reduced[signature, default: 0] < reductionsPerClass else { continue }
                reduced[signature, default: 0] += 1
                chosen.insert(Key(seed: finding.forged.seed, kind: finding.kind))
            }
            let failing = findings.filter { chosen.contains(Key(seed: $0.forged.seed, kind: $0.kind)) }.map(\.forged)
                .filter { seen.insert($0.seed).inserted }
            let signatures = Dictionary(
                findings.filter { chosen.contains(Key(seed: $0.forged.seed, kind: $0.kind)) }
                    .map { (Key(seed: $0.forged.seed, kind: $0.kind), Set($0.messages.map(Self.signature))) },
                uniquingKeysWith: { $0.union($1) })
            let minimal = try reduce(failing, failing: signatures)
            for i in findings.indices {
                let reducedFinding = minimal[Key(seed: findings[i].forged.seed, kind: findings[i].kind)]
                findings[i].minimal = reducedFinding?.forged
                findings[i].minimalMessages = reducedFinding?.messages ?? []
            }
        }
        outcome.findings = findings
        return outcome
    }

    /// The protocols the compiler accepts: errors are mapped to protocols by line and those
    /// dropped until the file type-checks (a batch whose errors name no protocol is halved).
    public func validSubset(_ protocols: [ForgedProtocol]) throws -> [ForgedProtocol] {
        var remaining = protocols
        for _ in 0..<8 {
            if remaining.isEmpty { return [] }
            let batch = ForgeBatch(remaining)
            let file = try write(batch.text, "protocols.swift")
            let errors = try compiler.typecheck([file])
            if errors.isEmpty { return remaining }
            let bad = Set(errors.compactMap { $0.path.hasSuffix("protocols.swift") ? batch.protocolIndex(atLine: $0.line) : nil })
            if bad.isEmpty {
                if remaining.count == 1 { return [] }
                let half = remaining.count / 2
                return try validSubset(Array(remaining[..<half])) + validSubset(Array(remaining[half...]))
            }
            remaining = remaining.enumerated().filter { !bad.contains($0.offset) }.map(\.element)
        }
        throw ForgeFailure("the protocols did not type-check after eight rounds of dropping the invalid ones")
    }

    /// mockgen's diagnostics and skipped protocols, the mocks that do not compile and those the
    /// compiler crashes on.
    func findings(_ valid: [ForgedProtocol]) throws -> [ForgeFinding] {
        let batch = ForgeBatch(valid)
        let protocolsFile = try write(batch.text, "protocols.swift")
        let generation = ForgeGeneration(source: batch.text, path: "protocols.swift")
        var rejected: [Int: [String]] = [:]
        let indexByName = Dictionary(uniqueKeysWithValues: valid.enumerated().map { ($0.element.name, $0.offset) })
        var unsatisfiable = Set<Int>()
        for diagnostic in generation.diagnostics {
            if let index = batch.protocolIndex(atLine: diagnostic.line) ?? Self.namedProtocol(in: diagnostic.text, indexByName) {
                // A protocol no type can conform to is rightly skipped (the compiler accepts
                // the declaration and rejects every conformance).
                if diagnostic.text.contains("can conform to it; skipped") {
                    unsatisfiable.insert(index)
                    continue
                }
                // What a mock records without a value it cannot keep (a noncopyable argument)
                // is said, and the mock is written: no rejection.
                if diagnostic.text.contains("which its stubs do not receive") { continue }
                rejected[index, default: []].append("mockgen: line \(diagnostic.line): \(diagnostic.text)")
            } else {
                throw ForgeFailure("mockgen: a diagnostic outside the protocols: line \(diagnostic.line): \(diagnostic.text)")
            }
        }
        let mockedNames = Set(generation.mocks.map { Self.baseName($0.protocolName) })
        for (index, forged) in valid.enumerated() where !mockedNames.contains(forged.name) && !unsatisfiable.contains(index) {
            rejected[index, default: []].append("mockgen: no mock generated")
        }
        let entries = generation.mocks.map {
            ForgeMocksFile.Entry(text: $0.text, protocolIndex: indexByName[Self.baseName($0.protocolName)])
        }
        let checked = try checkMocks(entries, header: generation.header, batch: batch, protocolsFile: protocolsFile)
        return rejected.keys.sorted().map { ForgeFinding(kind: .rejected, forged: valid[$0], messages: rejected[$0]!) }
            + checked.failing.keys.sorted().map { ForgeFinding(kind: .mockFails, forged: valid[$0], messages: checked.failing[$0]!) }
            + checked.crashes.keys.sorted().map {
                ForgeFinding(kind: .mockCrashesCompiler, forged: valid[$0], messages: checked.crashes[$0]!)
            }
    }

    /// For each failing protocol, the smallest of its one-group reductions (plain header
    /// first) that the compiler accepts and that still fails the same way; all of them are
    /// checked in one batch.
    func reduce(_ failing: [ForgedProtocol], failing signatures: [Key: Set<String>]) throws -> [Key: ForgeFinding] {
        var candidates: [ForgedProtocol] = []
        var origin: [UInt64: UInt64] = [:]
        var next: UInt64 = 0
        for forged in failing {
            for group in forged.groups.indices {
                for plain in [true, false] {
                    next += 1
                    var reduced = forged.reduced(toGroup: group, name: "\(forged.name)_r\(next)", plainHeader: plain)
                    reduced.seed = next
                    candidates.append(reduced)
                    origin[next] = forged.seed
                }
            }
        }
        guard !candidates.isEmpty else { return [:] }
        let valid = try validSubset(candidates)
        var kept: [Key: ForgeFinding] = [:]
        for finding in try findings(valid) {
            let key = Key(seed: origin[finding.forged.seed]!, kind: finding.kind)
            guard let wanted = signatures[key], !wanted.isDisjoint(with: finding.messages.map(Self.signature)) else { continue }
            if let current = kept[key], current.forged.text.count <= finding.forged.text.count { continue }
            var minimal = finding
            minimal.forged.seed = key.seed
            kept[key] = minimal
        }
        return kept
    }

    /// A finding's protocol and kind.
    struct Key: Hashable {
        var seed: UInt64
        var kind: ForgeFinding.Kind
    }

    /// The protocol a message names in quotes (`cannot mock 'Forge_9f': ...`), for a
    /// diagnostic placed on a parent's line in the prelude.
    static func namedProtocol(in message: String, _ indexByName: [String: Int]) -> Int? {
        message.split(separator: "'").lazy.compactMap { indexByName[baseName(String($0))] }.first
    }

    /// A message with quoted names, source excerpts and line numbers left out, to tell
    /// whether a reduced protocol fails the same way.
    static func signature(_ message: String) -> String {
        var text = message.components(separatedBy: "  [at: ")[0]
        if text.hasPrefix("mockgen: line ") { text = String(text.drop { $0 != ":" }.dropFirst().drop { $0 != ":" }) }
        return text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 0 ? String($0.element) : "_" }.joined(separator: "'")
    }

    /// `Outer.Name` → `Name`.
    static func baseName(_ qualified: String) -> String {
        String(qualified.split(separator: ".").last ?? Substring(qualified))
    }

    /// The error with the source line it is about.
    static func sourceLine(_ error: CompilerError, protocols: String, mocks: String) -> String {
        "\(error.message)  [at: \(source(path: error.path, line: error.line, protocols: protocols, mocks: mocks))]"
    }

    /// Line `line` of the protocols' or the mocks' text, as `path` names one or the other.
    static func source(path: String, line: Int, protocols: String, mocks: String) -> String {
        let text = path.hasSuffix("mocks.swift") ? mocks : protocols
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let source = line >= 1 && line - 1 < lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
        return String(source.prefix(160))
    }

    func write(_ text: String, _ name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

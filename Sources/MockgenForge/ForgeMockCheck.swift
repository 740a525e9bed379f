public import Foundation

/// The mocks' side of a batch: the mocks compiled with the protocols, each error and crash
/// attributed to the protocol it is about.
extension ForgeRun {
    /// The errors and crashes of a batch's mocks, by the index of their protocol in the batch.
    public struct MockResults: Sendable {
        /// The compiler's errors about each protocol's mock, with the source lines.
        public var failing: [Int: [String]] = [:]
        /// How the compiler crashed on each protocol's mock: what stopped it, then what it was
        /// doing, innermost first.
        public var crashes: [Int: [String]] = [:]

        public init() {}

        mutating func add(_ other: MockResults) {
            failing.merge(other.failing) { $0 + $1 }
            crashes.merge(other.crashes) { $0 + $1 }
        }
    }

    /// Compiles `entries` (after `header`) with the protocols of `batch` (in `protocolsFile`) up
    /// to `stage`. Mocks with errors are recorded and left out, and the rest compiled again
    /// (errors stop the compiler before SIL generation); a crash is attributed to one protocol
    /// (`crashedProtocol`), recorded, that mock left out and the rest compiled again. A crash
    /// that names no protocol is looked for in each half of the mocks.
    public func checkMocks(
        _ entries: [ForgeMocksFile.Entry], header: String, batch: ForgeBatch, protocolsFile: URL
    ) throws -> MockResults {
        var results = MockResults()
        var remaining = entries
        let indexByName = Dictionary(batch.protocols.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in first }
        while true {
            let mocks = ForgeMocksFile(header: header, entries: remaining)
            let mocksFile = try write(mocks.text, "mocks.swift")
            let check = try compiler.check([protocolsFile, mocksFile], stage: stage)
            if !check.errors.isEmpty {
                var failed = Set<Int>()
                var unattributed: [String] = []
                for error in check.errors {
                    let index = error.path.hasSuffix("mocks.swift")
                        ? mocks.protocolIndex(atLine: error.line) : batch.protocolIndex(atLine: error.line)
                    if let index {
                        failed.insert(index)
                        results.failing[index, default: []].append(Self.sourceLine(error, protocols: batch.text, mocks: mocks.text))
                    } else {
                        unattributed.append("\(error.path):\(error.line): \(error.message)")
                    }
                }
                if !unattributed.isEmpty {
                    throw ForgeFailure("errors in the mocks file that name no mock:\n" + unattributed.prefix(10).joined(separator: "\n"))
                }
                let before = remaining.count
                remaining.removeAll { $0.protocolIndex.map(failed.contains) ?? false }
                if stage == .typecheck || remaining.count == before { break }
                continue
            }
            guard let crash = check.crash else { break }
            let suspects = remaining.compactMap(\.protocolIndex)
            let index = Self.crashedProtocol(crash, batch: batch, mocks: mocks, indexByName: indexByName)
                ?? (suspects.count == 1 ? suspects[0] : nil)
            if let index {
                results.crashes[index] = Self.crashMessages(crash, protocols: batch.text, mocks: mocks.text)
                remaining.removeAll { $0.protocolIndex == index }
                continue
            }
            guard suspects.count > 1 else {
                throw ForgeFailure("the compiler crashed on the prelude's mocks: \(crash.summary)")
            }
            let half = Set(suspects.prefix(suspects.count / 2))
            let halves = [
                remaining.filter { $0.protocolIndex.map(half.contains) ?? true },
                remaining.filter { $0.protocolIndex.map { !half.contains($0) } ?? true },
            ]
            var found = MockResults()
            for entries in halves {
                found.add(try checkMocks(entries, header: header, batch: batch, protocolsFile: protocolsFile))
            }
            if found.crashes.isEmpty {
                throw ForgeFailure(
                    "the compiler crashed on the mocks of \(suspects.count) protocols and on neither half of them: "
                        + "\(crash.summary) (files in \(folder.path))")
            }
            results.add(found)
            break
        }
        return results
    }

    /// The protocol of `batch` a crash is about: the one whose mock (or declaration) is at the
    /// place of the conformance the compiler was lowering, else the protocol that conformance
    /// names, else the one at the innermost place the stack dump names.
    public static func crashedProtocol(
        _ crash: CompilerCrash, batch: ForgeBatch, mocks: ForgeMocksFile, indexByName: [String: Int]
    ) -> Int? {
        func index(_ location: CompilerCrash.Location) -> Int? {
            if location.path.hasSuffix("mocks.swift") { return mocks.protocolIndex(atLine: location.line) }
            if location.path.hasSuffix("protocols.swift") { return batch.protocolIndex(atLine: location.line) }
            return nil
        }
        if let location = crash.conformanceLocation, let found = index(location) { return found }
        if let conformance = crash.conformance, let found = indexByName[baseName(conformance.protocolName)] { return found }
        return crash.locations.reversed().lazy.compactMap(index).first
    }

    /// A crash as a finding's messages: what stopped the compiler, then what it was doing in
    /// the forge's files, innermost first (mangled names left out), each with its source line.
    static func crashMessages(_ crash: CompilerCrash, protocols: String, mocks: String) -> [String] {
        let activities = crash.activities.reversed().compactMap { activity -> String? in
            guard let location = CompilerCrash.location(activity),
                location.path.hasSuffix("mocks.swift") || location.path.hasSuffix("protocols.swift")
            else { return nil }
            let source = source(path: location.path, line: location.line, protocols: protocols, mocks: mocks)
            return "\(CompilerCrash.withoutMangledNames(CompilerCrash.withoutLocation(activity)))  [at: \(source)]"
        }
        return [crash.summary] + activities
    }
}

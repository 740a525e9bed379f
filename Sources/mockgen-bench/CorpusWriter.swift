import Foundation

/// Writes synthetic corpora to disk, one ~64 KB file after another.
enum CorpusWriter {
    struct Summary {
        var files = 0
        var bytes = 0
        var protocols = 0
    }

    /// Files `Synthetic0000.swift`... until at least `bytes` bytes are written.
    static func writeCorpus(bytes target: Int, seed: UInt64, to folder: String) throws -> Summary {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var corpus = SyntheticCorpus(seed: seed)
        var summary = Summary()
        while summary.bytes < target {
            let text = corpus.file(summary.files)
            try write(text, to: folder, name: "Synthetic\(pad(summary.files)).swift")
            summary.files += 1
            summary.bytes += text.utf8.count
        }
        summary.protocols = corpus.protocolsWritten
        return summary
    }

    /// `count` mockable protocols, 100 per file, that compile against Foundation alone.
    static func writeProtocols(count: Int, to folder: String) throws -> Summary {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var corpus = SyntheticCorpus()
        var summary = Summary()
        var written = 0
        while written < count {
            let batch = min(100, count - written)
            let text = corpus.protocols(batch)
            try write(text, to: folder, name: "Protocols\(pad(summary.files)).swift")
            summary.files += 1
            summary.bytes += text.utf8.count
            written += batch
        }
        summary.protocols = written
        return summary
    }

    private static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func write(_ text: String, to folder: String, name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}

import Dispatch
import MockgenFrontEnd

/// Reads and parses the input files, each exactly once, on all cores.
///
/// Each file is opened once (`open`, `fstat`, one `read`, `close`; `openat` relative to its
/// folder, opened once for the files of that folder in a row: see `FileSystem.readFiles`); the open file's identity
/// is checked against the output's, so the output is never read as an input. Then the read
/// stage (`SourceSet.read`) looks at the bytes with the prescan and parses only a file it cannot
/// rule out; the bytes are kept only by a file with class bodies whose members were not read.
///
/// Work is spread with `DispatchQueue.concurrentPerform`, a run of files of one folder at a
/// time; each file's result goes into its
/// own slot, so the results come back in input order whatever order the work finished in,
/// and the output is byte-identical to a one-thread run.
struct SourceReader {
    /// One file's result.
    enum Outcome: Sendable {
        /// The file was read: its identity, and what the read stage made of it.
        case read(FileIdentity, SourceFile)
        /// The file is the output itself (same device and inode), left unread.
        case output
        /// Why the file could not be read.
        case unreadable(FileSystemError)
    }

    let fileSystem: any FileSystem
    let options: ReadOptions
    let sizeLimit: Int
    /// The output file, which is never read as an input.
    let output: FileIdentity?

    func read(_ inputs: [SourceInput], parallel: Bool) -> [Outcome] {
        let slots = Slots<Outcome>(count: inputs.count)
        let runs = Self.runsInOneFolder(inputs)
        let work: @Sendable (Int) -> Void = { [fileSystem, options, sizeLimit, output] run in
            let (folder, indices) = runs[run]
            let paths = indices.map { inputs[$0].path }
            let store: (Int, Result<FileContents?, FileSystemError>) -> Void = { position, result in
                let index = indices[position]
                switch result {
                case .success(nil):
                    slots.store(.output, at: index)
                case .success(let contents?):
                    let file = SourceSet.read(contents.bytes, path: paths[position], options: options)
                    slots.store(.read(contents.status.identity, file), at: index)
                case .failure(let error):
                    slots.store(.unreadable(error), at: index)
                }
            }
            fileSystem.readFiles(
                paths, inFolder: folder, sizeLimit: sizeLimit, skippingIf: { $0.identity == output }, each: store)
        }
        if parallel && runs.count > 1 {
            DispatchQueue.concurrentPerform(iterations: runs.count, execute: work)
        } else {
            for run in runs.indices { work(run) }
        }
        return slots.values()
    }

    /// At most this many files make one run, so that the files of one folder are still
    /// read on all cores.
    static let maximumRunLength = 16

    /// The inputs in runs of consecutive ones in the same folder (the path up to the last
    /// `/`; "" for a path without one), each run with its folder and the inputs' indices.
    static func runsInOneFolder(_ inputs: [SourceInput]) -> [(folder: String, indices: [Int])] {
        var runs: [(folder: String, indices: [Int])] = []
        for (index, input) in inputs.enumerated() {
            let folder = input.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(input.path[..<$0]) } ?? ""
            if let last = runs.last, last.folder == folder, last.indices.count < maximumRunLength {
                runs[runs.count - 1].indices.append(index)
            } else {
                runs.append((folder, [index]))
            }
        }
        return runs
    }
}

/// A fixed number of result slots that concurrent workers fill in, one slot each.
private final class Slots<Value: Sendable>: Sendable {
    private let storage: LockedValue<[Value?]>

    init(count: Int) {
        storage = LockedValue(Array(repeating: nil, count: count))
    }

    func store(_ value: Value, at index: Int) {
        storage.withLock { $0[index] = value }
    }

    /// Every slot's value; call after all workers have finished.
    func values() -> [Value] {
        storage.withLock { slots in
            slots.map { slot in
                guard let slot else { preconditionFailure("a worker did not fill its slot") }
                return slot
            }
        }
    }
}

import Dispatch
import MockgenFrontEnd
import Synchronization

/// Reads and parses the input files, each exactly once, on all cores.
///
/// Work is spread with `DispatchQueue.concurrentPerform`; each file's result goes into its
/// own slot, so the results come back in input order whatever order the work finished in,
/// and the output is byte-identical to a one-thread run.
struct SourceReader {
    /// One file's result: its model, or why it could not be read.
    enum Outcome: Sendable {
        case parsed(SourceFileModel)
        case unreadable(FileSystemError)
    }

    let fileSystem: any FileSystem
    let parse: @Sendable ([UInt8], String) -> SourceFileModel
    let sizeLimit: Int

    func read(_ inputs: [SourceInput], parallel: Bool) -> [Outcome] {
        let slots = Slots<Outcome>(count: inputs.count)
        let work: @Sendable (Int) -> Void = { [fileSystem, parse, sizeLimit] index in
            let path = inputs[index].path
            do throws(FileSystemError) {
                let bytes = try fileSystem.readFile(path, sizeLimit: sizeLimit)
                slots.store(.parsed(parse(bytes, path)), at: index)
            } catch {
                slots.store(.unreadable(error), at: index)
            }
        }
        if parallel && inputs.count > 1 {
            DispatchQueue.concurrentPerform(iterations: inputs.count, execute: work)
        } else {
            for index in inputs.indices { work(index) }
        }
        return slots.values()
    }
}

/// A fixed number of result slots that concurrent workers fill in, one slot each.
private final class Slots<Value: Sendable>: Sendable {
    private let storage: Mutex<[Value?]>

    init(count: Int) {
        storage = Mutex(Array(repeating: nil, count: count))
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

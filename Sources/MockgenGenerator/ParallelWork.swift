import Dispatch
import MockgenFrontEnd

/// Runs independent pieces of work on all cores and returns their results in index order,
/// so that what is built from them does not depend on which piece finished first.
enum ParallelWork {
    /// `(0..<count).map(body)`, computed with `DispatchQueue.concurrentPerform` when `parallel`
    /// is true and there is more than one piece.
    static func map<Result: Sendable>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard parallel && count > 1 else { return (0..<count).map(body) }
        let slots = LockedValue<[Result?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = body(index)
            slots.withLock { $0[index] = result }
        }
        return slots.withLock { slots in
            slots.map { slot in
                guard let slot else { preconditionFailure("a worker did not fill its slot") }
                return slot
            }
        }
    }
}

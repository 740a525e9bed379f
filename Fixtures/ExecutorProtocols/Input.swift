/// Protocols refining `SerialExecutor` or `TaskExecutor`: the mock implements the one `enqueue`
/// the library's other overloads go through, records the call and runs the job on the mock, so
/// an actor or a task whose executor is the mock runs.

/// @mockable
protocol WorkSerializer: SerialExecutor {
    func drain() -> Int
}

/// @mockable
protocol WorkPool: TaskExecutor {
    var name: String { get }
}

protocol LoopScheduling: AnyObject, Sendable {
    func execute(_ task: @escaping @Sendable () -> Void)
}

/// An executor whose library implements `enqueue` in an extension: the mock's own `enqueue`
/// runs the job instead, without going through `execute`.
/// @mockable
protocol SerialLoop: LoopScheduling, SerialExecutor {}

extension SerialLoop {
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        execute { unowned.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

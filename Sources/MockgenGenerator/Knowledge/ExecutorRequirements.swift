import MockgenFrontEnd

/// A protocol refining `SerialExecutor` or `TaskExecutor` leaves its conformers one of the
/// library's `enqueue` overloads to implement (each is implemented through the others). Its
/// mock implements `enqueue(_ job: consuming ExecutorJob)`: it records the call (the job is a
/// noncopyable value, recorded as `UnstoredArgument`, so `verify(mock).enqueue(.any)` counts
/// the jobs and `perform` actions run), then runs the job on the mock itself, so that code
/// awaiting work on the mock's executor (an actor whose `unownedExecutor` is the mock's) goes on.
enum ExecutorRequirements {
    /// The executor protocol whose unowned reference the job runs on.
    enum Kind: Sendable {
        /// `job.runSynchronously(on: asUnownedSerialExecutor())`.
        case serial
        /// `job.runSynchronously(on: asUnownedTaskExecutor())`.
        case task
    }

    /// The kind of executor a protocol with these external parents (simple names) refines, if any.
    static func kind(refining parents: Set<String>) -> Kind? {
        if parents.contains("SerialExecutor") { return .serial }
        if parents.contains("TaskExecutor") { return .task }
        return nil
    }

    /// The requirement the mock implements, as the library declares it.
    static let enqueue: Member = {
        let source = """
            protocol SerialExecutor {
                @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
                func enqueue(_ job: consuming ExecutorJob)
            }
            """
        let file = BuiltInDeclarations.read(source)
        return file.protocols[0].members.flattened[0]
    }()

    /// `items` with the `enqueue` requirement added, unless the protocol declares it itself.
    static func adding(to items: [MemberItem]) -> [MemberItem] {
        items.containsMember(where: isEnqueue) ? items : items + [.member(enqueue)]
    }

    /// True for `func enqueue(_: consuming ExecutorJob)`, the requirement whose job the mock runs.
    static func isEnqueue(_ member: Member) -> Bool {
        guard case .function(let f) = member, Identifiers.bare(f.name) == "enqueue", !f.isStatic,
              f.parameters.count == 1, f.returnType == nil else { return false }
        return f.parameters[0].type.simpleName == "ExecutorJob"
    }
}

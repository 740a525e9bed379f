extension ProtocolPlanner {
    /// Standard protocols whose requirements a class or actor mock satisfies without extra members
    /// (or that the planner synthesizes).
    static let handledExternal: Set<String> = [
        "AnyObject", "class", "Sendable", "Actor", "AnyActor", "Equatable", "Hashable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "Error", "LocalizedError",
        "AutoMockable", "Copyable", "Escapable", "SendableMetatype", "NSObjectProtocol", "SerialExecutor",
        "TaskExecutor",
        "CustomReflectable", "CustomPlaygroundDisplayConvertible",
    ]
}

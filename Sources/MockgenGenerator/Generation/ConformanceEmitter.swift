/// Writes members that satisfy standard protocols by identity: `Equatable`/`Hashable`/`Comparable`
/// compare and hash the mock object, `Identifiable` uses its `ObjectIdentifier`, and the
/// description protocols print the mock type's name.
enum ConformanceEmitter {
    static func emit(_ plan: MockPlan, into w: inout SourceWriter) {
        let prefix = plan.access + (plan.isIsolated ? "nonisolated " : "")
        let selfType = plan.selfType
        for member in plan.synthesized {
            w.line("")
            switch member {
            case .equatable:
                w.line("\(prefix)static func == (lhs: \(selfType), rhs: \(selfType)) -> Bool { lhs === rhs }")
            case .hashable:
                w.line("\(prefix)func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
            case .comparable:
                w.line("\(prefix)static func < (lhs: \(selfType), rhs: \(selfType)) -> Bool { ObjectIdentifier(lhs) < ObjectIdentifier(rhs) }")
            case .identifiable:
                w.line("\(prefix)var id: ObjectIdentifier { ObjectIdentifier(self) }")
            case .description:
                w.line("\(prefix)var description: String { \(Identifiers.stringLiteral(plan.displayName)) }")
            case .debugDescription:
                w.line("\(prefix)var debugDescription: String { \(Identifiers.stringLiteral(plan.displayName)) }")
            }
        }
    }
}

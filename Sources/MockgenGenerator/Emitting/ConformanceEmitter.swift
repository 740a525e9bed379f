/// Writes members that satisfy standard protocols by identity: `Equatable`/`Hashable`/`Comparable`
/// compare and hash the mock object, `Identifiable` uses its `ObjectIdentifier`, and the
/// description protocols print the mock type's name. `CustomReflectable` gives a mirror with no
/// children: the runtime reflects arguments to describe them, so a recorded `customMirror` would
/// be called (and recorded) whenever the mock is an argument of a call.
enum ConformanceEmitter {
    static func emit(_ plan: MockPlan, into w: inout SourceWriter) {
        let prefix = plan.access + (plan.isIsolated ? "nonisolated " : "")
        for member in plan.synthesized {
            w.line("")
            switch member {
            case .equatable:
                w.open("\(prefix)static func == (lhs: ")
                w.type(plan.selfType)
                w.write(", rhs: ")
                w.type(plan.selfType)
                w.close(") -> Swift.Bool { lhs === rhs }")
            case .hashable:
                w.line("\(prefix)func hash(into hasher: inout Swift.Hasher) { "
                    + "hasher.combine(Swift.ObjectIdentifier(self)) }")
            case .comparable:
                let body = "Swift.ObjectIdentifier(lhs) < Swift.ObjectIdentifier(rhs)"
                let header: (inout SourceWriter) -> Void = { w in
                    w.write("\(prefix)static func < (lhs: ")
                    w.type(plan.selfType)
                    w.write(", rhs: ")
                    w.type(plan.selfType)
                    w.write(") -> Swift.Bool")
                }
                w.firstFitting(
                    { w in
                        w.open()
                        header(&w)
                        w.close(" { \(body) }")
                    },
                    { w in w.block(header: header) { w in w.line(body) } })
            case .identifiable:
                w.line("\(prefix)var id: Swift.ObjectIdentifier { Swift.ObjectIdentifier(self) }")
            case .description:
                w.line("\(prefix)var description: Swift.String { \(Identifiers.stringLiteral(plan.displayName)) }")
            case .debugDescription:
                w.line("\(prefix)var debugDescription: Swift.String { \(Identifiers.stringLiteral(plan.displayName)) }")
            case .customMirror:
                w.line("\(prefix)var customMirror: Swift.Mirror { Swift.Mirror(self, children: [:], displayStyle: "
                    + ".class) }")
            case .playgroundDescription:
                w.line("\(prefix)var playgroundDescription: Any { \(Identifiers.stringLiteral(plan.displayName)) }")
            }
        }
    }
}

/// Writes a mock's member descriptors, once per mock, as `static let`s of a non-generic
/// namespace (a generic mock cannot have static stored properties) that the implementation
/// and both builders refer to:
///
///     fileprivate enum _EngineMockMembers {
///         static let isOn = MockRuntime.MockMember("isOn", kind: .getter)
///         static let turnOn = MockRuntime.MockMember("turnOn()")
///     }
enum DescriptorEmitter {
    static func emit(_ plan: MockPlan, into w: inout SourceWriter) {
        guard plan.requirements.contains(where: { !$0.invocations.isEmpty }) else { return }
        w.block("fileprivate enum \(plan.membersNamespace)") { w in
            plan.forEachInvocation { emit($0.descriptor, into: &w) }
        }
        w.line("")
    }

    /// On one line when it fits, else the arguments on a line of their own.
    private static func emit(_ d: MemberDescriptor, into w: inout SourceWriter) {
        w.firstFitting(
            { w in
                w.open("static let ")
                w.write(d.name)
                w.write(" = MockRuntime.MockMember(")
                arguments(d, into: &w)
                w.close(")")
            },
            { w in
                w.open("static let ")
                w.write(d.name)
                w.close(" = MockRuntime.MockMember(")
                w.indented { w in
                    w.open()
                    arguments(d, into: &w)
                    w.close()
                }
                w.line(")")
            })
    }

    private static func arguments(_ d: MemberDescriptor, into w: inout SourceWriter) {
        w.quoted(d.selector)
        if let kind = d.kind {
            w.write(", kind: .")
            w.write(kind)
        }
        if d.needsSignature {
            w.write(", signature: ")
            w.stringLiteral { w in
                w.genericParameters(d.signature.genericParameters)
                w.type(d.signature.type)
                w.whereClause(d.signature.whereClause)
            }
        }
        if !d.parameterNames.isEmpty {
            // One string of names separated by spaces (`_` for a name messages cannot use): far
            // cheaper to type-check than an array literal in every member declaration.
            let names = d.parameterNames.map { $0.isEmpty || $0.contains(" ") ? "_" : $0 }
            w.write(", parameterNames: ")
            w.quoted(names.joined(separator: " "))
        }
        if d.holdsValueWeakly { w.write(", weak: true") }
    }
}

extension SourceWriter {
    /// Writes `text` as a Swift string literal (`Identifiers.stringLiteral`), without making
    /// the literal's string when nothing needs escaping.
    mutating func quoted(_ text: String) {
        guard !Identifiers.needsEscapes(text) else { return write(Identifiers.stringLiteral(text)) }
        write("\"")
        write(text)
        write("\"")
    }

    /// Writes what `body` writes as a Swift string literal.
    mutating func stringLiteral(_ body: (inout SourceWriter) -> Void) {
        write("\"")
        let start = count
        body(&self)
        escapeForStringLiteral(from: start)
        write("\"")
    }
}

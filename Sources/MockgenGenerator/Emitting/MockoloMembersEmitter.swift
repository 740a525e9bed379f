import MockgenFrontEnd

/// Writes the members of `MockoloMembers` (`--compatibility mockolo`): the initializer taking
/// every property, and after each requirement its `CallCount`, `ArgValues` and `Handler`
/// members, each a computed property over the mock's `MockState`.
struct MockoloMembersEmitter {
    var plan: MockPlan
    var members: MockoloMembers

    /// `convenience init(name: String = "", …, fileID:filePath:line:column:)`: the mock with the
    /// standard relaxed state, each property's value set without recording a call.
    func emitInitializer(into w: inout SourceWriter) {
        guard let initializer = members.initializer else { return }
        w.line("")
        w.line("\(plan.access)\(plan.kind == .finalClass ? "convenience " : "")init(")
        w.indented { w in
            for (index, p) in initializer.parameters.enumerated() {
                w.open("\(p.name): ")
                // A closure property's value escapes into the mock, parentheses around it or not.
                if p.type.isNonEscapingClosure { w.write("@escaping ") }
                w.type(p.type)
                if let value = p.defaultValue { w.write(" = \(value)") }
                w.close(index < initializer.parameters.count - 1 || initializer.takesLocation ? "," : "")
            }
            if initializer.takesLocation {
                w.line("fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,")
                w.line("line: Swift.UInt = #line, column: Swift.UInt = #column")
            }
        }
        w.block(")") { w in
            if initializer.takesLocation {
                w.line("self.init(")
                w.indented { w in
                    w.line("policy: .relaxed, name: nil, fileID: fileID, filePath: filePath, line: line, column: column")
                }
                w.line(")")
            } else {
                w.line("self.init(policy: .relaxed, name: nil)")
            }
            for p in initializer.parameters {
                switch p.target {
                case .propertyValue(let getter):
                    w.line("self._mockState.setPropertyValue(\(p.name), for: \(plan.membersNamespace).\(getter))")
                case .handler(let name):
                    w.line("self.\(name) = { \(p.name) }")
                }
            }
        }
    }

    /// The members written after requirement `r`'s implementation.
    func emitMembers(after r: PlannedRequirement, into w: inout SourceWriter) {
        guard let first = r.invocations.first, let list = members.byRequirement[first.descriptor.name] else { return }
        for member in list { emit(member, into: &w) }
    }

    /// The first statement of a generic function with a handler: the handler, its generic types
    /// written `Any`, turned into the member's producer for this call's generic arguments.
    ///
    ///     self._mockState.adaptHandler(of: _StoreMockMembers.load) {
    ///         (handler: @escaping (Any) -> Any) -> (T) -> T in { handler($0) as! T }
    ///     }
    func emitAdapter(_ adapter: MockoloHandlerAdapter, of r: PlannedRequirement, into w: inout SourceWriter) {
        let state = r.isStatic ? "self._staticMockState" : "self._mockState"
        w.line("\(state).adaptHandler(of: \(plan.membersNamespace).\(r.invocations[0].descriptor.name)) {")
        w.indented { w in writeConversion(adapter, into: &w) }
        w.line("}")
    }

    /// `(handler: @escaping Handler) -> Produce in { handler($0, $1) }`: the closure that turns
    /// a handler of Mockolo's type into the member's producer.
    private func writeConversion(_ adapter: MockoloHandlerAdapter, into w: inout SourceWriter) {
        let signature: (inout SourceWriter) -> Void = { w in
            w.write("(handler: ")
            var escaping = adapter.handlerType
            escaping.attributes.append(Attribute(name: "escaping"))
            w.type(escaping)
            w.write(") -> ")
            w.type(adapter.produceType)
            w.write(" in")
        }
        let call: (inout SourceWriter) -> Void = { w in
            w.write("{ ")
            if adapter.throwsError { w.write("try ") }
            if adapter.isAsync { w.write("await ") }
            w.write("handler(")
            w.write((0..<adapter.argumentCount).map { "$\($0)" }.joined(separator: ", "))
            w.write(")")
            switch adapter.resultCast {
            case .none: break
            case .forced(let type):
                w.write(" as! ")
                w.type(type)
            case .conditional(let type):
                w.write(" as? ")
                w.type(type)
            }
            w.write(" }")
        }
        w.firstFitting(
            { w in
                w.open()
                signature(&w)
                w.write(" ")
                call(&w)
                w.close()
            },
            { w in
                w.open()
                signature(&w)
                w.close()
                w.open()
                call(&w)
                w.close()
            })
    }

    /// Whether a forced cast from `Any` to `type` always succeeds, which the compiler warns about:
    /// `AnyObject`, `Sendable` and compositions of them.
    private static func castAlwaysSucceeds(to type: TypeRef) -> Bool {
        switch type.kind {
        case .named: return type.isStandard("AnyObject") || type.isStandard("Sendable")
        case .existential(let base): return castAlwaysSucceeds(to: base)
        case .composition(let parts): return parts.allSatisfy { castAlwaysSucceeds(to: $0) }
        default: return false
        }
    }

    private func emit(_ member: MockoloMember, into w: inout SourceWriter) {
        let head = "\(plan.access)\(member.isStatic ? "static " : "")var \(member.name): "
        let state = member.isStatic ? "self._staticMockState" : "self._mockState"
        let descriptor = "\(plan.membersNamespace).\(member.descriptor)"
        switch member.kind {
        case .callCount:
            w.line("\(head)Swift.Int { \(state).callCount(of: \(descriptor)) }")
        case .argValues(let elements):
            let type = elements.count == 1
                ? elements[0].type
                : TypeRef(kind: .tuple(elements.map { TupleTypeElement(label: $0.label, type: $0.type) }))
            let read: (inout SourceWriter) -> Void = { w in
                w.write("\(state).argumentRecords(of: \(descriptor)).map { ")
                if elements.count > 1 { w.write("(") }
                for (index, element) in elements.enumerated() {
                    if index > 0 { w.write(", ") }
                    if element.isErased {
                        w.write("$0[\(element.index)]")
                    } else if element.type.text == "Any?" {
                        // A forced cast to `Any?` always succeeds, and the compiler says so.
                        w.write("MockRuntime.MockState.optionalArgument($0[\(element.index)])")
                    } else if Self.castAlwaysSucceeds(to: element.type) {
                        w.write("MockRuntime.MockState.argument($0[\(element.index)], as: (")
                        w.type(element.type)
                        w.write(").self)")
                    } else {
                        w.write("$0[\(element.index)] as! ")
                        w.type(element.type)
                    }
                }
                if elements.count > 1 { w.write(")") }
                w.write(" }")
            }
            w.firstFitting(
                { w in
                    w.open(head + "[")
                    w.type(type)
                    w.write("] { ")
                    read(&w)
                    w.close(" }")
                },
                { w in
                    w.block(header: { w in
                        w.write(head + "[")
                        w.type(type)
                        w.write("]")
                    }) { w in
                        w.open()
                        read(&w)
                        w.close()
                    }
                })
        case .handler(let type, let conversion):
            w.block(header: { w in
                w.write(head + "(")
                w.type(type)
                w.write(")?")
            }) { w in
                w.line("get { \(state).handler(of: \(descriptor)) }")
                if let conversion {
                    w.line("set {")
                    w.indented { w in
                        w.line("\(state).setHandler(newValue, for: \(descriptor)) {")
                        w.indented { w in writeConversion(conversion, into: &w) }
                        w.line("}")
                    }
                    w.line("}")
                } else {
                    w.line("set { \(state).setHandler(newValue, for: \(descriptor)) }")
                }
            }
        }
    }
}

import Foundation

/// Turns recorded argument values into the text failure messages show.
enum ValueFormatter {
    static func describe(_ value: Any) -> String {
        if let optional = value as? any OptionalMatchable, optional.isNilForMatching { return "nil" }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let child = mirror.children.first {
            return describe(child.value)
        }
        switch value {
        case let string as String: return String(reflecting: string)
        case let character as Character: return String(reflecting: character)
        case let type as Any.Type: return "\(type).self"
        case let name as Notification.Name: return "Notification.Name(\(String(reflecting: name.rawValue)))"
        default: break
        }
        let text = String(describing: value)
        if text == "(Function)" { return "<closure>" }
        if mirror.displayStyle == .enum, text.first?.isLowercase == true { return "." + text }
        return text
    }
}

/// Writes calls the way Swift code reads: `setSpeed(to: 3.0)`, `get isOn`,
/// `set speed = 3.0`, `get subscript(0)`; a member of overloads that share the name and labels
/// (its descriptor has a signature) with its type: `perform(<closure>) of type (() throws -> ()) -> ()`.
enum CallFormatter {
    static func describe(_ member: MockMember, _ arguments: [String]) -> String {
        let call = describeCall(member, arguments)
        return member.signature.isEmpty ? call : "\(call) of type \(member.signature)"
    }

    private static func describeCall(_ member: MockMember, _ arguments: [String]) -> String {
        let labels = member.argumentLabels
        func list(_ values: ArraySlice<String>, _ labels: [String]) -> String {
            values.enumerated().map { index, value in
                let label = index < labels.count ? labels[index] : "_"
                return label == "_" ? value : "\(label): \(value)"
            }.joined(separator: ", ")
        }
        switch member.kind {
        case .method, .initializer:
            return "\(member.baseName)(\(list(arguments[...], labels)))"
        case .getter:
            return "get \(member.baseName)"
        case .setter:
            return "set \(member.baseName) = \(arguments.last ?? "?")"
        case .subscriptGetter:
            return "get subscript(\(list(arguments[...], labels)))"
        case .subscriptSetter:
            let indices = arguments.dropLast()
            return "set subscript(\(list(indices, labels))) = \(arguments.last ?? "?")"
        }
    }

    /// The builder expression that stubs `member`, e.g. `given(engine).setSpeed(to: .any)`.
    static func builderExpression(_ member: MockMember, receiver: String, verb: String = "given") -> String {
        let anyArguments = member.argumentLabels.map { $0 == "_" ? ".any" : "\($0): .any" }
        let head = "\(verb)(\(receiver))"
        switch member.kind {
        case .method, .initializer:
            return "\(head).\(member.baseName)(\(anyArguments.joined(separator: ", ")))"
        case .getter:
            return "\(head).\(member.baseName)"
        case .setter:
            return "\(head).\(member.baseName)(newValue: .any)"
        case .subscriptGetter, .subscriptSetter:
            return "\(head)[\(anyArguments.joined(separator: ", "))]"
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON document read without a schema (the package manager's description of a manifest),
/// with the lookups the manifest reader needs. A lookup that meets another kind of value than
/// it asks for answers nil.
enum JSONValue: Decodable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Reads a whole document; nil when `bytes` are not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The value when it is an object.
    var object: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements when the value is an array.
    var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The value when it is a string.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The elements when the value is an array of strings only.
    var strings: [String]? {
        guard let elements = array else { return nil }
        let texts = elements.compactMap(\.string)
        return texts.count == elements.count ? texts : nil
    }
}

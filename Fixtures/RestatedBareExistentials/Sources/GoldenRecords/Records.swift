// A module without ExistentialAny: Swift 5 code writes bare existentials (`Decoder`, `OctetSink`).

import Foundation

/// Restates `Decodable`'s and `Encodable`'s requirements with the bare `Decoder` and `Encoder`
/// of Swift 5 code: one initializer and one method witness both spellings.
public protocol RecordIdentifier: Codable, Hashable, CustomStringConvertible {
    var raw: Data { get }
    init(_ raw: Data)
    init(from decoder: Decoder) throws
    func encode(to encoder: Encoder) throws
}

public protocol OctetSink {
    func accept(_ bytes: [UInt8])
}

public protocol OctetWriting {
    func write(to sink: any OctetSink) throws
    func flush(into sinks: [any OctetSink]) -> (any OctetSink)?
}

/// Restates its parent's requirements, writing `OctetSink` where the parent writes `any OctetSink`.
public protocol BufferedOctetWriting: OctetWriting {
    func write(to sink: OctetSink) throws
    func flush(into sinks: [OctetSink]) -> OctetSink?
}

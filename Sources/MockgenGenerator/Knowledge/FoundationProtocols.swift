import MockgenFrontEnd

/// Foundation protocols that inputs refine and whose requirements a mock implements like any
/// other: `ContiguousBytes` (digests, keys and codes of cryptography libraries refine it), and
/// `EncodableWithConfiguration` and `DecodableWithConfiguration` (payloads coded with a context
/// refine them, the configuration being an associated type the mock is generic over). Like
/// `StandardProtocols`, they join the protocol index but are never mocked themselves, and the
/// file that names them imports Foundation already. Only requirements without a default
/// implementation in Foundation are listed.
enum FoundationProtocols {
    static let source = """
        protocol ContiguousBytes {
            func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
        }
        protocol EncodableWithConfiguration {
            associatedtype EncodingConfiguration
            func encode(to encoder: any Encoder, configuration: EncodingConfiguration) throws
        }
        protocol DecodableWithConfiguration {
            associatedtype DecodingConfiguration
            init(from decoder: any Decoder, configuration: DecodingConfiguration) throws
        }
        """

    /// The parsed declarations, recorded as standard ones (`StandardProtocols.path`).
    static let protocols: [ProtocolDecl] = BuiltInDeclarations.read(source).protocols
}

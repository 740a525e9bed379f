#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `Info.plist` of an `.xcframework`: the libraries it holds, one per platform (a "slice"),
/// each in the folder named by its identifier.
struct XCFrameworkInfo: Decodable, Sendable {
    /// One slice: `ios-arm64_x86_64-simulator/Ledger.framework`, or a library and its headers.
    struct Library: Decodable, Hashable, Sendable {
        /// The slice's folder in the xcframework (`ios-arm64`).
        var identifier: String
        /// `Ledger.framework`, `libLedger.a`, `libLedger.so`: inside the slice's folder.
        var path: String
        /// The headers folder of a library slice (`Headers`), which may hold its Swift module.
        var headersPath: String?
        var platform: String
        var platformVariant: String?

        enum CodingKeys: String, CodingKey {
            case identifier = "LibraryIdentifier"
            case path = "LibraryPath"
            case headersPath = "HeadersPath"
            case platform = "SupportedPlatform"
            case platformVariant = "SupportedPlatformVariant"
        }

        var targetPlatform: TargetPlatform {
            TargetPlatform(xcframeworkPlatform: platform, variant: platformVariant)
        }
    }

    var libraries: [Library]

    enum CodingKeys: String, CodingKey {
        case libraries = "AvailableLibraries"
    }

    /// Decodes a property list (XML or binary); nil with the decoder's reason when it is not an
    /// xcframework's.
    static func decode(_ bytes: [UInt8]) -> Result<XCFrameworkInfo, DecodingFailure> {
        do {
            return .success(try PropertyListDecoder().decode(XCFrameworkInfo.self, from: Data(bytes)))
        } catch let DecodingError.keyNotFound(key, _) {
            return .failure(DecodingFailure(reason: "it has no '\(key.stringValue)'"))
        } catch {
            return .failure(DecodingFailure(reason: "it is not a property list naming the libraries"))
        }
    }

    /// Why an `Info.plist` could not be read, as the end of a one-line message.
    struct DecodingFailure: Error {
        var reason: String
    }
}

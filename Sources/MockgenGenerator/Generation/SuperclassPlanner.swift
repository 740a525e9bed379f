import MockgenFrontEnd

/// Decides which class a mock inherits from, and how its initializer reaches the superclass:
/// - an Objective-C protocol, or one inheriting `NSObjectProtocol` or a Foundation delegate
///   protocol: `NSObject`, which implements `NSObjectProtocol` and whose `init()` is called
///   implicitly (Foundation's delegate protocols have no requirement without a default
///   implementation, on Linux through protocol extensions, on Apple platforms as `optional`);
/// - a class-bound protocol whose parent is a class (`protocol Screen: BaseView`): that class,
///   initialized through one of its designated initializers.
enum SuperclassPlanner {
    /// Foundation protocols a mock satisfies by subclassing `NSObject`.
    static let nsObjectRooted: Set<String> = [
        "NSObjectProtocol", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
        "URLSessionDownloadDelegate", "URLSessionStreamDelegate", "URLSessionWebSocketDelegate", "XMLParserDelegate",
        "StreamDelegate", "PortDelegate", "NSCacheDelegate", "FileManagerDelegate", "NetServiceDelegate",
        "NetServiceBrowserDelegate", "NSKeyedArchiverDelegate", "NSKeyedUnarchiverDelegate", "NSUserActivityDelegate",
        "NSExtensionRequestHandling", "NSFilePresenter", "NSMetadataQueryDelegate",
    ]

    /// Foundation classes a protocol may name as its class parent, with their argument-free `init()`.
    static let foundationRootClasses: Set<String> = ["NSObject"]

    /// True when `type` is one of `nsObjectRooted`, written bare or `Foundation.`-qualified.
    static func isNSObjectRooted(_ type: TypeRef) -> Bool {
        guard case .named(let components) = type.kind, let last = components.last, last.genericArguments.isEmpty,
              nsObjectRooted.contains(last.name) else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "Foundation")
    }

    /// True when `type` names `NSObject` (bare or `Foundation.`-qualified).
    static func isFoundationRootClass(_ type: TypeRef) -> Bool {
        guard case .named(let components) = type.kind, let last = components.last,
              foundationRootClasses.contains(last.name) else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "Foundation")
    }
}

import MockgenFrontEnd

/// The Foundation protocols and classes that make a mock an `NSObject` subclass.
extension SuperclassPlanner {
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

    /// True for a parent that makes the mock an `NSObject` subclass (see `nsObjectRooted`).
    static func makesNSObjectSubclass(_ type: TypeRef) -> Bool {
        isNSObjectRooted(type) || isFoundationRootClass(type)
    }

    /// True when `type` names `NSObject` (bare or `Foundation.`-qualified).
    static func isFoundationRootClass(_ type: TypeRef) -> Bool {
        guard case .named(let components) = type.kind, let last = components.last,
              foundationRootClasses.contains(last.name) else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "Foundation")
    }
}

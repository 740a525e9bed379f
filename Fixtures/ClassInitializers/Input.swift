/// Designated, required and convenience initializers: the mock overrides the designated and
/// required ones (each also with `policy:` and `name:`) and inherits the convenience one.
/// @mockable
open class LoginSession {
    public let user: String
    public let token: Int

    public init(user: String, token: Int) {
        self.user = user
        self.token = token
    }

    public required init(restoring archive: [String: Int]) {
        self.user = "restored"
        self.token = archive["token"] ?? 0
    }

    public convenience init(guest: Void) {
        self.init(user: "guest", token: 0)
    }

    open func describe() -> String { "\(user)#\(token)" }

    open class func make(archive: [String: Int]) -> LoginSession { Self(restoring: archive) }
}

/// A class without initializers of its own: the mock overrides the implicit `init()`.
/// @mockable
open class TickClock {
    open func now() -> Int { 42 }
}

/// A class isolated to the main actor gets a mock isolated to it too.
/// @mockable
@MainActor
open class ScreenModel {
    public init() {}
    open var title: String = "home"
    open func reload() async -> Int { 1 }
}

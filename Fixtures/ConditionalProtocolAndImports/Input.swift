#if canImport(Foundation)
import Foundation
#endif

#if os(Linux) || os(macOS)
/// A protocol that only exists under a condition gets a mock under the same condition.
/// @mockable
protocol DesktopClipboard {
    func copy(_ text: String)
    func paste() -> String?
}
#else
/// @mockable
protocol DesktopClipboard {
    func copy(_ text: String)
}
#endif

// fuzz-corpus protocols: Platform, Storage, StorageKind.Migration
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#else
import Foundation
#endif

/// @mockable
protocol Platform {
    #if os(iOS)
    func vibrate()
    #elseif os(macOS) && !targetEnvironment(macCatalyst)
    func beep(volume: Float)
    #else
    func log(_ message: String)
    #endif
    #if DEBUG
    var debugName: String { get }
    #endif
    #if compiler(>=6.0)
    func sendable(_ body: sending @escaping () -> Void)
    #endif
}

#if swift(>=5.9)
protocol Storage: Actor {
    func read(key: String) async -> Data?
    func write(_ data: Data, key: String) async throws
    #if false
    func neverCompiled(_ value: Int) -> Int
    #endif
}
#endif

extension Storage {
    func readString(key: String) async -> String? {
        await read(key: key).flatMap { String(decoding: $0, as: UTF8.self) }
    }
}

enum StorageKind {}

extension StorageKind {
    protocol Migration {
        static var version: Int { get }
        static func migrate(_ storage: any Storage) async throws
    }
}

@available(macOS 14, iOS 17, *)
func compute(values: [Int]) -> Int {
    var total = 0
    for value in values where value > 0 {
        if value % 2 == 0 { total += value } else { total -= value }
    }
    #if DEBUG
    print(total)
    #endif
    return values.reduce(into: 0) { $0 += $1 } + total
}

import Foundation
import MockgenForge

/// The command line of `mockgen-forge` (see main.swift).
struct ForgeArguments {
    var count = 1000
    var seed: UInt64 = 1
    var batch = 200
    var only: [UInt64] = []
    var printOnly = false
    var options = ForgeOptions()
    var output = ".forge"
    var modules: String?
    var reduces = true
    var stage = ForgeCompiler.Stage.silgen
    var triviaVariants = 0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw ArgumentError("\(flag) needs a value") }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--count": count = try Self.number(value(flag))
            case "--seed": seed = try Self.seed(value(flag))
            case "--batch": batch = try Self.number(value(flag))
            case "--only": only = try value(flag).split(separator: ",").map { try Self.seed(String($0)) }
            case "--print": printOnly = true
            case "--exclude-closure-effect-overloads": options.excludesClosureEffectOverloads = true
            case "--exclude-closure-attribute-overloads": options.excludesClosureAttributeOverloads = true
            case "--exclude-rare-features": options.excludesRareFeatures = true
            case "--out": output = try value(flag)
            case "--modules": modules = try value(flag)
            case "--no-reduce": reduces = false
            case "--typecheck-only": stage = .typecheck
            case "--stage":
                let name = try value(flag)
                guard let parsed = ForgeCompiler.Stage(rawValue: name) else {
                    throw ArgumentError("--stage takes typecheck, silgen or sil, not '\(name)'")
                }
                stage = parsed
            case "--trivia": triviaVariants = try Self.number(value(flag))
            default: throw ArgumentError("unknown argument '\(flag)'")
            }
        }
    }

    static func number(_ text: String) throws -> Int {
        guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= 0 else {
            throw ArgumentError("not a count: '\(text)'")
        }
        return value
    }

    /// A seed in decimal or `0x` hexadecimal.
    static func seed(_ text: String) throws -> UInt64 {
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let parsed else { throw ArgumentError("not a seed: '\(text)'") }
        return parsed
    }
}

struct ArgumentError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

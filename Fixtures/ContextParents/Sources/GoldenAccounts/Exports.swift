/// A type imported alone wins, in this module, over `GoldenBase.DateInterval`.
@_exported import struct Foundation.DateInterval

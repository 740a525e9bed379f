#!/usr/bin/env bash
# Runs mockgen over every module interface of the toolchain (`usr/lib/swift/<platform>/
# *.swiftmodule/*.swiftinterface`, public and private) with `--all --all-classes`, and
# type-checks the mocks of the modules a test target could use against the toolchain and
# MockRuntime. Prints, per interface, mockgen's exit code, the mocks written and the warnings,
# then per type-checked module the number of errors and the first ones.
#
#   bash Scripts/check-toolchain-interfaces.sh [<toolchain>/usr/lib/swift/linux] [Module ...]
#
# mockgen must never fail an interface (exit 0, or 1 with warnings for what it skips). The
# standard library's own modules (Swift, _Concurrency, Cxx...) are read but not type-checked:
# their protocols are the standard ones the generator already knows.
set -uo pipefail
lib="${1:-$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux}"
shift || true
checked=("$@")
[ ${#checked[@]} -eq 0 ] &&
    checked=(Testing Observation Synchronization Runtime _RegexParser _StringProcessing Distributed)
cd "$(dirname "$0")/.."
swift build --product mockgen >/dev/null
swift build --target MockRuntime >/dev/null
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for interface in "$lib"/*.swiftmodule/*.swiftinterface; do
    module="$(basename "$(dirname "$interface")" .swiftmodule)"
    kind=public
    case "$interface" in *.private.swiftinterface) kind=private ;; esac
    out="$work/$module.$kind.swift"
    "$bin/mockgen" "$interface" --all --all-classes -o "$out" 2>"$work/$module.$kind.err"
    code=$?
    mocks=$(grep -cE '^(public )?(final class|actor) [A-Za-z_0-9]+Mock' "$out" 2>/dev/null)
    echo "$module ($kind): exit $code, ${mocks:-0} mocks, $(grep -c 'warning:' "$work/$module.$kind.err") warnings"
done
for module in "${checked[@]}"; do
    out="$work/$module.public.swift"
    [ -f "$out" ] || out="$work/$module.private.swift"
    errors="$(swiftc -typecheck -swift-version 6 -module-name Mocks -I "$bin/Modules" "$out" 2>&1 \
        | grep -E '^/.*: error:' | sort -u)"
    echo "typecheck $module: $(printf '%s' "$errors" | grep -c 'error:') errors"
    [ -n "$errors" ] && printf '%s\n' "$errors" | head -5 | sed 's|^.*/||'
done

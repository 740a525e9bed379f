#!/usr/bin/env bash
# Runs mockgen over every module interface of the toolchain (`usr/lib/swift/<platform>/
# *.swiftmodule/*.swiftinterface`, public and private) with `--all --all-classes`, and
# type-checks the mocks of the modules a test target could use against the toolchain and
# MockRuntime. Prints, per interface, mockgen's exit code, the mocks written and the warnings,
# then per type-checked module the number of errors and the first ones.
#
#   bash Scripts/ci/check-toolchain-interfaces.sh [<toolchain>/usr/lib/swift/linux] [Module ...]
#
# mockgen must never fail an interface (exit 0, or 1 with warnings for what it skips). The
# standard library's own modules (Swift, _Concurrency, Cxx...) are read but not type-checked:
# their protocols are the standard ones the generator already knows.
#
# Exits 1, after the report, when mockgen exits with another code (2, or a crash) on an
# interface, or when a checked module's mocks do not type-check; CI runs it (.ci/run). The
# interfaces are those of the toolchain that runs it, so a new toolchain is checked too.
set -uo pipefail
lib="${1:-$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux}"
shift || true
checked=("$@")
[ ${#checked[@]} -eq 0 ] &&
    checked=(Testing Observation Synchronization Runtime _RegexParser _StringProcessing Distributed)
source "$(dirname "$0")/../lib/build-tools.sh"
cd "$MOCKGEN_ROOT"
build_tools --quiet mockgen runtime || { echo "check-toolchain-interfaces: the build failed" >&2; exit 1; }
bin="$MOCKGEN_BIN"
failures=()
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for interface in "$lib"/*.swiftmodule/*.swiftinterface; do
    module="$(basename "$(dirname "$interface")" .swiftmodule)"
    kind=public
    case "$interface" in *.private.swiftinterface) kind=private ;; esac
    out="$work/$module.$kind.swift"
    "$bin/mockgen" "$interface" --all --all-classes -o "$out" 2>"$work/$module.$kind.err"
    code=$?
    case "$code" in 0 | 1) ;; *) failures+=("$module ($kind): mockgen exit $code") ;; esac
    mocks=$(grep -cE '^(public )?(final class|actor) [A-Za-z_0-9]+Mock' "$out" 2>/dev/null)
    echo "$module ($kind): exit $code, ${mocks:-0} mocks, $(grep -c 'warning:' "$work/$module.$kind.err") warnings"
done
for module in "${checked[@]}"; do
    out="$work/$module.public.swift"
    [ -f "$out" ] || out="$work/$module.private.swift"
    typecheck="$(swiftc -typecheck -swift-version 6 -module-name Mocks -I "$bin/Modules" "$out" 2>&1)"
    status=$?
    errors="$(printf '%s\n' "$typecheck" | grep -E '^/.*: error:' | sort -u)"
    echo "typecheck $module: $(printf '%s' "$errors" | grep -c 'error:') errors"
    [ -n "$errors" ] && printf '%s\n' "$errors" | head -5 | sed 's|^.*/||'
    if [ "$status" != 0 ]; then
        failures+=("typecheck $module: swiftc exit $status")
        [ -n "$errors" ] || printf '%s\n' "$typecheck" | tail -5
    fi
done
if [ ${#failures[@]} -gt 0 ]; then
    printf 'check-toolchain-interfaces: %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "check-toolchain-interfaces: every interface read, the checked modules' mocks type-check"

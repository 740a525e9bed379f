#!/usr/bin/env bash
# Type-check cost per mock of generated mocks for real modules: `swiftc -typecheck` (Swift 6
# mode, complete strict concurrency) of one generated file against the built module and
# MockRuntime (CPU time), minus the cost of the same file without its mocks (header and imports
# only) against the same modules, divided by the number of mocks in the file. Optionally the same for Mockolo's output of the same sources
# (MOCKOLO=/path/to/mockolo; Mockolo mocks only `/// @mockable` protocols, so it reads a copy
# of the sources with every protocol annotated).
#
#   bash Benchmarks/typecheck-real.sh                 the default modules below
#   MODULES="swift-log" bash Benchmarks/typecheck-real.sh
#   MOCKOLO=/work/tools/mockolo-bin/mockolo bash Benchmarks/typecheck-real.sh
#   TYPECHECK_REPEAT=3                                best of N runs (default 3)
#   TYPECHECK_DETAIL=1                                also the slowest function bodies
#   TYPECHECK_INSTRUCTIONS=1                          also instructions per mock (callgrind on
#                                                     swift-frontend: slow, but independent of load)
#   TYPECHECK_CONFIGURATION=debug                     build mockgen and MockRuntime in debug (the same
#                                                     output; saves a release build), default release
#   BASELINE_MOCKGEN=/path/to/mockgen                 also time the output of this (older) build,
#                                                     as tool `baseline`: two shapes in one run
#   TYPECHECK_SPLIT=1                                 also our file without its given/verify builders,
#                                                     as tool `mockgen-core` (Benchmarks/without-builders.py):
#                                                     the mocks' classes and descriptors alone, so that
#                                                     the typed test API's share shows
#   TYPECHECK_MOCKOLO_MEMBERS=1                       also our file with `--compatibility mockolo` (Mockolo's
#                                                     members beside mockgen's), as tool `mockgen-mockolo`
#   TYPECHECK_NAMED_MEMBERS=20                        also our file with builder entries only for the
#                                                     members a test target would name (20 % of the
#                                                     names, Benchmarks/named-members.py), as tool
#                                                     `mockgen-named20`: what pruning members by use saves
#
# Sources are cloned at fixed tags from the local mirror (BENCH_MIRROR, default
# /opt/swift-packages) into .bench/typecheck-real/ (gitignored); nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench/typecheck-real
source "$ROOT/Scripts/lib/build-tools.sh"
MIRROR=${BENCH_MIRROR:-$PACKAGE_COPIES}
REPEAT=${TYPECHECK_REPEAT:-3}
MODULES=${MODULES:-"swift-log Plot Swinject OpenCombine NIOCore"}
MOCKOLO=${MOCKOLO:-}
mkdir -p "$WORK"
log() { echo "typecheck-real: $*" >&2; }

# name -> "owner/repo tag target sources-folder"
spec() {
    case $1 in
    swift-log) echo "apple/swift-log 1.16.2 Logging Sources/Logging" ;;
    Plot) echo "JohnSundell/Plot 0.14.0 Plot Sources/Plot" ;;
    Swinject) echo "Swinject/Swinject 2.10.0 Swinject Sources" ;;
    OpenCombine) echo "OpenCombine/OpenCombine 0.14.0 OpenCombine Sources/OpenCombine" ;;
    NIOCore) echo "apple/swift-nio 2.101.3 NIOCore Sources/NIOCore" ;;
    *) log "unknown module $1"; return 1 ;;
    esac
}

CONFIGURATION=${TYPECHECK_CONFIGURATION:-release}
log "building mockgen and MockRuntime ($CONFIGURATION)"
swift build -c "$CONFIGURATION" --product mockgen >&2
swift build -c "$CONFIGURATION" --target MockRuntime >&2
BIN=$(swift build -c "$CONFIGURATION" --show-bin-path)
MOCKGEN=$BIN/mockgen
BASELINE_MOCKGEN=${BASELINE_MOCKGEN:-}
RUNTIME_MODULES=$BIN/Modules
[ -d "$RUNTIME_MODULES" ] || RUNTIME_MODULES=$BIN

# CPU seconds (user + system, the compiler's processes included), not wall time: on a shared
# machine the wall time mostly measures the other processes.
best_seconds() { # command... -> best CPU seconds of REPEAT runs, and " (N errors)" when it fails
    local best="" errors=""
    for _ in $(seq "$REPEAT"); do
        if ! /usr/bin/time -f '%U %S' -o "$WORK/time.txt" "$@" >"$WORK/swiftc.log" 2>&1; then
            # A file with errors is still type-checked as a whole (the type checker goes on after
            # an error); its time counts, with the number of errors beside it.
            errors=" ($(grep -cE '^[^ ].*: error: ' "$WORK/swiftc.log") errors)"
        fi
        local t; t=$(tail -1 "$WORK/time.txt" | awk '{ printf "%.2f", $1 + $2 }')
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
    done
    echo "$best$errors"
}

count_mocks() { grep -cE '^ *((public|package|open|internal|fileprivate|private) )?(final class|class|actor) [A-Za-z0-9_]+Mock\b' "$1" || true; }

echo "| module | tool | mocks | lines | lines/mock | type-check CPU s (file − empty) | ms/mock |"
echo "|---|---|---|---|---|---|---|"
for name in $MODULES; do
    read -r repo tag target sources < <(spec "$name")
    src=$WORK/src/$name
    if [ ! -d "$src/.git" ]; then
        log "cloning $repo $tag"
        rm -rf "$src"
        git clone -q "$MIRROR/$repo.git" "$src"
        git -C "$src" -c advice.detachedHead=false checkout -q "$tag"
    fi
    log "building $target"
    (cd "$src" && swift build --target "$target" >&2)
    build=$(cd "$src" && swift build --show-bin-path)
    flags=(-typecheck -swift-version 6 -strict-concurrency=complete -module-name "${target}TypecheckMocks"
        -I "$RUNTIME_MODULES" -I "$build/Modules" -I "$build")
    # C modules the Swift module imports (NIO's CNIO*): their module maps and headers.
    for map in "$build"/*.build/module.modulemap; do [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$map"); done
    for inc in "$src"/Sources/*/include "$src"/.build/checkouts/*/Sources/*/include; do
        [ -d "$inc" ] && flags+=(-Xcc "-I$inc")
    done

    outputs=()
    if [ -n "$BASELINE_MOCKGEN" ]; then
        "$BASELINE_MOCKGEN" "$src/$sources" --all --testable-import "$target" -q -o "$WORK/$name.baseline.swift" || true
        outputs+=("baseline=$WORK/$name.baseline.swift")
    fi
    "$MOCKGEN" "$src/$sources" --all --testable-import "$target" -q -o "$WORK/$name.mockgen.swift" || true
    outputs+=("mockgen=$WORK/$name.mockgen.swift")
    if [ "${TYPECHECK_SPLIT:-0}" = 1 ]; then
        python3 "$ROOT/Benchmarks/without-builders.py" "$WORK/$name.mockgen.swift" "$WORK/$name.mockgen-core.swift"
        outputs+=("mockgen-core=$WORK/$name.mockgen-core.swift")
    fi
    if [ "${TYPECHECK_MOCKOLO_MEMBERS:-0}" = 1 ]; then
        "$MOCKGEN" "$src/$sources" --all --testable-import "$target" --compatibility mockolo -q \
            -o "$WORK/$name.mockgen-mockolo.swift" || true
        outputs+=("mockgen-mockolo=$WORK/$name.mockgen-mockolo.swift")
    fi
    if [ -n "${TYPECHECK_NAMED_MEMBERS:-}" ]; then
        named=$WORK/$name.mockgen-named$TYPECHECK_NAMED_MEMBERS.swift
        python3 "$ROOT/Benchmarks/named-members.py" "$WORK/$name.mockgen.swift" "$named" "$TYPECHECK_NAMED_MEMBERS"
        outputs+=("mockgen-named$TYPECHECK_NAMED_MEMBERS=$named")
    fi
    if [ -n "$MOCKOLO" ] && [ -x "$MOCKOLO" ]; then
        annotated=$WORK/annotated/$name
        rm -rf "$annotated" && mkdir -p "$annotated" && cp -R "$src/$sources/." "$annotated/"
        # Mockolo mocks annotated protocols only: annotate every protocol declaration.
        find "$annotated" -name '*.swift' -exec sed -i -E \
            's/^([[:space:]]*)((@[A-Za-z]+[[:space:]]+)*((public|internal|package|open)[[:space:]]+)?protocol[[:space:]])/\1\/\/\/ @mockable\n\1\2/' {} +
        "$MOCKOLO" -s "$annotated" -d "$WORK/$name.mockolo.swift" --testable-imports "$target" >&2 2>"$WORK/$name.mockolo.log" || true
        # Mockolo's output needs no runtime; the empty file imports MockRuntime as well, which is harmless.
        outputs+=("mockolo=$WORK/$name.mockolo.swift")
    fi
    for entry in "${outputs[@]}"; do
        tool=${entry%%=*}; file=${entry#*=}
        [ -s "$file" ] || { echo "| $name | $tool | — | — | — | no output | — |"; continue; }
        # The baseline: the same file without its mocks (its header and imports, which a tool
        # carries over from the sources), so only the mocks' own cost is counted.
        # (Up to the last line where every `#if` of that section is closed.)
        awk '/^(\/\/|import |@testable import |@_spi|#if|#else|#elseif|#endif|$)/ {
                 lines[++n] = $0; if ($0 ~ /^#if/) depth++; if ($0 ~ /^#endif/) depth--; if (depth == 0) last = n; next }
             { exit } END { for (i = 1; i <= last; i++) print lines[i] }' "$file" >"$WORK/$name.$tool.empty.swift"
        grep -q 'import MockRuntime' "$WORK/$name.$tool.empty.swift" || echo 'import MockRuntime' >>"$WORK/$name.$tool.empty.swift"
        empty=$(best_seconds swiftc "${flags[@]}" "$WORK/$name.$tool.empty.swift")
        mocks=$(count_mocks "$file")
        lines=$(wc -l <"$file")
        t=$(best_seconds swiftc "${flags[@]}" "$file")
        note=${t#* }; t=${t%% *}; if [ "$note" = "$t" ]; then note=""; else note=" $note"; fi
        awk -v n="$name" -v tool="$tool" -v m="$mocks" -v l="$lines" -v t="$t" -v e="${empty%% *}" -v note="$note" 'BEGIN {
            printf "| %s | %s | %d | %d | %.0f | %.2f − %.2f = %.2f%s | %.1f |\n", n, tool, m, l, l / m, t, e, t - e, note, (t - e) * 1000 / m }'
        if [ "${TYPECHECK_INSTRUCTIONS:-0}" = 1 ]; then
            # The frontend itself (the driver's debug info defeats valgrind), same flags.
            frontend=(swift-frontend -frontend "${flags[@]}")
            # A file with errors (Mockolo's output) still counts: the frontend's exit status is ignored.
            irefs() { { valgrind --tool=callgrind --callgrind-out-file=/dev/null --cache-sim=no "${frontend[@]}" -primary-file "$1" 2>&1 || true; } \
                | awk '/Collected/ { print $4 }'; }
            base_ir=$(irefs "$WORK/$name.$tool.empty.swift")
            file_ir=$(irefs "$file")
            awk -v n="$name" -v tool="$tool" -v m="$mocks" -v a="$file_ir" -v b="$base_ir" 'BEGIN {
                printf "| %s | %s | instructions: (%.0f − %.0f) M / %d mocks = %.1f M per mock |\n", n, tool, a / 1e6, b / 1e6, m, (a - b) / 1e6 / m }'
        fi
        if [ "${TYPECHECK_DETAIL:-0}" = 1 ]; then
            swiftc "${flags[@]}" -Xfrontend -debug-time-function-bodies \
                "$file" 2>&1 | grep -E '^[0-9.]+ms' | sort -rn >"$WORK/$name.$tool.detail.txt" || true
            awk '{ s += $1 } END { printf "    %s: %.0f ms over %d function bodies\n", FILENAME, s, NR }' \
                "$WORK/$name.$tool.detail.txt" >&2
            head -5 "$WORK/$name.$tool.detail.txt" | sed 's/^/      /' >&2
        fi
    done
done

#!/usr/bin/env bash
# Cold build of a test target that gets the mocks of a real module from the build tool plugin:
# `swift build --build-tests` from an empty build folder, and where its wall time goes.
#
# A consumer package in .bench/cold/ (see Benchmarks/consumer-package.sh) holds a real module
# (Plot by default, its protocols annotated `/// @mockable`) and a test target using
# MockgenPlugin whose tests name COLD_USED of its mocks (default 10), and a second package with
# all of them named (the plugin prunes by use, so this is what it costs without pruning).
# Measured, each from an empty build folder (packages resolved beforehand, not timed):
#   total      swift build --build-tests of the plugin package
#   (a) tool   swift build --product mockgen of this repository into a fresh scratch folder: the
#              plugin's tool, built the same way (debug) as the plugin's build builds it
#   (b) gen    the mockgen command the plugin ran (taken from the build's -v log), rerun into an
#              empty folder: median of 3
#   deps       swift build --target <Module>, then --target MockRuntime (with xctest-dynamic-overlay)
#              of a package with the same module and the plugin's generated files checked in
#   (c) mocks  then swift build --target <Tests> of that package: compiling the mocks and the tests
#   bundle     then swift build --build-tests: the rest of the test build (the packages' plugins
#              compiled, test discovery, the runner, linking the test bundle)
# Derived: overlap = (a) + (b) + deps + (c) + bundle - total, the time the parts ran side by side.
#
# Called by Benchmarks/run.sh (BENCH_COLD=0 skips it); alone: bash Benchmarks/cold-build.sh.
#   BENCH_COLD_REPEAT=N   cold builds of each package, alternating (default 1); medians
#   COLD_USED=N           mocks the tests name (default 10)
#   CONSUMER_MODULE=...   the real module (see Benchmarks/consumer-package.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench/cold
# shellcheck source=Benchmarks/consumer-package.sh
source "$ROOT/Benchmarks/consumer-package.sh"
REPEAT=${BENCH_COLD_REPEAT:-1}
USED=${COLD_USED:-10}
TESTS=${MODULE}Tests

# The package at DIR with the module and a test target naming COUNT mocks (PLUGIN=1: the plugin).
setup() { # dir count
    [ -f "$1/Package.swift" ] && return
    module_sources "$1/Sources/$MODULE"
    mkdir -p "$1/Tests/$TESTS"
    uses_file "$1/Tests/$TESTS/UseTests.swift" "$2" "$WORK/names.txt"
    consumer_manifest "$1" "$TESTS"
}
# Empties DIR's build folder and resolves its packages (not timed).
fresh() { # dir
    rm -rf "$1/.build"
    resolve "$1"
}

# (a) The tool, cold. Its binary also lists the module's mocks for the test files.
a=() total_used=() total_all=() gen_used=() gen_all=()
tool_build() {
    rm -rf "$WORK/tool-build"
    resolve "$ROOT" --scratch-path "$WORK/tool-build"
    a+=("$(seconds "$WORK/tool.log" "${NICE[@]}" swift build --product mockgen --scratch-path "$WORK/tool-build")")
}
log "cold build of the tool (mockgen, debug)"
tool_build
MOCKGEN=$WORK/tool-build/debug/mockgen
module_sources "$WORK/module/$MODULE"
mock_names "$MOCKGEN" "$WORK/module/$MODULE" >"$WORK/names.txt"
MOCKS=$(wc -l <"$WORK/names.txt")
[ "$USED" -lt "$MOCKS" ] || { log "COLD_USED=$USED: the module has only $MOCKS mocks"; exit 2; }

PLUGIN=1 setup "$WORK/plugin-used" "$USED"
PLUGIN=1 setup "$WORK/plugin-all" all

# One cold build of a plugin package; the plugin's command line is kept for (b).
plugin_build() { # variant
    local dir=$WORK/plugin-$1
    fresh "$dir"
    log "cold build of the plugin package, tests naming $1 mocks"
    (cd "$dir" && seconds "$WORK/plugin-$1.log" "${NICE[@]}" swift build --build-tests -v)
    grep -F -- '--file-for-every-source' "$WORK/plugin-$1.log" | grep -F -- '--used-in' | tail -1 \
        >"$WORK/plugin-$1.command"
    [ -s "$WORK/plugin-$1.command" ] || { log "no mockgen command in $WORK/plugin-$1.log"; exit 1; }
}
for ((r = 0; r < REPEAT; r++)); do
    total_used+=("$(plugin_build used)")
    total_all+=("$(plugin_build all)")
    [ "$r" -gt 0 ] && { log "cold build of the tool"; tool_build; }
done

# (b) The plugin's own mockgen command, into an emptied output folder.
generate() { # variant -> seconds (median of 3)
    local command output runs=()
    command=$(cat "$WORK/plugin-$1.command")
    output=$(sed -E 's/.*--output-dir ([^ ]+) .*/\1/' <<<"$command")
    for _ in 1 2 3; do
        rm -rf "$output"
        runs+=("$(seconds "$BENCH_TMP/generate.log" bash -c "$command")")
    done
    median "${runs[@]}"
}
gen_used=$(generate used)
gen_all=$(generate all)
plugin_mocks() { # variant -> the plugin's output folder
    sed -E 's/.*--output-dir ([^ ]+) .*/\1/' "$WORK/plugin-$1.command"
}
mock_files() { find "$(plugin_mocks "$1")" -name '*.swift' -exec cat {} +; }
count_mocks() { mock_files "$1" | grep -cE '^(final class|actor) ' || true; }
count_lines() { mock_files "$1" | wc -l; }

# deps, (c) and the test bundle: the same module and the plugin's generated files, checked in.
CHECKED=$WORK/checked
rm -rf "$CHECKED"
module_sources "$CHECKED/Sources/$MODULE"
for variant in used all; do
    target=Checked${variant^}Tests
    mkdir -p "$CHECKED/Tests/$target"
    cp "$WORK/plugin-$variant/Tests/$TESTS/UseTests.swift" "$CHECKED/Tests/$target/"
    cp -R "$(plugin_mocks "$variant")" "$CHECKED/Tests/$target/Mocks"
done
consumer_manifest "$CHECKED" CheckedUsedTests CheckedAllTests
deps_module=() deps_runtime=() c_used=() c_all=() bundle=()
for ((r = 0; r < REPEAT; r++)); do
    fresh "$CHECKED"
    log "cold build of the checked-in package: dependencies, mocks and tests, test bundle"
    cd "$CHECKED"
    deps_module+=("$(seconds "$WORK/deps-module.log" "${NICE[@]}" swift build --target "$MODULE")")
    deps_runtime+=("$(seconds "$WORK/deps-runtime.log" "${NICE[@]}" swift build --target MockRuntime)")
    if [ $((r % 2)) = 0 ]; then
        c_used+=("$(seconds "$WORK/c-used.log" "${NICE[@]}" swift build --target CheckedUsedTests)")
        c_all+=("$(seconds "$WORK/c-all.log" "${NICE[@]}" swift build --target CheckedAllTests)")
    else
        c_all+=("$(seconds "$WORK/c-all.log" "${NICE[@]}" swift build --target CheckedAllTests)")
        c_used+=("$(seconds "$WORK/c-used.log" "${NICE[@]}" swift build --target CheckedUsedTests)")
    fi
    bundle+=("$(seconds "$WORK/bundle.log" "${NICE[@]}" swift build --build-tests)")
    cd "$ROOT"
done

A=$(median "${a[@]}")
DM=$(median "${deps_module[@]}")
DR=$(median "${deps_runtime[@]}")
L=$(median "${bundle[@]}")
row() { # label mocks lines total gen compile
    awk -v label="$1" -v mocks="$2" -v lines="$3" -v t="$4" -v a="$A" -v b="$5" -v dm="$DM" -v dr="$DR" \
        -v c="$6" -v l="$L" 'BEGIN {
        o = a + b + dm + dr + c + l - t
        printf "| %s | %d (%d lines) | %.0f s | %.0f s (%.0f %%) | %.1f s (%.1f %%) | %.0f s + %.0f s (%.0f %%) |",
            label, mocks, lines, t, a, 100 * a / t, b, 100 * b / t, dm, dr, 100 * (dm + dr) / t
        printf " %.0f s (%.0f %%) | %.0f s (%.0f %%) | %.0f s (%.0f %%) |\n", c, 100 * c / t, l, 100 * l / t, o,
            100 * o / t }'
}
echo
echo "Cold build of a test target using the plugin: $MODULE ($MODULE_REPO $MODULE_TAG, $MOCKS mocks)," \
    "swift build --build-tests from an empty .build; load at the end: $(uptime | sed 's/.*load average: //')"
echo "Command: bash Benchmarks/cold-build.sh (nice -n ${BENCH_NICE:-10}; medians of $REPEAT cold builds;" \
    "parts measured apart: % of the total)"
echo
echo "| tests name | mocks generated | total (measured) | (a) tool build | (b) generate |" \
    "deps: $MODULE + MockRuntime | (c) mocks + tests | bundle | overlap (derived) |"
echo "|---|---|---|---|---|---|---|---|---|"
row "$USED mocks" "$(count_mocks used)" "$(count_lines used)" "$(median "${total_used[@]}")" "$gen_used" \
    "$(median "${c_used[@]}")"
row "all $MOCKS" "$(count_mocks all)" "$(count_lines all)" "$(median "${total_all[@]}")" "$gen_all" \
    "$(median "${c_all[@]}")"

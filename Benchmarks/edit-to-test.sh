#!/usr/bin/env bash
# Edit-to-test: the incremental build after one protocol of a real module changes, with the
# mocks as ONE file (`mockgen -o Mocks.swift`) or one file per source (`mockgen --output-dir`),
# both generated with the CLI and checked in, and (third form) through the build tool plugin.
#
# One consumer package in .bench/edit/ (see Benchmarks/consumer-package.sh): the real module
# (Plot by default) and three test targets whose tests name EDIT_USED of its mocks (default 10):
#   OneFileTests  every mock of the module in Tests/OneFileTests/Mocks.swift
#   FolderTests   every mock in Tests/FolderTests/Mocks/, one file per source with mocks
#   PluginTests   MockgenPlugin: one file per source, only the mocks the tests name (pruned)
# After a warm build, each sample adds a requirement (with a default implementation) to one
# protocol (EDIT_PROTOCOL of consumer-package.sh), or takes it out again, then:
#   module  swift build --target <Module>: the module's own incremental build, the same for all
#   gen     the CLI regenerating both checked-in forms (mockgen rewrites only changed files)
#   tests   swift build --target <X>Tests for each form, in rotating order: compiling what changed
#           in the test target (the plugin's includes running mockgen); no link (the same for all)
#   files   the test target's Swift files the build compiled (its `Compiling` lines), of all of them
# Medians over 2 x EDIT_REPEAT samples (each repeat edits and reverts; default 3).
#
# Called by Benchmarks/run.sh (BENCH_COLD=0 skips it); alone: bash Benchmarks/edit-to-test.sh [mockgen].
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/.bench/edit
# shellcheck source=Benchmarks/consumer-package.sh
source "$ROOT/Benchmarks/consumer-package.sh"
REPEAT=${EDIT_REPEAT:-3}
USED=${EDIT_USED:-10}

if [ $# -ge 1 ]; then
    MOCKGEN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
    swift build --product mockgen >&2
    MOCKGEN=$(swift build --show-bin-path)/mockgen
fi

PKG=$WORK/package
SOURCES=$PKG/Sources/$MODULE
FORMS=(OneFileTests FolderTests PluginTests)
# Set up once; a later run reuses the package and its build folder (rm -rf .bench/edit to start over).
if [ ! -f "$PKG/Package.swift" ]; then
    module_sources "$SOURCES"
    cp "$SOURCES/$EDIT_FILE" "$WORK/original.swift"
    mock_names "$MOCKGEN" "$SOURCES" >"$WORK/names.txt"
    for form in "${FORMS[@]}"; do
        mkdir -p "$PKG/Tests/$form"
        uses_file "$PKG/Tests/$form/UseTests.swift" "$USED" "$WORK/names.txt"
    done
    consumer_manifest "$PKG" OneFileTests FolderTests PluginTests:plugin
fi

generate() {
    local common=("$SOURCES" --testable-import "$MODULE" --no-package-discovery --quiet)
    "$MOCKGEN" "${common[@]}" -o "$PKG/Tests/OneFileTests/Mocks.swift"
    "$MOCKGEN" "${common[@]}" --output-dir "$PKG/Tests/FolderTests/Mocks"
}
# Adds `func benchEdited() -> Int` to EDIT_PROTOCOL, with a default implementation so that the
# module's own conforming types still compile.
edit() {
    awk -v name="$EDIT_PROTOCOL" '
        !done && $0 ~ ("protocol " name "([^A-Za-z0-9_]|$)") {
            if (sub(/\{\}[[:space:]]*$/, "{\n    func benchEdited() -> Int\n}")) { print; done = 1; next }
            if ($0 ~ /\{[[:space:]]*$/) { print; print "    func benchEdited() -> Int"; done = 1; next }
        }
        { print }
        END { if (!done) exit 1 }' "$WORK/original.swift" >"$SOURCES/$EDIT_FILE"
    printf '\nextension %s {\n    public func benchEdited() -> Int { 0 }\n}\n' "$EDIT_PROTOCOL" >>"$SOURCES/$EDIT_FILE"
}
revert() { cp "$WORK/original.swift" "$SOURCES/$EDIT_FILE"; }

revert
generate
log "warm build of $PKG"
resolve "$PKG"
(cd "$PKG" && seconds "$WORK/warm.log" "${NICE[@]}" swift build --build-tests >/dev/null)
BIN=$(cd "$PKG" && swift build --show-bin-path)

declare -A tests files
module=() gen=()
sample=0
cd "$PKG"
for ((r = 0; r < REPEAT; r++)); do
    for change in edit revert; do
        "$change"
        start=$(date +%s.%N)
        generate
        gen+=("$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.3f", e - s }')")
        module+=("$(seconds "$WORK/module.log" "${NICE[@]}" swift build --target "$MODULE")")
        # Rotate which form builds first.
        order=("${FORMS[@]:$((sample % 3))}" "${FORMS[@]:0:$((sample % 3))}")
        for form in "${order[@]}"; do
            tests[$form]+=" $(seconds "$WORK/$form.log" "${NICE[@]}" swift build --target "$form")"
            files[$form]+=" $(grep -c "Compiling $form " "$WORK/$form.log" || true)"
        done
        sample=$((sample + 1))
        log "sample $sample: $change, module ${module[-1]} s"
    done
done
cd "$ROOT"

M=$(median "${module[@]}")
G=$(median "${gen[@]}")
echo
echo "Edit-to-test: $MODULE ($MODULE_REPO $MODULE_TAG), one requirement added to (then removed from)" \
    "$EDIT_PROTOCOL ($EDIT_FILE); tests name $USED mocks; load: $(uptime | sed 's/.*load average: //')"
echo "Command: bash Benchmarks/edit-to-test.sh (nice -n ${BENCH_NICE:-10}; medians of $sample samples," \
    "forms built in rotating order)"
echo
echo "| mocks | mock files | module rebuild | generate (CLI) | test target rebuild | files compiled | total |"
echo "|---|---|---|---|---|---|---|"
for form in "${FORMS[@]}"; do
    # shellcheck disable=SC2086
    t=$(median ${tests[$form]})
    # shellcheck disable=SC2086
    n=$(median ${files[$form]})
    swift=$(find "$BIN/$form.build" -name '*.swift.o' | wc -l)
    case $form in
    OneFileTests) label="one file (-o), all mocks" g=$G count=1 ;;
    FolderTests)
        label="--output-dir, all mocks" g=$G
        count=$(find "$PKG/Tests/FolderTests/Mocks" -name '*.swift' | wc -l) ;;
    PluginTests)
        label="plugin, pruned to the tests' mocks" g=0
        count=$(find "$PKG/.build/plugins/outputs" -path '*PluginTests*' -name '*+Mocks.swift' | wc -l) ;;
    esac
    awk -v label="$label" -v count="$count" -v m="$M" -v g="$g" -v t="$t" -v n="$n" \
        -v swift="$swift" 'BEGIN {
        printf "| %s | %d | %.1f s | %s | %.1f s | %s of %d | %.1f s |\n", label, count, m,
            (g > 0 ? sprintf("%.2f s", g) : "in the build"), t, n, swift, m + g + t }'
done
echo
echo "Samples, in seconds (module rebuild, then each form's test target rebuild):"
echo "  module: ${module[*]}"
for form in "${FORMS[@]}"; do echo "  $form:${tests[$form]}"; done

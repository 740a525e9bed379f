#!/usr/bin/env bash
# The build tool plugin's first build against a checked-in file of mocks: one synthetic package
# (a module of PLUGIN_COLD_PROTOCOLS protocols, 40 by default, and a test target naming
# PLUGIN_COLD_USED of their mocks, 20 by default) in three forms, each built with
# `swift build --build-tests` from an empty scratch folder, the forms alternating, PLUGIN_COLD_RUNS
# rounds (3 by default):
#   checked-in  the mocks in Tests/AppTests/Mocks.generated.swift, written beforehand by mockgen
#               with the plugin's own settings (--testable-import App --used-in Tests/AppTests)
#   source      MockgenPlugin from this package: the build compiles the plugin's tool first
#   bundle      MockgenPlugin from the plugin-only package that
#               Scripts/release/make-artifact-bundle.sh writes, running the release mockgen of
#               the artifact bundle (a `path:` binary target)
# Prints the medians and their ratios to the checked-in form, then runs the bundle form's tests.
# Called by Benchmarks/run.sh (BENCH_PLUGIN_COLD=0 skips it); alone:
# bash Benchmarks/plugin-cold-build.sh. PLUGIN_COLD_BUNDLE=0 reuses the bundle already made;
# PLUGIN_COLD_FORMS="checked-in bundle" builds only those forms.
# Every package depends on this repository by path (for MockRuntime); dependencies resolve as
# SwiftPM is configured (here, a local mirror), the same way for every form.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
COUNT=${PLUGIN_COLD_PROTOCOLS:-40}
USED=${PLUGIN_COLD_USED:-20}
RUNS=${PLUGIN_COLD_RUNS:-3}
WORK=$ROOT/.bench/plugin-cold
FORMS=(${PLUGIN_COLD_FORMS:-checked-in source bundle})
log() { echo "plugin-cold-build: $*" >&2; }

mkdir -p "$WORK"
if [ "${PLUGIN_COLD_BUNDLE:-1}" = 1 ] || [ ! -f "$WORK/mockgen-plugins/Package.swift" ]; then
    log "making the artifact bundle and the plugin-only package"
    bash Scripts/release/make-artifact-bundle.sh --output "$WORK/bundle" --plugin-package "$WORK/mockgen-plugins" >&2
fi
MOCKGEN=$(swift build -c release --show-bin-path)/mockgen

# The package's sources, the same in every form.
write_sources() { # folder
    local folder=$1
    rm -rf "$folder" && mkdir -p "$folder/Sources/App" "$folder/Tests/AppTests"
    for ((i = 0; i < COUNT; i++)); do
        local name
        name=$(printf 'Service%02d' "$i")
        cat >"$folder/Sources/App/$name.swift" <<EOF
/// @mockable
public protocol $name: Sendable {
    var name: String { get }
    var count: Int { get set }
    func load(id: Int) -> String?
    func save(_ value: String, retries: Int) throws
    func fetch(from url: String) async throws -> [String]
    func observe(_ handler: @escaping @Sendable (Int) -> Void)
}
EOF
    done
    {
        echo "import MockRuntime"
        echo "import XCTest"
        echo "@testable import App"
        echo
        echo "final class UseTests: XCTestCase {"
        for ((i = 0; i < USED; i++)); do
            local name
            name=$(printf 'Service%02d' $((i * COUNT / USED)))
            cat <<EOF
    func test${name}LoadsWhatWasStubbed() {
        let mock = ${name}Mock()
        given(mock).load(id: .any).willReturn("loaded")
        XCTAssertEqual(mock.load(id: $i), "loaded")
        verify(mock).load(id: .value($i)).called(.once)
    }
EOF
        done
        echo "}"
    } >"$folder/Tests/AppTests/UseTests.swift"
}

write_manifest() { # folder form
    local folder=$1 form=$2 plugins="" extra=""
    case "$form" in
        source) plugins='plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]' ;;
        bundle)
            plugins='plugins: [.plugin(name: "MockgenPlugin", package: "mockgen-plugins")]'
            extra=".package(path: \"$WORK/mockgen-plugins\")," ;;
    esac
    cat >"$folder/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ColdApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "mockgen", path: "$ROOT"), $extra],
    targets: [
        .target(name: "App"),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "MockRuntime", package: "mockgen")],
            $plugins
        ),
    ]
)
EOF
}

for form in "${FORMS[@]}"; do
    write_sources "$WORK/$form"
    write_manifest "$WORK/$form" "$form"
done
(cd "$WORK/checked-in" && "$MOCKGEN" Sources/App --testable-import App --used-in Tests/AppTests --quiet \
    -o Tests/AppTests/Mocks.generated.swift)

seconds() { # folder -> wall and CPU (user + system) seconds of a cold `swift build --build-tests`
    local folder=$1
    rm -rf "$WORK/scratch"
    (cd "$folder" && /usr/bin/time -f '%e %U %S' -o "$WORK/time.txt" \
        swift build --build-tests --scratch-path "$WORK/scratch" >"$WORK/build.log" 2>&1) || {
        tail -30 "$WORK/build.log" >&2
        log "the build of $folder failed"
        return 1
    }
    awk '{ print $1, $2 + $3 }' "$WORK/time.txt"
}

declare -A times cpus
for ((run = 1; run <= RUNS; run++)); do
    for form in "${FORMS[@]}"; do
        read -r wall cpu < <(seconds "$WORK/$form")
        log "round $run, $form: $wall s wall, $cpu s CPU (load: $(cut -d' ' -f1-3 /proc/loadavg))"
        times[$form]="${times[$form]:-} $wall"
        cpus[$form]="${cpus[$form]:-} $cpu"
    done
done
source Benchmarks/median.sh
base=$(echo "${times[checked-in]}" | median)
cpu_base=$(echo "${cpus[checked-in]}" | median)
echo
echo "Plugin, first build: cold \`swift build --build-tests\`, $COUNT protocols, tests naming $USED mocks," \
    "median of $RUNS alternating runs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| form | wall runs (s) | wall median (s) | to checked-in | CPU median (s) | to checked-in |"
echo "|---|---|---|---|---|---|"
for form in "${FORMS[@]}"; do
    m=$(echo "${times[$form]}" | median)
    c=$(echo "${cpus[$form]}" | median)
    awk -v f="$form" -v r="${times[$form]# }" -v m="$m" -v b="$base" -v c="$c" -v cb="$cpu_base" \
        'BEGIN { printf "| %s | %s | %.1f | %.2fx | %.1f | %.2fx |\n", f, r, m, m / b, c, c / cb }'
done

# The bundle form's tests run (its build folder is the last one built).
(cd "$WORK/bundle" && swift test --scratch-path "$WORK/scratch" >"$WORK/test.log" 2>&1) \
    || { tail -30 "$WORK/test.log" >&2; log "the bundle form's tests failed"; exit 1; }
log "the bundle form's tests passed ($(grep -c "passed" "$WORK/test.log") lines of passed tests)"

# Sourced by Benchmarks/cold-build.sh and Benchmarks/edit-to-test.sh: a consumer package of
# mockgen in .bench/ (gitignored) whose library target is a real module, copied at bench time
# from a bare git repository of the local mirror (never committed), with every protocol
# annotated `/// @mockable` as a user adopting mockgen does, and test targets that depend on it
# and on MockRuntime from this repository (`.package(path:)`).
#
#   CONSUMER_MODULE   which module (default plot): plot = JohnSundell/Plot 0.14.0, 33 protocols,
#                     67 files, no dependencies; swinject = Swinject 2.10.0, 13 protocols
#   BENCH_MIRROR      folder of bare repositories (default: the package copies of
#                     Scripts/lib/build-tools.sh, /opt/swift-packages)
#   BENCH_NICE        niceness of the timed builds (default 10: the machine is shared)
# Needs ROOT (this repository) and WORK (the caller's folder in .bench/) set by the caller.

source "$ROOT/Scripts/lib/build-tools.sh"
MIRROR=${BENCH_MIRROR:-$PACKAGE_COPIES}
NICE=(nice -n "${BENCH_NICE:-10}")
BENCH_TMP=$WORK/tmp
mkdir -p "$BENCH_TMP"
log() { echo "$(basename "$0" .sh): $*" >&2; }
case ${CONSUMER_MODULE:-plot} in
plot)
    # repository, tag, module folder in it, module name; the protocol the edit-to-test row changes
    # (a leaf: no other protocol inherits it, its own file, conformed to by Plot's own types).
    MODULE_REPO=JohnSundell/Plot MODULE_TAG=0.14.0 MODULE_PATH=Sources/Plot MODULE=Plot
    EDIT_FILE=API/URLRepresentable.swift EDIT_PROTOCOL=URLRepresentable
    ;;
swinject)
    MODULE_REPO=Swinject/Swinject MODULE_TAG=2.10.0 MODULE_PATH=Sources MODULE=Swinject
    EDIT_FILE=Behavior.swift EDIT_PROTOCOL=Behavior
    ;;
*) echo "unknown CONSUMER_MODULE ${CONSUMER_MODULE}" >&2; exit 2 ;;
esac

# Copies the module's sources into DEST (the target's folder) and annotates its protocols.
module_sources() { # dest
    local dest=$1 unpack
    unpack=$(mktemp -d)
    git -C "$MIRROR/$MODULE_REPO.git" archive "$MODULE_TAG" "$MODULE_PATH" | tar -x -C "$unpack"
    rm -rf "$dest" && mkdir -p "$(dirname "$dest")" && mv "$unpack/$MODULE_PATH" "$dest" && rm -rf "$unpack"
    find "$dest" -name '*.swift' -exec sed -i -E \
        's#^([[:space:]]*)((public|internal|package) )?protocol [A-Za-z_]#\1/// @mockable\n&#' {} +
}

# Writes DIR/Package.swift: the module (Swift 5 language mode, as its own package builds it)
# and one test target per name given, each with MockRuntime; a name ending in `:plugin` (or
# every one, with PLUGIN=1) uses the build tool plugin.
consumer_manifest() { # dir test-target[:plugin]...
    local dir=$1 plugin tests="" name
    shift
    for name in "$@"; do
        plugin=""
        if [ "${PLUGIN:-0}" = 1 ] || [ "${name%:plugin}" != "$name" ]; then
            plugin=', plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]'
        fi
        tests+="        .testTarget(name: \"${name%:plugin}\", dependencies: [\"$MODULE\", "
        tests+=".product(name: \"MockRuntime\", package: \"mockgen\")]$plugin),"$'\n'
    done
    cat >"$dir/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "mockgen", path: "$ROOT")],
    targets: [
        .target(name: "$MODULE", swiftSettings: [.swiftLanguageMode(.v5)]),
$tests    ]
)
EOF
}

# The mock class names of the module, one a line (generic ones marked with a trailing '<').
mock_names() { # mockgen module-folder
    "$1" "$2" --quiet --testable-import "$MODULE" --no-package-discovery -o "$BENCH_TMP/names.swift" || true
    sed -n -E 's/^(final class|actor) ([A-Za-z0-9_]+Mock)(<?).*/\2\3/p' "$BENCH_TMP/names.swift"
}

# Writes a test file that names COUNT of the mocks (spread over the list; `all` names every one):
# `_ = FooMock()` for a plain mock, `extension FooMock {}` for a generic one (no type arguments).
uses_file() { # file count names-file
    local file=$1 count=$2 names=$3 total step i=0 name
    total=$(wc -l <"$names")
    [ "$count" = all ] && count=$total
    step=$((total / count))
    {
        echo "@testable import $MODULE"
        echo "import MockRuntime"
        echo
        echo "func useMocks() {"
        while read -r name; do
            if [ $((i % step)) = 0 ] && [ $((i / step)) -lt "$count" ] && [ "${name%<}" = "$name" ]; then
                echo "    _ = $name(name: \"bench\")"
            fi
            i=$((i + 1))
        done <"$names"
        echo "}"
        i=0
        while read -r name; do
            if [ $((i % step)) = 0 ] && [ $((i / step)) -lt "$count" ] && [ "${name%<}" != "$name" ]; then
                echo "extension ${name%<} {}"
            fi
            i=$((i + 1))
        done <"$names"
    } >"$file"
}

# Resolves the packages of the package at DIR (not timed); stops the script when that fails.
resolve() { # dir [swift package option...]
    local dir=$1
    shift
    (cd "$dir" && swift package "$@" resolve >"$BENCH_TMP/resolve.log" 2>&1) || {
        log "could not resolve the packages of $dir:"
        tail -20 "$BENCH_TMP/resolve.log" >&2
        exit 1
    }
}

# Runs a command, its output to LOG; prints its wall seconds (GNU time) on stdout.
seconds() { # log command...
    local log=$1
    shift
    /usr/bin/time -f '%e' -o "$BENCH_TMP/time.txt" "$@" >"$log" 2>&1 || {
        echo "failed: $* (see $log)" >&2
        tail -20 "$log" >&2
        return 1
    }
    cat "$BENCH_TMP/time.txt"
}

# Median of the numbers given.
median() {
    printf '%s\n' "$@" | sort -g |
        awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

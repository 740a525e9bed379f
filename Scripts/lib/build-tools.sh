# Sourced by the scripts that run this repository's mockgen or compile against its MockRuntime
# (never run on its own). Sourcing it only defines; nothing is built or changed:
#
#   MOCKGEN_ROOT     the repository's root folder (absolute)
#   PACKAGE_COPIES   the local copies of Swift packages, bare repositories <owner>/<name>.git:
#                    $SWIFT_PACKAGES, else /opt/swift-packages. Every script that reads package
#                    copies takes its default from here (the Python ones through this file too).
#   build_tools [--quiet] PART...
#                    builds each PART in debug, from MOCKGEN_ROOT: `mockgen` (the product) and
#                    `runtime` (the MockRuntime target, whose module a mock type-checks against),
#                    with swift build's output on standard error (thrown away with --quiet); then
#                    sets MOCKGEN_BIN to the build's bin folder: $MOCKGEN_BIN/mockgen is the tool
#                    and $MOCKGEN_BIN/Modules holds MockRuntime.swiftmodule.
#
# Use: source "$(dirname "$0")/../lib/build-tools.sh"

MOCKGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PACKAGE_COPIES="${SWIFT_PACKAGES:-/opt/swift-packages}"

build_tools() {
    local quiet=0 part
    if [ "${1:-}" = "--quiet" ]; then quiet=1; shift; fi
    for part in "$@"; do
        local -a what
        case "$part" in
            mockgen) what=(--product mockgen) ;;
            runtime) what=(--target MockRuntime) ;;
            *) echo "build_tools: unknown part '$part' (mockgen or runtime)" >&2; return 2 ;;
        esac
        if [ "$quiet" = 1 ]; then
            (cd "$MOCKGEN_ROOT" && swift build "${what[@]}") >/dev/null
        else
            (cd "$MOCKGEN_ROOT" && swift build "${what[@]}") >&2
        fi
    done
    MOCKGEN_BIN="$(cd "$MOCKGEN_ROOT" && swift build --show-bin-path)"
}

#!/usr/bin/env bash
# Proves that mocks generated from binary modules work. In a temporary folder it builds two
# libraries with library evolution: Ledger (Scripts/ci/interface-check/Sources, the hard cases)
# and CoreMetrics (swift-metrics, from the package mirror), then deletes their sources and keeps
# only what a binary SDK ships: Ledger as a Name.swiftmodule folder of <triple>.swiftinterface /
# <triple>.swiftmodule files beside its library, CoreMetrics wrapped in an .xcframework. mockgen
# reads those folders; the client (Scripts/ci/interface-check/Client/main.swift) is compiled with
# the mocks against the binary modules and MockRuntime, linked with the libraries, and run: it
# stubs each mock, calls it through its protocol and verifies the calls.
#
#   bash Scripts/ci/check-interface-mocks.sh [--keep]     (--keep leaves the temporary folder)
#
# Environment: MOCKGEN_EXTRA_FLAGS adds flags to both mockgen runs; SWIFT_PACKAGES is the folder
# of package copies holding apple/swift-metrics.git (default in Scripts/lib/build-tools.sh).
set -euo pipefail
source "$(dirname "$0")/../lib/build-tools.sh"
cd "$MOCKGEN_ROOT"
WORK=$(mktemp -d)
if [ "${1:-}" = "--keep" ]; then echo "work folder: $WORK" >&2; else trap 'rm -rf "$WORK"' EXIT; fi
PACKAGES=$PACKAGE_COPIES
METRICS_REPO=$PACKAGES/apple/swift-metrics.git
METRICS_TAG=2.13.0
started=$SECONDS
step() { echo "[$((SECONDS - started))s] $*" >&2; }

step "building mockgen and MockRuntime"
build_tools mockgen runtime
BIN=$MOCKGEN_BIN

TRIPLE=$(swiftc -print-target-info \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
case "$(uname)" in
    Darwin) LIB_PREFIX=lib; LIB_SUFFIX=.dylib; PLATFORM=macos ;;
    *) LIB_PREFIX=lib; LIB_SUFFIX=.so; PLATFORM=linux ;;
esac
ARCH=${TRIPLE%%-*}

# build_module NAME SOURCE_FOLDER DESTINATION [swiftc flags...]: the library into DESTINATION,
# its module as DESTINATION/NAME.swiftmodule/<triple>.{swiftmodule,swiftinterface,private.swiftinterface}.
build_module() {
    local name=$1 sources=$2 destination=$3
    shift 3
    local module=$destination/$name.swiftmodule
    mkdir -p "$module"
    swiftc -emit-library -emit-module -parse-as-library -enable-library-evolution -emit-module-interface \
        -module-name "$name" "$@" "$sources"/*.swift \
        -emit-module-path "$module/$TRIPLE.swiftmodule" \
        -emit-module-interface-path "$module/$TRIPLE.swiftinterface" \
        -emit-private-module-interface-path "$module/$TRIPLE.private.swiftinterface" \
        -o "$destination/$LIB_PREFIX$name$LIB_SUFFIX" >&2
}

step "building Ledger with library evolution"
mkdir -p "$WORK/sources/Ledger" "$WORK/sdk"
cp Scripts/ci/interface-check/Sources/Ledger/*.swift "$WORK/sources/Ledger/"
build_module Ledger "$WORK/sources/Ledger" "$WORK/sdk" -swift-version 6
# Another platform's interface beside the host's: mockgen must take the host's and say so.
cp "$WORK/sdk/Ledger.swiftmodule/$TRIPLE.swiftinterface" "$WORK/sdk/Ledger.swiftmodule/arm64-apple-tvos.swiftinterface"

step "building CoreMetrics $METRICS_TAG with library evolution"
mkdir -p "$WORK/sources/metrics"
git -C "$METRICS_REPO" archive "$METRICS_TAG" Sources/CoreMetrics | tar -x -C "$WORK/sources/metrics"
SLICE=$PLATFORM-$ARCH
FRAMEWORK=$WORK/sdk/CoreMetrics.xcframework
mkdir -p "$FRAMEWORK/$SLICE"
build_module CoreMetrics "$WORK/sources/metrics/Sources/CoreMetrics" "$FRAMEWORK/$SLICE" \
    -swift-version 5 -package-name swift_metrics
cat >"$FRAMEWORK/Info.plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>AvailableLibraries</key>
    <array>
        <dict>
            <key>LibraryIdentifier</key><string>$SLICE</string>
            <key>LibraryPath</key><string>${LIB_PREFIX}CoreMetrics$LIB_SUFFIX</string>
            <key>SupportedArchitectures</key><array><string>$ARCH</string></array>
            <key>SupportedPlatform</key><string>$PLATFORM</string>
        </dict>
    </array>
    <key>CFBundlePackageType</key><string>XFWK</string>
    <key>XCFrameworkFormatVersion</key><string>1.0</string>
</dict>
</plist>
PLIST

# What a binary SDK ships: no sources, no source info, no ABI descriptors.
rm -rf "$WORK/sources"
find "$WORK/sdk" \( -name '*.swiftsourceinfo' -o -name '*.abi.json' -o -name '*.swiftdoc' \) -delete

step "generating the mocks from the interfaces"
mkdir -p "$WORK/client"
# No --all, --module or --import: an interface's protocols are all selected (it keeps no doc
# comments), and its module is named by its `swift-module-flags` line and imported plainly.
# --all-classes asks for the open classes too.
# shellcheck disable=SC2086
"$BIN/mockgen" "$WORK/sdk/Ledger.swiftmodule" --all-classes ${MOCKGEN_EXTRA_FLAGS:-} \
    --output "$WORK/client/LedgerMocks.swift" 2>"$WORK/ledger.log" || { cat "$WORK/ledger.log" >&2; exit 1; }
cat "$WORK/ledger.log" >&2
grep -q "reading '$TRIPLE.swiftinterface'" "$WORK/ledger.log" \
    || { echo "mockgen did not say it read the host's interface of Ledger" >&2; exit 1; }
# shellcheck disable=SC2086
"$BIN/mockgen" "$FRAMEWORK" ${MOCKGEN_EXTRA_FLAGS:-} \
    --output "$WORK/client/MetricsMocks.swift" 2>"$WORK/metrics.log" || { cat "$WORK/metrics.log" >&2; exit 1; }
cat "$WORK/metrics.log" >&2
grep -q "reading library '$SLICE'" "$WORK/metrics.log" \
    || { echo "mockgen did not say which library of the xcframework it read" >&2; exit 1; }
if grep -q "@testable" "$WORK/client/LedgerMocks.swift" "$WORK/client/MetricsMocks.swift"; then
    echo "mocks of binary modules must import them plainly, not @testable" >&2
    exit 1
fi
grep -qx "import Ledger" "$WORK/client/LedgerMocks.swift" && grep -qx "import CoreMetrics" "$WORK/client/MetricsMocks.swift" \
    || { echo "mocks of binary modules must import the module their interface names" >&2; exit 1; }

step "compiling the client with the mocks against the binary modules and MockRuntime"
cp Scripts/ci/interface-check/Client/main.swift "$WORK/client/main.swift"
RUNTIME_OBJECTS=()
for target in MockRuntime IssueReporting; do
    for object in "$BIN/$target.build"/*.swift.o; do RUNTIME_OBJECTS+=("$object"); done
done
swiftc -swift-version 6 -module-name InterfaceClient \
    -I "$WORK/sdk" -I "$FRAMEWORK/$SLICE" -I "$BIN/Modules" \
    "$WORK/client"/*.swift "${RUNTIME_OBJECTS[@]}" \
    -L "$WORK/sdk" -L "$FRAMEWORK/$SLICE" -lLedger -lCoreMetrics \
    -Xlinker -rpath -Xlinker "$WORK/sdk" -Xlinker -rpath -Xlinker "$FRAMEWORK/$SLICE" \
    -o "$WORK/client/client" >&2

step "running the client"
"$WORK/client/client"
step "done"

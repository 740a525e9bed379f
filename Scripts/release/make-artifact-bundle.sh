#!/usr/bin/env bash
# Builds `mockgen` in release and packs it as a SwiftPM artifact bundle (a binary target that a
# plugin can run with `context.tool(named: "mockgen")`), zipped, with its checksum:
#
#   <out>/mockgen.artifactbundle/info.json
#   <out>/mockgen.artifactbundle/mockgen-<version>-<platform>/bin/mockgen
#   <out>/mockgen.artifactbundle.zip          <out>/mockgen.artifactbundle.zip.checksum
#
# Only this host's variant is built: Linux gets one variant per machine (x86_64 or aarch64,
# linked with --static-swift-stdlib so it runs without a Swift toolchain, and stripped), macOS one universal
# binary for arm64 and x86_64. A release job runs this script on each host and the last one
# merges the others' bundles (`--merge`, folders or zips), so info.json lists every variant.
#
# With --plugin-package <folder> it also writes the plugin-only distribution package: the
# plugins' sources (copied, symbolic links resolved) and a manifest whose `mockgen` binary
# target is the bundle at --url (with the zip's checksum), or, without --url, a copy of the
# bundle inside the folder (`path:`), for trying it locally.
#
# Usage: Scripts/release/make-artifact-bundle.sh [--output <folder>] [--no-build]
#            [--merge <bundle>]... [--plugin-package <folder> [--url <zip url>]]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/.build/artifactbundle"
build=1
merges=()
plugin_package=""
url=""
usage() { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
while [ $# -gt 0 ]; do
    case "$1" in
        --output) out="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --merge) merges+=("$2"); shift 2 ;;
        --plugin-package) plugin_package="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        -h|--help) usage ;;
        *) echo "make-artifact-bundle: unknown argument '$1'" >&2; usage ;;
    esac
done
mkdir -p "$out"
out="$(cd "$out" && pwd)"

case "$(uname -s)" in
    Darwin)
        flags=(-c release --product mockgen --arch arm64 --arch x86_64)
        platform=macos
        triples='["arm64-apple-macosx", "x86_64-apple-macosx"]' ;;
    *)
        flags=(-c release --product mockgen --static-swift-stdlib)
        triple="$(swiftc -print-target-info \
            | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
        platform="linux-${triple%%-*}"
        triples="[\"$triple\"]" ;;
esac
cd "$root"
if [ "$build" = 1 ]; then swift build "${flags[@]}"; fi
binary="$(swift build "${flags[@]}" --show-bin-path)/mockgen"
fail() { echo "make-artifact-bundle: $1" >&2; exit 1; }
[ -x "$binary" ] || fail "no release mockgen at $binary (build without --no-build)"
version="$("$binary" --version)"

bundle="$out/mockgen.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
mkdir -p "$bundle"
variant="mockgen-$version-$platform"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/mockgen"
# Without symbols the static Linux binary is half the size (37 MB -> 18 MB with Swift 6.3).
if [ "$platform" != macos ]; then strip "$bundle/$variant/bin/mockgen"; fi
cp "$root/LICENSE" "$bundle/" 2>/dev/null || true

# Variants built elsewhere: copy their folders in and keep their info.json entries.
merged_infos=()
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for other in ${merges[@]+"${merges[@]}"}; do
    if [ -f "$other" ]; then
        dest="$scratch/$(basename "$other" .zip)-${#merged_infos[@]}"
        mkdir -p "$dest"
        unzip -q "$other" -d "$dest"
        other="$(find "$dest" -maxdepth 2 -name info.json -print -quit | xargs dirname)"
    fi
    [ -f "$other/info.json" ] || fail "'$other' is not an artifact bundle"
    for folder in "$other"/mockgen-*; do
        [ "$(basename "$folder")" = "$variant" ] || cp -R "$folder" "$bundle/"
    done
    merged_infos+=("$other/info.json")
done

python3 - "$bundle/info.json" "$version" "$variant/bin/mockgen" "$triples" \
    ${merged_infos[@]+"${merged_infos[@]}"} <<'PY'
import json, sys
target, version, path, triples, *others = sys.argv[1:]
variants = {path: json.loads(triples)}
for other in others:
    with open(other) as f:
        artifact = json.load(f)["artifacts"]["mockgen"]
    if artifact["version"] != version:
        sys.exit(f"make-artifact-bundle: {other} is version {artifact['version']}, this build is {version}")
    for variant in artifact["variants"]:
        variants.setdefault(variant["path"], variant["supportedTriples"])
info = {
    "schemaVersion": "1.0",
    "artifacts": {"mockgen": {"type": "executable", "version": version, "variants": [
        {"path": p, "supportedTriples": t} for p, t in sorted(variants.items())]}},
}
with open(target, "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY

(cd "$out" && find mockgen.artifactbundle -exec touch -t 200001010000 {} + \
    && find mockgen.artifactbundle | LC_ALL=C sort | zip -q -X -@ mockgen.artifactbundle.zip)
checksum="$(swift package --package-path "$root" compute-checksum "$bundle.zip")"
echo "$checksum" > "$bundle.zip.checksum"
echo "bundle:   $bundle"
echo "zip:      $bundle.zip"
echo "checksum: $checksum"

[ -n "$plugin_package" ] || exit 0
# The plugin-only distribution package: the same plugin sources, the bundle as `mockgen`.
mkdir -p "$plugin_package"
plugin_package="$(cd "$plugin_package" && pwd)"
rm -rf "$plugin_package/Plugins" "$plugin_package/mockgen.artifactbundle"
cp -RL "$root/Plugins" "$plugin_package/Plugins"
if [ -n "$url" ]; then
    binary_target=".binaryTarget(name: \"MockgenBinary\", url: \"$url\", checksum: \"$checksum\")"
else
    cp -R "$bundle" "$plugin_package/mockgen.artifactbundle"
    binary_target='.binaryTarget(name: "MockgenBinary", path: "mockgen.artifactbundle")'
fi
sed -n '/^            capability: .command(/,/^            ),$/p' "$root/Package.swift" > "$scratch/command"
[ -s "$scratch/command" ] || fail "GenerateMocks' capability not found in Package.swift"
cat > "$plugin_package/Package.swift" <<SWIFT
// swift-tools-version: 6.2
// Written by Scripts/release/make-artifact-bundle.sh (mockgen $version): mockgen's plugins,
// running the prebuilt mockgen of the artifact bundle instead of building it from source. Test
// targets also depend on MockRuntime from the mockgen package itself.
import PackageDescription

let package = Package(
    name: "mockgen-plugins",
    products: [
        .plugin(name: "MockgenPlugin", targets: ["PrebuiltMockgenPlugin"]),
        .plugin(name: "GenerateMocks", targets: ["PrebuiltGenerateMocks"]),
    ],
    // Target names differ from the mockgen package's, which consumers also depend on (for
    // MockRuntime): target names are unique in a package graph. The bundle's tool is named
    // after its artifact, \`mockgen\`.
    targets: [
        $binary_target,
        .plugin(
            name: "PrebuiltMockgenPlugin", capability: .buildTool(), dependencies: ["MockgenBinary"],
            path: "Plugins/MockgenPlugin"
        ),
        .plugin(
            name: "PrebuiltGenerateMocks",
$(cat "$scratch/command")
            dependencies: ["MockgenBinary"],
            path: "Plugins/GenerateMocks"
        ),
    ]
)
SWIFT
echo "plugins:  $plugin_package"

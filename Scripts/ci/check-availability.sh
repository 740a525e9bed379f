#!/usr/bin/env bash
# Fails when our code uses an Apple API newer than the platforms Package.swift declares, outside
# `@available` / `if #available` (the Linux compiler does not check Apple availability).
# Usage: Scripts/ci/check-availability.sh [target...]   (default: the library and tool targets)
# How it works and what it cannot see: docs/Availability.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(MockRuntime MockgenFrontEnd MockgenGenerator MockgenDriver MockgenObjC mockgen mockgen-bench)
fi
for target in "${targets[@]}"; do
    swift build --target "$target" >&2
done
exec python3 Scripts/ci/availability/check-availability.py . "${targets[@]}"

#!/usr/bin/env bash
# Builds and tests the example packages that use mockgen's plugins, from a clean state:
#   Examples/PluginBuildTool  mocks generated at build time by the build tool plugin, one
#                             file per source file (empty for a source without mocks)
#   Examples/PluginCommand    checked-in mocks kept up to date by `swift package generate-mocks`
# then proves, in temporary copies (the repository is never modified), that
# `generate-mocks --check` fails once a protocol changes and passes after regenerating, that
# the command plugin leaves out (and refuses by --target) a test target that applies the build
# tool plugin, that without a configuration file it writes Tests/<Target>/Mocks.generated.swift,
# that the build tool plugin prunes the mocks no test names and generates one once a test names
# it, and that a configuration with `output-dir` is written and checked file by file.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
examples="$root/Examples"
started=$SECONDS
step() { printf '\n== %s (%ss so far)\n' "$1" "$((SECONDS - started))"; }
fail() { echo "check-plugin-examples: $1" >&2; exit 1; }
# holds_mock FILE MOCK PROTOCOL: FILE declares `final class MOCK` conforming to PROTOCOL (listed
# after its superclass, on the header's line or on one of the two after it).
holds_mock() { grep -A2 "final class $2: " "$1" | grep ">, $3, " >/dev/null; }

step "PluginBuildTool: clean build and test"
rm -rf "$examples/PluginBuildTool/.build"
(cd "$examples/PluginBuildTool" && swift build --build-tests && swift test)
# The files the build tool plugin declared and wrote: one per source file, and no other.
mocks="$(find "$examples/PluginBuildTool/.build" -type d -path "*MockgenPlugin/Mocks" | head -n 1)"
[ -n "$mocks" ] || fail "the build tool plugin wrote no Mocks folder"
(cd "$mocks" && find . -name "*.swift" | sort)
holds_mock "$mocks/Devices/Devices.Heater+Mocks.swift" HeaterMock Heater \
    || fail "Devices/Devices.Heater+Mocks.swift does not hold HeaterMock"
grep -q "var name: String" "$mocks/Devices/Devices.Heater+Mocks.swift" \
    || fail "HeaterMock lacks 'name', which Heater inherits from Appliance in the Appliances package (read with --context)"
! grep -q "class ApplianceMock" -r "$mocks" || fail "Appliance, read for context only, was mocked"
holds_mock "$mocks/Devices/Devices.TemperatureSensor+Mocks.swift" TemperatureSensorMock TemperatureSensor \
    || fail "Devices/Devices.TemperatureSensor+Mocks.swift does not hold TemperatureSensorMock"
[ -f "$mocks/Thermostat+Mocks.swift" ] && ! grep -q "class " "$mocks/Thermostat+Mocks.swift" \
    || fail "Thermostat.swift declares no protocol: its file should exist, empty of mocks"
[ ! -e "$mocks/MockgenShared.swift" ] || fail "MockgenShared.swift was written, but mocks share nothing"
[ -f "$mocks/Devices/Devices.Display+Mocks.swift" ] && ! grep -q "class " "$mocks/Devices/Devices.Display+Mocks.swift" \
    || fail "no test names DisplayMock: the plugin should prune it, writing its file empty of mocks"

step "PluginCommand: clean build, checked-in mocks up to date, test"
rm -rf "$examples/PluginCommand/.build"
(cd "$examples/PluginCommand" \
    && swift package --allow-writing-to-package-directory generate-mocks --check \
    && swift build --build-tests && swift test)

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# A copy of an example, depending on this repository by its absolute path.
copy() {
    cp -R "$examples/$1" "$scratch/$1"
    rm -rf "$scratch/$1/.build"
    sed -i.bak -e "s|path: \"../..\"|path: \"$root\"|" -e "s|path: \"../Shared/|path: \"$examples/Shared/|" "$scratch/$1/Package.swift"
    rm "$scratch/$1/Package.swift.bak"
}
# Runs the command plugin in a copy, building into the original's .build so that the
# plugin's tool is not built a second time.
generate() {
    local name=$1
    shift
    (cd "$scratch/$name" && swift package --scratch-path "$examples/$name/.build" \
        --allow-writing-to-package-directory generate-mocks "$@")
}

step "PluginCommand copy: --check fails after a protocol changes, passes after regenerating"
copy PluginCommand
gateway="$scratch/PluginCommand/Sources/Checkout/PaymentGateway.swift"
sed -i.bak 's/func refund(_ payment: UUID) async throws/func refund(_ payment: UUID, reason: String) async throws/' "$gateway"
rm "$gateway.bak"
grep -q "reason: String" "$gateway" || fail "the protocol change was not made"
if generate PluginCommand --check > "$scratch/stale.log" 2>&1; then
    cat "$scratch/stale.log"
    fail "generate-mocks --check passed although PaymentGateway changed"
fi
cat "$scratch/stale.log"
grep -q "Tests/CheckoutTests/Mocks.generated.swift' is stale" "$scratch/stale.log" \
    || fail "generate-mocks --check did not name the stale file"
grep -q "changed mock PaymentGatewayMock" "$scratch/stale.log" \
    || fail "generate-mocks --check did not name the mock that changed"
grep -q "run \`swift package --allow-writing-to-package-directory generate-mocks --target CheckoutTests\`" "$scratch/stale.log" \
    || fail "generate-mocks --check did not name the plugin's command"
generate PluginCommand
grep -q "reason: String" "$scratch/PluginCommand/Tests/CheckoutTests/Mocks.generated.swift" \
    || fail "generate-mocks did not rewrite the mocks"
grep -q "^// Regenerate with: swift package --allow-writing-to-package-directory generate-mocks --target CheckoutTests$" \
    "$scratch/PluginCommand/Tests/CheckoutTests/Mocks.generated.swift" \
    || fail "the header does not name the plugin's command"
generate PluginCommand --check

step "PluginBuildTool copy: generate-mocks leaves out the target that gets its mocks at build time"
copy PluginBuildTool
thermostat_mocks="$scratch/PluginBuildTool/Tests/ThermostatTests/Mocks.generated.swift"
generate PluginBuildTool > "$scratch/skip.log" 2>&1 || { cat "$scratch/skip.log"; fail "generate-mocks failed where it should skip"; }
cat "$scratch/skip.log"
grep -q "skipping 'ThermostatTests': it applies the build tool plugin MockgenPlugin" "$scratch/skip.log" \
    || fail "generate-mocks did not say it skipped ThermostatTests"
[ ! -e "$thermostat_mocks" ] || fail "generate-mocks wrote mocks into a target that gets them at build time"
if generate PluginBuildTool --target ThermostatTests > "$scratch/refused.log" 2>&1; then
    cat "$scratch/refused.log"
    fail "generate-mocks --target ThermostatTests wrote mocks into a target that gets them at build time"
fi
cat "$scratch/refused.log"
grep -q "'ThermostatTests' applies the build tool plugin MockgenPlugin" "$scratch/refused.log" \
    || fail "generate-mocks --target ThermostatTests did not say why it refused"
[ ! -e "$thermostat_mocks" ] || fail "the refused run wrote mocks"
# With a configuration file the target is left out too (mockgen --skip-target).
cat > "$scratch/PluginBuildTool/.mockgen.yml" <<YAML
targets:
  ThermostatTests:
    sources: [Sources/Thermostat]
    output: Tests/ThermostatTests/Mocks.generated.swift
    testable-imports: [Thermostat]
    context: [$examples/Shared/Appliances/Sources/Appliances]
YAML
generate PluginBuildTool > "$scratch/skip-configured.log" 2>&1 || { cat "$scratch/skip-configured.log"; fail "generate-mocks failed where it should skip a configured target"; }
grep -q "skipping 'ThermostatTests'" "$scratch/skip-configured.log" || fail "generate-mocks did not skip the configured ThermostatTests"
[ ! -e "$thermostat_mocks" ] || fail "generate-mocks wrote the configured mocks of a target that gets them at build time"
# An entry without output is the build tool plugin's: every run and check leaves it alone.
cat > "$scratch/PluginBuildTool/.mockgen.yml" <<YAML
targets:
  ThermostatTests:
    sources: [Sources/Thermostat]
    testable-imports: [Thermostat]
    context: [$examples/Shared/Appliances/Sources/Appliances]
YAML
generate PluginBuildTool --check > "$scratch/no-output.log" 2>&1 || { cat "$scratch/no-output.log"; fail "generate-mocks --check failed on a target without output"; }
[ ! -e "$thermostat_mocks" ] || fail "a run wrote mocks for a target without output"
rm "$scratch/PluginBuildTool/.mockgen.yml"

step "PluginBuildTool copy: a test that starts naming a pruned mock gets it on the next build"
build_copy() {
    (cd "$scratch/PluginBuildTool" && swift build --build-tests --scratch-path "$examples/PluginBuildTool/.build")
}
build_copy
printf '@testable import Thermostat\n\nfunc namesTheDisplayMock() { _ = DisplayMock.self }\n' \
    > "$scratch/PluginBuildTool/Tests/ThermostatTests/DisplayUse.swift"
build_copy
copy_mocks="$(find "$examples/PluginBuildTool/.build" -type d -path "*MockgenPlugin/Mocks" | head -n 1)"
holds_mock "$copy_mocks/Devices/Devices.Display+Mocks.swift" DisplayMock Display \
    || fail "a test now names DisplayMock, but the next build did not generate it"
rm "$scratch/PluginBuildTool/Tests/ThermostatTests/DisplayUse.swift"

step "PluginBuildTool copy without the build tool plugin: generate-mocks writes the defaults"
sed -i.bak '/plugins: \[.plugin(name: "MockgenPlugin"/d' "$scratch/PluginBuildTool/Package.swift"
rm "$scratch/PluginBuildTool/Package.swift.bak"
! grep -q MockgenPlugin "$scratch/PluginBuildTool/Package.swift" || fail "the plugin usage was not removed from the copy"
generate PluginBuildTool
holds_mock "$thermostat_mocks" HeaterMock Heater \
    || fail "generate-mocks did not write Tests/ThermostatTests/Mocks.generated.swift"
grep -q "var name: String" "$thermostat_mocks" \
    || fail "generate-mocks did not read Appliances (another package) for HeaterMock's inherited 'name'"
grep -q "@testable import Thermostat" "$thermostat_mocks" \
    || fail "the default mocks do not import the module they mock"
generate PluginBuildTool --check

step "PluginCommand copy: a configuration with output-dir is written and checked file by file"
rm -rf "$scratch/PluginCommand"
copy PluginCommand
rm "$scratch/PluginCommand/Tests/CheckoutTests/Mocks.generated.swift"
cat > "$scratch/PluginCommand/.mockgen.yml" <<'YAML'
targets:
  CheckoutTests:
    sources: [Sources/Checkout]
    output-dir: Tests/CheckoutTests/Mocks
    testable-imports: [Checkout]
YAML
generate PluginCommand
folder="$scratch/PluginCommand/Tests/CheckoutTests/Mocks"
(cd "$folder" && find . -name "*.swift" | sort)
holds_mock "$folder/PaymentGateway+Mocks.swift" PaymentGatewayMock PaymentGateway \
    || fail "generate-mocks did not write PaymentGateway+Mocks.swift"
generate PluginCommand --check
gateway="$scratch/PluginCommand/Sources/Checkout/PaymentGateway.swift"
sed -i.bak 's/func refund(_ payment: UUID) async throws/func refund(_ payment: UUID, note: String) async throws/' "$gateway"
rm "$gateway.bak"
if generate PluginCommand --check > "$scratch/stale-folder.log" 2>&1; then
    cat "$scratch/stale-folder.log"
    fail "generate-mocks --check passed although PaymentGateway changed"
fi
cat "$scratch/stale-folder.log"
grep -q "Tests/CheckoutTests/Mocks/PaymentGateway+Mocks.swift' is stale" "$scratch/stale-folder.log" \
    || fail "generate-mocks --check did not name the stale file of the folder"
generate PluginCommand
generate PluginCommand --check

step "plugin examples passed"

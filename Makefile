# mockgen developer tasks. `make test` is the test command (README.md); `make ci` runs all of CI
# (.ci/run; CONTRIBUTING.md lists its steps). Scripts live in Scripts/ by purpose: ci/, generate/,
# release/, research/ (CONTRIBUTING.md).
SWIFT ?= swift
PREFIX ?= /usr/local
# `make fuzz FUZZ_SECONDS=600` fuzzes for ten minutes.
FUZZ_SECONDS ?= 300
# `make forge COUNT=100000 SEED=1`: the differential protocol generator (docs/Robustness.md);
# FORGE_FLAGS adds mockgen-forge's options (--exclude-closure-effect-overloads, --trivia N, ...).
COUNT ?= 1000
SEED ?= 1
FORGE_FLAGS ?=

.PHONY: build test ci examples golden generate check-generated bench fuzz forge install bundle docs clean

build:
	$(SWIFT) build

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Everything CI runs, in CI's order (the steps are listed at the top of .ci/run).
ci:
	bash .ci/run

# Builds and tests the example packages that use the plugins (Examples/Plugin*), from clean.
examples:
	bash Scripts/ci/check-plugin-examples.sh

# Rewrites Fixtures/*/Expected.swift and the runtime tests' generated mocks
# (Tests/MockRuntimeTests/Mocks/*.generated.swift) from the current generator, and links the
# goldens into the compiled golden tests (Tests/MockgenGoldenTests/Fixtures); review the diff.
golden:
	MOCKGEN_UPDATE_GOLDENS=1 $(SWIFT) test --filter GoldenTests
	bash Scripts/generate/golden-links.sh
	git --no-pager diff --stat -- Fixtures Tests/MockRuntimeTests/Mocks
	git status --short -- Tests/MockgenGoldenTests/Fixtures

# Rewrites the checked-in files that scripts generate (each says so in its first line), and the
# golden tests' links to the fixtures.
generate:
	bash Scripts/generate/generate-call-entry-points.sh
	bash Scripts/generate/golden-links.sh

# Fails when a checked-in generated file differs from its script's output (CI runs it).
check-generated:
	bash Scripts/generate/generate-call-entry-points.sh --check
	bash Scripts/generate/golden-links.sh --check

bench:
	bash Benchmarks/run.sh

fuzz:
	MOCKGEN_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test -c release --filter Fuzz

# Composes COUNT protocols from seed SEED on, keeps those swiftc accepts, and checks that mockgen
# mocks each without a diagnostic and that the mocks type-check against MockRuntime; findings
# (each with its seed and a reduced protocol) go to .forge/findings.txt.
forge:
	$(SWIFT) build --product mockgen-forge
	$(SWIFT) build --target MockRuntime
	"$$($(SWIFT) build --show-bin-path)/mockgen-forge" --count $(COUNT) --seed $(SEED) $(FORGE_FLAGS)

install:
	$(SWIFT) build -c release --product mockgen
	install -d $(PREFIX)/bin
	install "$$($(SWIFT) build -c release --show-bin-path)/mockgen" $(PREFIX)/bin/mockgen

# Release mockgen as a SwiftPM artifact bundle, zipped, with its checksum, in .build/artifactbundle
# (this host's variant; see docs/Plugins.md for merging the others and the plugin-only package).
bundle:
	bash Scripts/release/make-artifact-bundle.sh

# Builds the MockRuntime documentation (Sources/MockRuntime/MockRuntime.docc) into
# .build/plugins/Swift-DocC/outputs/MockRuntime.doccarchive; any DocC warning fails it.
# MOCKGEN_DOCS=1 makes swift-docc-plugin a dependency for this command only (see Package.swift).
docs:
	MOCKGEN_DOCS=1 $(SWIFT) package generate-documentation --target MockRuntime --warnings-as-errors

clean:
	rm -rf .build

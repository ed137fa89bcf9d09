# sykb — the two commands of the README: `make run` and `make test`.
# Both install the Debian packages the build needs when they are missing.

SWIFT ?= swift
APT_PACKAGES := libncursesw5-dev libsqlite3-dev libhangul-dev libhunspell-dev hunspell hunspell-ko hunspell-en-us libpng-dev libjpeg62-turbo-dev libchafa-dev libglib2.0-dev libcurl4-openssl-dev tesseract-ocr tesseract-ocr-kor tesseract-ocr-eng fonts-nanum fonts-noto-cjk fonts-dejavu-core fonts-liberation2 python3-pil imagemagick tmux pkg-config
# The benchmarks' references: vim for key latency, valgrind for instruction counts.
BENCH_PACKAGES := vim valgrind
# The tests' shells for the completion scripts (bash -n, zsh -n, fish -n).
CHECK_PACKAGES := zsh fish
CONFIG ?= debug
# Extra flags of `make test`'s build; CI passes `-Xswiftc -warnings-as-errors` (.ci/run).
TEST_BUILD_FLAGS ?=
# The walls the compiler checks: a target that imports a module of the package it does not
# depend on fails the build (not left in TEST_BUILD_FLAGS, which CI overrides).
IMPORT_CHECK := --explicit-target-dependency-import-check error
# The program people run: optimised, the Swift runtime linked in (one binary, no
# libswiftCore/libFoundationEssentials to map and relocate at every start: ≈ 3 MB less
# resident, ≈ 20 ms faster to its first frame), linked by lld with packed relative relocations
# (DT_RELR: ≈ 1 MB of relocation records not read in), every function in its own section and
# the functions a session runs placed first (scripts/order/sykb.order, made by
# scripts/make-order.sh: ≈ 3.5 MB less of the binary resident). docs/reliability.md has
# the figures.
ORDER_FILE := $(CURDIR)/scripts/order/sykb.order
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering

.PHONY: run test build release bench fuzz deps lint format clean print-packages install \
  uninstall man

deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

print-packages:
	@echo $(APT_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	@# The package manager does not see the order file: a newer one relinks.
	@if [ -e .build/release/sykb ] && [ $(ORDER_FILE) -nt .build/release/sykb ]; then \
	  rm -f .build/release/sykb; fi
	$(SWIFT) build $(RELEASE_FLAGS)
	@# lld skips the order's missing names silently: a stale order file fails here instead.
	bash scripts/check-order.sh .build/release/sykb $(ORDER_FILE)

run: release
	.build/release/sykb $(ARGS)

test: deps
	@bash scripts/install-deps.sh $(CHECK_PACKAGES)
	$(SWIFT) build --build-tests $(IMPORT_CHECK) $(TEST_BUILD_FLAGS)
	$(SWIFT) test --skip-build

bench: deps
	@bash scripts/install-deps.sh $(BENCH_PACKAGES)
	$(MAKE) release
	bash scripts/bench.sh

# A long fuzz run (random event streams through every keyboard, invariants checked after every
# event), then the decoders of outside bytes (replay lines, layout files);
# FUZZ_EVENTS, FUZZ_SEEDS, FUZZ_SEED (the first seed), FUZZ_DECODERS, FUZZ_SCRATCH
# (see scripts/fuzz.sh).
# Then 500 schedules of the concurrency model (scripts/concurrency_model.py: two keyboards and
# many `sykb` commands at once, checked against a model); MODEL_SCHEDULES, MODEL_OPS, MODEL_SEED.
fuzz: deps
	bash scripts/fuzz.sh

lint:
	$(SWIFT) format lint --recursive --strict Package.swift Modules Sources Tests
	bash scripts/check-docs.sh
	bash scripts/check-walls.sh

format:
	$(SWIFT) format --in-place --recursive Package.swift Modules Sources Tests

# `make install` (PREFIX=/usr/local, DESTDIR honoured): the release binary in $(PREFIX)/bin, its
# data in $(PREFIX)/share/sykb (found from the binary's own place: <bin>/../share/sykb), the
# man page and the bash, zsh and fish completions; `make uninstall` removes exactly those.
# BUILD=debug installs the debug binary instead (no release build).
PREFIX ?= /usr/local
BUILD ?= release
install: $(if $(filter debug,$(BUILD)),build,release)
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' bash scripts/install.sh .build/$(BUILD)/sykb

uninstall:
	PREFIX='$(PREFIX)' DESTDIR='$(DESTDIR)' bash scripts/install.sh --uninstall

# The manual page, written by the binary from its command declarations.
man: $(if $(filter debug,$(BUILD)),build,release)
	.build/$(BUILD)/sykb man > sykb.1
	@echo "wrote sykb.1 (man -l sykb.1)"

clean:
	rm -rf .build

# sykb — the two commands of the README: `make run` and `make test`.
# Both install the Debian packages the build needs when they are missing.

SWIFT ?= swift
APT_PACKAGES := libncursesw5-dev libsqlite3-dev libhangul-dev libhunspell-dev hunspell-ko hunspell-en-us libpng-dev libjpeg62-turbo-dev libchafa-dev libglib2.0-dev tesseract-ocr tesseract-ocr-kor tesseract-ocr-eng fonts-nanum imagemagick tmux pkg-config
# The benchmarks' references: vim for key latency, valgrind for instruction counts.
BENCH_PACKAGES := vim valgrind
CONFIG ?= debug

.PHONY: run test build release bench fuzz deps lint format clean print-packages

deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

print-packages:
	@echo $(APT_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	$(SWIFT) run sykb $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	@bash scripts/install-deps.sh $(BENCH_PACKAGES)
	$(SWIFT) build -c release
	bash scripts/bench.sh

# A long fuzz run (random event streams through every keyboard, invariants checked after every
# event); FUZZ_EVENTS, FUZZ_SEEDS, FUZZ_SEED (the first seed), FUZZ_SCRATCH (see scripts/fuzz.sh).
fuzz: deps
	bash scripts/fuzz.sh

lint:
	$(SWIFT) format lint --recursive --strict Package.swift Modules Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Modules Sources Tests

clean:
	rm -rf .build

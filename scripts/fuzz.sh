#!/usr/bin/env bash
# The long fuzz run behind `make fuzz`: the FuzzTests suite (random event streams through every
# keyboard, invariants checked after every event) with a large budget instead of CI's
# (600 events per keyboard, seed 1).
#
#   FUZZ_EVENTS   events per keyboard and seed (default 20000)
#   FUZZ_SEEDS    how many seeds per keyboard (default 4)
#   FUZZ_SEED     the first seed (default 1): seeds FUZZ_SEED … FUZZ_SEED+FUZZ_SEEDS-1
#   FUZZ_DECODERS replay lines and layout files for the decoder fuzz (default 50000; CI 1500)
#   FUZZ_GRAMMAR  grammar answers of every size around the limit, controls mixed in (default
#                 20000; CI 300)
#   WRITER_STEP   bytes between the free-space sizes the writers are tried at on a tmpfs that
#                 fills (scripts/writer_faults.py, root only; default 2048)
#   FUZZ_SCRATCH  a SwiftPM scratch path (default: SwiftPM's own .build)
#   SWIFT         the swift driver (default swift)
#   MODEL_SCHEDULES  schedules of the concurrency model (scripts/concurrency_model.py: two
#                    keyboards in tmux and four workers of `sykb` commands racing on the shared
#                    state, checked against a model of every acknowledged operation; default 500)
#   MODEL_OPS     operations per schedule (default 16)
#   MODEL_SEED    the model's first seed (default 1000)
#
#   make fuzz FUZZ_EVENTS=100000 FUZZ_SEEDS=2 FUZZ_SEED=41
#
# Then the writers on a disk that fills and on device nodes (root only), and the concurrency
# model's schedules (MODEL_SCHEDULES=0 skips them).
#
# Prints one line per keyboard and seed (events, checked states, undo steps checked, events/s)
# and a total; exits non-zero on the first broken invariant, printing the seed, the event
# number and the last events as a script.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
events=${FUZZ_EVENTS:-20000}
seeds=${FUZZ_SEEDS:-4}
first=${FUZZ_SEED:-1}
decoders=${FUZZ_DECODERS:-50000}
grammar=${FUZZ_GRAMMAR:-20000}
scratch=()
if [ -n "${FUZZ_SCRATCH:-}" ]; then scratch=(--scratch-path "$FUZZ_SCRATCH"); fi
log=$(mktemp /tmp/sykb-fuzz.XXXXXX)
trap 'rm -f "$log"' EXIT

$SWIFT build --build-tests "${scratch[@]}"
started=$(date +%s)
set +e
SYKB_FUZZ_EVENTS=$events SYKB_FUZZ_SEEDS=$seeds SYKB_FUZZ_SEED=$first \
  $SWIFT test --skip-build "${scratch[@]}" --filter FuzzTests > "$log" 2>&1
status=$?
set -e
elapsed=$(( $(date +%s) - started ))
grep -E '^fuzz ' "$log" || true
awk -v elapsed="$elapsed" '
  /^fuzz / { runs++; events += $5; states += $7; undone += $10 }
  END {
    printf "total: %d runs, %d events, %d checked states, %d undo steps undone and redone in checks, %d s wall (%d events/s)\n",
      runs, events, states, undone, elapsed, (elapsed > 0 ? events / elapsed : events)
  }' "$log"
# The decoders of outside bytes: chat-completions JSON, the pending reply file,
# replay script lines and layout files, random and damaged (never a trap).
set +e
SYKB_FUZZ_DECODERS=$decoders SYKB_FUZZ_GRAMMAR=$grammar SYKB_FUZZ_SEED=$first \
  $SWIFT test --skip-build "${scratch[@]}" \
  --filter 'DecoderFuzzTests|GrammarAnswerFuzzTests' >> "$log" 2>&1
decoder_status=$?
set -e
grep -E '^(decoder|grammar)-fuzz ' "$log" || true
if [ $decoder_status -ne 0 ]; then status=$decoder_status; fi
if [ $status -ne 0 ] || grep -q '✘' "$log"; then
  grep -E '✘|↳' "$log" | grep -v '↳ ///' | head -80
  exit 1
fi

python3 scripts/writer_faults.py --binary "${FUZZ_SCRATCH:-.build}/debug/sykb" \
  --step "${WRITER_STEP:-2048}"

schedules=${MODEL_SCHEDULES:-500}
if [ "$schedules" -gt 0 ]; then
  binary=${FUZZ_SCRATCH:-.build}/debug/sykb
  python3 scripts/concurrency_model.py --binary "$binary" --seed "${MODEL_SEED:-1000}" \
    --schedules "$schedules" --ops "${MODEL_OPS:-16}"
fi

#!/usr/bin/env bash
# The long fuzz run behind `make fuzz`: the FuzzTests suite (random event streams through every
# keyboard, invariants checked on every step) with a large budget instead of CI's.
#
#   FUZZ_EVENTS  events per keyboard and seed (default 200000)
#   FUZZ_SEEDS   seeds per keyboard, 1…N (default 8)
#   SWIFT        the swift driver (default swift)
#
# Prints one line per keyboard and seed (events, checked states, events/s); exits non-zero on
# the first broken invariant, with the seed, the event number and the last events.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
events=${FUZZ_EVENTS:-200000}
seeds=${FUZZ_SEEDS:-8}
$SWIFT build --build-tests
SYKB_FUZZ_EVENTS=$events SYKB_FUZZ_SEEDS=$seeds \
  $SWIFT test --skip-build --filter FuzzTests 2>&1 | tee /tmp/sykb-fuzz.$$.log |
  grep -E '^fuzz |✘|passed after|failed after' || true
status=0
grep -q '✘' /tmp/sykb-fuzz.$$.log && status=1
rm -f /tmp/sykb-fuzz.$$.log
exit $status

#!/usr/bin/env bash
# `make test` on a machine whose cores are all busy, as CI's shared runners are: stress-ng
# keeps one CPU worker per core running (niced, so the tests still get their share) while
# `make test` runs RUNS times in a row. The tests wait on what they observe, never on the
# clock, so every run must pass; one that fails stops the script.
#
#   RUNS               how many runs of `make test` (default 3)
#   LOAD_WORKERS       stress-ng CPU workers (default: one per core, `nproc`)
#   SYKB_TEST_TIMEOUT  the tests' safety timeout in seconds (default 60), passed through
#   SWIFT              the swift driver (default swift)
#
#   scripts/test-under-load.sh              three runs with every core busy
#   RUNS=1 LOAD_WORKERS=4 scripts/test-under-load.sh
#
# Prints each run's result and duration, then a summary. The load is stopped on every exit
# (the end, a failure, Ctrl-C). Needs stress-ng (`apt-get install -y stress-ng`).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
workers=${LOAD_WORKERS:-$(nproc)}
if ! command -v stress-ng > /dev/null; then
  echo "test-under-load: stress-ng is missing: apt-get install -y stress-ng" >&2
  exit 2
fi

load=""
stop_load() {
  if [ -n "$load" ] && kill -0 "$load" 2> /dev/null; then
    kill "$load" 2> /dev/null || true
    wait "$load" 2> /dev/null || true
  fi
  load=""
}
trap stop_load EXIT
trap 'exit 130' INT TERM

# Built once before the load starts (each `make test` then finds nothing to rebuild): the runs
# load the tests, not the compiler.
make deps
"${SWIFT:-swift}" build --build-tests
nice -n 10 stress-ng --cpu "$workers" --timeout 0 --quiet &
load=$!
echo "test-under-load: stress-ng --cpu $workers (pid $load), $runs runs of make test"

results=()
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  if make test > "/tmp/sykb-test-under-load-$run.log" 2>&1; then
    result=pass
  else
    result=fail
  fi
  seconds=$(($(date +%s) - started))
  results+=("run $run: $result in ${seconds}s")
  echo "test-under-load: run $run: $result in ${seconds}s (log: /tmp/sykb-test-under-load-$run.log)"
  if [ "$result" = fail ]; then
    grep -E "✘|error:|failed" "/tmp/sykb-test-under-load-$run.log" | head -40 >&2 || true
    exit 1
  fi
done
stop_load
printf 'test-under-load: %s\n' "${results[@]}"

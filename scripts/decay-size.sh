#!/bin/sh
# The learning store's size with and without forgetting (half-life 500 words, forgotten after
# 10,000) over a generated typing history: `scripts/decay-size.sh` (200,000 words, seeds 1 2 3),
# or WORDS=400000 SEEDS=7 scripts/decay-size.sh. Prints the benchmark's key=value lines per seed.
set -eu
cd "$(dirname "$0")/.."
words=${WORDS:-200000}
seeds=${SEEDS:-1 2 3}
swift build -c release >/dev/null
run() { .build/release/sykb-bench decay "$@"; }
for seed in $seeds; do
  echo "# seed $seed"
  run --words "$words" --seed "$seed"
done

#!/bin/sh
# The layout lab's benchmark: `sykb lab optimize` (release build) on the Korean corpus for
# 나랏글 and 천지인, and on the English corpus for QWERTY, each with a fixed seed; prints each
# run's improvement, full evaluations per second and wall time. Not a test: the figures
# depend on the machine and its load.
#
#   scripts/lab-bench.sh [ITERATIONS]      (default 2000000 swaps per search)
set -eu
cd "$(dirname "$0")/.."
iterations=${1:-2000000}
binary=.build/release/sykb
[ -x "$binary" ] || swift build -c release
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() {
  name=$1
  shift
  start=$(date +%s.%N)
  "$binary" lab optimize --seed 1 --iterations "$iterations" --output "$out/$name.json" --json \
    "$@" >"$out/$name.report"
  end=$(date +%s.%N)
  python3 - "$out/$name.report" "$name" "$start" "$end" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
wall = float(sys.argv[4]) - float(sys.argv[3])
s, b = r["shippedFigures"], r["bestFigures"]
print(f"{sys.argv[2]:10} keys {len(r['keys']):2}  time {s['predictedSeconds']:.1f} s -> "
      f"{b['predictedSeconds']:.1f} s ({r['improvementPercent']:.2f}% less, "
      f"{s['charactersPerMinute']:.1f} -> {b['charactersPerMinute']:.1f} cpm)  "
      f"measured {b['measuredSeconds']:.1f} s  stable {r['stable']}  rounds {r['rounds']}  "
      f"full evaluations {r['fullEvaluationsPerSecond'] / 1e6:.2f} M/s, swap deltas {r['swapEvaluationsPerSecond'] / 1e6:.2f} M/s  "
      f"swaps {r['iterations']:,}  wall {wall:.1f} s")
PY
}
run naratgeul --keyboard naratgeul Tests/Fixtures/corpus/ko-typable.txt
run cheonjiin --keyboard cheonjiin Tests/Fixtures/corpus/ko-typable.txt
run dubeolsik --keyboard dubeolsik Tests/Fixtures/corpus/ko-typable.txt
run qwerty --keyboard qwerty Tests/Fixtures/corpus/en-typable.txt

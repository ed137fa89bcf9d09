#!/usr/bin/env bash
# make bench: sykb's benchmarks, with libhangul side by side on the same keystrokes.
# Needs a release build (make bench does it), libhangul-dev, python3; valgrind is optional
# (instructions per key with callgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/bench
mkdir -p "$out"
SYKB=.build/release/sykb
BENCH=.build/release/sykb-bench
corpus=Tests/Fixtures/corpus/ko.txt
small=Tests/Fixtures/corpus/ko-small.txt

echo "== preparing key files (scripts/keystrokes.py) =="
python3 scripts/keystrokes.py ascii "$corpus" > "$out/ko.keys"
python3 scripts/keystrokes.py ascii "$small" > "$out/ko-small.keys"
python3 scripts/keystrokes.py taps "$small" > "$out/ko-small.taps"
cc -O2 -o "$out/libhangul_bench" scripts/libhangul_bench.c $(pkg-config --cflags --libs libhangul)

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# sykb prints key=value, libhangul_bench "key   value": accept both.
field() { awk -v k="$1" '$1 == k {print $2} index($0, k "=") == 1 {sub(k "=", ""); print}'; }

echo "== engine: keys/s on the full corpus (median of 5, 20 passes each) =="
for i in 1 2 3 4 5; do "$out/libhangul_bench" -r 20 "$out/ko.keys" | field keys_per_s; done | median > "$out/lh.kps"
for i in 1 2 3 4 5; do "$BENCH" engine --keys "$out/ko.keys" --repeat 20 | field keys_per_s; done | median > "$out/sy.kps"
lh=$(cat "$out/lh.kps"); sy=$(cat "$out/sy.kps")
printf "libhangul  %14s keys/s\nsykb       %14s keys/s\nratio      %14s ×\n" "$lh" "$sy" "$(awk "BEGIN {printf \"%.1f\", $sy/$lh}")"
echo "checksums: libhangul $("$out/libhangul_bench" "$out/ko.keys" | field checksum) sykb $("$BENCH" engine --keys "$out/ko.keys" --repeat 1 | field checksum)"

echo "== engine: per-key cost vs document length (1 KB vs 1 MB before the cursor) =="
for n in 1000 1000000; do
  v=$(for i in 1 2 3; do "$BENCH" engine --keys "$out/ko.keys" --repeat 10 --prefill $n | field ns_per_key; done | median)
  echo "prefill $n scalars: $v ns/key"
done

if command -v valgrind > /dev/null; then
  echo "== engine: instructions per key (callgrind, ko-small, start-up subtracted) =="
  : > "$out/empty.keys"
  ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ {print $4}' | tr -d ,; }
  keys=$(wc -c < "$out/ko-small.keys")
  lh1=$(ir "$out/libhangul_bench" -r 10 "$out/ko-small.keys"); lh0=$(ir "$out/libhangul_bench" -r 10 "$out/empty.keys")
  sy1=$(SWIFT_DETERMINISTIC_HASHING=1 ir "$BENCH" engine --keys "$out/ko-small.keys" --repeat 10)
  sy0=$(SWIFT_DETERMINISTIC_HASHING=1 ir "$BENCH" engine --keys "$out/empty.keys" --repeat 10)
  echo "libhangul $(( (lh1 - lh0) / (keys * 10) )) instructions/key; sykb $(( (sy1 - sy0) / (keys * 10) )) instructions/key"
fi

echo "== gestures + session: per touch event =="
"$BENCH" gestures --script "$out/ko-small.taps"
echo "== suggestions: update after a keystroke =="
"$BENCH" suggestions
echo "== terminal: bytes and time per keystroke, full repaint, start-up =="
"$BENCH" render
echo "== terminal: a keystroke at the end of a long document (100 KB, 1 MB) =="
for kb in 100 1000; do
  echo "document ${kb} KB: $("$BENCH" render --repeat 1000 --document-kb $kb | field keystroke_us_mean) µs/keystroke"
done
echo "== terminal: keystroke latency through a pty, vim side by side (scripts/latency.py) =="
python3 scripts/latency.py --sykb "$SYKB" --keys 500 --json "$out/latency.json"
echo "== spelling: hunspell vs the word lists on misspellings made from the corpus =="
"$BENCH" spelling --words 100 --corpus Tests/Fixtures/corpus
echo "== spelling: peak RSS of sykb run with both dictionaries loaded (scripts/spelling_memory.py) =="
python3 scripts/spelling_memory.py --sykb "$SYKB"
echo "== memory: document + styles + undo per character (100 k and 1 M characters of generated taps) =="
"$BENCH" memory --characters 100000,1000000
echo "== store: opening a full store, PRAGMA quick_check included =="
"$BENCH" store
echo "== TUI soak: peak RSS of sykb run typing random words with learning on (scripts/soak.py; SOAK_SECONDS, default 120; docs/reliability.md's figure is 600) =="
python3 scripts/soak.py --sykb "$SYKB" --seconds "${SOAK_SECONDS:-120}"
echo "== clipboard: peak RSS of sykb run with 20 image items, every preview drawn (scripts/clipboard_memory.py) =="
python3 scripts/clipboard_memory.py --sykb "$SYKB"

#!/usr/bin/env bash
# Checks that the release binary's order file still names the binary's functions.
#
# lld is told --no-warn-symbol-ordering (the Makefile's RELEASE_FLAGS): a name in
# scripts/order/sykb.order that the binary no longer has is skipped without a word. After a
# large change most names can be gone and the order buys nothing; this notices it. It fails
# when fewer than MIN_PERCENT (80) of the order file's names are symbols `nm` finds in the
# binary, and says to run scripts/make-order.sh again.
# Usage: scripts/check-order.sh [binary] [order file]
#   (defaults: .build/release/sykb and scripts/order/sykb.order; MIN_PERCENT=80)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/sykb}
order=${2:-scripts/order/sykb.order}
minimum=${MIN_PERCENT:-80}

for file in "$binary" "$order"; do
  if [[ ! -f $file ]]; then
    echo "check-order: $file is missing" >&2
    exit 2
  fi
done
if ! command -v nm > /dev/null; then
  echo "check-order: nm is not installed (binutils)" >&2
  exit 2
fi

scratch=$(mktemp -d /tmp/sykb-check-order.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
# Every defined symbol, local ones (`t`) too: the order file names static C++ helpers of the
# runtime as well as Swift functions.
nm --defined-only "$binary" | awk 'NF >= 3 { print $3 }' | sort -u > "$scratch/symbols"
grep -v '^[[:space:]]*$' "$order" | sort -u > "$scratch/ordered"
listed=$(wc -l < "$scratch/ordered")
if ((listed == 0)); then
  echo "check-order: $order names no symbol; run scripts/make-order.sh" >&2
  exit 1
fi
if [[ ! -s $scratch/symbols ]]; then
  echo "check-order: nm finds no symbols in $binary (stripped?); cannot check $order" >&2
  exit 2
fi
found=$(comm -12 "$scratch/ordered" "$scratch/symbols" | wc -l)
percent=$((found * 100 / listed))
if ((percent < minimum)); then
  echo "check-order: only $found of the $listed functions in $order ($percent %) are in" \
    "$binary (at least $minimum % wanted): the order file is stale and the binary is laid" \
    "out nearly at random. Run scripts/make-order.sh (a release build and four callgrind" \
    "sessions) and commit the new order." >&2
  exit 1
fi
echo "check-order: $found of $listed ordered functions found in $binary ($percent %)"

#!/bin/sh
# Writes docs/settings-table.md from the binary's settings table (`sykb settings list
# --markdown`), so the documented names, values and defaults are the ones sykb uses.
# Usage: scripts/settings-table.sh [path/to/sykb]   (default: .build/debug/sykb, built first)
set -eu
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/sykb}
if [ $# -eq 0 ]; then swift build --product sykb >/dev/null; fi
home=$(mktemp -d)
tmp=$(mktemp docs/settings-table.md.XXXXXX)
trap 'rm -rf "$home" "$tmp"' EXIT
HOME=$home LC_ALL=C.UTF-8 "$binary" settings list --markdown >"$tmp"
chmod 644 "$tmp"
mv "$tmp" docs/settings-table.md
echo "wrote docs/settings-table.md"

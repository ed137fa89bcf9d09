#!/bin/sh
# The walls between targets that Package.swift alone cannot state:
#   * only Sources/Platform (and the C shim targets, which hold no Swift) import the C
#     library (Glibc, Musl, Darwin); Modules/ may, for log2/exp2;
#   * Sources/KeyboardScreen never imports KeyboardSession (it draws what it is given);
#   * Sources/TerminalKit imports no keyboard module but Hangul (its letters, for stand-ins).
# Prints every offending import as file:line: text and exits 1 when there is one.
# Usage: scripts/check-walls.sh [repository root]
set -u
cd "${1:-$(dirname "$0")/..}" || exit 2

found=0
report() {
  # $1: what is wrong; stdin: grep -n output (file:line:text)
  while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    echo "$hit  <- $1"
    found=1
  done
}

imports='^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+'

report "the C library is imported only in Sources/Platform" <<EOF2
$(grep -rnE --include='*.swift' "${imports}(Glibc|Musl|Darwin)\b" Sources | grep -v '^Sources/Platform/')
EOF2
report "KeyboardScreen must not import KeyboardSession" <<EOF2
$(grep -rnE --include='*.swift' "${imports}KeyboardSession\b" Sources/KeyboardScreen)
EOF2
report "TerminalKit imports no keyboard domain module" <<EOF2
$(grep -rnE --include='*.swift' "${imports}(KeyboardLayouts|Gestures|Suggestions|KeyboardSession)\b" Sources/TerminalKit)
EOF2

if [ "$found" -ne 0 ]; then
  echo "check-walls: imports across a wall (listed above)" >&2
  exit 1
fi
echo "check-walls: ok"

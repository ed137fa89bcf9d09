#!/bin/sh
# The walls between targets that Package.swift alone cannot state:
#   * only Sources/Platform (and the C shim targets, which hold no Swift) import the C
#     library (Glibc, Musl, Darwin); Modules/ may, for log2/exp2;
#   * Sources/KeyboardScreen never imports KeyboardSession (it draws what it is given);
#   * Sources/TerminalKit imports no keyboard module but Hangul (its letters, for stand-ins).
# An import is every form Swift has: `import X`, `internal`/`public`/`package`/`fileprivate`/
# `private import X`, `@testable`, `@preconcurrency`, `@_spi(S)` and other attributes before
# it, and `import func`/`struct`/`enum`/`class`/`protocol`/`typealias`/`var`/`let` `X.y`.
# (`make test` builds with --explicit-target-dependency-import-check error, so a module of the
# package imported without being declared is the compiler's to refuse; these are the rules
# about modules that are declared.)
# And one rule about Hangul's arithmetic: the syllable block's bounds (0xAC00, 0xD7A3, 44032)
# are written only in Modules/Hangul and Tests/HangulTests; everywhere else asks Hangul.
# Before the checks, the import pattern is tried on sample lines (a self-test): a form it
# missed would let an import through every rule unseen.
# Prints every offence as file:line: text and exits 1 when there is one (2 when the
# self-test fails).
# Usage: scripts/check-walls.sh [repository root]
set -u
cd "${1:-$(dirname "$0")/..}" || exit 2

# The start of an import declaration, up to the module's name.
attribute='@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?[[:space:]]+'
modifier='(public|package|internal|fileprivate|private)[[:space:]]+'
kind='(typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+'
imports="^[[:space:]]*(${attribute})*(${modifier})?(${attribute})*import[[:space:]]+(${kind})?"

# Self-test: each line of $1 must match (or, for "no", must not match) imports of Glibc.
self_test() {
  expected=$1 lines=$2
  printf '%s\n' "$lines" | while IFS= read -r line; do
    if printf '%s\n' "$line" | grep -qE "${imports}Glibc\b"; then got=yes; else got=no; fi
    if [ "$got" != "$expected" ]; then
      echo "check-walls: self-test: expected $expected for: $line" >&2
      echo fail
    fi
  done
}
failed=$(
  self_test yes 'import Glibc
  import Glibc
import Glibc  // trailing comment
internal import Glibc
public import Glibc
package import Glibc
fileprivate import Glibc
private import Glibc
@preconcurrency import Glibc
@testable import Glibc
@_spi(Private) import Glibc
@preconcurrency internal import Glibc
@_implementationOnly import Glibc
import func Glibc.write
import struct Glibc.stat
import enum Glibc.Foo
import class Glibc.Bar
import var Glibc.errno
import let Glibc.x
import protocol Glibc.P
import typealias Glibc.T
private import func Glibc.write'
  self_test no '// import Glibc
/// `import Glibc` in a doc comment
import GlibcExtras
import Foundation
let important = Glibc
importGlibc
"import Glibc"'
)
if [ -n "$failed" ]; then
  echo "check-walls: the import pattern misses a form (above); fix it first" >&2
  exit 2
fi

found=0
report() {
  # $1: what is wrong; stdin: grep -n output (file:line:text)
  while IFS= read -r hit; do
    [ -n "$hit" ] || continue
    echo "$hit  <- $1"
    found=1
  done
}

report "the C library is imported only in Sources/Platform" <<EOF2
$(grep -rnE --include='*.swift' "${imports}(Glibc|Musl|Darwin)\b" Sources | grep -v '^Sources/Platform/')
EOF2
report "KeyboardScreen must not import KeyboardSession" <<EOF2
$(grep -rnE --include='*.swift' "${imports}KeyboardSession\b" Sources/KeyboardScreen)
EOF2
report "TerminalKit imports no keyboard domain module" <<EOF2
$(grep -rnE --include='*.swift' "${imports}(KeyboardLayouts|Gestures|Suggestions|KeyboardSession)\b" Sources/TerminalKit)
EOF2
report "the Hangul syllable block is Modules/Hangul's (HangulScalar, HangulSyllable)" <<EOF2
$(grep -rniE --include='*.swift' '\b(0xAC00|0xD7A3|44032)\b' Modules Sources Tests \
  | grep -v -e '^Modules/Hangul/' -e '^Tests/HangulTests/')
EOF2

if [ "$found" -ne 0 ]; then
  echo "check-walls: walls crossed (listed above)" >&2
  exit 1
fi
echo "check-walls: ok"

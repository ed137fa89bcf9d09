#!/usr/bin/env bash
# The session's size, as docs/design.md reports it: the lines of the files that hold the
# `KeyboardSession` type (KeyboardSession.swift and its KeyboardSession+Topic.swift
# extensions), the public members declared in them, and the lines of the whole session
# module. `--check` fails when the session grows past the limits the design keeps.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find Modules/KeyboardSession -name 'KeyboardSession.swift' -o -name 'KeyboardSession+*.swift' | sort)
lines=$(cat $files | wc -l)
public=$(cat $files | grep -cE '^\s*public ' || true)
module=$(find Modules/KeyboardSession -name '*.swift' -print0 | xargs -0 cat | wc -l)
echo "KeyboardSession: $lines lines in $(echo "$files" | wc -l) files, $public public members"
echo "the session module: $module lines"
if [ "${1:-}" = "--check" ]; then
  status=0
  [ "$lines" -le 1500 ] || { echo "KeyboardSession is over 1,500 lines" >&2; status=1; }
  [ "$public" -le 70 ] || { echo "KeyboardSession has over 70 public members" >&2; status=1; }
  [ "$module" -le 6000 ] || { echo "the session module is over 6,000 lines" >&2; status=1; }
  exit $status
fi

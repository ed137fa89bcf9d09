#!/bin/sh
# A grammar-pass provider for sykb's `command` reply provider, using hunspell alone: every
# word hunspell does not know and has a suggestion for is replaced by its first suggestion;
# spacing and grammar are left as they are (hunspell checks words only). docs/grammar-pass.md
#
#   sykb settings set reply-provider command
#   sykb settings set reply-command "sh /path/to/scripts/grammar-hunspell.sh"
#
# sykb runs it with SYKB_REQUEST=grammar and the field's text on standard input; it prints
# the corrected text. Asked for replies instead, it says so and exits 2 (the bar shows the
# reason). SYKB_HUNSPELL_DICTS picks the dictionary (hunspell -d; default en_US).
set -eu
if [ "${SYKB_REQUEST:-}" != grammar ]; then
  echo "grammar-hunspell.sh only corrects spelling (the grammar pass)" >&2
  exit 2
fi
dicts=${SYKB_HUNSPELL_DICTS:-en_US}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/text"
# `^` makes hunspell check each line as it is; `& word n offset: first, …` names a word it
# does not know, with suggestions.
sed 's/^/^/' "$work/text" | hunspell -a -i utf-8 -d "$dicts" > "$work/check"
awk 'BEGIN { FS = "[ ]"; OFS = " " }
  NR == FNR {
    if ($1 == "&") { s = $0; sub(/^[^:]*: /, "", s); sub(/,.*/, "", s); fix[$2] = s }
    next
  }
  {
    for (i = 1; i <= NF; i++) {
      w = $i; lead = ""; trail = ""
      if (match(w, /^[("]+/)) { lead = substr(w, 1, RLENGTH); w = substr(w, RLENGTH + 1) }
      if (match(w, /[.,!?;:)"]+$/)) { trail = substr(w, RSTART); w = substr(w, 1, RSTART - 1) }
      # A Latin word takes a Latin suggestion only, a Hangul word a Hangul one (the English
      # dictionary would turn 두 into e).
      if ((w in fix) && ((w ~ /^[ -~]+$/) == (fix[w] ~ /^[ -~]+$/))) $i = lead fix[w] trail
    }
    print
  }' "$work/check" "$work/text"

#!/usr/bin/env bash
# Checks that the repository's references can be followed by someone who clones it:
#   * every `§n` / `§n.m` cited in Modules, Sources, Tests, scripts, docs and README.md is a
#     heading of docs/behaviour.md (`## §3 …`, `### §3.2 …`);
#   * no code, test, script or document names an issue number (the word followed by a number);
#   * nothing points into a folder outside the repository (the patterns are below).
# Prints file:line: problem for each finding and exits 1 when there is one (2 when run from
# the wrong place). Usage: scripts/check-docs.sh (from anywhere inside the repository).
set -u
cd "$(dirname "$0")/.." || exit 2

behaviour=docs/behaviour.md
if [[ ! -f $behaviour ]]; then
  echo "check-docs: $behaviour is missing" >&2
  exit 2
fi

checked=(Modules Sources Tests scripts docs README.md)
self=scripts/check-docs.sh
failures=0

# The sections docs/behaviour.md defines: "§3.2" from "### §3.2 Double consonants".
sections=$(grep -oE '^#+ §[0-9]+(\.[0-9]+)*' "$behaviour" | grep -oE '§[0-9.]+' | sort -u)

# Every § citation, with its place.
while IFS= read -r hit; do
  place=${hit%%:§*}
  ref=${hit##*:}
  ref=${ref%.}
  if ! grep -qxF -- "$ref" <<<"$sections"; then
    echo "$place: $ref has no heading in $behaviour"
    failures=$((failures + 1))
  fi
done < <(grep -rnoE --binary-files=without-match '§[0-9]+(\.[0-9]+)*' "${checked[@]}" | grep -v "^$self:")

report() {  # report DESCRIPTION PATTERN
  local description=$1 pattern=$2
  while IFS= read -r hit; do
    echo "${hit%%:*}:$(cut -d: -f2 <<<"$hit"): $description"
    failures=$((failures + 1))
  done < <(grep -rnIiE -- "$pattern" "${checked[@]}" | grep -v "^$self:")
}

report "names an issue number; say what is meant instead" '\bissues? #?[0-9]+'
report "points into a folder outside the repository" '\.\./shared|/work/shared|(^|[^A-Za-z])shared/(spec|bench|conventions)'

if ((failures > 0)); then
  echo "check-docs: $failures problem(s)" >&2
  exit 1
fi
echo "check-docs: every § resolves; no issue numbers or outside paths"

#!/usr/bin/env bash
# Regenerates the third-party notices in licenses/ from the Debian packages' own copyright
# files (/usr/share/doc/PACKAGE/copyright) and the common licence texts they refer to.
# licenses/index.tsv is the one list: component, notice file, Debian package the text comes
# from, the Package.swift targets / linked libraries and Makefile packages it covers.
# Hand-written notices (sykb.txt, wordfreq.txt, test-corpus.txt) have "-" as their source.
#   bash scripts/update-licenses.sh          # rewrite the copied files
#   bash scripts/update-licenses.sh --check  # exit 1 if a copied file differs from the system
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[[ "${1:-}" == "--check" ]] && check=1
status=0
copy() {  # copy SOURCE DEST
  if [[ ! -r "$1" ]]; then
    echo "update-licenses: $1 is missing (install the package: make deps)" >&2
    status=1
    return
  fi
  if (( check )); then
    cmp -s "$1" "$2" || { echo "update-licenses: $2 differs from $1" >&2; status=1; }
  else
    cp "$1" "$2"
  fi
}
while IFS=$'\t' read -r component file source _rest; do
  [[ -z "$component" || "$component" == \#* || "$source" == "-" ]] && continue
  copy "/usr/share/doc/$source/copyright" "licenses/$file"
done < licenses/index.tsv
for name in Apache-2.0 GPL-2 GPL-3 LGPL-2.1 LGPL-3 CC0-1.0; do
  copy "/usr/share/common-licenses/$name" "licenses/common-$name.txt"
done
exit $status

#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are not installed yet.
# As root it runs apt-get directly; otherwise through sudo. `--dry-run` prints the commands
# instead of running them (CI checks the generated command that way).
set -euo pipefail
dry=0
if [ "${1:-}" = "--dry-run" ]; then dry=1; shift; fi
missing=()
for p in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
prefix=()
if [ "${SYKB_AS_USER:-$(id -u)}" != 0 ]; then
  if ! command -v sudo >/dev/null 2>&1 && [ $dry = 0 ]; then
    echo "install-deps: missing packages (${missing[*]}) and no sudo: install them as root" >&2
    exit 1
  fi
  prefix=(sudo)
fi
run() {
  if [ $dry = 1 ]; then echo "+ $*"; else "$@"; fi
}
run "${prefix[@]}" apt-get update -qq
run "${prefix[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"

#!/usr/bin/env bash
# Checks the install path of `make deps` with a package that is surely missing, as root and as
# a normal user, without installing anything (--dry-run prints the commands it would run).
set -euo pipefail
cd "$(dirname "$0")/.."
fake=sykb-no-such-package-for-ci
fail() { echo "install-deps check failed: $*" >&2; exit 1; }
root=$(SYKB_AS_USER=0 bash scripts/install-deps.sh --dry-run "$fake")
grep -qx "+ apt-get update -qq" <<<"$root" || fail "as root: no plain apt-get update in: $root"
grep -qx "+ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $fake" <<<"$root" \
  || fail "as root: bad install command in: $root"
user=$(SYKB_AS_USER=1000 bash scripts/install-deps.sh --dry-run "$fake")
grep -qx "+ sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $fake" <<<"$user" \
  || fail "as a user: bad install command in: $user"
# The commands must also run in a shell: the generated install command is valid when `env`
# exists and accepts the assignment (the old Makefile failed with
# "DEBIAN_FRONTEND=noninteractive: not found" when $SUDO was empty).
env DEBIAN_FRONTEND=noninteractive true || fail "env cannot run the assignment"
present=$(SYKB_AS_USER=0 bash scripts/install-deps.sh --dry-run bash)
[ -z "$present" ] || fail "an installed package was scheduled for install: $present"
echo "install-deps: root and user commands OK"

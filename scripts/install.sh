#!/usr/bin/env bash
# Installs sykb under $DESTDIR$PREFIX (PREFIX default /usr/local), or removes it again:
#
#   scripts/install.sh BINARY          bin/sykb, share/sykb/{layouts,lexicons,licenses},
#                                      share/man/man1/sykb.1 (English), share/man/ko/man1/
#                                      sykb.1 (Korean) and the bash, zsh and fish completions
#                                      (the last five written by BINARY itself, in the
#                                      language they say whatever the installer's locale)
#   scripts/install.sh --uninstall     removes exactly those files (and the folders they
#                                      leave empty under share/sykb)
#
# `make install` / `make uninstall` call it with the release binary; a test calls it with the
# debug one. The installed binary finds its data at <bin>/../share/sykb, so a DESTDIR or a
# moved installation works from any directory.
set -euo pipefail
uninstall=0
if [ "${1:-}" = "--uninstall" ]; then uninstall=1; shift; fi
prefix=${PREFIX:-/usr/local}
root="${DESTDIR:-}$prefix"
here=$(cd "$(dirname "$0")/.." && pwd)
data_dirs=(layouts lexicons licenses)
generated=(
  "share/man/man1/sykb.1:man --language en"
  "share/man/ko/man1/sykb.1:man --language ko"
  "share/bash-completion/completions/sykb:completions --language en bash"
  "share/zsh/site-functions/_sykb:completions --language en zsh"
  "share/fish/vendor_completions.d/sykb.fish:completions --language en fish"
)

if [ $uninstall = 1 ]; then
  rm -f "$root/bin/sykb"
  for entry in "${generated[@]}"; do rm -f "$root/${entry%%:*}"; done
  for dir in "${data_dirs[@]}"; do
    for file in "$here/$dir"/*; do rm -f "$root/share/sykb/$dir/$(basename "$file")"; done
    if [ -d "$root/share/sykb/$dir" ]; then
      rmdir --ignore-fail-on-non-empty "$root/share/sykb/$dir"
    fi
  done
  if [ -d "$root/share/sykb" ]; then rmdir --ignore-fail-on-non-empty "$root/share/sykb"; fi
  echo "removed sykb from $root"
  exit 0
fi

binary=${1:?usage: scripts/install.sh [--uninstall] BINARY}
[ -x "$binary" ] || { echo "install.sh: $binary: no such executable (build it first)" >&2; exit 2; }
install -d "$root/bin"
install -m 0755 "$binary" "$root/bin/sykb"
for dir in "${data_dirs[@]}"; do
  install -d "$root/share/sykb/$dir"
  install -m 0644 "$here/$dir"/* "$root/share/sykb/$dir/"
done
for entry in "${generated[@]}"; do
  path="$root/${entry%%:*}"
  install -d "$(dirname "$path")"
  # shellcheck disable=SC2086  # the command's words
  "$binary" ${entry#*:} > "$path.tmp"
  chmod 0644 "$path.tmp"
  mv "$path.tmp" "$path"
done
echo "installed sykb $("$binary" --version | cut -d' ' -f2) in $root"

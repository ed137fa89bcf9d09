#!/usr/bin/env bash
# Held keys in a real terminal that speaks the kitty keyboard protocol: kitty under Xvfb,
# driven with xdotool keydown/keyup (Debian packages kitty, xdotool, xvfb). Each case starts
# a fresh kitty running `sykb run` on 나랏글 in grid-keys mode (the key `1` is ㄱ), sends
# the keys, quits with Ctrl-Q and compares the text sykb wrote with --output:
#
#   a key held 0.8 s   the long press: what `sykb replay` makes of `press ㄱ 800`
#   a key held 0.2 s   a tap: ㄱ
#   1 down, 2 down, 1 up, 2 up   a roll-over: ㄱㄴ
#
# and, when xterm is installed, a stock xterm (its metaSendsEscape off: Alt-2 alone would send
# `²`) on QWERTY: `hel`, then Alt-2 picks the bar's second cell, `help`.
#
#   SYKB      the binary (default .build/debug/sykb)
#   DISPLAY   an X display to use; without it an Xvfb is started on :97 and stopped after
#
#   scripts/real-terminal-keys.sh
set -euo pipefail
cd "$(dirname "$0")/.."
sykb=$(realpath "${SYKB:-.build/debug/sykb}")
for tool in kitty xdotool; do
  command -v "$tool" >/dev/null || { echo "real-terminal-keys: $tool is not installed" >&2; exit 2; }
done
work=$(mktemp -d)
xvfb=""
cleanup() {
  if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
  command -v Xvfb >/dev/null || { echo "real-terminal-keys: Xvfb is not installed" >&2; exit 2; }
  Xvfb :97 -screen 0 1280x800x24 >"$work/xvfb.log" 2>&1 &
  xvfb=$!
  export DISPLAY=:97
  for _ in $(seq 1 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
fi
mkdir -p "$work/home/.config/sykb"
printf 'grid-keys = on\n' >"$work/home/.config/sykb/settings.conf"
cat >"$work/run.sh" <<EOF
#!/bin/sh
export HOME='$work/home' LANG=C.UTF-8 TERM=xterm-256color
exec '$sykb' run --keyboard naratgeul --output '$work/out.txt' --log '$work/log'
EOF
chmod +x "$work/run.sh"

# Runs one case: $1 its name, $2 the expected text, $3 the xdotool steps ($W is the window).
failures=0
case_() {
  local name=$1 expected=$2 steps=$3
  rm -f "$work/out.txt" "$work/log"
  local before
  before=$(xdotool search --class kitty 2>/dev/null || true)
  kitty --config NONE -o linux_display_server=x11 "$work/run.sh" >"$work/kitty.log" 2>&1 &
  local kitty=$!
  # The keyboard is up and has pushed the key reports once the log says so.
  for _ in $(seq 1 200); do grep -q "key events on" "$work/log" 2>/dev/null && break; sleep 0.05; done
  if ! grep -q "key events on" "$work/log" 2>/dev/null; then
    echo "$name: kitty did not report key events (see $work/kitty.log)"
    kill "$kitty" 2>/dev/null || true
    failures=$((failures + 1))
    return
  fi
  # Its window: the kitty window that was not there before this case.
  W=""
  for _ in $(seq 1 100); do
    W=$(xdotool search --class kitty 2>/dev/null | grep -vxF -f <(printf '%s\n' $before) | tail -1 || true)
    [ -n "$W" ] && break
    sleep 0.05
  done
  xdotool windowfocus "$W" 2>/dev/null || true
  eval "$steps"
  sleep 0.3
  # sykb quits on the press: the release may find the window gone.
  xdotool key --window "$W" ctrl+q 2>/dev/null || true
  wait "$kitty" || true
  local got
  got=$(cat "$work/out.txt" 2>/dev/null || true)
  if [ "$got" = "$expected" ]; then
    echo "ok   $name: $got"
  else
    echo "FAIL $name: got '$got', expected '$expected'"
    failures=$((failures + 1))
  fi
}

printf 'press ㄱ 800\n' >"$work/long.replay"
long=$(HOME="$work/home" "$sykb" replay --keyboard naratgeul "$work/long.replay" | tail -1)
case_ "held 0.8 s" "$long" 'xdotool keydown --window $W 1; sleep 0.8; xdotool keyup --window $W 1'
case_ "held 0.2 s" "ㄱ" 'xdotool keydown --window $W 1; sleep 0.2; xdotool keyup --window $W 1'
case_ "roll-over" "ㄱㄴ" 'xdotool keydown --window $W 1; sleep 0.1; xdotool keydown --window $W 2;
  sleep 0.1; xdotool keyup --window $W 1; sleep 0.1; xdotool keyup --window $W 2'
if command -v xterm >/dev/null; then
  cat >"$work/xrun.sh" <<EOF
#!/bin/sh
export HOME='$work/home' LANG=C.UTF-8 TERM=xterm-256color
exec '$sykb' run --keyboard qwerty --field autocapitalization=none --output '$work/out.txt' --log '$work/log'
EOF
  chmod +x "$work/xrun.sh"
  printf '' >"$work/home/.config/sykb/settings.conf"
  rm -f "$work/out.txt" "$work/log"
  before=$(xdotool search --class xterm 2>/dev/null || true)
  xterm -e "$work/xrun.sh" >"$work/xterm.log" 2>&1 &
  xterm=$!
  for _ in $(seq 1 200); do grep -q "terminal reply" "$work/log" 2>/dev/null && break; sleep 0.05; done
  W=""
  for _ in $(seq 1 100); do
    W=$(xdotool search --class xterm 2>/dev/null | grep -vxF -f <(printf '%s\n' $before) | tail -1 || true)
    [ -n "$W" ] && break
    sleep 0.05
  done
  # xterm ignores sent events (allowSendEvents): these go through XTEST to the focused window.
  xdotool windowfocus "$W" 2>/dev/null || true
  sleep 0.3
  xdotool type --delay 80 hel
  sleep 0.5
  xdotool key alt+2
  sleep 0.5
  xdotool key ctrl+q 2>/dev/null || true
  wait "$xterm" || true
  got=$(cat "$work/out.txt" 2>/dev/null || true)
  if [ "$got" = "help" ]; then
    echo "ok   xterm Alt-2: $got"
  else
    echo "FAIL xterm Alt-2: got '$got', expected 'help'"
    failures=$((failures + 1))
  fi
fi
exit $((failures > 0))

#!/bin/sh
# A fake `command` reply provider for sykb's tests: the message arrives on
# standard input. FAKE_REPLY_MODE picks the behaviour: ok (default) answers three lines,
# slow sleeps 60 s (far longer than the timeouts tests set), fail exits 3 with a message on stderr. Each message is appended to
# FAKE_REPLY_LOG when it is set.
message=$(cat)
if [ -n "$FAKE_REPLY_LOG" ]; then printf '%s\n' "$message" >> "$FAKE_REPLY_LOG"; fi
case "${FAKE_REPLY_MODE:-ok}" in
  slow) sleep 60; echo late ;;
  fail) echo "provider is down" >&2; exit 3 ;;
  *) printf '1. 알겠어요\n2. Got it: %s\n\n3. 고마워요\n' "$message" ;;
esac

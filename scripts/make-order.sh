#!/usr/bin/env bash
# Writes scripts/order/sykb.order: the functions a keyboard session runs, for lld's
# --symbol-ordering-file (the Makefile's RELEASE_FLAGS), so that the code a session needs sits
# together at the start of the binary instead of spread over its 11 MB.
#
# Why: the kernel maps code 64 KB around every page fault (fault-around), so code used from
# many places of the binary makes most of it resident. With the functions that run placed
# first, a just-started keyboard holds ≈ 3.5 MB less of the binary (docs/reliability.md).
#
# How: a release build with every function in its own section, run under callgrind by
# scripts/soak.py on each keyboard (typing with learning, spelling, saves), and the names of
# the sykb functions that ran, in the order first seen. A stale list is harmless: functions no
# longer there are skipped, new ones go after the listed ones (only memory changes, never
# behaviour). Run it again after large changes:  bash scripts/make-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${SECONDS_EACH:-45}
scratch=$(mktemp -d /tmp/sykb-order.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
swift build -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
  -Xswiftc -Xfrontend -Xswiftc -function-sections --scratch-path "$scratch/build"
strip -g -o "$scratch/sykb" "$scratch/build/release/sykb"
profiles=()
for keyboard in naratgeul cheonjiin dubeolsik qwerty; do
  cat > "$scratch/run-$keyboard" <<WRAP
#!/bin/sh
exec valgrind --tool=callgrind --callgrind-out-file=$scratch/$keyboard.cg --demangle=no \
  --dump-instr=no --compress-strings=no $scratch/sykb "\$@"
WRAP
  chmod +x "$scratch/run-$keyboard"
  SYKB_HOME="$PWD" SYKB_LAYOUTS="$PWD/layouts" SWIFT_BACKTRACE=enable=no \
    python3 scripts/soak.py --sykb "$scratch/run-$keyboard" --keyboard "$keyboard" \
    --seconds "$SECONDS_EACH" --sample 15 > "$scratch/$keyboard.soak" 2>&1 || true
  profiles+=("$scratch/$keyboard.cg")
done
mkdir -p scripts/order
python3 - "${profiles[@]}" > scripts/order/sykb.order <<'PY'
import sys
seen, names = set(), []
for path in sys.argv[1:]:
    obj = None
    for line in open(path, errors="replace"):
        if line.startswith("ob="):
            obj = line[3:].strip()
        elif line.startswith("fn=") and obj and obj.endswith("/sykb"):
            name = line[3:].strip()
            if not name.startswith("0x") and name not in seen:
                seen.add(name)
                names.append(name)
print("\n".join(names))
PY
echo "scripts/order/sykb.order: $(wc -l < scripts/order/sykb.order) functions"
# The new order against the binary it was taken from (what `make release` checks after each build).
bash scripts/check-order.sh "$scratch/build/release/sykb" scripts/order/sykb.order

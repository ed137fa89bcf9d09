#!/usr/bin/env python3
"""Time from exec to the first full frame of `sykb run`, with an empty and with full learning
stores, and peak resident memory at that moment.

For each store (`empty`, then `sykb-bench store --fill` with --continuations 6 — the model's
limits in all three languages, ≈ 260,000 rows — and 24, the worst case the limits allow,
≈ 980,000 rows) a fresh HOME is made, the store is filled there, and `sykb run` is started
--repeat times in its own pseudo-terminal (80x24, TERM=xterm-256color, C.UTF-8). The time of
the first frame is when the screen's output first holds the keyboard's bottom border (`╰`,
the last row ncurses draws of the grid); the frame is written in one refresh. sykb is then
quit with Ctrl-Q. Prints, per store, the median and worst first-frame times and VmHWM then:

  store=empty rows=0 first_frame_ms_median=… first_frame_ms_max=… peak_rss_kb=…

  python3 scripts/startup.py --sykb .build/release/sykb --repeat 5

Exit status: 0, 1 when a start never drew its frame within 10 s, 2 bad arguments.
"""
import argparse
import fcntl
import os
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from soak import environment, status_kb  # noqa: E402  (the soak's fresh user and /proc reading)


def first_frame(sykb, env, keyboard):
    """Starts sykb in a pty; returns (ms to the first frame, VmHWM in KB) or None."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(master)
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        if slave > 2:
            os.close(slave)
        try:
            os.execve(sykb, [sykb, "run", "--keyboard", keyboard], env)
        finally:
            os._exit(127)
    os.close(slave)
    seen = b""
    elapsed = None
    deadline = t0 + 10
    border = "╰".encode()
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if not ready:
            continue
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        seen += data
        if border in seen:
            elapsed = (time.monotonic() - t0) * 1000
            break
    peak = status_kb(pid, "VmHWM")
    try:
        os.write(master, b"\x11")  # Ctrl-Q
        end = time.monotonic() + 5
        while time.monotonic() < end:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    os.read(master, 65536)
                except OSError:
                    pass
        else:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
    finally:
        os.close(master)
    return None if elapsed is None else (elapsed, peak)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sykb", default=".build/release/sykb")
    parser.add_argument("--keyboard", default="naratgeul")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--stores", default="empty,6,24",
        help="comma-separated: empty, or continuations per context for a full store")
    args = parser.parse_args()
    if not os.access(args.sykb, os.X_OK) or args.repeat < 1:
        print("startup: need an executable --sykb and --repeat >= 1", file=sys.stderr)
        return 2
    sykb = os.path.abspath(args.sykb)
    status = 0
    for store in args.stores.split(","):
        home = tempfile.mkdtemp(prefix="sykb-startup-")
        try:
            env = environment(home)
            rows = 0
            if store != "empty":
                out = subprocess.run(
                    [os.path.join(os.path.dirname(sykb), "sykb-bench"), "store", "--continuations", store,
                     "--fill", home + "/data/sykb/learning.sqlite"],
                    env=env, capture_output=True, text=True)
                if out.returncode != 0:
                    print(f"startup: filling a store failed: {out.stderr.strip()}", file=sys.stderr)
                    return 1
                rows = int(out.stdout.strip().split("=")[1])
            times, peaks = [], []
            for _ in range(args.repeat):
                result = first_frame(sykb, env, args.keyboard)
                if result is None:
                    print(f"startup: store={store}: no frame within 10 s", file=sys.stderr)
                    status = 1
                    continue
                times.append(result[0])
                if result[1]:
                    peaks.append(result[1])
            if times:
                times.sort()
                print(f"store={store} rows={rows} "
                      f"first_frame_ms_median={times[len(times) // 2]:.1f} "
                      f"first_frame_ms_max={times[-1]:.1f} "
                      f"peak_rss_kb={max(peaks) if peaks else 0}")
        finally:
            shutil.rmtree(home, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())

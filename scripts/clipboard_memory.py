#!/usr/bin/env python3
"""Peak memory of `sykb run` with 20 image items in the clipboard history.

Makes 20 distinct 1600x1200 PNGs, adds them with `sykb clipboard add --image`, starts the
keyboard in tmux with clipboard history and Full Access on, opens the 📋 panel and scrolls
through every item (so every preview is drawn), then reads VmHWM (peak RSS) from /proc.

    python3 scripts/clipboard_memory.py [--sykb .build/release/sykb]
prints `peak_rss_kb=…` and `limit_kb=30720` and exits 1 when the peak is over the limit.
"""
import argparse, os, shutil, struct, subprocess, sys, tempfile, time, unicodedata, zlib


def png(width, height, seed):
    base = bytes(((i * 7 + seed * 40) ^ (i // 97)) & 0xFF for i in range(width * 3))
    rows = bytearray()
    for y in range(height):
        shift = (y * 3) % len(base)
        rows += b"\0" + base[shift:] + base[:shift]

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b"")


def width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sykb", default=".build/release/sykb")
    parser.add_argument("--items", type=int, default=20)
    args = parser.parse_args()
    sykb = os.path.abspath(args.sykb)
    home = tempfile.mkdtemp(prefix="sykb-clipboard-memory-")
    env = dict(os.environ, HOME=home, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    os.makedirs(home + "/.config/sykb")
    with open(home + "/.config/sykb/settings.conf", "w") as f:
        f.write("clipboard-history = on\nfull-access = on\n")
    for i in range(args.items):
        path = f"{home}/image{i}.png"
        with open(path, "wb") as f:
            f.write(png(1600, 1200, i))
        subprocess.run([sykb, "clipboard", "add", "--image", path], env=env, check=True, stdout=subprocess.DEVNULL)
    socket = f"sykb-memory-{os.getpid()}"
    tmux = ["tmux", "-L", socket]
    command = f"env HOME={home} LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color {sykb} run --keyboard qwerty; sleep 30"
    subprocess.run(tmux + ["new-session", "-d", "-s", "m", "-x", "100", "-y", "40", command], check=True)
    try:
        def screen():
            return subprocess.run(tmux + ["capture-pane", "-p", "-t", "m"], capture_output=True, text=True).stdout.split("\n")

        deadline = time.time() + 10
        button = None
        while time.time() < deadline and button is None:
            for row, line in enumerate(screen()):
                if "📋" in line:
                    button = (width(line[: line.index("📋")]), row)
            time.sleep(0.1)
        if button is None:
            sys.exit("the 📋 button never appeared")
        column, row = button
        click = f"\x1b[<0;{column + 1};{row + 1}M\x1b[<0;{column + 1};{row + 1}m"
        subprocess.run(tmux + ["send-keys", "-t", "m", "-l", click], check=True)
        time.sleep(1)
        for _ in range(args.items):
            subprocess.run(tmux + ["send-keys", "-t", "m", "Down"], check=True)
            time.sleep(0.1)
        time.sleep(0.5)
        shown = "\n".join(screen())
        pane = subprocess.run(tmux + ["display-message", "-p", "-t", "m", "#{pane_pid}"], capture_output=True, text=True).stdout.strip()
        children = subprocess.run(["pgrep", "-P", pane], capture_output=True, text=True).stdout.split()
        pid = next(p for p in children if os.path.basename(os.readlink(f"/proc/{p}/exe")) == "sykb")
        with open(f"/proc/{pid}/status") as f:
            status = dict(line.split(":", 1) for line in f if ":" in line)
        peak = int(status["VmHWM"].split()[0])
        print(f"items={args.items} previews_visible={'1600×1200 PNG' in shown} peak_rss_kb={peak} limit_kb={30 * 1024}")
        sys.exit(0 if peak < 30 * 1024 else 1)
    finally:
        subprocess.run(tmux + ["kill-server"], stderr=subprocess.DEVNULL)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()

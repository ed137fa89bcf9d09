#!/usr/bin/env python3
"""Keystroke latency of a running sykb while another process copies hostile images.

The keyboard (qwerty, Full Access and clipboard history on, its own HOME and XDG
directories) runs in a real pty as in scripts/latency.py. Keys are typed one at a
time and timed exactly as latency.py's `keys` phase does (t0 right before the
write, latency = the read that shows the key's letter in the field - t0), while
a second thread runs `sykb clipboard copy --image FILE` in turn for each image
below, with the same environment, --gap-ms apart:

  bomb-20k    a progressive JPEG (convert -interlace JPEG) whose last scan, header
              and data, is repeated 20,000 more times before EOI (~0.8 MB)
  bomb-100k   the same, 100,000 times (~4 MB)
  zeros-7000  a 7000x7000 PNG of zeros (~190 KB; a 0.5 s decode)
  huge-header a PNG whose header says 30000x30000
  half-png    the first half of a 640x480 PNG
  cmyk        a 640x480 CMYK JPEG (convert -colorspace CMYK)

Each image is copied --rounds times. A key whose latency is over 16 ms is
counted (`over 16 ms`); the per-key timeout is --key-timeout s (default 30, so
a frozen keyboard shows as one long latency, not as timeouts).

Usage:
  python3 scripts/clipboard-latency.py                        # .build/release or debug
  python3 scripts/clipboard-latency.py --sykb /path/to/sykb --keys 300 --json out.json

Exit status: 0 ok, 1 the keyboard died or a key timed out, 2 a missing tool or
bad arguments.
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import latency  # noqa: E402  (the pty session and the terminal model)

now = latency.now


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_zeros(width, height):
    """A greyscale PNG of zeros, compressed row by row (never whole in memory)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    compressor = zlib.compressobj(9)
    row = b"\0" * (width + 1)
    data = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def convert(arguments, path):
    subprocess.run(["convert"] + arguments + [path], check=True, stdout=subprocess.DEVNULL)
    with open(path, "rb") as f:
        return f.read()


def scan_bomb(progressive, repeats):
    scan = progressive.rfind(b"\xff\xda")
    end = progressive.rfind(b"\xff\xd9")
    return progressive[:scan] + progressive[scan:end] * (repeats + 1) + progressive[end:]


def make_images(directory):
    progressive = convert(["-size", "64x48", "gradient:red-blue", "-interlace", "JPEG"],
                          os.path.join(directory, "progressive.jpg"))
    photo = convert(["-size", "640x480", "gradient:red-blue"], os.path.join(directory, "photo.png"))
    convert(["-size", "640x480", "gradient:red-blue", "-colorspace", "CMYK"], os.path.join(directory, "cmyk.jpg"))
    huge = bytearray(photo[:33])
    huge[16:24] = struct.pack(">II", 30000, 30000)
    huge[29:33] = struct.pack(">I", zlib.crc32(bytes(huge[12:29])) & 0xFFFFFFFF)
    images = {
        "bomb-20k": scan_bomb(progressive, 20000),
        "bomb-100k": scan_bomb(progressive, 100000),
        "zeros-7000": png_zeros(7000, 7000),
        "huge-header": bytes(huge) + photo[33:],
        "half-png": photo[: len(photo) // 2],
    }
    paths = {}
    for name, data in images.items():
        path = os.path.join(directory, name + (".jpg" if name.startswith("bomb") else ".png"))
        with open(path, "wb") as f:
            f.write(data)
        paths[name] = path
    paths["cmyk"] = os.path.join(directory, "cmyk.jpg")
    return paths


def settings(env, images=True):
    config = os.path.join(env["XDG_CONFIG_HOME"], "sykb")
    os.makedirs(config, mode=0o700, exist_ok=True)
    with open(os.path.join(config, "settings.conf"), "w") as f:
        f.write("clipboard-history = on\nfull-access = on\n")
        if not images:                      # --no-record: the same copies, nothing decoded
            f.write("clipboard-image-history = off\n")
    os.chmod(os.path.join(config, "settings.conf"), 0o600)


def copier(sykb, env, order, gap, copies, stop, nice):
    """Copies each image in turn until the list is done or `stop` is set."""
    prefix = ["nice", "-n", str(nice)] if nice else []
    for name, path in order:
        if stop.is_set():
            return
        t0 = now()
        done = subprocess.run(prefix + [sykb, "clipboard", "copy", "--image", path], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        copies.append({"image": name, "at_s": t0, "copy_ms": (now() - t0) * 1000,
                       "status": done.returncode, "said": done.stderr.decode("utf-8", "replace").strip()})
        stop.wait(gap)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sykb", metavar="PATH", help="sykb binary (default .build/release/sykb, else .build/debug/sykb)")
    ap.add_argument("--keys", type=int, default=400, help="keys typed (default 400)")
    ap.add_argument("--rounds", type=int, default=2, help="times each image is copied (default 2)")
    ap.add_argument("--gap-ms", type=float, default=300, help="pause between two copies (default 300)")
    ap.add_argument("--key-timeout", type=float, default=30.0, help="per-key timeout in s (default 30)")
    ap.add_argument("--pace-ms", type=float, default=5.0, help="pause after each key's echo (default 5)")
    ap.add_argument("--only", action="append", default=[], metavar="IMAGE",
                    help="copy only this image (repeatable): bomb-20k, bomb-100k, zeros-7000, huge-header, half-png, cmyk")
    ap.add_argument("--no-record", action="store_true",
                    help="image history off: the same copies, the keyboard decodes nothing (a control)")
    ap.add_argument("--copy-nice", type=int, default=0,
                    help="run the copying app under nice N (default 0: it competes for the CPU like any app)")
    ap.add_argument("--json", metavar="FILE", help="every figure and each key's latency")
    args = ap.parse_args()
    sykb = args.sykb or next((p for p in (os.path.join(latency.ROOT, ".build", b, "sykb") for b in ("release", "debug"))
                              if os.path.exists(p)), None)
    if not sykb or not os.access(sykb, os.X_OK):
        print("clipboard-latency.py: no sykb binary (build it, or pass --sykb PATH)", file=sys.stderr)
        return 2
    if not shutil.which("convert"):
        print("clipboard-latency.py: ImageMagick's convert is needed", file=sys.stderr)
        return 2
    sykb = os.path.abspath(sykb)
    directory = tempfile.mkdtemp(prefix="sykb-hostile-")
    paths = make_images(directory)
    names = [name for name in paths if not args.only or name in args.only]
    order = [(name, paths[name]) for _ in range(args.rounds) for name in names]

    target = latency.Target("qwerty", "sykb", "qwerty", [sykb, "run", "--keyboard", "qwerty", "--field",
                                                         "autocapitalization=none"], False, b"", [(b"\x11", 0.0)], None)
    # latency.start with a settings file written before the keyboard starts
    original = latency.Session
    latency.Session = lambda *a, **k: original(
        *a, setup=lambda env: settings(env, images=not args.no_record), **k)
    try:
        s, info = latency.start(target, args, lambda m: print(m, file=sys.stderr))
    finally:
        latency.Session = original
    letters = "etaoinshrdlcumwfgypbvkjxqz"
    copies, stop = [], threading.Event()
    thread = threading.Thread(target=copier, args=(sykb, s.env, order, args.gap_ms / 1000, copies, stop, args.copy_nice))
    latencies, timeouts, died = [], 0, False
    t_first = now()
    thread.start()
    typed, copying = 0, now()
    try:
        # At least --keys keys, and on until 3 s after the last copy (the keyboard's work on it).
        while True:
            if thread.is_alive():
                copying = now()
            if typed >= args.keys and now() - copying >= 3.0:
                break
            key = letters[typed % len(letters)]
            typed += 1
            s.screen.reset_text()
            s.screen.collect = True
            t0 = now()
            s.write(key.encode(), cap=args.key_timeout)
            done = None
            while done is None and now() - t0 < args.key_timeout:
                t = s.read_once(max(0.0, args.key_timeout - (now() - t0)))
                if t is not None and key in s.screen.text_str():
                    done = t
            s.screen.collect = False
            if done is None:
                timeouts += 1
                if not s.alive():
                    died = True
                    break
            else:
                latencies.append({"at_s": t0, "ms": (done - t0) * 1000})
            s.wait_idle(0.003, 1.0)
            s.drain_for(args.pace_ms / 1000)
    finally:
        stop.set()
        thread.join()
        s.close(target.quit_steps)
    values = sorted(x["ms"] for x in latencies)
    figures = latency.stats(values)
    over = [x for x in latencies if x["ms"] > 16]
    print("sykb %s: %d keys while %d copies of %d hostile images ran (%.1f s)"
          % (sykb, typed, len(copies), len(paths), now() - t_first))
    print("  p50 %s ms  p99 %s ms  max %s ms  over 16 ms: %d  timeouts: %d"
          % (latency.fmt(figures.get("p50")), latency.fmt(figures.get("p99")), latency.fmt(figures.get("max")),
             len(over), timeouts))
    for copy in copies[: len(paths)]:
        print("  %-11s copy %6.0f ms, status %d%s" % (copy["image"], copy["copy_ms"], copy["status"],
                                                    (": " + copy["said"].split(": ", 1)[-1]) if copy["said"] else ""))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"sykb": sykb, "startup": info, "figures": figures, "over_16_ms": len(over),
                       "timeouts": timeouts, "copies": copies, "latencies": latencies}, f, indent=1)
    shutil.rmtree(directory, ignore_errors=True)
    return 1 if died or timeouts else 0


if __name__ == "__main__":
    sys.exit(main())

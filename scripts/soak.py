#!/usr/bin/env python3
"""A scripted soak of the keyboard: `sykb run` in a real pty, typing random words with
learning on, and its resident memory watched from outside.

The program runs in its own pseudo-terminal (80x24, TERM=xterm-256color, LANG/LC_ALL=C.UTF-8,
HOME and XDG_* in a fresh temporary directory, so the learning store starts empty and is
written at the keyboard's save points: every 10 words, at return, at quit). For --seconds it
is sent words of 2-4 syllables: on the Hangul keyboards Hangul syllables (what an input
method sends), on qwerty ASCII letters; a space after each word, a return every --return
words, a backspace now and then, at --wpm words per minute (in bursts of one word). The
words come from a fixed seed (--seed), drawn from --vocabulary distinct words so the learned
model fills up as a user's would; --vocabulary 0 makes every word new.

Every --sample seconds VmRSS and VmHWM are read from /proc/PID/status. At the end sykb is
quit with Ctrl-Q (so the final save runs) and the script prints:

  soak_seconds=…  words=…  bytes_written=…
  rss_start_kb=… (after the first frame)  rss_end_kb=…  peak_rss_kb=… (VmHWM)
  store_bytes=… (learning.sqlite and its -wal after quitting)

and one `sample t=… rss_kb=…` line per sample with --verbose. Exit status: 0, 1 when sykb died
or did not quit, 2 bad arguments or a missing binary.

  python3 scripts/soak.py --sykb .build/release/sykb --seconds 600
  python3 scripts/soak.py --seconds 600 --setting spelling-dictionaries=off
"""
import argparse
import fcntl
import os
import random
import select
import shutil
import signal
import struct
import sys
import tempfile
import termios
import time

ONSETS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def syllable(rng):
    onset = rng.randrange(19)
    vowel = rng.randrange(21)
    coda = rng.choice([0, 0, 0, 4, 8, 16, 21, rng.randrange(28)])
    return chr(0xAC00 + (onset * 21 + vowel) * 28 + coda)


def make_word(rng, hangul):
    n = rng.randint(2, 4)
    if hangul:
        return "".join(syllable(rng) for _ in range(n))
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n + 2))


def status_kb(pid, field):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def environment(home):
    """A fresh user under `home` (an empty store), C.UTF-8, xterm-256color; SYKB_HOME,
    SYKB_LAYOUTS and SWIFT_BACKTRACE passed through."""
    env = {
        "HOME": home,
        "XDG_DATA_HOME": home + "/data",
        "XDG_CONFIG_HOME": home + "/config",
        "XDG_STATE_HOME": home + "/state",
        "XDG_CACHE_HOME": home + "/cache",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "TERM": "xterm-256color",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    }
    for name in ("SYKB_HOME", "SYKB_LAYOUTS", "SWIFT_BACKTRACE"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


class Pty:
    def __init__(self, argv, env, rows=24, cols=80):
        master, slave = os.openpty()
        pid = os.fork()
        if pid == 0:
            os.close(master)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            if slave > 2:
                os.close(slave)
            try:
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        os.close(slave)
        self.pid = pid
        self.fd = master
        self.received = 0
        self.exited = False
        self.tail = b""
        self.head = b""
        os.set_blocking(master, False)

    def drain(self, seconds):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except BlockingIOError:
                continue
            except OSError:
                return
            if not data:
                return
            self.received += len(data)
            self.tail = (self.tail + data)[-4096:]
            if len(self.head) < 4096:
                self.head += data[: 4096 - len(self.head)]

    def write(self, data):
        view = memoryview(data)
        while view:
            try:
                n = os.write(self.fd, view)
                view = view[n:]
            except BlockingIOError:
                self.drain(0.005)

    def alive(self):
        if self.exited:
            return False
        try:
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
        except ChildProcessError:
            pid = self.pid
        self.exited = pid != 0
        return not self.exited


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sykb", default=".build/release/sykb")
    parser.add_argument("--keyboard", default="naratgeul")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--wpm", type=float, default=120)
    parser.add_argument("--return", dest="every_return", type=int, default=12)
    parser.add_argument("--vocabulary", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--sample", type=float, default=10)
    parser.add_argument(
        "--setting", action="append", default=[], metavar="NAME=VALUE",
        help="a line for the fresh settings.conf (e.g. spelling-dictionaries=off)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if not os.access(args.sykb, os.X_OK):
        print(f"soak: no sykb binary at {args.sykb}", file=sys.stderr)
        return 2
    if args.seconds <= 0 or args.wpm <= 0 or args.every_return < 1 or args.sample <= 0:
        print("soak: --seconds, --wpm, --sample must be > 0 and --return >= 1", file=sys.stderr)
        return 2

    home = tempfile.mkdtemp(prefix="sykb-soak-")
    env = environment(home)
    if args.setting:
        os.makedirs(home + "/config/sykb", mode=0o700)
        with open(home + "/config/sykb/settings.conf", "w") as f:
            for pair in args.setting:
                name, _, value = pair.partition("=")
                f.write(f"{name.strip()} = {value.strip()}\n")
        os.chmod(home + "/config/sykb/settings.conf", 0o600)
    hangul = args.keyboard != "qwerty"
    rng = random.Random(args.seed)
    vocabulary = [make_word(rng, hangul) for _ in range(args.vocabulary)]
    argv = [os.path.abspath(args.sykb), "run", "--keyboard", args.keyboard]
    term = Pty(argv, env)
    status = 0
    try:
        # The first frame: the keyboard's grid is well over 1 KB of output.
        deadline = time.monotonic() + 15
        while term.received < 1500 and term.alive() and time.monotonic() < deadline:
            term.drain(0.1)
        term.drain(0.5)
        if not term.alive() or term.received < 1500:
            print("soak: sykb exited or drew nothing at start:", file=sys.stderr)
            sys.stderr.write(term.head.decode("utf-8", "replace") + "\n")
            return 1
        rss_start = status_kb(term.pid, "VmRSS")
        start = time.monotonic()
        next_sample = start
        interval = 60.0 / args.wpm
        words = 0
        samples = []
        while time.monotonic() - start < args.seconds:
            word = rng.choice(vocabulary) if vocabulary else make_word(rng, hangul)
            data = word
            if rng.random() < 0.05:
                data += "\x7f"
            words += 1
            data += "\r" if words % args.every_return == 0 else " "
            term.write(data.encode())
            term.drain(interval)
            if not term.alive():
                print(f"soak: sykb died after {words} words; its last output:", file=sys.stderr)
                sys.stderr.write(term.head.decode("utf-8", "replace") + "\n…\n")
                sys.stderr.write(term.tail.decode("utf-8", "replace") + "\n")
                return 1
            now = time.monotonic()
            if now >= next_sample:
                rss = status_kb(term.pid, "VmRSS")
                samples.append((now - start, rss))
                if args.verbose:
                    print(f"sample t={now - start:.0f} rss_kb={rss}", flush=True)
                next_sample += args.sample
        elapsed = time.monotonic() - start
        rss_end = status_kb(term.pid, "VmRSS")
        peak = status_kb(term.pid, "VmHWM")
        term.write(b"\x11")  # Ctrl-Q
        deadline = time.monotonic() + 10
        while term.alive() and time.monotonic() < deadline:
            term.drain(0.1)
        if term.alive():
            print("soak: sykb did not quit after Ctrl-Q", file=sys.stderr)
            os.kill(term.pid, signal.SIGKILL)
            os.waitpid(term.pid, 0)
            status = 1
        store = 0
        directory = home + "/data/sykb"
        for name in ("learning.sqlite", "learning.sqlite-wal"):
            path = os.path.join(directory, name)
            if os.path.exists(path):
                store += os.path.getsize(path)
        print(f"soak_seconds={elapsed:.0f}")
        print(f"keyboard={args.keyboard}")
        print(f"settings={','.join(args.setting) or 'defaults'}")
        print(f"words={words}")
        print(f"bytes_written_by_sykb={term.received}")
        print(f"rss_start_kb={rss_start}")
        print(f"rss_end_kb={rss_end}")
        print(f"peak_rss_kb={peak}")
        if samples:
            print(f"rss_max_sampled_kb={max(r for _, r in samples if r is not None)}")
        print(f"store_bytes={store}")
    finally:
        try:
            os.close(term.fd)
        except OSError:
            pass
        shutil.rmtree(home, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())

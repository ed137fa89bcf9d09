#!/usr/bin/env python3
"""Keystroke latency of sykb through a real pty, with vim as the reference.

Every target runs in its own pseudo-terminal (80x24, TERM=xterm-256color,
LANG/LC_ALL=C.UTF-8, HOME and XDG_* in a fresh temporary directory):

  sykb     <binary> run --keyboard K --field autocapitalization=none
           for K in naratgeul, cheonjiin, dubeolsik, qwerty
  vim      vim -u NONE -N -i NONE -n, in insert mode; measured twice, with the
           ASCII letters (reference for qwerty) and with the Hangul syllables
           (reference for the Hangul keyboards)

Three measurements per target, each in a fresh process:

  keys   N keys one at a time: t0 = perf_counter() right before the write,
         latency = time of the read that made the expected text appear - t0;
         1 s timeout per key; after a match, wait until the output has been
         idle for --idle-ms (+ --pace-ms) before the next key.
  burst  --burst keys in ONE write; settle = time of the last output byte - t0,
         once the last key's text has appeared and the output has then been
         idle for 20 ms.  The last key is a sentinel that does not occur in the
         keys before it, so it cannot be matched early.
  paste  ESC[200~ + the first --paste-bytes of the Korean corpus (cut at a
         character boundary, newlines kept) + ESC[201~, written while reading;
         figure = time of the last output byte - t0, once everything is written,
         the program has read all of its input and the output has been idle
         for 50 ms.

What is typed: QWERTY and vim-ascii get the lowercase letters a-z of the
English corpus (spaces and everything else dropped, a letter equal to the
previous one skipped, so no program can use the terminal's repeat-character
sequence); the Hangul keyboards and vim-hangul get the syllables U+AC00..U+D7A3
of the Korean corpus as UTF-8 (what a user's input method sends), skipping a
syllable equal to the previous one and one equal to the previous one plus a
final consonant (가 then 각: sykb composes 각 on screen while the taps of the
second syllable are still being processed, which would match early).

Matching (--match field, the default): the output is run through a small
terminal model (cursor position, autowrap, escape sequences removed) and only
the text printed on the text rows counts -- for vim every row but the last,
for sykb the rows above its suggestion bar (detected from the first screen,
override with --text-rows).  So a highlighted keycap, a suggestion or a status
message that contains the letter does not count as the letter being typed.
--match anywhere searches the raw output bytes instead.  Cursor-position
requests (ESC[6n, vim sends them at start) are answered like a terminal would.

Percentiles are over the keys that did not time out (p50 = median, p99 =
nearest rank); timeouts are counted separately.

Usage:
  python3 scripts/latency.py                       # every target, 500 keys
  python3 scripts/latency.py --only vim --keys 200
  python3 scripts/latency.py --only qwerty --only vim-ascii --keys 100
  python3 scripts/latency.py --sykb .build/debug/sykb --json out.json

Exit status: 0 ok, 1 a target failed (it died, or its startup never settled),
2 a missing binary or bad arguments.
"""
import argparse
import codecs
import errno
import fcntl
import json
import math
import os
import platform
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
import unicodedata

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CORPUS_DIR = os.path.join(ROOT, "Tests", "Fixtures", "corpus")
HANGUL_KEYBOARDS = ("naratgeul", "cheonjiin", "dubeolsik")
SYKB_KEYBOARDS = HANGUL_KEYBOARDS + ("qwerty",)
VIM_ARGV = ["-u", "NONE", "-N", "-i", "NONE", "-n"]
# `sykb practice --keyboard qwerty` in grid-keys mode: every key a timed, checked tap with the
# lesson's bookkeeping (and a store transaction every ten taps); compare with `qwerty`.
PRACTICE_TARGETS = ("practice-qwerty",)
ALL_TARGETS = SYKB_KEYBOARDS + PRACTICE_TARGETS + ("vim-ascii", "vim-hangul")
LETTER_ORDER = "etaoinshrdlcumwfgypbvkjxqz"      # English letter frequency
now = time.perf_counter


class ChildGone(Exception):
    pass


# --------------------------------------------------------------------------
# A minimal terminal model: enough to know on which row printed text lands.

_width_cache = {}


def char_width(ch):
    w = _width_cache.get(ch)
    if w is None:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            w = 0
        elif unicodedata.east_asian_width(ch) in ("W", "F"):
            w = 2
        else:
            w = 1
        _width_cache[ch] = w
    return w


class Screen:
    """Tracks the cursor through the output and collects the text printed on
    the text rows (1-based, inclusive) while `collect` is true."""

    GROUND, ESC, ESC_INTER, CSI, STRING, STRING_ESC = range(6)

    def __init__(self, rows, cols, text_rows):
        self.rows, self.cols = rows, cols
        self.text_rows = text_rows
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.row = self.col = 0              # 0-based
        self.pending_wrap = False
        self.top, self.bottom = 0, rows - 1  # scroll region
        self.saved = (0, 0)
        self.state = self.GROUND
        self.csi = []
        self.collect = False
        self.text = []
        self.replies = []
        self.first_row = {}                  # watched character -> first row (1-based)
        self.watch = set()

    def reset_text(self):
        self.text = []

    def text_str(self):
        return "".join(self.text)

    def _linefeed(self):
        if self.row == self.bottom:
            pass                             # the region scrolls, the cursor stays
        elif self.row < self.rows - 1:
            self.row += 1

    def _move(self, row, col):
        self.row = min(max(row, 0), self.rows - 1)
        self.col = min(max(col, 0), self.cols - 1)
        self.pending_wrap = False

    def _print(self, ch):
        w = char_width(ch)
        if w == 0:
            if self.collect and self._in_text():
                self.text.append(ch)
            return
        if self.pending_wrap or self.col + w > self.cols:
            self._linefeed()
            self.col = 0
            self.pending_wrap = False
        if ch in self.watch and ch not in self.first_row:
            self.first_row[ch] = self.row + 1
        if self.collect and self._in_text():
            self.text.append(ch)
        self.col += w
        if self.col >= self.cols:
            self.col = self.cols - 1
            self.pending_wrap = True

    def _in_text(self):
        lo, hi = self.text_rows
        return lo <= self.row + 1 <= hi

    def _csi_params(self, body):
        out = []
        for p in body.split(";"):
            p = p.split(":")[0]
            out.append(int(p) if p.isdigit() else None)
        return out

    def _do_csi(self, body, final):
        private = body[:1] in ("?", ">", "<", "=")
        if private:
            return
        body = body.rstrip(" !\"#$%&'()*+,-./")
        ps = self._csi_params(body) if body else []

        def p(i, default=1):
            v = ps[i] if i < len(ps) else None
            return default if not v else v

        if final in "Hf":
            self._move(p(0) - 1, p(1) - 1)
        elif final == "d":
            self._move(p(0) - 1, self.col)
        elif final in "G`":
            self._move(self.row, p(0) - 1)
        elif final == "A":
            self._move(max(self.row - p(0), self.top if self.row >= self.top else 0), self.col)
        elif final in "Be":
            self._move(min(self.row + p(0), self.bottom if self.row <= self.bottom else self.rows - 1), self.col)
        elif final in "Ca":
            self._move(self.row, self.col + p(0))
        elif final == "D":
            self._move(self.row, self.col - p(0))
        elif final == "E":
            self._move(self.row + p(0), 0)
        elif final == "F":
            self._move(self.row - p(0), 0)
        elif final == "r":
            top, bottom = p(0) - 1, p(1, self.rows) - 1
            if 0 <= top < bottom < self.rows:
                self.top, self.bottom = top, bottom
            self._move(0, 0)
        elif final == "s":
            self.saved = (self.row, self.col)
        elif final == "u":
            self._move(*self.saved)
        elif final == "n" and p(0, 0) == 6:
            self.replies.append(("\x1b[%d;%dR" % (self.row + 1, self.col + 1)).encode())
        # everything else (SGR, erase, modes, scrolling, ...) leaves the cursor alone

    def feed(self, data):
        s = self.decoder.decode(data)
        GROUND, ESC, ESC_INTER, CSI, STRING, STRING_ESC = range(6)
        st = self.state
        for ch in s:
            o = ord(ch)
            if st == GROUND:
                if o >= 0x20 and o != 0x7F and not (0x80 <= o < 0xA0):
                    self._print(ch)
                elif o == 0x1B:
                    st = ESC
                elif o == 0x0D:
                    self.col = 0
                    self.pending_wrap = False
                elif o in (0x0A, 0x0B, 0x0C):
                    self._linefeed()
                    self.pending_wrap = False
                elif o == 0x08:
                    self._move(self.row, self.col - (0 if self.pending_wrap else 1))
                elif o == 0x09:
                    self._move(self.row, (self.col // 8 + 1) * 8)
                # other C0 controls: ignored
            elif st == ESC:
                if ch == "[":
                    st, self.csi = CSI, []
                elif ch in "]PX^_":
                    st = STRING
                elif 0x20 <= o <= 0x2F:
                    st = ESC_INTER
                else:
                    st = GROUND
                    if ch == "D":
                        self._linefeed()
                        self.pending_wrap = False
                    elif ch == "E":
                        self._linefeed()
                        self.col = 0
                        self.pending_wrap = False
                    elif ch == "M":
                        if self.row != self.top and self.row > 0:
                            self.row -= 1
                        self.pending_wrap = False
                    elif ch == "7":
                        self.saved = (self.row, self.col)
                    elif ch == "8":
                        self._move(*self.saved)
                    elif ch == "c":
                        self._move(0, 0)
                        self.top, self.bottom = 0, self.rows - 1
            elif st == ESC_INTER:
                if not (0x20 <= o <= 0x2F):
                    st = GROUND
            elif st == CSI:
                if 0x40 <= o <= 0x7E:
                    self._do_csi("".join(self.csi), ch)
                    st = GROUND
                elif o == 0x1B:
                    st = ESC
                elif len(self.csi) < 64:
                    self.csi.append(ch)
            elif st == STRING:                 # OSC / DCS / SOS / PM / APC
                if o == 0x07:
                    st = GROUND
                elif o == 0x1B:
                    st = STRING_ESC
            elif st == STRING_ESC:
                st = GROUND if ch == "\\" else STRING
        self.state = st


# --------------------------------------------------------------------------
# A program in a pty.

class Session:
    def __init__(self, argv, rows=24, cols=80, text_rows=None, watch=(), setup=None):
        self.argv = argv
        self.home = tempfile.mkdtemp(prefix="sykb-latency-")
        env = {
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "HOME": self.home,
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "XDG_DATA_HOME": os.path.join(self.home, ".local", "share"),
            "XDG_CACHE_HOME": os.path.join(self.home, ".cache"),
            "XDG_STATE_HOME": os.path.join(self.home, ".local", "state"),
            "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
        }
        for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            os.makedirs(env[k], exist_ok=True)
        self.env = env
        if setup is not None:                          # scripts/clipboard-latency.py: settings
            setup(env)
        winsize = struct.pack("HHHH", rows, cols, 0, 0)
        master, slave = os.openpty()
        pid = os.fork()
        if pid == 0:                                   # child
            try:
                os.close(master)
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                fcntl.ioctl(slave, termios.TIOCSWINSZ, winsize)
                for fd in (0, 1, 2):
                    os.dup2(slave, fd)
                if slave > 2:
                    os.close(slave)
                os.chdir(self.home)
                os.execve(argv[0], argv, env)
            except BaseException as e:                 # noqa: BLE001
                try:
                    os.write(2, ("exec %s: %s\n" % (argv[0], e)).encode())
                finally:
                    os._exit(127)
        self.pid, self.fd, self.slave = pid, master, slave
        # the parent keeps the slave open: FIONREAD on it tells how much input
        # the program has not read yet
        fl = fcntl.fcntl(master, fcntl.F_GETFL)
        fcntl.fcntl(master, fcntl.F_SETFL, fl | os.O_NONBLOCK)
        self.screen = Screen(rows, cols, text_rows or (1, rows - 1))
        self.screen.watch = set(watch)
        self.parse = True
        self.raw = bytearray()          # raw output since the last reset (for --match anywhere)
        self.keep_raw = False
        self.last_out = None
        self.out_bytes = 0
        self.status = None

    # -- process state
    def alive(self):
        if self.status is not None:
            return False
        pid, st = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.status = st
        return False

    def pending_input(self):
        buf = fcntl.ioctl(self.slave, termios.FIONREAD, b"\0\0\0\0")
        return struct.unpack("i", buf)[0]

    # -- output
    def _ingest(self, data, t):
        self.last_out = t
        self.out_bytes += len(data)
        if self.keep_raw:
            self.raw += data
        if self.parse:
            self.screen.feed(data)
            if self.screen.replies:
                replies, self.screen.replies = self.screen.replies, []
                for r in replies:
                    self._write_some(r, block=True)

    def read_once(self, timeout):
        """Wait up to `timeout` s for output and read it once.  Returns the time
        of the read, or None on timeout."""
        r, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not r:
            return None
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return None
        except OSError as e:
            if e.errno == errno.EIO:
                raise ChildGone()
            raise
        t = now()
        if not data:
            raise ChildGone()
        self._ingest(data, t)
        return t

    def wait_idle(self, idle, cap):
        """Read until there has been no output for `idle` s; give up after `cap` s.
        Returns True if the output went idle."""
        end = now() + cap
        while True:
            left = end - now()
            if left <= 0:
                return False
            if self.read_once(min(idle, left)) is None:
                if idle > left:
                    return False
                if not self.alive():
                    raise ChildGone()
                return True

    def drain_for(self, seconds):
        end = now() + seconds
        while True:
            left = end - now()
            if left <= 0:
                return
            self.read_once(left)

    # -- input
    def _write_some(self, data, block=False):
        while True:
            try:
                return os.write(self.fd, data)
            except BlockingIOError:
                if not block:
                    return 0
                select.select([], [self.fd], [], 0.05)

    def write(self, data, cap=5.0):
        """Write everything, reading output meanwhile so that neither side blocks."""
        view = memoryview(data)
        end = now() + cap
        while view:
            if now() > end:
                raise TimeoutError("write blocked for %.0f s" % cap)
            r, w, _ = select.select([self.fd], [self.fd], [], 0.05)
            if r:
                self.read_once(0)
            if w:
                n = self._write_some(view)
                view = view[n:]

    # -- the end
    def close(self, quit_steps):
        """quit_steps: list of (bytes, seconds to wait afterwards while draining)."""
        info = {"quit": "clean"}
        try:
            for data, pause in quit_steps:
                if not self.alive():
                    break
                try:
                    self._write_some(data)
                except OSError:
                    break
                end = now() + pause
                while now() < end and self.alive():
                    try:
                        self.read_once(min(0.05, max(0.0, end - now())))
                    except ChildGone:
                        break
            end = now() + 2.0
            while self.alive() and now() < end:
                try:
                    self.read_once(0.05)
                except ChildGone:
                    time.sleep(0.01)
            if self.alive():
                info["quit"] = "killed"
                os.kill(self.pid, signal.SIGTERM)
                end = now() + 0.5
                while self.alive() and now() < end:
                    time.sleep(0.02)
                if self.alive():
                    os.kill(self.pid, signal.SIGKILL)
                    os.waitpid(self.pid, 0)
                    self.status = -9
        finally:
            for fd in (self.fd, self.slave):
                try:
                    os.close(fd)
                except OSError:
                    pass
            shutil.rmtree(self.home, ignore_errors=True)
        st = self.status
        if isinstance(st, int) and st >= 0 and os.WIFEXITED(st):
            info["exit_status"] = os.WEXITSTATUS(st)
        elif isinstance(st, int) and st >= 0 and os.WIFSIGNALED(st):
            info["signal"] = os.WTERMSIG(st)
        else:
            info["signal"] = signal.SIGKILL
        return info


# --------------------------------------------------------------------------
# What is typed.

def letters_of(path):
    out = []
    with open(path, encoding="utf-8") as f:
        text = f.read().lower()
    for ch in text:
        if "a" <= ch <= "z" and (not out or out[-1] != ch):
            out.append(ch)
    return out


def syllable_parts(ch):
    o = ord(ch) - 0xAC00
    return chr(0xAC00 + o - o % 28), o % 28


def syllables_of(path):
    out = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for ch in text:
        if not 0xAC00 <= ord(ch) <= 0xD7A3:
            continue
        if out:
            if out[-1] == ch:
                continue
            base, jong = syllable_parts(ch)
            if jong and base == out[-1]:
                continue
        out.append(ch)
    return out


def take(seq, n, offset=0):
    if not seq:
        raise SystemExit("latency.py: the corpus has nothing to type")
    return [seq[(offset + i) % len(seq)] for i in range(n)]


def burst_keys(seq, n, hangul, freq_order):
    """n-1 keys from the text, then a sentinel key that does not occur in them."""
    n = max(2, n)
    for offset in range(0, len(seq), 7):
        window = take(seq, n - 1, offset)
        present = set(window)
        for cand in freq_order:
            if cand in present or cand == window[-1]:
                continue
            if hangul:
                base, jong = syllable_parts(cand)
                if jong or base == window[-1]:
                    continue
            return window + [cand]
    # fallback: the last key simply is what it is
    return take(seq, n)


def paste_text(path, nbytes):
    with open(path, "rb") as f:
        data = f.read(nbytes)
    return data.decode("utf-8", "ignore").encode("utf-8")


# --------------------------------------------------------------------------
# Measurements.

def stats(values):
    if not values:
        return {"n": 0, "p50": None, "p99": None, "max": None, "mean": None, "min": None}
    s = sorted(values)
    return {
        "n": len(s),
        "p50": statistics.median(s),
        "p99": s[max(0, math.ceil(0.99 * len(s)) - 1)],
        "max": s[-1],
        "min": s[0],
        "mean": statistics.fmean(s),
    }


class Target:
    def __init__(self, name, program, keyboard, argv, hangul, prepare, quit_steps, text_rows):
        self.name, self.program, self.keyboard = name, program, keyboard
        self.argv, self.hangul = argv, hangul
        self.prepare = prepare          # bytes sent after startup (vim: "i")
        self.quit_steps = quit_steps
        self.text_rows = text_rows      # None: detect (sykb) / default


def start(target, args, log):
    watch = ("╭",) if target.program == "sykb" else ()
    s = Session(target.argv, text_rows=target.text_rows, watch=watch)
    t0 = now()
    # the first output, then 300 ms without any (all within 10 s)
    while s.last_out is None and now() - t0 < 10.0:
        if s.read_once(min(0.1, max(0.0, 10.0 - (now() - t0)))) is None and not s.alive():
            raise ChildGone()
    settled = s.last_out is not None and s.wait_idle(0.3, max(0.0, 10.0 - (now() - t0)))
    info = {"startup_ms": ((s.last_out or t0) - t0) * 1000, "startup_settled": settled}
    if target.prepare:
        s.write(target.prepare)
        s.wait_idle(0.3, 10.0)
    if not s.alive():
        raise ChildGone()
    if target.text_rows is None and target.program == "sykb":
        top = s.screen.first_row.get("╭")
        # the rows above the keyboard's top border, minus the suggestion bar
        rows = (1, top - 2) if top and top >= 3 else (1, 9)
        if target.name in PRACTICE_TARGETS:
            # the lesson's two rows stand above the field
            rows = (rows[0] + 2, max(rows[0] + 2, rows[1]))
        s.screen.text_rows = rows
        info["text_rows_detected"] = bool(top and top >= 3)
    info["text_rows"] = list(s.screen.text_rows)
    if not settled:
        log("  %s: startup output did not settle within 10 s" % target.name)
    return s, info


def measure_keys(s, keys, args, log, name):
    lat, timeouts, timeout_at = [], 0, []
    idle = args.idle_ms / 1000.0
    pace = args.pace_ms / 1000.0
    anywhere = args.match == "anywhere"
    s.keep_raw = anywhere
    for i, key in enumerate(keys):
        data = key.encode("utf-8")
        s.screen.reset_text()
        s.raw = bytearray()
        s.screen.collect = True
        t0 = now()
        try:
            os.write(s.fd, data)
        except BlockingIOError:         # the program is not reading its input
            s.write(data, cap=1.0)
        deadline = t0 + 1.0
        done = None
        while done is None:
            left = deadline - now()
            if left <= 0:
                break
            t = s.read_once(left)
            if t is None:
                continue
            if anywhere:
                if data in s.raw:
                    done = t
            elif key in s.screen.text_str():
                done = t
        s.screen.collect = False
        if done is None:
            timeouts += 1
            timeout_at.append(i)
            if not s.alive():
                raise ChildGone()
        else:
            lat.append((done - t0) * 1000)
        s.wait_idle(idle, 1.0)
        if pace:
            s.drain_for(pace)
        if args.progress and (i + 1) % 100 == 0:
            log("  %s: %d/%d keys" % (name, i + 1, len(keys)))
    s.keep_raw = False
    r = stats(lat)
    r.update({"keys": len(keys), "timeouts": timeouts, "timeout_indices": timeout_at,
              "latencies_ms": [round(x, 4) for x in lat]})
    return r


def measure_burst(s, keys, args):
    text = "".join(keys)
    last = keys[-1]
    anywhere = args.match == "anywhere"
    s.keep_raw = anywhere
    s.raw = bytearray()
    s.screen.reset_text()
    s.screen.collect = True
    cap = args.burst_timeout
    t0 = now()
    s.write(text.encode("utf-8"), cap=cap)
    written = now()
    seen = None
    end = t0 + cap
    while seen is None and now() < end:
        t = s.read_once(min(0.05, max(0.0, end - now())))
        if t is None:
            if not s.alive():
                raise ChildGone()
            continue
        if (last.encode() in s.raw) if anywhere else (last in s.screen.text_str()):
            seen = t
    s.screen.collect = False
    s.keep_raw = False
    settled = False
    if seen is not None:
        settled = s.wait_idle(0.020, max(0.1, end - now()))
    last_out = s.last_out if s.last_out is not None else t0
    return {
        "keys": len(keys),
        "bytes": len(text.encode("utf-8")),
        "write_ms": (written - t0) * 1000,
        "last_key_seen_ms": None if seen is None else (seen - t0) * 1000,
        "settle_ms": (last_out - t0) * 1000 if seen is not None and settled else None,
        "last_output_ms": (last_out - t0) * 1000,
        "timed_out": seen is None or not settled,
        "sentinel": last,
    }


def measure_paste(s, payload, args):
    data = b"\x1b[200~" + payload + b"\x1b[201~"
    s.parse = False                     # no matching needed; keep the reader fast
    cap = args.paste_timeout
    view = memoryview(data)
    out0 = s.out_bytes
    t0 = now()
    end = t0 + cap
    t_written = None
    while view and now() < end:
        r, w, _ = select.select([s.fd], [s.fd], [], 0.05)
        if r:
            s.read_once(0)
        if w:
            view = view[s._write_some(view):]
    if not view:
        t_written = now()
    settled = False
    if t_written is not None:
        # idle 50 ms with all input consumed by the program
        while now() < end:
            if s.read_once(min(0.050, max(0.0, end - now()))) is None:
                if s.pending_input() == 0 and s.last_out is not None and now() - s.last_out >= 0.050:
                    settled = True
                    break
                if not s.alive():
                    raise ChildGone()
    last_out = s.last_out if s.last_out is not None else t0
    return {
        "bytes": len(data),
        "written": len(data) - len(view),
        "write_ms": None if t_written is None else (t_written - t0) * 1000,
        # What the program adds once the terminal has delivered the last byte.
        "after_write_ms": None if (t_written is None or not settled)
        else max(0.0, (last_out - t_written) * 1000),
        "settle_ms": (last_out - t0) * 1000 if settled else None,
        "last_output_ms": (last_out - t0) * 1000,
        "output_bytes": s.out_bytes - out0,
        "unread_input_bytes": s.pending_input() if not settled else 0,
        "timed_out": not settled,
    }


def run_target(target, texts, args, log):
    res = {"name": target.name, "program": target.program, "keyboard": target.keyboard,
           "argv": target.argv, "hangul": target.hangul}
    seq = texts["hangul" if target.hangul else "letters"]
    phases = [p for p in ("keys", "burst", "paste") if p not in args.skip]
    for phase in phases:
        log("%s: %s" % (target.name, phase))
        s = None
        try:
            s, info = start(target, args, log)
            res.setdefault("startup", []).append(info)
            if phase == "keys":
                res["keys"] = measure_keys(s, take(seq, args.keys), args, log, target.name)
            elif phase == "burst":
                res["burst"] = measure_burst(s, texts["burst_hangul" if target.hangul else "burst_letters"], args)
            else:
                res["paste"] = measure_paste(s, texts["paste"], args)
        except ChildGone:
            res.setdefault("errors", []).append("%s: the program exited (status %s)" % (phase, s.status if s else "?"))
            log("  %s: %s: the program exited" % (target.name, phase))
        except TimeoutError as e:
            res.setdefault("errors", []).append("%s: %s" % (phase, e))
            log("  %s: %s: %s" % (target.name, phase, e))
        finally:
            if s is not None:
                res.setdefault("quit", []).append(dict(s.close(target.quit_steps), phase=phase))
    return res


# --------------------------------------------------------------------------
# Report.

def fmt(v, digits=2):
    return "-" if v is None else "%.*f" % (digits, v)


def report(results):
    by = {r["name"]: r for r in results}
    head = ["target", "program", "keyboard", "keys", "p50 ms", "p99 ms", "max ms", "mean ms",
            "timeouts", "burst ms", "paste ms", "after write", "vs vim p50", "vs vim p99"]
    rows = []
    for r in results:
        k = r.get("keys") or {}
        b = r.get("burst") or {}
        p = r.get("paste") or {}
        ref = None
        if r["program"] == "sykb":
            ref = by.get("vim-hangul" if r["hangul"] else "vim-ascii")
        rk = (ref or {}).get("keys") or {}

        def ratio(key):
            a, c = k.get(key), rk.get(key)
            if a is None or not c:
                return "-"
            x = a / c
            r_ = "%.1f×" % x if x >= 10 else "%.2f×" % x
            return r_

        burst = fmt(b.get("settle_ms"), 1) if b else "-"
        if b and b.get("timed_out"):
            burst = ">%.0f" % b.get("last_output_ms", 0) if b.get("last_key_seen_ms") is None else "~" + fmt(b.get("last_output_ms"), 1)
        paste = fmt(p.get("settle_ms"), 1) if p else "-"
        after = fmt(p.get("after_write_ms"), 1) if p else "-"
        if p and p.get("timed_out"):
            paste = "timeout"
        r["ratio_vs_vim"] = None if ref is None else {"reference": ref["name"],
                                                      "p50": None if ratio("p50") == "-" else k["p50"] / rk["p50"],
                                                      "p99": None if ratio("p99") == "-" else k["p99"] / rk["p99"]}
        rows.append([r["name"], r["program"], r["keyboard"] or "-", str(k.get("keys", "-")),
                     fmt(k.get("p50"), 3), fmt(k.get("p99"), 3), fmt(k.get("max"), 3), fmt(k.get("mean"), 3),
                     str(k.get("timeouts", "-")), burst, paste, after, ratio("p50"), ratio("p99")])
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(head)]
    line = lambda cells: "  ".join(c.rjust(w) if i >= 3 else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    print(line(head))
    print(line(["-" * w for w in widths]))
    for row in rows:
        print(line(row))
    notes = []
    for r in results:
        for e in r.get("errors", []):
            notes.append("%s: %s" % (r["name"], e))
        b, p = r.get("burst"), r.get("paste")
        if b and b.get("timed_out"):
            notes.append("%s: burst did not settle (last key %s, last output at %.0f ms)" % (
                r["name"], "never shown" if b["last_key_seen_ms"] is None else "shown at %.0f ms" % b["last_key_seen_ms"],
                b["last_output_ms"]))
        if p and p.get("timed_out"):
            notes.append("%s: paste did not settle (%d of %d bytes written, %d not read by the program, last output at %.0f ms)" % (
                r["name"], p["written"], p["bytes"], p["unread_input_bytes"], p["last_output_ms"]))
        if any(q.get("quit") == "killed" for q in r.get("quit", [])):
            notes.append("%s: killed after not quitting within 2 s (%s)" % (
                r["name"], ", ".join(q["phase"] for q in r["quit"] if q.get("quit") == "killed")))
    if notes:
        print()
        for n in notes:
            print("note: " + n)


# --------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description="Keystroke latency of sykb and vim through a pty.",
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="targets: " + ", ".join(ALL_TARGETS) + " (vim = vim-ascii + vim-hangul)")
    ap.add_argument("--sykb", metavar="PATH", help="sykb binary (default .build/release/sykb if it exists, else .build/debug/sykb)")
    ap.add_argument("--vim", metavar="PATH", default=None, help="vim binary (default: vim on PATH)")
    ap.add_argument("--only", action="append", default=[], metavar="NAME",
                    help="run only this target (repeatable, or comma-separated): " + ", ".join(ALL_TARGETS) + ", vim")
    ap.add_argument("--keys", type=int, default=500, help="keys in the one-at-a-time test (default 500)")
    ap.add_argument("--idle-ms", type=float, default=3.0, help="output idle time after a match before the next key (default 3)")
    ap.add_argument("--pace-ms", type=float, default=0.0, help="extra pause between keys (default 0)")
    ap.add_argument("--burst", type=int, default=100, help="keys in the burst write (default 100)")
    ap.add_argument("--burst-timeout", type=float, default=60.0, help="give up on the burst after this many s (default 60)")
    ap.add_argument("--paste-bytes", type=int, default=100000, help="corpus bytes in the paste (default 100000)")
    ap.add_argument("--paste-timeout", type=float, default=120.0, help="give up on the paste after this many s (default 120)")
    ap.add_argument("--skip", action="append", default=[], choices=["keys", "burst", "paste"], help="skip a phase (repeatable)")
    ap.add_argument("--match", choices=["field", "anywhere"], default="field",
                    help="field: the text must be printed on the text rows (default); anywhere: in the raw output bytes")
    ap.add_argument("--text-rows", metavar="A-B", help="sykb's text rows, 1-based inclusive (default: detected, else 1-9)")
    ap.add_argument("--field", action="append", default=None, metavar="KEY=VALUE",
                    help="sykb --field (default autocapitalization=none; repeatable)")
    ap.add_argument("--en", default=os.path.join(CORPUS_DIR, "en-typable.txt"), help="English corpus")
    ap.add_argument("--ko", default=os.path.join(CORPUS_DIR, "ko.txt"), help="Korean corpus")
    ap.add_argument("--cast", metavar="DIR", help="measure each sykb keyboard twice, the second time recording "
                    "an asciicast (run --cast DIR/NAME.cast; the target is NAME+cast)")
    ap.add_argument("--json", metavar="FILE", help="write every figure (and each key's latency) to FILE")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = ap.parse_args()
    args.progress = not args.quiet
    log = (lambda m: None) if args.quiet else (lambda m: print(m, file=sys.stderr, flush=True))

    only = []
    for o in args.only:
        for name in o.split(","):
            name = name.strip()
            if not name:
                continue
            if name == "vim":
                only += ["vim-ascii", "vim-hangul"]
            elif name in ALL_TARGETS:
                only.append(name)
            else:
                ap.error("unknown target %r (one of %s, vim)" % (name, ", ".join(ALL_TARGETS)))
    names = [t for t in ALL_TARGETS if not only or t in only]
    if args.keys < 1 or args.burst < 2:
        ap.error("--keys must be >= 1 and --burst >= 2")

    text_rows = None
    if args.text_rows:
        try:
            a, b = (int(x) for x in args.text_rows.split("-"))
            assert 1 <= a <= b <= 24
            text_rows = (a, b)
        except (ValueError, AssertionError):
            ap.error("--text-rows wants A-B with 1 <= A <= B <= 24")

    need_sykb = any(n in SYKB_KEYBOARDS or n in PRACTICE_TARGETS for n in names)
    need_vim = any(n.startswith("vim") for n in names)
    sykb = vim = None
    if need_sykb:
        if args.sykb:
            sykb = os.path.abspath(args.sykb)
        else:
            rel = os.path.join(ROOT, ".build", "release", "sykb")
            sykb = rel if os.path.exists(rel) else os.path.join(ROOT, ".build", "debug", "sykb")
        if not (os.path.isfile(sykb) and os.access(sykb, os.X_OK)):
            print("latency.py: no sykb binary at %s (build it, or pass --sykb PATH)" % sykb, file=sys.stderr)
            return 2
    if need_vim:
        vim = args.vim or shutil.which("vim")
        if not vim or not os.access(vim, os.X_OK):
            print("latency.py: vim not found (%s); pass --vim PATH or leave the vim targets out with --only" %
                  (args.vim or "not on PATH"), file=sys.stderr)
            return 2
        vim = os.path.abspath(vim)
    for path in (args.en, args.ko):
        if not os.path.isfile(path):
            print("latency.py: corpus file missing: %s" % path, file=sys.stderr)
            return 2

    letters = letters_of(args.en)
    hangul = syllables_of(args.ko)
    freq = {}
    for ch in hangul:
        freq[ch] = freq.get(ch, 0) + 1
    hangul_order = sorted(freq, key=lambda c: -freq[c])
    texts = {
        "letters": letters,
        "hangul": hangul,
        "burst_letters": burst_keys(letters, args.burst, False, LETTER_ORDER),
        "burst_hangul": burst_keys(hangul, args.burst, True, hangul_order),
        "paste": paste_text(args.ko, args.paste_bytes),
    }

    fields = args.field if args.field is not None else ["autocapitalization=none"]
    targets = []
    for n in names:
        if n in SYKB_KEYBOARDS:
            argv = [sykb, "run", "--keyboard", n]
            for f in fields:
                argv += ["--field", f]
            targets.append(Target(n, "sykb", n, argv, n in HANGUL_KEYBOARDS, b"",
                                  [(b"\x11", 0.0)], text_rows))
            if args.cast:
                cast = os.path.join(args.cast, n + ".cast")
                targets.append(Target(n + "+cast", "sykb", n, argv + ["--cast", cast], n in HANGUL_KEYBOARDS,
                                      b"", [(b"\x11", 0.0)], text_rows))
        elif n in PRACTICE_TARGETS:
            # Ctrl-G: grid keys, so each letter is the key at its position, tapped and timed.
            argv = [sykb, "practice", "--keyboard", "qwerty", "--seed", "1"]
            targets.append(Target(n, "sykb", "qwerty", argv, False, b"\x07", [(b"\x11", 0.0)],
                                  text_rows))
        else:
            targets.append(Target(n, "vim", None, [vim] + VIM_ARGV, n == "vim-hangul", b"i",
                                  # ESC alone: vim waits 'timeoutlen' (1 s) for more of a key code
                                  [(b"\x1b", 1.1), (b":q!\r", 0.0)], (1, 23)))

    t_start = time.time()
    results = []
    for t in targets:
        results.append(run_target(t, texts, args, log))
    report(results)

    if args.json:
        doc = {
            "tool": "scripts/latency.py",
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(t_start)),
            "host": {"machine": platform.machine(), "system": platform.system(), "release": platform.release(),
                     "python": platform.python_version(), "cpus": os.cpu_count()},
            "config": {"keys": args.keys, "idle_ms": args.idle_ms, "pace_ms": args.pace_ms, "burst": args.burst,
                       "paste_bytes": len(texts["paste"]), "match": args.match, "terminal": "80x24 xterm-256color",
                       "sykb": sykb, "vim": vim, "fields": fields, "en": args.en, "ko": args.ko,
                       "per_key_timeout_s": 1.0, "burst_idle_ms": 20, "paste_idle_ms": 50},
            "results": results,
        }
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
    failed = any(r.get("errors") for r in results)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

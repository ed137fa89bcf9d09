#!/usr/bin/env python3
"""A model-based concurrency test of sykb's shared state.

Several processes at once -- two keyboards (the real TUI, each in a tmux pane on a tmux server
of this run's own) and many short `sykb` commands from a few worker threads -- perform random
operations on the settings file, the shortcuts, the learned words and the clipboard history,
with random pauses. Each worker owns its objects (its own setting names, shortcut names,
clipboard texts and images, typed words), so the expected final state of every object follows
from that worker's acknowledged operations in program order, while all workers race on the
same files and tables. At the end (the keyboards quit) the state is compared with the model:

* every setting and shortcut has the value of its owner's last acknowledged operation;
* every item pinned and not since unpinned, edited or deleted by its owner is there, pinned,
  once; an item deleted or edited away is gone (nothing resurrected); an unpinned item may be
  gone (the history trims the oldest unpinned items, and `clear` removes every unpinned one)
  but is never pinned; every item in the store is one some worker made;
* every change count `clipboard copy` acknowledged is distinct (no copy lost to another);
* a word forgotten (sometimes while its keyboard quits) is not learned; a word the saving
  keyboard learned and nobody forgot is;
* no row names a missing image file, the image directory holds only files rows name, no
  temporary files are left, and the store passes `PRAGMA quick_check`.

    python3 scripts/concurrency_model.py --binary .build/debug/sykb --seed 1 --ops 40
    python3 scripts/concurrency_model.py --seed 1 --schedules 500 --ops 16

Prints one line per schedule and a summary line:
`model: S schedules, O operations acknowledged (A attempted), F failures`; exits 1 on any
failure, naming the seed and the worker's operation log (rerun that seed alone to repeat the
schedule's choices; the interleaving is the machine's).
"""

import argparse
import json
import os
import random
import re
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Settings the workers change: none changes what a typed key gives (layout, autocorrection,
# punctuation, shortcuts) or whether the clipboard is recorded. Values per setting.
SETTINGS = {
    "sound-feedback": ["on", "off"],
    "haptic-feedback": ["on", "off"],
    "drag-to-move-cursor": ["on", "off"],
    "show-math-results": ["on", "off"],
    "undo-redo": ["on", "off"],
    "naratgeul-dot-label": ["on", "off"],
    "bottom-space": ["on", "off"],
    "long-press-duration": ["0.3", "0.4", "0.6", "0.7"],
    "cursor-active-distance": ["25", "30", "45", "55"],
    "reply-timeout": ["5", "15", "30", "60"],
    "cursor-move-interval": ["2", "3", "4", "6"],
    "repeat-rate": ["0.02", "0.03", "0.04", "0.06"],
}

LETTERS = "bcdfghjklmnprstvwz"


class Failure(Exception):
    pass


def png(width, height, shade):
    """A solid-colour RGB PNG of `width`×`height`."""
    row = b"\x00" + bytes([shade % 256, (shade * 7) % 256, (shade * 13) % 256]) * width
    raw = row * height

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def word_for(prefix, number):
    """A lowercase word of its own: the prefix, then `number` in base-18 consonant-vowel pairs."""
    vowels = "aeiou"
    letters = ""
    for _ in range(3):
        letters += LETTERS[number % len(LETTERS)] + vowels[(number // len(LETTERS)) % 5]
        number //= len(LETTERS) * 5
    return prefix + letters


class Run:
    """One schedule: a temporary HOME, a tmux server of its own, the workers and the checks."""

    def __init__(self, binary, seed, ops, keyboards, cli_workers, verbose, timeout):
        self.binary = binary
        self.seed = seed
        self.ops = ops
        self.keyboards = keyboards
        self.cli_workers = cli_workers
        self.verbose = verbose
        self.timeout = timeout
        self.directory = tempfile.mkdtemp(prefix="sykb-model-%d-" % seed)
        self.home = os.path.join(self.directory, "home")
        for sub in [".config/sykb", ".local/share/sykb", ".cache"]:
            os.makedirs(os.path.join(self.home, sub), mode=0o700)
        for sub in [".config", ".local", ".local/share"]:
            os.chmod(os.path.join(self.home, sub), 0o700)
        os.chmod(self.home, 0o700)
        self.env = {
            "HOME": self.home,
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "XDG_DATA_HOME": os.path.join(self.home, ".local/share"),
            "XDG_CACHE_HOME": os.path.join(self.home, ".cache"),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TERM": "xterm-256color",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        }
        self.socket = "sykb-model-%d-%d" % (os.getpid(), seed)
        self.lock = threading.Lock()
        self.failures = []
        self.attempted = 0
        self.acknowledged = 0
        self.change_counts = []  # (change, text) of every acknowledged `clipboard copy`
        self.logs = {}

    # -- processes

    def sykb(self, args, check=None):
        """Runs `sykb ARGS` in this run's HOME; returns (status, stdout, stderr)."""
        try:
            done = subprocess.run([self.binary] + args, env=self.env, capture_output=True,
                                  timeout=self.timeout, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise Failure("sykb %s: no answer in %d s" % (" ".join(args), self.timeout))
        out = done.stdout.decode("utf-8", "replace")
        err = done.stderr.decode("utf-8", "replace")
        if check is not None and done.returncode not in check:
            raise Failure("sykb %s: exit %d: %s%s" % (" ".join(args), done.returncode, out, err))
        return done.returncode, out, err

    def tmux(self, args):
        done = subprocess.run(["tmux", "-L", self.socket] + args, capture_output=True,
                              stdin=subprocess.DEVNULL, timeout=60)
        if done.returncode != 0:
            raise Failure("tmux %s: %s" % (" ".join(args), done.stderr.decode("utf-8", "replace")))
        return done.stdout.decode("utf-8", "replace")

    def kill_tmux(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True,
                       stdin=subprocess.DEVNULL)
        # The server gone, its socket file may stay behind: removed (tmux's own place).
        directory = os.environ.get("TMUX_TMPDIR") or "/tmp"
        try:
            os.unlink(os.path.join(directory, "tmux-%d" % os.getuid(), self.socket))
        except OSError:
            pass  # already gone, or never made: nothing is left either way

    def fail(self, message):
        with self.lock:
            self.failures.append(message)

    def count(self, acknowledged):
        with self.lock:
            self.attempted += 1
            if acknowledged:
                self.acknowledged += 1

    # -- the clipboard as the store shows it

    def clipboard(self):
        """The history's items from `clipboard list --json` (the pasteboard line left out)."""
        _, out, _ = self.sykb(["clipboard", "list", "--json"], check={0})
        items = []
        for line in out.splitlines():
            item = json.loads(line)
            if "place" in item:
                items.append(item)
        return items

    def run(self):
        started = time.time()
        settings = ("clipboard-history = on\nfull-access = on\n"
                    "spelling-dictionaries = off\n")
        path = os.path.join(self.home, ".config/sykb/settings.conf")
        with open(path, "w") as handle:
            handle.write(settings)
        os.chmod(path, 0o600)
        self.defaults = self.setting_values()
        rng = random.Random(self.seed)
        names = list(SETTINGS)
        rng.shuffle(names)
        per = len(names) // self.cli_workers
        workers = []
        for index in range(self.cli_workers):
            owned = names[index * per:(index + 1) * per]
            workers.append(CliWorker(self, index, owned, random.Random(rng.random())))
        keyboards = [KeyboardWorker(self, index, random.Random(rng.random()))
                     for index in range(self.keyboards)]
        # Operations: a share for each keyboard, the rest among the command workers.
        keyboard_ops = max(2, self.ops // 6) if keyboards else 0
        cli_ops = max(1, self.ops - keyboard_ops * len(keyboards))
        for index, worker in enumerate(workers):
            worker.budget = cli_ops // len(workers) + (1 if index < cli_ops % len(workers) else 0)
        for keyboard in keyboards:
            keyboard.budget = keyboard_ops
        try:
            # The first keyboard is the one that saves learned words: started first.
            for keyboard in keyboards:
                keyboard.start()
            threads = [threading.Thread(target=worker.work) for worker in workers + keyboards]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for keyboard in keyboards:
                keyboard.quit()
            if not self.failures:
                self.check(workers, keyboards)
        except Failure as failure:
            self.fail(str(failure))
        finally:
            self.kill_tmux()
        self.elapsed = time.time() - started
        self.logs = {w.name: w.log for w in workers + keyboards}
        if not self.failures or not self.verbose:
            shutil.rmtree(self.directory, ignore_errors=True)
        return not self.failures

    # -- the checks

    def setting_values(self):
        _, out, _ = self.sykb(["settings", "list", "--json"], check={0})
        values = {}
        for line in out.splitlines():
            line = line.strip()
            if not line:
                continue
            item = json.loads(line)
            if isinstance(item, dict) and "name" in item:
                values[item["name"]] = str(item.get("value"))
        if not values:
            raise Failure("sykb settings list --json listed nothing: %s" % out[:300])
        return values

    def check(self, workers, keyboards):
        self.check_files()
        values = self.setting_values()
        for worker in workers:
            for name, value in worker.settings.items():
                expected = self.defaults[name] if value is None else value
                if values.get(name) != expected:
                    self.fail("setting %s is %r, %s's last acknowledged operation made it %r"
                              % (name, values.get(name), worker.name, expected))
        _, out, _ = self.sykb(["shortcuts", "list"], check={0})
        shortcuts = {}
        for line in out.splitlines():
            if "\t" in line:
                name, expansion = line.split("\t", 1)
                shortcuts[name] = expansion
        for worker in workers:
            for name, expansion in worker.shortcuts.items():
                if shortcuts.get(name) != expansion:
                    self.fail("shortcut %s is %r, %s's last acknowledged operation made it %r"
                              % (name, shortcuts.get(name), worker.name, expansion))
        self.check_clipboard(workers, keyboards)
        self.check_learned(keyboards)

    def check_clipboard(self, workers, keyboards):
        items = self.clipboard()
        seen = {}
        for item in items:
            seen.setdefault(key_of(item), []).append(item)
        owned = {}
        for worker in workers:
            for key, state in worker.items.items():
                owned[key] = (worker, state)
        weak = set()
        for worker in workers:
            weak |= worker.copied
        for keyboard in keyboards:
            weak |= keyboard.copied
        for key, found in seen.items():
            if len(found) > 1:
                self.fail("%s is in the history %d times" % (describe(key), len(found)))
            if key in owned:
                worker, state = owned[key]
                if state == "absent":
                    self.fail("%s is in the history, but %s removed it (deleted or edited away)"
                              % (describe(key), worker.name))
                elif state == "maybe" and found[0]["pinned"]:
                    self.fail("%s is pinned, but %s left it unpinned" % (describe(key), worker.name))
            elif key in weak:
                if found[0]["pinned"]:
                    self.fail("%s is pinned, but nobody pinned it" % describe(key))
            else:
                self.fail("%s is in the history, but no worker made it" % describe(key))
        for key, (worker, state) in owned.items():
            if state == "pinned":
                found = seen.get(key, [])
                if not found or not found[0]["pinned"]:
                    self.fail("%s, pinned by %s, is %s" % (
                        describe(key), worker.name, "unpinned" if found else "missing"))
        changes = [change for change, _ in self.change_counts]
        if len(set(changes)) != len(changes):
            self.fail("two acknowledged copies got one change count: %s" % sorted(changes))

    def check_learned(self, keyboards):
        _, out, _ = self.sykb(["learned", "list"], check={0})
        learned = set()
        for line in out.splitlines():
            parts = line.split("\t")
            if len(parts) >= 2:
                learned.add(parts[1])
        for keyboard in keyboards:
            for word in keyboard.forgotten:
                if word in learned:
                    self.fail("%s forgot %r, but it is learned again" % (keyboard.name, word))
            if keyboard.index == 0:
                for word in keyboard.typed - keyboard.forgotten:
                    if word not in learned:
                        self.fail("%s learned %r (typed, then a space), but it is missing"
                                  % (keyboard.name, word))

    def check_files(self):
        """The store and the image directory as they are, read before any `sykb` command at the
        end (each `sykb clipboard` opening collects orphans and would hide them)."""
        data = os.path.join(self.home, ".local/share/sykb")
        store = os.path.join(data, "learning.sqlite")
        connection = sqlite3.connect("file:%s?mode=ro" % store, uri=True, timeout=30)
        try:
            result = connection.execute("PRAGMA quick_check").fetchall()
            digests = {row[0] for row in connection.execute(
                "SELECT digest FROM clipboard_images JOIN clipboard USING (id)")}
            dangling = connection.execute(
                "SELECT count(*) FROM clipboard_images WHERE id NOT IN (SELECT id FROM clipboard)"
            ).fetchone()[0]
        finally:
            connection.close()
        if result != [("ok",)]:
            self.fail("quick_check: %s" % result)
        if dangling:
            self.fail("%d image rows name no clipboard row" % dangling)
        images = os.path.join(data, "clipboard")
        names = sorted(os.listdir(images)) if os.path.isdir(images) else []
        stems = {}
        for name in names:
            stem, extension = os.path.splitext(name)
            stems.setdefault(stem, set()).add(extension)
            if stem not in digests:
                self.fail("%s in the image directory is named by no row" % name)
        for digest in sorted(digests):
            extensions = stems.get(digest, set())
            if ".rgba" not in extensions or not extensions - {".rgba"}:
                self.fail("the row of image %s names missing files (there: %s)"
                          % (digest, sorted(extensions)))
        for directory, _, files in os.walk(data):
            for name in files:
                if name.startswith(".") and "tmp" in name:
                    self.fail("temporary file left: %s" % os.path.join(directory, name))


def key_of(item):
    if item["kind"] == "image":
        return ("image", item["width"], item["height"])
    return ("text", item["text"])


def describe(key):
    if key[0] == "image":
        return "the %d×%d image" % (key[1], key[2])
    return "%r" % key[1]


class CliWorker:
    """Short `sykb` commands on this worker's own settings, shortcuts and clipboard items."""

    def __init__(self, run, index, settings, rng):
        self.run = run
        self.index = index
        self.name = "worker %d" % index
        self.rng = rng
        self.budget = 0
        self.log = []
        self.settings = {}      # name → value (None: reset to its default)
        self.owned_settings = settings
        self.shortcut_names = ["zq%sx%s" % (LETTERS[index], LETTERS[k]) for k in range(3)]
        self.shortcuts = {}     # name → expansion (None: removed)
        self.items = {}         # key → "pinned" | "maybe" (unpinned, may be trimmed) | "absent"
        self.copied = set()     # keys of texts only copied to the pasteboard
        self.counter = 0

    def fresh_text(self):
        self.counter += 1
        return "w%d-%d-%d" % (self.index, self.counter, self.run.seed)

    def note(self, text):
        self.log.append(text)

    def work(self):
        try:
            for _ in range(self.budget):
                time.sleep(self.rng.random() * 0.03)
                self.step()
        except Failure as failure:
            self.run.fail("%s: %s" % (self.name, failure))

    def live(self, states):
        return [key for key, state in self.items.items() if state in states]

    def step(self):
        choices = ["setting", "reset", "shortcut-add", "shortcut-remove", "copy", "add-pinned",
                   "add-image", "pin", "unpin", "edit", "delete", "clear"]
        weights = [3, 1, 3, 1, 3, 3, 2, 3, 2, 2, 2, 1]
        kind = self.rng.choices(choices, weights)[0]
        run = self.run
        if kind == "setting" and self.owned_settings:
            name = self.rng.choice(self.owned_settings)
            value = self.rng.choice(SETTINGS[name])
            status, out, err = run.sykb(["settings", "set", name, value], check={0})
            self.settings[name] = value
            self.note("settings set %s %s → %d" % (name, value, status))
        elif kind == "reset" and self.owned_settings:
            name = self.rng.choice(self.owned_settings)
            status, out, err = run.sykb(["settings", "reset", name], check={0})
            self.settings[name] = None
            self.note("settings reset %s → %d" % (name, status))
        elif kind == "shortcut-add":
            name = self.rng.choice(self.shortcut_names)
            expansion = "exp%s%d" % (LETTERS[self.index], self.counter)
            self.counter += 1
            status, out, err = run.sykb(["shortcuts", "add", name, expansion], check={0})
            self.shortcuts[name] = expansion
            self.note("shortcuts add %s %s → %d" % (name, expansion, status))
        elif kind == "shortcut-remove":
            name = self.rng.choice(self.shortcut_names)
            present = self.shortcuts.get(name) is not None
            # A name that is not there is bad input (exit 2), like every unknown name.
            status, out, err = run.sykb(["shortcuts", "remove", name], check={0, 2})
            if status != (0 if present else 2):
                raise Failure("shortcuts remove %s: exit %d, but the model says it %s: %s%s"
                              % (name, status, "exists" if present else "does not exist",
                                 out, err))
            self.shortcuts[name] = None
            self.note("shortcuts remove %s → %d" % (name, status))
        elif kind == "copy":
            text = self.fresh_text()
            status, out, err = run.sykb(["clipboard", "copy", text], check={0})
            match = re.search(r"\(change (\d+)\)", out)
            if not match:
                raise Failure("clipboard copy said %r" % out)
            with run.lock:
                run.change_counts.append((int(match.group(1)), text))
            self.copied.add(("text", text))
            self.note("clipboard copy %s → change %s" % (text, match.group(1)))
        elif kind == "add-pinned":
            text = self.fresh_text()
            status, out, err = run.sykb(["clipboard", "add", "--pinned", text], check={0, 1})
            if status == 0:
                self.items[("text", text)] = "pinned"
            elif "pinned already" in err:
                self.items[("text", text)] = "absent"
            else:
                raise Failure("clipboard add --pinned: exit %d: %s" % (status, err))
            self.note("clipboard add --pinned %s → %d" % (text, status))
        elif kind == "add-image":
            self.counter += 1
            width, height = 10 + self.index, 10 + self.counter
            path = os.path.join(run.directory, "w%d-%d.png" % (self.index, self.counter))
            with open(path, "wb") as handle:
                handle.write(png(width, height, self.index * 40 + self.counter))
            status, out, err = run.sykb(["clipboard", "add", "--image", path], check={0})
            self.items[("image", width, height)] = "maybe"
            self.note("clipboard add --image %d×%d → %d" % (width, height, status))
        elif kind in ("pin", "unpin", "edit", "delete"):
            states = {"pin": ["maybe"], "unpin": ["pinned"], "edit": ["pinned", "maybe"],
                      "delete": ["pinned", "maybe"]}[kind]
            keys = self.live(states)
            if kind == "edit":
                keys = [key for key in keys if key[0] == "text"]
            if not keys:
                return self.step()
            key = self.rng.choice(sorted(keys))
            self.act(kind, key)
            return
        elif kind == "clear":
            status, out, err = run.sykb(["clipboard", "clear", "--yes"], check={0})
            self.note("clipboard clear --yes → %s" % out.strip())
        else:
            return self.step()
        run.count(True)

    def act(self, kind, key):
        """pin, unpin, edit or delete one of this worker's items, named by its stable id."""
        run = self.run
        state = self.items[key]
        found = [item for item in run.clipboard() if key_of(item) == key]
        if not found:
            if state == "pinned":
                raise Failure("%s, pinned, is missing from the list before %s" % (describe(key), kind))
            self.items[key] = "absent"  # trimmed or cleared: it was unpinned
            self.note("%s %s: gone (trimmed or cleared)" % (kind, describe(key)))
            run.count(False)
            return
        if found[0]["pinned"] != (state == "pinned"):
            raise Failure("%s is listed %s before %s, but %s left it %s" % (
                describe(key), "pinned" if found[0]["pinned"] else "unpinned", kind, self.name,
                "pinned" if state == "pinned" else "unpinned"))
        operand = "@%d" % found[0]["id"]
        if kind == "edit":
            text = self.fresh_text()
            status, out, err = run.sykb(["clipboard", "edit", operand, text], check={0, 1, 2})
        else:
            status, out, err = run.sykb(["clipboard", kind, operand], check={0, 1, 2})
        self.note("clipboard %s %s (%s) → %d %s" % (kind, operand, describe(key), status,
                                                    (out + err).strip()))
        if status != 0:
            gone = "no item" in err
            if gone and state == "maybe":
                self.items[key] = "absent"
            elif kind == "pin" and "pinned already" in err:
                pass
            else:
                raise Failure("clipboard %s %s (%s, %s): exit %d: %s" % (
                    kind, operand, describe(key), state, status, err.strip()))
            run.count(False)
            return
        if kind == "pin":
            if out.strip() == "already pinned":
                raise Failure("%s was pinned already, but %s left it unpinned" % (
                    describe(key), self.name))
            self.items[key] = "pinned"
        elif kind == "unpin":
            if out.strip() == "not pinned":
                raise Failure("%s was not pinned, but %s pinned it" % (describe(key), self.name))
            self.items[key] = "maybe"
        elif kind == "delete":
            if not out.startswith("deleted %s: " % operand):
                raise Failure("delete %s said %r, not the item it deleted" % (operand, out))
            self.items[key] = "absent"
        else:
            self.items[key] = "absent"
            self.items[("text", text)] = state
        run.count(True)


class KeyboardWorker:
    """The real keyboard in a tmux pane: types words of its own, forgets some of them (through
    `sykb learned forget`), and copies the field (Ctrl-A, Ctrl-C)."""

    def __init__(self, run, index, rng):
        self.run = run
        self.index = index
        self.name = "keyboard %d" % index
        self.rng = rng
        self.budget = 0
        self.log = []
        self.session = "k%d" % index
        self.field = ""          # what the field holds, as typed
        self.line = ""           # its last line
        self.typed = set()       # words typed and ended with a space
        self.forgotten = set()   # words forgotten (never typed again)
        self.copied = set()      # keys of field copies
        self.counter = 0
        self.prefix = "qv" if index == 0 else "xj"

    def screen(self):
        return self.run.tmux(["capture-pane", "-p", "-t", self.session])

    def wait(self, what, condition):
        deadline = time.time() + self.run.timeout
        while True:
            text = self.screen()
            if condition(text):
                return text
            if time.time() > deadline:
                raise Failure("%s: no %s in %d s; the screen:\n%s"
                              % (self.name, what, self.run.timeout, text))
            time.sleep(0.05)

    def wait_cursor(self, what):
        """Waits until the cursor stands after the last line's text."""
        deadline = time.time() + self.run.timeout
        while True:
            column = self.run.tmux(["display-message", "-p", "-t", self.session,
                                    "#{cursor_x}"]).strip()
            if column == str(len(self.line)):
                return
            if time.time() > deadline:
                raise Failure("%s: no %s in %d s (cursor at column %s, not %d); the screen:\n%s"
                              % (self.name, what, self.run.timeout, column, len(self.line),
                                 self.screen()))
            time.sleep(0.05)

    def confirm_copy(self, expected):
        deadline = time.time() + min(self.run.timeout, 5)
        while time.time() < deadline:
            if expected in self.screen():
                return True
            if any(item.get("text") == self.field for item in self.run.clipboard()):
                return True
            time.sleep(0.05)
        return False

    def start(self):
        run = self.run
        environment = " ".join("%s=%s" % (k, shell_quoted(v)) for k, v in run.env.items())
        command = "env %s %s run --keyboard qwerty --field autocapitalization=none; sleep 60" % (
            environment, shell_quoted(run.binary))
        run.tmux(["new-session", "-d", "-s", self.session, "-x", "100", "-y", "30", command])
        # The keyboard is up when its grid and status line are drawn.
        self.wait("keyboard", lambda text: "╰" in text)

    def quit(self):
        self.run.tmux(["send-keys", "-t", self.session, "C-q"])
        # Sometimes a word is forgotten while the keyboard quits: its last save must not
        # write the word back.
        candidates = sorted(self.typed - self.forgotten)
        if candidates and self.rng.random() < 0.5:
            word = self.rng.choice(candidates)
            _, out, _ = self.run.sykb(["learned", "forget", word], check={0})
            self.forgotten.add(word)
            self.log.append("learned forget %s while quitting → %s" % (word, out.strip()))
            self.run.count(True)
        deadline = time.time() + self.run.timeout
        while True:
            command = self.run.tmux(["display-message", "-p", "-t", self.session,
                                     "#{pane_current_command}"]).strip()
            if command == "sleep":
                return
            if time.time() > deadline:
                raise Failure("%s did not quit in %d s" % (self.name, self.run.timeout))
            time.sleep(0.05)

    def work(self):
        try:
            for _ in range(self.budget):
                time.sleep(self.rng.random() * 0.05)
                self.step()
        except Failure as failure:
            self.run.fail("%s: %s" % (self.name, failure))

    def step(self):
        run = self.run
        kind = self.rng.choices(["type", "forget", "copy"], [4, 2, 2])[0]
        candidates = sorted(self.typed - self.forgotten)
        if kind == "forget" and not candidates:
            kind = "type"
        if kind == "copy" and not self.field:
            kind = "type"
        if kind == "type":
            if len(self.line) > 60:
                # A new line keeps the cursor's column a measure of what was taken.
                run.tmux(["send-keys", "-t", self.session, "Enter"])
                self.field += "\n"
                self.line = ""
                self.wait_cursor("the return")
            word = word_for(self.prefix, self.counter)
            self.counter += 1
            run.tmux(["send-keys", "-t", self.session, "-l", word + " "])
            self.field += word + " "
            self.line += word + " "
            # Acknowledged when the keyboard took the space after the word (which records it).
            self.wait_cursor("typed word %r" % word)
            self.typed.add(word)
            self.log.append("type %s" % word)
        elif kind == "forget":
            word = self.rng.choice(candidates)
            status, out, err = run.sykb(["learned", "forget", word], check={0})
            self.forgotten.add(word)
            self.log.append("learned forget %s → %s" % (word, out.strip()))
        else:
            expected = "복사: %d자" % len(self.field)
            run.tmux(["send-keys", "-t", self.session, "C-a"])
            run.tmux(["send-keys", "-t", self.session, "C-c"])
            # The selection ends where the field ends: the next word is typed after it.
            run.tmux(["send-keys", "-t", self.session, "End"])
            self.copied.add(("text", self.field))
            # The status line says the copy until the next notice (another worker's change
            # may say its own first); the history then has it once a keyboard looked.
            confirmed = self.confirm_copy(expected)
            self.wait_cursor("the end of the field")
            self.log.append("field copy (%d characters)%s" % (
                len(self.field), "" if confirmed else ", unconfirmed"))
            run.count(confirmed)
            return
        run.count(True)


def shell_quoted(word):
    return "'" + word.replace("'", "'\\''") + "'"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/sykb"))
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--schedules", type=int, default=1, help="seeds seed … seed+N-1")
    parser.add_argument("--ops", type=int, default=40, help="operations per schedule")
    parser.add_argument("--keyboards", type=int, default=2, choices=[0, 1, 2])
    parser.add_argument("--workers", type=int, default=4, help="command-line worker threads")
    parser.add_argument("--timeout", type=int, default=60, help="seconds any one wait may take")
    parser.add_argument("--keep", action="store_true", help="keep a failing schedule's HOME")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit("concurrency_model.py: no sykb binary at %s (swift build)" % binary)
    if arguments.keyboards and shutil.which("tmux") is None:
        sys.exit("concurrency_model.py: the keyboards run under tmux, which is missing")
    schedules = operations = attempted = failed = 0
    started = time.time()
    for seed in range(arguments.seed, arguments.seed + arguments.schedules):
        run = Run(binary, seed, arguments.ops, arguments.keyboards, arguments.workers,
                  arguments.keep, arguments.timeout)
        passed = run.run()
        schedules += 1
        operations += run.acknowledged
        attempted += run.attempted
        print("schedule seed %d: %d operations acknowledged (%d attempted), %s, %.1f s" % (
            seed, run.acknowledged, run.attempted, "ok" if passed else "FAILED", run.elapsed),
            flush=True)
        if not passed:
            failed += 1
            for failure in run.failures:
                print("  ✘ " + failure.replace("\n", "\n    "))
            for name, log in sorted(run.logs.items()):
                print("  %s: %s" % (name, "; ".join(log)))
            if arguments.keep:
                print("  kept: %s" % run.directory)
    print("model: %d schedules, %d operations acknowledged (%d attempted), %d failures, %.0f s"
          % (schedules, operations, attempted, failed, time.time() - started), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writers on a disk that fills: every way a write can fail, tried at every size.

A tmpfs of its own (64 KiB) is filled to leave ROOM bytes free, for ROOM from 0 to 64 KiB in
steps; at each, `sykb play --cast`, `sykb layouts show --svg` over an old file, `sykb stats
--heat-svg` and `sykb layouts list` into a file on it are run. The rule checked each time:
status 0 and the file whole, or status 1, a message naming the file, and no cut file (a cast
is JSON lines up to its last whole event, a picture is the old one or none, no temporary file
is left). Then device nodes the script makes itself (1,7 full and 1,3 null — never the
system's): the same writers, a failure said with status 1 and the node's mode unchanged.

Needs root (mount, mknod). `make fuzz` runs it when it can:

    python3 scripts/writer_faults.py --binary .build/debug/sykb [--step 2048]
"""
import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "Tests", "QAScripts", "caps-lock.replay")
SIZE = 64 * 1024


def run(binary, home, arguments, stdout_path=None):
    env = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "COLUMNS": "80", "LINES": "24"}
    out = open(stdout_path, "wb") if stdout_path else subprocess.DEVNULL
    try:
        done = subprocess.run([binary] + arguments, env=env, stdout=out, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=120)
    except OSError as error:  # the redirection itself failed (the disk is full)
        return None, str(error)
    finally:
        if stdout_path:
            out.close()
    return done.returncode, done.stderr.decode("utf-8", "replace")


def cast_is_whole_lines(path):
    data = open(path, "rb").read()
    if data and not data.endswith(b"\n"):
        return False
    for line in data.splitlines():
        json.loads(line)
    return True


def fill(disk, room):
    for name in os.listdir(disk):
        os.remove(os.path.join(disk, name))
    free = shutil.disk_usage(disk).free
    with open(os.path.join(disk, "filler"), "wb") as filler:
        try:
            filler.write(b"\0" * max(0, free - room))
        except OSError:
            pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "sykb"))
    parser.add_argument("--step", type=int, default=2048)
    args = parser.parse_args()
    if os.geteuid() != 0:
        print("writer-faults: skipped (needs root to mount a tmpfs and make device nodes)")
        return 0
    binary = os.path.abspath(args.binary)
    base = tempfile.mkdtemp(prefix="sykb-writer-faults-")
    home = os.path.join(base, "home")
    disk = os.path.join(base, "disk")
    os.makedirs(home)
    os.makedirs(disk)
    problems = []
    counts = {"runs": 0, "whole": 0, "said": 0}
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=%d" % SIZE, "tmpfs", disk], check=True)
    try:
        run(binary, home, ["settings", "set", "spelling-dictionaries", "off"])
        reference_list = subprocess.run([binary, "layouts", "list"], capture_output=True,
                                        env={"HOME": home, "LANG": "C.UTF-8"}).stdout
        for room in range(0, SIZE + 1, args.step):
            cases = [
                ("cast", ["play", SCRIPT, "--cast", os.path.join(disk, "demo.cast")], None),
                ("svg", ["layouts", "show", "dubeolsik", "--svg", os.path.join(disk, "old.svg")],
                 None),
                ("heat-svg", ["stats", SCRIPT, "--heat-svg", os.path.join(disk, "heat.svg")],
                 None),
                ("stdout", ["layouts", "list"], os.path.join(disk, "list.txt")),
            ]
            for name, arguments, stdout_path in cases:
                fill(disk, room)
                if name == "svg":
                    open(os.path.join(disk, "old.svg"), "wb").close()
                status, error = run(binary, home, arguments, stdout_path)
                counts["runs"] += 1
                target = stdout_path or arguments[-1]
                leftovers = [n for n in os.listdir(disk) if ".tmp-" in n]
                if leftovers:
                    problems.append("%s room %d: temporary files left: %s" % (name, room, leftovers))
                if status is None:
                    counts["said"] += 1  # the shell could not even open the file
                    continue
                if status == 0:
                    counts["whole"] += 1
                    if name == "cast" and not cast_is_whole_lines(target):
                        problems.append("cast room %d: status 0 but cut" % room)
                    if name in ("svg", "heat-svg") and \
                            not open(target, "rb").read().rstrip().endswith(b"</svg>"):
                        problems.append("%s room %d: status 0 but cut" % (name, room))
                    if name == "stdout" and open(target, "rb").read() != reference_list:
                        problems.append("stdout room %d: status 0 but cut" % room)
                    continue
                if status != 1:
                    problems.append("%s room %d: status %d: %s" % (name, room, status, error))
                    continue
                counts["said"] += 1
                if name != "stdout" and target not in error:
                    problems.append("%s room %d: the message does not name %s: %s"
                                    % (name, room, target, error))
                if name == "stdout" and "standard output" not in error:
                    problems.append("stdout room %d: not said: %s" % (room, error))
                if name == "cast" and os.path.exists(target):
                    try:
                        if not cast_is_whole_lines(target):
                            problems.append("cast room %d: a cut line" % room)
                    except ValueError:
                        problems.append("cast room %d: a line that is not JSON" % room)
                if name == "svg" and open(target, "rb").read() != b"":
                    problems.append("svg room %d: the old file was changed" % room)
                if name == "heat-svg" and os.path.exists(target):
                    problems.append("heat-svg room %d: a cut file left" % room)
        # Device nodes of the script's own making.
        full = os.path.join(base, "full")
        null = os.path.join(base, "null")
        os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
        os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        os.chmod(full, 0o666)
        os.chmod(null, 0o666)
        for node, expected in ((full, 1), (null, 0)):
            for arguments in (["play", SCRIPT, "--cast", node, "--log", node],
                              ["layouts", "show", "qwerty", "--svg", node],
                              ["stats", SCRIPT, "--heat-svg", node]):
                status, error = run(binary, home, arguments)
                counts["runs"] += 1
                if status != expected:
                    problems.append("%s: status %s, expected %d: %s"
                                    % (" ".join(arguments), status, expected, error))
                if stat.S_IMODE(os.stat(node).st_mode) != 0o666:
                    problems.append("%s: the node's mode changed" % " ".join(arguments))
            status, error = run(binary, home, ["layouts", "list"], full)
            counts["runs"] += 1
            if node == full and status != 1:
                problems.append("layouts list > full: status %s" % status)
    finally:
        subprocess.run(["umount", disk])
        shutil.rmtree(base, ignore_errors=True)
    print("writer-faults: %d runs, %d whole, %d failures said with status 1, %d problems"
          % (counts["runs"], counts["whole"], counts["said"], len(problems)))
    for problem in problems[:40]:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

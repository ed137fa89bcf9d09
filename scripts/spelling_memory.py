#!/usr/bin/env python3
"""Peak memory of `sykb run` with both hunspell dictionaries loaded.

Starts the unified 한/A keyboard in tmux with the system's dictionaries (ko_KR and en_US from
/usr/share/hunspell), types a misspelled English word and a misspelled Korean word (so both
dictionaries are loaded and have suggested), waits until both guesses are in the bar, then reads
VmHWM (peak RSS) from /proc for the keyboard and for its spelling helper (`sykb spell --serve`,
the process that holds the dictionaries).

    python3 scripts/spelling_memory.py [--sykb .build/release/sykb]
prints `keyboard_peak_rss_kb=…`, `helper_peak_rss_kb=…` and `limit_kb=30720`, and exits 1 when
the keyboard's peak is over the limit.
"""
import argparse, os, shutil, subprocess, sys, tempfile, time


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def peak_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def command_line(pid):
    with open(f"/proc/{pid}/cmdline", "rb") as f:
        return f.read().replace(b"\0", b" ").decode(errors="replace")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sykb", default=".build/release/sykb")
    args = parser.parse_args()
    sykb = os.path.abspath(args.sykb)
    home = tempfile.mkdtemp(prefix="sykb-spelling-memory-")
    os.chmod(home, 0o700)
    socket = f"sykb-spelling-memory-{os.getpid()}"
    tmux = ["tmux", "-L", socket]
    command = (
        f"env HOME={home} LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color "
        f"{sykb} run --keyboard unified --field autocapitalization=none; sleep 30"
    )
    subprocess.run(tmux + ["new-session", "-d", "-s", "m", "-x", "80", "-y", "24", command], check=True)
    try:
        def screen():
            return subprocess.run(
                tmux + ["capture-pane", "-p", "-t", "m"], capture_output=True, text=True
            ).stdout

        def wait(condition, what, timeout=20):
            deadline = time.time() + timeout
            while time.time() < deadline:
                if condition(screen()):
                    return
                time.sleep(0.05)
            sys.exit(f"timed out waiting for {what}; the screen was:\n{screen()}")

        wait(lambda s: "╰" in s, "the keyboard")
        subprocess.run(tmux + ["send-keys", "-t", "m", "-l", "teh"], check=True)
        wait(lambda s: '"teh"' in s and " the " in s, "the English guess")
        subprocess.run(tmux + ["send-keys", "-t", "m", "Space"], check=True)
        subprocess.run(tmux + ["send-keys", "-t", "m", "-l", "학교애서"], check=True)
        wait(lambda s: "학교에서" in s, "the Korean guess", timeout=30)
        shell = int(subprocess.run(
            tmux + ["display-message", "-p", "-t", "m", "#{pane_pid}"], capture_output=True, text=True
        ).stdout.strip())
        keyboard = [p for p in children(shell) if " run " in command_line(p) + " "]
        if not keyboard:
            sys.exit("no sykb process under the pane")
        helpers = [p for p in children(keyboard[0]) if "--serve" in command_line(p)]
        keyboard_kb = peak_kb(keyboard[0])
        helper_kb = peak_kb(helpers[0]) if helpers else 0
        print(f"keyboard_peak_rss_kb={keyboard_kb}")
        print(f"helper_peak_rss_kb={helper_kb}" + ("" if helpers else " (no helper: checkers in process)"))
        print("limit_kb=30720")
        return 0 if keyboard_kb <= 30720 else 1
    finally:
        subprocess.run(tmux + ["kill-server"], stderr=subprocess.DEVNULL)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

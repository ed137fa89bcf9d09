#!/usr/bin/env python3
"""Measures sykb's screenshot OCR: character error rate and time per image on the generated set.

    python3 scripts/ocr-eval.py [--set DIR] [--count 60] [--sykb PATH] [--baseline] [--verbose]

The set (scripts/ocr_set.py) is generated into DIR (default .build/ocr-set) when DIR has no
manifest.tsv. Every image is read by `sykb reply --image FILE --print-text`, the path users
get (default binary: .build/release/sykb, else .build/debug/sykb), one image at a time so that
the time per image is the time of one read. `--baseline` runs tesseract the way sykb did before
its preprocessing (`tesseract FILE stdout -l kor+eng`, automatic page segmentation, `--psm 6`
only when that found nothing) for the "before" figures.

The character error rate is the edit distance (Levenshtein, per Unicode character) between the
recognised text and the ground truth, divided by the length of the ground truth, both with every
run of white space (newlines too) made one space and the ends trimmed; the total is the sum of
the distances over the sum of the lengths. Also printed: the rate by theme, by size band and by
language, and the worst images.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def normalised(text):
    return re.sub(r"\s+", " ", text).strip()


def distance(a, b):
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def recognise(image, args, environment):
    if args.baseline:
        command = ["tesseract", image, "stdout", "-l", "kor+eng"]
        out = subprocess.run(command, capture_output=True, env=environment).stdout.decode()
        if not out.strip():
            out = subprocess.run(command + ["--psm", "6"], capture_output=True, env=environment).stdout.decode()
        return out
    result = subprocess.run(
        [args.sykb, "reply", "--image", image, "--print-text"], capture_output=True, env=environment
    )
    if result.returncode not in (0, 1):
        sys.exit(f"ocr-eval: {args.sykb} failed on {image}: {result.stderr.decode().strip()}")
    return result.stdout.decode()


def band(size):
    return "14-23 px" if size < 24 else "24-35 px" if size < 36 else "36-48 px"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", default=os.path.join(ROOT, ".build", "ocr-set"))
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--sykb")
    parser.add_argument("--baseline", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.set, "manifest.tsv")):
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "scripts", "ocr_set.py"), args.set, "--count", str(args.count)],
            check=True,
        )
    if not args.sykb:
        release = os.path.join(ROOT, ".build", "release", "sykb")
        args.sykb = release if os.path.exists(release) else os.path.join(ROOT, ".build", "debug", "sykb")
    if not args.baseline and not os.path.exists(args.sykb):
        sys.exit(f"ocr-eval: {args.sykb} is missing (swift build)")
    scratch = tempfile.mkdtemp(prefix="sykb-ocr-eval-")
    # A private home: the command reads no settings or data of the user's.
    environment = dict(os.environ, HOME=scratch, XDG_DATA_HOME=scratch + "/data", XDG_CONFIG_HOME=scratch + "/config")
    with open(os.path.join(args.set, "manifest.tsv"), encoding="utf-8") as manifest:
        rows = [line.rstrip("\n").split("\t") for line in manifest][1:]
    totals = {}
    results = []
    started = time.monotonic()
    for name, font, size, theme, language, _lines in rows:
        image = os.path.join(args.set, name)
        with open(image[:-4] + ".txt", encoding="utf-8") as truth:
            reference = normalised(truth.read())
        begin = time.monotonic()
        hypothesis = normalised(recognise(image, args, environment))
        seconds = time.monotonic() - begin
        errors = distance(reference, hypothesis)
        results.append((name, errors, len(reference), seconds, font, hypothesis, reference))
        for key in ("all", "theme " + theme.split("-")[0], "size " + band(int(size)), "language " + language):
            e, n, c = totals.get(key, (0, 0, 0))
            totals[key] = (e + errors, n + len(reference), c + 1)
        if args.verbose:
            print(f"{name} {errors / len(reference) * 100:5.1f}% {seconds:5.2f}s {font} {size}px {theme}")
            if errors:
                print(f"    got:  {hypothesis}\n    want: {reference}")
    elapsed = time.monotonic() - started
    what = "baseline (tesseract, automatic segmentation)" if args.baseline else args.sykb
    print(f"ocr-eval: {len(results)} images of {args.set}, read by {what}")
    for key in sorted(totals, key=lambda k: (k != "all", k)):
        e, n, c = totals[key]
        print(f"  {key:18} CER {e / n * 100:5.2f}%  ({e} edits / {n} characters, {c} images)")
    print(f"  time per image     {elapsed / len(results):.2f} s (mean), "
          f"{sorted(r[3] for r in results)[len(results) // 2]:.2f} s (median)")
    worst = sorted(results, key=lambda r: -r[1] / r[2])[:3]
    print("  worst: " + ", ".join(f"{r[0]} {r[1] / r[2] * 100:.0f}% ({r[4]})" for r in worst))


if __name__ == "__main__":
    main()

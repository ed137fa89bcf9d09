#!/usr/bin/env python3
"""Build the base word-frequency lists lexicons/ko.tsv and lexicons/en.tsv from wordfreq.

Each output line is `word<TAB>frequency-per-billion` (an integer, at least 1), most frequent
first. Korean keeps words made only of precomposed Hangul syllables (U+AC00-U+D7A3); English
keeps words made only of [a-z'] that contain a letter. At most 50,000 words per language
(wordfreq's Korean list has fewer than that after filtering).

    pip install wordfreq==3.1.1
    python3 scripts/make_lexicons.py            # writes lexicons/*.tsv
    python3 scripts/make_lexicons.py --check    # exits 1 if the files differ from a rebuild

Only the packaged frequency tables are read (`get_frequency_dict`); no tokenizer (MeCab)
is needed, so the build is deterministic for a given wordfreq version.
"""

import argparse
import pathlib
import re
import sys

import wordfreq

LIMIT = 50_000
FILTERS = {
    "ko": re.compile(r"[\uac00-\ud7a3]+"),
    "en": re.compile(r"[a-z']*[a-z][a-z']*"),
}
ROOT = pathlib.Path(__file__).resolve().parent.parent


def build(lang: str) -> str:
    frequencies = wordfreq.get_frequency_dict(lang, wordlist="best")
    pattern = FILTERS[lang]
    kept = [(word, freq) for word, freq in frequencies.items() if pattern.fullmatch(word)]
    # Most frequent first; ties by word so the file is stable across runs.
    kept.sort(key=lambda item: (-item[1], item[0]))
    lines = []
    for word, freq in kept[:LIMIT]:
        per_billion = max(1, round(freq * 1e9))
        lines.append(f"{word}\t{per_billion}\n")
    return "".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "lexicons")
    args = parser.parse_args()
    status = 0
    for lang in ("ko", "en"):
        text = build(lang)
        path = args.out / f"{lang}.tsv"
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path}: differs from wordfreq {wordfreq_version()}", file=sys.stderr)
                status = 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path}: {text.count(chr(10))} words (wordfreq {wordfreq_version()})")
    return status


def wordfreq_version() -> str:
    try:
        from importlib.metadata import version

        return version("wordfreq")
    except Exception:  # pragma: no cover - metadata missing only in odd installs
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())

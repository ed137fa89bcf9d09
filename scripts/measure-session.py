#!/usr/bin/env python3
"""The session's size, as docs/design.md reports it.

Counts the lines inside `struct KeyboardSession { … }` and every `extension KeyboardSession
{ … }` (their doc comments included), the public members declared directly in those blocks,
and the lines of the whole session module. `--check` fails past the limits the design keeps:
1,500 lines, 70 public members, 6,000 module lines.
"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
module = root / "Modules" / "KeyboardSession"
opening = re.compile(r"^(public )?(struct|extension) KeyboardSession\b[^{]*\{")
lines = members = 0
for path in sorted(module.rglob("*.swift")):
    text = path.read_text().split("\n")
    i = 0
    while i < len(text):
        if opening.match(text[i]):
            # The doc comment above the block belongs to it.
            start = i
            while start > 0 and text[start - 1].startswith("///"):
                start -= 1
            depth = 0
            j = i
            while j < len(text):
                depth += text[j].count("{") - text[j].count("}")
                if re.match(r"^  public ", text[j]) or re.match(r"^  @\w+ public ", text[j]):
                    members += 1
                if depth == 0:
                    break
                j += 1
            if opening.match(text[i]) and text[i].startswith("public struct"):
                members += 1  # the type itself
            lines += j - start + 1
            i = j + 1
        else:
            i += 1
total = sum(len(p.read_text().split("\n")) - 1 for p in module.rglob("*.swift"))
print(f"KeyboardSession: {lines} lines, {members} public members; the session module: {total} lines")
if "--check" in sys.argv and (lines > 1500 or members > 70 or total > 6000):
    sys.exit("the session is past its limits (1,500 lines, 70 public members, 6,000 module lines)")

#!/usr/bin/env python3
"""Generates the OCR test set: chat screenshots with their ground truth.

    python3 scripts/ocr_set.py OUT_DIR [--count 60] [--seed 25]
    python3 scripts/ocr_set.py Tests/Fixtures/ocr --fixtures   # the unit tests' four images

Each image OUT_DIR/NNN.png is one chat screen: message bubbles (incoming on the left,
outgoing on the right) with coloured backgrounds on a light or dark theme (or text straight on
white, the "plain" theme), one to ten text lines in all, drawn with one font of Debian's fonts packages (fonts-nanum, fonts-noto-cjk,
fonts-dejavu-core, fonts-liberation2) at 14-48 px. OUT_DIR/NNN.txt is its text, one line per
drawn line, top to bottom; OUT_DIR/manifest.tsv lists every image with its font, size, theme
and line count. The texts come from the fixed lists below and a fixed seed: the same command
draws the same set. Needs Pillow (Debian python3-pil).
"""

import argparse
import os
import random
import sys

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:
    # pyenv or a virtualenv may shadow Debian's python3, which has python3-pil.
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath(
        "/usr/bin/python3"
    ):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    sys.exit("ocr_set.py: Pillow is missing (apt-get install python3-pil)")

KOREAN = [
    "오늘 회의는 몇 시예요?",
    "내일 몇 시에 만날까요?",
    "지금 출발했어요",
    "점심 뭐 먹을래?",
    "역 앞에서 기다릴게요",
    "사진 보내줘서 고마워",
    "주말에 시간 괜찮아?",
    "조금 늦을 것 같아요 미안해요",
    "회의 자료는 메일로 보냈습니다",
    "생일 축하해! 좋은 하루 보내",
    "비가 와서 우산 챙겨",
    "그 영화 진짜 재밌더라",
    "네 알겠습니다 감사합니다",
    "집에 도착하면 연락해",
    "다음 주 월요일에 봬요",
    "배송은 언제 도착하나요?",
    "오늘 저녁에 전화할게",
    "커피 한 잔 할까요?",
    "수고 많으셨습니다",
    "엄마가 김치 보냈대",
    "버스 놓쳐서 택시 탔어",
    "발표 준비는 잘 되고 있어?",
    "주차장은 지하 2층이에요",
    "3시까지 갈게요",
    "카톡 확인 부탁드려요",
]

ENGLISH = [
    "See you at the station",
    "Are we still on for lunch?",
    "Running 10 minutes late, sorry",
    "Thanks for the photos!",
    "Can you send me the address?",
    "The meeting moved to 3 pm",
    "Happy birthday! Have a great day",
    "I just got home",
    "Did you see the game last night?",
    "Let me check and get back to you",
    "Sounds good to me",
    "What time does the train leave?",
    "Please call me when you can",
    "The package arrived this morning",
    "Don't forget your umbrella",
    "I'll bring the slides tomorrow",
    "Where should we meet?",
    "Great job on the presentation",
    "My flight lands at 6:45",
    "Okay, talk to you later",
]

KOREAN_FONTS = [
    ("/usr/share/fonts/truetype/nanum/NanumGothic.ttf", 0, "NanumGothic"),
    ("/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf", 0, "NanumBarunGothic"),
    ("/usr/share/fonts/truetype/nanum/NanumSquareR.ttf", 0, "NanumSquare"),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1, "NotoSansCJK-KR"),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 1, "NotoSansCJK-KR-Bold"),
]
LATIN_FONTS = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0, "DejaVuSans"),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", 0, "LiberationSans"),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", 0, "LiberationSans-Bold"),
]

# (screen, incoming bubble, incoming text, outgoing bubble, outgoing text)
THEMES = {
    "light-ios": ("#ffffff", "#e9e9eb", "#000000", "#0b93f6", "#ffffff"),
    "light-kakao": ("#b2c7d9", "#ffffff", "#191919", "#fee500", "#191919"),
    "light-whatsapp": ("#efe7de", "#ffffff", "#111b21", "#d9fdd3", "#111b21"),
    "dark-ios": ("#000000", "#262628", "#ffffff", "#0a84ff", "#ffffff"),
    "dark-whatsapp": ("#0b141a", "#202c33", "#e9edef", "#005c4b", "#e9edef"),
    "dark-kakao": ("#1e1e1e", "#3a3a3a", "#eeeeee", "#fee500", "#191919"),
    # Black text on white, no bubble: the plain line of a cropped message.
    "plain": ("#ffffff", "#ffffff", "#000000", "#ffffff", "#000000"),
}


def rounded(draw, box, radius, fill):
    draw.rounded_rectangle(box, radius=radius, fill=fill)


def pick(rng):
    """The random choices of one image: its lines, font, size, theme and bubbles."""
    language = rng.choice(["ko", "ko", "en", "mixed"])
    if language == "en":
        font = rng.choice(LATIN_FONTS + KOREAN_FONTS)
    else:
        font = rng.choice(KOREAN_FONTS)
    size = rng.randint(14, 48)
    theme = rng.choice(sorted(THEMES))
    total = rng.randint(1, 10)
    pool = {"ko": KOREAN, "en": ENGLISH, "mixed": KOREAN + ENGLISH}[language]
    lines = rng.sample(pool, total)
    # Bubbles of one to three lines, alternating sides from a random start.
    bubbles = []
    rest = list(lines)
    outgoing = rng.random() < 0.5
    while rest:
        take = min(len(rest), rng.randint(1, 3))
        bubbles.append((outgoing, rest[:take]))
        rest = rest[take:]
        outgoing = not outgoing
    return bubbles, font, size, theme, language


def draw(bubbles, font_spec, size, theme):
    """The screen of `bubbles` ((outgoing, lines) top to bottom) and its lines in order."""
    path, face, _ = font_spec
    screen, in_fill, in_text, out_fill, out_text = THEMES[theme]
    font = ImageFont.truetype(path, size, index=face)
    lines = [line for _, bubble in bubbles for line in bubble]
    line_height = int(size * 1.45)
    pad_x, pad_y = int(size * 0.7), int(size * 0.45)
    gap = int(size * 0.5) + 4
    margin = int(size * 0.6) + 8
    widths = [font.getbbox(line)[2] for line in lines]
    bubble_width = max(widths) + 2 * pad_x
    width = max(int(bubble_width * 1.25) + 2 * margin, 320)
    height = margin * 2 + sum(len(b) * line_height + 2 * pad_y + gap for _, b in bubbles)
    image = Image.new("RGB", (width, height), screen)
    draw = ImageDraw.Draw(image)
    y = margin
    for outgoing, text_lines in bubbles:
        w = max(font.getbbox(line)[2] for line in text_lines) + 2 * pad_x
        h = len(text_lines) * line_height + 2 * pad_y
        x = width - margin - w if outgoing else margin
        rounded(draw, (x, y, x + w, y + h), min(int(size * 0.8), h // 2), out_fill if outgoing else in_fill)
        for row, line in enumerate(text_lines):
            top = y + pad_y + row * line_height + (line_height - size) // 2
            draw.text((x + pad_x, top), line, font=font, fill=out_text if outgoing else in_text)
        y += h + gap
    return image, lines


def font_named(name):
    return next(f for f in KOREAN_FONTS + LATIN_FONTS if f[2] == name)


# The unit tests' screenshots (Tests/Fixtures/ocr): light and dark, Korean and Latin, small text.
FIXTURES = [
    ("plain-line", [(False, ["오늘 회의는 몇 시예요?"])], "NanumGothic", 28, "plain"),
    (
        "light-korean",
        [(False, ["내일 몇 시에 만날까요?"]), (True, ["역 앞에서 기다릴게요"])],
        "NotoSansCJK-KR",
        16,
        "light-ios",
    ),
    (
        "dark-latin",
        [(False, ["Are we still on for lunch?"]), (True, ["Running 10 minutes late, sorry"])],
        "DejaVuSans",
        20,
        "dark-ios",
    ),
    (
        "dark-korean",
        [(True, ["점심 뭐 먹을래?", "See you at the station"]), (False, ["비가 와서 우산 챙겨"])],
        "NanumBarunGothic",
        24,
        "dark-whatsapp",
    ),
]


def write(out, name, image, lines):
    image.save(os.path.join(out, name + ".png"), optimize=True)
    with open(os.path.join(out, name + ".txt"), "w", encoding="utf-8") as truth:
        truth.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--fixtures", action="store_true", help="draw the unit tests' screenshots instead")
    args = parser.parse_args()
    for path, _, _ in KOREAN_FONTS + LATIN_FONTS:
        if not os.path.exists(path):
            sys.exit(f"ocr_set.py: {path} is missing (make deps installs the fonts packages)")
    os.makedirs(args.out, exist_ok=True)
    if args.fixtures:
        for name, bubbles, font, size, theme in FIXTURES:
            image, lines = draw(bubbles, font_named(font), size, theme)
            write(args.out, name, image, lines)
        print(f"ocr_set.py: {len(FIXTURES)} fixtures in {args.out}")
        return
    rng = random.Random(args.seed)
    with open(os.path.join(args.out, "manifest.tsv"), "w", encoding="utf-8") as manifest:
        manifest.write("image\tfont\tsize\ttheme\tlanguage\tlines\n")
        for index in range(args.count):
            bubbles, font, size, theme, language = pick(rng)
            image, lines = draw(bubbles, font, size, theme)
            name = f"{index:03d}"
            write(args.out, name, image, lines)
            manifest.write(f"{name}.png\t{font[2]}\t{size}\t{theme}\t{language}\t{len(lines)}\n")
    print(f"ocr_set.py: {args.count} images in {args.out}")


if __name__ == "__main__":
    main()

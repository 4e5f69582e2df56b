"""Text normalization for the offline engine: say numbers and symbols the Chinese way.

espeak-ng's Mandarin voice reads Arabic numerals as English-like digit groups, skips
full-width digits entirely and runs over ～ without a pause. ``normalize_for_offline``
rewrites them as Chinese words before synthesis: 1945年 -> 一九四五年, 9月18日 ->
九月十八日, 3.5 -> 三點五, 50% -> 百分之五十, 12,345 -> 一萬二千三百四十五, 3-5天 ->
三到五天, …… —— ～ -> a comma pause. Text already in Chinese numerals (貞觀十九年) is left
alone. Only the engine text changes; subtitles keep the book's text.
"""

from __future__ import annotations

import re

from pipeline.script import to_simplified

_DIGITS = "零一二三四五六七八九"
# Words whose script depends on the book's: (Traditional, Simplified).
_WORDS = {
    "萬": ("萬", "万"), "億": ("億", "亿"), "點": ("點", "点"), "兩": ("兩", "两"),
    "負": ("負", "负"), "分": ("分", "分"), "釐米": ("釐米", "厘米"),
    "攝氏度": ("攝氏度", "摄氏度"),
}
PAUSE = "，"  # espeak pauses at a full-width comma (its clause punctuation)

_FULL_WIDTH = str.maketrans(
    {chr(0xFF10 + i): str(i) for i in range(10)}
    | {chr(0xFF21 + i): chr(0x41 + i) for i in range(26)}
    | {chr(0xFF41 + i): chr(0x61 + i) for i in range(26)}
    | {"％": "%", "．": ".", "－": "-", "＋": "+"}
)
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_RANGE_MARK = r"\s*[-–—~～至到]\s*"
# A year is four digits before 年 (1945年), or any digits after 公元/西元; a round
# 1000年 or 2000年 is said as a number (一千年, 二千年), both as a span and as a year.
_YEAR = re.compile(
    r"(?<![\d.,])(公元前|公元|西元)?(\d{4}(?<!000)|(?<=[公西]元)\d{1,3}|(?<=公元前)\d{1,3})(?=年)"
)
# 1945年-1949年, 9月18日-20日: a range mark after a date word, before a number.
_DATE_RANGE = re.compile(r"(?<=[年月日號号])\s*[-–—~～]\s*(?=[\d零一二三四五六七八九十])")
_YEAR_RANGE = re.compile(r"(?<!\d)(\d{4})" + _RANGE_MARK + r"(\d{4})(?=年)")
_TIME = re.compile(r"(?<![\d.:])([01]?\d|2[0-4])[:：]([0-5]\d)(?![\d:])")
_PERCENT_RANGE = re.compile(
    r"(?<!\d)(" + _NUMBER + r")\s*[%％]?" + _RANGE_MARK + r"(" + _NUMBER + r")\s*[%％]"
)
_PERCENT = re.compile(r"(?<!\d)(-?)(" + _NUMBER + r")\s*[%％]")
_RANGE = re.compile(r"(?<!\d)(" + _NUMBER + r")" + _RANGE_MARK + r"(?=\d)")
_NEGATIVE = re.compile(r"(?<![0-9A-Za-z.,])-(?=\d)")
_NUMBER_RE = re.compile(_NUMBER)
_UNITS = {
    "km": "公里", "kg": "公斤", "cm": "釐米", "mm": "毫米", "m": "米", "g": "克",
    "°C": "攝氏度", "℃": "攝氏度",
}
_UNIT = re.compile(r"(?<=\d)\s*(km|kg|cm|mm|°C|℃|m|g)(?![A-Za-z])")
# After a bare 2 these measure words want 兩 (兩個人), not 二.
_LIANG_NEXT = set("個个位次天人件本條条隻只張张匹歲岁名頭头把座封種种句支枝千萬万億亿年")
# …… —— ～ and friends: a pause, neither read out nor dropped.
_PAUSE_MARKS = re.compile(r"[…⋯]+|[—―─━]+|[～~]+|-{2,}")
_PAUSE_RUN = re.compile(r"[，,、]*，[，,、]*")
_PAUSE_BEFORE_END = re.compile(r"，+(?=[。！？!?；;」』”’）)])")
_PAUSE_AFTER_OPEN = re.compile(r"(?<=[「『“‘（(：:])，+")


def _is_traditional(text: str) -> bool:
    return to_simplified(text) != text


def digits(number: str) -> str:
    """Digit by digit: 1945 -> 一九四五 (years, decimals, codes)."""
    return "".join(_DIGITS[int(d)] for d in number if d.isdigit())


def _four(n: int) -> str:
    """1..9999 in Chinese, zeros inside said once (1005 -> 一千零五)."""
    out, zero = "", False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        d = n // value % 10
        if d == 0:
            zero = zero or bool(out)
            continue
        if zero:
            out += "零"
            zero = False
        out += _DIGITS[d] + unit
    return out


def cardinal(n: int, traditional: bool = True) -> str:
    """A whole number in Chinese: 12345 -> 一萬二千三百四十五, 15 -> 十五."""
    if n == 0:
        return "零"
    units = ["", _word("萬", traditional), _word("億", traditional),
             _word("萬", traditional) + _word("億", traditional)]
    if n >= 10 ** 16:
        return digits(str(n))
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out, skipped = "", False
    for index in reversed(range(len(groups))):
        group = groups[index]
        if group == 0:
            skipped = skipped or bool(out)
            continue
        if out and (skipped or group < 1000):
            out += "零"
        out += _four(group) + units[index]
        skipped = False
    return out[1:] if out.startswith("一十") else out


def _word(key: str, traditional: bool) -> str:
    return _WORDS[key][0 if traditional else 1]


def number(text: str, traditional: bool = True) -> str:
    """An Arabic number as spoken: 12,345 -> 一萬二千三百四十五, 3.14 -> 三點一四,
    007 -> 零零七 (a leading zero means a code, read digit by digit)."""
    whole, _, fraction = text.replace(",", "").partition(".")
    if len(whole) > 1 and whole.startswith("0"):
        spoken = digits(whole)
    else:
        spoken = cardinal(int(whole), traditional)
    if fraction:
        spoken += _word("點", traditional) + digits(fraction)
    return spoken


def normalize_for_offline(text: str) -> str:
    """``text`` with numbers, dates, percentages and pause symbols in speakable Chinese.

    Pure and fast; text with nothing to speak (「……」) comes back unchanged so its pause
    length stays the engine's decision.
    """
    if not any(ch.isalnum() for ch in text):
        return text
    text = text.translate(_FULL_WIDTH)
    trad = _is_traditional(text)
    if any(ch.isdigit() for ch in text):
        text = _numbers(text, trad)
    text = _PAUSE_MARKS.sub(PAUSE, text)
    text = _PAUSE_RUN.sub(PAUSE, text)
    text = _PAUSE_BEFORE_END.sub("", text)
    text = _PAUSE_AFTER_OPEN.sub("", text)
    return text.lstrip(PAUSE) or text


def _numbers(text: str, trad: bool) -> str:
    to = _word  # short alias, keeps the substitutions readable
    text = _YEAR_RANGE.sub(lambda m: f"{digits(m[1])}到{digits(m[2])}", text)
    text = _YEAR.sub(lambda m: (m[1] or "") + digits(m[2]), text)
    text = _DATE_RANGE.sub("到", text)
    text = _TIME.sub(
        lambda m: number(m[1], trad) + to("點", trad)
        + ("" if m[2] == "00" else number(m[2].lstrip("0") or "0", trad) + "分"),
        text,
    )
    text = _PERCENT_RANGE.sub(
        lambda m: f"百分之{number(m[1], trad)}到{number(m[2], trad)}", text
    )
    text = _PERCENT.sub(
        lambda m: (to("負", trad) if m[1] else "") + "百分之" + number(m[2], trad), text
    )
    text = _RANGE.sub(lambda m: m[1] + "到", text)
    text = _NEGATIVE.sub(to("負", trad), text)
    text = _UNIT.sub(lambda m: _unit(m[1], trad), text)

    def spoken(m: re.Match[str]) -> str:
        after, before = text[m.end():m.end() + 1], text[max(0, m.start() - 1):m.start()]
        if m[0] == "2" and after and after in _LIANG_NEXT and before != "第":
            return to("兩", trad)
        return number(m[0], trad)

    return _NUMBER_RE.sub(spoken, text)


def _unit(symbol: str, trad: bool) -> str:
    word = _UNITS[symbol]
    return _word(word, trad) if word in _WORDS else word

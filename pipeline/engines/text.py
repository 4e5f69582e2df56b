"""Engine-side text rules: what is worth speaking, how long a pause punctuation earns,
and how long text is cut into requests an engine accepts.

``speakable`` is the one test of "is there anything to say here"; the synthesizer and
every engine call it, so punctuation-only text (「……」, ——) is never sent to a service.
"""

from __future__ import annotations

import re

from pipeline.model import Speech
from pipeline.punctuation import CLAUSE_END, SENTENCE_END

# Edge rejects requests over 4096 bytes of escaped SSML text; stay well under it so
# XML escaping (& -> &amp;) and the SSML envelope never push a chunk over.
DEFAULT_CHUNK_BYTES = 3000

PAUSE_PER_GROUP = 0.25  # seconds of silence per ellipsis or dash group
PAUSE_MIN = 0.15  # any punctuation-only text is at least a short breath
PAUSE_MAX = 1.5

# A "group" is a run of ellipsis dots or dashes: …… is one group, …… …… two.
_PAUSE_GROUP = re.compile(r"[…⋯.。・･]{2,}|…+|⋯+|[—―－─\-~～]{1,}")


def speakable(text: str) -> bool:
    """True when ``text`` holds anything an engine can pronounce: a letter, digit or CJK
    ideograph (str.isalnum covers all three, full-width forms included)."""
    return any(ch.isalnum() for ch in text)


def pause_for(text: str) -> float:
    """Seconds of silence standing in for punctuation-only ``text`` (「……」 or ——):
    PAUSE_PER_GROUP per ellipsis/dash group, at least PAUSE_MIN, at most PAUSE_MAX."""
    groups = len(_PAUSE_GROUP.findall(text))
    return min(PAUSE_MAX, max(PAUSE_MIN, groups * PAUSE_PER_GROUP))


def wire_bytes(text: str) -> int:
    """Bytes ``text`` takes in a request: UTF-8 after XML escaping, as edge-tts sends it."""
    return sum(_char_bytes(ch) for ch in text)


def _char_bytes(ch: str) -> int:
    return _ESCAPED.get(ch) or len(ch.encode("utf-8", "surrogatepass"))


_ESCAPED = {"&": 5, "<": 4, ">": 4}  # &amp; &lt; &gt;


def silence(seconds: float, sample_rate: int) -> Speech:
    """``seconds`` of digital silence, as an engine returns for punctuation-only text."""
    return Speech(b"\0\0" * round(seconds * sample_rate), sample_rate)


def chunks(text: str, limit_bytes: int = DEFAULT_CHUNK_BYTES) -> list[str]:
    """Split ``text`` into pieces of at most ``limit_bytes`` bytes as sent (``wire_bytes``),
    cutting at sentence ends, else at clause marks, else at whitespace, else between
    characters.

    Joined, the pieces give back ``text`` exactly. Short text is one piece.
    """
    if limit_bytes < 5:
        raise ValueError("limit_bytes must leave room for any one character (>= 5)")
    if wire_bytes(text) <= limit_bytes:
        return [text] if text else []
    pieces: list[str] = []
    rest = text
    while wire_bytes(rest) > limit_bytes:
        cut = _cut_point(rest, limit_bytes)
        pieces.append(rest[:cut])
        rest = rest[cut:]
    if rest:
        pieces.append(rest)
    return pieces


def _cut_point(text: str, limit_bytes: int) -> int:
    """The best place (character index, > 0) to end the first chunk of ``text``."""
    fits = _chars_within(text, limit_bytes)
    window = text[:fits]
    for pattern in (SENTENCE_END, CLAUSE_END):
        ends = [m.end() for m in pattern.finditer(window)]
        # A cut in the first quarter would make many tiny requests; prefer a later one.
        good = [end for end in ends if end >= fits // 4]
        if good:
            return good[-1]
    space = max(window.rfind(" "), window.rfind("\n"), window.rfind("\u3000"))
    if space >= fits // 4:
        return space + 1
    return fits


def _chars_within(text: str, limit_bytes: int) -> int:
    """How many leading characters of ``text`` fit in ``limit_bytes`` wire bytes."""
    used = 0
    for index, ch in enumerate(text):
        used += _char_bytes(ch)
        if used > limit_bytes:
            return max(1, index)
    return len(text)

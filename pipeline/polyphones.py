"""Polyphone warnings: names and frequent words an engine may read the wrong way.

A character like 長 (cháng / zhǎng) or 蓋 (gài / gě) has several readings; which one an
engine picks depends on the words it knows. ``polyphone_report`` lists the cast's names
and the book's frequent words that contain such characters, with what each engine is
likely to say, so the user can pin the right reading with a lexicon entry.

How the likely readings are guessed:
- edge: pypinyin's reading of the word (in its Simplified form, where pypinyin's phrase
  data lives) stands in for edge's neural front end.
- espeak: libespeak-ng's own phonemes for the word, compared with the phonemes of the
  word respelled with an unambiguous homophone of each candidate reading. Without the
  library, pypinyin's reading again (the warning says so).

Words are found by forward maximum matching against pypinyin's phrase list (2-4
characters) plus the given names; words the lexicon already respells are skipped.
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pypinyin import Style, lazy_pinyin
from pypinyin.constants import PHRASES_DICT, PINYIN_DICT

from pipeline.errors import EngineUnavailable
from pipeline.lexicon import Lexicon
from pipeline.script import converter

ENGINES = ("edge", "espeak")
MIN_COUNT = 2  # a non-name word must occur this often to be worth a line
MIN_USAGE = 3  # phrases a reading must appear in to count as a real alternative
_SANDHI = set("一不")  # their tone changes are regular sandhi, not a choice to make
_TONE_MARKS = set("āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ")


@dataclass(frozen=True)
class PolyphoneWarning:
    """A word whose reading an engine may get wrong."""

    word: str  # as the book writes it
    count: int  # occurrences not already respelled by the lexicon
    is_name: bool
    # each ambiguous character with all its readings: (("長", ("zhǎng", "cháng")),)
    readings: tuple[tuple[str, tuple[str, ...]], ...]
    # engine -> the reading it is likely to use, e.g. (("edge", "zhǎng sūn"), ...)
    likely: tuple[tuple[str, str], ...]
    # engine -> how that was guessed: "pypinyin" or "espeak phonemes"
    basis: tuple[tuple[str, str], ...]
    suggestion: str  # a voices.yaml lexicon line pinning the edge reading, to edit

    @property
    def engines_disagree(self) -> bool:
        return len({reading for _, reading in self.likely if reading != "?"}) > 1


def _simplified(text: str) -> str:
    """t2s when it keeps every character in place (it almost always does), else text."""
    converted = converter("t2s")(text)
    return converted if len(converted) == len(text) else text


@functools.cache
def _reading_usage() -> Counter[tuple[str, str]]:
    """How many of pypinyin's phrases use each (character, reading): a rough frequency,
    so archaic readings (市 fú, 高 gào) do not make every word look ambiguous."""
    usage: Counter[tuple[str, str]] = Counter()
    for phrase, readings in PHRASES_DICT.items():
        if len(phrase) == len(readings):
            usage.update((ch, reading[0]) for ch, reading in zip(phrase, readings, strict=True))
    return usage


def char_readings(ch: str) -> tuple[str, ...]:
    """The toned readings of ``ch`` in real use: pypinyin's default first, then those
    used in at least MIN_USAGE phrases (neutral tones and 一/不 sandhi left out)."""
    if ch in _SANDHI:
        return ()
    simple = _simplified(ch)
    raw = PINYIN_DICT.get(ord(simple), "") or PINYIN_DICT.get(ord(ch), "")
    toned = [r for r in raw.split(",") if r and any(c in _TONE_MARKS for c in r)]
    usage = _reading_usage()
    used = [r for r in toned[1:] if usage[(simple, r)] >= MIN_USAGE]
    return tuple(dict.fromkeys(toned[:1] + used))


def _ambiguous(word: str) -> list[int]:
    return [i for i, ch in enumerate(word) if len(char_readings(ch)) > 1]


@functools.cache
def _homophones() -> dict[str, tuple[str, ...]]:
    """reading -> common characters with only that reading, those written the same in
    both scripts first (GB2312 level 1 holds the 3,755 most common characters)."""
    s2t = converter("s2t")
    found: dict[str, list[tuple[int, int, str]]] = {}
    for code, raw in PINYIN_DICT.items():
        if "," in raw:
            continue
        ch = chr(code)
        try:
            encoded = ch.encode("gb2312")
        except UnicodeEncodeError:
            continue
        if 0xB0 <= encoded[0] <= 0xD7:
            shared = 0 if s2t(ch) == ch else 1
            found.setdefault(raw, []).append((shared, code, ch))
    return {reading: tuple(ch for *_, ch in sorted(chars)) for reading, chars in found.items()}


def _respell(word: str, positions: dict[int, str], traditional: bool) -> str | None:
    """``word`` with the character at each position replaced by a homophone of the
    given reading; None when no homophone is known."""
    chars = list(word)
    for index, reading in positions.items():
        if chars[index] in _homophones().get(reading, ()) or char_readings(chars[index]) == (
            reading,
        ):
            continue  # already unambiguous
        options = _homophones().get(reading)
        if not options:
            return None
        chars[index] = converter("s2t")(options[0]) if traditional else options[0]
    return "".join(chars)


def _edge_reading(word: str) -> list[str]:
    return lazy_pinyin(_simplified(word), style=Style.TONE, errors="default")


PhonemeReader = Callable[[str], str]


@functools.cache
def espeak_phonemes() -> PhonemeReader | None:
    """A function giving libespeak-ng's Mandarin phonemes for text, or None when the
    offline engine is not available."""
    try:
        from pipeline.engines import espeak
    except ModuleNotFoundError as error:
        if error.name != "pipeline.engines.espeak":
            raise
        return None
    try:
        library = espeak._library()
    except EngineUnavailable:
        return None
    lib = library.lib
    lib.espeak_TextToPhonemes.restype = ctypes.c_char_p
    lib.espeak_TextToPhonemes.argtypes = [
        ctypes.POINTER(ctypes.c_void_p), ctypes.c_int, ctypes.c_int
    ]

    def phonemes(text: str) -> str:
        buffer = ctypes.create_string_buffer(text.encode("utf-8") + b"\0")
        pointer = ctypes.c_void_p(ctypes.addressof(buffer))
        parts = []
        # The engine's lock: the library has one global voice, shared with synthesis.
        with espeak._LOCK:
            if lib.espeak_SetVoiceByName(b"cmn") != 0:
                return ""
            while pointer.value:  # espeak advances the pointer clause by clause
                out = lib.espeak_TextToPhonemes(ctypes.byref(pointer), 1, 0)  # 1 = UTF-8
                parts.append((out or b"").decode("utf-8", "replace"))
        # Stress marks and word boundaries differ between a dictionary word and the
        # same sounds spelled out; only the sounds and tones matter here.
        return "".join(ch for ch in "".join(parts) if ch not in "'_|, ")

    return phonemes


_UNKNOWN_TONE = re.compile(r"11[nN]?$")  # espeak's tone for characters it does not know


@functools.cache
def _default_readers() -> dict[str, tuple[str, ...]]:
    """reading -> GB2312 characters whose first (default) reading it is."""
    found: dict[str, list[str]] = {}
    for code, raw in PINYIN_DICT.items():
        ch = chr(code)
        try:
            common = 0xB0 <= ch.encode("gb2312")[0] <= 0xF7
        except UnicodeEncodeError:
            continue
        if common and "," in raw:
            found.setdefault(raw.split(",")[0], []).append(ch)
    return {reading: tuple(chars) for reading, chars in found.items()}


def _espeak_syllable(reading: str, phonemes: PhonemeReader) -> str | None:
    """espeak's phonemes for one pinyin syllable, said by a character with only that
    reading (else with it as its default reading) that espeak knows."""
    options = (*_homophones().get(reading, ())[:6], *_default_readers().get(reading, ())[:3])
    for ch in options:
        said = phonemes(ch)
        if said and not _UNKNOWN_TONE.search(said):
            return said
    return None


def _espeak_reading(
    word: str, edge: list[str], phonemes: PhonemeReader
) -> list[str] | None:
    """espeak's reading of ``word``: the combination of candidate readings of its
    ambiguous characters whose phonemes, joined, equal espeak's phonemes for the word
    (the other characters as espeak says them alone). None when no single one does."""
    simplified = _simplified(word)
    said = phonemes(simplified)
    ambiguous = _ambiguous(word)
    options: list[list[tuple[str, str]]] = []
    for index in ambiguous:
        pairs = []
        for candidate in dict.fromkeys((*char_readings(word[index]), edge[index])):
            syllable = _espeak_syllable(candidate, phonemes)
            if syllable is not None:
                pairs.append((candidate, syllable))
        options.append(pairs)
    # Other characters as espeak says them alone, or (when it does not know one alone,
    # as with 宜) as it says their reading.
    fixed = {}
    for i in range(len(word)):
        if i not in ambiguous:
            alone = phonemes(simplified[i])
            said_alone = (_espeak_syllable(r, phonemes) for r in (edge[i], *char_readings(word[i])))
            fixed[i] = {alone} | {syllable for syllable in said_alone if syllable}
    found = set()
    for combination in itertools.product(*options):
        chosen = dict(zip(ambiguous, combination, strict=True))
        pieces = [[chosen[i][1]] if i in chosen else sorted(fixed[i]) for i in range(len(word))]
        if any("".join(joined) == said for joined in itertools.product(*pieces)):
            found.add(tuple(reading for reading, _ in combination))
    if len(found) != 1:
        return None
    reading = list(edge)
    for index, choice in zip(ambiguous, found.pop(), strict=True):
        reading[index] = choice
    return reading


def _segment(text: str, names: set[str]) -> Iterable[tuple[int, str]]:
    """(offset, word) of dictionary words and names in ``text``, longest first."""
    simplified = _simplified(text)
    index = 0
    while index < len(text):
        for size in (4, 3, 2):
            piece = text[index:index + size]
            if len(piece) == size and (
                piece in names or simplified[index:index + size] in PHRASES_DICT
            ):
                yield index, piece
                index += size
                break
        else:
            index += 1
    # Names longer than four characters (阿史那社爾) are found directly.
    for name in names:
        if len(name) > 4:
            start = text.find(name)
            while start >= 0:
                yield start, name
                start = text.find(name, start + len(name))


def _covered(text: str, lexicon: Lexicon) -> set[int]:
    """Offsets every engine's lexicon already respells."""
    covered: set[int] | None = None
    for engine in ENGINES:
        spans = {i for start, end, _ in lexicon.matches(text, engine) for i in range(start, end)}
        covered = spans if covered is None else covered & spans
    return covered or set()


def polyphone_report(
    texts: Iterable[str], lexicon: Lexicon, names: Iterable[str] = (), top: int = 20
) -> list[PolyphoneWarning]:
    """Warnings for the names and the ``top`` most frequent words of ``texts`` with a
    character of several readings, names first, then by count; words the lexicon
    already respells are left out."""
    wanted_names = {name for name in names if len(name) >= 2}
    counts: Counter[str] = Counter()
    for text in texts:
        covered = _covered(text, lexicon)
        for offset, word in _segment(text, wanted_names):
            if not covered.intersection(range(offset, offset + len(word))):
                counts[word] += 1
    phonemes = espeak_phonemes()
    warnings = []
    for word in sorted(counts, key=lambda w: (w not in wanted_names, -counts[w], w)):
        is_name = word in wanted_names
        if not is_name and counts[word] < MIN_COUNT:
            continue
        warning = _warning(word, counts[word], is_name, phonemes)
        if warning is not None:
            warnings.append(warning)
    names_first = [w for w in warnings if w.is_name]
    # Where the engines disagree, one of them is surely wrong: those come first.
    others = sorted((w for w in warnings if not w.is_name), key=lambda w: not w.engines_disagree)
    others = others[:top]
    return names_first + others


def _warning(
    word: str, count: int, is_name: bool, phonemes: PhonemeReader | None
) -> PolyphoneWarning | None:
    ambiguous = _ambiguous(word)
    if not ambiguous:
        return None
    edge = _edge_reading(word)
    espeak = _espeak_reading(word, edge, phonemes) if phonemes else edge
    defaults = [char_readings(word[i])[0] for i in ambiguous]
    context_matters = any(edge[i] != d for i, d in zip(ambiguous, defaults, strict=True))
    disagree = espeak is not None and espeak != edge
    # An ordinary word is only worth a line when its reading is a choice an engine can
    # get wrong: the engines disagree, or the word overrides its characters' usual reading.
    if not (is_name or disagree or context_matters):
        return None
    traditional = _simplified(word) != word
    pinned = _respell(word, {i: edge[i] for i in ambiguous}, traditional)
    edge_text = " ".join(edge)
    if pinned is None or pinned == word:
        suggestion = f"{word}: ?  # no unambiguous homophone of {edge_text}; respell by hand"
    else:
        suggestion = f"{word}: {pinned}  # pins {edge_text}"
    return PolyphoneWarning(
        word=word,
        count=count,
        is_name=is_name,
        readings=tuple((word[i], char_readings(word[i])) for i in ambiguous),
        likely=(("edge", edge_text), ("espeak", " ".join(espeak) if espeak else "?")),
        basis=(("edge", "pypinyin"),
               ("espeak", "espeak phonemes" if phonemes else "pypinyin (no espeak)")),
        suggestion=suggestion,
    )


def format_report(warnings: Iterable[PolyphoneWarning]) -> list[str]:
    """Printable lines: one per warning plus its suggested lexicon line."""
    lines = []
    for warning in warnings:
        kind = "name" if warning.is_name else f"{warning.count}x"
        choices = ", ".join(f"{ch} {'/'.join(rs)}" for ch, rs in warning.readings)
        likely = "; ".join(f"{engine}: {reading}" for engine, reading in warning.likely)
        flag = "  <- engines differ" if warning.engines_disagree else ""
        lines.append(f"{warning.word} ({kind}) [{choices}] {likely}{flag}")
        lines.append(f"    lexicon:  {warning.suggestion}")
    return lines

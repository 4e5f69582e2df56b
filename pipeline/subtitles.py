"""Subtitles for a chapter: SRT, WebVTT and LRC, one cue per clip, each labelled with its
speaker, and parsers that read them back (used by the tests, handy for tools).

A clip too long to read at a glance (over ``MAX_CUE_CHARS``) whose words were timed by
the engine is shown in parts, cut after a pause mark (，、；：) and timed from the word
that starts each part; ``split_cue`` decides, the same for all three formats.

Labelling, the same in all three formats: a character's line reads ``[李世民] 我們…``;
the narrator's lines carry no label; a crowd is ``[眾人]`` and an unknown speaker
``[未知]``. Cue text is the book's own text with line breaks folded to spaces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from pipeline.model import CROWD, NARRATOR, UNKNOWN, Cue
from pipeline.punctuation import CLAUSE_ENDS, CLOSERS

MAX_CUE_CHARS = 28  # a subtitle line longer than this is split at pauses inside it
MIN_PART_SECONDS = 0.4  # a part shown for less cannot be read
BREAKS = CLAUSE_ENDS + "；;"  # a part may end after one of these (and any closing marks)

_ROLE_LABELS = {CROWD: "眾人", UNKNOWN: "未知"}
_LABEL_ROLES = {label: role for role, label in _ROLE_LABELS.items()}
_LABELLED = re.compile(r"^\[([^\[\]]+)\] (.*)$", re.S)


@dataclass(frozen=True)
class SubtitleCue:
    start: float  # seconds
    end: float
    speaker: str  # NARRATOR for unlabelled lines
    text: str  # without the label


def label(speaker: str) -> str | None:
    """The label shown for ``speaker``: None for the narrator."""
    if speaker in ("", NARRATOR):
        return None
    return _ROLE_LABELS.get(speaker, speaker)


def cue_line(speaker: str, text: str) -> str:
    shown = label(speaker)
    return f"[{shown}] {text}" if shown else text


def _split_label(line: str) -> tuple[str, str]:
    found = _LABELLED.match(line)
    if not found:
        return NARRATOR, line
    return _LABEL_ROLES.get(found.group(1), found.group(1)), found.group(2)


def _text(text: str) -> str:
    # A blank line ends a cue in SRT and VTT, and LRC has one line per cue.
    return " ".join(part.strip() for part in text.splitlines() if part.strip())


def _break_points(text: str) -> list[int]:
    """Positions in ``text`` right after a pause mark (and the quotes it closes)."""
    points = []
    for n, char in enumerate(text):
        if char in BREAKS:
            end = n + 1
            while end < len(text) and text[end] in CLOSERS:
                end += 1
            if _text(text[end:]) and (not points or points[-1] < end):
                points.append(end)
    return points


def _best_parts(lengths: Sequence[int], allowed: Callable[[int, int], bool],
                limit: int) -> list[int]:
    """Indices of ``lengths``' boundaries (0 and len included) that cut it into parts:
    fewest characters over ``limit``, then fewest parts, then the shortest longest part.
    ``allowed(i, j)``: whether boundaries i..j may make a part (i=0, j=len always may)."""
    total = [0]
    for length in lengths:
        total.append(total[-1] + length)
    last = len(lengths)
    best: list[tuple[tuple[int, int, int], int] | None] = [((0, 0, 0), -1)] + [None] * last
    for j in range(1, last + 1):
        for i in range(j):
            if best[i] is None or not ((i, j) == (0, last) or allowed(i, j)):
                continue
            (over, count, longest), _ = best[i]
            size = total[j] - total[i]
            key = (over + max(0, size - limit), count + 1, max(longest, size))
            if best[j] is None or key < best[j][0]:
                best[j] = (key, i)
    cuts, j = [last], last
    while j > 0:
        j = best[j][1]
        cuts.append(j)
    return cuts[::-1]


def split_cue(cue: Cue, limit: int = MAX_CUE_CHARS) -> list[SubtitleCue]:
    """What a cue shows, as one subtitle or, when its text is over ``limit`` characters
    and its words are timed, several cut after pause marks. A part starts when its first
    word is heard (so each stays up through the pause after it) and lasts at least
    ``MIN_PART_SECONDS``; empty text gives no subtitle."""
    text = cue.clip.text
    whole = SubtitleCue(cue.start, cue.end, cue.clip.speaker, _text(text))
    if not whole.text:
        return []
    points = _break_points(text) if len(whole.text) > limit and cue.words else []
    # When each part is heard: the earliest word starting at or after its first char.
    times = [cue.start]
    for point in points:
        later = [w.start for w in cue.words if w.offset >= point]
        times.append(min(later) if later else cue.end)
    times.append(cue.end)
    bounds = [0, *points, len(text)]
    lengths = [len(_text(text[a:b])) for a, b in pairwise(bounds)]

    def allowed(i: int, j: int) -> bool:
        return times[j] - times[i] >= MIN_PART_SECONDS

    cuts = _best_parts(lengths, allowed, limit)
    return [SubtitleCue(times[i], times[j], cue.clip.speaker,
                        _text(text[bounds[i]:bounds[j]])) for i, j in pairwise(cuts)]


def milliseconds(seconds: float) -> int:
    """The one rounding of times to whole milliseconds, shared by the subtitles and the
    timestamps JSON so both always show the same time for a cue."""
    return round(seconds * 1000)


def _lines(cues: Iterable[Cue]) -> list[tuple[int, int, str]]:
    """(start ms, end ms, shown text) per subtitle with something to show."""
    shown = []
    for cue in cues:
        for part in split_cue(cue):
            start, end = milliseconds(part.start), milliseconds(part.end)
            shown.append((start, max(end, start + 1), cue_line(part.speaker, part.text)))
    return shown


def _clock(ms: int, separator: str) -> str:
    hours, rest = divmod(ms, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    seconds, millis = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}{separator}{millis:03d}"


def to_srt(cues: Iterable[Cue]) -> str:
    blocks = [f"{n}\n{_clock(start, ',')} --> {_clock(end, ',')}\n{line}\n"
              for n, (start, end, line) in enumerate(_lines(cues), 1)]
    return "\n".join(blocks)


def _vtt_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def to_vtt(cues: Iterable[Cue]) -> str:
    blocks = ["WEBVTT\n"]
    blocks += [f"{_clock(start, '.')} --> {_clock(end, '.')}\n{_vtt_escape(line)}\n"
               for start, end, line in _lines(cues)]
    return "\n".join(blocks)


def _lrc_clock(ms: int) -> str:
    centis = round(ms / 10)
    minutes, rest = divmod(centis, 6000)
    return f"[{minutes:02d}:{rest // 100:02d}.{rest % 100:02d}]"


def _lrc_tag(value: str) -> str:
    return _text(value).replace("]", ")").replace("[", "(")


def to_lrc(cues: Sequence[Cue], title: str, artist: str = "", album: str = "",
           duration: float | None = None) -> str:
    """LRC has start times only: an empty timed line marks where a cue's text should
    disappear when silence follows it."""
    out = [f"[ti:{_lrc_tag(title)}]"]
    if artist:
        out.append(f"[ar:{_lrc_tag(artist)}]")
    if album:
        out.append(f"[al:{_lrc_tag(album)}]")
    if duration is not None:
        minutes, seconds = divmod(round(duration), 60)
        out.append(f"[length:{minutes:02d}:{seconds:02d}]")
    lines = _lines(cues)
    for n, (start, end, line) in enumerate(lines):
        out.append(f"{_lrc_clock(start)}{line}")
        following = lines[n + 1][0] if n + 1 < len(lines) else None
        if following is None or _lrc_clock(following) != _lrc_clock(end):
            out.append(_lrc_clock(end))
    return "\n".join(out) + "\n"


# --- parsers ------------------------------------------------------------------------

_SPAN = re.compile(r"(?:(\d+):)?(\d{2}):(\d{2})[,.](\d{3})\s+-->\s+"
                   r"(?:(\d+):)?(\d{2}):(\d{2})[,.](\d{3})")


def _seconds(hours: str | None, minutes: str, seconds: str, millis: str) -> float:
    # Sum whole milliseconds, then divide once: 1.406 reads back as 1.406, not 1.40600..01.
    return ((int(hours or 0) * 3600 + int(minutes) * 60 + int(seconds)) * 1000
            + int(millis)) / 1000


def _parse_blocks(text: str, unescape=lambda line: line) -> list[SubtitleCue]:
    cues = []
    for block in re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip()):
        lines = block.split("\n")
        for n, line in enumerate(lines):
            span = _SPAN.search(line)
            if span:
                g = span.groups()
                speaker, body = _split_label(unescape("\n".join(lines[n + 1:])))
                cues.append(SubtitleCue(_seconds(*g[:4]), _seconds(*g[4:]), speaker, body))
                break
    return cues


def parse_srt(text: str) -> list[SubtitleCue]:
    return _parse_blocks(text)


def parse_vtt(text: str) -> list[SubtitleCue]:
    if not text.lstrip("\ufeff").startswith("WEBVTT"):
        raise ValueError("not a WebVTT file: it must start with WEBVTT")
    return _parse_blocks(text, lambda line: line.replace("&lt;", "<").replace("&gt;", ">")
                         .replace("&amp;", "&"))


_LRC_TIME = re.compile(r"\[(\d+):(\d{2})\.(\d{2,3})\]")


def parse_lrc(text: str) -> tuple[dict[str, str], list[SubtitleCue]]:
    """(tags, cues). A cue ends at the next timed line (empty lines included); the last
    one, with nothing after it, ends where it starts."""
    tags: dict[str, str] = {}
    timed: list[tuple[float, str]] = []
    for raw in text.splitlines():
        line = raw.strip()
        stamps = []
        while (found := _LRC_TIME.match(line)):
            minutes, seconds, fraction = found.groups()
            scale = 10 ** len(fraction)
            stamps.append(((int(minutes) * 60 + int(seconds)) * scale + int(fraction)) / scale)
            line = line[found.end():]
        if stamps:
            timed.extend((stamp, line) for stamp in stamps)
        elif (tag := re.fullmatch(r"\[([a-z]+):(.*)\]", line)):
            tags[tag.group(1)] = tag.group(2)
    timed.sort(key=lambda item: item[0])
    cues = []
    for n, (start, line) in enumerate(timed):
        if line:
            end = timed[n + 1][0] if n + 1 < len(timed) else start
            speaker, body = _split_label(line)
            cues.append(SubtitleCue(start, end, speaker, body))
    return tags, cues

"""Subtitles for a chapter: SRT, WebVTT and LRC, one cue per clip, each labelled with its
speaker, and parsers that read them back (used by the tests, handy for tools).

Labelling, the same in all three formats: a character's line reads ``[李世民] 我們…``;
the narrator's lines carry no label; a crowd is ``[眾人]`` and an unknown speaker
``[未知]``. Cue text is the book's own text with line breaks folded to spaces.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pipeline.model import CROWD, NARRATOR, UNKNOWN, Cue

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


def _lines(cues: Iterable[Cue]) -> list[tuple[int, int, str]]:
    """(start ms, end ms, shown text) per cue with something to show."""
    shown = []
    for cue in cues:
        text = _text(cue.clip.text)
        if text:
            start, end = round(cue.start * 1000), round(cue.end * 1000)
            shown.append((start, max(end, start + 1), cue_line(cue.clip.speaker, text)))
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

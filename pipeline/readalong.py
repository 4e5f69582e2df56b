"""The read-along page: ``out/<author>/<title>/index.html``.

One static file that works from ``file://`` with no server and no network: the chapter
timestamps are embedded as JSON, the chapter MP3s are referenced by relative URL, and
the page's CSS and JavaScript (``pipeline/data/readalong.*``) are inlined.
"""

from __future__ import annotations

import functools
import html
import json
import os
import re
import sys
import urllib.parse
import webbrowser
import zlib
from collections import Counter
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from pipeline.errors import ExportError
from pipeline.layout import atomic_write
from pipeline.model import CROWD, NARRATOR, UNKNOWN

# Dialogue attributed with less confidence than this is flagged for review on the page
# (the reviewer can change the threshold there).
REVIEW_BELOW = 0.7

# Hues (OKLCH degrees) in the order they are handed out: each next one far from those
# before it, so the main characters of a book get the most distinct colours.
HUES = (255, 25, 145, 320, 65, 200, 350, 105, 285, 170, 45, 225)

_CHAPTER_NAME = re.compile(r"^\d+( - .+)?\.json$")  # NN.json: a chapter without a title
_ROLES = {NARRATOR: "Narrator", UNKNOWN: "Unknown", CROWD: "Crowd"}
_FIELDS: dict[str, type | tuple[type, ...]] = {
    "chapter": int, "title": str, "audio": str, "duration": (int, float), "segments": list,
}
_SEGMENT_FIELDS: dict[str, type | tuple[type, ...]] = {
    "index": int, "kind": str, "speaker": str, "text": str, "start": (int, float),
    "end": (int, float), "source_start": int, "source_end": int, "paragraph": int,
}
_TEMPLATE_SLOT = re.compile(r"\{\{(lang|title|css|js|data)\}\}")


def write_readalong(book_dir: Path, timestamps: Sequence[Path] | None = None) -> Path:
    """Write ``book_dir/index.html`` from the chapters' timestamps JSON (``timestamps``,
    or every ``NN - title.json`` in ``book_dir``); return its path. The page refers to
    the MP3s by name, so it belongs beside them.

    Raises ExportError when there is no chapter JSON or one is not in the expected shape.
    """
    if timestamps is None:
        timestamps = [path for path in sorted(book_dir.glob("*.json"))
                      if _CHAPTER_NAME.match(path.name)]
    chapters = [_read_chapter(path) for path in timestamps]
    if not chapters:
        raise ExportError(f"{book_dir}: no chapter timestamps ('NN - title.json') to build "
                          "the read-along page from; run `narrate build` first")
    chapters.sort(key=lambda chapter: chapter["chapter"])
    page = render_page(chapters)
    target = book_dir / "index.html"
    atomic_write(target, page)
    return target


def open_in_browser(path: Path) -> bool:
    """Open ``path`` in the default graphical browser; False when there is none."""
    if (sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
            and not any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY",
                                                          "BROWSER"))):
        # No screen: webbrowser would fall back to a console browser (lynx, w3m) that
        # takes over the terminal in the middle of a build.
        return False
    try:
        return webbrowser.open(path.resolve().as_uri())
    except webbrowser.Error:
        return False


def render_page(chapters: list[dict[str, Any]], review_below: float = REVIEW_BELOW) -> str:
    """The whole HTML page for chapters read by ``_read_chapter`` (in book order)."""
    first = chapters[0]
    data = {
        "book": first.get("book", ""),
        "author": first.get("author", ""),
        "reviewBelow": review_below,
        "speakers": speaker_legend(chapters),
        "chapters": [_chapter_data(chapter) for chapter in chapters],
    }
    sample = "".join(s["text"] for c in chapters for s in c["segments"])[:4000]
    slots = {
        "lang": _language(sample),
        "title": html.escape(" · ".join(x for x in (data["book"], data["author"]) if x)
                              or "Read along"),
        "css": _asset("readalong.css"),
        "js": _asset("readalong.js"),
        "data": embed_json(data),
    }
    # One pass, so text inside the data can never be taken for a slot.
    return _TEMPLATE_SLOT.sub(lambda match: slots[match.group(1)], _asset("readalong.html"))


def embed_json(value: Any) -> str:
    """JSON that is safe inside a <script> element: no '<', '>' or '&' appear literally,
    so ``</script>`` or ``<!--`` in the book's text cannot end or confuse the element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for char, escape in (("&", "\\u0026"), ("<", "\\u003c"), (">", "\\u003e"),
                         ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(char, escape)
    return text


def speaker_legend(chapters: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every speaker of the book with its line count and colour hue.

    The narrator has no hue (neutral text). Characters and the crowd get hues in order
    of how much they speak, so the same speaker has the same colour in every chapter.
    """
    lines: Counter[str] = Counter(
        s["speaker"] for c in chapters for s in c["segments"] if s["kind"] == "dialogue"
    )
    lines.update(s["speaker"] for c in chapters for s in c["segments"]
                 if s["kind"] != "dialogue" and s["speaker"] == NARRATOR)
    legend = []
    coloured = [name for name in lines if name not in (NARRATOR, UNKNOWN)]
    coloured.sort(key=lambda name: (-lines[name], name))
    hues = {name: _hue(position, name) for position, name in enumerate(coloured)}
    for name in [n for n in (NARRATOR,) if n in lines] + coloured + \
            [n for n in (UNKNOWN,) if n in lines]:
        legend.append({"name": name, "label": _ROLES.get(name, name), "lines": lines[name],
                       "hue": hues.get(name), "role": name in _ROLES})
    return legend


def clip_pieces(segment: dict[str, Any]) -> list[list[Any]]:
    """Split a segment's text at its clips: ``[[text, clip_number or -1], ...]``.

    Clip and segment offsets share one base (the chapter); ``source_start`` maps clips into its
    text. Clips that do not fit the text (inconsistent data) leave the segment whole.
    """
    text, base = segment["text"], segment["source_start"]
    clips = segment.get("clips") or []
    pieces: list[list[Any]] = []
    position = 0
    for number, clip in enumerate(clips):
        start, end = clip["source_start"] - base, clip["source_end"] - base
        if not position <= start <= end <= len(text):
            return [[text, -1]]
        if start > position:
            pieces.append([text[position:start], -1])
        pieces.append([text[start:end], number])
        position = end
    if position < len(text):
        pieces.append([text[position:], -1])
    return pieces


# -- reading ------------------------------------------------------------------------


def _read_chapter(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ExportError(f"{path}: cannot read the chapter timestamps ({error}); "
                          "rebuild the book with `narrate build`") from error
    problem = _shape_problem(data)
    if problem:
        raise ExportError(f"{path}: not a chapter timestamps file ({problem}); "
                          "rebuild the book with `narrate build`")
    audio = data["audio"]
    if audio != Path(audio).name or audio in ("", ".", ".."):
        raise ExportError(f"{path}: audio '{audio}' must be a file name in the same folder; "
                          "rebuild the book with `narrate build`")
    return data


def _shape_problem(data: Any) -> str | None:
    if not isinstance(data, dict):
        return "expected a JSON object"
    for key, kind in _FIELDS.items():
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            return f"'{key}' is missing or not a {_type_name(kind)}"
    for number, segment in enumerate(data["segments"]):
        if not isinstance(segment, dict):
            return f"segment {number} is not an object"
        for key, kind in _SEGMENT_FIELDS.items():
            if not isinstance(segment.get(key), kind):
                return f"segment {number}: '{key}' is missing or not a {_type_name(kind)}"
    return None


def _type_name(kind: type | tuple[type, ...]) -> str:
    return "number" if isinstance(kind, tuple) else {"int": "integer", "str": "string",
                                                     "list": "list"}[kind.__name__]


# -- building the page ----------------------------------------------------------------


def _chapter_data(chapter: dict[str, Any]) -> dict[str, Any]:
    # Short keys: a long novel embeds hundreds of thousands of segments.
    segments = []
    for segment in sorted(chapter["segments"], key=lambda s: (s["start"], s["index"])):
        clips = segment.get("clips") or []
        segments.append({
            "i": segment["index"],
            "k": "d" if segment["kind"] == "dialogue" else "n",
            "s": segment["speaker"],
            "a": round(float(segment["start"]), 3),
            "b": round(float(segment["end"]), 3),
            "p": segment["paragraph"],
            "c": round(float(segment.get("confidence", 1.0)), 3),
            "r": str(segment.get("rule", "")),
            "x": clip_pieces(segment),
            "t": [[round(float(c["start"]), 3), round(float(c["end"]), 3)] for c in clips],
        })
    return {
        "n": chapter["chapter"],
        "title": chapter["title"],
        "audio": urllib.parse.quote(chapter["audio"]),
        "duration": round(float(chapter["duration"]), 3),
        "segments": segments,
    }


def _hue(position: int, name: str) -> int:
    if position < len(HUES):
        return HUES[position]
    return zlib.crc32(name.encode("utf-8")) % 360  # past the palette: stable, by name


def _language(sample: str) -> str:
    """zh-Hant or zh-Hans, so the browser picks the right glyphs for the book's script."""
    from pipeline.script import to_simplified

    return "zh-Hant" if to_simplified(sample) != sample else "zh-Hans"


@functools.cache
def _asset(name: str) -> str:
    text = (resources.files("pipeline") / "data" / name).read_text(encoding="utf-8")
    if name != "readalong.html" and re.search(r"</(script|style)", text, re.IGNORECASE):
        raise ExportError(f"pipeline/data/{name} must not contain '</script' or '</style'")
    return text

"""Where outputs go: out/<author>/<title>/NN - <chapter>.mp3, with names every file system
accepts, and atomic writes (temp file in the same folder, then rename).
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

from pipeline.model import Book, Chapter

# Characters Windows (and so most sync tools and USB players) refuse in names, mapped to
# their full-width look-alikes so a title keeps its meaning: 上/下 -> 上／下.
_RESERVED_CHARS = str.maketrans({
    "/": "／", "\\": "＼", ":": "：", "*": "＊", "?": "？", '"': "＂", "<": "＜",
    ">": "＞", "|": "｜",
})
# DOS device names, refused on Windows with any extension (CON.mp3 too).
_RESERVED_NAMES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)),
                   *(f"LPT{i}" for i in range(10))}
_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
FALLBACK = "untitled"


def safe_name(text: str, max_bytes: int = 120, fallback: str = FALLBACK) -> str:
    """``text`` as one path component: no separators, no control or invisible format
    characters, no leading dots and no ``..`` anywhere, no trailing dots or spaces,
    not a reserved device name, at most ``max_bytes`` of UTF-8. Empty -> ``fallback``."""
    text = unicodedata.normalize("NFC", text).translate(_RESERVED_CHARS)
    text = "".join(" " if unicodedata.category(c) in ("Zs", "Zl", "Zp") or c in "\t\n\r"
                   else "" if unicodedata.category(c) in _INVISIBLE else c for c in text)
    text = re.sub(r" {2,}", " ", text)
    text = text.lstrip(". ").rstrip(". ")
    text = re.sub(r"\.{2,}", "…", text)  # no ".." anywhere, keeping the ellipsis it means
    text = _trim_bytes(text, max_bytes).rstrip(". ")
    if not text:
        return fallback
    if text.split(".")[0].upper().rstrip() in _RESERVED_NAMES:
        text = _trim_bytes("_" + text, max_bytes)
    return text


def _trim_bytes(text: str, max_bytes: int) -> str:
    encoded = text.encode("utf-8")
    if len(encoded) <= max_bytes:
        return text
    # Cut at a character boundary: drop the partial character's bytes.
    return encoded[:max_bytes].decode("utf-8", "ignore")


def book_dir(out_dir: Path, book: Book) -> Path:
    """out/<author>/<title>/, the layout audiobook servers (Audiobookshelf) read as a book."""
    return out_dir / safe_name(book.author, fallback="Unknown") / safe_name(book.title)


def chapter_stem(chapter: Chapter, total: int) -> str:
    """``NN - <title>``, numbered to the width of ``total`` (at least 2) so names sort."""
    number = f"{chapter.index:0{max(2, len(str(total)))}d}"
    title = safe_name(chapter.title, fallback="")
    return f"{number} - {title}" if title else number


def temp_sibling(path: Path) -> Path:
    """A hidden temp name beside ``path`` (same file system, so a rename is atomic)."""
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def atomic_write(path: Path, data: bytes | str) -> Path:
    """Write ``data`` to ``path`` whole or not at all."""
    temp = temp_sibling(path)
    try:
        temp.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)
    return path

"""voices.yaml: the book's cast, voices, pauses, lexicon and corrections.

Loaded and validated once; every problem is reported at once with its line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pipeline.model import NARRATOR, Gender, Voice


@dataclass(frozen=True)
class Character:
    name: str  # canonical name, as written in voices.yaml
    aliases: tuple[str, ...] = ()
    gender: Gender = "unknown"
    voices: dict[str, Voice] = field(default_factory=dict)  # engine name -> voice
    line: int = 0  # where it is declared in voices.yaml (0 = not from a file)


@dataclass(frozen=True)
class Pauses:
    """Silence in seconds between clips, by what separates them."""

    sentence: float = 0.3
    paragraph: float = 0.8
    speaker: float = 0.45
    chapter_start: float = 0.5
    chapter_end: float = 1.2


@dataclass(frozen=True)
class Override:
    """A user's pin: the quote containing ``quote`` (in ``chapter``, or any) is ``speaker``'s."""

    quote: str
    speaker: str
    chapter: int | None = None
    line: int = 0


@dataclass(frozen=True)
class Config:
    path: Path | None = None
    title: str | None = None
    author: str | None = None
    engine: str = "auto"  # auto | edge | espeak
    narrator: dict[str, Voice] = field(default_factory=dict)
    unknown: dict[str, Voice] = field(default_factory=dict)
    crowd: dict[str, Voice] = field(default_factory=dict)
    characters: tuple[Character, ...] = ()
    pauses: Pauses = field(default_factory=Pauses)
    # word -> {engine name or "*": what the engine should read}
    lexicon: dict[str, dict[str, str]] = field(default_factory=dict)
    builtin_lexicon: bool = True
    overrides: tuple[Override, ...] = ()
    first_person: str = NARRATOR  # who voices a first-person narrator's 我
    loudness: float = -18.0  # integrated LUFS target of every chapter

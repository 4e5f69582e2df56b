"""Plain records that flow between the pipeline stages.

Offsets (``start``/``end``) are character offsets into the decoded text of the source
file, so a segment can always be found again in the book as the user sees it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["narration", "dialogue"]
Gender = Literal["male", "female", "unknown"]

# Speaker names that are roles rather than characters.
NARRATOR = "narrator"
UNKNOWN = "unknown"
CROWD = "crowd"


@dataclass(frozen=True)
class Chapter:
    """One chapter of a book: ``text`` is ``file_text[start:end]`` of ``source``."""

    index: int  # 1-based position in the book
    title: str
    source: str  # file name inside seeds/
    text: str
    start: int  # offset of text in the decoded file


@dataclass(frozen=True)
class Book:
    title: str
    author: str
    chapters: tuple[Chapter, ...]


@dataclass(frozen=True)
class Segment:
    """A run of narration, or one quotation, inside one paragraph (or quote block).

    ``text`` is exactly the source text (quote marks and line breaks included): the
    segments of a chapter, joined, give back the chapter's text.
    """

    chapter: int
    index: int  # 0-based position in the chapter
    kind: Kind
    text: str
    start: int
    end: int
    paragraph: int  # 0-based paragraph number in the chapter
    speaker: str | None = None  # canonical name, NARRATOR, UNKNOWN or CROWD
    confidence: float = 1.0
    rule: str = ""  # which attribution rule decided the speaker


@dataclass(frozen=True)
class Voice:
    """How one speaker sounds on one engine. rate/volume in percent, pitch in Hz."""

    engine: str
    name: str
    rate: int = 0
    pitch: int = 0
    volume: int = 0

    @property
    def rate_text(self) -> str:
        return f"{self.rate:+d}%"

    @property
    def pitch_text(self) -> str:
        return f"{self.pitch:+d}Hz"

    @property
    def volume_text(self) -> str:
        return f"{self.volume:+d}%"


@dataclass(frozen=True)
class Clip:
    """A sentence-sized piece of a segment: the unit that is synthesized and cached."""

    chapter: int
    index: int  # 0-based position in the chapter
    segment: int  # index of the segment it belongs to
    paragraph: int
    speaker: str
    text: str  # the book's own words, as shown in subtitles
    start: int  # file offsets of text
    end: int
    voice: Voice
    engine_text: str  # what the engine is asked to read (lexicon, normalization)


@dataclass(frozen=True)
class WordTiming:
    """Where a word of the engine text is heard in a clip's audio, in seconds."""

    offset: int  # character offset into the engine text
    length: int
    start: float
    end: float


@dataclass(frozen=True)
class Speech:
    """Mono signed 16-bit little-endian PCM, as every engine returns it."""

    pcm: bytes
    sample_rate: int
    words: tuple[WordTiming, ...] = field(default=())

    @property
    def duration(self) -> float:
        return len(self.pcm) / 2 / self.sample_rate


@dataclass(frozen=True)
class Cue:
    """A clip's place in the stitched chapter audio, in seconds.

    ``words``: where the clip's words are heard, in chapter seconds, inside
    [start, end]; offsets/lengths index the book text ``clip.text``. They are exact when
    the engine read text of the same length, approximate (interpolated by character
    position) when the lexicon or number normalization changed its length.
    """

    clip: Clip
    start: float
    end: float
    words: tuple[WordTiming, ...] = ()

"""The text half of the pipeline, shared by build, segments and cast: segment every
chapter, discover the characters of the whole book, attribute every quote."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pipeline.attribute import attribute_chapter
from pipeline.characters import CharacterIndex, discover_characters, norm
from pipeline.config import Config
from pipeline.model import Book, Gender, Segment
from pipeline.segment import segment_chapter
from pipeline.tags import described_gender


@dataclass(frozen=True)
class Analysis:
    book: Book
    segments: dict[int, list[Segment]]  # chapter index -> attributed segments
    characters: CharacterIndex

    def speakers(self) -> list[tuple[str, Gender]]:
        """Every speaker heard in the book, most lines first, with a gender guess."""
        counts = Counter(segment.speaker for chapter in self.segments.values()
                         for segment in chapter if segment.speaker)
        return [(name, self._gender(name)) for name, _ in counts.most_common()]

    def _gender(self, name: str) -> Gender:
        """The index's guess, else the words' own (老太太: a woman's voice)."""
        gender = self.characters.gender(name)
        return gender if gender != "unknown" else described_gender(norm(name))


def analyse_book(book: Book, config: Config) -> Analysis:
    raw = {chapter.index: segment_chapter(chapter) for chapter in book.chapters}
    index = discover_characters((chapter.text for chapter in book.chapters), config)
    segments = {chapter.index: attribute_chapter(chapter, raw[chapter.index], index, config)
                for chapter in book.chapters}
    return Analysis(book=book, segments=segments, characters=index)

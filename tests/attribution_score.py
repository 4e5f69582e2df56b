"""Score speaker attribution against a labelled text.

A labelled text is ``NAME.txt`` plus ``NAME.tsv``: one row per quote, the character
offset of its opening mark in the decoded file, the gold speaker (``-`` when the quote
is a term or title read as narration; ``a|b`` when a and b name one person) and the
quote's beginning (checked, so a stale offset fails loudly). A gold description written
with a demonstrative or an article (那妇人, 这位老者, 一位绅士) also accepts it without one
(妇人, 老者, 绅士): the speaker label names the person, the demonstrative only points at
them.

Run ``python -m tests.attribution_score FILE.txt GOLD.tsv`` to see every miss, or
``python -m tests.attribution_score --all`` for every labelled text's accuracy.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.attribute import attribute_chapter
from pipeline.characters import discover_characters
from pipeline.config import Config
from pipeline.load import split_chapters
from pipeline.model import Segment
from pipeline.segment import segment_chapter

_DEMONSTRATIVE = re.compile(r"^(?:[那這这]|一(?=[個个位名]))(?:個|个|位|名)?")


@dataclass(frozen=True)
class Gold:
    offset: int
    speakers: tuple[str, ...]  # "-" means narration
    quote: str


@dataclass
class Score:
    total: int = 0
    correct: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0


def read_gold(path: Path) -> list[Gold]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        offset, speaker, quote = line.split("\t")
        speakers = speaker.split("|")
        speakers += [_DEMONSTRATIVE.sub("", s) for s in speakers
                     if _DEMONSTRATIVE.match(s) and len(_DEMONSTRATIVE.sub("", s)) >= 2]
        rows.append(Gold(int(offset), tuple(speakers), quote))
    return rows


def attribute_text(text: str, source: str, config: Config | None = None) -> list[Segment]:
    """The whole pipeline's text half on one file, as ``narrate build`` runs it."""
    config = config or Config()
    chapters = split_chapters(text, source)
    index = discover_characters((c.text for c in chapters), config)
    segments: list[Segment] = []
    for chapter in chapters:
        segments += attribute_chapter(chapter, segment_chapter(chapter), index, config)
    return segments


def score(text_path: Path, gold_path: Path, config: Config | None = None) -> Score:
    text = text_path.read_text(encoding="utf-8")
    gold = read_gold(gold_path)
    segments = attribute_text(text, text_path.name, config)
    by_start = {s.start: s for s in segments}
    result = Score()
    for row in gold:
        assert text[row.offset:row.offset + len(row.quote)] == row.quote, \
            f"{gold_path.name}: offset {row.offset} does not hold {row.quote!r}"
        result.total += 1
        # a heading's “城堡” lies inside narration; a quote running on over paragraphs
        # (each opening with “ and only the last closing) is one dialogue segment
        segment = by_start.get(row.offset) or next(
            (s for s in segments if s.start <= row.offset < s.end), None)
        if segment is None:
            got = "(no segment)"
        elif segment.kind == "narration":
            got = "-"
        else:
            got = segment.speaker or "(none)"
        if got in row.speakers:
            result.correct += 1
        else:
            rule = f"{segment.rule} {segment.confidence}" if segment else ""
            result.misses.append(f"{row.offset}\tgold {'|'.join(row.speakers)}\tgot {got}"
                                 f"\t{rule}\t{row.quote}")
    labelled = {row.offset for row in gold}
    for segment in segments:  # a dialogue the gold does not know is a miss too
        if segment.kind == "dialogue" and segment.start not in labelled:
            result.total += 1
            result.misses.append(f"{segment.start}\tgold (none)\tgot {segment.speaker}"
                                 f"\t{segment.rule}\t{segment.text[:20]}")
    return result


def score_all(folder: Path) -> list[tuple[str, Score]]:
    """Every labelled text in ``folder`` (the seed's gold is scored against the seed)."""
    seed = Path(__file__).parent.parent / "seeds" / "000_32476c0f85278ec0.txt"
    results = []
    for gold in sorted(folder.glob("*.tsv")):
        text = seed if gold.stem == "seed" else gold.with_suffix(".txt")
        results.append((gold.stem, score(text, gold)))
    return results


if __name__ == "__main__":
    if sys.argv[1:] == ["--all"]:  # one line per labelled text, then the total
        results = score_all(Path(__file__).parent / "data" / "attribution")
        for name, outcome in results:
            print(f"{name:18} {outcome.correct:3}/{outcome.total:<3} = {outcome.accuracy:.3f}")
        right = sum(o.correct for _, o in results)
        total = sum(o.total for _, o in results)
        print(f"{'all':18} {right:3}/{total:<3} = {right / total:.3f}")
    else:
        outcome = score(Path(sys.argv[1]), Path(sys.argv[2]))
        print("\n".join(outcome.misses))
        print(f"{outcome.correct}/{outcome.total} = {outcome.accuracy:.3f}")

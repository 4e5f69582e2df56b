"""narrate cast: who speaks in the book, the voice each gets, and the doubtful lines."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import click

from pipeline.analysis import Analysis, analyse_book
from pipeline.cast import assign_voices
from pipeline.castfile import write_missing
from pipeline.cli.common import config_option, engine_option, seeds_option
from pipeline.config import load_config
from pipeline.lexicon import load_lexicon
from pipeline.load import load_book
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Segment

ROLES = (NARRATOR, UNKNOWN, CROWD)


@click.command("cast")
@seeds_option
@config_option
@engine_option
@click.option("--review", type=int, is_flag=False, flag_value=20, default=None,
              metavar="[N]", help="List the N least certain dialogue lines (default 20).")
@click.option("--write", is_flag=True,
              help="Add speakers missing from voices.yaml to its characters: section.")
def cast_command(seeds_dir: Path, config_path: Path, engine: str | None, review: int | None,
                 write: bool) -> None:
    """Print every speaker with line count, gender guess, voice and example lines."""
    # pypinyin's phrase tables take a tenth of a second to load: only this command needs them
    from pipeline.polyphones import format_report, polyphone_report

    config = load_config(config_path)
    book = load_book(seeds_dir, config.title, config.author)
    analysis = analyse_book(book, config)
    chosen = engine or config.engine
    voice_engine = "espeak" if chosen == "auto" else chosen
    lines = _dialogue(analysis)
    counts = Counter(s.speaker for s in lines)
    examples: dict[str, list[Segment]] = defaultdict(list)
    for segment in lines:
        if len(examples[segment.speaker or UNKNOWN]) < 2:
            examples[segment.speaker or UNKNOWN].append(segment)
    speakers = [(name, gender) for name, gender in analysis.speakers() if name not in ROLES]
    voices = assign_voices(speakers, config, voice_engine)
    genders = dict(speakers)
    click.echo(f"{book.title}: {len(lines)} dialogue lines, {len(speakers)} characters "
               f"(voices for {voice_engine})")
    for name, count in [(n, counts[n]) for n, _ in counts.most_common()]:
        gender = "-" if name in ROLES else genders.get(name, "unknown")
        voice = voices.get(name)
        where = "voices.yaml" if name in analysis.characters.configured else (
            "role" if name in ROLES else "discovered")
        click.echo(f"{name}\t{count} lines\t{gender}\t{_voice_text(voice)}\t{where}")
        for segment in examples[name]:
            click.echo(f"    {_short(segment.text)}")
    warnings = polyphone_report((chapter.text for chapter in book.chapters),
                                load_lexicon(config), names=[name for name, _ in speakers])
    if warnings:
        click.echo("\nWords with several readings (add a lexicon: entry if an engine "
                   "misreads one):")
        for line in format_report(warnings):
            click.echo(f"    {line}")
    if review is not None:
        click.echo(f"\nLeast certain {review} lines (chapter, paragraph, speaker, confidence, "
                   f"rule, text):")
        for segment in sorted(lines, key=lambda s: (s.confidence, s.chapter, s.index))[:review]:
            click.echo(f"{segment.chapter}\t{segment.paragraph + 1}\t{segment.speaker}\t"
                       f"{segment.confidence:.2f}\t{segment.rule}\t{_short(segment.text)}")
    if write:
        missing = [(n, g) for n, g in speakers if n not in analysis.characters.configured]
        added = write_missing(config_path, missing)
        click.echo(f"\nAdded {len(added)} characters to {config_path}: {', '.join(added)}"
                   if added else f"\n{config_path} already lists every speaker")


def _dialogue(analysis: Analysis) -> list[Segment]:
    return [s for chapter in analysis.segments.values() for s in chapter
            if s.kind == "dialogue"]


def _voice_text(voice) -> str:
    if voice is None:
        return "-"
    return f"{voice.name} rate {voice.rate_text} pitch {voice.pitch_text}"


def _short(text: str, size: int = 40) -> str:
    flat = text.strip().replace("\n", " ")
    return flat if len(flat) <= size else flat[:size] + "…"

"""narrate segments"""

from __future__ import annotations

import json
from pathlib import Path

import click

from pipeline.analysis import analyse_book
from pipeline.cli.common import config_option
from pipeline.config import load_config
from pipeline.load import decode_text, split_chapters
from pipeline.model import Book

FIELDS = ("chapter", "index", "kind", "speaker", "confidence", "rule", "start", "end", "text")


@click.command("segments")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@config_option
@click.option("--format", "output_format", type=click.Choice(["jsonl", "tsv"]),
              default="jsonl", show_default=True)
def segments_command(file: Path, config_path: Path, output_format: str) -> None:
    """Show how FILE is cut into narration and dialogue and who speaks, without audio.

    start/end are character offsets into the decoded file; for dialogue, start is the
    offset of the opening quote mark.
    """
    config = load_config(config_path)
    book = Book(title=file.stem, author="",
                chapters=tuple(split_chapters(decode_text(file), file.name)))
    analysis = analyse_book(book, config)
    if output_format == "tsv":
        click.echo("\t".join(FIELDS))
    for chapter in book.chapters:
        for segment in analysis.segments[chapter.index]:
            record = {
                "chapter": chapter.index, "index": segment.index, "kind": segment.kind,
                "speaker": segment.speaker, "confidence": round(segment.confidence, 3),
                "rule": segment.rule, "start": segment.start, "end": segment.end,
                "text": segment.text,
            }
            if output_format == "jsonl":
                click.echo(json.dumps(record, ensure_ascii=False))
            else:
                cells = [str(record[name]) for name in FIELDS]
                cells[-1] = cells[-1].replace("\t", "\\t").replace("\n", "\\n")
                click.echo("\t".join(cells))

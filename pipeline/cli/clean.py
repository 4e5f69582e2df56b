"""narrate clean"""

from __future__ import annotations

from pathlib import Path

import click

from pipeline.cleanup import clean_cache
from pipeline.cli.common import out_option


@click.command("clean")
@out_option
@click.option("--cache", "cache_dir", type=click.Path(file_okay=False, path_type=Path),
              envvar="NARRATE_CACHE", default=None,
              help="Clip cache folder [default: OUT/.cache/clips].")
def clean_command(out_dir: Path, cache_dir: Path | None) -> None:
    """Remove cached clips that no built chapter uses any more."""
    files, freed = clean_cache(out_dir, cache_dir or out_dir / ".cache" / "clips")
    click.echo(f"removed {files} unused clips, freed {freed / 1_048_576:.1f} MiB")

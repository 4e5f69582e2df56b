"""Options shared by several commands."""

from __future__ import annotations

from pathlib import Path

import click

seeds_option = click.option(
    "--seeds", "seeds_dir", type=click.Path(file_okay=False, path_type=Path),
    default=Path("seeds"), show_default=True, help="Folder of the book's text files.",
)
config_option = click.option(
    "--config", "config_path", type=click.Path(dir_okay=False, path_type=Path),
    default=Path("voices.yaml"), show_default=True, help="The cast and settings.",
)
out_option = click.option(
    "--out", "out_dir", type=click.Path(file_okay=False, path_type=Path),
    default=Path("out"), show_default=True, help="Where the audiobook is written.",
)
engine_option = click.option(
    "--engine", type=click.Choice(["auto", "edge", "espeak"]), default=None,
    envvar="NARRATE_ENGINE",
    help="Speech engine [default: engine: in voices.yaml, else auto].",
)

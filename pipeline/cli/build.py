"""narrate build"""

from __future__ import annotations

import json
from pathlib import Path

import click

from pipeline.build import BuildOptions, build
from pipeline.cli.common import config_option, engine_option, out_option, seeds_option


@click.command("build")
@seeds_option
@config_option
@out_option
@engine_option
@click.option("--jobs", "-j", type=click.IntRange(1, 16), default=4, show_default=True,
              help="Clips synthesized at once (edge; at most 16).")
@click.option("--cache", "cache_dir", type=click.Path(file_okay=False, path_type=Path),
              envvar="NARRATE_CACHE", default=None,
              help="Clip cache folder, shareable between books [default: OUT/.cache/clips].")
@click.option("--dry-run", is_flag=True, help="List what would be synthesized and written.")
@click.option("--json", "as_json", is_flag=True, help="End stdout with a JSON summary line.")
@click.option("--open", "open_page", is_flag=True, help="Open the read-along page afterwards.")
def build_command(seeds_dir: Path, config_path: Path, out_dir: Path, engine: str | None,
                  jobs: int, cache_dir: Path | None, dry_run: bool, as_json: bool,
                  open_page: bool) -> None:
    """Build the audiobook: only clips and chapters that changed are made again."""
    options = BuildOptions(seeds_dir=seeds_dir, config_path=config_path, out_dir=out_dir,
                           engine=engine, jobs=jobs, cache_dir=cache_dir, dry_run=dry_run)
    report = build(options, warn=lambda line: click.echo(f"narrate: {line}", err=True))
    if dry_run:
        for clip in report.to_synthesize:
            click.echo(f"synthesize  chapter {clip.chapter} clip {clip.index}  "
                       f"{clip.speaker}  {clip.text}")
        for stem in report.to_write:
            click.echo(f"write       {report.book_dir / stem}.mp3")
    else:
        click.echo(f"{report.chapters} chapters, {report.clips} clips "
                   f"({report.synthesized} synthesized, {report.reused} reused), "
                   f"{report.chapters_written} chapters written to {report.book_dir} "
                   f"with {report.engine} in {report.seconds:.1f}s")
        if open_page:
            from pipeline.readalong import open_in_browser

            if not open_in_browser(report.book_dir / "index.html"):
                click.echo("narrate: no browser found; open "
                           f"{report.book_dir / 'index.html'} yourself", err=True)
    if as_json:
        click.echo(json.dumps(report.summary()))

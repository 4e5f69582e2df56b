"""narrate voices"""

from __future__ import annotations

import click

from pipeline.engines.select import engine_names, matches_locale, voice_catalog


@click.command("voices")
@click.option("--engine", type=click.Choice(list(engine_names())), default=None,
              help="Only this engine's voices [default: every engine].")
@click.option("--locale", default="zh", show_default=True,
              help="Locale prefix (zh-CN, zh-TW, zh-HK, ...; 'all' for every one).")
def voices_command(engine: str | None, locale: str) -> None:
    """List the voices voices.yaml can use, with gender and locale."""
    for name in [engine] if engine else engine_names():
        voices, source = voice_catalog(name)
        click.echo(f"narrate: {source}", err=True)
        shown = [voice for voice in voices if matches_locale(voice, locale)]
        width = max((len(voice.name) for voice in shown), default=0)
        for voice in shown:
            line = f"{name:6}  {voice.name:{width}}  {voice.gender:7}  {voice.locale:15}"
            click.echo(f"{line}  {voice.description}".rstrip())

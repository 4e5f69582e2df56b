"""The ``narrate`` command: a thin click layer over the importable pipeline.

This is the one place where a ``NarrateError`` becomes a one-line message and an exit
code (1 build failure, 2 usage or configuration error).
"""

from __future__ import annotations

import click

from pipeline import __version__
from pipeline.errors import NarrateError


class NarrateGroup(click.Group):
    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except NarrateError as error:
            for line in str(error).splitlines() or [type(error).__name__]:
                click.echo(f"narrate: {line}", err=True)
            ctx.exit(error.exit_code)
        except KeyboardInterrupt:
            click.echo("narrate: interrupted; everything finished so far is kept", err=True)
            ctx.exit(130)


@click.group(cls=NarrateGroup)
@click.version_option(__version__, prog_name="narrate")
def main() -> None:
    """Turn the Chinese novel in seeds/ into a multi-voice audiobook in out/."""


from pipeline.cli.voices import voices_command  # noqa: E402

main.add_command(voices_command)

from pipeline.cli.cast import cast_command  # noqa: E402

main.add_command(cast_command)

from pipeline.cli.build import build_command  # noqa: E402
from pipeline.cli.clean import clean_command  # noqa: E402
from pipeline.cli.segments import segments_command  # noqa: E402

main.add_command(build_command)
main.add_command(segments_command)
main.add_command(clean_command)

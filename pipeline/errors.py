"""The one exception tree of narrate. The CLI turns each into a one-line message."""

from __future__ import annotations


class NarrateError(Exception):
    """A failure the user can act on; the message is one line naming what and where."""

    exit_code = 1


class ConfigError(NarrateError):
    """voices.yaml or a command-line option is wrong."""

    exit_code = 2

    def __init__(self, problems: list[str] | str):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("\n".join(self.problems))


class InputError(NarrateError):
    """A file in seeds/ cannot be read as text."""

    exit_code = 2


class EngineError(NarrateError):
    """A speech engine could not produce audio."""


class EngineUnavailable(EngineError):
    """The engine cannot be reached or loaded at all."""


class SynthesisFailed(NarrateError):
    """One or more clips failed after their retries; the rest are kept in the cache."""


class ExportError(NarrateError):
    """Writing a chapter's audio or sidecars failed."""

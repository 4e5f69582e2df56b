"""Speech engines, each behind the same small protocol.

An engine turns text and a ``Voice`` into ``Speech`` (mono 16-bit PCM plus optional word
timings). ``pipeline.engines.select`` decides which engine a build uses.
"""

from __future__ import annotations

from typing import Protocol

from pipeline.model import Speech, Voice


class Engine(Protocol):
    name: str  # "espeak" or "edge": the key of this engine's voices in voices.yaml
    version: str  # part of every cache key: a new engine version re-synthesizes
    max_jobs: int  # how many clips may be synthesized at once (1 = not thread-safe)

    def prepare(self, text: str, voice: Voice) -> str:
        """The exact text ``synthesize`` will speak for ``text`` (normalized, script
        converted for the voice). It is part of every clip's cache key."""
        ...

    def synthesize(self, text: str, voice: Voice) -> Speech:
        """Speak prepared ``text``; raise ``EngineError`` when no audio can be had."""
        ...

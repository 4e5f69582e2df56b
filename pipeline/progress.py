"""A progress line on stderr: clips done / total, rate and time left."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Redraws one line on a terminal; elsewhere (CI, pipes) prints a line per 10%."""

    def __init__(self, total: int, label: str = "synthesizing", stream: TextIO | None = None,
                 clock=time.monotonic):
        self.total = total
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock
        self.done = 0
        self.started = clock()
        self.live = hasattr(self.stream, "isatty") and self.stream.isatty()
        self._last_tenth = -1

    def advance(self, count: int = 1) -> None:
        self.done += count
        tenth = self.done * 10 // max(self.total, 1)
        if self.live or tenth != self._last_tenth or self.done == self.total:
            self._last_tenth = tenth
            self._draw()

    def line(self) -> str:
        elapsed = self.clock() - self.started
        width = 24
        filled = width * self.done // max(self.total, 1)
        bar = "#" * filled + "-" * (width - filled)
        if self.done and self.done < self.total:
            left = elapsed / self.done * (self.total - self.done)
            eta = f"ETA {int(left) // 60:d}:{int(left) % 60:02d}"
        else:
            eta = f"{elapsed:.1f}s"
        return f"{self.label} [{bar}] {self.done}/{self.total} clips {eta}"

    def _draw(self) -> None:
        if self.live:
            self.stream.write("\r" + self.line())
        else:
            self.stream.write(self.line() + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()

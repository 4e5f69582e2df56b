"""Chinese script conversion (OpenCC): one cached converter per chain of configurations,
shared by every stage that compares or rewrites text across scripts."""

from __future__ import annotations

import functools
from collections.abc import Callable

import opencc


@functools.cache
def converter(*configs: str) -> Callable[[str], str]:
    """A function applying the OpenCC ``configs`` in order (e.g. "hk2t", "s2tw")."""
    steps = [opencc.OpenCC(config).convert for config in configs]

    def convert(text: str) -> str:
        for step in steps:
            text = step(text)
        return text

    return convert


def to_simplified(text: str) -> str:
    """The script-neutral form used to compare names written in either script."""
    return converter("t2s")(text)

"""Launch the system Chromium (Debian's /usr/bin/chromium) for page tests, offline.

Playwright drives it with ``executable_path``; nothing ever downloads a browser. The
flags keep Chromium off the network (this machine has none) and let media play without
a user gesture.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--autoplay-policy=no-user-gesture-required",
)
MISSING = ("no Chromium installed (looked for /usr/bin/chromium); "
           "install it with `apt-get install -y chromium` to run the page tests")


def chromium_path() -> str | None:
    """The system Chromium, or None (``NARRATE_CHROMIUM`` names another binary)."""
    for candidate in (os.environ.get("NARRATE_CHROMIUM"), *CANDIDATES):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


@contextmanager
def chromium(width: int = 1440, height: int = 900) -> Iterator[BrowserContext]:
    """A headless Chromium context with a fresh, throw-away profile."""
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        raise RuntimeError(MISSING)
    profile = tempfile.mkdtemp(prefix="narrate-chromium-")
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=executable, headless=True, args=list(FLAGS),
                viewport={"width": width, "height": height}, locale="zh-TW",
            )
            try:
                yield context
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)

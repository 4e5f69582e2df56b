"""``narrate clean``: drop cached clips that no built chapter refers to any more."""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.build import MANIFEST
from pipeline.cache import ClipCache


def used_clip_keys(out_dir: Path) -> set[str]:
    """Keys of every clip used by a chapter of any book built under ``out_dir``."""
    used: set[str] = set()
    for manifest in out_dir.glob(f"*/*/{MANIFEST}"):  # out/<author>/<title>/
        chapters = json.loads(manifest.read_text(encoding="utf-8")).get("chapters", {})
        for entry in chapters.values():
            used.update(entry.get("clips", []))
    return used


def clean_cache(out_dir: Path, cache_dir: Path) -> tuple[int, int]:
    """Remove unused clips; return (files removed, bytes freed)."""
    return ClipCache(cache_dir).remove_unused(used_clip_keys(out_dir))

"""``narrate clean``: drop cached clips that no built chapter refers to any more."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from pipeline.build import MANIFEST, read_manifest
from pipeline.cache import ClipCache
from pipeline.errors import NarrateError


def used_clip_keys(manifests: Iterable[Path]) -> set[str]:
    """Keys of every clip used by a chapter of the books of ``manifests``."""
    used: set[str] = set()
    for manifest in manifests:
        chapters = read_manifest(manifest.parent).get("chapters", {})
        if not chapters:
            raise NarrateError(f"{manifest}: unreadable; run narrate build for that book "
                               "before narrate clean, so its clips are not removed")
        for entry in chapters.values():
            used.update(entry["clips"])
    return used


def clean_cache(out_dir: Path, cache_dir: Path) -> tuple[int, int]:
    """Remove clips that no book using this cache needs; return (files, bytes) freed.
    The books are those under ``out_dir`` and every other one that built with it."""
    cache = ClipCache(cache_dir)
    manifests = {path.resolve() for path in out_dir.glob(f"*/*/{MANIFEST}")}
    manifests.update(path.resolve() for path in cache.registered())
    return cache.remove_unused(used_clip_keys(sorted(manifests)))

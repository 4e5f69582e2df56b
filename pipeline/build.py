"""``narrate build``: run every stage over the book, doing only what changed.

Order of work, so that a failure or a kill at any moment costs nothing already made:
1. plan every chapter (text only, cheap) and find the clips the cache lacks;
2. synthesize those clips, each kept in the cache the moment it exists;
3. assemble and export only the chapters whose manifest fingerprint changed, one
   chapter's audio in memory at a time, into a staging folder;
4. move the staged files into place and write the manifest last.
"""

from __future__ import annotations

import contextlib
import fcntl
import glob
import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from pipeline.analysis import analyse_book
from pipeline.assemble import assemble_chapter
from pipeline.audiobook import write_book_files
from pipeline.cache import ClipCache
from pipeline.cast import assign_voices
from pipeline.config import Config, load_config
from pipeline.engines import Engine
from pipeline.engines.select import open_engine as default_open_engine
from pipeline.errors import ExportError, NarrateError
from pipeline.export import export_chapter
from pipeline.layout import atomic_write, book_dir, chapter_stem
from pipeline.lexicon import load_lexicon
from pipeline.load import COVER_NAMES, load_book
from pipeline.model import Book, Chapter, Clip, Segment, Voice
from pipeline.progress import Progress
from pipeline.readalong import write_readalong
from pipeline.synthesize import key_of, missing_clips, plan_clips, speech_for, synthesize_missing

MANIFEST = ".narrate-manifest.json"
# Bump when what a chapter's files contain changes for the same clips.
OUTPUT_FORMAT = 3


@dataclass(frozen=True)
class BuildOptions:
    seeds_dir: Path = Path("seeds")
    config_path: Path = Path("voices.yaml")
    out_dir: Path = Path("out")
    engine: str | None = None  # None: voices.yaml's engine: (default auto)
    jobs: int = 4
    cache_dir: Path | None = None  # default: out/.cache/clips
    dry_run: bool = False


@dataclass(frozen=True)
class ChapterPlan:
    chapter: Chapter
    segments: list[Segment]
    clips: list[Clip]
    stem: str
    fingerprint: str


@dataclass(frozen=True)
class BuildReport:
    chapters: int
    clips: int
    synthesized: int
    reused: int
    chapters_written: int
    seconds: float
    engine: str
    book_dir: Path
    to_synthesize: list[Clip] = field(default_factory=list)
    to_write: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {"chapters": self.chapters, "clips": self.clips, "synthesized": self.synthesized,
                "reused": self.reused, "chapters_written": self.chapters_written,
                "seconds": round(self.seconds, 3)}


def build(options: BuildOptions, warn: Callable[[str], None],
          open_engine: Callable[..., Engine] = default_open_engine,
          progress_stream=None) -> BuildReport:
    started = time.monotonic()
    config = load_config(options.config_path)
    book = load_book(options.seeds_dir, config.title, config.author)
    analysis = analyse_book(book, config)
    engine = open_engine(options.engine or config.engine, jobs=options.jobs, warn=warn)
    directory = book_dir(options.out_dir, book)
    manifest = read_manifest(directory)
    cast = assign_voices(analysis.speakers(), config, engine.name,
                         keep=_last_cast(manifest, engine.name))
    lexicon = load_lexicon(config)
    cache = ClipCache(options.cache_dir or options.out_dir / ".cache" / "clips")
    cover = _find_cover(options.seeds_dir, warn)

    plans = []
    for chapter in book.chapters:
        segments = analysis.segments[chapter.index]
        clips = plan_clips(segments, cast, engine, lexicon.apply)
        stem = chapter_stem(chapter, len(book.chapters))
        fingerprint = _fingerprint(book, chapter, segments, clips, engine, config, cover)
        plans.append(ChapterPlan(chapter, segments, clips, stem, fingerprint))
    all_clips = [clip for plan in plans for clip in plan.clips]
    stale = [plan for plan in plans if not _is_current(plan, manifest, directory)]
    work = missing_clips(all_clips, engine, cache)
    report = BuildReport(
        chapters=len(plans), clips=len(all_clips), synthesized=len(work.missing),
        reused=work.reused, chapters_written=len(stale), seconds=0.0, engine=engine.name,
        book_dir=directory, to_synthesize=list(work.missing.values()),
        to_write=[plan.stem for plan in stale],
    )
    if not any(key_of(clip, engine) for clip in all_clips):
        warn(f"{options.seeds_dir}: no speakable text found; nothing to build "
             "(add the novel's text as UTF-8 .txt files)")
        return _finished(replace(report, chapters_written=0, to_write=[]), started)
    if options.dry_run:
        return _finished(report, started)

    with _book_lock(directory):
        progress = Progress(len(work.missing), stream=progress_stream)
        try:
            synthesize_missing(work.missing, engine, cache, progress.advance)
        finally:
            if work.missing:
                progress.close()
        if stale or not _book_current(plans, manifest, directory):
            try:
                _write_outputs(plans, stale, manifest, book, config, engine, cache, cast,
                               options.out_dir, directory, cover)
            except OSError as error:
                raise ExportError(f"{directory}: cannot write the audiobook ({error.strerror});"
                                  " check free space and permissions") from error
            cache.register(directory / MANIFEST)
    return _finished(report, started)


@contextlib.contextmanager
def _book_lock(directory: Path) -> Iterator[None]:
    """One build at a time writes a book: a second one stops at once instead of
    removing the first one's staging folder under it."""
    lock_path = directory.parent / f".{directory.name}.lock"
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = lock_path.open("a")
    except OSError as error:
        raise ExportError(f"{directory.parent}: cannot write there ({error.strerror}); "
                          "check permissions or choose another --out") from error
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise NarrateError(f"{directory}: another narrate build is writing this book; "
                               "wait for it to finish") from None
        yield


def _find_cover(seeds_dir: Path, warn: Callable[[str], None]) -> Path | None:
    """seeds/cover.jpg or .png, whatever the case of the name."""
    found = {path.name.lower(): path for path in seeds_dir.iterdir()
             if path.name.lower() in COVER_NAMES and path.is_file()}
    for name in ("cover.jpg", "cover.jpeg", "cover.png"):
        if name in found:
            return found[name]
    if found:
        warn(f"{next(iter(found.values()))}: not used as the cover; save it as JPEG or PNG")
    return None


def _finished(report: BuildReport, started: float) -> BuildReport:
    return replace(report, seconds=time.monotonic() - started)


def _write_outputs(plans: list[ChapterPlan], stale: list[ChapterPlan], manifest: dict,
                   book: Book, config: Config, engine: Engine, cache: ClipCache,
                   cast: dict[str, Voice], out_dir: Path, directory: Path,
                   cover: Path | None) -> None:
    """Export stale chapters and the whole-book files into a staging folder beside the
    book, then move them into place; a failure leaves the book folder as it was."""
    directory.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(directory)
    staging = directory.parent / f".{directory.name}.staging-{os.getpid()}"
    staging.mkdir()
    entries = dict(manifest.get("chapters", {}))
    # each chapter's AAC part for book.m4b, made with its MP3 and kept until it changes
    parts_dir = out_dir / ".cache" / "aac" / directory.relative_to(out_dir)
    parts = {plan.stem: parts_dir / f"{plan.fingerprint}.aac" for plan in plans}
    try:
        for plan in stale:
            items = [(clip, speech_for(clip, engine, cache)) for clip in plan.clips]
            audio = assemble_chapter(items, config.pauses)
            files = export_chapter(plan.chapter, book, len(plans), audio, plan.segments,
                                   staging, cover=cover, loudness=config.loudness,
                                   aac_part=parts[plan.stem])
            entries[plan.stem] = {"fingerprint": plan.fingerprint,
                                  "duration": round(audio.duration, 3),
                                  "files": sorted(path.name for path in files),
                                  "clips": sorted(filter(None, (key_of(clip, engine)
                                                                for clip in plan.clips)))}
            del audio, items  # hold one chapter's audio at a time
        def newest(name: str) -> Path:  # this build's file if it made one, else the last
            return staging / name if (staging / name).exists() else directory / name

        chapter_files = [(plan.chapter, newest(f"{plan.stem}.mp3"),
                          entries[plan.stem]["duration"]) for plan in plans]
        book_files = write_book_files(staging, book, chapter_files, cover=cover,
                                      parts=[parts[plan.stem] for plan in plans])
        timestamps = [newest(f"{plan.stem}.json") for plan in plans]
        book_files.append(write_readalong(staging, timestamps))
        for staged in sorted(staging.iterdir()):
            os.replace(staged, directory / staged.name)
        current = {plan.stem for plan in plans}
        for stem, entry in entries.items():
            if stem not in current:  # a chapter that is gone from the book
                for name in entry["files"]:
                    (directory / name).unlink(missing_ok=True)
        for part in set(parts_dir.glob("*.aac")) - set(parts.values()):
            part.unlink()
        new_manifest = {
            "format": OUTPUT_FORMAT,
            "book": _book_fingerprint(plans),
            "chapters": {plan.stem: entries[plan.stem] for plan in plans},
            "book_files": sorted(path.name for path in book_files),
            "cast": {**_casts(manifest),
                     engine.name: {name: [voice.name, voice.rate, voice.pitch, voice.volume]
                                   for name, voice in sorted(cast.items())}},
        }
        atomic_write(directory / MANIFEST,
                     json.dumps(new_manifest, ensure_ascii=False, indent=1, sort_keys=True))
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _remove_leftovers(directory: Path) -> None:
    """Staging folders and temp files of a build that was killed (one build at a time
    writes a book; the next one clears what the last left half-made)."""
    for staging in directory.parent.glob(f".{glob.escape(directory.name)}.staging-*"):
        shutil.rmtree(staging, ignore_errors=True)
    for temp in directory.glob(".*.tmp"):
        temp.unlink(missing_ok=True)


def _fingerprint(book: Book, chapter: Chapter, segments: list[Segment], clips: list[Clip],
                 engine: Engine, config: Config, cover: Path | None) -> str:
    """Everything a chapter's files depend on. Offsets are taken relative to the
    chapter, so an edit in one chapter leaves the next chapters' files alone."""
    base = chapter.start
    identity = {
        "format": OUTPUT_FORMAT,
        "tags": [book.title, book.author, chapter.title, chapter.index, len(book.chapters)],
        "pauses": asdict(config.pauses),
        "loudness": config.loudness,
        "cover": _file_hash(cover) if cover else None,
        "segments": [[s.kind, s.speaker, s.text, s.start - base, s.paragraph,
                      round(s.confidence, 3), s.rule] for s in segments],
        "clips": [[key_of(c, engine) or c.text, c.segment, c.paragraph, c.speaker, c.text,
                   c.start - base] for c in clips],
    }
    payload = json.dumps(identity, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _book_fingerprint(plans: list[ChapterPlan]) -> str:
    joined = "\n".join(f"{plan.stem}:{plan.fingerprint}" for plan in plans)
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()


def _book_current(plans: list[ChapterPlan], manifest: dict, directory: Path) -> bool:
    return (manifest.get("book") == _book_fingerprint(plans)
            and all((directory / name).exists() for name in manifest.get("book_files", [])))


def _is_current(plan: ChapterPlan, manifest: dict, directory: Path) -> bool:
    entry = manifest.get("chapters", {}).get(plan.stem)
    return (manifest.get("format") == OUTPUT_FORMAT and entry is not None
            and entry["fingerprint"] == plan.fingerprint
            and all((directory / name).exists() for name in entry["files"]))


def _casts(manifest: dict) -> dict:
    casts = manifest.get("cast")
    return casts if isinstance(casts, dict) else {}


def _last_cast(manifest: dict, engine: str) -> dict[str, Voice]:
    """The voices the last build gave each speaker on ``engine``."""
    try:
        return {name: Voice(engine, *fields)
                for name, fields in _casts(manifest).get(engine, {}).items()}
    except (TypeError, AttributeError):
        return {}


def read_manifest(directory: Path) -> dict:
    """The last build's manifest; anything unreadable counts as no manifest (a full
    rebuild, never a crash)."""
    try:
        manifest = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    chapters = manifest.get("chapters") if isinstance(manifest, dict) else None
    entry_keys = {"fingerprint": str, "duration": (int, float), "files": list, "clips": list}
    valid = isinstance(chapters, dict) and all(
        isinstance(entry, dict) and all(isinstance(entry.get(key), kind)
                                        for key, kind in entry_keys.items())
        for entry in chapters.values()) and isinstance(manifest.get("book_files", []), list)
    return manifest if valid else {}


def _file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()

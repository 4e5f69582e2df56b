"""The synthesize stage: plan the clips of a chapter, then make every clip the cache
lacks, several at once when the engine allows, keeping each one as soon as it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass

from pipeline.cache import ClipCache, clip_key
from pipeline.engines import Engine
from pipeline.engines.text import pause_for, silence, speakable
from pipeline.errors import EngineError, EngineUnavailable, SynthesisFailed
from pipeline.model import Clip, Segment, Speech, Voice
from pipeline.segment import sentences

SILENCE_RATE = 24000
MAX_CLIP_CHARS = 100


def plan_clips(segments: Sequence[Segment], cast: Mapping[str, Voice], engine: Engine,
               rewrite: Callable[[str, str], str] | None = None,
               max_chars: int = MAX_CLIP_CHARS) -> list[Clip]:
    """Cut attributed segments into sentence-sized clips, each with its voice and the
    exact text the engine will read (``rewrite(text, engine_name)`` is the lexicon)."""
    clips: list[Clip] = []
    for segment in segments:
        voice = cast[segment.speaker or ""]
        for start, end, text in sentences(segment, max_chars):
            engine_text = text
            if speakable(text):
                sent = rewrite(text, engine.name) if rewrite else text
                engine_text = engine.prepare(sent, voice)
            clips.append(Clip(
                chapter=segment.chapter, index=len(clips), segment=segment.index,
                paragraph=segment.paragraph, speaker=segment.speaker or "", text=text,
                start=start, end=end, voice=voice, engine_text=engine_text,
            ))
    return clips


def key_of(clip: Clip, engine: Engine) -> str | None:
    """The cache key of a clip, or None for punctuation-only clips (they are silence)."""
    if not speakable(clip.text):
        return None
    return clip_key(engine.name, engine.version, clip.voice, clip.engine_text)


def speech_for(clip: Clip, engine: Engine, cache: ClipCache) -> Speech:
    """A planned clip's audio: from the cache, or a pause for punctuation-only text."""
    key = key_of(clip, engine)
    if key is None:
        return silence(pause_for(clip.text), SILENCE_RATE)
    speech = cache.get(key)
    if speech is None:
        raise SynthesisFailed(f"clip {clip.chapter}:{clip.index} is missing from the cache; "
                              "run narrate build again")
    return speech


@dataclass(frozen=True)
class Work:
    """Clips to make: one per distinct key the cache lacks."""

    missing: dict[str, Clip]
    reused: int


def missing_clips(clips: Iterable[Clip], engine: Engine, cache: ClipCache) -> Work:
    missing: dict[str, Clip] = {}
    reused: set[str] = set()
    for clip in clips:
        key = key_of(clip, engine)
        if key is None or key in missing or key in reused:
            continue
        if key in cache:
            reused.add(key)
        else:
            missing[key] = clip
    return Work(missing=missing, reused=len(reused))


def synthesize_missing(missing: Mapping[str, Clip], engine: Engine, cache: ClipCache,
                       on_done: Callable[[], None] = lambda: None) -> None:
    """Synthesize each clip of ``missing`` and store it under its key.

    The engine works in up to ``engine.max_jobs`` threads; each clip is stored (and
    ``on_done`` called) in this thread as soon as it is back, then dropped, so memory holds
    only clips in flight. Clips that fail are reported together at the end, after every
    other clip has been made and kept; an unavailable engine stops the run at once.
    """
    failures: list[tuple[Clip, str]] = []
    pool = ThreadPoolExecutor(max_workers=max(1, engine.max_jobs), thread_name_prefix="clip")
    try:
        pending = {pool.submit(engine.synthesize, clip.engine_text, clip.voice): (key, clip)
                   for key, clip in missing.items()}
        for future in as_completed(list(pending)):
            key, clip = pending.pop(future)
            try:
                speech = future.result()
                if not speech.pcm:
                    raise EngineError("the engine returned no audio")
            except EngineUnavailable:
                raise
            except EngineError as error:
                failures.append((clip, str(error)))
                continue
            cache.put(key, speech)
            on_done()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    if failures:
        clip, reason = min(failures, key=lambda failure: (failure[0].chapter, failure[0].index))
        made = len(missing) - len(failures)
        raise SynthesisFailed(
            f"{len(failures)} of {len(missing)} clips failed (first: chapter {clip.chapter}, "
            f"「{clip.text[:20]}」: {reason}); the {made} made are kept, run narrate build "
            "again to retry"
        )

"""The online engine: Microsoft's neural voices through ``edge_tts.Communicate``.

A whole novel is tens of thousands of requests and the service fails in known ways, so
this engine bounds and adapts its own concurrency (halving on throttling, growing back
slowly), retries with exponential backoff and jitter on a new connection each time, and
stops everything at once on a wave of 403s (an outdated edge-tts or a skewed clock).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import random
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

import aiohttp
import edge_tts
from edge_tts import exceptions as edge_errors

from pipeline.engines.text import DEFAULT_CHUNK_BYTES, chunks, pause_for, silence, speakable
from pipeline.errors import EngineError, EngineUnavailable, ExportError
from pipeline.ffmpeg import decode_to_pcm
from pipeline.model import Speech, Voice, WordTiming
from pipeline.script import converter

SAMPLE_RATE = 24000  # edge-tts asks for audio-24khz-48kbitrate-mono-mp3
TICKS_PER_SECOND = 10_000_000  # boundary offsets/durations come in 100 ns ticks
HARD_MAX_JOBS = 16
FORBIDDEN_HINT = (
    "the speech service refused us (HTTP 403) {n} times in a row; upgrade edge-tts "
    "(pip install -U edge-tts) and check that the system clock is right"
)


@dataclass(frozen=True)
class EdgeVoiceInfo:
    name: str  # ShortName, e.g. zh-CN-XiaoxiaoNeural
    gender: str  # "male" or "female"
    locale: str  # e.g. zh-CN, zh-CN-liaoning
    description: str  # content categories and personalities


def _voice_info(raw: dict[str, Any]) -> EdgeVoiceInfo:
    tag = raw.get("VoiceTag") or {}
    words = [w.strip() for w in (*tag.get("ContentCategories", ()),
                                 *tag.get("VoicePersonalities", ())) if w.strip()]
    return EdgeVoiceInfo(raw["ShortName"], str(raw.get("Gender", "")).lower(),
                         raw.get("Locale", ""), ", ".join(words))


@functools.cache
def bundled_voices() -> tuple[EdgeVoiceInfo, ...]:
    """The Chinese voices of the service, from the snapshot shipped in pipeline/data."""
    text = resources.files("pipeline").joinpath("data/edge_voices.json").read_text("utf-8")
    return tuple(_voice_info(raw) for raw in json.loads(text))


def online_voices(timeout: float = 10.0) -> tuple[EdgeVoiceInfo, ...]:
    """Every voice the service offers now (edge_tts.list_voices); raises EngineUnavailable."""

    async def fetch() -> list[Any]:
        return await asyncio.wait_for(edge_tts.list_voices(), timeout)

    try:
        return tuple(_voice_info(dict(raw)) for raw in asyncio.run(fetch()))
    except (aiohttp.ClientError, TimeoutError, OSError, edge_errors.EdgeTTSException) as error:
        raise EngineUnavailable(f"cannot list edge voices: {_describe(error)}") from error


# --- script per voice locale ----------------------------------------------------------

# Each locale first folds the other Traditional standard's variants (Hong Kong 説/衞,
# Taiwan 裡/著) into OpenCC Traditional, then converts:
# zh-CN: tw2s, which also reads Taiwan 著 as the particle (接著 -> 接着).
# zh-TW: s2tw, characters only. s2twp would also swap vocabulary (软件 -> 軟體,
#        鼠标 -> 滑鼠), so the voice would say other words than the subtitles show.
# zh-HK: s2hk, Hong Kong character forms (裏, 着, 説).
_SCRIPT_FOR_LOCALE: dict[str, tuple[str, ...]] = {
    "zh-CN": ("hk2t", "tw2s"),
    "zh-SG": ("hk2t", "tw2s"),
    "zh-TW": ("hk2t", "s2tw"),
    "zh-HK": ("tw2t", "s2hk"),
}
_LOCALE = re.compile(r"^([a-z]{2,3}-[A-Z]{2})")


def script_for(voice_name: str) -> tuple[str, ...]:
    """The OpenCC conversions for a voice's locale, in order (none: keep the text)."""
    found = _LOCALE.match(voice_name)
    return _SCRIPT_FOR_LOCALE.get(found.group(1), ()) if found else ()


# --- adaptive concurrency -------------------------------------------------------------

class AdaptiveLimit:
    """A concurrency limit that halves on throttling and grows by one after
    ``grow_after`` successes in a row, never above ``ceiling`` nor below 1.

    Requests started before a halving do not halve it again when they fail: one burst
    of 429s from requests in flight together counts as one signal, as in TCP.
    """

    def __init__(self, ceiling: int, grow_after: int = 8):
        self.ceiling = ceiling
        self.grow_after = grow_after
        self.limit = ceiling
        self.history: list[int] = [ceiling]  # every value the limit took, in order
        self._active = 0
        self._streak = 0
        self._epoch = 0
        self._closed: str | None = None
        self._cond = threading.Condition()

    @contextlib.contextmanager
    def slot(self) -> Iterator[_Slot]:
        with self._cond:
            while self._closed is None and self._active >= self.limit:
                self._cond.wait()
            if self._closed is not None:
                raise EngineUnavailable(self._closed)
            self._active += 1
            slot = _Slot(self, self._epoch)
        try:
            yield slot
        finally:
            with self._cond:
                self._active -= 1
                self._cond.notify_all()

    def close(self, reason: str) -> None:
        """Fail every waiting and future request with EngineUnavailable(reason)."""
        with self._cond:
            if self._closed is None:
                self._closed = reason
            self._cond.notify_all()

    @property
    def closed(self) -> str | None:
        return self._closed

    def _succeeded(self) -> None:
        with self._cond:
            self._streak += 1
            if self._streak >= self.grow_after and self.limit < self.ceiling:
                self._set(self.limit + 1)
                self._streak = 0
                self._cond.notify_all()

    def _throttled(self, epoch: int) -> None:
        with self._cond:
            self._streak = 0
            if epoch == self._epoch and self.limit > 1:
                self._set(max(1, self.limit // 2))
                self._epoch += 1

    def _set(self, limit: int) -> None:
        self.limit = limit
        self.history.append(limit)


@dataclass
class _Slot:
    owner: AdaptiveLimit
    epoch: int

    def succeeded(self) -> None:
        self.owner._succeeded()

    def throttled(self) -> None:
        self.owner._throttled(self.epoch)


# --- errors ---------------------------------------------------------------------------

_THROTTLE_STATUS = {429, 503}


class _Attempt(Exception):
    """One failed attempt: ``kind`` is forbidden, throttled or transient."""

    def __init__(self, kind: str, reason: str):
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def _describe(error: BaseException) -> str:
    if isinstance(error, aiohttp.ClientResponseError):
        return f"HTTP {error.status}"
    if isinstance(error, TimeoutError):
        return "timed out"
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0]}" if text else type(error).__name__


def _classify(error: BaseException) -> _Attempt:
    """Sort a failure of one request into what the engine should do about it."""
    if isinstance(error, aiohttp.ClientResponseError):
        if error.status == 403:
            return _Attempt("forbidden", "HTTP 403 (forbidden)")
        if error.status in _THROTTLE_STATUS:
            return _Attempt("throttled", f"HTTP {error.status} (throttled)")
        return _Attempt("transient", f"HTTP {error.status}")
    if isinstance(error, edge_errors.SkewAdjustmentError):
        return _Attempt("forbidden", "HTTP 403 and the clock could not be corrected")
    if isinstance(error, edge_errors.NoAudioReceived):
        return _Attempt("throttled", "no audio received")
    if isinstance(error, TimeoutError):  # asyncio's and aiohttp's timeouts included
        return _Attempt("throttled", "timed out")
    return _Attempt("transient", _describe(error))


_RETRYABLE = (aiohttp.ClientError, OSError, edge_errors.EdgeTTSException, ExportError)


# --- the engine -----------------------------------------------------------------------

class EdgeEngine:
    """Speech from edge-tts, hardened for tens of thousands of requests.

    Thread-safe: call ``synthesize`` from up to ``max_jobs`` threads; the engine itself
    keeps at most ``limit.limit`` requests in flight.
    """

    name = "edge"

    def __init__(
        self,
        jobs: int = 4,
        communicate_factory: Callable[..., Any] = edge_tts.Communicate,
        sleep: Callable[[float], None] = time.sleep,
        *,
        rand: Callable[[], float] = random.random,
        attempts: int = 6,
        backoff: float = 1.0,
        max_backoff: float = 30.0,
        grow_after: int = 8,
        forbidden_wave: int = 3,
        connect_timeout: int = 10,
        receive_timeout: int = 30,
        request_timeout: float = 120.0,
        chunk_bytes: int = DEFAULT_CHUNK_BYTES,
        boundary: str = "WordBoundary",
    ):
        if attempts < 1:
            raise ValueError("attempts must be >= 1")
        self.version = f"edge-tts {edge_tts.__version__}"
        self.max_jobs = max(1, min(HARD_MAX_JOBS, jobs))
        self.limit = AdaptiveLimit(self.max_jobs, grow_after)
        self._communicate = communicate_factory
        self._sleep = sleep
        self._rand = rand
        self._attempts = attempts
        self._backoff = backoff
        self._max_backoff = max_backoff
        self._forbidden_wave = forbidden_wave
        self._forbidden_in_a_row = 0
        self._lock = threading.Lock()
        self._timeouts = {"connect_timeout": connect_timeout,
                          "receive_timeout": receive_timeout}
        self._request_timeout = request_timeout
        self._chunk_bytes = chunk_bytes
        self._boundary = boundary

    def prepare(self, text: str, voice: Voice) -> str:
        config = script_for(voice.name)
        return converter(*config)(text) if config else text

    def synthesize(self, text: str, voice: Voice) -> Speech:
        if not speakable(text):
            return silence(pause_for(text), SAMPLE_RATE)
        pcm_parts: list[bytes] = []
        words: list[WordTiming] = []
        elapsed = 0.0
        offset = 0
        for piece in chunks(text, self._chunk_bytes):
            if speakable(piece):
                part, events = self._request(piece, voice)
                words.extend(_word_timings(piece, events, offset, elapsed, len(part)))
            else:  # a chunk of only punctuation: a pause, not a request
                part = silence(pause_for(piece), SAMPLE_RATE).pcm
            pcm_parts.append(part)
            elapsed += len(part) / 2 / SAMPLE_RATE
            offset += len(piece)
        return Speech(b"".join(pcm_parts), SAMPLE_RATE, tuple(words))

    # One request, retried: returns decoded PCM and the boundary events.
    def _request(self, text: str, voice: Voice) -> tuple[bytes, list[dict[str, Any]]]:
        reason = ""
        for attempt in range(1, self._attempts + 1):
            if attempt > 1:
                self._sleep(self._delay(attempt - 1))
            with self.limit.slot() as slot:
                try:
                    result = self._attempt(text, voice)
                except _Attempt as failure:
                    reason = failure.reason
                    if failure.kind == "forbidden":
                        self._forbidden()
                    elif failure.kind == "throttled":
                        slot.throttled()
                    continue
                slot.succeeded()
                with self._lock:
                    self._forbidden_in_a_row = 0
                return result
        raise EngineError(
            f"edge voice {voice.name} failed {self._attempts} times for "
            f"{text[:16]!r}: {reason}"
        )

    def _attempt(self, text: str, voice: Voice) -> tuple[bytes, list[dict[str, Any]]]:
        try:
            # A new Communicate every time: its stream() can be read only once.
            communicate = self._communicate(
                text, voice.name, rate=voice.rate_text, volume=voice.volume_text,
                pitch=voice.pitch_text, boundary=self._boundary, **self._timeouts,
            )
        except (ValueError, TypeError) as error:  # bad voice name or rate: not retryable
            raise EngineError(f"edge voice {voice.name}: {error}") from error
        try:
            audio, events = asyncio.run(self._collect(communicate))
            if not audio:
                raise edge_errors.NoAudioReceived("the stream ended without audio")
            pcm = decode_to_pcm(audio, SAMPLE_RATE)
        except _RETRYABLE as error:
            raise _classify(error) from error
        if not pcm:
            raise _Attempt("transient", f"{len(audio)} bytes of MP3 decoded to no audio")
        return pcm, events

    async def _collect(self, communicate: Any) -> tuple[bytes, list[dict[str, Any]]]:
        async def read() -> tuple[bytes, list[dict[str, Any]]]:
            audio = bytearray()
            events = []
            async for chunk in communicate.stream():
                if chunk["type"] == "audio":
                    audio += chunk["data"]
                elif chunk["type"] in ("WordBoundary", "SentenceBoundary"):
                    events.append(chunk)
            return bytes(audio), events

        # edge-tts only bounds each socket read; this bounds the whole request.
        return await asyncio.wait_for(read(), self._request_timeout)

    def _forbidden(self) -> None:
        with self._lock:
            self._forbidden_in_a_row += 1
            tripped = self._forbidden_in_a_row >= self._forbidden_wave
        if tripped:
            self.limit.close(FORBIDDEN_HINT.format(n=self._forbidden_in_a_row))
            raise EngineUnavailable(self.limit.closed or "edge is unavailable")

    def _delay(self, retry: int) -> float:
        """Exponential backoff with jitter: 0.5-1.5x of backoff * 2^(retry-1), capped."""
        base = min(self._max_backoff, self._backoff * 2 ** (retry - 1))
        return base * (0.5 + self._rand())


def _word_timings(text: str, events: list[dict[str, Any]], offset: int, elapsed: float,
                  pcm_bytes: int) -> list[WordTiming]:
    """WordTimings from boundary events; each event's text is found in ``text`` in order
    (the service reports words, not positions). Times are shifted by ``elapsed``."""
    duration = pcm_bytes / 2 / SAMPLE_RATE
    found = []
    cursor = 0
    for event in events:
        word = str(event.get("text", ""))
        at = text.find(word, cursor) if word else -1
        if at < 0:
            continue  # a word the service spelled differently: no position to give
        start = min(duration, float(event["offset"]) / TICKS_PER_SECOND)
        end = min(duration, start + float(event["duration"]) / TICKS_PER_SECOND)
        found.append(WordTiming(offset + at, len(word), elapsed + start, elapsed + end))
        cursor = at + len(word)
    return found

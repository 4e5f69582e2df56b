"""A faithful fake of ``edge_tts.Communicate`` for tests and benchmarks (the real service
is unreachable here).

Same constructor (signature and validation, via edge-tts's own TTSConfig), same
``stream()`` contract (readable once, yields ``{"type": "audio", "data": bytes}`` and
``{"type": "WordBoundary"|"SentenceBoundary", "offset", "duration", "text"}`` with
100 ns ticks), and real MP3 bytes: the text is spoken by the offline espeak engine and
encoded by ffmpeg as the service does (24 kHz, 48 kbit/s, mono). Faults are the
exceptions edge-tts really raises.

Use::

    service = FakeEdgeService(latency=0.05, faults=["429", None, "timeout"])
    engine = EdgeEngine(communicate_factory=service.Communicate, sleep=lambda s: None)

``faults`` is consumed one entry per request, in the order requests start (None = a
normal answer); ``fault_for(request_number, text)`` decides instead when given.
"""

from __future__ import annotations

import asyncio
import functools
import re
import threading
import time
from collections.abc import AsyncGenerator, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal
from xml.sax.saxutils import escape, unescape

import aiohttp
from edge_tts.communicate import remove_incompatible_characters, split_text_by_byte_length
from edge_tts.constants import DEFAULT_VOICE
from edge_tts.data_classes import TTSConfig
from edge_tts.exceptions import NoAudioReceived, WebSocketError
from multidict import CIMultiDict, CIMultiDictProxy

from pipeline.engines.espeak import EspeakEngine
from pipeline.ffmpeg import run_ffmpeg
from pipeline.model import Voice

TICKS = 10_000_000
REQUEST_LIMIT = 4096  # bytes of escaped text per request, as edge-tts splits
FAULTS = ("429", "503", "403", "no_audio", "timeout", "stall", "empty", "midstream",
          "corrupt")
Fault = str | None


@dataclass(frozen=True)
class FakeAudio:
    mp3: bytes
    source_seconds: float  # duration of the PCM that was encoded
    words: tuple[tuple[str, float, float], ...]  # (word, start s, end s)


@dataclass
class FakeRequest:
    """One request the fake answered (one per split of one stream() call)."""

    number: int
    text: str
    voice: str
    rate: str
    volume: str
    pitch: str
    boundary: str
    request_bytes: int  # escaped text, as sent over the wire
    fault: Fault
    connect_timeout: int | None
    receive_timeout: int | None
    started: float = field(default_factory=time.monotonic)
    finished: float | None = None


def _percent(value: str) -> int:
    return int(re.sub(r"[^\d+-]", "", value))


def fake_audio(text: str, voice: str = "zh-CN-XiaoxiaoNeural", rate: str = "+0%",
               volume: str = "+0%", pitch: str = "+0Hz") -> FakeAudio:
    """The MP3 the fake answers for ``text``: espeak speech (female voices with a female
    variant), rate/pitch/volume applied, encoded like the service's stream. The same
    request gets the same bytes however its arguments are spelled (espeak itself varies
    by samples from run to run, and MP3 framing can turn that into whole frames)."""
    return _fake_audio(text, voice, rate, volume, pitch)


@functools.cache  # keyed on all five values: fake_audio(t, v) is fake_audio(t, v, "+0%", …)
def _fake_audio(text: str, voice: str, rate: str, volume: str, pitch: str) -> FakeAudio:
    engine = _espeak()
    female = any(name in voice for name in ("Xiao", "Hiu", "Hsiao"))
    variant = ("yue" if voice.startswith("zh-HK") else "cmn") + ("+f2" if female else "+m3")
    espeak_voice = Voice("espeak", variant, _percent(rate), _percent(pitch), _percent(volume))
    speech = engine.synthesize(engine.prepare(text, espeak_voice), espeak_voice)
    mp3 = run_ffmpeg(
        ["-f", "s16le", "-ar", str(speech.sample_rate), "-ac", "1", "-i", "pipe:0",
         "-ar", "24000", "-ac", "1", "-b:a", "48k", "-id3v2_version", "0",
         "-write_xing", "0", "-f", "mp3", "pipe:1"],
        stdin=speech.pcm,
    )
    prepared = engine.prepare(text, espeak_voice)
    # espeak reads Simplified; words are reported in the text as sent (same length).
    words = tuple(
        (text[w.offset:w.offset + w.length] if len(prepared) == len(text)
         else prepared[w.offset:w.offset + w.length], w.start, w.end)
        for w in speech.words
    )
    return FakeAudio(mp3, speech.duration, words)


@functools.cache
def _espeak() -> EspeakEngine:
    return EspeakEngine()


class FakeEdgeService:
    """The fake service: its fault script, its latency, and what it was asked."""

    def __init__(
        self,
        *,
        latency: float = 0.0,
        faults: Iterable[Fault] = (),
        fault_for: Callable[[int, str], Fault] | None = None,
        stall_seconds: float = 30.0,
        chunk_bytes: int = 2048,
    ):
        self.latency = latency
        self.faults = list(faults)
        self.fault_for = fault_for
        self.stall_seconds = stall_seconds
        self.chunk_bytes = chunk_bytes
        self.requests: list[FakeRequest] = []
        self.active = 0
        self.max_concurrent = 0
        self._lock = threading.Lock()
        service = self

        class Communicate(FakeCommunicate):
            _service = service

        self.Communicate = Communicate

    @property
    def texts(self) -> list[str]:
        return [request.text for request in self.requests]

    def _start(self, communicate: FakeCommunicate, text: str) -> FakeRequest:
        with self._lock:
            number = len(self.requests)
            if self.fault_for is not None:
                fault = self.fault_for(number, text)
            else:
                fault = self.faults[number] if number < len(self.faults) else None
            if fault is not None and fault not in FAULTS:
                raise ValueError(f"unknown fault {fault!r}; use one of {FAULTS}")
            config = communicate.tts_config
            request = FakeRequest(
                number, text, communicate.voice_name, config.rate, config.volume,
                config.pitch, config.boundary, len(escape(text).encode("utf-8")), fault,
                communicate.connect_timeout, communicate.receive_timeout,
            )
            self.requests.append(request)
            self.active += 1
            self.max_concurrent = max(self.max_concurrent, self.active)
            return request

    def _finish(self, request: FakeRequest) -> None:
        with self._lock:
            self.active -= 1
            request.finished = time.monotonic()


class FakeCommunicate:
    """Stands in for ``edge_tts.Communicate``; bind it to a service with
    ``FakeEdgeService().Communicate``."""

    _service: FakeEdgeService

    def __init__(
        self,
        text: str,
        voice: str = DEFAULT_VOICE,
        *,
        rate: str = "+0%",
        volume: str = "+0%",
        pitch: str = "+0Hz",
        boundary: Literal["WordBoundary", "SentenceBoundary"] = "SentenceBoundary",
        connector: aiohttp.BaseConnector | None = None,
        proxy: str | None = None,
        connect_timeout: int | None = 10,
        receive_timeout: int | None = 60,
    ):
        # The same checks, in the same order, with the same exceptions as the real one.
        self.voice_name = voice
        self.tts_config = TTSConfig(voice, rate, volume, pitch, boundary)
        if not isinstance(text, str):
            raise TypeError("text must be str")
        self.texts = split_text_by_byte_length(
            escape(remove_incompatible_characters(text)), REQUEST_LIMIT
        )
        if proxy is not None and not isinstance(proxy, str):
            raise TypeError("proxy must be str")
        if not isinstance(connect_timeout, int):
            raise TypeError("connect_timeout must be int")
        if not isinstance(receive_timeout, int):
            raise TypeError("receive_timeout must be int")
        self.connect_timeout = connect_timeout
        self.receive_timeout = receive_timeout
        self._stream_was_called = False

    async def stream(self) -> AsyncGenerator[dict[str, Any], None]:
        if self._stream_was_called:
            raise RuntimeError("stream can only be called once.")
        self._stream_was_called = True
        offset_ticks = 0
        for part in self.texts:
            text = unescape(part.decode("utf-8"))
            request = self._service._start(self, text)
            try:
                async for message in self._answer(request, offset_ticks):
                    yield message
                offset_ticks += round(
                    fake_audio(text, self.voice_name, request.rate, request.volume,
                               request.pitch).source_seconds * TICKS)
            finally:
                self._service._finish(request)

    async def _answer(self, request: FakeRequest, offset_ticks: int
                      ) -> AsyncGenerator[dict[str, Any], None]:
        service = self._service
        await asyncio.sleep(service.latency)
        fault = request.fault
        if fault in ("429", "503", "403"):
            # What aiohttp's ws_connect raises when the handshake gets this status.
            headers = CIMultiDictProxy(CIMultiDict(
                {"Date": time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime())}))
            raise aiohttp.WSServerHandshakeError(
                None, (), status=int(fault), message="Invalid response status",
                headers=headers)
        if fault == "timeout":
            raise aiohttp.ConnectionTimeoutError(
                f"Connection timeout to host wss://speech.platform.bing.com after "
                f"{self.connect_timeout} s")
        if fault == "no_audio":
            raise NoAudioReceived(
                "No audio was received. Please verify that your parameters are correct.")
        audio = fake_audio(request.text, self.voice_name, request.rate, request.volume,
                           request.pitch)
        events = [
            {"type": request.boundary, "offset": offset_ticks + round(start * TICKS),
             "duration": round((end - start) * TICKS), "text": word}
            for word, start, end in audio.words
        ]
        if request.boundary == "SentenceBoundary":
            events = [{"type": "SentenceBoundary", "offset": offset_ticks,
                       "duration": round(audio.source_seconds * TICKS),
                       "text": request.text}]
        if fault == "empty":
            for event in events:
                yield event
            return
        data = audio.mp3 if fault != "corrupt" else b"\xff\xfb" + bytes(len(audio.mp3))
        pieces = [data[i:i + service.chunk_bytes]
                  for i in range(0, len(data), service.chunk_bytes)]
        for index, piece in enumerate(pieces):
            # Boundary events arrive interleaved with the audio they describe.
            while events and events[0]["offset"] - offset_ticks <= (
                    (index + 1) / len(pieces) * audio.source_seconds * TICKS):
                yield events.pop(0)
            yield {"type": "audio", "data": piece}
            if fault == "midstream" and index + 1 >= len(pieces) // 2:
                raise WebSocketError("Cannot write to closing transport")
            if fault == "stall" and index == 0:
                await asyncio.sleep(service.stall_seconds)
        for event in events:
            yield event

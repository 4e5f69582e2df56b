"""The offline engine: libespeak-ng from the espeakng-loader wheel, driven through ctypes.

Audio comes straight from espeak's synth callback into memory (no temp files, no
subprocess). The library keeps global state (one voice, one callback), so every call
holds one process-wide lock and the engine reports ``max_jobs = 1``.
"""

from __future__ import annotations

import ctypes
import functools
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from pipeline.engines.text import pause_for, silence, speakable
from pipeline.errors import EngineError, EngineUnavailable
from pipeline.model import Speech, Voice, WordTiming
from pipeline.normalize import normalize_for_offline
from pipeline.script import converter

LANGUAGES = ("cmn", "yue")  # Mandarin first: the book's language; Cantonese for zh-HK casts
BASE_WPM = 175  # espeak's default speaking rate; voice.rate is a percentage of it
# Measured with cmn: one step of espeak's pitch moves F0 by ~1.1% of the voice's own
# F0, i.e. ~1 Hz for the male variants (~90 Hz) and ~2 Hz for the female ones (~180 Hz).
HZ_PER_STEP = {"male": 1.0, "female": 2.0, "unknown": 1.0}

# espeak_AUDIO_OUTPUT: SYNCHRONOUS runs the callback on the calling thread inside
# espeak_Synth (RETRIEVAL would run it on espeak's own thread and need Synchronize()).
_AUDIO_OUTPUT_SYNCHRONOUS = 2
_INITIALIZE_DONT_EXIT = 0x8000  # report errors instead of calling exit()
_CHARS_UTF8 = 1
_POS_CHARACTER = 1
_EVENT_LIST_TERMINATED = 0
_EVENT_WORD = 1
_PARAM_RATE, _PARAM_VOLUME, _PARAM_PITCH = 1, 2, 3


class _Event(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("unique_identifier", ctypes.c_uint),
        ("text_position", ctypes.c_int),  # 1-based character position
        ("length", ctypes.c_int),  # characters
        ("audio_position", ctypes.c_int),  # milliseconds
        ("sample", ctypes.c_int),
        ("user_data", ctypes.c_void_p),
        ("id", ctypes.c_int64),  # a union of int / char* / char[8]
    ]


_Callback = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.POINTER(_Event)
)


@dataclass(frozen=True)
class EspeakVoice:
    """One espeak voice: a language, optionally with a variant (``cmn+m3``)."""

    name: str
    language: str
    variant: str
    gender: str  # "male", "female" or "unknown", from the variant file


class _Library:
    """The loaded libespeak-ng and the buffers its callback fills (guarded by _LOCK)."""

    def __init__(self) -> None:
        import espeakng_loader

        self.data_path = Path(espeakng_loader.get_data_path())
        try:
            self.lib = ctypes.CDLL(espeakng_loader.get_library_path())
        except OSError as error:
            raise EngineUnavailable(f"cannot load libespeak-ng: {error}") from error
        self.lib.espeak_Info.restype = ctypes.c_char_p
        self.lib.espeak_Info.argtypes = [ctypes.c_void_p]
        self.lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        self.lib.espeak_Synth.argtypes = [
            ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int, ctypes.c_uint,
            ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p,
        ]
        rate = self.lib.espeak_Initialize(
            _AUDIO_OUTPUT_SYNCHRONOUS, 0, str(self.data_path).encode(), _INITIALIZE_DONT_EXIT
        )
        if rate <= 0:
            raise EngineUnavailable(
                f"espeak-ng failed to initialize with data at {self.data_path}; "
                "reinstall it: pip install --force-reinstall espeakng-loader"
            )
        self.sample_rate: int = rate
        self.version: str = (self.lib.espeak_Info(None) or b"?").decode().split()[0]
        self.pcm: list[bytes] = []
        self.events: list[tuple[int, int, int]] = []  # (text_position, length, ms)
        # Keep a reference: ctypes callbacks are freed when garbage-collected.
        self._callback = _Callback(self._collect)
        self.lib.espeak_SetSynthCallback(self._callback)

    def _collect(self, wav, samples: int, events) -> int:
        if samples > 0:
            self.pcm.append(ctypes.string_at(wav, samples * 2))
        index = 0
        while events[index].type != _EVENT_LIST_TERMINATED:
            event = events[index]
            if event.type == _EVENT_WORD:
                self.events.append((event.text_position, event.length, event.audio_position))
            index += 1
        return 0  # 0 = go on synthesizing


_LOCK = threading.Lock()


@functools.cache
def _library() -> _Library:
    return _Library()




def _variants(data_path: Path) -> list[tuple[str, str]]:
    """(variant, gender) for every variant file in espeak-ng-data/voices/!v."""
    found = []
    for path in sorted((data_path / "voices" / "!v").iterdir()):
        if not path.is_file():
            continue
        gender = "unknown"
        for line in path.read_text("utf-8", "replace").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] == "gender":
                gender = {"male": "male", "female": "female"}.get(words[1].lower(), "unknown")
                break
        found.append((path.name, gender))
    # The plain male/female variants (m1..m8, f1..f5) first: they suit narration best.
    plain = re.compile(r"[mf]\d")
    return sorted(found, key=lambda item: (not plain.fullmatch(item[0]), item[0].lower()))


@functools.cache
def espeak_voices() -> tuple[EspeakVoice, ...]:
    """Every usable espeak voice name: each language alone and with each variant."""
    import espeakng_loader

    data_path = Path(espeakng_loader.get_data_path())
    variants = _variants(data_path)
    voices = []
    for language in LANGUAGES:
        voices.append(EspeakVoice(language, language, "", "male"))
        voices.extend(
            EspeakVoice(f"{language}+{variant}", language, variant, gender)
            for variant, gender in variants
            if " " not in variant  # "Mr serious" cannot be named in a voice string
        )
    return tuple(voices)


def rate_wpm(rate_percent: int) -> int:
    """Words per minute for a voice rate of ``+N%`` (espeak accepts 80..450)."""
    return max(80, min(450, round(BASE_WPM * (100 + rate_percent) / 100)))


def pitch_value(pitch_hz: int, gender: str = "male") -> int:
    """espeak's 0..100 pitch (50 = the variant's own) for a shift of ``pitch_hz``."""
    return max(0, min(100, round(50 + pitch_hz / HZ_PER_STEP.get(gender, 1.0))))


def volume_value(volume_percent: int) -> int:
    """espeak's 0..200 amplitude (100 = normal) for a volume of ``+N%``."""
    return max(0, min(200, 100 + volume_percent))


class EspeakEngine:
    """Mandarin (or Cantonese) speech from espeak-ng; voices differ by variant, pitch, rate."""

    name = "espeak"
    max_jobs = 1  # the library has one global voice and callback

    def __init__(self) -> None:
        self._lib = _library()
        self.version = f"espeak-ng {self._lib.version}"
        self.sample_rate = self._lib.sample_rate
        self._genders = {voice.name: voice.gender for voice in espeak_voices()}

    def prepare(self, text: str, voice: Voice) -> str:
        # espeak's cmn dictionary reads both scripts, but Simplified picks the right reading
        # more often (盡 -> jǐn, 尽 -> jìn); tw2s also maps Taiwan variants (接著 -> 接着).
        return converter("tw2s")(normalize_for_offline(text))

    def synthesize(self, text: str, voice: Voice) -> Speech:
        gender = self._genders.get(voice.name)
        if gender is None:
            raise EngineError(
                f"unknown espeak voice {voice.name!r}; see `narrate voices --engine espeak`"
            )
        if not speakable(text):
            return silence(pause_for(text), self.sample_rate)
        encoded = text.encode("utf-8") + b"\0"
        with _LOCK:
            lib = self._lib
            if lib.lib.espeak_SetVoiceByName(voice.name.encode()) != 0:
                raise EngineError(f"espeak-ng cannot load voice {voice.name!r}")
            lib.lib.espeak_SetParameter(_PARAM_RATE, rate_wpm(voice.rate), 0)
            lib.lib.espeak_SetParameter(_PARAM_PITCH, pitch_value(voice.pitch, gender), 0)
            lib.lib.espeak_SetParameter(_PARAM_VOLUME, volume_value(voice.volume), 0)
            lib.pcm.clear()
            lib.events.clear()
            status = lib.lib.espeak_Synth(
                encoded, len(encoded), 0, _POS_CHARACTER, 0, _CHARS_UTF8, None, None
            )
            pcm = b"".join(lib.pcm)
            events = list(lib.events)
            lib.pcm.clear()
        if status != 0 or not pcm:
            raise EngineError(f"espeak-ng produced no audio for {text[:20]!r} (status {status})")
        duration = len(pcm) / 2 / self.sample_rate
        return Speech(pcm, self.sample_rate, _word_timings(events, len(text), duration))


def _word_timings(
    events: list[tuple[int, int, int]], text_length: int, duration: float
) -> tuple[WordTiming, ...]:
    """WordTimings from espeak word events; each word ends where the next begins."""
    words = []
    for index, (position, length, ms) in enumerate(events):
        offset = max(0, min(text_length, position - 1))
        start = min(ms / 1000, duration)
        end = events[index + 1][2] / 1000 if index + 1 < len(events) else duration
        words.append(WordTiming(offset, max(0, min(length, text_length - offset)), start,
                                max(start, min(end, duration))))
    return tuple(words)


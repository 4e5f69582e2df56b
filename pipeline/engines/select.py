"""Which engine a build uses, and which voices each engine knows.

``auto`` takes the online engine when a quick probe of the service answers, else the
offline one for the whole build (one engine per build keeps the cast consistent).
"""

from __future__ import annotations

import difflib
import re
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass

from pipeline.engines import Engine
from pipeline.errors import ConfigError, EngineUnavailable

EDGE_HOST = "speech.platform.bing.com"
EDGE_PORT = 443
PROBE_TIMEOUT = 2.0

Probe = Callable[[], bool]


@dataclass(frozen=True)
class VoiceInfo:
    engine: str
    name: str  # what voices.yaml names: zh-CN-YunxiNeural, cmn+m3
    gender: str  # "male", "female" or "unknown"
    locale: str  # zh-CN, zh-TW, zh-HK, zh-CN-liaoning, ...
    description: str = ""


def engine_names() -> tuple[str, ...]:
    """The engines a build can use, in the order ``auto`` prefers them."""
    return ("edge", "espeak")


def probe_edge(timeout: float = PROBE_TIMEOUT) -> bool:
    """True when the edge service answers a TCP + TLS handshake within ``timeout`` s."""
    try:
        with socket.create_connection((EDGE_HOST, EDGE_PORT), timeout=timeout) as raw:
            raw.settimeout(timeout)
            context = ssl.create_default_context()
            with context.wrap_socket(raw, server_hostname=EDGE_HOST):
                return True
    except (OSError, ssl.SSLError):  # DNS failure, refused, unreachable, timed out
        return False


def open_engine(
    choice: str,
    jobs: int = 4,
    *,
    probe: Probe | None = None,
    warn: Callable[[str], None] = lambda line: None,
) -> Engine:
    """The engine for ``choice`` (auto, edge or espeak).

    ``edge`` with the service unreachable raises EngineUnavailable within the probe's
    timeout; ``auto`` then falls back to espeak and says so in one line through ``warn``.
    """
    if choice not in ("auto", *engine_names()):
        raise ConfigError(
            f"unknown engine {choice!r}; use one of: auto, {', '.join(engine_names())}"
        )
    if choice == "espeak":
        return _espeak()
    if (probe or probe_edge)():
        from pipeline.engines.edge import EdgeEngine

        return EdgeEngine(jobs=jobs)
    if choice == "edge":
        raise EngineUnavailable(
            f"the edge speech service ({EDGE_HOST}) cannot be reached; check the network "
            "or use --engine espeak"
        )
    warn("edge speech service unreachable; using the offline espeak engine for this build")
    return _espeak()


def _espeak() -> Engine:
    from pipeline.engines.espeak import EspeakEngine

    return EspeakEngine()


def known_voices(engine: str) -> list[VoiceInfo]:
    """Every voice ``engine`` accepts, offline: edge from the bundled snapshot, espeak
    from the variant files of its data folder."""
    if engine == "edge":
        from pipeline.engines.edge import bundled_voices

        return [VoiceInfo("edge", v.name, v.gender, v.locale, v.description)
                for v in bundled_voices()]
    if engine == "espeak":
        from pipeline.engines.espeak import espeak_voices

        locales = {"cmn": "zh-CN", "yue": "zh-HK"}
        return [VoiceInfo("espeak", v.name, v.gender, locales.get(v.language, v.language),
                          f"espeak-ng {v.language}" + (f" variant {v.variant}" if v.variant
                                                        else ""))
                for v in espeak_voices()]
    raise ConfigError(f"unknown engine {engine!r}; use one of: {', '.join(engine_names())}")


def closest_voices(engine: str, name: str, n: int = 3) -> list[str]:
    """Up to ``n`` known voice names of ``engine`` that look most like ``name``
    (for "unknown voice X; did you mean Y?"). A bare speaker name (XiaobeiNeural)
    matches the voice it ends, whatever its locale."""
    wanted = name.lower()

    def score(candidate: str) -> float:
        full = candidate.lower()
        tail = re.split(r"[-+]", full)[-1]
        return max(difflib.SequenceMatcher(None, wanted, full).ratio(),
                   difflib.SequenceMatcher(None, wanted, tail).ratio())

    scored = sorted(((score(voice.name), voice.name) for voice in known_voices(engine)),
                    key=lambda item: -item[0])
    return [candidate for ratio, candidate in scored[:n] if ratio >= 0.6]


def voice_catalog(engine: str, *, probe: Probe | None = None) -> tuple[list[VoiceInfo], str]:
    """The voices of ``engine`` and where the list came from: for edge the service's own
    list when it answers, else the bundled snapshot; espeak is always local."""
    if engine == "edge" and (probe or probe_edge)():
        from pipeline.engines.edge import online_voices

        try:
            voices = [VoiceInfo("edge", v.name, v.gender, v.locale, v.description)
                      for v in online_voices()]
            return voices, "edge voices from the online service"
        except EngineUnavailable:
            pass  # answered the probe but not the request: the snapshot still helps
    source = {"edge": "edge voices from the bundled snapshot (service unreachable)",
              "espeak": "espeak-ng voices from its data folder"}
    return known_voices(engine), source.get(engine, engine)


def matches_locale(voice: VoiceInfo, locale: str) -> bool:
    """``locale`` is a prefix: zh matches every Chinese voice, zh-CN the dialects too."""
    return not locale or locale == "all" or voice.locale.lower().startswith(locale.lower())

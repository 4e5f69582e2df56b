"""Casting: which voice each speaker gets on the engine of this build.

Voices written in voices.yaml win. Everyone else gets a voice from a pool for their
gender, chosen by a stable hash of their name, so a character keeps the same voice from
one build to the next, and two characters never share one while the pool lasts.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping

from pipeline.config import Config
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Gender, Voice
from pipeline.script import to_simplified


def _espeak(name: str, pitch: int = 0, rate: int = 0) -> Voice:
    return Voice(engine="espeak", name=name, pitch=pitch, rate=rate)


def _edge(name: str, pitch: int = 0, rate: int = 0) -> Voice:
    return Voice(engine="edge", name=name, pitch=pitch, rate=rate)


# Roles every build needs, per engine, unless voices.yaml names them.
ROLE_VOICES: dict[str, dict[str, Voice]] = {
    "espeak": {
        NARRATOR: _espeak("cmn", pitch=-5, rate=-5),
        UNKNOWN: _espeak("cmn+m2", pitch=5),
        CROWD: _espeak("cmn+m8", pitch=10, rate=5),
    },
    "edge": {
        NARRATOR: _edge("zh-CN-YunjianNeural", rate=-5),
        UNKNOWN: _edge("zh-CN-YunxiNeural", pitch=-5),
        CROWD: _edge("zh-CN-YunxiaNeural", rate=5),
    },
}

# Pools for characters voices.yaml does not cast: variants first, then the same
# variants shifted in pitch and rate, so a large cast still sounds distinct.
POOLS: dict[str, dict[str, tuple[Voice, ...]]] = {
    "espeak": {
        "male": tuple(
            _espeak(f"cmn+{variant}", pitch=pitch, rate=rate)
            for pitch, rate in ((0, 0), (-15, -8), (15, 8))
            for variant in ("m1", "m3", "m4", "m5", "m6", "m7")
        ),
        "female": tuple(
            _espeak(f"cmn+{variant}", pitch=pitch, rate=rate)
            for pitch, rate in ((0, 0), (12, 6), (-10, -6))
            for variant in ("f1", "f2", "f3", "f4", "f5")
        ),
    },
    "edge": {
        "male": tuple(
            _edge(name, pitch=pitch, rate=rate)
            for pitch, rate in ((0, 0), (-8, -6), (8, 6))
            for name in ("zh-CN-YunxiNeural", "zh-CN-YunyangNeural", "zh-TW-YunJheNeural",
                         "zh-HK-WanLungNeural", "zh-CN-YunjianNeural")
        ),
        "female": tuple(
            _edge(name, pitch=pitch, rate=rate)
            for pitch, rate in ((0, 0), (8, 6), (-8, -6))
            for name in ("zh-CN-XiaoxiaoNeural", "zh-CN-XiaoyiNeural", "zh-TW-HsiaoChenNeural",
                         "zh-HK-HiuMaanNeural", "zh-CN-liaoning-XiaobeiNeural",
                         "zh-CN-shaanxi-XiaoniNeural", "zh-TW-HsiaoYuNeural",
                         "zh-HK-HiuGaaiNeural")
        ),
    },
}


def assign_voices(speakers: Iterable[tuple[str, Gender]], config: Config, engine: str,
                  keep: Mapping[str, Voice] | None = None) -> dict[str, Voice]:
    """Map every speaker (and the narrator, unknown and crowd roles) to a Voice of
    ``engine``. Pool voices depend only on the names, genders and config, except that a
    speaker keeps the pool voice of ``keep`` (the last build's cast) while it is free:
    a character who joins the book never moves one already heard."""
    roles = {role: getattr(config, role).get(engine, ROLE_VOICES[engine][role])
             for role in (NARRATOR, UNKNOWN, CROWD)}
    cast: dict[str, Voice] = dict(roles)
    cast_characters = {character.name: character for character in config.characters}
    taken = set(roles.values())
    pending: list[tuple[str, Gender]] = []
    for name, gender in speakers:
        if name in cast:
            continue
        character = cast_characters.get(name)
        if character is not None and engine in character.voices:
            cast[name] = character.voices[engine]
            taken.add(cast[name])
        else:
            pending.append((name, character.gender if character else gender))
    pools = {name: POOLS[engine]["female" if gender == "female" else "male"]
             for name, gender in pending}
    for name in sorted(pools):
        kept = (keep or {}).get(name)
        if kept in pools[name] and kept not in taken:
            cast[name] = kept
            taken.add(kept)
    for name in sorted(pools):
        if name not in cast:
            cast[name] = _pick(pools[name], name, taken)
            taken.add(cast[name])
    return cast


def _pick(pool: tuple[Voice, ...], name: str, taken: set[Voice]) -> Voice:
    digest = hashlib.sha256(to_simplified(name).encode("utf-8")).digest()
    first = int.from_bytes(digest[:4], "big") % len(pool)
    for step in range(len(pool)):
        voice = pool[(first + step) % len(pool)]
        if voice not in taken:
            return voice
    return pool[first]  # more speakers than voices: sharing beats failing

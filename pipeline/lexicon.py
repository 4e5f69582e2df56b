"""Pronunciation lexicon: respell words so an engine reads them right.

Edge accepts no phoneme markup, so a fix is textual: 長孫無忌 becomes 掌孫無忌 (zhǎng) in
the text sent to the engine only; subtitles and timestamps keep the book's text.

Entries come from the built-in table (pipeline/data/lexicon.tsv, on unless
``builtin_lexicon: false``) and voices.yaml ``lexicon:``; user entries win, and an entry
for one engine beats a ``"*"`` entry for the same word. Keys match in either script: each
key is also matched in its Simplified form (OpenCC t2s), and a Simplified key in its
Traditional form (s2t), with its reading converted the same way. The book text itself is
never converted: only the matched words change.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from pipeline.config import Config
from pipeline.errors import ConfigError
from pipeline.script import converter

ANY = "*"  # an entry for every engine
BUILTIN_PATH = Path(__file__).parent / "data" / "lexicon.tsv"


@dataclass(frozen=True)
class Entry:
    """One word and what ``engine`` (or every engine, ``"*"``) should read instead."""

    word: str
    reading: str
    engine: str = ANY
    source: str = "voices.yaml"  # where it came from, for messages: a file and line


def script_variants(word: str, reading: str) -> dict[str, str]:
    """Every form of ``word`` to match, each with ``reading`` in the same script.

    A Traditional key adds its Simplified form. A key with no Traditional-only characters
    adds its Traditional form too; s2t is not applied to Traditional keys because it
    over-converts (單于 -> 單於).
    """
    t2s = converter("t2s")
    variants = {word: reading}
    simplified = t2s(word)
    variants.setdefault(simplified, t2s(reading))
    if simplified == word:
        s2t = converter("s2t")
        variants.setdefault(s2t(word), s2t(reading))
    return variants


def _compile(table: Mapping[str, str]) -> re.Pattern[str] | None:
    if not table:
        return None
    # re tries alternatives in order, so longest first gives the longest match at each
    # position (長孫無忌 before 長孫).
    keys = sorted(table, key=lambda key: (-len(key), key))
    return re.compile("|".join(re.escape(key) for key in keys))


@dataclass(frozen=True)
class Lexicon:
    """Respellings by engine. Build it with ``load_lexicon`` or ``Lexicon.from_entries``."""

    entries: tuple[Entry, ...] = ()
    # engine name or "*" -> matched form -> reading; derived from entries
    tables: Mapping[str, Mapping[str, str]] = field(
        default_factory=lambda: MappingProxyType({}), compare=False, repr=False
    )
    _patterns: Mapping[str, re.Pattern[str] | None] = field(
        default_factory=lambda: MappingProxyType({}), compare=False, repr=False
    )

    @classmethod
    def from_entries(cls, entries: Iterable[Entry]) -> Lexicon:
        """Later entries beat earlier ones for the same word and engine."""
        entries = tuple(entries)
        shared: dict[str, str] = {}
        specific: dict[str, dict[str, str]] = {}
        for entry in entries:
            target = shared if entry.engine == ANY else specific.setdefault(entry.engine, {})
            target.update(script_variants(entry.word, entry.reading))
        tables = {ANY: MappingProxyType(dict(shared))}
        for engine, table in specific.items():
            # Longest match still runs over both kinds: an engine's entry only replaces
            # the "*" entry for the same word.
            tables[engine] = MappingProxyType({**shared, **table})
        patterns = {engine: _compile(table) for engine, table in tables.items()}
        return cls(entries, MappingProxyType(tables), MappingProxyType(patterns))

    @property
    def engines(self) -> tuple[str, ...]:
        """Engines with entries of their own (besides ``"*"``)."""
        return tuple(sorted(name for name in self.tables if name != ANY))

    def _table(self, engine: str) -> tuple[Mapping[str, str], re.Pattern[str] | None]:
        name = engine if engine in self.tables else ANY
        return self.tables.get(name, {}), self._patterns.get(name)

    def matches(self, text: str, engine: str) -> list[tuple[int, int, str]]:
        """(start, end, reading) of every word ``apply`` replaces, left to right."""
        table, pattern = self._table(engine)
        if pattern is None:
            return []
        return [(m.start(), m.end(), table[m.group()]) for m in pattern.finditer(text)]

    def apply(self, text: str, engine: str) -> str:
        """``text`` with every lexicon word respelled for ``engine``; all else unchanged."""
        table, pattern = self._table(engine)
        if pattern is None:
            return text
        return pattern.sub(lambda m: table[m.group()], text)

    def __len__(self) -> int:
        return len({(entry.word, entry.engine) for entry in self.entries})


def read_builtin(path: Path = BUILTIN_PATH) -> tuple[Entry, ...]:
    """The built-in entries: ``word<TAB>reading<TAB>pinyin<TAB>note`` lines, # comments.

    ``pinyin`` is the intended reading (tone numbers), checked by the tests against what
    pypinyin reads in the respelling.
    """
    entries = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 2 or not fields[0].strip() or not fields[1].strip():
            raise ConfigError(f"{path}:{number}: expected word<TAB>reading, got {line!r}")
        entries.append(Entry(fields[0].strip(), fields[1].strip(), ANY, f"{path.name}:{number}"))
    return tuple(entries)


def user_entries(config: Config) -> tuple[Entry, ...]:
    """voices.yaml ``lexicon:`` as entries; empty words or readings are config errors."""
    where = str(config.path) if config.path else "voices.yaml"
    entries, problems = [], []
    for word, readings in config.lexicon.items():
        for engine, reading in readings.items():
            if not word or not reading or not engine:
                problems.append(
                    f"{where}: lexicon entry {word!r} -> {reading!r} for {engine!r} is empty; "
                    "give a word and what the engine should read"
                )
                continue
            entries.append(Entry(word, reading, engine, where))
    if problems:
        raise ConfigError(problems)
    return tuple(entries)


def load_lexicon(config: Config) -> Lexicon:
    """The built-in lexicon (unless switched off) overlaid with the user's entries."""
    builtin = read_builtin() if config.builtin_lexicon else ()
    return Lexicon.from_entries((*builtin, *user_entries(config)))

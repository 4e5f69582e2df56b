"""voices.yaml: the book's cast, voices, pauses, lexicon and corrections.

Loaded and validated once; every problem is reported at once with its line.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from pipeline.errors import ConfigError
from pipeline.model import NARRATOR, Gender, Voice
from pipeline.script import to_simplified


@dataclass(frozen=True)
class Character:
    name: str  # canonical name, as written in voices.yaml
    aliases: tuple[str, ...] = ()
    gender: Gender = "unknown"
    voices: dict[str, Voice] = field(default_factory=dict)  # engine name -> voice
    line: int = 0  # where it is declared in voices.yaml (0 = not from a file)


@dataclass(frozen=True)
class Pauses:
    """Silence in seconds between clips, by what separates them."""

    sentence: float = 0.3
    paragraph: float = 0.8
    speaker: float = 0.45
    chapter_start: float = 0.5
    chapter_end: float = 1.2


@dataclass(frozen=True)
class Override:
    """A user's pin: the quote containing ``quote`` (in ``chapter``, or any) is ``speaker``'s."""

    quote: str
    speaker: str
    chapter: int | None = None
    line: int = 0


@dataclass(frozen=True)
class Config:
    path: Path | None = None
    title: str | None = None
    author: str | None = None
    engine: str = "auto"  # auto | edge | espeak
    narrator: dict[str, Voice] = field(default_factory=dict)
    unknown: dict[str, Voice] = field(default_factory=dict)
    crowd: dict[str, Voice] = field(default_factory=dict)
    characters: tuple[Character, ...] = ()
    pauses: Pauses = field(default_factory=Pauses)
    # word -> {engine name or "*": what the engine should read}
    lexicon: dict[str, dict[str, str]] = field(default_factory=dict)
    builtin_lexicon: bool = True
    overrides: tuple[Override, ...] = ()
    first_person: str = NARRATOR  # who voices a first-person narrator's 我
    loudness: float = -18.0  # integrated LUFS target of every chapter


# ---------------------------------------------------------------------------
# Loading and validation
# ---------------------------------------------------------------------------

ENGINES = ("edge", "espeak")
ENGINE_CHOICES = ("auto", *ENGINES)
_TOP_KEYS = (
    "book", "engine", "narrator", "unknown", "crowd", "characters", "pauses", "lexicon",
    "builtin_lexicon", "overrides", "first_person", "loudness",
)
_VOICE_KEYS = ("voice", "rate", "pitch", "volume")
_CHARACTER_KEYS = ("aliases", "gender", *ENGINES)
_GENDERS = ("male", "female", "unknown")
_UNITS = {"rate": "%", "volume": "%", "pitch": "Hz"}


def load_config(path: Path) -> Config:
    """Read voices.yaml; a missing file means every default. Raises ConfigError listing
    every problem found, each as ``file:line: what is wrong; how to fix it``."""
    if not path.exists():
        return Config(path=None)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: cannot read it ({error}); save it as UTF-8 text") from error
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 0
        raise ConfigError(
            f"{path}:{line}: invalid YAML: {error.problem or error.context}; "
            "check the indentation and quote values that contain ':' or '#'"
        ) from error
    except yaml.YAMLError as error:
        raise ConfigError(f"{path}: invalid YAML: {error}") from error
    reader = _Reader(path)
    config = reader.config(root)
    if reader.problems:
        raise ConfigError(reader.problems)
    return config


class _Reader:
    """Walks the YAML node tree, keeping line numbers for every message."""

    def __init__(self, path: Path):
        self.path = path
        self.problems: list[str] = []

    def problem(self, node: yaml.Node, message: str) -> None:
        self.problems.append(f"{self.path}:{node.start_mark.line + 1}: {message}")

    # -- generic shapes ---------------------------------------------------

    def mapping(self, node: yaml.Node, where: str, keys: tuple[str, ...] | None = None
                ) -> dict[str, yaml.Node]:
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":
            return {}
        if not isinstance(node, yaml.MappingNode):
            self.problem(node, f"{where} must be a mapping of 'key: value' lines")
            return {}
        result: dict[str, yaml.Node] = {}
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if keys is not None and key not in keys:
                hint = difflib.get_close_matches(key, keys, n=1)
                fix = f"did you mean '{hint[0]}'?" if hint else "valid keys: " + ", ".join(keys)
                self.problem(key_node, f"unknown key '{key}' in {where}; {fix}")
                continue
            if key in result:
                self.problem(key_node, f"'{key}' appears twice in {where}; keep one")
                continue
            result[key] = value_node
        return result

    def scalar(self, node: yaml.Node, where: str) -> str | None:
        if not isinstance(node, yaml.ScalarNode):
            self.problem(node, f"{where} must be a single value, not a list or mapping")
            return None
        return str(node.value)

    def number(self, node: yaml.Node, where: str, low: float, high: float) -> float | None:
        text = self.scalar(node, where)
        if text is None:
            return None
        try:
            value = float(text)
        except ValueError:
            self.problem(node, f"{where} must be a number, not '{text}'")
            return None
        if not low <= value <= high:
            self.problem(node, f"{where} is {value:g}; use a value from {low:g} to {high:g}")
            return None
        return value

    def boolean(self, node: yaml.Node, where: str) -> bool | None:
        value = yaml.safe_load(yaml.serialize(node)) if isinstance(node, yaml.ScalarNode) else None
        if not isinstance(value, bool):
            self.problem(node, f"{where} must be true or false")
            return None
        return value

    def strings(self, node: yaml.Node, where: str) -> list[tuple[str, yaml.Node]]:
        if isinstance(node, yaml.ScalarNode):
            return [(str(node.value), node)] if node.value != "" else []
        if not isinstance(node, yaml.SequenceNode):
            self.problem(node, f"{where} must be a list like [name1, name2]")
            return []
        found = []
        for item in node.value:
            text = self.scalar(item, where)
            if text:
                found.append((text, item))
        return found

    # -- narrate's sections -----------------------------------------------

    def voice(self, node: yaml.Node, engine: str, where: str) -> Voice | None:
        if isinstance(node, yaml.ScalarNode):
            return Voice(engine=engine, name=str(node.value))
        fields = self.mapping(node, where, _VOICE_KEYS)
        if "voice" not in fields:
            if fields or isinstance(node, yaml.MappingNode):
                self.problem(node, f"{where} needs 'voice: NAME' (see `narrate voices`)")
            return None
        name = self.scalar(fields["voice"], f"{where}.voice")
        values = {}
        for key, unit in _UNITS.items():
            if key in fields:
                values[key] = self.offset(fields[key], f"{where}.{key}", unit)
        if name is None or None in values.values():
            return None
        return Voice(engine=engine, name=name, **values)

    def offset(self, node: yaml.Node, where: str, unit: str) -> int | None:
        text = self.scalar(node, where)
        match = re.fullmatch(r"([+-])(\d{1,3})" + unit, text or "")
        if not match:
            example = "+10%' or '-5%" if unit == "%" else "+5Hz' or '-20Hz"
            self.problem(node, f"{where} is '{text}'; write it like '{example}' (sign required)")
            return None
        value = int(match.group(2)) * (1 if match.group(1) == "+" else -1)
        if unit == "%" and value < -90:
            self.problem(node, f"{where} is '{text}'; it must be above -90%")
            return None
        return value

    def voices(self, fields: dict[str, yaml.Node], where: str) -> dict[str, Voice]:
        found = {}
        for engine in ENGINES:
            if engine in fields:
                voice = self.voice(fields[engine], engine, f"{where}.{engine}")
                if voice is not None:
                    self.check_voice_name(fields[engine], voice, f"{where}.{engine}")
                    found[engine] = voice
        return found

    def check_voice_name(self, node: yaml.Node, voice: Voice, where: str) -> None:
        from pipeline.engines.select import closest_voices, known_voices

        if voice.name not in {known.name for known in known_voices(voice.engine)}:
            near = closest_voices(voice.engine, voice.name)
            fix = f"did you mean {', '.join(near)}?" if near else "see `narrate voices`"
            self.problem(node, f"{where}: unknown {voice.engine} voice '{voice.name}'; {fix}")

    def role(self, node: yaml.Node, where: str) -> dict[str, Voice]:
        return self.voices(self.mapping(node, where, ENGINES), where)

    def characters(self, node: yaml.Node) -> tuple[Character, ...]:
        characters = []
        claimed: dict[str, tuple[str, int]] = {}  # t2s name or alias -> (owner, line)
        for name, value in self.mapping(node, "characters").items():
            where = f"characters.{name}"
            fields = self.mapping(value, where, _CHARACTER_KEYS)
            line = value.start_mark.line + 1
            aliases = self.strings(fields["aliases"], f"{where}.aliases") if "aliases" in fields \
                else []
            for label, label_node in [(name, value), *aliases]:
                key = to_simplified(label)
                if key in claimed and claimed[key][0] != name:
                    owner, owner_line = claimed[key]
                    self.problem(label_node, f"'{label}' of {name} is already claimed by {owner} "
                                             f"(line {owner_line}); give it to one character only")
                claimed.setdefault(key, (name, label_node.start_mark.line + 1))
            gender = "unknown"
            if "gender" in fields:
                gender = self.scalar(fields["gender"], f"{where}.gender") or "unknown"
                if gender not in _GENDERS:
                    self.problem(fields["gender"], f"{where}.gender is '{gender}'; "
                                                   "use male, female or unknown")
                    gender = "unknown"
            characters.append(Character(
                name=name, aliases=tuple(alias for alias, _ in aliases), gender=gender,
                voices=self.voices(fields, where), line=line,
            ))
        return tuple(characters)

    def pauses(self, node: yaml.Node) -> Pauses:
        keys = tuple(f.name for f in dataclasses.fields(Pauses))
        values = {}
        for key, value in self.mapping(node, "pauses", keys).items():
            seconds = self.number(value, f"pauses.{key}", 0.0, 10.0)
            if seconds is not None:
                values[key] = seconds
        return Pauses(**values)

    def lexicon(self, node: yaml.Node) -> dict[str, dict[str, str]]:
        entries: dict[str, dict[str, str]] = {}
        for word, value in self.mapping(node, "lexicon").items():
            if isinstance(value, yaml.ScalarNode):
                pairs = [("*", value)]
            else:
                pairs = list(self.mapping(value, f"lexicon.{word}", ("*", *ENGINES)).items())
            readings = {}
            for engine, reading in pairs:
                text = self.scalar(reading, f"lexicon.{word}")
                if not word.strip() or not (text or "").strip():
                    self.problem(reading, f"lexicon.{word} is empty; write the word and what "
                                          "the engine should read, e.g. 可汗: 克寒")
                elif text is not None:
                    readings[engine] = text
            entries[word] = readings
        return entries

    def overrides(self, node: yaml.Node) -> tuple[Override, ...]:
        if not isinstance(node, yaml.SequenceNode):
            self.problem(node, "overrides must be a list of {quote: ..., speaker: ...} entries")
            return ()
        found = []
        for item in node.value:
            fields = self.mapping(item, "overrides entry", ("quote", "speaker", "chapter"))
            missing = [key for key in ("quote", "speaker") if key not in fields]
            if missing:
                self.problem(item, f"overrides entry needs {' and '.join(missing)}, e.g. "
                                   "{chapter: 1, quote: 知道了, speaker: 蓋蘇文}")
                continue
            quote = self.scalar(fields["quote"], "overrides.quote")
            speaker = self.scalar(fields["speaker"], "overrides.speaker")
            chapter = None
            if "chapter" in fields:
                number = self.number(fields["chapter"], "overrides.chapter", 1, 100_000)
                if number is not None and number != int(number):
                    self.problem(fields["chapter"], f"overrides.chapter is {number:g}; "
                                                    "use a whole chapter number")
                chapter = int(number) if number is not None else None
            if quote and speaker:
                found.append(Override(quote=quote, speaker=speaker, chapter=chapter,
                                      line=item.start_mark.line + 1))
        return tuple(found)

    def config(self, root: yaml.Node | None) -> Config:
        if root is None:
            return Config(path=self.path)
        fields = self.mapping(root, "voices.yaml", _TOP_KEYS)
        values: dict = {"path": self.path}
        if "book" in fields:
            book = self.mapping(fields["book"], "book", ("title", "author"))
            for key in ("title", "author"):
                if key in book:
                    values[key] = self.scalar(book[key], f"book.{key}")
        if "engine" in fields:
            engine = self.scalar(fields["engine"], "engine")
            if engine not in ENGINE_CHOICES:
                self.problem(fields["engine"], f"engine is '{engine}'; use one of "
                                               + ", ".join(ENGINE_CHOICES))
            else:
                values["engine"] = engine
        for role in ("narrator", "unknown", "crowd"):
            if role in fields:
                values[role] = self.role(fields[role], role)
        if "characters" in fields:
            values["characters"] = self.characters(fields["characters"])
        if "pauses" in fields:
            values["pauses"] = self.pauses(fields["pauses"])
        if "lexicon" in fields:
            values["lexicon"] = self.lexicon(fields["lexicon"])
        if "builtin_lexicon" in fields:
            flag = self.boolean(fields["builtin_lexicon"], "builtin_lexicon")
            if flag is not None:
                values["builtin_lexicon"] = flag
        if "overrides" in fields:
            values["overrides"] = self.overrides(fields["overrides"])
        if "first_person" in fields:
            speaker = self.scalar(fields["first_person"], "first_person")
            names = {NARRATOR, *(c.name for c in values.get("characters", ()))}
            if speaker not in names:
                self.problem(fields["first_person"], f"first_person is '{speaker}'; use "
                                                     "narrator or a name under characters:")
            else:
                values["first_person"] = speaker
        if "loudness" in fields:
            target = self.number(fields["loudness"], "loudness", -40.0, -5.0)
            if target is not None:
                values["loudness"] = target
        return Config(**values)


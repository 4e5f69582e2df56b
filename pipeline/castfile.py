"""Add speakers missing from voices.yaml to its ``characters:`` section, textually, so
what the user wrote (comments, order, quoting) is kept byte for byte."""

from __future__ import annotations

from pathlib import Path

import yaml

from pipeline.errors import ConfigError
from pipeline.layout import atomic_write
from pipeline.script import to_simplified


def write_missing(config_path: Path, missing: list[tuple[str, str]]) -> list[str]:
    """Add entries for ``missing`` (name, gender) under ``characters:`` in ``config_path``
    (created if absent) and return the names added, skipping any already listed by name
    or alias. The new text is re-read with yaml and the file is only replaced, atomically,
    when it parses to the same data plus the new names."""
    original = _read(config_path)
    before = yaml.safe_load(original) or {} if original.strip() else {}
    present = {to_simplified(str(name)) for name in (before.get("characters") or {})}
    for entry in (before.get("characters") or {}).values():
        for alias in (entry or {}).get("aliases", []) or []:
            present.add(to_simplified(str(alias)))
    new = [(n, g) for n, g in missing if to_simplified(n) not in present]
    if not new:
        return []
    text = _insert(original, "".join(f"  {_yaml_key(name)}:\n    gender: {gender}\n"
                                     for name, gender in new))
    after = yaml.safe_load(text) or {}
    expected = dict(before.get("characters") or {})
    for name, gender in new:
        expected[name] = {"gender": gender}
    if {k: v for k, v in after.items() if k != "characters"} != \
            {k: v for k, v in before.items() if k != "characters"} \
            or after.get("characters") != expected:
        raise ConfigError([f"{config_path}: could not add characters without changing what "
                           "is there; add them by hand under characters:"])
    try:
        atomic_write(config_path, text)
    except OSError as error:
        raise ConfigError(f"{config_path}: cannot write it ({error.strerror or error}); "
                          "check the folder exists and is writable, or pass another "
                          "--config") from error
    return [name for name, _ in new]


def _read(config_path: Path) -> str:
    try:
        return config_path.read_text(encoding="utf-8") if config_path.exists() else ""
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{config_path}: cannot read it ({error}); "
                          "save it as UTF-8 text") from error


def _insert(original: str, entries: str) -> str:
    """``original`` with ``entries`` after the last entry of ``characters:`` (the section
    is appended when there is none)."""
    lines = original.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    header = next((i for i, line in enumerate(lines) if line.startswith("characters:")
                   and line.split("#")[0].strip() in ("characters:", "characters: {}")), None)
    if header is None:
        return "".join(lines) + ("\n" if lines else "") + "characters:\n" + entries
    if lines[header].split("#")[0].strip() == "characters: {}":
        lines[header] = "characters:\n"
    end = header + 1  # the mapping ends at the next line that is not indented
    last = header
    while end < len(lines):
        line = lines[end]
        if line.strip() and not line[0].isspace() and not line.lstrip().startswith("#"):
            break
        if line.strip() and not line.lstrip().startswith("#"):
            last = end
        end += 1
    # After the last entry, so comments trailing the section stay below the new names.
    return "".join(lines[:last + 1]) + entries + "".join(lines[last + 1:])


def _yaml_key(name: str) -> str:
    return name if name and name.isalnum() else '"' + name.replace('"', '\\"') + '"'

"""The clip cache: one file per synthesized clip, named by a hash of everything that
shapes its audio, so any book and any build can reuse it.

A file holds a one-line JSON header (sample rate, PCM length, word timings) and the raw
PCM. It is written to a temp file and renamed into place, so a crash never leaves half a
clip; a file damaged some other way fails its length check and counts as missing.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import uuid
from pathlib import Path

from pipeline.errors import ExportError
from pipeline.model import Speech, Voice, WordTiming

# Bump when the stored format or the meaning of a key changes.
FORMAT = 2


def _header(line: bytes) -> dict | None:
    try:
        header = json.loads(line)
    except ValueError:
        return None
    valid = isinstance(header, dict) and isinstance(header.get("bytes"), int) \
        and isinstance(header.get("sample_rate"), int) and isinstance(header.get("words"), list)
    return header if valid else None


def clip_key(engine_name: str, engine_version: str, voice: Voice, engine_text: str) -> str:
    """Hash of what shapes the audio: engine and version, voice settings, the text sent."""
    identity = [FORMAT, engine_name, engine_version, voice.name, voice.rate, voice.pitch,
                voice.volume, engine_text]
    payload = json.dumps(identity, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ClipCache:
    def __init__(self, root: Path):
        self.root = root

    def path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.clip"

    def __contains__(self, key: str) -> bool:
        """True when a complete clip is stored (checks the header, not the audio)."""
        try:
            with self.path(key).open("rb") as stream:
                line = stream.readline()
                size = os.fstat(stream.fileno()).st_size
        except OSError:
            return False
        header = _header(line)
        return header is not None and size == len(line) + header["bytes"]

    def get(self, key: str) -> Speech | None:
        """The stored clip, or None when it is missing or damaged."""
        try:
            data = self.path(key).read_bytes()
        except OSError:
            return None
        line, _, pcm = data.partition(b"\n")
        header = _header(line)
        if header is None or len(pcm) != header["bytes"]:
            return None
        words = tuple(WordTiming(*word) for word in header["words"])
        return Speech(pcm=pcm, sample_rate=header["sample_rate"], words=words)

    def put(self, key: str, speech: Speech) -> None:
        target = self.path(key)
        header = json.dumps({
            "sample_rate": speech.sample_rate,
            "bytes": len(speech.pcm),
            "words": [[w.offset, w.length, w.start, w.end] for w in speech.words],
        }).encode("utf-8")
        # not ".clip": a half-written file must not be counted as a clip. The name is
        # chosen before the file exists, so a ctrl-c the moment it is created still
        # finds it in ``finally`` (mkstemp would return the name only after).
        temp = target.parent / f".tmp-{uuid.uuid4().hex}.part"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            handle = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            with os.fdopen(handle, "wb") as stream:
                stream.write(header + b"\n" + speech.pcm)
            os.replace(temp, target)
        except OSError as error:
            raise ExportError(f"{target.parent}: cannot store clips ({error.strerror}); "
                              "check free space and permissions, or use --cache DIR") from error
        finally:
            with contextlib.suppress(OSError):  # (no folder to clean when mkdir failed)
                temp.unlink()

    def register(self, manifest: Path) -> None:
        """Note that the book whose manifest is ``manifest`` uses this cache, so that
        ``narrate clean`` run for any book keeps the clips of every other."""
        books = self.root / "books"
        books.mkdir(parents=True, exist_ok=True)
        path = str(manifest.resolve())
        name = hashlib.sha256(path.encode("utf-8")).hexdigest()[:16]
        if not (books / name).exists():
            (books / name).write_text(path, encoding="utf-8")

    def registered(self) -> list[Path]:
        """Manifests of the books that registered with this cache and still exist."""
        found = (Path(entry.read_text(encoding="utf-8"))
                 for entry in sorted((self.root / "books").glob("*")))
        return [path for path in found if path.is_file()]

    def keys(self) -> set[str]:
        return {path.stem for path in self.root.glob("??/*.clip")}

    def remove_unused(self, used: set[str]) -> tuple[int, int]:
        """Delete clips whose key is not in ``used``; return (files, bytes) freed."""
        files = freed = 0
        for path in self.root.glob("??/*.clip"):
            if path.stem not in used:
                freed += path.stat().st_size
                path.unlink()
                files += 1
        for path in self.root.glob("??/.tmp-*"):  # left by a killed build
            freed += path.stat().st_size
            path.unlink()
            files += 1
        return files, freed

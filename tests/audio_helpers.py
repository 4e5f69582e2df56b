"""Shared test helpers: make speech-like PCM, decode files with ffmpeg, and measure audio.

Everything here measures real audio with ffmpeg's own analysis filters (ebur128,
silencedetect), independently of the pipeline's code, so a test of the pipeline does
not grade its own homework. PCM is mono signed 16-bit little-endian throughout.
"""

from __future__ import annotations

import math
import random
import re
import shutil
import struct
import subprocess
import zlib
from array import array
from dataclasses import dataclass
from pathlib import Path

from pipeline.ffmpeg import ffmpeg_exe

RATE = 24000


# --- making audio -------------------------------------------------------------------

def silence(seconds: float, rate: int = RATE) -> bytes:
    return bytes(2 * round(seconds * rate))


def speechlike(seconds: float, *, rate: int = RATE, pitch: float = 180.0,
               level_db: float = -20.0, seed: int = 0, lead: float = 0.0,
               tail: float = 0.0) -> bytes:
    """Syllable-like bursts: a harmonic tone under a smooth envelope, 150-260 ms each with
    short gaps (<= 40 ms), at roughly ``level_db`` dBFS RMS while sounding; optional
    silence before (``lead``) and after (``tail``), as engines leave around a sentence."""
    rng = random.Random(seed)
    peak = 10 ** (level_db / 20) * 32767 * math.sqrt(2) * 1.3
    total = round(seconds * rate)
    out = array("h")
    while len(out) < total:
        length = min(total - len(out), round(rng.uniform(0.15, 0.26) * rate))
        f0 = pitch * rng.uniform(0.9, 1.1)
        step = 2 * math.pi * f0 / rate
        for n in range(length):
            envelope = math.sin(math.pi * n / length) ** 0.5
            wave = (math.sin(step * n) + 0.5 * math.sin(2 * step * n)
                    + 0.25 * math.sin(3 * step * n)) / 1.75
            out.append(int(max(-32767, min(32767, peak * envelope * wave))))
        gap = min(total - len(out), round(rng.uniform(0.015, 0.04) * rate))
        out.extend([0] * gap)
    return silence(lead, rate) + out.tobytes() + silence(tail, rate)


def png_image(width: int = 2, height: int = 2) -> bytes:
    """A tiny valid red PNG, for cover art."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


# --- reading audio ------------------------------------------------------------------

def _run(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    command = [ffmpeg_exe(), "-hide_banner", "-nostdin", "-nostats", *args]
    result = subprocess.run(command, input=stdin, capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")[-2000:]
    return result


def _input(source: Path | bytes, rate: int) -> tuple[list[str], bytes | None]:
    if isinstance(source, bytes):
        return ["-f", "s16le", "-ar", str(rate), "-ac", "1", "-i", "pipe:0"], source
    return ["-i", str(source)], None


def decode(path: Path, rate: int = RATE) -> bytes:
    """Decode any audio file to mono 16-bit PCM at ``rate``."""
    return _run(["-i", str(path), "-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1",
                 "-ar", str(rate), "pipe:1"]).stdout


def duration(pcm: bytes, rate: int = RATE) -> float:
    return len(pcm) / 2 / rate


def rms_dbfs(pcm: bytes, start: float = 0.0, end: float | None = None,
             rate: int = RATE) -> float:
    """RMS level of ``pcm[start:end]`` (seconds) in dBFS; -inf for digital silence."""
    samples = array("h", pcm)
    first = round(start * rate)
    last = len(samples) if end is None else round(end * rate)
    window = samples[first:last]
    if not window:
        return -math.inf
    power = sum(s * s for s in window) / len(window)
    return -math.inf if power == 0 else 10 * math.log10(power / 32768 ** 2)


def peak_dbfs(pcm: bytes) -> float:
    top = max((abs(s) for s in array("h", pcm)), default=0)
    return -math.inf if top == 0 else 20 * math.log10(top / 32768)


def silences(source: Path | bytes, *, rate: int = RATE, threshold_db: float = -50.0,
             min_seconds: float = 0.1) -> list[tuple[float, float]]:
    """Runs of silence (start, end) in seconds, as ffmpeg's silencedetect finds them."""
    args, stdin = _input(source, rate)
    report = _run([*args, "-af", f"silencedetect=noise={threshold_db}dB:d={min_seconds}",
                   "-f", "null", "-"], stdin).stderr.decode()
    starts = [float(x) for x in re.findall(r"silence_start: (-?[\d.]+)", report)]
    ends = [float(x) for x in re.findall(r"silence_end: ([\d.]+)", report)]
    if len(ends) < len(starts):  # silence runs to the end of the audio
        ends.append(math.inf)
    return list(zip(starts, ends, strict=True))


@dataclass(frozen=True)
class Loudness:
    integrated: float  # LUFS
    true_peak: float  # dBTP
    lra: float  # LU


def loudness(source: Path | bytes, rate: int = RATE) -> Loudness:
    """EBU R128 figures from ffmpeg's ebur128 filter (true peak on)."""
    args, stdin = _input(source, rate)
    report = _run([*args, "-af", "ebur128=peak=true:framelog=quiet", "-f", "null", "-"],
                  stdin).stderr.decode()
    summary = report[report.rindex("Summary:"):]

    def value(label: str) -> float:
        found = re.search(rf"{label}:\s+(-?[\d.]+|-inf)", summary)
        assert found, summary
        return float(found.group(1))

    return Loudness(value("I"), value("Peak"), value("LRA"))


# --- reading containers -------------------------------------------------------------

@dataclass(frozen=True)
class Chapter:
    start: float
    end: float
    title: str


def chapters(path: Path) -> list[Chapter]:
    """Chapters as ffmpeg's demuxer reads them: ffprobe -show_chapters when it exists,
    else ffmpeg's ffmetadata output (the imageio-ffmpeg wheel ships no ffprobe)."""
    ffprobe = shutil.which("ffprobe")
    if ffprobe:
        import json

        result = subprocess.run(
            [ffprobe, "-v", "error", "-show_chapters", "-of", "json", str(path)],
            capture_output=True, check=True)
        return [Chapter(float(c["start_time"]), float(c["end_time"]),
                        c.get("tags", {}).get("title", ""))
                for c in json.loads(result.stdout)["chapters"]]
    return ffmetadata(path)[1]


def ffmetadata(path: Path) -> tuple[dict[str, str], list[Chapter]]:
    """Global tags and chapters from ``ffmpeg -copyts -i path -f ffmetadata -``. Without
    -copyts ffmpeg shifts chapters by the stream's start (the MP3 encoder delay, 46 ms),
    so they would no longer be what the demuxer, ffprobe and players read."""
    text = _run(["-copyts", "-i", str(path), "-f", "ffmetadata", "-"]).stdout.decode("utf-8")
    tags: dict[str, str] = {}
    found: list[Chapter] = []
    section: dict[str, str] | None = tags
    chapter_sections: list[dict[str, str]] = []
    for line in text.splitlines()[1:]:  # first line is ";FFMETADATA1"
        if line == "[CHAPTER]":
            section = {}
            chapter_sections.append(section)
        elif line.startswith("["):
            section = None
        elif "=" in line and section is not None:
            key, _, value = line.partition("=")
            section[key.lower()] = re.sub(r"\\(.)", r"\1", value)
    for chapter in chapter_sections:
        num, den = (int(x) for x in chapter.get("timebase", "1/1000").split("/"))
        found.append(Chapter(int(chapter["start"]) * num / den,
                             int(chapter["end"]) * num / den, chapter.get("title", "")))
    return tags, found


def describe(path: Path) -> str:
    """What ``ffmpeg -i path`` says about a file: container, tags, chapters, streams."""
    result = subprocess.run([ffmpeg_exe(), "-hide_banner", "-nostdin", "-i", str(path)],
                            capture_output=True, check=False)
    return result.stderr.decode("utf-8", "replace")


def media_duration(path: Path) -> float:
    """Container duration as ffmpeg reports it (``Duration: HH:MM:SS.ss``)."""
    text = describe(path)
    found = re.search(r"Duration: (\d+):(\d+):([\d.]+)", text)
    assert found, text[-1000:]
    hours, minutes, seconds = found.groups()
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)

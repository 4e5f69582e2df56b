"""Find and run ffmpeg: the one on PATH, else the binary of the imageio-ffmpeg wheel."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess

from pipeline.errors import ExportError


@functools.cache
def ffmpeg_exe() -> str:
    found = shutil.which("ffmpeg")
    if found:
        return found
    import imageio_ffmpeg

    return imageio_ffmpeg.get_ffmpeg_exe()


def use_with_pydub() -> None:
    """Point pydub at our ffmpeg (pydub only looks on PATH)."""
    from pydub import AudioSegment

    AudioSegment.converter = ffmpeg_exe()


def run_ffmpeg(args: list[str], stdin: bytes | None = None) -> bytes:
    """Run ffmpeg quietly with ``args``; return stdout or raise ExportError saying why."""
    command = [ffmpeg_exe(), "-hide_banner", "-nostdin", "-loglevel", "error", *args]
    result = subprocess.run(command, input=stdin, capture_output=True, check=False)
    if result.returncode != 0:
        raise ExportError(f"ffmpeg failed: {_summary(result.stderr, result.returncode)}")
    return result.stdout


def _summary(stderr: bytes, returncode: int) -> str:
    """ffmpeg's first few distinct error lines on one line, without the "[mp3 @ 0x...]"
    prefixes: the cause comes first, the file it concerns often second."""
    lines: list[str] = []
    for line in stderr.decode("utf-8", "replace").splitlines():
        line = re.sub(r"^(\[[^\]]*\] )+", "", line).strip()
        if line and line not in lines:
            lines.append(line)
    return "; ".join(lines[:3]) or f"exit code {returncode}"


def decode_to_pcm(data: bytes, sample_rate: int) -> bytes:
    """Decode any audio ffmpeg reads (MP3 from edge-tts) to mono 16-bit PCM at ``sample_rate``."""
    return run_ffmpeg(
        ["-i", "pipe:0", "-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1",
         "-ar", str(sample_rate), "pipe:1"],
        stdin=data,
    )


def ffmpeg_report(args: list[str], stdin: bytes | None = None) -> str:
    """Run ffmpeg at log level info and return what it printed on stderr: analysis
    filters (loudnorm, ebur128, silencedetect) report their results there."""
    return ffmpeg_output_and_report(args, stdin)[1]


def ffmpeg_output_and_report(args: list[str], stdin: bytes | None = None) -> tuple[bytes, str]:
    """Like ffmpeg_report, and stdout too: one pass that both makes audio and measures it."""
    command = [ffmpeg_exe(), "-hide_banner", "-nostdin", "-nostats", "-loglevel", "info",
               *args]
    result = subprocess.run(command, input=stdin, capture_output=True, check=False)
    report = result.stderr.decode("utf-8", "replace")
    if result.returncode != 0:
        # at log level info the report opens with stream details; the error is last
        lines = report.strip().splitlines()
        raise ExportError(f"ffmpeg failed: {lines[-1] if lines else result.returncode}")
    return result.stdout, report


def pcm_input(sample_rate: int) -> list[str]:
    """ffmpeg input options for mono signed 16-bit little-endian PCM on stdin."""
    return ["-f", "s16le", "-ar", str(sample_rate), "-ac", "1", "-i", "pipe:0"]

"""Loudness: measure a chapter (EBU R128) and bring it to a target with a true-peak ceiling.

Measuring is ffmpeg's ``ebur128`` meter (its summary). Correcting is a plain
linear gain, which moves integrated loudness by exactly the gain; a limiter is added only
when that gain would push true peaks over the ceiling.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from pydub import AudioSegment

from pipeline.errors import ExportError
from pipeline.ffmpeg import ffmpeg_output_and_report, ffmpeg_report, pcm_input

DEFAULT_TARGET = -18.0  # LUFS, integrated
# Peak ceiling for the PCM we hand to the MP3 encoder. The promise is -1 dBTP in the
# file; lossy coding moves peaks by a few tenths of a dB, hence the extra margin.
DEFAULT_CEILING = -1.5
TOLERANCE = 0.2  # LU; the promise is 0.5 in the encoded file
SILENT = -70.0  # LUFS: the absolute gate of EBU R128


@dataclass(frozen=True)
class Loudness:
    integrated: float  # LUFS; -inf for silence
    true_peak: float  # dBTP; -inf for silence
    lra: float  # loudness range, LU


def _summary_value(summary: str, label: str, unit: str) -> float:
    found = re.search(rf"{label}:\s+(-?[\d.]+|-?inf|nan) {unit}", summary)
    if found is None:
        raise ExportError(f"ffmpeg ebur128 printed no {label} value; is this ffmpeg too old?")
    value = float(found.group(1))
    return -math.inf if math.isnan(value) else value


def _input_args(audio_or_path: AudioSegment | Path) -> tuple[list[str], bytes | None]:
    if isinstance(audio_or_path, AudioSegment):
        audio = _mono16(audio_or_path)
        return pcm_input(audio.frame_rate), audio.raw_data
    return ["-i", str(audio_or_path)], None


def _mono16(audio: AudioSegment) -> AudioSegment:
    if audio.channels != 1:
        audio = audio.set_channels(1)
    if audio.sample_width != 2:
        audio = audio.set_sample_width(2)
    return audio


def _meter(true_peak: bool) -> str:
    return "ebur128=framelog=quiet" + (":peak=true" if true_peak else "")


def measure(audio_or_path: AudioSegment | Path, true_peak: bool = True) -> Loudness:
    """Integrated loudness, true peak and loudness range of audio or an audio file, from
    ffmpeg's ebur128 meter (5-10x faster than loudnorm's analysis, which resamples to
    192 kHz). ``true_peak=False`` skips the oversampled peak scan (reported as nan)."""
    if isinstance(audio_or_path, AudioSegment) and len(audio_or_path.raw_data) == 0:
        return Loudness(-math.inf, -math.inf, 0.0)
    args, stdin = _input_args(audio_or_path)
    report = ffmpeg_report([*args, "-af", _meter(true_peak), "-f", "null", "-"], stdin=stdin)
    return _read_meter(report, true_peak)


def _read_meter(report: str, true_peak: bool) -> Loudness:
    summary = report[report.rfind("Summary:"):]
    integrated = _summary_value(summary, "I", "LUFS")
    return Loudness(
        # ebur128 says -70 (its absolute gate) when nothing is loud enough to measure
        integrated=-math.inf if integrated <= SILENT else integrated,
        true_peak=_summary_value(summary, "Peak", "dBFS") if true_peak else math.nan,
        lra=_summary_value(summary, "LRA", "LU"),
    )


def _gain_and_limit(audio: AudioSegment, gain: float,
                    limit_db: float) -> tuple[AudioSegment, Loudness]:
    """Apply ``gain`` dB in floating point, then a look-ahead limiter at ``limit_db`` dBFS
    (sample peak; latency compensated so cue times do not move); measure the result in
    the same pass."""
    limit = min(1.0, max(0.0625, 10 ** (limit_db / 20)))
    limiter = (f"volume={gain:.4f}dB,alimiter=limit={limit:.5f}:level=false:"
               "attack=5:release=50:latency=true")
    pcm, report = ffmpeg_output_and_report([
        *pcm_input(audio.frame_rate),
        # the meter sees the 16-bit samples that are kept, not the filter's floats
        "-filter_complex", f"[0:a]{limiter},aformat=sample_fmts=s16,asplit[kept][metered];"
                           f"[metered]{_meter(True)}[measured]",
        "-map", "[kept]", "-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1",
        "-ar", str(audio.frame_rate), "pipe:1",
        "-map", "[measured]", "-f", "null", "-",
    ], stdin=audio.raw_data)
    limited = AudioSegment(data=pcm, sample_width=2, frame_rate=audio.frame_rate, channels=1)
    return limited, _read_meter(report, True)


def normalize(audio: AudioSegment, target: float = DEFAULT_TARGET,
              ceiling: float = DEFAULT_CEILING) -> AudioSegment:
    """``audio`` (mono 16-bit) at ``target`` LUFS integrated, true peak under ``ceiling``
    dBTP. Silence is returned unchanged."""
    audio = _mono16(audio)
    # A sample peak over the ceiling after the gain means limiting whatever the true peak
    # is, so the slow oversampled scan is skipped when that looks likely: speech measures
    # a few dB above its plain RMS (its pauses are gated out).
    likely_over = audio.max_dBFS + target - (audio.dBFS + 3) > ceiling
    before = measure(audio, true_peak=not likely_over)
    if not math.isfinite(before.integrated):
        return audio
    gain = target - before.integrated
    if audio.max_dBFS + gain <= ceiling:
        true_peak = measure(audio).true_peak if likely_over else before.true_peak
        if true_peak + gain <= ceiling:
            return audio.apply_gain(gain)
    # The gain would overshoot the ceiling: limit, re-measure, and correct the small
    # loudness loss the limiter causes (a few rounds at most).
    limit_db = ceiling - 0.5  # the limiter sees sample peaks; true peaks sit a bit higher
    result = audio
    for _ in range(4):
        result, after = _gain_and_limit(audio, gain, limit_db)
        if after.true_peak > ceiling:
            limit_db -= after.true_peak - ceiling + 0.1
            continue
        if abs(after.integrated - target) <= TOLERANCE:
            break
        gain += target - after.integrated
    return result

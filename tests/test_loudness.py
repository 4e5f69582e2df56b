"""Loudness: measurement agrees with a second meter (loudnorm); normalizing hits the target
with true peaks under the ceiling, and never moves audio in time."""

from __future__ import annotations

import json
import math
import random
import wave
from array import array
from pathlib import Path

import pytest
from pydub import AudioSegment

from pipeline.ffmpeg import ffmpeg_report, pcm_input
from pipeline.loudness import measure, normalize
from tests import audio_helpers as ah


def segment(pcm: bytes, rate: int = ah.RATE) -> AudioSegment:
    return AudioSegment(data=pcm, sample_width=2, frame_rate=rate, channels=1)


def speech(level_db: float, seconds: float = 6.0, seed: int = 1) -> bytes:
    return ah.speechlike(seconds, level_db=level_db, seed=seed, pitch=150 + seed * 20)


def with_clicks(pcm: bytes, every: float = 0.5, rate: int = ah.RATE) -> bytes:
    """Add short full-scale clicks: a crest factor no linear gain can fix."""
    samples = array("h", pcm)
    rng = random.Random(3)
    for n in range(int(every * rate), len(samples) - 40, int(every * rate)):
        for k in range(24):
            samples[n + k] = rng.choice((-32000, 32000))
    return samples.tobytes()


def loudnorm_reading(pcm: bytes) -> dict[str, float]:
    """A second, independent meter: the analysis pass of ffmpeg's loudnorm filter."""
    report = ffmpeg_report([*pcm_input(ah.RATE), "-af", "loudnorm=print_format=json",
                            "-f", "null", "-"], stdin=pcm)
    values = json.loads(report[report.rindex("{"):report.rindex("}") + 1])
    return {key: float(values[key]) for key in ("input_i", "input_tp", "input_lra")}


@pytest.mark.parametrize("level", [-40.0, -24.0, -12.0])
def test_measure_agrees_with_loudnorm(level: float) -> None:
    pcm = speech(level)
    ours, other = measure(segment(pcm)), loudnorm_reading(pcm)
    assert abs(ours.integrated - other["input_i"]) <= 0.2
    assert abs(ours.true_peak - other["input_tp"]) <= 0.5
    assert abs(ours.lra - other["input_lra"]) <= 1.0
    assert math.isnan(measure(segment(pcm), true_peak=False).true_peak)


def test_measure_reads_files(tmp_path: Path) -> None:
    pcm = speech(-20.0)
    wav = tmp_path / "a.wav"
    with wave.open(str(wav), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(ah.RATE)
        out.writeframes(pcm)
    assert abs(measure(wav).integrated - measure(segment(pcm)).integrated) <= 0.05


@pytest.mark.parametrize(("level", "target"), [(-40.0, -18.0), (-10.0, -18.0),
                                               (-25.0, -23.0), (-25.0, -16.0)])
def test_normalize_hits_the_target_under_the_ceiling(level: float, target: float) -> None:
    before = speech(level)
    after = normalize(segment(before), target)
    meter = ah.loudness(after.raw_data)
    assert abs(meter.integrated - target) <= 0.5
    assert meter.true_peak < -1.0
    assert len(after.raw_data) == len(before)


def test_peaky_audio_is_limited_not_clipped() -> None:
    before = with_clicks(speech(-30.0))
    assert ah.loudness(before).true_peak > -1.0  # the clicks alone break the ceiling
    after = normalize(segment(before), -16.0)
    meter = ah.loudness(after.raw_data)
    assert abs(meter.integrated + 16.0) <= 0.5
    assert meter.true_peak < -1.0
    assert ah.peak_dbfs(after.raw_data) < -1.0


def test_limiting_keeps_timing() -> None:
    # A burst after silence must start at the same sample after limiting (the limiter's
    # look-ahead is compensated), or every cue would drift.
    pcm = ah.silence(1.0) + with_clicks(speech(-30.0, seconds=3.0), every=0.2)
    after = normalize(segment(pcm), -14.0)
    assert len(after.raw_data) == len(pcm)
    onset_before = ah.silences(pcm)[0][1]
    onset_after = ah.silences(after.raw_data)[0][1]
    assert abs(onset_after - onset_before) <= 0.005


def test_silence_is_left_alone() -> None:
    quiet = segment(ah.silence(2.0))
    assert measure(quiet).integrated == -math.inf
    assert normalize(quiet).raw_data == quiet.raw_data
    assert measure(segment(b"")).integrated == -math.inf


def test_stereo_and_8_bit_input_become_mono_16_bit() -> None:
    mono = segment(speech(-20.0, seconds=3.0))
    stereo = AudioSegment.from_mono_audiosegments(mono, mono)
    result = normalize(stereo, -18.0)
    assert (result.channels, result.sample_width) == (1, 2)
    assert abs(ah.loudness(result.raw_data).integrated + 18.0) <= 0.5

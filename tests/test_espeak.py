"""The offline espeak-ng engine: real audio, decoded and measured."""

from __future__ import annotations

import statistics
import threading
from array import array

import pytest
from audio_helpers import rms_dbfs

from pipeline.engines.espeak import EspeakEngine, espeak_voices, rate_wpm, volume_value
from pipeline.errors import EngineError
from pipeline.model import Voice

LINE = "我們必須立刻班師，不給高麗人留下機會。"


@pytest.fixture(scope="module")
def engine() -> EspeakEngine:
    return EspeakEngine()


def speak(engine: EspeakEngine, text: str = LINE, name: str = "cmn+m3", **settings):
    voice = Voice("espeak", name, **settings)
    return engine.synthesize(engine.prepare(text, voice), voice)


def fundamental(pcm: bytes, rate: int, frames: int = 12) -> float:
    """Median F0 (Hz) of the loudest 40 ms frames, by autocorrelation over 60-400 Hz."""
    samples = array("h", pcm)
    size = int(0.04 * rate)
    windows = [samples[i:i + size] for i in range(0, len(samples) - size, size)]
    windows.sort(key=lambda w: sum(s * s for s in w[::4]), reverse=True)
    estimates = []
    for window in windows[:frames]:
        best_lag, best = 0, float("-inf")
        for lag in range(rate // 400, rate // 60):
            score = sum(window[i] * window[i + lag] for i in range(0, size - lag, 2))
            if score > best:
                best_lag, best = lag, score
        estimates.append(rate / best_lag)
    return statistics.median(estimates)


def test_espeak_speaks_real_audio(engine: EspeakEngine):
    speech = speak(engine)
    assert speech.sample_rate == engine.sample_rate == 22050
    assert 2.0 < speech.duration < 12.0  # ~18 syllables
    assert rms_dbfs(speech.pcm, rate=speech.sample_rate) > -35
    assert engine.version.startswith("espeak-ng 1.")


def test_espeak_adds_no_long_silence(engine: EspeakEngine):
    speech = speak(engine, "好。")
    tail = speech.pcm[-int(0.3 * speech.sample_rate) * 2:]
    assert speech.duration < 1.5
    assert rms_dbfs(tail, rate=speech.sample_rate) > -60  # still speaking near the end


def test_espeak_voices_differ_in_pitch(engine: EspeakEngine):
    male = speak(engine, "我們必須立刻班師", "cmn+m3")
    female = speak(engine, "我們必須立刻班師", "cmn+f2")
    low = fundamental(male.pcm, male.sample_rate)
    high = fundamental(female.pcm, female.sample_rate)
    assert 60 < low < 160
    assert high > low * 1.5


def test_espeak_pitch_setting_moves_the_fundamental(engine: EspeakEngine):
    base = speak(engine, "我們必須立刻班師", "cmn+m3")
    raised = speak(engine, "我們必須立刻班師", "cmn+m3", pitch=20)
    shift = fundamental(raised.pcm, raised.sample_rate) - fundamental(base.pcm, base.sample_rate)
    assert 10 < shift < 35  # asked for +20 Hz


def test_espeak_rate_changes_duration(engine: EspeakEngine):
    normal = speak(engine)
    fast = speak(engine, rate=50)
    assert fast.duration < normal.duration * 0.8
    assert rate_wpm(50) == 262 and rate_wpm(-90) == 80  # clamped to espeak's range


def test_espeak_volume_changes_level(engine: EspeakEngine):
    loud = speak(engine)
    quiet = speak(engine, volume=-50)
    difference = rms_dbfs(loud.pcm, rate=22050) - rms_dbfs(quiet.pcm, rate=22050)
    assert 3 < difference < 10  # half the amplitude is ~6 dB
    assert volume_value(150) == 200


def test_espeak_word_timings_are_monotonic_and_inside_the_text(engine: EspeakEngine):
    voice = Voice("espeak", "cmn+f3")
    text = engine.prepare(LINE, voice)
    speech = engine.synthesize(text, voice)
    assert len(speech.words) >= 8
    starts = [word.start for word in speech.words]
    assert starts == sorted(starts)
    assert starts[-1] > speech.duration / 2  # timings span the clip, not just its start
    for word in speech.words:
        assert word.offset >= 0 and word.offset + word.length <= len(text)
        assert word.start <= word.end <= speech.duration + 1e-9


def test_espeak_prepare_reads_simplified(engine: EspeakEngine):
    # Simplified picks the right reading more often in espeak's cmn dictionary.
    assert engine.prepare("糧食將盡，他接著說", Voice("espeak", "cmn")) == "粮食将尽，他接着说"


def test_espeak_punctuation_only_is_silence(engine: EspeakEngine):
    speech = engine.synthesize("「……」", Voice("espeak", "cmn"))
    assert speech.duration == pytest.approx(0.25, abs=1e-3)
    assert set(speech.pcm) == {0}


def test_espeak_unknown_voice_is_an_error(engine: EspeakEngine):
    with pytest.raises(EngineError, match="cmn\\+zz"):
        engine.synthesize("你好", Voice("espeak", "cmn+zz"))


def test_espeak_voice_list_has_the_variants():
    voices = {voice.name: voice for voice in espeak_voices()}
    for name in ["cmn", "yue", *(f"cmn+m{n}" for n in range(1, 8)),
                 *(f"cmn+f{n}" for n in range(1, 6))]:
        assert name in voices
    assert voices["cmn+f2"].gender == "female" and voices["cmn+m3"].gender == "male"
    assert [v.name for v in espeak_voices()][:3] == ["cmn", "cmn+f1", "cmn+f2"]


def test_espeak_is_safe_from_many_threads(engine: EspeakEngine):
    # libespeak-ng keeps flutter/phase state between calls, so repeated calls differ by a
    # few samples; what must hold is that no call gets another call's voice or audio.
    names = ("cmn+m1", "cmn+f4")
    alone = {name: speak(engine, "班師回朝", name).duration for name in names}
    assert abs(alone["cmn+m1"] - alone["cmn+f4"]) > 0.05
    results: dict[int, float] = {}

    def work(n: int) -> None:
        results[n] = speak(engine, "班師回朝", names[n % 2]).duration

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 8
    for n, seconds in results.items():
        assert seconds == pytest.approx(alone[names[n % 2]], abs=0.01)


def test_espeak_prepare_reads_numbers_the_chinese_way(engine: EspeakEngine):
    prepared = engine.prepare("1945年3月，３成的人", Voice("espeak", "cmn"))
    assert "一九四五年三月" in prepared
    assert not any(ch.isdigit() and ch.isascii() for ch in prepared)

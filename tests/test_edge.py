"""The edge engine against the faithful fake service (the real one is unreachable here)."""

from __future__ import annotations

import inspect
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from xml.sax.saxutils import escape

import edge_tts
import pytest
from audio_helpers import decode, rms_dbfs
from fake_edge import FakeCommunicate, FakeEdgeService, fake_audio
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.engines.edge import SAMPLE_RATE, EdgeEngine, bundled_voices
from pipeline.engines.select import probe_edge
from pipeline.engines.text import chunks, pause_for, speakable
from pipeline.errors import EngineError, EngineUnavailable
from pipeline.model import Voice

XIAOXIAO = Voice("edge", "zh-CN-XiaoxiaoNeural")
SENTENCE = "我们必须立刻班师。"


class Sleeps(list):
    """An injectable sleep that records the delays instead of waiting."""

    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def engine_for(service: FakeEdgeService, **options) -> EdgeEngine:
    options.setdefault("sleep", Sleeps())
    return EdgeEngine(communicate_factory=service.Communicate, **options)


def test_fake_edge_constructor_matches_edge_tts():
    ours = inspect.signature(FakeCommunicate.__init__).parameters.values()
    real = inspect.signature(edge_tts.Communicate.__init__).parameters.values()
    assert [(p.name, p.kind, p.default) for p in ours] == [
        (p.name, p.kind, p.default) for p in real]
    # ... and it rejects what the real one rejects, with the same exception.
    with pytest.raises(ValueError, match="rate"):
        FakeEdgeService().Communicate("你好", "zh-CN-XiaoxiaoNeural", rate="fast")


def test_fake_edge_answers_one_request_with_the_same_bytes_however_it_is_spelled():
    # espeak varies from run to run, so a second synthesis could differ by whole MP3
    # frames: the test below compared two such runs and failed now and then.
    spelled_out = fake_audio(SENTENCE, XIAOXIAO.name, "+0%", "+0%", "+0Hz")
    assert fake_audio(SENTENCE, XIAOXIAO.name) is spelled_out


def test_edge_success_decodes_the_fake_mp3(tmp_path: Path):
    service = FakeEdgeService()
    speech = engine_for(service).synthesize(SENTENCE, XIAOXIAO)

    mp3 = tmp_path / "answer.mp3"
    mp3.write_bytes(fake_audio(SENTENCE, XIAOXIAO.name).mp3)
    independent = decode(mp3, SAMPLE_RATE)
    assert speech.sample_rate == SAMPLE_RATE
    assert speech.duration == pytest.approx(len(independent) / 2 / SAMPLE_RATE, abs=0.03)
    # MP3 framing adds at most a few frames to what was spoken.
    assert speech.duration == pytest.approx(fake_audio(SENTENCE, XIAOXIAO.name).source_seconds,
                                            abs=0.12)
    assert rms_dbfs(speech.pcm, rate=SAMPLE_RATE) > -35
    assert len(service.requests) == 1


def test_edge_word_timings_point_into_the_text_in_order():
    speech = engine_for(FakeEdgeService()).synthesize(SENTENCE, XIAOXIAO)
    assert len(speech.words) >= 4
    starts = [word.start for word in speech.words]
    assert starts == sorted(starts)
    for word in speech.words:
        assert 0 <= word.offset < len(SENTENCE)
        assert SENTENCE[word.offset:word.offset + word.length].strip()
        assert word.start <= word.end <= speech.duration + 1e-9


def test_edge_forwards_voice_rate_pitch_volume_and_timeouts():
    service = FakeEdgeService()
    voice = Voice("edge", "zh-CN-YunxiNeural", rate=20, pitch=-5, volume=10)
    engine_for(service, receive_timeout=7).synthesize(SENTENCE, voice)
    (request,) = service.requests
    assert (request.voice, request.rate, request.pitch, request.volume) == (
        "zh-CN-YunxiNeural", "+20%", "-5Hz", "+10%")
    assert request.boundary == "WordBoundary"
    assert request.receive_timeout == 7
    # The rate reached the "service": faster speech is shorter.
    slow = engine_for(FakeEdgeService()).synthesize(SENTENCE, Voice("edge", voice.name))
    fast = engine_for(FakeEdgeService()).synthesize(SENTENCE, voice)
    assert fast.duration < slow.duration * 0.9


def test_edge_bad_voice_is_an_error_without_retries():
    service = FakeEdgeService()
    with pytest.raises(EngineError, match="Xiaoxiao"):
        engine_for(service).synthesize(SENTENCE, Voice("edge", "Xiaoxiao"))
    assert service.requests == []


def test_edge_no_audio_received_is_retried_with_exponential_backoff():
    service = FakeEdgeService(faults=["no_audio", "no_audio", None])
    sleeps = Sleeps()
    engine = engine_for(service, sleep=sleeps, rand=lambda: 0.5, backoff=1.0)
    speech = engine.synthesize(SENTENCE, XIAOXIAO)
    assert speech.duration > 0.5
    assert len(service.requests) == 3
    assert sleeps == [1.0, 2.0]  # 0.5 + rand() = 1.0x the doubling base


def test_edge_backoff_has_jitter_and_a_cap():
    service = FakeEdgeService(faults=["503"] * 5)
    sleeps = Sleeps()
    values = iter([0.0, 1.0, 0.0, 1.0, 0.0, 1.0])
    engine = engine_for(service, sleep=sleeps, rand=lambda: next(values), backoff=1.0,
                        max_backoff=4.0)
    engine.synthesize(SENTENCE, XIAOXIAO)
    assert sleeps == [0.5, 3.0, 2.0, 6.0, 2.0]


def test_edge_timeouts_are_retried_and_a_stalled_stream_is_cut_off():
    service = FakeEdgeService(faults=["timeout", "stall", None], stall_seconds=30)
    engine = engine_for(service, request_timeout=0.5)
    began = time.monotonic()
    speech = engine.synthesize(SENTENCE, XIAOXIAO)
    assert time.monotonic() - began < 5
    assert speech.duration > 0.5
    assert [request.fault for request in service.requests] == ["timeout", "stall", None]


def test_edge_gives_up_after_its_attempts_with_one_line():
    service = FakeEdgeService(fault_for=lambda n, text: "503")
    with pytest.raises(EngineError) as failure:
        engine_for(service, attempts=3).synthesize(SENTENCE, XIAOXIAO)
    message = str(failure.value)
    assert "\n" not in message
    assert "HTTP 503" in message and "3 times" in message
    assert not isinstance(failure.value, EngineUnavailable)
    assert len(service.requests) == 3


def test_edge_midstream_failure_discards_the_partial_audio():
    clean = engine_for(FakeEdgeService()).synthesize(SENTENCE, XIAOXIAO)
    service = FakeEdgeService(faults=["midstream", None], chunk_bytes=1024)
    speech = engine_for(service).synthesize(SENTENCE, XIAOXIAO)
    assert len(service.requests) == 2
    assert speech.duration == pytest.approx(clean.duration, abs=0.01)


@pytest.mark.parametrize("fault", ["empty", "corrupt"])
def test_edge_empty_or_undecodable_audio_is_an_error_never_silence(fault: str):
    service = FakeEdgeService(fault_for=lambda n, text: fault)
    with pytest.raises(EngineError):
        engine_for(service, attempts=2).synthesize(SENTENCE, XIAOXIAO)
    assert len(service.requests) == 2


def test_edge_403_wave_stops_early_with_the_hint():
    service = FakeEdgeService(fault_for=lambda n, text: "403")
    engine = engine_for(service, attempts=6, forbidden_wave=3)
    with pytest.raises(EngineUnavailable) as failure:
        engine.synthesize(SENTENCE, XIAOXIAO)
    assert "pip install -U edge-tts" in str(failure.value)
    assert "clock" in str(failure.value)
    assert len(service.requests) == 3  # stopped at the wave, not after 6 attempts
    # Once tripped, every further call fails at once without asking the service.
    with pytest.raises(EngineUnavailable):
        engine.synthesize("另一句話。", XIAOXIAO)
    assert len(service.requests) == 3


def test_edge_403_wave_across_threads_stops_everything():
    service = FakeEdgeService(latency=0.02, fault_for=lambda n, text: "403")
    engine = engine_for(service, jobs=4, attempts=10, forbidden_wave=3)
    with ThreadPoolExecutor(4) as pool:
        futures = [pool.submit(engine.synthesize, f"第{n}句。", XIAOXIAO) for n in range(12)]
        errors = [future.exception() for future in futures]
    assert all(isinstance(error, EngineUnavailable) for error in errors)
    assert len(service.requests) < 3 + 4  # the wave, plus at most what was in flight


def test_edge_isolated_403s_between_successes_do_not_stop_the_build():
    service = FakeEdgeService(faults=["403", None, "403", None, "403", None])
    engine = engine_for(service, forbidden_wave=2)
    for text in ("第一句。", "第二句。", "第三句。"):
        assert engine.synthesize(text, XIAOXIAO).duration > 0.2


def test_edge_throttling_storm_halves_the_limit_then_recovers():
    # The first 16 requests are refused, as when the service starts shedding load.
    service = FakeEdgeService(latency=0.01,
                              fault_for=lambda n, text: "429" if n < 16 else None)
    engine = engine_for(service, jobs=8, grow_after=3, attempts=12)
    texts = [f"第{n}句話。" for n in range(40)]
    with ThreadPoolExecutor(engine.max_jobs) as pool:
        results = list(pool.map(lambda text: engine.synthesize(text, XIAOXIAO), texts))
    assert all(speech.duration > 0.2 for speech in results)
    history = engine.limit.history
    low = min(history)
    assert history[0] == 8 and low <= 2
    assert history[-1] > low  # grew back after the storm
    assert history.index(low) < len(history) - 1
    assert service.max_concurrent <= 8


def test_edge_concurrency_bound_respected_with_more_threads_than_jobs():
    service = FakeEdgeService(latency=0.05)
    engine = engine_for(service, jobs=3)
    with ThreadPoolExecutor(12) as pool:
        list(pool.map(lambda n: engine.synthesize(f"第{n}句。", XIAOXIAO), range(24)))
    assert len(service.requests) == 24
    assert 2 <= service.max_concurrent <= 3


def test_edge_jobs_are_capped_at_sixteen():
    assert EdgeEngine(jobs=64).max_jobs == 16
    assert EdgeEngine(jobs=0).max_jobs == 1


def test_edge_long_text_is_chunked_under_the_limit_and_joined():
    sentence = "遼東早寒，馬上就要草枯水凍，兵馬難以久留。"
    text = sentence * 12  # ~760 bytes
    service = FakeEdgeService()
    engine = engine_for(service, chunk_bytes=200)
    speech = engine.synthesize(text, XIAOXIAO)
    sent = service.texts
    assert len(sent) >= 4
    assert "".join(sent) == text
    assert all(request.request_bytes <= 200 for request in service.requests)
    assert all(piece.endswith("。") for piece in sent)  # cut at sentence ends
    expected = sum(len(decode_mp3(fake_audio(piece, XIAOXIAO.name).mp3)) for piece in sent)
    assert len(speech.pcm) == expected
    offsets = [word.offset for word in speech.words]
    starts = [word.start for word in speech.words]
    assert offsets == sorted(offsets) and starts == sorted(starts)
    assert max(offsets) > len(text) * 3 // 4  # timings cover the later chunks too
    assert speech.words[-1].end <= speech.duration + 1e-9


def decode_mp3(mp3: bytes) -> bytes:
    from pipeline.ffmpeg import decode_to_pcm

    return decode_to_pcm(mp3, SAMPLE_RATE)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("天地玄黃宇宙洪荒。！？，&<> a\n「」…"), max_size=3000),
       st.integers(min_value=5, max_value=600))
def test_edge_chunks_keep_every_character_and_stay_under_the_limit(text: str, limit: int):
    pieces = chunks(text, limit)
    assert "".join(pieces) == text
    assert all(piece and len(escape(piece).encode()) <= limit for piece in pieces)


def test_edge_default_chunks_leave_room_for_xml_escaping():
    text = "甲&乙<丙>。" * 2000
    for piece in chunks(text):
        assert len(escape(piece).encode()) <= 4096


@pytest.mark.parametrize("text, seconds", [("「……」", 0.25), ("——", 0.25),
                                           ("……——……", 0.75), ("。", 0.15)])
def test_edge_punctuation_only_text_is_never_sent(text: str, seconds: float):
    service = FakeEdgeService()
    speech = engine_for(service).synthesize(text, XIAOXIAO)
    assert service.requests == []
    assert not speakable(text)
    assert pause_for(text) == pytest.approx(seconds)
    assert speech.duration == pytest.approx(seconds, abs=1e-3)
    assert set(speech.pcm) == {0}


def test_edge_speakable_sees_letters_digits_and_hanzi():
    assert speakable("好") and speakable("3") and speakable("ａ") and speakable("「嗯」")
    assert not speakable("「……」——！？ \n")


def test_edge_script_conversion_per_voice_locale():
    engine = engine_for(FakeEdgeService())
    book = "他知道裡面著實難熬，説道：軟件和鼠标，衞兵"
    assert engine.prepare(book, Voice("edge", "zh-CN-YunxiNeural")) == \
        "他知道里面着实难熬，说道：软件和鼠标，卫兵"
    assert engine.prepare(book, Voice("edge", "zh-CN-liaoning-XiaobeiNeural")) == \
        "他知道里面着实难熬，说道：软件和鼠标，卫兵"
    # Either Traditional standard (Taiwan 裡著, Hong Kong 説衞) becomes the voice's own.
    # Taiwan: characters only; the book's words stay (no 軟體/滑鼠 substitution).
    assert engine.prepare(book, Voice("edge", "zh-TW-HsiaoChenNeural")) == \
        "他知道裡面著實難熬，說道：軟件和鼠標，衛兵"
    assert engine.prepare(book, Voice("edge", "zh-HK-HiuGaaiNeural")) == \
        "他知道裏面着實難熬，説道：軟件和鼠標，衞兵"


def test_edge_prepared_text_is_what_the_service_receives():
    service = FakeEdgeService()
    engine = engine_for(service)
    voice = Voice("edge", "zh-TW-YunJheNeural")
    engine.synthesize(engine.prepare("我们必须立刻班师。", voice), voice)
    assert service.texts == ["我們必須立刻班師。"]


def test_edge_bundled_snapshot_lists_the_chinese_voices():
    voices = {voice.name: voice for voice in bundled_voices()}
    assert len(voices) == 14
    assert voices["zh-CN-XiaoxiaoNeural"].gender == "female"
    assert voices["zh-TW-YunJheNeural"].gender == "male"
    assert voices["zh-CN-shaanxi-XiaoniNeural"].locale == "zh-CN-shaanxi"
    assert {voice.locale[:5] for voice in voices.values()} == {"zh-CN", "zh-TW", "zh-HK"}


@pytest.mark.network
def test_edge_live_service_speaks():
    if not probe_edge():
        pytest.skip("the edge speech service is unreachable from here")
    speech = EdgeEngine(jobs=1).synthesize(SENTENCE, XIAOXIAO)
    assert speech.duration > 0.5
    assert rms_dbfs(speech.pcm, rate=SAMPLE_RATE) > -40

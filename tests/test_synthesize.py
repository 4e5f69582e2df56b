"""The synthesize stage: planning clips, the clip cache, and the concurrent runner,
against the real offline engine and the faithful fake of the online one."""

import dataclasses
import os
import threading

import pytest
from fake_edge import FakeEdgeService

from pipeline.cache import ClipCache, clip_key
from pipeline.engines.edge import EdgeEngine
from pipeline.engines.espeak import EspeakEngine
from pipeline.errors import SynthesisFailed
from pipeline.model import NARRATOR, Chapter, Voice
from pipeline.segment import segment_chapter
from pipeline.synthesize import (
    key_of,
    missing_clips,
    plan_clips,
    speech_for,
    synthesize_missing,
)

TEXT = "長孫無忌將手一揮。李世民說道：「朕念你守城有功！賜縑一百匹。」眾人無語……\n"
ESPEAK_CAST = {NARRATOR: Voice("espeak", "cmn"), "李世民": Voice("espeak", "cmn+m3", pitch=-20)}
EDGE_CAST = {NARRATOR: Voice("edge", "zh-CN-YunyangNeural"),
             "李世民": Voice("edge", "zh-TW-YunJheNeural", rate=-5)}


def attributed_segments(text: str = TEXT):
    chapter = Chapter(index=1, title="一", source="a.txt", text=text, start=0)
    return [dataclasses.replace(s, speaker="李世民" if s.kind == "dialogue" else NARRATOR)
            for s in segment_chapter(chapter)]


@pytest.fixture(scope="module")
def espeak():
    return EspeakEngine()


def test_clips_keep_the_books_text_and_send_the_rewritten_one(espeak):
    rewrite = lambda text, engine: text.replace("長孫", "掌孫")  # noqa: E731
    clips = plan_clips(attributed_segments(), ESPEAK_CAST, espeak, rewrite)
    assert [clip.text for clip in clips][:3] == ["長孫無忌將手一揮。", "李世民說道：",
                                                  "朕念你守城有功！"]
    assert clips[0].engine_text.startswith("掌孙无忌")  # lexicon, then Simplified for cmn
    assert [clip.speaker for clip in clips] == [NARRATOR, NARRATOR, "李世民", "李世民",
                                                NARRATOR]
    for clip in clips:
        assert TEXT[clip.start:clip.end].strip("「」\n") == clip.text
    assert [clip.index for clip in clips] == list(range(len(clips)))


def test_cache_round_trip_is_exact_and_atomic(tmp_path, espeak):
    speech = espeak.synthesize("朕明日就要班師", ESPEAK_CAST["李世民"])
    cache = ClipCache(tmp_path)
    key = clip_key("espeak", espeak.version, ESPEAK_CAST["李世民"], "朕明日就要班師")
    assert key not in cache and cache.get(key) is None
    cache.put(key, speech)
    assert cache.get(key) == speech
    assert [p.name for p in tmp_path.rglob("*")] == [key[:2], f"{key}.clip"]


def test_a_clip_being_written_is_not_yet_a_clip(tmp_path, espeak, monkeypatch):
    """Whoever counts clips (a build's progress, ``narrate clean``) must not count
    the temporary file a clip is written to before it is renamed into place."""
    speech = espeak.synthesize("班師", ESPEAK_CAST["李世民"])
    cache = ClipCache(tmp_path)
    seen_while_writing = []
    real_replace = os.replace

    def replace_and_look(source, target):
        seen_while_writing.append((cache.keys(), sorted(tmp_path.glob("??/*.clip"))))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace_and_look)
    cache.put("ab" + "0" * 62, speech)
    assert seen_while_writing == [(set(), [])]
    assert cache.keys() == {"ab" + "0" * 62}


def test_cache_key_changes_with_everything_that_shapes_the_audio():
    voice = Voice("edge", "zh-CN-YunxiNeural")
    base = clip_key("edge", "7.3.1", voice, "你好")
    variants = [
        clip_key("espeak", "7.3.1", voice, "你好"),
        clip_key("edge", "7.3.2", voice, "你好"),
        clip_key("edge", "7.3.1", dataclasses.replace(voice, rate=5), "你好"),
        clip_key("edge", "7.3.1", dataclasses.replace(voice, pitch=5), "你好"),
        clip_key("edge", "7.3.1", dataclasses.replace(voice, volume=5), "你好"),
        clip_key("edge", "7.3.1", voice, "你好。"),
    ]
    assert len({base, *variants}) == 7


def test_runner_makes_each_missing_clip_once_and_reuses_them(tmp_path, espeak):
    cache = ClipCache(tmp_path)
    clips = plan_clips(attributed_segments(TEXT * 2), ESPEAK_CAST, espeak)
    work = missing_clips(clips, espeak, cache)
    assert len(work.missing) == 5 and work.reused == 0  # the text twice: same five clips
    done = []
    synthesize_missing(work.missing, espeak, cache, lambda: done.append(1))
    assert len(done) == 5
    again = missing_clips(clips, espeak, cache)
    assert not again.missing and again.reused == 5
    pause = speech_for(clips[-1], espeak, cache)  # 無語…… is speech; the last clip too
    assert pause.duration > 0.3
    assert key_of(clips[0], espeak) in cache


def test_punctuation_only_clip_is_a_pause_never_synthesized(tmp_path, espeak):
    clips = plan_clips(attributed_segments("他說：「……」\n"), ESPEAK_CAST, espeak)
    silent = [clip for clip in clips if clip.text == "……"]
    assert silent and key_of(silent[0], espeak) is None
    speech = speech_for(silent[0], espeak, ClipCache(tmp_path))
    assert speech.pcm == bytes(len(speech.pcm)) and 0.1 < speech.duration < 1.6


def test_edge_failed_clip_fails_the_build_and_resume_redoes_only_it(tmp_path):
    cache = ClipCache(tmp_path)
    broken = FakeEdgeService(fault_for=lambda n, text: "503" if "守城" in text else None)
    engine = EdgeEngine(jobs=4, communicate_factory=broken.Communicate,
                        sleep=lambda seconds: None, attempts=3)
    clips = plan_clips(attributed_segments(), EDGE_CAST, engine)
    work = missing_clips(clips, engine, cache)
    with pytest.raises(SynthesisFailed) as failed:
        synthesize_missing(work.missing, engine, cache)
    message = str(failed.value)
    assert message.startswith(f"1 of {len(work.missing)} clips failed")
    assert "朕念你守城有功" in message and "run narrate build again" in message
    assert len(cache.keys()) == len(work.missing) - 1  # everything else was kept

    healthy = FakeEdgeService()
    engine = EdgeEngine(jobs=4, communicate_factory=healthy.Communicate)
    resumed = missing_clips(clips, engine, cache)
    assert [clip.text for clip in resumed.missing.values()] == ["朕念你守城有功！"]
    synthesize_missing(resumed.missing, engine, cache)
    assert healthy.texts == ["朕念你守城有功！"]
    assert not missing_clips(clips, engine, cache).missing


def test_edge_runner_respects_the_concurrency_bound(tmp_path):
    service = FakeEdgeService(latency=0.05)
    engine = EdgeEngine(jobs=3, communicate_factory=service.Communicate)
    text = "".join(f"第{n}句話到此為止。" for n in range(12))
    clips = plan_clips(attributed_segments(text), EDGE_CAST, engine)
    threads_seen = set()
    synthesize_missing(missing_clips(clips, engine, ClipCache(tmp_path)).missing, engine,
                       ClipCache(tmp_path), lambda: threads_seen.add(threading.get_ident()))
    assert len(service.requests) == 12
    assert 2 <= service.max_concurrent <= 3
    # progress is counted in the calling thread only: no lost updates between workers
    assert threads_seen == {threading.get_ident()}


def test_lexicon_edit_invalidates_exactly_the_clips_whose_engine_text_changed(espeak):
    from pipeline.config import Config
    from pipeline.lexicon import load_lexicon

    segments = attributed_segments()
    before = plan_clips(segments, ESPEAK_CAST, espeak,
                        load_lexicon(Config(builtin_lexicon=False)).apply)
    after = plan_clips(segments, ESPEAK_CAST, espeak, load_lexicon(
        Config(builtin_lexicon=False, lexicon={"守城": {"*": "首城"}})).apply)
    changed = [b.text for b, a in zip(before, after, strict=True)
               if key_of(b, espeak) != key_of(a, espeak)]
    assert changed == ["朕念你守城有功！"]
    assert [a.text for a in after] == [b.text for b in before]  # subtitles keep the book


@pytest.mark.parametrize("damage", ["truncate-half", "truncate-header", "empty", "garbage"])
def test_a_damaged_cached_clip_counts_as_missing_and_is_made_again(tmp_path, espeak, damage):
    cache = ClipCache(tmp_path)
    clips = plan_clips(attributed_segments(), ESPEAK_CAST, espeak)
    synthesize_missing(missing_clips(clips, espeak, cache).missing, espeak, cache)
    key = key_of(clips[0], espeak)
    path = cache.path(key)
    data = path.read_bytes()
    path.write_bytes({"truncate-half": data[:len(data) // 2], "truncate-header": data[:20],
                      "empty": b"", "garbage": b"\x00\xff" * 50}[damage])
    assert key not in cache and cache.get(key) is None
    work = missing_clips(clips, espeak, cache)
    assert list(work.missing) == [key]
    synthesize_missing(work.missing, espeak, cache)
    assert cache.get(key) is not None and cache.get(key).duration > 1


def test_ctrl_c_while_a_clip_file_is_created_leaves_no_temporary_file(tmp_path, espeak,
                                                                      monkeypatch):
    """The interrupt may come the instant the temporary file exists, before its name is
    returned to whoever created it; it must still be removed."""
    speech = espeak.synthesize("班師", ESPEAK_CAST["李世民"])
    cache = ClipCache(tmp_path)
    real_open = os.open

    def open_then_interrupt(path, flags, *args):
        os.close(real_open(path, flags, *args))
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "open", open_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        cache.put("ab" + "0" * 62, speech)
    monkeypatch.undo()
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == []

"""Assembly: clips trimmed, levelled and stitched with the configured pauses; every cue is
where its speech really is in the stitched audio."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.assemble import (
    assemble_chapter,
    book_words,
    pause_between,
    sound_bounds,
    to_segment,
)
from pipeline.config import Pauses
from pipeline.model import NARRATOR, Clip, Speech, Voice, WordTiming
from tests import audio_helpers as ah

VOICE = Voice(engine="espeak", name="cmn")
PAUSES = Pauses(sentence=0.25, paragraph=1.1, speaker=0.6, chapter_start=0.5,
                chapter_end=1.4)


def clip(index: int, speaker: str, segment: int, paragraph: int) -> Clip:
    return Clip(chapter=1, index=index, segment=segment, paragraph=paragraph,
                speaker=speaker, text=f"第{index}句。", start=index * 5, end=index * 5 + 4,
                voice=VOICE, engine_text=f"第{index}句。")


def sounding(seconds: float, *, rate: int = ah.RATE, level: float = -20.0, seed: int = 0,
             lead: float = 0.3, tail: float = 0.45) -> Speech:
    """A clip as an engine returns it: speech with silence around it."""
    pcm = ah.speechlike(seconds, rate=rate, level_db=level, seed=seed, lead=lead, tail=tail,
                        pitch=120 + 40 * (seed % 4))
    return Speech(pcm=pcm, sample_rate=rate)


# (speaker, segment, paragraph): narration, a quote, more narration, a new paragraph...
LAYOUT = [(NARRATOR, 0, 0), (NARRATOR, 0, 0), ("李世民", 1, 0), ("李世民", 1, 0),
          (NARRATOR, 2, 1), ("蓋蘇文", 3, 2), ("蓋蘇文", 4, 2)]


def build(layout: Sequence[tuple[str, int, int]], speeches: Sequence[Speech],
          **options) -> tuple[list[tuple[Clip, Speech]], object]:
    items = [(clip(n, *where), speech)
             for n, (where, speech) in enumerate(zip(layout, speeches, strict=True))]
    return items, assemble_chapter(items, PAUSES, **options)


def test_pauses_are_the_silences_between_clips() -> None:
    speeches = [sounding(1.2, seed=n) for n in range(len(LAYOUT))]
    items, chapter = build(LAYOUT, speeches)
    gaps = ah.silences(chapter.audio.raw_data, min_seconds=0.15)
    expected = [PAUSES.chapter_start]
    expected += [pause_between(a, b, PAUSES) for (a, _), (b, _) in pairwise(items)]
    expected += [PAUSES.chapter_end]
    # sentence, speaker, sentence, paragraph+speaker (the larger), paragraph+speaker,
    # and within the last paragraph a new segment of the same speaker: a sentence pause.
    assert expected[1:-1] == [0.25, 0.6, 0.25, 1.1, 1.1, 0.25]
    assert len(gaps) == len(expected)
    for (start, end), want in zip(gaps, expected, strict=True):
        measured = min(end, chapter.duration) - start
        assert abs(measured - want) <= 0.04, (start, end, want)


def test_cues_are_where_the_speech_is() -> None:
    speeches = [sounding(1.0 + 0.1 * n, seed=n) for n in range(len(LAYOUT))]
    _, chapter = build(LAYOUT, speeches)
    pcm = chapter.audio.raw_data
    gaps = ah.silences(pcm, min_seconds=0.15)
    sounds = [(a[1], b[0]) for a, b in pairwise(gaps)]  # between the silences
    assert len(sounds) == len(chapter.cues)
    for cue, (start, end), speech in zip(chapter.cues, sounds, speeches, strict=True):
        assert abs(cue.start - start) <= 0.03 and abs(cue.end - end) <= 0.03
        # trimmed: the cue lasts as long as the speech, not the engine's padded clip
        assert abs((cue.end - cue.start) - (speech.duration - 0.75)) <= 0.03
    assert [c.clip.index for c in chapter.cues] == list(range(len(LAYOUT)))
    starts = [c.start for c in chapter.cues]
    assert starts == sorted(starts)
    assert all(a.end < b.start for a, b in pairwise(chapter.cues))
    # The last cue ends where the speech ends, then only the chapter's closing pause.
    last_silence = ah.silences(pcm, min_seconds=0.15)[-1]
    assert abs(chapter.cues[-1].end - last_silence[0]) <= 0.03
    assert abs(chapter.duration - chapter.cues[-1].end - PAUSES.chapter_end) <= 0.02
    assert chapter.duration == pytest.approx(ah.duration(pcm), abs=1e-9)


def test_clips_at_any_rate_come_out_at_the_chapter_rate() -> None:
    rates = [16000, 22050, 24000, 44100, 48000, 22050, 16000]
    speeches = [sounding(1.0, rate=r, seed=n) for n, r in enumerate(rates)]
    _, chapter = build(LAYOUT, speeches, sample_rate=44100)
    assert chapter.audio.frame_rate == 44100
    assert (chapter.audio.channels, chapter.audio.sample_width) == (1, 2)
    for cue in chapter.cues:
        assert abs((cue.end - cue.start) - 1.0) <= 0.03


def test_speakers_are_matched_in_level() -> None:
    levels = [-20.0, -20.0, -36.0, -36.0, -20.0, -7.0, -7.0]
    speeches = [sounding(1.5, level=lv, seed=n) for n, lv in enumerate(levels)]
    _, chapter = build(LAYOUT, speeches)
    pcm = chapter.audio.raw_data
    rate = ah.RATE
    by_speaker: dict[str, bytes] = {}
    for cue in chapter.cues:
        part = pcm[2 * round(cue.start * rate):2 * round(cue.end * rate)]
        by_speaker[cue.clip.speaker] = by_speaker.get(cue.clip.speaker, b"") + part
    loudness = {s: ah.loudness(part).integrated for s, part in by_speaker.items()}
    assert max(loudness.values()) - min(loudness.values()) <= 1.0, loudness
    assert ah.peak_dbfs(pcm) < 0.0  # levelling never clips


def test_silent_clips_are_kept_whole() -> None:
    # Punctuation-only text (「……」) is a pause the planner made on purpose.
    layout = [(NARRATOR, 0, 0), (NARRATOR, 1, 0), (NARRATOR, 2, 0)]
    speeches = [sounding(1.0, seed=1), Speech(ah.silence(0.7), ah.RATE),
                sounding(1.0, seed=2)]
    _, chapter = build(layout, speeches)
    middle = chapter.cues[1]
    assert middle.end - middle.start == pytest.approx(0.7)
    gaps = ah.silences(chapter.audio.raw_data, min_seconds=0.15)
    assert abs((gaps[1][1] - gaps[1][0]) - (0.25 + 0.7 + 0.25)) <= 0.04


def test_no_clips_is_just_the_chapter_pauses() -> None:
    chapter = assemble_chapter([], PAUSES)
    assert chapter.cues == ()
    assert chapter.duration == pytest.approx(PAUSES.chapter_start + PAUSES.chapter_end)
    assert ah.peak_dbfs(chapter.audio.raw_data) == float("-inf")


def test_sound_bounds_trims_only_silence() -> None:
    speech = sounding(1.0, lead=0.4, tail=0.2)
    audio = to_segment(speech, ah.RATE)
    start, end = sound_bounds(audio)
    assert abs(start / ah.RATE - 0.4) <= 0.02
    assert abs(end / ah.RATE - 1.4) <= 0.02
    assert sound_bounds(to_segment(Speech(ah.silence(1.0), ah.RATE), ah.RATE)) is None
    assert sound_bounds(to_segment(Speech(b"", ah.RATE), ah.RATE)) is None
    bare = sounding(0.5, lead=0.0, tail=0.0)
    assert sound_bounds(to_segment(bare, ah.RATE)) == (0, len(bare.pcm) // 2)


def test_offline_engine_voices_are_stitched_and_levelled() -> None:
    espeak = pytest.importorskip("pipeline.engines.espeak")
    engine = espeak.EspeakEngine()
    lines = [(NARRATOR, "cmn", 0, 0, "李世民接著道。"),
             ("李世民", "cmn+m3", 1, 0, "我們明天就班師回朝。"),
             ("安市城主", "cmn+f2", 2, 1, "臣遵旨。")]
    items = []
    for n, (speaker, name, segment, paragraph, text) in enumerate(lines):
        voice = Voice(engine="espeak", name=name, volume=-40 if n == 1 else 0)
        speech = engine.synthesize(engine.prepare(text, voice), voice)
        items.append((clip(n, speaker, segment, paragraph), speech))
    chapter = assemble_chapter(items, PAUSES)
    pcm = chapter.audio.raw_data
    last_silence = ah.silences(pcm, min_seconds=0.3)[-1]
    assert abs(chapter.cues[-1].end - last_silence[0]) <= 0.3
    parts = [pcm[2 * round(c.start * ah.RATE):2 * round(c.end * ah.RATE)]
             for c in chapter.cues]
    levels = [ah.loudness(part * 3).integrated for part in parts]
    assert max(levels) - min(levels) <= 2.0, levels


# --- word timings ---------------------------------------------------------------------

LONG = "遼東之地向來比內地早寒，數場北風刮過，滿目皆是黃色的枯草，氣溫驟降，唐軍兵士身著單衣。"


def spoken(engine, index: int, text: str, paragraph: int, voice: str = "cmn") -> tuple:
    """A clip of ``text`` as the planner makes it, and its speech from ``engine``."""
    where = Voice(engine=engine.name, name=voice)
    engine_text = engine.prepare(text, where)
    made = Clip(chapter=1, index=index, segment=index, paragraph=paragraph,
                speaker=NARRATOR, text=text, start=0, end=len(text), voice=where,
                engine_text=engine_text)
    return made, engine.synthesize(engine_text, where)


def test_offline_word_timings_are_heard_in_chapter_time() -> None:
    espeak = pytest.importorskip("pipeline.engines.espeak")
    engine = espeak.EspeakEngine()
    items = [spoken(engine, 0, "李世民接著道。", 0), spoken(engine, 1, LONG, 1)]
    # The long clip comes with 0.4 s of silence before its speech (edge's do): trimmed,
    # so its words must move back by as much.
    made, speech = items[1]
    lead = 0.4
    items[1] = (made, Speech(bytes(2 * round(lead * speech.sample_rate)) + speech.pcm,
                             speech.sample_rate,
                             tuple(WordTiming(w.offset, w.length, w.start + lead, w.end + lead)
                                   for w in speech.words)))
    chapter = assemble_chapter(items, PAUSES)
    gaps = ah.silences(chapter.audio.raw_data, min_seconds=0.08)
    for cue, (_, speech) in zip(chapter.cues, items, strict=True):
        assert len(cue.words) == len(speech.words) > 0
        starts = [w.start for w in cue.words]
        assert starts == sorted(starts)
        assert all(cue.start <= w.start <= w.end <= cue.end for w in cue.words)
        # same length as the engine text: offsets are the book's own characters
        assert [w.offset for w in cue.words] == [w.offset for w in speech.words]
        assert all(cue.clip.text[w.offset] not in "，。" for w in cue.words)
        # the pauses heard inside the clip (at its commas) end where a word starts
        inside = [end for start, end in gaps if cue.start + 0.05 < start and end < cue.end]
        assert len(inside) >= (cue.clip.text.count("，") if cue is chapter.cues[1] else 0)
        for end in inside:
            assert min(abs(end - t) for t in starts) <= 0.1, (end, starts)
    # shifted by the clip's place: the long clip's words start after the first cue ends
    assert chapter.cues[1].words[0].start >= chapter.cues[0].end + PAUSES.paragraph


def test_word_offsets_follow_the_book_text_when_normalization_changes_its_length() -> None:
    espeak = pytest.importorskip("pipeline.engines.espeak")
    engine = espeak.EspeakEngine()
    text = "大軍第100天到了遼州，渡過遼水，再走了十里，見了3個人。"
    made, speech = spoken(engine, 0, text, 0)
    assert len(made.engine_text) != len(text)
    cue = assemble_chapter([(made, speech)], PAUSES).cues[0]
    assert len(cue.words) == len(speech.words) > 0
    offsets = [w.offset for w in cue.words]
    assert offsets == sorted(offsets)
    assert all(w.offset + w.length <= len(text) for w in cue.words)
    for heard, shown in zip(speech.words, cue.words, strict=True):
        # every word stays in its clause: as many commas before it in both texts
        assert (made.engine_text[:heard.offset].count("，")
                == text[:shown.offset].count("，")), (heard, shown)


@given(st.text(alphabet="甲乙丙一二三，。12", max_size=25),
       st.text(alphabet="甲乙丙一二三，。12", max_size=25), st.data())
def test_book_words_are_monotonic_and_inside_the_text(engine_text: str, text: str,
                                                       data) -> None:
    offsets = sorted(data.draw(st.lists(st.integers(0, len(engine_text)), max_size=10)))
    words = [WordTiming(o, data.draw(st.integers(0, len(engine_text) - o)), 0.1 * n,
                        0.1 * n + 0.1) for n, o in enumerate(offsets)]
    mapped = book_words(words, engine_text, text)
    if len(engine_text) == len(text):
        assert mapped == tuple(words)
    assert [(w.start, w.end) for w in mapped] == [(w.start, w.end) for w in words]
    assert [w.offset for w in mapped] == sorted(w.offset for w in mapped)
    assert all(0 <= w.offset <= w.offset + w.length <= len(text) for w in mapped)


def test_clips_without_word_timings_have_no_words() -> None:
    layout = [(NARRATOR, 0, 0), (NARRATOR, 1, 0)]
    speeches = [sounding(1.0, seed=1), Speech(ah.silence(0.7), ah.RATE)]
    _, chapter = build(layout, speeches)
    assert [cue.words for cue in chapter.cues] == [(), ()]

"""SRT, WebVTT and LRC: written from cues, read back by the parsers, speakers labelled."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.model import CROWD, NARRATOR, UNKNOWN, Clip, Cue, Voice, WordTiming
from pipeline.subtitles import (
    MAX_CUE_CHARS,
    MIN_PART_SECONDS,
    SubtitleCue,
    milliseconds,
    parse_lrc,
    parse_srt,
    parse_vtt,
    split_cue,
    to_lrc,
    to_srt,
    to_vtt,
)
from tests import audio_helpers as ah


def ms(seconds: float) -> float:
    """A time as the subtitle files show it: whole milliseconds."""
    return milliseconds(seconds) / 1000

VOICE = Voice(engine="espeak", name="cmn")


def cue(index: int, speaker: str, text: str, start: float, end: float) -> Cue:
    clip = Clip(chapter=1, index=index, segment=index, paragraph=index, speaker=speaker,
                text=text, start=0, end=len(text), voice=VOICE, engine_text=text)
    return Cue(clip=clip, start=start, end=end)


CUES = [
    cue(0, NARRATOR, "李世民接著道：", 0.5, 1.75),
    cue(1, "李世民", "「我們明天就班師。」", 2.2, 4.321),
    cue(2, CROWD, "「萬歲！」", 4.8, 5.5),
    cue(3, UNKNOWN, "「誰？」", 6.0, 6.4),
    cue(4, "安市城主", "「臣\n遵旨。」", 3725.25, 3727.5),  # past an hour, a line break
]


def test_srt_text_and_labels() -> None:
    text = to_srt(CUES)
    assert text.startswith("1\n00:00:00,500 --> 00:00:01,750\n李世民接著道：\n\n2\n")
    assert "00:00:02,200 --> 00:00:04,321\n[李世民] 「我們明天就班師。」\n" in text
    assert "01:02:05,250 --> 01:02:07,500\n[安市城主] 「臣 遵旨。」\n" in text
    assert "[眾人] 「萬歲！」" in text and "[未知] 「誰？」" in text


@pytest.mark.parametrize("write,parse", [(to_srt, parse_srt), (to_vtt, parse_vtt)])
def test_srt_and_vtt_read_back(write, parse) -> None:
    parsed = parse(write(CUES))
    assert [(c.start, c.end) for c in parsed] == [(c.start, c.end) for c in CUES]
    assert [c.speaker for c in parsed] == [c.clip.speaker for c in CUES]
    assert [c.text for c in parsed] == [folded(c.clip.text) for c in CUES]


def test_vtt_header_and_escaping() -> None:
    tricky = [cue(0, "A&B", "x < y > z", 1.0, 2.0)]
    text = to_vtt(tricky)
    assert text.startswith("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n")
    assert "[A&amp;B] x &lt; y &gt; z" in text
    parsed = parse_vtt(text)
    assert (parsed[0].speaker, parsed[0].text) == ("A&B", "x < y > z")
    with pytest.raises(ValueError, match="WEBVTT"):
        parse_vtt("1\n00:00:01.000 --> 00:00:02.000\nx\n")


def test_lrc_tags_starts_and_ends() -> None:
    text = to_lrc(CUES, "第一章 [上]", artist="佚名", album="唐書", duration=3728.0)
    assert text.splitlines()[:5] == ["[ti:第一章 (上)]", "[ar:佚名]", "[al:唐書]",
                                     "[length:62:08]", "[00:00.50]李世民接著道："]
    tags, parsed = parse_lrc(text)
    assert tags == {"ti": "第一章 (上)", "ar": "佚名", "al": "唐書", "length": "62:08"}
    # LRC keeps centiseconds; an empty timed line ends each cue before a silence.
    assert [(c.start, c.end) for c in parsed] == [
        (round(c.start, 2), round(c.end, 2)) for c in CUES]
    assert [c.speaker for c in parsed] == [c.clip.speaker for c in CUES]


def test_lrc_back_to_back_cues_need_no_end_line() -> None:
    text = to_lrc([cue(0, NARRATOR, "一", 0.0, 1.0), cue(1, NARRATOR, "二", 1.0, 2.0)], "t")
    assert text == "[ti:t]\n[00:00.00]一\n[00:01.00]二\n[00:02.00]\n"


def test_cues_without_visible_text_are_left_out() -> None:
    cues = [cue(0, NARRATOR, "\n", 0.0, 1.0), cue(1, "甲", "「好。」", 1.0, 2.0)]
    assert [c.text for c in parse_srt(to_srt(cues))] == ["「好。」"]
    assert len(parse_lrc(to_lrc(cues, "t"))[1]) == 1
    assert to_srt([]) == "" and parse_vtt(to_vtt([])) == []


times = st.lists(st.integers(min_value=0, max_value=10_000_000), min_size=2, max_size=40,
                 unique=True).map(sorted)
speakers = st.sampled_from([NARRATOR, CROWD, UNKNOWN, "李世民", "蓋蘇文", "A B"])
# Book text: letters, digits, punctuation, symbols, spaces and line breaks. (A narrator
# line that itself starts with "[x] " would read back as x's: the labels' one ambiguity.)
words = st.text(alphabet=st.characters(whitelist_categories=("L", "N", "P", "S"),
                                       whitelist_characters=" \n"),
                min_size=1, max_size=30).filter(
                    lambda t: t.strip() and not t.lstrip().startswith("["))


def folded(text: str) -> str:
    """What a cue shows of a clip's text: its lines joined by single spaces."""
    return " ".join(line.strip() for line in text.split("\n") if line.strip())


@given(times, st.data())
def test_every_format_round_trips(stamps: list[int], data) -> None:
    cues = [cue(n, data.draw(speakers), data.draw(words), a / 1000, b / 1000)
            for n, (a, b) in enumerate(zip(stamps[::2], stamps[1::2], strict=False))]
    for parsed in (parse_srt(to_srt(cues)), parse_vtt(to_vtt(cues))):
        assert [(c.start, c.end, c.speaker, c.text) for c in parsed] == [
            (c.start, c.end, c.clip.speaker, folded(c.clip.text)) for c in cues]
    _, lrc = parse_lrc(to_lrc(cues, "t"))
    assert [c.speaker for c in lrc] == [c.clip.speaker for c in cues]
    assert all(abs(p.start - c.start) <= 0.00501 for p, c in zip(lrc, cues, strict=True))


# --- long cues split at pauses ------------------------------------------------------

LONG = ("遼東之地向來比內地早寒，數場北風刮過，滿目皆是黃色的枯草，氣溫驟降，"
        "唐軍兵士身著單衣，站在野外冷得渾身發抖。")


def timed(text: str, start: float, speaker: str = "李世民", step: float = 0.25,
          pause: float = 0.3, hurried: range = range(0)) -> Cue:
    """A cue whose every character is a word heard ``step`` apart (0.01 s for those in
    ``hurried``), with a pause after each comma, as an engine reports them."""
    words, at = [], start
    for n, char in enumerate(text):
        if char in "，。":
            at += pause
            continue
        length = 0.01 if n in hurried else step
        words.append(WordTiming(n, 1, at, at + length))
        at += length
    made = cue(0, speaker, text, start, at)
    return Cue(clip=made.clip, start=made.start, end=made.end, words=tuple(words))


def test_a_long_cue_is_cut_after_commas_and_timed_by_its_words() -> None:
    long = timed(LONG, 2.0)
    parts = split_cue(long)
    assert [p.text for p in parts] == ["遼東之地向來比內地早寒，數場北風刮過，",
                                       "滿目皆是黃色的枯草，氣溫驟降，",
                                       "唐軍兵士身著單衣，站在野外冷得渾身發抖。"]
    assert all(len(p.text) <= MAX_CUE_CHARS for p in parts)
    assert parts[0].start == long.start and parts[-1].end == long.end
    assert all(a.end == b.start for a, b in pairwise(parts))
    starts = {w.offset: w.start for w in long.words}
    for _, following in pairwise(parts):
        # the next part appears when its first word is heard, after the comma's pause
        first = LONG.index(following.text)
        assert following.start == starts[first]
        assert following.start - max(w.end for w in long.words if w.offset < first) == (
            pytest.approx(0.3))
    assert {p.speaker for p in parts} == {"李世民"}
    srt = to_srt([long])
    assert srt.count("[李世民] ") == 3 and srt.startswith("1\n00:00:02,000 --> ")


def test_short_cues_and_cues_without_words_are_one_subtitle() -> None:
    short = timed("李世民接著道：我們明天就班師，回朝。", 1.0)
    assert len(short.clip.text) <= MAX_CUE_CHARS
    untimed = cue(1, NARRATOR, LONG, 5.0, 19.0)
    for whole in (short, untimed):
        assert split_cue(whole) == [SubtitleCue(whole.start, whole.end, whole.clip.speaker,
                                                whole.clip.text)]
    assert len(parse_srt(to_srt([short, untimed]))) == 2
    assert len(split_cue(timed(LONG, 0.0), limit=len(LONG))) == 1


def test_no_part_is_too_short_to_read() -> None:
    # The middle part of the usual cut is rushed through: shown alone it would flash.
    middle = "滿目皆是黃色的枯草，氣溫驟降，"
    rushed = range(LONG.index(middle), LONG.index(middle) + len(middle))
    assert middle in [p.text for p in split_cue(timed(LONG, 0.0, pause=0.1))]
    parts = split_cue(timed(LONG, 0.0, pause=0.1, hurried=rushed))
    assert len(parts) >= 2 and middle not in [p.text for p in parts]
    assert all(p.end - p.start >= MIN_PART_SECONDS for p in parts)
    assert "".join(p.text for p in parts) == LONG


def test_srt_vtt_and_lrc_split_alike() -> None:
    cues = [cue(0, NARRATOR, "他召來眾將，說道：", 0.5, 2.0), timed(LONG, 2.5),
            timed("二位高卿，你們可以先行，將遼州、蓋州、岩州人口盡數遷往內地。", 20.0, CROWD)]
    srt, vtt = parse_srt(to_srt(cues)), parse_vtt(to_vtt(cues))
    _, lrc = parse_lrc(to_lrc(cues, "t"))
    expected = [part for c in cues for part in split_cue(c)]
    assert len(expected) == 1 + 3 + 2
    for parsed in (srt, vtt, lrc):
        assert [(p.speaker, p.text) for p in parsed] == [(p.speaker, p.text) for p in expected]
        assert all(abs(p.start - e.start) <= 0.005 for p, e in zip(parsed, expected,
                                                                     strict=True))
    assert [(p.start, p.end) for p in srt] == [(ms(e.start), ms(e.end))
                                               for e in expected]


def spoken_chapter(engine) -> tuple[list, object]:
    """A chapter read by a real engine: a short line, a long speech, a short line."""
    from pipeline.assemble import assemble_chapter
    from pipeline.config import Pauses

    lines = [(NARRATOR, "他召來眾將，說道："),
             ("李世民", "遼東早寒，馬上就要草枯水凍，兵馬難以久留，且糧食將盡，我們必須立刻班師。"),
             (NARRATOR, "眾將默察眼前之狀。")]
    voice = Voice(engine=engine.name, name="cmn" if engine.name == "espeak"
                  else "zh-CN-YunxiNeural")
    items = []
    for n, (speaker, text) in enumerate(lines):
        engine_text = engine.prepare(text, voice)
        made = Clip(chapter=1, index=n, segment=n, paragraph=n, speaker=speaker, text=text,
                    start=0, end=len(text), voice=voice, engine_text=engine_text)
        items.append((made, engine.synthesize(engine_text, voice)))
    pauses = Pauses(sentence=0.3, paragraph=0.8, speaker=0.5, chapter_start=0.5,
                    chapter_end=1.0)
    return items, assemble_chapter(items, pauses, sample_rate=ah.RATE)


@pytest.mark.parametrize("engine_name", ["espeak", "edge"])
def test_real_speech_long_clip_splits_at_its_pauses(engine_name: str) -> None:
    pytest.importorskip("pipeline.engines.espeak")
    if engine_name == "edge":
        from fake_edge import FakeEdgeService

        from pipeline.engines.edge import EdgeEngine
        engine = EdgeEngine(communicate_factory=FakeEdgeService().Communicate)
    else:
        from pipeline.engines.espeak import EspeakEngine
        engine = EspeakEngine()
    _, chapter = spoken_chapter(engine)
    parsed = parse_srt(to_srt(chapter.cues))
    short_a, long, short_b = chapter.cues
    assert len(long.words) > 10
    parts = [p for p in parsed if p.speaker == "李世民"]
    assert len(parsed) == len(parts) + 2 and len(parts) >= 2
    assert [(p.start, p.end) for p in (parsed[0], parsed[-1])] == [
        (ms(c.start), ms(c.end)) for c in (short_a, short_b)]
    assert "".join(p.text for p in parts) == long.clip.text
    assert parts[0].start == ms(long.start) and parts[-1].end == ms(long.end)
    assert all(a.end == b.start < b.end for a, b in pairwise(parts))
    gaps = ah.silences(chapter.audio.raw_data, min_seconds=0.08)
    for part in parts[1:]:
        cut = part.start
        first = long.clip.text.index(part.text)
        # the cut is a word boundary: the part's first word starts there, the words
        # before the comma are heard before it
        assert any(abs(w.start - cut) <= 0.001 and w.offset >= first for w in long.words)
        assert all(w.start < cut for w in long.words if w.offset < first)
        # ... and in the audio a pause ends there
        assert min(abs(end - cut) for _, end in gaps) <= 0.1, (cut, gaps)

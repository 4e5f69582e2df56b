"""SRT, WebVTT and LRC: written from cues, read back by the parsers, speakers labelled."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.model import CROWD, NARRATOR, UNKNOWN, Clip, Cue, Voice
from pipeline.subtitles import parse_lrc, parse_srt, parse_vtt, to_lrc, to_srt, to_vtt

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

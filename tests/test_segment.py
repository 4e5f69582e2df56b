"""SEGMENT stage: narration vs dialogue, quote conventions, sentence pieces, properties."""

from __future__ import annotations

import time
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.load import decode_text, load_book, split_chapters
from pipeline.model import Chapter, Segment
from pipeline.segment import segment_chapter, sentences

SEED = Path(__file__).resolve().parent.parent / "seeds" / "000_32476c0f85278ec0.txt"


def chapter_of(text: str, start: int = 0, title: str = "無題", index: int = 1) -> Chapter:
    return Chapter(index=index, title=title, source="t.txt", text=text, start=start)


def check_tiling(chapter: Chapter, segments: list[Segment]) -> None:
    """The invariant every caller relies on: segments tile the chapter text exactly."""
    assert "".join(s.text for s in segments) == chapter.text
    position = chapter.start
    for i, segment in enumerate(segments):
        assert segment.index == i
        assert segment.chapter == chapter.index
        assert segment.text, "no empty segments"
        assert segment.start == position
        assert segment.end == segment.start + len(segment.text)
        position = segment.end
    assert position == chapter.start + len(chapter.text)
    paragraphs = [s.paragraph for s in segments]
    assert paragraphs == sorted(paragraphs)


def kinds_and_texts(text: str) -> list[tuple[str, str]]:
    chapter = chapter_of(text)
    segments = segment_chapter(chapter)
    check_tiling(chapter, segments)
    return [(s.kind, s.text) for s in segments]


# -- the seed ------------------------------------------------------------------------------

def test_seed_chapter_segments():
    decoded = decode_text(SEED)
    chapter = load_book(SEED.parent).chapters[0]
    segments = segment_chapter(chapter)
    check_tiling(chapter, segments)
    dialogue = [s for s in segments if s.kind == "dialogue"]
    # The seed quotes only with 「」, never nested nor across paragraphs.
    assert len(dialogue) == decoded.count("「") == decoded.count("」") == 20
    first = dialogue[0]
    assert first.start == decoded.index("「")
    assert decoded[first.start:first.end] == first.text
    assert first.text == (
        "「遼東早寒，馬上就要草枯水凍，兵馬難以久留，且糧食將盡，我們必須立刻班師。」\n")
    assert first.paragraph == 1
    before = segments[first.index - 1]
    assert before.kind == "narration" and before.text.endswith("他召來眾將，說道：")
    for segment in dialogue:
        assert segment.text.startswith("「") and segment.text.rstrip().endswith("」")
    # The file ends mid-sentence in narration; nothing is lost.
    assert segments[-1].kind == "narration" and segments[-1].end == len(decoded)
    assert max(s.paragraph for s in segments) == decoded.strip().count("\n")


def test_seed_sentences_reassemble_the_spoken_text():
    chapter = load_book(SEED.parent).chapters[0]
    decoded = decode_text(SEED)
    pieces = [p for s in segment_chapter(chapter) for p in sentences(s)]
    assert all(end - start <= 100 for start, end, _ in pieces)
    # Every non-space, non-quote character of the chapter is spoken exactly once, in order.
    spoken = "".join(text for _, _, text in pieces)
    assert spoken == "".join(c for c in decoded if not c.isspace() and c not in "「」")
    for start, end, text in pieces:
        assert text in decoded[start:end]


# -- quote conventions ---------------------------------------------------------------------

def test_narration_and_dialogue_in_one_paragraph():
    text = "李世民道：「撤軍。」眾將默然。\n"
    assert kinds_and_texts(text) == [
        ("narration", "李世民道："), ("dialogue", "「撤軍。」"), ("narration", "眾將默然。\n"),
    ]


def test_nested_quotes_stay_inside_the_outer_quote():
    text = "他說：「她對我說『不要走』，我便留下了。」然後走了。"
    assert kinds_and_texts(text) == [
        ("narration", "他說："), ("dialogue", "「她對我說『不要走』，我便留下了。」"),
        ("narration", "然後走了。"),
    ]


def test_curly_quotes_and_nested_single_quotes():
    text = "他说：“她说‘好’，就走了。”大家都笑了。"
    assert kinds_and_texts(text) == [
        ("narration", "他说："), ("dialogue", "“她说‘好’，就走了。”"),
        ("narration", "大家都笑了。"),
    ]


def test_double_corner_brackets_as_outer_quote():
    assert kinds_and_texts("『走吧。』他說。") == [
        ("dialogue", "『走吧。』"), ("narration", "他說。")]


def test_quote_over_several_paragraphs_is_one_segment():
    text = "他說道：\n「第一段話，\n\n「第二段話，\n「第三段話。」\n眾人聽罷。\n"
    segments = segment_chapter(chapter_of(text, start=50))
    check_tiling(chapter_of(text, start=50), segments)
    assert [(s.kind, s.paragraph) for s in segments] == [
        ("narration", 0), ("dialogue", 1), ("narration", 4)]
    quote = segments[1]
    assert quote.text == "「第一段話，\n\n「第二段話，\n「第三段話。」\n"
    assert quote.start == 50 + text.index("「")
    pieces = sentences(quote)
    assert [p[2] for p in pieces] == ["第一段話，", "第二段話，", "第三段話。"]
    for start, end, _ in pieces:
        assert text[start - 50:end - 50].lstrip("「").rstrip("」") in quote.text


def test_unclosed_quote_ends_at_its_paragraph():
    text = "他喊道：「快跑，來不及了\n眾人四散。\n「好。」\n"
    assert kinds_and_texts(text) == [
        ("narration", "他喊道："), ("dialogue", "「快跑，來不及了\n"),
        ("narration", "眾人四散。\n"), ("dialogue", "「好。」\n"),
    ]


def test_unclosed_quote_at_the_end_of_the_text():
    assert kinds_and_texts("他說：「還沒說完") == [
        ("narration", "他說："), ("dialogue", "「還沒說完")]


def test_stray_closing_mark_is_narration():
    assert kinds_and_texts("天色」已晚。") == [("narration", "天色」已晚。")]


def test_ascii_quotes_pair_within_a_line_and_a_lone_one_is_text():
    assert kinds_and_texts('他說:"走吧。"然後 5" 長') == [
        ("narration", "他說:"), ("dialogue", '"走吧。"'), ("narration", '然後 5" 長')]


def test_adjacent_quotes_and_whitespace_go_to_the_segment_before():
    text = "　　「甲。」　「乙。」\n\n　　丙說。\n"
    assert kinds_and_texts(text) == [
        ("narration", "　　"), ("dialogue", "「甲。」　"), ("dialogue", "「乙。」\n\n　　"),
        ("narration", "丙說。\n"),
    ]


def test_heading_is_its_own_narration_segment_and_piece():
    text = "第一章 「別離」\n「走吧。」他說。\n"
    chapter = split_chapters(text, "a.txt")[0]
    segments = segment_chapter(chapter)
    check_tiling(chapter, segments)
    assert [(s.kind, s.text, s.paragraph) for s in segments] == [
        ("narration", "第一章 「別離」\n", 0), ("dialogue", "「走吧。」", 1),
        ("narration", "他說。\n", 1)]
    assert sentences(segments[0]) == [(0, 8, "第一章 「別離」")]


def test_stacked_headings_are_narration_even_with_quotes():
    text = "第一卷 「風起」\n\n第一章 『出征』\n「走。」\n"
    chapters = split_chapters(text, "a.txt")
    assert [c.title for c in chapters] == ["第一卷 「風起」 第一章 『出征』"]
    assert kinds_and_texts(text) == [
        ("narration", "第一卷 「風起」\n\n"), ("narration", "第一章 『出征』\n"),
        ("dialogue", "「走。」\n")]


def test_paragraph_numbers_skip_blank_lines():
    segments = segment_chapter(chapter_of("甲。\n\n\n乙「丙」\n丁。"))
    assert [s.paragraph for s in segments] == [0, 1, 1, 2]


def test_empty_and_blank_chapters():
    assert segment_chapter(chapter_of("")) == []
    assert kinds_and_texts(" \n\n\u3000") == [("narration", " \n\n\u3000")]


# -- sentences -----------------------------------------------------------------------------

def segment_of(text: str, kind: str = "narration", start: int = 10) -> Segment:
    return Segment(chapter=1, index=0, kind=kind, text=text, start=start,  # type: ignore[arg-type]
                   end=start + len(text), paragraph=0)


def test_sentences_split_after_stops_with_their_closing_quote():
    segment = segment_of("「你來了！？我等了很久……真的。」\n", kind="dialogue")
    pieces = sentences(segment)
    assert [p[2] for p in pieces] == ["你來了！？", "我等了很久……", "真的。"]
    texts = [segment.text[s - 10:e - 10] for s, e, _ in pieces]
    assert texts == ["「你來了！？", "我等了很久……", "真的。」"]


def test_closing_quote_after_a_stop_inside_narration_stays_with_the_sentence():
    pieces = sentences(segment_of("他念道『好。』接著說；走吧"))
    assert [p[2] for p in pieces] == ["他念道『好。』", "接著說；", "走吧"]


def test_long_sentence_splits_at_commas_then_hard():
    text = "甲" * 50 + "，" + "乙" * 60 + "。" + "丙" * 250
    pieces = sentences(segment_of(text), max_chars=80)
    assert [p[1] - p[0] for p in pieces] == [51, 61, 80, 80, 80, 10]
    assert pieces[0][2] == "甲" * 50 + "，"
    assert "".join(p[2] for p in pieces) == text


def test_punctuation_only_pieces_are_kept_and_blank_ones_dropped():
    assert [p[2] for p in sentences(segment_of("「……」\n", kind="dialogue"))] == ["……"]
    assert [p[2] for p in sentences(segment_of("——\n"))] == ["——"]
    assert sentences(segment_of(" \n\u3000\n")) == []
    assert sentences(segment_of("「」", kind="dialogue")) == []


def test_max_chars_must_be_positive():
    try:
        sentences(segment_of("字"), max_chars=0)
    except ValueError as error:
        assert "max_chars" in str(error)
    else:
        raise AssertionError("max_chars=0 was accepted")


def test_huge_unpunctuated_paragraph_is_cut_small_and_fast():
    for text in ["字" * 20000, "「" + "字" * 20000, "「" * 20000, "「『“‘" * 5000,
                 "，" * 20000, '"' * 20000, "「\n" * 10000]:
        chapter = chapter_of(text)
        began = time.perf_counter()
        segments = segment_chapter(chapter)
        pieces = [p for s in segments for p in sentences(s, max_chars=100)]
        elapsed = time.perf_counter() - began
        check_tiling(chapter, segments)
        assert all(0 < end - start <= 100 for start, end, _ in pieces)
        assert elapsed < 1.0, (text[:4], elapsed)


# -- properties (issue 8) ------------------------------------------------------------------

MARKS = "「」『』“”‘’\"\n\n　 。！？；…，、：—"
CJK = "李世民道說走了我們班師城主安市天"
text_strategy = st.text(
    alphabet=st.one_of(st.sampled_from(MARKS), st.sampled_from(CJK), st.characters()),
    max_size=200,
)


@settings(max_examples=300, deadline=None)
@given(text=text_strategy, start=st.integers(0, 10_000))
def test_segments_tile_any_text(text, start):
    chapter = chapter_of(text, start=start)
    segments = segment_chapter(chapter)
    check_tiling(chapter, segments)
    for segment in segments:
        lines = segment.text.strip().split("\n")
        if segment.kind == "narration":
            assert len(lines) == 1, "narration never crosses a paragraph"
        else:
            assert segment.text[0] in "「『“‘\""
            # A quote goes on past its paragraph only where the next one reopens it.
            for line in lines[1:]:
                assert not line.strip() or line.strip()[0] == segment.text[0]


@settings(max_examples=300, deadline=None)
@given(text=text_strategy, max_chars=st.integers(1, 40))
def test_sentence_pieces_lie_in_their_segment(text, max_chars):
    chapter = chapter_of(text, start=7)
    for segment in segment_chapter(chapter):
        previous_end = segment.start
        for start, end, spoken in sentences(segment, max_chars):
            assert segment.start <= previous_end <= start < end <= segment.end
            assert end - start <= max_chars
            assert spoken and spoken == spoken.strip()
            assert spoken in text[start - 7:end - 7]
            previous_end = end


@settings(max_examples=100, deadline=None)
@given(text=text_strategy)
def test_chapters_of_any_text_cover_it(text):
    chapters = split_chapters(text, "x.txt")
    for chapter in chapters:
        assert text[chapter.start:chapter.start + len(chapter.text)] == chapter.text
    if chapters:
        joined = "".join(c.text for c in chapters)
        assert text.endswith(joined) and not text[: len(text) - len(joined)].strip()
    else:
        assert not text.strip()

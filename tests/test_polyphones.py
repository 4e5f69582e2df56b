"""Polyphone warnings on the seed chapter and on small real passages."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from pipeline.config import Config
from pipeline.lexicon import load_lexicon
from pipeline.polyphones import char_readings, espeak_phonemes, format_report, polyphone_report

SEED = (Path(__file__).resolve().parent.parent / "seeds" / "000_32476c0f85278ec0.txt").read_text(
    "utf-8"
)
CAST = ["李世民", "李道宗", "安市城主", "蓋蘇文", "長孫無忌", "薛仁貴", "阿史那社爾"]


def report(builtin: bool = True, **kwargs):  # type: ignore[no-untyped-def]
    lexicon = load_lexicon(Config(builtin_lexicon=builtin))
    return polyphone_report([SEED], lexicon, **kwargs)


def test_seed_flags_words_with_real_alternatives() -> None:
    warnings = report(names=CAST)
    by_word = {w.word: w for w in warnings}
    # The book means piányi (佔了...的便宜); which reading an engine picks is the question.
    assert "便宜" in by_word
    assert dict(by_word["便宜"].readings)["便"] == ("biàn", "pián")
    assert dict(by_word["便宜"].likely)["edge"].startswith("pián")
    assert by_word["便宜"].count == SEED.count("便宜")
    assert by_word["將士"].count == SEED.count("將士")
    # Names whose characters have only one reading in use are not flagged.
    assert not {"李世民", "李道宗", "安市城主", "薛仁貴"} & set(by_word)
    # Every ordinary word flagged occurs at least twice and has an ambiguous character.
    for warning in warnings:
        assert warning.readings and all(len(rs) > 1 for _, rs in warning.readings)
        assert warning.is_name or warning.count >= 2


def test_lexicon_words_are_not_flagged() -> None:
    with_builtin = {w.word for w in report(names=CAST)}
    without = {w.word: w for w in report(builtin=False, names=CAST)}
    # 長孫無忌 (長 cháng/zhǎng) is flagged until the built-in lexicon covers it; so is 高麗.
    assert "長孫無忌" in without and "長孫無忌" not in with_builtin
    assert "高麗" in without and "高麗" not in with_builtin
    assert without["高麗"].count == SEED.count("高麗")
    assert without["長孫無忌"].suggestion.startswith("長孫無忌: 掌孫無忌")


def test_top_limits_ordinary_words_not_names() -> None:
    warnings = report(builtin=False, names=CAST, top=1)
    assert sum(not w.is_name for w in warnings) == 1
    assert any(w.is_name for w in warnings)


def test_espeak_reading_comes_from_its_phonemes() -> None:
    if espeak_phonemes() is None:
        pytest.skip("the offline engine module is absent")
    by_word = {w.word: w for w in report(names=CAST)}
    basis = dict(by_word["便宜"].basis)
    assert basis["espeak"] == "espeak phonemes"
    # espeak's dictionary has 便宜 as biànyí (expedient), not piányi (cheap).
    assert dict(by_word["便宜"].likely)["espeak"].startswith("biàn")
    assert by_word["便宜"].engines_disagree


def test_format_report_prints_a_line_and_a_suggestion_each() -> None:
    warnings = report(builtin=False, names=CAST)
    lines = format_report(warnings)
    assert len(lines) == 2 * len(warnings)
    first = lines[0]
    assert first.startswith(warnings[0].word) and "edge:" in first and "espeak:" in first
    assert lines[1].strip().startswith("lexicon:")


def test_char_readings_skip_archaic_and_sandhi() -> None:
    assert set(char_readings("長")) == {"zhǎng", "cháng"}
    assert char_readings("市") == ("shì",)  # pypinyin also lists an archaic fú
    assert char_readings("一") == ()


def test_fast_on_the_whole_seed() -> None:
    report(names=CAST)  # warm the caches (pypinyin data, OpenCC, espeak)
    start = time.perf_counter()
    report(names=CAST)
    assert time.perf_counter() - start < 0.5

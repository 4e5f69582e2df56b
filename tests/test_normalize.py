"""Normalization for the offline engine, on real sentences, and what espeak then says."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.normalize import cardinal, normalize_for_offline

SEED = Path(__file__).resolve().parent.parent / "seeds" / "000_32476c0f85278ec0.txt"


@pytest.mark.parametrize(
    ("raw", "spoken"),
    [
        # years: digit by digit; a Chinese-numeral era year is already readable
        ("日本於1945年8月15日宣佈無條件投降。", "日本於一九四五年八月十五日宣佈無條件投降。"),
        ("公元前221年，秦王政統一六國。", "公元前二二一年，秦王政統一六國。"),
        ("貞觀十九年九月，唐軍班師。", "貞觀十九年九月，唐軍班師。"),
        ("此城已有1000年的歷史。", "此城已有一千年的歷史。"),
        ("1945年-1949年間戰事不斷。", "一九四五年到一九四九年間戰事不斷。"),
        # dates and times
        ("明日為9月18日，我軍盡數西歸。", "明日為九月十八日，我軍盡數西歸。"),
        ("大軍於9月18日-20日陸續渡過遼水。", "大軍於九月十八日到二十日陸續渡過遼水。"),
        ("明日10:30，朕到城下與其對話。", "明日十點三十分，朕到城下與其對話。"),
        # decimals, percentages, large numbers, ranges, units
        ("每人每日口糧減至3.5斤。", "每人每日口糧減至三點五斤。"),
        ("軍中凍傷者約佔30%。", "軍中凍傷者約佔百分之三十。"),
        ("糧草只剩下12.5%，", "糧草只剩下百分之十二點五，"),
        ("使中國又增加70,000餘戶口。", "使中國又增加七萬餘戶口。"),
        ("共斬首12,345級。", "共斬首一萬二千三百四十五級。"),
        ("此去3-5天可到營州。", "此去三到五天可到營州。"),
        ("唐軍每日行軍30～40里。", "唐軍每日行軍三十到四十里。"),
        ("寒風中氣溫降到-5度。", "寒風中氣溫降到負五度。"),
        ("每日前進20km。", "每日前進二十公里。"),
        ("李世民令2人殿後。", "李世民令兩人殿後。"),
        ("第2日，依舊是一個晴天。", "第二日，依舊是一個晴天。"),
        # full-width digits and letters
        ("明日為９月１８日。", "明日為九月十八日。"),
        ("他在ＡＢＣ書局買了一本書。", "他在ABC書局買了一本書。"),
        # symbols become a pause, not read out nor dropped
        ("他無法回答……只好默然不應。", "他無法回答，只好默然不應。"),
        ("唐朝皇帝——不知好歹。", "唐朝皇帝，不知好歹。"),
        ("好冷～快走吧。", "好冷，快走吧。"),
        ("他說：「……知道了。」", "他說：「知道了。」"),
        ("知道了……。", "知道了。"),
    ],
)
def test_real_sentences(raw: str, spoken: str) -> None:
    assert normalize_for_offline(raw) == spoken


def test_simplified_text_gets_simplified_number_words() -> None:
    spoken = normalize_for_offline("共斩首12,345级，占3.5%。")
    assert spoken == "共斩首一万二千三百四十五级，占百分之三点五。"


@pytest.mark.parametrize(
    ("n", "words"),
    [(0, "零"), (10, "十"), (15, "十五"), (110, "一百一十"), (1005, "一千零五"),
     (10005, "一萬零五"), (12345, "一萬二千三百四十五"), (100010000, "一億零一萬"),
     (200000000, "二億"), (1000001, "一百萬零一")],
)
def test_cardinal(n: int, words: str) -> None:
    assert cardinal(n) == words


def test_punctuation_only_text_is_unchanged() -> None:
    # The engine decides how long 「……」 pauses; normalization leaves it alone.
    assert normalize_for_offline("「……」") == "「……」"
    assert normalize_for_offline("——") == "——"


def test_seed_chapter_keeps_its_words() -> None:
    """The seed has no Arabic numbers: only pause symbols may change, and it stays fast."""
    text = SEED.read_text("utf-8")
    out = normalize_for_offline(text)
    assert re.sub(r"[，…—～]", "", out) == re.sub(r"[，…—～]", "", text)
    assert "九月十八日" in out


@given(st.text(alphabet="0123456789０１２３年月日.,%-～……——李世民說道：「」。，ABＡ ", max_size=40))
def test_no_arabic_digits_survive_and_idempotent(text: str) -> None:
    out = normalize_for_offline(text)
    if any(ch.isalnum() for ch in text):
        assert not re.search(r"[0-9０-９]", out)
    assert normalize_for_offline(out) == out


ESPEAK = importlib.util.find_spec("pipeline.engines.espeak") is not None


@pytest.mark.skipif(not ESPEAK, reason="the offline engine module is absent")
def test_normalized_text_changes_what_espeak_says() -> None:
    from pipeline.engines.espeak import EspeakEngine
    from pipeline.model import Voice

    engine = EspeakEngine()
    voice = Voice("espeak", "cmn")

    def seconds(text: str) -> float:
        speech = engine.synthesize(text, voice)
        return len(speech.pcm) / 2 / speech.sample_rate

    raw = seconds("1945年")
    normalized = seconds(normalize_for_offline("1945年"))
    said_in_chinese = seconds("一九四五年")
    assert raw > 0.3 and normalized > 0.3
    assert normalized == pytest.approx(said_in_chinese, abs=0.01)
    # espeak reads "1945" as one thousand nine hundred and forty-five: much longer
    assert abs(raw - normalized) > 0.3
    # full-width digits are silent in espeak until normalized
    assert seconds(normalize_for_offline("１２３")) > seconds("１２３") + 0.3

"""The pronunciation lexicon: longest match, both scripts, per-engine entries, user wins."""

from __future__ import annotations

import opencc
import pytest
from pypinyin import Style, lazy_pinyin

from pipeline.config import Config
from pipeline.errors import ConfigError
from pipeline.lexicon import BUILTIN_PATH, Entry, Lexicon, load_lexicon, read_builtin

# Real sentences: the first from the seed chapter, the rest in the same style.
SEED = "長孫無忌將手一揮，後面的抬縑之人快步過來，將一百匹縑放在護城河側。"
SEED_SIMPLIFIED = opencc.OpenCC("t2s").convert(SEED)
TURKS = "頡利可汗遣使入朝，尉遲敬德按劍而立。"
XIONGNU = "冒頓單于縱精兵四十萬騎圍高帝於白登。"


def lexicon(**user: dict[str, str]) -> Lexicon:
    return load_lexicon(Config(lexicon=user))


def test_builtin_respells_names_in_real_sentences() -> None:
    lex = lexicon()
    assert lex.apply(SEED, "edge").startswith("掌孫無忌將手一揮")
    assert lex.apply(TURKS, "edge") == "諧利克寒遣使入朝，玉遲敬德按劍而立。"
    assert lex.apply(XIONGNU, "espeak") == "墨犢蟬于縱精兵四十萬騎圍高帝於白登。"


def test_apply_changes_nothing_outside_matches() -> None:
    lex = lexicon()
    out = lex.apply(SEED, "edge")
    matches = lex.matches(SEED, "edge")
    assert [(start, end) for start, end, _ in matches] == [(0, 4)]
    # Everything after the match is the book's text, character for character.
    assert out[4:] == SEED[4:]
    plain = "李道宗領命前去布置。"
    assert lex.apply(plain, "edge") == plain


def test_longest_match_wins() -> None:
    lex = lexicon(長孫=dict.fromkeys("*", "常孫"), 長孫無忌=dict.fromkeys("*", "掌孫無忌"))
    assert lex.apply("長孫無忌與長孫晟", "edge") == "掌孫無忌與常孫晟"
    # Order of declaration does not matter, only length.
    other = Lexicon.from_entries([Entry("長孫無忌", "掌孫無忌"), Entry("長孫", "常孫")])
    assert other.apply("長孫無忌與長孫晟", "edge") == "掌孫無忌與常孫晟"


def test_simplified_text_matches_traditional_key() -> None:
    lex = lexicon()
    out = lex.apply(SEED_SIMPLIFIED, "edge")
    # The reading follows the book's script: 掌孙无忌, not 掌孫無忌.
    assert out.startswith("掌孙无忌将手一挥")
    assert out[4:] == SEED_SIMPLIFIED[4:]
    assert lex.apply("冒顿单于纵精兵", "edge") == "墨犊蝉于纵精兵"


def test_traditional_text_matches_simplified_user_key() -> None:
    lex = Lexicon.from_entries([Entry("长孙无忌", "掌孙无忌")])
    assert lex.apply(SEED, "edge").startswith("掌孫無忌將手")
    assert lex.apply(SEED_SIMPLIFIED, "edge").startswith("掌孙无忌将手")


def test_per_engine_entry_overrides_star() -> None:
    lex = lexicon(薛仁貴={"*": "雪仁貴", "espeak": "學仁貴"})
    sentence = "身邊僅有李世、李道宗、阿史那社爾、執失思力、薛仁貴等人護衛。"
    assert "雪仁貴等人" in lex.apply(sentence, "edge")
    assert "學仁貴等人" in lex.apply(sentence, "espeak")
    # An engine with entries of its own still gets the "*" entries for other words.
    assert lex.apply(SEED, "espeak").startswith("掌孫無忌")


def test_user_entry_beats_builtin_in_either_script() -> None:
    assert lexicon(長孫無忌={"*": "長孫無記"}).apply(SEED, "edge").startswith("長孫無記")
    # A Simplified user key overrides the Traditional built-in key too.
    assert lexicon(长孙无忌={"*": "长孙无记"}).apply(SEED, "edge").startswith("長孫無記")
    # Reading == word disables a built-in entry.
    assert lexicon(可汗={"*": "可汗"}).apply(TURKS, "edge").startswith("諧利可汗")


def test_builtin_switch_off() -> None:
    off = load_lexicon(Config(builtin_lexicon=False))
    assert off.apply(SEED, "edge") == SEED
    assert len(off) == 0
    only_user = load_lexicon(Config(builtin_lexicon=False, lexicon={"單于": {"*": "蟬于"}}))
    assert only_user.apply(XIONGNU, "edge") == "冒頓蟬于縱精兵四十萬騎圍高帝於白登。"


def test_empty_user_entry_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="lexicon entry '長孫'"):
        load_lexicon(Config(lexicon={"長孫": {"*": ""}}))


def test_builtin_table_is_well_formed_and_respellings_read_as_intended() -> None:
    """Every built-in respelling reads (per pypinyin) the pinyin its line states, in both
    scripts, for each character it changes."""
    entries = read_builtin()
    assert 60 <= len(entries) <= 150
    assert len({entry.word for entry in entries}) == len(entries)
    t2s = opencc.OpenCC("t2s").convert
    wrong = []
    for line in BUILTIN_PATH.read_text("utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        word, reading, pinyin, _note = line.split("\t")
        wanted = pinyin.split()
        assert len(word) == len(reading) == len(wanted), line
        changed = [i for i, (a, b) in enumerate(zip(word, reading, strict=True)) if a != b]
        for form in (reading, t2s(reading)):
            got = lazy_pinyin(form, style=Style.TONE3, neutral_tone_with_five=True)
            wrong += [(word, form[i], got[i], wanted[i]) for i in changed if got[i] != wanted[i]]
    assert wrong == []


def test_protective_entry_beats_shorter_builtin() -> None:
    lex = lexicon()
    assert lex.apply("高麗兵斷然不是對手", "edge") == "高離兵斷然不是對手"
    assert lex.apply("一盤炒高麗菜", "edge") == "一盤炒高麗菜"

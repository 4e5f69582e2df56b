"""narrate cast: speakers, voices, --review and --write on real files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.config import load_config

ROOT = Path(__file__).parent.parent
SEED = ROOT / "seeds" / "000_32476c0f85278ec0.txt"


@pytest.fixture
def book(tmp_path: Path) -> Path:
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    shutil.copy(SEED, seeds / SEED.name)
    return tmp_path


def run(book: Path, *args: str):
    return CliRunner().invoke(main, ["cast", "--seeds", str(book / "seeds"),
                                     "--config", str(book / "voices.yaml"),
                                     "--engine", "espeak", *args])


def test_cast_lists_every_speaker_with_lines_gender_and_voice(book: Path):
    shutil.copy(ROOT / "voices.yaml", book / "voices.yaml")
    result = run(book)
    assert result.exit_code == 0, result.output
    rows = {line.split("\t")[0]: line.split("\t") for line in result.output.splitlines()
            if "\t" in line and not line.startswith(" ")}
    assert rows["李世民"][1] == "9 lines"
    assert rows["安市城主"][1] == "6 lines"
    assert rows["蓋蘇文"][1:3] == ["3 lines", "male"]
    assert rows["李道宗"][1] == "2 lines"
    assert rows["李世民"][3].startswith("cmn+m3")  # the voice voices.yaml gives him
    assert "「遼東早寒" in result.output  # example lines


def test_review_lists_the_least_certain_lines_first(book: Path):
    result = run(book, "--review", "3")
    assert result.exit_code == 0, result.output
    review = result.output.split("Least certain 3 lines")[1].strip().splitlines()[1:]
    assert len(review) == 3
    confidences = [float(line.split("\t")[3]) for line in review]
    assert confidences == sorted(confidences)
    assert all(line.split("\t")[4] for line in review)  # a rule for each


def test_write_adds_missing_characters_and_keeps_what_the_user_wrote(book: Path):
    original = ("# my cast, keep this comment\n"
                "book:\n  title: 測試\n\n"
                "characters:\n"
                "  李世民:   # the emperor\n"
                "    aliases: [皇帝, 陛下]\n"
                "    gender: male\n"
                "\n# trailing notes\n"
                "pauses:\n  sentence: 0.4\n")
    (book / "voices.yaml").write_text(original, encoding="utf-8")
    result = run(book, "--write")
    assert result.exit_code == 0, result.output
    written = (book / "voices.yaml").read_text(encoding="utf-8")
    for line in original.splitlines():
        assert line in written.splitlines()
    assert written.index("# trailing notes") > written.index("安市城主")
    data = yaml.safe_load(written)
    assert next(iter(data["characters"])) == "李世民"
    assert set(data["characters"]) == {"李世民", "李道宗", "安市城主", "蓋蘇文"}
    assert data["characters"]["安市城主"] == {"gender": "male"}
    assert data["pauses"] == {"sentence": 0.4}
    config = load_config(book / "voices.yaml")
    assert {c.name for c in config.characters} == set(data["characters"])
    again = run(book, "--write")
    assert "already lists every speaker" in again.output
    assert (book / "voices.yaml").read_text(encoding="utf-8") == written


def test_write_creates_the_section_when_there_is_none(book: Path):
    result = run(book, "--write")
    assert result.exit_code == 0, result.output
    data = yaml.safe_load((book / "voices.yaml").read_text(encoding="utf-8"))
    assert "李世民" in data["characters"]


def test_cast_flags_words_with_several_readings_until_the_lexicon_pins_them(book: Path):
    shutil.copy(ROOT / "voices.yaml", book / "voices.yaml")
    flagged = run(book).output
    assert "Words with several readings" in flagged
    assert "將士 (3x)" in flagged and "lexicon:  將士: 匠士" in flagged
    config = book / "voices.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace(
        "lexicon:\n", "lexicon:\n  將士: 匠士\n"), encoding="utf-8")
    pinned = run(book).output
    assert "將士 (3x)" not in pinned and "單薄 (2x)" in pinned


def test_write_to_a_path_that_cannot_be_written_is_one_line_exit_2(book: Path):
    # A file where the folder should be: writing fails even as root (chmod would not).
    (book / "not-a-folder").write_text("", encoding="utf-8")
    config = book / "not-a-folder" / "voices.yaml"
    result = CliRunner().invoke(main, ["cast", "--seeds", str(book / "seeds"),
                                       "--config", str(config), "--engine", "espeak",
                                       "--write"])
    assert result.exit_code == 2, result.output
    assert not isinstance(result.exception, OSError)
    errors = [line for line in result.output.splitlines() if line.startswith("narrate:")]
    assert errors == [errors[0]] and str(config) in errors[0] and "--config" in errors[0]
    assert "Traceback" not in result.output
    assert sorted(p.name for p in book.iterdir()) == ["not-a-folder", "seeds"]


def test_the_nameless_she_of_a_book_that_names_no_woman_gets_a_woman_s_voice(tmp_path: Path):
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "001.txt").write_text(
        "第一章\n你走进山里。她跟在你后面。\n“你这个人真怪，”她说，“走吧。”\n"
        "一个老汉坐在门口。老汉说：“灵山？没听说过。”\n他说：“走吧。”\n", encoding="utf-8")
    result = run(tmp_path)
    assert result.exit_code == 0, result.output
    rows = {line.split("\t")[0]: line.split("\t") for line in result.output.splitlines()
            if "\t" in line and not line.startswith(" ")}
    assert rows["她"][1:3] == ["2 lines", "female"]  # not his 他说 line too
    assert rows["老汉"][1:3] == ["2 lines", "male"]

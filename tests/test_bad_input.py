"""Bad input never costs a build: each case gives one clear line, the right exit code,
and leaves what was already built in out/ exactly as it was."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main

TEXT = ("第一章 出征\n李世民說道：「我們必須立刻班師。」\n李道宗道：「遵命。」\n"
        "第二章 ../../歸途/\x07\n大軍渡過遼水。\n")


def narrate(project: Path, *args: str):
    return CliRunner().invoke(main, [
        args[0], "--seeds", str(project / "seeds"), "--config", str(project / "voices.yaml"),
        "--out", str(project / "out"), *args[1:]])


def snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    return {str(path.relative_to(folder)): (path.stat().st_mtime_ns, path.read_bytes())
            for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture(scope="module")
def small_build(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("small")
    (project / "seeds").mkdir()
    (project / "seeds" / "book.txt").write_text(TEXT, encoding="utf-8")
    (project / "voices.yaml").write_text("book: {title: 小書, author: 某人}\n", encoding="utf-8")
    result = narrate(project, "build", "--engine", "espeak")
    assert result.exit_code == 0, result.output
    return project


@pytest.fixture
def project(small_build: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "project"
    shutil.copytree(small_build, copy, copy_function=shutil.copy2)
    return copy


def test_unsafe_chapter_titles_become_safe_file_names(small_build):
    book = small_build / "out" / "某人" / "小書"
    names = sorted(path.name for path in book.glob("0*.mp3"))
    assert names[0] == "01 - 第一章 出征.mp3"
    assert names[1].startswith("02 - ") and "/" not in names[1] and "\x07" not in names[1]
    assert ".." not in names[1]
    assert not (small_build / "歸途").exists() and not (small_build / "out" / "歸途").exists()


def test_binary_file_in_seeds_is_refused_by_name(project):
    before = snapshot(project / "out")
    (project / "seeds" / "notes.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 50)
    result = narrate(project, "build", "--engine", "espeak")
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert "notes.txt: not a text file" in line and "save it as UTF-8 text" in line
    assert snapshot(project / "out") == before


@pytest.mark.parametrize("encoding", ["gb18030", "big5", "utf-16", "utf-8-sig"])
def test_other_encodings_give_the_same_book(project, encoding):
    (project / "seeds" / "book.txt").write_bytes(TEXT.replace("\n", "\r\n").encode(encoding))
    before = snapshot(project / "out")
    result = narrate(project, "build", "--engine", "espeak", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert (summary["synthesized"], summary["chapters_written"]) == (0, 0)
    assert snapshot(project / "out") == before


def test_invalid_yaml_is_one_line_with_file_and_line(project):
    before = snapshot(project / "out")
    (project / "voices.yaml").write_text("book: {title: 小書\nengine: espeak\n",
                                         encoding="utf-8")
    result = narrate(project, "build")
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert "voices.yaml:" in line and "invalid YAML" in line
    assert snapshot(project / "out") == before


def test_text_without_speech_is_a_warning_not_a_crash(tmp_path):
    (tmp_path / "seeds").mkdir()
    (tmp_path / "seeds" / "empty.txt").write_text("……\n——\n", encoding="utf-8")
    result = narrate(tmp_path, "build", "--engine", "espeak")
    assert result.exit_code == 0, result.output
    assert "no speakable text found" in result.output


def test_huge_unpunctuated_paragraph_is_cut_into_engine_sized_clips(tmp_path):
    (tmp_path / "seeds").mkdir()
    (tmp_path / "seeds" / "wall.txt").write_text("天地玄黃宇宙洪荒" * 2500 + "\n",
                                                 encoding="utf-8")
    result = narrate(tmp_path, "build", "--engine", "espeak", "--dry-run", "--json")
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if line.startswith("synthesize")]
    assert json.loads(result.stdout.splitlines()[-1])["clips"] == 200
    assert all(len(line.rsplit("  ", 1)[-1]) <= 100 for line in lines)
    assert not (tmp_path / "out").exists()


def test_unclosed_quote_ends_at_its_paragraph(tmp_path):
    text = "他說：「我們走吧。\n眾人默然。\n"
    (tmp_path / "book.txt").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["segments", str(tmp_path / "book.txt"),
                                       "--config", str(tmp_path / "none.yaml")])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.output.splitlines()]
    quote = next(r for r in records if r["kind"] == "dialogue")
    assert quote["text"] == "「我們走吧。\n" and quote["end"] == text.index("眾")
    assert records[-1]["text"] == "眾人默然。\n" and records[-1]["kind"] == "narration"


def test_usage_errors_exit_2(tmp_path):
    result = CliRunner().invoke(main, ["build", "--jobs", "99"])
    assert result.exit_code == 2
    result = CliRunner().invoke(main, ["build", "--seeds", str(tmp_path / "missing"),
                                       "--config", str(tmp_path / "none.yaml"),
                                       "--out", str(tmp_path / "out")])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "missing" in result.output


def test_an_empty_seeds_file_is_a_warning_and_writes_nothing(tmp_path):
    (tmp_path / "seeds").mkdir()
    (tmp_path / "seeds" / "empty.txt").write_bytes(b"")
    result = narrate(tmp_path, "build", "--engine", "espeak")
    assert result.exit_code == 0, result.output
    assert "no speakable text found" in result.output
    assert not (tmp_path / "out").exists()


def test_a_damaged_manifest_means_a_full_rewrite_not_a_crash(project):
    (manifest,) = (project / "out").rglob(".narrate-manifest.json")
    for damaged in ("[]", "{not json", '{"chapters": {"01": {"files": 3}}}'):
        manifest.write_text(damaged, encoding="utf-8")
        result = narrate(project, "build", "--engine", "espeak", "--json")
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout.strip().splitlines()[-1])
        assert (summary["synthesized"], summary["chapters_written"]) == (0, 2)


def test_a_second_build_of_the_same_book_stops_at_once(project):
    import fcntl

    (lock_path,) = (project / "out" / "某人").glob(".*.lock")
    before = snapshot(project / "out" / "某人" / "小書")
    (project / "seeds" / "book.txt").write_text(TEXT.replace("遵命", "得令"), encoding="utf-8")
    with lock_path.open("a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        result = narrate(project, "build", "--engine", "espeak")
    assert result.exit_code == 1
    (line,) = result.output.strip().splitlines()
    assert "another narrate build is writing this book" in line
    assert snapshot(project / "out" / "某人" / "小書") == before


def test_an_unwritable_out_folder_is_one_line(project):
    (project / "blocker").write_text("a file where a folder should be", encoding="utf-8")
    result = narrate(project, "build", "--engine", "espeak", "--cache",
                     str(project / "blocker" / "cache"))
    assert result.exit_code == 1 and "Traceback" not in result.output
    (line,) = result.output.strip().splitlines()
    assert "blocker" in line and "check free space and permissions" in line


def test_an_edit_in_one_chapter_leaves_the_next_chapters_files_alone(project):
    book = project / "out" / "某人" / "小書"
    second = sorted(book.glob("02*"))
    before = {path.name: (path.stat().st_mtime_ns, path.read_bytes()) for path in second}
    edited = TEXT.replace("我們必須立刻班師。", "我們必須在入冬之前立刻班師。")
    (project / "seeds" / "book.txt").write_text(edited, encoding="utf-8")
    result = narrate(project, "build", "--engine", "espeak", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert (summary["synthesized"], summary["chapters_written"]) == (1, 1)
    after = {path.name: (path.stat().st_mtime_ns, path.read_bytes()) for path in second}
    assert after == before
    # its offsets are into its own chapter, so they are still right after the edit
    timeline = json.loads(next(book.glob("02*.json")).read_text(encoding="utf-8"))
    chapter_text = edited[edited.index("第二章"):]
    for segment in timeline["segments"]:
        assert chapter_text[segment["source_start"]:segment["source_end"]] == segment["text"]

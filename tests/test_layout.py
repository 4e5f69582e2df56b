"""Output names and folders: safe on every file system, in the layout servers read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.layout import atomic_write, book_dir, chapter_stem, safe_name, temp_sibling
from pipeline.model import Book, Chapter


def chapter(index: int, title: str) -> Chapter:
    return Chapter(index=index, title=title, source="book.txt", text="", start=0)


@pytest.mark.parametrize(("raw", "expected"), [
    ("第十二章 班師", "第十二章 班師"),
    ("../../etc/passwd", "／…／etc／passwd"),
    ("..", "untitled"),
    (".hidden", "hidden"),
    ("a/b\\c", "a／b＼c"),
    ('問:何*故?"<>|', '問：何＊故？＂＜＞｜'),
    ("line\nbreak\ttab", "line break tab"),
    ("bell\x07null\x00del\x7f", "bellnulldel"),
    ("right\u202eto-left\u200b", "rightto-left"),
    ("  trailing dots... ", "trailing dots"),
    ("", "untitled"),
    ("\x00\x01", "untitled"),
    ("CON", "_CON"),
    ("nul.mp3", "_nul.mp3"),
    ("Console", "Console"),
])
def test_safe_name_cases(raw: str, expected: str) -> None:
    assert safe_name(raw) == expected


def test_safe_name_trims_long_names_at_a_character_boundary() -> None:
    name = safe_name("長" * 100)  # 300 bytes of UTF-8
    assert len(name.encode()) <= 120
    assert name == "長" * 40
    assert len(safe_name("a" * 1000, max_bytes=50)) == 50


@given(st.text(max_size=300))
def test_safe_name_is_always_one_usable_component(text: str) -> None:
    name = safe_name(text)
    assert name and name not in (".", "..")
    assert not set(name) & set('/\\:*?"<>|\x00')
    assert all(ord(c) >= 32 and ord(c) != 127 for c in name)
    assert len(name.encode("utf-8")) <= 120
    assert not name.startswith(".") and not name.endswith((".", " "))
    assert safe_name(name) == name  # stable: a safe name stays as it is


def test_safe_names_are_creatable_files(tmp_path: Path) -> None:
    raws = ["../x", "a/b", "..", "CON", "長" * 200, "tab\tname", "q?"]
    for raw in raws:
        path = tmp_path / safe_name(raw)
        path.write_text("ok")
        assert path.parent == tmp_path  # nothing escaped the folder
    assert len(os.listdir(tmp_path)) == len(raws)


def test_book_dir_is_author_then_title() -> None:
    book = Book(title="唐/傳奇", author="", chapters=())
    assert book_dir(Path("out"), book) == Path("out") / "Unknown" / "唐／傳奇"
    book = Book(title="孔乙己", author="魯迅", chapters=())
    assert book_dir(Path("out"), book) == Path("out/魯迅/孔乙己")


def test_chapter_stem_pads_to_the_width_of_the_total() -> None:
    assert chapter_stem(chapter(3, "第三章 班師"), 9) == "03 - 第三章 班師"
    assert chapter_stem(chapter(3, "x"), 120) == "003 - x"
    assert chapter_stem(chapter(12, "a/b"), 1000) == "0012 - a／b"
    assert chapter_stem(chapter(1, ""), 5) == "01"
    stems = [chapter_stem(chapter(i, "c"), 150) for i in range(1, 151)]
    assert stems == sorted(stems)


def test_atomic_write_replaces_whole_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    target.write_text("old")
    atomic_write(target, "新內容")
    assert target.read_text(encoding="utf-8") == "新內容"
    assert sorted(os.listdir(tmp_path)) == ["a.txt"]


def test_atomic_write_failure_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    target.write_text("old")
    temp_sibling(target).mkdir()  # the temp name is taken by a folder: writing fails
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"

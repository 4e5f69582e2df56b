"""Whole-book files: book.m4b, chapters.txt and the playlist, read back and checked
against the chapter MP3s they are made from."""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path

import pytest

from pipeline.assemble import assemble_chapter
from pipeline.audiobook import write_book_files
from pipeline.config import Pauses
from pipeline.errors import ExportError
from pipeline.export import export_chapter
from pipeline.model import NARRATOR, Book, Chapter, Clip, Speech, Voice
from tests import audio_helpers as ah

VOICE = Voice(engine="espeak", name="cmn")
PAUSES = Pauses(chapter_start=0.5, chapter_end=1.0)
TITLES = ["第一章 出征", "第二章 安市=城;#一\\戰", "尾聲"]


def make_book(folder: Path) -> tuple[Book, list[tuple[Chapter, Path, float]], Path]:
    chapters = tuple(Chapter(index=n, title=title, source="唐.txt", text="", start=0)
                     for n, title in enumerate(TITLES, 1))
    book = Book(title="唐太宗東征", author="佚名", chapters=chapters)
    cover = folder / "cover.png"
    folder.mkdir(parents=True, exist_ok=True)
    cover.write_bytes(ah.png_image())
    files = []
    for chapter in chapters:
        items = [(Clip(chapter=chapter.index, index=n, segment=n, paragraph=n,
                       speaker=NARRATOR, text="句。", start=n, end=n + 2, voice=VOICE,
                       engine_text="句。"),
                  Speech(ah.speechlike(0.8 + 0.4 * chapter.index, seed=n), ah.RATE))
                 for n in range(2)]
        audio = assemble_chapter(items, PAUSES)
        mp3 = export_chapter(chapter, book, len(chapters), audio, [], folder, cover=cover)[0]
        files.append((chapter, mp3, audio.duration))
    return book, files, cover


@pytest.fixture(scope="module")
def book_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("out") / "佚名" / "唐太宗東征"
    book, files, cover = make_book(folder)
    paths = write_book_files(folder, book, files, cover=cover)
    return folder, book, files, paths


def starts_of(files) -> list[float]:
    starts, elapsed = [], 0.0
    for _, _, seconds in files:
        starts.append(elapsed)
        elapsed += seconds
    return starts


def test_book_files_are_written_and_nothing_else(book_files) -> None:
    folder, _, files, paths = book_files
    assert [p.name for p in paths] == ["book.m4b", "chapters.txt", "playlist.m3u"]
    chapter_names = {n for _, mp3, _ in files for n in os.listdir(folder)
                     if n.startswith(mp3.stem)}
    assert set(os.listdir(folder)) == {*chapter_names, "cover.png",
                                       *(p.name for p in paths)}


def test_m4b_audio_tags_and_cover(book_files) -> None:
    _, _, files, paths = book_files
    m4b = paths[0]
    total = sum(seconds for _, _, seconds in files)
    pcm = ah.decode(m4b)
    # each chapter is AAC-encoded once on its own: at most two frames of priming/padding
    assert 0 <= ah.duration(pcm) - total <= 0.1 * len(files)
    meter = ah.loudness(m4b)
    assert abs(meter.integrated + 18.0) <= 0.5 and meter.true_peak < -1.0
    tags, _ = ah.ffmetadata(m4b)
    assert (tags["title"], tags["album"], tags["artist"], tags["genre"]) == (
        "唐太宗東征", "唐太宗東征", "佚名", "Audiobook")
    assert tags["major_brand"].strip() == "M4B"
    info = ah.describe(m4b)
    assert re.search(r"Audio: aac .*mono", info)
    assert "(attached pic)" in info


def test_m4b_has_one_chapter_per_chapter_at_the_right_times(book_files) -> None:
    _, _, files, paths = book_files
    read = ah.chapters(paths[0])
    assert [c.title for c in read] == TITLES
    assert read[0].start == 0
    for before, after in itertools.pairwise(read):
        assert abs(after.start - before.end) <= 0.002
    for chapter, (_, _, seconds) in zip(read, files, strict=True):
        # AAC frames pad each chapter by at most 2 x 1024 samples (85 ms at 24 kHz)
        assert 0 <= (chapter.end - chapter.start) - seconds <= 0.086
    # and the audio agrees: each chapter's speech begins after its opening pause
    onsets = [end for _, end in ah.silences(ah.decode(paths[0]), min_seconds=0.3)]
    for start in (chapter.start for chapter in read):
        assert any(abs(onset - (start + PAUSES.chapter_start)) <= 0.1 for onset in onsets)


def test_chapters_txt(book_files) -> None:
    _, _, files, paths = book_files
    lines = paths[1].read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(TITLES)
    for line, start, title in zip(lines, starts_of(files), TITLES, strict=True):
        found = re.fullmatch(r"(\d\d):(\d\d):(\d\d) (.+)", line)
        assert found, line
        hours, minutes, seconds, shown = found.groups()
        assert int(hours) * 3600 + int(minutes) * 60 + int(seconds) == int(start)
        assert shown == title


def test_playlist_lists_the_chapter_files(book_files) -> None:
    folder, _, files, paths = book_files
    lines = paths[2].read_text(encoding="utf-8").splitlines()
    assert lines[:2] == ["#EXTM3U", "#PLAYLIST:唐太宗東征"]
    entries = list(zip(lines[2::2], lines[3::2], strict=True))
    assert len(entries) == len(files)
    for (info, name), (chapter, mp3, seconds) in zip(entries, files, strict=True):
        assert info == f"#EXTINF:{round(seconds)},{chapter.title}"
        assert not Path(name).is_absolute() and (folder / name).resolve() == mp3.resolve()


def test_failures_leave_the_previous_book_files(book_files, tmp_path: Path) -> None:
    folder = tmp_path / "book"
    book, files, _ = make_book(folder)
    first = write_book_files(folder, book, files)
    before = {p: p.read_bytes() for p in first}
    names = set(os.listdir(folder))
    # a chapter file gone, then a chapter file that is not audio at all
    missing = [*files, (files[0][0], folder / "gone.mp3", 1.0)]
    with pytest.raises(ExportError, match=r"gone\.mp3.*missing"):
        write_book_files(folder, book, missing)
    broken = folder / "broken.mp3"
    broken.write_bytes(b"not audio" * 100)
    with pytest.raises(ExportError, match=r"book\.m4b: cannot join .*broken\.mp3"):
        write_book_files(folder, book, [*files, (files[0][0], broken, 1.0)])
    assert {p: p.read_bytes() for p in first} == before
    assert set(os.listdir(folder)) == names | {"broken.mp3"}


def test_no_chapters_writes_nothing(tmp_path: Path) -> None:
    assert write_book_files(tmp_path, Book("t", "a", ()), []) == []
    assert os.listdir(tmp_path) == []

"""LOAD stage: encodings, line endings, refusal of non-text, chapter headings, the book."""

from __future__ import annotations

import struct
import time
import zipfile
import zlib
from pathlib import Path

import opencc
import pytest

from pipeline.errors import InputError
from pipeline.load import decode_text, is_heading, load_book, split_chapters

SEED = Path(__file__).resolve().parent.parent / "seeds" / "000_32476c0f85278ec0.txt"
SEED_TEXT = SEED.read_bytes().decode("utf-8")
SIMPLIFIED = opencc.OpenCC("t2s").convert(SEED_TEXT)


def write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def png_bytes() -> bytes:
    """A real 1x1 PNG image."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels)
            + chunk(b"IEND", b""))


# -- encodings ---------------------------------------------------------------------------

@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le-bom",
                                      "utf-16-be-bom", "utf-32", "gb18030", "big5"])
def test_seed_text_decodes_in_every_encoding(tmp_path, encoding):
    if encoding == "utf-16-le-bom":
        data = b"\xff\xfe" + SEED_TEXT.encode("utf-16-le")
    elif encoding == "utf-16-be-bom":
        data = b"\xfe\xff" + SEED_TEXT.encode("utf-16-be")
    else:
        data = SEED_TEXT.encode(encoding)
    path = write(tmp_path / "seeds" / "book.txt", data)
    text = decode_text(path)
    assert text == SEED_TEXT
    assert not text.startswith("\ufeff")


@pytest.mark.parametrize("encoding", ["gb18030", "gbk", "gb2312", "utf-8-sig", "utf-16"])
def test_simplified_text_decodes(tmp_path, encoding):
    path = write(tmp_path / "book.txt", SIMPLIFIED.encode(encoding))
    assert decode_text(path) == SIMPLIFIED


@pytest.mark.parametrize("length", [2, 6, 20, 80])
def test_short_big5_and_gb_snippets_are_told_apart(tmp_path, length):
    # Both decoders accept many short byte strings; the common-character score decides.
    for text, encoding in [(SEED_TEXT, "big5"), (SIMPLIFIED, "gb18030"), (SEED_TEXT, "gb18030")]:
        snippet = text[:length]
        path = write(tmp_path / f"{encoding}.txt", snippet.encode(encoding))
        assert decode_text(path) == snippet, (encoding, snippet)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("text", [SEED_TEXT, SIMPLIFIED, "Chapter 1\nPlain English.\n"])
def test_utf16_without_bom_is_recognised(tmp_path, encoding, text):
    path = write(tmp_path / "book.txt", text.encode(encoding))
    assert decode_text(path) == text


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_line_endings_become_newlines(tmp_path, newline):
    data = SEED_TEXT.replace("\n", newline).encode("big5")
    text = decode_text(write(tmp_path / "book.txt", data))
    assert "\r" not in text
    assert text == SEED_TEXT


def test_mixed_line_endings_and_bom(tmp_path):
    data = "\ufeff第一章 起\r\n一行\r二行\n三行\r\n".encode()
    assert decode_text(write(tmp_path / "a.txt", data)) == "第一章 起\n一行\n二行\n三行\n"


def test_utf8_cut_mid_character_keeps_the_text(tmp_path):
    data = SEED_TEXT.encode()[:-1]  # the last character loses its last byte
    text = decode_text(write(tmp_path / "cut.txt", data))
    assert text == SEED_TEXT[:-1] + "\ufffd"


def test_large_legacy_file_decodes_quickly(tmp_path):
    data = (SEED_TEXT * 300).encode("big5")  # about a million characters
    began = time.perf_counter()
    text = decode_text(write(tmp_path / "big.txt", data))
    assert len(text) == len(SEED_TEXT) * 300
    assert time.perf_counter() - began < 2.0


def test_empty_file_decodes_to_nothing(tmp_path):
    assert decode_text(write(tmp_path / "empty.txt", b"")) == ""


# -- refusal of what is not text ---------------------------------------------------------

def _zip_bytes(tmp_path: Path) -> bytes:
    archive = tmp_path / "made.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("chapter.txt", SEED_TEXT)
    return archive.read_bytes()


@pytest.mark.parametrize("kind", ["png", "zip", "random", "high-bytes"])
def test_binary_file_is_refused_with_one_line(tmp_path, kind):
    data = {
        "png": png_bytes(),
        "zip": _zip_bytes(tmp_path) if kind == "zip" else b"",
        "random": bytes((i * 7919 + 13) % 256 for i in range(4096)),
        "high-bytes": bytes(range(0x80, 0x100)) * 8,
    }[kind]
    path = write(tmp_path / "seeds" / "cover.bin", data)
    with pytest.raises(InputError) as info:
        decode_text(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("seeds/cover.bin: not a text file")
    assert "remove it from seeds/ or save it as UTF-8 text" in message


def test_missing_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match=r"nothing\.txt: cannot be read"):
        decode_text(tmp_path / "nothing.txt")


# -- headings ----------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "第十二章 班師", "第十二章　班師", "第3回", "第１２回 夜戰", "第一百零八節", "第一百零八节",
    "第二卷", "卷二", "卷十 終局", "序章", "序", "楔子", "尾聲", "尾声", "後記", "后记",
    "第 3 章：開端", "  第四章  ", "第一章班師", "第兩千零一話 歸來", "第〇章", "【第五章】",
    "第一回 宴桃園豪傑三結義，斬黃巾英雄首立功", "番外一 舊事", "Chapter 7", "第三十集",
    "第一章 「別離」",
])
def test_heading_lines(line):
    assert is_heading(line)


@pytest.mark.parametrize("line", [
    "第三回說到這裡，眾人都笑了。", "第三回合，他終於倒下了", "序幕拉開了", "第一次見面",
    "卷起袖子就幹", "他說：「第一章寫完了。」", "第一章" + "很長的標題" * 10, "",
    "第二天，李世民起身。", "尾聲將近，眾人散去。", "第三回說「走」",
])
def test_prose_lines_are_not_headings(line):
    assert not is_heading(line)


def test_split_chapters_offsets_titles_and_preamble():
    text = "　　前言之前的話。\n\n第一章 班師\n正文一。\n第2回\n正文二。\n尾聲\n完。\n"
    chapters = split_chapters(text, "book.txt")
    assert [c.title for c in chapters] == ["book", "第一章 班師", "第2回", "尾聲"]
    assert [c.index for c in chapters] == [1, 2, 3, 4]
    assert "".join(c.text for c in chapters) == text
    for chapter in chapters:
        assert text[chapter.start:chapter.start + len(chapter.text)] == chapter.text
        assert chapter.source == "book.txt"
    assert chapters[1].text == "第一章 班師\n正文一。\n"
    assert chapters[3].text == "尾聲\n完。\n"


def test_blank_preamble_is_dropped_and_volume_heading_merges():
    text = "\n\n第一卷 風起\n\n第一章 出征\n正文。\n第二章 歸來\n正文。"
    chapters = split_chapters(text, "b.txt")
    assert [c.title for c in chapters] == ["第一卷 風起 第一章 出征", "第二章 歸來"]
    assert chapters[0].start == 2
    assert chapters[0].text.startswith("第一卷 風起\n")
    assert chapters[1].text == "第二章 歸來\n正文。"


def test_file_without_heading_is_one_chapter_named_after_it():
    chapters = split_chapters(SEED_TEXT, "000_32476c0f85278ec0.txt")
    assert len(chapters) == 1
    assert chapters[0].title == "000_32476c0f85278ec0"
    assert chapters[0].text == SEED_TEXT and chapters[0].start == 0


def test_blank_text_has_no_chapters():
    assert split_chapters("", "a.txt") == []
    assert split_chapters(" \n\u3000\n", "a.txt") == []


def test_simplified_headings_with_crlf_file(tmp_path):
    body = "第一章 开端\r\n他来了。\r\n第二章 结局\r\n他走了。\r\n"
    path = write(tmp_path / "seeds" / "book.txt", body.encode("gb18030"))
    chapters = split_chapters(decode_text(path), path.name)
    assert [c.title for c in chapters] == ["第一章 开端", "第二章 结局"]
    assert chapters[1].start == len("第一章 开端\n他来了。\n")


# -- the book ----------------------------------------------------------------------------

def test_load_book_reads_files_in_name_order_and_renumbers(tmp_path):
    seeds = tmp_path / "我的小說" / "seeds"
    write(seeds / "10.txt", "第十章 末\n終。\n".encode("big5"))
    write(seeds / "2.txt", "第二章 中\n中。\n第三章 又\n又。\n".encode("utf-16"))
    write(seeds / "1.txt", "楔子\n始。\n".encode())
    write(seeds / "cover.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(100))
    write(seeds / "Cover.PNG", png_bytes())
    write(seeds / ".hidden.txt", b"\x00\x01")
    (seeds / "drafts").mkdir()
    book = load_book(seeds)
    assert book.title == "我的小說"
    assert book.author == "Unknown"
    assert [c.title for c in book.chapters] == ["楔子", "第二章 中", "第三章 又", "第十章 末"]
    assert [c.index for c in book.chapters] == [1, 2, 3, 4]
    assert [c.source for c in book.chapters] == ["1.txt", "2.txt", "2.txt", "10.txt"]
    third = book.chapters[2]
    assert decode_text(seeds / "2.txt")[third.start:third.start + len(third.text)] == third.text


def test_load_book_title_and_author_given(tmp_path):
    write(tmp_path / "seeds" / "a.txt", "正文。".encode())
    book = load_book(tmp_path / "seeds", title="三國", author="羅貫中")
    assert (book.title, book.author) == ("三國", "羅貫中")


def test_load_book_refuses_a_stray_image(tmp_path):
    seeds = tmp_path / "seeds"
    write(seeds / "a.txt", "正文。".encode())
    write(seeds / "photo.png", png_bytes())
    with pytest.raises(InputError, match=r"^seeds/photo.png: not a text file"):
        load_book(seeds)


def test_missing_and_empty_seeds_folder(tmp_path):
    with pytest.raises(InputError, match="no such folder; create it"):
        load_book(tmp_path / "seeds")
    (tmp_path / "seeds").mkdir()
    write(tmp_path / "seeds" / "cover.jpg", b"\xff\xd8\xff")
    with pytest.raises(InputError, match=r"no text files; put the novel's \.txt files in it"):
        load_book(tmp_path / "seeds")


def test_blank_file_adds_no_chapter(tmp_path):
    write(tmp_path / "seeds" / "a.txt", b"")
    write(tmp_path / "seeds" / "b.txt", "第一章\n正文。".encode())
    book = load_book(tmp_path / "seeds")
    assert [(c.index, c.source) for c in book.chapters] == [(1, "b.txt")]


def test_load_book_on_the_seed_folder():
    book = load_book(SEED.parent)
    assert len(book.chapters) == 1
    chapter = book.chapters[0]
    assert chapter.title == SEED.stem
    assert chapter.text == SEED_TEXT
    assert book.title == SEED.parent.parent.name

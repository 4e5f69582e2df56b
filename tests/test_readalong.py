"""The read-along page: its data, its file, and the real page driven in headless Chromium."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import urllib.parse
from array import array
from pathlib import Path

import pytest
from browser import MISSING, chromium, chromium_path

from pipeline.errors import ExportError
from pipeline.ffmpeg import run_ffmpeg
from pipeline.readalong import (
    HUES,
    clip_pieces,
    embed_json,
    open_in_browser,
    speaker_legend,
    write_readalong,
)

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seeds" / "000_32476c0f85278ec0.txt"
RATE = 22050
SECONDS_PER_CHAR = 0.05
GAP = 0.25  # silence between segments
TONES = {"narrator": 220.0, "李世民": 330.0, "李道宗": 440.0, "蓋蘇文": 550.0}

# Who speaks the quotes of the seed's first nine paragraphs, in order (read by hand).
SEED_SPEAKERS = ["李世民", "李世民", "李世民", "李道宗", "李世民"]
# Chapter two, written for this test: narration, two speakers, a shaky attribution, and
# text that would break a naive <script> embedding.
CHAPTER_TWO = [
    ("narration", "narrator", "次日，蓋蘇文登上城樓，望著唐軍的營火。", 1.0, "", 0),
    ("dialogue", "蓋蘇文", "「</script><!-- 唐軍若退，我便追擊。」", 0.55, "previous-speaker", 0),
    ("narration", "narrator", "\n", 1.0, "", 0),
    ("narration", "narrator", "李道宗在城下高聲道：", 1.0, "", 1),
    ("dialogue", "李道宗", "「來者何人？」", 0.95, "name-before-quote", 1),
    ("narration", "narrator", "\n", 1.0, "", 1),
]


# -- fixture: a real book folder with chapter MP3s and timestamps ------------------------


def seed_segments() -> list[tuple[str, str, str, float, str, int]]:
    """The seed's first paragraphs split at 「」 by hand, speakers from SEED_SPEAKERS."""
    paragraphs = SEED.read_text(encoding="utf-8").split("\n")[:9]
    speakers = iter(SEED_SPEAKERS)
    rows = []
    for number, paragraph in enumerate(paragraphs):
        pieces = [p for p in re.split(r"(「[^」]*」)", paragraph + "\n") if p]
        for piece in pieces:
            if piece.startswith("「"):
                rows.append(("dialogue", next(speakers), piece, 0.92, "name-before-quote",
                             number))
            else:
                rows.append(("narration", "narrator", piece, 1.0, "", number))
    assert next(speakers, None) is None, "SEED_SPEAKERS no longer matches the seed"
    return rows


def tone(seconds: float, frequency: float) -> array:
    samples = array("h")
    for n in range(round(seconds * RATE)):
        fade = min(1.0, n / 200, (seconds * RATE - n) / 200)
        samples.append(int(9000 * fade * math.sin(2 * math.pi * frequency * n / RATE)))
    return samples


def make_chapter(book: Path, number: int, title: str,
                 rows: list[tuple[str, str, str, float, str, int]]) -> dict:
    """Write ``NN - title.mp3`` (a tone per segment, pitched by speaker) and its JSON.

    Like the real export, segments with nothing to say (bare line breaks) are left out.
    """
    pcm = array("h")
    segments = []
    offset = 0
    for index, (kind, speaker, text, confidence, rule, paragraph) in enumerate(rows):
        spoken = text.strip()
        start = len(pcm) / RATE
        clips = []
        if spoken:
            # Clips: one per sentence, as the pipeline cuts them.
            sentences = [s for s in re.findall(r".*?(?:[。？！]+[」』]*|$)", text, re.DOTALL)
                         if s.strip()]
            position = 0
            for sentence in sentences:
                clip_start = len(pcm) / RATE
                pcm.extend(tone(len(sentence.strip()) * SECONDS_PER_CHAR, TONES[speaker]))
                at = text.index(sentence, position)
                clips.append({"text": sentence, "start": round(clip_start, 3),
                              "end": round(len(pcm) / RATE, 3), "source_start": offset + at,
                              "source_end": offset + at + len(sentence)})
                position = at + len(sentence)
        end = len(pcm) / RATE
        if not spoken:
            offset += len(text)
            continue
        segments.append({
            "index": index, "kind": kind, "speaker": speaker, "text": text,
            "start": round(start, 3), "end": round(end, 3), "source_start": offset,
            "source_end": offset + len(text), "paragraph": paragraph,
            "confidence": confidence, "rule": rule, "clips": clips,
        })
        offset += len(text)
        pcm.extend(array("h", bytes(2 * round(GAP * RATE))))
    stem = f"{number:02d} - {title}"
    run_ffmpeg(["-f", "s16le", "-ar", str(RATE), "-ac", "1", "-i", "pipe:0",
                "-codec:a", "libmp3lame", "-b:a", "48k", "-y", str(book / f"{stem}.mp3")],
               stdin=pcm.tobytes())
    chapter = {"book": "遼東之役", "author": "測試作者", "chapter": number, "title": title,
               "audio": f"{stem}.mp3", "duration": round(len(pcm) / RATE, 3),
               "segments": segments}
    (book / f"{stem}.json").write_text(json.dumps(chapter, ensure_ascii=False, indent=1),
                                      encoding="utf-8")
    return chapter


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    folder = tmp_path_factory.mktemp("out") / "測試作者" / "遼東之役"
    folder.mkdir(parents=True)
    chapters = [make_chapter(folder, 1, "班師", seed_segments()),
                make_chapter(folder, 2, "城下", CHAPTER_TWO)]
    (folder / "book.json").write_text("{}", encoding="utf-8")  # not a chapter: ignored
    return folder, chapters


def embedded_data(page: str) -> dict:
    match = re.search(r'<script type="application/json" id="narrate-data">(.*?)</script>',
                      page, re.DOTALL)
    assert match, "no embedded data block"
    return json.loads(match.group(1))


# -- the file ------------------------------------------------------------------------


def test_write_readalong_embeds_every_chapter_safely(book: tuple[Path, list[dict]]) -> None:
    folder, chapters = book
    target = write_readalong(folder)
    assert target == folder / "index.html"
    assert not list(folder.glob(".index-*")), "temporary file left behind"
    page = target.read_text(encoding="utf-8")
    data = embedded_data(page)
    assert [c["n"] for c in data["chapters"]] == [1, 2]
    for written, chapter in zip(data["chapters"], chapters, strict=True):
        # Relative, percent-encoded, and pointing at the real file next to the page.
        assert written["audio"].isascii() and " " not in written["audio"]
        assert urllib.parse.unquote(written["audio"]) == chapter["audio"]
        assert (folder / chapter["audio"]).is_file()
        texts = ["".join(piece[0] for piece in s["x"]) for s in written["segments"]]
        assert texts == [s["text"] for s in chapter["segments"]]
    # The book's "</script><!--" is inside the data, yet the block ends only once.
    assert page.count("</script>") == 2
    assert "\\u003c/script\\u003e\\u003c!--" in page
    assert '<html lang="zh-Hant">' in page
    assert "<title>遼東之役 · 測試作者</title>" in page
    assert "http://" not in page and "https://" not in page, "the page must work offline"


def test_write_readalong_refuses_broken_input(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="no chapter timestamps"):
        write_readalong(tmp_path)
    (tmp_path / "01 - 甲.json").write_text('{"chapter": 1, "title": "甲"}', encoding="utf-8")
    with pytest.raises(ExportError, match=r"01 - 甲\.json: .*'audio' is missing"):
        write_readalong(tmp_path)
    (tmp_path / "01 - 甲.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(ExportError, match=r"01 - 甲\.json: cannot read"):
        write_readalong(tmp_path)
    (tmp_path / "01 - 甲.json").write_text(json.dumps(
        {"chapter": 1, "title": "甲", "audio": "../x.mp3", "duration": 1.0, "segments": []}),
        encoding="utf-8")
    with pytest.raises(ExportError, match="must be a file name"):
        write_readalong(tmp_path)
    assert not (tmp_path / "index.html").exists()


def test_embed_json_survives_any_text() -> None:
    nasty = '</script><script>alert(1)</script><!-- & \u2028 " \\'
    text = embed_json({"t": nasty})
    assert "<" not in text and ">" not in text
    assert json.loads(text) == {"t": nasty}


def test_speaker_colours_are_distinct_and_follow_who_speaks_most(
        book: tuple[Path, list[dict]]) -> None:
    _, chapters = book
    legend = speaker_legend(chapters)
    names = [entry["name"] for entry in legend]
    assert names[0] == "narrator" and legend[0]["hue"] is None
    assert names[1:] == ["李世民", "李道宗", "蓋蘇文"]  # 4, 2 and 1 lines
    assert [entry["lines"] for entry in legend[1:]] == [4, 2, 1]
    assert [entry["hue"] for entry in legend[1:]] == list(HUES[:3])
    # Same colours whatever the order the chapters come in.
    assert speaker_legend(chapters[::-1]) == legend


def test_clip_pieces_split_the_text_at_clips() -> None:
    segment = {"text": "甲說。乙笑。\n", "source_start": 10, "clips": [
        {"source_start": 10, "source_end": 13}, {"source_start": 13, "source_end": 16}]}
    assert clip_pieces(segment) == [["甲說。", 0], ["乙笑。", 1], ["\n", -1]]
    broken = dict(segment, clips=[{"source_start": 12, "source_end": 99}])
    assert clip_pieces(broken) == [["甲說。乙笑。\n", -1]]


def test_open_in_browser_uses_the_default_browser(tmp_path: Path) -> None:
    page = tmp_path / "書 1" / "index.html"
    page.parent.mkdir()
    page.write_text("<p>hi</p>", encoding="utf-8")
    seen = tmp_path / "seen.txt"
    fake = tmp_path / "fake-browser"
    fake.write_text(f'#!/bin/sh\nprintf %s "$1" > "{seen}"\n', encoding="utf-8")
    fake.chmod(0o755)
    code = ("import sys; from pathlib import Path; from pipeline.readalong import "
            "open_in_browser; print(open_in_browser(Path(sys.argv[1])))")
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER")}
    # webbrowser reads $BROWSER once per process, hence a fresh interpreter each time.
    opened = subprocess.run([sys.executable, "-c", code, str(page)], cwd=ROOT, text=True,
                            capture_output=True, env={**base, "BROWSER": str(fake)},
                            check=True)
    assert opened.stdout.strip() == "True"
    assert seen.read_text(encoding="utf-8") == page.resolve().as_uri()
    headless = subprocess.run([sys.executable, "-c", code, str(page)], cwd=ROOT, text=True,
                              capture_output=True, env=base, check=True)
    if sys.platform.startswith("linux"):
        assert headless.stdout.strip() == "False"
    assert open_in_browser  # imported for the type checker's sake


# -- the page, in a real browser ----------------------------------------------------------

needs_chromium = pytest.mark.skipif(chromium_path() is None, reason=MISSING)


@needs_chromium
def test_page_follows_the_audio_in_chromium(book: tuple[Path, list[dict]]) -> None:
    folder, chapters = book
    page_path = write_readalong(folder)
    first, second = chapters
    with chromium() as context:
        page = context.new_page()
        problems: list[str] = []
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.goto(page_path.as_uri())
        page.wait_for_selector("body[data-ready=true]")
        page.wait_for_function("document.getElementById('audio').readyState >= 1")

        # The browser decoded our MP3: its length is the chapter's.
        duration = page.evaluate("document.getElementById('audio').duration")
        assert abs(duration - first["duration"]) < 0.15

        def current() -> int:
            return page.evaluate(
                "Number((document.querySelector('.seg.cur') || {dataset: {k: -1}}).dataset.k)")

        def seek_and_wait(seconds: float) -> None:
            page.evaluate(f"document.getElementById('audio').currentTime = {seconds}")
            page.wait_for_function(
                f"Math.abs(Number(document.body.dataset.time) - {seconds}) < 0.01")

        # Seeking moves the highlight to the segment spoken at that time.
        segments = first["segments"]
        # Laid out as in the book: the seed's paragraphs, word for word.
        shown = page.locator("#paragraphs p").all_inner_texts()
        book_text = SEED.read_text(encoding="utf-8").split("\n")[:9]
        assert [re.sub(r"(李世民|李道宗) \d+%", "", p) for p in shown] == book_text
        for k in (0, 3, 7, len(segments) - 1, 2):
            middle = (segments[k]["start"] + segments[k]["end"]) / 2
            seek_and_wait(middle)
            assert current() == k, f"at {middle:.2f}s"
            assert page.locator(".seg.cur").first.is_visible()
        dialogue = next(k for k, s in enumerate(segments) if s["kind"] == "dialogue")
        seek_and_wait(segments[dialogue]["start"] + 0.01)
        assert page.inner_text("#d-speaker") == "李世民"
        assert page.inner_text("#d-confidence") == "92%"
        assert "speaker: 李世民" in page.inner_text("#snippet")

        # Clicking a line seeks to its start and plays from it.
        target = 5
        page.locator(f'.seg[data-k="{target}"]').first.click()
        page.wait_for_function("!document.getElementById('audio').paused")
        page.evaluate("document.getElementById('audio').pause()")
        position = page.evaluate("document.getElementById('audio').currentTime")
        assert segments[target]["start"] - 0.01 <= position < segments[target]["end"]
        assert current() == target

        # Keyboard: arrows step through lines, space plays and pauses.
        page.keyboard.press("ArrowRight")
        assert current() == target + 1
        page.wait_for_function(
            f"Math.abs(document.getElementById('audio').currentTime - "
            f"{segments[target + 1]['start']}) < 0.05")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowUp")
        assert current() == target
        page.keyboard.press("Space")
        page.wait_for_function("!document.getElementById('audio').paused")
        page.keyboard.press("Space")
        page.wait_for_function("document.getElementById('audio').paused")

        # The chapter list switches chapters, audio and text.
        page.get_by_role("button", name=re.compile("城下")).click()
        page.wait_for_function("document.body.dataset.chapter === '2'")
        page.wait_for_function("document.getElementById('audio').readyState >= 1")
        assert page.evaluate("document.getElementById('audio').src").endswith(
            "/02%20-%20%E5%9F%8E%E4%B8%8B.mp3")
        text = page.inner_text("#paragraphs")
        assert "</script><!-- 唐軍若退" in text  # shown as text, not parsed as markup
        assert "遼東早寒" not in text
        assert page.locator(".seg.flag").count() >= 1  # the 55% line is flagged
        assert page.inner_text("#review").count("蓋蘇文") == 1
        shaky = 1
        seek_and_wait((second["segments"][shaky]["start"] + second["segments"][shaky]["end"]) / 2)
        assert current() == shaky
        assert "check this line" in page.inner_text("#d-confidence")
        page.select_option("#fix-speaker", "李道宗")
        assert page.inner_text("#snippet") == (
            'overrides:\n  - {chapter: 2, quote: "</script", speaker: 李道宗}')

        # Back to the seed chapter for the picture kept as an artifact.
        page.get_by_role("button", name=re.compile("班師")).click()
        page.wait_for_function("document.body.dataset.chapter === '1'")
        page.wait_for_function("document.getElementById('audio').readyState >= 1")
        seek_and_wait((segments[dialogue]["start"] + segments[dialogue]["end"]) / 2)
        page.mouse.move(0, 0)
        artifacts = ROOT / "test-artifacts"
        artifacts.mkdir(exist_ok=True)
        page.screenshot(path=str(artifacts / "readalong.png"))
        assert (artifacts / "readalong.png").stat().st_size > 20_000
        assert problems == []

"""Incremental builds: a 10-chapter book made from the seed, built cold, after a
one-sentence edit, and with nothing changed; then stitching 100 / 1,000 / 5,000 clips.

    python benchmarks/incremental.py [--chapters 10] [--skip-stitch]

Uses the offline engine, so it runs anywhere. Prints one line per measurement.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pipeline.assemble import assemble_chapter  # noqa: E402
from pipeline.build import BuildOptions, build  # noqa: E402
from pipeline.config import Pauses  # noqa: E402
from pipeline.model import NARRATOR, Clip, Speech, Voice  # noqa: E402

SEED = REPO / "seeds" / "000_32476c0f85278ec0.txt"
NUMERALS = "一二三四五六七八九十"
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def chapter_text(seed: str, number: int) -> str:
    """The seed with every run of ideographs rotated by the chapter number, so each
    chapter has the seed's shape (quotes, sentences, lengths) but clips of its own."""
    def rotate(match: re.Match[str]) -> str:
        run = match.group(0)
        shift = number % len(run)
        return run[shift:] + run[:shift]

    body = CJK_RUN.sub(rotate, seed) if number > 1 else seed
    return f"第{NUMERALS[(number - 1) % 10]}章 班師之{number}\n{body}\n"


def make_book(folder: Path, chapters: int) -> Path:
    seed = SEED.read_text(encoding="utf-8")
    seeds = folder / "seeds"
    seeds.mkdir(parents=True)
    text = "".join(chapter_text(seed, n) for n in range(1, chapters + 1))
    (seeds / "book.txt").write_text(text, encoding="utf-8")
    shutil.copy(REPO / "voices.yaml", folder / "voices.yaml")
    return seeds / "book.txt"


def timed_build(folder: Path, label: str) -> float:
    options = BuildOptions(seeds_dir=folder / "seeds", config_path=folder / "voices.yaml",
                           out_dir=folder / "out", engine="espeak")
    with open(os.devnull, "w") as quiet:
        started = time.perf_counter()
        report = build(options, warn=lambda line: None, progress_stream=quiet)
        seconds = time.perf_counter() - started
    print(f"{label:<22} {seconds:7.2f} s  clips {report.clips:5d}  synthesized "
          f"{report.synthesized:5d}  reused {report.reused:5d}  chapters written "
          f"{report.chapters_written}")
    return seconds


def stitch(count: int) -> float:
    rate = 24000
    tone = bytes(range(256)) * (rate * 2 // 256)  # one second of non-silent PCM
    speech = Speech(tone, rate)
    voice = Voice("espeak", "cmn")
    items = [(Clip(chapter=1, index=i, segment=i // 3, paragraph=i // 9, speaker=NARRATOR,
                   text="句", start=i, end=i + 1, voice=voice, engine_text="句"), speech)
             for i in range(count)]
    started = time.perf_counter()
    assemble_chapter(items, Pauses())
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapters", type=int, default=10)
    parser.add_argument("--skip-stitch", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        book = make_book(folder, args.chapters)
        cold = timed_build(folder, "cold build")
        text = book.read_text(encoding="utf-8")
        edited = text.replace("李世民此時已沒有了入遼東時的豪情萬丈。",
                              "李世民此時早已沒有了入遼東時的豪情萬丈。", 1)
        assert edited != text
        book.write_text(edited, encoding="utf-8")
        edit = timed_build(folder, "one-sentence edit")
        noop = timed_build(folder, "no-op rebuild")
        print(f"edit / cold = {edit / cold:.1%}   no-op / cold = {noop / cold:.1%}")
        print(f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    if not args.skip_stitch:
        times = {count: stitch(count) for count in (100, 1000, 5000)}
        for count, seconds in times.items():
            print(f"stitch {count:5d} clips {seconds:7.2f} s")
        print(f"5000 / 100 = {times[5000] / times[100]:.1f}x")


if __name__ == "__main__":
    main()

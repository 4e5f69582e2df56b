"""narrate build end to end on the seed chapter, with the offline engine: the MP3 is
decoded and measured against its timestamps; rebuilds do only what changed."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from audio_helpers import decode, media_duration, rms_dbfs, silences
from click.testing import CliRunner

from pipeline.cli import main

REPO = Path(__file__).resolve().parents[1]
SEED = REPO / "seeds" / "000_32476c0f85278ec0.txt"
DEMO_SPEAKERS = {"narrator", "李世民", "李道宗", "安市城主", "蓋蘇文"}


def make_project(folder: Path) -> Path:
    (folder / "seeds").mkdir(parents=True)
    shutil.copy(SEED, folder / "seeds" / SEED.name)
    shutil.copy(REPO / "voices.yaml", folder / "voices.yaml")
    return folder


def narrate(project: Path, *args: str):
    result = CliRunner().invoke(main, [
        args[0], "--seeds", str(project / "seeds"), "--config", str(project / "voices.yaml"),
        "--out", str(project / "out"), *args[1:]])
    return result


def build_json(project: Path, *args: str) -> dict:
    result = narrate(project, "build", "--engine", "espeak", "--json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout.strip().splitlines()[-1])


def snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    """Every file below ``folder`` with its mtime and content."""
    return {str(path.relative_to(folder)): (path.stat().st_mtime_ns, path.read_bytes())
            for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The seed built once; tests that change it work on a copy."""
    project = make_project(tmp_path_factory.mktemp("seed"))
    summary = build_json(project)
    assert summary["chapters"] == 1 and summary["chapters_written"] == 1
    assert summary["reused"] == 0 and summary["synthesized"] > 100
    (project / "cold.json").write_text(json.dumps(summary))
    return project


def make_short_project(folder: Path) -> Path:
    """The seed's first four paragraphs: a book that builds in seconds."""
    project = make_project(folder)
    seed = project / "seeds" / SEED.name
    seed.write_text("\n".join(seed.read_text(encoding="utf-8").split("\n")[:4]) + "\n",
                    encoding="utf-8")
    return project


@pytest.fixture(scope="module")
def short_built(tmp_path_factory) -> Path:
    """The short book built once, for tests of the build's mechanics, not of the seed."""
    project = make_short_project(tmp_path_factory.mktemp("short"))
    assert build_json(project)["chapters_written"] == 1
    return project


def copy_of(built: Path, tmp_path: Path) -> Path:
    shutil.copytree(built, tmp_path / "project", copy_function=shutil.copy2)
    # the copy's cache must not keep the original book's clips alive for narrate clean
    shutil.rmtree(tmp_path / "project" / "out" / ".cache" / "clips" / "books")
    return tmp_path / "project"


def book_dir(project: Path) -> Path:
    (directory,) = (path for path in (project / "out").glob("佚名/*") if path.is_dir())
    return directory


def chapter_file(project: Path, suffix: str) -> Path:
    (path,) = book_dir(project).glob(f"01 - *{suffix}")
    return path


def test_seed_builds_a_multi_voice_chapter_whose_audio_matches_its_timestamps(built):
    mp3 = chapter_file(built, ".mp3")
    timeline = json.loads(mp3.with_suffix(".json").read_text(encoding="utf-8"))
    speakers = {segment["speaker"] for segment in timeline["segments"]}
    assert speakers >= DEMO_SPEAKERS, speakers

    pcm = decode(mp3)
    seconds = len(pcm) / 2 / 24000
    assert abs(seconds - timeline["duration"]) < 0.1
    assert seconds > 120  # the seed is ~3,000 characters of speech
    clips = [clip for segment in timeline["segments"] for clip in segment["clips"]]
    # Speech where the cues say, silence in the pauses between them.
    for clip in clips[::15]:
        assert rms_dbfs(pcm, clip["start"], clip["end"]) > -40, clip
    gaps = [(a["end"], b["start"]) for a, b in itertools.pairwise(clips)
            if b["start"] - a["end"] > 0.35]
    assert gaps
    for start, end in gaps[::10]:
        assert rms_dbfs(pcm, start + 0.1, end - 0.1) < -45, (start, end)
    # The last cue ends where the speech ends (within 0.3 s).
    quiet = silences(mp3.with_suffix(".mp3"), threshold_db=-50, min_seconds=0.5)
    speech_end = quiet[-1][0] if quiet and quiet[-1][1] >= seconds - 0.05 else seconds
    assert abs(clips[-1]["end"] - speech_end) < 0.3, (clips[-1]["end"], speech_end)


def test_seed_sidecars_name_the_speakers(built):
    directory = book_dir(built)
    text = chapter_file(built, ".srt").read_text(encoding="utf-8")
    for speaker in DEMO_SPEAKERS - {"narrator"}:
        assert speaker in text
    for name in ("book.m4b", "chapters.txt", "index.html"):
        assert (directory / name).stat().st_size > 0
    assert list(directory.glob("*.m3u*"))


def test_noop_rebuild_synthesizes_nothing_and_touches_nothing(built, tmp_path):
    project = copy_of(built, tmp_path)
    before = snapshot(project / "out")
    summary = build_json(project)
    assert (summary["synthesized"], summary["chapters_written"]) == (0, 0)
    cold = json.loads((project / "cold.json").read_text())
    assert summary["reused"] == cold["synthesized"]
    assert snapshot(project / "out") == before


def test_one_sentence_edit_resynthesizes_one_clip(built, tmp_path):
    project = copy_of(built, tmp_path)
    seed = project / "seeds" / SEED.name
    text = seed.read_text(encoding="utf-8")
    seed.write_text(text.replace("李道宗領命前去布置。", "李道宗領命前去安排。"), encoding="utf-8")
    parts = project / "out" / ".cache" / "aac"
    (before,) = parts.rglob("*.aac")
    summary = build_json(project)
    (after,) = parts.rglob("*.aac")  # the chapter's new AAC part replaced the old one
    assert after != before
    assert media_duration(book_dir(project) / "book.m4b") == pytest.approx(
        media_duration(chapter_file(project, ".mp3")), abs=0.1)
    assert summary["synthesized"] == 1 and summary["chapters_written"] == 1
    timeline = json.loads(chapter_file(project, ".json").read_text(encoding="utf-8"))
    assert any("李道宗領命前去安排。" in s["text"] for s in timeline["segments"])

    cleaned = CliRunner().invoke(main, ["clean", "--out", str(project / "out")])
    assert cleaned.exit_code == 0, cleaned.output
    assert cleaned.output.startswith("removed 1 unused clips, freed ")


def test_clean_keeps_the_clips_of_another_book_sharing_the_cache(tmp_path):
    shared = tmp_path / "shared-cache"
    first = make_project(tmp_path / "first")
    second = make_project(tmp_path / "second")
    (first / "seeds" / SEED.name).write_text("李道宗道：「遵旨。」\n", encoding="utf-8")
    (second / "seeds" / SEED.name).write_text("李世民說道：「班師。」\n", encoding="utf-8")
    assert build_json(first, "--cache", str(shared))["synthesized"] == 2
    assert build_json(second, "--cache", str(shared))["synthesized"] == 2
    cleaned = CliRunner().invoke(main, ["clean", "--out", str(first / "out"),
                                        "--cache", str(shared)])
    assert cleaned.exit_code == 0 and cleaned.output.startswith("removed 0 unused clips")
    assert build_json(second, "--cache", str(shared))["synthesized"] == 0


def test_dry_run_lists_work_and_touches_nothing(built, tmp_path):
    project = copy_of(built, tmp_path)
    (project / "voices.yaml").write_text(
        (project / "voices.yaml").read_text(encoding="utf-8").replace(
            'espeak: {voice: cmn+m8, rate: "+12%"}', 'espeak: {voice: cmn+m8, rate: "+20%"}'),
        encoding="utf-8")
    before = snapshot(project / "out")
    result = narrate(project, "build", "--engine", "espeak", "--dry-run", "--json")
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    planned = [line for line in lines if line.startswith("synthesize")]
    assert planned and all("蓋蘇文" in line for line in planned)
    assert sum(line.startswith("write") for line in lines) == 1
    assert json.loads(lines[-1])["synthesized"] == len(planned)
    assert snapshot(project / "out") == before


def test_identical_inputs_give_byte_identical_outputs(short_built, tmp_path):
    # Same clips (espeak itself varies by a few samples between runs, so the clips come
    # from the first build's cache), fresh output folder: every file must be identical.
    project = make_short_project(tmp_path / "again")
    summary = build_json(project, "--cache", str(short_built / "out" / ".cache" / "clips"))
    assert summary["synthesized"] == 0
    for suffix in (".json", ".srt", ".vtt", ".lrc", ".mp3"):
        first, second = chapter_file(short_built, suffix), chapter_file(project, suffix)
        assert first.read_bytes() == second.read_bytes(), suffix
    assert b"/tmp" not in chapter_file(project, ".json").read_bytes()


def test_failed_build_leaves_out_as_it_was(built, tmp_path):
    project = copy_of(built, tmp_path)
    before = snapshot(project / "out")
    config = project / "voices.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("rate: \"-5%\"", "rate: -5"),
                      encoding="utf-8")
    result = narrate(project, "build", "--engine", "espeak")
    assert result.exit_code == 2
    assert "voices.yaml:" in result.output and "sign required" in result.output
    assert "Traceback" not in result.output
    assert snapshot(project / "out") == before

    config.write_text((REPO / "voices.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    started = time.monotonic()
    result = narrate(project, "build", "--engine", "edge")  # no network here
    assert result.exit_code == 1 and time.monotonic() - started < 10
    assert len(result.output.strip().splitlines()) == 1 and "--engine espeak" in result.output
    assert snapshot(project / "out") == before


BUILD = [sys.executable, "-m", "pipeline.cli", "build", "--engine", "espeak",
         "--seeds", "seeds", "--config", "voices.yaml", "--out", "out"]


def process_env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), **extra}


def _as_in_a_terminal() -> None:
    # A suite started in the background of a shell inherits SIGINT ignored; a user's
    # narrate build in a terminal never does.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def build_until(project: Path, clips: int) -> subprocess.Popen:
    """Start narrate build in a process of its own; return once ``clips`` are cached."""
    process = subprocess.Popen(BUILD, cwd=project, env=process_env(), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, preexec_fn=_as_in_a_terminal)
    cache = project / "out" / ".cache" / "clips"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(list(cache.glob("??/*.clip"))) < clips:
        time.sleep(0.02)
    return process


def test_killed_build_resumes_to_the_same_result(built, tmp_path):
    project = make_project(tmp_path / "killed")
    process = build_until(project, 40)
    process.send_signal(signal.SIGKILL)
    process.communicate()
    cache = project / "out" / ".cache" / "clips"
    made = len(list(cache.glob("??/*.clip")))
    assert made >= 40

    # what a kill in the middle of writing leaves behind
    directory = book_dir(built)
    leftover = project / "out" / directory.parent.name / f".{directory.name}.staging-99999"
    leftover.mkdir(parents=True)
    (leftover / "01 - half.mp3").write_bytes(b"\0" * 100)
    summary = build_json(project)
    assert summary["reused"] >= made - 1 and summary["synthesized"] <= summary["clips"] - made + 1
    assert not list((project / "out").rglob(".*staging*"))
    assert not list((project / "out").rglob(".*.tmp"))
    resumed = {suffix: chapter_file(project, suffix).read_bytes()
               for suffix in (".json", ".srt", ".mp3")}
    shutil.rmtree(book_dir(project))  # a clean build from the same clips
    assert build_json(project)["synthesized"] == 0
    for suffix, content in resumed.items():
        assert chapter_file(project, suffix).read_bytes() == content, suffix


def test_ctrl_c_stops_cleanly_and_keeps_every_clip_made(tmp_path):
    project = make_project(tmp_path / "interrupted")
    process = build_until(project, 20)
    cache = project / "out" / ".cache" / "clips"
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr.decode()
    assert "interrupted; everything finished so far is kept" in stderr.decode()
    assert "Traceback" not in stderr.decode()
    made = len(list(cache.glob("??/*.clip")))
    assert made >= 20 and not list(cache.glob("??/.tmp-*"))
    resumed = build_json(project, "--dry-run")  # what the next build would do, no waiting
    assert resumed["reused"] >= made
    assert resumed["synthesized"] == resumed["clips"] - resumed["reused"]


def test_a_deleted_output_is_made_again_without_synthesis(short_built, tmp_path):
    project = copy_of(short_built, tmp_path)
    for name in ("index.html", "book.m4b"):
        (book_dir(project) / name).unlink()
    chapter_file(project, ".srt").unlink()
    summary = build_json(project)
    assert (summary["synthesized"], summary["chapters_written"]) == (0, 1)
    for name in ("index.html", "book.m4b"):
        assert (book_dir(project) / name).stat().st_size > 0
    assert chapter_file(project, ".srt").read_bytes() \
        == chapter_file(short_built, ".srt").read_bytes()


def test_open_shows_the_read_along_page_in_the_browser(built, tmp_path):
    project = copy_of(built, tmp_path)
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}\n')
    browser.chmod(0o755)
    env = process_env(BROWSER=str(browser))
    env.pop("DISPLAY", None)
    command = [*BUILD, "--open"]
    subprocess.run(command, cwd=project, env=env, check=True, capture_output=True)
    deadline = time.monotonic() + 10
    while not opened.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert opened.read_text().strip() == (book_dir(project) / "index.html").resolve().as_uri()

    env.pop("BROWSER")
    result = subprocess.run(command, cwd=project, env=env, capture_output=True, text=True)
    assert result.returncode == 0
    assert "no browser found; open" in result.stderr and "index.html" in result.stderr

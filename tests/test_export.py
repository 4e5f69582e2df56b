"""Export: every file a chapter writes is read back and checked against the audio."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest
from mutagen.id3 import ID3, CTOCFlags

from pipeline.assemble import ChapterAudio, assemble_chapter
from pipeline.config import Pauses
from pipeline.errors import ExportError
from pipeline.export import (
    Mark,
    chapter_marks,
    export_chapter,
    timestamps,
    timestamps_json,
    write_tags,
)
from pipeline.model import NARRATOR, Book, Chapter, Clip, Cue, Segment, Speech, Voice
from pipeline.subtitles import milliseconds, parse_lrc, parse_srt, parse_vtt
from tests import audio_helpers as ah

VOICE = Voice(engine="espeak", name="cmn")
PAUSES = Pauses(sentence=0.3, paragraph=0.8, speaker=0.45, chapter_start=0.5,
                chapter_end=1.2)
# (kind, speaker, paragraph, text, clip texts); segment texts joined form the chapter.
SCRIPT = [
    ("narration", NARRATOR, 0, "第二章 安市\n", ["第二章 安市"]),
    ("narration", NARRATOR, 1, "李世民接著道：", ["李世民接著道："]),
    ("dialogue", "李世民", 1, "「我們明天就班師。回朝！」", ["「我們明天就班師。", "回朝！」"]),
    ("narration", NARRATOR, 1, "\n", []),  # a line break: nothing to say
    ("narration", NARRATOR, 2, "安市城主躬身一揖，朗聲說道：",
     ["安市城主躬身一揖，", "朗聲說道："]),
    ("dialogue", "安市城主", 2, "「恭送陛下。」", ["「恭送陛下。」"]),
]


def records() -> tuple[Chapter, Book, list[Segment], list[tuple[Clip, Speech]]]:
    text = "".join(entry[3] for entry in SCRIPT)
    chapter = Chapter(index=2, title="第二章 安市", source="唐.txt", text=text, start=100)
    book = Book(title="唐太宗/東征", author="佚名", chapters=(chapter,))
    segments, items, offset = [], [], chapter.start
    for n, (kind, speaker, paragraph, seg_text, clip_texts) in enumerate(SCRIPT):
        segments.append(Segment(chapter=2, index=n, kind=kind, text=seg_text, start=offset,
                                end=offset + len(seg_text), paragraph=paragraph,
                                speaker=speaker, confidence=0.9 if kind == "dialogue" else 1,
                                rule="tag" if kind == "dialogue" else ""))
        clip_offset = offset
        for clip_text in clip_texts:
            clip_offset = text.index(clip_text, clip_offset - chapter.start) + chapter.start
            clip = Clip(chapter=2, index=len(items), segment=n, paragraph=paragraph,
                        speaker=speaker, text=clip_text, start=clip_offset,
                        end=clip_offset + len(clip_text), voice=VOICE, engine_text=clip_text)
            pcm = ah.speechlike(0.12 * len(clip_text), seed=len(items), level_db=-24,
                                pitch=110 if speaker == NARRATOR else 210, lead=0.1,
                                tail=0.25)
            items.append((clip, Speech(pcm=pcm, sample_rate=ah.RATE)))
            clip_offset += len(clip_text)
        offset += len(seg_text)
    return chapter, book, segments, items


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> tuple[Path, list[Path], ChapterAudio, list[Segment]]:
    chapter, book, segments, items = records()
    audio = assemble_chapter(items, PAUSES)
    folder = tmp_path_factory.mktemp("out") / "佚名" / "唐太宗"
    cover = folder.parent / "cover.png"
    folder.mkdir(parents=True)
    cover.write_bytes(ah.png_image())
    paths = export_chapter(chapter, book, 12, audio, segments, folder, cover=cover,
                           mark_seconds=3.0)
    return folder, paths, audio, segments


def test_files_are_named_by_chapter_and_nothing_else_is_left(exported) -> None:
    folder, paths, _, _ = exported
    assert [p.name for p in paths] == [f"02 - 第二章 安市{s}" for s in
                                       (".mp3", ".json", ".srt", ".vtt", ".lrc")]
    assert sorted(os.listdir(folder)) == sorted(p.name for p in paths)


def test_mp3_decodes_to_the_assembled_audio(exported) -> None:
    _, paths, audio, _ = exported
    pcm = ah.decode(paths[0])
    assert abs(ah.duration(pcm) - audio.duration) <= 0.1
    assert abs(ah.media_duration(paths[0]) - audio.duration) <= 0.1
    assert ah.rms_dbfs(pcm) > -40.0
    meter = ah.loudness(paths[0])
    assert abs(meter.integrated + 18.0) <= 0.5
    assert meter.true_peak < -1.0
    # pauses survive encoding: the paragraph break is a silence of ~0.8 s
    gaps = ah.silences(pcm, min_seconds=0.15)
    assert any(abs((end - start) - PAUSES.paragraph) <= 0.05 for start, end in gaps)


def test_tags(exported) -> None:
    _, paths, _, _ = exported
    tags = ID3(paths[0])
    assert tags.version[:2] == (2, 3)
    assert str(tags["TIT2"]) == "第二章 安市"
    assert str(tags["TALB"]) == "唐太宗/東征"
    assert str(tags["TPE1"]) == "佚名"
    assert str(tags["TRCK"]) == "2/12"
    assert str(tags["TCON"]) == "Audiobook"
    cover = tags.getall("APIC")[0]
    assert (cover.mime, cover.type, cover.data) == ("image/png", 3, ah.png_image())
    meta, _ = ah.ffmetadata(paths[0])
    assert (meta["title"], meta["album"], meta["artist"], meta["track"], meta["genre"]) == (
        "第二章 安市", "唐太宗/東征", "佚名", "2/12", "Audiobook")


def test_chapter_frames_in_time_order_with_a_table_of_contents(exported) -> None:
    _, paths, audio, _ = exported
    tags = ID3(paths[0])
    chaps = tags.getall("CHAP")  # in file order
    assert len(chaps) >= 2
    ids = [c.element_id for c in chaps]
    assert ids == [f"chp{n:03d}" for n in range(1, len(chaps) + 1)]
    raw = paths[0].read_bytes()
    assert [raw.index(i.encode()) for i in ids] == sorted(raw.index(i.encode()) for i in ids)
    assert chaps[0].start_time == 0 and chaps[-1].end_time == round(audio.duration * 1000)
    assert all(a.end_time == b.start_time for a, b in pairwise(chaps))
    toc = tags.getall("CTOC")[0]
    assert toc.flags & CTOCFlags.TOP_LEVEL and toc.flags & CTOCFlags.ORDERED
    assert toc.child_element_ids == ids
    # ffmpeg (and so ffprobe, Audiobookshelf, mpv) reads the same chapters in order
    read = ah.chapters(paths[0])
    assert [(round(c.start * 1000), round(c.end * 1000)) for c in read] == [
        (c.start_time, c.end_time) for c in chaps]
    assert [c.title for c in read] == [str(c.sub_frames["TIT2"]) for c in chaps]
    assert read[1].title.startswith("安市城主躬身一揖")


def test_chap_frames_keep_time_order_whatever_their_size(exported, tmp_path: Path) -> None:
    # mutagen on its own sorts frames by size: long titles first would go last.
    _, paths, _, _ = exported
    mp3 = tmp_path / "a.mp3"
    mp3.write_bytes(paths[0].read_bytes())
    chapter, book, _, _ = records()
    titles = ["很長很長的第一段標題" * 3, "第二段", "中等長度的第三段", "四"]
    marks = [Mark(title, n * 1000, (n + 1) * 1000) for n, title in enumerate(titles)]
    write_tags(mp3, chapter, book, 12, marks)
    assert [str(c.sub_frames["TIT2"]) for c in ID3(mp3).getall("CHAP")] == titles
    assert [c.title for c in ah.chapters(mp3)] == titles


def test_marks_group_paragraphs_and_cover_the_chapter() -> None:
    def cue(n: int, paragraph: int, start: float) -> Cue:
        clip = Clip(chapter=1, index=n, segment=n, paragraph=paragraph, speaker=NARRATOR,
                    text=f"段{paragraph}句{n}" * 3, start=0, end=1, voice=VOICE,
                    engine_text="x")
        return Cue(clip=clip, start=start, end=start + 4.0)

    cues = [cue(0, 0, 0.5), cue(1, 0, 5.0), cue(2, 1, 10.0), cue(3, 2, 15.0),
            cue(4, 2, 20.0), cue(5, 3, 25.0)]
    assert chapter_marks(cues, 31.0, min_seconds=8.0) == [
        Mark("段0句0段0句0段0句0段0句1…", 0, 10000),
        Mark("段1句2段1句2段1句2段2句3…", 10000, 25000),
        Mark("段3句5段3句5段3句5", 25000, 31000),
    ]
    assert chapter_marks(cues, 31.0, min_seconds=100.0) == [
        Mark("段0句0段0句0段0句0段0句1…", 0, 31000)]
    assert chapter_marks([], 2.0) == []


def test_timestamps_json(exported) -> None:
    folder, paths, audio, segments = exported
    data = json.loads(paths[1].read_text(encoding="utf-8"))
    assert list(data) == ["book", "author", "chapter", "title", "audio", "duration",
                          "segments"]
    assert (data["book"], data["author"], data["chapter"], data["title"]) == (
        "唐太宗/東征", "佚名", 2, "第二章 安市")
    assert data["audio"] == "02 - 第二章 安市.mp3" and (folder / data["audio"]).exists()
    assert data["duration"] == round(audio.duration, 3)
    # the line-break segment has no clips, so it is not listed
    assert [s["index"] for s in data["segments"]] == [0, 1, 2, 4, 5]
    keys = ["index", "kind", "speaker", "text", "start", "end", "source_start",
            "source_end", "paragraph", "confidence", "rule", "clips"]
    for record in data["segments"]:
        assert list(record) == keys
        segment = segments[record["index"]]
        # offsets are into the chapter's text (the fixture chapter starts at 100)
        assert (record["text"], record["source_start"], record["source_end"]) == (
            segment.text, segment.start - 100, segment.end - 100)
        assert record["speaker"] == segment.speaker and record["kind"] == segment.kind
        assert record["start"] == record["clips"][0]["start"]
        assert record["end"] == record["clips"][-1]["end"]
        for clip in record["clips"]:
            assert list(clip) == ["text", "start", "end", "source_start", "source_end"]
            assert clip["text"] in segment.text
            assert round(clip["start"], 3) == clip["start"] and clip["end"] > clip["start"]
    dialogue = data["segments"][2]
    assert (dialogue["speaker"], dialogue["confidence"], dialogue["rule"]) == (
        "李世民", 0.9, "tag")
    assert [c["text"] for c in dialogue["clips"]] == ["「我們明天就班師。", "回朝！」"]
    cue_times = [(round(c.start, 3), round(c.end, 3)) for c in audio.cues]
    assert [(c["start"], c["end"]) for s in data["segments"] for c in s["clips"]] == cue_times
    assert str(folder) not in paths[1].read_text(encoding="utf-8")


def test_identical_input_gives_identical_sidecars(exported, tmp_path: Path) -> None:
    _, paths, _, _ = exported
    chapter, book, segments, items = records()
    again = export_chapter(chapter, book, 12, assemble_chapter(items, PAUSES), segments,
                           tmp_path)
    for first, second in zip(paths[1:], again[1:], strict=True):
        assert first.read_bytes() == second.read_bytes()


def test_subtitles_match_the_decoded_audio(exported) -> None:
    _, paths, audio, _ = exported
    pcm = ah.decode(paths[0])
    decoded = ah.duration(pcm)
    speech_end = ah.silences(pcm, min_seconds=0.3)[-1][0]
    srt = parse_srt(paths[2].read_text(encoding="utf-8"))
    vtt = parse_vtt(paths[3].read_text(encoding="utf-8"))
    tags, lrc = parse_lrc(paths[4].read_text(encoding="utf-8"))
    assert tags["ti"] == "第二章 安市" and tags["ar"] == "佚名"
    for cues in (srt, vtt, lrc):
        assert len(cues) == len(audio.cues)
        assert all(c.end <= decoded for c in cues)
        assert abs(cues[-1].end - speech_end) <= 0.3
        assert [c.speaker for c in cues] == [c.clip.speaker for c in audio.cues]
    assert srt[2].text == "「我們明天就班師。" and srt[0].text == "第二章 安市"
    assert "[李世民] 「我們明天就班師。" in paths[2].read_text(encoding="utf-8")


@pytest.mark.parametrize("target", [-23.0, -16.0, None])
def test_loudness_target_of_the_mp3(target: float | None, tmp_path: Path) -> None:
    chapter, book, segments, items = records()
    audio = assemble_chapter(items, PAUSES)
    mp3 = export_chapter(chapter, book, 12, audio, segments, tmp_path, loudness=target)[0]
    meter = ah.loudness(mp3)
    expected = ah.loudness(audio.audio.raw_data).integrated if target is None else target
    assert abs(meter.integrated - expected) <= 0.5
    assert meter.true_peak < -1.0


def test_a_failed_export_leaves_the_previous_files(exported, tmp_path: Path) -> None:
    _, _, audio, segments = exported
    chapter, book, _, _ = records()
    first = export_chapter(chapter, book, 12, audio, segments, tmp_path)
    before = {p: p.read_bytes() for p in first}
    bad_cover = tmp_path / "cover.jpg"
    bad_cover.write_bytes(b"not an image")
    with pytest.raises(ExportError, match=r"cover\.jpg.*neither JPEG nor PNG"):
        export_chapter(chapter, book, 12, audio, segments[:2], tmp_path, cover=bad_cover)
    assert {p: p.read_bytes() for p in first} == before
    assert sorted(os.listdir(tmp_path)) == sorted([*(p.name for p in first), "cover.jpg"])


def test_timestamps_list_the_words_each_clip_was_heard_at() -> None:
    espeak = pytest.importorskip("pipeline.engines.espeak")
    engine = espeak.EspeakEngine()
    chapter, book, segments, items = records()
    voice = Voice(engine="espeak", name="cmn")
    timed = []
    for clip, speech in items:
        if clip.speaker != NARRATOR:  # the dialogue is read by the engine, with words
            engine_text = engine.prepare(clip.text, voice)
            clip = replace(clip, engine_text=engine_text)
            speech = engine.synthesize(engine_text, voice)
        timed.append((clip, speech))

    def written() -> str:
        audio = assemble_chapter(timed, PAUSES)
        return timestamps_json(timestamps(chapter, book, "02", audio, segments))

    text = written()
    assert text == written()  # byte-identical for identical input
    audio = assemble_chapter(timed, PAUSES)
    clips = [c for s in json.loads(text)["segments"] for c in s["clips"]]
    assert len(clips) == len(audio.cues)
    for record, cue in zip(clips, audio.cues, strict=True):
        if cue.clip.speaker == NARRATOR:  # no timings: no key
            assert list(record) == ["text", "start", "end", "source_start", "source_end"]
            continue
        assert list(record) == ["text", "start", "end", "source_start", "source_end",
                                "words"]
        assert len(record["words"]) == len(cue.words) > 0
        for word, timing in zip(record["words"], cue.words, strict=True):
            assert list(word) == ["offset", "length", "start", "end"]
            assert (word["offset"], word["length"]) == (timing.offset, timing.length)
            # (through the one rounding the exporters share: round(t, 3) can differ from
            # it by a millisecond at a half, as 5.1505 does)
            assert (word["start"], word["end"]) == (milliseconds(timing.start) / 1000,
                                                    milliseconds(timing.end) / 1000)
            assert record["start"] <= word["start"] <= word["end"] <= record["end"]
            assert record["text"][word["offset"]] not in "「」。！"


def test_offline_engine_chapter_is_exported_at_the_loudness_target(tmp_path: Path) -> None:
    espeak = pytest.importorskip("pipeline.engines.espeak")
    engine = espeak.EspeakEngine()
    chapter, book, segments, items = records()
    names = {NARRATOR: "cmn", "李世民": "cmn+m3", "安市城主": "cmn+f2"}
    spoken = []
    for clip, _ in items:
        # one speaker far too quiet: levelling and then the target must still be met
        voice = Voice(engine="espeak", name=names[clip.speaker],
                      volume=-40 if clip.speaker == "李世民" else 0)
        engine_text = engine.prepare(clip.text, voice)
        spoken.append((replace(clip, voice=voice, engine_text=engine_text),
                       engine.synthesize(engine_text, voice)))
    audio = assemble_chapter(spoken, PAUSES)
    mp3 = export_chapter(chapter, book, 12, audio, segments, tmp_path, loudness=-18.0)[0]
    meter = ah.loudness(mp3)
    assert abs(ah.loudness(audio.audio.raw_data).integrated + 18.0) > 1.0  # work to do
    assert abs(meter.integrated + 18.0) <= 0.5
    assert meter.true_peak < -1.0

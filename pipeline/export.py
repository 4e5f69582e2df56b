"""The export stage: a chapter's MP3 (tags, chapter marks, cover) and its sidecars
(timestamps JSON, SRT, WebVTT, LRC), each written whole or not at all.

Everything a chapter writes is made in hidden temp files beside the targets first; only
when all of them exist are they renamed into place, so a failure leaves the previous
files untouched.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from mutagen.id3 import APIC, CHAP, CTOC, ID3, TALB, TCON, TIT2, TPE1, TRCK, CTOCFlags, Encoding
from mutagen.id3._tags import save_frame

from pipeline.assemble import ChapterAudio
from pipeline.audiobook import AAC_OUTPUT
from pipeline.errors import ExportError
from pipeline.ffmpeg import pcm_input, run_ffmpeg
from pipeline.layout import chapter_stem, temp_sibling
from pipeline.loudness import DEFAULT_TARGET, normalize
from pipeline.model import Book, Chapter, Cue, Segment
from pipeline.subtitles import milliseconds, to_lrc, to_srt, to_vtt

# LAME VBR quality: ~64 kbps for mono speech at 24 kHz. Not CBR: this LAME scales CBR
# output by about -0.4 dB (measured: every frequency, every bitrate), VBR keeps the level.
MP3_QUALITY = 4
MIN_MARK_SECONDS = 20.0  # paragraphs are grouped into chapter marks at least this long
MARK_TITLE_CHARS = 16


@dataclass(frozen=True)
class Mark:
    """A chapter mark inside a chapter MP3 (an ID3 CHAP frame), times in milliseconds."""

    title: str
    start: int
    end: int


def _first_words(text: str, limit: int = MARK_TITLE_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + "…"


def chapter_marks(cues: Sequence[Cue], duration: float,
                  min_seconds: float = MIN_MARK_SECONDS) -> list[Mark]:
    """Marks covering the whole chapter without gaps, in time order: paragraphs grouped
    until a group lasts ``min_seconds``, each titled by its first words."""
    groups: list[list[Cue]] = []
    for cue in cues:
        if not groups or (cue.clip.paragraph != groups[-1][-1].clip.paragraph
                          and groups[-1][-1].end - groups[-1][0].start >= min_seconds):
            groups.append([cue])
        else:
            groups[-1].append(cue)
    total = milliseconds(duration)
    starts = [0] + [milliseconds(group[0].start) for group in groups[1:]]
    marks = []
    for n, group in enumerate(groups):
        end = starts[n + 1] if n + 1 < len(groups) else total
        title = _first_words("".join(cue.clip.text for cue in group))
        marks.append(Mark(title=title, start=starts[n], end=end))
    return marks


def _seconds(seconds: float) -> float:
    return milliseconds(seconds) / 1000


def _clip_record(cue: Cue, base: int) -> dict:
    """A clip's times and offsets in the chapter (``base``: the chapter's offset in its
    file); its words (offsets into the clip's text) when the engine timed them."""
    record: dict = {"text": cue.clip.text, "start": _seconds(cue.start),
                    "end": _seconds(cue.end), "source_start": cue.clip.start - base,
                    "source_end": cue.clip.end - base}
    if cue.words:
        record["words"] = [{"offset": w.offset, "length": w.length,
                            "start": _seconds(w.start), "end": _seconds(w.end)}
                           for w in cue.words]
    return record


def timestamps(chapter: Chapter, book: Book, stem: str, audio: ChapterAudio,
               segments: Sequence[Segment]) -> dict:
    """The timestamps record the read-along page reads: segments that are heard, each
    with its clips (and their timed words), times in seconds (ms precision), character
    offsets into the chapter's text: an edit in one chapter leaves the next ones' files
    as they are."""
    by_segment: dict[int, list[Cue]] = {}
    for cue in audio.cues:
        by_segment.setdefault(cue.clip.segment, []).append(cue)
    records = []
    for segment in segments:
        cues = by_segment.get(segment.index)
        if not cues:
            continue
        records.append({
            "index": segment.index,
            "kind": segment.kind,
            "speaker": segment.speaker or cues[0].clip.speaker,
            "text": segment.text,
            "start": _seconds(cues[0].start),
            "end": _seconds(cues[-1].end),
            "source_start": segment.start - chapter.start,
            "source_end": segment.end - chapter.start,
            "paragraph": segment.paragraph,
            "confidence": segment.confidence,
            "rule": segment.rule,
            "clips": [_clip_record(cue, chapter.start) for cue in cues],
        })
    return {"book": book.title, "author": book.author, "chapter": chapter.index,
            "title": chapter.title, "audio": f"{stem}.mp3",
            "duration": _seconds(audio.duration), "segments": records}


def timestamps_json(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def encode_mp3(audio: ChapterAudio, path: Path, quality: int = MP3_QUALITY,
               aac: Path | None = None) -> None:
    """Mono MP3 with a Xing/LAME header (exact duration and gapless trim for players),
    no tags: mutagen writes those. With ``aac``, the same PCM is also encoded there as the
    chapter's AAC part of book.m4b (one pass, no second lossy generation)."""
    segment = audio.audio
    also = [*AAC_OUTPUT, "-y", str(aac)] if aac is not None else []
    run_ffmpeg([*pcm_input(segment.frame_rate), "-c:a", "libmp3lame", "-q:a", str(quality),
                "-id3v2_version", "0", "-write_xing", "1", "-fflags", "+bitexact",
                "-flags:a", "+bitexact", "-f", "mp3", "-y", str(path), *also],
               stdin=segment.raw_data)


class _OrderedID3(ID3):
    """ID3 tags written in the order they were added. mutagen sorts frames by size when
    saving (ID3Tags._write), which scrambles CHAP frames; players that list chapters in
    file order (and ffmpeg) then show them out of time order."""

    def _write(self, config):
        return bytearray().join(save_frame(frame, config=config) for frame in self.values())


def _image_mime(data: bytes, path: Path) -> str:
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    raise ExportError(f"{path}: the cover is neither JPEG nor PNG; replace it or remove it")


def write_tags(path: Path, chapter: Chapter, book: Book, total: int, marks: Sequence[Mark],
               cover: Path | None = None) -> None:
    """ID3v2.3 tags (the version every player reads): titles, track n/N, genre, cover,
    then a top-level ordered CTOC and one CHAP per mark, in time order."""
    tags = _OrderedID3()
    text = Encoding.UTF16  # valid in v2.3 and v2.4 alike
    tags.add(TIT2(encoding=text, text=chapter.title))
    tags.add(TALB(encoding=text, text=book.title))
    tags.add(TPE1(encoding=text, text=book.author))
    tags.add(TRCK(encoding=text, text=f"{chapter.index}/{total}"))
    tags.add(TCON(encoding=text, text="Audiobook"))
    width = max(3, len(str(len(marks))))
    ids = [f"chp{n:0{width}d}" for n in range(1, len(marks) + 1)]
    if marks:
        tags.add(CTOC(element_id="toc", flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
                      child_element_ids=ids,
                      sub_frames=[TIT2(encoding=text, text=chapter.title)]))
    for element_id, mark in zip(ids, marks, strict=True):
        tags.add(CHAP(element_id=element_id, start_time=mark.start, end_time=mark.end,
                      start_offset=0xFFFFFFFF, end_offset=0xFFFFFFFF,
                      sub_frames=[TIT2(encoding=text, text=mark.title)]))
    if cover is not None:
        data = cover.read_bytes()
        tags.add(APIC(encoding=Encoding.LATIN1, mime=_image_mime(data, cover), type=3,
                      desc="", data=data))
    tags.save(path, v2_version=3, v1=0)


def export_chapter(chapter: Chapter, book: Book, total: int, audio: ChapterAudio,
                   segments: Sequence[Segment], directory: Path,
                   cover: Path | None = None,
                   loudness: float | None = DEFAULT_TARGET,
                   mark_seconds: float = MIN_MARK_SECONDS,
                   aac_part: Path | None = None) -> list[Path]:
    """Write ``<stem>.mp3`` and its .json/.srt/.vtt/.lrc into ``directory``; return the
    paths, MP3 first. The MP3 is normalized to ``loudness`` LUFS integrated with true
    peaks under -1 dBTP (None: encode the audio as it is). ``mark_seconds`` is the
    shortest chapter mark (CHAP) inside it. ``aac_part``: also write the chapter's AAC
    part for book.m4b there."""
    directory.mkdir(parents=True, exist_ok=True)
    stem = chapter_stem(chapter, total)
    mp3 = directory / f"{stem}.mp3"
    sidecars = {
        directory / f"{stem}.json": timestamps_json(timestamps(chapter, book, stem, audio,
                                                               segments)),
        directory / f"{stem}.srt": to_srt(audio.cues),
        directory / f"{stem}.vtt": to_vtt(audio.cues),
        directory / f"{stem}.lrc": to_lrc(audio.cues, chapter.title, artist=book.author,
                                          album=book.title, duration=audio.duration),
    }
    if aac_part is not None:
        aac_part.parent.mkdir(parents=True, exist_ok=True)
    targets = [mp3, *sidecars, *([aac_part] if aac_part is not None else [])]
    temp = {target: temp_sibling(target) for target in targets}
    if loudness is not None and audio.cues:
        # a gain (and at most a limiter with compensated latency): cue times still hold
        audio = replace(audio, audio=normalize(audio.audio, loudness))
    try:
        encode_mp3(audio, temp[mp3], aac=temp[aac_part] if aac_part is not None else None)
        marks = chapter_marks(audio.cues, audio.duration, mark_seconds)
        write_tags(temp[mp3], chapter, book, total, marks, cover)
        for target, content in sidecars.items():
            temp[target].write_text(content, encoding="utf-8", newline="\n")
        for target in targets:
            os.replace(temp[target], target)
    except OSError as error:
        raise ExportError(f"{directory}: cannot write {stem}: {error.strerror or error}; "
                          "check free space and permissions") from error
    finally:
        for path in temp.values():
            path.unlink(missing_ok=True)
    return [mp3, *sidecars]

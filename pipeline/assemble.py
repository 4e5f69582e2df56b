"""The assemble stage: a chapter's clips stitched into one track, with the real position of
every clip (its cue) in that track.

Each clip is resampled to the chapter rate, trimmed of the near-silence engines leave
around a sentence (so a cue ends where its speech ends), and levelled so every speaker
sounds as loud as the others. Pauses are then laid between clips according to what
separates them, and the whole chapter is joined in one pass from raw bytes: pydub's
``a + b`` copies both buffers, which makes a loop of them quadratic in the chapter length.
"""

from __future__ import annotations

import math
import statistics
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from pydub import AudioSegment

from pipeline.config import Pauses
from pipeline.loudness import measure
from pipeline.model import Clip, Cue, Speech, WordTiming

WINDOW = 0.01  # seconds per analysis window when trimming
SILENCE_FLOOR = -55.0  # dBFS RMS: a window this quiet is silence whatever the clip
SILENCE_BELOW_PEAK = 45.0  # dB under the clip's peak that still counts as silence
PAD_WINDOWS = 1  # keep one window either side of the sound so onsets are not clipped
MIN_MEASURE = 3.0  # seconds: integrated loudness needs several 400 ms gating blocks
MAX_LEVEL_GAIN = 24.0  # dB: beyond this a "speaker" is really silence or noise


@dataclass(frozen=True)
class ChapterAudio:
    audio: AudioSegment  # mono, 16-bit, at the assembly sample rate
    cues: tuple[Cue, ...]  # one per clip, in order, times in seconds into ``audio``
    duration: float  # seconds


def to_segment(speech: Speech, sample_rate: int) -> AudioSegment:
    """A clip's audio as mono 16-bit pydub audio at ``sample_rate``."""
    audio = AudioSegment(data=speech.pcm, sample_width=2, frame_rate=speech.sample_rate,
                         channels=1)
    return audio if speech.sample_rate == sample_rate else audio.set_frame_rate(sample_rate)


def sound_bounds(audio: AudioSegment) -> tuple[int, int] | None:
    """(first, last) frame of the sounding part of ``audio``, padded by a window either
    side; None when it is all silence. Scans from each end, so the cost is the length of
    the silence, not of the clip."""
    frames = int(audio.frame_count())
    if frames == 0 or audio.max == 0:
        return None
    threshold_db = max(SILENCE_FLOOR, audio.max_dBFS - SILENCE_BELOW_PEAK)
    threshold = 10 ** (threshold_db / 20) * audio.max_possible_amplitude
    window = max(1, round(WINDOW * audio.frame_rate))

    def loud(start: int) -> bool:
        return audio.get_sample_slice(start, min(frames, start + window)).rms > threshold

    first = next((i for i in range(0, frames, window) if loud(i)), None)
    if first is None:
        return None
    last = next(i for i in range((frames - 1) // window * window, -1, -window) if loud(i))
    start = max(0, first - PAD_WINDOWS * window)
    end = min(frames, last + (1 + PAD_WINDOWS) * window)
    return start, end


def _speaker_loudness(parts: Sequence[AudioSegment]) -> float:
    """Integrated loudness of everything a speaker says in the chapter. Short material is
    repeated to a few seconds: a loop measures like its content but passes the gate."""
    data = b"".join(part.raw_data for part in parts)
    if not data:
        return -math.inf
    seconds = len(data) / 2 / parts[0].frame_rate
    repeats = max(1, math.ceil(MIN_MEASURE / seconds))
    audio = AudioSegment(data=data * repeats, sample_width=2, frame_rate=parts[0].frame_rate,
                         channels=1)
    return measure(audio, true_peak=False).integrated


def level_gains(by_speaker: dict[str, list[AudioSegment]]) -> dict[str, float]:
    """Gain in dB per speaker that brings every speaker to a common loudness: the median
    speaker's, lowered if needed so that no speaker's gain would clip its peaks."""
    loudness = {speaker: _speaker_loudness(parts) for speaker, parts in by_speaker.items()}
    measured = {s: value for s, value in loudness.items() if math.isfinite(value)}
    if len(measured) < 2:
        return dict.fromkeys(by_speaker, 0.0)
    reference = statistics.median(measured.values())
    for speaker, value in measured.items():
        headroom = -max(part.max_dBFS for part in by_speaker[speaker]) - 0.3
        reference = min(reference, value + headroom)
    gains = dict.fromkeys(by_speaker, 0.0)
    for speaker, value in measured.items():
        gains[speaker] = max(-MAX_LEVEL_GAIN, min(MAX_LEVEL_GAIN, reference - value))
    return gains


def pause_between(previous: Clip, clip: Clip, pauses: Pauses) -> float:
    """Silence between two consecutive clips: the largest of the pauses that apply."""
    gap = pauses.sentence
    if clip.paragraph != previous.paragraph:
        gap = max(gap, pauses.paragraph)
    if clip.speaker != previous.speaker:
        gap = max(gap, pauses.speaker)
    return gap


def _anchors(engine_text: str, text: str) -> tuple[list[int], list[int]]:
    """Positions known to correspond in the engine text and the book text: both ends and
    the edges of every run of characters the two share (punctuation, mostly)."""
    engine_at, book_at = [0], [0]
    matcher = SequenceMatcher(None, engine_text, text, autojunk=False)
    for a, b, size in matcher.get_matching_blocks():
        for x, y in ((a, b), (a + size, b + size)):
            if x > engine_at[-1]:  # the last block is the ends, (len, len, 0)
                engine_at.append(x)
                book_at.append(y)
    return engine_at, book_at


def book_words(words: Sequence[WordTiming], engine_text: str,
               text: str) -> tuple[WordTiming, ...]:
    """``words`` (offsets into ``engine_text``) with offsets into the book ``text``.

    The same as they are when both texts have the same length (script conversion keeps
    it). Otherwise approximate: a position is interpolated between the nearest shared
    characters (so a word next to punctuation lands next to the same punctuation),
    offsets never go backwards and stay inside ``text``."""
    if len(engine_text) == len(text) or not words:
        return tuple(words)
    engine_at, book_at = _anchors(engine_text, text)

    def at(position: int) -> float:
        if len(engine_at) == 1:  # nothing to read: every word is at the start
            return 0.0
        position = max(0, min(len(engine_text), position))
        n = min(bisect_right(engine_at, position), len(engine_at) - 1)
        x0, x1, y0, y1 = engine_at[n - 1], engine_at[n], book_at[n - 1], book_at[n]
        return y0 + (position - x0) * (y1 - y0) / (x1 - x0)

    mapped: list[WordTiming] = []
    floor = 0
    for word in words:
        start = max(floor, min(len(text), math.floor(at(word.offset))))
        end = max(start, min(len(text), math.ceil(at(word.offset + word.length))))
        mapped.append(WordTiming(start, end - start, word.start, word.end))
        floor = start
    return tuple(mapped)


def placed_words(words: Sequence[WordTiming], shift: float, start: float,
                 end: float) -> tuple[WordTiming, ...]:
    """Clip-time ``words`` moved by ``shift`` seconds into chapter time and clamped to
    the cue's [start, end] (trimming may have cut a word's silent edge)."""
    def clamp(t: float) -> float:
        return max(start, min(end, t + shift))

    return tuple(WordTiming(w.offset, w.length, clamp(w.start), clamp(max(w.start, w.end)))
                 for w in words)


def assemble_chapter(items: Sequence[tuple[Clip, Speech]], pauses: Pauses,
                     sample_rate: int = 24000) -> ChapterAudio:
    """Stitch a chapter's clips (in order) into one track with a cue per clip. Speakers
    are levelled to each other; the chapter's own loudness target is applied by
    ``export_chapter``, on what it encodes."""
    trimmed: list[AudioSegment] = []
    sounding: list[bool] = []
    leads: list[float] = []  # seconds trimmed off the start of each clip
    by_speaker: dict[str, list[AudioSegment]] = {}
    for clip, speech in items:
        audio = to_segment(speech, sample_rate)
        bounds = sound_bounds(audio)
        if bounds is None:
            # A pause the planner made on purpose (punctuation-only text): keep it whole.
            trimmed.append(audio)
            sounding.append(False)
            leads.append(0.0)
            continue
        leads.append(bounds[0] / sample_rate)
        audio = audio.get_sample_slice(*bounds)
        trimmed.append(audio)
        sounding.append(True)
        by_speaker.setdefault(clip.speaker, []).append(audio)
    gains = level_gains(by_speaker)

    def silence(seconds: float) -> bytes:
        return bytes(2 * round(seconds * sample_rate))

    parts: list[bytes] = [silence(pauses.chapter_start)]
    frames = len(parts[0]) // 2
    cues: list[Cue] = []
    previous: Clip | None = None
    for (clip, speech), audio, has_sound, lead in zip(items, trimmed, sounding, leads,
                                                       strict=True):
        if previous is not None:
            parts.append(silence(pause_between(previous, clip, pauses)))
            frames += len(parts[-1]) // 2
        gain = gains.get(clip.speaker, 0.0) if has_sound else 0.0
        data = audio.apply_gain(gain).raw_data if gain else audio.raw_data
        parts.append(data)
        start = frames
        frames += len(data) // 2
        cue_start, cue_end = start / sample_rate, frames / sample_rate
        words = placed_words(book_words(speech.words, clip.engine_text, clip.text),
                             cue_start - lead, cue_start, cue_end)
        cues.append(Cue(clip=clip, start=cue_start, end=cue_end, words=words))
        previous = clip
    parts.append(silence(pauses.chapter_end))
    frames += len(parts[-1]) // 2

    audio = AudioSegment(data=b"".join(parts), sample_width=2, frame_rate=sample_rate,
                         channels=1)
    return ChapterAudio(audio=audio, cues=tuple(cues), duration=frames / sample_rate)

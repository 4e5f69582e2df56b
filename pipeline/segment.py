"""SEGMENT stage: a chapter's text becomes narration and dialogue segments.

Quotes are 「」『』“”‘’ and paired ASCII ``"``. Nested quotes stay inside their outer
quote. A quote that runs over several paragraphs in the Chinese convention (reopened at
each paragraph, closed only at the last) is one segment; an unclosed quote ends at its
paragraph. Segments tile the chapter text exactly: whitespace and line breaks belong to
the segment before them. ``sentences`` cuts a segment into clip-sized pieces.
"""

from __future__ import annotations

import re

from pipeline.load import is_heading
from pipeline.model import Chapter, Segment
from pipeline.punctuation import CLAUSE_ENDS, SENTENCE_END

OPEN_TO_CLOSE = {"「": "」", "『": "』", "“": "”", "‘": "’"}
CLOSERS = frozenset(OPEN_TO_CLOSE.values())
MAX_HEADING_LINES = 4  # a volume, part and chapter heading may stack up at the top
_QUOTE_RE = re.compile(r"[「」『』“”‘’\"]")

# (kind, start, end, paragraph) of a segment's content, relative to the chapter text.
_Span = tuple[str, int, int, int]


def _content_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """``[start, end)`` with surrounding whitespace trimmed."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _next_content(text: str, pos: int) -> int:
    """Offset of the first non-whitespace character at or after ``pos``, or len(text)."""
    n = len(text)
    while pos < n and text[pos].isspace():
        pos += 1
    return pos


def _paired_ascii(text: str, start: int, end: int) -> set[int]:
    """Positions of ASCII quotes that have a partner in the line (an odd last one is not)."""
    positions = []
    i = text.find('"', start, end)
    while i >= 0:
        positions.append(i)
        i = text.find('"', i + 1, end)
    if len(positions) % 2:
        positions.pop()
    return set(positions)


def _spans(text: str, headings: int) -> list[_Span]:
    """The content of each segment, before whitespace is shared out."""
    spans: list[_Span] = []
    n = len(text)
    paragraph = -1
    stack: list[str] = []  # closers expected, innermost last; non-empty = in a quote
    open_count: dict[str, int] = {}  # how often each closer is in the stack
    quote_start = quote_paragraph = 0
    outer = ""
    pos = 0
    while pos < n:
        line_end = text.find("\n", pos)
        if line_end < 0:
            line_end = n
        start, end = _content_bounds(text, pos, line_end)
        pos = line_end + 1
        if start == end:
            continue  # a blank line: it goes with the segment before it
        paragraph += 1
        if paragraph < headings:
            spans.append(("narration", start, end, paragraph))
            continue
        if stack:
            # The quote continues from the paragraph before; skip its reopening mark.
            stack = [OPEN_TO_CLOSE[outer]]
            open_count = {stack[0]: 1}
            narration_start = -1
            scan_from = start + 1
        else:
            narration_start = start
            scan_from = start
        paired = _paired_ascii(text, start, end)
        for match in _QUOTE_RE.finditer(text, scan_from, end):
            mark, i = match.group(), match.start()
            if mark == '"' and i not in paired:
                continue
            if not stack:
                if mark in CLOSERS:
                    continue  # a stray closing mark is just text
                if narration_start >= 0 and text[narration_start:i].strip():
                    spans.append(("narration", narration_start, i, paragraph))
                stack = ['"' if mark == '"' else OPEN_TO_CLOSE[mark]]
                open_count = {stack[0]: 1}
                quote_start, quote_paragraph, outer = i, paragraph, mark
                narration_start = -1
                continue
            if open_count.get(mark):
                # A closer (or a paired ASCII quote) ends the quote it belongs to and any
                # unclosed quotes nested inside it.
                while True:
                    closer = stack.pop()
                    open_count[closer] -= 1
                    if closer == mark:
                        break
            elif mark == '"' or mark in OPEN_TO_CLOSE:
                closer = '"' if mark == '"' else OPEN_TO_CLOSE[mark]
                stack.append(closer)
                open_count[closer] = open_count.get(closer, 0) + 1
            if not stack:
                spans.append(("dialogue", quote_start, i + 1, quote_paragraph))
                narration_start = i + 1
        if stack:
            following = _next_content(text, pos)
            reopened = outer != '"' and following < n and text[following] == outer
            if not reopened:
                spans.append(("dialogue", quote_start, end, quote_paragraph))
                stack = []
        elif narration_start >= 0 and text[narration_start:end].strip():
            spans.append(("narration", narration_start, end, paragraph))
    return spans


def _heading_lines(text: str) -> int:
    """How many leading non-blank lines are headings (第一卷 then 第一章 when merged)."""
    count = 0
    for line in text.split("\n", MAX_HEADING_LINES)[:MAX_HEADING_LINES]:
        if not line.strip():
            continue
        if not is_heading(line):
            break
        count += 1
    return count


def segment_chapter(chapter: Chapter) -> list[Segment]:
    """Narration and dialogue segments of ``chapter`` (speaker None), tiling its text.

    Offsets are file offsets (``chapter.start`` + position). A dialogue segment starts
    at its opening quote mark. ``paragraph`` counts the chapter's non-blank lines from 0;
    heading lines at the top are narration segments of their own, quote marks or not.
    """
    text = chapter.text
    if not text:
        return []
    spans = _spans(text, _heading_lines(text))
    if not spans:
        spans = [("narration", 0, len(text), 0)]
    kind, first_start, first_end, first_paragraph = spans[0]
    if first_start > 0:
        if kind == "narration":
            spans[0] = (kind, 0, first_end, first_paragraph)
        else:
            # Leading whitespace before an opening quote: the quote must start at its mark.
            spans.insert(0, ("narration", 0, first_start, first_paragraph))
    segments = []
    for i, (kind, start, _, paragraph) in enumerate(spans):
        end = spans[i + 1][1] if i + 1 < len(spans) else len(text)
        segments.append(Segment(
            chapter=chapter.index, index=i, kind=kind,  # type: ignore[arg-type]
            text=text[start:end], start=chapter.start + start, end=chapter.start + end,
            paragraph=paragraph,
        ))
    return segments


# A piece ends at a sentence end (with its closing marks) or a line break.
_SENTENCE_END_RE = re.compile(SENTENCE_END.pattern + r"|\n")
_SOFT_BREAKS = CLAUSE_ENDS


def _outer_marks(segment: Segment) -> set[int]:
    """Positions (in segment.text) of the dialogue's own quote marks, to be left unspoken."""
    text = segment.text
    if segment.kind != "dialogue" or not text or text[0] not in OPEN_TO_CLOSE | {'"': '"'}:
        return set()
    opener = text[0]
    closer = OPEN_TO_CLOSE.get(opener, opener)
    marks = {0}
    _, end = _content_bounds(text, 0, len(text))
    if end > 1 and text[end - 1] == closer:
        marks.add(end - 1)
    line = text.find("\n")
    while line >= 0:
        first = _next_content(text, line + 1)
        if first < end and text[first] == opener:
            marks.add(first)
        line = text.find("\n", line + 1)
    return marks


def _cut(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """``[start, end)`` in pieces of at most max_chars, at a comma if there is one."""
    pieces = []
    shortest = max(1, max_chars // 4)  # a cut this close to the start is not worth it
    while end - start > max_chars:
        limit = start + max_chars
        cut = max(text.rfind(mark, start + shortest - 1, limit) for mark in _SOFT_BREAKS) + 1
        if cut <= start:
            cut = limit
        pieces.append((start, cut))
        start = cut
    pieces.append((start, end))
    return pieces


def sentences(segment: Segment, max_chars: int = 100) -> list[tuple[int, int, str]]:
    """The clip-sized pieces of ``segment``: ``(file_start, file_end, spoken_text)``.

    Pieces end after 。！？；… (and a closing quote right after) or at a line break, and are
    never longer than ``max_chars``. ``file_start:file_end`` is the piece without the
    whitespace around it; ``spoken_text`` also drops the dialogue's own quote marks.
    Pieces of punctuation only (「……」, ——) are kept, to become pauses; pieces of
    whitespace or bare quote marks only are dropped.
    """
    if max_chars < 1:
        raise ValueError(f"max_chars must be at least 1, not {max_chars}")
    text = segment.text
    marks = _outer_marks(segment)
    pieces: list[tuple[int, int, str]] = []
    sentence_start = 0
    bounds = [m.end() for m in _SENTENCE_END_RE.finditer(text)] + [len(text)]
    for sentence_end in bounds:
        start, end = _content_bounds(text, sentence_start, sentence_end)
        sentence_start = sentence_end
        if start == end:
            continue
        for cut_start, cut_end in _cut(text, start, end, max_chars):
            a, b = _content_bounds(text, cut_start, cut_end)
            spoken_start = a + 1 if a in marks else a
            spoken_end = b - 1 if b - 1 in marks and b - 1 >= spoken_start else b
            spoken = text[spoken_start:spoken_end].strip()
            if not spoken:
                continue
            pieces.append((segment.start + a, segment.start + b, spoken))
    return pieces


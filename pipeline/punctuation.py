"""The punctuation every stage agrees on: where a sentence or a clause ends, and the
closing marks that stay with the sentence they close."""

from __future__ import annotations

import re

SENTENCE_ENDS = "。！？；…!?;"
CLAUSE_ENDS = "，、：,:"
CLOSERS = "」』”’\"）)》〉】]"

SENTENCE_END = re.compile(f"[{re.escape(SENTENCE_ENDS)}]+[{re.escape(CLOSERS)}]*")
CLAUSE_END = re.compile(f"[{re.escape(CLAUSE_ENDS)}]+[{re.escape(CLOSERS)}]*")

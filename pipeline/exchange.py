"""The exchange model: one best sequence of speakers for a run of dialogue lines.

The rules in ``pipeline.attribute`` decide each line on its own, left to right. Lines no
tag decides are then re-read here as a whole run: every line gets a score per person
present (from the evidence the rules found: beats, vocatives, role calls, reactions) and
a small second-order Viterbi picks the sequence, with a transition prior that favours
A-B-A turn-taking (the one spoken to answers; else the one before the last speaker; the
same speaker twice in a row is rare; a third person needs a reason). A line's confidence
is the margin between the best sequence and the best one giving that line someone else.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

# Rules that only follow the turn order: the lines the model may re-decide.
TURN_RULES = frozenset({"alternation", "previous", "reply", "addressee", "after-exit",
                        "after-crowd", "unknown"})
# Rules that read the narration around the line: real evidence, but not final.
SOFT = frozenset({"beat", "beat-after", "beat-paragraph", "pronoun", "acted-on",
                  "address-habit"})

# Weights of the score (log-odds-like units); tuned on the labelled set.
ADDRESSED_HERE = -4.0  # the line calls this person: they are listening, not speaking
WRONG_SEX = -4.0  # the line's 奴家 or 老夫 says its speaker is of the other sex
RULE_SOFT = 2.0  # times the rule's confidence, for the person a soft rule chose
RULE_TURN = 0.4  # the person a turn rule (alternation, previous...) chose
CALLED_BEFORE = 1.6  # the previous line called (or spoke to) this person: they answer
ABA = 1.0  # the one who spoke before the last speaker answers
SAME_AGAIN = -2.0  # the last speaker again, in a new paragraph
SAME_PARAGRAPH = 1.0  # the last speaker again, narration between, same paragraph
THIRD = -0.6  # anyone else


@dataclass(frozen=True)
class Line:
    """What the rules found about one dialogue line."""

    guess: str  # who the rules chose
    confidence: float
    rule: str
    candidates: tuple[str, ...]  # people present when the line was read
    addressed: frozenset[str] = frozenset()  # people the line calls (vocatives, roles)
    spoken_to: frozenset[str] = frozenset()  # whom the line speaks to (for the next one)
    continues: bool = False  # same paragraph as the line before, narration between
    adjacent: bool = False  # 「…」「…」 in one paragraph
    new_run: bool = False  # too far from the line before to be the same exchange
    wrong_sex: frozenset[str] = frozenset()  # people of the sex its 奴家/老夫 rules out

    @property
    def decisive(self) -> bool:
        return self.rule not in TURN_RULES or self.confidence >= 0.85


@dataclass(frozen=True)
class Choice:
    speaker: str
    confidence: float
    changed: bool  # the model disagrees with the rules
    answers: bool = False  # the chosen speaker was called by the line before


def resolve(lines: Sequence[Line]) -> list[Choice]:
    """The best speaker of every line, run by run; linear in the number of lines."""
    choices: list[Choice] = []
    start = 0
    for k in range(1, len(lines) + 1):
        if k == len(lines) or lines[k].new_run:
            choices += _run(lines[start:k])
            start = k
    return choices


def _options(line: Line) -> tuple[str, ...]:
    if line.decisive:
        return (line.guess,)
    found = dict.fromkeys((line.guess, *line.candidates))
    return tuple(found)


def _emission(line: Line, who: str) -> float:
    if line.decisive:
        return 0.0
    score = ADDRESSED_HERE if who in line.addressed else 0.0
    if who in line.wrong_sex:
        score += WRONG_SEX
    if who == line.guess:
        score += RULE_SOFT * line.confidence if line.rule in SOFT else RULE_TURN
    return score


def _transition(before: Line | None, two_back: str | None, last: str | None,
                line: Line, who: str) -> float:
    if last is None or before is None:
        return 0.0
    if who == last:
        if line.continues:
            return SAME_PARAGRAPH
        return SAME_AGAIN
    if who in before.spoken_to:
        return CALLED_BEFORE
    if who == two_back:
        return ABA
    return THIRD


def _run(lines: Sequence[Line]) -> list[Choice]:
    """Second-order Viterbi over one run, with max-marginals for the margins."""
    n = len(lines)
    options = [_options(line) for line in lines]
    # alpha[t][(a, b)]: best score of lines 0..t with speakers a at t-1 and b at t.
    alpha: list[dict[tuple[str | None, str], float]] = []
    back: list[dict[tuple[str | None, str], str | None]] = []
    for t, line in enumerate(lines):
        here: dict[tuple[str | None, str], float] = {}
        came: dict[tuple[str | None, str], str | None] = {}
        for b in options[t]:
            e = _emission(line, b)
            if t == 0:
                here[(None, b)] = e
                came[(None, b)] = None
                continue
            for a in options[t - 1]:
                best, arg = -math.inf, None
                for (z, a2), score in alpha[t - 1].items():
                    if a2 != a:
                        continue
                    s = score + _transition(lines[t - 1], z, a, line, b)
                    if s > best:
                        best, arg = s, z
                here[(a, b)] = best + e
                came[(a, b)] = arg
        alpha.append(here)
        back.append(came)
    beta: list[dict[tuple[str | None, str], float]] = [{} for _ in range(n)]
    beta[n - 1] = {state: 0.0 for state in alpha[n - 1]}
    for t in range(n - 2, -1, -1):
        for (a, b) in alpha[t]:
            beta[t][(a, b)] = max(
                _transition(lines[t], a, b, lines[t + 1], c) + _emission(lines[t + 1], c)
                + beta[t + 1][(b, c)] for c in options[t + 1])
    state = max(alpha[n - 1], key=lambda s: alpha[n - 1][s])
    path: list[str] = [state[1]]
    for t in range(n - 1, 0, -1):
        a, b = state
        assert a is not None
        state = (back[t][(a, b)], a)
        path.append(a)
    path.reverse()
    choices = []
    for t, line in enumerate(lines):
        marginal: dict[str, float] = {}
        for (a, b), score in alpha[t].items():
            total = score + beta[t][(a, b)]
            marginal[b] = max(marginal.get(b, -math.inf), total)
        best = marginal[path[t]]
        rival = max((v for k, v in marginal.items() if k != path[t]), default=-math.inf)
        margin = best - rival
        confidence = line.confidence if line.decisive \
            else round(min(0.8, 1 - math.exp(-margin)) if margin < math.inf else 0.8, 2)
        called = t > 0 and path[t] in lines[t - 1].spoken_to and path[t] != path[t - 1]
        choices.append(Choice(path[t], confidence, path[t] != line.guess, called))
    return choices

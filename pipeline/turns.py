"""Turn-taking inside one chapter: who is in the scene and whose turn an untagged line is.

A ``Scene`` remembers the speakers of the running exchange in turn order, the people
narration has just been about, whom each line spoke to, and described people the text
has since named. ``next_turn`` applies the turn rules for a quote no tag decides.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pipeline.characters import norm
from pipeline.model import CROWD, NARRATOR, UNKNOWN
from pipeline.tags import (
    APPEARS,
    CLAUSE_END,
    ELDER_KIN,
    ELDER_WORDS,
    GLANCE,
    LEAVES,
    PLACE_BY,
    SENTENCE_END,
    STEPS_OUT,
    VOICE_WORDS,
    WHOSE_PLACE,
    Ref,
    described,
    fills_role,
    is_person_word,
    pronoun_gender,
)

if TYPE_CHECKING:
    from pipeline.reader import ChapterReader

# Quotes more than this many paragraphs apart belong to different exchanges.
EXCHANGE_GAP = 3
# ＊, * * *, ※, ○, ～: a line of ornaments alone ends one scene and starts the next.
SCENE_BREAK = re.compile(r"^[ \u3000]*(?:[*＊※◆◇○●☆★#＃~～][ \u3000]*)+$", re.MULTILINE)


@dataclass(frozen=True)
class Turn:
    speaker: str
    confidence: float
    rule: str


@dataclass
class Scene:
    exchange: list[str] = field(default_factory=list)  # speakers, most recent last
    salient: list[str] = field(default_factory=list)  # people narration is about, recent last
    addressee: dict[int, str] = field(default_factory=dict)  # quote index -> spoken to
    last_paragraph: int = -10
    seen: set[str] = field(default_factory=set)  # everyone met so far in the chapter
    left: set[str] = field(default_factory=set)  # who walked out since they last spoke
    just_left: set[str] = field(default_factory=set)  # who walked out since the last line

    def mention(self, name: str) -> None:
        """Narration (or a line) has just been about ``name``."""
        if name in self.salient:
            self.salient.remove(name)
        self.salient.append(name)
        self.seen.add(name)

    def spoke(self, paragraph: int, speaker: str) -> None:
        if paragraph - self.last_paragraph > EXCHANGE_GAP:
            self.exchange = []
        self.last_paragraph = paragraph
        self.left.discard(speaker)
        self.just_left = set()
        if speaker == CROWD:
            return  # a first-person narrator takes turns like anyone else; a crowd does not
        if speaker in self.exchange:
            self.exchange.remove(speaker)
        self.exchange.append(speaker)
        if speaker != UNKNOWN:
            self.mention(speaker)

    def present(self) -> list[str]:
        """Who is in the scene: the exchange's speakers and the people narration was last
        about, in that order, without those who walked out."""
        return [n for n in dict.fromkeys(self.exchange + self.salient[-6:]) if n not in self.left]

    def break_off(self) -> None:
        """A scene break (＊ on a line of its own): no exchange goes on over it, and the
        next scene meets its people again (her of the scene before may still be 她)."""
        self.exchange, self.seen, self.left, self.just_left = [], set(), set(), set()

    def come_back(self, name: str) -> None:
        self.left.discard(name)
        self.just_left.discard(name)

    def leave(self, name: str) -> None:
        """``name`` left the scene: no more turns until a tag brings them back."""
        self.exchange = [n for n in self.exchange if n != name]
        self.salient = [n for n in self.salient if n != name]
        self.left.add(name)
        self.just_left.add(name)

    def in_roles(self, roles: set[str], labels: Callable[[str], list[str]]) -> set[str]:
        """The one person present in each role (大师 -> 老和尚, 奴婢 -> 丫鬟春桃); none
        when two could be. ``labels`` gives what the text calls a person."""
        present = set(self.exchange) | set(self.salient[-6:])
        found: set[str] = set()
        for role in roles:
            fit = {p for p in present if any(fills_role(x, role) for x in labels(p))}
            fit -= {p for p in fit if any(norm(p) in labels(q)[1:] and not described(norm(q))
                                          for q in fit if q != p)}
            # 老周是…裁缝: the 裁缝 mentioned is 老周, not a second master
            if len(fit) == 1:
                found |= fit
        return found

    def relabel(self, label: str, name: str) -> None:
        """A described person (女子) turned out to be a named one (柳如眉)."""
        self.exchange = [name if n == label else n for n in self.exchange]
        self.salient = [name if n == label else n for n in self.salient]
        self.addressee = {j: name if n == label else n for j, n in self.addressee.items()}

    def next_turn(self, last: str | None, previous: int | None, excluded: set[str],
                  same_paragraph: bool, adjacent: bool, recent: bool,
                  chorus: bool = False, before_last: str | None = None,
                  crowd_called: bool = False) -> Turn:
        """Whose turn a quote with no tag is.

        ``last`` spoke quote ``previous``; ``excluded`` are the people the new quote
        addresses; ``chorus`` says the last line was an untagged voice from a crowd;
        ``before_last`` spoke the line before ``last``'s (a crowd included);
        ``crowd_called`` says the crowd's line called someone (「大哥！」). In
        order: the same paragraph goes on with its speaker; the one the
        last line spoke to answers; else the exchange alternates (A B A B, and with three
        people the reply returns to whoever spoke before the last speaker).
        """
        if same_paragraph and not adjacent and last and last not in excluded:
            return Turn(last, 0.75, "previous")
        if adjacent and before_last and before_last not in (last, UNKNOWN) \
                and before_last not in excluded:
            return Turn(before_last, 0.6, "reply")  # 「…」「…」: a reply to the line before
        if previous is None or not recent:
            return Turn(UNKNOWN, 0.0, "unknown")
        if last in self.left and before_last in self.exchange and before_last not in excluded:
            return Turn(before_last, 0.45, "after-exit")  # the one the leaver spoke to goes on
        if self.addressee.get(previous) in self.just_left and last not in excluded:
            return Turn(last, 0.45, "after-exit")  # the one who sent the leaver off goes on
        spoken_to = self.addressee.get(previous)
        if spoken_to and spoken_to != last and spoken_to not in excluded:
            return Turn(spoken_to, 0.7, "addressee")
        if chorus and not same_paragraph:
            return Turn(CROWD, 0.4, "crowd-run")  # untagged voices from a crowd come in runs
        people = [n for n in self.exchange if n not in excluded and n != UNKNOWN]
        if last == CROWD and not crowd_called and before_last in people:
            # 「来人！」「有！」「把他锁起来！」: the one who called the crowd goes on
            return Turn(before_last, 0.55, "after-crowd")
        if len(people) >= 2 and last in people:
            others = [n for n in people if n != last]
            return Turn(others[-1], 0.6, "alternation")
        if people and last in excluded:  # 「…」「大师，…」: answering the one who spoke
            return Turn(people[-1], 0.6, "alternation")
        if len(people) >= 2:
            return Turn(people[-2], 0.5, "alternation")
        listeners = [n for n in reversed(self.salient) if n != last and n not in excluded]
        if listeners and last is not None:
            return Turn(listeners[0], 0.4, "alternation")
        if last and last not in excluded:
            return Turn(last, 0.3, "previous")
        return Turn(UNKNOWN, 0.0, "unknown")


def leaving(reader: ChapterReader, scene: Scene, text: str) -> list[str]:
    """服务员走开以后…: who leaves the scene in this narration."""
    gone_people = []
    for sentence in SENTENCE_END.split(text):
        clauses = [c for c in CLAUSE_END.split(sentence) if c.strip()]
        gone = next((k for k, c in enumerate(clauses) if LEAVES.search(c.strip())), None)
        if gone is None:
            continue
        upto = "，".join(clauses[:gone + 1])
        actors = reader.actors(upto) or [r for r in reader.refs(upto) if r.subject]
        if not actors or actors[-1].kind in ("group", "me"):
            continue
        name = actors[-1].name
        if not name:  # 他/她: the latest of that gender in the exchange
            want = pronoun_gender(actors[-1].kind)
            name = next((n for n in reversed(scene.exchange) if reader.gender(n) == want), "")
        if name:
            gone_people.append(name)
    return gone_people


def elder_for(reader: ChapterReader, scene: Scene, label: str) -> str | None:
    """奶奶 came in…老太太在小满旁边坐下: an old person described, met for the first time,
    is the one elder of the family of that gender in the scene."""
    if norm(label) not in ELDER_WORDS or label in scene.seen:
        return None
    gender = reader.gender(label)
    recent = scene.salient[-4:] + scene.exchange
    elders = {p for p in recent if norm(p) in ELDER_KIN and reader.gender(p) in (gender, "unknown")}
    return elders.pop() if len(elders) == 1 else None


# 杜郎中一行人出门的时候，慧觉落在最后: a clause that only says when is not about who.
_WHEN = re.compile(r"(?:的时候|之时|之际|以后|之后)$")


def _heads(refs: list[Ref], clause: str) -> list[Ref]:
    """The refs of a clause without those only saying whose side another stands at
    (十三阿哥跟前的小太监: the eunuch; but 刘桂芬脸上的笑 is still hers) or whose side
    someone appears at."""
    out = []
    for ref in refs:
        place = WHOSE_PLACE.match(clause, ref.end)
        if place and any(place.end() <= other.start <= place.end() + 6 for other in refs):
            continue
        beside = PLACE_BY.match(clause, ref.end)
        if beside and APPEARS.search(clause[beside.end():beside.end() + 6]):
            continue  # 熊奎身旁又闪出一人: the one who appears
        out.append(ref)
    return out


def _topics(reader: ChapterReader, context: str, excluded: set[str]) -> list[str]:
    """The named subjects of the last sentence of ``context`` that has one (the sentence
    a pronoun goes on from), outside clauses that only say when, then the earlier ones."""
    found: list[list[str]] = []
    looked = False  # the sentence before looked at someone (张小敬打量着来人。这个年轻人…)
    for sentence in SENTENCE_END.split(context):
        names = [_back_to(reader, r, clause, found, looked)
                 for clause in CLAUSE_END.split(sentence)
                 if not _WHEN.search(clause.strip())
                 for r in _heads(reader.refs(clause), clause) if r.kind == "name" and r.subject
                 and r.name not in excluded]
        if names:
            found.append(names)
            looked = bool(_LOOKS_AT.search(sentence))
    return [name for names in reversed(found) for name in names]


def _back_to(reader: ChapterReader, ref: Ref, clause: str, found: list[list[str]],
             looked: bool) -> str:
    """姚汝能站在他身后。这个年轻人…: a description pointed at with 这 opening a clause is the
    one the last sentence with a subject was about, not another the book called so (unless
    that one was looking at someone: 张小敬打量着来人。这个年轻人…)."""
    if found and not looked and _THIS_ONE.search(clause, 0, ref.start) \
            and is_person_word(clause[ref.start:ref.end]) \
            and not reader.is_described(found[-1][0]):
        return found[-1][0]
    return ref.name


_THIS_ONE = re.compile(r"^\s*这(?:个|位|名)?$")
_LOOKS_AT = re.compile(rf"打量|端详|注视|来人|{GLANCE}(?:着|了)")


# 卡片上印着：“海军部长及夫人谨订于…”: writing quoted at length in the narration, which
# names no one present (a short one may: 胸牌上印着“经理　刘振华”).
_WRITTEN_OUT = re.compile(r"[「“][^」”]{13,}[」”]")


# …跳出一员将来，…正是牛皋。: a sentence ending on who the one stepping out is (not 正是李四和王五,
# two; nor 心里想的，就是李四, no one stepping out)
_NAMED_LAST = re.compile(r"[，,](?:正是|便是|乃是)"
                         r"([^，,。；;！？和与、及]{1,8})[。！]\s*$")


def pronoun_referent(reader: ChapterReader, scene: Scene, kind: str, excluded: set[str],
                     context: str, narration: str | None, again: bool = False,
                     called: str | None = None, narrator: str = NARRATOR, tag: str = ""
                     ) -> tuple[str, float] | None:
    """他/她 in a tag: the subject of the paragraph so far (``context``), else the last
    actor of the narration paragraph before, else the last speaker when the tag says it
    speaks ``again`` (又道), else the one the last line ``called``, else the exchange,
    else the latest person narration was about, else one of that sex the narration before
    showed; with how sure that is. It is never the ``narrator``, who says 我, unless no one
    else is in sight. ``tag`` is the rest of the tag after the pronoun (她却不肯…)."""
    want = pronoun_gender(kind)
    pronoun = "她" if kind == "she" else "他"
    context = _WRITTEN_OUT.sub("「」", context)
    narration = _WRITTEN_OUT.sub("「」", narration) if narration else narration

    def fits(name: str) -> int:
        if name in (narrator, NARRATOR) or norm(name) in VOICE_WORDS:
            return 0  # (那声音在客厅里回荡。⏎「…」她问: a voice is no 她)
        gender = reader.gender(name)
        return 2 if gender == want else (1 if gender == "unknown" else 0)

    opening = re.search(rf"(?:^|(?<=[，,。；;])){pronoun}(?![的身们俩手脸眼头背心])", context)
    if opening:
        context = context[:opening.start()]  # 她挨着老太太坐下，又道: she was named before
    looked = re.search(rf"([^，,。；;]*)(?:{GLANCE}了?{pronoun}一眼|"
                       rf"(?:让|叫|请|命|令|催|示意|吩咐){pronoun}(?![们俩])[^，,。；;]*)"
                       r"[，,。]?\s*$", context)
    if looked and looked.group().rstrip().endswith("。") \
            and re.search("退下|退出|出去|(?<![说讲念读唱写问听做干])下去|回去|走开|离开|先走",
                          looked.group()) \
            and not re.match("[却仍还偏也]?(?:不肯|不走|不动|没[走动])", tag):
        looked = None  # 王夫人叫她退下。她独自…: the one asked has gone (not 她却不肯: she stays)
    if looked:  # 林守仁看了他一眼，他只当没看见: the one looked at, not the one looking (书记员
        # 让他报上名字，他…答道: the one told to)
        excluded = excluded | {r.name for r in reader.refs(looked.group(1)) if r.kind == "name"}
    subjects = [r.name for r in reader.refs(context) if r.kind == "name" and r.subject
                and r.name not in excluded]
    named = _NAMED_LAST.search(context)
    if named and STEPS_OUT.search(SENTENCE_END.split(context[:named.start()])[-1]):
        # …跳出一员将来，面如锅底，正是牛皋。他…: the one who just came, named
        tail = named.group(1)
        found = [r.name for r in reader.refs(tail) if r.kind == "name"
                 and tail[r.end:r.end + 1] != "的"  # (便是柳迟的母亲: not 柳迟)
                 and r.name not in excluded and fits(r.name) == 2]
        if found:
            return found[0], 0.85
    for name in _topics(reader, context, excluded):
        if fits(name) == 2:
            return name, 0.85
    for name in subjects:
        if fits(name) == 1:
            return name, 0.75
    if context.strip() and not any(fits(name) for name in subjects):
        # 郭靖…回身伸手去扶黄蓉，她却…说道: the one of that sex the sentence acted on
        acted_on = [r.name for r in reader.refs(context) if r.kind == "name" and not r.subject
                    and r.name not in excluded and fits(r.name) == 2]
        if acted_on:
            return acted_on[-1], 0.6
    if narration and not context.strip():  # the paragraph before: its last named actor
        everyone = reader.actors(narration)
        if everyone and everyone[-1].kind == kind:  # …送亲的是她二姨。一进院，她就…: the
            # pronoun goes on from the one it last stood for
            before = reader.refs(narration[:narration.rfind(pronoun)])
            named = [r.name for r in before[::-1] if r.kind == "name"
                     and r.name not in excluded and fits(r.name)]
            acting = {r.name for r in before if r.subject}  # (not 船长把我…要去)
            named = [n for n in named if n in acting] or named
            if named:
                return max(named[:3], key=fits), 0.7
        actors = [r.name for r in everyone[::-1] if r.kind == "name"
                  and r.name not in excluded]
        if actors and fits(actors[0]):
            return actors[0], 0.7
    candidates = [n for n in scene.exchange if n != UNKNOWN and n not in excluded]
    if again and candidates and fits(candidates[-1]) and not context.strip():
        return candidates[-1], 0.7  # 「…」⏎她挨着老太太坐下，又道: the last speaker goes on
    if called and called not in excluded and fits(called) == 2 and not context.strip():
        return called, 0.65  # “志伟，菜还没吃完呢。”⏎“不吃了。”他在门口换鞋
    # Start of a paragraph in a running exchange: the one who did not speak last.
    if len(candidates) >= 2:
        other = candidates[-2]
        if fits(other) and not (fits(candidates[-1]) == 2 and fits(other) < 2):
            return other, 0.65
    for name in reversed(scene.salient):
        if name not in excluded and fits(name) == 2:
            return name, 0.6
    seen = [r.name for r in reader.refs(narration or "")[::-1] if r.kind == "name"
            and r.name not in excluded and fits(r.name) == 2]
    if seen:  # 我看见乔丹从台阶上走下来。⏎“…”她把手伸给我: the one of that sex seen last
        return seen[0], 0.55
    for name in reversed(scene.salient):
        if name not in excluded and fits(name):
            return name, 0.5
    if subjects:  # 他 for a woman, as older texts write it
        return subjects[0], 0.4
    if narrator in scene.salient:  # 我挤进去…师傅就站在我身后。他…⏎「师傅……」: no 他 in
        return narrator, 0.4  # sight, so 我, who acted
    return None

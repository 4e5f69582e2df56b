"""Who says each quotation: rule-based speaker attribution for one chapter.

Rules run on an OpenCC t2s copy of each segment, so one rule set serves both scripts;
segment text and offsets are never changed. Each dialogue segment gets a speaker, a
confidence (0..1) and the id of the rule that decided it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from pipeline.characters import CharacterIndex, norm
from pipeline.config import Config
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Chapter, Gender, Segment
from pipeline.tags import (
    ADDRESS_BEFORE,
    ASKS_NAME,
    CLAUSE_END,
    CLOSE,
    CONTAINS_VERB,
    DONE_SPEAKING,
    DOUBLED,
    ENDS_WITH_THOUGHT,
    ENDS_WITH_VERB,
    GROUP,
    NAMING,
    OPEN,
    PERCEIVE,
    PRONOUN,
    REPORTED,
    SENTENCE_END,
    TERMINAL,
    Ref,
    described,
    described_gender,
    identifications,
    introduced,
    is_inscription,
    is_kin,
    is_vocative,
    make_ref,
    self_named,
    surname_calls,
)
from pipeline.turns import EXCHANGE_GAP, Scene


@dataclass(frozen=True)
class _Decision:
    speaker: str
    confidence: float
    rule: str


def attribute_chapter(chapter: Chapter, segments: list[Segment], index: CharacterIndex,
                      config: Config) -> list[Segment]:
    """Segments with speaker, confidence and rule set; quoted terms become narration."""
    return _Attributor(chapter, segments, index, config).run()


class _Attributor:
    def __init__(self, chapter: Chapter, segments: list[Segment], index: CharacterIndex,
                 config: Config):
        self.chapter = chapter
        self.segments = segments
        self.index = index
        self.config = config
        self.normal = [norm(s.text) for s in segments]
        self.result: list[Segment] = list(segments)
        self.scene = Scene()
        self.pending_split: dict[int, _Decision] = {}
        self.addressed: dict[int, set[str]] = {}  # names a quote's vocatives address
        self.chapter_normal = norm(chapter.text)
        self.written: dict[str, str] = {}  # normalized description -> as the book writes it
        self.links: dict[str, str] = {}  # described person -> the name the text gives
        self.spoken = {s.paragraph for s in segments if s.kind == "dialogue"}
        self.last_quote: int | None = None
        self.voiced: set[int] = set()  # paragraphs holding a quote decided to be speech

    # ---- driver -------------------------------------------------------------------
    def run(self) -> list[Segment]:
        for i, segment in enumerate(self.segments):
            if segment.kind != "dialogue":
                self.result[i] = replace(segment, speaker=NARRATOR, confidence=1.0,
                                         rule="narration")
                self._note_narration(i)
                continue
            if i not in self.pending_split and self._is_inscription(i) \
                    and self._override(i) is None:
                self.result[i] = replace(segment, kind="narration", speaker=NARRATOR,
                                         confidence=0.85, rule="inscription")
                continue
            if i not in self.pending_split and self._is_term(i):
                override = self._override(i)
                if override is None:
                    self.result[i] = replace(segment, kind="narration", speaker=NARRATOR,
                                             confidence=0.9, rule="term")
                    continue
            decision = self._decide(i)
            if decision.speaker in self.links:
                decision = replace(decision, speaker=self.links[decision.speaker])
            self.result[i] = replace(segment, speaker=decision.speaker,
                                     confidence=round(decision.confidence, 2),
                                     rule=decision.rule)
            self.scene.spoke(segment.paragraph, decision.speaker)
            self.voiced.add(segment.paragraph)
            self._note_addressee(i, decision.speaker)
            self.last_quote = i
        return self.result

    def _note_narration(self, i: int) -> None:
        paragraph = self.segments[i].paragraph
        text = self.normal[i]
        if len(text.strip()) > 60 and self._paragraph_has_no_dialogue(paragraph):
            self.scene.exchange = []  # a long stretch of narration ends the exchange
        mentions = [(m.start, m.end, m.name) for m in self.index.mentions(text)]
        for label, name in identifications(text, mentions):
            self._link(self._as_written(label), name)
        for ref in self._refs(text):
            if ref.kind == "name" and ref.subject:
                self.scene.mention(ref.name)
            elif ref.kind == "me" and ref.subject:  # a first-person narrator is in the scene
                self.scene.mention(self.config.first_person)

    def _link(self, label: str, name: str) -> None:
        """The text says who a described speaker is: relabel the lines given so far."""
        if label == name or label in self.links or not self._is_described(label):
            return
        self.links[label] = name
        for j, segment in enumerate(self.result):
            if segment.kind == "dialogue" and segment.speaker == label:
                self.result[j] = replace(segment, speaker=name)
        self.scene.relabel(label, name)

    def _note_addressee(self, i: int, speaker: str) -> None:
        """Whom quote i speaks to: its vocative, else the object of its tag (对X说)."""
        if i not in self.addressed:
            self.addressed[i] = self._vocatives(i)
        self._introduction(i, speaker)
        known = set(self.scene.exchange) | set(self.scene.salient) | set(self.index.names)
        spoken_to = [n for n in self.addressed[i] if n != speaker and n in known]
        previous = self._previous_quote(i)
        if len(spoken_to) == 1 and previous is not None:
            self._named_by_reply(previous, spoken_to[0])
        if not spoken_to:
            around = self._before(i) + "。" + self._after(i)[0]
            spoken_to = [r.name for r in self._refs(around) if r.kind == "name"
                         and r.name != speaker and ADDRESS_BEFORE.search(
                             around[max(0, r.start - 3):r.start])]
        if not spoken_to and previous is not None and self.result[previous].speaker == speaker \
                and self.segments[previous].paragraph == self.segments[i].paragraph:
            spoken_to = [self.scene.addressee[previous]] if previous in self.scene.addressee else []
        if len(spoken_to) == 1:
            self.scene.addressee[i] = spoken_to[0]

    def _introduction(self, i: int, speaker: str) -> None:
        """「这是斜对门的二婶」: the described person present is the one introduced."""
        inner = self._inner(i)
        found = [(m.start, m.end, m.name) for m in self.index.mentions(inner)]
        taken = {k for start, end, _ in found for k in range(start, end)}
        found += [(d.start, d.end, self._as_written(d.label)) for d in described(inner)
                  if not taken & set(range(d.start, d.end)) and is_kin(d.label)]
        name = introduced(inner, sorted(found))
        if name is None:
            return
        for present in reversed(self.scene.exchange):
            if present != speaker and present != name and self._is_described(present):
                genders = {self._gender(present), self._gender(name)}
                if "unknown" in genders or len(genders) == 1:
                    self._link(present, name)
                return

    def _named_by_reply(self, previous: int, called: str) -> None:
        """「爷爷！」女孩喊道。「小雨，你怎么来了？」: a person met for the first time,
        called by name right after a described person spoke, is that person."""
        speaker = self.result[previous].speaker or UNKNOWN
        genders = {self._gender(speaker), self._gender(called)}
        if called not in self.scene.seen and self.index.canonical(called) \
                and speaker not in (NARRATOR, UNKNOWN, CROWD) \
                and self._is_described(speaker) \
                and ("unknown" in genders or len(genders) == 1):
            self._link(speaker, called)

    def _paragraph_has_no_dialogue(self, paragraph: int) -> bool:
        return paragraph not in self.spoken

    # ---- context --------------------------------------------------------------------
    def _before(self, i: int) -> str:
        """Narration between the previous quote of the paragraph (or its start) and i."""
        paragraph = self.segments[i].paragraph
        parts = []
        j = i - 1
        while j >= 0 and self.segments[j].paragraph == paragraph \
                and self.segments[j].kind != "dialogue":
            parts.append(self.normal[j])
            j -= 1
        return "".join(reversed(parts))

    def _after(self, i: int) -> tuple[str, int | None]:
        """Narration after quote i in its paragraph, and the next quote's index if any."""
        paragraph = self.segments[i].paragraph
        parts = []
        j = i + 1
        while j < len(self.segments) and self.segments[j].paragraph == paragraph:
            if self.segments[j].kind == "dialogue":
                return "".join(parts), j
            parts.append(self.normal[j])
            j += 1
        return "".join(parts), None

    def _paragraph_text_before(self, i: int) -> str:
        paragraph = self.segments[i].paragraph
        parts = []
        j = i - 1
        while j >= 0 and self.segments[j].paragraph == paragraph:
            if self.segments[j].kind != "dialogue":
                parts.append(self.normal[j])
            else:
                parts.append("「」")  # keep quotes out of the search for subjects
            j -= 1
        return "".join(reversed(parts))

    def _previous_quote(self, i: int) -> int | None:
        """The last quote decided to be speech before quote i (run() goes in order)."""
        return self.last_quote if self.last_quote is not None and self.last_quote < i \
            else None

    def _inner(self, i: int) -> str:
        """The quote's words without its marks and without nested quotes."""
        text = self.normal[i].strip()
        if text[:1] in OPEN:
            text = text[1:]
        if text[-1:] in CLOSE:
            text = text[:-1]
        return re.sub(r"[『‘][^』’]*[』’]", "", text)

    # ---- references in narration ------------------------------------------------------
    def _refs(self, text: str) -> list[Ref]:
        refs: list[Ref] = []
        taken = [False] * (len(text) + 1)
        for mention in self.index.mentions(text):
            refs.append(make_ref(text, mention.start, mention.end, "name", mention.name))
            for k in range(mention.start, mention.end):
                taken[k] = True
        starts = {m.start for m in self.index.mentions(text)}
        for found in described(text):
            if found.end in starts:
                continue  # 部门经理郑国华: the name is who the description means
            if not any(taken[found.start:found.end]):
                label = self._as_written(found.label)
                refs.append(make_ref(text, found.start, found.end, "name",
                                      self.links.get(label, label)))
                for k in range(found.start, found.end):
                    taken[k] = True
        for match in GROUP.finditer(text):
            if not any(taken[match.start():match.end()]):
                word, start = match.group(), match.start()
                if word.endswith("们") and len(word) > 2 and word[-2] in "我你他她":
                    start = match.end() - 2  # 看见他们: the group is 他们
                refs.append(make_ref(text, start, match.end(), "group"))
                for k in range(start, match.end()):
                    taken[k] = True
        for match in PRONOUN.finditer(text):
            if not taken[match.start()]:
                kind = {"他": "he", "她": "she", "我": "me"}[match.group()]
                refs.append(make_ref(text, match.start(), match.end(), kind))
        refs.sort(key=lambda r: r.start)
        return refs

    def _as_written(self, label: str) -> str:
        """A description in the chapter's own script (t2s keeps the length of words)."""
        if label not in self.written:
            at = self.chapter_normal.find(label)
            same = at >= 0 and len(self.chapter_normal) == len(self.chapter.text)
            self.written[label] = self.chapter.text[at:at + len(label)] if same else label
        return self.written[label]

    def _is_described(self, name: str) -> bool:
        """A speaker known by a description (女孩, 老和尚), not a name the user gave."""
        if name in (NARRATOR, UNKNOWN, CROWD, self.config.first_person):
            return False
        if self.index.canonical(name) is None:
            return True
        key = norm(name)
        return name not in self.index.configured and any(
            d.start == 0 and d.end == len(key) for d in described(key))

    def _gender(self, name: str) -> Gender:
        gender = self.index.gender(name)
        if gender == "unknown" and self.index.canonical(name) is None:
            return described_gender(norm(name))
        return gender

    def _is_inscription(self, i: int) -> bool:
        before = self._before(i)
        if not before.strip() and i > 0 and self.segments[i - 1].kind == "narration" \
                and self.segments[i - 1].paragraph == self.segments[i].paragraph - 1:
            before = self.normal[i - 1]
        return bool(before.strip()) and is_inscription(before)

    # ---- decisions --------------------------------------------------------------------
    def _decide(self, i: int) -> _Decision:
        override = self._override(i)
        if override is not None:
            return override
        if i in self.pending_split:
            return self.pending_split.pop(i)
        self.addressed[i] = self._vocatives(i)
        decision = self._opening_tag(i) or self._closing_tag(i)
        if decision is None or decision.rule in ("pronoun", "beat", "beat-after"):
            royal = self._royal(i)
            if royal is not None and (decision is None or decision.speaker != royal.speaker):
                return royal
        if decision is not None:
            return decision
        return self._self_named(i) or self._paragraph_beat(i) or self._untagged(i)

    def _self_named(self, i: int) -> _Decision | None:
        """「在下沈青川，…」: the quote says who speaks."""
        inner = self._inner(i)
        mentions = self.index.mentions(inner)
        name = self_named(inner, [(m.start, m.end, m.name) for m in mentions])
        previous = self._previous_quote(i)
        if name is None and len(mentions) == 1 and previous is not None \
                and ASKS_NAME.search(self._inner(previous)) \
                and not re.sub(r"[\W_]", "", inner.replace(norm(mentions[0].name), "")):
            name = mentions[0].name  # 「姑娘芳名？」「柳如眉。」
        if name is None:
            return None
        turn = self._untagged(i).speaker  # whose turn it was: a described person is named
        genders = {self._gender(turn), self._gender(name)}
        if self._is_described(turn) and turn not in (NARRATOR, UNKNOWN, CROWD) \
                and ("unknown" in genders or len(genders) == 1):
            self._link(turn, name)
        return _Decision(name, 0.8, "self-name")

    def _previous_narration(self, i: int) -> str | None:
        """The paragraph right before quote i when i opens its paragraph and that one is
        all narration (its quoted terms included)."""
        segment = self.segments[i]
        if i == 0 or self._before(i).strip():
            return None
        previous = self.segments[i - 1]
        if previous.kind != "narration" or previous.paragraph != segment.paragraph - 1 \
                or self.result[i - 1].kind != "narration" or previous.paragraph in self.voiced:
            return None
        start = i - 1
        while start > 0 and self.segments[start - 1].paragraph == previous.paragraph:
            start -= 1
        text = "".join(self.normal[start:i]).strip()
        return text if text and text[-1:] not in "：:" else None

    def _actors(self, text: str) -> list[Ref]:
        """Who acts in each clause: a person opening it, or seen at its start (只见X)."""
        actors = []
        for clause in CLAUSE_END.split(text):
            seen = PERCEIVE.match(clause)
            at = seen.end() if seen else 0
            actors += [r for r in self._refs(clause) if r.start == at and r.kind != "group"]
        return actors

    def _paragraph_beat(self, i: int) -> _Decision | None:
        """A quote opening its paragraph after a paragraph of narration about someone.

        「…」 after 林建国摇摇头，剥了一个橘子。 is most often 林建国's; after reported
        speech (我招宏儿…问他可会写字。) it is the reply of the one spoken to.
        """
        text = self._previous_narration(i)
        if text is None:
            return None
        sentence = SENTENCE_END.split(text.rstrip("。！？!?；; "))[-1]
        refs = self._refs(sentence)
        if REPORTED.search(sentence):
            spoken_to = [r for r in refs if not r.subject and r.kind in ("name", "he", "she")]
            speakers = [r for r in refs if r.subject and r.kind in ("name", "me", "he", "she")]
            if spoken_to and speakers:
                reply = self._resolve(i, spoken_to[0], sentence, "reported", 0.55)
                asker = self._resolve(i, speakers[0], sentence, "reported", 0.55)
                if reply and asker and reply.speaker != asker.speaker \
                        and reply.speaker != UNKNOWN:
                    self.scene.exchange = [asker.speaker]
                    return reply
        # The most recent actor; if the quote calls that one, someone else in the sentence.
        actors = self._actors(sentence)[::-1] or [r for r in refs if r.subject]
        others = [r for r in refs if r.kind == "name" and r not in actors]
        for ref in actors + others:
            if ref.kind == "group":
                continue
            decision = self._resolve(i, ref, sentence, "beat-paragraph", 0.55)
            if decision is not None and decision.speaker != UNKNOWN \
                    and decision.speaker not in self.addressed.get(i, ()):
                return decision
            if ref in actors[:1] and decision is not None \
                    and decision.speaker not in self.addressed.get(i, ()):
                return None
        return None

    def _override(self, i: int) -> _Decision | None:
        text = self.normal[i]
        for override in self.config.overrides:
            if override.chapter is not None and override.chapter != self.chapter.index:
                continue
            if norm(override.quote) and norm(override.quote) in text:
                speaker = override.speaker
                if speaker not in (NARRATOR, UNKNOWN, CROWD):
                    speaker = self.index.canonical(speaker) or speaker
                return _Decision(speaker, 1.0, "override")
        return None

    def _is_term(self, i: int) -> bool:
        """A short quote with no sentence end, run into narration: a title or nickname."""
        inner = self._inner(i)
        if not inner or len(inner) > 20 or any(c in TERMINAL for c in inner):
            return False
        before = self._before(i).rstrip()
        after, _ = self._after(i)
        prev = before[-1:]
        if prev in ("：", ":"):
            return False
        if before and ENDS_WITH_VERB.search(before) and not NAMING.search(before):
            return False
        if prev and (prev == "、" or "\u4e00" <= prev <= "\u9fff"):
            return True
        nxt = after[:1]
        return bool(before) and (nxt == "、" or nxt == "的")

    def _vocatives(self, i: int) -> set[str]:
        """Names addressed inside the quote: they are not its speaker."""
        inner = self._inner(i)
        found = [(m.start, m.end, m.name) for m in self.index.mentions(inner)]
        taken = {k for start, end, _ in found for k in range(start, end)}
        found += [(d.start, d.end, self._as_written(d.label)) for d in described(inner)
                  if not taken & set(range(d.start, d.end))]  # 「奶奶！」 addresses her
        for call in surname_calls(inner):
            if call.word in self.index.surfaces:
                continue
            other = {"male": "female", "female": "male"}.get(call.gender)
            people = {n for n in self.index.names if (norm(n).startswith(call.surname)
                      or norm(n) in ("老" + call.surname, "小" + call.surname))
                      and self._gender(n) != other}
            if len(people) == 1:
                found.append((call.start, call.end, people.pop()))
        for match in DOUBLED.finditer(inner):
            people = {n for n in self.index.names if len(n) >= 2
                      and norm(n)[-1] == match.group(1)}
            if len(people) == 1:
                found.append((match.start(), match.end(), people.pop()))
        names = {name for start, end, name in found if is_vocative(inner, start, end)}
        if self.index.emperor and re.search(r"(?:陛下|皇上|圣上|万岁)", inner):
            names.add(self.index.emperor)
        return names

    def _royal(self, i: int) -> _Decision | None:
        emperor = self.index.emperor
        if emperor and "朕" in self._inner(i) and emperor not in self.addressed.get(i, ()):
            return _Decision(emperor, 0.85, "title")
        return None

    def _opening_tag(self, i: int) -> _Decision | None:
        before = self._before(i)
        if not before.strip() and i > 0 and self.segments[i - 1].kind == "narration" \
                and self.normal[i - 1].rstrip()[-1:] in ("：", ":"):
            before = self.normal[i - 1].rstrip()  # 只是说：⏎“…”: the tag closes the paragraph
        stripped = before.rstrip(" \t\u3000")
        if not stripped.strip():
            return None
        last = stripped[-1]
        body = stripped.rstrip("：:，,")
        colon = last in "：:"
        verb = ENDS_WITH_VERB.search(body)
        if not (colon or verb or last in "，,"):
            return self._beat(i, stripped)
        if last in "，," and not verb:
            return None
        thought = bool(ENDS_WITH_THOUGHT.search(body))
        sentence = SENTENCE_END.split(body)[-1]
        decision = self._speaker_in(i, sentence, len(self._paragraph_text_before(i))
                                    - len(before) + len(body) - len(sentence),
                                    "tag-before", 0.95 if (colon or verb) else 0.7)
        if decision is None:
            return None
        if thought and decision.speaker not in (CROWD, UNKNOWN):
            return _Decision(decision.speaker, decision.confidence * 0.95, "thought")
        return decision

    def _beat(self, i: int, before: str) -> _Decision | None:
        """「…」 right after a sentence about someone: most often that someone speaks."""
        sentence = SENTENCE_END.split(before.rstrip("。！？!?；; "))[-1]
        refs = [r for r in self._refs(sentence) if r.subject and r.kind != "me"]
        if not refs:
            return None
        described_only = refs[0].kind == "name" and self._is_described(refs[0].name)
        if described_only and "「」" in self._paragraph_text_before(i):
            return None  # 拖出躲在背后的孩子来。「…」: the paragraph's speaker goes on
        d = self._resolve(i, refs[0], sentence, "beat", 0.6)
        if d is None or d.speaker in self.addressed.get(i, ()):
            return None
        return d

    def _speaker_in(self, i: int, sentence: str, offset: int, rule: str,
                    confidence: float) -> _Decision | None:
        """The subject of the clause that carries the tag, walking back clause by clause."""
        clauses = CLAUSE_END.split(sentence)
        for clause in reversed(clauses):
            refs = self._actors(clause) or [r for r in self._refs(clause) if r.subject]
            if refs:
                return self._resolve(i, refs[0], clause, rule, confidence)
        # No subject in the sentence: the paragraph's, else the one before.
        context = self._paragraph_text_before(i)
        refs = [r for r in self._refs(context) if r.subject and r.kind == "name"]
        if refs:
            return _Decision(refs[0].name, confidence * 0.8, rule)
        if self.scene.salient:
            return _Decision(self.scene.salient[-1], 0.5, rule)
        return _Decision(UNKNOWN, 0.2, rule)

    def _resolve(self, i: int, ref: Ref, clause: str, rule: str, confidence: float
                 ) -> _Decision | None:
        if ref.kind == "name":
            return _Decision(ref.name, confidence, rule)
        if ref.kind == "group":
            return _Decision(CROWD, confidence * 0.95, "crowd")
        if ref.kind == "me":
            return _Decision(self.config.first_person, confidence * 0.95, "first-person")
        found = self._pronoun(i, ref.kind)
        if found is None:
            return _Decision(UNKNOWN, 0.2, "pronoun")
        name, certainty = found
        return _Decision(name, min(confidence, certainty), "pronoun")

    def _pronoun(self, i: int, kind: str) -> tuple[str, float] | None:
        """他/她: the paragraph's subject, else the exchange, else the latest named subject."""
        want = "female" if kind == "she" else "male"
        excluded = self.addressed.get(i, set())

        def fits(name: str) -> int:
            gender = self._gender(name)
            return 2 if gender == want else (1 if gender == "unknown" else 0)

        context = self._paragraph_text_before(i) + self._before(i)[:0]
        subjects = [r.name for r in self._refs(context) if r.kind == "name" and r.subject
                    and r.name not in excluded]
        for name in subjects:
            if fits(name) == 2:
                return name, 0.85
        for name in subjects:
            if fits(name) == 1:
                return name, 0.75
        narration = self._previous_narration(i)
        if narration and not context.strip():  # the paragraph before: its last actor
            sentence = SENTENCE_END.split(narration.rstrip("。！？!?；; "))[-1]
            actors = [r.name for r in self._actors(sentence)[::-1] if r.kind == "name"
                      and r.name not in excluded]
            if actors and fits(actors[0]):
                return actors[0], 0.7
        # Start of a paragraph in a running exchange: the one who did not speak last.
        candidates = [n for n in self.scene.exchange if n != UNKNOWN and n not in excluded]
        if len(candidates) >= 2:
            other = candidates[-2]
            if fits(other) and not (fits(candidates[-1]) == 2 and fits(other) < 2):
                return other, 0.65
        for name in reversed(self.scene.salient):
            if name not in excluded and fits(name) == 2:
                return name, 0.6
        for name in reversed(self.scene.salient):
            if name not in excluded and fits(name):
                return name, 0.5
        if subjects:  # 他 for a woman, as older texts write it
            return subjects[0], 0.4
        return None

    def _closing_tag(self, i: int) -> _Decision | None:
        after, next_quote = self._after(i)
        text = after.lstrip(" \t\u3000")
        if not text:
            return None
        first = CLAUSE_END.split(text, maxsplit=1)[0]
        rest = text[len(first):]
        refs = [r for r in self._refs(first) if r.subject]
        done = DONE_SPEAKING.match(first)
        if done and not refs:  # 「…」說完，他躬身相謝。
            second = CLAUSE_END.split(rest.lstrip("，,。 "), maxsplit=1)[0]
            refs2 = [r for r in self._refs(second) if r.subject]
            if refs2:
                return self._resolve(i, refs2[0], second, "tag-after", 0.85)
            return None
        if not refs or refs[0].start > 2:
            return None
        # The narration runs on into the paragraph's next quote: 「…」陈默笑了笑，「…」.
        leads = next_quote is not None and text.rstrip()[-1:] in "，,：:"
        is_tag = bool(ENDS_WITH_VERB.search(first) or (CONTAINS_VERB.search(first[:12])
                      and done is None))
        if is_tag:
            decision = self._resolve(i, refs[0], first, "tag-after", 0.9)
        else:
            if not leads and rest[:1] not in ("。", "！", "？", "，", ",", ""):
                return None
            decision = self._resolve(i, refs[0], first, "beat-after", 0.7 if leads else 0.55)
            if decision is not None and decision.speaker in self.addressed.get(i, ()):
                return None
        if decision is None:
            return None
        if leads and not self._someone_else(rest, decision.speaker):
            # 「…，」他說，「…」: one speaker. But 「A。」「B。」 chains alternate, and a
            # quote already answering another belongs to the turn before the tag.
            inner = self._inner(i).rstrip()
            open_ended = inner[-1:] not in TERMINAL
            previous = i - 1
            adjacent = previous >= 0 and self.segments[previous].kind == "dialogue" \
                and self.segments[previous].paragraph == self.segments[i].paragraph
            first_in_paragraph = not self._before(i).strip() and not adjacent
            if open_ended or first_in_paragraph:
                assert next_quote is not None
                rule = "split-quote" if is_tag else "split-beat"
                self.pending_split[next_quote] = _Decision(
                    decision.speaker, decision.confidence, rule)
                return decision
            return None
        return decision

    def _someone_else(self, text: str, speaker: str) -> bool:
        """Another person is the subject somewhere in this narration."""
        return any(r.subject and r.kind in ("name", "group") and r.name != speaker
                   for r in self._refs(text))

    def _untagged(self, i: int) -> _Decision:
        """No tag: continue or alternate the running exchange."""
        previous = self._previous_quote(i)
        same_paragraph = previous is not None and \
            self.segments[previous].paragraph == self.segments[i].paragraph
        turn = self.scene.next_turn(
            last=self.result[previous].speaker if previous is not None else None,
            previous=previous, excluded=self.addressed.get(i, set()),
            same_paragraph=same_paragraph, adjacent=same_paragraph and previous == i - 1,
            recent=previous is not None and self.segments[i].paragraph
            - self.segments[previous].paragraph <= EXCHANGE_GAP)
        return _Decision(turn.speaker, turn.confidence, turn.rule)

"""How each speaker calls the others: 「妈，…」 from the daughter, 「师父！」 from the
disciple, 「刘佳，拿纱布」 from the doctor.

People keep the words they call each other by. The lines a tag decides show who uses
which call word; an untagged line that opens with a call word only one speaker has used
is most likely that speaker's. 「我娘走不动了」 counts too: whoever says 我娘 calls her 娘.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from pipeline.model import CROWD, UNKNOWN
from pipeline.tags import CALL_WORD, is_person_word

# The opening words of a quote up to the first pause: 「妈，…」, 「师父！」, 「大哥——」.
_OPENING_CALL = re.compile(r"^([\u4e00-\u9fff]{1,4}?)(?:啊|呀|哪|哇)?(?:[，,！!…。？?]|——)")
# 我娘, 我的师父, 俺爹: the speaker's own kin or teacher, named inside a line.
_MY_KIN = re.compile(r"(?:我|俺|我们)的?(师父|师傅|师兄|师姐|师姊|师娘|爹爹|爹|娘亲|娘|妈妈|"
                     r"妈|爸爸|爸|奶奶|爷爷|外婆|姥姥|哥哥|哥|姐姐|姐)(?![\u4e00-\u9fff]?[们子])")
_NOBODY = (UNKNOWN, CROWD)  # a first-person narrator calls people too


def opening_call(inner: str, is_name: Callable[[str], bool]) -> str | None:
    """The word a quote opens by calling someone, when it does (normalized text)."""
    match = _OPENING_CALL.match(inner.strip())
    if match is None:
        return None
    word = match.group(1)
    if CALL_WORD.search(word) or is_person_word(word) or is_name(word):
        return word
    return None


@dataclass
class AddressHabits:
    """Call word -> the speakers seen using it."""

    users: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def learn(self, speaker: str, inner: str, is_name: Callable[[str], bool]) -> None:
        if speaker in _NOBODY:
            return
        call = opening_call(inner, is_name)
        if call is not None:
            self.users[call].add(speaker)
        for match in _MY_KIN.finditer(inner):
            self.users[match.group(1)].add(speaker)

    def only_user(self, call: str, excluded: Iterable[str]) -> str | None:
        """The one speaker who calls people ``call``, unless that one is ``excluded``."""
        users = self.users.get(call, set()) - set(excluded)
        return next(iter(users)) if len(self.users.get(call, ())) == 1 and users else None

    def knows(self, call: str | None) -> bool:
        return call is not None and call in self.users

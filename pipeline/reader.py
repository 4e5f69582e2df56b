"""Reading one chapter around its quotes: the narration before and after a quote, its
words, and the people a piece of narration or a quote refers to.

``ChapterReader`` decides nothing; ``pipeline.attribute`` asks it questions. Every text
it returns is the normalized (t2s) form; names come back as the book writes them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from pipeline.characters import (
    AFTER_A_GIVEN_NAME,
    CLASSICAL_LINKS,
    CLASSICAL_PARTICLES,
    COMPOUND_SURNAME_RE,
    COMPOUND_SURNAMES,
    CRY_CHARS,
    DAUGHTER_TITLES,
    DOTTED_NAME,
    FUNCTION_CHARS,
    GESTURE,
    NOT_GIVEN_NAME,
    QUOTES,
    STOP_WORDS,
    SURNAMES,
    TITLE_AFTER_NAME,
    TRANSLITERATION,
    CharacterIndex,
    dotted_without_title,
    is_classical,
    norm,
    plausible_name,
    spelled_out,
    two_deeds_at,
)
from pipeline.config import Config
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Chapter, Gender, Segment
from pipeline.tags import (
    AFTER_NAME,
    APPEARS,
    ARRIVES,
    BUILDS,
    CALL_WORD,
    CLASSICAL_ACTS,
    CLASSICAL_I,
    CLASSICAL_PERSONS,
    CLAUSE_END,
    CLOSE,
    CONTAINS_VERB,
    DOUBLED,
    ENDS_WITH_VERB,
    EVEN,
    GROUP,
    IS_NAMED_AT,
    LEAD_IN,
    LOOKS_TO,
    NAMING,
    NEXT_DOOR_OF,
    NOT_DOING,
    OPEN,
    PARAPHRASE,
    PERCEIVE,
    PLACE_BY,
    PRONOUN,
    ROLE_WORDS,
    SAID_WAS,
    SEES,
    SYSTEM_NOVEL,
    TERMINAL,
    TOGETHER,
    WHOSE_PLACE,
    WIVES,
    Ref,
    SurnameCall,
    described,
    described_gender,
    is_inscription,
    is_person_word,
    is_title,
    is_vocative,
    looked_at,
    make_ref,
    surname_calls,
)

_WE = re.compile("我们|咱们|我俩")
# 老太太屋里的大丫头, 王爷身边的小厮, 她的丫头: one of someone's household, who acts for herself.
_WHOSE_ONE = re.compile("(屋里|房里|身边|身旁|手下|跟前|院里|家里|屋中|房中)?的")
_OPENS_A_CLAUSE = ("", "，", ",", "。", "；", "\n")
_HAN = re.compile(r"^[\u4e00-\u9fff]+$")
# “…”你说, 你问：“…”: a 你 who speaks, as in a story told in the second person
_YOU_SPEAK = re.compile(r"[”」]你(?:说|问|答|喊|叫|道)|你(?:说|问|答|喊|叫)道?[：:]\s*[“「]")
# 谓征曰: spoken to by the last character of a name (not 问之曰: asked him)
_TO_ONE_ALONE = re.compile(r"(?:谓|顾|问|语)([^之其彼\W\da-zA-Z])曰[：:，,]?\s*$")
# 十来条汉子, 几个光膀子的汉子
_COUNTED = re.compile(r"[两二三四五六七八九十几数百][来多余]?[个条名位](?:[^，。！？的]{1,6}的)?$|"
                      r"别的$")  # 别的囝仔也跟着喊: the others
# 这位公债场上的魔王: a word for someone, said with 这位
_THIS_EPITHET = re.compile(r"这位[^，,。！？、\s]{0,8}?$")
_NOT_SURNAME = set("和向于与同把被对给让叫在为时成应万明从连将也还又都再就才只而及上下往朝冲跟")
# 老周是这家铺子的裁缝: the role a sentence gives the person named before it.
_ROLE_GIVEN = re.compile(r"(?:是|乃|当了|做了)[^，,。！？；]{0,10}?(" + "|".join(ROLE_WORDS) + ")")
# 被那大汉劈手夺过: the one after 被 does the deed.
_BY = re.compile(r"被(?:那|这)?")
# What may come right before a surname and a title (那林老太太, 问钱会计); after other
# characters the "surname" ends a word (瘦高弟子).
_SOUNDING_THINGS = set("鞋靴车轮门窗钟铃琴笛鼓锣炮枪")  # what a voice is heard from, no one
_BEFORE_SURNAME = set("那这个位名的是和与跟对向问叫给把被让见")
# A character that ends a name before it (周正被…, 孙建民的…).
_SHORT_NAME_BEFORE = set("的了着是在说问们便把被个就都也又")
_KIN_AFTER_A = set("嫂伯叔婶姨姆公婆")  # 阿桂嫂, 阿土伯: a neighbour so called
_SAYS_NEXT = set("说道问喊叫笑答嚷骂吼喝")  # 低声道, 冷笑道: a manner word, then the saying
_CLAUSE_LEAD = "「」“”『』‘’ \t\n\u3000"  # what a clause may open with before its words
# 比利时人, 古巴籍: someone's country, spelled like a name (比利 of 比利时) but no name.
_COUNTRY_OF = re.compile(
    "(?:比利时|利比亚|芬兰|英格兰|巴西|古巴|马里|索马里|乌克兰|罗马尼亚|伊拉克|巴基斯坦|"
    "埃塞俄比亚|肯尼亚|摩洛哥|阿尔及利亚|普鲁士|奥斯曼|塞尔维亚|克罗地亚|阿尔巴尼亚|格鲁吉亚|"
    "蒙古)(?:人|籍|队|国)")
_SPELLED = re.compile(f"[{''.join(sorted(TRANSLITERATION))}]{{2,4}}")
# 勒弗朗索瓦太太站在门口, 布朗热先生说: a spelled name and a title opening a clause (not yet
# 对勒弗朗索瓦太太说, where 对 runs into the name).
_HAN_BEFORE = re.compile(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,6}$")
_FOREIGN_TITLES = {"太太", "夫人", "先生", "小姐"}


# Titles that tell apart people of one family: 莊小姐 is not 莊太太, her mother, and 周少爷
# not 周老爷 (but 周先生 may be either, and 陈姑娘 is 陈小姐).
_FAMILY_TITLES = {**dict.fromkeys(WIVES | {"奶奶"}, "wife"),
                  **dict.fromkeys(DAUGHTER_TITLES, "daughter"), "老爷": "father", "少爷": "son"}


# 姓钟的: someone called by the surname alone (not 同姓的, 本姓的, nor 一个姓王的, a stranger).
_SURNAMED_ONE = re.compile(r"(?<![同本个位名])姓([\u4e00-\u9fff])的")


def _another_title(name: str, call: SurnameCall) -> bool:
    """``name`` is the call's surname with a family title of another member than the call's."""
    title, called = name[len(call.surname):], call.word[len(call.surname):]
    return title in _FAMILY_TITLES and called in _FAMILY_TITLES \
        and _FAMILY_TITLES[title] != _FAMILY_TITLES[called] and call.word.startswith(call.surname)


# 一头青毛狮子: a beast, no one surnamed 毛 (a 田猴子 may be a man's nickname)
_BEASTS = ("狮子", "老虎", "狐狸", "豹子")


def _reads_as_word(token: str) -> bool:
    """哈哈, 冷冷地, 高台, 院子, 勒马, 高出半(个头), 毛狮子: a doubled sound, an adverb, a
    place, a thing, a gesture, a comparison or a beast, where a name was looked for."""
    return token[0] == token[1] or token[-1] == "地" or GESTURE.match(token) is not None \
        or (len(token) == 2 and token[-1] in "台侧面处边旁井" + "".join(NOT_GIVEN_NAME)) \
        or token[:2] in ("高出", "高过", "高于") or token[-2:] in _BEASTS


# 会稽余姚人: where someone comes from, written before the name (乃会稽余姚人虞翻).
_NATIVE_OF = re.compile(r"[\u4e00-\u9fff]{1,5}人(?=[\u4e00-\u9fff]{2,3}[，,。；也])")
_BOTH_SIDES = ("两旁", "两边", "两厢")
# Opening a clause before who acts (可她已经探出头来, 谁知他只瞟了一眼: she, he).
_BUT = re.compile("可是|但是|不过|然而|谁知道?|哪知道?|谁料|不料|岂料|没想到|可|但")
# 照片上的男人: someone in a still picture, not in the room (电视里的女人, 屏幕上的男人 and
# 画里的女子 of a tale may speak).
_PICTURED = re.compile(r"(?:照片|相片|画像|肖像|海报|镜框|报纸)[上里中]的$")
# 陈叩首曰, 陈战栗曰: in 文言 a surname alone acts, and these never end a name.
_CLASSICAL_GESTURES = frozenset({"叩首", "顿首", "稽首", "再拜", "战栗", "大呼", "俯首", "拱手",
                                 "长跪", "大笑", "大惊", "大怒", "大喜"})
# What opens a 文言 clause before 曰 without being anyone's one-character name.
_NOT_ONE_NAME = set(CLASSICAL_PERSONS) | set(CLASSICAL_ACTS) \
    | set(CLASSICAL_I + "其此彼是或皆众诸奏禀启对言告呼叱喝既") \
    | CLASSICAL_PARTICLES  # (呼曰: cried out; 且曰, 既曰: a particle, no one)
_TOWARDS_GROUP = set("朝对向冲给跟替让叫把被")  # before 学生们: whom something is done to
# 「之敏，…」, 「…。之敏，…」: a name opening a sentence of a quote, then a comma.
_CALLED = re.compile(r"(?:^|(?<=[。！？]))([\u4e00-\u9fff]{2,3})[，,！!]")
_INTERJECTIONS = CRY_CHARS | set("吧哪呢嘛")  # 好吧, 天哪, 哎呀: no names
# 还是大柱哥先反应过来, 只有周若兰没动: the one singled out from a group acts.
_ONLY_ONE = re.compile(r"(?:还是|倒是|只有|唯有|到底还是|最后还是)")
# 老太太, 老先生: with 老 before it a title names someone else (the matriarch, an old man;
# but 周老先生 is the old 周先生 himself, while 徐老太太 is not 徐太太).
_OLD_IS_ANOTHER = {"太太", "先生", "夫人"}
# 值班分析员苏雯, 随队军医老陈: a post the lexicon lacks, opening the clause before the name
# that acts. Characters that join, point or act on (的, 和, 把, 想起了, 找到) make the name
# someone else's or an object: 想起了驯兽师李四, 找到值班员李四.
_POST_BEFORE = re.compile(r"(?:(?![的和跟与对向把被给让将从在他她我你了着过起到见找问请叫想梦看])"
                          r"[\u4e00-\u9fff]){1,5}[员师长官]$")
# 俗话说, 常言道, 老话讲得好, 高邮人有一句老话, 南京人有句歇后语，叫: a saying follows, in
# no one's voice
_A_SAYING = re.compile("(?:(?:^|[。！？；…])\\s*(?:俗话|俗语|常言|老话|古话|老古话)(?:说|道|讲)"
                       "(?:得好)?|(?:^|[。！？；…])[^。！？；…，,]{0,4}人(?:常|都|向来)?有一?句"
                       "(?:老话|俗话|古话|老古话|话|歇后语|谚语|顺口溜)[，,]?(?:叫[作做]?|说|讲|道)?|"
                       "(?:^|[。！？；…，,])[^。！？；…，,说讲念叨喊嚷骂]{0,12}"
                       "挂在嘴边的一?句(?:老话|俗话|话))"  # 外婆常挂在嘴边的一句话： (not
                       # 又说起他常挂在嘴边的一句话：, said now)
                       "[：:，,]?$")
_THREW_A_LINE = re.compile(r"(?:撂|丢|甩|扔|抛|补|冒|憋|叮嘱|嘱咐|交代|吩咐|说|骂|嘟囔|嘀咕)"
                           r"(?:下|出|了)?一句$")
# 直治小时候，是她背大的: a time in someone's life, not something they do.
_WHEN_YOUNG = re.compile(r"小时候|年轻时|幼时|在世时|活着的时候")
_INSIDE = set("里中内外")  # after a group: where someone is, not who acts
# 朱揖曰, 孟顾而笑曰: in classical prose a surname alone acts (the one person so named).
_CLASSICAL_ACT = re.compile(f"[{CLASSICAL_ACTS}]")
_ALONE_BEFORE_YUE = re.compile(rf"(?:^|(?<=[，。！？；：」\n]))(?=([\u4e00-\u9fff])"
                               rf"(?:[{CLASSICAL_ACTS}]?曰|[{CLASSICAL_ACTS}][\u4e00-\u9fff]?曰))")
# 正说话间: while they talked, no one named.
_WHILE_TALKING = re.compile("说话间|说话时|谈话间")
# 翻冷笑曰, 昭厉声曰: a few manner words between a one-character name and 曰.
_SOON_SAYS = re.compile(r"[\u4e00-\u9fff]{1,3}曰")
# 浩浩妈妈, 阿根嫂, 铁柱媳妇, 二狗他爹: a person named by whose kin they are.
_OWNER_KIN = re.compile(r"(?:[他她]?(?:妈妈|妈|爸爸|爸|爹|娘(?!娘)|奶奶|爷爷|姥姥|姥爷|外婆|外公)|"
                        r"嫂子?|媳妇|老婆|的(?:女人|老婆|媳妇|婆娘|男人)(?![缘味])|"  # 王铁匠的女人
                        r"家的(?![房屋院门墙窗田鸡鸭鹅狗猫猪牛羊马骡驴船车铺"
                        r"店钱事孩儿女丫灯炕锅米粮柴树园菜芦]))(?![们子])")  # not 王母娘娘, nor
# 周三奶奶家的芦花鸡 (the family's hen)
# 是帕科的女人, 被称作张经理的男人: what someone is, or is called.
_CALLED_SO = re.compile(r"(?:(?<![于但可只还要若倒总])是|[了过着]|叫|称|称作|叫做|叫作|称为|唤作|"
                        r"名叫)$")  # (于是王铁匠的女人…: she acts; 救了李四的男人: no wife)
# 史密斯太太, 周建国夫人: a man's wife, not the man.
_WIFE = re.compile(r"(?:太太|夫人)(?!们)")
_MISS = re.compile("小姐|女士")  # 布鲁克小姐 beside 布鲁克先生: his niece
_KIN_ENDS = set("弟兄姐妹叔伯侄甥儿女家")  # 同门师弟, 二当家
# What stands between 乃 and a name only when no one is named: an order (乃令良留谢), a
# count of things (乃是一堆白骨).
_ORDERS_SOMEONE = set("令使命遣召请叫让教派把被对向给为")
_COUNT_OF_THINGS = re.compile(r"[一二两三四五六七八九十几数半][个堆只月日年条块片位名座间]")


# 方曰, 徐曰, 谢曰, 祝曰: surnames that before 曰 say how or when it was said.
_SURNAMES_THAT_SAY_HOW = set("方徐谢常祝贺")
# 梁上曰, 窗外应曰, 帐中笑曰: in 文言, a voice from a place no one is seen in (a fox on the
# beam or in the wall goes by the place; one outside a window or curtain is a voice the tale
# names later).
_VOICE_FROM_A_PLACE = re.compile(r"([梁窗门帐帘屏壁墙床][上外中内后下])[忽又复乃徐]?"
                                 r"[应笑叹问答]?曰")
# 他是个干瘦的秃顶男人, 这是一个…的男人: what someone just named is.
_WHAT_HE_IS = re.compile(r"(?:^|[，,。；;！!？?])[他她这]是[^，,。；;！!？?“”「」]*$")

# 多了一个称呼——“诗仙”, 节目的名字——“全民知识擂台”: a name given, after a dash (not
# 唤着他的名字——“阿福”: a call).
_DASHES = "[—─…]+"  # (── is a box-drawing dash some texts use)
_NICKNAME_BEFORE_DASH = re.compile(f"(?:称呼|称号|外号|绰号|名号|雅号|诨名|名字){_DASHES}$")
_CALLED_BY_NAME = re.compile(f"[唤喊叫念][^，,。]{{0,6}}名字{_DASHES}$")


def _told_as_an(narration: str) -> bool:
    """俺 telling the story (俺爹, 俺说) five times or more, more often than 我."""
    return narration.count("俺") >= 5 and narration.count("俺") > narration.count("我")


def _as_me(match: re.Match[str]) -> str:
    return "我" if match.group() == "俺" else match.group()


def _owns_the_next(text: str, ref: Ref, starts: set[int]) -> bool:
    """老太太屋里的大丫头碧桃, 他身边的小厮, and at a clause's start 她的贴身丫头巧云: the one
    whose household it is does not act; the person named next does."""
    whose = _WHOSE_ONE.match(text, ref.end)
    if not whose or not starts & set(range(whose.end(), whose.end() + 3)):
        return False
    return whose.group(1) is not None or (ref.kind in ("he", "she", "me")
                                          and text[ref.start - 1:ref.start] in _OPENS_A_CLAUSE)


# 一直没有开口的, 始终不吭声的: a description of the one who speaks at last.
# Only when the description opens the clause (perhaps after 那个 or where the one sits):
# 转向一直没有开口的李四, 瞪着始终不吭声的李四 act on the silent one.
_SILENT_TILL_NOW = re.compile(r"^(?:这时|此时|这会儿)?(?:[这那][个位名])?"
                              r"(?:[坐站躲蹲靠倚立]在[^，,的]{1,8}的?|(?:身边|身旁|身后|旁边|一旁|"
                              r"对面|角落里|门口|桌边|炕上|屋里|人群里|人群中)的?)?"
                              r"(?:一直|始终|从头到尾|自始至终|半天|许久|一路)?[都也还]?"
                              r"(?:没有?|不|未)(?:开口|说话|作声|吭声|出声|言语|做声)的$")


# 旁边的老周翻了个身: the one lying or sitting next to the one telling.
_RIGHT_BESIDE = re.compile(r"(?:身边|身旁|旁边|一旁|隔壁|上铺|下铺)的")


class ChapterReader:
    def __init__(self, chapter: Chapter, segments: list[Segment], index: CharacterIndex,
                 config: Config):
        self.chapter = chapter
        self.segments = segments
        self.index = index
        self.config = config
        self.normal = [norm(s.text) for s in segments]
        self.chapter_normal = norm(chapter.text)
        narration = QUOTES.sub("", self.chapter_normal)
        if _told_as_an(narration):  # 俺说: 我 in dialect (but 俺娘, a name the book was read
            # for, stays)
            kept = sorted((norm(s) for s in index.surfaces if norm(s).startswith("俺")),
                          key=len, reverse=True)
            an = re.compile("|".join([*map(re.escape, kept), "俺"]))
            self.normal = [an.sub(_as_me, text) for text in self.normal]
            self.chapter_normal = an.sub(_as_me, self.chapter_normal)
            narration = an.sub(_as_me, narration)
        self.classical = is_classical(self.chapter_normal)
        self.system_novel = SYSTEM_NOVEL.search(self.chapter_normal) is not None
        self.written: dict[str, str] = {}  # normalized description -> as the book writes it
        self.links: dict[str, str] = {}  # described person -> the name the text gives
        self.recurring: dict[str, bool] = {}  # cache for _recurs
        self.alone_in_tags: Counter[str] | None = None
        self.met: set[str] = set()  # names the index lacks, read from tags (关平, 顾远山)
        self.titled: dict[str, set[str]] = {}  # 老太太 -> {林老太太}: titles met with a name
        self.roles_given: dict[str, list[str]] = {}  # cache for _roles_given
        looks: dict[str, set[str]] = {}
        for found in looked_at(self.chapter_normal):
            looks.setdefault(found.head, set()).add(found.label)
        # 瘦脸弟子 and 瘦高弟子: two strangers of one kind, told apart by their looks
        self.told_apart = {head for head, labels in looks.items() if len(labels) > 1}
        self.last_looks: dict[str, str] = {}  # 青年 -> 白衣青年, the last one met
        self.shown_with_looks: dict[str, str] = {}  # 女人 -> 年轻女人, as a tag first said
        self.outside_quotes = narration
        self.narration = narration if narration.count("我") >= 5 else ""  # told by 我
        # 你接过照片…“…”你说: told in the second person, whose 你 is a person of the story
        self.second_person = narration.count("你") >= 8 \
            and narration.count("你") > 2 * narration.count("我") \
            and _YOU_SPEAK.search(self.chapter_normal) is not None  # (not a storyteller's 你)
        self.quoted = "".join(QUOTES.findall(self.chapter_normal))

    def before(self, i: int) -> str:
        """Narration between the previous quote of the paragraph (or its start) and i."""
        paragraph = self.segments[i].paragraph
        parts = []
        j = i - 1
        while j >= 0 and self.segments[j].paragraph == paragraph \
                and self.segments[j].kind != "dialogue":
            parts.append(self.normal[j])
            j -= 1
        return "".join(reversed(parts))

    def after(self, i: int) -> tuple[str, int | None]:
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

    def named_after_is(self, text: str) -> list[tuple[int, int, str]]:
        """Names the index lacks, given by 乃是 (乃是太尉高仁，…): (start, end, name)."""
        found = []
        for match in IS_NAMED_AT.finditer(text):
            native = _NATIVE_OF.match(text, match.end())  # 乃会稽余姚人虞翻
            start = native.end() if native else match.end()
            for skip in range(6):  # 原来是同门师弟申公豹, 乃彭城严畯: a title or a place between
                at = start + skip
                between = text[start:at]
                if not re.fullmatch(r"[\u4e00-\u9fff]*", between):
                    break  # 正是六月初四，红日当天: the sentence went on
                name = self.name_at(text, at, apposition=True)
                titled = any(d.end == skip for d in described(between)) \
                    or between[-1:] in _KIN_ENDS  # 同门师弟申公豹, 三师弟申公豹
                if name and skip and not titled and (
                        set(between) & _ORDERS_SOMEONE or _COUNT_OF_THINGS.search(between)
                        or self.chapter_normal.count(name) < 2):
                    continue  # 乃令良留谢, 乃是一堆白骨; 乃彭城严畯 … 严畯低头: a place
                follows = text[at + len(name):at + len(name) + 1] if name else ""
                if name and follows in ("，", ",") and match.group() == "乃" \
                        and not re.search(r"[人者之谁][，,]?$", text[:match.start()]) \
                        and self.chapter_normal.count(name) < 2 \
                        and self.index.canonical(name) is None:
                    break  # 道士乃解葫芦，拔其塞: then he untied the gourd, no one named (but
                    # 闯进一人，乃许褚，大呼曰 names the one who came)
                if name and (follows in "，,。！？；：" or (follows in "也是" and match.group()
                                                             in ("乃", "乃是"))):  # 乃步骘也
                    self.met.add(self.as_written(name))
                    found.append((at, at + len(name), self.as_written(name)))
                    break
        return found

    def _titled_name(self, label: str) -> str:
        """丞相 once 丞相李嵩 was written: 李嵩; else the label as written."""
        names = self.titled.get(label, set())
        return next(iter(names)) if len(names) == 1 else self.as_written(label)

    def labels(self, name: str) -> list[str]:
        """What the text calls a person besides the name: 丫鬟 for 丫鬟春桃, 裁缝 for
        老周 once 老周是这家铺子的裁缝."""
        said = [label for label, names in self.titled.items() if name in names]
        return [norm(name), *said, *self._roles_given(norm(name))]

    def _roles_given(self, name: str) -> list[str]:
        if name not in self.roles_given:
            found = []
            at = self.chapter_normal.find(name)
            while at >= 0:
                role = _ROLE_GIVEN.match(self.chapter_normal, at + len(name))
                if role:
                    found.append(role.group(1))
                at = self.chapter_normal.find(name, at + 1)
            self.roles_given[name] = found
        return self.roles_given[name]

    def opens_paragraph(self, i: int) -> bool:
        return i == 0 or self.segments[i - 1].paragraph != self.segments[i].paragraph

    def pinned(self, i: int) -> str | None:
        """The speaker voices.yaml pins to quote i (``overrides:``), if any."""
        for override in self.config.overrides:
            if override.chapter is not None and override.chapter != self.chapter.index:
                continue
            if norm(override.quote) and norm(override.quote) in self.normal[i]:
                speaker = override.speaker
                if speaker not in (NARRATOR, UNKNOWN, CROWD):
                    speaker = self.index.canonical(speaker) or speaker
                return speaker
        return None

    def paragraph_text_before(self, i: int) -> str:
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

    def inner(self, i: int) -> str:
        """The quote's words without its marks and without nested quotes."""
        text = self.normal[i].strip()
        if text[:1] in OPEN:
            text = text[1:]
        if text[-1:] in CLOSE:
            text = text[:-1]
        return re.sub(r"[『‘][^』’]*[』’]", "", text)

    def as_written(self, label: str) -> str:
        """A description in the chapter's own script (t2s keeps the length of words)."""
        if label not in self.written:
            at = self.chapter_normal.find(label)
            same = at >= 0 and len(self.chapter_normal) == len(self.chapter.text)
            self.written[label] = self.chapter.text[at:at + len(label)] if same else label
        return self.written[label]

    def gender(self, name: str) -> Gender:
        gender = self.index.gender(name)
        if gender == "unknown":  # 紫面大汉, found speaking, is still a man
            return described_gender(norm(name))
        return gender

    def person_described(self, label: str) -> str:
        """Who a described person (老太太, 生) is in this chapter: the name the text gave
        them, the one person so titled (老太太 once 林老太太), else the label."""
        found = self.stranger(label)
        if len(self.titled.get(label, ())) == 1:
            found = next(iter(self.titled[label]))
        return self.links.get(found, found)

    def stranger(self, label: str) -> str:
        """How a described person is labelled: 胖女人 is 女人 unless the chapter has
        another 女人 told apart by looks; then a bare 女人 is the last one met."""
        found = described(label)
        if len(found) != 1 or found[0].start or found[0].end != len(label):
            return self.as_written(label)
        head = found[0].head
        if label[:found[0].looks_len] in ("女", "男") or (head in BUILDS and not re.search(
                f"(?<!{re.escape(label[:found[0].looks_len])}){head}(?!的)", self.chapter_normal)):
            return self.as_written(label)  # 女志工: her sex is more than looks, it is her voice;
            # 瘦高个子: one build, not a 高个子 who is thin (unless a plain 高个子 is met too)
        if head not in self.told_apart:
            if found[0].looks_len and not set(label) & set("声嗓岁") \
                    and self.chapter_normal.count(head) == self.chapter_normal.count(label):
                # never called plain 女人: shown as the 年轻女人 she is throughout (a voice
                # is 声音, an age no looks)
                self.shown_with_looks.setdefault(self.as_written(head), self.as_written(label))
            return self.as_written(head)
        return self.as_written(label if found[0].looks_len else self.last_looks.get(head, label))

    def with_looks(self, speaker: str) -> str:
        """How a stranger is shown: with the looks a tag gave her (女人 -> 年轻女人)."""
        return self.shown_with_looks.get(speaker, speaker)

    def note_looks(self, narration: str) -> None:
        """Read in order: the last 白衣青年 met is who a bare 青年 means from here on."""
        for found in looked_at(narration):
            if found.head in self.told_apart:
                self.last_looks[found.head] = found.label

    def is_described(self, name: str) -> bool:
        """A speaker known by a description (女孩, 老和尚), not a name the user gave nor
        one read from a tag (关平)."""
        if name in (NARRATOR, UNKNOWN, CROWD, self.config.first_person) \
                or name in self.index.configured:
            return False
        return is_person_word(norm(name))

    def _kin_after(self, text: str, end: int, name: str) -> re.Match[str] | None:
        """浩浩妈妈, 史密斯太太, 布鲁克小姐 (beside 布鲁克先生): a family member of the
        name just read, not its bearer."""
        return _OWNER_KIN.match(text, end) or _WIFE.match(text, end) or self._miss_after(
            text, end, name)

    def _miss_after(self, text: str, end: int, name: str) -> re.Match[str] | None:
        return _MISS.match(text, end) if self.index.gender(name) == "male" else None

    @staticmethod
    def _his_own_old_title(text: str, start: int, end: int, name: str) -> bool:
        """周老先生 (or 欧阳老先生) where the book's 先生 is 周先生: the old 周先生 himself."""
        title, full = text[start:end], norm(name)
        surname = full[:-len(title)] if title == "先生" and full.endswith(title) else ""
        return bool(surname) and text[max(0, start - 1 - len(surname)):start - 1] == surname

    def refs(self, text: str) -> list[Ref]:
        refs: list[Ref] = []
        taken = [False] * (len(text) + 1)
        mentions = [(m.start, m.end, m.name) for m in self.index.mentions(text)]
        for name in self.met:  # names read from tags earlier in the chapter (顾远山)
            for match in re.finditer(re.escape(norm(name)), text):
                mentions.append((match.start(), match.end(), name))
        for k, (start, end, named) in enumerate(mentions):  # 浩浩妈妈 is not 浩浩
            kin = self._kin_after(text, end, named)
            if kin and kin.group().startswith("的") and (
                    _CALLED_SO.search(text, 0, start)
                    or any(m[0] == kin.end() for m in mentions)):
                continue  # 她叫罗莎里奥，是帕科的女人, 被称作张经理的男人: who one is, not one
                # more person; 阿顺的老婆阿娇: she is named
            if kin and self.index.canonical(text[start:kin.end()]) is None:
                mentions[k] = (start, kin.end(), self.as_written(text[start:kin.end()]))
        found_all = described(text)
        name_starts = {m[0] for m in mentions}
        next_starts = name_starts | {d.start for d in found_all}
        described_end_at = {d.start: d.end for d in found_all if not d.looks_len}
        for start, end, name in sorted(mentions, key=lambda m: (m[0], -m[1])):
            if any(taken[start:end]) or described_end_at.get(start, 0) > end \
                    or (text.startswith("家的", end) and not _OWNER_KIN.match(text, end)):
                continue  # 店主婆: the innkeeper's wife, not 店主; 塔诺家的骡子: no one acts
            prefix = next((d.label[0] for d in found_all if d.start == start - 1
                           and d.end == end and d.label[1:] in (norm(name), text[start:end])),
                          "")  # (太太 written, 徐太太 meant)
            if prefix == "副" or (prefix == "老" and is_person_word(norm(name))
                                 and norm(name) + "们" in self.outside_quotes) \
                    or (prefix == "老" and text[start:end] in _OLD_IS_ANOTHER
                        and not self._his_own_old_title(text, start, end, name)):
                continue  # 副队长, 老长工 among 长工们: the deputy, an old farmhand, not the
                # 队长 or 长工 the book has met; 老太太, the matriarch, not 太太 (徐太太)
            if end in next_starts and described(norm(name)):
                continue  # 董事长秘书孟晓: a role right before a name is not who acts
            if text[end:end + 1] == "们":
                continue  # 水手们: a group of that kind, whatever one of them is called
            if text.startswith("的", end) and end + 1 in name_starts:
                continue  # 蹬三轮的李三, 宝玉的袭人: the one named after 的 is who acts
            counted = _COUNTED.search(text[:start])
            if counted and (is_person_word(norm(name)) or counted.group() == "别的") \
                    and not any(taken[counted.start():end]):
                refs.append(make_ref(text, counted.start(), end, "group"))  # 几个骡夫
                for k in range(counted.start(), end):
                    taken[k] = True
                continue
            refs.append(make_ref(text, start, end, "name", name))
            title = TITLE_AFTER_NAME.match(text, end)  # 阿黛勒·瓦朗小姐: one person, titled
            for k in range(start, title.end() if title else end):
                taken[k] = True
        starts = next_starts
        chain: dict[int, int] = {}  # where a run of titles before a name begins
        for found in found_all:
            if found.end in starts:
                chain[found.end] = chain.get(found.start, found.start)
                for start, _, name in mentions:  # 大儿子孙建国: 儿子 is 孙建国 from now on
                    if start == found.end and self.index.canonical(name):
                        self.titled.setdefault(found.label, set()).add(name)
                continue  # 部门经理郑国华, 刑警队长: the last word is who is meant
            chained = chain.get(found.start, found.start)  # 几位太太小姐一齐: one group (but
            # 两位客人老板娘才笑道: the landlady speaks)
            rest = re.split("[，,。！？；：]", text[found.end:], maxsplit=1)[0]
            together = chained == found.start or TOGETHER.search(rest) is not None \
                or "不约而同" in rest
            counted = _COUNTED.search(text[:chained]) if together else None
            if counted and not any(taken[counted.start():found.end]):
                refs.append(make_ref(text, counted.start(), found.end, "group"))  # 两个年轻人
                for k in range(counted.start(), found.end):
                    taken[k] = True
                continue
            spelled = _HAN_BEFORE.search(text, 0, found.start) \
                if found.label in _FOREIGN_TITLES else None
            if spelled and spelled_out(spelled.group()) and not any(
                    taken[spelled.start():found.end]) and plausible_name(spelled.group()):
                name = self.as_written(spelled.group() + found.label)  # 勒弗朗索瓦太太
                refs.append(make_ref(text, spelled.start(), found.end, "name", name))
                for k in range(spelled.start(), found.end):
                    taken[k] = True
                continue
            lead = text[found.start - 1:found.start] if found.start else ""
            word_before = text[found.start - 2:found.start - 1] if found.start >= 2 else ""
            if lead in SURNAMES and lead not in _NOT_SURNAME and not any(
                    taken[found.start - 1:found.end]) \
                    and not (_HAN.match(word_before) and word_before not in _BEFORE_SURNAME):
                name = self.as_written(lead + found.label)  # 林老太太, 钱会计, 孙寡妇
                self.titled.setdefault(found.label, set()).add(name)
                refs.append(make_ref(text, found.start - 1, found.end, "name", name))
                for k in range(found.start - 1, found.end):
                    taken[k] = True
                continue
            named = self.name_at(text, found.end, apposition=True)
            if named is not None:
                self.met.add(self.as_written(named))
                if self.index.canonical(named):  # 丫鬟春桃: 丫鬟 is 春桃 from now on
                    self.titled.setdefault(found.label, set()).add(self.as_written(named))
            if named is not None and not any(taken[found.start:found.end + len(named)]):
                refs.append(make_ref(text, found.start, found.end + len(named), "name",
                                     self.as_written(named)))  # 老仆人伊万: 伊万
                for k in range(found.start, found.end + len(named)):
                    taken[k] = True
                continue
            # where the 的 of 周海涛的声音 or 拉欣的大嗓门 would be
            owner_end = found.start - 1 - (found.start > 1 and text[found.start - 1] in "粗尖大细")
            owner = self._named_before(text, owner_end) if found.label == "声音" else None
            if owner is not None and not any(taken[owner:found.start]):
                name = self.as_written(text[owner:owner_end])
                refs.append(make_ref(text, owner, owner_end, "name", name))
                for k in range(owner, owner_end):
                    taken[k] = True
                continue  # 周海涛的声音压低了: his
            if found.label == "声音" and owner_end >= 1 \
                    and (taken[owner_end - 1] or text[owner_end - 1] in "他她我"):
                continue  # 执事长老的声音, 他的声音, 拉欣的大嗓门 are theirs
            if text[max(0, found.start - 3):found.start].rstrip("的")[-2:] in _BOTH_SIDES:
                continue  # 两旁衙役: a group of them (GROUP below)
            if EVEN.search(text[max(0, found.start - 3):found.start]) \
                    or _PICTURED.search(text, 0, found.start):
                continue  # 连食堂阿姨都…, 照片上的男人: not in the scene (but 连敖钦也愣住了 is)
            if _WHAT_HE_IS.search(text, 0, found.start):
                continue  # 巴尔东走出来。他是个干瘦的男人: brings no one new
            if found.label == "系统" and text[found.start:found.end] != "系统" \
                    and not self.system_novel:
                continue  # 扩音器里传出电子音: a machine's voice, said of a speaker seen already
            epithet = _THIS_EPITHET.search(text, 0, found.start)
            if epithet and self.chapter_normal.count(found.label) == 1 \
                    and not ARRIVES.search(text, 0, epithet.start()) \
                    and not APPEARS.search(text, 0, epithet.start()) \
                    and not any(taken[epithet.start():found.end]):
                # 这位公债场上的魔王眯细了眼睛: a word said once for one already here, like 他
                # (but 门外走进一个人来。这位远道而来的客人 is the newcomer)
                kind = "she" if self.gender(found.label) == "female" else "he"
                refs.append(make_ref(text, epithet.start(), found.end, kind))
                for k in range(epithet.start(), found.end):
                    taken[k] = True
                continue
            if not any(taken[found.start:found.end]):
                refs.append(make_ref(text, found.start, found.end, "name",
                                     self.person_described(found.label)))
                for k in range(found.start, found.end):
                    taken[k] = True
        for match in _SURNAMED_ONE.finditer(text):  # 姓钟的在户庭刷牙: the one 钟 of the book
            if any(taken[match.start():match.end()]) \
                    or any(d.start <= 3 for d in described(text[match.end():match.end() + 5])):
                continue  # (姓柳的丫头 is a maid, described above)
            people = {n for n in self.index.names if norm(n).startswith(match.group(1))
                      and len(norm(n)) in (2, 3) and not self.is_described(n)}
            if len(people) == 1:
                refs.append(make_ref(text, match.start(), match.end(), "name", people.pop()))
                for k in range(match.start(), match.end()):
                    taken[k] = True
        for match in GROUP.finditer(text):
            if not any(taken[match.start():match.end()]):
                word, start = match.group(), match.start()
                if word.endswith("们") and len(word) > 2 and word[-2] in "我你他她":
                    start = match.end() - 2  # 看见他们: the group is 他们
                elif word.endswith("们") and len(word) > 2 and word[0] in _TOWARDS_GROUP:
                    start += 1  # 朝学生们摆摆手: the group is spoken to, not speaking
                refs.append(make_ref(text, start, match.end(), "group"))
                for k in range(start, match.end()):
                    taken[k] = True
        owned = {r.start: k for k, r in enumerate(refs) if r.kind == "name"}
        for match in PRONOUN.finditer(text):
            if match.end() in owned and not taken[match.start()]:
                k = owned[match.end()]  # 我哥, 她丈夫: the pronoun owns; the kin acts
                refs[k] = replace(refs[k], start=match.start())
                continue
            if not taken[match.start()]:
                kind = {"他": "he", "她": "she", "我": "me"}[match.group()]
                refs.append(make_ref(text, match.start(), match.end(), kind))
        if self.second_person:
            for match in re.finditer("你(?![们俩])", text):
                if not taken[match.start()]:
                    refs.append(make_ref(text, match.start(), match.end(), "name", "你"))
        refs = [replace(r, start=chain[r.start]) if r.start in chain else r for r in refs]
        starts = {r.start for r in refs if r.kind == "name"}
        refs = [r for r in refs if not _owns_the_next(text, r, starts)]
        refs.sort(key=lambda r: r.start)
        return refs

    def _named_before(self, text: str, end: int) -> int | None:
        """Where a name the index lacks starts, when it ends right before text[end] and
        text[end] is 的 (周海涛的声音)."""
        if text[end:end + 1] != "的" or text[end - 1:end] in _SOUNDING_THINGS:
            return None  # (高跟鞋的声音: shoes heard, no 高 in them)
        return next((start for start in range(max(0, end - 4), end - 1)
                     if self.name_at(text, start, apposition=True) == text[start:end]), None)

    def actors(self, text: str) -> list[Ref]:
        """Who acts in each clause: a person opening it, or seen at its start (只见X)."""
        actors = []
        for clause in CLAUSE_END.split(text):
            clause = clause.lstrip(_CLAUSE_LEAD)
            perceived = PERCEIVE.match(clause)
            seen = perceived or LEAD_IN.match(clause) or _BY.match(clause)  # 被那大汉夺过
            only = _ONLY_ONE.match(clause) if not seen else None
            but = _BUT.match(clause) if not seen and not only else None
            at = seen.end() if seen else (only.end() if only else 0)  # 还是大柱哥先反应过来
            lead = LEAD_IN.match(clause[at:]) if perceived else None
            refs = self.refs(clause)
            if but and refs and refs[0].start == but.end():
                at = but.end()  # 可她已经探出头来: she acts (but 可卿 is a name)
            if lead and refs and 0 <= refs[0].start - at - lead.end() <= 5:
                at = refs[0].start  # 只见一个灰袍老和尚拄着禅杖: the head noun acts
            elif perceived and refs and 0 < refs[0].start - at <= 10 \
                    and re.search("一[个位名员]$", clause[:refs[0].start]) \
                    and clause[refs[0].end:refs[0].end + 1] != "的":  # (一个老人的遗像)
                at = refs[0].start  # 忽见辕门上一个传宣官跑将进来: someone seen somewhere acts
            elif seen and not perceived and refs and 0 < refs[0].start - at <= 6:
                at = refs[0].start  # 一名青衣少女轻声开口, 一名风尘仆仆的汉子被引入帐中
                owner = refs[0]  # 一个抱着孩子的妇人眯起眼睛: the woman, not the child (but
                # 一个叫二柱的孩子 is 二柱; 一个女人的手搭上了小芳的肩膀 is her hand)
                held = [r for r in refs if clause[owner.end:owner.end + 1] == "的"
                        and r.start == owner.end + 1 and self.is_described(owner.name)]
                at = held[0].start if held else at
            elif not seen and not only and not but and refs and refs[0].kind == "name" \
                    and 3 <= refs[0].start <= 12 and clause[refs[0].start - 1] == "的" \
                    and clause[refs[0].end:refs[0].end + 1] != "的" \
                    and (_SILENT_TILL_NOW.search(clause[:refs[0].start])
                         or _RIGHT_BESIDE.fullmatch(clause[:refs[0].start])):
                at = refs[0].start  # 一直没有开口的大泽先生清了清嗓子, 旁边的老周翻了个身: the
                # one silent till now, or the one beside, acts (坐在他旁边的李四 is as often
                # there to be seen)
            found = [r for r in refs if r.start == at
                     and not (at and r.end >= len(clause.rstrip()))  # 看见他们: only seen
                     and not _WHEN_YOUNG.match(clause, r.end)]
            if found and found[0].kind == "group" and clause[found[0].end:][:1] in _INSIDE:
                place = found[0].end  # 人群里一个青衣少女踮着脚: the one in the crowd acts
                found = [r for r in refs if place < r.start <= place + 10][:1]
            elif found and WHOSE_PLACE.match(clause, found[0].end):
                place = found[0].end  # 丽妃身后那个鹅蛋脸的大宫女, 四号台的林晓: the one there
                found = [r for r in refs if place < r.start <= place + 10][:1] \
                    or ([] if APPEARS.search(clause, place) else found)  # 张三对面的包厢里探出
                # 一个女人: the one who appears there
            elif found and NEXT_DOOR_OF.match(clause, found[0].end):
                place = found[0].end  # 我们隔壁的包厢里探过一个女人来: whoever is next door
                found = [r for r in refs if place < r.start <= place + 10][:1]
            elif found and (beside := PLACE_BY.match(clause, found[0].end)) \
                    and (came := APPEARS.match(clause, beside.end() + clause.startswith(
                        ("又", "早", "忽"), beside.end()))):
                found = [r for r in refs if came.end() < r.start <= came.end() + 4][:1] \
                    or found  # 元帅身后闪出一个少年将官: the one who appears, not the marshal
                # (but 张三脸上出现了一丝笑容: no one appears, and he acts)
            if found and perceived and SEES.fullmatch(perceived.group()) \
                    and (found[0].kind == "me" or _WE.match(clause, found[0].start)):
                found = []  # 老周…，看见我们两个站在门口，便…说: he saw us; we do not act
            if not found and not seen and refs and refs[0].kind == "name" and refs[0].subject \
                    and _POST_BEFORE.fullmatch(clause[:refs[0].start]) \
                    and clause[refs[0].start - 1:refs[0].start + 1] not in COMPOUND_SURNAMES:
                # (not 因顾司空长孙无忌: 长孙 is his surname)
                found = refs[:1]
            appears = APPEARS.search(clause) if not found and not seen else None
            if appears and not [r for r in refs if r.start < appears.start() and r.subject]:
                lead = LEAD_IN.match(clause[appears.end():])
                at = appears.end() + (lead.end() if lead else 0)
                found = [r for r in refs if at <= r.start <= at + 4][:1]
                if found and clause[found[0].end:found[0].end + 1] == "的":
                    owner = found[0]  # 探出一个抱孩子的女人: the woman, not the child
                    found = [r for r in refs if owner.end < r.start <= owner.end + 6][:1]
            actors += found
        return actors

    def idle(self, text: str) -> set[str]:
        """Actors whose clause tells what they did not do (这回何律师没拉住他)."""
        return {r.name for clause in CLAUSE_END.split(text) for r in self.actors(clause)
                if NOT_DOING.match(clause.lstrip(_CLAUSE_LEAD)[r.end:])}

    def name_at(self, text: str, at: int, apposition: bool = False,
                loose: bool = False) -> str | None:
        """A name the index does not know at text[at:] (see _bare_name_at); followed by
        太太 or 夫人 it names his wife (史密斯太太)."""
        name = self._bare_name_at(text, at, apposition, loose)
        if name and self.classical and len(name) == 3 and name[2] in CLASSICAL_PARTICLES \
                and name[:2] not in COMPOUND_SURNAMES:
            name = name[:2]  # 校尉秦松亦曰: 秦松, then 亦
        if name and self.classical and len(name) == 3 and name[1:] in _CLASSICAL_GESTURES:
            name = name[:1]  # 陈叩首曰, 陈战栗曰: 陈, bowing, trembling
        if name and self.classical and len(name) >= 2 and name[1] in LOOKS_TO | {"睨"} \
                and name[:2] not in COMPOUND_SURNAMES:
            name = name[:1]  # 蓝顾道士曰, 蓝睨之曰: 蓝, looking
        if name and self.classical and (
                (name[1:2] in CLASSICAL_LINKS and name[:2] not in COMPOUND_SURNAMES)
                or (len(name) == 2 and name[0] in LOOKS_TO
                    and name[1] in CLASSICAL_PERSONS + CLASSICAL_I)
                or (len(name) == 3 and name[0] in LOOKS_TO and name[1] in "二两三诸众"
                    and name[2] in CLASSICAL_PERSONS)
                or name[0] == "于"):
            return None  # 顾而问曰, 道士顾生而愕, 女顾余曰, 顾二女曰: looked round, at the
            # scholar, at me, at the two women; 于坡之胁筑屋: at (a 于禁 the index knows)
        wife = _WIFE.match(text, at + len(name)) if name else None
        return name + wife.group() if wife else name

    def _bare_name_at(self, text: str, at: int, apposition: bool, loose: bool) -> str | None:
        """A name the index does not know at text[at:]: a surname (老/小 + surname, or a
        compound one) with one or two characters, or a spelled-out foreign name. Unless
        it stands in apposition (仆人伊万, 是我，小吴), a manner word or a verb must follow.
        Of 孙建 and 孙建民 the chapter decides: the longer when it is always so written."""
        rest = text[at:]
        dotted = DOTTED_NAME.match(rest)
        if dotted and "·" in dotted.group() and AFTER_NAME.match(rest[dotted.end():]):
            return dotted.group()  # 玛丽亚·雅科夫列夫娜轻声说, written once
        if dotted and "·" in dotted.group() and apposition:
            return dotted_without_title(rest, dotted)  # 我外祖父阿达姆·阿齐兹提着皮包
        spelled = _SPELLED.match(rest)
        if spelled and _COUNTRY_OF.match(rest):
            return None  # 那个比利时人: where one is from
        if spelled and plausible_name(spelled.group()) and not _reads_as_word(spelled.group()) \
                and (apposition or AFTER_NAME.match(rest[spelled.end():])) \
                and not any(0 < m.start < spelled.end() < m.end
                            for m in self.index.mentions(rest[:8])):
            return spelled.group()  # (not 主任比林晓…多: 比 and 林晓, whom the book knows)
        if rest[:1] == "阿" and _HAN.match(rest[1:2]) and rest[1] not in _KIN_AFTER_A \
                and rest[2:3] in _KIN_AFTER_A and rest[3:4] not in _KIN_AFTER_A:
            return rest[:3]  # 阿桂嫂推不过, 阿福叔笑了: 阿, a given name and kin, one neighbour
        if rest[:1] in "老小阿" and rest[1:2] in SURNAMES and rest[:2] not in STOP_WORDS:
            nickname = rest[:2]  # 小吴, 老孙
            return nickname if apposition or AFTER_NAME.match(rest[2:]) else None
        if apposition and rest[:1] == "阿" and _HAN.match(rest[1:2]) \
                and rest[2:3] in ("", "，", ",", "。", "！", "!", "…", "呀", "啊"):
            return rest[:2]  # 「是我，阿平。」: 阿 and a given name
        if rest[:2] in COMPOUND_SURNAMES:
            head = 2
        elif rest[:1] in SURNAMES:
            head = 1
        else:
            return None
        for size in (3, 2):  # 孙建国 where the book calls him 建国 (but 向沈宏远 is 沈宏远)
            if self.index.canonical(rest[head:head + size]) and len(rest) >= head + size \
                    and rest[head] not in SURNAMES:
                if head == 1 and (rest[0] in FUNCTION_CHARS
                                  or (self.classical and rest[0] in LOOKS_TO)):
                    return None  # 向碧梧道: spoken to 碧梧; 叟顾阿蛮而笑: looking at 阿蛮
                return rest[:head + size]
        sizes = [head + 1, head + 2] if head + 2 <= len(rest) else [head + 1]
        if len(sizes) == 2 and (self.chapter_normal.count(rest[:sizes[1]])
                                < self.chapter_normal.count(rest[:sizes[0]])
                                or AFTER_NAME.match(rest[head + 1:])
                                or rest[head + 1] in _SHORT_NAME_BEFORE):
            sizes = sizes[:1]  # 孙建 is not always 孙建民; 周正被: the name is short
        for end in reversed(sizes):
            token = rest[:end]
            if len(rest) < end or not _HAN.match(token) or not plausible_name(token) \
                    or _reads_as_word(token):
                continue
            if head == 1 and rest[0] in FUNCTION_CHARS and (
                    not self._recurs(token) or rest[1] in SURNAMES):
                continue  # 连看都没看: a surname that is more often a word needs to recur
                # (and 向萧爷: towards 萧爷, not one named 向萧爷)
            follows = rest[end:end + 1]
            if two_deeds_at(rest, 0, end):
                continue  # 边跑边喊, 一跑一喊: doing two things at once
            if rest[end - 1:end + 1] in STOP_WORDS and (rest[end:end + 1] in _SAYS_NEXT
                                                        or rest[end + 1:end + 2] in _SAYS_NEXT):
                continue  # 简低声道, 林峰心道: 低 opens 低声, 心 心道, no part of a name (but
                # 苏晚上前, 王刚才进门, 周正在门口喊 are 苏晚, 王刚, 周正)
            if loose or AFTER_NAME.match(rest[end:]) or self._recurs(token) or \
                    (apposition and (not follows or follows in _SHORT_NAME_BEFORE
                                     or not _HAN.match(follows))):
                return token
        return None

    def _recurs(self, token: str) -> bool:
        """Written again in the chapter, followed by different characters each time
        (周伯：, 周伯吧嗒…): a name, not a phrase."""
        if token not in self.recurring:
            follows = {m.end() < len(self.chapter_normal) and self.chapter_normal[m.end()]
                       for m in re.finditer(re.escape(token), self.chapter_normal)}
            self.recurring[token] = len(follows) >= 2
        return self.recurring[token]

    def _alone_in_tags(self, char: str) -> bool:
        """The chapter twice has the character alone before 曰 (燕笑曰, 燕前曰; 芸曰, 芸笑曰):
        in 文言 it is one person's name."""
        if self.alone_in_tags is None:  # counted once: one pattern per character compiles slowly
            self.alone_in_tags = Counter(m.group(1) for m in
                                         _ALONE_BEFORE_YUE.finditer(self.chapter_normal))
        return self.alone_in_tags[char] >= 2

    def _given_name_alone(self, clause: str) -> str | None:
        """In 文言 a known person goes by the last character of the name (云 for 赵云):
        the one person whose name ends so, when the clause goes on to speak (云泣告曰)."""
        if not self.classical or len(clause) < 2 or len(clause) > 7 \
                or not (CONTAINS_VERB.search(clause, 1) or _CLASSICAL_ACT.match(clause, 1)
                        or self._alone_in_tags(clause[0])) \
                or self.index.canonical(clause[:2]) or self.index.canonical(clause[:3]) \
                or (self._recurs(clause[:2]) and clause[1] not in AFTER_A_GIVEN_NAME):
            return None  # 云长大喝曰: 云长, another man than 赵云 (but 湛心念曰 is 裴湛)
        return self._one_ending_in(clause[0])

    def spoken_to_alone(self, before: str) -> str | None:
        """上顾谓征曰: in 文言, the one spoken to, called by the last character of one
        known name (征 of 魏徵)."""
        called = _TO_ONE_ALONE.search(before) if self.classical else None
        if called is None:
            return None
        return self._one_ending_in(called.group(1))

    def _one_ending_in(self, char: str) -> str | None:
        """The one known, undescribed person whose name ends in ``char``, if only one."""
        people = {n for n in self._ending_in(char) if not self.is_described(n)}
        return people.pop() if len(people) == 1 else None

    def _ending_in(self, char: str) -> set[str]:
        """Known names whose last character is ``char`` (赵云 for 云, 赵王 for 王)."""
        return {n for n in (*self.index.names, *self.met)  # (徵 alone is 征, but 魏徵 stays)
                if len(norm(n)) >= 2 and norm(norm(n)[-1]) == char}

    def tag_subject(self, clause: str, closing: bool = False) -> str | None:
        """A name the index does not know, read from the start of a tag clause: 关平在旁谏曰
        (a surname, one or two characters, then a manner word or the verb), or 蒙曰 (the
        last character of one known name, right before the verb)."""
        clause = clause.strip()
        if _WHILE_TALKING.match(clause, 1):
            return None  # 正说话间: while they talked (正 is no 法正 speaking)
        if self.classical and clause[:1] in CLASSICAL_I and len(clause) >= 2 \
                and (_CLASSICAL_ACT.match(clause, 1) or CONTAINS_VERB.match(clause, 1)
                     or _SOON_SAYS.fullmatch(clause, 1) or clause[1] == "心") \
                and not any(norm(n).startswith(clause[0]) for n in self.index.names):
            return self.config.first_person  # 余问曰, 余戏之曰, 余心中暗忖: the one who tells
            # the tale
        voice_from = _VOICE_FROM_A_PLACE.fullmatch(clause) if self.classical else None
        if voice_from and not self.index.canonical(voice_from.group(1)):
            place = voice_from.group(1)  # 梁上曰: the unseen one up there; 窗外曰: a voice
            return self.as_written(place if place[0] in "梁壁" else "声音")  # the tale names
        if self.classical and clause[:1] in LOOKS_TO and len(clause) >= 3 \
                and _CLASSICAL_ACT.match(clause, len(clause) - 1) \
                and (self.index.canonical(clause[1:-1]) or (
                    self._ending_in(clause[-2]) and self._alone_in_tags(clause[-2]))):
            return None  # 门吏白恂曰, 顾翟强曰: said to them, by whoever the sentence began with
        if self.classical and clause[:1] in SURNAMES and (
                _CLASSICAL_ACT.match(clause, 1)  # 孟顾而笑曰, 朱揖曰; not 方起身道
                or (self._alone_in_tags(clause[0])  # 燕沉吟曰 where 燕笑曰 is found
                    and (len(clause) > 4 or CONTAINS_VERB.search(clause, 1)
                         or _CLASSICAL_ACT.search(clause, 1))  # not 黄昏, 黄金百两
                    and not self.index.canonical(clause[:2])
                    and not self.index.canonical(clause[:3]))):
            people = {n for n in self.index.names if len(norm(n)) >= 2
                      and norm(n)[0] == clause[0] and not self.is_described(n)}
            if len(people) == 1:
                return people.pop()
            given = None if people else self._given_name_alone(clause)
            if given is not None:
                return given  # 湛心念曰: 湛, a surname too, is 裴湛's given name
            if not people and self._alone_in_tags(clause[0]) \
                    and not (clause[0] in "顾视" and clause[1] in "谓问语告而"):
                return self.as_written(clause[0])  # 燕沉吟曰, where 燕笑曰 comes twice
                # (but 顾谓之曰 is turning to speak to him)
        given = self._given_name_alone(clause)
        if given is not None:
            return given  # 云泣告曰, 雍勒马问曰: 赵云, 简雍
        if self.classical and len(clause) >= 2 and _HAN.match(clause[0]) \
                and clause[0] not in SURNAMES | FUNCTION_CHARS | _NOT_ONE_NAME \
                and (_CLASSICAL_ACT.match(clause, 1) or _SOON_SAYS.fullmatch(clause, 1)) \
                and self._alone_in_tags(clause[0]) and not self._ending_in(clause[0]):
            return self.as_written(clause[0])  # 芸笑曰, 芸曰 again and again: a wife never
            # written in full
        if self.classical and clause[:1] == "王" and _CLASSICAL_ACT.match(clause, 1) \
                and not any(norm(n)[0] == "王" for n in self.index.names):
            kings = self._ending_in("王")  # 项王…王曰 is 项王; of 成王 and 武王, neither
            # 子玉固请，王怒曰: the king, no one named 王怒
            return kings.pop() if len(kings) == 1 else self.as_written("王")
        named = self.name_at(clause, 0)
        if named is None and closing and CONTAINS_VERB.search(clause) \
                and clause[:1] != clause[1:2]:  # 「…」刘老四第一个嚷起来; not 连连叩头
            named = self.name_at(clause, 0, loose=True)
        if named is not None:
            self.met.add(self.as_written(named))
            return self.as_written(named)
        if len(clause) >= 2 and clause[0] not in FUNCTION_CHARS and (  # 才说: not 秀才
                ENDS_WITH_VERB.match(clause[1:])
                or _CLASSICAL_ACT.match(clause, 1)  # 蒙曰, 芝笑曰
                or (self.classical and _SOON_SAYS.fullmatch(clause, 1))):
            people = self._ending_in(clause[0])
            if len(people) == 1:
                return people.pop()
            if self.classical and not people and clause[1] == "曰" and _HAN.match(clause[0]):
                full = re.search(f"(?:{COMPOUND_SURNAME_RE.pattern}){clause[0]}",
                                 self.chapter_normal)
                if full:  # 孔明之兄诸葛瑾…瑾曰
                    self.met.add(self.as_written(full.group()))
                    return self.as_written(full.group())
            if self.classical and not people and clause[0] in SURNAMES and clause[1] == "曰" \
                    and clause[0] not in FUNCTION_CHARS | _SURNAMES_THAT_SAY_HOW \
                    and not any(norm(n)[0] == clause[0] for n in self.index.names):
                return self.as_written(clause[0])  # 卞曰, of a 卞 no tag names
        return None

    def vocatives(self, i: int) -> set[str]:
        """Names addressed inside the quote: they are not its speaker."""
        inner = self.inner(i)
        found = [(m.start, m.end, self._titled_name(norm(m.name)) if norm(m.name) in self.titled
                  else m.name) for m in self.index.mentions(inner)]  # 「东家，…」: 沈茂堂
        for k, (start, end, name) in enumerate(found):  # 「…，布鲁克小姐。」: his niece
            kin = self._miss_after(inner, end, name)
            if kin and self.index.canonical(inner[start:kin.end()]) is None:
                found[k] = (start, kin.end(), self.as_written(inner[start:kin.end()]))
        taken = {k for start, end, _ in found for k in range(start, end)}
        found += [(d.start - (inner[d.start - 1:d.start] in SURNAMES and d.start > 0), d.end,
                   self._titled_name(d.label)) for d in described(inner)
                  if not taken & set(range(d.start, d.end))]  # 「奶奶！」, 「陆公子，…」
        for call in surname_calls(inner):
            if call.word in self.index.surfaces:
                continue
            other = {"male": "female", "female": "male"}.get(call.gender)
            titled = _FAMILY_TITLES.get(call.word[len(call.surname):]) == "daughter" \
                and call.surname not in FUNCTION_CHARS  # 莊小姐 (not 老莊, 您和姑娘)
            people = {n for n in self.index.names if (
                (norm(n).startswith(call.surname) and not _another_title(norm(n), call))
                or norm(n) in ("老" + call.surname, "小" + call.surname)
                or (titled and call.surname + norm(n) in self.chapter_normal))  # 莊思穎 … 思穎
                and self.gender(n) != other}
            if len(people) == 1:
                found.append((call.start, call.end, people.pop()))
        for match in DOUBLED.finditer(inner):
            people = {n for n in self.index.names if len(n) >= 2
                      and norm(n)[-1] == match.group(1)}
            if len(people) == 1:
                found.append((match.start(), match.end(), people.pop()))
        if not any(start == 0 for start, _, _ in found):  # 「刘安，拆开来瞧瞧」
            guessed = self.name_at(inner, 0, apposition=True)
            if guessed and self.chapter_normal.count(guessed) >= 2:
                found.append((0, len(guessed), self.as_written(guessed)))
        names = {name for start, end, name in found if is_vocative(inner, start, end)}
        if any(self._calls_narrator(m.group(1)) for m in _CALLED.finditer(inner)):
            names.add(self.config.first_person)  # 「之敏，你今天气色很好」, to the one telling
        if self.index.emperor and re.search(r"(?:陛下|皇上|圣上|万岁)", inner):
            names.add(self.index.emperor)
        return names

    def _calls_narrator(self, word: str) -> bool:
        """A first-person chapter's narrator is called by a name the narration never
        writes: the quotes call it at least twice, once right before 你 (「之敏，你今天
        气色很好」), and it is no one the index knows."""
        if not self.narration or word in self.narration or word in STOP_WORDS \
                or self.index.canonical(word) is not None or not plausible_name(word) \
                or described(word) or is_title(word) or CALL_WORD.search(word) \
                or set(word) & _INTERJECTIONS or word[0] in "老小一二三四五六七八九十两几":
            return False
        calls = re.findall(rf"(?:^|(?<=[「“。！？，])){re.escape(word)}[，,！!]([你您]?)",
                           self.quoted)  # (counted after a comma too: 对不起，之敏，…)
        return len(calls) >= 2 and any(calls)  # (其实，我… is no call)

    def is_inscription(self, i: int) -> bool:
        before = self.before(i)
        if not before.strip() and i > 0 and self.segments[i - 1].kind == "narration" \
                and self.segments[i - 1].paragraph == self.segments[i].paragraph - 1:
            before = self.normal[i - 1]
        return bool(before.strip()) and is_inscription(before)

    def is_paraphrase(self, i: int) -> bool:
        """翻译过来就是：「…」: the narrator retelling a line in plain words."""
        return bool(PARAPHRASE.search(self.before(i).rstrip()))

    def is_cry(self, i: int) -> bool:
        """鲍老三“啊哟”一声: a short cry told inside the narration."""
        inner = self.inner(i)
        return 0 < len(inner) <= 6 and not any(c in TERMINAL for c in inner) \
            and bool(re.match(r"[的地了]?一声", self.after(i)[0]))

    def _touching(self, i: int, j: int) -> bool:
        """Quotes i and j stand side by side, no character between them."""
        return i >= 0 and j < len(self.segments) \
            and self.segments[i].kind == self.segments[j].kind == "dialogue" \
            and self.segments[i].paragraph == self.segments[j].paragraph \
            and self.segments[i].end == self.segments[j].start

    def _listed(self, i: int) -> bool:
        """Quote i stands side by side with others in narration that lists them (口号，
        「战争即和平」「自由即奴役」，…), not alone in its paragraph (「好」「走吧」) nor
        introduced as speech (李明喊道：「快跑」「别回头」, 「好」「走吧」李明说)."""
        first = last = i
        while self._touching(first - 1, first):
            first -= 1
        while self._touching(last, last + 1):
            last += 1
        if first == last:
            return False
        lead = self.before(first).rstrip()
        after = self.after(last)[0].lstrip()
        tail = CLAUSE_END.split(after, maxsplit=1)[0]
        said = lead[-1:] in ("：", ":") or bool(ENDS_WITH_VERB.search(lead)) \
            or bool(CONTAINS_VERB.search(tail[:12]))
        return bool(lead or after.strip()) and not said

    def is_term(self, i: int) -> bool:
        """A short quote with no sentence end, run into narration: a title or nickname."""
        inner = self.inner(i)
        if inner and len(inner) <= 20 and _A_SAYING.search(self.before(i).rstrip()):
            return True  # 俗话说“剃头挑子一头热”, 常言道：“色胆如天。”: what people say
        if not inner or len(inner) > 20 or any(c in TERMINAL for c in inner):
            return False
        before = self.before(i).rstrip()
        after, _ = self.after(i)
        prev = before[-1:]
        if prev in ("：", ":"):
            return False
        if SAID_WAS.search(before) and len(inner) >= 4:
            return False
        if _THREW_A_LINE.search(before):
            return False  # 撂下一句「月底一起结」: a line said in passing
        if before and after[:1] == "的" and len(inner) <= 6:
            return True  # 规规矩矩喊“宋总”的，只有…: a form of address, named
        if before and ENDS_WITH_VERB.search(before) and not NAMING.search(before):
            return False
        if _NICKNAME_BEFORE_DASH.search(before) and not _CALLED_BY_NAME.search(before):
            return True  # 多了一个称呼——“诗仙”: the name given, introduced by a dash
        if prev and (prev == "、" or "\u4e00" <= prev <= "\u9fff"):
            return True
        if len(inner) <= 10 and self._listed(i):
            return True  # 口号，“战争即和平”“自由即奴役”: terms listed one after another
        nxt = after[:1]
        if len(inner) <= 8 and _HAN.match(inner) and _HAN.match(nxt) \
                and not ENDS_WITH_VERB.search(before):
            return True  # “松间”日料店: a name run into the words it names
        return bool(before) and (nxt == "、" or nxt == "的")

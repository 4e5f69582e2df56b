"""Who says each quotation: rule-based speaker attribution for one chapter.

Rules run on an OpenCC t2s copy of each segment, so one rule set serves both scripts;
segment text and offsets are never changed. Each dialogue segment gets a speaker, a
confidence (0..1) and the id of the rule that decided it.

This module decides; ``pipeline.reader`` reads the chapter around a quote (narration,
references to people, vocatives), ``pipeline.tags`` holds the word lists and patterns,
and ``pipeline.turns`` keeps the exchange for lines no tag decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import islice, pairwise

from pipeline.characters import CharacterIndex, norm
from pipeline.config import Config
from pipeline.habits import AddressHabits, opening_call
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Chapter, Segment
from pipeline.reader import ChapterReader
from pipeline.tags import (
    ACTED_UPON,
    ACTS_ON,
    ADDRESS_BEFORE,
    ALOUD_TOGETHER,
    ARRIVES,
    ASKS_NAME,
    ASKS_WHO,
    BARE_ANSWER,
    BARE_CALL,
    CHEERING,
    CLASSICAL_FACING,
    CLASSICAL_PERSONS,
    CLAUSE_END,
    CONTAINS_VERB,
    CROWD_NOISE,
    DECLINES,
    DEVICE_CHANNELS,
    DEVICE_VOICE,
    DONE_SPEAKING,
    ENDS_WITH_THOUGHT,
    ENDS_WITH_VERB,
    EVEN_CLAUSE,
    FALLS_SILENT,
    HEARD,
    IT_WAS,
    MERGED,
    NOT_YET_SPEAKING,
    ONE_OF,
    OTHER_PARTY,
    PAIR,
    PAUSE,
    PLACE_BY,
    REACTION,
    REPORTED,
    SAID_WAS,
    SEES,
    SENTENCE_END,
    SETTING,
    SOMEONE_APPEARS,
    SPEAKS_AGAIN,
    STEPS_OUT,
    TERMINAL,
    TOGETHER,
    TOWARDS,
    UNSEEN_SOMEONE,
    VOICE_HEARD,
    VOICE_WORDS,
    VOICES_MERGE,
    Ref,
    called_roles,
    called_sex,
    described,
    identifications,
    introduced,
    is_inscription,
    is_kin,
    is_title,
    make_ref,
    pronoun_gender,
    said_by,
    self_named,
    self_naming_ends,
    self_role,
    self_sex,
)
from pipeline.turns import EXCHANGE_GAP, SCENE_BREAK, Scene, elder_for, leaving, pronoun_referent

# Rules that read a tag or the quote's own words: the lines habits are learned from.
# 拉住一个伙计, 问了一个伙计, 递给一位老者: the one a subjectless tag acts on, no speaker.
_GIVEN_TO_ONE = re.compile(r"(?:[住给向对朝冲问叫喊拍推扶抓揪拽指踢撞打到了着过]|^[^，]*[拉递找])"
                           r"一[个位名]$")
# …，便一齐伏下身去: a clause opening on many at once, some of TOGETHER's words (not 眼泪鼻涕
# 一齐淌下来, things; 纷纷 is 纷纷扬扬 as often, and 张三放下茶杯，同时问道 is one man)
_TOGETHER_OPENS = re.compile(r"[便就都又也遂乃皆却才]*(?:一齐|齐齐|齐刷刷|齐声|异口同声|"
                             r"七嘴八舌|你一言我一语)")
TAGGED = frozenset({"override", "tag-before", "tag-after", "split-quote", "self-name",
                    "title", "thought", "said-it", "first-person", "self-role"})


@dataclass(frozen=True)
class _Decision:
    speaker: str
    confidence: float
    rule: str


def attribute_chapter(chapter: Chapter, segments: list[Segment], index: CharacterIndex,
                      config: Config) -> list[Segment]:
    """Segments with speaker, confidence and rule set; quoted terms become narration.

    A first reading learns from the tagged lines how each speaker calls the others
    (``pipeline.habits``); when it learned something, a second reading uses it."""
    first = _Attributor(chapter, segments, index, config)
    result = first.run()
    habits = first.habits()
    if not first.habits_apply(habits):
        return result
    return _Attributor(chapter, segments, index, config, habits).run()


# 王朝、马汉: a clause opening with people listed (not 我叫王朝、马汉过来, 把电机系、).
_LISTED = re.compile(r"(?:(?![我你他她叫请让派带领把被对给向跟和与将从在])[\u4e00-\u9fff]){2,4}、")
# The persons of a 文言 tale who open a clause with any deed (女敛袖低眉，曰, 上默然); 甲,
# 或, 君 and 师 start too many words (甲夜, 或曰, 君子) to count without 曰 right after them.
_OF_THE_TALE = set(CLASSICAL_PERSONS) - set("甲乙丙或君师")
# 女子, 生平, 客舍, 上马, 子夜, 生得: a person's character starting a longer word.
_JOINS_A_PERSON = set("子儿人平怕活气主面下上中舍栈店马还夜时午得")
# 生把稿子放下，道 / 女站起身来，道: a 聊斋 tale retold in the vernacular keeps 生 and 女 (but
# 女官冷笑道, 生母道 are other people); it opens more than one clause so (not one 生硬地道 in a
# modern book).
_RETOLD_WORDS = set("官王皇帝主尼婿士兵工郎神侠将仆佣友孩童意命日母父物")
_RETOLD_OPENER = re.compile("(?:^|(?<=[。，,！!？?；;：:」”「“]))[生女](?=[\u4e00-\u9fff])(?!["
                            + "".join(sorted(_JOINS_A_PERSON | _RETOLD_WORDS)) + "])", re.M)
# 「【系统提示】…」, 「叮——女主好感度…」: the system of a 系统 novel speaking.
_SYSTEM_SAYS = re.compile(r"\s*(?:【系统|叮[—！!～~，,]+(?=[^\s—！!～~，,]))")
_ONLY_A_SOUND = re.compile(r"\s*[哎唉啊哦噢嗯喂嘿咦呀哟嗨][！!。…，,~～]*\s*")  # 「哎！」
# 伙计们, 乡亲们, 大家, 各位: many called at once (not 哥们, one friend; nor 孩子们，你…, a
# topic; nor 你们 or 俺们).
_CALLS_MANY = re.compile(r"(?:^|[，,。！!？?…])\s*(?:(?:伙计|弟兄|兄弟|同志|乡亲|父老乡亲|同学|"
                         r"朋友|姐妹|将士|儿郎|孩儿|小的)们|诸位|列位|各位|大家)"
                         r"(?:[！!？?]|[，,](?![^，,。！？]*[你您]))")
# 问我是不是德雷克先生, 大家叫我小林: the narration naming its own teller.
_I_AM_CALLED = r"(?:我是不是|我就是|我是|我叫|叫我|喊我|称我|称呼我)"
# (the name itself, not 我是阿芳的哥哥, 我叫上阿芳, 叫我去找阿芳: another's)
_MY_NAME_ENDS = r"(?:先生|小姐|太太|女士)?(?![\u4e00-\u9fff])"
# 被阿爸骂「…」, 被他妈训了一句：: scolded by someone, who says it.
_SCOLDED_BY = re.compile(r"被(?=[^，,。！？]{1,6}?(?:骂|训|斥|吼|喝(?!了[：:]?\s*$)|数落)"
                         r"[了道一句声]*[：:]?\s*$)")  # (酒全被李四喝了： drunk, not shouted)
# 满院子的人都静了: the ones hushed listen.
_HUSHED = re.compile(rf"都静了|{FALLS_SILENT.pattern}")
_CALLS = ("喊", "叫", "唤", "骂", "招呼")  # 王婶喊小虎的声音: one calling another
# 张三眼见对面冲出一骑: one who sees the newcomer, and may speak to him.
_PERCEIVES = re.compile(rf"{SEES.pattern}|眼见|只见")
# 电话那头传来一个男人的声音: a voice arriving, with someone in it.
_VOICE_ARRIVES = re.compile(r"传来|响起|传出")
_A_VOICE = f"(?:{'|'.join(VOICE_WORDS)})"
# 那个声音是…, 另一个声音是…: a voice about to be said whose it is.
_THE_VOICE = re.compile(rf"^另?(?:一个|那个|这个|那|这)?{_A_VOICE}(?=是)")
_WHOSE_VOICE = re.compile(f"的{_A_VOICE}$")  # 是李四的声音: a clause ending in whose voice
# 张老汉…，有个儿子在城里当工人，便说: kin one has (for _THERE_IS_ONE), not someone who turns up
_KIN_ONE_HAS = re.compile(r"儿子|女儿|孙子|孙女|外孙|侄子|侄女|外甥|闺女|儿媳|女婿|媳妇|老婆|"
                          r"妻子|丈夫|哥哥|弟弟|姐姐|妹妹|兄弟|姐妹")
# 传来赵铁山的声音, 是周屹的语音: a voice heard, and whose (not 不是王五的声音, 想起王五的声音)
_VOICE_HEARD_OF = re.compile(rf"(?:传来|响起|传出|听见|听到|(?<!不)是)([^，,。！？；]{{1,12}}?)"
                             rf"的{_A_VOICE}")
# 那声音, 这道声音: the voice just heard, pointed back to
_THAT_VOICE = re.compile(r"[那这](?:个|道|阵)?$")
# 然后才是周屹的声音: whose voice came next (not 不是; nor 便是桌椅碰撞的声音, no one's)
_VOICE_WAS = re.compile(rf"(?<!不)是(?=[^，,。]{{1,10}}的{_A_VOICE})")
_COMES_BACK = re.compile(r"回来|回到")  # 祥子回来了: one who left is back
# 有人跑进来，…，正是阿胜: the one who came in is named, no crowd.
_WAS_NAMED = re.compile(rf"[，,]{IT_WAS}")
# 大家就叫他「蟑螂」: what everyone calls him, no crowd crying out (but 一齐喊他“胆小鬼” is
# a crowd jeering at him); 所有人就都叫他Tony。: a name closing the sentence (not 都叫他回来。)
_CALLS_HIM = re.compile(r"(?:都|就|也|便)(?:叫|喊|称)(?:他|她)(?:作|为|做)?"
                        r"(?:[「“]|(?![回过进起别去来走快不])[^，,。！？]{1,5}(?:。|$))")
_REACTS = re.compile(r"就|便|忙|连忙|急忙|赶紧|赶忙|遂|即")  # …，看见他，就喊: the seer
_UNTIL = re.compile(r"(?:直?等到?|待到|直到)")  # 等学生们都出去了，才小声说
# 便有一个茶房，二十来岁年纪，…，走过来问道: someone new is there, and the clauses after
# are about them.
_THERE_IS_ONE = re.compile(r"(?:便|就|又|忽|忽然|早|却|这时)?有(?:一)?[个位名]")
# 又向门口那些邻居道: the ones spoken to (not 对讲机里, 对岸, 对面: a radio, a place); narrower
# than ACTED_UPON, which in this last resort scores +9 and -13 lines over twenty texts
_TOWARDS_THEM = re.compile(r"(?:^|[，,])[又便就也却]?(?:向|朝|对(?![讲岸面门方过]))[^，,]*$")
# 生怕旁人听不见, 免得别人笑话: what the speaker fears or avoids, about others.
_LEST = re.compile(r"[又更还也]?(?:生怕|深怕|生恐|唯恐|惟恐|唯怕|就怕|免得|省得|以免)")
_GOES = re.compile(r"去了|走了|离开|出去")  # 又转身去了: and off again
# 周朴园…看见屋里站着一个生人: someone unnamed seen, who is the one asked 「你是谁？」
_SEES_A_STRANGER = re.compile(r"(?:看见|看到|瞧见|发现)[^，,。]{0,8}一个")
# 众弟子哗然, 驼夫们七嘴八舌地围了上来, 那几个人一齐回过头来: a group making itself heard.
_CROWD_VOICE = re.compile(r"哗然|炸|嗡|七嘴八舌|吵|嚷|喊|叫|笑(?![意容])|骂|哄|议论|一齐|同时|齐声|"
                          r"喝彩|欢呼|围了上来|涌|骚动")  # 群雄一见，登时一阵骚动
# 把我从头到脚打量了一番: the one looked over is the one spoken to next, unless the
# sentence then turns to another (…，扭头问孙女：).
_LOOKED_OVER = re.compile(r"[^，。！？；]{0,6}?(?:打量|端详|审视)")
_TURNS_TO = re.compile(rf"[^。！？]*?(?:问|{TOWARDS})[^，。！？；：]{{0,6}}[：:]")
# 人堆里有人, 众人中有人: someone of a crowd, who speaks for it; so in a paragraph where a
# crowd was heard (牛仔们哄笑起来。有人喊道).
_AMONG_MANY = re.compile(r"们|众人|人群|人堆|人丛|群众|大家|大伙|[又也还]有人|"
                         r"有人[^，。！？]{0,6}有人")
_CROWD_ABOUT = re.compile(rf"{CROWD_NOISE.pattern}|哄|哗然|纷纷|议论|"
                          r"(?:们|众人|大伙儿?)(?![^。！？]*(?:散|离去|走光))"
                          r"[^。！？]*(?:笑|喊|叫|嚷)(?![他她作做])")  # 众人又笑了 (not 众人都叫他
# 老黄牛, a name; nor 众人笑着散了, gone)
_THAT_ONE = ("那人", "这人")
# 他儿子名叫…, 只服一个人，便是…: past a quoted term, another person the sentence goes on to
_SOMEONE_ELSE = re.compile(r"[他她其]|一个人|一人")
# Labels of someone only seen, whom 这人便是梁国辉 may name (a 主教 is more than seen).
_STRANGERS = {"男人", "女人", "男子", "女子", "那人", "这人", "汉子", "大汉", "陌生人"}
# 是郑营长。, 原来是老周, 又是何老总, 却是翻译官马清臣到了: who it was, first thing in the
# narration.
_IT_WAS = re.compile(r"\s*(?:又|却|原来|竟然?|果然)?是")
# 李四开门一看，是王五: who one looking saw (he speaks next, not the one seen)
_LOOKED_TO_SEE = re.compile(rf"{_PERCEIVES.pattern}|一看|一瞧|看时|看去|望去|认出")
# 循声望去，是王五, 听见有人叫他…回头望去，是王五: the one seen called first, and speaks
_CALLED_FIRST = re.compile(r"循声|闻声|寻声|有人(?:叫|喊|唤|招呼)|[叫喊唤](?:他|她|我)的名字")
# 转出一位少年英雄, 这说话的便是: the one the voice came from, showing himself
_SHOWS_ITSELF = re.compile(r"转出|闪出|踱出|应声而出|应声出来|说话的")
# 「快看，有人来了！」众人抬头望去，只见…李四: the one seen is the one announced
_ANNOUNCES = re.compile(r"来了|来啦|有人|快看|看哪")
_TURNS_TO_SEE = re.compile(r"(?:回头|回过头来?|抬头|抬起头来?|转过身来?|循声)[^。！？]{0,6}"
                           r"(?:只见|却见|看时|看去|望去)")
# 我回过头去，看见吴大夫…, 他回头一看，老周站在门口: turned round to find who spoke (not
# 巴特尔回过头，朝鲁已经在套皮袍了: turned to another; 林小满一激灵，转过头，发现… after a start).
_TURNED_TO_FIND = re.compile(r"^(?:[^，。！？]{2,8}[，,])?[^，。！？]{0,6}?"
                             r"(?:回过头[去来]?|回头|转过身[去来]?|[扭转]过头[去来]?)"
                             r"[^，。！？]{0,3}?[，,]?(?:一看[，,]?|看见|只见|瞧见|发现|见)")
# 韩先生问几天了，栓牢说半个月: a question and its answer, told
_ASKED_THEN_TOLD = re.compile(r"[^，。]{1,8}?问[^，。]*，[^，。]{1,8}?(?:说|答|回答)[^，。]*$")
# 「爷爷，…」 calls the one the narration names 祖父
_KIN_IN_NARRATION = {"爷爷": "祖父", "奶奶": "祖母", "外公": "外祖父", "姥爷": "外祖父",
                     "外婆": "外祖母", "姥姥": "外祖母", "爸爸": "父亲", "爸": "父亲", "爹": "父亲",
                     "阿爸": "父亲", "妈妈": "母亲", "妈": "母亲", "娘": "母亲", "阿妈": "母亲",
                     "阿母": "母亲"}
# 他问她累不累，她嗯一声: the question answered in the narration
_ANSWERED = re.compile(r"[，,][他她][^，,。]{0,3}(?:说|答|嗯|道|点头|摇头)")
# 问他一句, 问他借钱: how often he is asked, or for something; the quote may be the asking
# (not 问他一下午…, 问他要不要…, 问他讨厌谁, 问他拿什么还: a question he answers)
_ASKED_HOW = re.compile(r"[一几两](?:[句声遍次]|下(?![午子]))"
                        r"|[借要讨拿][了过]?(?:[一两三四五六七八九十百千万半]|点|些|钱|把|个|件|本|碗|杯)")


def _asks_him_something(sentence: str, asked: Ref) -> bool:
    """李四问他有什么事: a question put to 他 or 她, who then answers, so not the asker
    whom the pronoun first resolved to (not 问他一句 or 问他借钱, where the quote may be
    the asking; nor 他问她累不累，她嗯一声, answered already; nor a bare 问他。)."""
    return asked.kind in ("he", "she") and sentence[asked.start - 1:asked.start] == "问" \
        and len(sentence) - asked.end >= 2 \
        and not _ASKED_HOW.match(sentence, asked.end) \
        and not _ANSWERED.search(sentence, asked.end)


# 等着他问话, 等她开口: the one waited for speaks next
_WAITS_FOR = re.compile(r"等(?:着|待)?(\S{1,6}?)"
                        r"(?:开口|问话|发问|说话|发话|吩咐|答话|回话|下文)")
# 朝后堂吆喝, 冲屋里喊: calling into another room, to someone not in the scene
_CALLS_INTO = re.compile(r"(?:(?:朝|向|冲)着?|对着)((?:后堂|堂后|后面|后头|后院|后厨|里面|"
                         r"里屋|屋里|门外|外面|外头|院子?里|楼上|楼下|厨房|灶间))[^，。：:]{0,4}"
                         r"(?:吆喝|喊|叫|嚷|招呼|唤|吼)")
# 翻开护照，念道: a paper read out (not 嘴里念道, muttering)
_READS_OUT = re.compile(r"(?:宣读|朗读|(?:翻开|展开|打开|拿起|拿着|接过|捧着|照着)"
                        r"[^。！？]{0,12}(?:念|读))(?:道|着|了)?[：:]?\s*$")
# 用一种我从没听过的声音说: a person after 一种 describes the voice, and does not speak.
_KIND_OF = ("一种", "这种", "那种")


def _of_a_kind(clause: str, start: int, end: int) -> bool:
    """The person at clause[start:end] follows 一种 and a 的 follows him: he tells of a
    voice (用那种仆人特有的声调); in 坐着的是那种老账房 the kind is the one there."""
    return clause.endswith(_KIND_OF, 0, start) and "的" in clause[end:]


# 帐外一声娇喝, 门外忽然一声大叫: a cry from out of sight.
_FROM_OUTSIDE = re.compile(r"[门窗帐帘墙屋院殿房舱车林][外后][头面边]?(?:忽然|猛地|突然|又)?一声")
# 女声从天字三号房中传出: where a voice comes from, when that is a person or a room.
_VOICE_FROM = re.compile(r"(?:声音|嗓音|女声|男声|嗓子)从([\u4e00-\u9fff]{2,8}?)(?:中|里|内)?"
                         r"(?:传出|传来|飘出|响起)")
# 座上一人, 又一人: anyone; each one so described may be someone else.
_ANYONE = re.compile(r"一人$|^[那这有]人$")
# 「哎哟！」, 「饶命！」, 「疼死我了！」: the whole line is what the one a deed was done to cries
# (not 「闭嘴！」, 「疼不疼？」 or 「哎呀，小心！」, which the doer goes on to say; 好快的剑 is a
# REACTION).
_ONE_HIT_CRIES = re.compile(r"(?:(?:哎哟|哎呦|哎呀|啊|饶命|救命|好疼|疼死我了|痛死我了|对不起)"
                            r"[，,！!…。]*)+")
_BLUNDERS = set("撞泼")  # 撞了王芳。「对不起！」: whoever bumped into her says sorry
# 从来没有问过翠芹: never asked, so no reply follows (but 不得不告诉翠芹, 不能不问秀兰: a
# double negation, told after all).
_NEVER = re.compile("[没不未]有?[曾再]?$")
_NOT_BUT_TO = re.compile("[不没][得能可好会敢]不$")


def _never_told(before: str) -> bool:
    """The words before 问 or 告诉 say it was never done."""
    return bool(_NEVER.search(before)) and not _NOT_BUT_TO.search(before)


# 「大师，…」: a role called at a clause's opening (called_roles alone finds one anywhere).
_OPENS_WITH_CALL = re.compile(r"([\u4e00-\u9fff]{1,4}?)(?:啊|呀|哪|哇)?(?:[，,！!…。？?]|——)")
_CLAUSE_BREAK = re.compile(r"[，,！!。？?；;]+")  # where a call may open a clause midway
# …，又问利息怎么算: asked something of no one named (not 又问了一句, 问题是: the question
# comes next, or none was asked)
_ASKED = re.compile(r"[，,](?:又|便|就|再|还|也|却)?问"
                    r"(?![他她我你您道话起过题号候心路责询]|了?[一几两]?[句声遍下]|了?$)")
# 我说我也不知道, 老周答他没去过, 她说这话谁都会说: what someone said, told without quotes
# (the teller, 我, 他, 她 or a name, opens the sentence).
_SAID_SO = re.compile(r"^(?:我|[他她]|[\u4e00-\u9fff]{2,3})(?:(?<!听)说|答(?!应)|回答|解释)"
                      r"(?![话了过着道服明完罢不得起的])")  # not 他听说, 他说完, 他答应
# 和他闲话, 跟她聊: the one talked with comes right after one of these.
_TALKED_WITH = set("对跟和向同与")
# 目光都落在王五身上, 屋里的人都盯着王五: the one all look at, who is about to speak
_FOCUS_ON = re.compile(r"(?:[盯看望瞪瞧]着|[看望转投]向了?|[落停集聚]在了?)$")
# Lines of one described stranger (声音, 那汉子) lie at most this many paragraphs apart;
# naming the stranger names no line further back.
_STRANGER_SPAN = 12
# 手机里，学长清了清嗓子: a clause that only says the voice is on a channel.
_ON_A_CHANNEL = re.compile(r"^(" + "|".join(DEVICE_CHANNELS) + r")(?:里|那头|那边|中)$")
# 两个人中间隔着一堆麻袋: a pair, one of whom speaks next, not a crowd.
_PAIR = re.compile(PAIR)
# 网名叫“白噪”, 外号是“黑子”: the name a person goes by, about to be quoted.
_GIVEN_NAME = re.compile(r"(?:网名|外号|绰号|诨号|艺名|代号|化名|人称)(?:是|叫|叫作|叫做|为)?$")
# 那个学生——后来我才知道他叫孟凡——好奇地问: an aside between a speaker and the verb.
_ASIDE = re.compile(r"——(?!(?:正|就|原来)?是)[^—“”「」]{1,24}——")  # (not ——是老赵——)
# 他身后的人一齐嚷道: the ones around someone, not that someone.
_THE_ONES_AROUND = re.compile(r"(?:身后|身边|身旁|背后|后头|周围|旁边)的")
# 只是, 轻轻地: how someone gives a cry, between them and it.
_CRY_ADVERBS = re.compile(r"(?:只是|只|又|便|就|却|也|才|连忙|忙|(?:轻轻|低低|含糊|淡淡)地?)*$")
# 垂手答道, 应了一声, 回禀: the tag of a line that answers a call.
_ANSWERS = re.compile(r"(?<![不没未])(?:答|应[道了声]|回[道话禀]|禀道)")
# 小白隔着二十来米都听得见：the one who hears, not the one speaking.
_HEARS = re.compile(r"听得?[见到清]")
_SPEAKS = re.compile(r"[说道喊叫问答嚷骂吼]")
# A chapter whose narration says 我 this often is told by one of its people.
_TOLD_AS_ME = 10
# 站到了我的窗下…「查尔斯，下来」, 姨婆看着我：「大卫？」: a call to the narrator; so is
# one that 我 answers (「…，大卫？」⏎「我愿意。」我说).
_AT_ME = re.compile(r"(?:对|向|朝|冲|问|看着|望着|盯着|瞧着|打量|拉着|拍了?拍|叫住|转向)我(?!们)|"
                    r"我的(?:窗|门|床)[下外口前边]")
_I_ANSWER = re.compile(r"(?:^|[，。！？])\s*我(?:[说问答应]|回答|点了?点头|摇了?摇头)")
# A call or a radio channel keeps its voice this many paragraphs after it was last heard.
_CALL_SPAN = 30


def _comes_back(text: str, end: int) -> bool:
    """The clause after a name ending at ``end`` brings that one (back) in (eight characters
    hold 也跟了过来, 赤着膊钻了出来)."""
    clause = re.split(r"[，,。！？；]", text[end:end + 8])[0]
    return bool(ARRIVES.search(clause) or _COMES_BACK.search(clause))


_ONE_NEW = re.compile(r"(?:一个|一位|一名|一骑|一员)[^，,。]{0,12}")  # 一骑探马飞奔至营门
_A_NEW_ONE = re.compile(_ONE_NEW.pattern + "$")  # 一个蹲在墙根的老汉: ending at him
_WHO_IS_THERE = re.compile(r"\s*(?:谁|是谁|什么人|何人|哪个|哪位)[？?！!]+\s*")  # 「谁？」
_NAMED_AS = re.compile(IT_WAS + r"[^，,。]{0,6}")


def _brings_in_another(sentence: str, label: str, name: str) -> bool:
    """The sentence brings in 一个…``label``, a newcomer of the kind the text once named
    ``name``: not him (一个十四五岁的少年奔了上来), unless he acts first (凌少秋对一个少年
    道) or the sentence names him (闪出一个大臣，乃是太尉高仁)."""
    name = norm(name)
    new = next((m for m in _ONE_NEW.finditer(sentence) if label in m.group()), None)
    return new is not None and name not in sentence[:new.start()] \
        and not any(name in m.group() for m in _NAMED_AS.finditer(sentence))


class _Attributor:
    def __init__(self, chapter: Chapter, segments: list[Segment], index: CharacterIndex,
                 config: Config, habits: AddressHabits | None = None):
        self.chapter = chapter
        self.known_habits = habits or AddressHabits()
        self.segments = segments
        self.index = index
        self.config = config
        self.text = ChapterReader(chapter, segments, index, config)
        self.normal = self.text.normal
        self.result: list[Segment] = list(segments)
        self.scene = Scene()
        self.pending_split: dict[int, _Decision] = {}
        self.addressed: dict[int, set[str]] = {}  # names a quote's vocatives address
        self.spoken = {s.paragraph for s in segments if s.kind == "dialogue"}
        self.last_quote: int | None = None
        self.before_last: str | None = None  # who spoke the quote before the last one
        self.voiced: set[int] = set()  # paragraphs holding a quote decided to be speech
        self.has_spoken: set[str] = set()  # everyone who has had a line
        self.heard_on: dict[str, tuple[str, int]] = {}  # channel -> its last voice, paragraph
        self.retold_tale = len(_RETOLD_OPENER.findall(self.text.chapter_normal)) >= 2
        for name in self._narrators_names():
            self.text.links[name] = config.first_person

    def _narrators_names(self) -> set[str]:
        """「查尔斯，下来。」 in a chapter told as 我, where 查尔斯 never appears outside the
        quotes (but as 我是查尔斯 or 叫我查尔斯): the name others call the narrator by."""
        narration = self.text.narration  # ("" unless told as 我)
        if narration.count("我") < _TOLD_AS_ME:
            return set()
        forms: dict[str, list[str]] = {}
        for surface, owner in self.index.surfaces.items():
            forms.setdefault(owner, []).append(norm(surface))

        def narration_of(paragraphs: set[int]) -> str:
            return "".join(self.normal[k] for k, s in enumerate(self.segments)
                           if s.kind == "narration" and s.paragraph in paragraphs)

        called = set()
        quotes = [i for i, s in enumerate(self.segments) if s.kind == "dialogue"]
        for i, reply in zip(quotes, [*quotes[1:], None], strict=True):
            paragraph = self.segments[i].paragraph
            at_me = _AT_ME.search(narration_of({paragraph - 1, paragraph})) or (
                reply is not None and self.segments[reply].paragraph <= paragraph + 2
                and _I_ANSWER.search(narration_of({self.segments[reply].paragraph})))
            if at_me:  # (not 「小芳？」 on the phone, 他 ever after: someone else)
                inner = self.text.inner(i)  # 「我叫阿文迪奥，阿文迪奥·马丁内斯」: his own name
                told = "".join(inner[end:end + 16] for end in self_naming_ends(inner))
                called |= {name for name in self.text.vocatives(i)
                           if not any(form in told for form in forms.get(name, ()))}

        def told(form: str) -> bool:  # 他问我是不是德雷克先生: the name is mine
            return form in re.sub(_I_AM_CALLED + re.escape(form) + _MY_NAME_ENDS, "", narration)

        return {name for name in called if self.index.canonical(name) == name
                and not any(told(form) for form in forms.get(name, ()))}

    # ---- driver -------------------------------------------------------------------
    def run(self) -> list[Segment]:
        for i, segment in enumerate(self.segments):
            if segment.kind != "dialogue":
                self.result[i] = replace(segment, speaker=NARRATOR, confidence=1.0,
                                         rule="narration")
                self._note_narration(i)
                continue
            if i not in self.pending_split and self.text.is_inscription(i) \
                    and self._override(i) is None:
                self.result[i] = replace(segment, kind="narration", speaker=NARRATOR,
                                         confidence=0.85, rule="inscription")
                continue
            if self.text.is_paraphrase(i):  # voiced by the narrator, no one's turn
                self.result[i] = replace(segment, speaker=NARRATOR, confidence=0.85,
                                         rule="paraphrase")
                continue
            crier = self._crier(i) if self.text.is_cry(i) else None
            if crier is not None:  # voiced, but not a turn of the exchange
                self.result[i] = replace(segment, speaker=crier, confidence=0.7, rule="cry")
                continue
            if i not in self.pending_split and self.text.is_term(i):
                override = self._override(i)
                if override is None:
                    self.result[i] = replace(segment, kind="narration", speaker=NARRATOR,
                                             confidence=0.9, rule="term")
                    self._named_by_handle(i)
                    continue
            decision = self._decide(i)
            if decision.speaker in self.text.links and decision.rule != "device":
                decision = replace(decision, speaker=self.text.links[decision.speaker])
            self.result[i] = replace(segment, speaker=decision.speaker,
                                     confidence=round(decision.confidence, 2),
                                     rule=decision.rule)
            self.scene.spoke(segment.paragraph, decision.speaker)
            self.has_spoken.add(decision.speaker)
            channel = self._heard_on_a_device(i)
            if channel is not None:
                self.heard_on[channel] = (decision.speaker, segment.paragraph)
            if channel == "speaker" and decision.speaker in self.scene.exchange:
                self.scene.exchange.remove(decision.speaker)  # a loudspeaker takes no turns
            self.voiced.add(segment.paragraph)
            self._answered_by_description(i, decision.speaker)
            self._note_addressee(i, decision.speaker)
            if self.last_quote is not None:
                self.before_last = self.result[self.last_quote].speaker
            self.last_quote = i
        self._answered()
        self.result = [replace(s, speaker=self.text.with_looks(s.speaker)) if s.speaker else s
                       for s in self.result]
        return self.result

    def _answered(self) -> None:
        """「杨大人，睡得可好？」⏎杨维清眼皮也不抬。「托厂公的福…」: a line nothing decided
        was spoken by the one the reply to it calls."""
        lines = [i for i, s in enumerate(self.result) if s.kind == "dialogue"]
        for i, reply in pairwise(lines):
            if self.result[i].speaker != UNKNOWN \
                    or self.segments[reply].paragraph - self.segments[i].paragraph != 1:
                continue
            answerer = self.result[reply].speaker
            call = opening_call(self.text.inner(reply), self._is_name)
            called = (self.index.canonical(call) or self.text.as_written(call)) if call else None
            if called and answerer not in (UNKNOWN, called) \
                    and called not in self.addressed.get(i, ()):
                self.result[i] = replace(self.result[i], speaker=called, confidence=0.5,
                                         rule="answered")

    def habits(self) -> AddressHabits:
        """The call words of the lines a tag decided, after ``run``."""
        habits = AddressHabits()
        for i, segment in enumerate(self.result):
            if segment.kind == "dialogue" and segment.rule in TAGGED \
                    and (segment.confidence or 0) >= 0.8 and segment.speaker:
                habits.learn(segment.speaker, self.text.inner(i), self._is_name)
        return habits

    def habits_apply(self, habits: AddressHabits) -> bool:
        """Some line no tag decided opens with a call word the habits know (else a second
        reading would change nothing)."""
        return any(segment.kind == "dialogue" and segment.rule not in TAGGED
                   and habits.knows(opening_call(self.text.inner(i), self._is_name))
                   for i, segment in enumerate(self.result))

    def _is_name(self, word: str) -> bool:
        return self.index.canonical(word) is not None

    def _crier(self, i: int) -> str | None:
        """The person named right before a cry (鲍老三“啊哟”一声), or acting in the clause
        before it (王福双手捧着卷子，“嗻”了一声), if one is."""
        before = self.text.before(i).rstrip()
        before = before[:_CRY_ADVERBS.search(before).start()] or before  # 雪子只是“嗯”了一声
        refs = [r for r in self.text.refs(before) if r.subject and r.end == len(before)]
        if not refs and before.endswith(("，", ",")) \
                and self.text.after(i)[0].startswith("了"):  # 王福双手捧着卷子，“嗻”了一声
            # (but 手指头在琴弦上一拨，“铮”的一声 is the string's sound)
            sentence = SENTENCE_END.split(before)[-1]
            refs = [r for r in self.text.actors(sentence) if r.kind == "name"][-1:]
        if not refs or refs[-1].kind not in ("name", "he", "she"):
            return None
        decision = self._resolve(i, refs[-1], before, "cry", 0.7)
        return decision.speaker if decision and decision.speaker != UNKNOWN else None

    def _note_narration(self, i: int) -> None:
        paragraph = self.segments[i].paragraph
        text = self.normal[i]
        self._unlink_newcomers(text)
        if SCENE_BREAK.search(text):
            self.scene.break_off()
        if len(text.strip()) > 60 and paragraph not in self.spoken:
            self.scene.exchange = []  # a long stretch of narration ends the exchange
        self._said_it(i)
        # 原来这白衣少年，正是人称「回雁剑」的…独子，名叫林剑秋: the sentence a quoted term
        # cut holds its described person before the term
        lead = self._paragraph_before_term(i)
        whole = lead + text
        mentions = [(m.start, m.end, m.name) for m in self.index.mentions(whole)]
        mentions = sorted(mentions + [m for m in self.text.named_after_is(whole)
                                      if not any(s <= m[0] < e for s, e, _ in mentions)])
        mentions = [m for m in mentions if m[0] >= len(lead)]  # (the lead's were read)
        pairs = identifications(whole, mentions)
        if lead:  # (but not 这老者人称「铁判官」，…只服一个人，便是周天南, nor 他儿子名叫李小山:
            # past the term, someone else is named)
            own = identifications(text, [(s - len(lead), e - len(lead), n)
                                         for s, e, n in mentions])
            pairs = [(label, name) for label, name in pairs if (label, name) in own
                     or not any(n == name and _SOMEONE_ELSE.search(text, 0, s - len(lead))
                                for s, _e, n in mentions)]
        for label, name in pairs:
            if label in ("那人", "这人"):  # 那人正是冉阿让: the stranger who spoke, if one did
                that_one = self.text.stranger(label)
                if that_one in self.text.links:
                    continue  # named already (「我叫冉阿让」)
                if not any(s.speaker == that_one for s in self.result if s.kind == "dialogue"):
                    last = self.result[self.last_quote].speaker \
                        if self.last_quote is not None else None
                    if norm(last or "") not in _STRANGERS and last != UNKNOWN:
                        continue  # (not the 主教 who spoke last)
                    label = ""  # 穿唐装的男人…这人便是梁国辉: the stranger who spoke last
            if self._voice_shows_itself(paragraph, text):
                self._said_by(self.last_quote, name, 0.8)
                if not label:
                    continue
            if label:
                self._link(self.text.stranger(label), name)
            elif self.last_quote is not None \
                    and self.segments[self.last_quote].paragraph >= paragraph - 1:
                last = self.result[self.last_quote].speaker or UNKNOWN
                # 座上一人…⏎孔明视之，乃虞翻也: that line only (又一人 is another);
                # 转出一个人来…⏎这人不是别个，正是莺莺: the line no one could name is hers
                if _ANYONE.search(norm(last)) or last == UNKNOWN \
                        or self._someone_shouted(self.last_quote):
                    self._said_by(self.last_quote, name, 0.8)
                else:
                    self._link(last, name)  # 乃呂蒙也
        self._voice_named(text)
        self.text.note_looks(text)
        self._voice_appears(i, text)
        for ref in self.text.refs(text):
            if ref.kind == "name" and ref.subject:
                if _comes_back(text, ref.end):
                    self.scene.come_back(ref.name)  # 刘四爷也跟过来了: back in the scene
                elder = elder_for(self.text, self.scene, ref.name)
                if elder is not None and not _A_NEW_ONE.search(text, 0, ref.start):
                    # (一个蹲在墙根的老汉站起来: someone else, not grandfather)
                    self._link(ref.name, elder)
                self.scene.mention(self.text.links.get(ref.name, ref.name))
            elif ref.kind == "me" and ref.subject:  # a first-person narrator is in the scene
                self.scene.mention(self.config.first_person)
        for name in leaving(self.text, self.scene, text):
            end = text.rfind(norm(name)) + len(norm(name))
            back = end >= len(norm(name)) and _comes_back(text, end) \
                and not _GOES.search(text, end + 2)  # (after 回来 itself)
            if not back:  # (窦娥…转身去了。…窦娥回来: back again; but not 回来了，又转身去了)
                self.scene.leave(name)

    def _just_described(self, i: int) -> str | None:
        """The newcomer the narration of quote i's paragraph brought in last before saying
        那人 (一骑探马飞奔至营门…。那人浑身泥水), if described and not named there (not
        一个…的人, nor 一个知青张小川)."""
        before = self.text.paragraph_text_before(i)
        that = min((at for at in (before.find(word) for word in _THAT_ONE) if at >= 0),
                   default=-1)  # the first 那人 of the paragraph, opening a clause (not
        # 那人身边站着一个小丫头。那人…, 进来一个伙计，给那人添酒。那人…: one met before)
        if that <= 0 or before[that - 1] not in "。！？，；：」\n":
            return None
        newcomers = list(_ONE_NEW.finditer(before, 0, that))
        if not newcomers:
            return None
        newcomer = newcomers[-1]
        found = [d for d in described(newcomer.group())
                 if d.label not in _THAT_ONE and not is_kin(d.label)]
        if not found or self.index.mentions(newcomer.group()[found[-1].end:]):
            return None
        named = newcomer.group()[:found[-1].start]
        if re.search("[叫名唤号]", named) and self.index.mentions(named):
            return None  # 一个名叫李四的汉子: named there, whom the 那人 of old stays
        return self.text.stranger(found[-1].label)

    def _paragraph_before_term(self, i: int) -> str:
        """The narration and quoted terms of segment i's paragraph before it, when a
        quoted term comes right before it; otherwise ""."""
        paragraph = self.segments[i].paragraph
        if i == 0 or self.result[i - 1].rule != "term" \
                or self.segments[i - 1].paragraph != paragraph:
            return ""
        k = i
        while k > 0 and self.segments[k - 1].paragraph == paragraph \
                and self.result[k - 1].rule in ("narration", "term"):
            k -= 1
        return "".join(self.normal[k:i])

    def _unlink_newcomers(self, text: str) -> None:
        """一个穿旧黑制服的老头坐在长凳上: a new 老头 met, not the one the book named before
        (老头 … 「天民，…」 made that 老头 葛天民)."""
        if not _ONE_NEW.search(text):
            return  # (described() is read again only where someone new may be met)
        for found in described(text):
            if found.looks_len or not _A_NEW_ONE.search(text, 0, found.start):
                continue
            self.text.links.pop(self.text.stranger(found.label), None)

    def _someone_acts(self, clauses: list[str]) -> bool:
        """A person or pronoun is the subject of one of ``clauses``."""
        return any(ref.kind in ("name", "he", "she", "me") and ref.subject
                   for clause in clauses for ref in self.text.refs(clause))

    def _a_voice(self, k: int) -> bool:
        """Quote k was given to a voice not yet anyone's (声音, 苍老的声音)."""
        return norm(self.result[k].speaker or "").endswith(VOICE_WORDS)

    def _voice_shows_itself(self, paragraph: int, text: str) -> bool:
        """有人应道：「卑职在。」转出一位少年英雄，正是展昭: the voice in this paragraph is
        the one seen stepping out or turned to (not 门外有人叫道：「快开门！」炕头上坐着一个
        后生，正是赵小虎, nor 「快看，有人来了！」众人抬头望去，只见…李四)."""
        last = self.last_quote
        if last is None or self.segments[last].paragraph != paragraph \
                or not self._a_voice(last):
            return False
        return bool(_SHOWS_ITSELF.search(text)) or (
            _TURNS_TO_SEE.search(text) is not None
            and not _ANNOUNCES.search(self.text.inner(last)))

    def _voice_named(self, text: str) -> None:
        """听筒里传出一个沙哑的嗓门：「…」⏎是郑营长。: the voice just heard is the one the
        narration names first thing."""
        opening = _IT_WAS.match(text)
        if opening is None or self.last_quote is None \
                or not self._a_voice(self.last_quote):
            return
        named = [r.name for r in self.text.refs(text) if r.kind == "name"
                 and r.start == opening.end()]  # 是郑营长。, 原来是老周
        if named:
            self._link(self.result[self.last_quote].speaker, named[0])

    def _voice_appears(self, i: int, text: str) -> None:
        """「师弟退下！」⏎一道白影掠过，沈碧瑶已挡在…: a voice heard before its owner is
        seen (or a line nothing decided) belongs to the first person the next paragraph
        brings in."""
        last = self.last_quote
        # (有人说道：「…」门帘掀处，进来一个黄脸老者: in the same paragraph, if one arrives)
        after_it = last == i - 1 and self.segments[last].paragraph == self.segments[i].paragraph \
            and ARRIVES.search(text) is not None
        if last is None or (self.segments[last].paragraph != self.segments[i].paragraph - 1
                            and not after_it):
            return
        if _WHO_IS_THERE.fullmatch(self.text.inner(last)):  # 一个声音道：「…」⏎「谁？」⏎
            # 一个少女跃了进来: the one asked about, who spoke before the asking
            asked = next((k for k in range(last - 1, -1, -1)
                          if self.result[k].kind == "dialogue"), None)
            if asked is not None and self._a_voice(asked) \
                    and self.segments[asked].paragraph == self.segments[last].paragraph - 1:
                last = asked
        unknown = self.result[last].speaker == UNKNOWN  # 「秀芝姐！快开门哪！」⏎门外是铁蛋
        if not self._a_voice(last) and not unknown:
            return
        arrives = bool(ARRIVES.search(text))  # 声音还没落，大少爷已经掀帘子进来了
        # 众人回头看时，只见慧觉方丈站在门口: the one seen, not the ones turning
        turned = None if arrives else _TURNS_TO_SEE.search(text)
        arrives = arrives or turned is not None
        refs = [r for r in self.text.refs(text) if turned is None or r.start >= turned.end()]
        spoken_of = self.text.inner(last)  # 「…狱卒就要来了。」…狱卒走了进来: not the voice
        new_refs = [r for r in refs if r.kind == "name"
               and norm(r.name) != "声音" and norm(r.name) not in spoken_of
               and (r.name not in self.scene.seen  # 只见墙角蜷着一个老叫化: seen, not acting
                    or (arrives and (r.subject or turned is not None)
                        and r.name not in self.scene.exchange))]
        new = [r.name for r in new_refs]
        if new and not unknown and any(
                norm(r.name) == "声音" and r.subject and r.start > new_refs[0].start
                and text[max(0, r.start - 2):r.start].endswith(("那", "这", "那个", "这个"))
                for r in refs):
            return  # 维拉的手一抖。那声音并不理会，…: the voice goes on, still no one's (but
            # 赵一鸣…出了名的大嗓门 is his)
        if new and not unknown and not arrives and text.rstrip().endswith(("：", ":")) \
                and not is_inscription(text) \
                and norm(new[0]) in re.split(r"[。！？]", text.rstrip())[-1]:
            return  # 扬声器里的声音…⏎美国代表泰勒立刻问道：「…」: one who speaks next, not it
        if new and unknown:
            self._said_by(last, new[0], 0.5)
        elif new:
            self._link(self.result[last].speaker or UNKNOWN, new[0])

    def _said_it(self, i: int) -> None:
        """「…」⏎说罢，行者一个筋斗: the next paragraph says who spoke an untagged line."""
        last = self.last_quote
        text = self.normal[i].lstrip()
        done = DONE_SPEAKING.match(text)
        speaker_words = said_by(text, voice=True)  # 「她不吃生的。」⏎话是沈砚说的。
        voice = VOICE_HEARD.match(text)  # 「慢着。」⏎一个懒洋洋的声音响起。
        if (done is None and speaker_words is None and voice is None) or last is None \
                or not self.text.opens_paragraph(i) \
                or self.segments[last].paragraph != self.segments[i].paragraph - 1 \
                or ((self.result[last].confidence or 0) >= 0.85
                    and not (speaker_words and self.text.is_described(
                        self.result[last].speaker or ""))):  # 一个粗嗓门…。⏎说话的是老K
            return
        if voice is not None:
            self._voice_heard(last, text[voice.end():])
            return
        clause = speaker_words if speaker_words else \
            CLAUSE_END.split(text[done.end():].lstrip("，, "), maxsplit=1)[0]
        actors = [r for r in self.text.actors(clause) if r.kind == "name"]
        if not actors and speaker_words:  # 说话的是个穿着胸甲的红发男人: the last word
            actors = [r for r in self.text.refs(clause) if r.kind == "name"
                      and r.end == len(clause)]  # (not 李四 of 站在李四身后的那位)
        if not actors and speaker_words:  # 说话的是小罗，…
            named = self.text.name_at(clause, 0, apposition=True)
            if named == clause:
                actors = [make_ref(clause, 0, len(clause), "name", self.text.as_written(named))]
        if actors and actors[0].name != self.result[last].speaker:
            self._said_by(last, actors[0].name, 0.8)

    def _voice_heard(self, last: int, rest: str) -> None:
        """The quote was a voice; whoever this paragraph then brings in has it."""
        new = [r.name for r in self.text.refs(rest) if r.kind == "name" and r.subject
               and r.name not in self.scene.seen]  # not 内门弟子的席位上
        speaker = new[0] if new else self.text.as_written("声音")
        self._said_by(last, speaker, 0.7)

    def _someone_shouted(self, i: int) -> bool:
        """楼下有人喊了一嗓子。⏎「…」: the line is one unseen person's, though voiced as a
        crowd's (not 人群炸开了锅。⏎「回来了！」⏎原来是张伟: who came, not who shouted)."""
        narration = self._previous_narration(i)
        return self.result[i].rule == "crowd-beat" and narration is not None \
            and "有人" in narration
    def _said_by(self, last: int, speaker: str, confidence: float) -> None:
        """The narration after quote ``last`` says who spoke it, and so who spoke the
        parts before it of a line split by narration and given to the same voice or to
        the same unsure guess (「…」一个尖细的嗓子冒出来，「…」; not 张三问道：「有人吗？」
        「有。」)."""
        paragraph, voice = self.segments[last].paragraph, self.result[last].speaker
        parts = [last]
        while (part := parts[-1] - 2) >= 0 and self.segments[part].paragraph == paragraph \
                and self.result[part].kind == "dialogue" \
                and self.result[part + 1].kind == "narration" \
                and self.result[part].speaker == voice \
                and (self._a_voice(part) or (self.result[part].confidence or 0) < 0.85):
            parts.append(part)  # the part before, with narration between
        for j in parts:
            self.result[j] = replace(self.result[j], speaker=speaker,
                                     confidence=confidence, rule="said-it")
        self.scene.spoke(paragraph, speaker)

    def _link(self, label: str, name: str) -> None:
        """The text says who a described speaker is: relabel the lines given so far."""
        if label == name or label in self.text.links or not self.text.is_described(label):
            return
        offices = [{d.label for d in described(norm(w)) if d.label[-1] in "长官员师"}
                   for w in (label, name)]
        if all(offices) and not offices[0] & offices[1]:
            return  # 我是周连长 does not name the 班长
        self.text.links[label] = name
        reached = self.segments[self.last_quote].paragraph if self.last_quote is not None else 0
        for j in range(len(self.result) - 1, -1, -1):
            segment = self.result[j]
            if segment.kind != "dialogue" or segment.speaker != label:
                continue
            if reached - segment.paragraph > _STRANGER_SPAN:
                break  # a voice heard long before was someone else (男声 on the phone)
            self.result[j] = replace(segment, speaker=name)
            reached = segment.paragraph
        self.scene.relabel(label, name)

    def _note_addressee(self, i: int, speaker: str) -> None:
        """Whom quote i speaks to: its vocative, else the object of its tag (对X说)."""
        if i not in self.addressed:
            self.addressed[i] = self.text.vocatives(i)
        self._introduction(i, speaker)
        self._recognised(i, speaker)
        known = set(self.scene.exchange) | set(self.scene.salient) | set(self.index.names)
        spoken_to = [n for n in self.addressed[i] if n != speaker and n in known]
        previous = self._previous_quote(i)
        if len(spoken_to) == 1 and previous is not None \
                and self.result[previous].speaker != speaker:  # nobody calls himself
            self._named_by_reply(previous, spoken_to[0], i)
        if not spoken_to:
            # 他眯起眼睛打量萧寒。⏎「…」 and 她朝法比飞了个眼风：⏎「…」 speak to him
            around = (self._previous_narration(i) or self._tag_paragraph(i)) + "。" \
                + self.text.before(i) + "。" + self.text.after(i)[0]
            spoken_to = [r.name or self.config.first_person for r in self.text.refs(around)
                         if r.kind in ("name", "me") and (r.name or self.config.first_person)
                         != speaker and self._addressed_at(around, r)
                         and self._done_by(speaker, around, r.start)]
        if not spoken_to:
            alone = self.text.spoken_to_alone(self.text.before(i))
            spoken_to = [alone] if alone and alone != speaker else []
        if not spoken_to:
            spoken_to = self._asked_by_pronoun(speaker, self.text.before(i))
        if not spoken_to and previous is not None and self.result[previous].speaker == speaker \
                and self.segments[previous].paragraph == self.segments[i].paragraph:
            spoken_to = [self.scene.addressee[previous]] if previous in self.scene.addressee else []
        if len(spoken_to) == 1:
            self.scene.addressee[i] = spoken_to[0]
        elif not spoken_to and self._asks_the_crowd(i, previous):
            self.scene.addressee[i] = CROWD

    @staticmethod
    def _addressed_at(around: str, ref: Ref) -> bool:
        """转向我说, 把我从头到脚打量了一番: the narration turns to the one at ``ref``."""
        return bool(ADDRESS_BEFORE.search(around[max(0, ref.start - 3):ref.start])
                    or (around[ref.start - 1:ref.start] == "把"
                        and _LOOKED_OVER.match(around, ref.end)
                        and not _TURNS_TO.match(around, ref.end)))  # (…扭头问孙女: to her)

    @staticmethod
    def _asked_no_one(sentence: str, refs: list[Ref]) -> bool:
        """何仲容大为高兴，…，又问利息怎么算: the one opening the sentence asked something,
        of no one named, and the next line answers him."""
        asked = _ASKED.search(sentence)
        return asked is not None and not any(r.start >= asked.start() for r in refs)

    def _by_a_group(self, sentence: str) -> bool:
        """他…被护士们笑话是“赵老太爷”: every group there is what was done to him by."""
        groups = [r for r in self.text.refs(sentence) if r.kind == "group"]
        return bool(groups) and all(sentence[r.start - 1:r.start] == "被" for r in groups)

    def _asks_the_crowd(self, i: int, previous: int | None) -> bool:
        """「喊过之后呢，伙计们？」, and after the crowd answered, 「你们唱的是什么调子？」: a
        question to many, whom the next untagged line answers."""
        inner = self.text.inner(i).rstrip()
        if inner[-1:] not in "？?":
            return False
        answered_before = previous is not None and self.result[previous].speaker == CROWD
        return bool(_CALLS_MANY.search(inner)
                    or (answered_before and re.search(r"你们(?![家的俩两])", inner)))

    def _asked_by_pronoun(self, speaker: str, tag: str) -> list[str]:
        """兰芝和司马落在后头，她问他：「…」: 他 is the one other person of his sex the
        sentence names."""
        sentence = SENTENCE_END.split(tag)[-1]
        refs = self.text.refs(sentence)
        for ref in refs:
            if ref.kind in ("he", "she") and ADDRESS_BEFORE.search(sentence[:ref.start]):
                want = pronoun_gender(ref.kind)
                fits = {r.name for r in refs if r.kind == "name" and r.start < ref.start
                        and (r.subject or sentence[r.start - 1:r.start] in "和与跟同")
                        and r.name != speaker  # (not 送走了张伟，…她问他)
                        and self.text.gender(r.name) == want}
                return list(fits) if len(fits) == 1 else []
        return []

    def _done_by(self, speaker: str, text: str, at: int) -> bool:
        """The sentence of ``text`` up to ``at`` has ``speaker`` or nobody named acting
        (沈宏远便向翠儿摆摆手 does not make 翠儿 the listener of 周德昌's next line)."""
        sentence = SENTENCE_END.split(text[:at])[-1]
        named = [r.name for r in self.text.actors(sentence) if r.kind == "name"]
        return not named or named[0] == speaker

    def _introduction(self, i: int, speaker: str) -> None:
        """「这是斜对门的二婶」: the described person present is the one introduced."""
        inner = self.text.inner(i)
        found = [(m.start, m.end, m.name) for m in self.index.mentions(inner)]
        taken = {k for start, end, _ in found for k in range(start, end)}
        found += [(d.start, d.end, self.text.as_written(d.label)) for d in described(inner)
                  if not taken & set(range(d.start, d.end)) and is_kin(d.label)]
        name = introduced(inner, sorted(found))
        if name is None or is_title(norm(name)) or name in self.has_spoken:
            return  # 「这是扬州的舅老爷」: a title fits anyone, it names nobody here; 「这是
            # 我的大女儿思嘉」 names one who spoke, not the stranger
        for present in reversed(self.scene.exchange):
            if present != speaker and present != name and self.text.is_described(present):
                if self._may_be_one(present, name):
                    self._link(present, name)
                return

    def _may_be_one(self, label: str, name: str) -> bool:
        """A described person and a name may be one person: their sexes do not clash."""
        genders = {self.text.gender(label), self.text.gender(name)}
        return "unknown" in genders or len(genders) == 1

    def _recognised(self, i: int, speaker: str) -> None:
        """进来的是一个女人。「…」⏎「岛本？」: a name asked back, all alone, after a described
        person's line recognises her, though the narration spoke of her before (unless the
        line itself said the name)."""
        previous = self._previous_quote(i)
        asked = re.fullmatch(r"(.+?)[？?]+", self.text.inner(i).strip())
        if previous is None or asked is None:
            return
        name = self.index.canonical(asked.group(1))
        stranger = self.result[previous].speaker or UNKNOWN
        if not name or norm(asked.group(1)) in self.text.inner(previous):
            return  # 「张三在家吗？」「张三？」: a name echoed, not recognised
        if name != speaker and name not in self.has_spoken \
                and stranger not in (speaker, NARRATOR, UNKNOWN, CROWD) \
                and self.text.is_described(stranger) \
                and self._may_be_one(stranger, name):
            self._link(stranger, name)

    def _calls_someone(self, i: int) -> bool:
        """A quote of quote i's paragraph opens by calling someone (「爷爷！爷爷！」)."""
        paragraph = self.segments[i].paragraph
        start, end = i, i
        while start > 0 and self.segments[start - 1].paragraph == paragraph:
            start -= 1
        while end + 1 < len(self.segments) and self.segments[end + 1].paragraph == paragraph:
            end += 1
        return any(opening_call(self.text.inner(j), self._is_name) is not None
                   for j in range(start, end + 1) if self.segments[j].kind == "dialogue")

    def _named_by_handle(self, i: int) -> None:
        """一个女孩的声音：「…」⏎她在暗网上的网名叫“白噪”: the handle or nickname given
        right after a described voice spoke names that voice."""
        last = self.last_quote
        if last is None or not _GIVEN_NAME.search(self.text.before(i).rstrip()) \
                or self.segments[i].paragraph - self.segments[last].paragraph > 1:
            return
        handle = self.text.inner(i).strip()
        speaker = self.result[last].speaker or UNKNOWN
        name = self.index.canonical(handle)
        if name and self.text.is_described(speaker) \
                and handle not in self.text.paragraph_text_before(i):
            # (小喜鹊抿着嘴笑。她…人送外号“小喜鹊”: one already there, not the voice)
            self._link(speaker, name)

    def _answered_by_description(self, i: int, speaker: str) -> None:
        """「周福，你说。」⏎那老管家垂手答道：「…」: the one a line called by name answers,
        described; the description is that person, when the name has not spoken yet."""
        last = self.last_quote
        if last is None or not self.text.is_described(speaker) \
                or self.segments[i].paragraph - self.segments[last].paragraph > 1 \
                or not _ANSWERS.search(re.split(r"[。！？]", self.text.before(i).rstrip())[-1]
                                       + self.text.after(i)[0][:12]):
            return  # (劉媽答應著去了。三奶奶便笑道：another answered, she speaks)
        called = [n for n in self.addressed.get(last, set())
                  if self.index.canonical(n) and not self.text.is_described(n)]
        if len(called) != 1 or called[0] in self.has_spoken:
            return
        if self._may_be_one(speaker, called[0]):
            self._link(speaker, called[0])

    def _named_by_reply(self, previous: int, called: str, reply: int) -> None:
        """「爷爷！」女孩喊道。「小雨，你怎么来了？」: a person met for the first time,
        called by name right after a described person spoke, is that person, when
        the two lines call each other (not when the reply calls someone mid-line)."""
        speaker = self.result[previous].speaker or UNKNOWN
        replier = self.result[reply].speaker
        if (replier or "").endswith(speaker):
            return  # 「…」老汉叹道。一个人走了进来。⏎「明楼，…」: 玉德老汉, the 老汉 who spoke
            # before, calls the newcomer
        tag = self.text.before(reply)
        if _READS_OUT.search(tag):
            return  # 班长翻开护照，念道：「冉阿让，刑满释放的苦役犯……」: a name read, no call
        into = _CALLS_INTO.search(tag)
        if into and into.group(1) not in self.text.paragraph_text_before(previous):
            return  # 掌柜回头朝后堂吆喝：「阿顺，…」: one called from another room
        elsewhere = any(r.kind == "name" and r.name != speaker
                        and re.search(r"(?:向|对|朝|冲)[^，。]*$", tag[:r.start])
                        for r in self.text.refs(tag))  # 向…刑房书吏道：「孙先生，…」
        mutual = replier in self.addressed.get(previous, set()) \
            or self._calls_someone(previous) \
            or (opening_call(self.text.inner(reply), self._is_name) is not None
                and not elsewhere)
        before_call = self.text.inner(reply).split(norm(called))[0]
        answered = re.match(r"[^。！？!?]+[。！？!?]+\s*$", before_call) \
            and not _ONLY_A_SOUND.fullmatch(before_call)  # (not 「哎！小雨，…」)
        if norm(called) in self.text.inner(reply) and answered \
                and replier not in self.addressed.get(previous, set()):
            return  # 「男爵，…」「说得好！杜朗先生，您听见了吗？」 answers, then calls another
        # 「是二愣那个冒失鬼。」 talks of him (「陈志明。」 is him), and so does any earlier quote
        # of the same paragraph (「他身份证上叫刘德胜。」民警说，「四十三岁，…」), each read alone
        # (「爷爷！」女孩喊道，「小雨回来了！」 opens its second half with her own name)
        talked_of = False
        for k in range(previous + 1):
            if self.segments[k].kind != "dialogue" \
                    or self.segments[k].paragraph != self.segments[previous].paragraph:
                continue
            said = self.text.inner(k)
            at = said.find(norm(called))
            talked_of |= at > 0 and not re.search(r"(?:我是|我叫|我|叫我|在下)$", said[:at])
        if called not in self.scene.seen and self.index.canonical(called) and mutual \
                and not talked_of \
                and not is_title(norm(called)) \
                and speaker not in (NARRATOR, UNKNOWN, CROWD) \
                and self.text.is_described(speaker) \
                and self._may_be_one(speaker, called):
            self._link(speaker, called)

    # ---- context --------------------------------------------------------------------
    def _previous_quote(self, i: int) -> int | None:
        """The last quote decided to be speech before quote i (run() goes in order)."""
        return self.last_quote if self.last_quote is not None and self.last_quote < i \
            else None

    # ---- decisions --------------------------------------------------------------------
    def _decide(self, i: int) -> _Decision:
        override = self._override(i)
        if override is not None:
            return override
        if i in self.pending_split:  # 「…」那大汉一顿，「老子铁臂熊…」 names him
            split = self.pending_split.pop(i)
            if self.text.is_described(split.speaker):
                return self._self_named(i, split.speaker) or split
            return split
        self.addressed[i] = self.text.vocatives(i) | self.scene.in_roles(
            called_roles(self.text.inner(i)), self.text.labels) | self._newcomers_asked(i)
        if not self.addressed[i]:
            self.addressed[i] = self._called_by_sex(i)
        decision = self._opening_tag(i) or self._closing_tag(i)
        if decision is None and self.text.system_novel and _SYSTEM_SAYS.match(self.text.inner(i)):
            return _Decision(self.text.as_written("系统"), 0.8, "device")  # 「叮——任务完成」
        if decision is None or decision.rule in ("pronoun", "beat", "beat-after"):
            royal = self._royal(i)
            if royal is not None and (decision is None or decision.speaker != royal.speaker):
                return royal
        if decision is not None:
            if self.text.is_described(decision.speaker):  # 电话那头的声音: 「是我，小吴。」
                return self._self_named(i, decision.speaker) or decision
            if decision.rule == "pronoun":  # 「我姓卓，卓青。」他终于道: the line says who
                named = self._self_named(i)
                if named is not None:
                    self._split_goes_on(i, decision.speaker, named.speaker)
                return named or decision
            if decision.confidence <= 0.5:  # 窗外低声道：「妾姓柳，小字秋娘。」: no one
                # named in the tag, so the line's own name wins, renaming no one
                return self._self_named(i, turn=UNKNOWN) or decision
            return decision
        return self._self_named(i) or self._self_role(i) or self._found_behind(i) \
            or self._paragraph_beat(i) or self._habit(i) or self._untagged(i)

    def _opens_the_tale(self, opener: str, tag: str) -> bool:
        """女敛袖低眉，曰 / 妻大恐，曰 in 文言, 女把稿子放下，道 in a tale retold: the girl, the
        wife, the scholar of the tale opens the clause."""
        if len(opener) < 2:
            return False
        if self.text.classical and tag.rstrip().endswith("曰"):
            return opener[0] in _OF_THE_TALE and opener[1] not in _JOINS_A_PERSON
        return self.retold_tale and tag.rstrip().endswith("道") \
            and _RETOLD_OPENER.match(norm(opener)) is not None

    def _found_behind(self, i: int) -> _Decision | None:
        """「你在这儿干什么？」⏎我回过头去，看见吴大夫站在我身后。: a line alone in its
        paragraph, and the next one turns round to find who said it."""
        j = i + 1
        if not self.text.opens_paragraph(i) or j >= len(self.segments) \
                or self.segments[j].kind != "narration" \
                or self.segments[j].paragraph != self.segments[i].paragraph + 1:
            return None
        sentence = SENTENCE_END.split(self.text.normal[j].lstrip(), maxsplit=1)[0]
        turned = _TURNED_TO_FIND.match(sentence)
        found = [r for r in self.text.refs(sentence) if turned and r.kind == "name"
                 and r.start == turned.end() and norm(r.name) != "声音"]
        if not found or found[0].name in self.addressed.get(i, set()) \
                or _WHO_IS_THERE.fullmatch(self.text.inner(i)):
            return None  # 「谁？」⏎王五回过头，看见李四: the one who turns asked who it was
        return _Decision(found[0].name, 0.6, "found-behind")

    def _split_goes_on(self, i: int, pronoun_speaker: str | None, speaker: str) -> None:
        """「我姓史，史强。」他把袋子推过来，「汪教授，…」: the rest of a split line is
        said by whoever the line named, not by whom the pronoun was taken for."""
        rest = next((k for k in self.pending_split if k > i), None)
        if rest is not None and self.pending_split[rest].speaker == pronoun_speaker:
            self.pending_split[rest] = replace(self.pending_split[rest], speaker=speaker)

    def _newcomers_asked(self, i: int) -> set[str]:
        """一个老汉走上堂来。⏎「你是何人？」: a line asking who the listener is asks the
        people the narration before it brought in, who have not spoken yet."""
        narration = self._previous_narration(i)
        if narration is None or not ASKS_WHO.search(self.text.inner(i)) \
                or _SEES_A_STRANGER.search(narration):
            return set()  # (周朴园…看见屋里站着一个生人: the stranger is asked, by him)
        return {r.name for r in self.text.refs(narration)
                if r.kind == "name" and r.name not in self.has_spoken}

    def _habit(self, i: int) -> _Decision | None:
        """「妈，…」 with no tag: the one speaker seen calling someone 妈 says it."""
        call = opening_call(self.text.inner(i), self._is_name)
        if call is None:
            return None
        who = self.known_habits.only_user(call, self.addressed.get(i, ()))
        if who is None or who in self.scene.left \
                or (who not in self.scene.seen and who not in self.scene.exchange):
            return None
        return _Decision(who, 0.7, "address-habit")

    def _self_role(self, i: int) -> _Decision | None:
        """「老衲…」 with one monk present: he speaks."""
        role = self_role(self.text.inner(i))
        people = self.scene.in_roles({role}, self.text.labels) if role else set()
        if len(people) == 1 and not people & self.addressed.get(i, set()):
            return _Decision(people.pop(), 0.8, "self-role")
        return None

    def _self_named(self, i: int, turn: str | None = None) -> _Decision | None:
        """「在下沈青川，…」: the quote says who speaks. ``turn`` is who it would be
        otherwise; a described person there is named by it."""
        inner = self.text.inner(i)
        mentions = self.index.mentions(inner)
        name = self_named(inner, [(m.start, m.end, m.name) for m in mentions])
        if name is not None:  # 我姓陆，名小川: put together, as the book writes it
            name = self.index.canonical(name) or self.text.as_written(name)
        for end in self_naming_ends(inner) if name is None else ():
            found = self.text.name_at(inner, end, apposition=True)
            from_place = bool(found) and found[-1] == "人" and not found.endswith(("夫人", "大人"))
            if found and not from_place \
                    and inner[end + len(found):end + len(found) + 1] in "，,。！？!?…呀啊":
                name = self.text.as_written(found)  # 「周队，是我，小吴。」 (在下江南人: a place)
                break
        asked = list(islice((j for j in range(i - 1, -1, -1)
                             if self.result[j].kind == "dialogue"), 3))  # 「姓名。」…「陈国栋。」
        if name is None and len(mentions) == 1 \
                and any(ASKS_NAME.search(self.text.inner(j)) for j in asked) \
                and not re.sub(r"[\W_]", "", inner.replace(norm(mentions[0].name), "")):
            name = mentions[0].name  # 「姑娘芳名？」「柳如眉。」
        if name is None:
            return None
        if turn is None:
            turn = self._named_one(i)
        if turn and self.text.is_described(turn) and turn not in (NARRATOR, UNKNOWN, CROWD) \
                and self._may_be_one(turn or "", name):
            self._link(turn, name)
        return _Decision(name, 0.8, "self-name")

    def _named_one(self, i: int) -> str | None:
        """Whom a self-naming line with no tag may rename: the described person the
        narration just brought in, else whose turn it is, when that is sure (two people
        talking, or the answer to 「姑娘芳名？」)."""
        narration = self._previous_narration(i) or ""
        spoken = {s.speaker for s in self.result[:i] if s.kind == "dialogue"}
        brought = [r.name for r in self.text.actors(narration)
                   if r.kind == "name" and self.text.is_described(r.name)
                   and r.name not in spoken]
        if brought:
            return brought[-1]
        previous = self._previous_quote(i)
        answers = previous is not None and bool(ASKS_NAME.search(self.text.inner(previous)))
        two = len([n for n in self.scene.exchange if n not in (UNKNOWN, CROWD)]) <= 2
        return self._untagged(i).speaker if two or answers else None

    def _previous_narration(self, i: int) -> str | None:
        """The paragraph right before quote i when i opens its paragraph and that one is
        all narration (its quoted terms included), not a tag ending in a colon."""
        text = self._paragraph_before(i)
        return text if text and text[-1:] not in "：:" else None

    def _narration_before_tag(self, i: int) -> str | None:
        """The paragraph before quote i, or before the narration that opens i's paragraph
        (她说：「…」 after a paragraph about her)."""
        first = i
        while first > 0 and self.segments[first - 1].paragraph == self.segments[i].paragraph:
            first -= 1
        if any(s.kind == "dialogue" for s in self.segments[first:i]):
            return self._previous_narration(i)
        return self._previous_narration(first)  # (first is i when i opens its paragraph)

    def _tag_paragraph(self, i: int) -> str:
        """The paragraph before quote i when it is i's tag (他走到金宝身边，轻声说：⏎「…」)."""
        text = self._paragraph_before(i)
        return text if text and text[-1:] in "：:" else ""

    def _paragraph_before(self, i: int) -> str:
        segment = self.segments[i]
        if i == 0 or self.text.before(i).strip():
            return ""
        previous = self.segments[i - 1]
        if previous.kind != "narration" or previous.paragraph != segment.paragraph - 1 \
                or self.result[i - 1].kind != "narration" or previous.paragraph in self.voiced:
            return ""
        start = i - 1
        while start > 0 and self.segments[start - 1].paragraph == previous.paragraph:
            start -= 1
        return "".join(self.normal[start:i]).strip()

    def _paragraph_beat(self, i: int) -> _Decision | None:
        """A quote opening its paragraph after a paragraph of narration about someone.

        「…」 after 林建国摇摇头，剥了一个橘子。 is most often 林建国's; after reported
        speech (我招宏儿…问他可会写字。) it is the reply of the one spoken to.
        """
        text = self._previous_narration(i)
        if text is None:
            return None
        sentences = SENTENCE_END.split(text.rstrip("。！？!?；; "))
        sentence = sentences[-1]
        refs = self.text.refs(sentence)
        if not refs and self.last_quote is None:  # the first line: 周桂兰探出身子。油烟机响。
            sentence = next((s for s in reversed(sentences) if self.text.refs(s)), sentence)
            refs = self.text.refs(sentence)
        if refs and len(sentences) > 1 and not self.text.actors(sentence) \
                and not any(r.subject or sentence[r.start - 1:r.start] == "见"
                            or (r.kind in ("name", "he", "she") and _FOCUS_ON.search(
                                sentence[:r.start])) for r in refs):
            # 老孙清了清嗓子。这一清嗓子，跟马六爷那一声咳嗽不一样。: no one acts in the last
            # sentence, so the one who last acted speaks (but 目光都落在王五身上: the one all
            # eyes are on)
            earlier = next((s for s in reversed(sentences[:-1]) if self.text.actors(s)), None)
            if earlier is not None:
                sentence, refs = earlier, self.text.refs(earlier)
        clauses = CLAUSE_END.split(sentence)
        identified = self._named_outright(clauses[-1])
        if identified is not None and _LOOKED_TO_SEE.search("".join(clauses[:-1])) \
                and not _CALLED_FIRST.search(text) \
                and self._someone_acts(clauses[:-1]):
            identified = None  # 李四开门一看，是王五。⏎「你又来干什么？」: the one looking speaks
        if identified is not None and identified not in self.text.vocatives(i):
            return _Decision(identified, 0.55, "beat-paragraph")  # 分机又响了，又是何老总。
        told = [m for m in REPORTED.finditer(sentence)
                if not _never_told(sentence[max(0, m.start() - 3):m.start()])]
        if any(0 <= r.start - m.end() <= 1 or (sentence[r.start - 1:r.start] in _TALKED_WITH
                                               and 0 <= m.start() - r.end <= 4)
               for r in refs for m in told):  # 问他可会写字, 和他闲话; not 连说了两声对不住
            spoken_to = [r for r in refs if not r.subject and r.kind in ("name", "he", "she")]
            speakers = [r for r in refs if r.subject and r.kind in ("name", "me", "he", "she")]
            if spoken_to and speakers:
                reply = self._resolve(i, spoken_to[0], sentence, "reported", 0.55)
                asker = self._resolve(i, speakers[0], sentence, "reported", 0.55)
                if reply and asker and reply.speaker == asker.speaker \
                        and speakers[0].start == 0 and _asks_him_something(sentence, spoken_to[0]):
                    other = self._latest_other(spoken_to[0].kind, {asker.speaker})
                    reply = _Decision(other, 0.55, "reported") if other else None
                if reply and asker and reply.speaker != asker.speaker \
                        and reply.speaker != UNKNOWN:
                    self.scene.exchange = [asker.speaker]
                    return reply
        if _ASKED_THEN_TOLD.match(sentence):  # 韩先生问几天了，栓牢说半个月。⏎「…」: the asker
            people = [r for r in refs if r.subject and r.kind in ("name", "he", "she")]
            if len(people) >= 2 and people[0].start == 0:
                asker = self._resolve(i, people[0], sentence, "reported", 0.5)
                if asker is not None and asker.speaker not in self.addressed.get(i, ()):
                    return asker
        said = _SAID_SO.match(sentence) or self._asked_no_one(sentence, refs)
        if said and self.last_quote is not None:  # 我说我也不知道…。⏎「…」: the other answers
            teller = [r for r in refs if r.start == 0 and r.kind in ("name", "me", "he", "she")]
            asker = self._resolve(i, teller[0], sentence, "reported", 0.5) if teller else None
            last = self.result[self.last_quote].speaker
            called = self._called_by_a_clause(i)  # (「央金，…」 is not 央金's answer)
            if asker is not None and last not in (asker.speaker, UNKNOWN, CROWD, None) \
                    and last not in called:
                return _Decision(last, 0.5, "reported")
            other = self.before_last  # 「咋不一样？」…长河说他不觉得是受罪。⏎「…」: the other
            if asker is not None and last == asker.speaker \
                    and other not in (asker.speaker, UNKNOWN, CROWD, None) and other not in called:
                return _Decision(other, 0.5, "reported")
        # The most recent actor; if the quote calls that one, someone else in the sentence.
        actors = self.text.actors(sentence)[::-1] or [r for r in refs if r.subject]
        if CROWD_NOISE.search(sentence) or (actors and actors[0].kind == "group"
                                            and (_CROWD_VOICE.search(sentence)
                                                 or ARRIVES.search(sentence))
                                            and not FALLS_SILENT.search(sentence)
                                            and not _PAIR.match(sentence, actors[0].start)
                                            and not self._by_a_group(sentence)
                                            and not _WAS_NAMED.search(sentence)
                                            and not _CALLS_HIM.search(sentence)):
            # 人群顿时炸开了锅。「…」, 两个年轻人冲了进来。「…」 (but not 众人都转过头去看他。
            # 「…」: a group looking on is silent)
            return _Decision(CROWD, 0.5, "crowd-beat")
        silence = FALLS_SILENT.search(sentence)
        if silence and not [r for r in self.text.actors(sentence[silence.end():])
                            if r.kind != "group"]:  # (not 王五没应声，李四站了起来)
            groups = [r for r in actors if r.kind == "group"]
            actors = [r for r in actors if r.kind != "group"]
            # 没有人说话: the asker goes on; 两个人都不说话了 leaves it open
            nobody = not actors and (not groups or bool(re.search(r"没有?人", sentence)))
            last = self._previous_quote(i)
            asker = self.result[last].speaker if last is not None else None
            silent = [self._resolve(i, r, sentence, "silence", 0.5) for r in actors]
            asked = last is not None and self.text.inner(last).rstrip()[-1:] in "？?"
            if asker and asker not in self.scene.left and (nobody or (
                    actors and asked and DECLINES.search(sentence)
                    and not PAUSE.search(sentence)  # 半天没吭声 is a pause
                    and all(d is not None and d.speaker != asker for d in silent))):
                # 「还有没有不同意见？」没有人说话。「那就这么定了。」, 「…？」她没说话。
                # 「…」: the asker goes on
                return _Decision(asker, 0.5, "silence")
            if not actors and len(sentences) == 1:  # 他喝了一口汤。⏎全场鸦雀无声。⏎「丫头。」:
                broken = self._silence_broken_by(i)  # the one who acted before it
                if broken is not None:
                    return broken
        # 林国栋又站了起来，这回何律师没拉住他。「…」: who did not act is not the one speaking
        idle = self.text.idle(sentence)
        actors.sort(key=lambda r: r.name in idle)
        acted = self._acted_on(i, sentence, [r for r in actors if r.name not in idle])
        if acted is not None:
            return acted
        waited = self._waited_for(i, sentence, actors)
        if waited is not None:
            return waited
        if actors and REACTION.search(self.text.inner(i)):  # 醉汉踉跄着退了三步。「好身手！」
            first = self._resolve(i, actors[0], sentence, "beat-paragraph", 0.55)
            if first is not None:
                self.addressed.setdefault(i, set()).add(first.speaker)
        others = [r for r in refs if r.kind == "name" and r not in actors]
        # 「爷爷，…」 does not come from the 祖父 who just acted (only here: adding 祖父 to
        # self.addressed for every rule also moves the addressee rule, a net loss of 5 lines)
        called = self.addressed.get(i, set())
        called = called | {_KIN_IN_NARRATION[word] for word in called if word in _KIN_IN_NARRATION}
        for ref in actors + others:
            if ref.kind == "group":
                continue
            decision = self._resolve(i, ref, sentence, "beat-paragraph", 0.55)
            if decision is not None and decision.speaker in self.scene.left:
                continue  # 春桃…走到月洞门那边去了。「…」: not the one who just left
            if decision is not None and self.text.is_described(decision.speaker) \
                    and self.addressed.get(i) and BARE_CALL.fullmatch(self.text.inner(i)):
                continue  # 停在一个瘦高个儿面前。那人…。「十三号。」: that one is called
            if decision is not None and decision.speaker != UNKNOWN \
                    and decision.speaker not in called:
                return decision
            if ref in actors[:1] and decision is not None and decision.speaker not in called:
                return None
        return None

    def _silence_broken_by(self, i: int) -> _Decision | None:
        """The one acting in the paragraph before a paragraph that only tells of silence."""
        wanted = self.segments[i].paragraph - 2  # the paragraph before the silence
        before = []
        for k in range(i - 1, -1, -1):
            if self.segments[k].paragraph < wanted:
                break
            if self.segments[k].paragraph == wanted:
                before.insert(0, k)
        if not before or any(self.result[k].kind != "narration" for k in before):
            return None
        text = "".join(self.normal[k] for k in before)
        acting = [r for r in self.text.actors(text) if r.kind in ("name", "he", "she")]
        if not acting:
            return None
        decision = self._resolve(i, acting[-1], text, "silence", 0.5)
        if decision is None or decision.speaker in (UNKNOWN, *self.scene.left):
            return None  # 张伟…转身走了出去。⏎屋里鸦雀无声。: not the one who left
        return decision

    def _acted_on(self, i: int, sentence: str, actors: list[Ref]) -> _Decision | None:
        """老周瞪了他一眼。⏎「对不起！」: a short cry after a deed done to someone is the
        reply of the one it was done to, not of the doer."""
        inner = self.text.inner(i).strip()
        if not actors or actors[0].kind != "name" or len(inner) > 14 \
                or inner[-1:] not in "！!？?…" \
                or not (_ONE_HIT_CRIES.fullmatch(inner) or REACTION.search(inner)):
            return None
        doer = actors[0].name
        for ref in self.text.refs(sentence):
            deed = ACTS_ON.search(sentence[:ref.start])
            if ref.start < actors[0].end or not deed \
                    or sentence[deed.start() - 1:deed.start()] in ("没", "不") \
                    or (deed.group()[0] in _BLUNDERS and "对不起" in inner):
                continue  # (the reader may take 他 in 瞪了他一眼 for a subject; 没拉住他 is
                # no deed)
            if ref.kind == "name" and ref.name != doer:
                who = ref.name
            elif ref.kind in ("he", "she"):
                who = self._latest_other(ref.kind, {doer})
                if who is None:
                    return None
            else:
                return None
            if who in self.addressed.get(i, ()) or who in self.scene.left:
                return None
            return _Decision(who, 0.55, "acted-on")
        return None

    def _called_by_a_clause(self, i: int) -> set[str]:
        """Who quote i calls, when one of its clauses opens with the call (「央金，…」,
        「…，长河，咱们…」; not 「老人家觉少…」 or 「大夫见得多了」, which speak of one,
        often oneself)."""
        inner = norm(self.text.inner(i)).strip()
        starts = [0] + [m.end() for m in _CLAUSE_BREAK.finditer(inner)]
        if any(opening_call(inner[at:], self._is_name) is not None
               or ((head := _OPENS_WITH_CALL.match(inner, at)) and called_roles(head.group(1)))
               for at in starts):
            return self.addressed.get(i, set())
        return set()

    def _latest_other(self, kind: str, besides: set[str]) -> str | None:
        """The 他 or 她 (``kind``) of a deed done or a word waited for: the latest one of
        that sex in the exchange or the narration who is not one of ``besides``."""
        want = pronoun_gender(kind)
        skip = {norm(name) for name in besides}
        return next((n for n in reversed(self.scene.exchange + self.scene.salient)
                     if n not in (UNKNOWN, CROWD, NARRATOR) and norm(n) not in skip
                     and self.text.gender(n) in (want, "unknown")), None)

    def _waited_for(self, i: int, sentence: str, actors: list[Ref]) -> _Decision | None:
        """管家向前迈了一步，等着他问话。⏎「…」: the one waited for speaks, not the one
        waiting."""
        wait = _WAITS_FOR.search(sentence)
        if wait is None or re.search(r"[不没未别]|懒得", sentence[max(0, wait.start() - 3):
                                                              wait.start()]):
            return None  # (不等他开口, 没有等他开口, 懒得等他开口: no one waits)
        waiting = {actors[0].name} if actors and actors[0].kind == "name" else set()
        ref = next((r for r in self.text.refs(sentence) if r.start == wait.start(1)), None)
        if ref is None:
            return None
        if ref.kind == "name":
            who = ref.name
        elif ref.kind in ("he", "she"):
            who = self._latest_other(ref.kind, waiting)
        else:
            return None
        if who is None or who in waiting or who in self.addressed.get(i, ()):
            return None
        return _Decision(who, 0.55, "waited-for")

    def _override(self, i: int) -> _Decision | None:
        speaker = self.text.pinned(i)
        return _Decision(speaker, 1.0, "override") if speaker is not None else None

    def _royal(self, i: int) -> _Decision | None:
        emperor = self.index.emperor
        if emperor and "朕" in self.text.inner(i) and emperor not in self.addressed.get(i, ()):
            return _Decision(emperor, 0.85, "title")
        return None

    def _opening_tag(self, i: int) -> _Decision | None:
        before = self.text.before(i)
        if not before.strip() and i > 0 and self.segments[i - 1].kind == "narration" \
                and self.normal[i - 1].rstrip()[-1:] in ("：", ":"):
            before = self.normal[i - 1].rstrip()  # 只是说：⏎“…”: the tag closes the paragraph
        stripped = before.rstrip(" \t\u3000")
        if not stripped.strip():
            return None
        last = stripped[-1]
        body = stripped.rstrip("：:，,")
        colon = last in "：:"
        verb = ENDS_WITH_VERB.search(body) or SAID_WAS.search(body) \
            or body.endswith("声音")  # 听得一个声音，「…」
        if not (colon or verb or last in "，,"):
            return self._beat(i, stripped)
        if last in "，," and not verb:
            return None
        thought = bool(ENDS_WITH_THOUGHT.search(body))
        sentence = SENTENCE_END.split(body)[-1]
        sentence = _ASIDE.sub(lambda aside: "\u3000" * len(aside.group()), sentence)
        decision = self._speaker_in(i, sentence, len(self.text.paragraph_text_before(i))
                                    - len(before) + len(body) - len(sentence),
                                    "tag-before", 0.95 if (colon or verb) else 0.7)
        if decision is None:
            return None
        newcomer = next((label for label, name in self.text.links.items()
                         if name == decision.speaker and _brings_in_another(sentence, label, name)),
                        None)
        if newcomer:  # 一个少年奔了上来: not the 少年 the text named before
            del self.text.links[newcomer]
            decision = replace(decision, speaker=newcomer)
        if thought and decision.speaker not in (CROWD, UNKNOWN):
            return _Decision(decision.speaker, decision.confidence * 0.95, "thought")
        return decision

    def _together_before(self, clauses: list[str]) -> bool:
        """十几个男女…，便一齐伏下身去，压低了嗓子喊道: the clauses leading to the tag, none
        naming anyone (not 他, 我 either), are done by many at once."""
        for clause in reversed(clauses):
            if any(r.kind in ("name", "he", "she", "me") for r in self.text.refs(clause)):
                return False
            if _TOGETHER_OPENS.match(clause.strip()):
                return True
        return False

    def _beat(self, i: int, before: str) -> _Decision | None:
        """「…」 right after a sentence about someone: most often that someone speaks."""
        sentences = SENTENCE_END.split(before.rstrip("。！？!?；; "))
        # 侯德培接过来看。看完了，只把契纸墩了墩。「…」: the last sentence naming someone
        sentence = next((s for s in reversed(sentences) if self.text.refs(s)), "")
        refs = [r for r in self.text.refs(sentence) if r.subject and r.kind != "me"]
        if not refs:
            return None
        described_only = refs[0].kind == "name" and self.text.is_described(refs[0].name)
        if described_only and "「」" in self.text.paragraph_text_before(i):
            return None  # 拖出躲在背后的孩子来。「…」: the paragraph's speaker goes on
        acted = self._acted_on(i, sentence, self.text.actors(sentence)[::-1] or refs)
        if acted is not None:  # 沈青川削下了他半片衣袖。「好快的剑！」
            return acted
        actors = [r for r in self.text.actors(sentence) if r.kind not in ("me", "group")]
        d = self._resolve(i, actors[-1] if actors else refs[0], sentence, "beat", 0.6)
        if d is None or d.speaker in self.addressed.get(i, ()):
            return None
        return d

    def _speaker_in(self, i: int, sentence: str, offset: int, rule: str,
                    confidence: float) -> _Decision | None:
        """Who acts in the sentence carrying the tag: the person opening the clause nearest
        the verb (熙凤携着黛玉的手，…，因笑道), else any subject in it, clause by clause."""
        clauses = CLAUSE_END.split(sentence)
        tag = next((c for c in reversed(clauses) if c.strip()), "")
        one_of = ONE_OF.match(tag.strip())
        if one_of:  # 其中一个回头啐了一口: one of them, no one known (but 其中一个胖婆姨喊:
            # the one described)
            kind = described(tag.strip()[one_of.end():])
            another = described(tag.strip())  # 另一位绅士说: the second of two, as elsewhere
            if another and another[0].start == 0 and another[0].label.startswith("另"):
                kind = another
            if kind and kind[0].start == 0:
                return _Decision(self.text.stranger(kind[0].label), confidence * 0.8, rule)
            return _Decision(UNKNOWN, 0.3, rule)
        cheer = CHEERING.search(tag)
        if cheer is None and VOICES_MERGE.search(sentence):
            cheer = MERGED.search(tag)  # 歌声…，渐渐汇成了一片: the tag clause itself merges
        together = TOGETHER.search(tag)
        if together and together.group() == "皆" and self._one_before_all(clauses, together):
            together = None  # 魏征皆直言曰, 公每见宾客，皆笑曰: each time, one man
        if together or self._together_before(clauses) or (cheer and not any(
                r.kind == "name" and self.index.canonical(r.name)
                for r in self.text.refs(tag[:cheer.start()]))):
            return _Decision(CROWD, confidence * 0.95, "crowd")  # 院子里的校尉齐声应道
        identified = self._identified_in(tag)
        if identified is None and len(clauses) > 1 and _THE_VOICE.match(clauses[0].strip()) \
                and not any(self.text.actors(clause) for clause in clauses[1:]):  # (not 那声音
            # 是林晓月，陈默却没有回头，冷冷地说: he speaks)
            identified = self._identified_in(clauses[0])  # 另一个声音是周红，笑着说：
        if identified is None and len(clauses) > 1 \
                and not any(self.text.actors(clause) for clause in clauses[1:]):
            identified = self._named_outright(clauses[0])  # 是何老总，声大如雷：
        if identified is not None:  # 挤出一个断断续续的声音，是大本营值班的老孟：
            return _Decision(identified, confidence * 0.9, rule)
        source = next((r for clause in clauses for m in _VOICE_FROM.finditer(clause)
                       for r in self.text.refs(m.group(1))
                       if r.kind == "name" and norm(r.name) != "声音"
                       and not PLACE_BY.match(m.group(1), r.end)), None)  # not 张三身后
        if source is not None:  # 一道清冷的女声从天字三号房中传出：the room's
            return _Decision(source.name, confidence * 0.85, rule)
        remote = self._device_voice(clauses)
        if remote is not None:
            return _Decision(remote, confidence * 0.8, "device")
        if (OTHER_PARTY.match(sentence.strip()) and not any(
                r.kind == "name" and r.subject  # 那头静了两秒，周海涛的声音…: him
                for clause in clauses[1:] for r in self.text.refs(clause))) \
                or BARE_ANSWER.match(sentence.strip()):
            other = self._other_party()
            if other is not None:  # 对方长长地喘了口气：「…」, 對曰：「…」
                return _Decision(other, confidence * 0.8, rule)
        answer = self._answer_to_one_asked(i, clauses, rule, confidence)
        if answer is not None:  # 虎子…不语。右军问之，对曰：「…」: 虎子 answers
            return answer
        for k, clause in enumerate(reversed(clauses)):
            if k > 0 and NOT_YET_SPEAKING.search(clause):
                continue  # 雷震川还没开口，忽听轿里传出一个女子的声音：not 雷震川
            if k > 0 and _UNTIL.match(clause.lstrip()):
                continue  # the ones waited out had gone
            if len(clauses) > 1 and _LEST.match(clause.lstrip()):
                continue  # …拔高了嗓门，生怕旁人听不见：the ones meant to hear, not who speaks
            at = len(clauses) - 1 - k  # (clauses are read from the tag backwards)
            later = clauses[at + 1:]
            if k > 0 and SEES.match(clause.lstrip()) \
                    and (any(_REACTS.match(c.lstrip()) for c in later)
                         or not any(re.search("(?<!^)[他她]", c.lstrip()) for c in later)) \
                    and any(r.kind == "name" and r.subject
                            for earlier in clauses[:at] for r in self.text.refs(earlier)):
                continue  # 钟金旺…，看见陈炭牵牛出来，就喊: the one who sees reacts (but
                # 看见林晓月跑过来，一头扑进他怀里喊 is her)
            there = _THERE_IS_ONE.match(clause.lstrip()) if k > 0 else None
            kind = described(clause.lstrip()[there.end():]) if there else []
            if kind and kind[0].start == 0 and not _KIN_ONE_HAS.fullmatch(kind[0].label) \
                    and not any(self.text.refs(c) for c in later):
                return _Decision(self.text.stranger(kind[0].label), confidence * 0.9, rule)
            someone = SOMEONE_APPEARS.search(clause)
            if someone and not any(r.kind == "name" and r.start < someone.start()
                                   for r in self.text.refs(clause)):
                return _Decision(UNKNOWN, 0.3, rule)  # 屏风后头转出一个人来，柔声道：
            if k == 0 and len(clauses) > 1 and (
                    EVEN_CLAUSE.match(clause.lstrip())
                    or (_HUSHED.search(clause)
                        and any(r.kind == "group" for r in self.text.refs(clause)))):
                continue  # 李娟的声音炸出来，连田埂上的孩子都听得清清楚楚：not the child;
                # 她一开口，满院子的人都静了：not the ones hushed (but 林晓月静了下来：she speaks)
            arrives = _VOICE_ARRIVES.search(clause) if k > 0 else None
            came = arrives or (_VOICE_WAS.search(clause) if k > 0 else None)
            voice = [r for r in self.text.refs(clause[came.end():])
                     if r.kind in ("name", "he", "she") and norm(r.name) != "声音"] \
                if came else []
            if voice:  # 电话那头传来一个男人的声音，很平：the voice, not who holds the phone
                return self._resolve(i, voice[0], clause, rule, confidence)
            if arrives and {norm(r.name) for r in self.text.refs(clause)} == {"声音"}:
                # 邝千里…正要上前，楼下忽然传来一个清脆的声音，…叫道：a voice, not 邝千里
                # (but 地字一号房里传出那道慵懒的声音 is the room's)
                return _Decision(self.text.as_written("声音"), confidence * 0.8, rule)
            heard = _HEARS.search(clause) if k == 0 and len(clauses) > 1 else None
            if heard:  # 他嘟囔着，小白隔着二十来米都听得见：not the one who hears
                voice = [r for r in self.text.refs(clause[heard.end():])
                         if (r.kind == "name" and norm(r.name) != "声音")
                         or (r.kind in ("he", "she") and r.start == 0)]
                if voice:  # 就听见大嫂钱氏的嗓门飘出来, 听见他低声说：the one heard
                    return self._resolve(i, voice[0], clause[heard.end():], rule, confidence)
                if not _SPEAKS.search(clause, heard.end()) or clause.startswith("的", heard.end()):
                    continue  # (but in 王五听到后大声喊道 the one who hears speaks; in 用只有他
                    # 听得见的声音说 he only hears)
            scolded = _SCOLDED_BY.search(clause) if k == 0 else None
            by = [r for r in self.text.refs(clause)
                  if r.kind == "name" and r.start == scolded.end()] if scolded else []
            if by:  # 结果被阿爸骂「…」: the one after 被 speaks
                return self._resolve(i, by[0], clause, rule, confidence)
            actors = self.text.actors(clause)
            if not actors and k == 0:  # the tag's own clause: any subject in it, but not
                # one a verb before it acts on (指着地上的孙赤骂道, 凑到邹鹤身边低声道)
                actors = [r for r in self.text.refs(clause) if r.subject
                          and not ACTED_UPON.search(clause[:r.start])
                          and not (self.text.classical
                                   and CLASSICAL_FACING.search(clause[:r.start]))
                          and not PLACE_BY.match(clause[r.end:])
                          and not _of_a_kind(clause, r.start, r.end)  # 用一种我没听过的声音说
                          and not (r.start and r.end >= len(clause.rstrip())
                                   and norm(r.name) != "声音")]  # 还是骂我; not 传来一个声音
            was = re.match(IT_WAS, clause.lstrip())
            before = clauses[at - 1].rstrip() if was and at > 0 else ""
            introduced = was is not None and (
                (STEPS_OUT.search(before) is not None
                 and not (_PERCEIVES.search(before) and self._someone_acts(clauses[:at])))
                or (any(d.end == len(before) for d in described(before))
                    and not self._someone_acts(clauses[:at - 1])))
            named_there = [r for r in self.text.refs(clause.lstrip()) if r.kind == "name"
                           and r.start == was.end()] if introduced else []
            if named_there:  # 武班中早恼了一位将军，正是杨六郎，…，奏道：the one described is
                # the one named (not 回头一看，正是崔大婶, who is seen, nor 李明回头一看，身后
                # 站着一个老头，正是王大爷，忙笑道: 李明 looks and speaks); one stepping out is
                # (真人尚未动手，早冲出一骑黑马，正是霍重山，大喝道; but in 张三眼见对面冲出一骑，
                # 正是李四，便叫道 the one who sees speaks)
                return _Decision(named_there[0].name, confidence * 0.9, rule)
            listed = _LISTED.match(clause.lstrip())
            if listed and any(r.kind == "name" and r.start == listed.end()
                              for r in self.text.refs(clause.lstrip())):
                return _Decision(CROWD, confidence * 0.9, "crowd")  # 王朝、马汉…，一声喊: two
                # named together do what the clause says, as one voice
            if actors:
                return self._resolve(i, actors[0], clause, rule, confidence)
            named = self.text.tag_subject(clause)
            if named is not None:
                return _Decision(named, confidence * 0.85, rule)
        for clause in reversed(clauses):
            opener = clause.lstrip()
            if self._opens_the_tale(opener, tag) \
                    and not any(r.start > 0 for r in self.text.refs(opener)):  # 生梦一老翁
                return _Decision(self.text.person_described(opener[0]), confidence * 0.9, rule)
        for clause in reversed(clauses):
            refs = [r for r in self.text.refs(clause) if r.subject
                    and not _of_a_kind(clause, r.start, r.end) and not (
                        self.text.classical and CLASSICAL_FACING.search(clause[:r.start]))
                    and not _TOWARDS_THEM.search(clause[:r.start])]
            if refs:  # (按辔而顾孟子曰: 孟子 is spoken to; so are 那些邻居 of 向门口那些邻居道)
                return self._resolve(i, refs[0], clause, rule, confidence)
        if any(HEARD.match(c.strip()) for c in clauses):  # 只听得门外一声叫道：someone unseen
            return _Decision(self.text.as_written("声音"), confidence * 0.7, rule)
        if _FROM_OUTSIDE.search(sentence):
            return _Decision(UNKNOWN, 0.3, rule)  # 帐外一声娇喝：not anyone in the tent
        # No subject in the sentence: the last one who acted in the paragraph (我暗想…；
        # 又不耐烦，懒懒的答他道), else the paragraph's first named subject.
        context = self.text.paragraph_text_before(i)
        actors = [r for r in self.text.actors(context) if r.kind in ("name", "me")]
        if actors:
            return self._resolve(i, actors[-1], context, rule, confidence * 0.8)
        refs = [r for r in self.text.refs(context) if r.subject and r.kind == "name"]
        if refs:
            return _Decision(refs[0].name, confidence * 0.8, rule)
        if re.search(r"传来|响起|传出", sentence):
            return _Decision(UNKNOWN, 0.3, rule)  # 坡下传来一声佛号：someone not yet seen
        if self.scene.salient:
            return _Decision(self.scene.salient[-1], 0.5, rule)
        return _Decision(UNKNOWN, 0.2, rule)

    def _whose_voice(self, i: int, that_voice: str) -> str | None:
        """The named person whose voice was last heard (传来X的声音, 是X的语音) before
        ``that_voice`` (…那声音) in the narration leading to quote i: its own paragraph, or
        the paragraph before when that is its tag."""
        context = self.text.paragraph_text_before(i) or self._tag_paragraph(i)
        at = context.rfind(that_voice)
        heard = list(_VOICE_HEARD_OF.finditer(context, 0, at if at >= 0 else len(context)))
        owners = [r for r in self.text.refs(heard[-1].group(1)) if r.kind == "name"
                  and r.end == len(heard[-1].group(1))] if heard else []
        return owners[0].name if owners else None

    def _heard_on_a_device(self, i: int) -> str | None:
        """The channel quote i came over (phone, radio…) when its tag says its voice came
        over one (韩立川的声音在耳机里炸开, 对讲机又响了), else None."""
        before = SENTENCE_END.split(self.text.before(i).rstrip())[-1]
        clauses = CLAUSE_END.split(before)
        where = _ON_A_CHANNEL.match(clauses[0].strip()) if len(clauses) > 1 else None
        if where:  # 手机里，学长清了清嗓子
            return DEVICE_CHANNELS[where.group(1)]
        after = CLAUSE_END.split(self.text.after(i)[0].lstrip(), maxsplit=1)[0]
        for clause in (clauses[-1], after, *clauses[:-1]):  # 扩音器嗡了一声，接着是主任的声音
            channel = self._channel_of(clause.strip())
            if channel is not None:
                return channel[0]
        return None

    def _channel_of(self, clause: str) -> tuple[str, bool] | None:
        """The device a voice in ``clause`` comes over, and whether the clause names whose
        voice it is; None when someone in the room is the subject (韩铮对着对讲机说)."""
        found = list(DEVICE_VOICE.finditer(clause))
        if not found:
            return None
        at = found[-1]  # the last one: 抓起听筒，里头只传出半句
        named = False
        for ref in self.text.refs(clause):
            if not ref.subject or ref.kind == "group" or norm(ref.name) == "声音":
                continue  # 一个男声从听筒里冒出来: the voice itself
            if ref.start < at.start() and not clause.startswith("的声音", ref.end):
                return None
            named = named or ref.kind in ("name", "he", "she")  # 广播里传来他沙哑的声音
        return DEVICE_CHANNELS.get(at.group("device") or at.group("device2") or "", "phone"), named

    def _device_voice(self, clauses: list[str]) -> str | None:
        """对讲机又响了：「…」: the voice on a channel, when no one in the room is the
        subject of the clause that says so. It is the voice last heard on that channel,
        else the one the last line called, else a voice not yet named."""
        at = next((k for k in range(len(clauses) - 1, -1, -1)
                   if DEVICE_VOICE.search(clauses[k].strip())), None)
        # 白鹭…，只让它在扬声器里响起: someone named before, in the same sentence, speaks
        channel = None
        if at is not None:  # 抓起听筒，里头只传出半句: only the 里头 clause, not the one
            inside = clauses[at].strip()  # who picked it up, says whose voice it is
            channel = self._channel_of(inside if inside.startswith(("里头", "那头"))
                                       else "，".join(c.strip() for c in clauses[:at + 1]))
        if channel is None or channel[1]:
            return None  # 手机里，学长清了清嗓子: the tag says who
        last = self.last_quote
        heard = self.heard_on.get(channel[0])
        if heard is not None and last is not None \
                and self.segments[last].paragraph - heard[1] <= _CALL_SPAN:
            return heard[0]
        called = self.scene.addressee.get(last) if last is not None else None
        if called and called != self.result[last].speaker:
            return called
        return self.text.as_written("声音")

    def _answer_to_one_asked(self, i: int, clauses: list[str], rule: str,
                             confidence: float) -> _Decision | None:
        """右军问之，对曰: in 文言 the one asked answers, the person the narration before
        last had acting (虎子捧而视之，良久不语)."""
        if len(clauses) < 2 or not BARE_ANSWER.match(clauses[-1].strip()) \
                or not clauses[-2].endswith("问之"):  # asked him, and he answered
            return None
        askers = {r.name for r in self.text.actors(clauses[-2]) if r.kind == "name"}
        if not askers:
            return None
        before = self.text.paragraph_text_before(i)
        before = before[:before.rfind(clauses[-2])] if clauses[-2] in before else before
        last = SENTENCE_END.split(before.rstrip("。！？!?；; "))[-1]  # the sentence before
        if not any(r.kind == "name" and r.name not in askers for r in self.text.actors(last)):
            met = [r for r in self.text.refs(last) if r.kind == "name" and r.name not in askers
                   and self.text.is_described(r.name)]
            if met:  # 王猛先归。谢安独行，遇一老叟负薪而歌。谢安问之，对曰: the old man met,
                return self._resolve(i, met[-1], before, rule, confidence * 0.8)  # not 王猛
        for ref in self.text.actors(before)[::-1]:
            if ref.kind == "name" and ref.name not in askers:
                return self._resolve(i, ref, before, rule, confidence * 0.8)
        return None

    def _one_before_all(self, clauses: list[str], together: re.Match[str]) -> bool:
        """吕蒙皆曰, 孔明每出，皆谓左右曰: the one before 皆 is one named person or 吾/他, and
        皆 is "each time" (not 坐客皆曰, 民皆大呼曰: all of them)."""
        tag = next((c for c in reversed(clauses) if c.strip()), "")
        refs = [r for r in self.text.refs(tag) if r.end <= together.start()]
        if not refs and any(re.search("每|凡", c) for c in clauses[:-1]):  # 每…，皆: the
            refs = [r for c in clauses[:-1] for r in self.text.refs(c) if r.subject][:1]
            # subject of the sentence (not 同年以張蘊年最高，…，皆曰: his fellows)
        if not refs:
            return False
        one = refs[-1]  # (宾客, 诸将, 从者, 吏士, 左右: many, by their last character)
        return one.kind in ("me", "he", "she") or (
            one.kind == "name" and not self.text.is_described(one.name)
            and norm(one.name)[-1:] not in "客者士臣将人民众吏卒兵僚徒右属")

    def _named_outright(self, clause: str) -> str | None:
        """又是何老总, 是老周, 是老周的声音: a clause that is nothing but who it is (not 是个
        男子, 是钟楼, 是对着小何)."""
        clause = _WHOSE_VOICE.sub("", clause.strip())  # 是Linda的声音: hers
        it_was = _IT_WAS.match(clause)
        if it_was is None:
            return None
        named = [r for r in self.text.refs(clause) if r.kind == "name"
                 and r.start == it_was.end() and r.end == len(clause)]
        return named[0].name if named and not self.text.is_described(named[0].name) else None

    def _identified_in(self, clause: str) -> str | None:
        """是大本营值班的老孟: a clause saying who it is names the one it ends with; 接着是
        学务主任那个…的声音 names the one whose voice it is."""
        clause = re.sub(r"^(?:接着|然后|随后|原来)", "", clause.strip().rstrip("：:"))
        clause = _THE_VOICE.sub("", clause)  # 另一个声音是财务部的Helen: hers
        if not clause.startswith("是") or len(clause) < 3:
            return None
        names = [r for r in self.text.refs(clause) if r.kind == "name"]
        owners = [r for r in names if r.subject and norm(r.name) != "声音"]
        if owners and _WHOSE_VOICE.search(clause):
            return owners[-1].name  # (李四身边那个女人的声音: hers)
        if names and names[-1].end == len(clause):
            return names[-1].name
        tail = clause.rsplit("的", 1)[-1]
        found = self.text.name_at(tail, 0, apposition=True)
        return self.text.as_written(found) if found and found == tail else None

    def _other_party(self) -> str | None:
        """对方, 那头, 对曰: the one the last line spoke to, else the one the narration of its
        paragraph set beside its speaker (时赵衰…进公子。公子曰), else whoever spoke before it."""
        last = self.last_quote
        if last is None:
            return None
        spoken_to = self.scene.addressee.get(last)
        speaker = self.result[last].speaker
        if spoken_to and spoken_to != speaker:
            return spoken_to
        # 时赵衰…奉以进公子。公子曰：「…」⏎对曰：「…」: the one the narration showed beside him
        narration = self.text.paragraph_text_before(last) or ""
        beside = [r.name for r in self.text.refs(narration) if r.kind == "name" and r.subject
                  and r.name != speaker] if "「」" not in narration else []
        if beside:
            return beside[0]
        before = self.before_last
        return before if before and before not in (speaker, CROWD) else None

    def _in_a_crowd(self, i: int, clause: str) -> bool:
        """Someone (有人) speaking among many: its sentence has a crowd, or its paragraph a
        crowd's noise (牛仔们哄笑起来。有人喊道)."""
        paragraph = self.text.paragraph_text_before(i) or clause
        return bool(_AMONG_MANY.search(SENTENCE_END.split(paragraph)[-1])
                    or _CROWD_ABOUT.search(paragraph))

    def _resolve(self, i: int, ref: Ref, clause: str, rule: str, confidence: float
                 ) -> _Decision | None:
        if ref.kind == "name" and norm(ref.name) == "声音" \
                and _THAT_VOICE.search(clause, 0, ref.start):
            owner = self._whose_voice(i, clause[:ref.end])
            if owner is not None:  # 传来赵铁山的声音。那声音…：「…」: his
                return _Decision(owner, confidence, rule)
        if ref.kind == "name" and norm(ref.name) in _THAT_ONE \
                and ref.name not in self.text.links:
            newcomer = self._just_described(i)
            if newcomer is not None:  # 一骑探马…。那人…高声道：the scout
                return _Decision(newcomer, confidence, rule)
        if ref.kind == "name":
            return _Decision(ref.name, confidence, rule)
        if ref.kind == "group" and UNSEEN_SOMEONE.search(clause[:ref.end]) \
                and not self._in_a_crowd(i, clause):
            return _Decision(self.text.as_written("声音"), confidence * 0.8, rule)  # 门外有人道
        if ref.kind == "group":
            return _Decision(CROWD, confidence * 0.95, "crowd")
        if ref.kind == "me":
            return _Decision(self.config.first_person, confidence * 0.95, "first-person")
        context = self.text.paragraph_text_before(i) or self._tag_paragraph(i)
        thinker = self._thinker_just_before(i, ref.kind, context)
        if thinker is not None:
            return _Decision(thinker, min(confidence, 0.7), "pronoun")
        again = bool(SPEAKS_AGAIN.search(context.rstrip("：:，, \t\u3000")))
        listeners = {r.name for r in self.text.refs(clause) if r.kind == "name"
                     and r.start > ref.start and self._addressed_at(clause, r)}  # 他对狱卒说
        found = pronoun_referent(self.text, self.scene, ref.kind,
                                 self.addressed.get(i, set()) | listeners,
                                 context, self._narration_before_tag(i), again,
                                 self.scene.addressee.get(self.last_quote),
                                 self.config.first_person, clause[ref.end:])
        if found is None:  # 她说 in a book that names no woman: its nameless 她 (灵山)
            nameless = ref.kind == "she" and not self.index.names_a_woman
            return _Decision(self.text.as_written("她") if nameless else UNKNOWN, 0.2, "pronoun")
        name, certainty = found
        return _Decision(name, min(confidence, certainty), "pronoun")

    def _thinker_just_before(self, i: int, kind: str, context: str) -> str | None:
        """沈仲和心下想道：「…」⏎他按住性子，走过去道：「…」: a paragraph opening on 他
        right after a thought goes on with the thinker, who said nothing aloud."""
        last = self.last_quote
        if last is None or self.result[last].rule != "thought" \
                or self.segments[i].paragraph - self.segments[last].paragraph != 1 \
                or not context.lstrip().startswith("她" if kind == "she" else "他"):
            return None
        thinker = self.result[last].speaker
        want = pronoun_gender(kind)
        if thinker in (None, UNKNOWN, CROWD, NARRATOR) or thinker in self.addressed.get(i, ()) \
                or self.text.gender(thinker) not in (want, "unknown"):
            return None
        before = self.text.paragraph_text_before(last)
        if any(r.kind == "name" and norm(r.name) != norm(thinker)
               and self.text.gender(r.name) in (want, "unknown")
               and (not self.text.is_described(r.name)
                    or re.search(r"[看望盯瞪瞅瞧]着$", before[:r.start]))
               for r in self.text.refs(before)):
            return None  # 李四看着王五，心想：「…」⏎他果然笑道: he may be the one looked at
            # (not 只见一个青衫少年, a stranger the thinker goes up to)
        return thinker

    def _closing_tag(self, i: int) -> _Decision | None:
        after, next_quote = self.text.after(i)
        text = after.lstrip(" \t\u3000")
        if not text:
            return None
        speaker_words = said_by(text)  # 「合同签了？」这回问话的是Lily。
        if speaker_words:
            named = [r for r in self.text.refs(speaker_words) if r.kind == "name"
                     and (r.end == len(speaker_words) or len(speaker_words) <= 8)]
            if named:  # (a long description names its speaker last: 站在李四身后的那个高个子)
                return _Decision(named[0].name, 0.9, "tag-after")
        first = CLAUSE_END.split(text, maxsplit=1)[0]
        heard = _VOICE_HEARD_OF.search(first)
        owner = self._voice_owner(heard.group(1)) if heard else None
        if owner is not None:
            return owner
        if SETTING.search(first) and not self.text.refs(first):  # 」高台一侧，一名少女开口
            text = text[len(first):].lstrip("，, ")
            first = CLAUSE_END.split(text, maxsplit=1)[0]
        rest = text[len(first):]
        refs = [r for r in self.text.refs(first) if r.subject]
        done = DONE_SPEAKING.match(first)
        if done and not refs:  # 「…」說完，他躬身相謝。
            second = CLAUSE_END.split(rest.lstrip("，,。 "), maxsplit=1)[0]
            refs2 = [r for r in self.text.refs(second) if r.subject]
            if refs2:
                return self._resolve(i, refs2[0], second, "tag-after", 0.85)
            return None
        if refs and refs[0].start > 2 and refs[0].kind in ("name", "group") \
                and (norm(refs[0].name) != "声音"
                     or _ONE_NEW.search(first, 0, refs[0].start)) \
                and (first[:refs[0].start].endswith("的")
                     or (refs[0].kind == "group" and first[refs[0].start] == "的")  # 的工人们
                     or (first[:refs[0].start].endswith(("一个", "一位", "一名"))
                         and not _GIVEN_TO_ONE.search(first[:refs[0].start]))) \
                and not any(r.start < refs[0].start and r.subject for r in self.text.refs(first)):
            refs = refs[:1]  # 「…」坐在角落里的钱会计推了推眼镜, 旁边一个年轻的媳妇问, 坐在我
            # 后头的一个老太太说, 烘炉边的工人们齐声吼了起来, 墙角里一个苍老的声音嘀咕道
        elif refs and ONE_OF.match(first) and refs[0].start == ONE_OF.match(first).end():
            refs = refs[:1]  # 「…」其中一个年轻人说
        elif not refs or refs[0].start > 2:
            named = self.text.tag_subject(first, closing=True)  # 「…」刘老四第一个嚷起来。
            described_actor = [r for r in self.text.actors(first) if r.kind == "name"]
            if named is None and not described_actor:
                if TOGETHER.search(first) and ENDS_WITH_VERB.search(first):
                    return _Decision(CROWD, 0.8, "crowd")  # 「…」二十几条嗓子一齐答道。
                return None
            refs = [Ref(0, len(named), "name", named)] if named else described_actor[:1]
        # The narration runs on into the paragraph's next quote: 「…」陈默笑了笑，「…」.
        leads = next_quote is not None and text.rstrip()[-1:] in "，,：:"
        is_tag = bool(ENDS_WITH_VERB.search(first) or (CONTAINS_VERB.search(first[:12])
                      and done is None))
        counted = re.search("[两二三几]个", first)
        aloud = ALOUD_TOGETHER.search(first)
        if aloud and len([r for r in self.text.refs(first[:aloud.start()])
                          if r.kind == "name" and self.index.canonical(r.name)]) != 1:
            return _Decision(CROWD, 0.85, "crowd")  # 台下的粉丝齐声起哄, 柏宇、秀琴齐声说 (not
            # 张三压过台下的齐声起哄)
        if is_tag and TOGETHER.search(first) and (
                len(self.text.refs(first)) >= 2 or _THE_ONES_AROUND.match(first, refs[0].end)
                or (counted and any(d.start == counted.end() for d in described(first)))):
            return _Decision(CROWD, 0.85, "crowd")  # 「…」我和康塞尔几乎同时问道, 两个妈妈…,
            # 他身后的人一齐嚷道 (the ones behind him)
        if leads and self._one_subject(text):
            # 「卡苏朋在写一部大书，」他说，「…是这样吧，卡苏朋？」: one line, one listener (but
            # 「我走了。」李四站起来，张三叫住他：「李四，…」 is another's line)
            self.addressed[i] = self.addressed.get(i, set()) | self.text.vocatives(next_quote)
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
            inner = self.text.inner(i).rstrip()
            open_ended = inner[-1:] not in TERMINAL
            previous = i - 1
            adjacent = previous >= 0 and self.segments[previous].kind == "dialogue" \
                and self.segments[previous].paragraph == self.segments[i].paragraph
            first_in_paragraph = not adjacent and not any(
                self.segments[k].kind == "dialogue"
                for k in range(i - 1, -1, -1)
                if self.segments[k].paragraph == self.segments[i].paragraph) \
                and (not self.text.before(i).strip()
                     or decision.speaker != self._last_speaker(i))  # (「去不去？」老赵问。⏎
            # 屋里静了好一阵。「不去。」老赵叹了口气，「…」: the answer is the other's)
            assert next_quote is not None
            if open_ended or first_in_paragraph:
                rule = "split-quote" if is_tag else "split-beat"
                self.pending_split[next_quote] = _Decision(
                    decision.speaker, decision.confidence, rule)
                return decision
            # 「不去。」老赵叹了口气，「那我一个人去。」: the narration leads into the next
            # quote, whoever answered first
            self.pending_split[next_quote] = _Decision(
                decision.speaker, decision.confidence, "tag-before" if is_tag else "beat")
            return None
        return decision

    def _voice_owner(self, owner: str) -> _Decision | None:
        """「梁Sir，」门外传来Kelvin的声音，「…」: whose voice ``owner`` (the words before
        的声音) names, when it names one person or the one calling (王婶喊小虎), or two
        together (李四和王婶); 张三母亲 is his mother."""
        voice = [r for r in self.text.refs(owner) if r.kind == "name"]
        if len(voice) == 2 and voice[1].start == voice[0].end:
            voice = voice[1:]  # 张三母亲: his mother
        if len(voice) >= 2 and owner[voice[0].end:voice[1].start] in ("和", "与", "跟"):
            return _Decision(CROWD, 0.8, "crowd")
        if len(voice) == 1 or (voice and owner.startswith(_CALLS, voice[0].end)):
            return _Decision(voice[0].name, 0.85, "tag-after")
        return None

    def _last_speaker(self, i: int) -> str | None:
        previous = self._previous_quote(i)
        return self.result[previous].speaker if previous is not None else None

    def _one_subject(self, text: str) -> bool:
        """The clauses of ``text`` open with one person at most (他说，他笑了笑 is one)."""
        openers = {0} | {m.end() for m in CLAUSE_END.finditer(text)}
        return len({r.name or r.kind for r in self.text.refs(text)
                    if r.subject and r.start in openers}) <= 1

    def _someone_else(self, text: str, speaker: str) -> bool:
        """Another person is the subject somewhere in this narration."""
        return any(r.subject and r.kind in ("name", "group") and r.name != speaker
                   for r in self.text.refs(text))

    def _untagged(self, i: int) -> _Decision:
        """No tag: continue or alternate the running exchange."""
        previous = self._previous_quote(i)
        same_paragraph = previous is not None and \
            self.segments[previous].paragraph == self.segments[i].paragraph
        turn = self.scene.next_turn(
            last=self.result[previous].speaker if previous is not None else None,
            previous=previous, excluded=self.addressed.get(i, set()) | self._wrong_sex(i),
            same_paragraph=same_paragraph, adjacent=same_paragraph and previous == i - 1,
            recent=previous is not None and self.segments[i].paragraph
            - self.segments[previous].paragraph <= EXCHANGE_GAP,
            chorus=previous is not None
            and self.result[previous].rule in ("crowd-beat", "crowd-run"),
            before_last=self.before_last, crowd_called=self._crowd_called(previous))
        return _Decision(turn.speaker, turn.confidence, turn.rule)

    def _called_by_sex(self, i: int) -> set[str]:
        """「师姊，…」: the one person present of the sex a title call names is the one
        called."""
        sex = called_sex(self.text.inner(i))
        if sex is None:
            return set()
        fit = {n for n in self.scene.present() if self.text.gender(n) == sex}
        return fit if len(fit) == 1 else set()

    def _wrong_sex(self, i: int) -> set[str]:
        """The people present whose sex the line's words for its speaker rule out (「奴家…」
        is no man's line)."""
        sex = self_sex(self.text.inner(i))
        if sex is None:
            return set()
        other = "male" if sex == "female" else "female"
        return {n for n in self.scene.exchange + self.scene.salient
                if self.text.gender(n) == other}

    def _crowd_called(self, previous: int | None) -> bool:
        """「大哥！」 from a crowd: the one called answers, not whoever spoke before it."""
        return previous is not None and self.result[previous].speaker == CROWD \
            and opening_call(self.text.inner(previous), self._is_name) is not None

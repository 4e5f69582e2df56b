"""Reading speech tags: who a phrase of narration describes, and what is no speech at all.

Everything here works on the normalized (t2s) text and knows nothing of a chapter's
state: descriptive speakers (一个头目, 那女子的声音), self-introductions inside a quote
(在下沈青川) and inscriptions (上面写着：「…」), which are narration.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from pipeline.model import Gender
from pipeline.punctuation import SENTENCE_ENDS

# Speech verbs, longest first (regex alternation takes the first that matches).
SPEECH_VERBS = (
    "说道", "问道", "答道", "叫道", "喊道", "嚷道", "喝道", "吼道", "骂道", "笑道", "叹道",
    "念道", "劝道", "哭道", "叱道", "斥道", "奏道", "禀道", "应道", "接道", "续道", "回道",
    "补充道", "插嘴道", "回答", "告诉", "吩咐", "嘱咐", "补充", "插嘴", "插话", "接口",
    "附和", "嘀咕", "低语", "喃喃", "开口", "回应", "提醒", "安慰", "解释", "命令", "质问",
    "反问", "追问", "惊呼", "咕哝", "嘟囔", "嘟哝", "念叨", "唠叨", "自语", "启奏", "冷笑",
    "苦笑", "大笑", "招呼", "嚷嚷", "叫唤", "叫嚷", "吆喝", "喝叫", "喝令", "喝问", "口称",
    "说", "道", "问", "答", "叫", "喊", "嚷", "喝", "吼", "骂", "叹", "曰", "云", "讲",
    "念", "劝", "奏", "禀", "应", "呼", "笑",
)
THOUGHT_VERBS = ("心中暗道", "心里暗道", "心中想", "心想", "暗想", "想道", "暗道", "寻思",
                 "暗忖", "忖道", "思忖", "心说", "默念", "想")

OPEN = "「“『‘\""
CLOSE = "」”』’\""
TERMINAL = "。！？!?…～~"
SENTENCE_END = re.compile(f"[{re.escape(SENTENCE_ENDS)}]+")
# Wider than punctuation.CLAUSE_END on purpose: any break between clauses (sentence ends
# and dashes too), but not 、, so a list of names stays in one clause.
CLAUSE_END = re.compile(f"[{re.escape(SENTENCE_ENDS)}，,：:—]+")
_VERBS = "|".join(re.escape(v) for v in sorted(SPEECH_VERBS, key=len, reverse=True))
_THOUGHTS = "|".join(re.escape(v) for v in sorted(THOUGHT_VERBS, key=len, reverse=True))
ENDS_WITH_VERB = re.compile(rf"(?:{_THOUGHTS}|{_VERBS})"
                            r"(?:了一句|了一声|了句|了声|着|了|起来|出来)?\s*$")
# 妈说的是“…”, 大姑嚷的却是“…”: what someone said, told inside the narration.
SAID_WAS = re.compile(rf"(?:{_VERBS})的(?:就|却|只|都)?是\s*$")
ENDS_WITH_THOUGHT = re.compile(rf"(?<!想了)(?<!想一)(?:{_THOUGHTS})(?:着|了)?\s*$")  # not 想了想
CONTAINS_VERB = re.compile(rf"(?:{_VERBS})")
DONE_SPEAKING = re.compile(r"^(?:说完|说罢|言罢|言毕|话毕|话音刚落|说着)")
# 一个懒洋洋的声音响起, 一道温和的声音自天际传来: the line before was a voice.
VOICE_HEARD = re.compile(r"^(?:一|这)(?:个|道|阵)[^，。！？]{0,8}?(?:声音|嗓音)[^，。！？]{0,8}?"
                         r"(?:响起|传来|响了起来|传了过来)[。，,]?")
# 大少爷掀帘子进来了: someone comes into the scene.
ARRIVES = re.compile(r"进来|走进|进了门|进门|掀帘|闪出|出现|赶来|跑来|走来|赶到|跟(?:了)?过来|"
                     r"[钻走跑冲]了?出来")
# 只听得门外一声大喝: a voice heard, its owner not yet seen.
HEARD = re.compile(r"^(?:只|忽|但|又|却|猛)听得?")
# 院子里有人嚷, 后排有人喊: one voice not yet seen, not a crowd (unless among one).
UNSEEN_SOMEONE = re.compile(r"(?<![没所])有人$")  # (not 所有人, everyone)
# 声音, 嗓音: a voice heard, whoever owns it.
VOICE_WORDS = ("声音", "嗓音", "语音")
# 话是沈砚说的, 说话的是老周, 说这话的是雪子, 这是妻子进门以来说的第二句话 (not 这是老周听儿子
# 说的头一句话), 周桂兰的声音不大: the narration names who just spoke.
# (not 话是对王琦瑶说的, 话是跟李四说的: to them; but 话是向东说的, 话是对面床上的李四说的)
_SAID_BY = re.compile(r"^(?:这句?)?话是(?![对跟冲朝向给](?:[我你他她一那这]|着)"
                     r"|[对跟冲朝给][^的，,。]{1,6}?[说问喊讲叫]的)(.{1,8}?)"
                     r"(?:说|问|喊|讲|叫)的|"
                     r"^(?:[^。，,“”「」]{1,8}[，,])?(?:这回|这次)?(?:[说问答喊讲](?:[这那]句?)?话|开口)的(?:人)?"
                     r"(?:却|倒|竟|原来)?(?:是|正是)(.{1,16}?)(?:[。，,]|$)|"
                     r"^这是((?:(?!听)[^。，,“”「」]){1,12}?)说的[^。，,]{0,6}句话")
_VOICE_OF = re.compile(r"^([^，,。]{1,8}?)的(?:声音|嗓音|嗓门)(?:不大|很轻|很低|不高|发颤|发哑)"
                       r"(?![：:])")  # (伊丽莎的声音发颤：「…」 introduces her next line)


def said_by(narration: str, voice: bool = False) -> str | None:
    """The words naming who just spoke, when the narration opens by saying so; with
    ``voice``, also by describing their voice (a paragraph of its own after the line)."""
    match = _SAID_BY.match(narration) or (_VOICE_OF.match(narration) if voice else None)
    return next(g for g in match.groups() if g) if match else None
NAMING = re.compile(r"(?:叫作|叫做|称为|称作|唤作|名为|号称|绰号|外号|名叫|叫|称|唤|题|写着|"
                     r"[号名谓]之曰|号曰|"  # 天下号之曰「连城璧」
                     r"所谓|什么|的|个|是|为|作|做|这|那|些|和|与|、)\s*$")
# 大将, 敌将, 蜀将: a rank or a state before 将 makes a general, not 把.
_RANKS_AND_STATES = "大老主武名良猛战众诸副上中偏裨守小少准骁勇虎悍宿爱部降败敌番女" \
    "魏蜀吴汉楚秦晋齐燕赵韩宋金辽"
# Words that put the following name in object position (对李四说, 回应安市城主).
# (请于楚子曰: asked of the king; 顾谓从者曰: said to the followers)
OBJECT_BEFORE = re.compile(
    r"(?:对|向|跟|和|与|同|给|问|朝|让|从|(?<![名称])叫|喊|令|请|见|看|望|把|被|待|替|为|冲|拉|指|抱|扶|推|打|骂|夸|"
    rf"(?<![{_RANKS_AND_STATES}])将|"  # 将屠烈上下打量: 把 (not 大将屠烈, 蜀将魏延)
    r"告诉|回应|答|拜见|迎接|招待|看着|望着|盯着|瞪着|看到|看见|听到|听见|觉得|认为|知道|听说|"
    r"吩咐|召来|召|招|瞥|瞟|瞧|瞅|打量|转向|走向|望向|看向|扫|命|派|随|跟着|陪|带|领|找|叫住|"
    r"喊住|劝|求|谢|问道|答应|[扯拉拽叫唤拖揪抓]过|[扶搀拉抱拽扯叫唤]起|[抱搂拉扶揪抓按拽扯拦挡截盯瞪望看]住|"
    # (以其梦告庄子; not 被告李四); 见是秋斋: seen; 把书递还方氏: handed to; 不等知县开口:
    # the one not waited for; 当着众人的面: before them; 腰弯得比秦老头还低: compared with
    r"(?<![报劝忠警控被原布公预宣])告|当是|当着|以为是|像是|[见看瞧]是|[递交归]还|[不没未]等|比|"
    r"[请言告问谏进诉献白]于|谓|谈(?:到|起|论)?|提[到起]|[说讲]起)(?:了|着|过)?"
    r"(?:[那这](?:个|位)?)?$")
# Words that call a person by kin or title (the end of 周师傅, 二叔, 王经理, 小姐).
_TITLES = (r"(?:师父|师傅|师兄|师姐|师姊|师弟|师妹|师叔|师伯|师娘|大哥|大姐|老爷|小姐|少爷|公子|"
           r"夫人|姑娘|先生|大人|陛下|殿下|将军|丞相|主公|娘娘|老师|医生|大夫|护士|掌柜的?|老板|"
           r"经理|主任|队长|哥哥|姐姐|妹妹|弟弟|奶奶|爷爷|外婆|姥姥|妈妈|爸爸|爹爹|娘亲|"
           r"[兄哥姐叔伯婶姨舅爷奶娘妈爸爹婆])")
CALL_WORD = re.compile(_TITLES + "$")


def is_title(word: str) -> bool:
    """老爷, 师父, 大哥: a word that calls anyone in that role, not one person's name."""
    return bool(re.fullmatch(_TITLES, word))


# A verb earlier in a clause that makes a later name its object: 指着地上的孙赤骂道.
# 瞪了他一眼, 瞧了杜班主一眼: a glance at someone.
GLANCE = "[瞪看望白横扫盯瞧瞟瞥]"
ACTED_UPON = re.compile(rf"指着|看着|学着|望着|盯着|瞪着|对着|冲着|拉着|扶着|贴着|附着|凑着|挨着|"
                        rf"[凑走来靠扑伸递送塞推举端跑奔]到|[塞放揣]进|一眼|瞥|打量|"
                        rf"{GLANCE}了|[直注凝]视着?|"
                        rf"抱着|推着|向|对|朝|往|(?<!一)把|被|给|替|跟|和|与|同|让|"
                        rf"冲(?![出进来过上下去开破])")  # 冲我爷爷喊: towards him (not 冲出一人)
# 连食堂阿姨都以为他姓老: someone named to make a point, not someone in the scene.
_EVEN = r"(?<![接一])连(?![忙声连续着夜长])"
EVEN = re.compile(_EVEN + r"[\u4e00-\u9fff]{0,2}$")
# 连田埂上的孩子都听得清清楚楚: a clause about someone who only hears it.
EVEN_CLAUSE = re.compile(_EVEN + r"[^，,。]{1,8}?[都也]")
# 高台一侧, 门口, 靠窗户那张桌上: a clause that only says where the next one happens.
SETTING = re.compile(r"(?:一侧|一旁|旁边|身后|身旁|门口|门外|窗外|角落里?|台上|台下|那边|"
                     r"这边|对面|(?<![在到往向于])(?:桌[上边旁前]|席[上间]|炕上|柜台[后前里]))$")
# (not 一巴掌拍在桌上, 倒在炕上: what the speaker did, not where the next one is)
# 邹鹤身边, 他耳边, 走在喇嘛左边: a name that only says where (坐在我后头的一个老太太说: she
# speaks).
PLACE_BY = re.compile(r"(?:身边|身旁|身后|身前|面前|眼前|脚?跟前|脚边|耳边|旁边|背后|脸上|身上|"
                      r"肩上|手上|后头|前头|对面|[左右](?:手?边|侧|首)|"
                      r"(?:肩膀|胳膊|脑袋|脑门|额头|后背|脊背|手心|手背|腿|背|头|怀)[上里])")
# After a person or a place: "where", then the one who is there (身后那个…, 台的…, 身边的…).
WHOSE_PLACE = re.compile(rf"(?:{PLACE_BY.pattern}|台|窗口里|后面)(?:的|那个|那位|这个|一个|一位)")
# 齐声应道, 异口同声地说: many speak at once, whoever the subject.
# 台下的粉丝齐声起哄: many at once, whatever verb follows.
# 车夫乱哄哄地答应, 一片乱嚷嚷的声音: all (not 压过乱哄哄的人声, a din one voice rises over,
# nor 乱哄哄的人群里, where one of them speaks)
ALOUD_TOGETHER = re.compile(r"齐声|异口同声|(?<![压盖]过)乱(?:哄哄|嚷嚷)(?!的人群)")
TOGETHER = re.compile(rf"{ALOUD_TOGETHER.pattern}|同声(?=[道说喊应答叫言曰呼])|齐齐|齐刷刷|一齐|"
                      r"纷纷|七嘴八舌|交口(?=[称赞曰说道])|"  # 交口曰: all of them at once
                      r"你一言我一语|你一句我一句|哄堂|哄然|哄地|哄的一声|哄笑起来|一个传一个|"
                      r"此起彼伏|一片声|"
                      r"皆(?=[\u4e00-\u9fff]{0,3}曰)|"  # 坐客皆曰, 民皆大呼曰: all of them
                      # 伤员几乎同时应了一声, 苏雯和伏羲几乎同时回答 (not 转身的同时开口)
                      r"(?<=[\u4e00-\u9fff])(?<!的)同时(?=[应喊叫说答道问嚷]|回答|开口)|"
                      r"都跟着(?=[喊叫嚷唱念说])|"  # 女孩都跟着喊起来
                      r"(?<![次来直总也天回向])都(?:说|道|笑道|嚷|喊)(?=[：:]|\s*$)")
# (东街的人听说了，都说：, but not 她每次都说, 每天都说, 向来都道: every time)
# (but not 张三放下茶杯，同时问道: one person doing two things)
# 底下一片叫好：「…」, 众人起哄道: the crowd, unless someone named speaks over it
# (王五在欢呼声中举杯道, 张三起哄道; but 哄笑起来 is always many, see TOGETHER).
CHEERING = re.compile(r"一片(?:叫好|喝彩|欢呼)|(?:叫好|喝彩|欢呼|口号)声|起哄|哄笑(?!起来)")
# 歌声…，隔壁的牢房跟上了，…渐渐汇成了一片：「…」: many voices become one (not 风声雨声).
MERGED = re.compile(r"[汇响]成了?一片")
VOICES_MERGE = re.compile(rf"(?:歌|喊|口号|哭|笑|人)声[^。！？]*{MERGED.pattern}")
# Group speakers get the crowd voice (越众而出: one stepping out of the crowd; 特有的 is no
# 有的).
# 两个人, 他俩, 兄妹俩: two people, one of whom may speak next.
PAIR = r"两个人|两人|二人|[他她]俩|[兄弟姐妹夫妻母女父子婆媳爷孙娘]{2}俩"
GROUP = re.compile(
    r"(?<!越)众(?:弟子|学生|同学|宾客|乡亲|村民|百姓|位|[人将臣兵官军士僧])?|人群|全场|全体|全队|队伍|旁人|"
    r"看客|闲人|看热闹的人?|观众席?|听众|大家|大伙儿?|(?<![特所具独固专占拥含没富稀])有的人?|群雄|群豪|红卫兵|红小兵|"
    r"(?:不少|许多|好些|好多|很多)人|(?<!一个)(?<!那个)(?<!这个)(?<!有个)(?<!几个)(?:村里人|(?<![个名位那这老邻外本同有])村人)|"
    r"(?:整条街|满街|满场|全街|全村)(?=都|的人|人|老少|一齐|跟着)|"
    r"(?:满院子?|满屋子?|满堂|满村|满船|满车|满城)(?=的?人|老少|都(?!是|有|在))|"
    r"一(?:巷子|屋子|院子|村子|船|车)的人|"  # 一巷子的人都喊起来
    r"整(?:个|间|座|条)[\u4e00-\u9fff]{1,4}?的人(?=都|一齐|跟着|齐声)|"  # 整个酒馆的人都跟着吼
    r"所有的?人|所有的(?=[\u4e00-\u9fff]{0,3}(?:[人生民兵员客友众]|孩子)们?(?:都|一齐|齐声|一起|纷纷))|"
    r"(?<![没所])有人|群臣|百官|文武|诸(?:将|臣|侯|生|君)(?=皆|齐|共|同|亦|都|一齐|纷纷)|"
    r"(?:左右|从者|观者|闻者|坐者|吏士|役夫|士卒|军士|从人|乡人)(?=皆|咸|齐|都|一齐)|"  # 从者皆曰
    r"(?<![是做作当为])邻里(?!之间|关系|纠纷|乡亲)|"  # 邻里闻之，争来观，…曰: the neighbours
    r"(?:两旁|两边|两厢)(?:的)?(?:衙役|差役|公差|皂隶|武士|侍卫|卫士|兵丁)|"
    r"[两二三四五几数诸]人|数[十百]人|(?:[一两二三四五六七八九几上]|百)[十百千][来多余]?号人|"
    r"[两二三四五几数][十百]?个[\u4e00-\u9fff]{0,3}?人|一[班伙帮群桌]人|"
    r"[\u4e00-\u9fff]{2}(?:派|帮)(?:群僧|弟子)?(?=[中里内]|之中)|"  # 华山派中一个矮胖老者
    rf"(?:他们|她们|我们|{PAIR}|[\u4e00-\u9fff]{{1,3}}们)(?!的主人公)|"  # (我们的主人公: one)
    r"齐声|异口同声|纷纷")
PRONOUN = re.compile(r"[他她我]")
TOWARDS = "对|向|朝|冲"  # turned to someone: 对他说, 向身旁一名知客僧道
# The person after these words is spoken to (对林晓月说, 转向王国栋, 盯着他的眼睛).
ADDRESS_BEFORE = re.compile(rf"(?:{TOWARDS}|问|看着|望着|盯着|瞪着|瞥了|告诉|吩咐|打量|"
                            r"转向|望向|看向|看了看|望了望|凑到|凑近|走到|附在)(?:着|了)?$")
# 陈哥, 小陈, 周叔: a surname and a title call the one character of that surname.
SURNAME_TITLE = re.compile(
    r"(?:[老小]([\u4e00-\u9fff])|([\u4e00-\u9fff])(?:哥|姐|叔|伯|姨|婶|兄|总|"
    r"大哥|大姐|先生|小姐|太太|老师|师傅|警官|医生|师兄|师姐|师弟|师妹|师叔|师伯|公子|"
    r"姑娘|大人|掌柜|老板|大夫|律师|经理|主任|局长|队长|书记|科长|处长|院长|校长|厂长|"
    r"村长|连长|排长|班长|团长|法官|婶子|嫂子|奶奶|爷爷|大爷|大娘|大妈|阿姨|郎|相公|娘子))"
    r"(?=[，,！!？?。—])")


# 看见我们站在门口: one seeing someone, unlike 只见, the narration's "behold"
SEES = re.compile(r"看见|看到|瞧见|望见|发现")
# A clause opening with one of these is about the person seen (苏晴…，看见何远靠在窗边).
PERCEIVE = re.compile(rf"^(?:{SEES.pattern}|只见|却见|但见|忽见|又见)")
# 假山后面转出一个青衫公子: a person appears after the verb and is the one who acts.
APPEARS = re.compile(r"(?:转出|走出|闪出|跳出|钻出|冲出|走进|走进来|走过来|走来|出现|探过|探出)了?")
# 班内早跳出一员将来, 杀出了一员大将, 冲出一骑: someone new steps out (the next words may name him)
STEPS_OUT = re.compile(rf"(?:{APPEARS.pattern}|(?:抢出|奔出|杀出)了?)一(?:[员位个名]"
                       r"[\u4e00-\u9fff]{0,2}?[将人汉者]|骑)")  # 冲出一骑黑马: its rider
# 屏风后头转出一个人来, 庵门口站着一个人: someone not yet known comes in or is there (the
# next paragraph may name them).
SOMEONE_APPEARS = re.compile(rf"(?:{APPEARS.pattern}|[站坐立蹲]着)一个人(?=来|[，,]|$)")
# Narration that reports talk to someone (问他可会写字, 和他闲话); 叫住 is no talk.
REPORTED = re.compile(r"问|告诉|嘱咐|吩咐|打听|闲话|聊|谈|说(?!不出|话)")
# 晴晴 for 苏晴: a doubled last character of a given name, used as a call.
DOUBLED = re.compile(r"([\u4e00-\u9fff])\1(?=[，,！!？?。])")


@dataclass(frozen=True)
class Ref:
    """A person a piece of narration talks about: a name, a pronoun or a group."""

    start: int
    end: int
    kind: str  # name | he | she | me | group
    name: str = ""
    subject: bool = True  # False when the words before make it an object or possessor

# People described instead of named. A label is the head noun (红衣女子 -> 女子), so every
# mention of the same description gets the same voice. Longest first.
_PERSON_WORDS = (
    "公爵夫人 侯爵夫人 伯爵夫人 子爵夫人 男爵夫人 公爵 侯爵 伯爵 子爵 男爵 "
    "男的 女的 单于 可汗 大汗 阏氏 "
    "营长 旅长 军长 参谋长 政委 教导员 指导员 警卫员 通讯员 卫生员 副班长 部长 省长 "
    "一人 某人 妖怪 小妖 妖精 妖王 魔王 老妖 寡妇 会计 出纳 支书 书记 老支书 村支书 "
    "妻子 丈夫 老婆 老公 儿子 女儿 媳妇 女婿 孙子 孙女 侄子 侄女 "
    "法医 刑警 队长 局长 所长 主任 律师 教授 院长 厂长 村长 班长 连长 排长 团长 师长 "
    "小女孩 小男孩 女孩子 男孩子 女孩 男孩 孩子 少年 少女 姑娘 女子 男子 "
    "女人 男人 妇人 老妇人 老妇 老人 老者 老头子 老头 老太太 老太婆 老太 "
    "老汉 老翁 老妪 老叟 樵叟 渔翁 汉子 大汉 壮汉 书生 和尚 老和尚 道士 老道 尼姑 僧人 "
    "头目 喽啰 小喽啰 士兵 军士 军官 兵士 卫兵 侍卫 守卫 太监 小黄门 黄门 "
    "宫女 宫娥 宫婢 丫鬟 侍女 使女 婢女 仆人 家丁 小厮 伙计 店家 店主 掌柜 老板娘 "
    "老板 店小二 客官 路人 行人 商人 农夫 渔夫 樵夫 猎户 车夫 船夫 船家 "
    "婆婆 大娘 大婶 大嫂 大妈 大爷 大叔 大伯 阿姨 司机 警察 医生 护士 "
    "老师 学生 记者 秘书 经理 老总 服务员 店员 保安 门卫 邻居 陌生人 年轻人 "
    "中年人 小伙子 青年 女郎 差役 衙役 捕快 公差 狱卒 校尉 信使 使者 探子 "
    "哨兵 将军 老将军 大夫 郎中 乞丐 刺客 内侍 宦官 丞相 尚书 大臣 老臣 天子 皇帝 黄门官 "
    "传宣官 传令官 旗牌官 中军官 差官 "
    "公子 少爷 书童 管家 夫人 奶奶 爷爷 外婆 姥姥 外公 姥爷 妈妈 "
    "爸爸 母亲 父亲 哥哥 姐姐 弟弟 妹妹 叔叔 婶婶 伯伯 舅舅 "
    "姑姑 姑妈 舅妈 伯母 婶子 嫂子 姨妈 姐夫 妹夫 姑父 姨父 姑丈 姨丈 外甥女 大姨子 小姨子 "
    "大舅子 小舅子 小叔子 妻弟 妻妹 妻兄 岳父 岳母 丈母娘 儿媳 儿媳妇 弟媳 连襟 继母 继父 "
    "继女 养女 "
    "黑衣人 白衣人 青衣人 灰衣人 红衣人 紫衣人 蒙面人 传道人 道人 卫士 探马 传令兵 军校 "
    "叫化 老叫化 叫化子 叫花子 老婆子 婆子 高个子 矮个子 矮胖子 胖子 瘦子 "
    "老倌 老倌子 堂客 浑家 外场 相帮 "
    "汉王 楚王 齐王 赵王 秦王 魏王 吴王 燕王 越王 项王 霸王 小校 弟子 "
    "中年男子 中年男人 中年女人 中年妇人 年轻男子 年轻女子 洋人 "
    "皇后 贵妃 太后 皇上 娘娘 公公 嬷嬷 小主 妃子 太太 姨太太 老爷 大少爷 渔翁 老渔翁 钓叟 "
    "书吏 师爷 仵作 班头 知县 县令 知府 知州 推官 府尹 巡按 钦差 御史 书办 东家 "
    "少东家 买办 绅士 校长先生 同伴 伙伴 肆主 "
    "侍者 副官 科长 处长 厨工 帮厨 杂工 女侍 女招待 仆役 "
    "护理长 护理师 医师 住院医师 主治医师 救护员 学长 学弟 学姐 学妹 督察 探长 警司 "
"战士 小战士 新兵 老兵 伤兵 卫生兵 通讯兵 通信兵 勤务兵 机枪手 炮手 狙击手 通信员 "
"审判长 审判员 书记员 法官 法警 证人 公证人 原告 被告 检察官 公诉人 陪审员 "
"新郎 新郎官 新娘 新娘子 小个子 大个子 客商 狐狸 白狐 灵狐 狐妖 灵兽 武官 文官 "
"老头儿 小伙儿 小和尚 小沙弥 沙弥 小娘子 娘子 "
"女佣 佣人 保姆 老僧 高僧 灰袍人 青袍人 黑袍人 白袍人 紫袍人 红袍人 "
"头陀 酒保 公人 节级 都头 提辖 教头 虞候 员外 庄客 后生 "
"导师 评委 主持人 选手 经纪人 导演 董事长 董事 总经理 总监 财务总监 组长 技术员 工人 "
"男生 女生 老婆婆 老叫化子 老叫花子 老师太 老太爷 "
"巡警 巡长 警官 民警 门房 车主 堂倌 厨子 厨师 大厨 伙夫 马夫 艄公 车把式 更夫 货郎 "
"屠户 屠夫 铁匠 木匠 裁缝 售货员 收银员 快递员 外卖员 外送员 骑手 清洁工 助理 主编 校长 "
"教练 队员 舰长 船长 机长 飞行员 领航员 工程师 见习生 实习生 学徒 徒弟 "
"奶妈 奶娘 乳母 媒婆 媒人婆 稳婆 "
"小男娃 小女娃 男娃子 女娃子 男娃儿 女娃儿 伙记 "
"道姑 喇嘛 神父 牧师 修女 流浪汉 醉汉 庄稼汉 乡长 镇长 县长 市长 干事 会长 社长 牢头 捕头 "
"皂隶 报子 报录人 幕宾 幕僚 礼仪师 司仪 场记 副导演 制片人 化妆师 演员 歌手 "
"小丑 魔术师 快递小哥 外卖小哥 送货员 推销员 中介 租客 乘务员 列车员 乘客 旅客 "
"售票员 检票员 月嫂 护工 台长 主播 摄影师 导游 游客 顾客 香客 村民 警员 交警 协警 保镖 渔民 "
"牧民 猎人 农民 矿工 秀才 举人 强盗 山贼 土匪 海盗 寨主 头领 族长 小偷 扒手 骗子 歹徒 凶手 "
"嫌犯 病人 患者 产妇 孕妇 服务生 歌女 舞女 戏子 老鸨 老太君 太君 老祖宗 丫头 小丫头 狱警 武士 客人 "
"小吏 内监 巨龙 老龙 精灵 矮人 法师 术士 巫师 高个 矮个 高个儿 矮个儿 "
"饲养员 保管员 记工员 放映员 营业员 采购员 保育员 统计员 办事员 业务员 宣传员 副统领 "
"巡山员 护林员 管理员 讲解员 调度员 观察员 联络员 侦察员 报务员 炊事员 驾驶员 操作员 研究员 "
"调解员 裁判员 裁判 士官 士官长 大将 副将 偏将 裨将 将领 剑客 刀客 侠客 茶客 酒客 过客 食客 听客 "
"看客 "
"书记官 瞎子 盲人 哑巴 聋子 瘸子 跛子 驼子 疯子 傻子 后生仔 水手 水兵 船员 志工 义工 "
"标枪手 鱼叉手 弓箭手 弓手 刀斧手 "
"志愿者 伤员 伤号 病号 老乡 老妖婆 妖婆 解说员 评论员 播音员 广播员 庄家 "
"跑堂儿的 跑堂的 跑堂 老都管 军汉 番将 敌将 守将 降将 猛将 老将 斥候 来使 番兵 番王 说书人 说书的 "
"童生 老童生 监生 贡生 廪生 生员 塾师 学究 老学究 盐商 闲汉 参事 老参事 "
"说书先生 阿桑 欧巴桑 欧吉桑 头家娘 头家 长老 "
"男仆 女仆 仆妇 男佣 侍从 随从 警卫 门童 侍应生 厨娘 花匠 园丁 领班 工头 监工 "
"包工头 家庭教师 女教师 校工 道童 药童 报童 邮差 邮递员 信差 巡捕 参谋 探员 侦探 "
"修士 主教 教士 传教士 堂主 舵主 帮主 教主 护卫 镖师 镖头 刽子手 小贩 摊贩 商贩 "
"佃户 乡绅 船老大 纤夫 轿夫 挑夫 赌徒 杀手 间谍 囚犯 犯人 俘虏 逃犯 "
"女巫 魔法师 领主 国王 王后 王子 公主 女王 宰相 元帅 军师 谋士 说客 使臣 向导 "
"乘警 空姐 大副 总裁 老叟 少妇 小童 媒人 老管家 女主人 男主人 祭司 酋长 头人 当家的 统帅 执政官 "
"知客僧 小队长 房东太太 阔少 跟班 巫婆 算命的 算命先生 相士 方士 尼僧 妖僧 番僧 住持 知客 居士 "
"老父 野人 君子 茶房 理发师 店主婆 骡夫 宪兵 宦者 舍人 从者 老妈子 太子 太子妃 官员 难友 女童 男童 "
"妇女 老外 童子 士人 从吏 乞丐王 婆姨 少奶奶 姨娘 伯父 叔父 老丐 庄丁 团丁 举人老爷 虾兵 蟹将 "
"外交官 小公爵夫人 夜叉 牙将 部将 战将 小将 "
"阿母 "  # (a Taiwanese mother)
"老师傅 师傅 老先生 老人家 阿爸 阿妈 阿公 小孩 娃儿 护士长 站长 干部 伪军 号军 官儿 "
"通事 校役 谒者 老儿 牧牛人 粉丝 场务 场务小哥 猪倌 小猪倌 羊倌 牛倌 马倌 "
"当差的 听差 听差的 司仪官 自耕农 市民 戈什哈 抚台 藩台 臬台 女知青 男知青 "
"神甫 典狱长 监狱长 狱吏 仆射 左仆射 右仆射 侍中 中书令 侍郎 太尉 大匠 小家伙 乡下人 天将 神将 "
"外祖父 外祖母 曾祖父 曾祖母 女士 男士 长工 老长工 短工 大和尚 "
"骑士 工作人员 话务员 接线员 接线生 主人公 "
)
_PERSON_NOUNS = sorted(set(_PERSON_WORDS.split()), key=len, reverse=True)
# 二婶, 三叔, 大伯, 四姨: kinship titles used as names (often met only once, in a tag).
# (二十公分, 三十公里: measures, no grandfathers; 三姐妹, three sisters)
_KIN = (r"[一二三四五六七八九十大小老](?:舅母|舅妈|伯母|婶娘|姨妈|姑妈|姑姑|姨父|姑父|姨丈|姑丈|"
        r"[婶叔伯姨舅姑嫂哥姐爷奶娘妈爸婆](?![妹弟])|公(?![分里斤尺顷升克寸亩]))")
# 爸, 妈, 哥 alone: kin named by the one-character term, only where no word runs into it
# (我妈, 妈在厨房里喊; not 大妈, 哥们).
_KIN_SHORT = (r"(?:(?<![\u4e00-\u9fff])|(?<=[我你他她俺咱和跟给对向冲问让与同被把]))"
              r"[爸妈哥姐爹](?![们子儿俩夫妹弟嫂妈爸])")  # (姐妹俩, 爸妈: two of them)
# 大伯母 before 大伯, 二奶奶 before 二奶: the three-character kin titles are tried first.
_KIN_LONG = (r"[一二三四五六七八九十大小老](?:舅母|伯母|婶娘|姨妈|姑妈|姑姑|奶奶|爷爷|姑娘|嫂子|"
             r"婶子|姨太太|姨太|姨娘|叔公|伯公|叔婆|伯婆|舅公|姑婆|姨婆)")  # 三叔公, 四爷爷
# 胖女人, 紫脸大汉, 青衣少女, 眼镜男生: a stranger's looks, right before the person word.
_LOOKS_WORDS = (r"(?:[胖瘦矮女男]|瘦高|瘦长|矮胖|[干精黑枯黄]瘦|[白黑]胖|"
                r"高个子|矮个子|高个|高大|年轻|中年|少年|眼镜|蒙面|"
                r"[金黑白红黄灰棕卷短长]头发|"
                r"独眼|光头|[黑紫红白黄青蓝灰花][脸衣袍衫]|[胖瘦圆方长]脸)")
_LOOKS = re.compile(_LOOKS_WORDS + "$")
# 四十岁的女人, 年轻的女人: two women of one troupe told apart by their age.
_AGE = r"(?:年轻|年长|年老|年纪大|(?<![一二三四五六七八九十几])[一二三四五六七八九十几]{1,3}岁" \
    r"(?:上下|左右|光景)?)的"
_AGED = re.compile(_AGE + "$")
_WHOSE = ("他", "她", "我", "你", "其")
# 宜嫔, 德妃: a consort called by her rank.
_CONSORT = r"[\u4e00-\u9fff][嫔妃](?![子们妾])"
# 十三号, 七号: a recruit or a player known by a number.
_NUMBERED = r"(?<![\u4e00-\u9fff])[一二三四五六七八九十两]{1,3}号(?![楼房院线桌床码车门口位窗柜机])"
# 天字三号房, 地字一号房: a private room at an auction, a voice before it has a name.
_ROOM = r"[天地玄黄人甲乙丙丁]字[一二三四五六七八九十]{1,3}号(?:房|包厢|雅间)"
# 青脸, 红须, 白袍: what someone looks like, no name (青脸的开了门缝 is the one who does).
LOOKS_ONLY = r"[黑紫红白黄青蓝灰花绿][脸面衣袍衫须发]"
# 穿长衫的问, 拉车的说, 收租的扫了一眼, 穿水红夹袄的那个: the one who wears, pulls, sells or
# collects something, named by it; 门外的人, 轮椅上的人: the one outside or up on something
# (not 门外的一切, nor 陪护床上的人, whom the text names after); then what they do
# (那穿西装的人微微欠身, 门上的掂了一掂, 独眼的人看着…; not 戴帽子的看守, a guard).
_THE_ONE_WHO = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[那这个]))"
                          r"(?:门上|(?:穿|戴|拉|开|卖|算|扛|挑|赶|背|提|抱|摆|看|守|"
                          r"(?:收|送|修|跑)(?![进出回到走好完掉起下开去]))"  # (not 跑进来的)
                          r"(?![似来上阔心朗看])(?:(?![不没得了着过口始])[\u4e00-\u9fff]){1,3}|瘦长|矮胖|"
                          r"[穿戴](?:(?![不没得了着过口始])[\u4e00-\u9fff]){4}|"  # 穿水红夹袄的
                          r"高个子?|矮个子?|"
                          r"(?:门外|窗外|墙外|轮椅上|床上|梁上|树上|马上|墙头上)(?=的(?:人|那个|那位))|"
                          rf"年轻|年长|白发|独眼|{LOOKS_ONLY})的"
                          r"(?:(?:人|那个|那位)(?=[对朝向冲跟])|(?:人|那个|那位)?"  # 的人对他说
                          r"(?=[问说道喊叫笑答嚷骂应叹低冷急连忙合点摇抬拱站把一也又却便开跌推转走拉伸探上在"
                          r"微掂盯瞪扫]|[看望](?![守门护客])|[，。：！？]))")
# 有庆家的说, 先开口的是有庆家的: a village wife called by her husband's name (not
# 王连方家的丫头, his daughter, nor 我们家的).
_WIFE_OF = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[是和跟对向]))"
                      r"(?!我们|咱们|你们|他们|她们|别人|自己|人家|大家|谁|哪)[\u4e00-\u9fff]{2}家的"
                      r"(?=[说道笑问叫喊嚷骂应拧把瞥看撇接一也又却便，。：！？])")
# 为首的一个: the leader of a group just counted; 座上一人: one of those seated.
_LEADER = r"为首的(?:一个|那个|一人|那人)?|(?:座上|席间|席上|堂上|人丛中|内中)一人"
# 那人并不回头: the one just seen, not 那人群, 这人家 or 这人便是孙半仙 (a name follows).
_THAT_ONE = r"(?<![一个])(?:[那这]人(?![群们家民口间情物事生心世]|便是|就是|正是|乃是|是)|" \
    r"那将(?=[把挥拍纵勒一大喝哈冷怒见听举提])|那客(?![栈店厅房车船气人商官])|" \
    r"那怪(?=[道说笑叫喝见听大闻怒])|那兵(?=[大喝道说叫吼骂便又也却把一])|" \
    r"那伢(?!子))"  # 那将把斧一指, 那怪道, 那兵大喝, 那伢 (Wuhan: that kid)
# 四川兵, 广东佬, 山东老乡: a soldier or a fellow known by his province.
_FROM_PROVINCE = r"(?:四川|湖南|湖北|山东|山西|河南|河北|广东|广西|江西|江苏|浙江|福建|安徽|陕西|" \
    r"甘肃|云南|贵州|东北|上海|北京|天津|宁波|温州|苏北|客家)(?:兵|佬|老乡)"
# 美国代表, 英国大使, 俄国将军, 西班牙人: a delegate, an officer or someone known by their
# country.
_FROM_COUNTRY = r"(?:美国|英国|法国|德国|俄国|俄罗斯|苏联|日本|印度|意大利|加拿大|澳大利亚|巴西|" \
    r"中国|韩国|墨西哥|西班牙|埃及|以色列|荷兰|瑞典|波兰|土耳其|伊朗|南非|阿根廷)" \
    r"(?:代表|大使|领事|公使|将军|军官|专家|记者|人(?![们民口家士员物群]))" \
    r"(?![馆团处队组站部])"  # not 领事馆; 西班牙人, a Spaniard (not 中国人民)
# 宫人, 保母: person words that also end compounds (东宫人多, 确保母亲); 男娃娃, a boy (娃娃
# alone is as often a doll); 光头 and 看守, a bald man and a guard (not 剃了个光头, 光头上,
# 看守停尸房的); 特务, an agent (not 特务连长); 帐房, the clerk (not 帐房顶上, a tent);
# 家将, 门官, 把总 (not 大家将信将疑, 一家将搬走, 部门官员, 把总账翻了, 把总部搬了); 翻译, the
# interpreter (not 翻译过来; 他想了想，翻译道 is read as one too, wrongly); 差人, a runner
# (一个差人来报, not 差人去叫平儿 nor 便差人来请: sending someone); 来人, the one who came (not
# 看来人, 原来人); 制台, 道台, 学台, Qing posts (not 控制台, 知道台上); 知青 (not 不知青红皂白);
# 一个络腮胡子
# (not 摸了摸络腮胡子); 门子, a gatekeeper (not 脑门子, 串门子, 这门子亲事); 闺蜜, a friend (not
# 闺蜜群); 系统, the voice in a 系统 novel (not 监控系统).
_AFTER_COMPOUNDS = r"(?<![东西南北后中皇深冷内])宫人|(?<![确担环投])保母|" \
    r"(?<!代)表[哥姐弟妹兄嫂]|堂[哥姐弟妹兄嫂](?!子)|(?<![然随最之以饭午事背前日])后妈|" \
    r"(?<![培教抚供])养[父母]|(?<![一二两三四五六七八九十])丈人|" \
    r"[男女]娃娃|闺蜜(?![群照情装圈])|(?<![脑嗓串窜走后窗哪油托找钻摸邪])门子(?![亲事生买])|" \
    rf"(?<![剃理摸挠揉抹着成])(?<!半个)(?<![剃理推][了个])(?<![剃理推]了个)光头(?!上|顶|发亮|" \
    rf"{'|'.join(_PERSON_NOUNS)})|" \
    r"(?<![责在被来去])看守(?![所着了住过]|停尸|大门|城门|仓库|库房|犯人|俘虏|牢房)|" \
    r"特务(?![连营排班队处科])|[帐账]房(?![顶里外前后门上])|(?<![大国专作一全])家将|" \
    r"(?<![部专入])门官(?!员)|" \
    r"(?<![被来去将要会能])翻译(?![过成出了着一给])|" \
    r"(?:(?<=[个那这位的众两])|(?<![\u4e00-\u9fff])(?!差人[去送把将给请叫往来]))差人|" \
    r"(?<![看原本后将未从])来人|" \
    r"(?:(?<=[个那这位的])|(?<![\u4e00-\u9fff]))(?:制台|道台|学台)|(?<![不])知青|" \
    r"把总(?![账数结经共部统司])|(?:(?<=[个那这])|(?<![\u4e00-\u9fff]))络腮胡子|" \
    r"(?:(?<=[那这])|(?<![\u4e00-\u9fff]))系统|" \
    r"(?:(?<=[个那这位])|(?<=[^夜天行间晚]的)|(?<![\u4e00-\u9fff]))巡查(?![了过着完一])|" \
    r"(?<![汽电火马])[钳焊车]工(?![一二三四五六七八九十]?[组班车队房间厂人])|" \
    r"按院(?![里内长中])|(?<![普])通判(?![断])|" \
    r"(?:(?<=[个那这位的廷务律术事联席])|(?<![\u4e00-\u9fff]))顾问(?![曰之其于左右])"
_DESCRIBED = re.compile(
    rf"(?:{_KIN_LONG}|{_FROM_PROVINCE}|{_FROM_COUNTRY}|{'|'.join(_PERSON_NOUNS)}|"
    rf"{_AFTER_COMPOUNDS}|"
    rf"{_KIN}|{_KIN_SHORT}|{_CONSORT}|{_LEADER}|{_THAT_ONE}|{_NUMBERED}|{_ROOM})")
# (帐房 is guarded among _AFTER_COMPOUNDS, but 老帐房 is still an old clerk)
_PERSON_NOUN = re.compile("|".join([n for n in _PERSON_NOUNS if len(n) >= 2] + ["[帐账]房"]))
# 老太监, 老公公, 老头陀, 老伯爵: these read one character too short (老师长 is 老师 and a sigh).
_OLD_AND_SHORT = frozenset({"老太", "老公", "老头", "老伯"})
_LOOKED_PERSON = f"(?:{_LOOKS_WORDS}|{_AGE})(?:{_DESCRIBED.pattern})"
_VOICE = re.compile(r"(?:(?<=[的个那这])|(?<=[个的][粗尖大细]))(?:声音|嗓音|嗓门|嗓子|男声|女声)|"
                    r"^声音(?=[，,：:]?\s*$)")
# 宿主, 剧情系统, 【系统提示】: a novel whose hero hears a 系统 in the head.
SYSTEM_NOVEL = re.compile(r"宿主|系统绑定|剧情系统|【系统|系统提示")
_MACHINE_VOICE = re.compile(r"电子音|机械音|系统音|电子合成音|机械合成音")
# 一个尖细的声音, 那粗哑的声音: how a voice sounds, which tells two unseen speakers apart.
_SOUNDS_LIKE = "尖细粗哑沙低沉苍老嫩柔冷阴清脆洪亮浑厚稚甜娇疲惫急促颤抖温和平静" \
    "嘶闷响高轻重怪奇干涩沧桑威严慵懒利气嗲软硬冰凉寒悠扬锐浊醇"  # (熟悉, 陌生 say whose)
# (他那低沉的声音 is his; ^ would not match where a search starts past 0)
_SOUND = re.compile(f"(?:(?<=[个一])|(?<=[那这])(?<![他她它你我][那这])|(?<![\u4e00-\u9fff]))"
                    f"([{_SOUNDS_LIKE}]{{2}})的$")
# Looks, an age or a sound: what tells two strangers of one kind apart.
_LOOKED = re.compile(f"{_LOOKED_PERSON}|[{_SOUNDS_LIKE}]{{2}}的(?:声音|嗓音)")
# 鹅在角落里开口了, 那只羊说: the animals of a fable speak, one character each.
_ANIMAL = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[那这只]))[鹅猪羊狗猫鼠牛鸭]"
                     r"(?=[说道问答]|开口|在[^，。！？]{0,8}开口)")  # (not 狗叫了, 牛在田里)
# 一个狼头精, 那狼头精: creatures of the fantastic speak too (not 那只旧精工表, 这个精神,
# 这就怪了, 一个古怪的人: a count, an adverb, or 精 and 怪 inside a word).
_CREATURE = re.compile(r"(?<=[个只条头匹那这])"
                       r"(?![个只位头条匹双对种份些就也可都不全便莫别难真太很最还又般是时你两支伙])"
                       r"[\u4e00-\u9fff]{1,2}(?<![奇古作真钢])[精怪]"
                       r"(?!(?<=精)[工神明美彩确细致品悍灵光]|(?<=精)打细|(?<=怪)[罪物异叫模里不了我你他她可别怪])")
# 紫衣客, 青衫客: a guest known by his looks (客 alone is too often 客气, 客栈).
_LOOKED_GUEST = re.compile(_LOOKS_WORDS + "客")
# 生笑曰, 女掩口而笑, 僧合掌曰: the scholar, the girl, the monk of classical tales, one
# character each, only where a clause opens with them and a verb or 曰 follows.
# What a person does first in a 文言 clause (生笑曰, 朱揖曰, 孟顾而笑曰).
CLASSICAL_ACTS = "曰云问道笑见闻乃遂亦即忽欲起入因视谓答叹喜惊怒愕掩默揖顾拱再泣复又合" \
    "辞叱叩拜退坐已自竟举语怪悦色力俯倚敛独"  # (生力辩, 生力止之: he strove; 生俯首曰;
# 女敛衽拜之, 翁独立: she smoothed her sleeves, he stood alone)
# 顾生曰, 谓恂曰, 白恂曰: in 文言 the one turned to, told or reported to before 曰.
LOOKS_TO = frozenset("顾视谓问呼语白告")
# 文言: 仰视王氏曰, 谓道士曰, 再拜王氏曰: the one looked up at, spoken or bowed to (modern
# prose has 所谓, 电视, 拜托, so only in a chapter written in 文言).
CLASSICAL_FACING = re.compile(f"[{''.join(sorted(LOOKS_TO))}拜揖]")
CLASSICAL_I = "余吾予"  # how the one telling calls himself in 文言
# 上曰, 帝曰, 子曰, 宰曰 (the magistrate), 嫂曰, 母泣曰, 吏曰: the one of the tale so called.
CLASSICAL_PERSONS = "生女翁媪叟妪姥师僧婢妇公客妻嫂父母上甲乙丙仆君狐或子僮宰帝吏"
# 其子问曰: his son, the one of the tale; 吏还报曰: the clerk (吏士皆曰: all the officers).
# 上前禀曰: he stepped up, no emperor (上) speaking.
_NOT_STEPPING_UP = "(?!(?<=上)前)"
_ONE_OF_THE_TALE = CLASSICAL_PERSONS.replace("吏", "").replace("或", "")
_CLASSICAL_ONE = re.compile(rf"(?:^|(?<=[，,。；;：:！!？?」』\n]))(?:其[子妻父母兄弟孙女夫]|"
                            # 或曰, 或见而怪之，曰: someone (not 或合或分, 或倚松: now this,
                            # now that)
                            r"或(?=[问言谓告答云道]|[^，,。；;！!？?]{0,6}[，,]?曰)|"
                            rf"吏(?![士民部])|[{_ONE_OF_THE_TALE}])"
                            rf"(?!力军|力量){_NOT_STEPPING_UP}"  # (生力军: fresh troops)
                            rf"(?=[{CLASSICAL_ACTS}]|[\u4e00-\u9fff]{{1,3}}曰|"  # 生叱之曰
                            r"大[呼叫笑喜怒惊哭喝])")  # 生大呼
# 楚子曰, 晋侯使…, 秦伯怒: the ruler of a Spring and Autumn state, by state and rank (but
# 宋子谦 and 陈伯平 are names).
_STATE_RULER = re.compile(r"[晋齐楚秦宋卫郑鲁陈蔡曹吴][子侯伯公]"
                          rf"(?=[{CLASSICAL_ACTS}使之以谓于]|[，。；：！？])")
# Narration of many voices at once (屋里顿时吵成一片) or of a crowd falling silent.
CROWD_NOISE = re.compile(r"吵成一片|嚷成一片|七嘴八舌|议论纷纷|众说纷纭|一片哗然|炸开了锅|"
                         r"你一言我一语|纷纷议论|窃窃私语|一阵哗然|为之哗然")
# 老周瞪了他一眼, 把茶递给她, 削下了他半片衣袖: a deed done to the person named next; a
# short cry right after it (「对不起！」, 「好快的剑！」) is most often theirs.
ACTS_ON = re.compile(r"(?:瞪了?|白了|拍了?拍?|推了?推?|扶住|拉住|扯了?扯?|递给|交给|塞给|"
                     r"捅了?捅?|戳了?戳?|踢了?|打了|削下了?|削去了?|刺中了?|揪住|抓住|"
                     r"搂住|抱住|一把推开|撞了?|泼了?)$")
# 还没开口: whoever this clause is about is not who speaks next in the sentence.
NOT_YET_SPEAKING = re.compile(r"(?:(?:还|尚)(?:没有?|未)(?:来得及)?|未及)"
                              r"(?:开口|说话|答话|回答|出声|问)")  # 还没来得及问
# 她没说话: someone declines to answer (沉默 is only a pause).
DECLINES = re.compile(r"没说话|没有说话|不说话|没有回答|没回答|不吭声|没吭声|不作声|没作声|"
                      r"(?<![还尚])(?:没有?应声|没有?答话)|不应声|不答话")  # (还没答话: not yet)
# 没有人应声, 谁也没有动: the room does not answer.
FALLS_SILENT = re.compile(r"住了嘴|住口|闭了嘴|闭上了嘴|安静下来|静了下来|不再说话|"
                          r"鸦雀无声|无人应答|"
                          r"没有?人(?:说话|应声|回答|答话|吭声|作声|接话)|"
                          r"谁也没有?(?:动|吭声|作声|应声|答话|说话)[。！!…]|"
                          rf"沉默|{DECLINES.pattern}")
# 何律师没拉住他, 他也不看: a deed not done.
NOT_DOING = re.compile(r"(?:也|还|却|都|再|就|并|始终|一直)?(?:没有|没|不|未)")
# 「十三号。」「老张！」: a line that only calls someone.
BARE_CALL = re.compile(r"[\u4e00-\u9fff]{1,4}[。！!？?…—]*")
# 她又道, 他又笑着说, 他又对着话筒吼: the one who spoke last speaks again (not 又哭又喊,
# crying and shouting at once).
SPEAKS_AGAIN = re.compile(r"(?<!又[\u4e00-\u9fff])又[^，,。；;又]{0,6}?"
                          r"(?:道|说|问|吼|喊|嚷|叫道|补充)$")
# 半天没吭声, 沉默良久: a while passes before someone speaks.
PAUSE = re.compile(r"半天|半晌|好一会|许久|良久|一会儿|片刻")
# 服务员走开以后, 他千恩万谢地去了: someone leaves the scene (not 把他送出去了).
LEAVES = re.compile(r"^[^把送让叫请]*(?:走开|离开|离去|走远|走掉|退下|退了出去|出去|"
                    r"去了|走了)了?(?:以后|之后|后)?$")
# 对方沉默了, 电话那头: the other side of a two-party exchange (not 那头陀, 那头牛).
OTHER_PARTY = re.compile(r"^(?:对方|(?:电话|无线电|通讯器)?那头(?![陀牛猪驴狼熊象狮鹿羊])|"
                         r"(?:电话|无线电)那边)")
# 对曰：「…」 with no one named: the one just spoken to answers.
BARE_ANSWER = re.compile(r"^(?:(?:对|答|回|应|复)(?:曰|道|云)|曰)[：:，,]?$")  # 曰：「无所好。」
# 对讲机又响了, 电话那头的声音有点哑, 手机里冒出一句, 抓起听筒，里头只传出半句: a voice
# from a device, someone who is not in the room (but 冲手机说 talks into it). The group
# names the channel: a phone call and a radio are different people.
DEVICE_CHANNELS = {"电话": "phone", "听筒": "phone", "话筒": "phone", "手机": "phone",
                   "对讲机": "radio", "无线电": "radio", "通讯器": "radio", "电台": "radio",
                   "耳机": "headset", "耳返": "headset", "扬声器": "speaker", "扩音器": "speaker",
                   "大喇叭": "speaker"}  # (not 喇叭, a car's too, nor 广播体操)
_DEVICE = "(?<![对冲朝着起下上住过了向把拿握举接抓挂放按关开])(?P<device>" \
    + "|".join(sorted(DEVICE_CHANNELS, key=len, reverse=True)) + ")"
DEVICE_VOICE = re.compile(
    rf"{_DEVICE}(?:里|那头|那边|中)?(?:的声音|终于|才|又|也|却|只)?[^，,。！？；：:]{{0,8}}"
    r"(?:响|传|冒|钻|炸|说|问|答|喊|叫|嚷|沉默|停|顿|静|嗡)|"
    rf"{_DEVICE.replace('device', 'device2')}(?:里|那头|那边|中)(?:的|是)|"  # 扬声器里的声音
    r"^(?:里头|那头)(?:只|才|又)?(?:传|冒|响)")
# 「好身手！」, 「笑什么笑」, 「看我干什么？」: a reaction to what someone just did, not
# their own line.
REACTION = re.compile(r"^好(?:(?:快|俊|狠|厉害|漂亮)的[\u4e00-\u9fff]{1,2}|身手|剑法|刀法|枪法|"
                      r"箭法|掌法|拳法|功夫|轻功|本事|手段|眼力)[！!]|([笑哭叫嚷吵闹])什么\1|"
                      r"[笑哭][我他她]?(?:干|做)?什么|[看瞪盯]我(?:干|做)什么")
# 其中一个回头啐了一口: one of a group, nobody to name.
ONE_OF = re.compile(r"^(?:其中|另)(?:一个|一人|一位|一名)")
# Words that may open a clause before the person who acts (那个绿衣少女已经迎了上来).
LEAD_IN = re.compile(r"^(?:那个|这个|那位|这位|一个|一位|一名|[那这](?![才时样么里边会就一]))")
# What follows a name at the start of a tag clause: a manner word or the verb itself.
AFTER_NAME = re.compile(
    r"^(?:在|向|对|便|又|也|就|却|才|忙|连|急|笑|冷|大|高|低|沉|朗|厉|轻|缓|怒|喝|叫|说|道|问|答|"
    r"曰|谏|奏|禀|应|看|听|点|摇|站|走|拍|一|不|只|正|早|已|接|没|回|转|抬|叹|微|淡|嘿|哼|咬|"
    r"皱|瞪|盯|瞥|瞅|上前|出班|开口|闻言|听了|见状|打断|插嘴|插话)")
# What may stand between a description and the next word (那个女孩, 一个扎马尾的女孩).
_LEADS = re.compile(r"(?:那|这|一)(?:个|位|名|群)?$")
_FEMALE = set("女娘妇婆妈姐妹婶姨嫂奶姑妪尼嬷")  # (阿嬷: a Taiwanese grandmother)
_MALE = set("男汉爷叔伯哥弟翁僧兵爸舅公")
_NOT_A_MANS_GONG = re.compile("公(?=[诉务安])")  # 公诉人 (a prosecutor), 公务员: either sex

# A quote read from a sign, a letter or a note: 上面写着一行小字：「…」, 只剩下三个字：「…」,
# 面板上跳出一行红字：「…」, 标题还是那一行：「…」; but 一个字一个字念出签诗来：「…」 is read
# aloud, a voice.
_INSCRIPTION = re.compile(
    r"(?:^|[，,。！？])[^，,。！？说道讲喊叫吐蹦挤憋问答点指敲念读骂吼丢撂甩]*(?<!每)(?<!回了)"
    r"(?:[一两三四五六七八九十几](?:个|行|排|串)|"
    r"(?<![了出住完把])(?<![^留挂贴刻写印绣]着)[那这]行)"  # (每一个字都清清楚楚： how each word
    # is said; 只回了四个字：, a reply; 憋出三个硬邦邦的字：, said; 盯着那行字看了半天：, read by
    # one who speaks; but 墙上还留着那行字：, the writing)
    r"(?:(?:[\u4e00-\u9fff]{1,4}的)?[\u4e00-\u9fff]{0,3}?(?<![名练写识认签打])字|"  # 一行红色的
    # 小字：, 八个红漆大字：, 那行霓虹字还亮着： (not 一个正在练字的孩子: a child)
    r"(?<=行)(?:[\u4e00-\u9fff]{1,3}的)?(?:提示|评价|留言|备注)|"  # 弹出一行灰色的提示：
    r"[\u4e00-\u9fff]{0,2}(?:小楷|楷书|行书|草书|隶书))"
    r"[^，,。！？说道讲喊叫吐蹦挤问答念读诵唱也]{0,10}[：:]\s*$|"  # 题着一行蝇头小楷：
    r"(?:写|刻|留|印|贴|漆|题|剩|挂|刷|涂|凿|绣)[着了][^，,。！？]{0,4}[一两三四五六七八九十几](?:个|行)"
    r"(?:[\u4e00-\u9fff]{0,6}的)?大字[，,]\s*$|"  # 墙上还留着四个褪了色的大字，“人定胜天”
    # (not 识不了几个大字，“你念给我听听。”: one who can barely read)
    r"(?:标题|题目|横幅|标语|条幅|告示)(?:[^，,。！？]{0,10}|"
    r"[，,]是[^，,。！？说道讲喊叫问答念读]{0,16}的)[：:]\s*$|"  # 一条标语，是他抄回来的：
    r"(?:^|[，,。！？])(?:(?![指敲拍点晃举夺接拿捡摘抢递说讲喊叫问念读]|[看望盯瞧]着)[^，,。！？])*"
    r"(?:牌子|招牌|木牌|牌匾|匾额)[：:]\s*$|"  # 门上挂着块红底白字的牌子：, 门楣上的匾额：, 印在
    # 玻璃上的金字招牌： (not 他指着那牌子说：, 她晃了晃胸前的木牌：, 王婶一把夺过他手里的牌子：,
    # 王婶看着那招牌：)
    r"块[^，,。！？]{0,6}(?:招牌|牌子|木牌|路牌|广告牌)"
    r"(?:[^。！？说道讲喊叫问答念读口吆嚷吼笑叹骂]|(?<=[哭可好])笑|笑(?=[脸容]))"
    r"{0,12}[：:]\s*$|"
    # 每隔几英里就有一块招牌，一块比一块大： (问了最后一个问题： asks it aloud; 望了望那块招牌，
    # 笑了一下： talks about it; but 让人哭笑不得：, 画着个笑脸： are the sign's)
    r"(?<![淡描])(?:写|(?<![此时片深立即顷一])刻|(?<![问话主课难议考正谜])题|印|绣|(?<!体)贴|画)(?:着|了|的是|道|的)?"
    r"(?:[一二两三四五六七八九十几数]{0,2}[行个句排]?(?:大|小|歪歪扭扭的)?字道?)?[：:，,]?\s*$|"
    r"(?<![点指敲戳]着)"  # 点着屏幕上的一行字：「…」 reads it out
    r"(?:上面|上头|背面|纸上|信上|碑上|匾上|栏里|栏上|屏幕上|备注里?)[^，。！？]{0,12}字[：:]\s*$|"
    r"(?:上书|写道|写着)[：:]?\s*$|"
    r"(?:写|刻|印|题)了?一(?:遍|行|句)[：:，,]?\s*$|"  # 用两种字母各写了一遍：
    r"(?:书中|信中|信里|信上|书上|纸条上|便条上)[^。！？]{0,16}(?:有云|云|道|说|写)[：:，,]?\s*$|"
    r"有云[：:]\s*$|"
    r"(?:呼|称|号)(?:之|其[\u4e00-\u9fff]{1,3})曰\s*$|"  # 乡人窃呼之曰「赵薄」, 遂呼其仓曰
    # 「狐仓」: what they called him or it (with a colon, 呼之曰： calls out to him)
    r"(?:^|[，,。！？])[^，,。！？说道讲喊叫问答念读嫌夸骂笑]{0,4}字迹?(?:歪歪扭扭|歪歪斜斜|"
    r"工工整整|端端正正|龙飞凤舞|潦草|工整|娟秀|清秀|秀气|遒劲)[^，,。！？说道讲喊叫问答骂笑]{0,4}"
    r"[：:]\s*$|"
    # 贴着一张红纸，毛笔字歪歪扭扭：, 字迹潦草：: how it is written, then what (not 嫌我字写得
    # 潦草：, said of it)
    # 文言: 大书曰「纸尽」, 题曰, 榜曰 (written); 号之曰, 人号曰, 自号曰, 名曰 (what a thing is
    # called; not 仰天号曰, a wail, nor 大呼其名曰, a call)
    r"(?:大书|书之|书[二三四五六七八九十]字|题之?|榜|署|铭|刻之?|号之|(?<=[人自因])号|"
    r"(?<!呼其)(?<!唤其)(?<!叫其)名之?)曰[：:]?\s*$|"
    r"(?:便条|字条|纸条|留言条|卡片|告示)[^。！？说讲道问骂嫌笑夸]{0,30}写得"  # …写得很用力： (not
    r"[^，。！？说讲道问骂嫌笑夸像]{0,8}[：:]\s*$|"  # 嫌他字写得潦草：, 说字写得像螃蟹：)
    # 便条上只有七个字，我一直留到现在： (not 纸条上只有三个字，李四一看就火了：, one reacting)
    r"(?:便条|字条|纸条|卡片)上[^。！？说讲道问骂念读]{0,6}[一两二三四五六七八九十几]+个字[，,]"
    r"(?:[^。！？说讲道问骂念读火怒恼急笑叹喊叫嚷吼哭]{0,12}|"
    r"[^。！？说讲道问骂念读]{0,10}写[成就的着下]?[^。！？说讲道问骂念读]{0,3})[：:]\s*$|"
    # (是用炭笔急急写成的：, written in haste: no one reacting)
    r"(?:写|刻|题|印|绣)(?:着|了)?[^，。！？]{0,8}(?:字|篆|字样)[：:，,—]*\s*$")  # 刻着四个古篆——

# 在下沈青川, 我叫林晓月, 敝姓王，王国栋: the quote names its own speaker.
_SELF_NAMING = re.compile(
    r"(?:^|[，。！？；…])\s*(?:在下|我叫|我乃|我就是|"
    r"我是(?![去为替想怕说真不]|来(?!自)|来自[首己杀投尽取])[\u4e00-\u9fff]{1,6}?的[，,]?(?:[\u4e00-\u9fff]{1,3}[员官])?|"
    # …的谈判员郑国平 (not 我是来还债的，帕维尔, 我是来自首的，李警官: why he came, then whom
    # he tells; but 我是来自总部的联络员王强: where he is from)
    r"我是|是我[，,]|"
    r"系我[呀啊]?[，,]|"  # 係我呀，阿伟呀 (Cantonese)
    r"小女子|小人|老夫|本人|洒家|奴婢|末将|草民|微臣|"
    r"俺是|俺叫|我姓(?:\w[，,])?|敝姓\w[，,]|贫道|贫僧|老衲|老子|本座|"  # (我姓霍普金斯: all of it)
    r"(?:老衲|贫道|贫僧|老夫|在下|本座|我)(?:正是|便是|就是|乃是|乃)|"
    r"(?:嫔妾|臣妾|妾身|奴婢|奴才|小的|末将|草民)(?:是|乃|便是|正是)"
    r"(?:[\u4e00-\u9fff]{0,8}的(?:答应|常在|贵人|宫女|丫头|校尉)?)?)$")  # 嫔妾是…的答应林氏
_SELF_NAMING_AT = re.compile(_SELF_NAMING.pattern[:-1])


# 上校的妻子说: his wife, who speaks, not him.
_FAMILY_OF = re.compile(r"(?:妻子|丈夫|儿子|女儿|老婆|媳妇|男人(?!们)|女人(?!们))"
                        r"(?=[^，,。！？]{0,6}?(?:说|道|问|喊|叫|答))")  # (not 张三的妻子病了，他…)
_CRY_OF = re.compile(r"的[粗尖大细]?(?:声音|嗓音|嗓门|传音|惨叫|叫声|喊声|哭声|笑声|吼声|"
                     r"惊叫|尖叫)")


_LED_BY = re.compile(r"[引陪扶押领带搀护送架]")


_LIKENESS = "(?:像|好像|仿佛|宛如|犹如|如同)"
# 像个傻子似的, 好像他是坐堂的法官似的: a likeness, then the one it is like.
_LIKE_BEFORE = re.compile(rf"(?:{_LIKENESS}|似)(?:[^，,。！？；;：:]*[的个是])?$")
# 笑声又轻又脆，像有人在远处摇铃: a clause that is only a likeness has no one in it.
_LIKENESS_OPENS = re.compile(rf"(?:^|[，,；;])[就又活]?{_LIKENESS}$")
# 压低了声音，好像那孩子不在跟前似的：: a clause that is all likeness has no one acting.
_LIKENESS_CLAUSE = re.compile(rf"(?:^|[，,；;])[就又活]?{_LIKENESS}[^，,。！？；;：:]*$")
_LIKENESS_ENDS = re.compile(r"[^，,。！？；;：:“”「」]*(?:似的|一样|一般)(?:[，,。！？；;：:]|$)")


def _in_a_likeness(text: str, start: int, end: int) -> bool:
    """text[start:end] lies inside 好像…似的 (make_ref still lets a name or 我 act: 好像王芳
    早就在等似的 is her, and 我 of 像是专在这里等我似的 is there to answer)."""
    return _LIKENESS_CLAUSE.search(text[max(0, start - 20):start]) is not None \
        and _LIKENESS_ENDS.match(text, end) is not None


# 我们隔壁的包厢里探过一个女人来: where, not who acts
NEXT_DOOR_OF = re.compile(r"(?:隔壁|对面|楼上|楼下)的")


# 转头向身旁一名年轻知客僧道: spoken to, one described at more length than OBJECT_BEFORE reads.
_TOWARDS_ONE = re.compile(rf"(?:{TOWARDS})(?:身旁|身边|身后|一旁|旁边|面前)?的?"
                          r"[一那这](?:个|名|位)[^，,。！？；：]{0,4}$|"
                          # 便向旁边站班的展爷说道, 转身朝身边侍立的丫鬟道: the one turned to,
                          # standing there (not 一直向身边张望的李四, who looks about himself)
                          r"(?:便|就|又|转身|回头|扭头|转头|侧身|侧头)[向朝]"
                          r"(?:身旁|身边|身后|一旁|旁边|面前|两旁|堂下)[^，,。！？；：]{0,5}的$")


def make_ref(text: str, start: int, end: int, kind: str, name: str = "") -> Ref:
    """A reference at text[start:end], marked subject unless the words around say not."""
    before = text[max(0, start - 4):start]
    after = text[end:end + 1]
    subject = not OBJECT_BEFORE.search(before) and after != "的" and after != "之" \
        and not NEXT_DOOR_OF.match(text, end) \
        and not (before[-1:] == "由" and _LED_BY.match(text, end)) \
        and not (text.startswith("似的", end)
                 and _LIKE_BEFORE.search(text, max(0, start - 12), start)) \
        and not (kind != "name" and _LIKENESS_OPENS.search(before)) \
        and not (kind != "me" and not (kind == "name" and not described(name))
                 and _in_a_likeness(text, start, end)) \
        and not (before[-1:] in ("在", "到", "往") and PLACE_BY.match(text, end)) \
        and not _TOWARDS_ONE.search(text, max(0, start - 12), start)
    # (由两个差役引着: led by them; 像个傻子似的: like a fool, no fool there; 仿佛他刚醒:
    # a likeness opened before a pronoun or description, though 仿佛王五刚醒 is him; 停在范闲
    # 身上: only where)
    if after == "的" and (start == 0 or text[start - 1] in "，,。！？；：…—"
                         or _CRY_OF.match(text, end) or text[end + 1:end + 2] in ("，", ",")) \
            and not (kind == "name" and _FAMILY_OF.match(text, end + 1)):
        subject = True  # 他的态度…, 老板娘的手停住了, 一个女子的声音叫道, 师弟的惨叫,
        # 第二条是周磊的，他在成都 (but in 上校的妻子说 his wife speaks)
    if kind in ("he", "she", "me") and text[end:end + 1] in "们俩":
        subject = False
    return Ref(start, end, kind, name, subject)


_CALL_SUFFIX = re.compile(r"(?:大哥|大姐|师兄|师姐|哥|姐|叔|婶|姨|伯|嫂|妹|弟|"
                          r"先生|小姐|老师|同志|君|殿)?")  # 土方先生，: calls 土方


# 是这样吧，卡苏朋？ 你在想什么，小孟？: a question put, then the one asked (not 谁啊，王五？,
# 还能有谁，王五？, 找谁，王五？, 什么，王五？ nor 我，张三？, which guess or echo a name).
_GUESSED = re.compile(r"(?:^|[。！？!?，,；;…])(?:(?:还能有|还有|你问|你说|[是找叫问说见])?"
                      r"(?:谁|什么|啥|哪个|哪位)[啊呀呢]?|[我你][啊呀]?)[，,]$")


def is_vocative(inner: str, start: int, end: int) -> bool:
    """A name at inner[start:end] calls someone: 「安市城主，你很好嘛」, 「奶奶！」, 你李四."""
    lead = inner[:start].rstrip()
    starts_sentence = not lead or lead[-1] in "。！？!?，,；;…"
    end += len(_CALL_SUFFIX.match(inner, end).group())  # 雨萱姐，, 大炮叔，
    follows = inner[end:end + 1]  # 「林逸？…」 echoes a name, it does not call him
    greets = bool(re.match(r"[早好](?:[。！!，,…]|$)", inner[end:end + 2]))  # 张经理早。
    yours = inner[max(0, start - 1):start] in ("你", "您")  # 你李四; but 你师姐 is yours
    hands_over = bool(re.match(r"[你您](?:呢|说|来|先|也)", inner[end:end + 2]))  # 小伙子你呢？
    asks_after = follows in ("？", "?") and lead[-1:] in ("，", ",") \
        and not _GUESSED.search(lead)  # 是这样吧，卡苏朋？
    return (starts_sentence and (follows in "，,！!、。—" or greets or hands_over)) \
        or asks_after or \
        (yours and not is_title(inner[start:end]) and not described(inner[start:end])) or \
        inner[max(0, start - 2):start] in ("你叫", "你是", "您是")  # 「你叫陆沉？」


_SURNAME_OF = re.compile(r"姓([\u4e00-\u9fff])的[\u4e00-\u9fff]{1,3}(?=[，,！!？?。])")


@dataclass(frozen=True)
class SurnameCall:
    start: int
    end: int
    word: str
    surname: str
    gender: str  # the title's gender (陈哥 male, 周姐 female), "" when it has none


def surname_calls(inner: str) -> list[SurnameCall]:
    """陈哥, 小陈, 周叔 inside a quote: a surname and a title."""
    calls = []
    for match in _SURNAME_OF.finditer(inner):  # 姓柳的丫头
        calls.append(SurnameCall(match.start(), match.end(), match.group(), match.group(1), ""))
    for match in SURNAME_TITLE.finditer(inner):
        surname = match.group(1) or match.group(2)
        title = match.group()[1:] if match.group(2) else ""
        last = title[-1:] or "-"  # 老陈, 小陈: a man or a woman
        gender = "female" if last in "姐姨婶妹娘奶嫂妈" or title in ("小姐", "太太", "娘子") \
            else "male" if last in "哥叔伯兄爷郎" or title in ("先生", "公子", "相公") else ""
        calls.append(SurnameCall(match.start(), match.end(), match.group(), surname, gender))
    return calls


@dataclass(frozen=True)
class Described:
    start: int
    end: int
    label: str  # the head noun, normalized, with the looks before it (胖女人, 黑脸汉子)
    looks_len: int = 0  # how many characters of the label describe looks (2 in 瘦高弟子)

    @property
    def head(self) -> str:
        return self.label[self.looks_len:]


def looked_at(text: str) -> list[Described]:
    """The strangers of a long text described by their looks (胖女人, 瘦高弟子); much
    faster than described() over the whole text, since looks words are rare."""
    return [d for match in _LOOKED.finditer(text)
            for d in described(text[max(0, match.start() - 2):match.end()]) if d.looks_len]


def is_person_word(word: str) -> bool:
    """The whole word describes a person (老和尚, 女主人), not a name."""
    return any(d.start == 0 and d.end == len(word) for d in described(word))


WIVES = frozenset({"夫人", "太太"})  # the titles a wife goes by
# 部长, 县长, 伯爵, 经理: a post a wife is named by (not 老爷太太 or 孩子太太, two people).
_POST = re.compile(r"(?:长|官|爵|将军|主任|经理|书记|司令|委员|老板|掌柜|知县|知府|大人|"
                   r"教授|博士|律师|法官|医生|大夫|门房|管家)$")


def described(text: str) -> list[Described]:
    """Descriptive noun phrases naming a person in a normalized text, leftmost first."""
    found = list(_described(text))
    for k in range(len(found) - 1, 0, -1):
        post, wife = found[k - 1], found[k]
        if wife.label in WIVES and post.end == wife.start and not post.looks_len \
                and _POST.search(post.label):
            found[k - 1:k + 1] = [Described(post.start, wife.end, post.label + wife.label,
                                            len(post.label))]
            # 部长夫人, 县长太太: the wife of the one who holds the post, told by the post the
            # way looks tell a stranger (a later bare 夫人 is still she)
    return found


_LIKE_A = re.compile(r"式的|式地|似的|似地|一般地|般地")
# 像老人脸上的皱纹, 就像一个小学生在背书: one likened to (but 不像个厂长 and 听声音像个老太太:
# one who is, or seems to be, there)
_AS_IF_A = re.compile(rf"(?<![不音去子着])(?:{_LIKENESS}|好似|俨然)是?[一个位名]{{0,2}}[小老]?$")
# 像一只落进捕兽夹的狐狸, 像个被家长揭了短的孩子: one likened to, described first;
# 就好像一个母亲在看着自己离家多年的孩子: anyone in the scene the likeness imagines (but
# 像一头狮子一样冲向了站在台阶上的警察: 一样 ends the likeness, and the 警察 is there)
# (走近了才看清，像个上了年纪的老头: the one seen, who is there)
_AS_IF_A_DESCRIBED = re.compile(rf"(?<![不音去子着])(?<!看清，)(?<!一看，)(?<!看出，)"
                                rf"(?:{_LIKENESS}|好似)是?"
                                r"(?:一[只个头条匹位名]|个)"
                                r"(?:(?!一样|似的|一般)[^，,。；;！？!?“”「」]){1,16}的$")
# 舞女是什么, 舞女其实是一种姿势, 医生不过是一种职业: a word being defined, not a person.
_DEFINED = re.compile(r"(?:其实|本来|原本|就|不过|也|都|只)?(?:是|算)(?:什么|一种|一门|哪种)")
_WORKED_AS = re.compile(r"[扛打做当](?:了|过)?(?:[一二两三四五六七八九十几半多]+年)?$")
_WORN = re.compile(r"服(?![务从气输侍用药])")  # (装 is worn but also feigned: 孩子装睡)


@functools.lru_cache(maxsize=8192)  # the same clauses and names are asked about often
def _described(text: str) -> tuple[Described, ...]:
    found = []
    for match in _DESCRIBED.finditer(text):
        label = match.group()
        if label in _OLD_AND_SHORT or (text[match.start() - 1:match.start()] == "老"
                                       and label[0] != "老"):
            start = match.start() - (label[0] != "老")
            person = _PERSON_NOUN.match(text, start + 1)
            if person and person.end() >= match.end() and person.group() != "夫人" \
                    and not any(d.end > start for d in found):
                # 老太监, 老公公, 老女人: 老 and a person word, not 老太, 老公 and a stray
                # character (but 老夫人 is a lady of her own)
                found.append(Described(start, person.end(), text[start:person.end()]))
                continue
        if re.fullmatch(_KIN, label) and text[match.end():match.end() + 1] in "子们":
            continue  # 大哥子, 小姐们
        if label in BUILDS and text.startswith("的", match.end()) \
                and any(d.start <= 2 for d in described(text[match.end() + 1:match.end() + 9])):
            continue  # 高个子的金头发女孩, 高个子的外国水手: how tall the one is (but 胖子的
            # 眼睛瞪着姑娘: his eyes)
        if (label == "小哥" or (len(label) == 2 and label[0] in "大老二三四五六七八九"
                               and label[1] in "妈爸")) and text.startswith(label[1], match.end()):
            found.append(Described(match.start(), match.end() + 1, label + label[1]))
            continue  # 小哥哥, 大妈妈, 老妈妈: the kin word doubled, one person (not a young
            # stranger, nor 大妈 and a stray 妈; but 大姐姐 is still 大姐)
        if label in ("男的", "女的") \
                and "男的女的" in text[max(0, match.start() - 2):match.end() + 2]:
            continue  # 男的女的，老的少的: voices of all kinds, no one person
        if label == "士人" and text[match.start() - 1:match.start()] in ("鲁", "瑞"):
            continue  # 普鲁士人, 瑞士人: a nation, no scholar
        if label[-1] == "长" and match.start() > 0 and text[match.start() - 1] in "一二两三几":
            continue  # 一排长窗, 两队长枪: a row of things, not an officer
        group_before = match.start() > 0 and text[match.start() - 1] in "众诸各群"
        all_of = label == "从者" and text[match.end():match.end() + 1] in "皆咸齐都"
        if match.start() > 0 and text[match.start() - 1] == "在" \
                and text[match.end():match.end() + 1] in "里内":
            continue  # 在门房里, 在茶房内: the room a person word also names
        if text[match.end():match.end() + 1] == "们" or group_before or all_of \
                or (label == "小孩" and text.startswith("子们", match.end())):
            continue  # a group, not a person (老师们, 小孩子们, 众弟子, 从者皆曰)
        if _DEFINED.match(text, match.end()):
            continue  # 问我舞女是什么, 舞女其实是一种姿势: what such a person is, no one there
        if label == "绅士" and _GENTLEMANLY.search(text, max(0, match.start() - 1),
                                                   match.end() + 1):
            continue  # 很绅士地拉开椅子: gentlemanly, no gentleman
        if label in ("长工", "短工") and _WORKED_AS.search(text, 0, match.start()):
            continue  # 扛了三十年长工, 当长工: the work, no farmhand there (but 做饭的长工 is)
        if label == "天将" and text[match.end():match.end() + 1] in "要会亮黑晚明暮近尽":
            continue  # 那天将要下雨, 天将亮: the day, no heavenly general
        if _LIKE_A.match(text, match.end()) \
                or _AS_IF_A.search(text, max(0, match.start() - 6), match.start()) \
                or _AS_IF_A_DESCRIBED.search(text, max(0, match.start() - 22), match.start()):
            continue  # 大学生式的粗腔, 孩子似的, 就像一个小学生在背书: a manner, no one there
        if _WORN.match(text, match.end()):
            continue  # 穿水手服的男孩: clothes, not who wears them
        looks = _LOOKS.search(text[max(0, match.start() - 3):match.start()])
        aged = _AGED.search(text, max(0, match.start() - 7), match.start())
        if not looks and aged and text[aged.start() - 1:aged.start()] not in _WHOSE:
            looks = aged  # (他年轻的妻子, 他十岁的儿子: whose, not which one)
        if looks:  # 黑脸汉子, 瘦高弟子: the looks tell this stranger from the next one
            start = match.start() - len(looks.group())
            found = [d for d in found if d.end <= start]  # 少年秀才: one person
            found.append(Described(start, match.end(), looks.group() + label,
                                   len(looks.group())))
            continue
        another = _ANOTHER.search(text, max(0, match.start() - 3), match.start())
        if another:  # 一位绅士 … 另一位绅士: the second of two, not the first
            found = [d for d in found if d.end <= another.start()]
            found.append(Described(another.start(), match.end(), another.group() + label))
            continue
        if label in ("这人", "那人") and found and found[-1].end == match.start():
            continue  # 彭波契克舅舅这人有一样本事: the uncle, said again
        if label in ("那客", "那兵"):
            label = label[1:]  # 那客道 … 客曰, 那兵大喝 … 兵: the same guest, the same soldier
        if label in _HOUSE_TITLES and match.start() > 0 and text[match.start() - 1] in _RANKS \
                and text[match.start() - 1:match.end()] != "大小姐":
            found.append(Described(match.start() - 1, match.end(),
                                   text[match.start() - 1:match.end()]))
            continue
        if text.startswith("仔", match.end()) and label[-1] != "仔" \
                and not text.startswith(("仔细", "仔仔"), match.end()):  # 老头仔, 妇人仔: Hokkien
            found.append(Described(match.start(), match.end() + 1, label + "仔"))
            continue
        if text.startswith("儿", match.end()) and label[-1] != "儿" \
                and not text.startswith(_WORDS_OF_ER, match.end()):  # 丫头儿, 小孩儿: the same
            found.append(Described(match.start(), match.end() + 1, label + "儿"))  # word
            continue
        prefix = text[match.start() - 1:match.start()] if match.start() else ""
        if (prefix == "小" and _PERSON_NOUN.fullmatch(label) and not re.fullmatch(_KIN, label)
                and text[match.start() - 2:match.start() - 1] not in _SMALL_AS_A_WORD
                and not any(d.end > match.start() - 1 for d in found)) \
                or (prefix == "副" and label[-1] in _DEPUTY_POSTS):
            # 一个小太监, 小媳妇: a young one of the kind, a word of its own; 副队长巴甫洛: the
            # deputy, not the leader
            found.append(Described(match.start() - 1, match.end(), prefix + label))
            continue
        found.append(Described(match.start(), match.end(), label))
    for pattern in (_CREATURE, _LOOKED_GUEST, _CLASSICAL_ONE, _STATE_RULER, _THE_ONE_WHO,
                    _WIFE_OF, _ANIMAL):
        for match in pattern.finditer(text):
            if not any(d.start < match.end() and match.start() < d.end for d in found):
                found.append(Described(match.start(), match.end(), match.group()))
    for match in _MACHINE_VOICE.finditer(text):  # 那道熟悉的电子音: the 系统 (a reader
        # keeps it only in a 系统 novel)
        if not any(d.start <= match.start() < d.end for d in found):
            found.append(Described(match.start(), match.end(), "系统"))
    for match in _VOICE.finditer(text):  # 一个阴冷的声音: a speaker not yet seen
        if not any(d.start <= match.start() < d.end for d in found) \
                and not re.search(r"[以用][^，,。]*$", text[:match.start()]):  # 以低的声音说
            sound = _SOUND.search(text, max(0, match.start() - 3), match.start())
            if sound and not described(sound.group(1)):  # 尖细的声音, 粗哑的声音: two voices
                found.append(Described(sound.start(), match.end(), sound.group() + "声音",
                                       len(sound.group())))
            else:
                found.append(Described(match.start(), match.end(), "声音"))
    found.sort(key=lambda d: d.start)
    return tuple(found)


_DEPUTY_POSTS = set("长任理席令记监裁")  # 副队长, 副主任, 副经理, 副主席, 副司令, 副书记
_SMALL_AS_A_WORD = set("大从最很太矮多老")  # 大小伙计, 从小丫头做起: 小 is no part of them
BUILDS = frozenset({"高个子", "矮个子", "胖子", "瘦子", "矮胖子"})
_WORDS_OF_ER = ("儿子", "儿女", "儿媳", "儿童", "儿孙", "儿时", "儿戏", "儿郎")  # (丫头儿子)
_ANOTHER = re.compile(r"另一(?:个|位|名)?$")
_GENTLEMANLY = re.compile(r"[很太挺真够不蛮颇]绅士|绅士[地般风派气]")
# 四太太, 三少爷, 二小姐, 二少奶奶: the house's people by rank (大小姐 stays 小姐, the one the
# servants mean by 小姐).
_HOUSE_TITLES = frozenset({"太太", "老爷", "少爷", "小姐", "少奶奶"})
_RANKS = set("大二三四五六七八九十")

# 奶奶 is 老太太 in the next sentence: an old person described, when one elder is present.
ELDER_WORDS = frozenset({"老太太", "老太君", "老太婆", "老太", "老妇人", "老妇", "老人", "老者",
                         "老头", "老头子", "老汉", "老翁", "老妪", "老爷子", "老人家"})
ELDER_KIN = frozenset({"奶奶", "爷爷", "外婆", "姥姥", "外公", "姥爷", "祖母", "祖父"})


def extends_kin(name: str, following: str) -> bool:
    """大伯 followed by 母 is 大伯母, another person."""
    return bool(following) and bool(re.fullmatch(_KIN_LONG, name[-2:] + following[:1]))


def is_kin(label: str) -> bool:
    """二婶, 三叔: a kinship title that serves as a name."""
    return bool(re.fullmatch(_KIN, label))


def pronoun_gender(kind: str) -> Gender:
    """The sex a 他 (``he``) or 她 (``she``) reference asks for."""
    return "female" if kind == "she" else "male"


def described_gender(label: str) -> Gender:
    if label in ("和尚", "老和尚", "道士", "道人", "老道", "太监", "小黄门", "黄门", "书生",
                 "老头", "老头子", "小伙子", "老者", "阿兄", "阿爹"):
        return "male"
    if "太太" in label or label in ("老太", "老太婆", "堂客", "浑家", "阿母", "阿姆", "阿姊") \
            or label.endswith(("夫人", "公主", "小姐", "皇后", "王后", "太后", "妃")):
        return "female"  # 公爵夫人, 公主: 公 is no man here; 堂客, a Hunan wife; 浑家, a wife
        # in the old vernacular; 阿母, 阿姆, 阿姊, a mother or sister in Hokkien or Hakka
    if set(label) & _FEMALE:
        return "female"
    if set(_NOT_A_MANS_GONG.sub("", label)) & _MALE:
        return "male"
    return "unknown"


# 翻译过来就是：「…」, 用大白话说：「…」: a narrator retelling an old line in plain words.
PARAPHRASE = re.compile(r"(?:^|(?<=[。！？…\n]))"  # opening its sentence: no one else's words
                        r"(?:这(?:[几两]?句)?(?:话|诗)[，,]?)?(?:要是)?"  # 这几句话，翻译过来
                        r"(?:翻译过来|翻译一下|翻成白话|用(?:大)?白话(?:说|讲)|"
                        r"用(?:今天|现在|现代|咱们)的话(?:来)?(?:说|讲)|说白了|通俗地说|"
                        r"的?意思(?:很|再)?(?:直白|明白|简单|清楚)?)"
                        r"[，,]?(?:就是|便是|是|大概是|大意是)?[：:]$")


def is_inscription(before: str) -> bool:
    """The narration right before a quote says it is written, not spoken."""
    before = before.rstrip()
    return bool(_INSCRIPTION.search(before)) and not _WORD_BY_WORD.search(before)


# 声音很轻，一个字一个字往外挪：how slowly someone speaks, not words on a sign.
_WORD_BY_WORD = re.compile(r"一个字一个字[^，,。！？写刻印题敲打输键]*[：:]$")


def self_naming_ends(inner: str) -> list[int]:
    """Where a name may follow a self-introduction (是我，|在下|我叫) inside a quote."""
    return [m.end() for m in _SELF_NAMING_AT.finditer(inner)]


# 我姓柳，单名一个青字 / 敝姓陆，名小川: a name told in two parts.
_SPELLED_NAME = re.compile(r"(?:我|在下|敝|小人|小女子|妾|奴家|老身|俺)姓([\u4e00-\u9fff])[，,]?\s*"
                           r"(?:单名一个|单名|名叫|小字|小名|乳名|名)([\u4e00-\u9fff]{1,2}?)"
                           r"(?:字|[，,。！!])")


# 我姓卓，卓青: the surname, then the whole name.
_SURNAME_THEN_NAME = re.compile(r"(?:我|在下|敝)姓([\u4e00-\u9fff])[，,]\s*"
                                r"(\1[\u4e00-\u9fff]{1,2}?)(?=[。，,！!]|$)")


def self_named(inner: str, names: list[tuple[int, int, str]]) -> str | None:
    """The name a quote gives its own speaker (在下沈青川), from (start, end, name) mentions."""
    spelled = _SPELLED_NAME.search(inner)
    if spelled:
        return spelled.group(1) + spelled.group(2)
    repeated = _SURNAME_THEN_NAME.search(inner)
    if repeated:
        return repeated.group(2)
    for start, end, name in names:
        follows = inner[end:end + 1]
        if _REPORTING_IN.match(inner[end:]) and re.fullmatch(r"[\u4e00-\u9fff]{0,6}",
                                                             inner[:start]):
            return name  # 「齐营校尉孙赤，奉韩将军之命」: a messenger names himself
        if _HERE_I_AM.match(inner, end) and (start == 0 or inner[start - 1] in "，,。！!？?") \
                and not _ANNOUNCED_TO.search(inner[:start]):
            return name  # 「秦昭小儿，严豹在此等候多时了！」: he calls out his own name (not
            # 「老爷，周先生在此等候多时了。」, a visitor announced; nor 当年，鲁迅在此住过三年)
        if _SELF_TITLED.search(inner[:start]) and follows in "，,。！!":
            return name  # 「本官北镇抚司千户韩宗衍，…」, 「在下东海归墟宗宋砚，…」
        marker = _SELF_NAMING.search(inner[:start])
        if marker is None:
            continue
        if follows and follows not in "，,。！!？?；;…" and "是" in marker.group():
            continue  # 我是林晓月的朋友; but 老子铁臂熊在这坡上 names him
        if marker.group().endswith("叫") and follows and follows in "去来帮给替把" \
                and not inner.startswith("来着", end):
            continue  # 我叫小马去查一下: I will have him do it
        return name
    return None


# 本官北镇抚司千户, 在下东海归墟宗: a self-reference, then one's post or school.
_SELF_TITLED = re.compile(
    r"(?:^|[，,。！!？?])\s*(?:在下|本官|下官|卑职|末将|贫道|老夫|本座|小人|草民|我是|我乃)"
    r"[\u4e00-\u9fff]{0,10}(?:司|宗|派|门|府|县|营|卫|帮|寺|观|庄|阁|堂|院|部|局|所|千户|百户|"
    r"校尉|知县|弟子|掌门|长老|堂主|总兵|将军|主任|经理|警官)$")
# 严豹在此！, 严豹在此等候多时了: one's own name called out (not 鲁迅在此住过三年, 在此处).
_HERE_I_AM = re.compile(r"在此(?:$|[！!，,。…]|[等恭候守])")
# 「老爷，…」, 「哥哥，…」: a servant or follower announcing someone to the one addressed.
_ANNOUNCED_TO = re.compile(rf"(?:{_TITLES}|太太|主人|王爷)[，,]\s*$")
# What follows one's own name when reporting in: 末将赵云，参见主公.
_REPORTING_IN = re.compile(r"[，,]\s*(?:奉|参见|拜见|叩见|见过|求见|特来|前来|在此|来迟)")


# 那女子…正是秀英, 这人原来就是王国栋: the text says who a described person is.
IT_WAS = "(?:正是|就是|便是|原来是|乃是)"  # 正是秀英, 原来是王国栋: who someone turns out to be
_THAT_ONE_IS = re.compile(rf"([那这]人)(?:不是别[个人]，)?{IT_WAS}"
                          r"(?:小姐|姑娘|公子)?$|"  # 这人不是别个，正是小姐莺莺
                          r"(?<=认得|认出|认识)[那这]人是[\u4e00-\u9fff]{0,6}$|"
                          rf"(?<![看原本])来人{IT_WAS}[^，,。]{{0,12}}$|"
                          rf"(?<![和跟同与对向他她我])说话的人?{IT_WAS}$")  # 这说话的便是胡天禄
# (not 和他说话的正是王五: the one he talked with)
# 认得这人是敬事房总管张德福, 来人正是嵩山派左掌门的师弟费彬: the stranger who spoke last
# (label "")
_IS_NAMED = re.compile(r"(?:(?:正是|原来是|乃是|乃|名叫|叫做|叫作)(?!一[介个位名只碗杯盏葫瓢])"
                       r"|(?:就是|便是)(?!一|[要想让叫把给去找不没在]|会(?![计长])|向(?!导)"
                       r"|对(?!门)|能(?!人))|[他她]叫(?!一|[要想让叫把给对向去找不没能会在]))"
                       r"[\u4e00-\u9fff]{0,3}$|[他她]叫[「“]$|"  # 都管她叫「鲁妈」
                       r"(?:乃是|乃|原来是|正是|就是|便是)(?:(?![要想去找告不没肯能会在把给对向])[\u4e00-\u9fff]){4,5}$|"
                       r"乃[\u4e00-\u9fff]{1,5}人$|"  # 乃是丞相李嵩,
                       r"^\s*[这那](?:人|位)?是[^，,。]{0,8}$|"
                       r"(?:正是|原来是|乃是)[^，,。！？；]{1,14}的[\u4e00-\u9fff]{0,3}$")
# 就是一葫芦溪水, 正是一葫芦溪水, 乃一介武夫: a thing or a kind, counted (but 正是一枝花蔡庆:
# a nickname); 就是要哥哥闭嘴: what is wanted of someone, who is not named (but 就是会计王五,
# 便是向导扎西, 就是会长孙德: a post, then the name);
# 乃是镇国武成王黄飞虎, 乃会稽余姚人虞翻: a title or where someone is from may come between;
# 这是东头的王三嫂: the one just described;
# 正是嵩山派左掌门的师弟费彬, 正是费彬的师兄、人称托塔手的丁勉: a whole description
IS_NAMED_AT = re.compile(r"正是|就是|便是|原来是|乃是|乃|名叫|叫做|叫作")
# 伯父低声告诉我，这便是本家沈三姐, 老汉对我说了句，这便是…: the one he points out, not he
# (but 站在道旁，这便是王五, 大家都知道，这就是王五: 道 and 说 only as the verb, just before
# the pointing or with 了句, 了一声, 着话 after it)
_POINTS_OUT = re.compile(r"(?:(?:告诉|介绍|指着|指了指)[^，,。]*|"
                         r"(?<![知街味难])(?:说|道)(?:[了着][一几两]?[句声]?话?)?)[，,]\s*"
                         r"[这那](?:位|个)?(?:便|就|正|乃)?是")
# A question for someone's name; a bare name answers it (「姑娘芳名？」「柳如眉。」).
# 你叫什么, 姓名, 贵姓: a question for the listener's own name (not 那写的是谁, nor
# 是谁塞给你的, which asks who did something).
ASKS_NAME = re.compile(r"芳名|贵姓|尊姓|大名|高姓|姓名|"
                       r"(?:^|[。！!？?，,]\s*|[你您]|阁下|足下)[^，,。？?]{0,3}"
                       r"(?:名字|叫什么|(?<!的)是谁(?=[啊呀呢哇嘛啦]|来着|\W|$)|何人|"
                       r"(?<![去到在住])哪位)")  # (你想去哪位: where, in Hakka)

# 「你是何人？」, 「您是哪位？」: asking who the listener is. Narrower than ASKS_NAME, which
# also takes 姓名 and 大名 (a clerk's form), to find the newcomer being asked.
ASKS_WHO = re.compile(r"[你您][是叫](?:何人|谁|哪位|什么人|什么名字)|来者何人|来者是谁")

# 「这是斜对门的二婶」, 「这位是王先生」: a line introducing someone present.
_INTRODUCES = re.compile(r"(?:^|[，。！？…])\s*这(?:位|个)?(?:就)?是[^，。！？]{0,10}?$")


def introduced(inner: str, names: list[tuple[int, int, str]]) -> str | None:
    """The person a quote introduces (这是…二婶), from (start, end, name) candidates."""
    for start, end, name in names:
        if _INTRODUCES.search(inner[:start]) and inner[end:end + 1] in "，,。！？…—":
            return name
    return None


_HAN_CHAR = re.compile(r"[\u4e00-\u9fff]")
# 「…」⏎是仁渡。: a paragraph that only says who it was (手机响了。是李娟。 is the caller).
_ONLY_IS = re.compile(r"\s*(?:原来)?是(?:[\u4e00-\u9fff]{1,6}?的)?")  # 是三楼的王婶
_NAMING_GOES_ON = set("也是本")  # 乃吕蒙是也, 正是吕蒙本人


def identifications(text: str, names: list[tuple[int, int, str]]) -> list[tuple[str, str]]:
    """(label, name) pairs where a sentence says a described person is a named one.

    A sentence naming someone without a description names the one the sentence before
    described (一个白衣青年负手而立。正是内门的韩松); with none, the label is "" (眾視之，
    乃呂蒙也): it is then the described person who spoke last.
    """
    pairs = []
    last_described = ""  # 一个白衣青年负手而立。正是内门的韩松: the one just described
    someone_came = False  # 站起一个人来, with no description: the next sentence may name him
    for sentence_start, sentence in _sentences(text):
        named_at = {start - sentence_start for start, _end, _name in names}
        that_one = next(((m.group(1) or "", name) for start, end, name in names
                         if 0 <= start - sentence_start <= len(sentence)
                         and text[end:end + 1] != "的"  # (那人正是四凤的母亲: not 四凤)
                         and (m := _THAT_ONE_IS.search(sentence[:start - sentence_start]))), None)
        if that_one:  # 三个宪兵揪着一个人，那人正是冉阿让: that one, not the gendarmes
            pairs.append(that_one)
            last_described = ""
            continue
        people = [d for d in described(sentence) if d.end not in named_at  # not 师弟申公豹
                  and not (is_kin(d.label) and any(start <= sentence_start + d.start < end
                                                   for start, end, _name in names))]  # nor
        # 三嫂 of 王三嫂
        if not people:
            for start, end, name in names:
                at = start - sentence_start
                naming = (_IS_NAMED.search(sentence[:at])
                          or (_ONLY_IS.fullmatch(sentence[:at]) if sentence_start == 0 else None)
                          ) if 0 <= at <= len(sentence) else None
                after = text[end:end + 1]
                if naming and _HAN_CHAR.match(after) and after not in _NAMING_GOES_ON:
                    continue  # 乃夜驰入沛公军: then rode into his camp, no one named
                if naming and re.search("[他她]", sentence[:naming.start()]):
                    if last_described and re.match(r"\s*[他她](?!的)", sentence) \
                            and sentence[:naming.start()].rstrip()[-1:] in "，,":
                        pairs.append((last_described, name))  # 一个青衫少年…。他…，正是林少峰
                    break  # 小喜鹊抿着嘴笑。她本名叫秦桂香: whoever 她 is, not who spoke last
                if naming and re.search("的[\u4e00-\u9fff]{0,2}$", sentence[:naming.start()]):
                    break  # 阿勇的族名叫古拉斯: 阿勇's name, not the last speaker's
                if naming and (_someone_new(sentence[:naming.start()]) or (
                        someone_came and re.fullmatch(r"\s*[这那此]?", sentence[:naming.start()]))):
                    break  # 有人跑进来，…，正是阿胜; 地上跪着一个人，正是秦怀义;
                    # 墙角里站起一个人来。这就是胡三: the one come or seen there, not the
                    # last speaker (but 回头看去，人群里站着一个人，正是刘大 finds the one who
                    # shouted)
                if naming:  # with no subject of its own, it names the one just described
                    pairs.append((last_described if not sentence[:naming.start()].strip()
                                  else "", name))
                    break
        for found in people:
            if PLACE_BY.match(sentence, found.end) or sentence.startswith("的", found.end):
                continue  # 母亲房里那对枕头套，就是…: where, not who is named; 那是老太太的
                # 细妹梁惠玲: her sister is named, not she
            for start, end, name in names:
                at = start - sentence_start
                if found.end <= at <= len(sentence) and _IS_NAMED.search(sentence[:at]) \
                        and text[end:end + 1] != "的" \
                        and not _DONE_BY.match(text, end) \
                        and not _WHEN_IT_WAS.match(text, end) \
                        and not _someone_new(sentence[found.end:at]) \
                        and sentence[at - 1:at] not in "和与及跟同" \
                        and not _POINTS_OUT.search(sentence[found.end:at]):  # 这妇人便是四凤的母亲:
                    # not 四凤; 元帅尚未开言，…跳出一员将来，…正是牛皋: the new one, not 元帅;
                    # 原来是村上的神父和理发师: two people, not one
                    pairs.append((found.label, name))
                    break
        # the first one, its subject (not 皇帝 of 皇帝身后一个…人催马上前: only where)
        last_described = next((d.label for d in people if not PLACE_BY.match(sentence, d.end)),
                              "")
        someone_came = not people and _someone_new(sentence)
    return pairs


_LOOKS_ROUND = re.compile(r"只见|看去|望去|回头|回过头|转过头|抬头")
# 就是瑞莲没病以前绣的。: it was she who did it, a cleft naming the doer of a thing
_DONE_BY = re.compile(r"[^，,。！？；]{1,12}的[。！？；]")
# 三姑娘到河边来，正是德爷撑船回来的时候: when it was, not who she is
_WHEN_IT_WAS = re.compile(r"[^，,。！？；]{1,14}的?(?:时候|时节|当儿|光景)")


def _someone_new(text: str) -> bool:
    """有人跑进来, 地上跪着一个人, 站起一个人来, 拖出一个人来: someone new comes or is seen
    there (but 回头看去，人群里站着一个人 finds one already heard)."""
    return bool((ARRIVES.search(text) and re.search("有人|一个人", text))
                or re.search("[躺跪趴倒]着一?个人|站起一?个人", text)
                or STEPS_OUT.search(text)
                or (re.search("[着了出]一?个人", text) and not _LOOKS_ROUND.search(text)))


def _sentences(text: str) -> list[tuple[int, str]]:
    out, start = [], 0
    for match in re.finditer(r"[。！？!?；;]", text):
        out.append((start, text[start:match.end()]))
        start = match.end()
    out.append((start, text[start:]))
    return out


# Roles a quote can point at without a name: how a speaker calls himself (老衲, 贫道) or
# how he is called (大师, 道长, 掌柜的). Each role lists words of the labels that fill it.
_ROLES = {
    "monk": ("和尚", "僧", "大师", "禅师", "方丈"),
    "taoist": ("道士", "道人", "道长", "真人", "老道"),
    "elder": tuple(ELDER_WORDS | ELDER_KIN),
    "maid": ("丫鬟", "宫女", "侍女", "婢女", "使女"),
    "servant": ("太监", "公公", "小厮", "家丁", "仆人", "管家", "长随"),
    "shop": ("掌柜", "店家", "老板", "店主", "伙计", "小二"),
    "doctor": ("大夫", "医生", "郎中"),
    "nurse": ("护士",),
    "teacher": ("老师", "教师", "班主任"),
    "master": ("师父", "师傅", "裁缝", "厨师", "大厨", "木匠", "铁匠", "司机", "工匠"),
    "guest": ("客人", "顾客", "客官", "食客", "旅客", "客商"),
    "police": ("警察", "警官", "民警", "巡警"),
    "woman": ("妇人", "妇女", "女人", "老板娘", "太太", "大娘", "大妈", "大婶", "大嫂",
              "阿姨", "婆婆", "老妇", "老妪", "奶奶", "外婆", "姥姥"),
    "mother": ("母亲", "妈妈", "娘亲", "妇人", "老板娘", "太太"),
    "father": ("父亲", "爸爸", "爹爹", "老汉"),
}
_SELF_ROLE = re.compile(r"老衲|贫僧|贫道|老夫|老朽|奴婢|(?<![这那狗个的])奴才")
_SELF_ROLES = {"老衲": "monk", "贫僧": "monk", "贫道": "taoist", "老夫": "elder",
               "老朽": "elder", "奴婢": "maid", "奴才": "servant"}
# (at a clause start or after 谢/请/问…: 钱掌柜从码头回来了 speaks of him, not to him)
_CALL_ROLE = re.compile(r"(?:^|(?<=[，。！？!?、…\s])|(?<=[谢请问求见敬劳烦]))"
                        r"(?:大师|方丈|禅师|道长|真人|老人家|老伯|老丈|老爷子|掌柜的?|店家|"
                        r"老板|大夫|医生|郎中)")
_CALL_ROLES = {"大师": "monk", "方丈": "monk", "禅师": "monk", "道长": "taoist",
               "真人": "taoist", "老人家": "elder", "老伯": "elder", "老丈": "elder",
               "老爷子": "elder", "掌柜": "shop", "掌柜的": "shop", "店家": "shop",
               "老板": "shop", "大夫": "doctor", "医生": "doctor", "郎中": "doctor"}
# Words that call a role only as a bare vocative (「妈，…」, 「师父！」), never inside a
# sentence, where they mostly refer (我妈这几天…, 师父说过…).
_BARE_CALL = re.compile(r"(?:^|(?<=[，。！？!?…—、\s]))(护士|老师|师父|师傅|客官|警官|"
                        r"大娘|大妈|大婶|大嫂|大姐|阿姨|婆婆|妈妈|妈|娘|爸爸|爸|爹)"
                        r"(?=[，。！？!?…、]|$)")
_BARE_ROLES = {"护士": "nurse", "老师": "teacher", "师父": "master", "师傅": "master",
               "客官": "guest", "警官": "police", "大娘": "woman", "大妈": "woman",
               "大婶": "woman", "大嫂": "woman", "大姐": "woman", "阿姨": "woman",
               "婆婆": "woman", "妈妈": "mother", "妈": "mother", "娘": "mother",
               "爸爸": "father", "爸": "father", "爹": "father"}
# 老孙是个厨师, 老周是这家铺子的裁缝: the role a sentence gives a person.
ROLE_WORDS = tuple(sorted({w for words in _ROLES.values() for w in words}, key=len,
                          reverse=True))


def fills_role(label: str, role: str) -> bool:
    """A described person (老和尚) or kin (奶奶) who can be the role (monk, elder)."""
    return any(word in label for word in _ROLES[role])


# 奴家, 老娘, 本姑娘 / 老夫, 洒家, 小生: words a speaker calls herself or himself by that
# tell the speaker's sex (not inside a quote within the quote).
_SELF_FEMALE = re.compile(r"奴家|妾身|(?<![你他她的])老娘|小女子|本姑娘|本小姐|臣妾|嫔妾|老身|"
                          r"我一个女人|我们女人|我一个姑娘")
_SELF_MALE = re.compile(r"老夫|洒家|小生(?![意命活])|(?<![这那狗个的你他她])老子(?![曰云])|"
                        r"贫僧|老衲|本公子|本少爷|我一个大男人|我们男人|我一个男人")


def self_sex(inner: str) -> str | None:
    """The sex a line gives its speaker by how it names them: 「奴家…」 a woman."""
    inner = re.sub(r"[『‘][^』’]*[』’]", "", inner)  # what someone else said, quoted
    female, male = _SELF_FEMALE.search(inner), _SELF_MALE.search(inner)
    if female and not male:
        return "female"
    if male and not female:
        return "male"
    return None


# 「师姊，…」, 「大哥！」: a call by a title that says only the listener's sex.
_SEXED_CALL = re.compile(r"^(?:(?P<f>师姐|师姊|师妹|姐姐|妹妹|姑娘|小姐|嫂子|大嫂|大姐|阿姨|"
                         r"婶子|大娘|夫人|娘子)|(?P<m>师兄|师弟|大哥|兄弟|兄台|公子|少爷|小哥|"
                         r"大叔|大爷|老伯|先生|相公|官人))[，,！!。]")


def called_sex(inner: str) -> str | None:
    """The listener's sex a line opening with a title call gives (「师姊，…」: a woman)."""
    match = _SEXED_CALL.match(inner.lstrip())
    if match is None:
        return None
    return "female" if match.group("f") else "male"


def self_role(inner: str) -> str | None:
    """「老衲正是了尘」: the role the speaker gives himself."""
    match = _SELF_ROLE.search(inner)
    return _SELF_ROLES[match.group()] if match else None


def called_roles(inner: str) -> set[str]:
    """「多谢大师援手」, 「掌柜的，结账」: roles the quote speaks to."""
    found = {_CALL_ROLES[m.group()] for m in _CALL_ROLE.finditer(inner)}
    return found | {_BARE_ROLES[m.group(1)] for m in _BARE_CALL.finditer(inner.strip())}

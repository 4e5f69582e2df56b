"""Who can speak in a book: the character index and its discovery from the text.

Every lookup works on the OpenCC t2s form, so a name written in either script (or an
alias from voices.yaml written in the other one) matches.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property

from pipeline.config import Config
from pipeline.load import is_heading
from pipeline.model import Gender
from pipeline.script import to_simplified
from pipeline.tags import (
    AFTER_NAME,
    CLASSICAL_ACTS,
    CLASSICAL_I,
    CLASSICAL_PERSONS,
    ELDER_WORDS,
    GROUP,
    LOOKS_ONLY,
    LOOKS_TO,
    OBJECT_BEFORE,
    SPEECH_VERBS,
    THOUGHT_VERBS,
    WIVES,
    described,
    described_gender,
    extends_kin,
    is_inscription,
    is_person_word,
    is_title,
)

__all__ = [
    "COMPOUND_SURNAMES",
    "CRY_CHARS",
    "FUNCTION_CHARS",
    "SPEECH_VERBS",
    "SURNAMES",
    "THOUGHT_VERBS",
    "TRANSLITERATION",
    "CharacterIndex",
    "Mention",
    "build_index",
    "discover_characters",
    "guess_gender_from_name",
    "norm",
    "plausible_name",
]



# 阿爾芒‧德‧索里尼, 阿尔芒・德・索里尼: the dots other typesetters join a foreign name with.
_NAME_DOTS = str.maketrans({"‧": "·", "・": "·", "•": "·", "∙": "·"})  # (not ．, a full stop)


# Characters past the Basic Multilingual Plane, which the rules' [\u4e00-\u9fff] ranges miss.
_BEYOND_BMP = re.compile("[\U00010000-\U0010FFFF]")


def norm(text: str) -> str:
    """The t2s form every rule reads; 著 is folded too (t2s keeps it: 寫著 -> 写著), and
    the other middle dots (‧ ・ • ∙), wherever they stand, are · (one character for one:
    offsets hold). A character t2s would move beyond the BMP stays as written (蒍成, not
    𫇭成, is a name the rules can read)."""
    simplified = to_simplified(text)
    if _BEYOND_BMP.search(simplified) and len(simplified) == len(text):
        simplified = "".join(new if not _BEYOND_BMP.match(new) else old
                             for new, old in zip(simplified, text, strict=True))
    return simplified.replace("著", "着").translate(_NAME_DOTS)


# Titles that name the reigning emperor when a character claims them as aliases.
EMPEROR_TITLES = ("皇帝", "陛下", "皇上", "圣上", "天子", "万岁", "官家", "主上")

# 道 as in 知道/难道 is no speech verb; checked on the character before it.
NOT_SPEECH_BEFORE_DAO = set("知难味霸一大小街轨赤频声跑古车")

# A mood, spelled like a surname and a given name (母亲高兴起来了, 那双温和的眼睛); but after
# a surname (刘高兴) or called in a quote (「安心，…」) a given name too.
MOODS = frozenset({"高兴", "温和", "和蔼", "严肃", "严厉", "焦急", "冷静", "平静", "安心", "沉默"})
# Words that start clauses but never name a person.
STOP_WORDS = {
    "此时", "这时", "那时", "于是", "随即", "忽然", "只见", "只听", "原来", "然后", "接着", "他们",
    "她们", "我们", "你们", "大家", "众人", "有人", "有的", "有一", "这个", "那个", "一个", "这样",
    "那样", "先至", "好几", "必要", "关上门", "几乎", "关于", "如今", "一进", "时代", "安静",
    "打字", "写字", "刚才", "夜半", "中有", "忽闻", "古今", "仍旧", "莫知其", "欲止", "高血压",
    "将近", "一双", "外门", "内门", "炼气", "筑基", "目光平静", "按剑", "拔剑", "仗剑", "提剑",
    "拔刀", "抽刀", "横刀", "今儿", "咯噔", "高叫", "至于", "凌晨", "傍晚", "清晨", "深夜",
    "上午", "中午", "下午", "早上", "晚上",
    *MOODS,
    "吟罢", "言罢", "唱罢", "读罢", "念罢", "饮罢",  # 吟罢，又道: done reciting, as 说罢
    "早已", "恰好", "恰巧", "比划", "比画",  # (比划道: signing)
    "眼泪", "长剑", "卡车", "车厢", "墙角", "门铃", "红灯", "锅铲",  # things that open clauses
    "须发", "知道", "临走",  # 知道“不可能”这三个字, 临走前还瞪了他一眼
    "战兢兢",  # (战战兢兢 written short)
    "毕竟", "公司", "太阳", "左颊", "右颊", "左脸", "右脸",
    "包饺子", "外号",
    "如此", "所以", "因为", "因此", "因而", "从此", "为此", "但是", "可是", "不过", "只是",
    "还是", "又是", "大声", "低声", "高声",
    "轻声", "沉声", "厉声", "朗声", "笑着", "冷冷", "淡淡", "缓缓", "连忙", "急忙", "赶紧", "不禁",
    "不由", "终于", "已经", "正在", "现在", "今天", "明天", "昨天", "后来", "起初", "最后", "突然",
    "立刻", "马上", "便说", "又说", "也说", "说完", "过了", "半晌", "良久", "片刻", "回头", "抬头",
    "点头", "摇头", "笑了", "想了", "看了", "第二", "第一", "一面", "一边", "同时", "不料", "谁知",
    "哪知", "心想", "心中", "自己", "两人", "二人", "三人", "众将", "他俩", "她俩", "那人", "这人",
    "此人", "对方", "皇帝", "躬身", "方才", "明日", "明年", "今日", "次日", "当日", "随后", "说着",
    "说罢", "听了", "听罢", "见了", "看罢", "忙道", "便道", "又道", "也道", "答道", "问道", "笑道",
    "小人", "商量", "具言", "余众", "方始",  # 喝了一口，方始开口: then only (方 is also a surname)
    "许久", "霍地", "忽地", "蓦地", "猛地", "满脸", "满面", "满头", "满身", "满心", "满口", "登时",
    "顿时", "许多", "时候", "好像", "仿佛", "似乎", "左右", "对面", "声音", "嗓音", "齐声", "一齐",
    "只听得", "忽听得", "但听得", "拱手", "语气", "口气", "神色", "脸色", "眼神", "声调", "冷笑",
    "冷眼", "苦笑", "微笑", "大笑", "大怒", "大惊", "大喜", "大喝", "狂笑", "干笑", "陪笑", "赔笑",
    "含笑",
    "只顾", "只管", "眼睛", "后楼", "传旨", "降旨", "下旨",
    "兄妹", "兄弟", "姐妹", "姐弟", "父子", "母女", "夫妻", "夫妇", "母子", "父女", "婆媳", "师徒",
    "叔侄", "爷孙", "祖孙", "子孙",  # two people at once: 兄妹俩对视一眼
    "后院", "后门", "后屋", "后厨", "前厅", "抬起头", "低下头", "点点头", "摇摇头", "转过头",
    "回过头", "站起来",
    "一日", "一天", "一夜", "电话", "手机", "对讲机", "扬声器", "广播", "喇叭", "听筒", "屏幕",
    "耳机", "耳返", "解释", "补充", "回答", "提醒", "强调", "继续", "手电", "手电筒", "小声",
    "起身", "起来", "全体", "全队", "队伍", "站起", "站起身", "坐下", "坐下来", "半天", "半日",
    "好半天", "合掌", "合十", "沙哑", "尖细", "低沉", "头一", "头一回", "头一次", "杂音", "噪音",
    "抽血", "霍然", "露出", "驾驶", "半挂", "黑暗", "面罩", "回顾", "田埂", "扫帚", "话筒", "挺胸",
    "压低", "观众", "表情", "到底", "江湖", "单膝", "单手", "单腿", "后座", "前座", "后排", "前排",
    "约莫", "大约", "大概", "连声", "连连", "团队", "全班", "胡同", "巷子", "巷口", "但见", "却见",
    "忽见", "又见", "但听", "却听", "忽听", "中国", "日本", "美国", "英国", "法国", "德国", "俄国",
    "柳眉", "张口", "张嘴", "柳树", "杨树", "松树", "槐树", "桃树", "沙发", "上铺", "中铺", "下铺",
    "嗓门", "嗓子", "麦克风", "语音", "视频", "扩音器", "司令台", "久之", "言未", "东舍", "西舍",
    "话音", "然而", "人群", "人丛", "人堆", "嘴角", "马尾", "头发", "长发", "短发", "时间",
    "左看", "右看", "舱壁", "温柔", "毛巾", "毛笔", "纱帘", "门帘", "竹帘", "珠帘", "双手", "双脚",
    "双眼", "双腿", "双肩", "双膝", "十几", "几十", "头排",
    "天字", "地字", "玄字", "黄字", "步伐", "步枪", "步兵", "步子", "步行", "步履", "步调", "行至",
    "行到", "走至", "冰袋", "嘴唇", "眉头", "手指", "指尖", "云鬓", "云层", "云雾", "云彩", "云端",
    "云霄", "楚楚", "只得", "只好", "只能", "张大", "张开", "张望", "郑重", "右首", "左首",
    "报纸", "杂志", "剑尖", "刀尖", "枪口", "转过", "扭过", "侧过", "别过", "掉过", "冷哼", "大衣",
    "外套", "棉袄", "早饭", "午饭", "晚饭", "迟疑", "走到", "来到", "跑到", "赶到", "回到",
    "走进", "走出", "动物", "隔壁", "对街", "默然", "愕然", "怃然", "欣然", "怫然", "一会",
    "出来", "进来", "回来", "过来", "下来", "上来",  # (惟光…，出来禀道: he came out)
    "转向", "转身", "面向", "朝向", "走向", "望向", "看向",  # (法官转向罗杰斯：「…」)
    "东首", "西首", "南首", "北首", "上首", "下首",  # (西首那个跳起来道)
    "什么", "甚么", "怎么", "为什么", "怎样", "这么", "那么", "多么",  # (我趴着，什么也看不见)
    "一夕", "是夕", "少顷", "俄顷", "俄而", "须臾", "既而", "翌日",  # 文言 (少顷，鬼曰)
    "木叶", "万叶", "钦佩", "曼陀",  # spelled like names (叶, 钦, 陀 spell 叶尔莫莱)
    "听见", "看见", "听到", "看到", "瞧见", "望见",  # (听见楼上有人在问：「…」)
    "心里想", "心里", "心中想", "暗想", "心道", "暗道",  # (看着猴王，心里想：“…”: a thought)
    "敛容", "正色", "变色", "作色", "改容", "动容", "肃容", "敛衽",  # 文言 (斂容曰: composing
    # her face)
    "前世", "今生", "来世", "道袍", "长袍", "龙袍",  # (前世他当警察时, 道袍少女)
    "信封", "信纸", "合影", "遗照", "影像",  # (照片上的女人说: 照片 and 相片 by their 片)
    "色变", "面目", "步辄",  # 文言 (公色变曰)
    "曾经", "其实", "好似",  # (老师曾经在黑板上…说; 福伯挥挥手，好似赶蚊：)
    "变成", "成为", "化作", "化为", "变作",  # (变成她致词时用的那种声音：「)
    "大叫", "大喊", "大呼", "大骂", "活像", "电报",  # (大叫道; 活像一只; 付电报费)
    "好一会儿", "一会儿", "小区", "车间", "明儿", "昨儿", "接过", "甘当", "电视", "和气", "白粉",
    "苹果", "一半", "评论", "直播",  # (和气得我不认得; 白粉拍匀了; 一半上海话一半广东话地说)
    "或者", "民国", "笑容", "一时", "民兵", "上辈子", "下辈子", "这辈子", "秋千",
    "抚掌", "拊掌", "自家", "一下子", "拐杖", "包房", "旁听",  # (抚掌称快; 自家: Wu for oneself)
    "取出", "血压", "钱庄", "人家", "如果", "假如",  # (取出一叠纸来：)
    "为之", "日既",  # 文言 (时人为之语曰: made a saying of it; 日既昃: when the sun had set)
    "有几", "有两", "有点", "有点儿", "有些",  # (有几个人同时低声说, 有点腼腆地问道)
    "反倒", "反而", "倒是",  # (程咬金把脖子一伸，反倒凑上前去：)
    "尚未", "声道", "声说",  # (皇后尚未出声, 温声道: a manner of speaking)
    "闭门", "开门", "关门", "出门", "进门", "叩门", "敲门", "推门", "掩门",  # (闭门谓其徒曰)
    "周围", "眼珠子", "眼珠",  # (周围已经围上来, 眼珠子转了转)
    "俯伏", "跪奏", "出班",  # at court (孙秀，…，俯伏奏道)
    "自言", "自语", "自忖", "自念", "自叹", "自谓", "生为",  # 文言 (女…自言：, 生为拂拭几榻)
    "入见", "入谒", "进见", "士卒", "军士",  # 文言 (入见卬曰; 士卒皆呼: the soldiers, a crowd)
    "假装", "屁股", "名字",  # (假装在擦桌子, 屁股还没落座, 名字叫…)
    "哈萨克", "维吾尔", "蒙古", "吉尔吉斯", "塔吉克", "乌兹别克", "柯尔克孜", "鄂温克", "鄂伦春",
    "达斡尔",  # peoples (哈萨克人待客, 哈萨克话), never one of them
    "彼得堡", "圣彼得堡", "汉堡", "爱丁堡", "斯特拉斯堡", "萨尔茨堡", "海德堡", "匹兹堡",
    "约翰内斯堡",  # cities (兴登堡, spelled the same way, is a man)
}
# 年轻人全然不理会, 老远就喊, 人皆以为狂: how or when someone acts, never a name on its own
# (but 林依然, 向来福, 余人杰, 顾见龙 and 大队长 are names or people, so these are checked
# against the whole word only).
_NO_NAME_AS_A_WHOLE = frozenset({
    "全然", "根本", "丝毫", "压根", "毫不", "浑然", "竟然", "居然", "仍然", "依然", "果然",
    "显然", "当然", "猛然", "蓦然", "骤然", "断然", "毅然", "茫然", "恍然", "坦然", "淡然",
    "完全", "始终", "从来", "向来", "一直", "解放", "自然",
    "老远", "老早", "此刻", "此后", "当时", "顷刻",
    "时有",  # 时有一小女子…问曰: there was (but 时有福, surname 时)
    "以为", "顾见", "于吾", "以手", "余人",  # 文言 (顾见岸上有尘; 以手指之)
    "村人", "大队", "麦地", "菜地",  # (村人都走了; 大队部里; 麦地里有人喊)
    "年轻",  # (年轻的主妇说; but 年轻人)
    "应声", "何人"})  # 文言 (应声而叹者曰, 此何人也)
# 少林, 武当, 华山: a sect speaks through its people (华山两位长老), never as one of them.
SECTS = frozenset({"少林", "武当", "峨嵋", "峨眉", "华山", "昆仑", "崆峒", "青城", "嵩山", "衡山",
                   "泰山", "恒山", "点苍", "丐帮", "明教", "全真", "逍遥", "星宿", "古墓", "天山"})
STOP_WORDS |= SECTS
# 王遂曰, 翠环跪着, 米袋堆上: particles, pronouns, postures and heaps never part of a name
# (but 布袋和尚).
_BAD_NAME_CHARS = set("的了着是在说问们我你他她它这那没都就便把被个也又却遂曰谓跪躺蹲堆袋"
                      "咗嘅啲哋嘢冇唔喺佢")  # and Cantonese's (过咗, 佢哋)
# 叫我羊脂球。: the whole of what someone says she is called, up to where the words stop.
_SELF_NAMED = re.compile(r"(?:叫我|我叫)([\u4e00-\u9fff]{2,4})(?=[」”，,。！？!?、吧呀啊])")
# 搬开, 拿来, 抓紧: a verb and where it goes, an order shouted, not a name called.
_DONE_WITH = "开来去走住紧好起下上出回掉过稳"
# 拦住, 按住, 忍住: a verb and 住 (but 拴住 is a village boy's name).
_HOLDS = set("拦挡抓忍站记按扶拉揪拽抱搂捂压顶撑稳停止困缠绊拖扯握攥捉逮堵卡憋")
# 林远心想, 心中, 心里, 心头一热, 心下暗想: the heart, after a name, thinking (冰心下了床 is
# 冰心 getting up).
_IN_THE_HEART = re.compile("[想中里底]|[下头][一暗大微猛]")
# Monks' names open with 了 (了尘, 了凡, 了然); 了 before these is seldom the particle.
_MONK_NAME = re.compile("^了[尘凡空缘因悟然性净慧真觉]")
# 一目了然, 了然地笑道, 了然一笑: the word 了然, in a book that uses it so.
_UNDERSTOOD = re.compile("了然(?:地|一笑|于|之色|的)|目了然")
# Surnames of modern books (洪塔山, 厉天雄) that 文言 uses mostly as given names: 洪曰 is 曹洪
_SURNAMES_GIVEN_IN_WENYAN = "洪厉"
# Common surnames and name affixes: a word used often as a subject that starts or ends
# with one is taken as a name even when no speech tag names it.
SURNAMES = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶"
    "程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾"
    "毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关"
    "兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻"
    "祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿"
    "桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝海萧"
    "匡鞠荆冀郁胥栗燕楚鄢谌奚粟冼蔺阚扈晁芮阙邸雍辜裘亓邰赫逯茹慕嵇湛戎茅檀昝云禹狄步朴"
    "傅阎赖" + _SURNAMES_GIVEN_IN_WENYAN)
_NAME_HEADS = set("阿老小")
# Second characters that make a surname-like word a thing or a group (唐军, 高处, 白天, 米缸).
_CAMPS = set("营阵寨")  # 周营, 商阵: an army's camp, named by its side
NOT_GIVEN_NAME = set("军兵人国朝家们方面时里上下中前后内外边处天色子头仓灯命缸罐瓮") | _CAMPS
# Characters that spell foreign names (玛丽亚, 彼得, 伊万); a word made only of them is a
# name when it keeps opening clauses.
TRANSLITERATION = set(
    "阿埃艾安奥巴芭贝本比彼伯勃布查达黛德迪蒂杜多厄恩尔法菲费芬弗伏福盖戈格古哈海汉赫亨华霍"
    "基吉加贾杰捷金卡凯坎康柯科克肯库拉莱赖兰劳勒雷蕾里利莉丽列林琳留卢鲁路伦罗洛马玛迈麦曼梅"
    "蒙米密缪摩莫姆穆纳娜奈内尼妮涅纽诺欧帕佩皮珀普齐奇乔切琼丘萨塞瑟森莎沙舍什施斯松索塔泰坦"
    "汤特提托瓦万威维韦温文沃乌西希谢辛休雅亚扬耶伊因英尤约詹珍朱兹佐宁门娅佳蜜木露努夫娃波鲍钦陀叶"
    "丹丝")
# Two-character surnames (诸葛瑾, 司马懿, 欧阳锋).
COMPOUND_SURNAMES = {"诸葛", "司马", "欧阳", "上官", "东方", "慕容", "公孙", "夏侯", "皇甫", "令狐",
                     "独孤", "南宫", "西门", "长孙", "宇文", "尉迟", "澹台", "轩辕", "端木", "呼延",
                     "淳于", "申屠", "司徒", "司空", "钟离", "王孙"}
COMPOUND_SURNAME_RE = re.compile("|".join(sorted(COMPOUND_SURNAMES)))
# Japanese family names a translation or a colonial-era story calls people by (田中, 佐佐木),
# leaving out the commonest Chinese words (山下, 中山, 小川, 和田); the rest count only in a
# book that shows Japanese people (_japanese_in), since 谷口 and 村上 are words too.
JAPANESE_SURNAMES = frozenset({
    "佐藤", "铃木", "高桥", "田中", "渡边", "伊藤", "山本",
    "中村", "加藤", "吉田", "山田", "佐佐木", "松本", "井上",
    "木村", "清水", "山崎", "池田", "桥本", "阿部", "石川",
    "中岛", "石井", "前田", "冈田", "长谷川", "藤田", "后藤",
    "近藤", "村上", "远藤", "青木", "坂本", "斋藤", "福田",
    "太田", "西村", "藤井", "冈本", "藤原", "中野", "三浦",
    "原田", "中川", "松田", "竹内", "田村", "石田", "森田",
    "柴田", "酒井", "工藤", "横山", "宫崎", "宫本", "内田",
    "安藤", "岛田", "谷口", "大野", "高田", "丸山", "今井",
    "河野", "藤本", "村田", "武田", "杉山", "增田", "大冢",
    "菅原", "久保", "松井", "千叶", "岩崎", "樱井", "野口",
    "松尾", "野村", "菊地", "佐野", "大西", "杉本", "浅野",
    "北村", "椎名", "白石", "雪村", "大河原", "西园寺", "小野寺",
    "神田", "桐谷", "宫泽", "织田", "丰臣", "德川", "坂田",
    "黑泽", "渡部", "服部", "本田", "星野", "荒木", "水野",
    "秋山", "望月", "片冈", "二宫", "花泽", "日向", "相泽",
    "吉川", "土方", "冲田", "近卫", "东乡", "广田", "井口",
    "川岛", "坂井", "三岛", "芥川", "杉浦", "宫下", "早川",
    "大岛", "筱原", "小松", "三上", "川口", "北川", "西田",
    "中田", "福岛", "荒井", "永井", "石原", "桑原", "市川",
    "平田", "菊池", "熊谷", "小池", "大竹", "古川", "黑田",
    "尾崎", "堀田", "上原", "长野", "中西", "冈部", "森本",
    "宫田", "岩田", "松冈", "古田", "本间", "安田", "中泽",
    "秋元", "小西", "大久保", "江口", "坂口", "西川", "浅田",
    "松浦", "仓田", "田边", "富田", "米田", "樋口", "野田",
    "富冈", "涩谷", "新田", "水谷", "细川", "吉村", "矢野",
    "三宅", "宫内", "北野", "寺田", "绫濑", "有村", "桥口",
    "濑户", "二阶堂", "长泽", "仓木", "真田", "早坂", "白鸟",
    "高野", "冈崎", "筒井", "前川", "若林", "远山", "香川",
    "葛城", "古谷", "小田切", "神谷", "泽田", "滨田", "安西",
    "加贺", "汤川", "草薙", "松宫", "金田一", "明智", "浅见",
    "十津川", "御手洗", "夏目", "太宰", "川端", "宫部", "横沟",
    "沟口", "关根", "井坂", "财前", "栗原",
})
# A word ending in a place is a place (身后, 台下, 门外), not a name.
_PLACE_ENDS = set("后前上下里外边旁中内台面侧")
# 黄沙镇, 程家洼, 张家堡: a place (but 李建国镇长 is longer, and 兴登堡 a man)
_VILLAGE_ENDS = set("镇村洼寨屯湾垛集沟")  # (柳河集: a market town; 白杨沟)
_COUNTY = re.compile("(?<!知)县$")  # 柳沟县 (but 周知县 is its magistrate)
_SHOPS = "店铺馆栈"  # 洋货店, 棺材铺: a shop, never a name
_PLACE_SUFFIXES = set("城镇县坊" + _SHOPS)  # 长安城, 洋货店: the place a word names
_TWO_CHARACTER_PLACE_ENDS = set("子头处面口沟渠圈栏井街巷场洲滩塍埂")  # 院子, 码头, 沙洲, 田塍
# 洪水退了, 厉风刮过, 江水: a surname's character in a word for a thing (陈洪峰 is still a name)
_THINGS_AFTER_A_SURNAME = {"洪": "水灾涝流潮荒", "厉": "害鬼声色风", "江": "水面边"}
# 庄台上, 田塍上, 麦地里: a place and where on it (not 刘子上)
_BEFORE_ON_OR_IN = _PLACE_ENDS | set("塍埂地田")
_NOT_A_PLACE_AFTER = set("长主员定静府官")  # 李建国镇长, 林冲镇定: a title or a manner
_ENDS_A_NAME = set("，。！？、；：…—”」说道问答喊叫笑的")
_PLACE_AFTER = "上下里边旁前后"  # 屋檐下, 码头上: where things happen
# 林州点点头, 胡所笑了, 孟玉楼指了指: what only a person does right after the word (no place:
# 荆州城, 高原上)
_PERSON_DEEDS_AFTER = "点摇笑叹望问答皱愣哭喊骂瞪抬低指替迎扶拉推"
# 空中, 林里, 门外: ground, water, woods or a house, where one is (向空中, 老林里).
_OPEN_GROUND = "空地天水海林山屋门窗院河田野街房楼墙"
_PLACED_IN = _PLACE_AFTER + "中内外"  # 院子中, 舞台外: where a place that speaks is
_GONE_TO = re.compile(r"(?:[走跑来回赶奔冲游飞退逃搬]到|[进往从])$")  # 跑到码头, not 看到英台
# Verbs and particles that put a name after them (看见何远, 告诉林晓月, 乃吕蒙也).
_OBJECT_VERBS = {
    "乃", "即", "是", "为", "便", "又", "也", "就", "才", "却", "但", "而",
    "看见", "看到", "听见", "听到", "只见", "却见", "忽见", "发现", "遇见", "望见", "瞧见", "想起",
    "告诉", "问", "对", "和",
    "跟", "叫", "让", "请", "给", "被", "把", "向", "朝", "见", "喊", "等", "找", "陪",
    "带", "拉", "扶", "要", "催", "劝", "闻", "按",  # 按于谦的意思: as 于谦 meant
    "听",  # 我听苇弟说: heard him
    "虏", "擒", "斩",  # 虏梁王: 文言 verbs whose object is a person (召 is a surname: 召穆公)
}
_SPEECH_CHARS = set("笑声道说问叫喊语言曰答讲")
# Surnames that are far more often words of their own (和 and, 向 towards, 于 at).
FUNCTION_CHARS = set("和向于与同把被对给让叫在为时成应万明从连将也还又都再就才只而及除可名偏却")
_DOUBLED_WORDS = set("淡冷慢静轻缓默悄渐常刚偷紧死狠好早远久快匆连频微暗呆傻怔"
                      "拍摸看想揉搓摇摆挥眨试走听问说擦抖舔拉推扯敲捏踢瞧尝聊等"
                      "哈低喃款徐怯痴愣急忙恨")  # 拍拍他; 哈哈一笑, a laugh;
# 低低道 (but 细细, 幽幽 are children's names too)
# 重重的拍, 深深一揖, 长长地叹: manners too, but 高高, 深深, 长长 are children's names as often,
# so a quote calling them (「高高，洗手去。」) makes them a name.
_DOUBLED_MANNERS = set("重深沉长高稳牢")
_NAME_TAILS = set("儿哥姐嫂婶叔伯爷娘妹弟公婆")
_PUNCT = "，。！？；：、,.!?;:…—「」『』“”‘’\"'（）()《》 \t\r\n"
_CLAUSE_SPLIT = re.compile(f"[{re.escape(_PUNCT)}]+")
_HAN = re.compile(r"^[\u4e00-\u9fff]+$")

_FEMALE_MARKS = ("夫人", "小姐", "姑娘", "娘子", "公主", "郡主", "县主", "皇后", "太后", "贵妃",
                 "母亲", "太太", "老太", "姨太", "大婶", "丫头", "丫鬟", "媳妇",
                 *"女娘妃嫂婆妈姐妹姑婶姨奶妻氏后")
_MALE_MARKS = ("老太爷", "先生", "老爷", "将军", "公子", "少爷", "大人", "皇帝", "城主", "掌柜",
               "天子",
               "父亲", "太尉", "员外", "和尚", "道士", "书生", "小二",
               *"王帝公爷兄弟哥叔伯爸侯君郎翁主相")
_FEMALE_NAME_CHARS = set("月雨芳丽娟婷燕秀梅兰莲琴霞凤萍娥姬嫣媛娜妍珠翠莺黛钗晴湘婉蓉薇"
                         "眉娇媚妮琳瑶倩怡婕菲莉萱静洁玲敏慧颖艳娴婉雯珊琪欣璇霜桃"
                         "晓蕾蕊悦朵璐菁晶婧曼蔓芬秋蔚蓁丹彤嬢姝蓓莹娅娣婵妞雪环")
# Translated given names that say their bearer's sex (玛丽亚, 罗伯特·乔丹), which the
# pronouns of a crowded scene may not.
_FOREIGN_WOMEN = frozenset({
    "玛丽", "玛丽亚", "玛利亚", "安娜", "伊丽莎白", "凯瑟琳", "露西", "艾米丽", "苏珊", "索菲亚",
    "索菲娅", "娜塔莎", "卡捷琳娜", "奥尔加", "海伦", "萨拉", "劳拉", "朱莉娅", "罗莎", "克拉拉",
    "玛格丽特", "比拉尔", "伊莎贝尔", "多萝西", "简", "艾玛", "爱丽丝", "阿丽思", "玛莎", "贝丝",
    "艾米", "梅格", "塔季扬娜", "娜塔莉", "薇拉", "柳芭", "冬妮娅", "玛德莱娜", "奥黛特",
    "凯", "阿米娜", "肯顿",
    # English names as Hong Kong, Taiwan and office novels write them
    "Mary", "Lily", "Amy", "Cindy", "Jenny", "Susan", "Helen", "Joyce", "Linda", "Lisa",
    "Anna", "Emma", "Grace", "Rose", "Alice", "Kate", "Sally", "Judy", "Wendy", "Vivian",
    "Tina", "Sophie", "Coco", "Angela", "Michelle", "Jessica", "Cathy", "Maggie", "Nancy",
    "Elaine", "Annie", "Fiona", "Jane", "Sarah", "Rachel", "Emily", "Iris", "Ivy", "Bella",
    "Christine", "Karen", "Kitty", "Mandy", "Peggy", "Queenie", "Winnie", "Yvonne", "Zoe",
})
_FOREIGN_MEN = frozenset({
    "约翰", "罗伯特", "詹姆斯", "威廉", "彼得", "保罗", "亨利", "查理", "托马斯", "乔治",
    "迈克尔", "理查德", "伊万", "安德烈", "尼古拉", "谢尔盖", "巴勃罗", "胡安", "卡洛斯",
    "安塞尔莫", "奥古斯丁", "弗朗索瓦", "皮埃尔", "雅克", "汉斯", "卡尔", "弗里德里希", "亚瑟",
    "爱德华", "查尔斯", "大卫", "马克", "汤姆", "杰克", "哈利", "吉姆", "斯捷潘", "阿列克谢",
    "德米特里", "米哈伊尔", "哈里",
    "Eric", "Kevin", "Peter", "John", "David", "Michael", "Tony", "Kenneth", "Paul", "Mark",
    "Tom", "Jack", "James", "William", "Henry", "Charles", "George", "Richard", "Robert",
    "Steven", "Andy", "Alan", "Ben", "Bill", "Bob", "Frank", "Gary", "Jason", "Jimmy",
    "Johnny", "Leo", "Martin", "Patrick", "Raymond", "Sam", "Simon", "Vincent", "Jerry",
    "Edward", "Daniel", "Jeff", "Ken", "Mike", "Nick", "Philip", "Roger", "Stanley", "Victor",
})
# 丽, 莉, 娜… inside a foreign name spell a woman's (格丽塔, 玛丽安); men's use 利, 纳.
_SPELLS_A_WOMAN = frozenset("丽莉娜娅妮黛蕾")
# Characters common in men's given names (建国, 张伟, 李强): read when no title decides.
_MALE_NAME_CHARS = set("国军强伟刚勇毅峰磊涛斌浩杰鹏龙虎雄彪豪栋梁辉兵武超亮"
                       "川山海江河远松柏森岩铁柱根栓锁明平顺德志成福贵才忠义东飞俊宇航"
                       "舟坤彬锋凯昊皓泽哲铭升旺发财宏洪鑫骏驰砚晖")


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    name: str  # canonical


@dataclass(frozen=True)
class CharacterIndex:
    """Canonical names, their aliases and genders; every lookup on the t2s form."""

    names: tuple[str, ...] = ()
    surfaces: Mapping[str, str] = field(default_factory=dict)  # t2s surface -> canonical
    genders: Mapping[str, Gender] = field(default_factory=dict)
    emperor: str | None = None  # who 朕 and 陛下 refer to, when known
    configured: frozenset[str] = frozenset()  # names that come from voices.yaml

    def canonical(self, text: str) -> str | None:
        return self.surfaces.get(norm(text))

    @cached_property
    def names_a_woman(self) -> bool:
        return any(gender == "female" for gender in self.genders.values())

    def gender(self, name: str) -> Gender:
        if name == "她":
            return "female"  # the nameless 她 of a book that names no woman (灵山)
        return self.genders.get(name, "unknown")

    @cached_property
    def _pattern(self) -> re.Pattern[str] | None:
        if not self.surfaces:
            return None
        ordered = sorted(self.surfaces, key=lambda s: (-len(s), s))
        return re.compile("|".join(re.escape(s) for s in ordered))

    def mentions(self, normalized: str) -> list[Mention]:
        """Leftmost-longest mentions in a t2s text (李世民 is never read as 李世)."""
        if self._pattern is None:
            return []
        return [Mention(m.start(), m.end(), self.surfaces[m.group()])
                for m in self._pattern.finditer(normalized)
                if not extends_kin(m.group(), normalized[m.end():m.end() + 1])]


def build_index(config: Config, discovered: Iterable[tuple[str, Gender]] = (),
                aliases: Mapping[str, str] | None = None,
                emperor: str | None = None) -> CharacterIndex:
    """Merge voices.yaml characters (which win) with discovered (name, gender) pairs.

    ``aliases`` maps extra surfaces to canonical names (e.g. a given name to a full
    name); ``emperor`` names who 朕 refers to when no configured character claims a title.
    """
    names: list[str] = []
    surfaces: dict[str, str] = {}
    genders: dict[str, Gender] = {}
    configured = set()
    for character in config.characters:
        names.append(character.name)
        configured.add(character.name)
        genders[character.name] = character.gender
        for surface in (character.name, *character.aliases):
            surfaces.setdefault(norm(surface), character.name)
            if norm(surface) in EMPEROR_TITLES and emperor is None:
                emperor = character.name
    for name, gender in discovered:
        key = norm(name)
        if key in surfaces:
            known = surfaces[key]
            if genders.get(known, "unknown") == "unknown" and gender != "unknown":
                genders[known] = gender
            continue
        names.append(name)
        surfaces[key] = name
        genders[name] = gender
    for surface, name in (aliases or {}).items():
        target = surfaces.get(norm(name), name)
        if target in genders:
            surfaces.setdefault(norm(surface), target)
    if emperor is not None:
        emperor = surfaces.get(norm(emperor), emperor)
        if emperor in genders:
            for title in EMPEROR_TITLES:
                surfaces.setdefault(title, emperor)
        else:
            emperor = None
    for name, gender in list(genders.items()):
        if gender == "unknown":
            genders[name] = guess_gender_from_name(norm(name))
    return CharacterIndex(tuple(names), surfaces, genders, emperor, frozenset(configured))


def guess_gender_from_name(name: str) -> Gender:
    """Titles first (王妃, 城主), then characters common in women's given names."""
    by_title = _gender_by_title(name)
    return by_title if by_title != "unknown" else _gender_by_characters(name)


def _gender_by_title(name: str) -> Gender:
    """What a title or a known foreign first name says (王妃, 城主, 密斯林, 玛丽)."""
    if name.startswith("密斯") and not name.startswith("密斯脱"):
        return "female"  # 密斯林: Miss Lin (but 密斯脱王, 史密斯)
    for mark in sorted(_FEMALE_MARKS + _MALE_MARKS, key=len, reverse=True):
        if mark == "君" and (len(name) == 3 or (len(name) == 2 and name[0] not in SURNAMES)):
            continue  # 李君 is Mr Li, 信陵君 a lord; 林怡君, 香君: their calls and pronouns tell
        if name.endswith(mark) or (len(mark) > 1 and mark in name):
            return "female" if mark in _FEMALE_MARKS else "male"
    if len(name) == 3 and name[0] in SURNAMES and name[1] == "老":
        if name[2] not in _ELDER_TITLE_TAILS | _WOMANLY_ENDS:
            return "male"  # 朱老忠, 冯老兰: an old man's village name (not 王老太)
        elder = described_gender(name[1:])
        if elder != "unknown":
            return elder  # 宋老汉, 王老太 (but 张老板, 李老师: either)
    first = name.split("·")[0]
    if first in _FOREIGN_WOMEN:
        return "female"
    if first in _FOREIGN_MEN:
        return "male"
    return "unknown"


def _gender_by_characters(name: str) -> Gender:
    """What the characters of a given name suggest (秀英, 建国, 格丽塔): often, not always,
    right (陈知秋 is a prince's son)."""
    first = name.split("·")[0]
    if first == "乔":
        return "female"  # Jo of Little Women, but as often Joe: the pronouns overrule it
    if len(name) >= 2 and name[-1] in _FEMALE_NAME_CHARS \
            and not (len(name) == 2 and name[0] in SURNAMES and name[-1] == "环"
                     and name[0] not in _FEMALE_NAME_CHARS | _COLOURS):
        return "female"  # (翠环, 杨玉环, 金环; but 贾环 is a man)
    if spelled_out(first) and (first[-1] == "丝" or set(first[:-1]) & _SPELLS_A_WOMAN
                               or (len(first) >= 4 and first[-1] == "亚"
                                   and not first.endswith(("烈亚", "迦利亚", "巴底亚")))):
        return "female"  # 罗丝, 格丽塔, 安娜贝尔, 丽斯贝特, 阿米尼亚 (-ia; but 科里亚 is a man,
        # and so are 安德烈亚 (Andrea) of Italy, 撒迦利亚 and 俄巴底亚)
    if len(name) == 3 and name[-1] == "芝":
        return "female"  # 何兰芝 (but 邓芝 of Shu is a man)
    if len(name) >= 2 and name[-1] in _MALE_NAME_CHARS:
        return "male"
    return "unknown"


_VERB_RE = "|".join(re.escape(v) for v in sorted(set(SPEECH_VERBS + THOUGHT_VERBS),
                                                  key=len, reverse=True))
# A clause right before an opening quote: ...NAME<manner>VERB[：，]「  or  ...NAME<manner>：「
_TAG_BEFORE = re.compile(rf"([^{re.escape(_PUNCT)}]{{2,16}}?)(?:{_VERB_RE})?\s*[：:，,]?\s*[「“『]")


def _clause_starts(text: str) -> Iterable[str]:
    for clause in _CLAUSE_SPLIT.split(text):
        if clause:
            yield clause


def plausible_name(word: str) -> bool:
    """Could be a name: Han characters, no manner word (高声, 方才), no particle (说了),
    no speech word (冷笑)."""
    return _valid_candidate(word) and not set(word) & _SPEECH_CHARS


# Words that are also given names after a surname (刘大喜; but 张良久之: 张良, long after).
_GIVEN_LIKE = frozenset({"大喜", "民国", "民兵"})  # (张民国, 王民兵: given names)
# 那边, 那天, 那位: that side, that day, that one; no name like 那五 (那头 on a phone and
# 那厮 are still someone who speaks).
_THAT_ONE_OF = set("边里天位人些样么儿时会年")  # (那年轻人: that young man)
# 只低, 把祥子, 都说, 趁邓迪(转身), 当邓迪(走进): a word before a name or a verb, opening no
# name by itself.
_BEFORE_A_NAME = "往朝跟把被给让与靠从不只才就都也还又再而却便用字姓据另冲独唯趁乘当借"
# 对天说道 four times, 很快, 每一, 则(景公): words that open no name even when tagged often
_ON_THE_GROUND = set("里上下头方面板主道步盘")  # 地里, 地上, 地方: the ground, not a manner
_TURNS_TO = re.compile("[起过][头身脸][来去]$")
_NEVER_OPENS_A_NAME = "对很像尽每则忙"  # (忙扯住酒保)


# 腰弯得, 头低得, 脸红得: a body part and how far it goes, opening a clause
_BENDS = frozenset("腰头脸手眼背身脚腿嘴")
# 见过人炒金, 听过这话: what one has done before (not 杨过, a given name after a surname)
_DONE_BEFORE = frozenset("见看听去做说到遇吃试想读写")


def _valid_candidate(word: str, adverb_first: bool = False) -> bool:
    """Could be a name by its characters; ``adverb_first`` lets it open with 都, 才 or 那,
    as 都红 and 那五 do once the book has tagged them often."""
    judged = word[1:] if adverb_first and word[:1] in _BEFORE_A_NAME + "那" else word
    return (bool(_HAN.match(word)) and word not in STOP_WORDS and word not in _SAYING
            and word not in _NO_NAME_AS_A_WHOLE
            and word not in _WEEKDAYS and not _DURATION.fullmatch(word)
            and not (len(word) == 2 and word[1] in _THINGS_AFTER_A_SURNAME.get(word[0], ""))
            and word[:2] not in STOP_WORDS and word[:3] not in STOP_WORDS  # 半晌才, 扬声器里
            and (word[1:] not in STOP_WORDS  # 生心中: 生 (the scholar) and 心中
                 or (len(word) == 3 and word[0] in SURNAMES and word[0] not in FUNCTION_CHARS
                     and word[1:] in _GIVEN_LIKE | MOODS)  # 刘大喜, 刘高兴 (but 刘大怒)
                 or (len(word) == 3 and word[0] in "小二" and word[1:] == "明儿"))  # 小明儿
            and (len(word) < 4 or word[-2:] not in STOP_WORDS)  # 剑灵忽然: 剑灵, then 忽然
            and not (set(_MONK_NAME.sub("", judged.replace("布袋", ""), count=1))
                     & _BAD_NAME_CHARS - _sounds_spelled(word))
            and (word[0] != word[1:2]  # 淡淡道, 冷冷地; but 达达尼昂 is spelled out
                 or (len(word) >= 3 and spelled_out(word)))
            and not re.match(f"[{''.join(sorted(_NUMERALS))}]+[{''.join(sorted(_COUNTERS))}]",
                             word)  # 一名, 两个, 七八张(嘴)
            and not (word[0] == "一" and word[1:2] in _COUNTERS_OF_ONE | {"老"})  # 一老(者)
            and not (len(word) == 3 and word[1] == "一"
                     and word[2] in "个只件张把条位名副双对顶")  # 戴一副(眼镜); but 一副, the mate
            and not (word[-1] == "点" and set(word[:-1]) <= _DIGITS)  # 八点
            and not (len(word) >= 3 and set(word) <= _DIGITS)  # room 五一二
            # 只低, 字子静, 据刘有才, 另一部, 冲祥子(挤眉弄眼): a word, a courtesy name, a
            # source or a direction before a name
            and (word[0] not in _BEFORE_A_NAME or word[:2] in ("独孤", "独眼", "独臂")
                 or adverb_first)  # 独文若虚闲不住: only 文若虚 (but
            # 独孤求败, 独眼汉子)
            and (word[-1] not in "跟往朝与对把被给让在从"  # 林晚让(他), 鹿三从(人群里)
                 or word[-2:-1] == "阿")  # (but 冉阿让: a given name after 阿 ends anyhow)
            and not _INDOORS.search(word) and not _HOMESTEAD.search(word)
            and not _HOUSEHOLD.match(word)
            and not GESTURE.match(word) and not _AS_SOON_AS.match(word)
            and not word.endswith("一人")  # 座上一人: one of those seated, a description
            and not (len(word) >= 3 and word.endswith("一眼"))  # 看了旁听席一眼
            and not (len(word) >= 3 and word[-2:] in ("里有", "上有", "中有", "内有"))  # 竹林里有人
            and not (len(word) == 2 and word[1] == "伊" and word[0] in "看叫问对给让帮同搭")
            # (看伊一眼, 搭伊讲: Wu and Min 伊, him or her)
            and not _TURNS_TO.search(word)  # 仰起头来, 转过身去
            and word[0] not in _NEVER_OPENS_A_NAME
            and not (word[0] == "一" and word[1:2] in "起齐同直边面脸口本并路向旁")  # 一起嚷嚷,
            # 一本正经 (but 一藏, 一休)
            and not (word[0] == "正" and word[1:2] in "要在想欲待好")  # 正要说
            and not (word[1:2] == "出" and word[0] in "做装摆露")  # 做出一副…的神气
            and not (len(word) == 2 and word[1] in "起片像" and word[0] not in SURNAMES)
            # 扬起(独臂), 挥起, 照片, 画像: a deed or a picture (but 白起, 吴起)
            and not (word[-1] in "而但" or (len(word) == 2 and word[-1] == "则"))  # 顾生而
            # (笑曰), 翁但(…), 生则: 文言 (but 陆正则 is a physician's full name)
            and not (len(word) == 2 and word[1] == "色" and word[0] in _COLOURS)  # 黑色(的人)
            and not (len(word) == 3 and word[1] == "得" and word[2] in "像很要直发不")  # 冷得像
            and not (len(word) == 2 and word[1] in "车船" and word[0] in "汽马牛火轿小渡轮帆")
            and not (len(word) == 2 and word[1] == "到")  # 凑到(她跟前), 走到: a verb
            and not (len(word) == 2 and word[1] == "完" and word[0] not in SURNAMES)  # 念完
            and not (len(word) == 2 and word[1] == "住" and word[0] in _HOLDS)  # 拦住道
            and not (len(word) >= 3 and word[-1] in "不没")  # 与上官不协: 上官, then not
            and not (word[1:2] in "不没" and (len(word) == 2  # 弘不(以为然)
                                              or word[2:3] in "上得了住出来去起到"))  # 顾不上
            and not _LOOKS_ONLY.match(word)
            and not _WEARING.match(word)
            and not (word[1:2] == "之" and word[2:3] in _KIN_OF)  # 安之子: 安's son
            and not (len(word) >= 3 and word[1] == word[2]
                     and word[0] in _MANNER_BEFORE_DOUBLED
                     and word[0] not in SURNAMES)  # 笑嘻嘻, 慢悠悠地 (but 八格格, 乐媛媛)
            and not (len(word) == 2 and word[1] == "得"  # 笑得(发抖): how; but 彼得 is Peter
                     and word[0] not in TRANSLITERATION)
            and not (len(word) == 3 and word[1] == "得" and word[2] in "能要像直不")  # 冷得能
            # (冻住一杯酒): how cold (but 李得胜 is a name)
            and not (word[0] == "何" and word[1:2] in _HOW)  # 奴婢何敢: how dare I
            and not (word[0] in SURNAMES and word[1:2] == "乃")  # 王乃曰 (but 绫乃, 雪乃)
            and not (word[0] in CLASSICAL_PERSONS and len(word) > 1
                     and word[1] in "大将谢" + CLASSICAL_ACTS)  # 生大惊, 僧合掌, 生将(符), 生谢曰
            and not (len(word) == 3 and word[2] == "得" and word[0] in _BENDS)  # 腰弯得(比他还低)
            and not (len(word) == 2 and word[1] == "过" and word[0] in _DONE_BEFORE))  # 见过(人)


# 小心翼翼, 忧心忡忡, 兴致勃勃: doubled tails that finish a four-character manner and never
# stand alone (马铁生长长地吐了口气 is a name and a manner).
_IDIOM_TAILS = set("翼忡勃奕凛汹耿")
# 一听, 一愣, 一边: what one does at once after a name (一休一听), no second deed of a pair.
_AT_ONCE = set("听愣怔惊呆看见把边面")


def two_deeds_at(text: str, start: int, end: int) -> bool:
    """边跑边喊, 一跑一喊: the two characters at text[start:end] are the first of two deeds
    done at once, not a name (but in 一休一听 一休 hears)."""
    return end - start == 2 and text[start] in "边一" and text[end:end + 1] == text[start] \
        and not (text[start] == "一" and text[end + 1:end + 2] in _AT_ONCE)

_NOT_JAPANESE = set("小老大阿")  # 小也子: no 美也子


def _sounds_spelled(word: str) -> set[str]:
    """欧也妮: 也 between two spelling characters spells a sound (not 他也, 露西也来);
    美也子, 沙也子: a Japanese woman's name."""
    if len(word) == 3 and word[1] == "也" and (
            (word[0] in TRANSLITERATION and word[2] in TRANSLITERATION)
            or (word[2] == "子"
                and word[0] not in FUNCTION_CHARS | _BAD_NAME_CHARS | _NOT_JAPANESE)):
        return {"也"}
    return set()


def _narration(text: str) -> str:
    """The text with every quote replaced by a sentence end: what the narrator says."""
    return QUOTES.sub("。", text)


def is_classical(text: str) -> bool:
    """Written in 文言: 曰 three times or more (生曰, 师云)."""
    return text.count("曰") >= 3


QUOTES = re.compile(r"「[^」]*」|“[^”]*”")
_WEEKDAYS = frozenset(f"{week}{day}" for week in ("周", "星期", "礼拜")
                      for day in "一二三四五六日天末")  # 周一早上八点五十，…: not 周 一
# 口里, 鼻孔里, 心里: where in the body a sound or a thought comes from.
_BODY_HOLDS = frozenset({"口", "嘴", "嘴巴", "鼻孔", "鼻子", "心", "手", "眼", "眼睛", "肚", "肚子",
                         "怀", "耳朵", "喉咙", "嗓子"})
# 红尾巴, 白胡子, 大脑袋: a nickname after a body part, which alone is the part, not him.
_BODY_PARTS = _BODY_HOLDS | {"尾巴", "下巴", "胡子", "脑袋", "肩膀", "翅膀", "爪子", "头发", "眉毛",
                             "胳膊", "脖子", "屁股", "肚皮", "鼻头", "眼珠"}
# 三年前, 十天后: a stretch of time, no name (七月, 八千岁 and 十三妹 are names).
_DURATION = re.compile("[一二两三四五六七八九十百千几半]+(?:个月|[年天][前后]?)")
_SAYING = frozenset(SPEECH_VERBS + THOUGHT_VERBS)  # 叫道, 冷笑: how one speaks, no name
_COLOURS = set("黑白红黄青蓝绿紫灰褐棕金银")
# 戴毛线帽(的老人), 挑荸荠(的): what someone wears or carries, before 的 and who they are
# (but 戴宗)
_WEARING = re.compile(r"戴.*[帽镜巾罩套]|[穿披挑扛拄叼]")
_LOOKS_ONLY = re.compile(LOOKS_ONLY + "$")  # 青脸, even after 青 or 白
CLASSICAL_PARTICLES = set("乃亦已自竟遂即复皆尚犹且尝")  # what follows a one-character name in 文言
_ADVERBS = CLASSICAL_PARTICLES - {"自"} | {"未"}  # 王未有以应, but 李自成
# 刘闻之, 刘面赤: deeds after a surname used alone, never the end of a given name (云, 道 are).
_DEEDS_AFTER_SURNAME = set("闻谓问笑怒叹惊愕揖顾泣叱叩拜退俯面")
_RULERS = set("王公侯君帝")  # 文言 rulers, called by their title alone
# 谟独立: 谟 alone; 陈泣曰: 陈 wept (but 云 is also "said", and 赵云 a name).
# 权抚其背曰, 勒亲为之酌: a hand laid on, or done in person, by one called by a given name
_HANDS_ON = set("抚执亲")
_AFTER_GIVEN_ALONE = CLASSICAL_PARTICLES | set("独泣笑怒叹喜惊愕辞") | _HANDS_ON
# 信谢, 何下马, 云回顾, 何大喜: what a man called by his given name does (下, 谢, 回, and 大
# of 大喜 and 大怒) when the text also writes him in full (韩信, 萧何).
_GIVEN_NAME_ACTS = set("下谢拜揖起大回")
_TOWARDS = set("向与为从对谓时")  # 向冲, 与冲: towards 冲, with 冲; 时陈: then 陈
# 而, 至, 于 tie 文言 verbs (顾而问曰, 归至斋门): no name has one second, or 至 first
CLASSICAL_LINKS = frozenset("而以于至其")
# 院子里, 门外, 屋里, 帘子后面: where someone is, not who.
_INDOORS = re.compile(r"[子间屋院门窗头仓棚厅][里外上下边内口]$|[前后里外上下]面$|"
                      r"[舱房车院庙殿厅柜楼]门$|舱$|"
                      r"(?:跟前|面前|身边|旁边|身后|背后)$|"  # (证人)席跟前
                      r"[台山壁桌床]跤$")  # 台跤: below the stage, in Taiwanese
# 光一走, 他一愣: "as soon as", not a name like 赵一诺.
_AS_SOON_AS = re.compile(r"^.一[走看说听愣来去到出进动停拍推喊叫]$")
_SURNAME_CHAR = re.compile(f"[{''.join(sorted(SURNAMES))}]")
# 班超, 班固: surnames of the histories, too often words (班长, 上班) to count outside 文言.
_CLASSICAL_SURNAMES = "班"
_CLASSICAL_SURNAME_CHAR = re.compile(f"[{''.join(sorted(SURNAMES))}{_CLASSICAL_SURNAMES}]")
# 都叫他「飞毛腿」, 外号“老炮”: a nickname given in quotes.
_QUOTED = re.compile(r"[「“][^」”]*[」”]")
_SPELLING_CHARS = "".join(sorted(TRANSLITERATION))
# 外号叫「飞毛腿」, 外号，叫“一把抓”, 都叫他二秃子。, 都管他叫“泥鳅”, 背后喊他“段老虎”
# (not 喊她“回来”, nor 私下里叫她小心。)
_NICKNAME_GIVEN = re.compile(r"(?:(?:都|大家|人人)[就也便都]?(?:[叫喊称][他她]|管[他她][叫喊])|"
                             r"(?:背后|背地里|私下里?)[就也便都]?(?:叫|喊|称)(?:他|她)(?=[「“])|"
                             r"外号|绰号|诨号|人称|艺名|(?<=[个個])花名|(?<=[他她]的)(?:花名|名字)|网名|昵称|暱称)"
                             # (她的名字叫“鸢尾”; not 我的 or 狗的名字; 起了个花名, not
                             # 那株花，花名叫“夜来香”)
                             r"(?:[，,]?叫[作做]?|是|作)?(?:[「“]([\u4e00-\u9fff]{2,5})[」”]"
                             r"|([\u4e00-\u9fff]{2,4})(?=[。；]))")
# 锅底脸便叫她「小瘦丫头儿」, 村里人便叫她“说了算”: a name for her, taken only when it is a
# description made a nickname (_nickname_around_a_description) or opens a clause of the
# narration (就喊他“回家” calls him home: 他不肯回家 opens none).
_NICKNAME_CALLED = re.compile(r"(?<=[便就])(?:叫|喊|称)(?:他|她)[「“]([\u4e00-\u9fff]{2,5})[」”]")
# What makes a description a nickname around it: 小瘦丫头儿, 老黑汉子 (not 那个老头子).
_NICKNAME_PARTS = set("小老阿儿大")
# 操曰, 操急令…曰: one character opening a clause of 文言 that says something.
_GIVEN_ALONE = re.compile(r"(?:^|(?<=[，。！？；：」”\n]))([\u4e00-\u9fff])"
                          rf"(?=[{CLASSICAL_ACTS}]|[\u4e00-\u9fff]{{1,5}}曰)")
# 笑嘻嘻, 冷冰冰, 慢吞吞: how someone does something, before a doubled syllable.
_MANNER_BEFORE_DOUBLED = set("笑哭慢静热甜软硬急懒傻呆沉亮")  # (冷, 乐, 香: surnames)
_HOW = set("敢必故况曾尝苦妨须")  # 何 asking, not a surname: 何敢, 何必 (but 何以宁)
# 狮子问他: the animals of a fable, tagged as speakers, that end in 子 like 院子 (the
# place rule would drop them). 兔子 is left out: a toy rabbit passed round is tagged too.
_FABLE_ANIMALS = {"狮子", "猴子", "豹子", "驴子"}
_KIN_OF = set("子女妻弟兄父母孙侄甥婿")  # 安之子, 某之妻: someone's kin, after 之
# 阳平公融, 中山公诜: a prince goes by his fief and title before the given name.
_FIEF = re.compile(r"[\u4e00-\u9fff]{2}[公王侯]")
# 邓芝，字伯苗: a surname and given name, then the courtesy name.
_COURTESY = re.compile(rf"({_SURNAME_CHAR.pattern}[\u4e00-\u9fff]{{1,2}}?)者?"
                       r"[，,]字(?![句迹里体眼样画条典母数幕])[\u4e00-\u9fff]{2}")
# 甘让者，字季文: 者 is "the one" (not 这一段话，字句各有出入: the words of it)
# 姓林名远，字子遐; 这汉子姓郑名小乙: a surname and a given name, told apart.
_SURNAME_AND_NAME = re.compile(rf"姓({_SURNAME_CHAR.pattern})名([\u4e00-\u9fff]{{1,2}}?)"
                               r"(?=[，,。；;、]|字)")
# One-character verbs that put a name after them (嘱陈生早睡, 留侯七看店, 坐马师傅的车,
# 执孙吏手, 携), and 终 (终崔令之任: throughout his term).
_VERB_BEFORE_NAME = set("嘱留吩唤拜放教迎送坐搭执携终托管")  # (管金水叫小鬼)
# 拍手道, 跺脚道, 捋须道, 勒马问道: a gesture made while speaking, not who speaks.
GESTURE = re.compile(r"[拍抱跺咬皱摆挥招低转欠顿捋拈搓耸闭睁扭侧探伸举点摇拱抬回躬叹]"
                     r"[手掌拳案脚足牙眉头须身肩眼杯气]$|[勒拨催纵驻策跃回带]马$|"
                     r"[仰昂俯垂掉]首$")  # 仰首向楼大骂曰
# 万家庄, 李家村, 祝家店: a family's village or manor.
_HOMESTEAD = re.compile(r"家[庄村堡寨屯湾沟铺店坳]$")
# 冰箱门上贴着一张便条：「…」: a thing of the house, never a name.
_HOUSEHOLD = re.compile(r"^(?:冰箱|冰柜|烤箱|衣柜|书柜|碗柜|橱柜|书架|台灯|闹钟|座钟|挂钟|"
                        r"微波炉|电饭锅|床单|被单|窗帘|门帘|桌布|屏风|卡位)")
# (not 收音机 or 电视: they speak; a voice behind 床单 or 屏风 is someone's; 卡位, a booth)


# 秀英爹, 狗蛋娘: a parent called by the child's name.
_PARENT_OF = re.compile(r"[\u4e00-\u9fff]{2}(?:妈妈|爸爸|爹|娘|妈|爸)")
_ENDS_WITH_PARENT = re.compile(_PARENT_OF.pattern + "$")
# 六一公公, 七斤嫂: a name (even a number) and what the village calls such a person.
# 六一公公, 善七老爹: the kin words a village puts after a given name
_KIN_WORDS = "公公|爷爷|奶奶|婆婆|伯伯|叔叔|大娘|大爷|大叔|老太|大婶|嫂子"
_NAME_AND_KIN = re.compile(rf"[\u4e00-\u9fff]{{2}}(?:{_KIN_WORDS}|[嫂婶伯叔公婆姑爷])")
_ELDER_ADDRESS = f"(?:{_KIN_WORDS}|老爹|老伯|老爷子|老汉|大伯|大嫂|婶子)"
_NOT_IN_NAME_AND_KIN = set("他她我你们那这的了着个是在和与跟对主壁口边头里外门家上下前后间院村街楼")
# 一名瘦高弟子, 两个汉子: a number and a counter open a description, not a name.
_NUMERALS = set("一二两三四五六七八九十几数")
# 底下还有一行小字, 上面还写着: where something is, never the front of a name
_WHERE_WORDS = {"底下", "上面", "下面", "里面", "外面", "后面", "前面", "旁边", "对面", "中间"}
# 十一个月, 十一天, 十一点: what a run of numerals counts
_MEASURES = set("个天年月日分秒点种次位名块岁号乘倍回遍個歲點種塊號")
# 三三点点头, 十一回头: a deed, not 十一点, 三回
_NOT_MEASURED = ("点头", "点了", "点着", "回头", "回到", "回来", "回去", "回家", "回过", "回身",
                 "回屋", "點頭", "點了", "點著", "回頭", "回過", "回來")
_DIGITS = _NUMERALS | {"零"}
_COUNTED = _NUMERALS | set("万千百")  # 万余, 千余: more than ten thousand
# 一名, 一手(护着肚子), 三层(阁楼): a count, no name
_COUNTERS = set("名个位只群些道阵声手脚面边头眼把脸身口字条句张件次回步层")
# 一乘(小轿), 一块(招牌): a count (but 三碗 the waiter)
_COUNTERS_OF_ONE = set("乘顶辆匹封盏杯碗壶块根")  # (but 二根 may be a boy)
_SERVED = re.compile(f"[{''.join(sorted(_NUMERALS))}半][碗杯壶瓶盅盏坛罐盘碟根串块把][大小]?$")



def _tag_clauses(text: str) -> Iterable[tuple[str, int, int]]:
    """(clause, quote start, quote end) for clauses that tag a quote as speech.

    Before a quote: the clause ending in a speech verb or a colon (李道宗憂心道：「).
    After a quote: the clause right after it, ending in a speech verb (」林晓月问。).
    """
    for match in re.finditer(r"[「“]", text):
        close = text.find("」" if match.group() == "「" else "”", match.start())
        end = close if close > 0 else min(len(text), match.start() + 200)
        lead = text[max(0, match.start() - 40):match.start()]
        body = lead.rstrip("：:，, ")
        clause = re.split(f"[{re.escape(_PUNCT)}]", body)[-1] if body else ""
        colon = lead.rstrip()[-1:] in ("：", ":")
        if is_inscription(lead):
            continue  # 照片背面写着一行字：「…」 names no speaker
        if clause and (colon or re.search(rf"(?:{_VERB_RE})$", clause)):
            yield clause, match.start(), end
            # 画眉去了半日方回，笑道：「 — the sentence's first clause holds the subject
            # (looking further back for where it starts: not 罗斯医生 of a cut 格罗斯医生)
            before = text[max(0, match.start() - 100):match.start()]
            sentences = re.split(r"[。！？!?\n」”]", before)
            first = re.split(f"[{re.escape(_PUNCT)}]", sentences[-1])[0]
            seen_whole = len(sentences) > 1 or match.start() <= 100
            if first and first != clause and seen_whole and not _opens_with_a_role(first):
                yield first, match.start(), end
        if close > 0:
            tail = re.split(f"[{re.escape(_PUNCT)}]", text[close + 1:close + 30])[0]
            if tail and re.search(rf"(?:{_VERB_RE})(?:着|了)?$", tail):
                yield tail, match.start(), end


def _opens_with_a_role(clause: str) -> bool:
    """掌柜…, 林老太太…: a clause opened by a role (found from the role), but not 赖太太欠了欠身
    or 孙夫人…, a surname and a wife's title (连夫人也笑了 is "even 夫人")."""
    return any(d.start == 0 or (d.start == 1 and not (
        clause[0] in SURNAMES and clause[0] not in FUNCTION_CHARS and d.head in WIVES))
        for d in described(clause))


# A paragraph's indent (　　), read as line breaks so every offset stays where it was.
_INDENT = re.compile(r"(?m)^[ \t\u3000]+")
_NICKNAME_COLOURS = set("红赤紫绿蓝青黑")  # 红酋长: a colour making a title a nickname
_NO_NICKNAMES = {"黑瞎子"}  # a bear (红卫兵 are a group)


def _without_headings(text: str) -> str:
    """The text with its chapter headings blanked, offsets kept: a 回 title's 莽牛皋 (rash
    牛皋) or 赤霞仙 is an epithet, never how the chapter calls them."""
    return "\n".join("\n" * len(line) if is_heading(line) else line
                     for line in text.split("\n"))


def _father_beside(old: str, owner: str, text: str) -> bool:
    """老何塞 called a father, or in one sentence with 何塞 (not 老何塞) or 何塞·…: two men."""
    if re.search(f"(?:父亲|爸爸|爹|爷爷|祖父){re.escape(old)}", text):
        return True
    for sentence in re.split("[。！？\n]", text):
        if old in sentence and (owner in sentence or re.search(
                f"(?<!老){re.escape(old[1:])}", sentence)):
            return True
    return False


def discover_characters(book_texts: Iterable[str], config: Config) -> CharacterIndex:
    """Names that speak: words that open speech tags across the whole book.

    A word counts when it opens at least one speech tag (before or after a quote),
    occurs at least twice, and is a whole word (followed by varied characters, so 李世
    inside 李世民 is not taken). Merged with voices.yaml, which always wins.
    """
    originals = list(book_texts)
    # (　　秀秀道：: a paragraph indented with ideographic spaces opens with 秀秀 all the same)
    texts = [_INDENT.sub(lambda m: "\n" * len(m.group()), _without_headings(norm(text)))
             for text in originals]
    known = {norm(c.name) for c in config.characters}
    known |= {norm(a) for c in config.characters for a in c.aliases}
    words = _Candidates(texts)
    chosen = _without_overlaps(words.chosen(known), words.tag_counts, texts, words.opening)
    aliases: dict[str, str] = {}
    for word in chosen:  # 宝玉 is 贾宝玉, 小二 店小二 (but 主人 is not 女主人)
        for other in chosen:
            if len(other) == 3 and len(word) == 2 and other.endswith(word) \
                    and not (other[0] in "女男" and is_person_word(other)):
                aliases[word] = other
    chosen = [w for w in chosen if w not in aliases]
    chosen = _longer_forms(chosen, aliases, words.opening, texts)
    if words.classical:
        chosen = _without_given_name_runs(chosen, words.tag_counts, texts)
    chosen += [w for w in _latin_names(words.narrations) if w not in chosen and w not in known]
    for word in [w for w in chosen if re.fullmatch("阿[A-Z][a-z]+", w)]:
        aliases[word[1:]] = word  # 阿Ken is Ken too
    chosen = [w for w in chosen if w not in aliases]
    for word in [w for w in chosen if re.fullmatch(r".(?:Sir|Madam)", w)]:
        surnamed = [w for w in chosen if len(w) in (2, 3) and w[0] == word[0] and w != word]
        if len(surnamed) == 1:  # 陈Sir is 陈志明, the one 陈 of the book
            aliases[word] = surnamed[0]
            chosen.remove(word)
    _alias_names_after_names(chosen, aliases, words.called, texts)
    goes_by = _real_names(chosen, aliases, words.opening, texts)
    roles = _roles_of_names(chosen, aliases, texts)
    chosen = [w for w in chosen if w not in roles]
    _pet_names(chosen, aliases, texts)
    chosen = _surname_called_and_titled(chosen, aliases)
    for word in chosen:  # a full name's given name, used alone, is an alias
        given = word[1:]
        if is_person_word(word):
            continue  # 老和尚 is no surname and given name: 和尚 may be another monk
        if len(word) == 3 and given not in aliases and given not in _BODY_PARTS and any(
                re.search(f"(?<!{re.escape(word[0])}){re.escape(given)}", t) for t in texts):
            aliases[given] = word
    surnames = Counter(w[0] for w in chosen if len(w) in (2, 3))
    shared = {s for s, n in surnames.items() if n > 1}
    named = re.compile("(" + "|".join(
        re.escape(w) for w in sorted(chosen, key=len, reverse=True)) + ")") if chosen else None
    genders = {w: _guess_gender(w, texts, shared, named) for w in chosen}
    for full, called in goes_by.items():  # 孙国庆 is written once; 大头 all the time
        if genders.get(full) == "unknown":
            genders[full] = _guess_gender(called, texts, shared, named)
    if words.japanese or words.kana:
        for word in chosen:  # 静子, 驹子 in a book of Japanese people: a woman (not 栓子)
            if len(word) in (2, 3) and word[-1] == "子" and word[0] not in SURNAMES:
                genders[word] = "female"
    for role, name in roles.items():  # 大掌柜 tells what 程敬斋 does not
        if genders[name] == "unknown":
            genders[name] = _guess_gender(role, texts)
    for word in chosen:  # 老板娘名叫阿峰: the role says more than the name's 峰
        titled = _gender_of_role_before(word, texts)
        if titled not in ("unknown", genders[word]) and _gender_by_title(word) == "unknown" \
                and _followed_by(word, texts, named) == "unknown":
            genders[word] = titled
    dotted, dotted_aliases, dotted_written = _dotted_names(texts)
    chosen = [w for w in chosen if w not in dotted_aliases  # 罗斯托夫采夫, a short form
              and not _only_in(w, dotted_written, texts)]  # 斯捷, a piece of one
    chosen += sorted(dotted)
    genders.update(dotted)
    aliases.update(dotted_aliases)
    alone = sorted(c for c in words.never_surnamed
                   if c not in aliases and not any(c in w for w in chosen))
    for char in _one_character_names(texts, set(chosen) | set(aliases)) + alone:
        chosen.append(char)
        genders[char] = _guess_gender(char, texts, shared, named)
    sons: dict[str, str] = {}  # the longest 小X of each father: 小何塞·安东尼奥, not 小何塞
    for young, old, owner in sorted(_namesakes(chosen, aliases, texts), key=lambda n: -len(n[0])):
        son = sons.setdefault(owner, young)
        if son == young:
            chosen.append(young)  # 小埃利塞奥, the son, beside 老埃利塞奥, his father
            genders[young] = genders.get(owner, "unknown")
        else:
            aliases[young] = son
        aliases[old] = owner
        aliases[young[1:] + "第二"] = son
    for old in [w for w in chosen if w[:1] == "老" and w[1:] in aliases]:
        owner = aliases[old[1:]]
        if "·" in owner and owner in chosen and set(old[1:]) <= _SPELLING_DOTTED \
                and not any("小" + old[1:] in t for t in texts) \
                and not any(_father_beside(old, owner, t) for t in texts):
            chosen.remove(old)  # 老巴勃罗, with no 小巴勃罗: 巴勃罗·埃切维里亚, grown old
            genders.pop(old, None)
            aliases[old] = owner
    families = {d.rsplit("·", 1)[1] for d in dotted}
    titled = _titled_foreign_names(texts, words.narrations, families)
    spelled = {name for name, _, _ in titled}
    for name in sorted(_couples(texts, words.narrations) - spelled):  # 海狸先生, 海狸太太
        titled += [(name, name + "先生", "male"), (name, name + "太太", "female")]
    for name, called, sex in titled:
        if called != name:  # 史密斯太太, 埃德蒙爵士: never written without the title
            chosen = [w for w in chosen if w != name]
        if called in chosen or name in aliases:
            continue
        with_title = [w for w in chosen if w.startswith(name) and w[len(name):] in _TITLES]
        if called == name and len(with_title) == 1 and not any(  # 彼拉神父 in tags, 写给彼拉
                name + title in text for text in texts for title in _TITLES
                if name + title != with_title[0]):  # once (but 布朗太太 and 布朗先生: two)
            aliases[name] = with_title[0]
            if sex != "unknown":
                genders[with_title[0]] = sex
            continue
        full = [d for d in dotted if d.endswith("·" + name) and called != name and all(
            t.count(d + called[len(name):]) == t.count(called) for t in texts)]
        if len(full) == 1:  # 德·马莱尔夫人 every time: the one dotted name, titled
            aliases[called] = full[0]
            if sex != "unknown":
                genders[full[0]] = sex  # (the title tells, not 德·克雷西's sounds)
            continue
        chosen = [w for w in chosen if not (w.startswith(name) and any(
            t.startswith(w[len(name):]) and len(t) > len(w) - len(name) > 0
            for t in _TITLES))]  # 佩兰老, a title cut short
        chosen.append(called)
        genders[called] = sex
        if called != name and name not in families \
                and sum(other == name for other, _, _ in titled) == 1:
            aliases[name] = called
    for stem, forms in _never_written_bare(chosen, texts).items():  # 葛利 of 葛利高里,
        # 葛利什卡 and 葛利沙: one man, called by his commonest full form, or by the dotted
        # name that form is short for (娜塔莉娅 of 娜塔莉娅·安德烈耶夫娜)
        full = aliases.get(forms[0], forms[0])
        chosen = list(dict.fromkeys(full if w == stem else w for w in chosen))
        sex = genders.pop(stem, "unknown")
        if genders.get(full, "unknown") == "unknown":
            genders[full] = sex
        for form in (stem, *forms[1:]):
            aliases[form] = full
        for alias, target in list(aliases.items()):
            if target == stem:
                aliases[alias] = full
    for name in list(chosen):  # 郝薇香小姐 every time: the title is part of what she is called
        title = _always_titled(name, texts)
        given, family = name.split("·", 1)[0], name.rsplit("·", 1)[-1]
        if "·" in name and aliases.get(family) == name and (given in _NOBLE_PARTICLES or not any(
                re.search(f"{given}(?!·)", text) for text in texts)):  # (not 范妮 alone)
            # 巴特利特小姐 every time: 夏洛特·巴特利特小姐 is what she is called; 特雷维尔先生
            # every time: 德·特雷维尔先生 (德 is no given name to be called by)
            title = _always_titled(family, texts, particle=given in _NOBLE_PARTICLES)
        title = title or _one_of_a_named_family(name, chosen, texts)
        titles = [title] if title else _titles_of_a_family(name, texts)
        if len(titles) > 1:  # 哈考特先生 and 哈考特小姐: father and daughter, two people
            chosen = [w for w in chosen if w != name]
            chosen += [name + t for t in titles if name + t not in chosen]
            for t in titles:
                genders[name + t] = "male" if t in _MEN_TITLES else "female"
            for alias, target in list(aliases.items()):  # (as the one-title branch below)
                if target == name:
                    aliases[alias] = name + titles[0]
            aliases[name] = name + titles[0]
            continue
        if title and name + title not in chosen:
            chosen = [name + title if w == name else w for w in chosen]
            genders[name + title] = "male" if title in _MEN_TITLES else "female"
            for alias, target in list(aliases.items()):  # 美玲 of 王美玲 goes along
                if target == name:
                    aliases[alias] = name + title
            aliases[name] = name + title
    for name in chosen:  # 德顺老汉 … 德顺爷爷偏不理会: one old man, called two ways
        for form in _elder_forms(name, texts):
            aliases.setdefault(form, name)
    for full, given in words.japanese_full.items():
        surname = full[:-len(given)]
        chosen = [w for w in chosen if w not in (given, full)]
        chosen.append(full)
        genders[full] = _guess_gender(given, texts)
        aliases[given] = full
        if sum(f.startswith(surname) and f != surname for f in chosen) == 1 \
                and not _family_titled(surname, full, texts):
            chosen = [w for w in chosen if w != surname]
            aliases[surname] = full  # 早川美咲 … 早川穿着运动外套
        elif aliases.get(surname) == given:
            del aliases[surname]
    shown = {w: _as_written(w, originals, texts) for w in chosen}
    emperor = None
    if words.royal:
        best, hits = max(words.royal.items(), key=lambda kv: (kv[1], kv[0]))
        best = aliases.get(best, best)
        if hits >= 2 and (best in chosen or best in known):
            emperor = shown.get(best, best)
    titled = [w for w in chosen if w in EMPEROR_TITLES]
    if emperor is None and len(titled) == 1 and any("朕" in t for t in texts):
        emperor = shown[titled[0]]  # 官家 behind a screen: his lines say 朕, his tags 声音
    # an alias whose name gave way to a longer form above names nobody any more
    return build_index(config, [(shown[w], genders[w]) for w in chosen],
                       {a: shown[w] for a, w in aliases.items() if w in shown}, emperor)


_ELDER_TITLE_TAILS = set("爷太板师先总头汉婆伯奶娘妈")
_NAMED_AS = "(?:名唤|名叫|叫做|唤作|唤做|名字叫|名字是)"
_WOMANLY_ENDS = set("女娘妇婆妈姐妹婶姨嫂奶姑娟妞婷娥媛姬娜妪鸨凤莲梅秀")  # 何老娟, 王老妪
# Polite titles after a name, the way translations write people (卡苏朋先生, 布朗太太).
TITLE_AFTER_NAME = re.compile("先生|太太|小姐|夫人|女士|爵士")


class _Candidates:
    """The words of a book that might be names, and what the book does with them:
    how often each opens a speech tag (``tag_counts``) or a clause of narration
    (``opening``), which quotes call them (``called``), and the tagged speakers whose
    lines say 朕 (``royal``)."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts
        self.classical = any(is_classical(text) for text in texts)
        self.tag_counts: Counter[str] = Counter()
        self.royal: Counter[str] = Counter()
        after_role: Counter[str] = Counter()
        for text in texts:
            for clause, start, end in _tag_clauses(text):
                says_zhen = "朕" in text[start:end]
                self._count_tag(clause, says_zhen)
                role = described(clause[:5])
                if role and role[0].start == 0:
                    after_role[clause[role[0].end:role[0].end + 4]] += 1
        for rest, count in after_role.items():  # 三姑娘嘉瑛笑道 … 嘉瑛笑道: 嘉瑛 opens both
            for size in range(min(4, len(rest)), 1, -1):
                if self.tag_counts[rest[:size]]:
                    self.tag_counts[rest[:size]] += count
        self.narrations = [_narration(text) for text in texts]  # read once, used often
        self.japanese_full = _japanese_full_names(texts)
        self.kana = any(_KANA.search(text) for text in texts)  # 林さん: Japanese people
        self.japanese = _japanese_in(texts, self.japanese_full, self.kana)
        self.opening: Counter[str] = Counter()  # every clause opener, in narration
        self.starts: Counter[str] = Counter()  # the name-like ones
        for narration in self.narrations:
            for clause in _clause_starts(narration):
                for size in (2, 3, 4, 5, 6):  # 5, 6: 马尔达舍夫, 希默尔施托斯, spelled out
                    if size >= 5 and not spelled_out(clause[:size]):
                        continue
                    self.opening[clause[:size]] += 1
                    if _name_shaped(clause[:size], size, self.japanese):
                        self.starts[clause[:size]] += 1
        self.called = {m.group(1) for t in texts  # 「栓子，出来！」: words a quote calls by
                       for m in re.finditer(r"[「“]([\u4e00-\u9fff]{2,3})[，,！!]", t)}
        # 雪子小姐, 雪子姨: a given name in 子 with a courtesy after it, as Japanese women's are
        self.courtesied = {word for word in self.opening if len(word) == 2 and word[1] == "子"
                           and word[0] not in SURNAMES and not is_person_word(word)
                           and any(re.search(f"{word}(?:小姐|姐|姨|君|桑|酱)", t) for t in texts)}
        self.given: set[str] = set()  # 「可欣！出来摆碗筷！」… 可欣接过红包
        self.introduced_in_full: set[str] = set()  # 赵云, written once, then 云曰 often
        self.parents: set[str] = set()  # 乐乐妈: a name though 乐乐 is doubled
        self.nicknames: set[str] = set()
        self.written_titled: set[str] = set()  # 卡苏朋, of 卡苏朋先生 again and again
        self.alone: Counter[str] = Counter()  # 文言: one character opening 曰 tags (谟曰)
        self.never_surnamed: set[str] = set()  # 芸曰, 芸笑曰: 文言 given names, alone always
        self._add_unheaded_names()
        self._add_classical_given_names()
        self._add_nicknames()
        self._promote_frequent_subjects()
        self._add_full_names_of_given_names()
        self.courtesy = _courtesy_names(texts)  # 甘让者，字季文: a name though it ends in 让
        self.introduced = _introduced_after_role(self.narrations, texts) \
            | _religious_names(self.narrations) | self.courtesy | self.introduced_in_full
        for word in sorted(self.introduced):  # sorted: the same index on every run
            self.tag_counts.setdefault(word, 0)

    def _count_tag(self, clause: str, says_zhen: bool) -> None:
        """Count the two to four characters opening a tag clause as candidates (five or
        six when they spell a foreign name: 提盖里努斯大声说)."""
        for size in range(6, 1, -1):
            word = clause[:size]
            if size > 4 and not (spelled_out(word) and self._stands_alone(word)):
                continue  # (伊丽莎白拉着他说: 伊丽莎白 and a verb, never written alone)
            if word[-1:] == "心" and _IN_THE_HEART.match(clause, size):
                continue  # 林远心想, 林远心中暗道: 林远 thinks, 心 is no part of him
            if len(word) == size:
                self.tag_counts[word] += 1
                if says_zhen:
                    self.royal[word] += 1

    def _stands_alone(self, word: str) -> bool:
        """提盖里努斯，一个…: written at least once before a stop or a speech verb, so no verb
        was read into it."""
        return any(text[end:end + 1] in _ENDS_A_NAME for text in self.texts
                   for end in _ends_of(word, text))

    def _add_nicknames(self) -> None:
        """站里都叫他「飞毛腿」… 耳机里飞毛腿还在嚷: a nickname the narration gives, then
        uses outside quotes, is a name."""
        for text, narration in zip(self.texts, self.narrations, strict=True):
            given = [(m.group(1) or m.group(2), m.group(2) is not None)
                     for m in _NICKNAME_GIVEN.finditer(text)]
            called = [(m.group(1), False) for m in _NICKNAME_CALLED.finditer(text)
                      if _nickname_around_a_description(m.group(1))
                      or self.opening[m.group(1)]]  # 说了算拽了拽他的袖子: one who acts
            for word, bare in given + called:
                if bare and not plausible_name(word):
                    continue  # 大家都叫他别去。: told him not to go, no nickname
                if narration.count(word) >= 2 and word not in STOP_WORDS \
                        and (not described(word)
                             or (not bare and _nickname_around_a_description(word))):
                    self.tag_counts.setdefault(word, 0)
                    self.nicknames.add(word)  # 外号，叫“一把抓”: a name, though 一把 counts

    def _add_classical_given_names(self) -> None:
        """曹操 … 操曰, 操急令, 操良久方才: in 文言 a person goes by the given name alone; a
        surname and given name written twice whose given name opens two tags is a name."""
        for text in self.texts:
            if not is_classical(text):
                continue
            alone = Counter(m.group(1) for m in _GIVEN_ALONE.finditer(text)
                            if text[m.start(1):m.start(1) + 2] not in STOP_WORDS)  # (大喝曰)
            self.alone.update(alone)
            for char, count in alone.items():
                surname = char in SURNAMES and char not in _SURNAMES_GIVEN_IN_WENYAN
                if count < 2 or char in FUNCTION_CHARS or (surname and count < 4) \
                        or char in CLASSICAL_PERSONS:  # 生曰 is any scholar
                    continue  # (but 云 of 赵云 opens 云问曰, 云笑曰, 云喝曰, 云曰)
                found = [m.group() for m in re.finditer(f"(?:{COMPOUND_SURNAME_RE.pattern}"
                                                        f"|{_CLASSICAL_SURNAME_CHAR.pattern})"
                                                        f"{re.escape(char)}", text)
                         if not _inside_a_name(text, m.start(), m.end() - 1)] \
                    or re.findall(f"{_FIEF.pattern}{re.escape(char)}", text)  # 王猛 before 阳平公融
                if not found and count >= 4 and text.count(char + "曰") >= 2 \
                        and char not in SURNAMES and char not in CLASSICAL_ACTS + CLASSICAL_I \
                        and char not in "众眾诸諸群皆各":  # (众曰, 众笑: the crowd)
                    self.never_surnamed.add(char)  # 芸 of 浮生六记, wife and never 陈芸
                one_written_twice = any(text.count(full) >= 2 for full in found)
                for full in sorted(set(found)):  # 公孙弘, not 孙弘
                    written = text.count(full)
                    if one_written_twice and written < 2:
                        continue  # 海瑞 written often: 素慕瑞之为人 is admiring him
                    if plausible_name(full) and full[0] not in _COUNTED \
                            and full not in STOP_WORDS and not described(full):  # not 贼万余
                        if written >= 2:
                            self.tag_counts.setdefault(full, 0)
                        elif count >= 3 and full[0] not in LOOKS_TO:  # not 回顾瑾曰
                            # 却说赵云… once, then 云问曰, 云笑曰, 云喝曰
                            self.introduced_in_full.add(full)

    def _add_unheaded_names(self) -> None:
        """Clause openers with no surname that are still names: 建国 (once written 孙建国),
        可欣 and 航航 (called in a quote), 铁臂熊 (a quote names its speaker so)."""
        texts, opening, starts = self.texts, self.opening, self.starts
        for word, count in opening.items():
            if len(word) == 2 and count >= 3 and word not in starts and (plausible_name(word) or (
                    word[0] == "道" and _valid_candidate(word) and not described(word)
                    and not is_title(word) and _after_surname(word, texts, opening=True))) \
                    and _after_surname(word, texts):
                starts[word] += count  # (道静, once 林道静: 道 opens a given name too)
        for word, count in opening.items():
            doubled = _doubled_name(word, called=True) and word in self.called  # 「航航，…」
            shaped = (len(word) == 2 and (plausible_name(word) or doubled)
                      and not is_title(word)) \
                or (len(word) == 3 and word[0] == "小" and word[2] == "子"  # 「小顺子！」
                    and _HAN.match(word) is not None)
            if shaped and count >= 2 and not described(word) and word in self.called:
                if word not in starts:  # (诺诺, spelled, is name-shaped already)
                    starts[word] += count
                self.given.add(word)
        for word, count in opening.items():  # 拉娃, 伊娃: a foreign two-character name
            if len(word) == 2 and count >= 4 and set(word) <= TRANSLITERATION \
                    and word not in starts and plausible_name(word):
                starts[word] += count
        quoted = "".join(m.group() for t in texts for m in _QUOTED.finditer(t))
        for word, count in opening.items():  # 家珍 opening four clauses (二里半 six), talked
            # of, and acting right after a line (」家珍在门槛上坐下; but 」黑桃杰克 is 杰克)
            if ((len(word) == 2 and count >= 4) or (len(word) == 3 and count >= 6)) \
                    and word not in starts and plausible_name(word) \
                    and word in quoted and not described(word) and not is_title(word) \
                    and _after_a_line(word, texts, not_then=TRANSLITERATION):
                starts[word] += count
        for word, count in opening.items():  # 小菱子 opening three clauses: a child's name;
            # 惠理子 opening four and spoken of in a quote: a Japanese woman's
            if len(word) == 3 and word[2] == "子" and word not in starts \
                    and ((word[0] in "小大" and count >= 3 and word[1] not in NOT_GIVEN_NAME)
                         or (count >= 4 and word in quoted and plausible_name(word[:2])
                             and word[0] not in "小大老")) \
                    and not described(word):
                starts[word] += count
        for word, count in opening.items():
            if word not in starts and self._old_spelled(word):
                starts[word] += count
        for word, count in opening.items():  # 一个小丫鬟名唤翠环 … 翠环慌慌张张跑了进来:
            # the narration gives the name, and it acts again
            if len(word) == 2 and count >= 2 and word not in starts and plausible_name(word) \
                    and not described(word) and not is_title(word) \
                    and _introduced(word, texts):
                starts[word] += count
        for word, count in opening.items():  # 善七老爹从人群里站起来 … 善七老爹递过碗来:
            # a given name the village calls with an elder's title
            if len(word) == 2 and count >= 3 and word not in starts and plausible_name(word) \
                    and not described(word) and not is_title(word) \
                    and sum(len(re.findall(word + _ELDER_ADDRESS, t)) for t in texts) >= 2:
                starts[word] += count
        for word, count in opening.items():  # 秀英出来了 … 秀英娘马桂兰: the child the
            if len(word) == 2 and count >= 2 and word not in starts and plausible_name(word) \
                    and not described(word) \
                    and _before_a_parents_name(word, texts):  # parents are called after
                starts[word] += count
        for word, count in opening.items():  # 红酋长蹲在旁边 … 红酋长蹦了进来: a colour
            # and a title with no surname, a nickname (not 黄班长, 白娘子: surnames)
            if len(word) == 3 and word[0] in _NICKNAME_COLOURS and word[0] not in SURNAMES \
                    and count >= 3 and word not in starts and word not in _NO_NICKNAMES \
                    and (is_title(word[1:]) or is_person_word(word[1:])):
                starts[word] += count
        for word, count in opening.items():  # 岛村看着 … 岛村觉得 … 「岛村先生！」: the one
            # the story follows, whatever his name is made of (not 大伙, 心里, 隐约, 仔细)
            if len(word) == 2 and count >= 5 and word not in starts and plausible_name(word) \
                    and word in quoted and not GROUP.fullmatch(word) \
                    and not described(word) and not is_person_word(word) \
                    and word not in STOP_WORDS and sum(
                        len(re.findall(f"{word}{_PERCEIVES_OR_MUTE}", narration))
                        for narration in self.narrations) >= 2:
                starts[word] += count
        titled = Counter(narration[m.start() - size:m.start()]  # 卡苏朋先生放下叉子
                         for narration in self.narrations
                         for m in TITLE_AFTER_NAME.finditer(narration) for size in (2, 3, 4))
        for word, count in opening.items():  # ... written so again and again: his name
            if count >= 2 and titled[word] >= 3 and word not in starts \
                    and plausible_name(word) and not described(word) and not is_title(word):
                starts[word] += count
                self.written_titled.add(word)
        for word, count in opening.items():  # 六一公公, 七斤嫂, 祥林嫂: called by name and kin
            if count >= 2 and _NAME_AND_KIN.fullmatch(word) and word not in starts \
                    and not set(word[:2]) & _NOT_IN_NAME_AND_KIN and not described(word[:2]) \
                    and not is_person_word(word):
                self.tag_counts.setdefault(word, 0)
        for word, count in opening.items():  # 乐乐妈, 子轩爸爸: a parent called by the child
            if count >= 3 and _PARENT_OF.fullmatch(word) and not described(word[:2]) \
                    and not set(word[:2]) & _NOT_IN_NAME_AND_KIN:
                self.tag_counts.setdefault(word, 0)
                self.parents.add(word)
        for text in texts:  # 「老子铁臂熊…」: a name a quote gives its speaker, seen acting
            for match in re.finditer(r"(?:在下|老子|俺|洒家|老衲|贫道|本座|我叫|我乃)"
                                     r"([\u4e00-\u9fff]{2,3})", text):
                for word in (match.group(1), match.group(1)[:2]):
                    if opening[word] >= 2 and plausible_name(word):
                        starts[word] += opening[word]
                        break

    def _promote_frequent_subjects(self) -> None:
        """A clause opener seen often enough, or with a sign that a person is meant,
        is judged like a tag opener."""
        texts, called_words = self.texts, self.called
        # what quotes say, each from its opening mark up to its close (or the text's end)
        in_quotes = "\0".join(m.group() for t in texts for m in _OPEN_QUOTE.finditer(t))
        called_politely = {in_quotes[m.start() - 1] for m in  # 「…陆公子…」: 陆
                           _BEFORE_POLITE_TITLE.finditer(in_quotes) if m.start()}
        for word, count in self.starts.items():
            # Seen twice, it must also act next to a quote (」王腾收起折扇，「): 高丽 does not.
            nickname = len(word) == 2 and word[0] in _NAME_HEADS and word[1] in SURNAMES  # 小吴
            near_quote = _after_a_line(word, texts) or any(
                line.startswith(word) and ("「" in line or "“" in line)
                for t in texts for line in t.split("\n"))
            # 陆子谦 opening two clauses, called 陆公子 in a quote
            full = len(word) == 3 and word[0] in SURNAMES and word[0] in called_politely
            # 陆小川把灯笼…，陆小川渐渐…: a surname and given name opening two clauses
            # ... when a quote also names or calls them (「碧瑶，…」), so they take part
            surnamed = len(word) == 3 and word[0] in SURNAMES and word[1:] not in STOP_WORDS \
                and word[1:] in in_quotes
            # 老孙/阿强/小芳: a nickname form that a quote calls (「阿强，…」) or that follows
            # a role word (服务员小芳, 主厨老孙), so the text treats it as a person's name
            headed = len(word) == 2 and word[0] in _NAME_HEADS and word[1] not in NOT_GIVEN_NAME
            called = (headed or word in self.given) and word in called_words
            appositive = headed and any(_after_role(t, m.start()) for t in texts
                                        for m in re.finditer(word, t))
            written = sum(t.count(word) for t in texts) if count <= 2 else 0
            # 苏晚 opening two clauses and written four times, with no other 苏, seen to
            # perceive or hold her tongue (苏晚看得出来, 唐敏没接话): not 车间, 白板, 马车
            often = count == 2 and len(word) == 2 and word[0] in SURNAMES \
                and word not in STOP_WORDS and written >= 4 \
                and _sole_of_surname(word, self.starts) \
                and any(re.search(f"{word}{_PERCEIVES_OR_MUTE}", t) for t in texts)
            long_spelled = len(word) >= 5 and spelled_out(word)  # 希默尔施托斯: no word
            frequent = count >= 3 or (count >= 2 and (nickname or near_quote or full or often
                                                      or surnamed or called or appositive
                                                      or long_spelled
                                                      or _introduced(word, texts))) \
                or (count >= 1 and called and (appositive or nickname)) \
                or (count >= 1 and full and _sole_of_surname(word, self.starts)
                    and written >= 2)  # 罗振东 … 「罗老师？」
            if frequent and word not in self.tag_counts:
                self.tag_counts[word] = 0  # a frequent subject: judged by the same word test
        for text in texts:  # 羊脂球坐在壁炉边 … 「人家都叫我羊脂球。」: what she is called
            for match in _SELF_NAMED.finditer(text):  # (not 叫我回家吃饭: told to)
                word = match.group(1)
                if self.opening[word] >= 2 and plausible_name(word):
                    self.tag_counts.setdefault(word, 0)

    def _old_spelled(self, word: str) -> bool:
        """老阿里 opening three clauses: an old (or young) one called by a spelled name, as a
        translation or a memoir abroad writes him (not 沙漠里, nor 老屋里)."""
        return len(word) == 3 and word[0] in "老小" and self.opening[word] >= 3 \
            and set(word[1:]) <= TRANSLITERATION and plausible_name(word[1:]) \
            and not (word[-1] in _PLACE_AFTER and word[1] in _OPEN_GROUND)  # (老林里: woods)

    def _opens_doubled(self, word: str) -> bool:
        """路路通, 乞乞科夫: a name opening with a doubled sound, its first two characters
        never written without the rest (not 糖糖奶奶 beside 糖糖, nor 慢慢地, 连连点头)."""
        return (len(word) == 3 or (len(word) == 4 and spelled_out(word[2:]))) \
            and _doubled_name(word[:2]) and self.tag_counts[word] >= 2 \
            and word[2] not in _SPEECH_CHARS | set("地的得着了") \
            and all(text.startswith(word[2:], at)
                    for text in self.texts for at in _ends_of(word[:2], text))

    def _add_full_names_of_given_names(self) -> None:
        """韩湘子吹一声玉笛 … 湘子道：「…」: a surname and a given name opening a clause
        once, and the given name opening one tag, are one person written in full (a given
        name written more often is found on its own: 思嘉, 疏影)."""
        if self.classical:
            return  # (秦喟然叹曰: 喟然 is how he sighs)
        for word in list(self.opening):
            given = word[1:]
            if len(word) == 3 and word[0] in _SURNAMES_NOT_WORDS \
                    and self.tag_counts[given] == 1 and self.opening[given] <= 2 \
                    and given not in STOP_WORDS and plausible_name(word) \
                    and plausible_name(given) and not described(given) \
                    and any(re.search(f"{given}(?:道|说|问|答)", text) for text in self.texts):
                self.introduced_in_full.add(word)
                self.tag_counts.setdefault(given, 0)

    def _named_like_a_place(self, word: str) -> bool:
        """英台 and 晏子 opening three tags and seldom followed by 上/里/边, or 驹子 opening one
        tag and five clauses (凉子: two and three) and never placed nor counted (那院子,
        一个兔子): a name ending like a place (舞台, 窗台, 院子), not the place; but never
        one gone to (跑到码头)."""
        often = self.tag_counts[word] >= 3
        # 」驹子说 or 文言's 鄫子 (not 陆子 of 陆子昂, 天子, 日子)
        followed = (self.opening[word] >= 5 or self.tag_counts[word] >= 2) \
            and self.tag_counts[word] >= 1 and self.opening[word] >= 3 \
            and word[0] not in SURNAMES and not is_person_word(word) \
            and (self.classical or _after_a_line(word, self.texts))
        if not (often or followed) or word[-1] not in "台子头面" \
                or set(word) & set(_PLACED_IN):
            return False  # 洞口, 圳沟, 后面: never a name, however often the place speaks
        written = placed = counted = 0
        for text in self.texts:
            for end in _ends_of(word, text):
                start = end - len(word)
                gone = _GONE_TO.search(text, max(0, start - 2), start)
                if gone and not _HAN.match(text[end:end + 1] or "。") \
                        and not (self.classical and gone.group() == "进"):  # 以觞进晏子
                    return False  # 跑到码头。: a place gone to (but 看到英台 is no going)
                written += 1
                placed += text[end:end + 1] in _PLACED_IN
                counted += text[start - 1:start] in _COUNTS_A_THING
        return placed * 4 <= written if often else placed == counted == 0

    @cached_property
    def domains(self) -> set[str]:
        """薩摩藩: a feudal domain, read once (not 雍王藩邸, a prince's residence)."""
        return {m.group(1) for text in self.texts
                for m in re.finditer(r"([\u4e00-\u9fff]{2})藩(?!邸)", text)}

    def _before(self, word: str, size: int = 1) -> list[str]:
        """The ``size`` characters before each time ``word`` is written."""
        return [text[max(0, end - len(word) - size):end - len(word)]
                for text in self.texts for end in _ends_of(word, text)]

    def _a_thing(self, word: str) -> bool:
        """Written twice after 其, 此, 彼 or 一 (其葫芦, 一葫芦): a thing, not a given name."""
        return sum(char in _MARKS_A_THING for char in self._before(word) if char) >= 2

    def _served(self, word: str) -> bool:
        """一碗黄酒, 两碗大馄饨, 两根烤肠, 一把蒲扇: served by the bowl, the cup or the stick,
        or held by the handle, twice: a dish, a drink or a thing in the hand."""
        served = [m.group() for three in self._before(word, 3) if (m := _SERVED.search(three))]
        return len(served) >= 2 and (sum(s[1] not in "根串块把" for s in served) >= 2
                                     or not self._speaks(word))
        # (石头捡起一块石头…石头说: by the piece or the handle, a thing only if it never speaks)

    def _a_thing_ending_in_zi(self, word: str) -> bool:
        """接个偏厦子, 两个偏厦子: a word ending in 子 counted twice is a thing (but 那个二柱子,
        你这个二柱子 point at a person, and 一个独眼汉子 is a description)."""
        return len(word) >= 3 and word[-1] == "子" and word[0] not in SURNAMES \
            and not described(word) \
            and sum(bool(_COUNTED_THING.search(two)) for two in self._before(word, 2)) >= 2

    def _a_measured_thing(self, word: str) -> bool:
        """一张纸, 这包红薯: a measure word (also a surname) and a thing, every time counted."""
        before = self._before(word)
        return word[0] in _MEASURES_AND_SURNAMES and bool(before) \
            and all(char and char in _COUNTS_OR_POINTS for char in before)

    def _a_whole_place(self, word: str) -> bool:
        """全车埕仔最有名 and 车埕仔的人讲, in narration: the whole of a place and its people,
        so a place (not 成全沈浪 or 沈浪的人缘)."""
        whole = re.compile(f"(?<!{_WHOLE_IN_A_WORD})全{re.escape(word)}")
        its_people = re.compile(f"{re.escape(word)}的人(?![缘品格情性家物手选])")
        return any(whole.search(n) for n in self.narrations) \
            and any(its_people.search(n) for n in self.narrations)

    def _sisters_name(self, word: str) -> bool:
        """雪子小姐, or 妙子 opening two clauses and a tag (one after a line) in the same
        book: a Japanese woman's given name."""
        return word in self.courtesied or (
            bool(self.courtesied) and word[1] == "子" and word[0] not in SURNAMES
            and self.opening[word] >= 2 and self.tag_counts[word] >= 1
            and _after_a_line(word, self.texts))

    def _a_door(self, word: str) -> bool:
        """纸门外, 拉开纸门: a word ending in 门 used at least once as a door."""
        return any(text[end:end + 1] in _BY_A_DOOR or text[end - len(word) - 1:end - len(word)]
                   in _DOOR_HANDLED for text in self.texts for end in _ends_of(word, text))

    def _mostly_spelled(self, word: str) -> bool:
        """拉辛汗 opening three clauses or more: a foreign name spelled but for its last
        character (汗, khan)."""
        return len(word) >= 3 and spelled_out(word[:-1]) and self.opening[word] >= 3

    def _foreign_called(self, word: str) -> bool:
        """朝鲁, 其其格: a name from another language, shaped like no Chinese one (朝 is
        "towards", 其其 a doubling), that opens speech tags and clauses and is called in a
        quote."""
        return _HAN.match(word) is not None and word not in STOP_WORDS \
            and not set(word) & _BAD_NAME_CHARS and self.opening[word] >= 3 \
            and word in self.called and self.tag_counts[word] >= 1

    def _wenyan_phrase(self, word: str) -> bool:
        """In 文言, a candidate that is a name and the word after it, or no name at all."""
        return ((len(word) == 2 and word[0] in SURNAMES | set(CLASSICAL_PERSONS)
                 and word[1] in CLASSICAL_PARTICLES)  # 白亦笑曰, 翁自内堂奔出
                or (word[1:2] in CLASSICAL_LINKS
                    and word[:2] not in COMPOUND_SURNAMES)  # not 淳于琼
                or word[0] == "至"  # 归至斋门, 至斋
                or (len(word) == 2 and word[0] in "徐乃因遂复回" and word[1] in LOOKS_TO)  # 徐顾
                or (word[0] == "有" and word[1] in SURNAMES)  # 有刘生者
                or "者" in word[:-1]  # 坐者皆: all those seated
                or (len(word) == 3 and word[-1] == "者"
                    and word[0] in SURNAMES)  # 甘让者: the one called 甘让
                or (word[0] in _RULERS and word[1] in _ADVERBS)  # 王未有以应
                or (len(word) == 2 and word[0] in _RULERS and word[1] in "方每")  # 帝方举简:
                # the ruler was doing (not 侯方域)
                or word == "黎明"  # 黎明，帝方食于内殿: dawn (but 张黎明 outside 文言)
                or (len(word) == 2 and word[0] in _RULERS
                    and word[1] in "召之使令命怒喜悦笑叹惊")  # 王召, 王怒曰
                or (len(word) == 2 and word[1] == "之"
                    and word[0] in "秦赵楚齐燕韩魏晋宋卫郑鲁吴越")  # 秦之群臣: Qin's
                or (len(word) == 2 and word[1] == "之"
                    and word[0] in CLASSICAL_ACTS + "听知观使令命")  # 闻之: heard it
                or (len(word) == 3 and word[2] == "之"
                    and word[1] in CLASSICAL_ACTS + "听知观使令命中内外")  # 坡观之: he looked
                # at it; 宫中之人: those in the palace
                or (word[0] == "于" and word[-1] in "左右上下旁侧")  # 于道左: by the road
                or (len(word) == 3 and word[2] in CLASSICAL_PARTICLES)  # 皇戌亦曰
                or (len(word) == 2 and word[1] == "既" and self.alone[word[0]] >= 2
                    and not self._speaks(word))  # 胡既至: 胡 had come (but 张既曰)
                or (len(word) == 2 and word[1] == "然" and not self._speaks(word))  # 晏然,
                # 萧然: how, not who (but 浩然曰, 朱然曰)
                or (len(word) == 2 and word[0] in SURNAMES and word[1] in _DEEDS_AFTER_SURNAME
                    and self.alone[word[0]] >= 2 and any(
                        len(full) >= 3 and full[0] == word[0] for full in self.tag_counts))
                # 刘学究 … 刘曰, 刘闻之: the surname alone is he, then what he did (not 赵云)
                or (len(word) == 2 and word[0] in CLASSICAL_I and (
                    word[1] in CLASSICAL_ACTS + "归"
                    or (self.alone[word[0]] >= 2 and not self._speaks(word))))
                # 余归而追记之, 余慰以有我在 (in a book of 余曰): I
                or ((word[0] == "之" or (len(word) == 3 and word[1] == "之")
                     or (len(word) == 2 and word[1] == "之" and self.alone[word[0]] >= 2))
                    and not self._speaks(word))  # 之额, 文之中, 胡之言 (胡's): no
                # names (but 羲之曰, 张之洞说)
                or (len(word) == 4 and word[2] in CLASSICAL_ACTS)  # 毕战再拜曰
                or (len(word) == 2 and self.alone[word[0]] >= 2
                    and word[1] in _AFTER_GIVEN_ALONE)  # 谟曰 … 谟独立, 陈泣曰
                or (len(word) == 2 and word[0] not in SURNAMES and word[1] in CLASSICAL_ACTS
                    and self.alone[word[0]] >= 3 and not self._speaks(word))  # 芸曰, 芸笑曰
                # … 芸倚余肩: she leaned, one whom the text never gives a surname
                or (len(word) == 3 and self.alone[word[0]] >= 2 and word[1] in _HANDS_ON
                    and not self._speaks(word))  # 勒抚几而笑, 勒亲为之酌 (but 陈执中曰)
                or (len(word) == 2 and self.alone[word[1]] >= 2
                    and word[0] in _TOWARDS)  # 冲曰 … 妪向冲
                or (self.alone[word[0]] >= 2 and word[1:2] in _GIVEN_NAME_ACTS and any(
                    len(full) in (2, 3) and full[-1] == word[0] and full[0] in SURNAMES
                    for full in self.tag_counts))  # 韩信 … 信曰 … 信谢, 何下马: he acts
                or (word[0] == "于" and not self.opening[word]  # 言于王 (but 于公 opens
                    and (word[1] in _RULERS or word[1] in CLASSICAL_PERSONS))  # clauses)
                or (word[0] == "于" and self.alone[word[1:]] >= 2  # 于坡之胁 … 坡曰: at him
                    and not self._speaks(word))  # (but 于吉曰 … 吉平曰, 于谦奏曰 … 谦曰)
                or (word[0] in LOOKS_TO and (word[1:] in self.tag_counts
                                             or self.alone[word[1:]] >= 2)))  # 顾孟子曰, 顾空曰

    def _speaks(self, word: str) -> bool:
        """``word`` says something somewhere, right after itself (羲之曰, 于谦奏曰, 张之洞说;
        not 勒抚几叹曰, where 抚几 is what 勒 did)."""
        after = re.compile(f"{re.escape(word)}[曰云说道问答奏对谓]")
        return any(after.search(text) for text in self.texts)

    def chosen(self, known: set[str]) -> list[str]:
        """The candidates that are names, most often tagged first."""
        return [word for word, _ in self.tag_counts.most_common() if self._is_name(word, known)]

    def _surnamed_doubled(self, word: str) -> bool:
        """许多多, tagged and opening three clauses: a surname and a doubled given name,
        though 许多 is a word."""
        return len(word) == 3 and word[0] in SURNAMES and word[1] == word[2] \
            and word[:2] in STOP_WORDS and self.tag_counts[word] >= 1 and self.opening[word] >= 3

    def _surnamed_and_tagged(self, word: str) -> bool:
        """王小巷说, 李文席道, 李金坊说 again: a surname and a given name ending in 巷, 席 or
        坊, no lane, seat or quarter (桂花巷说 once is a lane)."""
        return len(word) == 3 and word[0] in SURNAMES and word[:2] not in STOP_WORDS \
            and self.tag_counts[word] >= 2

    def _is_name(self, word: str, known: set[str]) -> bool:
        head = described(word)
        if (head and head[0].start == 0 and head[0].end < len(word)) \
                or (len(word) == 4 and word[:3] in ELDER_WORDS):
            return False  # 服务员走过来, 老爷子闭(着眼): a description and a verb, no name
        if len(word) == 2 and word[1] == "老" and all(
                text[end:end + 1] in _ELDER_TITLE_TAILS for text in self.texts
                for end in _ends_of(word, text)):
            return False  # 曾老爷, 曾老太爷: a surname and a title, never 曾老 alone
        if any(k in word for k in known) \
                or not (_valid_candidate(word) or (self.classical and word in self.courtesy)
                        or (self.tag_counts[word] >= 3 and self.opening[word] >= 3
                            and len(word) == 2 and _valid_candidate(word, adverb_first=True)
                            and not (word[0] == "那" and word[1] in _THAT_ONE_OF))
                        or word in self.parents or word in self.nicknames
                        or (_doubled_name(word, called=word in self.given) and (
                    word in self.given or self.tag_counts[word] + self.opening[word] >= 3))
                        or self._surnamed_doubled(word)
                        or self._opens_doubled(word)
                        or self._foreign_called(word) or word in self.japanese) \
                or word[0] in "众群各" or word[:2] == "百官" or word[-1] in "们俩群" \
                or _full_of_people(word) \
                or GROUP.fullmatch(word) \
                or (len(word) == 2 and word[0] == "全" and word[1] in _WHOLE_OF) \
                or (len(word) == 2 and word[1] in _CAMPS) \
                or (len(word) == 2 and word[1] == "家" and word[0] in SURNAMES
                    and not described(word)) \
                or (len(word) >= 3 and word[-1] in "门派帮阁") \
                or word in self.domains or self._a_thing_ending_in_zi(word) \
                or self._served(word) \
                or self._a_measured_thing(word) \
                or self._a_whole_place(word) \
                or word[-1] in _SHOPS or (len(word) >= 3 and word[-1] in "室架") \
                or (len(word) >= 3 and word[-1] in "巷坊" and not self._surnamed_and_tagged(word)) \
                or (len(word) >= 3 and word[-1] == "席" and word[-2] not in "主首"
                    and not spelled_out(word) and not self._surnamed_and_tagged(word)) \
                or (len(word) >= 3 and (word[-1] in _VILLAGE_ENDS or word.endswith("家堡"))
                    and not spelled_out(word)) \
                or (len(word) >= 3 and _COUNTY.search(word) is not None) \
                or (len(word) == 3 and word[-1] in "上里" and word[1] in _BEFORE_ON_OR_IN) \
                or (len(word) == 2 and word[0] in _COUNTED and word[1] in "组队班排") \
                or (len(word) == 2 and word[0] in "两几数" and word[1] in "镇国家") \
                or (len(word) >= 3 and word[0] in _VILLAGE_ENDS | set("庄乡城街")
                    and word[1:3] in ("上人", "里人")) \
                or (set(word) <= _COUNTED and word[-1] in "十百千") \
                or (len(word) == 2 and word[-1] == "行" and word[0] in "米银车商布粮药盐茶酒牙") \
                or (len(word) >= 3 and word[-1] == "处"
                    and (word[0] not in SURNAMES or word[-2:] in _PLACES_IN_CHU)) \
                or (len(word) == 4 and word[-1] in "手脚头眼脸嘴身腿肩背心蹲站坐跪躺趴"
                    and word[:2] not in COMPOUND_SURNAMES) \
                or (word[0] == "诸" and word[:2] not in COMPOUND_SURNAMES) \
                or (len(word) == 2 and word[-1] in _PLACE_ENDS | _TWO_CHARACTER_PLACE_ENDS
                    and word[0] not in _NAME_HEADS and word not in self.called
                    and word not in self.japanese and not self._sisters_name(word)
                    and word not in _FABLE_ANIMALS
                    and not (self.tag_counts[word] >= 2 and _nickname(word))
                    and not (spelled_out(word) and self.opening[word] >= 2)  # 哈里也要了一杯
                    and not self._named_like_a_place(word)) \
                or (len(word) >= 3 and word[-1] in "上下里边旁前后中" and word[0] not in SURNAMES
                    and word[:2] not in COMPOUND_SURNAMES
                    and not self._old_spelled(word)) \
                or (word[0] in _OBJECT_VERBS and word[1] in SURNAMES
                    and not self._foreign_called(word) and not self._mostly_spelled(word)):
            return False  # 众人, 全镇, 周营, 黄家, 赤焰门, 洋货店, 米行, 兰桂坊, 何小满手(一抖),
            # 郑国梁蹲, 乃吕蒙 (not 朝鲁, 拉辛汗); a team (三组), a count (四十几张嘴巴) or a
            # count of garrisons or families (两镇, 几家), but 二军, 三国 and 四九 may be a boy's
            # name
        if len(word) >= 3 and word[-1] in "讲说问喊":
            return False  # 阿康讲：「…」: a name and how he speaks (阿康 is counted too)
        if word.startswith("了然") and any(_UNDERSTOOD.search(text) for text in self.texts):
            return False  # a monk's name only in a book that never uses the word
        if self.classical and self._wenyan_phrase(word):
            return False
        occurrences = sum(text.count(word) for text in self.texts)
        name_like = word[0] in SURNAMES | _NAME_HEADS or word[-1] in _NAME_TAILS \
            or (self.classical and word[0] in _CLASSICAL_SURNAMES) \
            or word[:2] in COMPOUND_SURNAMES or word[:2] in self.japanese \
            or word[:3] in self.japanese
        if not (name_like or self.tag_counts[word] >= 2 or self.opening[word] >= 2
                or occurrences >= 4 or (len(word) >= 4 and spelled_out(word))  # 格里马尔
                or (len(word) == 3 and spelled_out(word) and occurrences >= 2
                    and self.tag_counts[word] >= 1)  # 尼基塔, in a tag and once more
                or word in self.nicknames):  # 都叫他“气象台”
            return False  # 躬身说道, 方才说道: a manner word, seen once
        if not name_like and word[0] in "拿抓握提端捧举扛攥捏揪搬抱掣掷" \
                and not (len(word) == 2 and _after_surname(word, self.texts)) \
                and not (word in self.called and word[1] not in _DONE_WITH) \
                and not (len(word) >= 4 and spelled_out(word)):  # 「拿侬，…」 calls her (but
            # 「搬开，快搬开！」 is an order); 提盖里努斯 is spelled out
            return False  # 谭秀英低下头，拿筷子把鱼头翻了个面: a deed, not a name (but 钱端甫)
        # 纸门外有人说: a door (not 掌门, nor 大门 the surgeon, nor 铁门 the goalkeeper)
        room = word[-1] in "间楼堂屋房厅院廊墙窗光声影厢舱棚区部巷" \
            or (word[-1] == "门" and word[0] in _DOORS_OF and self._a_door(word))
        # (but 柳疏影 is 疏影; 惟光 and 花满楼, opening three tags, a retainer and a man; 本间 in
        # a book of Japanese names)
        if room and (not name_like or word[-1] in "厢舱棚间") and word not in self.japanese \
                and not _after_surname(word, self.texts) \
                and not ((word[-1] in "光影" or len(word) == 3) and self.tag_counts[word] >= 3):
            return False  # 亭子间, 梁间, 土墙, 包厢: a room, beams or a wall; 手电光: a light
        following: Counter[str] = Counter()
        titled = outside = fronting = posted = manner = measured = 0
        for text in self.texts:
            for at in _ends_of(word, text):
                following[text[at:at + 1]] += 1
                measured += text[at:at + 1] in _MEASURES \
                    and not text.startswith(_NOT_MEASURED, at)
                titled += _COURTESY_AFTER.match(text, at) is not None
                outside += text.startswith(_SIDES, at)
                fronting += text[at:at + 1] in _PLACE_SUFFIXES \
                    and text[at + 1:at + 2] not in _NOT_A_PLACE_AFTER
                posted += text.startswith("员", at) and not text.startswith("员外", at)
                manner += text.startswith("地", at) and text[at + 1:at + 2] not in _ON_THE_GROUND
        total = sum(following.values())
        if len(word) == 2 and not name_like and posted:
            return False  # 饲养员马顺德, 饲养室: a post the lexicon lacks, and its room
        if not name_like and manner * 2 >= total and manner:
            return False  # 慢条斯理地装烟: how it is done (not 丫蛋地里, 宝玉地下)
        if fronting * 2 > total:
            return False  # 长安 of 长安城, 洋货 of 洋货店: the front of a town or a shop (but
            # 李建国镇长 is the mayor)
        placed = sum(following[c] for c in _PLACE_AFTER) + outside
        if not name_like and placed * 2 >= total \
                and not (len(word) >= 5 and spelled_out(word)):  # 希默尔施托斯下士
            return False  # 屋檐上, 屋檐下, 篱笆外头: a place things happen at
        if following["的"] * 2 >= total and not spelled_out(word) \
                and word[0] not in SURNAMES and any(  # (拉尔夫的一双眼睛, 戴宗的笑)
                d.start == 0 and d.end > len(word)
                for text in self.texts for at in _ends_of(word, text)
                for d in described(text[at - len(word):at + 5])):
            return False  # 守关的人说, 守关的挨次摸: the one who guards the pass, no name
        if word[-1] == "第" and len(word) == 2 and word[0] not in TRANSLITERATION \
                and sum(following[c] for c in _NUMERALS) * 2 >= total:
            return False  # 到第二夜: a verb and an ordinal (not 德纳第一听: a name, then 一)
        if len(word) == 2 and word[1] in "还都也就又却" and word[0] not in SURNAMES:
            return False  # 话还没说完: a thing and an adverb (but 李还, 张又, surnamed)
        if len(word) == 3 and word[:2] in _WHERE_WORDS:
            return False  # 底下还有一行小字: where, and an adverb (not 上官云, a surname)
        if len(word) >= 3 and word[-2] == "里" and word[:-2] in _BODY_HOLDS:
            return False  # 鼻孔里哼了一声, 口里只道: where, then a deed (but 二里半)
        if len(word) == 2 and word[-1] in "过起出回进开" and word[0] not in SURNAMES \
                and (following["来"] + following["去"]) * 2 >= total:
            return False  # 翻过来, 转过去: a deed and its direction (but 杨过来到, 史进来到)
        if len(word) == 2 and word[0] == word[1] and following[word[0]] * 3 >= total \
                and not self.tag_counts[word]:
            return False  # 嘎嘎嘎: a sound (but 朵朵, and 笑笑笑着说 in a tag, are names)
        if len(word) >= 2 and word[-1] in "皆咸" \
                and not (len(word) == 2 and word[-1] == "咸" and word[0] in SURNAMES - {"时"}):
            return False  # 民皆呼万岁: 文言 "all of them", no part of a name (but 阮咸 is one)
        if len(word) == 3 and word[0] in "向朝往" and word[-1] in "中上下里外内" \
                and word[1] in _OPEN_GROUND:
            return False  # 向空中喝曰, 朝地下啐: a direction, no 向 surnamed
        if len(word) == 3 and word[0] in SURNAMES and self._a_thing(word[1:]):
            return False  # 其葫芦, 一葫芦: a thing, and 解葫芦 a deed done to it (no 解 surnamed)
        if len(word) == 2 and self._a_thing(word) and any(
                len(other) == 3 and other[1:] == word and other[0] in SURNAMES
                for other in self.tag_counts):
            return False  # 葫芦 of 解葫芦 (but 一渔父 is a man)
        if set(word) <= _NUMERALS | set("百千万零") and measured * 2 >= total:
            return False  # 十一个月, 十一天: a count (but 十一 alone, in tags, may be a name)
        if len(word) == 2 and word[1] == "一" and word[0] not in SURNAMES \
                and sum(following[c] for c in _COUNTERS | _MEASURES) * 2 >= total:
            return False  # 换一面再抹, 换一个: a deed and a count of one
        if word[-1] in _NUMERALS | set("百千万") and following["人"] * 2 >= total:
            return False  # 青城四人, 食客常数百人: a count of people, not 青城四
        sect = sum(1 for text in self.texts for at in _ends_of(word, text)
                   if text[at:at + 1] == "派" or (text[at:at + 1] in _NUMERALS
                                                  and text[at + 1:at + 2] in "人弟个位名"))
        if sect * 2 >= total:
            return False  # 青城派, 青城四人, 青城四弟子: a sect and its people
        idiom = sum(1 for text in self.texts for at in _ends_of(word, text)
                    if text[at:at + 1] in _IDIOM_TAILS and text[at:at + 1] == text[at + 1:at + 2]
                    and text[at + 2:at + 3] not in "于於")  # (王大妈耿耿于怀: she frets)
        if idiom * 2 >= total:
            return False  # 小心翼翼地问, 忧心忡忡地说: the front of a four-character manner
        paired = sum(1 for text in self.texts for at in _ends_of(word, text)
                     if two_deeds_at(text, at - len(word), at))
        if paired * 2 >= total:
            return False  # 边跑边喊, 一跑一喊: doing two things at once (but 边城 may be a man,
            # and 一休一听, 一休一愣 a monk who hears, then starts)
        if (name_like or word in self.written_titled) and total >= 3 and titled == total \
                and not described(word) \
                and word[-1] not in "老小大家":  # (林老太太, 王家小姐)
            return True  # 田代先生 every time: a family name, always said with its title
        # (after the check above: 北大路先生 every time is a family name, though 路 ends it)
        lived_in = (word[-1] in "所州" or (following["上"] + following["里"]) * 2 > total
                    or (following["河"] + following["江"]) * 2 > total) \
            and word not in self.called and not any(following[c] for c in _PERSON_DEEDS_AFTER)
        if not self.tag_counts[word] and word not in self.introduced \
                and (word[-1] in "路街窑号湾" or (word[-1] == "溪" and word not in self.called)
                     or (word[-1] == "楼" and word not in self.called
                         and not any(following[c] for c in _PERSON_DEEDS_AFTER))
                     or lived_in
                     or (len(word) == 3 and word[-1] in "上下处里" and word[1] not in _COUNTED
                         and not self._old_spelled(word))):
            return False  # 石阶上, 管理处, 车厢里, 黄河路, 金凤楼, 柳湾, 金鲨号, 卫生所, 荆州,
            # 白沙溪, 高原(上), 秦淮(河): a place or ship, never in a tag (but 溪 ends girls' names,
            # 「林小溪，…」 called, and 万里 a man's; 林州点点头, 「胡所，…」 are people; and
            # 孟玉楼指了指后院: 楼 ends names too)
        if len(word) == 3 and word[-1] == "里" and self.tag_counts[word] == 1 \
                and word not in self.called and word[1] not in _COUNTED \
                and not self._old_spelled(word):
            return False  # 车厢里立即充满了…声音: a place a voice fills, once in a tag
        ship = sum(1 for text in self.texts for at in _ends_of(word, text)
                   if text[at:at + 1] == "号" and text[at + 1:at + 2] not in _HAO_VERBS)
        if not self.tag_counts[word] and ship * 2 >= total:
            return False  # 长庚号 again and again: a ship (never in a tag; 赵铁柱号召大家 is a man)
        if word not in self.nicknames and word not in self.called and (
                word in _BODY_PARTS or re.fullmatch("[左右前后]{1,2}[腿脚蹄爪手]", word)
                or (len(word) == 2 and word[0] in "一两几每这那" and word[1] in "段场阵番节章")):
            return False  # 下巴, 左后腿, 一段 (of a song): a body part or a piece, no one (but
            # 管他叫下巴: a man so nicknamed)
        after, times = following.most_common(1)[0] if following else ("", 0)
        if times * 5 >= total * 3 and any(
                d.start < len(word) and d.end == len(word) + 1 for d in described(word + after)):
            return False  # 黑胖(子), 四姨(太), 新娘(子): mostly the front of a description
        # always continued the same way: only part of a longer name
        return word in self.introduced or not (
            total < 2 or len(following) < 2 or following.most_common(1)[0][1] / total > 0.85)


# 号召, 号称, 号啕, 号令, 号脉: a verb after a person, not a ship's 号.
_HAO_VERBS = set("召称啕咷叫哭令脉")
# 林深处, 柳荫远处: where, not who (but 赵长处 may be a man)
_PLACES_IN_CHU = {"深处", "远处", "近处", "高处", "低处", "暗处", "明处", "别处", "此处", "各处",
                  "到处", "住处", "去处", "尽处", "落处", "歇处"}


def _nickname_around_a_description(word: str) -> bool:
    """小瘦丫头儿: a description (瘦丫头) with nickname parts around it, a name (but not
    老头儿, a description whole, nor 那个老头子, one pointed at)."""
    return any(d.start + len(word) - d.end > 0
               and set(word[:d.start] + word[d.end:]) <= _NICKNAME_PARTS
               for d in described(word))


def _nickname(word: str) -> bool:
    """猴子, 胖子, 大头, 铁头: a nickname from a looks or a trait, spoken in tags."""
    return word[-1] in "子头" and word[0] in "胖瘦猴矮秃麻傻疯聋瞎哑黑大铁石狗憨"


def _name_shaped(word: str, size: int, japanese: Collection[str] = ()) -> bool:
    """A clause opener cut at ``size`` shaped like a name: a surname and one or two
    characters, 阿/老/小 and a surname or a kin tail (阿春嫂), a foreign name spelled
    out (玛丽亚), or one of the book's ``japanese`` family names. A clause shorter than
    ``size`` is judged again, so a clause that is only a name (「老大，」) counts for
    more."""
    if len(word) == size and size >= 3 and spelled_out(word):
        return True
    if size == 4:
        return False
    if word in japanese:  # 田中, 佐佐木
        return True
    if len(word) == 3:
        return (word[0] in SURNAMES and not _before_title(word)) or (
            word[0] in _NAME_HEADS and word[-1] in _NAME_TAILS and word[1] not in _NAME_TAILS) \
            or (word[0] in "小阿" and word[1] == word[2] and not described(word)) \
            or (word[0] == "老" and word[1] in SURNAMES and word[2] == "头")  # 小豆豆, 老孙头
    return len(word) == 2 and (
        word[0] in _NAME_HEADS or word[-1] in _NAME_TAILS or spelled_out(word)  # 波拉
        or (word[0] in SURNAMES and word[0] not in FUNCTION_CHARS
            and word[1] not in NOT_GIVEN_NAME))


_WHOLE_OF = set("镇村城场班家校厂连营队国县省市院屋寨庄街楼组堂船")  # 全镇: everyone in it
_DOORS_OF = set("纸木铁铜房院大屋车舱柴后前侧边宫城殿栅")  # 纸门, 房门, 城门: a door
_BY_A_DOOR = set("外口里上前后边内旁缝")  # 纸门外, 房门口
_DOOR_HANDLED = set("开关推敲拉把进出")  # 拉开纸门, 推房门, 把纸门拉上
_SIDES = ("外头", "外面", "外边", "里头", "里面")  # 篱笆外头: beside a thing, not a man
# 秀兰看着张伟，他…: a surname and a name after a verb of looking, giving or calling, someone
# else between a name and the pronoun that follows, known to the book or not
_SOMEONE_NAMED = re.compile(f"[看给叫对向把跟和问望瞪推拉扶][着了]?[{''.join(sorted(SURNAMES))}]"
                            r"[\u4e00-\u9fff]")
_MARKS_A_THING = set("其此彼一")  # 其葫芦, 一葫芦
# 接个偏厦子, 两把椅子: counted as a thing (not 那个, 这个, 你个: pointing at someone).
_COUNTED_THING = re.compile(r"(?:(?<![那这你我他她])个|[一两几每各把只张条双])$")
_WHOLE_IN_A_WORD = "[成保完安周健齐顾两求]"  # 成全, 保全, 完全: no 全 of a whole place
_MEASURES_AND_SURNAMES = set("张包条把")  # 一张纸, 一包红薯 (but 张三, 包拯)
_COUNTS_OR_POINTS = set("一两二三四五六七八九十几半每这那")
_COUNTS_A_THING = set("个这那的一把只张条两几些双每各该此其")  # 那院子, 一个兔子
# 苏晚看得出来, 唐敏没接话: what only a person does
_PERCEIVES_OR_MUTE = "(?:[看听想觉知愣怔]|没(?:接话|吭声|说话|作声|理))"
_PERCEIVES = set("见闻望")  # 柳元见大纛倒了: what he saw (看 and 听 are in AFTER_NAME)


# 孔 of 孔多塞, 孔德, 孔多曼诺利奥 (Con-, Com-): a first sound only, a surname elsewhere.
_FIRST_SOUNDS = frozenset("孔思")  # 孔多曼诺利奥, 思特里克兰德


def spelled_out(word: str) -> bool:
    """A foreign name spelled in characters: all of them spelling characters, or, from four
    on, all but one (费尔南多, 罗季奥诺夫: 南 and 季 spell names only in full), or, from five
    on, all but two after a usual first one (苏德宾斯基), or all but a first sound that is
    a surname elsewhere (孔多曼诺利奥; not 明尼阿波利斯, a city). One unusual sound between
    usual first and last ones spells a name too (阿廖沙, 费久科夫)."""
    if all(c in TRANSLITERATION for c in word):
        return True
    outside = sum(c not in TRANSLITERATION for c in word)
    if len(word) == 3 and word[0] in TRANSLITERATION and word[2] in TRANSLITERATION \
            and word[1] in _SPELLING:
        return True  # 阿廖沙
    if len(word) >= 4 and outside == 1 and word[0] in TRANSLITERATION \
            and (word[-1] in TRANSLITERATION or set(word) <= _SPELLING):
        return True  # 费久科夫, 费尔南多
    return len(word) >= 5 and set(word[1:]) <= _SPELLING and word[-1] in TRANSLITERATION \
        and ((outside == 2 and word[0] in _SPELLING)
             or (outside == 1 and word[0] in _FIRST_SOUNDS))


_HIS_WIFE = {"嫂", "婶", "嫂子", "婶子"}  # 李四嫂 is 李四's wife
_SHE_AFTER = r"(?![嫂婶])[^。！？他]{0,12}[。，；]她"  # 秀芝…。她: the name is hers


def _without_overlaps(chosen: list[str], tag_counts: Counter[str], texts: list[str],
                      opening: Counter[str]) -> list[str]:
    """Of 李世民 and 李世民接 keep the short one; of 安市 and 安市城主 the long one (it
    carries most of the short one's tags, or when the short one has but one tag, most of
    the clauses it opens: 刘大喜 of 刘大)."""
    def acts(longer: str) -> bool:  # 温有道坐在下首, 温有道把…: a name ending in 道, acting
        return longer.endswith("道") and sum(  # (林晚道 is only ever followed by ：)
            1 for t in texts for m in re.finditer(re.escape(longer), t)
            if _HAN.match(t[m.end():m.end() + 1])
        ) >= 2

    def a_deed(longer: str, word: str) -> bool:  # 林晓翻了翻, 林晓翻开: a verb ends it,
        # and the name is mostly written alone (not 李明达起身 beside 李明, another man)
        after = [t[m.end():m.end() + 1] for t in texts for m in re.finditer(re.escape(longer), t)]
        alone = sum(t.count(word) for t in texts) - len(after)
        return bool(after) and sum(char in "了着过开起" for char in after) * 2 >= len(after) \
            and alone >= 3 * len(after)

    def written_alone(word: str, longer: list[str]) -> bool:  # 穆公 thirty times, 穆公坐 and
        # 穆公以 twice each: a name the longer words only continue (沈建 is never alone)
        count = sum(t.count(word) for t in texts)
        continued = sum(t.count(other) for t in texts for other in longer)
        return count - continued >= 3 * continued \
            and 2 * sum(tag_counts[other] for other in longer) <= continued  # (杰克逊 and
        # 李明达, tagged each time they are written, are other people than 杰克 and 李明)

    with_openings = tag_counts + opening
    dropped = set()
    for word in chosen:
        counts = with_openings if tag_counts[word] <= 1 else tag_counts
        for longer in chosen:
            if longer != word and longer.endswith(word) \
                    and (longer[:-len(word)] in _OBJECT_VERBS
                         or longer[:-len(word)] in FUNCTION_CHARS):
                dropped.add(longer)  # 看见何远 is 何远 seen; 可陈默 is 陈默, but
            elif longer != word and longer.startswith(word):
                if _PARENT_OF.fullmatch(longer) and len(word) == 2:
                    continue  # 乐乐 and 乐乐妈妈: the child and the parent, two people
                if longer[len(word):] in _HIS_WIFE and sum(
                        t.count(word) - t.count(longer) for t in texts) >= 3 \
                        and not any(re.search(re.escape(word) + _SHE_AFTER, t) for t in texts):
                    # (秀芝给我倒了碗水。她…: the woman herself, called without her 婶)
                    continue  # 李四 and 李四嫂, 七斤 and 七斤嫂: a man and his wife
                if (AFTER_NAME.match(longer[len(word):]) and not acts(longer)) \
                        or longer[len(word):] in _PERCEIVES or a_deed(longer, word) \
                        or (len(longer) == 4 and len(word) == 3 and word[0] in SURNAMES
                            and word[:2] not in COMPOUND_SURNAMES and not spelled_out(longer)
                            and longer[-1] not in _TITLE_OR_KIN_AFTER_A_NAME):
                    dropped.add(longer)  # 林晚低(声说), 碧梧答应(着), 柳元见(破了), 林晓翻(开):
                    # a manner word or verb begins after the name; and a full name of three
                    # is not four (周德威引兵; but 黄山真君 is a title)
                elif (len(word) == 2 or word[:2] in COMPOUND_SURNAMES or spelled_out(word)) \
                        and len(siblings := [other for other in chosen
                                             if len(other) == len(word) + 1
                                             and other.startswith(word)
                                             and (not AFTER_NAME.match(other[len(word):])
                                                  or acts(other))]) >= 2 \
                        and tag_counts[word] <= 2 * sum(tag_counts[other] for other in siblings) \
                        and not written_alone(word, siblings):
                    dropped.add(word)  # 沈建 of 沈建华, 沈建英: siblings share a name's start
                    # (but 英台 opening sixteen tags is not cut by 英台拉, 英台立 once each;
                    # a tag of 沈建 counts its siblings' too, so its own must be most; and
                    # 杜飞熊, a full name, is not cut by 杜飞熊瞪, 杜飞熊一)
                elif spelled_out(longer) and sum(t.count(word) for t in texts) == sum(
                        t.count(longer) for t in texts):
                    dropped.add(word)  # 孔多曼诺 of 孔多曼诺利奥, never written alone
                elif counts[longer] * 2 >= counts[word] - sum(
                        counts[other] for other in chosen
                        if other not in (word, longer) and other.startswith(word)) \
                        and not (len(longer) == len(word) + 1 and written_alone(
                            word, [other for other in chosen
                                   if other != word and other.startswith(word)])):
                    dropped.add(word)  # (斯塔 of 斯塔巴克's tags is no cut-short 斯塔布)
                else:
                    dropped.add(longer)
    return [w for w in chosen if w not in dropped]


# Words that call anyone: 「医生同志，…」 and 「同志，…」 call the doctor and a guard.
_ANYONES_ADDRESS = frozenset({"同志", "同学", "朋友", "老兄", "老弟", "大嫂"})


# 大头大名孙国庆，…, 老胡大名叫胡长顺: what a person is called, then the full name the
# narration gives them (大名, 本名, 学名, 真名).
_REAL_NAME = re.compile(r"(?:^|(?<=[。！？；，\n]))([\u4e00-\u9fff]{1,3}?)"
                        r"(?:大名|本名|学名|真名)(?:叫做?|是)?"
                        rf"({_SURNAME_CHAR.pattern}[\u4e00-\u9fff]{{1,2}})(?=[，,。；;、（(])")
_NOT_WHAT_ONE_GOES_BY = set("他她我你俺咱")  # 他本名王有财, 俺大名叫李铁柱: the name only


def _real_names(chosen: list[str], aliases: dict[str, str], opening: Counter[str],
                texts: list[str]) -> dict[str, str]:
    """大头大名孙国庆 … 大头坐在我旁边: one person, not two. What they go by stays their
    name when it is one already (常五爷), else the full name is, with what they go by
    (大头, 老孟) its alias; 他本名王有财 adds the name only. Adds to ``chosen`` and
    ``aliases``; returns each full name's everyday one."""
    goes_by = {}
    for text in texts:
        for match in _REAL_NAME.finditer(text):
            called, full = match.groups()
            pronoun = called.removesuffix("的") in _NOT_WHAT_ONE_GOES_BY
            if not plausible_name(full) or full[1:] in STOP_WORDS or full in aliases \
                    or not (pronoun or called in chosen or opening[called] >= 2):
                continue  # 银杏学名白果, 他在日本名古屋: no one the book goes on about
            person = not pronoun and not is_person_word(called) \
                and not described(called)  # (这人大名侯春生, 她的大名叫林秀英; but 王家的)
            if person and called in chosen:  # 常五爷 of the tags stays what he is called
                chosen[:] = [w for w in chosen if w != full]
                aliases[full] = called
                continue
            if full not in chosen:
                chosen.append(full)
            if person:
                aliases[called] = full
                goes_by[full] = called
    return goes_by


def _alias_names_after_names(chosen: list[str], aliases: dict[str, str],
                             called: set[str], texts: list[str]) -> None:
    """老三志伟 … 「志伟，…」: a called name written right after a known one is its alias."""
    for word in chosen:
        for text in texts:
            for at in _ends_of(word, text):
                after = text[at:at + 2]
                if after in called and after not in chosen and after not in aliases \
                        and plausible_name(after) and not is_title(after) \
                        and not described(after) and after not in _ANYONES_ADDRESS \
                        and not set(after) & CRY_CHARS:  # (侯七哎哟一声 … 「哎哟，…」)
                    aliases[after] = word


_KIN_CHARS = set("妹姐哥弟婆公姨叔伯爸妈娘嫂爷奶婶舅")  # 阿妹 is anyone's sister
CRY_CHARS = frozenset("哎哟呦呀啊哦唉嗯喂哈嘿哇")  # 哎哟, 哎呀: a cry, never a name
# 黄山真君, 李秀兰妹, 王有福嫂: a title or kin after a full name, not a fourth character of it
_TITLE_OR_KIN_AFTER_A_NAME = frozenset("君人子公翁氏姑") | _KIN_CHARS  # (not 后: 张建国后退)


_CALLED_WITH_A = re.compile(r"[「“](阿[\u4e00-\u9fff])[，,！!]")  # 「阿旺，…」


def _surname_called_and_titled(chosen: list[str], aliases: dict[str, str]) -> list[str]:
    """老赵 beside 赵大夫, the book's only 赵: one man, by his surname and by his post (not
    when 小赵 is met too, nor when another 赵 has a name)."""
    for word in chosen:
        if len(word) != 2 or word[0] not in "老小" or word[1] not in SURNAMES \
                or ("小" if word[0] == "老" else "老") + word[1] in chosen:
            continue
        same = [w for w in chosen if w != word and w[0] == word[1]]
        if len(same) == 1 and len(same[0]) >= 3 and is_person_word(same[0][1:]) \
                and described_gender(same[0][1:]) == "unknown":
            aliases[word] = same[0]  # (a post, not kin: 老赵 is no 赵妈妈, his wife)
    return [w for w in chosen if w not in aliases]


def _pet_names(chosen: list[str], aliases: dict[str, str], texts: list[str]) -> None:
    """金宝根 … 阿根头也不回: 阿 and the last character of one full name (or of a
    two-character given name, 火旺), written twice or called once, is that person (even
    when it opens tags of its own); so is 萤儿 of 小萤子."""
    full = [w for w in chosen if len(w) == 3 and w[0] in SURNAMES]
    given = [w for w in chosen if len(w) == 2 and w[0] not in SURNAMES | set("阿小老大")
             and not is_title(w) and not described(w)]  # 火旺 … 「阿旺，…」
    calls = Counter(m.group(1) for text in texts for m in _CALLED_WITH_A.finditer(text))
    for word in full + given:
        pet = "阿" + word[-1]
        alone = sum(1 for text in texts for at in _ends_of(pet, text)  # not 阿根廷
                    if not _HAN.match(text[at:at + 1]) or AFTER_NAME.match(text[at:]))
        if pet not in aliases and (word in full or pet not in chosen) \
                and sum(w[-1] == word[-1] for w in full + given) == 1 \
                and word[-1] not in _KIN_CHARS and alone >= 1 \
                and (sum(text.count(pet) for text in texts) >= 2 or calls[pet]):
            aliases[pet] = word
            if pet in chosen:
                chosen.remove(pet)
    for word in [w for w in chosen if len(w) == 3 and w[0] == "小" and w[2] == "子"]:
        pet = word[1] + "儿"  # 小螢子 … 螢兒: one child, two pet names
        if pet in chosen and sum(w[1:2] == word[1] for w in chosen if w[0] == "小") == 1:
            aliases[pet] = word
            chosen.remove(pet)


def _courtesy_names(texts: list[str]) -> set[str]:
    """遣尚书邓芝，字伯苗, 宋恂，字仲谋: a name given with its courtesy name is a person's,
    even when it is written once and the tags call him only 芝 or 恂; so is one given as
    姓林名远 (林远)."""
    return {match.group(1)[1:] if len(match.group(1)) == 3 and (
                _after_role(text, match.start() + 1)
                or _mostly_alone(match.group(1), text[max(0, match.start() - 1):match.start()],
                                 texts))
            else match.group(1)  # 乃军师沈晦，字子明: 沈晦, the 军师 (a 师 surname reads short)
            for text in texts for match in _COURTESY.finditer(text)
            if text[match.start() - 1:match.start()] != "姓"} \
        | {match.group(1) + match.group(2) for text in texts
           for match in _SURNAME_AND_NAME.finditer(text)}


_NO_TITLE_END = FUNCTION_CHARS | set("乃是有")  # 乃韩昭, 是韩昭: no title before the surname


def _mostly_alone(word: str, before: str, texts: list[str]) -> bool:
    """平南侯韩昭，字仲明, 丹陽唐固，字子正: ``before`` (侯, 陽) ends a title or a place; the
    surname after it starts the name, which the book mostly writes without it (but
    王安石，字介甫 … 安石曰: nothing comes before 王, and the book calls him by his given name)."""
    return bool(re.fullmatch(r"[\u4e00-\u9fff]", before)) and before not in _NO_TITLE_END \
        and word[1] in SURNAMES and sum(t.count(word[1:]) for t in texts) \
        >= 3 * sum(t.count(word) for t in texts)


# 松阳道长, 玄苦大师, 定逸师太: a name in religion and the title it is always written with.
_RELIGIOUS_NAME = re.compile(r"([\u4e00-\u9fff]{2})(?:道长|道人|真人|禅师|大师|师太|法师|上人)")


def _religious_names(narrations: list[str]) -> set[str]:
    """Names in religion written with their title in the narration at least twice
    (松阳道长袍袖一拂 … 松阳道长冷冷道), not descriptions (年轻道人, 青袍道人)."""
    seen = Counter(m.group() for text in narrations for m in _RELIGIOUS_NAME.finditer(text))
    return {word for word, count in seen.items()
            if count >= 2 and _valid_candidate(word[:2]) and not any(
                d.start < 2 for d in described(word))}


# 比阿爸高出半个头: a word ending in a count of something is no name (高出半)
_A_COUNT = re.compile(r"半[个只条块张件]|[一两几]个")  # (but 赵德三只是笑, 孙有六张开嘴)


def _introduced_after_role(narrations: list[str], texts: list[str]) -> set[str]:
    """新郎刘大柱, 村长孙德旺: a full name right after a role word in the narration, the
    person the role is, when the name or its given part comes back in the book."""
    found = set()
    times = cache(lambda word: sum(t.count(word) for t in texts))  # counted once per word
    for narration in narrations:
        for match in _SURNAME_CHAR.finditer(narration):
            at = match.start()
            if at == 0 or not _after_role(narration, at) or _titled_before(narration, at, times):
                continue
            sizes = (4, 3) if set(narration[at + 1:at + 4]) <= TRANSLITERATION else (3,)
            for size in sizes:  # 管家彭福尔德: a translated name, spelled out (陈佳丽拉开门)
                word = narration[at:at + size]
                if len(word) == size and plausible_name(word) \
                        and word[0] not in FUNCTION_CHARS and word[1:] not in STOP_WORDS \
                        and word[1] not in SURNAMES | NOT_GIVEN_NAME \
                        and word[-1] not in "边旁侧" \
                        and (word[-1] != "里" or word[-2] in _COUNTED) \
                        and not AFTER_NAME.match(word[2:]) \
                        and not _A_COUNT.match(narration, at + size - 1) \
                        and times(word[1:]) >= 2:
                    found.add(word)
                    break
    return found


def _titled_before(text: str, at: int, times: Callable[[str], int]) -> bool:
    """钱知县|白净面皮: the role before ``at`` is a surname and title, a person named
    again so elsewhere, who is then described, not followed by their own full name."""
    window = text[max(0, at - 4):at]
    for d in described(window):
        start = at - len(window) + d.start
        if d.end == len(window) and start > 0 and text[start - 1] in SURNAMES:
            titled = text[start - 1:at]
            return times(titled) >= 2
    return False


_A_KIN_CALL = re.compile(f"阿[{''.join(sorted(_KIN_CHARS))}嬷母]")  # 阿嬷, 阿爸: kin, no name


def _roles_of_names(chosen: list[str], aliases: dict[str, str], texts: list[str]
                    ) -> dict[str, str]:
    """大掌柜程敬斋, 村长孙德旺: a role written right before one name, and only that one,
    is that person; its word (大掌柜, 孙村长) becomes an alias of the name. Returns each
    such role with its name."""
    names = [w for w in chosen if len(w) >= 2 and not is_title(w) and not described(w)]
    words = {w: w for w in chosen} | {a: w for a, w in aliases.items() if w in chosen}
    for owner in chosen:  # 孙村长 is the 村长 of 村长孙德旺
        roles = described(owner)
        if owner[0] in SURNAMES and roles and roles[-1].start == 1:
            words.setdefault(owner[1:], owner)
    followed: dict[str, set[str]] = {}
    for word, owner in words.items():
        if owner in names or not (is_title(owner) or described(owner)) \
                or any(word + "们" in _narration(text) for text in texts):
            continue  # (长工们 in the narration: many of them, 长工阿喜 only one)
        surname = owner[0] if owner != word and owner.endswith(word) else ""
        for text in texts:
            for at in _ends_of(word, text):
                followed.setdefault(owner, set()).update(  # (大哥二哥睡在: two brothers;
                    n for n in names if text.startswith(n, at) and n.startswith(surname)
                    and n[-1] != word[-1] and not _A_KIN_CALL.fullmatch(n))  # 爷爷阿嬷: two)
    merged = {owner: next(iter(after)) for owner, after in followed.items() if len(after) == 1}
    for alias, owner in list(aliases.items()):
        if owner in merged:
            aliases[alias] = merged[owner]
    aliases.update(merged)
    return merged


def _full_of_people(word: str) -> bool:
    """满屋子, 满街 (的人): a place full of people, a crowd the way GROUP reads it, not one
    of them."""
    crowd = GROUP.match(word + "的人")
    return crowd is not None and crowd.end() == len(word)


def _ends_of(word: str, text: str) -> Iterator[int]:
    """Where each occurrence of ``word`` in ``text`` ends (no pattern compiled per word)."""
    at = text.find(word)
    while at >= 0:
        yield at + len(word)
        at = text.find(word, at + 1)


_POLITE_TITLES = "(?:公子|兄|大哥|先生|小姐|姑娘|少爷|大人|老师|师傅|医生|大夫|经理)"
_BEFORE_POLITE_TITLE = re.compile(f"(?={_POLITE_TITLES})")
_OPEN_QUOTE = re.compile(r"[「“][^」”]*")
_HAN_RUN2 = re.compile(r"[\u4e00-\u9fff]{2}")


def _after_a_line(word: str, texts: list[str], not_then: Collection[str] = ()) -> bool:
    """」家珍在门槛上坐下: the word right after a closing mark, and not followed by one of
    ``not_then`` (」黑桃杰克 is 杰克)."""
    for text in texts:
        for mark in "」”":
            at = text.find(mark + word)
            while at >= 0:
                if text[at + 1 + len(word):at + 2 + len(word)] not in not_then:
                    return True
                at = text.find(mark + word, at + 1)
    return False


def _before_a_parents_name(word: str, texts: list[str]) -> bool:
    """秀英娘马桂兰: the word, 爹 or 娘, and two more characters of a name."""
    for text in texts:
        for parent in "爹娘":
            at = text.find(word + parent)
            while at >= 0:
                if _HAN_RUN2.match(text, at + len(word) + 1):
                    return True
                at = text.find(word + parent, at + 1)
    return False


# 田代先生, 史密斯太太: a family name always said with its title.
_COURTESY_AFTER = re.compile(r"先生|太太|小姐|夫人|女士|老师|君|桑")  # (not 少爷: 黄三少爷
# is the whole name)


def _sole_of_surname(word: str, starts: Counter[str]) -> bool:
    """No other clause opener bears its surname, so a call by surname and title is it;
    and it is a name, not a surname and a title itself (罗先生)."""
    return not is_title(word[1:]) and not described(word[1:]) and not any(
        other[0] == word[0] and not word.startswith(other) and not other.startswith(word)
        for other in starts)  # (罗振 is only 罗振东 cut short)


def _doubled_name(word: str, called: bool = False) -> bool:
    """航航, 诺诺: a child's doubled name, not a doubled manner word or verb (淡淡, 拍拍);
    高高, 深深 only when ``called`` in a quote."""
    return len(word) == 2 and word[0] == word[1] and _HAN.match(word) is not None \
        and word[0] not in _DOUBLED_WORDS and (called or word[0] not in _DOUBLED_MANNERS)


def _before_title(word: str) -> bool:
    """除掌门(之外), 对师父: a function word before a title, not a surname."""
    return word[0] in FUNCTION_CHARS and (is_title(word[1:]) or bool(described(word[1:])))


def _after_surname(word: str, texts: list[str], opening: bool = False) -> bool:
    """Written once right after a surname (孙建国), not after a counted one (一张照片);
    with ``opening``, a surname that opens a word itself (林道静, not 王林道心)."""
    for text in texts:
        at = text.find(word, 1)
        while at > 0:
            if text[at - 1] in SURNAMES and text[at - 1] not in FUNCTION_CHARS \
                    and (at < 2 or text[at - 2] not in "一二两三几这那每整半") \
                    and not (opening and _HAN.match(text[at - 2:at - 1])):
                return True
            at = text.find(word, at + 1)
    return False


# Yohji的黑, Romeo Gigli的酒红丝绒, Armani的麻纱: a label's colour or cloth (or the first
# of its two words).
_A_LABEL = re.compile(" [A-Z]|的(?:[黑白灰红黄蓝绿紫棕褐粉金银驼酒米]|麻|丝|绒|呢|纱|缎|棉|毛|"
                      "皮|西装|大衣|套装|裙|衬衫|那种)")


def _latin_names(narrations: list[str]) -> list[str]:
    """Kevin, 阿Ken, 老K, 大B, K., B博士: a capitalised Latin word (or a letter after 老/小/阿/
    大, though 大V is a blogger, 大A the stock market, 大G a car, or before a title) that
    acts in the narration or opens a tag (Lily推了推眼镜, 这回问话的是Lily) at least twice."""
    counts: Counter[str] = Counter()
    worn: set[str] = set()  # used at least once as no fashion label
    for narration in narrations:
        for match in re.finditer(r"(?<![A-Za-z])(?:(?:Mr|Ms|Mrs|Miss|Dr)\.? ?[A-Z][a-z]{1,14}|"
                                 rf"{_SURNAME_CHAR.pattern}(?:Sir|Madam)|"  # 陈Sir, 黄Madam
                                 r"阿?[A-Z][a-z]{1,14}|(?:[老小阿细]|大(?![AGV]))[A-Z](?:哥|仔|姐)?|"
                                 r"[A-Z](?:哥|仔|姐)|(?<!\.)[A-Z]\.(?![A-Z])|"  # 细B哥, K.
                                 # (not the M. of E.M.)
                                 r"[A-Z](?:先生|小姐|太太|夫人|女士|博士|医生|教授|老师))"  # B博士
                                 r"(?![A-Za-z])", narration):
            if narration[match.start() - 1:match.start()] != "的":  # 黑色的Lanvin: a brand
                counts[match.group()] += 1
                if not _A_LABEL.match(narration, match.end()) \
                        and narration[match.start() - 1:match.start()] not in ("件", "穿"):
                    worn.add(match.group())  # (Yohji的黑, 那件Gigli: its every use a label's)
    # A先生比B先生大三岁, A先生起诉B太太: two letters with titles stand for anyone
    lettered = {word[0] for word in counts if re.fullmatch("[A-Z][^A-Za-z.]{2}", word)}
    return [_with_surname(word, narrations) for word, count in counts.items()
            if count >= 2 and word in worn
            and not (re.fullmatch("[A-Z][^A-Za-z.]{2}", word) and len(lettered) >= 2)]


# Surnames that more often open a word or join two names (和, 马上, 张开, 连忙, 白了…一眼).
_SURNAMES_OPENING_WORDS = set("和与跟同向马张连高白关于方从常安时成何")


def _with_surname(word: str, narrations: list[str]) -> str:
    """Shirley杨 every time, three times or more: a Latin given name and the Chinese surname
    always after it (not Tony马上, Kevin和Amy)."""
    after = [narration[match.end():match.end() + 1] for narration in narrations
             for match in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", narration)]
    if re.fullmatch("[A-Z][a-z]+", word) and len(after) >= 3 and len(set(after)) == 1 \
            and after[0] in SURNAMES and after[0] not in _SURNAMES_OPENING_WORDS:
        return word + after[0]
    return word


# 罗斯托夫采夫, 扎戈尔斯基, 冯·布伦克: more characters that spell foreign names when a
# dot joins their parts.
_SPELLS_DOTTED = ''.join(sorted(TRANSLITERATION | set(
    "爱昂拜班邦保鲍宾彬波博察戴丹登邓丁东凡范丰冯佛富甘冈高哥根瓜圭豪洪胡怀惠考夸奎昆朗黎隆芒毛"
    "敏明默南努派潘庞彭平钦桑尚绍圣史舒苏唐陶廷通图武泽扎夫娃芙季烈历得翁采茨翰丝露瑞薇茜汀"
    "顿逊斐治赛罕热买吐山封苗堂诃滕叶良狄哀包苔葛妲笠浦灵焦卜廖孔京嘎刺厉惇")))  # 苏霍京,
# 芭芭雅嘎, 希刺克厉夫, 埃德加·林惇
# 伍, 卫, 开, 白, 易, 甫, 思, 歇, 茂, 生, 裘, 典, 奴, 乙, 第, 彻, 肖, 蓬, 日, 别, 讷, 祖, 恰,
# 吕, 龙 spell a part only inside a dotted name (特洛伍德, 大卫, 斯开瑞希, 伊丽莎白, 路易莎,
# 特鲁伊甫, 艾贝·诺思, 拉尔夫·杜歇, 托伐·海尔茂, 菲比·华生, 马库斯·维尼裘斯, 帕拉斯·雅典娜,
# 尚-巴蒂斯特·葛奴乙, 汤姆·康第, 迈尔斯·阿彻, 奈杰尔·布拉德肖, 费拉蓬特·卢基奇·扎哈罗日金,
# 米哈伊尔·亚历山德罗维奇·别尔利奥兹, 德·韦尔讷伊, 皮埃尔·别祖霍夫, 莫尔恰诺娃, 沃龙佐夫,
# 马吕斯·彭眉胥, 奥托·克吕格尔):
# 刘卫东先生 and 王开山老爷 are Chinese names with a title.
_SPELLS_A_PART = _SPELLS_DOTTED + "伍卫开白易甫思歇茂生裘典奴乙第彻肖素蓬日别讷祖番恰眉胥吕"
# 恰 spells a part only when no adverb starts there (莫尔恰诺娃, not 约翰·史密斯恰好进来), 龙 only
# inside one (沃龙佐夫, not 哈利·波特龙飞凤舞地签了名, nor 巨龙 before a first name), 铁 only
# before 雷 (古铁雷斯), 略 only after 贝, 蒂 or 特 (贝略, 卡斯蒂略, 施特略夫; not 史密斯略一
# 迟疑), 比 not before whom one is compared with (勒巴斯克比她丈夫小十岁), 律 not as a lawyer
# (布律诺, not 约翰·史密斯律师)
_SPELLS_A_PART_WHEN = {"恰": "恰(?![好巧恰似如在是到逢当])", "比": "比(?![他她我你它谁平往以从别])",
                      "龙": f"龙(?=[{_SPELLS_A_PART}])", "铁": "铁(?=雷)",
                      "略": "(?<=[贝蒂特])略(?![一微带显有作略加感为觉皱欠])", "律": "律(?!师)",
                      "眉": "眉(?![头毛梢心目眼宇开])"}  # 马吕斯·彭眉胥 (not 史密斯眉头一皱)
_A_PART = "(?:[{}]|{})".format(
    "".join(c for c in _SPELLS_A_PART if c not in _SPELLS_A_PART_WHEN),
    "|".join(_SPELLS_A_PART_WHEN.values()))
# 何, 若, 吕, 果, 大, 修, 莲 spell a first name before a dot (何塞·安东尼奥, 若瑟芬·勒克莱尔,
# 宾果·利特尔, 大卫·科波菲尔, 安修尔·哈迪, 夏洛特·巴特利特, 让·瓦让, 简·爱, 欧也纳·德·拉斯
# 蒂涅, 桃乐丝·温特沃斯, 叶莲娜·瓦西里耶夫娜), 台 a particle (台·格拉桑太太, de), never a
# name alone (何太太); 道 only in 道林 and 道格拉斯, or inside 鲁道夫· (知道约翰·史密斯 is no
# 道约翰; 知道林肯·布朗 still reads 道林肯).
_SPELLS_DOTTED_FIRST = _SPELLS_A_PART + "何若吕果大修台冬夏让简碧芳也桃乐莲"
# 德·特雷维尔, 冯·布伦克, 范·海辛, 台·格拉桑: de, von, van, a particle before a family name
# and no given name.
_NOBLE_PARTICLES = {"德", "冯", "范", "凡", "台"}
_SPELLING = frozenset(_SPELLS_DOTTED)  # built once: asked of every clause opener
_SPELLING_DOTTED = frozenset(_SPELLS_DOTTED_FIRST + "·")
# 于尔班·法布尔, 于勒先生: 于 spells a name's first sound, but not after 对, 至, 关 (对于…).
_YU_FIRST = "(?:(?<![对至关由终属等鉴基过处])于)?"
# 保罗·D ends there (not 威尼斯·B区, 奥迪·A6: a block, a model).
_NO_MORE_OF_A_CODE = r"(?![A-Za-z0-9０-９区座栋楼号型款级])"
DOTTED_NAME = re.compile(f"{_YU_FIRST}(?!察|(?<=介)绍)"  # 督察埃里克·霍尔姆贝里: 察 ends the title;
                     # 介绍吕西安·德·蒙福尔: 绍 ends 介绍
                     f"(?:[{_SPELLS_DOTTED_FIRST}]|道(?=林|格拉斯|夫·)){{1,6}}"
                     f"(?:[-－][{_SPELLS_A_PART}]{{1,6}})?"  # 卡尔-海因茨
                     f"(?:·(?:[A-Z]·)?{_A_PART}{{1,8}}"  # 约翰·F·肯尼迪
                     f"(?:[-－][{_SPELLS_A_PART}]{{1,6}})?"  # 古西·芬克-诺特尔
                     f"(?:那[多托塔达瓦][{_SPELLS_A_PART}]{{0,3}}|那(?=先生|夫人|太太|小姐))?)+"
                     f"(?:·[A-Z]{_NO_MORE_OF_A_CODE})?|"  # 保罗·D
                     f"{_YU_FIRST}[{_SPELLS_DOTTED_FIRST}]{{1,6}}"
                     f"·[A-Z]{_NO_MORE_OF_A_CODE}")
# (阿多那多 and 德·瑞那夫人 spell 那, not 史密斯那本旧日记)
_MALE_PATRONYMIC = re.compile(r"(?:维奇|斯基|[伊雷瑟]奇|(?:米特|伊)里奇)(?:·|$)")  # 季莫菲伊奇,
# 鲍里瑟奇, 德米特里奇, 伊里奇 (not 凯特·里奇, 卡罗琳·阿尔德里奇: Ritchie, Aldridge)
_FEMALE_PATRONYMIC = re.compile(r"(?:夫娜|芙娜|娃|娅)(?:·|$)")
# 克莱蒙先生, 勒布伦太太: the titles a translation writes after a foreign name.
_MEN_TITLES = ("先生", "老爹", "老头", "老爷", "大叔", "神父", "牧师", "伯爵", "子爵", "公爵",
               "男爵", "侯爵", "上校", "中尉", "少校", "上尉", "将军", "船长", "博士", "探长",
               "警长", "爵士", "勋爵", "老板", "主教", "总督", "舅舅", "叔叔", "伯伯")
_WOMEN_TITLES = ("太太", "小姐", "夫人", "大婶", "大妈", "大娘", "女士", "姑娘", "姑妈", "姨妈",
                 "舅妈", "婶婶")
_EITHER_TITLES = ("教授", "医生", "律师", "法官", "警官", "大夫", "萨满")
DAUGHTER_TITLES = ("小姐", "姑娘")
# 布拉德利兄妹: a family name a pair of kin share (not 夫妇: his wife and he himself)
_KIN_PAIRS = ("兄妹", "姐弟", "兄弟", "姐妹", "父女", "父子", "母女", "母子")
# 阿伦夫妇, 伍德豪斯父女, 索恩伯里家: the family, both of them, no one alone
_FAMILY = ("夫妇", "一家", "家", *_KIN_PAIRS)
_ELDEST_DAUGHTER = ("大小姐",)  # 班纳特大小姐: one of the family's daughters, titled
_TITLES = _MEN_TITLES + _WOMEN_TITLES + _EITHER_TITLES
_TITLED_FOREIGN = re.compile(f"{_YU_FIRST}[{_SPELLS_DOTTED}]{{2,5}}生?"  # 爱默生先生 (-son)
                             f"(?={'|'.join(_TITLES)})")


def _titled_foreign_names(texts: list[str], narrations: list[str],
                          families: Collection[str] = ()) -> list[tuple[str, str, Gender]]:
    """克莱蒙先生, 佩兰老爹, 勒布伦太太: a foreign name a translation writes with a title
    at least twice is a person, of the title's sex when every title agrees. Gives each
    name, the form it goes by and its sex: the name with its title when never written
    without it (埃德蒙爵士) or when it is a family's name (史密斯太太, beside
    玛格丽特·史密斯); a husband, a wife and a daughter when titles of each follow it and
    it is never written alone (阿伦先生, 阿伦太太, 阿伦小姐)."""
    titles: dict[str, Counter[str]] = {}
    for text in texts:
        for match in _TITLED_FOREIGN.finditer(text):
            title = next(t for t in _TITLES if text.startswith(t, match.end()))
            titles.setdefault(match.group(), Counter())[title] += 1
    found: list[tuple[str, str, Gender]] = []
    for name, seen in titles.items():
        if seen.total() < 2 or name in STOP_WORDS or not plausible_name(name) \
                or not any(name in narration for narration in narrations):
            continue  # 「多谢先生」: thanks, said twice
        kinds: dict[str, list[str]] = {}  # the men, the wives, the daughters of a family
        for title, _ in seen.most_common():
            if title not in _EITHER_TITLES:
                kind = "male" if title in _MEN_TITLES else (
                    "daughter" if title in DAUGHTER_TITLES else "female")
                kinds.setdefault(kind, []).append(title)
        either = [title for title, _ in seen.most_common() if title in _EITHER_TITLES]
        if either and set(kinds) == {"female"} and set(kinds["female"]) <= WIVES:
            kinds = {"male": either[:1], **kinds}  # 戈达尔大夫 and 戈达尔夫人: his wife
        untitled = any(not text.startswith(_TITLES + _FAMILY + _ELDEST_DAUGHTER, end)
                       and text[end - len(name) - 1:end - len(name)] != "·"
                       and not text[:end - len(name)].endswith(_TITLES)
                       for text in texts for end in _ends_of(name, text))  # (伊莎贝拉·索恩伯里
        # is the daughter's whole name; 本堂神父卡尔邦，一个瘦高的老人 brings in 卡尔邦神父)
        if len(kinds) >= 2 and not untitled:  # 阿伦先生, 阿伦太太, 阿伦小姐
            found += [(name, name + titles[0], "male" if kind == "male" else "female")
                      for kind, titles in kinds.items()]
            continue
        sex: Gender = ("male" if "male" in kinds else "female") if len(kinds) == 1 else "unknown"
        titled = len(seen) == 1 and (name in families or not untitled)
        found.append((name, name + seen.most_common(1)[0][0] if titled else name, sex))
    return found


# 海狸先生 … 海狸太太, 鸟先生 … 鸟太太: a clause opened by a word and the title of a
# husband or a wife (one character only when it is no surname: 王先生 and 王太太 are
# found as a surname called).
_COUPLE_TITLE = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff]{1,3}?)(先生|太太)")


def _couples(texts: list[str], narrations: list[str]) -> set[str]:
    """海狸先生 and 海狸太太, a husband and a wife the narration only ever calls by one word
    and their titles: two people, not one 海狸 (a spelled name is found with its titles
    by _titled_foreign_names)."""
    titled: dict[str, set[str]] = {}
    for narration in narrations:
        for match in _COUPLE_TITLE.finditer(narration):
            titled.setdefault(match.group(1), set()).add(match.group(2))
    return {word for word, seen in titled.items()
            if len(seen) == 2 and not described(word)
            and word[-1] != "位" and word[0] not in "诸各众列"  # 诸位先生, 各位太太: all of them
            and (plausible_name(word) if len(word) > 1
                 else word not in SURNAMES | FUNCTION_CHARS | set("老大小某这那该此"))
            and all(narration.startswith(("先生", "太太"), end)
                    for narration in narrations for end in _ends_of(word, narration))}


_PLACES_NAMED_AFTER = set("房店馆铺厂楼屋园社所院室站町")  # 杉浦面包房: a bakery, not 面包
# 田中巡查, 雪村学姐, 松井太君: titles that show a Japanese family name to be one, not a
# word (村上的人, 谷口有人喝道); 先生 or 太太 would show nothing.
_JAPANESE_TITLES = ("君", "桑", "酱", "警部", "刑警", "巡查", "同学", "学姐", "学长", "前辈",
                    "社长", "课长", "阁下", "大佐", "少佐", "中佐", "军曹", "太君", "婆婆", "殿")


def _never_written_bare(chosen: list[str], texts: list[str]) -> dict[str, list[str]]:
    """Spelled names that are only the common start of longer ones (葛利 of 葛利高里,
    葛利什卡, 葛利沙), each with its full forms, commonest (then first written) first."""
    found: dict[str, list[str]] = {}
    for stem in chosen:
        if not 2 <= len(stem) <= 3 or not set(stem) <= _SPELLING:
            continue
        forms: Counter[str] = Counter()
        first: dict[str, int] = {}
        for text in texts:
            for end in _ends_of(stem, text):
                more = end
                while more < len(text) and more - end < 4 and text[more] in _SPELLING:
                    more += 1
                forms[text[end - len(stem):more]] += 1
                first.setdefault(text[end - len(stem):more], len(first))
        again = [form for form in forms if forms[form] >= 2]  # (not 高明拉开, 高明提高)
        if forms and stem not in forms and all(form not in chosen for form in forms) \
                and sum(forms[form] for form in again) >= 0.8 * forms.total():
            found[stem] = sorted(forms, key=lambda form: (-forms[form], first[form]))
    return found


def _inside_a_name(text: str, start: int, end: int) -> bool:
    """曹洪回报: the surname at ``start:end`` ends a name that begins one character earlier
    (曹洪, written elsewhere without 回), so 洪回 is no name (but 豫章范冲 is 范冲)."""
    longer = text[max(0, start - 1):end]
    return len(longer) > end - start and longer[0] in SURNAMES \
        and longer[0] not in FUNCTION_CHARS and not described(longer) \
        and text.count(longer) > text.count(text[start - 1:end + 1])  # (秦王堅, 时曹操)


def _japanese_in(texts: list[str], full_names: Mapping[str, str],
                 kana: bool) -> frozenset[str]:
    """The Japanese family names of a book that shows it has Japanese people: one written
    before a title or a given name (田中巡查, 杉浦健太) lets the others in (宫下), and so
    does ``kana`` written anywhere in the book."""
    written = [match for text in texts for match in _JAPANESE_SURNAME.finditer(text)
               if match.string[match.start() - 1:match.start()] not in SURNAMES]  # 刘远山
    shown = any(match.string.startswith(_JAPANESE_TITLES, match.end()) for match in written) \
        or bool(full_names) or any(_JAPANESE_GIVEN_CALLED.search(text) for text in texts) \
        or kana  # 林さん, いらっしゃいませ
    return frozenset(match.group() for match in written) if shown else frozenset()


_KANA = re.compile("[\u3041-\u3096\u30a1-\u30fa]")  # Japanese written in the book
_JAPANESE_SURNAME = re.compile("|".join(sorted(JAPANESE_SURNAMES, key=len, reverse=True)))
# How Japanese given names end (佐和子, 健太, 千夏, 美咲, 一郎), unlike 栏杆 or 巡查.
_JAPANESE_GIVEN_ENDS = set("子太郎美夏香奈惠代江树介也人斗翔希菜花乃里绘咲世男夫雄彦司平吾助次"
                           "一二三真纪华音叶结月枝遥步")


# 秀男君, 美代子桑: a Japanese given name with a Japanese call after it.
_JAPANESE_GIVEN_CALLED = re.compile(f"[\u4e00-\u9fff][{''.join(sorted(_JAPANESE_GIVEN_ENDS))}]"
                                    "(?:君|桑|酱)")


def _japanese_full_names(texts: list[str]) -> dict[str, str]:
    """杉浦佐和子 … 佐和子别过脸去: a Japanese family name and a given name written together
    once, the given name then used alone at least twice. Maps each full name to its given
    name."""
    found: dict[str, str] = {}
    for text in texts:
        for match in _JAPANESE_SURNAME.finditer(text):
            for size in (3, 2):
                given = text[match.end():match.end() + size]
                after = text[match.end() + size:match.end() + size + 1]
                if len(given) == size and _HAN.match(given) and plausible_name(given) \
                        and after not in _PLACES_NAMED_AFTER \
                        and given not in STOP_WORDS and not described(given) \
                        and given not in _TITLES and not is_title(given) \
                        and text.count(given) - text.count(match.group() + given) >= 2 \
                        and (given[-1] in _JAPANESE_GIVEN_ENDS or f"「{given}，" in text):
                    found[match.group() + given] = given
                    break
    return found


# (not 太太, 夫人: a bare 太太 is as often the mistress of the house, someone else)
_COURTESY_TITLES = ("小姐", "先生")


_A_POST = "post"  # what _after_name says of a post after a name (克鲁伯校长)


# How a village calls an old man or woman by the given name: 德顺爷爷, 桂兰奶奶.
_ELDER_CALLS = {"male": ("爷爷", "大爷", "老爹", "老伯"), "female": ("奶奶", "大娘", "婆婆")}


def _elder_forms(name: str, texts: list[str]) -> list[str]:
    """德顺爷爷 beside 德顺老汉: the same given name with the respectful call for an elder of
    the same sex, written in the book, is the old man (or woman) the name with 老汉 (老太婆)
    is (but 德顺奶奶 is 德顺老汉's wife)."""
    elder = [d for d in described(name) if d.end == len(name) and d.start >= 2
             and d.label in ELDER_WORDS]
    if not elder:
        return []
    given = name[:elder[0].start]
    sex = described_gender(elder[0].label)  # (老人, 老人家: either, so any call)
    calls = _ELDER_CALLS.get(sex, _ELDER_CALLS["male"] + _ELDER_CALLS["female"])
    return [given + call for call in calls if any(given + call in t for t in texts)]


# A bare family name (特雷维尔) beside its titled form: at most one in eight times, or one in
# four when only a particle stands before it in a dotted name (府上, a signature).
_BARE_SHARE, _BARE_SHARE_AFTER_A_PARTICLE = 8, 4


def _always_titled(name: str, texts: list[str], particle: bool = False) -> str | None:
    """The one courtesy title a name of two or more characters is written with, at least
    three times (郝薇香小姐, 葛擂硬先生), when the name is hardly ever written bare (once in
    eight; never, if it is or ends a dotted name) and at most a quarter of the times followed
    by a post instead (克鲁伯校长 beside 克鲁伯小姐); ``particle``: the dotted name it ends
    has only a particle before it (德·特雷维尔), so no given name makes it whole bare.
    Else None."""
    if len(name) < 2 or described(name):
        return None
    # (bare: 勒布朗照相馆 once among fourteen 勒布朗先生)
    following, posts, bare = _titles_after(name, texts)
    # a dotted name, or the end of one, is whole without a title (斐利亚·福克 beside 福克先生)
    dotted = ("·" in name or any("·" + name in text for text in texts)) and not particle
    if len(following) == 1 and not (bare and dotted):
        title, count = next(iter(following.items()))
        share = _BARE_SHARE_AFTER_A_PARTICLE if particle else _BARE_SHARE
        if count >= 3 and posts * 3 <= count and bare * share <= count:
            return title  # (特雷维尔府上, a signature ——特雷维尔: bare, but no one calls him so)
    return None


def _one_of_a_named_family(name: str, chosen: list[str], texts: list[str]) -> str | None:
    """艾什顿 beside 爱德华·艾什顿 and 塞缪尔·艾什顿: a family name two of the book's dotted
    names end in is the family's, so the one who goes by it bare in the tags is the one its
    commonest courtesy title names (艾什顿小姐), when that title follows it three times and
    more often than any other. Else None."""
    if "·" in name or sum(w.endswith("·" + name) for w in chosen) < 2:
        return None
    ranked = _titles_after(name, texts)[0].most_common(2)
    if ranked and ranked[0][1] >= 3 and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
        return ranked[0][0]
    return None


def _titles_of_a_family(name: str, texts: list[str]) -> list[str]:
    """哈考特先生 and 哈考特小姐 (the courtesy titles _after_name knows), each at least
    three times and the name hardly ever bare: the titles of two people of one family, the
    commonest first. Else []."""
    if len(name) < 2 or described(name) or "·" in name:
        return []
    following, posts, bare = _titles_after(name, texts, alone=True)
    titles = [t for t, count in following.most_common() if count >= 3]
    total = sum(following.values())
    if len(titles) < 2 or bare * _BARE_SHARE > total or posts * 3 > total:
        return []
    return titles


def _titles_after(name: str, texts: list[str], alone: bool = False
                  ) -> tuple[Counter[str], int, int]:
    """How often each courtesy title follows ``name``, and how often a post or nothing does;
    ``alone``: only where the name stands for one person (not the end of 爱玛·伍德豪斯, nor
    伍德豪斯父女)."""
    following = Counter(_after_name(text, at) for text in texts for at in _ends_of(name, text)
                        if not alone or (text[at - len(name) - 1:at - len(name)] != "·"
                                         and not text.startswith(_FAMILY, at)))
    return following, following.pop(_A_POST, 0), following.pop("", 0)


def _after_name(text: str, at: int) -> str:
    """What follows a name ending at ``at``: a courtesy title (小姐), _A_POST for a post
    or any person word (校长), else ""."""
    title = next((t for t in _COURTESY_TITLES if text.startswith(t, at)), "")
    if title:
        return title
    return _A_POST if any(d.start == 0 for d in described(text[at:at + 4])) else ""


_SISTERS = re.compile("姐妹|姊妹|姐姐|妹妹")


def _family_titled(surname: str, name: str, texts: list[str]) -> bool:
    """史密斯太太 beside 玛格丽特·史密斯: the family name is the family's, not hers; 库马洛
    beside 约翰·库马洛, the two apart in narration, is his brother; and 詹金斯小姐 beside
    马蒂小姐 of 马蒂尔达·詹金斯 in a book of sisters: Miss and the family name is the
    eldest, when the younger is Miss and her given name."""
    if any(surname + title in text for title in ("太太", "夫人", "老爷", "一家", *_KIN_PAIRS)
           for text in texts):
        return True  # (布拉德利兄妹: she and her brother)
    if any("·" + surname + "小姐" in text for text in texts) and any(
            re.search(f"(?<!·){re.escape(surname)}先生", text) for text in texts):
        return True  # 塞西莉亚·布拉德利小姐 beside 布拉德利先生: Miss Bradley's brother or father
    given = name.split("·")[0]
    alone = re.compile(f"{re.escape(given)}(?![·{_SPELLS_DOTTED}])")  # (not 乔木, 约翰内斯堡)
    if name.endswith("·" + surname) and sum(
            1 for text in texts for p in text.split("\n")
            if surname in (rest := _QUOTED.sub("", p.replace(name, ""))) and alone.search(rest)
    ) >= 2:
        return True  # 约翰走过来… 库马洛说… in two paragraphs' narration: the brothers
        # 约翰·库马洛 and 库马洛 (but 「吉本拉特！」 calls 汉斯, and one paragraph with
        # 汉斯坐下了，吉本拉特是… is one boy written two ways)
    elder = any(re.search(f"(?<!·){surname}小姐", text) for text in texts)
    younger = any(given[:size] + "小姐" in text
                  for size in range(2, len(given) + 1) for text in texts)
    sisters = any(_SISTERS.search(text) for text in texts)
    return name.endswith("·" + surname) and elder and younger and sisters


# A dotted name's last character that may instead open the word after it, and what then
# follows it: 伊丽莎白·班纳特思忖 (thinking), 约翰·史密斯生气了, 史密斯第一次, 史密斯彻夜未眠;
# but 艾贝·诺思, 菲比·华生, 汤姆·康第, 迈尔斯·阿彻 end there.
_OPENS_THE_NEXT_WORD = {
    "思": set("忖索量考虑念想"),
    "生": set("气怕恐病硬疏涩平来怒火起下出于产长活命存"),
    "第": _NUMERALS,
    "彻": set("底夜骨头查悟"),
    "本": set("人"),  # 苏霍京本人: himself
    "日": set("夜后日子常益渐"),  # 伊万诺维奇日日坐在窗前
    "别": set("过无开人"),  # 伊万诺维奇别过脸去
    "蓬": set("头松乱"),
    "祖": set("国父母孙先宗上辈传籍"),  # 伊万诺夫祖上
}
_DOUBLED_MANNER = {"讷"}  # 讷讷: a manner word whose character also spells a name's part
_WORDS_OF_ZHE_AND_LE = ("了解", "了结", "了却", "着急", "着手", "着想", "着迷", "着实", "着落")


def dotted_without_title(text: str, match: re.Match[str]) -> str:
    """德·蒙托朗伯爵夫人: the name stops before the title that its last character opens;
    法比·阿多那多提着马灯: before the verb its last character is (着 and 了 follow verbs);
    伊丽莎白·班纳特思忖: before 思 of thinking; 医生卡尔·克鲁格: after the role its first
    character closes."""
    name = match.group()
    if match.start() > 0 and len(name.split("·")[0]) >= 3 \
            and is_person_word(text[match.start() - 1] + name[0]):
        name = name[1:]
    if len(name.split("·")[0]) >= 4 and is_person_word(name[:2]):
        name = name[2:]  # 哥哥谢尔盖·伊万诺维奇: his brother, then the name
    if any(t[0] == name[-1] and text.startswith(t[1:], match.end())
           for t in _TITLES):
        return name[:-1]
    if any(name.endswith(char * 2) for char in _DOUBLED_MANNER):
        return name[:-2]  # 保尔康斯基讷讷地说: a doubled manner word after the name
    if text[match.end():match.end() + 1] in _OPENS_THE_NEXT_WORD.get(name[-1], ()):
        return name[:-1]  # 伊丽莎白·班纳特思忖, 约翰·史密斯生气了
    if text[match.end():match.end() + 1] in ("着", "了") and len(name.rsplit("·")[-1]) >= 3 \
            and text[match.end():match.end() + 2] not in _WORDS_OF_ZHE_AND_LE:
        return name[:-1]
    return name


def _dotted_names(texts: list[str]) -> tuple[dict[str, Gender], dict[str, str], Counter[str]]:
    """斯捷潘·卡尔洛维奇·冯·布伦克, 约翰·哈特利: a translated name, its parts joined by a
    dot, written at least twice in some form, with the shorter forms a translation calls
    the person by (冯·布伦克, 布伦克, 斯捷潘·卡尔洛维奇) as aliases when no other dotted
    name shares them. Also returns how often each dotted form is written."""
    seen = Counter(dotted_without_title(text, m)
                   for text in texts for m in DOTTED_NAME.finditer(text))
    cut = _without_run_ons(set(seen))
    written: Counter[str] = Counter()
    for form, count in seen.items():
        written[cut[form]] += count
    shorter = set()  # 斯捷潘·卡尔洛维奇 and 冯·布伦克 within 斯捷潘·卡尔洛维奇·冯·布伦克
    for form in written:  # 杰克·莫顿 is 杰克·托马斯·莫顿 when the full name is given once
        shorter |= _shorter_forms(form, first_and_last=written[form] == 1)  # (not a son)
    names = {form for form in written if form not in shorter}
    shared: Counter[str] = Counter()
    forms: dict[str, set[str]] = {}
    for name in names:
        forms[name] = _shorter_forms(name)
        shared.update(forms[name])
    genders: dict[str, Gender] = {}
    aliases: dict[str, str] = {}
    for name in sorted(names):
        if max(sum(text.count(form) for text in texts) for form in forms[name] | {name}) < 2:
            continue  # 书架上摆着一套列夫·托尔斯泰的全集: named once, in passing
        for form in sorted(forms[name]):
            if shared[form] == 1 and (len(form) >= 2 or _goes_by_one(form, texts)) \
                    and form not in STOP_WORDS and form not in names \
                    and not _family_titled(form, name, texts):
                aliases[form] = name
        if _MALE_PATRONYMIC.search(name) and guess_gender_from_name(name) != "female":
            genders[name] = "male"  # (莉迪亚·斯特雷奇 is a woman's first name and a surname)
        elif _FEMALE_PATRONYMIC.search(name):
            genders[name] = "female"
        else:  # 梅·韦兰小姐, else 玛格丽特 … 她: how the form most written is followed
            most = max([name] + [a for a, n in aliases.items() if n == name],
                       key=lambda form: sum(text.count(form) for text in texts))
            called = _called_as(name, texts, ())
            genders[name] = called if called != "unknown" else _guess_gender(most, texts)
    return genders, aliases, written


def _namesakes(chosen: list[str], aliases: dict[str, str], texts: list[str]
               ) -> list[tuple[str, str, str]]:
    """A translated name a son shares with his father, told apart as 小X and 老X, each
    written in the book: (小X, 老X, the name X belongs to)."""
    found = []
    for form in sorted(set(chosen) | set(aliases)):
        owner = aliases.get(form, form)
        if len(form) < 2 or not set(form) <= _SPELLING_DOTTED \
                or owner not in chosen:
            continue
        young, old = "小" + form, "老" + form
        if any(young in t for t in texts) and any(old in t for t in texts) \
                and young not in chosen:
            found.append((young, old, owner))
    return found


def _shorter_forms(name: str, first_and_last: bool = True) -> set[str]:
    """The forms a translation shortens a dotted name to: its first or last parts, and
    first and last name without the middle ones (杰克·莫顿 of 杰克·托马斯·莫顿)."""
    parts = name.split("·")
    forms = {"·".join(parts[:k]) for k in range(1, len(parts))} \
        | {"·".join(parts[k:]) for k in range(1, len(parts))}
    if len(parts) >= 3 and first_and_last:
        forms.add(f"{parts[0]}·{parts[-1]}")
    return forms


# 本来, 本地, 本事: what one character opening a clause means when it is no name.
_WORD_AFTER_ONE = set("来地事子人身就该想是能应着领钱部月年周届次当以慰排顿静")  # 安慰
# 门口, 门外, 林间: a place or a thing opening a clause, no one's name.
_PLACE_AFTER_ONE = set("口外边前后里上下内间")
_NO_NAME_AFTER_ONE = _WORD_AFTER_ONE | _PLACE_AFTER_ONE


def _clause_openings(chars: Collection[str], texts: list[str]) -> dict[str, list[str]]:
    """What follows each of ``chars`` every time it opens a clause (乔翻过身来: 翻), read in
    one pass over the book whatever the number of characters asked about."""
    opens = re.compile(rf"(?:^|(?<=[。！？；，\n”」]))([{re.escape(''.join(sorted(chars)))}])"
                       r"([\u4e00-\u9fff])")
    found: dict[str, list[str]] = {}
    if not chars:
        return found
    for text in texts:
        for match in opens.finditer(text):
            found.setdefault(match.group(1), []).append(match.group(2))
    return found


def _opens_a_tag(char: str, texts: list[str]) -> bool:
    """``char`` opens a clause with a speech verb in it or a colon before a quote (本哼了
    一声：「, 乔说, 菲先开了口), not merely 知道, 一道 or 问题."""
    not_dao = "".join(sorted(NOT_SPEECH_BEFORE_DAO))
    speaks = re.compile(rf"(?:^|(?<=[。！？；，\n”」])){re.escape(char)}"
                        r"(?:[\u4e00-\u9fff][^。！？；，\n“”「」·]{0,9})?"
                        rf"(?:说|问(?!题)|喊|嚷|(?<![{not_dao}])道(?![理路])|开了?口|[：:][“「])")
    return any(speaks.search(text) for text in texts)


def _goes_by_one(char: str, texts: list[str]) -> bool:
    """本 of 本·汤普森: a one-character first name the narration opens three clauses with,
    each time followed differently (本不服气, 本哼了一声, 本用胳膊肘), never as a word, and
    at least one of them a speech tag."""
    follows = _clause_openings(char, texts).get(char, [])
    return len(follows) >= 3 and len(set(follows)) >= 3 and not set(follows) & _WORD_AFTER_ONE \
        and _opens_a_tag(char, texts)


def _one_character_names(texts: list[str], named: set[str]) -> list[str]:
    """乔 of Little Women, 卡 of Pamuk's Snow: a translated first name of one character
    in a book most of whose names are spelled from sounds (贝思, 梅格, 玛丽·安) that opens
    clauses followed by at least four different characters (乔翻过身来, 乔叹了口气, 乔忽然…),
    seldom as a word or a place (门口, 林间), and opens a speech tag. Not 阿, which opens
    Chinese names (阿海), nor the first part of a dotted name (本 of 本·汤普森 is his)."""
    spelled = [w for w in named if "·" in w or (
        len(w) >= 2 and (set(w) <= TRANSLITERATION or spelled_out(w)) and w[0] != "阿")]
    people = [w for w in named if not described(w)]  # (司机, 老板娘: no names to count,
    # once three names are spelled)
    if len(spelled) < 2 or len(spelled) * 2 < len(named if len(spelled) < 3 else people):
        return []
    found = []
    candidates = {c for c in TRANSLITERATION - named - FUNCTION_CHARS - {"阿", "比"}  # (比法官还多)
                  if not any(w.startswith(c + "·") for w in named)}
    openings = _clause_openings(candidates, texts)
    for char in sorted(openings):
        follows = [after for after in openings[char]
                   if not any(w.startswith(char + after) for w in named)]  # 卡迪菲 is hers
        as_words = sum(after in _NO_NAME_AFTER_ONE for after in follows)
        if len(set(follows)) >= 4 and as_words * 10 <= len(follows) \
                and _opens_a_tag(char, texts):
            found.append(char)
    return found


def _only_in(word: str, written: Counter[str], texts: list[str]) -> bool:
    """斯捷 is only ever part of 斯捷潘·卡尔洛维奇 (but 杰克, beside 迈克尔·杰克逊, is not)."""
    inside = sum(count * form.count(word) for form, count in written.items())
    return inside > 0 and sum(text.count(word) for text in texts) <= inside


def _without_run_ons(forms: set[str]) -> dict[str, str]:
    """Each dotted form as its name, without the characters the spelling ran on to:
    约翰·哈特利拉(开门) is 约翰·哈特利 when that is written too; 约翰·史密斯露(出) and
    约翰·史密斯默默 are 约翰·史密斯, what both begin with; (谢谢)约翰·史密斯 likewise at
    the front."""
    cut = {form: form for form in forms}
    for at_end in (True, False):
        ends: dict[tuple[str, ...], set[str]] = {}
        for form in set(cut.values()):
            parts = form.split("·")
            key = tuple(parts[:-1]) if at_end else tuple(parts[1:])
            ends.setdefault(key, set()).add(parts[-1] if at_end else parts[0])
        mended: dict[tuple[tuple[str, ...], str], str] = {}
        for key, group in ends.items():
            for end in group:
                runs_on = end.startswith if at_end else end.endswith
                bases = [other for other in group if other != end and runs_on(other)]
                if bases:
                    mended[key, end] = min(bases, key=len)
                    continue
                for other in group:
                    common = _shared_start(end, other) if at_end else \
                        _shared_start(end[::-1], other[::-1])[::-1]
                    if other != end and len(common) >= 3 \
                            and max(len(end), len(other)) - len(common) <= 2:
                        mended[key, end] = common
                        break
        for form, now in cut.items():
            parts = now.split("·")
            key = tuple(parts[:-1]) if at_end else tuple(parts[1:])
            end = mended.get((key, parts[-1] if at_end else parts[0]))
            if end:
                cut[form] = "·".join((*key, end) if at_end else (end, *key))
    return cut


def _shared_start(one: str, other: str) -> str:
    size = 0
    while size < min(len(one), len(other)) and one[size] == other[size]:
        size += 1
    return one[:size]


def _after_role(text: str, at: int) -> bool:
    """A role word ends right before ``at`` (服务员|小芳), or a parent named by a child
    (秀英爹|刘福贵)."""
    window = text[max(0, at - 4):at]
    return any(d.end == len(window) for d in described(window)) \
        or _ENDS_WITH_PARENT.search(window) is not None


def _longer_forms(chosen: list[str], aliases: dict[str, str], opening: Counter[str],
                  texts: list[str]) -> list[str]:
    """店小二 for 小二 and 小满 for 林小满: one person, two written forms.

    A name also written with one more character in front (a clause opener there) is the
    same person when no paragraph holds both forms apart; the longer form becomes the
    name. A surname in front of a two-character name is an alias of it. A surname and
    given name of three characters takes nothing more in front (由胡小棠: by 胡小棠).
    """
    result = []
    paragraphs = [p for text in texts for p in text.split("\n")]
    classical = any(is_classical(text) for text in texts)
    fronts_of = {word: _fronts(word, texts) for word in chosen}
    # 够凤娇把…，够二妞…: a character before two names is a word (enough), no part of them
    shared = Counter(front for fronts in fronts_of.values() for front in fronts
                     if front not in SURNAMES)
    for word in chosen:
        fronts = fronts_of[word]
        name = word
        has_surname_front = any(_surname_before(f, word) for f in fronts)  # so not 独玉琛
        for front, _ in fronts.most_common():
            longer = front + word
            if longer in chosen or longer in aliases or (classical and front in LOOKS_TO) \
                    or shared[front] >= 2:
                continue  # (公顾皇戌: turned to 皇戌)
            if _surname_before(front, word):
                aliases[longer] = word  # 林小满 when the book says 小满
                continue
            if len(word) == 2 and front + word[0] in COMPOUND_SURNAMES \
                    and sum(t.count(word) for t in texts) == sum(t.count(longer) for t in texts):
                name = longer  # 葛瑾 is only ever 诸葛瑾
                aliases[word] = longer
                break
            if classical and (front not in SURNAMES or word[0] in SURNAMES
                              or word[:2] in COMPOUND_SURNAMES) \
                    and not is_person_word(front + word[0]):  # but 秦王坚
                continue  # 卫樊母, 郑公孙偃, 攻子驷: a state or a verb before a name
            apart = any(longer in p and re.search(
                f"(?<!{re.escape(front)}){re.escape(word)}", p) for p in paragraphs)
            if opening[longer] >= 1 and not apart and name == word and not has_surname_front \
                    and not is_title(word) and not described(word) \
                    and not (word[0] in SURNAMES and word[1:] in CLASSICAL_PERSONS) \
                    and front not in FUNCTION_CHARS and _valid_candidate(longer) \
                    and not (len(word) == 3 and word[0] in SURNAMES) \
                    and not (spelled_out(word) and not spelled_out(longer)
                             and front not in SURNAMES) \
                    and not _rare_front(front, word, longer, texts):  # 与鲍老三, 照娜塔莎的意思
                name = longer
                aliases[word] = longer
        result.append(name)
    return result


def _rare_front(front: str, word: str, longer: str, texts: list[str]) -> bool:
    """赌林默 twice beside 林默 56 times: a word in front (a bet on him), not a surname the
    book forgot, unless either form is a person word (店小二 stays 店小二; 俺干爹 is just
    干爹) or the longer form introduces someone (钮小满是裁缝的女儿: a surname the lexicon
    lacks)."""
    if front in SURNAMES or is_person_word(longer) or is_person_word(word):
        return False
    introduced = re.compile(f"(?:^|[。！？\n]){re.escape(longer)}(?:是|叫|名叫)")
    return 3 * sum(t.count(longer) for t in texts) < sum(t.count(word) for t in texts) \
        and not any(introduced.search(t) for t in texts)


# 湛心念曰, 湛因问曰, 湛慨然曰, 湛一下第书生耳: what follows a given name used alone
AFTER_A_GIVEN_NAME = set(CLASSICAL_ACTS) | CLASSICAL_PARTICLES | set("心一慨")
_TITLES_IN_WENYAN = set("王帝君公侯子卿氏生父母翁叟")  # 武王, 荀子: no given name
_BEFORE_A_GIVEN_NAME = FUNCTION_CHARS | set("然")  # 於湛, 然湛


def _without_given_name_runs(chosen: list[str], tag_counts: Counter[str],
                             texts: list[str]) -> list[str]:
    """文言 calls 裴湛 湛: a word that is such a one-character given name, used alone in the
    book, and the act after it (湛心念曰, 湛因问曰) is no one else; nor is the given name
    after a function word (於湛何有, 然湛不应), nor a preposition before a name's first
    character that never opens a tag itself (於晏子: 于晏, but 于吉曰 is 于吉)."""
    owners: dict[str, set[str]] = {}  # 湛: {裴}
    for word in chosen:
        if len(word) == 2 and word[0] in SURNAMES and word[0] not in FUNCTION_CHARS \
                and word[1] not in _TITLES_IN_WENYAN:
            owners.setdefault(word[1], set()).add(word[0])
    heads = {w[0] for w in chosen}
    return [w for w in chosen if not (
        (len(w) >= 2 and w[0] in owners and w[1] in AFTER_A_GIVEN_NAME
         and not is_person_word(w) and _opens_alone(w[0], texts))
        or (len(w) == 2 and w[1] in owners and w[0] not in owners[w[1]]
            and w[0] in _BEFORE_A_GIVEN_NAME)
        or (len(w) == 2 and w[0] in FUNCTION_CHARS and w[1] in heads and not tag_counts[w]))]


def _opens_alone(char: str, texts: list[str]) -> bool:
    """Opens clauses before three or more different characters (湛怪之, 湛心念, 湛因问): a
    given name used alone, not the first character of one word (白起 of 白起 only)."""
    return len({m.group(1) for text in texts
                for m in re.finditer(f"(?:^|(?<=[，。！？；：」”\n])){re.escape(char)}(.)",
                                     text)}) >= 3


def _fronts(word: str, texts: list[str]) -> Counter[str]:
    """The characters written right before ``word`` that might open a longer name."""
    fronts: Counter[str] = Counter()
    for text in texts:
        for match in re.finditer(re.escape(word), text):
            front = text[max(0, match.start() - 1):match.start()]
            if front and _HAN.match(front) and front not in _BAD_NAME_CHARS \
                    and front not in _OBJECT_VERBS and not OBJECT_BEFORE.search(front) \
                    and (front not in "众群各诸一妻妾比像好离距则"
                         or front + word[0] in COMPOUND_SURNAMES) \
                    and front not in _VERB_BEFORE_NAME:  # 众学生, 一老僧, 嘱陈生
                fronts[front] += 1  # (and 比于小川晚两年: than him; 好大圣: well done;
                # 离尤厄尔先生一胳膊远: away from him)
    return fronts


def _surname_before(front: str, word: str) -> bool:
    """林 before 小满: a surname before a two-character given name (沈玉琛); not 师 before
    老孙 (技师老孙), who carries his surname already."""
    return len(word) == 2 and front in SURNAMES and word[0] not in SURNAMES \
        and front not in FUNCTION_CHARS and not (word[0] == "老" and word[1] in SURNAMES)


def _as_written(word: str, originals: list[str], texts: list[str]) -> str:
    """The name in the book's own script (t2s keeps lengths for names, so offsets match)."""
    for original, text in zip(originals, texts, strict=False):
        at = text.find(word)
        if at >= 0 and len(original) == len(text):
            return original[at:at + len(word)]
    return word


_SURNAMES_NOT_WORDS = SURNAMES - FUNCTION_CHARS  # 邵子君, not 和子君


# 吻了他, 瞪了她: a deed done to someone, whom the next 他/她 most often goes on about (not
# 看了她的信, 拍了他们).
_DONE_TO = "[吻抱亲拍扶推拉瞪看望瞥打踢搂]了"


def _guess_gender(name: str, texts: list[str], shared_surnames: Collection[str] = (),
                  named: re.Pattern[str] | None = None) -> Gender:
    """Titles and name characters, else how people call the name (岑兄, 建英姐), else
    which pronoun tends to follow it (unless another of the ``named`` opens a clause
    first: 亨利笑了。玛莎没笑，她…), in its own paragraph with no quote opened and no other
    name between when that tells."""
    by_title = _gender_by_title(name)
    if by_title != "unknown":
        return by_title
    by_characters = _gender_by_characters(name)
    if by_characters != "unknown":
        # Characters only suggest: 陈知秋…他 again and again is a man. Calls of the full
        # name that agree with them (米妮小姐) settle it; else pronouns decide, being what
        # the narration itself says; when they say nothing, the calls (never the other
        # way: 易卜拉欣先生) do.
        called = _called_as(name, texts, (), unanimous=True, full_only=True)
        if called == by_characters:
            return called  # 米妮小姐: the calls agree with the name, whatever 他 follows
        told = _followed_by(name, texts, named)
        if told == "unknown":
            told = called
        if told == "unknown" and not any(_with_sibling(name).search(text) for text in texts):
            # 林剑秋, called 林少侠 by all: calls of the surname alone (not when a brother or
            # sister of the name is about: 林美玲陪着哥哥, whom 林公子 calls)
            told = _called_as(name, texts, shared_surnames, unanimous=True, surname_only=True)
        return told if told != "unknown" else by_characters
    if is_person_word(name) \
            and described_gender(name) != "unknown":
        return described_gender(name)  # 老头, found speaking, is a man whatever follows
    nicknamed = {m.group(1) for text in texts
                 for m in re.finditer(f"(?:叫|喊|称|唤)([他她])(?:作|做|为)?{re.escape(name)}"
                                      "(?![嫂婶叔哥姐弟妹伯爷奶娘妈家爹爸婆媳男的他她])", text)}
    if len(nicknamed) == 1:  # 大家都叫她沙子: what the narration says she is called (not
        # 都叫她阿桂嫂, his wife; 叫她石头媳妇, 叫他小满爹: named after husband or child)
        return "female" if nicknamed == {"她"} else "male"
    by_calls = _called_as(name, texts, shared_surnames)
    written = Counter(text[end - 3:end] for text in texts for end in _ends_of(name, text)
                      if end >= 3 and text[end - 3] in _SURNAMES_NOT_WORDS) \
        if by_calls == "unknown" and len(name) == 2 and name[0] not in SURNAMES else Counter()
    full = written.most_common(1)[0][0] if written else None  # (not 和子君 once)
    if full:  # 子君, once written 邵子君, called 邵小姐 (but 郝先生 is 郝思嘉's father)
        by_calls = _called_as(full, texts, shared_surnames, unanimous=True)
    if by_calls != "unknown":
        return by_calls
    return _followed_by(name, texts, named, strict=False)


def _introduced(word: str, texts: list[str]) -> bool:
    """一个小丫鬟名唤翠环, 有个丫鬟，名唤翠环, 她名唤翠环: a person the narration names (not
    这个镇子名叫青石, a place)."""
    for text in texts:
        for named in re.finditer(f"(?:{_NAMED_AS}){re.escape(word)}", text):
            before = _NAMER.search(text, max(0, named.start() - 5), named.start())
            if before and (before.group(1)[-1] in "他她" or any(
                    is_person_word(before.group(1)[-size:]) for size in (1, 2, 3, 4))):
                return True
    return False


_NAMER = re.compile("([\u4e00-\u9fff]{1,4})[，,]?$")  # compiled once: a CJK range compiles slowly


def _gender_of_role_before(name: str, texts: list[str]) -> Gender:
    """老板娘名叫阿峰, 老板娘阿峰: the sex of a role word written right before the name (not
    姐夫, 女婿, whose 姐 and 女 are someone else's, nor 弟子 or 徒弟, either sex)."""
    found = set()
    for text in texts:
        for match in re.finditer(f"(?:{_NAMED_AS})?{re.escape(name)}", text):
            for size in (3, 2):
                role = text[max(0, match.start() - size):match.start()]
                if len(role) == size and is_person_word(role) and role[-1] not in "夫婿父子" \
                        and not role.endswith("徒弟"):
                    found.add(described_gender(role))
                    break
    found.discard("unknown")
    return found.pop() if len(found) == 1 else "unknown"


# 看见翠环, 叫翠环, 落在翠环身上: the name as the one seen, told or reached, whom a 他 after
# it seldom means.
_BEFORE_ONE_DONE_TO = set("见叫让请把在给")  # (盖茨比给黛西拿了一杯)
# 只见翠环…, 名叫翠环, 在翠环看来: she is who goes on after all.
_BEFORE_ONE_GOING_ON = ("只见", "但见", "却见", "忽见", "名叫")
_IN_ONES_MIND = re.compile("看来|心里|心中|眼里|眼中|想来")
_STANDS_BY = "(?:[站坐走跪蹲躺立挨靠来凑跑跟退绕][在到着]了?|(?:^|(?<=[，,；;]))在)"  # one going
# by someone (not 把…推到), or speaking in his ear (仰着脸，在他耳边说着什么; not 那封信摊在她面前,
# 雨声还在她耳边响着: a thing by her, and she goes on)
# 递给周平，她…, 嫁给李四，他…: handed to, and the one handed to goes on (盖茨比给黛西拿了一杯: for)
_HANDED = set("递交送还借卖寄留分嫁传带献塞付输")
_BESIDE = "(?:的)?(?:身后|身边|身旁|面前|耳边|耳朵边|旁边|对面|跟前)"


def _followed_by(name: str, texts: list[str], named: re.Pattern[str] | None,
                 strict: bool = True) -> Gender:
    """Which pronoun tends to follow ``name``; ``strict``, only at least three times and
    three times as often as the other with no one else named between, enough to overrule
    what the name's characters suggest."""
    votes: Counter[str] = Counter()
    quoted: Counter[str] = Counter()
    near: Counter[str] = Counter()  # the pronoun in the same paragraph, no quote opened
    # between (stopping at closing marks too cost the labelled texts lines: 「…」X说。他…)
    alone: Counter[str] = Counter()  # no one else named or described between, in any paragraph
    for text in texts:
        for match in re.finditer(re.escape(name), text):
            if named and (longer := named.match(text, match.start())) \
                    and len(longer.group()) > len(name):
                continue  # 李四 in 李四嫂, another person (his wife)
            if strict and text[max(0, match.start() - 1):match.start()] in _BEFORE_ONE_DONE_TO \
                    and not text.startswith(_BEFORE_ONE_GOING_ON, max(0, match.start() - 2)) \
                    and not (text[match.start() - 1] == "在"
                             and _IN_ONES_MIND.match(text, match.end())) \
                    and not (text[match.start() - 1] == "给"
                             and text[max(0, match.start() - 2):match.start() - 1] in _HANDED):
                continue  # 落在翠环身上。他…, 看见翠环, 叫翠环抬起头来: not who goes on
            after = text[match.end():match.end() + 40]
            window = re.search(r"(?:^|[，。；！？])\s*([他她])", after)
            between = after[:window.start()] if window else ""
            others = [m.group(1) for m in named.finditer(between)
                      if name not in m.group(1)] if named else []
            opened = max(text.rfind(mark, 0, match.start()) for mark in "。！？\n") + 1
            head = text[opened:match.start()]  # the sentence so far
            if window and "，" in head and head.rsplit("，", 1)[-1] and head[0] not in "这那" \
                    and any(d.start == 0 for d in described(head)):
                continue  # 母亲笑了，好像直治还是个孩子。她…: the sentence is about her (not
                # 这人姓刘，街坊都叫他刘半仙, nor 医生看了看，直治醒了，他…: he)
            if window and re.search("[「“][^」”]*$", after[:window.start(1)]):
                quoted[window.group(1)] += 1  # 刘桂芬乐了：「他？他…: someone says it, which
                continue  # tells only when the narration does not (戚继光 speaking of him)
            if window and not others \
                    and re.search(_DONE_TO + window.group(1) + "(?![们的])", between):
                continue  # 阿黛尔吻了他一下，他默默地接受了: the one she kissed, not her
            if window and re.search(_STANDS_BY + window.group(1) + _BESIDE, between):
                continue  # 柳原站在她身后，半晌没有做声。她…: the one he stands by (but in
                # 李建国把茶杯推到她面前，她没有喝 she may be 李建国 herself)
            if window and not any(re.search(f"[，。；！？\n]{re.escape(other)}", between)
                                  for other in others):
                votes[window.group(1)] += 1
                if not others and not re.search("[「“]", after[:window.start(1)]):
                    near[window.group(1)] += "\n" not in after[:window.start(1)]
                    alone[window.group(1)] += not described(after[:window.start(1)]) \
                        and not _SOMEONE_NAMED.search(after[:window.start(1)])
    if strict:  # only where no one else is named between (秀兰看着张伟，他…: his)
        return "female" if alone["她"] >= max(3, 3 * alone["他"]) else \
            "male" if alone["他"] >= max(3, 3 * alone["她"]) else "unknown"
    if near["她"] != near["他"]:
        votes = near  # (小野说。⏎⏎我说…⏎⏎他, 道：「…她: by then someone else)
    elif not votes:
        votes = quoted
    if votes["她"] > votes["他"]:
        return "female"
    return "male" if votes["他"] > votes["她"] else "unknown"  # a tie tells nothing


# Words that call a man or a woman by name (岑兄, 建明哥, 林姑娘); the surname alone takes
# only the polite ones, since 王妈 and 李婶 are often other people of the same family.
_CALLS_MAN = ("兄", "哥", "先生", "公子", "郎君", "老爷", "少爷", "贤弟", "老弟", "师兄", "少侠")
_CALLS_WOMAN = ("姐", "妹", "小姐", "姑娘", "娘子", "女士", "师姐", "师妹", "阿姨")
_SURNAME_CALLS = ("兄", "先生", "公子", "郎君", "少爷", "少侠", "小姐", "姑娘", "女士")
# 林少侠, 顾小姐: calls only the young get, never their fathers (顾先生 may be hers)
_YOUNG_CALLS = ("公子", "少爷", "少侠", "小姐", "姑娘")
_CALL_RE = re.compile("(" + "|".join(sorted(_CALLS_MAN + _CALLS_WOMAN, key=len, reverse=True))
                      + ")(?![夫婿])")  # 建英姐夫 is her husband


_SIBLINGS = "哥哥|妹妹|弟弟|姐姐|兄长|兄妹|姐弟|兄弟|姐妹|儿子|女儿|小妹|胞妹|胞弟|胞兄|胞姐"


@cache
def _with_sibling(name: str) -> re.Pattern[str]:
    """A sentence with ``name`` and a brother, sister or child of theirs, who may share the
    surname calls (林小姐 may be 林志强's sister)."""
    return re.compile(rf"{re.escape(name)}[^。！？\n]*(?:{_SIBLINGS})|"
                      rf"(?:{_SIBLINGS})[^。！？\n]*{re.escape(name)}")


def _called_as(name: str, texts: list[str], shared_surnames: Collection[str],
               unanimous: bool = False, full_only: bool = False,
               surname_only: bool = False) -> Gender:
    """The sex the words that call ``name`` agree on, if they outnumber the other's (or,
    ``unanimous``, if there are none of the other's); ``full_only``, calls of the whole
    name, not of a family member (建国妹妹, 美玲兄妹); ``surname_only``, calls of the
    surname alone that only the young get (林少侠)."""
    forms = [] if surname_only else \
        [name] + ([name[1:]] if len(name) == 3 and not full_only else [])
    surname = name[0] if len(name) in (2, 3) and name[0] in SURNAMES and not full_only \
        and name[0] not in shared_surnames else None  # 大德子 has none: 大姑娘 is not him
    votes: Counter[str] = Counter()
    for text in texts:
        for form in forms + ([surname] if surname else []):
            for match in re.finditer(re.escape(form), text):
                call = _CALL_RE.match(text, match.end())
                if call is None or (form == surname and call.group(1) not in (
                        _YOUNG_CALLS if surname_only else _SURNAME_CALLS)):
                    continue
                if form == surname and text.startswith(name, match.start()):
                    continue
                if full_only and (text[call.end():call.end() + 1] in "哥姐妹弟们"
                                  or call.group(1) in ("哥", "姐", "妹", "兄")):
                    continue  # 建国妹妹, 美玲兄妹, 晓雯哥哥: kin of the name, not calls
                votes["man" if call.group(1) in _CALLS_MAN else "woman"] += 1
    if unanimous and votes["man"] and votes["woman"]:
        return "unknown"
    if votes["man"] > votes["woman"]:
        return "male"
    return "female" if votes["woman"] > votes["man"] else "unknown"

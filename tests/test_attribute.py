"""Speaker attribution: each rule on real sentences, and the labelled set's scores."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from pipeline.attribute import attribute_chapter
from pipeline.characters import build_index, discover_characters, norm
from pipeline.config import Character, Config, Override
from pipeline.load import split_chapters
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Segment
from pipeline.reader import ChapterReader
from pipeline.segment import segment_chapter
from pipeline.tags import (
    ASKS_NAME,
    Described,
    called_roles,
    described,
    identifications,
    is_person_word,
    said_by,
)
from tests.attribution_score import Score, score

DATA = Path(__file__).parent / "data" / "attribution"
SEED = Path(__file__).parent.parent / "seeds" / "000_32476c0f85278ec0.txt"


def attribute(text: str, config: Config | None = None, *characters: Character
              ) -> list[Segment]:
    config = config or Config(characters=characters)
    chapters = split_chapters(text, "t.txt")
    index = discover_characters((c.text for c in chapters), config)
    out: list[Segment] = []
    for chapter in chapters:
        out += attribute_chapter(chapter, segment_chapter(chapter), index, config)
    return out


def speakers(text: str, *characters: Character, config: Config | None = None) -> list[str]:
    return [s.speaker for s in attribute(text, config, *characters) if s.kind == "dialogue"]


def assert_speakers(cases: dict[str, list[str]]) -> None:
    """Each text's dialogue is attributed to its list of speakers."""
    for text, expected in cases.items():
        assert speakers(text) == expected, text


def labelled_dialogue(name: str) -> tuple[str, list[Segment]]:
    """A labelled chapter's text and its dialogue segments, as attributed now."""
    text = (DATA / f"{name}.txt").read_text(encoding="utf-8")
    return text, [s for s in attribute(text) if s.kind == "dialogue"]


def labelled_line(name: str, opening: str) -> Segment:
    """The dialogue segment of a labelled chapter whose quote starts with ``opening``."""
    text, lines = labelled_dialogue(name)
    return next(s for s in lines if text[s.start:].startswith(opening))


def rules(text: str, *characters: Character) -> list[str]:
    return [s.rule for s in attribute(text, None, *characters) if s.kind == "dialogue"]


M = Character("李世民", gender="male")
D = Character("李道宗", gender="male")
W = Character("林晓月", gender="female")
C = Character("陈默", gender="male")


def test_opening_tag_with_manner_words_and_no_verb():
    text = ("李道宗憂心道：「萬萬不可。」\n"
            "安市城主聞聲躬身一揖，朗聲說道：「草民拜見。」\n"
            "蓋蘇文仍不以為然：「哼。」\n")
    got = speakers(text, D, Character("安市城主"), Character("蓋蘇文"))
    assert got == ["李道宗", "安市城主", "蓋蘇文"]


def test_longest_name_wins_and_objects_are_not_speakers():
    text = "李世民又轉對李世、李道宗道：「朕要與他對話。」\n"
    assert speakers(text, M, D, Character("李世")) == ["李世民"]


def test_either_script_matches_the_configured_name():
    text = "李世民说道：“走吧。”\n李道宗答道：“遵命。”\n"
    assert speakers(text, Character("李世民"), Character("李道宗")) == ["李世民", "李道宗"]
    assert speakers("蓋蘇文說：「哼。」\n", Character("盖苏文")) == ["盖苏文"]


def test_closing_tag_and_split_quote():
    text = ("“你们几点关门？”林晓月问。\n"
            "“看心情，”陈默笑了笑，“今天估计也没什么客人。”\n")
    segs = [s for s in attribute(text, None, W, C) if s.kind == "dialogue"]
    assert [s.speaker for s in segs] == ["林晓月", "陈默", "陈默"]
    assert segs[0].rule == "tag-after"


def test_split_quote_with_speech_verb():
    text = "林晓月看了看陈默。\n“我们走吧，”她说，“天要黑了。”\n"
    assert speakers(text, W, C) == ["林晓月", "林晓月"]
    assert rules(text, W, C)[1] == "split-quote"


def test_split_quote_after_narration_with_no_subject_is_the_tags():
    # 「爹，吃。」… ⏎ 一只手伸上来。「热乎。」孙二大说，「…」: the first quote of its
    # paragraph, not an answer, so the tag after it names its speaker.
    text = ("“爹，吃。”葡萄把馍往下递。\n\n"
            "窖底下响了一阵，一只手伸上来。“热乎。”孙二大说，“你焐在哪儿了？”\n\n"
            "“焐肚皮上。”\n")
    grape, father = Character("葡萄", gender="female"), Character("孙二大", gender="male")
    assert speakers(text, grape, father) == ["葡萄", "孙二大", "孙二大", "葡萄"]


def test_one_who_stands_up_and_is_named_is_not_the_last_speaker():
    text = ("门帘一掀，进来一个乡下人。\n\n“找谁呀？”李三迎上去问。\n\n"
            "“找胡三爷。”乡下人说。\n\n墙角里站起一个人来，尖下巴，小眼睛。这就是胡三。\n\n"
            "胡三上下打量他：“来啦？”\n\n乡下人的声音发了颤：“三爷，您说过二十两。”\n")
    people = Character("李三", gender="male"), Character("胡三", gender="male")
    assert speakers(text, *people) == ["李三", "乡下人", "胡三", "乡下人"]


def test_a_little_one_doing_something_is_who_he_is():
    text = ("比尔坐在火堆边。早饭是咸肉。小家伙把咖啡壶端起来，往壶嘴里瞅了半天。\n\n"
            "“壶里怎么没有青蛙？”他咧开嘴笑了。\n\n“本来就不该有。”比尔说。\n")
    assert speakers(text, Character("比尔", gender="male")) == ["小家伙", "比尔"]


def test_a_pronoun_going_on_is_the_subject_before_it_not_one_it_acted_on():
    text = ("我蹲在厨房里刷锅。穆格里奇坐在木桶上削土豆，一边削，一边拿眼角斜我。"
            "自从船长把我从他手底下要去，他看我的眼神就一天比一天阴。\n\n"
            "“驼背，”他拖着油腻的腔调说，“你那双手是绅士的手。”\n\n我没有答话。\n")
    people = Character("穆格里奇", gender="male"), Character("船长", gender="male")
    assert speakers(text, *people) == ["穆格里奇", "穆格里奇"]


def test_one_a_thing_is_likened_to_is_no_one_there():
    assert described("墙上的沟，像老人脸上的皱纹。") == []
    assert described("他的神情就像一个小学生在背书。") == []
    assert [d.label for d in described("他看上去不像个厂长。")] == ["厂长"]  # he is one


def test_one_talked_about_is_no_subject():
    text = "第一章\n\n他谈哈定。\n"
    index = build_index(Config(characters=(Character("哈定"),)))
    reader = ChapterReader(split_chapters(text, "t.txt")[0], [], index, Config())
    for clause in ("他谈哈定", "她提到了哈定", "他说起哈定"):
        assert [r.subject for r in reader.refs(clause) if r.name == "哈定"] == [False], clause
    for clause in ("没想到哈定", "我记得哈定"):  # 没想到老周第一个站了起来: he acts
        assert [r.subject for r in reader.refs(clause) if r.name == "哈定"] == [True], clause


def test_a_note_written_hard_is_read_not_spoken():
    text = ("雄一坐在桌边。冰箱门上贴着一张便条，是惠理子的字，圆圆的，写得很用力："
            "“冰淇淋是我的，不许偷吃。”\n\n“我来煮粥吧。”我说。\n")
    assert [s.kind for s in attribute(text) if s.text.startswith("“冰")] == ["narration"]


def test_one_walked_beside_is_no_subject_and_behind_the_curtain_is_no_one():
    text = ("基姆走在喇嘛左边，手里捧着化缘碗。街坊都管他叫“世界之友”，这名字他是当之无愧的。\n\n"
            "“圣者，你瞧，”他扯了扯老人的袍角，“路上的人真多。”\n\n"
            "帘子后面传出一个嗓音：“住手！”\n\n帘子后面又说：“那是什么人？”\n")
    people = Character("基姆", gender="male"), Character("喇嘛", gender="male")
    got = speakers(text, *people)
    assert got[:2] == ["基姆", "基姆"] and "帘子后面" not in got


def test_the_name_others_call_a_first_person_narrator_is_his():
    text = ("那天塞巴斯蒂安一大早就站到了我的窗下。我探出头去，我看见他抱着那只熊。"
            "我那时还没穿好衣服，我的头发也乱着，我只好对他挥挥手。\n\n"
            "“查尔斯，下来，”他仰着头喊，“我们去看一个人。”\n\n“什么人？”\n\n"
            "“你会知道的。”\n\n我下了楼，我坐进车里，我们出发了。我回头看了一眼学院。\n\n"
            "“别回头，查尔斯。”塞巴斯蒂安说。\n\n“我不回头。”\n")
    got = speakers(text, Character("塞巴斯蒂安", gender="male"), Character("查尔斯", gender="male"))
    assert got == ["塞巴斯蒂安", "塞巴斯蒂安", NARRATOR, "塞巴斯蒂安", "塞巴斯蒂安", NARRATOR]


def test_everyone_asking_is_a_crowd_and_an_old_man_brought_in_is_no_grandfather():
    text = ("爷爷坐在讲台上。我爹站在他旁边。\n\n“我来给大伙儿说个好事。”我爹说。\n\n"
            "“啥好事？”大伙儿一齐问。\n\n“每人发一个本本。”我爹说。\n\n"
            "“啥本本？”大伙儿又问。\n\n"
            "一个蹲在墙根的老汉慢慢站起来，拍了拍屁股上的土。\n\n“辉，”老汉说，“我记着哩。”\n")
    got = speakers(text, Character("爷爷", gender="male"))
    assert got[1] == got[3] == CROWD and got[-2:] == ["老汉", "老汉"]


def test_a_voice_asked_who_it_is_belongs_to_the_one_who_then_comes_in():
    text = ("那少年推开窗子，叹了口气。\n\n"
            "忽听得窗外有人嗤的一笑，一个清脆的声音道：“你又在装甚么傻？”\n\n"
            "那少年吃了一惊，道：“谁？”\n\n窗格轻轻一响，一个绿衫少女已跃了进来。\n\n"
            "“是我。”少女笑道。\n")
    assert speakers(text)[0] == "少女"
    text = ("王五坐在灯下。\n\n门外有人咳嗽了两声，说道：“天凉了，早些安歇。”门帘掀处，"
            "进来一个黄脸老者。\n\n“多谢。”王五说。\n")
    assert speakers(text, Character("王五", gender="male"))[0] == "黄脸老者"


def test_midway_review_of_this_sessions_rules():
    cases = {  # each a probe the midway review found broken by a first version of a rule
        "秀兰低着头纳鞋底，老赵在屋里转了三圈。\n\n“明天进城，你去不去？”老赵问。\n\n"
        "屋里静了好一阵。“不去。”老赵叹了口气，“那我一个人去。”\n\n“早点回来。”秀兰说。\n":
            ["老赵", "秀兰", "老赵", "秀兰"],
        "会开到一半，谁也不说话。没想到老周第一个站了起来：“我反对。”\n\n"
        "“你反对什么？”厂长问。\n\n“反对卖厂。”老周说。\n":
            ["老周", "厂长", "老周"],
        "天快黑了，巷子里有人在喊。听声音像个老太太：“小宝——回家吃饭喽——”\n\n"
        "“来了！”一个孩子应道。\n\n“再不回来就别回来了！”\n":
            ["老太太", "孩子", "老太太"],
    }
    assert_speakers(cases)
    text = ("我下了班，我一个人走回宿舍。我的手机响了。我看了一眼号码，我没有马上接。我知道是谁，"
            "我也知道她要说什么。我站在楼道里，我让它响了很久。我终于按下了我的接听键。\n\n"
            "“喂？”\n\n“是我。”\n\n“小芳？”\n\n“嗯。你还好吗？”\n\n"
            "“我挺好的。小芳，你别再打来了。”\n\n“为什么？”\n")
    assert speakers(text, Character("小芳", gender="female"))[-1] == "小芳"  # called by 我,
    # but no one turns to 我: 小芳 is no name of the narrator's
    text = ("我在小饭馆里坐下，把点菜的纸条递给老板娘，她眯着眼看了半天，嫌我字写得潦草："
            "“这写的是啥？”\n\n“红烧肉，一碗米饭。”我说。\n")
    assert [s.kind for s in attribute(text) if s.text.startswith("“这")] == ["dialogue"]


def test_one_holding_a_child_is_who_acts_not_the_child():
    text = ("游客们哄地笑了起来。一个抱着孩子的妇人眯起眼睛望了一阵，说：“金箔都剥落了呀。”\n\n"
            "“战时顾不上修缮。”导游答道。\n")
    assert speakers(text)[0] == "妇人"


def test_a_heavenly_general_is_someone_but_the_day_is_not():
    text = ("云层里慢慢走下来一员天将，手里提一柄开山大斧。\n\n"
            "“孙悟空，”那天将说，“五百年了，你还认得我吗？”\n\n“哦，是你啊。”悟空说。\n")
    assert speakers(text, Character("悟空", gender="male"))[0] == "天将"
    assert described("那天将要下雨。") == [] and described("天将亮时") == []


def test_end_review_of_this_sessions_later_rules():
    cases = {  # each a probe the end review found broken by a first version of a rule
        "奶奶在院子里择菜，我在一边写作业。\n我家的狗名字叫“旺财”，是从集上抱回来的。\n"
        "旺财趴在门口晒太阳，忽然站起来冲着门外叫。\n“谁呀？”奶奶问。\n"
        "门外没人应。旺财又叫了两声，尾巴摇个不停。\n“别叫了！”\n旺财委屈地趴下了。\n":
            ["奶奶", NARRATOR],  # a dog's name, no speaker
        "我家住在威尼斯·A区，老刘家住在威尼斯·B区。\n"
        "那天晚上，威尼斯·B区楼下有人喊我：“下来喝酒！”\n"
        "我探出头去：“老刘？”\n“是我！”老刘说。\n":
            ["老刘", NARRATOR, "老刘"],  # blocks of an estate, no names
        "老师在黑板上写了一道题，转过身来。\n“谁会做？”\n一个叫二柱的孩子举起手来：“我会！”\n"
        "“你来。”老师说。\n二柱走上讲台，拿起粉笔。\n“老师，是不是这样？”二柱问。\n":
            ["老师", "二柱", "老师", "二柱"],
        "天黑了，小芳还在河边等船。\n一个穿红衣的女人的手搭上了小芳的肩膀。\n"
        "“妹子，等谁呢？”\n小芳吓了一跳：“你是谁？”\n":
            ["女人", "小芳"],
    }
    assert_speakers(cases)
    for code in ("奥迪·A6的司机", "維也納·D座樓下"):
        assert not discover_characters([f"{code}摇下车窗：“找谁？”\n{code}又说：“快点。”\n"],
                                       Config()).names
    text = "约翰·F·肯尼迪说：“我们要登月。”\n约翰·F·肯尼迪又说：“十年之内。”\n"
    assert discover_characters([text], Config()).names == ("约翰·F·肯尼迪",)
    text = "古西·芬克-诺特尔说：“蝾螈。”\n古西·芬克-诺特尔又说：“好多蝾螈。”\n"
    assert discover_characters([text], Config()).names == ("古西·芬克-诺特尔",)


def test_pronoun_is_the_paragraph_subject_not_a_person_mentioned():
    text = ("安市城主覺得李世民果非凡人，按說他應該滿腔怒火。他想到這裡，衷心說道：「不敢。」\n")
    got = attribute(text, None, M, Character("安市城主", gender="male"))
    line = next(s for s in got if s.kind == "dialogue")
    assert (line.speaker, line.rule) == ("安市城主", "pronoun")


def test_pronoun_picks_the_gender():
    text = ("陈默把茶放在林晓月面前。她捧着杯子，说：“谢谢。”\n")
    assert speakers(text, W, C) == ["林晓月"]


def test_vocative_is_not_the_speaker():
    text = ("李道宗大喝道：「安市城主，快來拜見。」\n"
            "安市城主躬身說道：「草民拜見。」\n"
            "「安市城主，你很好嘛。」\n")
    got = speakers(text, D, Character("安市城主"))
    assert got[2] == "李道宗"


def test_alternation_in_a_two_person_exchange():
    text = ("陈默问林晓月：“作业写完了没有？”\n"
            "林晓月说：“写完了！”\n"
            "“数学也写完了？”\n"
            "“……还剩两道。”\n")
    assert speakers(text, W, C) == ["陈默", "林晓月", "陈默", "林晓月"]
    assert rules(text, W, C)[2:] == ["alternation", "alternation"]


def test_group_speakers_get_the_crowd_voice():
    text = ("眾嘍囉齊聲道：「我等都願歸農！」\n"
            "店中眾人聽了，有的道：「莫說大話。」有的道：「敵他不過。」\n")
    assert speakers(text) == [CROWD, CROWD, CROWD]


def test_everyone_in_a_place_is_a_crowd():
    # the whole tavern roars along, though a sailor was sung of just before
    text = ("我走進酒館。\n那首關於水手和月亮的歌唱到了最後一段，整個酒館的人都拍著桌子跟著吼："
            "「月亮啊月亮，你照著我的船！」\n")
    assert speakers(text) == [CROWD]


def test_first_person_narrator_is_configurable():
    text = "我问道：“他现在怎么样了？”\n"
    assert speakers(text) == [NARRATOR]
    config = Config(first_person="我")
    assert speakers(text, config=config) == ["我"]


def test_quoted_terms_are_narration_and_coverage_is_exact():
    text = ("他對人說話，總是滿口之乎者也，什麼「君子固窮」，大家叫他作「孔乙己」。\n"
            "孔乙己說道：「竊書不能算偷。」\n")
    segs = attribute(text, None, Character("孔乙己"))
    assert "".join(s.text for s in segs) == text
    terms = [s for s in segs if s.rule == "term"]
    assert [s.text for s in terms] == ["「君子固窮」", "「孔乙己」"]
    assert all(s.kind == "narration" and s.speaker == NARRATOR for s in terms)
    assert [s.speaker for s in segs if s.kind == "dialogue"] == ["孔乙己"]


def test_thought_is_voiced_by_the_thinker():
    text = "黑三心中暗想：「這廝好生了得。」\n趙雲飛道：「休走！」\n"
    segs = [s for s in attribute(text, None, Character("黑三"), Character("趙雲飛"))
            if s.kind == "dialogue"]
    assert (segs[0].speaker, segs[0].rule) == ("黑三", "thought")


def test_zhen_points_to_the_emperor():
    emperor = Character("李世民", aliases=("陛下", "皇帝"), gender="male")
    text = ("李世民看了李道宗一眼。\n李道宗道：「陛下，請回營。」\n"
            "他搖頭：「朕意已決。」\n")
    assert speakers(text, emperor, D) == ["李道宗", "李世民"]


def test_override_wins_by_quote_text_in_either_script():
    override = Override(quote="兵馬難以久留", speaker="李道宗", chapter=1)
    config = Config(characters=(M, D), overrides=(override,))
    segs = [s for s in attribute("李世民說道：「遼東早寒，兵馬難以久留。」\n", config)
            if s.kind == "dialogue"]
    assert (segs[0].speaker, segs[0].rule, segs[0].confidence) == ("李道宗", "override", 1.0)
    other_chapter = Config(characters=(M, D), overrides=(
        Override(quote="兵马难以久留", speaker="李道宗", chapter=2),))
    text = "李世民說道：「遼東早寒，兵馬難以久留。」\n"
    assert speakers(text, config=other_chapter) == ["李世民"]
    simplified = Config(characters=(M, D), overrides=(
        Override(quote="兵马难以久留", speaker="道宗"),))
    assert speakers("李世民說道：「兵馬難以久留。」\n", Character("李道宗", aliases=("道宗",)),
                    config=simplified) in (["李道宗"], ["道宗"])


def test_a_tag_ending_the_previous_paragraph_with_a_colon():
    text = "我这时很兴奋，只是说：\n“阿！福哥，——你来了？……”\n"
    assert speakers(text) == [NARRATOR]


def test_described_speaker_gets_a_label_not_a_nearby_name():
    text = ("趙雲飛提了棍棒，逕奔山寨來。\n"
            "林子裡跳出二十來個嘍囉，當先一個頭目大叫道：「兀那漢子，留下買路錢來！」\n"
            "趙雲飛道：「我正要尋你家大王。」\n")
    assert speakers(text, Character("趙雲飛")) == ["頭目", "趙雲飛"]


def test_described_speaker_is_relabelled_when_the_text_names_her():
    text = ("趙雲飛趕到半山，忽聽得一個女子的聲音叫道：「壯士小心，路邊有陷坑！」\n"
            "趙雲飛急收住腳步。那女子被綁在一棵樹上，正是秀英。\n"
            "秀英含淚點頭：「多謝壯士。」\n")
    got = speakers(text, Character("趙雲飛"), Character("秀英", gender="female"))
    assert got == ["秀英", "秀英"]


def test_self_introduction_names_a_described_speaker():
    text = ("门开了，走进来一个红衣女子。\n"
            "红衣女子冷笑道：“喂，你是哪条道上的？”\n"
            "沈青川道：“在下沈青川。姑娘芳名？”\n"
            "“柳如眉。”\n")
    got = speakers(text, Character("沈青川", gender="male"),
                   Character("柳如眉", gender="female"))
    assert got == ["柳如眉", "沈青川", "柳如眉"]


def test_a_new_name_called_right_after_a_described_speaker_is_hers():
    text = ("陈默在看书。门开了，一个扎着马尾的小女孩冲了进来。\n"
            "“爷爷！爷爷！”女孩喊道，“我的伞被风吹跑了！”\n"
            "“小雨，你怎么跑来了？”陈默问。\n"
            "“妈妈在加班。”周小雨甩了甩头发上的水。\n")
    got = speakers(text, C, Character("周小雨", aliases=("小雨",), gender="female"))
    assert got == ["周小雨", "周小雨", "陈默", "周小雨"]


def test_an_introduction_names_the_described_person_present():
    text = ("门口站着一个女人。\n"
            "“不认识了么？我还抱过你咧！”女人叫道。\n"
            "母亲从旁说：“这是斜对门的二婶，开豆腐店的。”\n")
    assert speakers(text, Character("母亲", gender="female")) == ["二婶", "母亲"]


def test_a_tag_names_a_speaker_discovery_never_saw():
    text = ("關羽覽畢，仰面大笑曰：「孫權見識短淺！」\n"
            "關平在旁諫曰：「父親不可輕敵。」\n"
            "路遇陸遜，遜問曰：「將軍此去，有何妙計？」\n")
    got = speakers(text, Character("關羽", gender="male"), Character("陸遜", gender="male"))
    assert got == ["關羽", "關平", "陸遜"]


def test_one_of_a_group_is_nobody_in_particular():
    text = ("王腾转身就走。几个狗腿子连忙跟了上去，其中一个回头啐了一口：“不知天高地厚！”\n")
    assert speakers(text, Character("王腾", gender="male")) == [UNKNOWN]


def test_a_crowd_reacting_speaks_in_a_run_of_untagged_lines():
    text = ("执事长老道：“林逸胜！”\n"
            "众弟子哗然。\n"
            "“我没看错吧？一拳？”\n"
            "“他什么时候变得这么强了？”\n")
    got = attribute(text, None, Character("执事长老"), Character("林逸"))
    lines = [(s.speaker, s.rule) for s in got if s.kind == "dialogue"]
    assert lines == [("执事长老", "tag-before"), (CROWD, "crowd-beat"), (CROWD, "crowd-run")]


def test_the_text_naming_an_unnamed_speaker_relabels_the_line():
    text = ("孫權大喜道：「誰可為將？」\n"
            "言未畢，階下一人應聲而出：「某願往！」\n"
            "眾視之，乃呂蒙也。\n")
    got = speakers(text, Character("孫權", gender="male"), Character("呂蒙", gender="male"))
    assert got == ["孫權", "呂蒙"]


def test_a_voice_from_behind_is_named_by_the_reply():
    text = ("林逸正要说话，身后忽然传来一个阴冷的声音：“林师弟好身手啊。”\n"
            "两人回头一看，只见一个白衣青年摇着折扇走了过来。\n"
            "“王师兄。”苏婉儿的脸色冷了下来。\n"
            "王腾没有理她，只是盯着林逸：“打伤了我的人，总要给个说法吧？”\n")
    got = speakers(text, Character("林逸", gender="male"), Character("苏婉儿", gender="female"),
                   Character("王腾", gender="male"))
    assert got == ["王腾", "苏婉儿", "王腾"]


def test_a_name_after_a_description_is_the_speaker():
    text = ("彼得摇摇头：“这个家就剩我和狗了。”\n"
            "老仆人伊万正好端着茶盘进来，听了这话，咳嗽一声：“老爷，还有我呢。”\n")
    assert speakers(text, Character("彼得", gender="male")) == ["彼得", "伊万"]


def test_back_to_back_quotes_in_a_paragraph_answer_each_other():
    text = ("所有喝酒的人便都看着他笑，有的叫道，“孔乙己，你又偷了人家的东西了！”"
            "孔乙己睁大眼睛说，“你怎么这样凭空污人清白……”“什么清白？我亲眼见你偷了书。”\n")
    assert speakers(text, Character("孔乙己", gender="male")) == [CROWD, "孔乙己", CROWD]


def test_an_elided_subject_is_the_last_one_who_acted():
    text = ("孔乙己很恳切的说道，“不能写罢？我教给你。”我暗想我和掌柜的等级还很远呢；"
            "又好笑，又不耐烦，懒懒的答他道，“谁要你教？”\n")
    assert speakers(text, Character("孔乙己", gender="male")) == ["孔乙己", NARRATOR]


def test_a_caller_names_himself_and_titles_stack_before_a_name():
    text = ("凌晨两点，刑警队长周正被电话吵醒。\n"
            "“喂？”\n"
            "“周队，是我，小吴。”电话那头的声音有点喘，“城西又出事了。”\n"
            "“什么情况？”\n")
    assert speakers(text) == ["周正", "小吴", "小吴", "周正"]


def test_the_actor_opening_the_tag_sentence_speaks_not_a_name_after_a_verb():
    text = ("熙鳳攜著黛玉的手，仍送至賈母身邊坐下，因笑道：「天下真有這樣標致的人物！」\n"
            "王夫人點頭不語，半晌又道：「該拿出兩個來給你這妹妹裁衣裳的。」\n")
    got = speakers(text, Character("熙鳳", gender="female"), Character("賈母", gender="female"))
    assert got == ["熙鳳", "王夫人"]


def test_creatures_are_described_speakers():
    text = ("忽听得山坳里一声锣响，当先一个狼头精喝道：“那和尚休走！”\n"
            "唐僧吓得跌下马来，战兢兢地道：“悟空，这却怎好？”\n"
            "那狼头精见了，吃了一惊，叫道：“是那弼马温来了！”\n")
    assert speakers(text, Character("唐僧", gender="male")) == ["狼头精", "唐僧", "狼头精"]


# Who acts in a tag: the cases the held-out rounds ho292-ho297 found misread.
@pytest.mark.parametrize("text, people, expected", [
    pytest.param("“先说好事的！”蹬三轮的李三在墙根底下喊。\n“急什么。”程大妈说。\n",
                 ("李三", "程大妈", "蹬三轮"), ["李三", "程大妈"], id="named after 的"),
    pytest.param("道士面有慚色，乃解葫蘆，拔其塞，向空中喝曰：「孽畜速出！」\n"
                 "女以袖障面。庭中青白二氣相糾結，或合或分。久之，女呼曰：「馮郎珍重！」\n"
                 "或見而怪之，曰：「此何物也？」\n",
                 ("馮瑾",), ["道士", "女", "或"], id="乃 then, 或 someone"),
    pytest.param("屠烈大喝一声：“来者何人？”\n那人不慌不忙，将屠烈上下打量一番，笑道：“好大的嗓门。”\n"
                 "大将屠烈怒道：“放肆！”\n",
                 ("屠烈",), ["屠烈", "那人", "屠烈"], id="将 before the one acted on"),
    pytest.param("门口下来一位高个子的先生。来的是个瘦高个子，走路有点跛。\n"
                 "“快点，把钟放倒！”瘦高个子压低了嗓子说。\n“我什么也没拿！”那瘦高个子尖声叫道。\n",
                 (), ["瘦高个子", "瘦高个子"], id="a whole build"),
    pytest.param("柳如蘅坐在后院理事。她的贴身丫头巧云端了一碗燕窝粥进来，轻轻搁在桌上，道："
                 "“奶奶好歹先吃两口。”\n",
                 ("柳如蘅", "老太太", "巧云"), ["巧云"], id="her maid"),
    pytest.param("柳如蘅说笑着。只见老太太屋里的大丫头巧云从竹桥那头走过来，笑道：“奶奶好歹先吃两口。”\n",
                 ("柳如蘅", "老太太", "巧云"), ["巧云"], id="the maid of her room"),
    pytest.param("长案后的灰袍老者终于抬起眼皮，目光淡淡扫过众人：“今日考核分三关。”\n",
                 ("林砚",), ["灰袍老者"], id="the crowd looked over"),
    pytest.param("王铁匠的女人一拍大腿：“哎呀，发瘟了。”\n“胡说。”王铁匠道。\n"
                 "她叫罗莎，是王铁匠的女人。罗莎笑道：“我说着玩的。”\n"
                 "这时阿顺的老婆阿娇从屋里出来，手里端着托盘：“先喝一口。”\n",
                 ("王铁匠", "罗莎", "阿顺", "阿娇"), ["王铁匠的女人", "王铁匠", "罗莎", "阿娇"],
                 id="his woman"),
    pytest.param("王德昭叫浑家把直裰拿出来。他浑家取出来抖了一抖，说道：“这个样子，怎么穿了去？”\n"
                 "王德昭道：“不妨事。”\n“文章？”他浑家冷笑道，“你文章做了三十年！”\n",
                 ("王德昭",), ["浑家", "王德昭", "浑家", "浑家"], id="浑家, his wife"),
    pytest.param("太公登时变了模样。河滩上的村人看见，四散奔逃，乱嚷道：“太公是妖精！”\n",
                 ("太公",), [CROWD], id="村人, the villagers"),
    pytest.param("众村人都跪倒了。唐僧听了，不觉垂泪，双手扶起众人道：“列位请起。”\n",
                 ("唐僧",), ["唐僧"], id="the crowd helped up"),
    pytest.param("鄰里聞有道士捉鬼，爭來觀，擁於園門之外，指點喧笑曰：「書癡今夜遇鬼矣！」\n"
                 "雇役夫數人，掘海棠下，得朽棺一具。役夫皆驚曰：「埋九年，釵不少損！」\n",
                 ("道士",), [CROWD, CROWD], id="鄰里, 役夫皆"),
    pytest.param("李四背着剃头挑子进了门。俗话说“剃头挑子一头热”，他今儿个是两头都凉。\n"
                 "李四说：“干吗呢这是？”\n", ("李四",), ["李四"], id="a saying, no one's line"),
    pytest.param("林晚的手机震了起来。\n她把手机贴到耳边点开，闺蜜那把标志性的大嗓门立刻冲了出来：“林晚你听好了。”\n",
                 ("林晚",), ["闺蜜"], id="闺蜜"),
    pytest.param("栓牢把左手往桌子底下藏：“没事，韩爷，划了个口子。”\n"
                 "韩先生把那圈布一层一层地解开。\n韩先生问几天了，栓牢说半个月。\n"
                 "“半个月你就拿这烂布捂着？”\n",
                 ("栓牢", "韩先生"), ["栓牢", "韩先生"], id="asked, then told"),
])
def test_who_acts_in_a_tag(text, people, expected):
    assert speakers(text, *(Character(name) for name in people)) == expected


def test_the_one_after_her_de_is_named_not_she():
    text = ("老太太坐在上首，看着一桌子菜。\n"
            "他把手机举到老太太面前。屏幕上出现一张圆圆的脸。那是老太太的细妹梁惠玲，"
            "八十年代去了加拿大。\n"
            "“阿芳！新年快乐！人齐未？”\n"
            "“齐晒。”老太太说。\n")
    got = speakers(text, Character("梁惠玲", gender="female"))
    assert got[-1] == "老太太"  # (梁惠玲 had become 老太太's name)


@pytest.mark.parametrize("clause", ["手上仍是那只旧精工表。", "他就是这个精明劲儿。",
                                    "这就怪了。", "来了一个古怪的人。", "这就难怪了。",
                                    "拍在了每个人的脑门子上。", "不知扇的是哪门子风。"])
def test_a_watch_a_shrewd_way_an_odd_thing_or_a_forehead_is_no_one(clause):
    assert [d.label for d in described(clause)] == []


def test_a_village_meeting_names_its_speakers_from_their_tags():
    text = ("村支书赵德厚敲了敲桌子：“东坡那五十亩地，到底怎么分？”\n"
            "“按人头分呗！”刘老四第一个嚷起来。\n"
            "“外出打工的算不算？”坐在角落里的钱会计推了推眼镜。\n"
            "“算什么算？”孙寡妇一拍大腿站了起来。\n"
            "屋里顿时吵成一片。\n"
            "“孙婶说得对！”\n"
            "赵德厚环顾四周：“还有没有不同意见？”\n"
            "没有人说话。\n"
            "“那就这么定了。”\n")
    assert speakers(text) == ["赵德厚", "刘老四", "钱会计", "孙寡妇", CROWD, "赵德厚",
                              "赵德厚"]


def test_a_title_met_with_a_surname_keeps_the_name():
    text = ("林老太太戴上老花眼鏡，把信拆開。\n"
            "「他回來，我跟他說。」老太太的語氣斬釘截鐵。\n")
    assert speakers(text) == ["林老太太"]


def test_one_of_two_young_men_is_named_by_the_narration():
    text = ("两个年轻人架着一个满头是血的中年男人冲了进来。\n"
            "“医生！快救救我爸！”\n"
            "医生顾远山一边戴手套一边问：“怎么伤的？”\n"
            "“从梯子上摔下来的。”其中一个年轻人说，他叫陈浩，是伤者的大儿子。\n"
            "陈浩拉了弟弟一把。陈浩蹲在地上。陈浩哭了。\n")
    assert speakers(text) == [CROWD, "顾远山", "陈浩"]


def test_inscriptions_are_narration():
    text = ("她翻开扉页，上面写着一行小字：“赠给远方的人”。\n"
            "陳志明掏出一張照片。照片背面寫著一行字：“給阿國，一九九三年夏。”\n"
            "陸遜修書一封。書中言辭極其謙卑，有云：「將軍威震華夏，不勝惶恐。」\n"
            "店门上挂着一块木牌，上面用两种字母各写了一遍：“德里纳客栈”。\n"
            "门上贴着一张红纸，毛笔字歪歪扭扭：“看事请敲门”。\n"
            "墙上钉着一块硬纸牌，是二房东周太亲手用毛笔写的：“各伙煮食，轮流用水。”\n"
            "林晓月问：“这本多少钱？”\n")
    segs = attribute(text, None, W, Character("陳志明"), Character("周太"))
    assert [s.rule for s in segs if s.rule == "inscription"] == ["inscription"] * 6
    assert [s.speaker for s in segs if s.kind == "dialogue"] == ["林晓月"]


def test_wenyan_writings_and_names_are_narration_but_a_wail_is_speech():
    text = ("門前懸一木牌，大書曰「紙盡」。諸生大驚。\n懸題於板，題曰「節用而愛人」。\n"
            "時人號之曰「紙將軍」。\n從者皆號曰：「死矣！」\n項王仰天號曰：「天亡我也！」\n"
            "張生大呼其名曰：「鶯鶯！」\n")
    segs = attribute(text)
    assert [s.kind for s in segs if s.text.startswith("「")] == ["narration"] * 3 \
        + ["dialogue"] * 3


def test_an_action_beat_between_two_quotes_gives_both_to_its_subject():
    text = ("林宥辰問：“就是這家？”\n"
            "“嗯。”陳志明熄了火，“死者每天晚上都來這裡吃麵。”\n")
    segs = [s for s in attribute(text, None, Character("林宥辰"), Character("陳志明"))
            if s.kind == "dialogue"]
    assert [s.speaker for s in segs] == ["林宥辰", "陳志明", "陳志明"]
    assert [s.rule for s in segs][1:] == ["beat-after", "split-beat"]


def test_a_quote_after_a_paragraph_about_someone_is_theirs():
    text = ("许静说：“你别揭他老底了。”\n"
            "一家人全笑了。林建国摇摇头，剥了一个橘子。\n"
            "“妈，您就别说了。”\n")
    got = attribute(text, None, Character("许静", gender="female"),
                    Character("林建国", gender="male"))
    line = [s for s in got if s.kind == "dialogue"][-1]
    assert (line.speaker, line.rule) == ("林建国", "beat-paragraph")


def test_after_reported_speech_the_one_spoken_to_answers():
    text = ("母亲出去了。我便招宏儿走近面前，和他闲话：问他可会写字，可愿意出门。\n"
            "“我们坐火车去么？”\n"
            "“我们坐火车去。”\n"
            "“船呢？”\n")
    assert speakers(text, Character("宏儿", gender="male"), Character("母亲")) == [
        "宏儿", NARRATOR, "宏儿"]


def test_an_apology_in_passing_is_no_reported_talk():
    text = ("大姐盘腿坐了起来：“来，你坐我这边。”\n"
            "小伙子从上铺翻下来，落地时差点踩着中年人的皮鞋，连说了两声对不住，"
            "挤到大姐旁边开始发牌。\n"
            "“先说好，玩多大的？”\n")
    assert speakers(text, Character("大姐", gender="female"), Character("小伙子", gender="male"),
                    Character("中年人", gender="male"))[-1] == "小伙子"


def test_words_mumbled_inside_narration_are_speech():
    text = "电话挂了。王姐把手机一塞，嘴里嘟囔着“操心的命”，脸上的笑却一直没下去。\n"
    got = [s for s in attribute(text, None, Character("王姐", gender="female"))
           if s.text.startswith("“")]
    assert [(s.kind, s.speaker) for s in got] == [("dialogue", "王姐")]


ZHUGE = ("第一回\n\n孔明笑曰：「子敬放心。」\n\n張昭曰：「不知可有此說？」\n\n"
         "座上一人忽抗聲問曰：「先生以為如何？」\n\n"
         "孔明視之，乃會稽餘姚人虞翻，字仲翔。孔明答曰：「何足懼哉？」\n\n"
         "翻冷笑曰：「真大言欺人！」\n\n座間又一人問曰：「孔明莫非要學張儀麼？」\n\n"
         "孔明視之，乃步騭也，便道：「子山只當蘇秦是辯士。」\n\n"
         "正遇孔明之兄諸葛瑾。孔明上前施禮，瑾曰：「賢弟如何不先來見我？」\n")


def test_each_one_from_the_seats_is_the_one_the_next_paragraph_names():
    got = speakers(ZHUGE, Character("孔明", gender="male"), Character("張昭", gender="male"))
    assert (got[2], got[5]) == ("虞翻", "步騭")  # not one 一人 for both


def test_a_one_character_given_name_speaks_in_classical_tags():
    got = speakers(ZHUGE, Character("孔明", gender="male"), Character("張昭", gender="male"))
    assert got[4] == "虞翻"  # 翻冷笑曰
    assert got[7] == "諸葛瑾"  # 瑾曰, after 孔明之兄諸葛瑾


def test_a_slip_read_aloud_is_the_readers_line():
    text = ("老伯點點頭，用台語一個字一個字唸出籤詩來：“月照寒潭水自清，孤舟夜渡莫心驚。”\n"
            "紙條上寫著一行字：“明日再來。”\n")
    got = [(s.kind, s.speaker) for s in attribute(text) if s.text.startswith("“")]
    assert got == [("dialogue", "老伯"), ("narration", NARRATOR)]


def test_a_woman_volunteer_keeps_her_sex_in_her_label():
    text = ("廖伯坐在桌後。偏殿後頭，一個綁著花頭巾的女志工探出半個身子，拉開嗓子喊："
            "“清海仔！你的電話！”\n")
    assert speakers(text, Character("廖伯", gender="male")) == ["女志工"]


def test_a_soldier_known_by_his_province_and_wounded_answering_at_once():
    text = ("林医生手上没停：「你忍着。」\n"
            "断了腿的那个四川兵睁开了眼，含含糊糊地骂了一句：「锯子都不晓得磨一磨！」\n"
            "洞口十几个伤员几乎同时应了一声：「是！」\n")
    assert speakers(text, Character("林医生", gender="male"))[1:] == ["四川兵", CROWD]


def test_storyteller_enemy_general_and_a_cry_from_outside_the_tent():
    people = (Character("杨六郎", gender="male"), Character("探马", gender="male"),
              Character("穆桂英", gender="female"))
    text = ("第一回\n\n正说着，一名探马闯进帐来，单腿点地：“报！辽国先锋在营外讨战！”\n\n"
            "话音没落，帐外一声娇喝：“杀鸡焉用牛刀！元帅，末将愿往！”\n\n"
            "帐帘一挑，穆桂英闯了进来。杨六郎冷笑一声：“好大的胆子！”\n\n"
            "说书的在这儿卖个关子，跟列位念叨一句：“一边是亲娘，一边是军法。”\n\n"
            "辽营阵前一员番将，手提一对镔铁锤。那番将仰面哈哈大笑：“宋营没人了吗？”\n")
    assert speakers(text, *people) == ["探马", "穆桂英", "杨六郎", "说书的", "番将"]


def test_voice_messages_and_whose_they_are():
    people = (Character("周德明", gender="male"), Character("周敏", gender="female"),
              Character("周磊", gender="male"))
    text = ("最早一条是周德明的。她点开，周德明那口绵阳话一下子冲了出来：“敏敏，你莫慌。”\n"
            "第二条是周磊的，他在成都，语音里还能听见键盘响：“姐，我明天一早请假回去。”\n"
            "周敏蹲在地上点开。声音很轻，一个字一个字往外挪：“敏敏，莫听你爸乱说。”\n")
    got = [s for s in attribute(text, None, *people) if s.text.startswith("“")]
    assert [s.speaker for s in got[:2]] == ["周德明", "周磊"]
    assert got[2].kind == "dialogue"  # spoken slowly, not an inscription


def test_a_loudspeaker_voice_is_named_by_the_tag_and_takes_no_turns():
    text = ("第一章\n\n司令台上的擴音器嗡了一聲，接著是學務主任那個永遠像在念公文的聲音："
            "「各位同學請注意，選手請到司令台前集合。」\n\n"
            "我蹲下來綁鞋帶。小米在旁邊看了半天：「妳再綁下去，鞋帶要斷了啦。」\n\n"
            "「我緊張嘛。」\n\n「緊張什麼，妳是最後一棒欸。」\n\n"
            "擴音器又響了：「第一棒選手，請到起跑線。」\n")
    assert speakers(text, Character("小米", gender="female")) == [
        "主任", "小米", NARRATOR, "小米", "主任"]


def test_one_seen_coming_is_named_after_his_line_even_with_a_title_before_the_name():
    text = ("第一回\n\n子牙正行之間，只見一人跨一隻白額猛虎，飛奔而來，口中大叫："
            "「前面可是姜子牙麼？慢行一步！」\n\n"
            "子牙住了腳，回頭看時，原來是同門師弟申公豹。子牙曰：「賢弟從何處來？」\n\n"
            "紂王大怒曰：「拿下！」兩班武士正待動手，只見一人出班，大叫：「且慢！」"
            "其人面如重棗。眾臣看時，乃是鎮國武成王黃飛虎。\n\n"
            "黃飛虎俯伏奏曰：「大王，姜尚罪不至死。」\n")
    got = speakers(text, Character("子牙", gender="male"), Character("紂王", gender="male"))
    assert (got[0], got[3]) == ("申公豹", "黃飛虎")


def test_a_court_shouting_together_and_a_widow_led_in_by_runners():
    text = ("包公升堂。三班衙役站定，王朝、马汉手执水火棍，分列两旁，水火棍在地上一顿，一声喊："
            "“威——武——”\n"
            "只见一个妇人，一身缟素，由两个差役引着，跪在丹墀之下，口中只叫：“青天大老爷做主！”\n"
            "包公把惊堂木一拍，喝道：“带郑屠！”两旁衙役又是一声：“威——武——”\n")
    got = speakers(text, Character("包公", gender="male"), Character("马汉", gender="male"))
    assert got == [CROWD, "妇人", "包公", CROWD]


def test_a_name_handing_the_talk_over_is_called():
    text = ("大姐一拍手：“那就叫老刘。我姓王，你们叫我王姐就行。小伙子你呢？”\n"
            "“小周。周末的周。”\n")
    people = (Character("大姐", gender="female"), Character("小伙子", gender="male"),
              Character("老刘", gender="male"))
    assert speakers(text, *people) == ["大姐", "小伙子"]


def test_second_review_cases_of_todays_rules():
    z, li = Character("张三", gender="male"), Character("李四", gender="male")
    assert speakers("我叫王朝、马汉过来，吩咐道：「拿下！」\n") == [NARRATOR]  # no list
    assert speakers("张三推开门走进来。随后一声冷笑：「你们都在。」\n", z) == ["张三"]
    assert speakers("广播体操的音乐响了，张三喊道：「集合！」\n", z) == ["张三"]
    assert speakers("汽车喇叭响了两声，张三叫道：「快点！」\n", z) == ["张三"]
    assert speakers("张三放下茶杯，同时问道：「你来了？」\n", z) == ["张三"]
    assert speakers("会上由张三讲话：「大家好。」\n", z) == ["张三"]
    assert speakers("接着是李四身边那个女人的声音：「别说了。」\n", li) == ["女人"]
    text = "一个汉子冷笑道：「你们谁敢来？」\n众人面面相觑，就是赵大也不敢上前。\n"
    assert speakers(text) == ["汉子"]
    text = "第一回\n\n甲曰：「一。」乙曰：「二。」丙曰：「三。」\n(曰：「四。」\n"
    assert len(speakers(text)) == 4  # a bracket before 曰 is no surname to look for


def test_a_surname_alone_in_classical_tags_speaks_with_manner_words_too():
    text = ("第九回\n\n燕笑曰：「君勿多問。」燕又笑曰：「夜來但閉戶讀書。」生唯唯。\n\n"
            "生問其故。燕沉吟曰：「妖未死，創重而遁耳。」\n\n女默然，久之乃曰：「妾不可留。」\n")
    got = speakers(text, Character("生", gender="male"), Character("女", gender="female"))
    assert got == ["燕", "燕", "燕", "女"]


def test_a_caller_names_himself_in_cantonese():
    text = ("第一章\n\n老太太把手機拿得老遠，按了好幾下才接通：“喂？喂？邊位呀？”\n\n"
            "“阿媽，係我呀，阿偉呀！”電話裏一把男人聲，隔着一個太平洋。\n\n"
            "“阿偉？你嗰邊唔係半夜咩？”\n")
    assert speakers(text, Character("老太太", gender="female")) == ["老太太", "阿偉", "老太太"]


def test_a_pronoun_goes_back_to_the_one_standing_at_someones_side():
    text = ("十三阿哥道：「去瞧瞧。」\n"
            "門邊探進一個腦袋來，正是十三阿哥跟前的小太監小順子。他一路小跑過來，打了個千兒，"
            "喘著氣道：「回主子的話，奴才都瞧見了。」\n")
    got = speakers(text, Character("十三阿哥", gender="male"), Character("小順子", gender="male"))
    assert got == ["十三阿哥", "小順子"]
    text = ("熊奎道：“留下轿子。”\n这时熊奎身旁又闪出一人，是个摇着折扇的瘦长汉子，面皮白净。"
            "他笑吟吟地道：“大哥莫急。”\n")
    assert speakers(text, Character("熊奎", gender="male")) == ["熊奎", "瘦长汉子"]  # who appears


def test_demons_known_by_looks_and_that_monster():
    text = ("第一回\n\n行者變作個小妖，叫道：「巡山的回來了！開門！」\n"
            "那青臉的開了門縫，道：「地里鬼，你怎麼去得恁快？」\n"
            "紅鬚的跌腳道：「苦也！苦也！」\n那怪道：「甚麼軍情？快說上來！」\n"
            "後面走出個老妖婆來，問道：「我兒，外邊嚷些甚麼？」\n行者叫道：「大王，禍事了！」\n")
    got = speakers(text, Character("行者", gender="male"))
    assert got == ["行者", "青臉的", "紅鬚的", "那怪", "老妖婆", "行者"]


def test_ones_known_by_their_post_or_clothes_and_a_line_said_in_passing():
    text = ("门上的掂了一掂，冷笑道：「这点子，还不够二爷买包茶。」\n"
            "那穿西装的人微微欠身：「兄弟初到，还请诸位多多指教。」\n"
            "那伢缩了缩脖子，小声道：「阿姨……」\n"
            "小刘站起来，撂下一句「月底一起结」，人已经钻进了巷子。\n")
    got = [s for s in attribute(text, None, Character("小刘", gender="male"))
           if s.text[:1] in "「“"]
    assert [s.speaker for s in got] == ["门上的", "穿西装的人", "那伢", "小刘"]


def test_a_voice_from_a_private_room_is_the_rooms():
    text = ("林枫掀开纱帘一角，朗声道：“一百五十。”\n"
            "话音未落，一道清冷的女声从天字三号房中传出，不高，却压过了满场的嘈杂：“一千。”\n")
    assert speakers(text, Character("林枫", gender="male")) == ["林枫", "天字三号房"]


def test_a_servant_naming_himself_and_a_flag_with_five_big_characters():
    text = ("第十一回\n\n阿檀道：「娘娘，有人來了。」\n"
            "一個內侍躬身進來：「奴婢王伏勝，給昭儀請安。」\n"
            "武松看見門前招旗上頭寫著五個大字道：「醉倒莫過岡」。\n")
    got = [(s.kind, s.speaker) for s in attribute(text, None, Character("阿檀", gender="female"))
           if s.text[:1] == "「"]
    assert got == [("dialogue", "阿檀"), ("dialogue", "王伏勝"), ("narration", NARRATOR)]


def test_a_commentator_speaks_through_the_tv():
    text = ("老马把电视拍了两下。解说员的声音从那只破喇叭里挤出来，带着点沙哑：“好，比赛开始！”\n"
            "老马道：“来了来了。”\n第二十六分钟，解说员的语速一下子快了起来：“角球开出！”\n")
    assert speakers(text, Character("老马", gender="male")) == ["解说员", "老马", "解说员"]


def test_disciples_with_one_voice_a_hall_shouting_and_one_singled_out():
    people = (Character("靜慧師太", gender="female"), Character("大柱哥", gender="male"))
    text = ("靜慧師太拂袖出殿，兩廂弟子齊齊躬身，同聲道：「恭送師父。」\n"
            "大厅里的人全站了起来，掌声里一片声地喊：「回来了！」\n"
            "我们几个愣了半天，还是大柱哥先反应过来，一拍大腿：「那是奶奶！」\n")
    assert speakers(text, *people) == [CROWD, CROWD, "大柱哥"]


def test_a_whole_street_shouts_and_a_demon_steps_up():
    text = ("第一回\n\n球进了。整条街都跟着喊起来：“阿根廷！阿根廷！”\n"
            "行者暗暗心惊道：“好孽畜！”青脸的上前禀道：“大王，地里鬼巡山回来了。”\n")
    assert speakers(text, Character("行者", gender="male")) == [CROWD, "行者", "青脸的"]


def test_classical_heroes_go_by_their_given_names():
    text = ("第四十二回\n\n却说赵云怀抱阿斗，杀透重围。张飞曰：“子龙只顾前行。”\n\n"
            "云泣告曰：“云护持不周，罪该万死！”\n\n曹操前军追至桥边。曹操心疑，不敢近前。"
            "操急令去其伞盖，回顾左右曰：“我向曾闻云长言。”\n\n操良久方才神色稍定，喘息问曰："
            "“适才夏侯杰何在？”\n")
    got = speakers(text, Character("赵云", gender="male"), Character("张飞", gender="male"))
    assert got == ["张飞", "赵云", "曹操", "曹操"]


def test_the_narrator_answering_without_quotes_is_answered_by_the_other():
    text = ("“没有就对了。”科长这才抬起眼睛来看我，“你说说吧，你为什么存在？”\n"
            "我说我也不知道，我一睁眼就已经存在了。\n“这不是理由，这是借口。”\n")
    assert speakers(text, Character("科长", gender="male"))[-1] == "科长"


def test_a_yes_sir_said_in_passing_and_a_string_sound():
    text = ("乾隆道：“收了。”\n王福双手捧着卷子，“嗻”了一声，退到一边。\n"
            "老温手指头在琴弦上一拨，“铮”的一声。\n")
    got = [(s.kind, s.speaker) for s in attribute(text, None, Character("乾隆", gender="male"),
                                                   Character("王福", gender="male"))
           if s.text.startswith("“")]
    assert got == [("dialogue", "乾隆"), ("dialogue", "王福"), ("narration", NARRATOR)]


def test_a_voice_named_after_it_spoke_and_its_nickname():
    text = ("老韩按了按耳机：“站长，我到桥下了。”\n"
            "耳机里另一个声音插进来：“站长，你别为难韩哥了。”\n"
            "说话的是小罗，二十出头，跑单比谁都快，站里都叫他「飞毛腿」。\n"
            "老韩没吭声。耳机里飞毛腿还在嚷：“韩哥？韩哥你咋不说话了？”\n"
            "飞毛腿一个月能跑一千二百单。飞毛腿又冒了出来，嘿嘿直笑。\n")
    got = speakers(text, Character("老韩", gender="male"))
    assert got[1:] == ["小罗", "飞毛腿"]


def test_a_nickname_one_person_gives_is_a_name_though_it_holds_a_description():
    text = ("她來的頭一天，鍋底臉便叫她「小瘦丫頭兒」了。\n"
            "小瘦丫頭兒坐在對面扒飯。小瘦丫頭兒忽然說：「喂，你看。」\n"
            "鍋底臉道：「看什麼？」\n小瘦丫頭兒笑了。\n")
    assert speakers(text, Character("鍋底臉", gender="male")) == ["小瘦丫頭兒", "鍋底臉"]


def test_our_hero_is_one_man_not_a_crowd_of_us():
    text = ("主人道：“请问尊姓大名？”\n“乞乞科夫。”我们的主人公一面说，一面侧过身去。\n"
            "孩子们的声音在屋里回响：“乞乞科夫！”\n")
    assert speakers(text, Character("主人", gender="male")) == ["主人", "主人公", CROWD]


def test_a_post_the_lexicon_lacks_before_a_name_does_not_hide_her():
    text = ("陈岳看着墙。\n“陈总，伏羲报警。”值班分析员苏雯的声音不高，但大厅里所有人都听见了。\n"
            "苏雯说：“好。”\n")
    assert speakers(text, Character("陈岳", gender="male"), Character("苏雯")) == ["苏雯", "苏雯"]


def test_two_answering_at_once_are_a_crowd():
    people = Character("苏雯", gender="female"), Character("伏羲"), Character("何卫东")
    text = "何卫东问：“能不能加速上行？”\n“不能。”苏雯和伏羲几乎同时回答。\n"
    assert speakers(text, *people) == ["何卫东", CROWD]


def test_that_voice_is_the_one_just_heard():
    people = Character("陈岳", gender="male"), Character("赵铁山", gender="male")
    text = ("陈岳道：“老铁？”\n"
            "频道里传来赵铁山的声音。那声音很平稳，像在哼号子：“放——收。”\n")
    assert speakers(text, *people) == ["陈岳", "赵铁山"]


@pytest.mark.parametrize("text, names, expected", [
    ("李四站在门口。\n他们的回答很整齐：“是！”\n", ["李四"], [CROWD]),
    ("李四站在门口。\n村民们的喊叫声越来越近：“抓贼啊！”\n", ["李四"], [CROWD]),
    ("王五回到宿舍，想起了驯兽师李四。“他还欠我钱呢。”\n", ["王五", "李四"], ["王五"]),
    ("王五推门进来，找到值班员李四。“车几点到？”\n", ["王五", "李四"], ["王五"]),
    ("李四侧耳听着。\n门外有人喊，这不是王五的声音。那声音又尖又细：“开门！”\n",
     ["李四", "王五"], ["声音"]),
    ("李四侧耳听着。\n门外传来赵铁山的声音。那声音压过了王五的声音：“都别吵！”\n",
     ["李四", "王五", "赵铁山"], ["赵铁山"]),
    ("李四侧耳听着。\n他想起了王五的声音。这声音却沙哑得多：“开门！”\n", ["李四", "王五"],
     ["声音"]),
    ("天一黑，娘就喊他“回家”。他不肯回家，蹲在河边。\n娘又喊：“回家！”\n", [], [UNKNOWN]),
    ("李四和王五坐在桌边。\n李四转身的同时开口：“站住。”\n", ["李四", "王五"], ["李四"]),
    ("老周坐在炕沿上抽烟，儿子站在门口。\n“爹，我错了。”\n这是老周这些年来听儿子说的头一句话。\n",
     ["老周"], ["儿子"]),
    ("谢尔盖·伊万诺维奇日日坐在窗前。\n他说：“走吧。”\n谢尔盖·伊万诺维奇日后才明白。\n", [],
     ["谢尔盖·伊万诺维奇"]),
    ("伊万·彼得罗维奇别过脸去。伊万·彼得罗维奇别无他法。\n他说：“走吧。”\n", [],
     ["伊万·彼得罗维奇"]),
    ("村里人都叫他“那个老头子”。那个老头子每天坐在村口。\n那个老头子说：“回来了？”\n", [],
     ["老头子"]),
])
def test_review_25_the_new_rules_keep_to_their_cases(text, names, expected):
    people = [Character(name, gender="male") for name in names]
    assert speakers(text, *people) == expected


@pytest.mark.parametrize("text, people, expected", [
    ("张三和李四在院子里吵了起来。\n张三道：“你欠我的钱，什么时候还？”\n"
     "一直向身边张望的李四低声道：“小声点，别让人听见。”\n",
     [Character("张三"), Character("李四")], ["张三", "李四"]),
    ("德顺老汉蹲在门口抽烟。\n德顺老汉说：“今年雨水多。”\n"
     "德顺奶奶从灶房里出来，骂道：“就知道抽！”\n德顺老汉笑道：“不抽了。”\n", [],
     ["德顺老汉", "奶奶", "德顺老汉"]),
    ("周先生已经七十多岁了，胡子全白。\n周先生道：“今天讲《论语》。”\n"
     "学生们都不作声。周老先生捋着胡子，道：“谁先背？”\n",
     [Character("周先生", aliases=("先生",), gender="male")], ["周先生", "周先生"]),
    ("马三道：“滚！”\n马三抱着胳膊，绕到林默面前，故意拔高了嗓门，深怕旁人听不见："
     "“我劝你滚吧！”\n"
     "马三又绕到林默身后，惟恐众人听不清：“听见没有？”\n",
     [Character("马三"), Character("林默")], ["马三", "马三", "马三"]),
    ("安德烈·保尔康斯基讷讷地说：“我……我不知道。”\n娜塔莎问：“你怎么了？”\n"
     "安德烈·保尔康斯基讷讷道：“是吗？”\n", [],
     ["安德烈·保尔康斯基", "娜塔莎", "安德烈·保尔康斯基"]),
    ("钮小满是镇上裁缝的女儿。\n小满说：“娘，我去河边洗衣裳。”\n小满提着篮子出了门。小满走到河边。"
     "小满蹲下来。\n小满笑道：“水真凉。”\n小满又说：“好看。”\n小满站起来。小满回家了。\n", [],
     ["钮小满", "钮小满", "钮小满"]),
    ("屋里很安静。\n安静了一会儿，李四道：“你走吧。”\n安静下来以后，李四又说：“我不送了。”\n"
     "安静了很久，张三道：“好。”\n", [], ["李四", "李四", "张三"]),  # review 27: 安静 is quiet
    # review 27
    ("徐太太坐在堂屋里。\n徐太太道：“茶凉了。”\n徐老太太拄着拐杖进来，道：“媳妇，你又偷懒！”\n",
     [Character("徐太太", aliases=("太太",), gender="female")], ["徐太太", "徐老太太"]),
    ("王二站在门口。\n张三的妻子病了，他急得团团转，道：“这可怎么办？”\n",
     [Character("张三", gender="male"), Character("王二", gender="male")], ["张三"]),
    ("林默站在台下。\n" + "林默看了他一眼。\n" * 12 + "赌林默赢的人不多。\n林默说：“来吧。”\n", [],
     ["林默"]),
    ("马三道：“滚！”\n马三又绕到林默身后，又生怕旁人听不清：“听见没有？”\n",
     [Character("马三"), Character("林默")], ["马三", "马三"]),
    ("李建国把茶杯推到她面前，她没有喝。\n李建国把椅子拉到她身边，她坐了下来。\n"
     "李建国把油灯移到她跟前，她低头看信。\n门开了，王二走进来。王二道：“我回来了。”\n"
     "李建国看了王二一眼。她冷冷地道：“还知道回来？”\n", [], ["王二", "李建国"]),
])
def test_review_26_the_new_rules_keep_to_their_cases(text, people, expected):
    assert speakers(text, *people) == expected


def test_the_voice_that_came_next_is_the_one_the_narration_names():
    people = Character("林晓禾", gender="female"), Character("周屹", gender="male")
    text = ("林晓禾道：“怎么还不回？”\n林晓禾点开，里面先是一阵呼吸声，然后才是周屹的声音，"
            "比刚才低了很多：\n“就按你说的来。”\n"
            "女工们先是一阵惊叫，接着便是桌椅碰撞的声音，好几把声音同时在喊：\n“踩住我的脚了！”\n"
            "手机又震了一下，是周屹的语音。她点开，那声音带着点鼻音：\n“谢谢你。”\n")
    assert speakers(text, *people) == ["林晓禾", "周屹", CROWD, "周屹"]


def test_the_old_lady_is_not_the_mrs_the_book_calls_tai_tai():
    text = ("徐太太笑道：「來了。」\n太太又道：「坐。」\n"
            "白老太太咳嗽了兩聲，道：「老四家的，你念罷。」\n"
            "老太太把水煙袋一擱，道：「流蘇，你怎麼打算？」\n")
    mrs_xu = Character("徐太太", aliases=("太太",), gender="female")
    assert speakers(text, mrs_xu) == ["徐太太", "徐太太", "白老太太", "白老太太"]


def test_an_old_man_named_with_laohan_is_the_grandpa_of_that_name():
    text = ("德顺老汉眯起眼睛：“是加林吗？”\n“是我，德顺爷爷。”高加林说。\n"
            "德顺老汉摆摆手。德顺老汉进了院子。\n"
            "高加林不吭声。可德顺爷爷偏不理会，声音反倒高起来：“你知道不知道？”\n")
    assert speakers(text, Character("高加林", gender="male")) == \
        ["德顺老汉", "高加林", "德顺老汉"]


def test_the_one_turned_to_where_he_stands_is_spoken_to():
    text = ("包公聽罷，沉吟了半晌。想罷，便向旁邊站班的展爺說道：「展護衛，你去驗屍。」\n")
    people = Character("包公", gender="male"), Character("展爺", gender="male")
    assert speakers(text, *people) == ["包公"]


def test_stepping_up_in_wenyan_is_no_emperor():
    text = "司馬懿曰：「何如？」\n司馬昭在側，上前稟曰：「父親，孩兒觀那費禕。」\n"
    people = Character("司馬懿", gender="male"), Character("司馬昭", gender="male")
    assert speakers(text, *people) == ["司馬懿", "司馬昭"]


def test_the_ones_a_speaker_fears_will_not_hear_are_not_speaking():
    text = ("马三道：“滚！”\n马三抱着胳膊，绕到林默面前，故意拔高了嗓门，生怕旁人听不见："
            "“我劝你还是滚吧！”\n")
    assert speakers(text, Character("马三", gender="male"), Character("林默")) == ["马三", "马三"]


def test_it_was_she_who_made_it_names_no_one_described():
    for sentence in ("奶妈说，母亲房里那对枕头套，就是瑞莲没病以前绣的。",
                     "那对枕头套是母亲托人求来的，就是瑞莲没病以前绣的。"):
        text = (f"母亲道：“小梅，去送月饼。”\n{sentence}\n"
                "母亲把篮子递给奶妈，说：“早去早回。”\n")
        assert speakers(text, Character("瑞莲", gender="female")) == ["母亲", "母亲"]


def test_the_wife_of_a_named_man_speaks_not_him():
    text = ("醫生道：「您好。」\n上校坐在門口。\n"
            "「那是因為你的心臟太年輕，醫生，」上校的妻子說，「還沒有學會受苦。」\n")
    people = Character("上校", gender="male"), Character("醫生", gender="male")
    assert speakers(text, *people) == ["醫生", "妻子", "妻子"]


def test_an_auntie_in_the_fields_calls_out():
    text = ("阿福伯站在宣傳車上揮手：“拜託拜託！”\n"
            "圳溝邊一個戴斗笠的阿桑直起腰來，手遮著日頭，大聲喊：“阿福仔，你透早就咧吵啥？”\n")
    assert speakers(text, Character("阿福伯", gender="male")) == ["阿福伯", "阿桑"]


def test_a_poet_and_an_old_man_by_one_character_in_classical_tags():
    text = ("第九回\n\n白笑曰：「季真謬矣。」知章曰：「無妨。」白亦笑曰：「然。」\n\n"
            "胡姬為二人斟酒，白舉杯，顧而問曰：「卿家何處人也？」\n\n"
            "白已半醉，乜斜醉眼，笑曰：「字不可乞，酒卻可共。」\n")
    got = speakers(text, Character("知章", gender="male"))
    assert got == ["白", "知章", "白", "白", "白"]
    text = "第五回\n\n生曰：「諾。」女曰：「何為？」道士曰：「無之。」\n"
    chapter = split_chapters(text, "t.txt")[0]
    reader = ChapterReader(chapter, [], build_index(Config()), Config())
    assert reader.name_at("顾生而愕", 0, apposition=True) is None  # looked at the scholar
    assert reader.name_at("顾而问曰", 0) is None


def test_whispering_into_someones_ear_and_a_waiting_area():
    text = ("春香忍住了笑，附着小姐耳朵道：「大相公这话说得好爽利！」\n"
            "候诊区一个中年汉子拍着椅背喊：「我等两个钟头了！」候诊区里乱成一片。\n")
    people = (Character("春香", gender="female"), Character("小姐", gender="female"))
    assert speakers(text, *people) == ["春香", "中年汉子"]


def test_a_name_read_out_and_one_from_outside_the_crowd():
    text = ("终于，那弟子念到了最后一个名字：“九十一号，陆尘。”\n"
            "人群外一个管事模样的中年人连滚带爬挤了进来：“长老明鉴！”\n")
    assert speakers(text) == ["弟子", "中年人"]


def test_third_review_cases_of_todays_rules():
    li, wang, z = (Character("老李", gender="male"), Character("小王", gender="male"),
                   Character("张三", gender="male"))
    assert speakers("老李犹豫了一下，还是对小王说：“你先走。”\n", li, wang) == ["老李"]
    assert speakers("张三如同声嘶力竭一般吼道：“滚！”\n", z) == ["张三"]
    assert speakers("全村最有出息的张三站起来说：“我来出这笔钱。”\n", z) == ["张三"]
    assert described("这看似平静的一幕") == [] and described("这开阔的走廊") == []
    text = "刘安跪在殿下，皇后冷冷看着他。\n“奴才刘安，你可知罪？”\n"
    assert speakers(text, Character("皇后", gender="female"), Character("刘安")) == ["皇后"]
    assert speakers("一个沙哑的声音从张三身后传来：“站住！”\n", z) == ["声音"]
    text = "乾隆把卷子扔给王福，王福双手接住，“嗻”了一声，退到一边。\n"
    assert speakers(text, Character("乾隆", gender="male"), Character("王福")) == ["王福"]
    got = attribute("张三在留言簿上留下一句“到此一游”，转身下了山。\n", None, z)
    assert [s.kind for s in got if s.text.startswith("“")] == ["narration"]
    text = ("第一回\n\n黄曰：「一。」黄曰：「二。」女曰：「三。」\n女晨去。\n"
            "黄昏，复叩门曰：「又来矣。」\n")
    assert speakers(text, Character("女", gender="female"))[-1] == "女"
    text = ("第一回\n\n甲曰：「一。」乙曰：「二。」云长大喝曰：「谁敢追我兄长！」"
            "云长又曰：「走。」\n")
    assert speakers(text, Character("赵云", gender="male"))[-1] == "云长"


def test_the_emperor_of_the_histories_and_a_compound_surnamed_minister():
    text = ("第十四回\n\n上曰：「將軍勞苦。」衛青頓首。上顧謂左右曰：「河南既得，當何以守之？」\n\n"
            "御史大夫公孫弘出班。弘進曰：「臣以為不可。」弘又曰：「願陛下察之。」\n\n"
            "上曰：「何也？」公孫弘不答。\n")
    got = speakers(text, Character("衛青", gender="male"))
    assert got == ["上", "上", "公孫弘", "公孫弘", "上"]


def test_the_one_turned_to_answers_in_a_three_person_scene():
    people = (Character("陳志明", gender="male"), Character("林宥辰", gender="male"),
              Character("王國棟", gender="male"))
    text = ("林宥辰問：“他還了嗎？”\n"
            "王國棟苦笑道：“還了就不會吵了。”\n"
            "“陳哥，”林宥辰湊過來，小聲說，“他有動機。”\n"
            "“有動機的人多了。”\n"
            "“先聽他說完。”陳志明轉向王國棟，“你去了哪裡？”\n"
            "“回家。”\n")
    assert speakers(text, *people) == ["林宥辰", "王國棟", "林宥辰", "林宥辰", "陳志明",
                                       "陳志明", "陳志明", "王國棟"]


def test_a_kin_title_met_once_in_a_tag_is_the_speaker():
    text = ("母亲说：“这是斜对门的二婶。”\n"
            "“阿呀阿呀，真是愈有钱，便愈是一毫不肯放松……”二婶一面愤愤的回转身，一面絮絮的说。\n")
    assert speakers(text, Character("母亲", gender="female")) == ["母亲", "二婶"]


def test_a_first_person_narrator_answers_in_turn():
    text = ("我说外间的寓所已经租定了。母亲也说好。\n"
            "“你休息一两天，我们便可以走了。”母亲说。\n"
            "“是的。”\n")
    assert speakers(text, Character("母亲", gender="female")) == ["母亲", NARRATOR]


def test_no_clue_is_unknown_with_zero_confidence():
    segs = [s for s in attribute("「誰在那裡？」\n") if s.kind == "dialogue"]
    assert (segs[0].speaker, segs[0].confidence, segs[0].rule) == (UNKNOWN, 0.0, "unknown")


def test_every_dialogue_has_a_rule_and_a_confidence_in_range():
    for segment in attribute(SEED.read_text(encoding="utf-8")):
        assert segment.speaker
        assert 0.0 <= segment.confidence <= 1.0
        assert segment.rule


def test_index_lookups_ignore_the_script():
    index = build_index(Config(characters=(Character("蓋蘇文", aliases=("莫離支",)),)))
    assert index.canonical("盖苏文") == "蓋蘇文"
    assert index.canonical("莫离支") == "蓋蘇文"


# The labelled set: seed chapter (every line), three texts of other registers, and three
# written later as held-out texts (first measured before any rule was tuned on them:
# wuxia_snow 0.711, family_dinner 0.391, noodle_shop 0.333; office_rain, written after
# the first round of fixes, 0.447; xianxia_arena 0.600 and three_kingdoms 0.625, after
# the second; kong_yiji 0.818 and farm_winter 0.636, after the third; honglou 0.667 and
# phone_case 0.286, after the fourth; school_rooftop 0.889 and journey_west 0.900, after
# the fifth; village_meeting 0.200 and letter_tea 0.474, after the sixth; hospital_night
# 0.727 and river_inn 0.562, 0.875 counting 大漢 for 虬髯大漢, after the seventh;
# urban_cafe 0.853, wuxia_pass 0.375, kin_newyear 0.258 and minguo_visit 0.769, written
# before the generalization round; police_night 0.926 and romance_garden 0.308, after it;
# tw_office 0.690 and classic_court 0.560 after the fixes romance_garden led to;
# ho_family_house 0.424 and ho_wuxia_library 0.032 before the kin/voice round,
# ho_police_call 0.500 and ho_inn_physician 0.577 after it; ho_kitchen_rush 0.281 and
# ho_ferry_crossing 0.633 before the exchange model; ho_clinic_monday 0.433 and
# ho_teahouse_exam 0.696 after it; ho_snow_inn 0.550 and ho_tailor_shop 0.538 after the
# role-call rules; ho2_classic_household 0.818, ho2_village_family 0.750, ho2_wuxia_road
# 0.644 and ho2_han_council 0.844, written with a published novel's mix of tagged and
# untagged lines, after the address-habit rule and before the fixes they led to;
# ho3_city_romance 0.721, ho3_hometown_first_person 0.886, ho3_sect_trial 0.778 and
# ho3_three_kingdoms_council 0.818 after those fixes; ho4_interrogation 0.886,
# ho4_palace 0.500, ho4_beiping_house 0.778 and ho4_campus_club 0.600 after the ho3 fixes;
# ho5_office_meeting 0.955, ho5_lake_tavern 0.667, ho5_garden_poetry 0.822 and
# ho5_ship_bridge 0.778 after the ho4 fixes; ho6_court_case 0.911, ho6_border_fort 0.800,
# ho6_spring_dinner 0.727 and ho6_ghost_rider 0.756 after the ho5 fixes; ho7_silk_shop
# 0.778, ho7_village_school 0.773, ho7_shanghai_spy 0.909 and ho7_rain_romance 0.933
# after the ho6 fixes; ho8_gulong_duel 0.864, ho8_er_night 0.857, ho8_mountain_inn 0.733
# and ho8_summer_kids 0.909 after the ho7 fixes, ho8_mountain_inn's 那妇人 not yet read
# as 妇人 by the scorer; ho9_village_funeral 0.814, ho9_changan_wine 0.867,
# ho9_startup_pitch 0.818 and ho9_hk_detective 0.932 after the ho8 fixes;
# ho10_courtroom 0.886, ho10_family_house_sale 0.889, ho10_inner_chambers 0.644,
# ho10_northeast_feast 0.851, ho10_qing_piaohao 0.911 and ho10_trench_squad 0.773 after
# the ho9 fixes; ho11_hotpot_friends 0.909, ho11_jinyiwei 0.841, ho11_sect_conclave
# 0.800, ho11_taiwan_grandma 0.800, ho11_villa_mystery 0.872 and ho11_xianxia_beast 0.727
# after the ho10 fixes; ho12_class_reunion 0.889, ho12_factory_meeting 0.978,
# ho12_first_person_move 0.844, ho12_shanghai_lodging 0.773, ho12_talent_show 0.756 and
# ho12_water_margin_inn 0.674 after the ho11 fixes; ho13_board_meeting 0.578,
# ho13_escort_ambush 0.909, ho13_farmstay 0.773, ho13_hk_chachaanteng 0.867, ho13_lab_ai
# 0.622 and ho13_liaozhai_fox 0.422 after the ho12 fixes; ho14_dorm_night 0.756,
# ho14_fishing_village 0.756, ho14_hospital_family 0.867, ho14_night_taxi 0.622,
# ho14_opera_troupe 0.915 and ho14_three_kingdoms_feast 0.933 after the ho13 fixes;
# ho15_kindergarten 0.636, ho15_mahjong_table 0.844, ho15_mountain_rescue 0.682,
# ho15_pirate_ship 0.932, ho15_tang_poets 0.822 and ho15_wedding_planner 0.822 after the
# ho14 fixes; ho16_apocalypse_store 0.667, ho16_ceo_romance 0.727, ho16_esports_match
# 0.818, ho16_farming_family 0.889, ho16_ghost_dorm 0.867 and ho16_transmigration_palace
# 0.864 after the ho15 fixes; ho17_animal_fable 0.727, ho17_boot_camp 0.636,
# ho17_county_officials 0.955, ho17_murder_game 0.886, ho17_qing_princesses 0.750 and
# ho17_shanghai_gang 0.911 after the ho16 fixes; ho18_basketball_halftime 0.841,
# ho18_journey_demon 0.864, ho18_matchmaker 0.886, ho18_parent_meeting 0.682,
# ho18_system_voice 0.605 and ho18_tomb_raiders 0.800 after the ho17 fixes;
# ho19_divorce_lawyer 0.822, ho19_newsroom 0.744, ho19_red_chamber_poetry 0.933,
# ho19_space_station 0.756, ho19_village_doctor 0.727 and ho19_wuxia_teahouse 0.911 after
# the ho18 fixes; ho20_antique_shop 0.800, ho20_bus_station 0.844,
# ho20_hospital_night_shift 0.800, ho20_jianghu_inn_brawl 0.911, ho20_tea_plantation 0.909
# and ho20_wedding_banquet_kin 0.844 after the ho19 fixes; ho21_emei_nuns 0.867,
# ho21_funeral_reunion 0.822, ho21_guerrilla_village 0.841, ho21_supermarket_shift 0.932,
# ho21_three_suspects 0.889 and ho21_tokyo_students 0.956 after the ho20 fixes;
# ho22_boxing_gym 0.822, ho22_lantern_festival 0.667, ho22_livestream_family 0.864,
# ho22_mountain_temple 0.622, ho22_opium_war_court 0.911 and ho22_startup_layoff 0.911
# after the ho21 fixes; ho23_dating_app 0.636, ho23_desert_caravan 0.750, ho23_exam_hall
# 0.756, ho23_ferry_strike 0.822, ho23_hair_salon 0.933 and ho23_palace_banquet 0.841
# after the ho22 fixes; ho24_new_year_dinner 0.864, ho24_song_court_case 0.864,
# ho24_starship_crew 0.778, ho24_sword_manor 0.738, ho24_taipei_clinic 0.867 and
# ho24_zhiqing_brigade 0.818 after the ho23 fixes (43a6a8c); ho25_film_set 0.844,
# ho25_girls_dorm 0.727, ho25_hk_funeral 0.786, ho25_rickshaw_street 0.756,
# ho25_scholar_satire 0.818 and ho25_sect_tournament 0.636 after the first ho24 fix
# (a999476); ho26_classroom 0.800, ho26_detective_memoir 0.822, ho26_gods_demons 0.955,
# ho26_ny_restaurant 0.911, ho26_river_escort 0.841 and ho26_village_mediation 0.933
# after the ho25 fixes (2c7c89e); ho27_hakka_tea 0.867, ho27_hotpot_proposal 0.591,
# ho27_nursing_home 0.933, ho27_online_game 0.500, ho27_tang_timetravel 0.800 and
# ho27_treasure_fleet 0.800 after the ho26 fixes (ae9614f); ho28_blind_swordsman 0.841,
# ho28_night_train 0.773, ho28_salt_merchants 0.933, ho28_taipei_newsroom 0.682,
# ho28_twins_birthday 0.644 and ho28_yellow_turbans 0.886 after the ho27 fixes
# (fb5dd8a); ho29_fishing_boat 0.727, ho29_garden_poetry 0.837, ho29_kangxi_court 0.932,
# ho29_kowloon_noir 0.864, ho29_mars_colony 0.818 and ho29_mountain_school 0.682 after
# the ho28 fixes (6e5ce56); ho30_barefoot_doctor 0.756, ho30_kungfu_school 0.822,
# ho30_library_mystery 0.889, ho30_marriage_registry 0.864, ho30_poet_exile 0.674 and
# ho30_warlord_banquet 0.800 after the ho29 fixes (c818ba4); ho31_air_raid_shelter
# 0.545, ho31_eastern_depot 0.822, ho31_neon_courier 0.636, ho31_peking_lecture 0.773,
# ho31_sword_spirit 0.533 and ho31_temple_festival 0.860 after the ho30 fixes (a463716);
# ho32_chan_master 0.523, ho32_grandma_hospital 0.841, ho32_night_market 0.818,
# ho32_pirate_queen 0.932, ho32_secret_cell 0.822 and ho32_zoo_night 0.409 after the
# ho31 fixes (9f99911); ho33_bandit_mountain 0.739, ho33_county_football 1.000,
# ho33_detective_di 0.932, ho33_flood_rescue 0.822, ho33_inn_ghost 0.568 and
# ho33_overtime_office 0.907 after the ho32 fixes (7d795ea); ho34_grassland_storm 0.600,
# ho34_nunnery 0.822, ho34_prison_visit 0.644, ho34_quiz_show 0.727, ho34_stock_fever
# 0.727 and ho34_whampoa_cadets 0.711 after the ho33 fixes (ffa851d);
# ho35_dunhuang_caves 0.956, ho35_heavenly_court 0.727, ho35_lighthouse 0.689,
# ho35_small_town_cop 0.841, ho35_tutoring_centre 0.705 and ho35_wedding_convoy 0.659
# after the ho34 fixes (1bcbdc1); ho36_bakery_morning 0.909, ho36_painted_wall 0.444,
# ho36_rooftop_band 0.841, ho36_storyteller 0.867, ho36_submarine 0.841 and
# ho36_tea_road 0.909 after the ho35 fixes (3fff093); ho37_imperial_kitchen 0.795,
# ho37_moving_day 0.711, ho37_robot_caretaker 0.822, ho37_scholars_debate 0.400,
# ho37_summit_push 0.750 and ho37_village_election 0.822 after the ho36 fixes (b907502);
# ho38_ferry_crossing 0.778, ho38_ghost_bride 0.578, ho38_kaifeng_market 0.889,
# ho38_poison_valley 0.800, ho38_sisters_kitchen 0.867 and ho38_steel_mill 0.864 after
# the ho37 fixes (532b75e); ho39_border_outpost 0.822, ho39_courier_station 0.867,
# ho39_karaoke_night 0.909, ho39_orphan_letter 0.667, ho39_suzhou_painter 0.952 and
# ho39_tea_contest 0.955 after the ho38 fixes (faac16a); ho40_blind_massage 0.955,
# ho40_campus_radio 0.867, ho40_chess_park 0.889, ho40_orchard_harvest 0.911,
# ho40_poetess_salon 0.955 and ho40_yu_flood 0.422 after the ho39 fixes (e7198bb);
# ho41_academy_disguise 0.568, ho41_crosstalk_duo 0.733, ho41_dragon_boat 0.909,
# ho41_hospice_night 0.795, ho41_qing_envoy 0.867 and ho41_wet_market 0.909 after the
# ho40 fixes (b6e90f7); ho42_courtroom 0.867, ho42_daguanyuan_poetry 0.378,
# ho42_family_dinner 0.795, ho42_space_bridge 0.659, ho42_taipei_night_market 0.933 and
# ho42_wuxia_snow_inn 0.822 after the ho41 fixes (5d5c6b9); ho43_battlefield_challenge
# 0.578, ho43_class_meeting 0.844, ho43_livestream 0.889, ho43_northeast_wedding 0.867,
# ho43_shanghai_detective 0.909 and ho43_war_council 0.889 after the ho41 fixes
# (5d5c6b9); ho44_cave_escape 0.822, ho44_hk_tenement 0.911, ho44_hutong_courtyard
# 0.867, ho44_officials_banquet 0.911, ho44_translated_dinner 0.682 and
# ho44_voice_messages 0.795 after the ho42 fixes (f24f188); ho45_forest_kids 0.800,
# ho45_harem_intrigue 0.911, ho45_heavenly_court 0.911, ho45_huaben_storyteller 0.886,
# ho45_opera_troupe 0.837 and ho45_taiwan_dorm 0.800 after the ho43 fixes (2dca44b);
# ho46_divorce_mediation 0.889, ho46_macau_casino 0.778, ho46_shaanxi_land 0.867,
# ho46_tibet_trek 0.867, ho46_time_loop_office 0.864 and ho46_warring_states 0.844 after
# the ho44 fixes (2706a41); ho47_dinner_murder 0.860, ho47_elf_fantasy 0.867,
# ho47_hk_police_station 0.841, ho47_jesuit_astronomer 0.867, ho47_mountain_school 0.889
# and ho47_snow_forest_scouts 0.889 after the ho46 fixes (3d352ea); ho48_haunted_stream
# 0.511, ho48_locker_room 0.556, ho48_palace_physician 0.795, ho48_qiongyao_romance
# 0.864, ho48_singapore_hawker 0.864 and ho48_tokyo_revolutionaries 1.000 after the ho47
# fixes (3c82975); ho49_bank_robbery 0.432, ho49_ghost_marriage_tale 0.400,
# ho49_kindergarten_parents 0.978, ho49_mars_rover_team 0.767, ho49_shaolin_disciples
# 0.800 and ho49_wenzhou_factory 0.884 after the ho48 fixes (c6d7801); ho50_atayal_hunt
# 0.867, ho50_ceo_romance 0.822, ho50_group_therapy 0.911, ho50_kids_journey_west 0.933,
# ho50_shishuo_anecdotes 0.395 and ho50_warlord_school 0.909 after the ho49 fixes
# (e08fe21); ho51_first_contact 0.667, ho51_folk_song_duel 0.727, ho51_laocan_travels
# 0.933, ho51_military_village 0.911, ho51_nursing_home 0.733 and ho51_shanghai_spies
# 0.795 after the ho50 fixes (c31a4cd); ho52_esports_stream 0.721, ho52_night_fishing
# 0.844, ho52_pirate_radio 0.711, ho52_qing_court_trial 0.977,
# ho52_taichung_clinic_family 0.867 and ho52_wine_merchants 0.955 after the ho51 fixes
# (53e0d52); ho53_chivalrous_heroes 0.911, ho53_double_corner_quotes 0.767,
# ho53_hk_betting_shop 0.727, ho53_letters_from_front 0.886, ho53_teahouse_play 0.955
# and ho53_village_storyteller 0.886 after the ho52 fixes (bda7fb1); ho54_airport_delay
# 0.886, ho54_beggar_sect 0.844, ho54_hometown_return 0.705, ho54_shanghai_drawing_room
# 0.909, ho54_song_reform_debate 0.886 and ho54_tcm_clinic 0.778 after the ho53 fixes
# (1cfd812); ho55_emperor_deathbed 0.911, ho55_rooftop_chat 0.867, ho55_salt_smugglers
# 0.659, ho55_ship_mutiny 0.867, ho55_taipei_bookstore 0.750 and
# ho55_village_cadre_meeting 0.727 after the ho54 fixes (3f59155); ho56_driving_lesson
# 0.644, ho56_hk_high_court 0.711, ho56_internet_cafe 0.867, ho56_museum_heist 0.814,
# ho56_penghu_fishermen 0.956 and ho56_tang_chuanqi 0.682 after the ho55 fixes
# (829503a); ho57_miners_rescue 0.795, ho57_mother_in_law_kitchen 0.778,
# ho57_nine_tailed_fox 0.773, ho57_silk_road_caravan 0.905, ho57_tw_election_night 0.822
# and ho57_yuan_zaju_inn 0.953 after the ho56 fixes (41853be); ho58_chengdu_teahouse
# 0.911, ho58_jianghu_letters 0.795, ho58_ming_pirate_trial 0.795,
# ho58_rural_wedding_banquet_cooks 0.837, ho58_tw_night_shift 0.667 and
# ho58_xianxia_trial_ground 0.767 after the ho57 fixes (bb58840); ho59_besieged_city
# 0.909, ho59_chaoshan_family 0.884, ho59_japanese_mystery 0.636, ho59_occupied_hongkong
# 0.886, ho59_sports_day 0.886 and ho59_transmigrated_villainess 0.886 after the ho58
# fixes (de75408); ho60_archaeology_dig 0.795, ho60_delivery_riders 0.711,
# ho60_qing_kitchen_god 0.932, ho60_song_ci_banquet 0.911, ho60_tw_baseball 0.689 and
# ho60_wuxia_sisters 0.864 after the ho59 fixes (7b1918e); ho61_border_checkpoint 0.841,
# ho61_exam_hall_qing 0.889, ho61_hk_cha_chaan_teng 0.911, ho61_liaozhai_painter 0.444,
# ho61_startup_layoffs 0.889 and ho61_tibetan_monastery 0.909 after the ho60 fixes
# (49b884e); ho62_hk_minibus 0.911, ho62_qinhuai_boat 0.867, ho62_sleeper_train_cards
# 0.667, ho62_tw_temple_divination 0.909, ho62_village_opera_kids 0.933 and
# ho62_zhuge_debate 0.744 after the ho61 fixes (327efc7); ho63_field_hospital_1951
# 0.818, ho63_harbin_bakery 0.977, ho63_liulaolao_feast 0.956, ho63_pingshu_yangjia
# 0.889, ho63_shanghai_dance_hall 0.800 and ho63_xinjiang_bazaar 0.841 after the ho62
# fixes (6db38c4); ho64_fengshen_debate 0.911, ho64_jinyong_inn_fight 0.889,
# ho64_scifi_generation_ship 0.864, ho64_tw_school_sports 0.756,
# ho64_wechat_family_crisis 0.727 and ho64_yuan_zaju_court 0.933 after the ho63 fixes
# (c066387); ho65_gulong_duel_night 0.778, ho65_hk_family_dimsum 0.644,
# ho65_liaozhai_scholar_ghost 0.600, ho65_mongolian_yurt 0.932, ho65_police_procedural
# 0.909 and ho65_rural_wedding_dispute 0.705 after the ho64 fixes (e07ddca);
# ho66_eileen_chang_family 0.933, ho66_qing_officialdom 0.956, ho66_tw_district_court
# 0.889, ho66_weicheng_staffroom 0.932, ho66_wuhan_breakfast 0.867 and ho66_xiyouji_cave
# 0.578 after the ho65 fixes (f8a6039); ho67_campus_debate_team 0.886,
# ho67_hospital_ward_night 0.644, ho67_macau_fishing_family 0.841, ho67_shuihu_jingyang
# 0.886, ho67_tang_palace_intrigue 0.911 and ho67_xianxia_auction 0.667 after the ho66
# fixes (60f1680); ho68_astronaut_capsule 0.795, ho68_female_sect 0.870,
# ho68_football_commentary 0.750, ho68_grandpa_ghost_story 0.818, ho68_hk_triad_talks
# 0.644 and ho68_honglou_maids 0.911 after the ho67 fixes (3102a99); ho69_kafka_office
# 0.750, ho69_ming_scholar_exam_cheat 0.911, ho69_northeast_bathhouse 0.822,
# ho69_sanguo_bridge 0.636, ho69_space_station_kids 0.773 and
# ho69_tw_night_market_family 0.867 after the ho68 fixes (7d11584);
# ho70_delivery_group_chat 0.727, ho70_detective_train_murder 0.925,
# ho70_fox_spirit_modern 0.822, ho70_qing_imperial_exam_palace 0.800,
# ho70_rural_tw_election 0.907 and ho70_song_ci_poets_exile 0.889 after the ho69 fixes
# (fc14274); ho71_hk_teahouse_1960s 0.909, ho71_jiangnan_boat_wedding 0.837,
# ho71_journey_to_west_heaven 0.818, ho71_nursing_home_bingo 0.800,
# ho71_startup_investor_call 0.795 and ho71_wuxia_poison_doctor 0.844 after the ho70
# fixes (9b70c63); ho72_hospital_emergency_tw 0.733, ho72_mahjong_widows 0.907,
# ho72_ming_naval_war 0.841, ho72_singapore_coffeeshop 0.977, ho72_tang_poet_tavern
# 0.523 and ho72_village_ghost_wedding 0.744 after the ho71 fixes (9a6a365);
# ho73_beijing_hutong_wedding 0.756, ho73_court_of_judge_bao 0.889,
# ho73_esports_final_commentary 0.795, ho73_liaozhai_painted_skin 0.689,
# ho73_peasant_uprising_camp 0.818 and ho73_tw_aboriginal_hunt 0.750 after the ho72
# fixes (35c96df); ho74_cyberpunk_chongqing 0.689, ho74_factory_strike_1980s 0.800,
# ho74_family_reunion_dinner_tw 0.884, ho74_opera_backstage_tw 0.727, ho74_qin_assassin
# 0.795 and ho74_xianxia_sect_exam 0.689 after the ho73 fixes (0ad31bd);
# ho75_han_court_debate 0.227, ho75_minguo_tram 0.568, ho75_rural_school_inspection
# 0.864, ho75_sf_ai_courtroom 0.773, ho75_tw_convenience_store 0.773 and
# ho75_wuxia_duel_bamboo 0.773 after the ho74 fixes (518be4f); ho76_ernv_yingxiong_inn
# 0.756, ho76_jinping_household 0.976, ho76_linhai_bandit_den 0.844,
# ho76_translated_russian_salon 0.591, ho76_xiaolin_jokes 0.556 and
# ho76_yanbian_korean_family 0.844 after the ho75 fixes (4ce72e5);
# ho77_biancheng_ferry_girl 0.889, ho77_fanjin_exam_news 0.955, ho77_holmes_translation
# 0.705, ho77_naughty_kids_class 0.822, ho77_scifi_pdc_meeting 0.533 and
# ho77_yanzi_chu_court 0.727 at the same commit (4ce72e5); ho78_beiping_romance_1920s
# 0.756, ho78_old_man_story 0.455, ho78_popular_history_ming 0.450,
# ho78_regiment_commander 0.844, ho78_webnovel_son_in_law 0.889 and
# ho78_wulin_inn_sitcom 0.844 after the ho77 fixes (53e3e17);
# ho79_four_generations_hutong 0.889, ho79_land_reform_meeting 0.822,
# ho79_light_novel_club 0.556, ho79_malaysia_cny_family 0.818, ho79_mulian_bianwen 0.711
# and ho79_shanghai_flowers_wu 0.822 after the ho78 fixes (b900eba);
# ho80_beggar_chief_cooking 0.889, ho80_boarding_house_dinner 0.489,
# ho80_old_beijing_childhood 0.800, ho80_provincial_standing_committee 0.844,
# ho80_sign_language_family 0.841 and ho80_taiwan_japanese_era_village 0.644 after the
# ho79 fixes (f106a40); ho81_ahq_village 0.867, ho81_concubine_daughter_household 0.911,
# ho81_palace_rogue_wrestling 0.933, ho81_shuihu_birthday_gifts 0.682,
# ho81_sichuan_opera_troupe 0.881 and ho81_translated_magic_school 0.733 after the ho80
# fixes (ba78167); ho82_beijing_slackers_1988 0.864, ho82_belgian_detective_manor 0.773,
# ho82_country_of_women 0.767, ho82_loess_village_brothers 0.889,
# ho82_sects_besiege_summit 0.667 and ho82_shanghai_tycoons_1930 0.822 after the ho81
# fixes (36136fd); ho83_flying_swords_shushan 0.822, ho83_four_wives_courtyard 0.711,
# ho83_infinite_flow_dungeon 0.800, ho83_little_monk_ferry 0.467,
# ho83_macondo_generations 0.644 and ho83_yongzheng_prince_council 0.933 after the ho82
# fixes (5d7f08d); ho84_magic_pencil_kids 0.864, ho84_shanghai_lane_blossoms 0.733,
# ho84_soviet_railway_workers 0.591, ho84_tokyo_detective_interviews 0.455,
# ho84_white_bone_demon 0.844 and ho84_yuefei_sworn_brothers 0.837 after the ho83 fixes
# (67318bf); ho85_foreign_firm_promotion 0.756, ho85_new_year_sacrifice_maid 0.733,
# ho85_opera_school_boys 0.756, ho85_pharmacy_mansion_family 0.889,
# ho85_seoul_office_romance 0.773 and ho85_village_teacher_stars 0.667 after the ho84
# fixes (f0ea980); ho86_barn_animals_translation 0.711, ho86_chieftain_idiot_son 0.841,
# ho86_golden_age_mountain 0.545, ho86_red_sorghum_grandparents 0.800,
# ho86_sahara_neighbours 0.667 and ho86_taipei_mahjong_salon 0.977 after the ho85 fixes
# (60135af); ho87_campus_dorm_nicknames 0.733, ho87_hidden_corner_kids 0.860,
# ho87_hongmen_banquet 0.628, ho87_renamed_tofu_seller 0.978, ho87_sixth_patriarch_hall
# 0.818 and ho87_twenty_years_strange_sights 0.886 after the ho86 fixes (e25dd4c);
# ho88_endless_subway_car 0.733, ho88_four_great_constables 0.721,
# ho88_hongkong_heiress_romance 0.333, ho88_nanjing_church_women 0.860,
# ho88_sui_tang_heroes_inn 0.889 and ho88_town_brothers_comedy 0.889 after the ho87
# fixes (2479ca2); ho89_girl_detective_train 0.864, ho89_immortal_master_disciples
# 0.667, ho89_mountain_clinic_flood_night 0.841, ho89_song_examiners_scandal 0.756,
# ho89_tea_hill_song_contest 0.867 and ho89_tianjin_newspaper_1930 0.795 after the ho88
# fixes (e6c90bd); ho90_busy_official_meetings 0.889, ho90_cholon_herbal_shop 0.909,
# ho90_cockpit_engine_failure 0.795, ho90_hulan_river_grandpa 0.778,
# ho90_sophia_diary_entries 0.422 and ho90_tianjin_folk_masters 0.791 after the ho89
# fixes (5ad5926); ho91_night_bus_depot_chongqing 0.822, ho91_oroqen_hunters_camp 0.750,
# ho91_shenzhen_stock_1992 0.841, ho91_swordsman_drunk_monk 0.750,
# ho91_translated_frontier_saloon 0.841 and ho91_zhuangzi_dialogues 0.698 after the ho90
# fixes (8d34060); ho92_country_ball_sisters 0.911, ho92_gao_family_mansion 0.714,
# ho92_jigong_mad_monk 0.909, ho92_petersburg_investigator 0.844,
# ho92_rebirth_1992_trader 0.689 and ho92_yilan_sandwich_man 0.667 after the ho91 fixes
# (565d340); ho93_courtesan_jewel_box 0.886, ho93_estate_cantonese_family 0.886,
# ho93_hibiscus_town_stall 0.841, ho93_river_town_boys 0.711,
# ho93_spokesman_first_briefing 0.605 and ho93_xingshi_shrew_wife 0.867 after the ho92
# fixes (980951f); ho94_cat_narrator_translation 0.767, ho94_mansion_before_the_storm
# 0.628, ho94_rules_horror_apartment 0.750, ho94_thatched_school_kids 0.795,
# ho94_thenardier_style_inn 0.558 and ho94_white_snake_west_lake 0.933 after the ho93
# fixes (b615bf8); ho95_chekhov_dacha_evening 0.867, ho95_ghost_city_prince 0.933,
# ho95_gold_mountain_chinatown 0.844, ho95_klondike_cabin 0.778,
# ho95_soushen_strange_tales 0.364 and ho95_xihaigu_hui_village 0.682 after the ho94
# fixes (687f46a); ho96_five_rats_kaifeng 0.800, ho96_musketeers_duel_morning 0.689,
# ho96_small_coal_pit_1990s 0.886, ho96_student_in_japan_1921 0.867,
# ho96_variety_show_shoot 0.867 and ho96_yuewei_cottage_notes 0.727 after the ho95 fixes
# (5797f3c); ho97_deep_sea_station 0.818, ho97_father_forgets_names 0.977,
# ho97_gao_village_pig_monk 0.932, ho97_keelung_ship_1949 0.911,
# ho97_moorland_housekeeper_tale 0.721 and ho97_reformers_guild_hall_1898 0.955 after
# the ho96 fixes (6f8c607); ho98_dongguan_factory_dorm 0.705, ho98_errant_knight_inn
# 0.591, ho98_harbin_emigre_bakery 0.723, ho98_joseon_palace_physician 0.689,
# ho98_mountain_travel_diary 0.756 and ho98_tulou_clan_meeting 0.778 after the ho97
# fixes (357f131); ho99_canton_hong_merchants 0.844, ho99_mecha_academy_trial 0.778,
# ho99_officers_mess_italy 0.886, ho99_shouhuo_village_troupe 0.889,
# ho99_thousand_nights_frame 0.929 and ho99_white_haired_sword_maiden 0.556 after the
# ho98 fixes (783677e); ho100_forensic_autopsy_room 0.778,
# ho100_liberated_village_marriage 0.795, ho100_lukang_well_gossip 0.911,
# ho100_shanghai_magazine_girls 0.667, ho100_snow_country_hot_spring 0.523 and
# ho100_tinderbox_soldier 0.756 after the ho99 fixes (3752d75);
# ho101_alabama_courtroom_child 0.733, ho101_alchemy_pill_contest 0.773,
# ho101_miser_and_three_ghosts 0.795, ho101_palace_rascal_wrestling 0.956,
# ho101_retainer_sings_for_fish 0.591 and ho101_village_aunt_midwife 0.442 after the
# ho100 fixes (c781be8); ho102_bengal_postmaster 0.795, ho102_envoy_and_courtesan 0.953,
# ho102_guerrilla_boy_zhangga 0.867, ho102_haunted_mall_livestream 0.711,
# ho102_wooden_puppet_boy 0.667 and ho102_zhejiang_childhood_memoir 0.884 after the
# ho101 fixes (7e24188); ho103_forest_logging_camp 0.733, ho103_four_sisters_christmas
# 0.889, ho103_roadside_betel_nut_stand 0.756, ho103_script_murder_game 0.864,
# ho103_warring_states_fables 0.500 and ho103_yunnan_rubber_farm 0.911 after the ho102
# fixes (7e597ee); ho104_fog_harbor_investigators 0.909, ho104_mencius_and_the_king
# 0.140, ho104_nordic_interrogation_room 0.395, ho104_peony_garden_tutor 0.911,
# ho104_peoples_park_marriage_market 0.711 and ho104_three_gorges_relocation 0.889 after
# the ho103 fixes (1d2e38b); ho105_borrowed_necklace_couple 0.556,
# ho105_errenzhuan_village_stage 0.841, ho105_film_dubbing_studio 0.773,
# ho105_master_and_disciples 0.500, ho105_penang_nyonya_kitchen 0.886 and
# ho105_special_agent_in_qin 0.911 after the ho104 fixes (8b9e508);
# ho106_dust_bowl_family_truck 0.889, ho106_executioner_in_law 0.909,
# ho106_female_coroner_case 0.814, ho106_oil_seller_and_courtesan 0.841,
# ho106_taiwan_conscript_barracks 0.733 and ho106_what_confucius_never_spoke 0.622 after
# the ho105 fixes (2d74041); ho107_bride_price_quarrel 0.682,
# ho107_cold_war_berlin_safehouse 0.409, ho107_layoff_meeting_room 0.822,
# ho107_principal_office_parents 0.778, ho107_shu_camp_night_council 0.909 and
# ho107_snowbound_inn_strangers 0.977 after the ho106 fixes (4105d3d);
# ho108_county_hospital_night 0.756, ho108_guangzhou_yumcha_sunday 0.733,
# ho108_kolkhoz_harvest_meeting 0.822, ho108_liangshan_tavern_spy 0.867,
# ho108_library_seat_romance 0.867 and ho108_qianlong_southern_tour 0.886 after the
# ho107 fixes (5a4cad4); ho109_buddenbrook_family_dinner 0.523,
# ho109_colony_ship_assembly 0.884, ho109_meinong_tobacco_harvest 0.750,
# ho109_old_detective_teahouse 0.951, ho109_pilgrims_at_river_spirit 0.932 and
# ho109_scholar_and_flower_spirit 0.750 after the ho108 fixes (ed41ab9);
# ho110_drawing_room_reveal 0.778, ho110_ferry_town_boatman 0.977,
# ho110_military_village_family 0.978, ho110_palace_harem_intrigue 0.795,
# ho110_scholar_passes_exam 0.864 and ho110_stock_exchange_boardroom 0.956 after the
# ho109 fixes (d039575); ho111_campus_dorm_quarrel 0.830, ho111_fox_spirit_temple 0.733,
# ho111_hong_kong_police_station 0.978, ho111_night_shift_taxi 0.886,
# ho111_russian_village_priest 0.909 (its gold given the full name 安德烈·谢尔盖耶维奇· 波戈列洛夫,
# which the text writes) and ho111_sanguo_envoy_tent 0.614 before any ho110 fix landed
# (d039575); ho112_honglou_birthday_feast 0.930, ho112_hunting_lodge_argument 0.818,
# ho112_liaozhai_painted_skin 0.682, ho112_northeast_village_winter 0.875,
# ho112_spaceship_bridge_mutiny 0.864 and ho112_startup_investor_pitch 0.659 after the
# ho111 fixes (7d7cc3f); ho113_cultural_revolution_meeting 0.822,
# ho113_esports_team_bootcamp 0.909, ho113_kaifeng_judge_bao 0.909,
# ho113_london_fog_governess 0.556, ho113_shaoxing_wine_shop 0.864 and
# ho113_water_margin_tavern_brawl 0.911 before any ho112 fix landed (7d7cc3f);
# ho114_divorce_mediation_room 0.867, ho114_fengshen_immortals_duel 0.705,
# ho114_infinite_flow_dungeon 0.795, ho114_tibetan_pasture_family 0.778,
# ho114_whaling_ship_deck 0.659 and ho114_yangzhou_salt_merchants 0.822 after the ho113
# fixes (0cd69c9); ho115_guizhou_one_room_school 0.886, ho115_paris_salon_balzac 0.659,
# ho115_shanghai_alley_neighbours 0.844, ho115_shiji_hongmen_banquet 0.372,
# ho115_taipei_coffee_shop_romance 0.800 and ho115_tomb_raider_expedition 0.932 after
# the ho114 fixes (9d66f66); ho116_courtroom_drama_translated 0.674,
# ho116_hakka_tea_hill_1950s 0.889, ho116_jin_ping_mei_courtyard 0.955,
# ho116_kolyma_barracks_night 0.705, ho116_nursing_home_visit 0.698 and
# ho116_wuxia_sect_assembly 0.886 after the ho115 fixes (fd43bca);
# ho117_apocalypse_shelter_vote 0.756, ho117_county_official_petition 0.909,
# ho117_dream_pavilion_opera_troupe 0.955, ho117_hualien_aboriginal_village 0.512,
# ho117_mumbai_family_wedding 0.795 and ho117_zuozhuan_siege_council 0.614 after the
# ho116 fixes (ce9e8af); ho118_fishing_village_typhoon 0.800, ho118_gothic_manor_seance
# 0.864, ho118_heavenly_court_satire 0.727, ho118_online_dating_chat 0.773,
# ho118_qing_detective_di 0.933 and ho118_shenzhen_factory_strike 0.956 after the ho117
# fixes (df3404c); ho119_arctic_research_station 0.682, ho119_hospital_emergency_shift
# 0.909, ho119_lunyu_disciples_river 0.886, ho119_rickshaw_puller_beijing 0.818,
# ho119_spanish_civil_war_cave 0.867 and ho119_time_travel_palace_maid 0.795 after the
# ho118 fixes (31f517b); ho120_jiangnan_silk_family_feud 0.795,
# ho120_kindergarten_parents_group 0.705, ho120_submarine_control_room 0.727,
# ho120_xianxia_alchemy_auction 0.689, ho120_yellow_river_boatmen 0.644 and
# ho120_zhiguai_fox_wife 0.844 after the ho119 fixes (5dc5aa1);
# ho121_dickens_debtors_prison 0.844, ho121_grassland_wolf_totem 0.773,
# ho121_macau_casino_night 0.889, ho121_school_bus_kids 0.867, ho121_soushen_well_dragon
# 0.500 and ho121_tang_envoy_tibetan_court 0.733 after the ho120 fixes (4fc46ee);
# ho122_cyber_detective_neon 0.844, ho122_mencius_well_field 0.822,
# ho122_ming_eunuch_tribunal 0.800, ho122_pingtan_storyteller 0.955,
# ho122_tolstoy_ballroom 0.600 and ho122_village_doctor_barefoot 0.800 after the ho121
# fixes (c910a69); ho123_beijing_hutong_demolition 0.955, ho123_faulkner_family_wake
# 0.977, ho123_imperial_exam_candidates 0.932, ho123_liao_zhai_actor_ghost 0.932,
# ho123_livestream_sales_room 0.841 and ho123_sichuan_teahouse_storm 0.867 after the
# ho122 fixes (6887d13); ho124_eileen_chang_mahjong 0.932, ho124_football_locker_room
# 0.886, ho124_guangxi_river_market 0.659, ho124_han_feizi_court_debate 0.837,
# ho124_kafka_castle_office 0.622 and ho124_monk_journey_desert 0.591 after the ho123
# fixes (83bc666); ho125_coal_town_union_1980s 0.889, ho125_dumas_count_dinner 0.756,
# ho125_nanyang_rubber_estate 0.689, ho125_rebirth_ceo_revenge 0.867,
# ho125_wuxia_poison_valley 0.889 and ho125_yijian_zhi_tales 0.444 after the ho124 fixes
# (2e20193); ho126_chinese_restaurant_paris 0.727, ho126_fairy_tale_animals 0.727,
# ho126_jane_austen_proposal 0.864, ho126_nuclear_test_base_1964 0.783,
# ho126_tainan_temple_festival 0.841 and ho126_three_kingdoms_zhuge_debate 0.975 after
# the ho125 fixes (7aa0176); ho127_airport_delay_strangers 0.841,
# ho127_hk_public_estate_family 0.886, ho127_korean_drama_hospital 0.844,
# ho127_qilu_village_wedding_feud 0.864, ho127_shijing_court_banquet 0.467 and
# ho127_song_dynasty_tea_contest 0.825 after the ho126 fixes (29cbb27);
# ho128_game_dev_crunch 0.956, ho128_lighthouse_keeper_island 0.455,
# ho128_moscow_communal_kitchen 0.909, ho128_qing_salt_smugglers 0.956,
# ho128_tang_legend_red_thread 0.844 and ho128_village_election_2000s 0.886 after the
# ho127 fixes (53cf933); ho129_henan_village_funeral 1.000, ho129_lu_you_family_letters
# 0.932, ho129_mecha_pilot_cockpit 0.644, ho129_republican_warlord_banquet 0.907,
# ho129_suspense_hostage_bank 0.689 and ho129_victorian_orphanage 0.721 after the ho128
# fixes (80edcf1); ho130_chekhov_ward_six 0.422, ho130_delivery_rider_rain 0.738,
# ho130_fengyun_sword_pavilion 0.667, ho130_jade_carver_workshop 0.841,
# ho130_yuan_zaju_courtroom 0.867 and ho130_zhangzai_school_debate 0.545 after the ho129
# fixes (817e15d); ho131_arctic_whaler_inuit 0.711, ho131_high_school_gaokao_eve 0.756,
# ho131_liezi_fables 0.667, ho131_qing_court_physician_family 0.822,
# ho131_shanghai_jazz_age_club 0.778 and ho131_taiwan_night_market_stall 0.756 after the
# ho130 fixes (7ebf445); ho132_campus_detective_club 0.909, ho132_hanshu_envoy_xiongnu
# 0.378, ho132_maugham_colonial_club 0.767, ho132_ming_pirate_negotiation 0.867,
# ho132_wedding_photographer_day 0.911 and ho132_yunnan_tea_caravan 0.756 after the
# ho131 fixes (e9b8f62); ho133_baker_street_client 0.689, ho133_dostoevsky_investigator
# 0.844, ho133_jinghuayuan_women_kingdom 0.814, ho133_kunming_wartime_teahouse 0.889,
# ho133_light_novel_guild 0.659 and ho133_zizhi_fujian_council 0.511 after the ho132
# fixes (7887676); ho134_army_regiment_command 0.889, ho134_gao_mansion_family 0.867,
# ho134_hk_1960s_romance 0.911, ho134_pingpong_national_team 0.889,
# ho134_tang_biji_anecdotes 0.636 and ho134_twain_river_boys 0.578 after the ho133 fixes
# (090d497); ho135_cooking_contest_show 0.795, ho135_haishanghua_wu_dialect 0.750,
# ho135_higashino_detective_visit 0.844, ho135_marquez_family_house 0.727,
# ho135_palace_museum_restorers 0.795 and ho135_wu_court_chibi_debate 0.714 after the
# ho134 fixes (42e9f2c); ho136_1980s_rebirth_village 0.705, ho136_lienu_zhuan_mothers
# 0.326, ho136_lok_ma_chau_customs 0.837, ho136_naples_two_friends 0.578,
# ho136_steinbeck_bunkhouse 0.822 and ho136_zhang_henshui_singer 0.889 after the ho135
# fixes (8851995); ho137_dali_temple_investigators 0.884, ho137_gogol_landowner_visit
# 0.886, ho137_little_prince_planets 0.795, ho137_oilfield_drilling_crew 0.867,
# ho137_qing_case_depositions 0.800 and ho137_taipei_people_salon 0.933 after the ho136
# fixes (680b724); ho138_arabian_nights_frame 0.956, ho138_beiping_occupied_family
# 0.978, ho138_budaixi_puppet_troupe 0.756, ho138_dongzhou_lieguo_court 0.932,
# ho138_soseki_country_teacher 0.750 and ho138_weiqi_commentary_room 0.837 after the
# ho137 fixes (15b71c2); ho139_anti_fraud_police_call 0.756, ho139_hk_triad_tea_meeting
# 0.689, ho139_hulan_river_childhood 0.864, ho139_malgudi_schoolboys 0.818,
# ho139_mingshi_hai_rui_memorial 0.409 and ho139_tolkien_hobbit_council 0.727 after the
# ho138 fixes (3289451); ho140_guoyu_goujian_council 0.778, ho140_macau_1999_family
# 0.909, ho140_maigret_interrogation 0.636, ho140_transmigrated_villainess 0.614,
# ho140_twelve_chairs_swindlers 0.727 and ho140_wangshuo_beijing_youths 0.886 after the
# ho139 fixes (6cb3d57); ho141_ai_lab_night_shift 0.644, ho141_chongqing_hotpot_family
# 0.889, ho141_orwell_farm_meeting 0.511, ho141_sanyan_pearl_shirt 0.953,
# ho141_shuihu_song_jiang_exile 0.841 and ho141_taiwan_election_campaign 0.909 after the
# ho140 fixes (559b2cd); ho142_grassland_herders_vet 0.844, ho142_hk_wuxia_radio_drama
# 0.689, ho142_le_carre_debrief 0.933, ho142_shenzhen_startup_pivot 0.800,
# ho142_wei_jin_pure_talk 0.756 and ho142_xiyouji_flaming_mountain 0.844 after the ho141
# fixes (f684541); ho143_fushengliuji_couple 0.409, ho143_qin_court_xunzi_debate 0.800,
# ho143_space_station_rescue 0.750, ho143_tw_convenience_store_night 0.864,
# ho143_xinjiang_bazaar_family 0.711 and ho143_zola_mine_strike 0.955 after the ho142
# fixes (9e17388); ho144_dunhuang_mural_restorers 0.841, ho144_hongloumeng_crab_feast
# 0.867, ho144_hospital_pediatric_ward 0.795, ho144_kaifeng_song_night_market 0.911,
# ho144_lu_xun_wine_shop_friends 0.778 and ho144_wodehouse_butler_scheme 0.682 after the
# ho143 fixes (3614688); ho145_ecommerce_warehouse_618 0.844,
# ho145_hemingway_cafe_waiters 0.422, ho145_liaozhai_ying_ning 0.791,
# ho145_sanguo_changban_bridge 0.756, ho145_tw_temple_fortune_teller 0.733 and
# ho145_village_school_reunion 0.911 after the ho144 fixes (9c5fd09);
# ho146_beijing_taxi_olympics 0.778, ho146_chekhov_cherry_orchard 0.682,
# ho146_hanfeizi_fables_court 0.818, ho146_hk_cha_chaan_teng_morning 0.978,
# ho146_kindergarten_teacher_day 0.867 and ho146_wuxia_escort_agency 0.909 after the
# ho145 fixes (11376e9); ho147_camel_xiangzi 0.622, ho147_don_quixote_inn 0.841,
# ho147_dumas_musketeers 0.489, ho147_huangchunming_village 0.911, ho147_laocan_travels
# 0.909 and ho147_zuozhuan_chonger 0.795 after the ho146 fixes (db34505);
# ho148_huozhe_fugui 0.667, ho148_les_miserables_bishop 0.089, ho148_rulin_du_shaoqing
# 0.911, ho148_shiji_lian_lin 0.727, ho148_singapore_hawker_family 0.911 and
# ho148_weicheng_engagement 0.814 after the ho147 fixes (0f04522); ho149_bailuyuan_clan
# 0.738, ho149_dou_e_yuan 0.867, ho149_jinyong_peach_island 0.867,
# ho149_leiyu_zhou_house 0.581, ho149_madame_bovary 0.773 and ho149_ordinary_world_mine
# 0.818 after the ho148 fixes (663f00c); ho150_liaozhai_flower_spirits 0.841,
# ho150_luding_wei_xiaobao 0.644, ho150_qingcheng_love 0.932, ho150_red_sorghum_winery
# 0.844, ho150_robinson_friday 0.822 and ho150_wives_concubines_garden 0.932 after the
# ho149 fixes (8e7008d); ho151_chengnan_yingzi 0.800, ho151_dazhaimen_pharmacy 0.956,
# ho151_huck_raft 0.689, ho151_monte_cristo_chateau_if 0.795, ho151_song_ci_autopsy
# 0.860 and ho151_xiangxiang_wenyan_tiger 0.682 after the ho150 fixes (722e63b);
# ho152_gatsby_party 0.909, ho152_henan_matchmaking_liu 0.956,
# ho152_niehaihua_envoy_wife 0.907, ho152_santi_red_coast 0.867, ho152_tara_plantation
# 0.844 and ho152_xixiang_hongniang 0.778 after the ho151 fixes (b0e6c66);
# ho153_chen_huansheng_town 0.976, ho153_hedian_ghost_village 0.932,
# ho153_lin_shu_camille 0.864, ho153_murakami_jazz_bar 0.614, ho153_tess_dairy_farm
# 0.909 and ho153_yishu_hk_office 0.705 after the ho152 fixes (2bc6d02);
# ho154_anne_green_gables 0.909, ho154_haiziwang_first_person 0.932, ho154_heidi_alps
# 0.933, ho154_paian_oranges_merchant 0.455, ho154_sanmao_street_urchin 0.889 and
# ho154_shediao_mongol_steppe 0.822 after the ho153 fixes (1a77e4d);
# ho155_agatha_vicarage_tea 0.600, ho155_chizi_wuhan_alley 0.750,
# ho155_guoyu_qi_huan_gong 0.978, ho155_jiuwei_guishi_shanghai 0.867,
# ho155_oliver_twist_workhouse 0.932 and ho155_xiaoyao_tianlong_cave 0.844 after the
# ho154 fixes (dfd84a9); ho156_dream_red_mansion_jia_zheng 0.909,
# ho156_kite_runner_kabul 0.682, ho156_nanyang_tin_mine_1930 0.733,
# ho156_silent_spring_lab_2030 0.953, ho156_tuer_shen_sold_rabbit 0.867 and
# ho156_zhanguoce_su_qin 0.636 after the ho155 fixes (5bf010b);
# ho157_baigong_lady_white_hair 0.889, ho157_brothers_karamazov_monastery 0.682,
# ho157_liaozhai_lianxiang_wenyan 0.659, ho157_ordinary_hospital_intern 0.795,
# ho157_taiwan_hakka_tea_wedding 0.727 and ho157_xiangzi_style_beiping_police 0.659
# after the ho156 fixes (c2efad3); ho158_copperfield_aunt_betsey 0.886,
# ho158_hongyan_zhazidong 0.705, ho158_qingyunian_style_poetry 0.659,
# ho158_wa_gugu_midwife 0.814, ho158_xiaoao_golden_basin 0.864 and
# ho158_xu_sanguan_blood 0.867 after the ho157 fixes (e2f0f64); ho159_genji_heian_court
# 0.762, ho159_jane_eyre_thornfield 0.800, ho159_renshijian_zhou_family 0.864,
# ho159_rulin_yan_jiansheng 0.844, ho159_shigongan_huang_tianba 0.907 and
# ho159_weisili_first_person 0.867 at the same commit (e2f0f64);
# ho160_changhenge_shanghai_1946 0.795, ho160_guimi_nighthawks 0.864,
# ho160_jiufen_mining_family 0.867, ho160_qiludeng_prodigal_son 0.933,
# ho160_shiji_han_xin_general 0.727 and ho160_two_cities_wine_shop 0.733 after the ho158
# fixes (be31c43); ho161_du_shiniang_jewel_box 0.881, ho161_fanhua_shanghai_1990s 0.956,
# ho161_folding_beijing_laodao 0.844, ho161_gulliver_lilliput 0.674,
# ho161_luxiaofeng_embroidery 0.488 and ho161_shoujie_little_monk 0.773 after the ho159
# fixes (29ee36b); ho162_christie_soldier_island 0.467, ho162_dulala_office_promotion
# 0.651, ho162_qinqiang_qingfeng_street 1.000, ho162_sanguozhi_longzhong 0.682,
# ho162_xiyouji_two_monkeys 0.727 and ho162_yitian_spirit_snake_island 0.933 after the
# ho161 fixes (8792b72); ho163_hk_dse_tutor_room 0.689, ho163_houhanshu_ban_chao 0.605,
# ho163_lu_yao_rensheng 0.791, ho163_notre_dame_court_of_miracles 0.523,
# ho163_shendiao_ancient_tomb 0.909 and ho163_wang_xiaobo_golden_age 0.767 after the
# ho162 fixes (4f05120); ho164_conan_villa_case 0.867, ho164_fengshen_nezha_sea 0.800,
# ho164_guangzhou_wholesale_market 0.889, ho164_lu_xun_ah_q_trial 0.644,
# ho164_minguo_literati_dinner 0.889 and ho164_war_and_peace_salon 0.682 after the ho163
# fixes (fc53647); ho165_dazai_setting_sun 0.523, ho165_dorian_gray_studio 0.844,
# ho165_jinling_church_1937 0.591, ho165_qiwang_zhiqing_train 0.886,
# ho165_xingshi_yinyuan_shrew 0.933 and ho165_yiju_yanjin_tofu 0.930 at 37ab2a6 (before any
# fix from ho164); ho166_fathers_sons_turgenev 0.800, ho166_foundation_council 0.778,
# ho166_juxianzhuang_feast 0.727, ho166_wang_meng_district_office 0.864,
# ho166_wuthering_nelly 0.911 and ho166_yumi_village_sisters 0.744 at d842241 (after the
# ho165 fixes); ho167_catcher_holden 0.682, ho167_erguna_evenki_first_person 0.867,
# ho167_red_and_black_julien 0.795, ho167_wen_ruian_constables 0.773,
# ho167_zibuyu_ghost_tales 0.636 and ho167_zombie_city_squad 0.795 at 9d51ef7 (after the
# ho166 fixes); ho168_caofangzi_village_school 0.953, ho168_charlottes_web_barn 0.795,
# ho168_hanhan_school_satire 0.854, ho168_juancun_military_village 0.864,
# ho168_nemo_nautilus 0.909 and ho168_pengong_case_trial 0.860 at 0b0ae18 (after the ho167
# fixes); ho169_hk_cantonese_minibus 0.818, ho169_jiangxi_red_army_1934 0.791,
# ho169_jin_gu_qiguan_tale 0.930, ho169_metamorphosis_family 0.818, ho169_old_man_and_sea
# 0.568 and ho169_xiangsheng_teahouse 0.932 at 9113aa9 (after the ho168 fixes);
# ho170_baiyu_parables 0.705, ho170_igbo_village_elders 0.750, ho170_joseph_brothers 0.682,
# ho170_narnia_siblings 0.750, ho170_rouge_ghost_hk 0.844 and ho170_taohuashan_nanming 0.955
# at 41ab91b); ho171_decameron_villa 0.775, ho171_eight_immortals_sea 0.786,
# ho171_grandet_miser 0.614, ho171_rebecca_manor 0.773, ho171_stagecoach_1870 0.659 and
# ho171_two_swordsmen_danmei 0.778 at 543f1af (41ab91b and a clip-cache fix);
# ho172_don_cossacks 0.500, ho172_huawei_meetings 0.886, ho172_restaurant_many_orders 0.295,
# ho172_treasure_island_jim 0.756, ho172_xiangxi_corpse_driver 0.841 and
# ho172_xiangxue_train_stop 0.477 at 84fb0d1 (after the ho170 and ho171 fixes);
# ho173_eighty_days 0.535, ho173_feidu_xian 0.889, ho173_gadfly_padre 0.773,
# ho173_ganxiao_memoir 0.767, ho173_shuanglong_kou_xu 0.909 and ho173_totto_chan_school
# 0.326 at c21888f (after the ho172 fixes); ho174_camus_stranger_trial 0.750,
# ho174_langya_mei_changsu 0.841, ho174_million_pound_note 0.795, ho174_pipilu_siblings
# 0.818, ho174_urban_soldier_bar 0.756 and ho174_venice_merchant_court 0.756 at 0548ef0
# (after the ho173 fixes); ho175_cute_baby_ceo 0.750, ho175_heike_monogatari 0.767,
# ho175_lvye_xianzong 0.977, ho175_orwell_1984 0.805, ho175_shengsi_donkey 0.818 and
# ho175_xueshan_tellers 0.953 at f826e9c; ho176_comala_voices 0.326,
# ho176_great_expectations 0.591, ho176_richu_chen_bailu 1.000, ho176_song_female_merchant
# 0.889, ho176_thorn_birds 0.756 and ho176_zhenghongqi_manchu 0.778 at e730c3b;
# ho177_banzhuren_scar 0.750, ho177_doupo_yaolao 0.682, ho177_inspector_general 0.705,
# ho177_qingchun_zhige 0.698, ho177_vanity_fair_becky 0.341 and ho177_xiaoshidai_girls 0.884
# at 406373f; ho178_dune_gom_jabbar 0.932, ho178_hunter_notes 0.465, ho178_izu_dancer 0.864,
# ho178_li_youcai_banhua 0.953, ho178_on_the_road 0.933 and ho178_yetan_suilu 0.818 at
# 742c75e (after the ho177 fixes); ho179_fanghua_troupe 0.682, ho179_guimi_tarot_club 0.773,
# ho179_hard_times 0.409, ho179_heart_of_darkness 0.780, ho179_jianghu_qixia 0.814 and
# ho179_liangzhu_school 0.568 at 176f8ad (after the ho178 round); ho180_jiazhuang_niuche
# 0.636, ho180_liang_fengyi_finance 0.651, ho180_master_margarita 0.800,
# ho180_pinzui_zhang_damin 0.886, ho180_pipa_ji 0.886 and ho180_scarlet_letter 0.488 at
# 6cb3078 (after the ho179 round); ho181_alice_mad_tea_party 0.867,
# ho181_baofeng_zhouyu_meeting 0.818, ho181_camellia_lady 0.909, ho181_idol_variety_show
# 0.833, ho181_mockingbird_courtroom 0.674 and ho181_ziye_stock_exchange 0.889 at 051a783;
# ho182_chuangye_shi_village 0.932, ho182_ivanhoe_tournament 0.721, ho182_shinsengumi_kyoto
# 0.795, ho182_shuotang_wagang 0.977, ho182_steel_pavel_tonya 0.767 and
# ho182_wuxia_liang_yusheng 0.977 at 044cc08; ho183_anna_karenina_oblonsky 0.886,
# ho183_danao_jishi 0.651, ho183_guanchang_xianxingji 0.767, ho183_hanye_chongqing 0.886,
# ho183_moby_dick_quarterdeck 0.674 and ho183_zhiqing_yunnan_farm 0.744 at 1f3892f;
# ho184_catch22_hospital 0.791, ho184_chunhyang_korean_tale 0.795, ho184_gorky_childhood
# 0.705, ho184_qiuran_ke_zhuan 0.762, ho184_quick_transmigration_system 0.477 and
# ho184_tom_jones_squire 0.738 at 21574f2; ho185_alchemist_desert 0.907,
# ho185_bawang_bieji_troupe 0.705, ho185_bel_ami_newsroom 0.795, ho185_jinfen_shijia 1.000,
# ho185_tiedao_youjidui 0.867 and ho185_xingzhen_interrogation 0.762 at 46bc3e3;
# ho186_apocalypse_base_building 0.756, ho186_bell_tolls_cave 0.674,
# ho186_hongkong_tea_restaurant 0.841, ho186_jiangjun_zu 0.568,
# ho186_secret_garden_misselthwaite 0.953 and ho186_xiyou_buddhist_debate 0.932 at d857d17;
# ho187_hongqipu_bell 0.886, ho187_jinghua_yanyun_mulan 0.932, ho187_middlemarch_dinner
# 0.733, ho187_western_front_dugout 0.778, ho187_xue_rengui_zhengdong 0.977 and
# ho187_zhivago_railway_car 0.773 at cde6c4e; ho188_godfather_wedding_study 0.651,
# ho188_lvhuashu_camp_cook 0.909, ho188_nawu_beijing_tabloid 0.636,
# ho188_qiao_factory_director 0.933, ho188_suna_detective_tohoku 0.750 and
# ho188_suzhou_gourmet 0.822 at cde6c4e; ho189_captains_daughter_inn 0.860,
# ho189_christmas_carol_counting_house 0.800, ho189_milky_way_railroad 0.773,
# ho189_pingyao_zhuan_egg_monk 0.907, ho189_soldiers_sortie_squad 0.860 and
# ho189_yidi_jimao_household 0.837 at 6542263; ho190_danuonan_melon_farmers 0.867,
# ho190_good_soldier_svejk 0.864, ho190_midnight_diner_tokyo 0.791,
# ho190_renmin_mingyi_committee 0.750, ho190_white_tower_hospital 0.727 and
# ho190_wohu_canglong_jade_dragon 0.837 at cf93bbd; ho191_jiuweigui_courtesan_house 0.976,
# ho191_linjia_puzi_shop 0.795, ho191_magic_mountain_sanatorium 0.867, ho191_niezi_new_park
# 0.864, ho191_palace_walk_cairo 0.909 and ho191_shaoshuai_warlord_mansion 0.886 at cf93bbd;
# ho192_game_of_thrones_small_council 0.844, ho192_hero_of_our_time_bela 0.614,
# ho192_jiutu_drunk_writer_hk 0.705, ho192_proust_verdurin_salon 0.750,
# ho192_wanhualou_di_qing 0.911 and ho192_yanyangtian_village 0.822 at bb83246;
# ho193_guchuan_mill_brothers 0.750, ho193_overpass_magician 0.727,
# ho193_pinhua_baojian_actors 0.977, ho193_quanqiu_gaowu_academy 0.932,
# ho193_remains_of_the_day_butler 0.773 and ho193_uncle_toms_cabin 0.744 at bb83246;
# ho194_fenghuangqin_village_teachers 0.932, ho194_jean_christophe_grandfather 0.767,
# ho194_mountain_doctor_returns 0.818, ho194_sea_wolf_schooner 0.711,
# ho194_shiwuguan_fifteen_strings 0.978 and ho194_wocheng_hk_my_city 0.907 at bb83246;
# ho195_caisangzi_manchu_family 0.884, ho195_doupeng_xianhua_trellis 0.909,
# ho195_emil_and_the_detectives 0.867, ho195_guihua_yu_memoir 0.909,
# ho195_idiot_epanchin_drawing_room 0.795 and ho195_qianfu_tianjin_station 0.837 at adb3c6d;
# ho196_first_secretary_village 0.818, ho196_little_lord_fauntleroy 0.889,
# ho196_meiguimen_grandmother 0.955, ho196_miyabe_kasha_detective 0.455,
# ho196_weiyangge_kunming_students 0.930 and ho196_yutangchun_courtesan_trial 0.533 at
# 458d073; ho197_barchester_palace_party 0.750, ho197_bashi_niandai_junsao 0.791,
# ho197_betrothed_don_abbondio 0.727, ho197_maqiao_dictionary_words 0.429,
# ho197_sanxi_opera_backstage 0.884 and ho197_yeyu_qiudeng_tale 0.800 at 1574d46;
# ho198_kowloon_walled_city_clinic 0.818, ho198_pickwick_inn_yard 0.605,
# ho198_pingfan_shijie_shaoping 0.711, ho198_rashomon_forest_testimony 0.674,
# ho198_sanguo_zhouyu_jiangan 0.643 and ho198_xiuxian_liaotianqun_chat 0.818 at c410334;
# ho199_chaguan_yutai_teahouse 0.978, ho199_guanchang_township_cadre 1.000,
# ho199_oblomov_morning_visitors 0.711, ho199_sanxia_wuyi_zhanzhao 0.818,
# ho199_taibeiren_evening_party 0.636 and ho199_tom_sawyer_fence 0.750 at e60e369;
# ho200_dead_souls_chichikov_manilov 0.674, ho200_jiading_sancheng_rescue 0.795,
# ho200_pingzong_xiaying_border 0.909, ho200_pride_prejudice_netherfield 0.578,
# ho200_qiaojia_dayuan_shanxi 0.907 and ho200_yukiguni_hot_spring 0.273 at e60e369;
# ho201_hrabal_beer_town_barber 0.674, ho201_jinsuo_ji_cao_qiqiao 0.933,
# ho201_nahan_wine_shop_village 0.907, ho201_premchand_village_court 0.667,
# ho201_stendhal_red_black_seminary 0.750 and ho201_xiangcun_yisheng_taiwan 0.810 at
# 6055d1f; ho202_hugo_les_mis_bishop 0.488, ho202_ming_gongan_hai_rui_court 0.977,
# ho202_steinbeck_cannery_row_lab 0.818, ho202_wang_shuo_beijing_hustlers 0.889,
# ho202_xiao_hong_hulan_yard 0.698 and ho202_zhao_shuli_village_mediation 0.778 at 4279a82;
# ho203_chandler_marlowe_office 0.750, ho203_hk_triad_film_novel 0.795,
# ho203_liu_zhenyun_tofu_office 0.909, ho203_shen_congwen_ferry_town 0.886,
# ho203_su_tong_wives_courtyard 0.976 and ho203_verne_nautilus_salon 0.864 at 298b09a;
# ho204_jia_pingwa_shaanxi_market 0.795, ho204_macau_casino_family_saga 0.545,
# ho204_maupassant_diligence_rouen 0.778, ho204_pamuk_istanbul_snow_cafe 0.682,
# ho204_qing_guanchang_xianzhi 0.952 and ho204_sholokhov_quiet_don_farmstead 0.558 at
# ad422f2; ho205_bai_xianyong_niezi_park 0.930, ho205_bulgakov_patriarchs_ponds 0.636,
# ho205_feng_jicai_tianjin_eccentrics 0.773, ho205_wang_zengqi_gaoyou_shop 0.773,
# ho205_yu_dafu_sinking_tokyo 0.614 and ho205_zweig_chess_steamer 0.452 at cad73e3;
# ho206_bailu_yuan_clan_hall 0.818, ho206_monte_cristo_chateau_if 0.909,
# ho206_norwegian_wood_dorm 0.524, ho206_vargas_llosa_cadets 0.907,
# ho206_war_and_peace_rostov_nameday 0.786 and ho206_yishu_hk_career_woman 0.698 at ac7e41a;
# ho207_dazai_no_longer_human 0.814, ho207_gatsby_west_egg_party 0.651,
# ho207_hu_xueyan_qianzhuang 0.841, ho207_jane_eyre_thornfield 0.778,
# ho207_tianlong_babu_shaolin 0.689 and ho207_zizhi_tongjian_tang_court 0.795 at 1f39588;
# ho208_bovary_yonville_inn 0.889, ho208_chi_li_wuhan_worker_day 0.773,
# ho208_chronicle_death_foretold 0.841, ho208_look_after_mom_second_person 0.800,
# ho208_shigong_an_huang_tianba 0.955 and ho208_zhang_dachun_teen_diary 0.795 at 61d0acb;
# ho209_kundera_prague_tomas_tereza 0.682, ho209_pippi_villa_villekulla 0.795,
# ho209_shuang_xuetao_shenyang_plain 0.953, ho209_sishui_weilan_chengdu_inn 0.955,
# ho209_sun_also_rises_pamplona_cafe 0.818 and ho209_zhu_tianwen_taipei_models 0.636 at
# d096cb5; ho210_canxue_dream_family 0.932, ho210_eco_abbey_library 0.841,
# ho210_greene_quiet_american 0.864, ho210_huayuehen_courtesans 0.933,
# ho210_ohenry_red_chief 0.744 and ho210_yan_geling_ninth_widow 0.773 at 2f0b1b2;
# ho211_banana_kitchen 0.357, ho211_gefei_peach_blossom 0.881, ho211_kipling_kim_lama 0.727,
# ho211_mishima_golden_pavilion 0.905, ho211_waugh_brideshead 0.791 and
# ho211_xunqinji_time_traveller 0.953 at 525f291; ho212_allende_spirits_house 0.886,
# ho212_laoshe_lihun_office 0.909, ho212_naipaul_miguel_street 0.628,
# ho212_xiakexing_identity 0.886, ho212_yan_lianke_ding_village 0.545 and
# ho212_yulihun_widow_letters 0.884 at eae17f5; ho213_annie_baby_farewell 0.455,
# ho213_huaben_jade_guanyin 0.636, ho213_morrison_beloved 0.489, ho213_munro_flo_and_rose
# 0.773, ho213_wukong_irreverent 0.744 and ho213_zhong_lihe_poor_couple 0.721 at 4702f9e;
# ho214_hardy_mayor_casterbridge 0.818, ho214_jia_pingwa_feidu_old_town 0.800,
# ho214_qing_xiayi_sanxia_court 0.886, ho214_scifi_generation_ark_trial 0.689,
# ho214_wodehouse_jeeves_aunt 0.605 and ho214_xixi_hk_doctor_room 0.791 at 2957f5f;
# ho215_ershinian_mudu_guaixianzhuang 0.933, ho215_gaskell_cranford_ladies 0.705,
# ho215_moyan_tanxiangxing_opera 0.773, ho215_rushdie_midnights_children 0.705,
# ho215_tanizaki_makioka_sisters 0.727 and ho215_wharton_age_of_innocence 0.841 at ff27d69;
# ho216_capote_breakfast_tiffany 0.705, ho216_forster_room_with_a_view 0.500,
# ho216_guichuideng_tomb_camp 0.698, ho216_qijun_mother_kitchen 0.682,
# ho216_tagore_home_and_world 0.814 and ho216_zorba_cretan_mine 0.545 at 1f2c46a;
# ho217_dangnian_mingyue_ming_court 0.682, ho217_ernv_yingxiong_shisanmei 0.795,
# ho217_hk_tvb_family_drama 0.682, ho217_ishiguro_never_let_me_go 0.909,
# ho217_lawrence_sons_and_lovers 0.867 and ho217_woolf_dalloway_party 0.750 at d7b563f;
# ho218_austen_emma_picnic 0.911, ho218_baijia_jiangtan_forum 0.956,
# ho218_bradbury_martian_colony 0.886, ho218_fitzgerald_tender_riviera 0.636,
# ho218_kawabata_thousand_cranes 0.795 and ho218_xiaohong_shengsichang_village 0.523 at
# 056b026; ho219_bubujingxin_palace_tea 0.841, ho219_caijun_suspense_tower 0.884,
# ho219_douluo_academy_trial 0.750, ho219_henry_james_drawing_room 0.727,
# ho219_joyce_dubliners_party 0.614 and ho219_solzhenitsyn_camp_day 0.636 at 81f2119;
# ho220_babel_odessa_gangsters 0.818, ho220_calvino_baron_trees 0.886,
# ho220_hesse_seminary_friends 0.744, ho220_oconnor_roadside_family 0.750,
# ho220_roy_kerala_twins 0.791 and ho220_zhang_ailing_mahjong_family 0.682 at d2bd31a;
# ho221_acheng_king_of_trees 0.932, ho221_bi_feiyu_massage_parlour 0.864,
# ho221_duras_mekong_ferry 0.636, ho221_sagan_riviera_villa 0.744, ho221_tin_drum_grocery
# 0.659 and ho221_xu_dishan_nanyang_letters 0.886 at 4ed87e0; ho222_achebe_village_elders
# 0.705, ho222_bubu_style_office_romance_tw 0.523, ho222_murakami_ryu_style_youth_band
# 0.818, ho222_northeast_erren_zhuan_troupe 0.689, ho222_sanguo_yanyi_council 0.881 and
# ho222_sholem_aleichem_dairyman 0.773 at 1f21064; ho223_gogol_overcoat_office 0.698,
# ho223_hemingway_cafe_veterans 0.837, ho223_kid_lit_pippi_style 0.909,
# ho223_liaozhai_fox_scholar 0.841, ho223_police_procedural_chengdu 0.667 and
# ho223_qiong_yao_rain_romance_tw 0.795 at 978cc10; ho224_alcott_four_sisters_christmas
# 0.600, ho224_baldwin_harlem_sunday 0.622, ho224_luyao_shaanbei_brothers 0.886,
# ho224_wenruian_rooftop_killers 0.795, ho224_wilde_dorian_studio_talk 0.644 and
# ho224_yuhua_old_man_and_ox 0.721 at bef4647; ho225_han_kang_family_dinner 0.651,
# ho225_moomin_valley_storm 0.837, ho225_nabokov_pnin_classroom 0.886,
# ho225_peter_pan_nursery_window 0.841, ho225_wizard_oz_yellow_road 0.727 and
# ho225_zhang_henshui_tianqiao_singer 0.886 at 17f2ce3; ho226_dahl_matilda_headmistress
# 0.682, ho226_dickens_ghost_bedchamber 0.930, ho226_jinyong_beggar_sect_apricot_grove
# 0.886, ho226_tintin_ship_captain 0.837, ho226_wenjiayao_shanxi_village 0.886 and
# ho226_zhang_tianyi_busy_official 0.837 at c5504d2; ho227_ende_momo_amphitheatre 0.644,
# ho227_lem_solaris_station 0.705, ho227_lindgren_emil_farm_mischief 0.818,
# ho227_pratchett_city_watch 0.800, ho227_vienna_salon_parallel_campaign 0.600 and
# ho227_witcher_tavern_contract 0.727 at 92a6913; ho228_cao_yu_style_mansion_storm 0.867,
# ho228_chi_zijian_evenki_shaman 0.795, ho228_ding_ling_sangan_river_meeting 0.773,
# ho228_mao_dun_silkworm_village 0.844, ho228_tie_ning_train_two_minutes 0.791 and
# ho228_wang_anyi_shanghai_lane_tailor 0.795 at 9d75dba; ho229_buddhist_jataka_monkey_king
# 0.568, ho229_chekhov_yalta_lady_dog 0.727, ho229_gorky_grandmother_kitchen 0.955,
# ho229_huangyi_xunqin_palace_banter 0.933, ho229_shenzhen_bank_branch_audit 0.822 and
# ho229_steinbeck_mice_bunkhouse_dream 0.977 at f32d8b6; ho230_changan_west_market_fire_oil
# 0.933, ho230_dajiang_veterans_1949 0.652, ho230_hebei_lake_wives_boat 0.870,
# ho230_jiangnan_rice_shop 0.733, ho230_leopard_donnafugata_dinner_hunt 0.756 and
# ho230_nagasaki_priest_interrogation 0.778 at fcfbfee; ho231_ewaste_island_negotiation
# 0.913, ho231_hunger_kristiania_pawnshop 0.844, ho231_ngugi_uhuru_village_meeting 0.844,
# ho231_pooh_spring_cleaning 0.756, ho231_qingxia_tongxi_inn_brawl 0.956 and
# ho231_winter_pasture_dugout 0.957 at 8305232; ho232_canglang_health_dept_meeting 0.867,
# ho232_dolls_house_christmas_eve 0.511, ho232_eatonville_porch_mule 0.467,
# ho232_fengtang_dorm_anatomy_lab 0.822, ho232_hk_detective_hospital_bedside 0.889 and
# ho232_pingyao_paper_horse 0.933 at 8f5425c; ho233_lotm_tingen_pendulum_client 0.911,
# ho233_odyssey_phaeacian_games 0.841, ho233_quo_vadis_nero_banquet 0.696,
# ho233_taiwan_funeral_band 0.511, ho233_yatsuhaka_village_arrival 0.652 and
# ho233_youth_song_peiping_quarrel 0.935 at baf2a8f; ho234_peking_gentry_coffin_debt 0.891,
# ho234_perfume_baldini_apprentice 0.689, ho234_road_ash_south_stranger 0.644,
# ho234_shadow_wind_barcelona_bookshop 0.822, ho234_three_men_hamper_lock 0.756 and
# ho234_willows_boat_motor_car 0.822 at f03ee19; ho235_chicken_head_village_feud 0.911,
# ho235_dafeng_locked_study 0.844, ho235_gushi_xinbian_sword_revenge 0.533,
# ho235_heart_of_a_dog_committee 0.889, ho235_peony_lantern_ghost 0.756 and
# ho235_prince_pauper_court_etiquette 0.644 at 015568b; ho236_gabriela_ilheus_bar_cook
# 0.911, ho236_jamila_steppe_grain_carts 0.826, ho236_matsumoto_station_seven_minutes 0.711,
# ho236_suitable_boy_wedding_reception 0.867, ho236_taiwan_bicycle_dadaocheng 0.826 and
# ho236_wuxia_birthday_feast 0.804 at 417bf8f; ho237_famine_village_ration_book 0.911,
# ho237_hongkong_plague_brothel 0.889, ho237_lord_of_flies_conch_assembly 0.891,
# ho237_ming_filial_bride_trial 0.911, ho237_nicolas_class_photo_day 0.711 and
# ho237_woju_shanghai_flat_deposit 0.689 at a1c4930; ho238_gaomi_saga_soldiers_arrive 0.913,
# ho238_hammett_spade_office 0.733, ho238_kokuhaku_last_homeroom 0.739,
# ho238_orchard_town_post_office 0.778, ho238_taipei_old_map_walk 0.578 and
# ho238_tang_chuanqi_li_wa_snow 0.457 at 84fa10d; ho239_hardy_hiring_fair_fire 0.933,
# ho239_hk_estate_vancouver_call 0.800, ho239_nils_holgersson_sandbar 0.844,
# ho239_qing_magistrate_poison_case 0.913, ho239_township_wage_petition 0.756 and
# ho239_wandering_earth_rebellion 0.727 at 0ec69d0; ho240_bonn_clown_telephone 0.733,
# ho240_henan_village_barbershop 0.935, ho240_picaresque_blind_man_hidalgo 0.761,
# ho240_shanghai_floor22_birthday 0.889, ho240_tang_palace_lychee_romance 0.911 and
# ho240_wuhan_riverside_shack 0.750 at c700805; ho241_hunan_coop_lamplight_meeting 0.667,
# ho241_leskov_mtsensk_yard_piglet 0.717, ho241_pramoedya_wonokromo_farm 0.674,
# ho241_tibet_sky_burial_hunter 0.822, ho241_verga_easter_knife_challenge 0.822 and
# ho241_wuyue_zixu_flight_to_wu 0.756 at 90c3bc8; ho242_bartleby_landlord_complaint 0.891,
# ho242_joseon_paper_scholar 0.804, ho242_meiji_schoolteacher_temple_visit 0.867,
# ho242_tudor_esher_cardinal 0.622, ho242_wuxia_inn_twin_sabres 0.911 and
# ho242_xian_stage_crew_set_move 0.956 at 167195d; ho243_campus_comedy_professor_tea 0.761,
# ho243_fenzhuanglou_tavern_brawl 0.844, ho243_fontane_baltic_wife_dinner 0.739,
# ho243_lingshan_mountain_funeral 0.565, ho243_shandong_noodle_mill_meeting 0.800 and
# ho243_shtetl_baker_messiah_donkey 0.822 at e17bbdf; ho244_hadji_murat_fort_arrival 0.911,
# ho244_isaka_sendai_taxi_caper 0.778, ho244_rootseeking_village_flood 0.889,
# ho244_taiwan_highschool_meatball_prank 0.636, ho244_tang_chuanqi_dongting_dragon 0.644 and
# ho244_wuxia_border_inn 0.652 at c75af23; ho245_cultrev_shaanxi_county_truck 0.933,
# ho245_henan_village_secretary 0.935, ho245_hk_factory_night_shift 0.956,
# ho245_platonov_foundation_pit 0.933, ho245_slaughterhouse_five_boxcar_zoo 0.911 and
# ho245_tang_chuanqi_xiao_qiong 0.822 at 88d48f1; ho246_bunin_posting_inn 0.644,
# ho246_guangxi_village_pig_sale 0.889, ho246_nile_village_tea_stranger 0.956,
# ho246_shuoyuan_qi_remonstrance 0.717, ho246_wuxia_grassland_bonfire_bandits 0.867 and
# ho246_yangtze_gorge_refugee_boat 0.864 at d89e0aa; ho247_carver_gin_kitchen_table 0.911,
# ho247_family_lexicon_turin_dinner 0.933, ho247_gulong_moon_thief_tavern 0.578,
# ho247_hakka_tea_village_painting 0.822, ho247_tang_miscellany_gourd_daoist 0.311 and
# ho247_xinjiang_village_wall_cow 0.778 at a09e505; ho248_farming_family_mushroom_coins
# 0.756, ho248_newts_rotterdam_harbour 0.733, ho248_oe_plague_village_abandoned 0.804,
# ho248_subei_village_wheat_harvest 0.848, ho248_taiwan_nativist_three_legged_horse 0.733
# and ho248_tang_romance_cunxiao_pass 0.800 at 8465eb5; ho249_cholera_doctor_parrot_wake
# 0.717, ho249_hongkong_radio_romance 0.844, ho249_kokoro_sensei_dying_father 0.761,
# ho249_nanjing_father_visit_bar 0.844, ho249_silas_marner_rainbow_inn 0.844 and
# ho249_zhanguo_retainer_burning_tallies 0.822 at d50cc32; ho250_beiping_family_quarrel
# 0.956, ho250_fine_balance_rent_collector 0.674, ho250_ming_wastrel_sugar_shop 0.844,
# ho250_paul_street_redshirt_envoy 0.761, ho250_tang_chuanqi_mirror_assassin 0.682 and
# ho250_xiguan_arcade_homecoming 0.913 at 6aab777; ho251_cairo_alley_cafe_matchmaker 0.800,
# ho251_drina_bridge_kapia_war_rumour 0.848, ho251_hunger_kristiania_pawnshop 0.800,
# ho251_shanghai_wife_fullmonth_tailor 0.978, ho251_silence_fishing_village_fumie 0.844 and
# ho251_yuefei_camp_envoy 0.435 at 3374a95; ho252_eatonville_porch_mule 0.870,
# ho252_jigong_wine_shop_bully 0.978, ho252_main_street_thanatopsis_party 0.844,
# ho252_queen_of_spades_card_night 0.848, ho252_shafei_diary_boarding_house 0.778 and
# ho252_zhanghui_hanjiang_matchmaker 0.822 at f5a384c; ho253_baiyangdian_lotus_ambush 0.778,
# ho253_father_brown_sapphire 0.783, ho253_paton_sophiatown_search 0.689,
# ho253_shiba_ryoma_kyoto_inn 0.826, ho253_zhenhuan_morning_greeting 0.778 and
# ho253_zhonggulou_courtyard_wedding 0.978 at be1de60; ho254_kinmen_1958_shelling_village
# 0.783, ho254_lahiri_konark_sun_temple 0.804, ho254_police_cold_case_interrogation 0.867,
# ho254_shanxi_coal_boss_dinner 0.826, ho254_yaowarat_gold_shop_alms 0.867 and
# ho254_zoshchenko_light_bulb 0.733 at 0892f88; ho255_chongqing_cableway_noodle_stall 0.822,
# ho255_greenwood_choir_christmas_rounds 0.844, ho255_purple_hibiscus_nsukka_water 0.761,
# ho255_shishuo_river_purification 0.578, ho255_sound_mountain_kite 0.889 and
# ho255_xiaowuyi_bandit_feast_cook 0.822 at d545bd2; ho256_alcohol_buckets 0.870, ho256_fox_granary
# 0.457, ho256_harbin_fox_altar 0.630, ho256_huzhou_siege 0.880, ho256_nameday 0.957 and
# ho256_shufang_dusk 0.848 at 52a022e; ho257_brine_shore 0.783, ho257_crow_ferry 0.935,
# ho257_laoyeling_hunter 0.870, ho257_tianhan_leitai 0.847, ho257_warehouse_fire 0.765 and
# ho257_xingjiao_gate 0.808 at 545275d; ho258_fallada_quota 0.900, ho258_fengcheng_inn 0.812,
# ho258_gongsun_mourning 0.804, ho258_rain_line 0.957, ho258_river_scale 0.609 and ho258_snow_calf
# 0.815 at 9d2dff0; ho259_east_meets_west 0.867, ho259_jiaowei_scroll 0.863, ho259_roulette_library
# 0.761, ho259_tianranju_teahouse 0.957, ho259_window_shack 0.935 and ho259_zhumen_jiuxue 0.913 at
# b45d577; ho260_fanzailin_typhoon 0.875, ho260_laoyuan_zaoshu 0.929, ho260_manyun_checkpoint 0.804,
# ho260_samovar_island 0.923, ho260_shi_tiekou 0.848 and ho260_yemachuan_challenge 0.923 at eb5cd41;
# ho261_fensi_dahui 0.843, ho261_fog_waltz 0.630, ho261_langgoupu 0.761, ho261_lift_meeting 0.935,
# ho261_xuetang_yehua 0.472 and ho261_yuelai_inn 0.875 at d96e397; ho262_banyue_choir 0.935,
# ho262_donati_comet 0.780, ho262_haozhou_parley 0.943, ho262_heiyaokou 0.956, ho262_wei_two_cities
# 0.959 and ho262_zhenmu_salt 0.788 at 08110b9; ho263_liushuwan_station 0.833,
# ho263_moonstone_back_door 0.788, ho263_saiwanho_dusk 0.891, ho263_wuxiang_guji 0.696,
# ho263_xieshipeng_captive 0.918 and ho263_yanke_yitian 0.761 at 8b8ee87; ho264_beizhou_melon 0.769,
# ho264_funeral_trumpet 0.652, ho264_pontejos_nochebuena 0.913, ho264_shen_tiezui 0.593,
# ho264_taoyedu 0.848 and ho264_wuli_mokao 0.870 at 9ef1443; ho265_baitang 0.900, ho265_hengyan_guo
# 0.963, ho265_juwan 0.804, ho265_liutiaopian_pianshazi 0.923, ho265_pingan_inn 0.804 and
# ho265_shangrenli_fan 0.935 at 258e24c; ho266_dongzhi_ye 0.935, ho266_erkong_chetiann 0.783,
# ho266_leizhou_qihaodian 0.902, ho266_nameday_envelope 0.783, ho266_shenguo 1.000 and
# ho266_xinan_zhiguai 0.565 at c679fc3; ho267_gelou_juanzong 0.824, ho267_guihua_jiu 0.935,
# ho267_songming_qiju 0.944, ho267_songyang_lou 0.889, ho267_xihuifang_jinchuan 0.882 and
# ho267_xu_lingong 0.941 at 4360944; ho268_fuxing_hao 0.935, ho268_qingniang 0.792,
# ho268_shimengou_fenzu 0.962, ho268_tingyuxuan 1.000, ho268_xiaoyangquan_qizi 0.870 and
# ho268_xinancao_charade 0.500 at 8b54b12; ho269_jie_lv 0.978, ho269_jizhen_yeban 0.840,
# ho269_songfeng_yiyu 0.826, ho269_wang_chaofeng_chai 0.826, ho269_white_house 0.717 and
# ho269_zhapulu_xin 0.957 at 212afe5; ho270_baietou 0.940, ho270_huanggua_jia 0.739,
# ho270_shiqiao_zhatou 0.960, ho270_tianbo_guoshu 0.739, ho270_xiaodingzi 0.667 and
# ho270_zhenghun_qishi 0.946 at 1252bb2; ho271_kwuntong_interview 0.863, ho271_qingluo_jing 0.935,
# ho271_shuanghuai_dian 0.920, ho271_xilou_denghei 0.902, ho271_yu_shanhe 0.478 and
# ho271_yuye_fenghuangmu 0.913 at a83f5f5; ho272_banhuju 0.745, ho272_guapeng_shuisheng 0.761,
# ho272_hanling_zhen 0.913, ho272_lanyue_binghe 0.907, ho272_liuwan_niu 0.870 and
# ho272_zhongbai_tingle 0.750 at 7c380d8; ho273_heideng 0.761, ho273_mingmingri_xunyu 0.792,
# ho273_ouxiangxie_canhe 0.811, ho273_qingyashan_jingmo 0.891, ho273_qufu_yeyan 0.935 and
# ho273_zuili_qiankun 0.957 at da3243b; ho274_cishua_laba 0.783, ho274_digua_lu 0.962,
# ho274_kaohongshu 0.783, ho274_qingyinlou 0.848, ho274_xinghua_jiaohuaji 0.935 and
# ho274_yin_xianglu 0.913 at 01329fb; ho275_amande_xin 0.783, ho275_hongmoe 0.935, ho275_wenxinjie
# 0.900, ho275_wuyu_qi 0.804, ho275_xinye_jiashu 0.913 and ho275_yuegui_keting 0.940 at 2946dea;
# ho276_chebazi 0.935, ho276_limen_huiban 0.846, ho276_luoyan_si 0.944, ho276_shuanghuai_dian 0.945,
# ho276_yiku_fan 0.783 and ho276_zakharozhkin_ledger 0.698 at d21532c; ho277_fengyu_zhuozi 0.891,
# ho277_lianhuachi_taifeng 0.783, ho277_montfermeil_rain 0.740, ho277_qinglongdu 0.860,
# ho277_qingshi_qiao 0.820 and ho277_qinxian 0.739 at 4076f46; ho278_clockmaker_will 0.735,
# ho278_liuzhen_laba 0.889, ho278_nanshan_demo 0.826, ho278_niaofangzi 0.848, ho278_tonglu_kexue
# 0.925 and ho278_xuepo_liangtou 0.750 at 5c7e090; ho279_caijiao 0.804, ho279_huichao_dianbao 0.739,
# ho279_jiejianchi 0.964, ho279_meipa_fangsheng 0.848, ho279_shuwa_yuejian 0.783 and
# ho279_xiangbin_huanzhu 0.804 at 5ca4e3b; ho280_dexinli_majiang 0.935, ho280_jijingfang 0.846,
# ho280_jinli_anjou 0.833, ho280_qinglian_si 0.904, ho280_tuersi_yeju 0.958 and
# ho280_yuanshui_chahui 0.982 at 3727938; ho281_damahe_huicun 0.769, ho281_mazusheng 0.870,
# ho281_thornfield_chess 0.761, ho281_thursday_cat 0.902, ho281_tianshuijing 0.878 and
# ho281_tuina_qianbao 0.879 at 62d4263; ho282_bahao_fengqiu 0.765, ho282_pingan_inn 0.833,
# ho282_sherer_snow 0.696, ho282_xianyiyuan_yeban 0.783, ho282_xiaonian_zaotang 0.891 and
# ho282_xiliu_tun 0.878 at c70babf; ho283_bunkhouse_owl 0.938, ho283_hong_xiuxie 0.717,
# ho283_huazhao_she 0.891, ho283_jeudi_lanterne 0.917, ho283_xinglin_laodian 0.891 and
# ho283_zongmen_dabi 0.396 at 5184e61; ho284_hongkong_letter 0.804, ho284_liujiaji_shuangliko 0.891,
# ho284_sichuanlu_banbiantou 0.913, ho284_viernes_lancha 0.870, ho284_yitiao_liyu 0.906 and
# ho284_zuji_nidi 0.833 at 397b372; ho285_baiyang_du 0.902, ho285_cole_evening 0.812,
# ho285_doufu_dian 0.891, ho285_jinmao_jiuguan 0.870, ho285_shibanpo_rain 0.935 and
# ho285_songting_jiadao 0.902 at 7be24b4; ho286_gedi_xiongdi 0.852, ho286_hulu_hutong 0.792,
# ho286_sangjia_du 0.943, ho286_ximozhi_zi 0.923, ho286_xueye_kezhan 0.906 and ho286_yuye_keting
# 0.944 at 9af1195; ho287_cuifen_shuyu 0.906, ho287_luohun_zhen 0.926, ho287_mailiang_ji 0.962,
# ho287_sishiba_xiaoshi 0.852, ho287_yao_gongguan 0.873 and ho287_yezhen_yisheng 0.784 at 9af1195;
# ho288_buxi_zhou 0.907, ho288_chaopiao_fengbo 0.846, ho288_fiesta_guangchang 0.519,
# ho288_lao_ronggong 0.741, ho288_xiyan_guo 0.830 and ho288_youfang_jie 0.963 at 7f329c6;
# ho289_gangshang_hua 0.717, ho289_gaolaotou_wanfan 0.849, ho289_jinfeng_chai 0.889,
# ho289_shuiche_hutong 0.926, ho289_xisha_jian 0.852 and ho289_zhengqi_tang 0.870 at c618d3e;
# ho290_chaihuo_duo 0.852, ho290_hanya_kou 0.865, ho290_huoxing_yeban 0.755, ho290_miaohui_fangzang
# 0.889, ho290_niushe_shengdan 0.962 and ho290_zhuyidao 0.692 at b253593; ho291_liguan_jinzu 0.796,
# ho291_liuxi_zhuang 0.889, ho291_longxue_shu 0.925, ho291_moscow_dinner 0.889, ho291_tingyu_lou
# 0.852 and ho291_zhuchuang_zhen 0.792 at 0b05160; ho292_cesuo_gezi 0.833, ho292_huating_yan 0.833,
# ho292_maapiu_chufang 0.981, ho292_shijian_biaoben 0.870, ho292_wenxin_jie 0.755 and
# ho292_yuanzhang_canzhuo 0.830 at d7b599a; ho293_chiyan_yizhan 0.667, ho293_chou_doufu 0.815,
# ho293_jizhen_yeban 0.741, ho293_qiu_liang 0.906, ho293_tingsong_zhai 0.537 and ho293_wuhui_qianhou
# 0.868 at 2ea3740; ho294_huoxing_yangqi 0.833, ho294_liuwan_meikuang 0.944, ho294_qianshou_ping
# 0.796, ho294_tuannian_fan 0.741, ho294_xueye_kezhan 0.815 and ho294_zhongbiao_nver 0.800 at
# a9dc7e9; ho295_gongzhengren_keting 0.907, ho295_heisong_ling 0.926, ho295_juancun_radio 0.685,
# ho295_lost_duck 0.944, ho295_mutou_yu 0.849 and ho295_shenzhen_fabuhui 0.836 at 0c76157;
# ho296_bilin_ling 0.870, ho296_heyi_dian 0.868, ho296_layue_huzi 0.792, ho296_niuzai_ku 0.815,
# ho296_weili_fating 0.796 and ho296_yuwei_qinsheng 0.830 at 7ebbce0; ho297_banshou_an 0.868,
# ho297_guilai_kezhan 0.852, ho297_hewai_yi 0.870, ho297_siwang_zhu 0.906, ho297_tuanzi_xiansheng
# 0.830 and ho297_yongfa_chachaan 0.833 at bd390d0; ho298_hewan_di 0.981, ho298_jiazu_dazayuan
# 0.815, ho298_luolin_cun 0.833, ho298_qiuyu_yisheng 0.849, ho298_tingsong_kezhan 0.815 and
# ho298_yuedi_baoxian 0.830 at f8f736f; ho299_dangpu_yuan 0.963, ho299_dengta_tianyuan 0.889,
# ho299_lao_fangzi 0.852, ho299_qiuniang_gui 0.722, ho299_sheng_ji 0.981 and ho299_yulin_zhuang
# 0.769 at 351461b; ho300_chubi_caihou 0.873, ho300_jinfenghuang 0.792, ho300_jiu_changfang 0.852,
# ho300_tiejiang_xiang 0.830, ho300_tongchun_lou 0.889 and ho300_zaojiao_shu 0.868 at 2a32c25;
# ho301_baimao_feng 0.944, ho301_gangkou_feng 0.868, ho301_wenxin_tai 0.764, ho301_yachao_zhuang
# 0.769, ho301_yu_ang 0.815 and ho301_yuanyang_zhui 0.926 at c6f4e19; ho302_gongzhai_fengchao 0.796,
# ho302_heisong_ling 0.906, ho302_laohe_huoguo 0.870, ho302_longwang_miao 0.963, ho302_luying_dao
# 0.833 and ho302_qiang_luotuo 0.833 at 7a3752d; ho303_bailu_du 0.796, ho303_chaikai_xin 0.926,
# ho303_dujuan_hua 0.741, ho303_maima_luzhou 0.943, ho303_shangrenli_guancha 0.778 and
# ho303_shiyi_chuang 0.815 at 78015d7; ho304_cheng_niang 0.907, ho304_hama_jing 0.981,
# ho304_keting_wufenzhong 0.811, ho304_liulin_zhen 0.963, ho304_pingan_kezhan 0.830 and
# ho304_zhouhang_xiahuan 0.925 at 907b8b5; ho305_dachang_huangnitun 0.759, ho305_fengshu_qinsheng
# 0.942, ho305_hawker_lajiao 0.815, ho305_linjiang_ce 0.731, ho305_qiu_shan 0.962 and
# ho305_ruyi_gongdou 0.833 at 9ced88d; ho306_hanyan_zhen 0.887, ho306_irati_river 0.759,
# ho306_jizao_ye 0.852, ho306_kashi_tanzhuang 0.833, ho306_nuanzhuo_mima 0.836 and ho306_yuzhong_wei
# 0.833 at 75d61e6; ho307_anlan_chapu 0.963, ho307_caochang_zhengbing 0.808, ho307_chujia_wanyan
# 0.887, ho307_kanban_ren 0.611, ho307_wangshu_cang 0.815 and ho307_xuanshou_tang 0.943 at 01efc1b;
# ho308_banzhang_xiaoxiu 0.815, ho308_fengchao_yeban 0.926, ho308_huaian_hu 0.778,
# ho308_huangcaoliang_meikuang 0.944, ho308_pendleton_visit 0.887 and ho308_yuda_changjie 0.926 at
# 9dac04b; ho309_baolin_si 0.944, ho309_beihe_jie 0.833, ho309_bigao_qianye 0.907,
# ho309_jinhulu_jiulei 0.818, ho309_xiantong_hutong 0.907 and ho309_yaxi_kou 0.906 at e3c89f4;
# ho310_maiduan_gongling 0.849, ho310_niu_xiucai 0.907, ho310_songguo_qunali 0.685,
# ho310_xueling_guan 0.833, ho310_yeshanghai_shouyan 0.852 and ho310_yisheng_jia 0.870 at e3c89f4;
# ho311_huanjin_dianpu 0.887, ho311_jizhen_yeban 0.887, ho311_qiche_lai 0.667, ho311_tuina_dianzhong
# 0.870, ho311_wuding_yang 0.887 and ho311_wuhua_lou 0.685 at 7d95a11; ho312_ezhang_fang 0.796,
# ho312_jingwozi_langu 0.811, ho312_kulian_well 0.830, ho312_lingdian_dingdan 0.887,
# ho312_xincun_baifan 0.981 and ho312_xun_di 0.556 at eb5e006; ho313_baigong_yuanan 0.981,
# ho313_jiazhang_hui 0.944, ho313_lang_dao 0.811, ho313_siling_zhu 0.815, ho313_yuegong_hufu 0.717
# and ho313_yulin_zhuang 0.922 at 7e3929b; ho314_gongji_shangxiao 0.574, ho314_hongliutai_huisheng
# 0.944, ho314_jinglian_an 0.907, ho314_lihua_houmen 0.830, ho314_lujiao_shuoshu 0.796 and
# ho314_xianzhang_xue 0.704 at 255826f; ho315_heifeng_zhai 0.885, ho315_hongshao_rou 0.944,
# ho315_jiangmian_bingku 0.943, ho315_jishi_ri 0.778, ho315_wuhan_zhuchuang 0.849 and
# ho315_yueju_houtai 0.889 at 3b36362; ho316_ganshi_shan 0.774, ho316_hewan_di 0.833,
# ho316_jinmao_jiuguan 0.923, ho316_shiquan_si 0.667, ho316_startup_call 0.849 and
# ho316_xueye_kezhan 0.830 at 67982fd; ho317_heisha_furen 0.611, ho317_huangmei_tian 0.830,
# ho317_longbourn_rain 0.778, ho317_ludang_yaqun 0.868, ho317_mengjia_po 0.964 and
# ho317_yimian_tainan 0.827 at 6a3cfe3; ho318_dongmen_fating 0.891, ho318_duanqiao_xingmen 0.759,
# ho318_jinji_guan 0.870, ho318_liewen_shouge 0.667, ho318_tuanyuan_xifu 0.736 and ho318_wuyuan_yuye
# 0.833 at f034f5c; ho319_dinge_chejian 0.926, ho319_lahuopu_wancan 0.741, ho319_muse_kafei 0.863,
# ho319_wenxin_jie 0.755, ho319_xiezhai_shishe 0.907 and ho319_xingji_bingshi 0.887 at 60d4734;
# ho320_bunkhouse_dog 0.907, ho320_dongwu_xue 0.778, ho320_gaoliang_shaoguo 0.926,
# ho320_sanchuang_yeban 0.778, ho320_shimen_guan 0.906 and ho320_tanghui_tie 0.889 at fd8e7ee;
# ho321_ciyun_temple 0.741, ho321_guihua_gao 0.964, ho321_longshan_shu 0.907, ho321_nongye_zhanlan
# 0.704, ho321_weilu_chuxi 0.630 and ho321_yinshui_xiuzhan 0.642 at 6d97380; ho322_chaguan_moutan
# 0.868, ho322_huaqiangbei_chips 0.792, ho322_pengfeng_cha 0.885, ho322_piaoliu_ping 0.887,
# ho322_xiyan_guo 0.796 and ho322_yueliang_lu 0.906 at bfda6d2; ho323_hongbi_zai 0.907,
# ho323_kaki_shita 0.906, ho323_sanyi_inn 0.943, ho323_shili_chuanjia 0.889, ho323_wuting_sucheng
# 0.623 and ho323_yilati_he 0.792 at 9ae137f; ho324_jinlong_ting 0.852, ho324_lvde_shi 0.855,
# ho324_tianqiao_xueye 0.811, ho324_tongxing_xiyi 0.778, ho324_yuanmen_tiaozhan 0.849 and
# ho324_zhouri_jiayan 0.833 at c938a7d; ho325_bucao_banzhang 0.759, ho325_fenfang_hui 0.889,
# ho325_huoniao_huilang 0.792, ho325_tingbai_de_zhong 0.865, ho325_xuexian_yishang 0.389 and
# ho325_yanshang_guansi 0.889 at 867abe1; ho326_bolin_shiji 0.981, ho326_kuchuang_yehuo 0.774,
# ho326_mangguo_zhibo 0.889, ho326_tiantai_zhishui 0.943, ho326_tielu_qiao 0.889 and
# ho326_yeguang_chuhe 0.836 at 102e7ba; ho327_banbian_jing 0.833, ho327_gelinshan_paimai 0.907,
# ho327_guihua_xiang 0.887, ho327_huanghe_road 0.852, ho327_jiege_jieliang 0.712 and
# ho327_zheng_court 0.630 at 5efb5c1; ho328_pa_laopo 0.926, ho328_pinganli_chuchuang 0.944,
# ho328_tianbo_fu 0.907, ho328_tiejiang_yaofang 0.907, ho328_yongwa_icehouse 0.885 and
# ho328_yuye_daiquiri 0.648 at c8bc28f; ho329_dan_da 0.574, ho329_huweng_tiemian 0.630,
# ho329_makar_cat 0.818, ho329_nuanxiang_wu 0.792, ho329_tiexi_xiali 0.873 and ho329_zhulin_du 0.463
# at 210ee9d; ho330_handan_yeyan 0.830, ho330_hui_diao 0.906, ho330_luohu_tiepiwu 0.811,
# ho330_xiepu_dangao 0.830, ho330_xinghua_chujia 0.907 and ho330_xueye_duju 0.944 at da767e4;
# ho331_chongsheng_guantouchang 0.926, ho331_citang_guafu 0.906, ho331_gangqin_xiaojie 0.811,
# ho331_jingangzuan_liu 0.907, ho331_mitu_xiaobaitu 0.907 and ho331_tiantai_yeye 0.885 at c0f5cd3;
# ho332_jubensha_chengdu 0.889, ho332_lianjia_tutor 0.759, ho332_penghu_typhoon 0.870,
# ho332_qingxu_daoshi 0.870, ho332_taoye_du 0.685 and ho332_yimo_qianye 0.796 at 5f70a90;
# ho333_disan_yingzi 0.921, ho333_jizhen_yeban 0.614, ho333_ju_wan_zhao 0.903, ho333_qianzi_yanzhi
# 0.783, ho333_shihu_chuanyue 0.695 and ho333_shuaijiao_zhihou 0.932 at 0cc9cec; ho334_banxian
# 0.845, ho334_dian_kuan 0.845, ho334_diqipai 0.783, ho334_hongge_kedian 0.948, ho334_li_huojian
# 1.000 and ho334_luohua_wusheng 0.875 at 6f9ef6f; ho335_bingkuai 0.807, ho335_jigong_tiegongji
# 0.983, ho335_sanhui_xiansheng 0.806, ho335_shiyiyue_feng 0.707, ho335_songhelou_qiansheng 0.797
# and ho335_yuye_danwang 0.845 at 25dbe99; ho336_banshan 0.803, ho336_dongshan_yaji 0.917,
# ho336_fupan_hui 0.912, ho336_gatsby_denghuo 0.746, ho336_gelou_fayuan 0.900 and ho336_guijiang_fen
# 0.966 at 773bd3e; ho337_huashi_xiawu 0.525, ho337_jinzan 0.950, ho337_lanweilou 0.933,
# ho337_niuche_huashan 0.714, ho337_shiren_wanyan 0.900 and ho337_wanshi_shangtan 0.780 at 04e9187;
# ho338_dingxin_ding 0.937, ho338_fupi 0.897, ho338_guatian_huanjin 0.967, ho338_jiugongge 0.891,
# ho338_wu_yu_jiaodao 0.776 and ho338_yuema_yuye 0.915 at f73cc04; ho339_jiepou_xiatian 0.885,
# ho339_kedian_chengbao 0.898, ho339_longwan_jiji 0.898, ho339_shanshang_keren 0.780,
# ho339_shiba_zhuo 0.517 and ho339_yehangchuan 0.759 at 301ca83; ho340_baohua_si 0.864,
# ho340_lamei_chejian 1.000, ho340_lepike_guafu 0.705, ho340_sangfeierde_yuye 0.879,
# ho340_shisanjianfang 0.917 and ho340_xuehuagao 0.881 at d106113; ho341_baishan_yaosai 0.833,
# ho341_gechang_houtai 0.712, ho341_lengyubing_dianjin 0.931, ho341_pinuocao_hongxia 0.797,
# ho341_relegan_mian 0.636 and ho341_tanmen_taifeng 0.836 at caf76ab; ho342_aobolangsiji_keting
# 0.847, ho342_disan_fating 0.915, ho342_kang_chuntian 0.898, ho342_portland_street 0.828,
# ho342_qidong_chaguan 0.810 and ho342_qifeng 0.914 at a9a4400; ho343_gongzhai_chao 0.983,
# ho343_jidu_huiyi 0.917, ho343_jinchai 0.966, ho343_shinanzhuang 0.793, ho343_tiandu_feng 0.869 and
# ho343_yuye_chuang 0.881 at 74a17f9; ho344_changfeng_jihousai 0.917, ho344_guidu 0.983,
# ho344_hehuasu 0.883, ho344_shoudu_yuye 0.918, ho344_xiaosuanpan 1.000 and ho344_yanlou 0.831 at
# deae73e; ho345_hong_tuhu 0.898, ho345_nian_sanshi 0.850, ho345_qushui 0.881,
# ho345_wushang_shuixiang 0.778, ho345_xueye_banhujiu 0.712 and ho345_yuye_kedian 0.638 at 930a900;
# ho346_hanquan_dong 0.828, ho346_heifeng_guan 0.831, ho346_kelunqi_shanghao 0.550, ho346_mazusheng
# 0.730, ho346_shuiku_yuyi 0.930 and ho346_titi_shouguo 0.951 at f667835; ho347_fengxue_yuelaizhan
# 0.831, ho347_huaishu_xiang 0.881, ho347_huangmei_paiju 0.867, ho347_qiushou_hewanzi 0.914,
# ho347_shangxian_qianye 0.949 and ho347_xiangshu_keting 0.789 at 00e6648; ho348_chacanting_jiazu
# 0.900, ho348_chaguan_xuetian 0.891, ho348_huyuan_zaji 0.842, ho348_qiyueban_ahma 0.783,
# ho348_yuye_hei_san 0.879 and ho348_zhuangyuan_wancan 0.763 at 494d7c2; ho349_chejian_chengbao
# 0.850, ho349_hanshui_junyi 0.897, ho349_lanyingwu_zhentan 0.726, ho349_shijian_shi 0.831,
# ho349_sushe_hechang 0.898 and ho349_tingyu_xuan_shishe 0.966 at 73f6eb5; ho350_dengxia_suanzhang
# 0.932, ho350_huangsi_yeyu 0.966, ho350_liugang_jiudian 0.966, ho350_manqu_huguang 0.881,
# ho350_sangsai_ershi 0.814 and ho350_shudian_qingyuan 0.724 at dfe8db3; ho351_liushugou_fuluo
# 0.902, ho351_liuxi_wenhui 0.949, ho351_mazu_shui 0.917, ho351_nianyefan_jianjiazhang 0.833,
# ho351_yan_yu_jingzi 0.828 and ho351_yejiuwu_chapaofan 0.898 at 1e8003d; ho352_baixi_duchuan 0.845,
# ho352_jizhen_yeban 0.879, ho352_maque_wodi 0.864, ho352_qingshi_panlongdong 0.712,
# ho352_wuhui_bingshan 0.593 and ho352_xiaoxue_kouqin 0.817 at e987bd1; ho353_fengtai_yugang 0.810,
# ho353_kunning_chenxing 0.932, ho353_laolao_maodong 0.590, ho353_liaoyangyuan_bayue_xue 0.583,
# ho353_liuyin_shouyan 0.915 and ho353_mianguan_jiancha 0.746 at 6f574e2.
# Thresholds are what the rules reach today; a drop fails the test.
def _score_labelled(name: str) -> Score:
    return score(DATA / f"{name}.txt", DATA / f"{name}.tsv")


@pytest.fixture(scope="module")
def labelled_scores(request: pytest.FixtureRequest) -> dict[str, Score]:
    """The selected labelled texts scored on every core at once: they are most of the
    suite's time, and each text is scored on its own."""
    names = sorted({item.callspec.params["name"] for item in request.session.items
                    if item.originalname == "test_labelled_texts_score_at_least"})
    with multiprocessing.get_context("spawn").Pool(min(len(names), os.cpu_count() or 1)) \
            as pool:
        return dict(zip(names, pool.map(_score_labelled, names, chunksize=8), strict=True))


@pytest.mark.parametrize(("name", "threshold"), [
    ("modern_rain", 1.0),
    ("classic_inn", 1.0),
    ("firstperson_home", 0.82),
    ("wuxia_snow", 0.97),
    ("family_dinner", 0.52),
    ("noodle_shop", 0.97),
    ("office_rain", 0.92),
    ("xianxia_arena", 0.9),
    ("three_kingdoms", 0.95),
    ("kong_yiji", 0.95),
    ("farm_winter", 1.0),
    ("honglou", 0.88),
    ("phone_case", 0.95),
    ("school_rooftop", 0.92),
    ("journey_west", 0.95),
    ("village_meeting", 0.85),
    ("letter_tea", 1.0),
    ("hospital_night", 0.95),
    ("river_inn", 0.93),
    ("urban_cafe", 0.97),
    ("wuxia_pass", 0.84),
    ("kin_newyear", 0.58),
    ("minguo_visit", 0.96),
    ("police_night", 0.92),
    ("romance_garden", 0.84),  # the removed exchange model set a line right
    ("tw_office", 0.72),
    ("classic_court", 0.92),
    ("ho_family_house", 0.54),
    ("ho_wuxia_library", 0.38),
    ("ho_police_call", 0.65),
    ("ho_inn_physician", 0.65),
    ("ho_kitchen_rush", 0.71),
    ("ho_ferry_crossing", 0.8),
    ("ho_clinic_monday", 0.66),
    ("ho_teahouse_exam", 0.69),
    ("ho_snow_inn", 0.7),
    ("ho_tailor_shop", 0.53),
    ("ho2_classic_household", 0.97),
    ("ho2_village_family", 0.9),
    ("ho2_wuxia_road", 1.0),
    ("ho2_han_council", 1.0),
    ("ho3_city_romance", 0.90),
    ("ho3_hometown_first_person", 0.93),
    ("ho3_sect_trial", 0.88),
    ("ho3_three_kingdoms_council", 1.0),
    ("ho4_interrogation", 0.97),
    ("ho4_palace", 0.93),
    ("ho4_beiping_house", 0.95),
    ("ho4_campus_club", 0.93),
    ("ho5_office_meeting", 0.95),
    ("ho5_lake_tavern", 0.86),
    ("ho5_garden_poetry", 0.88),
    ("ho5_ship_bridge", 0.91),
    ("ho6_court_case", 0.97),
    ("ho6_border_fort", 0.91),
    ("ho6_spring_dinner", 0.86),
    ("ho6_ghost_rider", 0.84),
    ("ho7_silk_shop", 0.97),
    ("ho7_village_school", 0.88),
    ("ho7_shanghai_spy", 0.95),
    ("ho7_rain_romance", 0.97),
    ("ho8_gulong_duel", 0.88),
    ("ho8_er_night", 0.88),
    ("ho8_mountain_inn", 0.95),
    ("ho8_summer_kids", 0.95),
    ("ho9_village_funeral", 0.81),
    ("ho9_changan_wine", 0.95),
    ("ho9_startup_pitch", 0.9),
    ("ho9_hk_detective", 0.97),
    ("ho10_courtroom", 1.0),
    ("ho10_family_house_sale", 1.0),
    ("ho10_inner_chambers", 1.0),
    ("ho10_northeast_feast", 0.95),
    ("ho10_qing_piaohao", 0.97),
    ("ho10_trench_squad", 0.86),
    ("ho11_hotpot_friends", 0.95),
    ("ho11_jinyiwei", 0.93),
    ("ho11_sect_conclave", 0.97),
    ("ho11_taiwan_grandma", 0.86),
    ("ho11_villa_mystery", 1.0),
    ("ho11_xianxia_beast", 0.86),
    ("ho12_class_reunion", 0.88),
    ("ho12_factory_meeting", 1.0),
    ("ho12_first_person_move", 0.84),
    ("ho12_shanghai_lodging", 0.9),
    ("ho12_talent_show", 0.93),
    ("ho12_water_margin_inn", 0.82),
    ("ho13_board_meeting", 0.93),
    ("ho13_escort_ambush", 0.97),
    ("ho13_farmstay", 0.88),
    ("ho13_hk_chachaanteng", 0.93),
    ("ho13_lab_ai", 0.68),
    ("ho13_liaozhai_fox", 0.86),
    ("ho14_dorm_night", 0.8),
    ("ho14_fishing_village", 0.91),
    ("ho14_hospital_family", 0.91),
    ("ho14_night_taxi", 0.75),
    ("ho14_opera_troupe", 0.95),
    ("ho14_three_kingdoms_feast", 0.95),
    ("ho15_kindergarten", 0.81),
    ("ho15_mahjong_table", 0.95),
    ("ho15_mountain_rescue", 0.77),
    ("ho15_pirate_ship", 0.95),
    ("ho15_tang_poets", 0.88),
    ("ho15_wedding_planner", 0.84),
    ("ho16_apocalypse_store", 0.66),  # the removed exchange model set a line right
    ("ho16_ceo_romance", 0.81),
    ("ho16_esports_match", 0.93),
    ("ho16_farming_family", 0.91),
    ("ho16_ghost_dorm", 0.88),
    ("ho16_transmigration_palace", 0.88),
    ("ho17_animal_fable", 0.88),
    ("ho17_boot_camp", 0.86),
    ("ho17_county_officials", 0.97),
    ("ho17_murder_game", 0.9),
    ("ho17_qing_princesses", 0.88),
    ("ho17_shanghai_gang", 0.91),
    ("ho18_basketball_halftime", 0.86),
    ("ho18_journey_demon", 0.93),
    ("ho18_matchmaker", 0.93),
    ("ho18_parent_meeting", 0.93),
    ("ho18_system_voice", 0.74),
    ("ho18_tomb_raiders", 0.93),
    ("ho19_divorce_lawyer", 0.93),
    ("ho19_newsroom", 0.79),
    ("ho19_red_chamber_poetry", 0.95),
    ("ho19_space_station", 0.77),
    ("ho19_village_doctor", 0.88),
    ("ho19_wuxia_teahouse", 0.97),
    ("ho20_antique_shop", 0.93),
    ("ho20_bus_station", 0.88),
    ("ho20_hospital_night_shift", 0.82),
    ("ho20_jianghu_inn_brawl", 0.91),
    ("ho20_tea_plantation", 0.95),
    ("ho20_wedding_banquet_kin", 0.95),
    ("ho21_emei_nuns", 0.95),
    ("ho21_funeral_reunion", 0.88),
    ("ho21_guerrilla_village", 0.84),  # 「队长，你快走！」 had been taken for one acted on
    ("ho21_supermarket_shift", 0.95),
    ("ho21_three_suspects", 0.88),
    ("ho21_tokyo_students", 1.0),
    ("ho22_boxing_gym", 0.88),
    ("ho22_lantern_festival", 1.0),
    ("ho22_livestream_family", 0.88),
    ("ho22_mountain_temple", 0.8),
    ("ho22_opium_war_court", 0.93),
    ("ho22_startup_layoff", 0.93),
    ("ho23_dating_app", 0.9),
    ("ho23_desert_caravan", 0.79),
    ("ho23_exam_hall", 0.91),
    ("ho23_ferry_strike", 0.91),
    ("ho23_hair_salon", 0.95),
    ("ho23_palace_banquet", 0.97),
    ("ho24_new_year_dinner", 0.9),
    ("ho24_song_court_case", 0.9),
    ("ho24_starship_crew", 0.8),
    ("ho24_sword_manor", 0.85),
    ("ho24_taipei_clinic", 0.91),
    ("ho24_zhiqing_brigade", 0.9),
    ("ho25_film_set", 0.95),
    ("ho25_girls_dorm", 0.75),
    ("ho25_hk_funeral", 0.83),
    ("ho25_rickshaw_street", 0.93),
    ("ho25_scholar_satire", 0.88),
    ("ho25_sect_tournament", 0.7),  # a taunt had been taken for the cry of one acted on
    ("ho26_classroom", 0.95),
    ("ho26_detective_memoir", 0.97),
    ("ho26_gods_demons", 0.95),
    ("ho26_ny_restaurant", 0.93),
    ("ho26_river_escort", 0.86),
    ("ho26_village_mediation", 0.93),
    ("ho27_hakka_tea", 0.88),
    ("ho27_hotpot_proposal", 0.84),
    ("ho27_nursing_home", 0.93),
    ("ho27_online_game", 0.68),  # 老K的圣骑士: a game class, now a described knight
    ("ho27_tang_timetravel", 0.84),
    ("ho27_treasure_fleet", 0.8),
    ("ho28_blind_swordsman", 0.86),
    ("ho28_night_train", 0.81),
    ("ho28_salt_merchants", 0.93),
    ("ho28_taipei_newsroom", 0.86),
    ("ho28_twins_birthday", 0.73),
    ("ho28_yellow_turbans", 0.93),
    ("ho29_fishing_boat", 0.81),
    ("ho29_garden_poetry", 0.9),
    ("ho29_kangxi_court", 0.97),
    ("ho29_kowloon_noir", 0.95),
    ("ho29_mars_colony", 0.86),
    ("ho29_mountain_school", 0.77),
    ("ho30_barefoot_doctor", 0.88),
    ("ho30_kungfu_school", 0.88),
    ("ho30_library_mystery", 0.93),
    ("ho30_marriage_registry", 0.86),
    ("ho30_poet_exile", 0.93),
    ("ho30_warlord_banquet", 0.91),
    ("ho31_air_raid_shelter", 0.86),
    ("ho31_eastern_depot", 0.91),
    ("ho31_neon_courier", 0.68),
    ("ho31_peking_lecture", 0.84),
    ("ho31_sword_spirit", 0.73),
    ("ho31_temple_festival", 0.88),
    ("ho32_chan_master", 0.88),
    ("ho32_grandma_hospital", 0.95),
    ("ho32_night_market", 0.93),
    ("ho32_pirate_queen", 0.93),
    ("ho32_secret_cell", 0.84),
    ("ho32_zoo_night", 0.79),
    ("ho33_bandit_mountain", 0.89),
    ("ho33_county_football", 1.0),
    ("ho33_detective_di", 0.95),
    ("ho33_flood_rescue", 0.88),
    ("ho33_inn_ghost", 0.81),
    ("ho33_overtime_office", 0.9),
    ("ho34_grassland_storm", 0.88),
    ("ho34_nunnery", 0.93),
    ("ho34_prison_visit", 0.8),
    ("ho34_quiz_show", 0.72),
    ("ho34_stock_fever", 0.81),
    ("ho34_whampoa_cadets", 0.77),
    ("ho35_dunhuang_caves", 0.95),
    ("ho35_heavenly_court", 0.84),
    ("ho35_lighthouse", 0.68),
    ("ho35_small_town_cop", 0.84),
    ("ho35_tutoring_centre", 0.9),
    ("ho35_wedding_convoy", 0.77),
    ("ho36_bakery_morning", 0.95),
    ("ho36_painted_wall", 0.75),
    ("ho36_rooftop_band", 0.84),
    ("ho36_storyteller", 0.88),
    ("ho36_submarine", 0.86),
    ("ho36_tea_road", 0.9),
    ("ho37_imperial_kitchen", 0.81),
    ("ho37_moving_day", 0.73),
    ("ho37_robot_caretaker", 0.86),
    ("ho37_scholars_debate", 0.95),
    ("ho37_summit_push", 0.81),
    ("ho37_village_election", 0.84),
    ("ho38_ferry_crossing", 0.84),
    ("ho38_ghost_bride", 0.86),
    ("ho38_kaifeng_market", 0.88),
    # 0.84 until 一个…声音 in a closing tag became a voice (墙角里一个苍老的声音嘀咕道; +5 lines
    # in five texts): 帘后又有一个声音响起, the mistress after her maid, shares the maid's
    # 声音 label and is named with her
    ("ho38_poison_valley", 0.8),
    ("ho38_sisters_kitchen", 0.86),
    ("ho38_steel_mill", 0.88),
    ("ho39_border_outpost", 0.91),
    ("ho39_courier_station", 0.93),
    ("ho39_karaoke_night", 0.93),
    ("ho39_orphan_letter", 0.66),
    ("ho39_suzhou_painter", 0.95),
    ("ho39_tea_contest", 1.0),
    ("ho40_blind_massage", 0.97),
    ("ho40_campus_radio", 0.93),
    ("ho40_chess_park", 0.91),
    ("ho40_orchard_harvest", 0.95),
    ("ho40_poetess_salon", 0.95),
    ("ho40_yu_flood", 0.42),
    ("ho41_academy_disguise", 0.95),
    ("ho41_crosstalk_duo", 0.71),
    ("ho41_dragon_boat", 0.9),
    ("ho41_hospice_night", 0.88),
    ("ho41_qing_envoy", 0.88),
    ("ho41_wet_market", 0.9),
    ("ho42_courtroom", 0.88),
    ("ho42_daguanyuan_poetry", 0.93),
    ("ho42_family_dinner", 0.81),
    ("ho42_space_bridge", 0.75),
    ("ho42_taipei_night_market", 0.95),
    ("ho42_wuxia_snow_inn", 0.86),
    ("ho43_battlefield_challenge", 0.95),
    ("ho43_class_meeting", 0.91),
    ("ho43_livestream", 0.93),
    ("ho43_northeast_wedding", 0.95),
    ("ho43_shanghai_detective", 0.95),
    ("ho43_war_council", 0.93),
    ("ho44_cave_escape", 0.82),
    ("ho44_hk_tenement", 0.91),
    ("ho44_hutong_courtyard", 0.91),
    ("ho44_officials_banquet", 0.91),
    ("ho44_translated_dinner", 0.97),
    ("ho44_voice_messages", 0.88),
    ("ho45_forest_kids", 0.91),
    ("ho45_harem_intrigue", 0.95),
    ("ho45_heavenly_court", 0.93),
    ("ho45_huaben_storyteller", 0.93),
    ("ho45_opera_troupe", 0.9),
    ("ho45_taiwan_dorm", 0.84),
    ("ho46_divorce_mediation", 0.91),
    ("ho46_macau_casino", 0.77),
    ("ho46_shaanxi_land", 0.86),
    ("ho46_tibet_trek", 0.95),
    ("ho46_time_loop_office", 0.97),
    ("ho46_warring_states", 1.0),
    ("ho47_dinner_murder", 1.0),
    ("ho47_elf_fantasy", 0.86),
    ("ho47_hk_police_station", 0.9),
    ("ho47_jesuit_astronomer", 0.95),
    ("ho47_mountain_school", 0.88),  # the removed exchange model set a line right
    ("ho47_snow_forest_scouts", 0.95),
    ("ho48_haunted_stream", 0.53),
    ("ho48_locker_room", 0.66),
    ("ho48_palace_physician", 0.88),
    ("ho48_qiongyao_romance", 0.86),
    # 0.9 until 阿玲 was known as 慧玲 (「阿玲，多放一只鸡腿给他。」); the reply, from the man
    # given the drumstick, now goes to her as the one called (+8 lines in six other texts)
    ("ho48_singapore_hawker", 0.88),
    ("ho48_tokyo_revolutionaries", 1.0),
    ("ho49_bank_robbery", 0.77),
    ("ho49_ghost_marriage_tale", 0.93),
    ("ho49_kindergarten_parents", 0.97),
    ("ho49_mars_rover_team", 0.83),
    ("ho49_shaolin_disciples", 0.86),
    ("ho49_wenzhou_factory", 0.97),
    ("ho50_atayal_hunt", 0.91),
    ("ho50_ceo_romance", 0.8),
    ("ho50_group_therapy", 0.93),
    ("ho50_kids_journey_west", 0.95),
    ("ho50_shishuo_anecdotes", 0.76),
    ("ho50_warlord_school", 0.93),
    ("ho51_first_contact", 0.71),
    ("ho51_folk_song_duel", 0.79),
    ("ho51_laocan_travels", 0.95),
    ("ho51_military_village", 0.93),
    ("ho51_nursing_home", 0.93),
    ("ho51_shanghai_spies", 0.84),
    ("ho52_esports_stream", 0.81),
    ("ho52_night_fishing", 0.84),
    ("ho52_pirate_radio", 0.73),
    ("ho52_qing_court_trial", 1.0),
    ("ho52_taichung_clinic_family", 0.91),
    ("ho52_wine_merchants", 0.95),
    ("ho53_chivalrous_heroes", 0.91),
    ("ho53_double_corner_quotes", 0.9),
    ("ho53_hk_betting_shop", 0.84),
    ("ho53_letters_from_front", 0.88),
    ("ho53_teahouse_play", 0.97),  # the removed exchange model set a line right
    ("ho53_village_storyteller", 0.88),
    ("ho54_airport_delay", 0.9),
    ("ho54_beggar_sect", 0.88),
    ("ho54_hometown_return", 0.75),
    ("ho54_shanghai_drawing_room", 0.93),
    ("ho54_song_reform_debate", 0.88),
    ("ho54_tcm_clinic", 0.88),
    ("ho55_emperor_deathbed", 0.93),
    ("ho55_rooftop_chat", 0.86),
    ("ho55_salt_smugglers", 0.65),
    ("ho55_ship_mutiny", 0.91),
    ("ho55_taipei_bookstore", 0.84),
    ("ho55_village_cadre_meeting", 0.88),
    ("ho56_driving_lesson", 0.64),
    ("ho56_hk_high_court", 0.75),
    ("ho56_internet_cafe", 0.88),
    ("ho56_museum_heist", 0.86),
    ("ho56_penghu_fishermen", 0.95),
    ("ho56_tang_chuanqi", 0.9),
    ("ho57_miners_rescue", 0.79),
    ("ho57_mother_in_law_kitchen", 0.84),
    ("ho57_nine_tailed_fox", 0.79),
    ("ho57_silk_road_caravan", 0.9),
    ("ho57_tw_election_night", 0.93),
    ("ho57_yuan_zaju_inn", 0.95),
    ("ho58_chengdu_teahouse", 0.95),
    ("ho58_jianghu_letters", 1.0),
    ("ho58_ming_pirate_trial", 0.84),
    ("ho58_rural_wedding_banquet_cooks", 0.93),
    ("ho58_tw_night_shift", 0.66),
    ("ho58_xianxia_trial_ground", 0.86),
    ("ho59_besieged_city", 0.88),
    ("ho59_chaoshan_family", 0.88),
    ("ho59_japanese_mystery", 0.95),
    ("ho59_occupied_hongkong", 0.88),
    ("ho59_sports_day", 0.93),
    ("ho59_transmigrated_villainess", 0.88),
    ("ho60_archaeology_dig", 0.86),
    ("ho60_delivery_riders", 0.8),
    ("ho60_qing_kitchen_god", 0.93),
    ("ho60_song_ci_banquet", 0.91),
    ("ho60_tw_baseball", 0.73),
    ("ho60_wuxia_sisters", 0.93),
    ("ho61_border_checkpoint", 0.84),
    ("ho61_exam_hall_qing", 0.95),
    ("ho61_hk_cha_chaan_teng", 0.93),
    ("ho61_liaozhai_painter", 0.73),
    ("ho61_startup_layoffs", 0.97),
    ("ho61_tibetan_monastery", 0.9),
    ("ho62_hk_minibus", 0.93),
    ("ho62_qinhuai_boat", 0.95),
    ("ho62_sleeper_train_cards", 0.73),
    ("ho62_tw_temple_divination", 0.95),
    ("ho62_village_opera_kids", 0.97),
    ("ho62_zhuge_debate", 0.95),
    ("ho63_field_hospital_1951", 0.9),
    ("ho63_harbin_bakery", 0.97),
    ("ho63_liulaolao_feast", 1.0),
    ("ho63_pingshu_yangjia", 1.0),
    ("ho63_shanghai_dance_hall", 0.91),
    ("ho63_xinjiang_bazaar", 0.88),
    ("ho64_fengshen_debate", 0.95),
    ("ho64_jinyong_inn_fight", 0.95),
    ("ho64_scifi_generation_ship", 0.86),
    ("ho64_tw_school_sports", 0.8),
    ("ho64_wechat_family_crisis", 0.81),
    ("ho64_yuan_zaju_court", 1.0),
    ("ho65_gulong_duel_night", 0.82),
    ("ho65_hk_family_dimsum", 0.71),
    ("ho65_liaozhai_scholar_ghost", 0.93),
    ("ho65_mongolian_yurt", 0.93),
    ("ho65_police_procedural", 0.9),
    ("ho65_rural_wedding_dispute", 0.77),
    ("ho66_eileen_chang_family", 0.93),
    ("ho66_qing_officialdom", 0.97),
    ("ho66_tw_district_court", 0.88),
    ("ho66_weicheng_staffroom", 0.95),
    ("ho66_wuhan_breakfast", 0.95),
    ("ho66_xiyouji_cave", 0.95),
    ("ho67_campus_debate_team", 0.93),
    ("ho67_hospital_ward_night", 0.75),
    ("ho67_macau_fishing_family", 0.97),
    ("ho67_shuihu_jingyang", 0.9),
    ("ho67_tang_palace_intrigue", 0.93),  # 哪門子風 is no 门子: the maid alone says 奴婢
    ("ho67_xianxia_auction", 0.75),
    ("ho68_astronaut_capsule", 0.84),
    ("ho68_female_sect", 0.89),
    ("ho68_football_commentary", 0.86),
    ("ho68_grandpa_ghost_story", 0.88),
    ("ho68_hk_triad_talks", 0.93),
    ("ho68_honglou_maids", 0.93),
    ("ho69_kafka_office", 0.77),
    ("ho69_ming_scholar_exam_cheat", 0.95),
    ("ho69_northeast_bathhouse", 0.95),
    ("ho69_sanguo_bridge", 0.88),
    ("ho69_space_station_kids", 0.79),
    ("ho69_tw_night_market_family", 0.88),
    ("ho70_delivery_group_chat", 0.86),
    ("ho70_detective_train_murder", 0.92),
    ("ho70_fox_spirit_modern", 0.86),
    ("ho70_qing_imperial_exam_palace", 0.82),
    ("ho70_rural_tw_election", 0.95),
    ("ho70_song_ci_poets_exile", 0.88),
    ("ho71_hk_teahouse_1960s", 0.9),
    ("ho71_jiangnan_boat_wedding", 0.9),
    ("ho71_journey_to_west_heaven", 0.81),
    ("ho71_nursing_home_bingo", 0.88),
    ("ho71_startup_investor_call", 0.79),
    ("ho71_wuxia_poison_doctor", 0.88),
    ("ho72_hospital_emergency_tw", 0.77),
    ("ho72_mahjong_widows", 0.93),
    ("ho72_ming_naval_war", 0.86),
    ("ho72_singapore_coffeeshop", 1.0),
    ("ho72_tang_poet_tavern", 0.86),
    ("ho72_village_ghost_wedding", 0.74),
    ("ho73_beijing_hutong_wedding", 0.82),
    ("ho73_court_of_judge_bao", 0.88),
    ("ho73_esports_final_commentary", 0.79),
    ("ho73_liaozhai_painted_skin", 0.93),
    ("ho73_peasant_uprising_camp", 0.81),
    ("ho73_tw_aboriginal_hunt", 0.75),
    ("ho74_cyberpunk_chongqing", 0.68),
    ("ho74_factory_strike_1980s", 0.84),
    ("ho74_family_reunion_dinner_tw", 0.88),
    ("ho74_opera_backstage_tw", 0.86),
    ("ho74_qin_assassin", 0.93),
    ("ho74_xianxia_sect_exam", 0.71),
    ("ho75_han_court_debate", 0.7),
    ("ho75_minguo_tram", 0.63),
    ("ho75_rural_school_inspection", 0.88),
    ("ho75_sf_ai_courtroom", 0.79),
    ("ho75_tw_convenience_store", 0.86),
    ("ho75_wuxia_duel_bamboo", 0.72),
    ("ho76_ernv_yingxiong_inn", 0.93),
    ("ho76_jinping_household", 0.97),
    ("ho76_linhai_bandit_den", 0.86),
    ("ho76_translated_russian_salon", 0.9),
    ("ho76_xiaolin_jokes", 0.86),
    ("ho76_yanbian_korean_family", 0.91),
    ("ho77_biancheng_ferry_girl", 0.93),
    ("ho77_fanjin_exam_news", 0.95),
    ("ho77_holmes_translation", 0.77),
    ("ho77_naughty_kids_class", 0.82),
    ("ho77_scifi_pdc_meeting", 0.93),
    ("ho77_yanzi_chu_court", 0.9),
    ("ho78_beiping_romance_1920s", 0.86),  # (0.88 until 老趙 was read as the man he is: 叫他老趙)
    ("ho78_old_man_story", 0.59),
    ("ho78_popular_history_ming", 0.92),
    ("ho78_regiment_commander", 0.91),
    ("ho78_webnovel_son_in_law", 0.93),
    ("ho78_wulin_inn_sitcom", 0.84),
    ("ho79_four_generations_hutong", 0.91),
    ("ho79_land_reform_meeting", 0.82),
    ("ho79_light_novel_club", 0.62),
    ("ho79_malaysia_cny_family", 0.86),
    ("ho79_mulian_bianwen", 0.82),
    ("ho79_shanghai_flowers_wu", 0.84),
    ("ho80_beggar_chief_cooking", 0.93),
    ("ho80_boarding_house_dinner", 0.88),
    ("ho80_old_beijing_childhood", 0.8),
    ("ho80_provincial_standing_committee", 0.8),
    ("ho80_sign_language_family", 0.88),
    ("ho80_taiwan_japanese_era_village", 0.86),
    ("ho81_ahq_village", 0.93),
    ("ho81_concubine_daughter_household", 0.91),
    ("ho81_palace_rogue_wrestling", 0.95),
    ("ho81_shuihu_birthday_gifts", 0.81),
    ("ho81_sichuan_opera_troupe", 0.9),
    ("ho81_translated_magic_school", 0.86),
    ("ho82_beijing_slackers_1988", 0.86),
    ("ho82_belgian_detective_manor", 0.84),
    ("ho82_country_of_women", 1.0),
    ("ho82_loess_village_brothers", 0.91),
    ("ho82_sects_besiege_summit", 0.75),
    ("ho82_shanghai_tycoons_1930", 0.86),
    ("ho83_flying_swords_shushan", 0.86),
    ("ho83_four_wives_courtyard", 0.86),
    ("ho83_infinite_flow_dungeon", 0.8),
    ("ho83_little_monk_ferry", 0.93),
    ("ho83_macondo_generations", 0.8),
    ("ho83_yongzheng_prince_council", 0.95),
    ("ho84_magic_pencil_kids", 0.86),
    ("ho84_shanghai_lane_blossoms", 0.93),
    ("ho84_soviet_railway_workers", 0.88),
    ("ho84_tokyo_detective_interviews", 0.84),
    ("ho84_white_bone_demon", 0.95),
    ("ho84_yuefei_sworn_brothers", 0.93),
    ("ho85_foreign_firm_promotion", 0.82),
    ("ho85_new_year_sacrifice_maid", 0.91),
    ("ho85_opera_school_boys", 0.77),
    ("ho85_pharmacy_mansion_family", 0.91),
    ("ho85_seoul_office_romance", 0.79),
    ("ho85_village_teacher_stars", 0.75),
    ("ho86_barn_animals_translation", 0.82),  # no one acts in the last sentence: who did before
    ("ho86_chieftain_idiot_son", 0.88),
    ("ho86_golden_age_mountain", 0.63),  # no one acts in the last sentence: who did before
    ("ho86_red_sorghum_grandparents", 0.77),
    ("ho86_sahara_neighbours", 0.73),
    ("ho86_taipei_mahjong_salon", 0.97),
    ("ho87_campus_dorm_nicknames", 0.8),
    ("ho87_hidden_corner_kids", 0.83),
    ("ho87_hongmen_banquet", 0.81),
    ("ho87_renamed_tofu_seller", 0.97),
    ("ho87_sixth_patriarch_hall", 0.88),
    ("ho87_twenty_years_strange_sights", 0.93),
    ("ho88_nanjing_church_women", 0.86),
    ("ho88_sui_tang_heroes_inn", 0.93),
    ("ho88_town_brothers_comedy", 0.93),
    ("ho89_girl_detective_train", 0.88),
    ("ho89_immortal_master_disciples", 0.73),
    ("ho89_mountain_clinic_flood_night", 0.84),
    ("ho89_song_examiners_scandal", 0.86),
    ("ho89_tea_hill_song_contest", 0.86),
    ("ho89_tianjin_newspaper_1930", 0.81),
    ("ho90_busy_official_meetings", 0.88),
    ("ho90_cholon_herbal_shop", 0.95),
    ("ho90_cockpit_engine_failure", 0.86),
    ("ho90_hulan_river_grandpa", 0.86),
    ("ho90_sophia_diary_entries", 0.8),
    ("ho90_tianjin_folk_masters", 0.9),
    ("ho91_night_bus_depot_chongqing", 0.86),
    ("ho91_oroqen_hunters_camp", 0.84),
    ("ho91_shenzhen_stock_1992", 0.9),
    ("ho91_swordsman_drunk_monk", 0.84),
    ("ho91_translated_frontier_saloon", 0.84),
    ("ho91_zhuangzi_dialogues", 0.76),
    ("ho92_country_ball_sisters", 0.95),
    ("ho92_gao_family_mansion", 0.88),
    ("ho92_jigong_mad_monk", 0.9),  # review 29: a voice goes to one seen only in the next paragraph
    ("ho92_petersburg_investigator", 0.91),
    ("ho92_rebirth_1992_trader", 0.77),
    ("ho92_yilan_sandwich_man", 0.75),
    ("ho93_courtesan_jewel_box", 0.88),
    ("ho93_estate_cantonese_family", 0.88),
    ("ho93_hibiscus_town_stall", 0.93),
    ("ho93_river_town_boys", 0.8),
    ("ho93_spokesman_first_briefing", 0.6),
    ("ho93_xingshi_shrew_wife", 0.91),
    ("ho94_cat_narrator_translation", 0.9),
    ("ho94_mansion_before_the_storm", 0.62),
    ("ho94_rules_horror_apartment", 0.75),
    ("ho94_thatched_school_kids", 0.81),
    ("ho94_thenardier_style_inn", 0.79),
    ("ho94_white_snake_west_lake", 0.95),
    ("ho95_chekhov_dacha_evening", 0.88),
    ("ho95_ghost_city_prince", 0.95),
    ("ho95_gold_mountain_chinatown", 0.86),
    ("ho95_klondike_cabin", 0.84),
    ("ho95_soushen_strange_tales", 0.84),
    ("ho95_xihaigu_hui_village", 0.93),
    ("ho96_five_rats_kaifeng", 0.84),
    ("ho96_musketeers_duel_morning", 0.75),
    ("ho96_small_coal_pit_1990s", 0.9),
    ("ho96_student_in_japan_1921", 0.86),
    ("ho96_variety_show_shoot", 0.91),
    ("ho96_yuewei_cottage_notes", 0.84),
    ("ho97_deep_sea_station", 0.84),
    ("ho97_father_forgets_names", 0.97),
    ("ho97_gao_village_pig_monk", 0.97),
    ("ho97_keelung_ship_1949", 0.91),
    ("ho97_moorland_housekeeper_tale", 0.83),
    ("ho97_reformers_guild_hall_1898", 0.97),
    ("ho98_dongguan_factory_dorm", 0.79),
    ("ho98_errant_knight_inn", 0.84),
    ("ho98_harbin_emigre_bakery", 0.93),
    ("ho98_joseon_palace_physician", 0.75),
    ("ho98_mountain_travel_diary", 0.97),
    ("ho98_tulou_clan_meeting", 0.88),
    ("ho99_canton_hong_merchants", 0.88),
    ("ho99_mecha_academy_trial", 0.86),
    ("ho99_officers_mess_italy", 0.93),
    ("ho99_shouhuo_village_troupe", 0.86),
    ("ho99_thousand_nights_frame", 0.92),
    ("ho99_white_haired_sword_maiden", 0.91),
    ("ho100_forensic_autopsy_room", 0.77),
    ("ho100_liberated_village_marriage", 0.93),
    ("ho100_lukang_well_gossip", 0.93),
    ("ho100_shanghai_magazine_girls", 0.77),
    ("ho100_snow_country_hot_spring", 0.77),
    ("ho100_tinderbox_soldier", 0.75),
    ("ho101_alabama_courtroom_child", 0.77),
    ("ho101_alchemy_pill_contest", 0.79),
    ("ho101_miser_and_three_ghosts", 0.93),
    ("ho101_palace_rascal_wrestling", 0.93),
    ("ho101_retainer_sings_for_fish", 0.84),
    ("ho101_village_aunt_midwife", 0.83),
    ("ho102_bengal_postmaster", 0.9),
    ("ho102_envoy_and_courtesan", 0.95),
    ("ho102_guerrilla_boy_zhangga", 0.86),
    ("ho102_haunted_mall_livestream", 0.73),
    ("ho102_wooden_puppet_boy", 0.75),
    ("ho102_zhejiang_childhood_memoir", 0.88),
    ("ho103_forest_logging_camp", 0.71),
    ("ho103_four_sisters_christmas", 0.95),
    ("ho103_roadside_betel_nut_stand", 0.73),
    ("ho103_script_murder_game", 0.9),
    ("ho103_warring_states_fables", 0.72),
    ("ho103_yunnan_rubber_farm", 0.91),
    ("ho104_fog_harbor_investigators", 0.95),
    ("ho104_mencius_and_the_king", 0.9),
    ("ho104_nordic_interrogation_room", 0.72),
    ("ho104_peony_garden_tutor", 0.91),
    ("ho104_peoples_park_marriage_market", 0.77),
    ("ho104_three_gorges_relocation", 0.88),
    ("ho105_borrowed_necklace_couple", 0.71),
    ("ho105_errenzhuan_village_stage", 0.9),
    ("ho105_film_dubbing_studio", 0.88),
    ("ho105_master_and_disciples", 0.95),
    ("ho105_penang_nyonya_kitchen", 0.88),
    ("ho105_special_agent_in_qin", 0.91),
    ("ho106_dust_bowl_family_truck", 0.88),
    ("ho106_executioner_in_law", 0.9),
    ("ho106_female_coroner_case", 0.88),
    ("ho106_oil_seller_and_courtesan", 0.84),
    ("ho106_taiwan_conscript_barracks", 0.8),
    ("ho106_what_confucius_never_spoke", 0.77),
    ("ho107_bride_price_quarrel", 0.86),
    ("ho107_cold_war_berlin_safehouse", 0.65),
    ("ho107_layoff_meeting_room", 0.84),
    ("ho107_principal_office_parents", 0.77),
    ("ho107_shu_camp_night_council", 0.93),
    ("ho107_snowbound_inn_strangers", 1.0),
    ("ho108_county_hospital_night", 0.93),
    ("ho108_guangzhou_yumcha_sunday", 0.75),
    ("ho108_kolkhoz_harvest_meeting", 0.86),
    ("ho108_liangshan_tavern_spy", 0.84),  # 翻江鱷 is named only in the 回 title
    ("ho108_library_seat_romance", 0.88),
    ("ho108_qianlong_southern_tour", 0.9),
    ("ho109_buddenbrook_family_dinner", 0.93),
    ("ho109_colony_ship_assembly", 0.88),
    ("ho109_meinong_tobacco_harvest", 0.9),
    ("ho109_old_detective_teahouse", 1.0),
    ("ho109_pilgrims_at_river_spirit", 0.97),
    ("ho109_scholar_and_flower_spirit", 0.84),
    ("ho110_drawing_room_reveal", 0.82),
    ("ho110_ferry_town_boatman", 0.97),
    ("ho110_military_village_family", 0.97),
    ("ho110_palace_harem_intrigue", 0.86),
    ("ho110_scholar_passes_exam", 0.93),
    ("ho110_stock_exchange_boardroom", 0.95),
    ("ho111_campus_dorm_quarrel", 0.85),
    ("ho111_fox_spirit_temple", 0.75),
    ("ho111_hong_kong_police_station", 0.97),
    ("ho111_night_shift_taxi", 0.88),
    ("ho111_russian_village_priest", 0.95),
    ("ho111_sanguo_envoy_tent", 0.95),
    ("ho112_honglou_birthday_feast", 0.93),
    ("ho112_hunting_lodge_argument", 0.86),
    ("ho112_liaozhai_painted_skin", 0.88),
    ("ho112_northeast_village_winter", 0.89),
    ("ho112_spaceship_bridge_mutiny", 0.86),
    ("ho112_startup_investor_pitch", 0.84),
    ("ho113_cultural_revolution_meeting", 0.84),
    ("ho113_esports_team_bootcamp", 0.93),
    ("ho113_kaifeng_judge_bao", 0.9),
    ("ho113_london_fog_governess", 0.77),
    ("ho113_shaoxing_wine_shop", 0.86),
    ("ho113_water_margin_tavern_brawl", 0.97),
    ("ho114_divorce_mediation_room", 0.86),
    ("ho114_fengshen_immortals_duel", 0.84),
    ("ho114_infinite_flow_dungeon", 0.93),
    ("ho114_tibetan_pasture_family", 0.8),
    ("ho114_whaling_ship_deck", 0.9),
    ("ho114_yangzhou_salt_merchants", 0.97),
    ("ho115_guizhou_one_room_school", 0.88),
    ("ho115_paris_salon_balzac", 0.9),
    ("ho115_shanghai_alley_neighbours", 0.88),
    ("ho115_shiji_hongmen_banquet", 0.86),
    ("ho115_taipei_coffee_shop_romance", 0.82),
    ("ho115_tomb_raider_expedition", 0.93),
    ("ho116_courtroom_drama_translated", 0.72),
    ("ho116_hakka_tea_hill_1950s", 0.88),
    ("ho116_jin_ping_mei_courtyard", 0.95),
    ("ho116_kolyma_barracks_night", 0.77),
    ("ho116_nursing_home_visit", 0.72),
    ("ho116_wuxia_sect_assembly", 0.9),
    ("ho117_apocalypse_shelter_vote", 0.86),
    ("ho117_county_official_petition", 0.93),
    ("ho117_dream_pavilion_opera_troupe", 1.0),
    ("ho117_hualien_aboriginal_village", 0.81),
    # 0.9 until 比 made the one compared with no subject (+6 lines in five texts):
    # 比卡普尔太太大四岁 no longer puts her in the scene, and one untagged reply alternates
    # elsewhere
    ("ho117_mumbai_family_wedding", 0.88),
    ("ho117_zuozhuan_siege_council", 0.81),
    ("ho118_fishing_village_typhoon", 0.86),
    ("ho118_gothic_manor_seance", 0.86),
    ("ho118_heavenly_court_satire", 0.88),
    ("ho118_online_dating_chat", 0.79),
    ("ho118_qing_detective_di", 0.95),
    ("ho118_shenzhen_factory_strike", 0.97),
    ("ho119_arctic_research_station", 0.77),
    ("ho119_hospital_emergency_shift", 0.9),
    ("ho119_lunyu_disciples_river", 0.93),
    ("ho119_rickshaw_puller_beijing", 0.88),
    ("ho119_spanish_civil_war_cave", 0.86),
    ("ho119_time_travel_palace_maid", 0.88),
    ("ho120_jiangnan_silk_family_feud", 0.93),
    ("ho120_kindergarten_parents_group", 0.97),
    ("ho120_submarine_control_room", 0.77),
    ("ho120_xianxia_alchemy_auction", 0.66),
    ("ho120_yellow_river_boatmen", 0.95),
    ("ho120_zhiguai_fox_wife", 0.91),
    ("ho121_dickens_debtors_prison", 0.95),
    ("ho121_grassland_wolf_totem", 0.9),
    ("ho121_macau_casino_night", 0.91),
    ("ho121_school_bus_kids", 0.88),
    ("ho121_soushen_well_dragon", 0.63),
    ("ho121_tang_envoy_tibetan_court", 0.75),
    ("ho122_cyber_detective_neon", 0.91),
    ("ho122_mencius_well_field", 0.88),
    ("ho122_ming_eunuch_tribunal", 0.82),
    ("ho122_pingtan_storyteller", 0.95),
    ("ho122_tolstoy_ballroom", 0.77),
    ("ho122_village_doctor_barefoot", 0.8),
    ("ho123_beijing_hutong_demolition", 0.95),
    ("ho123_faulkner_family_wake", 0.97),
    ("ho123_imperial_exam_candidates", 0.97),
    ("ho123_liao_zhai_actor_ghost", 0.93),
    ("ho123_livestream_sales_room", 0.95),
    ("ho123_sichuan_teahouse_storm", 0.84),
    ("ho124_eileen_chang_mahjong", 0.95),
    ("ho124_football_locker_room", 0.86),
    ("ho124_guangxi_river_market", 0.9),
    ("ho124_han_feizi_court_debate", 0.9),
    ("ho124_kafka_castle_office", 0.84),
    ("ho124_monk_journey_desert", 0.7),
    ("ho125_coal_town_union_1980s", 0.91),
    ("ho125_dumas_count_dinner", 0.82),
    ("ho125_nanyang_rubber_estate", 0.75),
    ("ho125_rebirth_ceo_revenge", 0.91),
    ("ho125_wuxia_poison_valley", 0.88),
    ("ho125_yijian_zhi_tales", 0.71),
    ("ho126_chinese_restaurant_paris", 0.88),
    ("ho126_fairy_tale_animals", 0.72),
    ("ho126_jane_austen_proposal", 0.95),
    ("ho126_nuclear_test_base_1964", 0.78),
    ("ho126_tainan_temple_festival", 0.84),
    ("ho126_three_kingdoms_zhuge_debate", 0.97),
    ("ho127_airport_delay_strangers", 0.86),
    ("ho127_hk_public_estate_family", 0.93),
    ("ho127_korean_drama_hospital", 0.86),
    ("ho127_qilu_village_wedding_feud", 0.88),
    ("ho127_shijing_court_banquet", 0.86),
    ("ho127_song_dynasty_tea_contest", 0.87),
    ("ho128_game_dev_crunch", 0.97),
    ("ho128_lighthouse_keeper_island", 0.77),
    ("ho128_moscow_communal_kitchen", 0.95),
    ("ho128_qing_salt_smugglers", 0.97),
    ("ho128_tang_legend_red_thread", 0.91),
    ("ho128_village_election_2000s", 0.88),
    ("ho129_henan_village_funeral", 1.0),
    ("ho129_lu_you_family_letters", 0.95),
    ("ho129_mecha_pilot_cockpit", 0.64),
    ("ho129_republican_warlord_banquet", 0.9),
    ("ho129_suspense_hostage_bank", 0.8),
    ("ho129_victorian_orphanage", 0.76),
    ("ho130_chekhov_ward_six", 0.86),
    ("ho130_delivery_rider_rain", 0.73),
    ("ho130_fengyun_sword_pavilion", 0.73),
    ("ho130_jade_carver_workshop", 0.9),
    ("ho130_yuan_zaju_courtroom", 0.86),
    ("ho130_zhangzai_school_debate", 0.7),
    ("ho131_arctic_whaler_inuit", 0.71),
    ("ho131_high_school_gaokao_eve", 0.8),
    ("ho131_liezi_fables", 0.71),
    ("ho131_qing_court_physician_family", 0.93),
    ("ho131_shanghai_jazz_age_club", 0.77),
    ("ho131_taiwan_night_market_stall", 0.91),
    ("ho132_campus_detective_club", 0.9),
    ("ho132_hanshu_envoy_xiongnu", 0.64),
    ("ho132_maugham_colonial_club", 0.76),
    ("ho132_ming_pirate_negotiation", 0.91),
    ("ho132_wedding_photographer_day", 0.93),
    ("ho132_yunnan_tea_caravan", 0.84),
    ("ho133_baker_street_client", 0.77),
    ("ho133_dostoevsky_investigator", 0.93),
    ("ho133_jinghuayuan_women_kingdom", 0.9),
    ("ho133_kunming_wartime_teahouse", 0.97),
    ("ho133_light_novel_guild", 0.77),
    ("ho133_zizhi_fujian_council", 0.75),
    ("ho134_army_regiment_command", 0.91),
    ("ho134_gao_mansion_family", 0.91),
    ("ho134_hk_1960s_romance", 0.97),
    ("ho134_pingpong_national_team", 0.88),
    ("ho134_tang_biji_anecdotes", 0.88),
    ("ho134_twain_river_boys", 0.84),
    ("ho135_cooking_contest_show", 0.97),
    ("ho135_haishanghua_wu_dialect", 0.9),
    ("ho135_higashino_detective_visit", 0.86),
    ("ho135_marquez_family_house", 0.86),
    ("ho135_palace_museum_restorers", 0.93),
    ("ho135_wu_court_chibi_debate", 0.78),  # 張昭 opens only the 回 title
    ("ho136_1980s_rebirth_village", 0.75),
    ("ho136_lienu_zhuan_mothers", 0.74),
    ("ho136_lok_ma_chau_customs", 0.86),
    ("ho136_naples_two_friends", 0.86),
    ("ho136_steinbeck_bunkhouse", 0.97),
    ("ho136_zhang_henshui_singer", 0.93),
    ("ho137_dali_temple_investigators", 0.88),
    ("ho137_gogol_landowner_visit", 0.88),
    ("ho137_little_prince_planets", 0.84),
    ("ho137_oilfield_drilling_crew", 0.91),
    ("ho137_qing_case_depositions", 0.93),
    ("ho137_taipei_people_salon", 0.93),
    ("ho138_arabian_nights_frame", 0.95),
    ("ho138_beiping_occupied_family", 1.0),
    ("ho138_budaixi_puppet_troupe", 0.77),
    ("ho138_dongzhou_lieguo_court", 0.93),
    ("ho138_soseki_country_teacher", 0.79),
    ("ho138_weiqi_commentary_room", 0.86),
    ("ho139_anti_fraud_police_call", 0.8),
    ("ho139_hk_triad_tea_meeting", 0.91),
    ("ho139_hulan_river_childhood", 0.86),
    ("ho139_malgudi_schoolboys", 0.84),
    ("ho139_mingshi_hai_rui_memorial", 0.86),
    ("ho139_tolkien_hobbit_council", 0.72),
    ("ho140_guoyu_goujian_council", 0.82),
    ("ho140_macau_1999_family", 0.93),
    ("ho140_maigret_interrogation", 0.68),
    ("ho140_transmigrated_villainess", 0.88),
    ("ho140_twelve_chairs_swindlers", 0.77),
    ("ho140_wangshuo_beijing_youths", 0.88),
    ("ho141_ai_lab_night_shift", 0.64),
    ("ho141_chongqing_hotpot_family", 0.93),
    ("ho141_orwell_farm_meeting", 0.53),
    ("ho141_sanyan_pearl_shirt", 0.97),
    ("ho141_shuihu_song_jiang_exile", 0.86),
    ("ho141_taiwan_election_campaign", 0.95),
    ("ho142_grassland_herders_vet", 0.84),
    ("ho142_hk_wuxia_radio_drama", 0.73),
    ("ho142_le_carre_debrief", 0.93),
    ("ho142_shenzhen_startup_pivot", 0.75),  # 所有人 is a group now: 他 reads elsewhere
    ("ho142_wei_jin_pure_talk", 0.77),
    ("ho142_xiyouji_flaming_mountain", 0.91),
    ("ho143_fushengliuji_couple", 0.77),
    ("ho143_qin_court_xunzi_debate", 0.92),
    ("ho143_space_station_rescue", 0.75),
    ("ho143_tw_convenience_store_night", 0.9),
    ("ho143_xinjiang_bazaar_family", 0.75),
    ("ho143_zola_mine_strike", 1.0),
    ("ho144_dunhuang_mural_restorers", 0.84),
    ("ho144_hongloumeng_crab_feast", 0.86),
    ("ho144_hospital_pediatric_ward", 0.84),
    ("ho144_kaifeng_song_night_market", 0.91),
    ("ho144_lu_xun_wine_shop_friends", 0.77),
    ("ho144_wodehouse_butler_scheme", 0.81),
    ("ho145_ecommerce_warehouse_618", 0.84),
    ("ho145_hemingway_cafe_waiters", 0.66),
    ("ho145_liaozhai_ying_ning", 0.79),
    ("ho145_sanguo_changban_bridge", 0.75),
    ("ho145_tw_temple_fortune_teller", 0.8),
    ("ho145_village_school_reunion", 0.93),
    ("ho146_beijing_taxi_olympics", 0.77),
    ("ho146_chekhov_cherry_orchard", 0.9),
    ("ho146_hanfeizi_fables_court", 0.9),
    ("ho146_hk_cha_chaan_teng_morning", 1.0),
    ("ho146_kindergarten_teacher_day", 0.86),
    ("ho146_wuxia_escort_agency", 0.9),
    ("ho147_camel_xiangzi", 0.86),
    ("ho147_don_quixote_inn", 0.95),
    ("ho147_dumas_musketeers", 0.93),
    ("ho147_huangchunming_village", 0.91),
    ("ho147_laocan_travels", 0.95),
    ("ho147_zuozhuan_chonger", 0.97),
    ("ho148_huozhe_fugui", 0.83),
    ("ho148_les_miserables_bishop", 0.93),
    ("ho148_rulin_du_shaoqing", 0.91),
    ("ho148_shiji_lian_lin", 0.93),
    ("ho148_singapore_hawker_family", 0.95),
    ("ho148_weicheng_engagement", 0.83),
    ("ho149_bailuyuan_clan", 0.85),
    ("ho149_dou_e_yuan", 0.93),
    ("ho149_jinyong_peach_island", 0.88),
    ("ho149_leiyu_zhou_house", 0.74),
    ("ho149_madame_bovary", 0.81),
    ("ho149_ordinary_world_mine", 0.84),
    ("ho150_liaozhai_flower_spirits", 0.93),
    ("ho150_luding_wei_xiaobao", 0.8),
    ("ho150_qingcheng_love", 0.93),
    ("ho150_red_sorghum_winery", 0.91),
    ("ho150_robinson_friday", 0.82),
    ("ho150_wives_concubines_garden", 0.93),
    ("ho151_chengnan_yingzi", 0.8),
    ("ho151_dazhaimen_pharmacy", 0.97),
    ("ho151_huck_raft", 0.86),
    ("ho151_monte_cristo_chateau_if", 0.79),
    ("ho151_song_ci_autopsy", 0.9),
    ("ho151_xiangxiang_wenyan_tiger", 0.88),
    ("ho152_gatsby_party", 0.9),
    ("ho152_henan_matchmaking_liu", 0.95),
    ("ho152_niehaihua_envoy_wife", 0.97),
    ("ho152_santi_red_coast", 0.97),
    ("ho152_tara_plantation", 0.95),
    ("ho152_xixiang_hongniang", 0.91),
    ("ho153_chen_huansheng_town", 0.97),
    ("ho153_hedian_ghost_village", 0.93),
    ("ho153_lin_shu_camille", 0.9),
    ("ho153_murakami_jazz_bar", 0.86),  # review 26: 她 by him counts only if he went there
    ("ho153_tess_dairy_farm", 0.86),
    ("ho153_yishu_hk_office", 0.79),
    ("ho154_anne_green_gables", 0.9),
    ("ho154_haiziwang_first_person", 0.95),
    ("ho154_heidi_alps", 0.93),
    ("ho154_paian_oranges_merchant", 0.77),
    ("ho154_sanmao_street_urchin", 0.91),
    ("ho154_shediao_mongol_steppe", 0.82),
    ("ho155_agatha_vicarage_tea", 0.8),
    ("ho155_chizi_wuhan_alley", 0.77),
    ("ho155_guoyu_qi_huan_gong", 1.0),
    ("ho155_jiuwei_guishi_shanghai", 0.91),
    ("ho155_oliver_twist_workhouse", 0.95),
    ("ho155_xiaoyao_tianlong_cave", 0.86),
    ("ho156_dream_red_mansion_jia_zheng", 0.9),
    ("ho156_kite_runner_kabul", 0.86),
    ("ho156_nanyang_tin_mine_1930", 0.73),
    ("ho156_silent_spring_lab_2030", 0.95),
    ("ho156_tuer_shen_sold_rabbit", 0.88),
    ("ho156_zhanguoce_su_qin", 0.79),
    ("ho157_baigong_lady_white_hair", 0.88),
    ("ho157_brothers_karamazov_monastery", 0.88),
    ("ho157_liaozhai_lianxiang_wenyan", 0.7),
    ("ho157_ordinary_hospital_intern", 0.81),
    ("ho157_taiwan_hakka_tea_wedding", 0.93),
    ("ho157_xiangzi_style_beiping_police", 0.68),
    ("ho158_copperfield_aunt_betsey", 0.9),
    ("ho158_hongyan_zhazidong", 0.86),
    ("ho158_qingyunian_style_poetry", 0.77),
    ("ho158_wa_gugu_midwife", 0.81),  # no one acts in the last sentence: who did before
    ("ho158_xiaoao_golden_basin", 0.95),
    ("ho158_xu_sanguan_blood", 0.86),
    ("ho159_genji_heian_court", 0.92),
    ("ho159_jane_eyre_thornfield", 0.95),
    ("ho159_renshijian_zhou_family", 0.88),
    ("ho159_rulin_yan_jiansheng", 0.86),
    ("ho159_shigongan_huang_tianba", 0.9),
    ("ho159_weisili_first_person", 0.86),
    ("ho160_changhenge_shanghai_1946", 0.81),
    ("ho160_guimi_nighthawks", 0.86),
    ("ho160_jiufen_mining_family", 0.86),
    ("ho160_qiludeng_prodigal_son", 0.93),
    ("ho160_shiji_han_xin_general", 0.88),
    ("ho160_two_cities_wine_shop", 0.84),
    ("ho161_du_shiniang_jewel_box", 0.88),
    ("ho161_fanhua_shanghai_1990s", 0.91),
    ("ho161_folding_beijing_laodao", 0.86),
    ("ho161_gulliver_lilliput", 0.81),
    ("ho161_luxiaofeng_embroidery", 0.81),
    ("ho161_shoujie_little_monk", 0.81),
    ("ho162_christie_soldier_island", 0.75),
    ("ho162_dulala_office_promotion", 0.76),
    ("ho162_qinqiang_qingfeng_street", 1.0),
    ("ho162_sanguozhi_longzhong", 0.86),
    ("ho162_xiyouji_two_monkeys", 0.77),
    ("ho162_yitian_spirit_snake_island", 0.93),
    ("ho163_hk_dse_tutor_room", 0.84),
    ("ho163_houhanshu_ban_chao", 0.79),
    ("ho163_lu_yao_rensheng", 0.88),
    ("ho163_notre_dame_court_of_miracles", 0.86),
    ("ho163_shendiao_ancient_tomb", 0.9),
    ("ho163_wang_xiaobo_golden_age", 0.83),
    ("ho164_conan_villa_case", 0.88),
    ("ho164_fengshen_nezha_sea", 0.86),
    ("ho164_guangzhou_wholesale_market", 0.88),
    ("ho164_lu_xun_ah_q_trial", 0.84),
    ("ho164_minguo_literati_dinner", 0.93),
    ("ho164_war_and_peace_salon", 0.86),
    ("ho165_dazai_setting_sun", 0.7),
    ("ho165_dorian_gray_studio", 0.95),
    ("ho165_jinling_church_1937", 0.86),
    ("ho165_qiwang_zhiqing_train", 0.9),
    ("ho165_xingshi_yinyuan_shrew", 0.93),
    ("ho165_yiju_yanjin_tofu", 0.97),
    ("ho166_fathers_sons_turgenev", 0.75),
    # 0.91 until 比 made the one compared with no subject (+6 lines in five texts): 比哈丁想象的
    # no longer puts that one in the scene, and one untagged reply alternates elsewhere
    ("ho166_foundation_council", 0.88),
    # 0.84 until 那人 after 一个白净面皮的中年汉子 became that newcomer (+9 lines in five
    # texts): he is now 汉子, a head the gold (中年汉子, 那人) does not list
    ("ho166_juxianzhuang_feast", 0.79),
    ("ho166_wang_meng_district_office", 0.88),
    ("ho166_wuthering_nelly", 0.91),
    ("ho166_yumi_village_sisters", 0.86),
    ("ho167_catcher_holden", 0.68),
    ("ho167_erguna_evenki_first_person", 0.88),  # 红胡子的安达 acts as 安达 (蹬三轮的李三)
    ("ho167_red_and_black_julien", 0.86),
    ("ho167_wen_ruian_constables", 0.79),
    ("ho167_zibuyu_ghost_tales", 0.81),
    ("ho167_zombie_city_squad", 0.86),
    ("ho168_caofangzi_village_school", 0.95),
    ("ho168_charlottes_web_barn", 0.86),
    ("ho168_hanhan_school_satire", 0.85),
    ("ho168_juancun_military_village", 0.9),
    ("ho168_nemo_nautilus", 0.95),
    ("ho168_pengong_case_trial", 0.93),
    ("ho169_hk_cantonese_minibus", 0.84),
    ("ho169_jiangxi_red_army_1934", 0.81),
    ("ho169_jin_gu_qiguan_tale", 0.95),
    ("ho169_metamorphosis_family", 0.81),
    ("ho169_old_man_and_sea", 0.56),
    ("ho169_xiangsheng_teahouse", 0.93),
    ("ho170_baiyu_parables", 0.79),
    ("ho170_igbo_village_elders", 0.79),
    ("ho170_joseph_brothers", 0.7),
    ("ho170_narnia_siblings", 0.95),
    ("ho170_rouge_ghost_hk", 0.84),
    ("ho170_taohuashan_nanming", 0.95),
    ("ho171_decameron_villa", 0.87),
    ("ho171_eight_immortals_sea", 0.9),
    ("ho171_grandet_miser", 0.93),
    ("ho171_rebecca_manor", 0.84),
    ("ho171_stagecoach_1870", 0.79),
    ("ho171_two_swordsmen_danmei", 0.77),
    ("ho172_don_cossacks", 0.73),
    ("ho172_huawei_meetings", 0.9),
    ("ho172_restaurant_many_orders", 0.88),
    ("ho172_treasure_island_jim", 0.75),
    ("ho172_xiangxi_corpse_driver", 0.81),
    ("ho172_xiangxue_train_stop", 0.93),
    ("ho173_eighty_days", 0.86),
    ("ho173_feidu_xian", 0.91),
    ("ho173_gadfly_padre", 0.93),
    ("ho173_ganxiao_memoir", 0.79),
    ("ho173_shuanglong_kou_xu", 0.9),
    ("ho173_totto_chan_school", 0.79),
    ("ho174_camus_stranger_trial", 0.84),
    ("ho174_langya_mei_changsu", 0.86),
    ("ho174_million_pound_note", 0.81),
    ("ho174_pipilu_siblings", 0.86),
    ("ho174_urban_soldier_bar", 0.75),
    ("ho174_venice_merchant_court", 0.75),
    ("ho175_cute_baby_ceo", 0.77),
    ("ho175_heike_monogatari", 0.76),
    ("ho175_lvye_xianzong", 0.97),
    ("ho175_orwell_1984", 0.87),
    ("ho175_shengsi_donkey", 0.81),
    ("ho175_xueshan_tellers", 0.97),
    ("ho176_comala_voices", 0.6),
    ("ho176_great_expectations", 0.79),
    ("ho176_richu_chen_bailu", 1.0),
    ("ho176_song_female_merchant", 0.91),
    ("ho176_thorn_birds", 0.95),
    ("ho176_zhenghongqi_manchu", 0.77),
    ("ho177_banzhuren_scar", 0.79),
    ("ho177_doupo_yaolao", 0.75),
    ("ho177_inspector_general", 0.9),
    ("ho177_qingchun_zhige", 0.86),
    ("ho177_vanity_fair_becky", 0.81),
    ("ho177_xiaoshidai_girls", 0.9),
    ("ho178_dune_gom_jabbar", 0.95),
    ("ho178_hunter_notes", 0.62),
    ("ho178_izu_dancer", 0.9),
    ("ho178_li_youcai_banhua", 0.95),
    ("ho178_on_the_road", 0.95),
    ("ho178_yetan_suilu", 0.84),
    ("ho179_fanghua_troupe", 0.68),
    ("ho179_guimi_tarot_club", 0.86),
    ("ho179_hard_times", 0.63),
    ("ho179_heart_of_darkness", 0.78),
    ("ho179_jianghu_qixia", 0.88),
    ("ho179_liangzhu_school", 0.97),
    ("ho180_jiazhuang_niuche", 0.79),
    ("ho180_liang_fengyi_finance", 0.74),
    ("ho180_master_margarita", 0.91),
    ("ho180_pinzui_zhang_damin", 0.88),
    ("ho180_pipa_ji", 0.88),
    ("ho180_scarlet_letter", 0.55),  # 狱卒 was wrongly read as the stranger
    ("ho181_alice_mad_tea_party", 0.86),
    ("ho181_baofeng_zhouyu_meeting", 0.88),
    ("ho181_camellia_lady", 0.95),
    ("ho181_idol_variety_show", 0.9),
    ("ho181_mockingbird_courtroom", 0.95),
    ("ho181_ziye_stock_exchange", 1.0),
    ("ho182_chuangye_shi_village", 0.95),
    ("ho182_ivanhoe_tournament", 0.88),
    ("ho182_shinsengumi_kyoto", 0.97),
    ("ho182_shuotang_wagang", 0.97),
    ("ho182_steel_pavel_tonya", 0.93),  # the title “骑士与玫瑰” now holds a knight
    ("ho182_wuxia_liang_yusheng", 0.93),
    ("ho183_anna_karenina_oblonsky", 0.9),
    ("ho183_danao_jishi", 0.81),
    ("ho183_guanchang_xianxingji", 0.9),
    ("ho183_hanye_chongqing", 0.88),
    ("ho183_moby_dick_quarterdeck", 0.81),
    ("ho183_zhiqing_yunnan_farm", 0.79),
    ("ho184_catch22_hospital", 0.81),
    ("ho184_chunhyang_korean_tale", 0.81),
    ("ho184_gorky_childhood", 0.95),
    ("ho184_qiuran_ke_zhuan", 0.78),
    ("ho184_quick_transmigration_system", 0.59),
    ("ho184_tom_jones_squire", 0.8),
    # 0.9 until 那人 after 一个卖茶的男人 became that newcomer (+9 lines in five texts): he is
    # now 男人, a head the gold (卖茶的男人, 那人) does not list
    ("ho185_alchemist_desert", 0.88),
    ("ho185_bawang_bieji_troupe", 0.7),
    ("ho185_bel_ami_newsroom", 0.79),
    ("ho185_jinfen_shijia", 1.0),
    ("ho185_tiedao_youjidui", 0.86),
    ("ho185_xingzhen_interrogation", 0.8),
    ("ho186_apocalypse_base_building", 0.77),
    ("ho186_bell_tolls_cave", 0.79),
    ("ho186_hongkong_tea_restaurant", 0.84),
    ("ho186_jiangjun_zu", 0.68),
    ("ho186_secret_garden_misselthwaite", 0.97),
    ("ho186_xiyou_buddhist_debate", 0.93),
    ("ho187_hongqipu_bell", 0.9),
    ("ho187_jinghua_yanyun_mulan", 0.95),
    ("ho187_middlemarch_dinner", 0.86),
    ("ho187_western_front_dugout", 0.77),
    ("ho187_xue_rengui_zhengdong", 0.97),
    ("ho187_zhivago_railway_car", 0.79),
    ("ho188_godfather_wedding_study", 0.67),
    ("ho188_lvhuashu_camp_cook", 0.93),
    ("ho188_nawu_beijing_tabloid", 0.97),
    ("ho188_qiao_factory_director", 0.97),
    ("ho188_suna_detective_tohoku", 1.0),
    ("ho188_suzhou_gourmet", 0.86),
    ("ho189_captains_daughter_inn", 0.86),
    ("ho189_christmas_carol_counting_house", 0.8),
    ("ho189_milky_way_railroad", 0.77),
    ("ho189_pingyao_zhuan_egg_monk", 0.93),
    ("ho189_soldiers_sortie_squad", 0.83),
    ("ho189_yidi_jimao_household", 0.9),
    ("ho190_danuonan_melon_farmers", 0.86),
    ("ho190_good_soldier_svejk", 0.95),
    ("ho190_midnight_diner_tokyo", 0.88),
    ("ho190_renmin_mingyi_committee", 0.81),
    ("ho190_white_tower_hospital", 0.72),
    ("ho190_wohu_canglong_jade_dragon", 0.86),
    ("ho191_jiuweigui_courtesan_house", 0.97),
    ("ho191_linjia_puzi_shop", 0.88),
    ("ho191_magic_mountain_sanatorium", 0.93),
    ("ho191_niezi_new_park", 0.86),
    ("ho191_palace_walk_cairo", 0.93),
    ("ho191_shaoshuai_warlord_mansion", 0.88),
    ("ho192_game_of_thrones_small_council", 0.84),
    ("ho192_hero_of_our_time_bela", 0.63),
    ("ho192_jiutu_drunk_writer_hk", 0.7),
    ("ho192_proust_verdurin_salon", 0.86),
    ("ho192_wanhualou_di_qing", 0.97),
    ("ho192_yanyangtian_village", 0.84),
    ("ho193_guchuan_mill_brothers", 0.84),
    ("ho193_overpass_magician", 0.79),
    ("ho193_pinhua_baojian_actors", 0.97),
    ("ho193_quanqiu_gaowu_academy", 0.93),
    ("ho193_remains_of_the_day_butler", 0.79),
    ("ho193_uncle_toms_cabin", 0.76),
    ("ho194_fenghuangqin_village_teachers", 0.93),
    ("ho194_jean_christophe_grandfather", 0.88),
    ("ho194_mountain_doctor_returns", 0.86),
    ("ho194_sea_wolf_schooner", 0.82),
    ("ho194_shiwuguan_fifteen_strings", 1.0),
    ("ho194_wocheng_hk_my_city", 0.9),
    ("ho195_caisangzi_manchu_family", 0.9),
    ("ho195_doupeng_xianhua_trellis", 0.95),
    ("ho195_emil_and_the_detectives", 0.86),
    ("ho195_guihua_yu_memoir", 0.93),
    ("ho195_idiot_epanchin_drawing_room", 0.77),
    ("ho195_qianfu_tianjin_station", 0.86),
    ("ho196_first_secretary_village", 0.84),
    ("ho196_little_lord_fauntleroy", 0.91),
    ("ho196_meiguimen_grandmother", 0.95),
    ("ho196_miyabe_kasha_detective", 0.61),
    ("ho196_weiyangge_kunming_students", 0.93),
    ("ho196_yutangchun_courtesan_trial", 0.93),
    ("ho197_barchester_palace_party", 0.75),
    ("ho197_bashi_niandai_junsao", 0.81),
    ("ho197_betrothed_don_abbondio", 0.75),
    ("ho197_maqiao_dictionary_words", 0.47),
    ("ho197_sanxi_opera_backstage", 0.86),  # one turn had followed a leaving long before
    ("ho197_yeyu_qiudeng_tale", 0.8),
    ("ho198_kowloon_walled_city_clinic", 0.81),
    ("ho198_pickwick_inn_yard", 0.76),
    ("ho198_pingfan_shijie_shaoping", 0.8),
    ("ho198_rashomon_forest_testimony", 0.67),
    ("ho198_sanguo_zhouyu_jiangan", 0.64),
    ("ho198_xiuxian_liaotianqun_chat", 0.81),
    ("ho199_chaguan_yutai_teahouse", 0.97),
    ("ho199_guanchang_township_cadre", 1.0),
    ("ho199_oblomov_morning_visitors", 0.8),
    ("ho199_sanxia_wuyi_zhanzhao", 0.84),
    ("ho199_taibeiren_evening_party", 0.84),
    ("ho199_tom_sawyer_fence", 0.84),
    ("ho200_dead_souls_chichikov_manilov", 0.74),
    ("ho200_jiading_sancheng_rescue", 0.81),
    ("ho200_pingzong_xiaying_border", 0.9),
    ("ho200_pride_prejudice_netherfield", 0.84),
    ("ho200_qiaojia_dayuan_shanxi", 0.95),
    ("ho200_yukiguni_hot_spring", 0.7),
    ("ho201_hrabal_beer_town_barber", 0.62),  # 我的丈夫说: 丈夫 acts, not 我
    ("ho201_jinsuo_ji_cao_qiqiao", 0.97),
    ("ho201_nahan_wine_shop_village", 0.9),
    ("ho201_premchand_village_court", 0.88),
    ("ho201_stendhal_red_black_seminary", 0.81),
    ("ho201_xiangcun_yisheng_taiwan", 0.83),
    ("ho202_hugo_les_mis_bishop", 0.88),
    ("ho202_ming_gongan_hai_rui_court", 0.97),
    ("ho202_steinbeck_cannery_row_lab", 0.81),
    ("ho202_wang_shuo_beijing_hustlers", 0.88),
    ("ho202_xiao_hong_hulan_yard", 0.69),
    ("ho202_zhao_shuli_village_mediation", 0.77),
    ("ho203_chandler_marlowe_office", 0.84),
    ("ho203_hk_triad_film_novel", 0.79),
    ("ho203_liu_zhenyun_tofu_office", 0.9),
    ("ho203_shen_congwen_ferry_town", 0.88),
    ("ho203_su_tong_wives_courtyard", 0.97),
    ("ho203_verne_nautilus_salon", 0.88),
    ("ho204_jia_pingwa_shaanxi_market", 0.79),
    ("ho204_macau_casino_family_saga", 0.59),
    ("ho204_maupassant_diligence_rouen", 0.8),
    ("ho204_pamuk_istanbul_snow_cafe", 0.65),
    ("ho204_qing_guanchang_xianzhi", 0.97),
    ("ho204_sholokhov_quiet_don_farmstead", 0.88),
    ("ho205_bai_xianyong_niezi_park", 0.93),
    ("ho205_bulgakov_patriarchs_ponds", 0.86),
    ("ho205_feng_jicai_tianjin_eccentrics", 0.77),
    ("ho205_wang_zengqi_gaoyou_shop", 0.75),  # the removed exchange model set a line right
    ("ho205_yu_dafu_sinking_tokyo", 0.75),
    ("ho205_zweig_chess_steamer", 0.88),
    ("ho206_bailu_yuan_clan_hall", 0.88),
    ("ho206_monte_cristo_chateau_if", 0.93),
    ("ho206_norwegian_wood_dorm", 0.83),
    ("ho206_vargas_llosa_cadets", 0.95),
    ("ho206_war_and_peace_rostov_nameday", 0.9),
    ("ho206_yishu_hk_career_woman", 0.83),
    ("ho207_dazai_no_longer_human", 0.83),
    ("ho207_gatsby_west_egg_party", 0.67),
    ("ho207_hu_xueyan_qianzhuang", 0.93),
    ("ho207_jane_eyre_thornfield", 0.84),
    ("ho207_tianlong_babu_shaolin", 0.86),
    ("ho207_zizhi_tongjian_tang_court", 0.97),
    ("ho208_bovary_yonville_inn", 0.86),  # 年轻 had been a name that happened to help
    ("ho208_chi_li_wuhan_worker_day", 0.79),
    ("ho208_chronicle_death_foretold", 0.84),
    ("ho208_look_after_mom_second_person", 0.93),
    ("ho208_shigong_an_huang_tianba", 0.95),
    ("ho208_zhang_dachun_teen_diary", 0.81),
    ("ho209_kundera_prague_tomas_tereza", 0.7),
    ("ho209_pippi_villa_villekulla", 0.81),
    ("ho209_shuang_xuetao_shenyang_plain", 0.95),
    ("ho209_sishui_weilan_chengdu_inn", 0.95),
    ("ho209_sun_also_rises_pamplona_cafe", 0.81),
    ("ho209_zhu_tianwen_taipei_models", 0.75),
    ("ho210_canxue_dream_family", 0.93),
    ("ho210_eco_abbey_library", 0.81),  # the monk 马拉希亚 (Malachi) reads as a woman by -ia
    ("ho210_greene_quiet_american", 0.86),
    ("ho210_huayuehen_courtesans", 0.93),
    ("ho210_ohenry_red_chief", 0.9),
    ("ho210_yan_geling_ninth_widow", 0.86),
    ("ho211_banana_kitchen", 0.83),
    ("ho211_gefei_peach_blossom", 0.9),
    ("ho211_kipling_kim_lama", 0.79),
    ("ho211_mishima_golden_pavilion", 0.97),
    ("ho211_waugh_brideshead", 0.83),
    ("ho211_xunqinji_time_traveller", 0.97),
    ("ho212_allende_spirits_house", 0.88),
    ("ho212_laoshe_lihun_office", 0.9),
    ("ho212_naipaul_miguel_street", 0.62),
    ("ho212_xiakexing_identity", 0.95),
    ("ho212_yan_lianke_ding_village", 0.63),
    ("ho212_yulihun_widow_letters", 0.88),
    ("ho213_annie_baby_farewell", 0.59),
    ("ho213_huaben_jade_guanyin", 0.88),
    ("ho213_morrison_beloved", 0.75),
    ("ho213_munro_flo_and_rose", 0.88),
    ("ho213_wukong_irreverent", 0.79),
    ("ho213_zhong_lihe_poor_couple", 0.74),
    ("ho214_hardy_mayor_casterbridge", 0.81),
    ("ho214_jia_pingwa_feidu_old_town", 0.8),
    ("ho214_qing_xiayi_sanxia_court", 0.9),
    ("ho214_scifi_generation_ark_trial", 0.73),
    ("ho214_wodehouse_jeeves_aunt", 0.86),
    ("ho214_xixi_hk_doctor_room", 0.79),
    ("ho215_ershinian_mudu_guaixianzhuang", 0.93),
    ("ho215_gaskell_cranford_ladies", 0.9),
    ("ho215_moyan_tanxiangxing_opera", 0.95),
    ("ho215_rushdie_midnights_children", 0.86),
    ("ho215_tanizaki_makioka_sisters", 0.97),
    ("ho215_wharton_age_of_innocence", 0.97),
    ("ho216_capote_breakfast_tiffany", 0.77),
    ("ho216_forster_room_with_a_view", 0.84),
    ("ho216_guichuideng_tomb_camp", 0.93),
    ("ho216_qijun_mother_kitchen", 0.77),
    ("ho216_tagore_home_and_world", 0.81),
    ("ho216_zorba_cretan_mine", 0.7),
    ("ho217_dangnian_mingyue_ming_court", 0.68),
    ("ho217_ernv_yingxiong_shisanmei", 0.93),
    ("ho217_hk_tvb_family_drama", 0.84),
    ("ho217_ishiguro_never_let_me_go", 0.9),
    ("ho217_lawrence_sons_and_lovers", 0.91),
    ("ho217_woolf_dalloway_party", 0.77),
    ("ho218_austen_emma_picnic", 0.91),
    ("ho218_baijia_jiangtan_forum", 0.95),
    ("ho218_bradbury_martian_colony", 0.9),
    ("ho218_fitzgerald_tender_riviera", 0.77),
    ("ho218_kawabata_thousand_cranes", 0.79),
    ("ho218_xiaohong_shengsichang_village", 0.75),
    ("ho219_bubujingxin_palace_tea", 0.88),
    ("ho219_caijun_suspense_tower", 0.88),
    ("ho219_douluo_academy_trial", 0.75),
    ("ho219_henry_james_drawing_room", 0.81),
    ("ho219_joyce_dubliners_party", 0.77),
    ("ho219_solzhenitsyn_camp_day", 0.79),
    ("ho220_babel_odessa_gangsters", 0.81),
    ("ho220_calvino_baron_trees", 0.93),
    ("ho220_hesse_seminary_friends", 0.74),
    ("ho220_oconnor_roadside_family", 0.81),
    ("ho220_roy_kerala_twins", 0.79),
    ("ho220_zhang_ailing_mahjong_family", 0.97),
    ("ho221_acheng_king_of_trees", 0.95),
    ("ho221_bi_feiyu_massage_parlour", 1.0),
    ("ho221_duras_mekong_ferry", 0.63),
    ("ho221_sagan_riviera_villa", 0.74),
    ("ho221_tin_drum_grocery", 0.68),
    ("ho221_xu_dishan_nanyang_letters", 0.88),
    ("ho222_achebe_village_elders", 0.7),
    ("ho222_bubu_style_office_romance_tw", 0.63),  # the removed exchange model set a line right
    ("ho222_murakami_ryu_style_youth_band", 0.84),
    ("ho222_northeast_erren_zhuan_troupe", 0.88),
    ("ho222_sanguo_yanyi_council", 0.9),
    ("ho222_sholem_aleichem_dairyman", 0.77),
    ("ho223_gogol_overcoat_office", 0.69),
    ("ho223_hemingway_cafe_veterans", 0.83),
    ("ho223_kid_lit_pippi_style", 0.93),
    ("ho223_liaozhai_fox_scholar", 0.9),
    ("ho223_police_procedural_chengdu", 0.66),
    ("ho223_qiong_yao_rain_romance_tw", 0.79),
    ("ho224_alcott_four_sisters_christmas", 0.93),
    ("ho224_baldwin_harlem_sunday", 0.62),
    ("ho224_luyao_shaanbei_brothers", 0.88),
    ("ho224_wenruian_rooftop_killers", 0.79),
    ("ho224_wilde_dorian_studio_talk", 0.86),
    ("ho224_yuhua_old_man_and_ox", 0.74),
    ("ho225_han_kang_family_dinner", 0.83),
    ("ho225_moomin_valley_storm", 0.83),
    ("ho225_nabokov_pnin_classroom", 0.88),
    ("ho225_peter_pan_nursery_window", 0.84),
    ("ho225_wizard_oz_yellow_road", 0.86),
    ("ho225_zhang_henshui_tianqiao_singer", 0.95),
    ("ho226_dahl_matilda_headmistress", 0.81),
    ("ho226_dickens_ghost_bedchamber", 0.93),
    ("ho226_jinyong_beggar_sect_apricot_grove", 0.88),
    ("ho226_tintin_ship_captain", 0.83),
    ("ho226_wenjiayao_shanxi_village", 0.88),
    ("ho226_zhang_tianyi_busy_official", 0.83),
    ("ho227_ende_momo_amphitheatre", 0.66),
    ("ho227_lem_solaris_station", 0.7),
    ("ho227_lindgren_emil_farm_mischief", 0.81),
    ("ho227_pratchett_city_watch", 0.84),
    ("ho227_vienna_salon_parallel_campaign", 0.71),
    ("ho227_witcher_tavern_contract", 0.75),
    ("ho228_cao_yu_style_mansion_storm", 0.86),
    ("ho228_chi_zijian_evenki_shaman", 0.81),
    ("ho228_ding_ling_sangan_river_meeting", 0.77),
    ("ho228_mao_dun_silkworm_village", 0.84),
    ("ho228_tie_ning_train_two_minutes", 0.79),
    ("ho228_wang_anyi_shanghai_lane_tailor", 0.84),
    ("ho229_buddhist_jataka_monkey_king", 0.56),
    ("ho229_chekhov_yalta_lady_dog", 0.72),
    ("ho229_gorky_grandmother_kitchen", 0.95),
    ("ho229_huangyi_xunqin_palace_banter", 0.93),
    ("ho229_shenzhen_bank_branch_audit", 0.82),
    ("ho229_steinbeck_mice_bunkhouse_dream", 0.97),
    ("ho230_changan_west_market_fire_oil", 0.97),
    ("ho230_dajiang_veterans_1949", 0.65),
    ("ho230_hebei_lake_wives_boat", 0.86),
    ("ho230_jiangnan_rice_shop", 0.75),
    ("ho230_leopard_donnafugata_dinner_hunt", 0.75),  # ． joins no names (review 24)
    ("ho230_nagasaki_priest_interrogation", 0.8),
    ("ho231_ewaste_island_negotiation", 0.93),
    ("ho231_hunger_kristiania_pawnshop", 0.84),
    ("ho231_ngugi_uhuru_village_meeting", 0.88),
    ("ho231_pooh_spring_cleaning", 0.77),
    ("ho231_qingxia_tongxi_inn_brawl", 1.0),
    ("ho231_winter_pasture_dugout", 0.95),
    ("ho232_canglang_health_dept_meeting", 0.86),
    ("ho232_dolls_house_christmas_eve", 0.86),
    ("ho232_eatonville_porch_mule", 0.8),
    ("ho232_fengtang_dorm_anatomy_lab", 0.86),
    ("ho232_hk_detective_hospital_bedside", 0.93),
    ("ho232_pingyao_paper_horse", 0.93),
    ("ho233_lotm_tingen_pendulum_client", 0.93),
    ("ho233_odyssey_phaeacian_games", 0.88),
    ("ho233_quo_vadis_nero_banquet", 0.76),
    ("ho233_taiwan_funeral_band", 0.51),
    ("ho233_yatsuhaka_village_arrival", 0.8),
    ("ho233_youth_song_peiping_quarrel", 0.95),
    ("ho234_peking_gentry_coffin_debt", 0.89),
    ("ho234_perfume_baldini_apprentice", 0.84),
    ("ho234_road_ash_south_stranger", 0.64),
    ("ho234_shadow_wind_barcelona_bookshop", 0.82),
    ("ho234_three_men_hamper_lock", 0.88),
    ("ho234_willows_boat_motor_car", 0.93),
    ("ho235_chicken_head_village_feud", 0.91),
    ("ho235_dafeng_locked_study", 0.91),
    ("ho235_gushi_xinbian_sword_revenge", 0.57),
    ("ho235_heart_of_a_dog_committee", 0.88),
    ("ho235_peony_lantern_ghost", 0.88),
    ("ho235_prince_pauper_court_etiquette", 0.88),
    ("ho236_gabriela_ilheus_bar_cook", 0.93),
    ("ho236_jamila_steppe_grain_carts", 0.97),
    ("ho236_matsumoto_station_seven_minutes", 0.75),
    ("ho236_suitable_boy_wedding_reception", 0.86),
    ("ho236_taiwan_bicycle_dadaocheng", 0.82),
    ("ho236_wuxia_birthday_feast", 0.8),
    ("ho237_famine_village_ration_book", 0.95),
    ("ho237_hongkong_plague_brothel", 0.88),
    ("ho237_lord_of_flies_conch_assembly", 0.89),
    ("ho237_ming_filial_bride_trial", 0.91),
    ("ho237_nicolas_class_photo_day", 0.82),
    ("ho237_woju_shanghai_flat_deposit", 0.8),
    ("ho238_gaomi_saga_soldiers_arrive", 0.91),
    ("ho238_hammett_spade_office", 0.82),
    ("ho238_kokuhaku_last_homeroom", 0.73),
    ("ho238_orchard_town_post_office", 0.86),
    ("ho238_taipei_old_map_walk", 0.62),
    ("ho238_tang_chuanqi_li_wa_snow", 0.63),
    ("ho239_hardy_hiring_fair_fire", 0.93),
    ("ho239_hk_estate_vancouver_call", 0.93),
    ("ho239_nils_holgersson_sandbar", 0.86),  # no one acts in the last sentence: who did before
    ("ho239_qing_magistrate_poison_case", 0.86),  # 張龍回說…: he acted last, not the asker
    ("ho239_township_wage_petition", 0.86),
    ("ho239_wandering_earth_rebellion", 0.75),
    ("ho240_bonn_clown_telephone", 0.75),
    ("ho240_henan_village_barbershop", 0.93),
    ("ho240_picaresque_blind_man_hidalgo", 0.76),
    ("ho240_shanghai_floor22_birthday", 0.88),
    ("ho240_tang_palace_lychee_romance", 0.91),
    ("ho240_wuhan_riverside_shack", 0.88),
    ("ho241_hunan_coop_lamplight_meeting", 0.77),
    ("ho241_leskov_mtsensk_yard_piglet", 0.76),
    ("ho241_pramoedya_wonokromo_farm", 0.73),
    ("ho241_tibet_sky_burial_hunter", 0.84),
    ("ho241_verga_easter_knife_challenge", 0.93),
    ("ho241_wuyue_zixu_flight_to_wu", 0.77),
    ("ho242_bartleby_landlord_complaint", 0.89),
    ("ho242_joseon_paper_scholar", 0.89),
    ("ho242_meiji_schoolteacher_temple_visit", 0.88),
    ("ho242_tudor_esher_cardinal", 0.6),  # (0.62 until 雷夫 was read as a man: 叫他雷夫)
    ("ho242_wuxia_inn_twin_sabres", 0.91),
    ("ho242_xian_stage_crew_set_move", 0.95),
    ("ho243_campus_comedy_professor_tea", 0.82),
    ("ho243_fenzhuanglou_tavern_brawl", 0.84),
    ("ho243_fontane_baltic_wife_dinner", 0.76),
    ("ho243_lingshan_mountain_funeral", 0.67),
    ("ho243_shandong_noodle_mill_meeting", 0.82),
    ("ho243_shtetl_baker_messiah_donkey", 0.82),
    ("ho244_hadji_murat_fort_arrival", 0.93),
    ("ho244_isaka_sendai_taxi_caper", 0.77),
    ("ho244_rootseeking_village_flood", 0.91),
    ("ho244_taiwan_highschool_meatball_prank", 0.68),
    ("ho244_tang_chuanqi_dongting_dragon", 0.77),
    ("ho244_wuxia_border_inn", 0.78),
    ("ho245_cultrev_shaanxi_county_truck", 0.93),
    ("ho245_henan_village_secretary", 0.97),
    ("ho245_hk_factory_night_shift", 0.97),
    ("ho245_platonov_foundation_pit", 0.93),
    ("ho245_slaughterhouse_five_boxcar_zoo", 0.91),
    ("ho245_tang_chuanqi_xiao_qiong", 0.86),
    ("ho246_bunin_posting_inn", 0.64),
    ("ho246_guangxi_village_pig_sale", 0.88),
    ("ho246_nile_village_tea_stranger", 0.95),
    ("ho246_shuoyuan_qi_remonstrance", 0.8),
    ("ho246_wuxia_grassland_bonfire_bandits", 0.88),
    ("ho246_yangtze_gorge_refugee_boat", 0.86),
    ("ho247_carver_gin_kitchen_table", 0.91),
    ("ho247_family_lexicon_turin_dinner", 0.93),
    ("ho247_gulong_moon_thief_tavern", 0.8),
    ("ho247_hakka_tea_village_painting", 0.82),
    ("ho247_tang_miscellany_gourd_daoist", 0.73),
    ("ho247_xinjiang_village_wall_cow", 0.84),
    ("ho248_farming_family_mushroom_coins", 0.77),
    ("ho248_newts_rotterdam_harbour", 0.77),
    ("ho248_oe_plague_village_abandoned", 0.8),
    ("ho248_subei_village_wheat_harvest", 0.86),
    ("ho248_taiwan_nativist_three_legged_horse", 0.73),
    ("ho248_tang_romance_cunxiao_pass", 0.86),
    ("ho249_cholera_doctor_parrot_wake", 0.73),
    ("ho249_hongkong_radio_romance", 0.84),
    ("ho249_kokoro_sensei_dying_father", 0.76),
    ("ho249_nanjing_father_visit_bar", 0.84),
    ("ho249_silas_marner_rainbow_inn", 0.84),
    ("ho249_zhanguo_retainer_burning_tallies", 0.86),
    ("ho250_beiping_family_quarrel", 0.95),
    ("ho250_fine_balance_rent_collector", 0.67),
    ("ho250_ming_wastrel_sugar_shop", 0.86),
    ("ho250_paul_street_redshirt_envoy", 0.8),
    ("ho250_tang_chuanqi_mirror_assassin", 0.72),
    ("ho250_xiguan_arcade_homecoming", 0.93),
    ("ho251_cairo_alley_cafe_matchmaker", 0.8),
    ("ho251_drina_bridge_kapia_war_rumour", 0.89),
    ("ho251_hunger_kristiania_pawnshop", 0.86),
    ("ho251_shanghai_wife_fullmonth_tailor", 1.0),
    ("ho251_silence_fishing_village_fumie", 0.86),
    ("ho251_yuefei_camp_envoy", 0.93),
    ("ho252_eatonville_porch_mule", 0.93),
    ("ho252_jigong_wine_shop_bully", 0.97),
    ("ho252_main_street_thanatopsis_party", 0.84),
    ("ho252_queen_of_spades_card_night", 0.93),
    ("ho252_shafei_diary_boarding_house", 0.8),
    ("ho252_zhanghui_hanjiang_matchmaker", 0.88),
    ("ho253_baiyangdian_lotus_ambush", 0.84),
    ("ho253_father_brown_sapphire", 0.78),
    ("ho253_paton_sophiatown_search", 0.84),
    ("ho253_shiba_ryoma_kyoto_inn", 0.91),
    ("ho253_zhenhuan_morning_greeting", 0.95),
    ("ho253_zhonggulou_courtyard_wedding", 0.97),
    ("ho254_kinmen_1958_shelling_village", 0.84),
    ("ho254_lahiri_konark_sun_temple", 0.8),
    ("ho254_police_cold_case_interrogation", 0.86),
    ("ho254_shanxi_coal_boss_dinner", 0.82),
    ("ho254_yaowarat_gold_shop_alms", 0.86),
    ("ho254_zoshchenko_light_bulb", 0.73),  # review 29: X家的 before a verb is a wife again
    ("ho255_chongqing_cableway_noodle_stall", 0.84),
    ("ho255_greenwood_choir_christmas_rounds", 0.84),
    ("ho255_purple_hibiscus_nsukka_water", 0.8),
    ("ho255_shishuo_river_purification", 0.6),
    ("ho255_sound_mountain_kite", 0.88),
    ("ho255_xiaowuyi_bandit_feast_cook", 0.86),
    ("ho256_alcohol_buckets", 0.95),
    ("ho256_fox_granary", 0.73),
    ("ho256_harbin_fox_altar", 0.74),
    ("ho256_huzhou_siege", 0.88),
    ("ho256_nameday", 0.95),
    ("ho256_shufang_dusk", 0.89),
    ("ho257_brine_shore", 0.78),
    ("ho257_crow_ferry", 0.93),
    ("ho257_laoyeling_hunter", 0.86),
    ("ho257_tianhan_leitai", 0.86),
    ("ho257_warehouse_fire", 0.8),
    ("ho257_xingjiao_gate", 0.92),
    ("ho258_fallada_quota", 0.9),
    ("ho258_fengcheng_inn", 0.89),
    ("ho258_gongsun_mourning", 0.82),
    ("ho258_rain_line", 0.97),
    ("ho258_river_scale", 0.63),
    # 0.83 until 比 made the one compared with no subject (+6 lines in five texts): 比老汉好听
    # no longer puts that one in the scene, and one untagged reply alternates elsewhere
    ("ho258_snow_calf", 0.81),
    ("ho259_east_meets_west", 0.86),
    ("ho259_jiaowei_scroll", 0.88),
    ("ho259_roulette_library", 0.78),
    ("ho259_tianranju_teahouse", 0.93),
    ("ho259_window_shack", 0.93),
    ("ho259_zhumen_jiuxue", 0.91),
    ("ho260_fanzailin_typhoon", 0.87),
    ("ho260_laoyuan_zaoshu", 0.92),
    ("ho260_manyun_checkpoint", 0.84),
    ("ho260_samovar_island", 0.92),
    ("ho260_shi_tiekou", 0.84),
    ("ho260_yemachuan_challenge", 0.92),
    ("ho261_fensi_dahui", 0.84),
    ("ho261_fog_waltz", 0.67),
    ("ho261_langgoupu", 0.78),
    ("ho261_lift_meeting", 0.93),
    ("ho261_xuetang_yehua", 0.75),
    ("ho261_yuelai_inn", 0.87),
    ("ho262_banyue_choir", 0.93),
    ("ho262_donati_comet", 0.8),
    ("ho262_haozhou_parley", 0.94),
    ("ho262_heiyaokou", 0.95),
    ("ho262_wei_two_cities", 0.95),
    ("ho262_zhenmu_salt", 0.92),
    ("ho263_liushuwan_station", 0.83),
    ("ho263_moonstone_back_door", 0.78),
    ("ho263_saiwanho_dusk", 0.89),
    ("ho263_wuxiang_guji", 0.78),
    ("ho263_xieshipeng_captive", 0.93),
    ("ho263_yanke_yitian", 0.76),
    ("ho264_beizhou_melon", 0.76),
    ("ho264_funeral_trumpet", 0.82),
    ("ho264_pontejos_nochebuena", 0.91),
    ("ho264_shen_tiezui", 0.72),
    ("ho264_taoyedu", 0.86),
    ("ho264_wuli_mokao", 0.86),
    ("ho265_baitang", 0.9),
    ("ho265_hengyan_guo", 0.96),
    ("ho265_juwan", 0.8),
    ("ho265_liutiaopian_pianshazi", 0.94),
    ("ho265_pingan_inn", 0.8),
    ("ho265_shangrenli_fan", 0.93),
    ("ho266_dongzhi_ye", 0.93),
    ("ho266_erkong_chetiann", 0.86),
    ("ho266_leizhou_qihaodian", 0.9),
    ("ho266_nameday_envelope", 0.84),
    ("ho266_shenguo", 1.0),
    ("ho266_xinan_zhiguai", 0.63),
    ("ho267_gelou_juanzong", 0.82),
    ("ho267_guihua_jiu", 0.95),
    ("ho267_songming_qiju", 0.94),
    ("ho267_songyang_lou", 0.9),
    ("ho267_xihuifang_jinchuan", 0.9),
    ("ho267_xu_lingong", 0.98),
    ("ho268_fuxing_hao", 0.93),
    ("ho268_qingniang", 0.77),  # 女敛衽答礼 makes 女 act, not a name 女敛: two of 生's
    # questions after her bow now go to her (net +9 over the older texts)
    ("ho268_shimengou_fenzu", 0.96),
    ("ho268_tingyuxuan", 1.0),
    ("ho268_xiaoyangquan_qizi", 0.86),
    ("ho268_xinancao_charade", 0.89),
    ("ho269_jie_lv", 0.97),
    ("ho269_jizhen_yeban", 0.9),
    ("ho269_songfeng_yiyu", 0.82),
    ("ho269_wang_chaofeng_chai", 0.91),
    ("ho269_white_house", 0.78),
    ("ho269_zhapulu_xin", 0.95),
    ("ho270_baietou", 0.94),
    ("ho270_huanggua_jia", 0.73),  # 有黄瓜 is no longer 黄瓜's longer form; both are wrong
    ("ho270_shiqiao_zhatou", 0.96),
    ("ho270_tianbo_guoshu", 0.82),
    ("ho270_xiaodingzi", 0.66),
    ("ho270_zhenghun_qishi", 0.94),
    ("ho271_kwuntong_interview", 0.86),
    ("ho271_qingluo_jing", 0.93),
    ("ho271_shuanghuai_dian", 0.92),
    ("ho271_xilou_denghei", 0.9),
    ("ho271_yu_shanhe", 0.54),
    ("ho271_yuye_fenghuangmu", 0.91),
    ("ho272_banhuju", 0.74),
    ("ho272_guapeng_shuisheng", 0.76),
    ("ho272_hanling_zhen", 0.91),
    ("ho272_lanyue_binghe", 0.9),
    ("ho272_liuwan_niu", 0.93),
    ("ho272_zhongbai_tingle", 0.75),
    ("ho273_heideng", 0.76),
    ("ho273_mingmingri_xunyu", 0.79),
    ("ho273_ouxiangxie_canhe", 0.88),
    ("ho273_qingyashan_jingmo", 0.89),
    ("ho273_qufu_yeyan", 0.93),
    ("ho273_zuili_qiankun", 0.95),
    ("ho274_cishua_laba", 0.78),
    # 0.96 until 比 made the one compared with no subject (+6 lines in five texts): in
    # 个子比他爸高出半个头 the 爸 of 他爸 is still read as the one who speaks
    ("ho274_digua_lu", 0.94),
    ("ho274_kaohongshu", 0.78),
    ("ho274_qingyinlou", 0.89),
    ("ho274_xinghua_jiaohuaji", 0.93),
    ("ho274_yin_xianglu", 0.93),
    ("ho275_amande_xin", 0.78),
    ("ho275_hongmoe", 0.93),
    ("ho275_wenxinjie", 0.92),
    ("ho275_wuyu_qi", 0.93),
    ("ho275_xinye_jiashu", 0.91),
    ("ho275_yuegui_keting", 0.94),
    ("ho276_chebazi", 0.93),
    ("ho276_limen_huiban", 0.84),
    ("ho276_luoyan_si", 0.94),
    ("ho276_shuanghuai_dian", 0.94),
    ("ho276_yiku_fan", 0.78),
    ("ho276_zakharozhkin_ledger", 0.84),
    ("ho277_fengyu_zhuozi", 0.89),
    ("ho277_lianhuachi_taifeng", 0.78),
    ("ho277_montfermeil_rain", 0.74),
    ("ho277_qinglongdu", 0.86),
    ("ho277_qingshi_qiao", 0.82),
    ("ho277_qinxian", 0.8),
    ("ho278_clockmaker_will", 0.89),
    ("ho278_liuzhen_laba", 0.88),
    ("ho278_nanshan_demo", 0.84),
    ("ho278_niaofangzi", 0.84),
    ("ho278_tonglu_kexue", 0.92),
    ("ho278_xuepo_liangtou", 0.94),
    ("ho279_caijiao", 0.8),
    ("ho279_huichao_dianbao", 0.93),
    ("ho279_jiejianchi", 0.96),
    ("ho279_meipa_fangsheng", 0.84),
    ("ho279_shuwa_yuejian", 0.78),
    ("ho279_xiangbin_huanzhu", 0.82),
    ("ho280_dexinli_majiang", 0.93),
    ("ho280_jijingfang", 0.84),
    ("ho280_jinli_anjou", 0.93),
    ("ho280_qinglian_si", 0.9),
    ("ho280_tuersi_yeju", 0.95),
    ("ho280_yuanshui_chahui", 0.98),
    ("ho281_damahe_huicun", 0.8),
    ("ho281_mazusheng", 0.89),
    ("ho281_thornfield_chess", 0.76),
    ("ho281_thursday_cat", 0.9),
    ("ho281_tianshuijing", 0.95),
    ("ho281_tuina_qianbao", 0.87),
    ("ho282_bahao_fengqiu", 0.86),
    ("ho282_pingan_inn", 0.83),
    ("ho282_sherer_snow", 0.89),
    ("ho282_xianyiyuan_yeban", 0.78),
    ("ho282_xiaonian_zaotang", 0.89),
    ("ho282_xiliu_tun", 0.89),
    ("ho283_bunkhouse_owl", 0.93),
    ("ho283_hong_xiuxie", 0.79),
    ("ho283_huazhao_she", 0.95),
    # 0.93 until 罗桑太太 was found beside 若瑟夫·罗桑 (the tail of a dotted name is no
    # untitled use); her 她 now resolves otherwise once (+7 lines in ho347_xiangshu_keting)
    ("ho283_jeudi_lanterne", 0.91),
    ("ho283_xinglin_laodian", 0.89),
    ("ho283_zongmen_dabi", 0.67),
    ("ho284_hongkong_letter", 0.8),
    ("ho284_liujiaji_shuangliko", 0.89),
    ("ho284_sichuanlu_banbiantou", 0.91),
    ("ho284_viernes_lancha", 0.91),
    ("ho284_yitiao_liyu", 0.9),
    ("ho284_zuji_nidi", 0.85),
    ("ho285_baiyang_du", 0.92),  # review 29: X家的 before a verb is a wife again
    ("ho285_cole_evening", 0.93),
    ("ho285_doufu_dian", 0.95),
    ("ho285_jinmao_jiuguan", 0.89),
    ("ho285_shibanpo_rain", 0.93),
    ("ho285_songting_jiadao", 0.9),
    ("ho286_gedi_xiongdi", 0.92),
    ("ho286_hulu_hutong", 0.83),
    ("ho286_sangjia_du", 0.94),
    ("ho286_ximozhi_zi", 0.92),
    ("ho286_xueye_kezhan", 0.92),
    ("ho286_yuye_keting", 0.96),
    ("ho287_cuifen_shuyu", 0.9),
    ("ho287_luohun_zhen", 0.98),
    ("ho287_mailiang_ji", 1.0),
    ("ho287_sishiba_xiaoshi", 0.92),
    ("ho287_yao_gongguan", 0.87),
    ("ho287_yezhen_yisheng", 0.78),
    ("ho288_buxi_zhou", 0.92),
    ("ho288_chaopiao_fengbo", 0.84),
    ("ho288_fiesta_guangchang", 0.68),
    ("ho288_lao_ronggong", 0.74),
    ("ho288_xiyan_guo", 0.83),
    ("ho288_youfang_jie", 0.96),
    ("ho289_gangshang_hua", 0.75),
    ("ho289_gaolaotou_wanfan", 0.88),
    ("ho289_jinfeng_chai", 0.9),
    ("ho289_shuiche_hutong", 0.94),
    ("ho289_xisha_jian", 0.85),
    ("ho289_zhengqi_tang", 0.87),
    ("ho290_chaihuo_duo", 0.9),
    ("ho290_hanya_kou", 0.88),  # review 29: a voice goes to one seen only in the next paragraph
    ("ho290_huoxing_yeban", 0.83),
    ("ho290_miaohui_fangzang", 0.9),
    ("ho290_niushe_shengdan", 0.98),
    ("ho290_zhuyidao", 0.69),
    ("ho291_liguan_jinzu", 0.79),
    ("ho291_liuxi_zhuang", 0.88),
    ("ho291_longxue_shu", 0.92),
    ("ho291_moscow_dinner", 0.88),
    ("ho291_tingyu_lou", 0.85),
    ("ho291_zhuchuang_zhen", 0.92),
    ("ho292_cesuo_gezi", 0.88),
    ("ho292_huating_yan", 0.92),
    ("ho292_maapiu_chufang", 1.0),
    ("ho292_shijian_biaoben", 0.87),
    ("ho292_wenxin_jie", 0.77),
    ("ho292_yuanzhang_canzhuo", 0.83),
    ("ho293_chiyan_yizhan", 0.9),
    ("ho293_chou_doufu", 0.81),
    ("ho293_jizhen_yeban", 0.74),
    ("ho293_qiu_liang", 0.9),
    ("ho293_tingsong_zhai", 0.68),
    ("ho293_wuhui_qianhou", 0.86),
    ("ho294_huoxing_yangqi", 0.83),
    ("ho294_liuwan_meikuang", 0.94),
    ("ho294_qianshou_ping", 0.85),
    ("ho294_tuannian_fan", 0.9),
    ("ho294_xueye_kezhan", 0.81),
    ("ho294_zhongbiao_nver", 0.85),
    ("ho295_gongzhengren_keting", 0.9),
    ("ho295_heisong_ling", 0.94),
    ("ho295_juancun_radio", 0.68),
    ("ho295_lost_duck", 0.96),
    ("ho295_mutou_yu", 0.94),
    ("ho295_shenzhen_fabuhui", 0.83),
    ("ho296_bilin_ling", 0.9),
    ("ho296_heyi_dian", 0.88),
    ("ho296_layue_huzi", 0.79),
    ("ho296_niuzai_ku", 0.83),
    ("ho296_weili_fating", 0.79),
    ("ho296_yuwei_qinsheng", 0.83),
    ("ho297_banshou_an", 0.94),
    ("ho297_guilai_kezhan", 0.85),
    ("ho297_hewai_yi", 0.87),
    ("ho297_siwang_zhu", 1.0),
    ("ho297_tuanzi_xiansheng", 0.83),
    ("ho297_yongfa_chachaan", 0.83),
    ("ho298_hewan_di", 0.98),
    ("ho298_jiazu_dazayuan", 0.88),
    ("ho298_luolin_cun", 0.87),
    ("ho298_qiuyu_yisheng", 0.84),
    ("ho298_tingsong_kezhan", 0.85),
    ("ho298_yuedi_baoxian", 0.83),
    ("ho299_dangpu_yuan", 0.96),
    ("ho299_dengta_tianyuan", 0.9),
    ("ho299_lao_fangzi", 0.85),
    ("ho299_qiuniang_gui", 0.9),
    ("ho299_sheng_ji", 0.98),
    ("ho299_yulin_zhuang", 0.8),
    ("ho300_chubi_caihou", 0.89),
    ("ho300_jinfenghuang", 0.79),
    ("ho300_jiu_changfang", 0.88),
    ("ho300_tiejiang_xiang", 0.83),
    ("ho300_tongchun_lou", 0.88),
    ("ho300_zaojiao_shu", 0.88),
    ("ho301_baimao_feng", 0.92),  # (0.94 until 老杜头 was read as a man: 叫他老杜头)
    ("ho301_gangkou_feng", 0.86),
    ("ho301_wenxin_tai", 0.76),
    ("ho301_yachao_zhuang", 0.76),
    ("ho301_yu_ang", 0.85),
    ("ho301_yuanyang_zhui", 0.98),
    ("ho302_gongzhai_fengchao", 0.83),
    ("ho302_heisong_ling", 0.9),
    ("ho302_laohe_huoguo", 0.92),
    ("ho302_longwang_miao", 0.96),
    ("ho302_luying_dao", 0.83),
    ("ho302_qiang_luotuo", 0.83),
    ("ho303_bailu_du", 0.9),
    ("ho303_chaikai_xin", 0.94),
    ("ho303_dujuan_hua", 0.75),
    ("ho303_maima_luzhou", 0.94),
    ("ho303_shangrenli_guancha", 0.9),
    ("ho303_shiyi_chuang", 0.81),
    ("ho304_cheng_niang", 0.9),
    ("ho304_hama_jing", 0.98),
    ("ho304_keting_wufenzhong", 0.83),
    ("ho304_liulin_zhen", 0.96),
    ("ho304_pingan_kezhan", 0.83),
    ("ho304_zhouhang_xiahuan", 0.94),
    ("ho305_dachang_huangnitun", 0.75),
    ("ho305_fengshu_qinsheng", 0.94),
    ("ho305_hawker_lajiao", 0.81),
    ("ho305_linjiang_ce", 0.88),
    ("ho305_qiu_shan", 0.96),
    ("ho305_ruyi_gongdou", 0.83),
    ("ho306_hanyan_zhen", 0.9),
    ("ho306_irati_river", 0.75),
    ("ho306_jizao_ye", 0.88),
    ("ho306_kashi_tanzhuang", 0.83),
    ("ho306_nuanzhuo_mima", 0.83),
    ("ho306_yuzhong_wei", 0.83),
    ("ho307_anlan_chapu", 0.96),
    ("ho307_caochang_zhengbing", 0.84),
    ("ho307_chujia_wanyan", 0.88),
    ("ho307_kanban_ren", 0.62),
    ("ho307_wangshu_cang", 0.81),
    ("ho307_xuanshou_tang", 0.94),
    ("ho308_banzhang_xiaoxiu", 0.85),
    ("ho308_fengchao_yeban", 0.92),
    ("ho308_huaian_hu", 0.83),
    ("ho308_huangcaoliang_meikuang", 0.96),
    ("ho308_pendleton_visit", 0.88),
    ("ho308_yuda_changjie", 0.92),
    ("ho309_baolin_si", 0.94),
    ("ho309_beihe_jie", 0.87),
    ("ho309_bigao_qianye", 0.9),
    ("ho309_jinhulu_jiulei", 0.81),
    ("ho309_xiantong_hutong", 0.9),
    ("ho309_yaxi_kou", 0.9),
    ("ho310_maiduan_gongling", 0.84),
    ("ho310_niu_xiucai", 0.9),
    ("ho310_songguo_qunali", 0.7),
    ("ho310_xueling_guan", 0.83),
    ("ho310_yeshanghai_shouyan", 0.9),
    ("ho310_yisheng_jia", 0.87),
    ("ho311_huanjin_dianpu", 0.88),
    ("ho311_jizhen_yeban", 0.88),
    ("ho311_qiche_lai", 0.75),
    ("ho311_tuina_dianzhong", 0.87),
    ("ho311_wuding_yang", 0.88),
    ("ho311_wuhua_lou", 0.68),
    ("ho312_ezhang_fang", 0.79),
    ("ho312_jingwozi_langu", 0.81),
    ("ho312_kulian_well", 0.83),
    ("ho312_lingdian_dingdan", 0.92),
    ("ho312_xincun_baifan", 0.98),
    ("ho312_xun_di", 0.83),
    ("ho313_baigong_yuanan", 0.98),
    ("ho313_jiazhang_hui", 0.94),
    ("ho313_lang_dao", 0.81),
    ("ho313_siling_zhu", 0.88),
    ("ho313_yuegong_hufu", 0.88),
    ("ho313_yulin_zhuang", 0.92),
    ("ho314_gongji_shangxiao", 0.77),
    ("ho314_hongliutai_huisheng", 0.94),
    ("ho314_jinglian_an", 0.92),
    ("ho314_lihua_houmen", 0.84),
    ("ho314_lujiao_shuoshu", 0.79),
    ("ho314_xianzhang_xue", 0.7),
    ("ho315_heifeng_zhai", 0.88),
    ("ho315_hongshao_rou", 0.94),
    ("ho315_jiangmian_bingku", 0.94),
    ("ho315_jishi_ri", 0.81),
    ("ho315_wuhan_zhuchuang", 0.9),
    ("ho315_yueju_houtai", 0.9),
    ("ho316_ganshi_shan", 0.77),
    ("ho316_hewan_di", 0.83),
    ("ho316_jinmao_jiuguan", 0.92),
    ("ho316_shiquan_si", 0.72),
    ("ho316_startup_call", 0.88),
    ("ho316_xueye_kezhan", 0.83),
    ("ho317_heisha_furen", 0.72),
    ("ho317_huangmei_tian", 0.84),
    ("ho317_longbourn_rain", 0.77),
    ("ho317_ludang_yaqun", 0.86),
    ("ho317_mengjia_po", 0.96),
    ("ho317_yimian_tainan", 0.84),
    ("ho318_dongmen_fating", 0.92),
    ("ho318_duanqiao_xingmen", 0.75),
    ("ho318_jinji_guan", 0.96),
    ("ho318_liewen_shouge", 0.66),
    ("ho318_tuanyuan_xifu", 0.73),
    ("ho318_wuyuan_yuye", 0.85),
    ("ho319_dinge_chejian", 0.94),
    ("ho319_lahuopu_wancan", 0.77),
    ("ho319_muse_kafei", 0.86),
    ("ho319_wenxin_jie", 0.75),
    ("ho319_xiezhai_shishe", 0.9),
    ("ho319_xingji_bingshi", 0.88),
    ("ho320_bunkhouse_dog", 0.9),
    ("ho320_dongwu_xue", 0.79),
    ("ho320_gaoliang_shaoguo", 0.94),
    ("ho320_sanchuang_yeban", 0.77),
    ("ho320_shimen_guan", 0.94),
    ("ho320_tanghui_tie", 0.92),
    ("ho321_ciyun_temple", 0.9),
    ("ho321_guihua_gao", 0.96),
    ("ho321_longshan_shu", 0.9),
    # 0.7 until 参事 became a person word (+8 lines in ho353_liaoyangyuan_bayue_xue): a
    # 她 now resolves to the 参事 the narration mentions last
    ("ho321_nongye_zhanlan", 0.68),
    ("ho321_weilu_chuxi", 0.94),
    ("ho321_yinshui_xiuzhan", 0.64),
    ("ho322_chaguan_moutan", 0.88),
    ("ho322_huaqiangbei_chips", 0.81),
    ("ho322_pengfeng_cha", 0.88),
    ("ho322_piaoliu_ping", 0.88),
    ("ho322_xiyan_guo", 0.83),
    ("ho322_yueliang_lu", 0.9),
    ("ho323_hongbi_zai", 0.94),
    ("ho323_kaki_shita", 0.9),
    ("ho323_sanyi_inn", 0.94),
    ("ho323_shili_chuanjia", 0.92),
    ("ho323_wuting_sucheng", 0.9),
    ("ho323_yilati_he", 0.83),
    ("ho324_jinlong_ting", 0.85),
    ("ho324_lvde_shi", 0.87),
    ("ho324_tianqiao_xueye", 0.81),
    ("ho324_tongxing_xiyi", 0.79),
    ("ho324_yuanmen_tiaozhan", 0.92),
    ("ho324_zhouri_jiayan", 0.83),
    ("ho325_bucao_banzhang", 0.77),
    ("ho325_fenfang_hui", 0.88),
    ("ho325_huoniao_huilang", 0.86),
    ("ho325_tingbai_de_zhong", 0.86),
    ("ho325_xuexian_yishang", 0.68),
    ("ho325_yanshang_guansi", 0.88),
    ("ho326_bolin_shiji", 0.98),
    ("ho326_kuchuang_yehuo", 0.83),
    ("ho326_mangguo_zhibo", 0.92),
    ("ho326_tiantai_zhishui", 0.94),
    ("ho326_tielu_qiao", 0.88),
    ("ho326_yeguang_chuhe", 0.83),
    ("ho327_banbian_jing", 0.85),
    ("ho327_gelinshan_paimai", 0.9),
    ("ho327_guihua_xiang", 0.92),
    ("ho327_huanghe_road", 0.87),
    ("ho327_jiege_jieliang", 0.86),
    ("ho327_zheng_court", 0.9),
    ("ho328_pa_laopo", 0.92),
    ("ho328_pinganli_chuchuang", 0.94),
    ("ho328_tianbo_fu", 0.9),
    ("ho328_tiejiang_yaofang", 0.9),
    ("ho328_yongwa_icehouse", 0.88),
    ("ho328_yuye_daiquiri", 0.85),
    ("ho329_dan_da", 0.83),
    ("ho329_huweng_tiemian", 0.77),
    ("ho329_makar_cat", 0.81),
    ("ho329_nuanxiang_wu", 0.9),
    ("ho329_tiexi_xiali", 0.87),
    ("ho329_zhulin_du", 0.75),
    ("ho330_handan_yeyan", 0.84),
    ("ho330_hui_diao", 0.9),
    ("ho330_luohu_tiepiwu", 0.84),
    ("ho330_xiepu_dangao", 0.83),
    ("ho330_xinghua_chujia", 0.94),
    ("ho330_xueye_duju", 0.94),
    ("ho331_chongsheng_guantouchang", 0.94),
    ("ho331_citang_guafu", 0.94),
    ("ho331_gangqin_xiaojie", 0.81),
    ("ho331_jingangzuan_liu", 0.9),
    ("ho331_mitu_xiaobaitu", 0.9),
    ("ho331_tiantai_yeye", 0.9),
    ("ho332_jubensha_chengdu", 0.88),
    # 0.75 until 他不等于连站定就开口了 made 于连 no subject (+4 lines in three other texts):
    # he is no longer in the exchange the next, untagged reply is read from
    ("ho332_lianjia_tutor", 0.74),
    ("ho332_penghu_typhoon", 0.87),
    ("ho332_qingxu_daoshi", 0.87),
    ("ho332_taoye_du", 0.7),
    ("ho332_yimo_qianye", 0.79),
    ("ho333_disan_yingzi", 0.93),
    ("ho333_jizhen_yeban", 0.66),
    ("ho333_ju_wan_zhao", 0.9),
    ("ho333_qianzi_yanzhi", 0.85),
    ("ho333_shihu_chuanyue", 0.96),
    ("ho333_shuaijiao_zhihou", 0.93),
    ("ho334_banxian", 0.84),
    ("ho334_dian_kuan", 0.86),
    ("ho334_diqipai", 0.91),
    ("ho334_hongge_kedian", 0.94),
    ("ho334_li_huojian", 1.0),
    ("ho334_luohua_wusheng", 0.87),
    ("ho335_bingkuai", 0.8),
    ("ho335_jigong_tiegongji", 0.98),
    ("ho335_sanhui_xiansheng", 0.88),
    ("ho335_shiyiyue_feng", 0.84),
    ("ho335_songhelou_qiansheng", 0.81),
    ("ho335_yuye_danwang", 0.86),
    ("ho336_banshan", 0.8),
    ("ho336_dongshan_yaji", 0.98),
    ("ho336_fupan_hui", 0.91),
    ("ho336_gatsby_denghuo", 0.84),
    ("ho336_gelou_fayuan", 0.9),
    ("ho336_guijiang_fen", 0.96),
    ("ho337_huashi_xiawu", 0.77),
    ("ho337_jinzan", 0.95),
    ("ho337_lanweilou", 0.93),
    ("ho337_niuche_huashan", 0.73),
    ("ho337_shiren_wanyan", 0.9),
    ("ho337_wanshi_shangtan", 0.79),
    ("ho338_dingxin_ding", 0.93),
    ("ho338_fupi", 0.89),
    ("ho338_guatian_huanjin", 0.96),
    ("ho338_jiugongge", 0.89),
    ("ho338_wu_yu_jiaodao", 0.79),
    ("ho338_yuema_yuye", 0.91),
    ("ho339_jiepou_xiatian", 0.88),
    ("ho339_kedian_chengbao", 0.98),
    ("ho339_longwan_jiji", 0.89),
    ("ho339_shanshang_keren", 0.77),
    ("ho339_shiba_zhuo", 0.74),
    ("ho339_yehangchuan", 0.75),
    ("ho340_baohua_si", 0.86),
    ("ho340_lamei_chejian", 1.0),
    ("ho340_lepike_guafu", 0.7),
    ("ho340_sangfeierde_yuye", 0.87),
    ("ho340_shisanjianfang", 0.91),
    ("ho340_xuehuagao", 0.88),
    ("ho341_baishan_yaosai", 0.83),
    ("ho341_gechang_houtai", 0.71),
    ("ho341_lengyubing_dianjin", 0.93),
    ("ho341_pinuocao_hongxia", 0.79),
    ("ho341_relegan_mian", 0.63),
    ("ho341_tanmen_taifeng", 0.83),
    ("ho342_aobolangsiji_keting", 0.88),
    ("ho342_disan_fating", 0.91),
    ("ho342_kang_chuntian", 0.94),
    ("ho342_portland_street", 0.87),
    ("ho342_qidong_chaguan", 0.98),
    ("ho342_qifeng", 0.91),
    ("ho343_gongzhai_chao", 0.98),
    ("ho343_jidu_huiyi", 0.96),
    ("ho343_jinchai", 0.98),
    ("ho343_shinanzhuang", 0.79),
    ("ho343_tiandu_feng", 0.9),
    ("ho343_yuye_chuang", 0.91),
    ("ho344_changfeng_jihousai", 0.93),
    ("ho344_guidu", 0.98),
    ("ho344_hehuasu", 0.88),
    ("ho344_shoudu_yuye", 0.91),
    ("ho344_xiaosuanpan", 1.0),
    ("ho344_yanlou", 0.84),
    ("ho345_hong_tuhu", 0.91),
    ("ho345_nian_sanshi", 0.85),
    ("ho345_qushui", 0.88),
    ("ho345_wushang_shuixiang", 0.77),
    ("ho345_xueye_banhujiu", 0.71),
    ("ho345_yuye_kedian", 0.72),
    ("ho346_hanquan_dong", 0.82),
    ("ho346_heifeng_guan", 0.83),
    ("ho346_kelunqi_shanghao", 0.55),
    ("ho346_mazusheng", 0.73),
    ("ho346_shuiku_yuyi", 0.92),
    ("ho346_titi_shouguo", 0.95),
    ("ho347_fengxue_yuelaizhan", 0.88),
    ("ho347_huaishu_xiang", 0.91),
    ("ho347_huangmei_paiju", 0.86),
    ("ho347_qiushou_hewanzi", 0.91),
    ("ho347_shangxian_qianye", 0.94),
    ("ho347_xiangshu_keting", 0.91),
    ("ho348_chacanting_jiazu", 0.91),
    ("ho348_chaguan_xuetian", 0.96),
    ("ho348_huyuan_zaji", 0.85),
    ("ho348_qiyueban_ahma", 0.78),
    ("ho348_yuye_hei_san", 0.87),
    ("ho348_zhuangyuan_wancan", 0.88),
    ("ho349_chejian_chengbao", 0.85),
    ("ho349_hanshui_junyi", 0.98),
    ("ho349_lanyingwu_zhentan", 0.72),
    ("ho349_shijian_shi", 0.84),
    ("ho349_sushe_hechang", 0.89),
    ("ho349_tingyu_xuan_shishe", 0.96),
    ("ho350_dengxia_suanzhang", 0.94),
    ("ho350_huangsi_yeyu", 0.96),
    ("ho350_liugang_jiudian", 0.96),
    ("ho350_manqu_huguang", 0.88),
    ("ho350_sangsai_ershi", 0.96),
    ("ho350_shudian_qingyuan", 0.75),
    ("ho351_liushugou_fuluo", 0.9),
    ("ho351_liuxi_wenhui", 0.98),
    ("ho351_mazu_shui", 0.93),
    ("ho351_nianyefan_jianjiazhang", 0.83),
    ("ho351_yan_yu_jingzi", 0.82),
    ("ho351_yejiuwu_chapaofan", 0.89),
    ("ho352_baixi_duchuan", 0.84),
    ("ho352_jizhen_yeban", 0.87),
    ("ho352_maque_wodi", 0.86),
    ("ho352_qingshi_panlongdong", 0.84),
    ("ho352_wuhui_bingshan", 0.67),
    ("ho352_xiaoxue_kouqin", 0.81),
    ("ho353_fengtai_yugang", 0.81),
    ("ho353_kunning_chenxing", 0.93),
    ("ho353_laolao_maodong", 0.78),
    ("ho353_liaoyangyuan_bayue_xue", 0.71),
    ("ho353_liuyin_shouyan", 0.91),
    ("ho353_mianguan_jiancha", 0.74),
])
def test_labelled_texts_score_at_least(name: str, threshold: float,
                                      labelled_scores: dict[str, Score]):
    result = labelled_scores[name]
    assert result.total >= 16
    assert result.accuracy >= threshold, "\n".join(result.misses)


def test_one_character_kin_speak_and_my_brother_acts_as_himself():
    text = ("我和我哥刚进家门。妈从厨房里探出头来。\n“回来啦？”\n"
            "我哥放下东西，笑道：“妈，爸呢？”\n")
    assert speakers(text) == ["妈", "哥"]


def test_whoever_leaves_takes_no_more_turns():
    text = ("沈知意坐下。\n“你迟到了。”顾言说。\n“地铁停了。”沈知意说。\n"
            "服务员走过来：“两位喝点什么？”\n“一杯美式。”沈知意说。\n“好的。”\n"
            "服务员走开以后，两个人都沉默了一会儿。\n“说吧，找我什么事？”\n“没事就不能找你？”\n")
    got = speakers(text, Character("沈知意", gender="female"), Character("顾言", gender="male"))
    assert got[-3:] == ["服务员", "沈知意", "顾言"]


def test_a_monk_calls_himself_and_is_called_by_role():
    text = ("只见一个灰袍老和尚走上坡来。\n「幾位施主，且住手罷。」\n"
            "林婉兒上前行禮：「多謝大師援手。」\n「姑娘劍法不錯。」\n"
            "蕭寒躬身道：「見過大師。」\n「老衲有禮了。」\n")
    got = speakers(text, Character("林婉兒", gender="female"), Character("蕭寒", gender="male"))
    assert got == ["灰袍老和尚", "林婉兒", "灰袍老和尚", "蕭寒", "灰袍老和尚"]


def test_an_old_woman_described_is_the_grandmother_who_came_in():
    text = ("门口站着的正是奶奶。\n“我顺便带点橘子。”奶奶一边换鞋一边说。\n"
            "老太太在小满旁边坐下。\n“怎么啦？小脸拉得这么长。”\n")
    assert speakers(text, Character("奶奶", gender="female"),
                    Character("小满", gender="female")) == ["奶奶", "奶奶"]


def test_a_person_appearing_after_the_verb_speaks():
    text = "假山後面轉出一個青衫公子，朝二人深深一揖。\n「深夜驚擾，還望恕罪。」\n"
    assert speakers(text) == ["青衫公子"]


def test_said_it_in_the_next_paragraph_names_the_speaker():
    text = ("八戒笑道：“好，好！”\n“呆子，你且莫笑。”\n“那怎么办？”\n“你看着师父。”\n"
            "说罢，行者一个筋斗，不见了踪影。\n")
    got = speakers(text, Character("八戒", gender="male"), Character("行者", gender="male"))
    assert got[-1] == "行者"


def test_every_seed_line_is_right_with_and_without_voices_yaml():
    from pipeline.config import load_config
    for config in (Config(), load_config(Path(__file__).parent.parent / "voices.yaml")):
        result = score(SEED, DATA / "seed.tsv", config)
        assert result.total == 20
        assert result.misses == []


def test_labelled_set_is_big_enough():
    rows = sum(1 for p in DATA.glob("*.tsv") for line in p.read_text().splitlines()
               if line and not line.startswith("#"))
    assert rows >= 150


def test_an_aunt_acting_in_the_paragraph_before_speaks_the_untagged_line():
    text = ("大伯坐在上首，大伯母挨着他，姑姑靠窗站着。\n"
            "“开发商又来人了。”大伯说。\n"
            "“一百二十万。”大伯母抢着说。\n"
            "姑姑把钥匙往窗台上一放。\n"
            "“妈还没走半年，你们就惦记着卖房子了？”\n")
    assert speakers(text) == ["大伯", "大伯母", "姑姑"]


def test_a_voice_heard_before_its_owner_is_seen_is_the_one_who_comes_in():
    text = ("黑衣人一掌拍來，陸小川漸漸支持不住。忽聽得身後一個清脆的聲音喝道：\n"
            "「師弟退下！」\n"
            "一道白影掠過，沈碧瑤已擋在陸小川身前。\n"
            "「又來一個送死的。」黑衣人冷笑道。\n"
            "沈碧瑤早有防備，劍尖一挑。\n"
            "「我姓陸，名小川。」陸小川說。「碧瑤師姊，小心。」\n")
    assert speakers(text)[:2] == ["沈碧瑤", "黑衣人"]


def test_a_bare_role_call_points_at_the_one_the_text_gave_that_role():
    # 老周是…裁缝: 「师父，…」 calls him, so the line after the beat about him is not his.
    text = ("老周是这家铺子的裁缝。徒弟阿亮在案板边熨衣服。\n"
            "“棉袄做好了没有？”韩大姐问。\n"
            "“早好了。”老周说，“阿亮！”\n"
            "“来了。”阿亮应道。\n"
            "老周朝阿亮努了努嘴。\n"
            "“师父，是哪一件？”\n")
    assert speakers(text)[-1] == "阿亮"
    # 我妈 inside a sentence refers to her; it does not call her.
    assert called_roles("妈，我也想要。") == {"mother"}
    assert called_roles("大夫，我妈这几天老说头晕。") == {"doctor"}


def test_a_short_cry_after_a_deed_done_to_someone_is_theirs():
    text = ("阿亮捧着棉袄出来，衣角扫翻了针线盒。“来了。”阿亮说。\n"
            "“毛手毛脚！”老周说。\n"
            "老周瞪了他一眼。\n"
            "“对不起！”\n")
    assert speakers(text)[-1] == "阿亮"
    # an order after the deed is the doer's: he goes on (「过所呢？」, 「闭嘴！」 likewise)
    assert speakers(text.replace("对不起！", "还不快捡起来！"))[-1] == "老周"
    text = ("“看剑！”沈青川喝道。\n"
            "“来得好。”赵虎说。沈青川剑光一闪，削下了赵虎半片衣袖。“好快的剑！”\n")
    assert speakers(text)[-1] == "赵虎"


def test_an_untagged_call_word_goes_to_the_one_speaker_who_uses_it():
    text = ("小军进了门，笑道：“妈，我回来了。”\n王母道：“回来就好。”\n"
            "小梅道：“哥，你给我带什么了？”\n小军道：“你猜。”\n窗外下起了雨。\n"
            "“妈，我饿了。”\n")
    segments = [s for s in attribute(text) if s.kind == "dialogue"]
    assert (segments[-1].speaker, segments[-1].rule) == ("小军", "address-habit")


def test_a_cry_inside_narration_is_voiced_by_whoever_cries_and_a_sound_is_not():
    text = "鲍老三与杨清斗在一处。鲍老三“啊哟”一声，分水刺落地。\n门“嘎”的一声开了。\n"
    segments = attribute(text)
    cries = [s for s in segments if s.kind == "dialogue"]
    assert [(s.speaker, s.rule, s.text) for s in cries] == [("鲍老三", "cry", "“啊哟”")]
    assert any(s.kind == "narration" and "嘎" in s.text for s in segments)


def test_a_person_the_tag_verb_acts_on_or_places_beside_is_not_the_speaker():
    text = ("劉邦越聽越怒，指著地上的孫赤罵道：「回去告訴韓信！」\n"
            "陳平也湊到孫赤身邊，以極低的聲音說道：「大王，不可。」\n")
    people = Character("劉邦"), Character("孫赤"), Character("陳平")
    assert speakers(text, *people) == ["劉邦", "陳平"]


def test_adverbs_and_doubled_sounds_are_not_names():
    text = ("店小二迎上来，满脸堆笑：“二位客官，打尖还是住店？”\n"
            "老叫化哈哈一笑，含含糊糊地道：“好小子！”\n高个子冷冷地道：“少啰嗦。”\n")
    assert speakers(text) == ["店小二", "老叫化", "高个子"]


def test_a_voice_heard_before_its_owner_is_seen_is_the_one_seen_next():
    text = ("两人坐下。忽听得墙角里一个沙哑的声音嘟囔道：“好香，好香。”\n"
            "阮小蝉回头看去，只见墙角的草堆上蜷着一个老叫化。\n")
    assert speakers(text) == ["老叫化"]


def test_a_title_introduced_to_a_newcomer_does_not_rename_him():
    text = ("走進一個漢子，向上打了個千兒：「老爺，小的回來了。」\n"
            "沈宏遠冷冷的道：「你回來得正好。」\n"
            "翠兒道：「這是揚州的舅老爺，還不快見禮！」\n"
            "那漢子忙陪笑道：「給舅老爺請安。」\n")
    got = speakers(text, Character("沈宏遠"), Character("翠兒"))
    assert got == ["漢子", "沈宏遠", "翠兒", "漢子"]


def test_a_messenger_reporting_in_names_himself_and_the_one_brought_in():
    text = ("帳外衛士高聲稟報：「啟稟大王，齊地來使求見！」\n"
            "不多時，一名風塵僕僕的漢子被引入帳中，撲通跪倒。\n"
            "「齊營校尉孫赤，奉韓將軍之命，拜見大王。」\n")
    assert speakers(text, Character("孫赤")) == ["衛士", "孫赤"]


def test_a_kingdoms_king_is_a_person_a_pronoun_can_mean():
    text = ("夏侯嬰上前接過帛書。漢王展開一看，將帛書往案上一摔。\n"
            "「好一個韓信！」他厲聲喝道。\n")
    assert speakers(text, Character("夏侯嬰", gender="male")) == ["漢王"]


def test_after_a_crowd_answers_the_one_who_called_them_goes_on_unless_they_called_someone():
    text = ("周德昌冷笑一聲：「好一張利嘴。」\n沈宏遠氣得渾身亂顫，便叫：「來人！」\n"
            "外面幾個小廝一齊答應：「有！」\n「把這奴才鎖在柴房裡！」\n"
            "兩個黑衣人齊聲驚呼：「大哥！」\n「好……好功夫。」\n")
    got = speakers(text, Character("沈宏遠"), Character("周德昌"))
    assert got[:5] == ["周德昌", "沈宏遠", CROWD, "沈宏遠", CROWD]
    assert got[5] != "沈宏遠"  # the crowd called 大哥: he answers, not their master


def test_a_gesture_by_someone_else_does_not_say_whom_the_next_speaker_addresses():
    text = ("周德昌低聲道：「妹夫，我有一件事要同你商量。」\n"
            "沈宏遠便向翠兒擺擺手。翠兒會意，退到屏風後頭去了。周德昌方道：「你莊上的管家，可是姓來？」\n"
            "「正是，叫來福。大舅哥怎麼問起他來？」\n")
    people = Character("周德昌"), Character("沈宏遠"), Character("翠兒", gender="female")
    assert speakers(text, *people) == ["周德昌", "周德昌", "沈宏遠"]


def test_a_rough_voice_at_the_door_is_the_man_who_comes_in():
    text = ("孙德贵没吭声。\n院门外头有人咳嗽了一声，接着便是一个粗嗓门：“德贵哥，在家没？”\n"
            "门帘一挑，进来一个黑脸膛的汉子。\n")
    assert speakers(text, Character("孙德贵")) == ["汉子"]


def test_a_kin_word_before_a_full_name_stands_for_that_person_later():
    text = ("女儿孙玉兰坐在炕沿上，大儿子孙建国还没有回来。\n建国推门进来。建国放下包。"
            "建国低着头。\n孙德贵看着儿子问：“那个刘主任，靠得住不？”\n“靠得住。”\n")
    assert speakers(text, Character("孙德贵", gender="male")) == ["孙德贵", "孙建国"]


def test_a_manner_word_after_a_name_is_not_part_of_it_and_numbers_are_not_names():
    text = ("林晚低声说：“我去了。”\n林晚低下头去：“不太熟。”\n林晚笑了笑。林晚没说话。\n"
            "一名瘦高弟子怪叫道：“杂役也敢来？”\n一名瘦高弟子又叫道：“滚下去！”\n")
    index = discover_characters([text], Config())
    assert index.canonical("林晚") == "林晚"
    assert index.canonical("林晚低") is None and index.canonical("一名") is None


def test_the_narration_after_a_line_may_say_who_said_it():
    text = ("苏小棠报菜名：“一份三文鱼刺身。”\n“她不吃生的。”\n话是沈砚说的。\n")
    people = Character("苏小棠", gender="female"), Character("沈砚", gender="male")
    assert speakers(text, *people) == ["苏小棠", "沈砚"]


def test_the_narration_may_count_the_line_among_what_someone_ever_said():
    text = ("岳父道：“你吃不吃？”\n岳母把一块肉举到妻子碟子上方。“就吃一口。”\n“我不吃。”\n"
            "这是妻子进门以来说的第二句话。\n")
    people = Character("岳父", gender="male"), Character("岳母", gender="female")
    assert speakers(text, *people) == ["岳父", "岳母", "妻子"]


def test_a_beat_goes_to_the_last_one_who_acts_in_its_sentence():
    text = "玄德回顧孔明，孔明搖羽扇而笑。「主公勿憂。」\n"
    assert speakers(text, Character("玄德"), Character("孔明")) == ["孔明"]


def test_a_closing_tag_after_a_place_names_the_person_described_there():
    text = ("韩啸天冷笑道：“杂役也配？”\n“韩师兄何必与一个杂役置气。”高台一侧，"
            "一名青衣少女轻声开口。\n")
    assert speakers(text, Character("韩啸天", gender="male")) == ["韩啸天", "青衣少女"]


def test_attendants_all_saying_one_thing_are_a_crowd():
    text = "張飛大喝一聲：「原來是個奸細！」\n左右皆曰：「斬之！」\n"
    assert speakers(text, Character("張飛")) == ["張飛", CROWD]


def test_a_line_the_next_paragraph_calls_a_voice_belongs_to_whoever_then_appears():
    text = ("陆沉冲他笑了笑。“放心。”\n“慢着。”\n一个懒洋洋的声音响起。内门弟子的席位上，"
            "一名身着锦袍的青年缓缓起身。\n")
    assert speakers(text, Character("陆沉", gender="male")) == ["陆沉", "青年"]


def test_a_name_the_line_asks_about_is_its_listener():
    text = ("宗主摆了摆手：“都起来吧。”\n他的目光落在陆沉身上，上下打量了一番。“你叫陆沉？”\n")
    got = speakers(text, Character("陆沉", gender="male"), Character("宗主", gender="male"))
    assert got == ["宗主", "宗主"]


def test_inscriptions_and_shop_names_in_quotes_are_narration():
    text = ("碑顶刻着四个古篆——“问道无悔”。\n周六晚上七点，“松间”日料店里几乎坐满了人。\n"
            "众弟子齐声道：“拜见宗主！”\n")
    segments = attribute(text)
    assert [s.speaker for s in segments if s.kind == "dialogue"] == [CROWD]


def test_old_or_little_and_a_surname_calls_a_man_as_well_as_a_woman():
    text = ("男人扯了扯嘴角：“陈国栋。”\n郑国华把椅子往前拖了拖。\n“老陈，”他说，“那晚你在哪儿？”\n"
            "“在铺子里。”\n")
    people = Character("陈国栋", gender="male"), Character("郑国华", gender="male"), \
        Character("夏宇", gender="male")
    assert speakers(text, *people)[-1] == "陈国栋"


def test_a_described_person_answering_a_question_for_a_name_is_named_by_the_answer():
    text = ("“姓名。”夏宇说。\n男人的眼皮动了一下：“你们不是都知道了吗？”\n"
            "夏宇顿了顿：“这是程序。”\n男人扯了扯嘴角：“陈国栋。”\n")
    got = speakers(text, Character("陈国栋", gender="male"), Character("夏宇", gender="male"))
    assert got == ["夏宇", "陈国栋", "夏宇", "陈国栋"]


def test_someone_shouting_out_of_sight_is_a_voice_the_next_comer_owns():
    text = ("老爷坐在堂屋里。\n正说着，院子里有人嚷：“小翠！我那条灰围巾呢？”\n"
            "门帘一挑，大少爷走了进来。\n")
    assert speakers(text) == ["大少爷"]


def test_court_titles_are_people_and_a_concubine_names_herself():
    text = ("皇后笑了笑：「貴妃辛苦，坐吧。」\n"
            "那女子起身福了一福：「回貴妃娘娘，嬪妾是延禧宮的答應林氏。」\n"
            "殿外御前太監的嗓音遠遠傳了進來：「皇上駕到——」\n")
    assert speakers(text) == ["皇后", "林氏", "太監"]


def test_where_someone_is_and_what_a_hand_does_are_not_names():
    text = ("院子里有人嚷：“来了！”院子里很静。院子里没有灯。\n"
            "萧贵妃霍地站起身来，一手护着肚子，一手指着她道：“好个狐媚子！”\n"
            "萧贵妃冷笑道：“你还敢说？”一手按着桌子。\n")
    index = discover_characters([text], Config())
    assert index.canonical("院子里") is None and index.canonical("一手") is None
    assert speakers(text)[1:] == ["萧贵妃", "萧贵妃"]


def test_a_voice_from_outside_is_whoever_then_comes_in_even_if_met_before():
    text = ("老爷坐着，大少爷瑞文不在家。\n老爷把车票往桌上一放。\n"
            "正说着，院子里有人嚷：“小翠！我那条灰围巾呢？”\n"
            "声音还没落，大少爷已经掀帘子进来了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("院子") is None
    assert speakers(text, Character("瑞文", gender="male")) == ["瑞文"]


def test_an_unknown_name_called_at_the_start_of_a_line_is_the_one_who_answers():
    text = ("掌事太監劉安躬身站在一旁。\n蕭貴妃冷笑道：「娘娘還等什麼？」\n"
            "皇后道：「劉安，拆開來瞧瞧。」\n「嗻。」\n劉安拆開香囊，倒出一粒丸子。\n")
    people = Character("皇后", gender="female"), Character("蕭貴妃", gender="female")
    assert speakers(text, *people) == ["蕭貴妃", "皇后", "劉安"]


def test_a_servant_calls_himself_a_slave_and_a_master_calls_him_one():
    text = ("管家來福垂手站着。\n周德昌道：「妹夫，莊上的租子呢？」\n沈宏遠把茶碗重重一放。\n"
            "「這奴才，叫他去莊上收租，收到哪裏去了？」\n「是奴才糊塗。」\n")
    people = Character("沈宏遠", gender="male"), Character("來福", gender="male"), \
        Character("周德昌", gender="male")
    assert speakers(text, *people) == ["周德昌", "沈宏遠", "來福"]


def test_the_other_party_of_a_call_is_the_voice_and_names_himself():
    text = ("陆承远按下通话键：“这里是赤鸢号，请报告你的身份。”\n"
            "一个沙哑的男声从噪音里浮了上来：“……有人吗？”\n“这里是赤鸢号，我们收到了。”陆承远说。\n"
            "对方长长地喘了口气：“好……好。我是霍启明，启明号站长。”\n")
    got = speakers(text, Character("陆承远", gender="male"), Character("霍启明", gender="male"))
    assert got == ["陆承远", "霍启明", "陆承远", "霍启明"]


def test_a_maid_named_first_in_a_tag_sentence_is_found_and_speaks():
    text = ("沈琅命画眉去请两位姑娘。画眉去了半日方回，笑道：“蕙姑娘说了，不来。”\n"
            "画眉放下帘子，回身说：“温姑娘也不来。”\n沈琅忙道：“这可怎么好？”\n")
    index = discover_characters([text], Config())
    assert index.canonical("画眉") == "画眉"
    assert speakers(text)[0] == "画眉"


def test_a_name_told_in_two_parts_names_the_described_speaker():
    text = ("蕭遠舟拱手請教對方姓名。那少年眼珠一轉，道：「我姓柳，單名一個青字。你呢？」\n")
    assert speakers(text, Character("蕭遠舟", gender="male")) == ["柳青"]


def test_someone_who_declines_to_answer_leaves_the_asker_to_go_on():
    text = ("沈砚把车停下来，侧过头看着她：“你当年为什么不回我消息？”\n她没说话。\n"
            "“我在机场一直等到最后一次登机广播。”\n")
    people = Character("沈砚", gender="male"), Character("林晚", gender="female")
    assert speakers(text, *people) == ["沈砚", "沈砚"]


def test_a_pause_before_speaking_is_not_declining():
    text = ("韩东把情况说了一遍：“有线索了。”\n老郑听完，把茶杯放下，沉默了一会儿。\n"
            "“福源寺附近只有一个村子。”\n")
    people = Character("韩东", gender="male"), Character("老郑", gender="male")
    assert speakers(text, *people) == ["韩东", "老郑"]


def test_a_consort_called_by_her_rank_speaks():
    text = "林答應臉上一紅。\n坐在對面的宜嬪掩口一笑：「貴妃娘娘這話可說岔了。」\n"
    assert speakers(text, Character("林答應", gender="female")) == ["宜嬪"]


def test_a_clerk_named_after_the_plaintiff_spoke_is_the_clerk_not_her():
    text = ("只見一個婦人跪在階下。\n那婦人哽咽道：「民婦陳張氏，求大老爺作主！」\n"
            "周知縣向刑房書吏道：「孫先生，驗屍的單子可在？」\n"
            "那書吏名叫孫有德，忙起身道：「回大人，在這裡。」\n")
    got = speakers(text, Character("周知縣", gender="male"), Character("孫有德", gender="male"))
    assert got == ["婦人", "周知縣", "孫有德"]


def test_a_glance_or_a_face_makes_no_speaker_and_a_voice_on_the_phone_is_hers():
    text = ("曹德全眼皮也不抬，瞥了一眼地上的馬三：「好重的血腥氣。」\n"
            "沈廷岳站起身來，目光在韓青臉上停了一停：「給你二百騎。」\n"
            "“喂？你还在吗？”电话里的女人提高了声音。\n")
    people = Character("曹德全", gender="male"), Character("馬三", gender="male"), \
        Character("沈廷岳", gender="male"), Character("韓青", gender="male")
    assert speakers(text, *people) == ["曹德全", "沈廷岳", "女人"]


def test_written_notes_are_narration_but_a_casual_manner_is_not_writing():
    text = ("收货人写的是“陈女士”，备注栏里只有一行字：“到了别敲门，挂门把手上就行。”\n"
            "曹德全說得輕描淡寫：「棄堡，退回宣府。」\n")
    segments = attribute(text, None, Character("曹德全", gender="male"))
    assert [s.speaker for s in segments if s.kind == "dialogue"] == ["曹德全"]


def test_a_counted_band_is_a_crowd_and_their_leader_one_person():
    text = ("三個挎刀的漢子走了進來，為首的一個滿臉橫肉，把刀往桌上一拍。\n「掌櫃的，上酒上肉！」\n"
            "旁边那桌几个光膀子的汉子哄地笑开了：“老神仙，又逮着人算命啦！”\n")
    assert speakers(text) == ["為首的一個", CROWD]


def test_a_given_name_called_and_acting_is_a_name_and_the_first_line_finds_its_speaker():
    text = ("周桂兰从厨房探出半个身子，手里还攥着锅铲。抽油烟机轰轰地响。\n“建平，你下楼看看。”\n"
            "刘慧冲着女儿的房间喊：“可欣！出来摆碗筷！”\n可欣接过红包。可欣笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("可欣") == "可欣"
    assert speakers(text, Character("周桂兰", gender="female"))[0] == "周桂兰"


def test_a_preposition_is_no_part_of_a_name():
    text = ("東家沈茂堂坐在櫃房裡。\n「又是魏胖子！」東家把算盤一推。\n"
            "錢掌櫃往東家跟前湊了湊。東家嘆了口氣。\n"
            "马副官跟着走了两步，又折回来，压低声音道：“小林，那天的事。”\n马副官跟科长说了。马副官笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("往東家") is None and index.canonical("马副官跟") is None
    assert speakers(text)[0] == "東家"


def test_a_long_silence_before_speaking_is_not_declining_and_a_called_nickname_is_a_name():
    text = ("马老三低着头：“俺上哪弄二百块去？”\n郑校长皱起眉头：“所以就叫娃回去放羊？”\n"
            "“那还能咋？”\n郑校长半天没吭声，从兜里摸出旱烟袋。\n“三娃子，你还记得不？”\n"
            "马老三吼道：“栓子，出来！”\n栓子低着头走出来。栓子没说话。\n")
    index = discover_characters([text], Config())
    assert index.canonical("栓子") == "栓子"
    people = Character("马老三", gender="male"), Character("郑校长", gender="male")
    assert speakers(text, *people)[:4] == ["马老三", "郑校长", "马老三", "郑校长"]


def test_a_title_once_written_before_a_name_is_that_person_when_called():
    text = ("東家沈茂堂一夜沒睡，坐在櫃房裡撥算盤。\n夥計順子提著一壺開水進來。\n"
            "「東家，錢掌櫃從碼頭回來了。」\n「叫他進來。」\n")
    got = speakers(text, Character("沈茂堂", gender="male"), Character("錢掌櫃", gender="male"))
    assert got[1] == "沈茂堂"


def test_a_line_naming_its_speaker_beats_a_pronoun_guess():
    text = ("萧白淡淡地道：“因为你的手。”\n黑衣人低下头，看了看自己的手。\n他沉默了很久。\n"
            "“我姓卓，卓青。”他终于道。\n")
    assert speakers(text, Character("萧白", gender="male")) == ["萧白", "卓青"]


def test_a_shout_heard_from_outside_is_the_one_who_then_bursts_in():
    text = ("那妇人拿着尖刀骂道：“老爷今日叫你做个枉死鬼！”\n韩忠把枷一横，抵住刀口。"
            "正在危急之间，只听得门外一声雷也似叫道：“兀那鸟男女，休要动手！”\n"
            "一条黑大汉提着镔铁棍，大踏步抢入店来。\n")
    assert speakers(text, Character("韩忠", gender="male"))[1] == "大汉"


def test_the_one_named_after_bei_does_the_deed_and_speaks():
    text = ("那妇人抢过一条板凳来打，被那大汉劈手夺过，往地下一掼，喝道：“你这婆娘，再动一动！”\n")
    assert speakers(text) == ["大汉"]


def test_a_gold_description_with_a_demonstrative_accepts_the_bare_description(tmp_path):
    text = tmp_path / "t.txt"
    text.write_text("那妇人笑道：“客官要打多少酒？”\n", encoding="utf-8")
    gold = tmp_path / "t.tsv"
    gold.write_text("# header\n6\t那妇人\t“客官要打\n", encoding="utf-8")
    assert score(text, gold).accuracy == 1.0
    text.write_text("一位绅士说：“好。”\n", encoding="utf-8")  # an article, as 那 is
    gold.write_text("# header\n6\t一位绅士\t“好。”\n", encoding="utf-8")
    assert score(text, gold).accuracy == 1.0
    gold.write_text("# header\n6\t一位\t“好。”\n", encoding="utf-8")
    assert score(text, gold).accuracy == 0.0


def test_latin_names_are_people_and_gestures_are_not():
    text = ("“这是我们团队的Lily。”周总说。\nLily冲镜头点了点头：“沈总好。”\n"
            "“合同签了？”这回问话的是Lily。\n孙九皋迎上前去，拱手笑道：「客官來得早。」\n"
            "她推了推眼镜，语气很平静：“框架协议不算收入。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("Lily") == "Lily"
    assert index.canonical("拱手") is None and index.canonical("语气") is None
    assert speakers(text, Character("孙九皋", gender="male"))[1:3] == ["Lily", "Lily"]


def test_a_row_of_windows_is_no_officer():
    text = ("麥督察走進來，笑道：「傅，我就知道她會請你。」\n"
            "傅靜山沒有回答。靠海的一排長窗全開著。\n「這就是你的熱鬧。」\n")
    assert "排長" not in speakers(text)


def test_a_married_young_mistress_and_a_maid_who_answers_are_named_in_full():
    text = ("老太太笑道：「你們兩個分了半日。」\n"
            "老太太只是笑，向碧梧道：「茶好了沒有？」\n"
            "碧梧答應著，一面斟茶，一面笑道：「老太太疼姑娘們。」\n"
            "二奶奶道：「我說呢，罷罷。」\n碧梧在窗下烹茶。碧梧忙捂了嘴。\n"
            "碧梧答應一聲出去了。\n二奶奶笑道：「老祖宗瞧瞧。」\n")
    assert speakers(text) == ["老太太", "老太太", "碧梧", "二奶奶", "二奶奶"]


def test_a_pronoun_opening_the_tag_is_someone_named_before_it_and_again_is_the_last_speaker():
    text = ("二奶奶道：「我說呢，原來是姑娘的人。」\n"
            "她挨著老太太坐下，伸手在火盆上烘了烘，又道：「老祖宗，我來是有一樁正經事。」\n")
    people = Character("二奶奶", gender="female"), Character("老太太", gender="female")
    assert speakers(text, *people) == ["二奶奶", "二奶奶"]


def test_a_recruit_looking_up_after_his_line_is_the_one_who_spoke():
    text = ("王振山蹲下来，拍了拍一个缩成一团的人。\n“睡着了？”\n"
            "“没……没有，班长。”那新兵抬起头，牙齿还在打架。\n")
    assert speakers(text, Character("王振山", gender="male"))[1] == "新兵"


def test_a_surname_and_an_office_calls_that_person_whatever_her_sex():
    text = ("周敏把卷宗摊开：“开始吧。”何建平说：“等一等。”\n"
            "林晓梅凑过来，声音压得极低：“周律师，孙婶她会不会紧张？”\n"
            "“放心，我跟她说好了。”\n")
    people = (Character("周敏", gender="female"), Character("林晓梅", gender="female"),
              Character("何建平", gender="male"))
    assert speakers(text, *people)[2:] == ["林晓梅", "周敏"]


def test_court_officers_are_people_and_the_one_who_did_not_act_is_not_the_speaker():
    text = ("书记员又喊了一声：“全体起立！”\n"
            "林国栋说：“打钱就不算尽孝了？”何律师说：“坐下。”\n"
            "林国栋忽然又站了起来，这回何律师没拉住他。\n“孙婶，我爸那时候都糊涂了！”\n")
    people = Character("林国栋", gender="male"), Character("何律师", gender="male")
    assert speakers(text, *people) == ["书记员", "林国栋", "何律师", "林国栋"]


def test_a_paragraph_about_someone_s_voice_names_who_just_spoke_and_a_hum_is_a_cry():
    text = ("志刚把杯子往桌上一顿：“你是惦记着分钱呢？”\n老三道：“我说借。”\n"
            "“老三！”\n周桂兰的声音不大，一桌子人却都住了口。\n志红“嗯”了一声。\n")
    people = (Character("志刚", gender="male"), Character("老三", gender="male"),
              Character("周桂兰", gender="female"), Character("志红", gender="female"))
    assert speakers(text, *people) == ["志刚", "老三", "周桂兰", "志红"]


def test_a_pronoun_tag_is_the_one_the_last_line_called_and_an_old_man_is_no_she():
    text = ("周桂兰道：“不卖。”刘敏道：“妈！”\n"
            "周桂兰走到阳台门口，把晾着的一件毛衣翻了个面。那是老头子生前穿的。\n"
            "“不卖。”她背对着一桌子人说。\n"
            "“志伟，菜还没吃完呢。”刘敏说。\n“不吃了，嫂子。”他在门口换鞋。\n")
    people = (Character("周桂兰", gender="female"), Character("刘敏", gender="female"),
              Character("志刚", gender="male"), Character("志伟", gender="male"))
    assert speakers(text, *people)[2:] == ["周桂兰", "刘敏", "志伟"]


def test_a_pronoun_after_a_paragraph_goes_on_from_whom_its_last_pronoun_stood_for():
    text = ("“都齐了没？”孙村长说。\n"
            "新娘子是从河对岸马家屯接过来的，叫马秀兰。送亲的是她二姨，五十来岁，嗓门比四轮子还亮。"
            "一进院，她就把两只手揣进袖筒里，挨个桌子瞅。\n"
            "“这就八张桌？”她扭头问身边的人。\n")
    people = (Character("孙村长", gender="male"), Character("马秀兰", gender="female"),
              Character("二姨", gender="female"), Character("新娘子", gender="female"))
    assert speakers(text, *people)[1] == "二姨"


def test_a_name_with_a_kin_suffix_calls_that_person_and_a_small_man_is_a_person():
    text = ("子晴道：“妳怎麼來了？”雨萱道：“子騫呢？”\n"
            "子晴一把抓住了雨萱的手，她的手，冰冰冷冷的。\n"
            "“雨萱姐，妳快去看看我哥吧！”\n"
            "“齐了齐了！”一个精瘦的小个子从人堆里钻出来，抢着答话。\n")
    people = Character("子晴", gender="female"), Character("雨萱", gender="female")
    assert speakers(text, *people)[2:] == ["子晴", "小个子"]


def test_the_one_asked_is_not_the_asker_and_a_beat_reaches_back_to_whoever_was_named():
    text = ("那客商欠了欠身子，道：「程大掌櫃，實不相瞞。」\n"
            "程敬齋沒有接這話，卻問那客商：「令尊過世幾年了？」\n"
            "侯德培接過來，就著燈光一張一張地看。看完了，卻不遞給上首，只把契紙在桌上墩了墩。"
            "「貨棧燒了大半，還剩幾間？」\n"
            "不多時，帳房捧著一本庫帳進來，道：「庫裡現銀十一萬。」\n")
    people = Character("程敬齋", gender="male"), Character("侯德培", gender="male")
    assert speakers(text, *people) == ["客商", "程敬齋", "侯德培", "帳房"]


def test_a_cry_of_someone_is_theirs_and_your_elder_sister_is_not_called():
    text = ("师姐在药圃里浇水，就听见偏屋那边一声巨响，紧接着是师弟的惨叫：“师姐救命！”\n"
            "屋檐上的白狐笑得尾巴直抖：“听见没有，傻小子？连你师姐都不帮你。”\n"
            "“你个扁毛畜生——”\n")
    people = Character("师姐", gender="female"), Character("师弟", gender="male")
    assert speakers(text, *people) == ["师弟", "白狐", "师弟"]


def test_a_line_asked_by_someone_named_after_it_and_an_official_naming_his_post():
    text = ("宜蓁咬著筷子，沒有說話。\n「蓁蓁，妳自己想念什麼？」\n這句話是阿公問的。\n"
            "驛丞孫有福道：「千戶大人，周老爺到了。」\n那人並不回頭：「讓他一個人進來。」\n"
            "站在門邊的一個年輕武官笑了一聲：「備兩盞就是。」\n"
            "周秉文拱手笑道：「下官有失遠迎。」\n窗前那人這才轉過身來。他三十出頭。"
            "「周大人請坐。本官北鎮撫司千戶韓宗衍，奉旨查案。」\n")
    people = (Character("阿公", gender="male"), Character("宜蓁", gender="female"),
              Character("孫有福", gender="male"), Character("周秉文", gender="male"),
              Character("韓宗衍", gender="male"))
    assert speakers(text, *people) == ["阿公", "孫有福", "韓宗衍", "年輕武官", "周秉文", "韓宗衍"]


def test_thinking_a_moment_is_a_pause_not_a_thought_and_a_maid_speaks():
    text = ("“刘妈，你倒完水之后，有谁进过先生的卧室？”周晓川翻开手里的笔记本。\n"
            "女佣想了想：“太太进去过一回，送药。”\n")
    segments = [s for s in attribute(text, None, Character("周晓川", gender="male"))
                if s.kind == "dialogue"]
    assert (segments[1].speaker, segments[1].rule) == ("女佣", "tag-before")


def test_words_on_a_screen_are_narration_and_reading_a_name_out_is_not_naming_oneself():
    text = ("手机屏幕右上角只剩下三个字：“无服务”。\n"
            "“那写的是谁？”程昊问。\n周晓川看了陆衡一眼，才把那张纸翻过来。\n“许文涛。”\n"
            "所有人的目光一齐落到许医生身上。\n")
    people = Character("程昊", gender="male"), Character("周晓川", gender="male")
    got = [(s.kind, s.speaker) for s in attribute(text, None, *people) if "无服务" in s.text
           or "许文涛。" in s.text]
    assert got[0][0] == "narration" and got[1] == ("dialogue", "周晓川")


def test_a_monk_and_a_man_in_a_grey_robe_are_people():
    text = ("那老僧這才抬起眼來，合十道：「阿彌陀佛。」\n"
            "「是她的女儿。」灰袍人一字一顿。\n")
    assert speakers(text) == ["老僧", "灰袍人"]


def test_a_wandering_monk_is_not_the_other_end_of_a_phone_and_a_sneer_is_no_name():
    text = ("嚴秀道：「哥哥，走得口乾了。」\n項通道：「正合灑家的意。」\n"
            "兩個入得店來。那頭陀把兩口戒刀解下，拍著桌子叫道：「酒保，快將酒來！」\n"
            "只見一個後生酒保慌忙走來，唱個喏道：「師父要打多少酒？」\n"
            "嚴秀冷笑道：「你們倒來拿好漢？」那公人冷笑道：「你又是甚麼人？」\n")
    index = discover_characters([text], Config())
    assert index.canonical("冷笑") is None
    assert speakers(text)[2:4] == ["頭陀", "酒保"]


def test_a_role_right_before_a_name_does_not_act_for_it():
    text = ("董事长秘书孟晓把材料放在座位前，小声说：“沈董，人都到齐了。”\n"
            "董事长道：“开吧。”\n")
    got = speakers(text, Character("孟晓", gender="female"), Character("董事长", gender="male"))
    assert got == ["孟晓", "董事长"]


def test_the_scholar_and_the_girl_of_a_classical_tale_speak_as_生_and_女():
    text = ("顧生，名琰，江南人也。老僕環顧四壁，搖首曰：「公子，此地荒涼。」\n"
            "生笑曰：「清靜正好讀書。」\n生啟扉視之，乃一少女。\n"
            "女掩口而笑：「郎君讀書人，卻不知山後有村麼？」\n生大奇之。女起身曰：「妾去矣。」\n")
    assert speakers(text)[1:] == ["生", "女", "女"]
    assert described("他生气地说，生怕她走。女儿笑了。") == [
        Described(11, 13, "女儿")]  # no 生 or 女 inside a modern word


def test_a_brother_and_sister_together_are_a_crowd():
    text = ("周立伟道：“妈，你说什么呢？”\n“说你好话。”兄妹俩几乎同时开口，又都笑了。\n")
    assert speakers(text, Character("周立伟", gender="male"))[-1] == CROWD


def test_people_answering_together_are_a_crowd_whoever_the_subject():
    text = ("魏铮道：“拿下。”\n魏铮朝门外一招手，院子里的校尉齐声应道：“遵命！”\n")
    assert speakers(text, Character("魏铮", gender="male")) == ["魏铮", CROWD]


def test_a_team_leader_named_after_her_role_asks_the_question_she_is_tagged_with():
    text = ("刘德厚念道：“一等二十五。”\n屋里静了一下。\n"
            "“一等几个？”钳工二组的组长赵秀英问。她三十七八岁。\n")
    people = Character("赵秀英", gender="female"), Character("刘德厚", gender="male")
    assert speakers(text, *people) == ["刘德厚", "赵秀英"]


def test_one_who_has_not_yet_spoken_is_not_the_voice_heard_in_the_same_sentence():
    text = ("柳三更笑道：“值么？”\n雷震川还没开口，忽听身后青纱轿里传出一个女子的声音，清清冷冷的："
            "“柳二当家，十年不见。”\n")
    people = Character("柳三更", gender="male"), Character("雷震川", gender="male")
    assert speakers(text, *people)[1] == "女子"


def test_a_voice_said_to_be_someone_is_theirs_and_a_rusty_sign_is_narration():
    text = ("韩铮按下通话键：“大本营，我是雪豹一组。”\n"
            "对讲机里过了好几秒，才挤出一个断断续续的声音，是大本营值班的老孟：“今晚还会加强。”\n"
            "雪地里斜插着一块铁皮牌子，锈得只剩几个字还看得清：“前方断崖　禁止通行”。\n")
    segments = attribute(text, None, Character("韩铮", gender="male"))
    assert [s.speaker for s in segments if s.kind == "dialogue"] == ["韩铮", "老孟"]


def test_a_schoolboy_described_before_his_name_speaks():
    text = ("门外传来一个男人的声音：“有人吗？”\n"
            "薯片堆后面一个戴眼镜的瘦高男生探出头来，声音都在抖：“是活人！秦哥，是活人啊！”\n")
    assert speakers(text)[-1] == "瘦高男生"


def test_a_squad_answering_together_is_a_crowd_and_a_bare_call_is_not_the_one_called():
    text = ("雷振东转身面向队伍：“全体都有！听见没有！”\n“听见了！”全体齐声吼道。\n")
    assert speakers(text, Character("雷振东", gender="male")) == ["雷振东", CROWD]
    text = (DATA / "ho_wuxia_library.txt").read_text(encoding="utf-8")
    called = next(s for s in attribute(text) if s.kind == "dialogue"
                  and s.text.startswith("「師父！」"))
    # not the 道人 just seen, whom the line calls (it is 沈碧瑤's: since 「好劍法！」 went to
    # the man who said it, the turn order gives 黑衣人, and no rule knows he is no disciple)
    assert called.speaker not in ("玄真道長", "道人")


def test_a_form_of_address_named_a_headline_and_a_panel_warning_are_narration():
    text = ("报社上下都叫他老宋，当面规规矩矩喊“宋总”的，只有新来的实习生。\n"
            "稿子改到第九版，标题还是那一行：“宏达化工深夜偷排　清河下游三村饮水告急”。\n"
            "主控面板上跳出一行红字：“质子通量超限”。\n")
    assert [s for s in attribute(text) if s.kind == "dialogue"] == []


def test_an_old_man_keeps_his_diminutive():
    text = ("“暂停是啥意思？”一个穿迷彩棉袄的汉子把脸凑到玻璃上。\n\n"
            "窗口里坐着个胖胖的中年女人，短头发烫得很卷，眼皮都没抬：“高速封了。”\n"
            "门口进来一个瘦高老头儿，抱着个蓝布包袱：“掌柜的在吗？”\n")
    assert speakers(text) == ["汉子", "中年女人", "瘦高老头儿"]


def test_a_glance_towards_someone_and_an_essay_topic_on_the_blackboard():
    text = ("许川道：“来了。”林蔚道：“嗯。”\n"
            "杜小梅压低了声音，眼睛往许川那边瞟：“你们俩说话了没有？”\n"
            "第二天作文课，他在黑板上写了一行字让大家自由发挥：“替人担下的东西”。\n")
    people = (Character("许川", gender="male"), Character("林蔚", gender="female"),
              Character("杜小梅", gender="female"))
    assert speakers(text, *people) == ["许川", "林蔚", "杜小梅"]


def test_a_young_lady_of_the_song_and_a_young_monk_beside_an_old_one():
    text = ("明遠道：「這燈謎猜著了。」\n那小娘子掩口一笑：「是個『告』字。」\n"
            "開門的是個十來歲的小和尚，探出半個光腦袋：“几位施主是躲雨的吧？”\n"
            "殿后慢慢走出来一个老和尚，只说：“先进来。”\n")
    got = speakers(text, Character("明遠", gender="male"))
    assert got == ["明遠", "小娘子", "小和尚", "老和尚"]


def test_the_one_told_to_do_something_is_not_the_speaker():
    # 叫他不必攔: 他 is told, the speaker is the one who waved; but 名叫 names a subject.
    text = ("陳伯平道：「放肆！」黃仲英道：「我偏要說。」\n"
            "陳伯平臉色一變，正要喝止，沈墨庵擺擺手，叫他不必攔：「讓他說。」\n"
            "這支商隊的頭領名叫安諾，他回頭高聲吆喝：「卸貨！」\n")
    got = speakers(text, Character("陳伯平", gender="male"), Character("黃仲英", gender="male"),
                   Character("沈墨庵", gender="male"), Character("安諾", gender="male"))
    assert got[2:] == ["沈墨庵", "安諾"]


def test_what_someone_said_told_inside_the_narration_is_their_line():
    text = ("爸道：「吃饭。」\n"
            "几个人的话全搅在了一处：妈说的是“我这还不是为了孩子”，大姑嚷的却是“妈还活着呢”。"
            "人都叫他作“铁棍赵郎”。\n")
    segments = [s for s in attribute(text, None, Character("妈", gender="female"),
                                     Character("大姑", gender="female"))
                if s.text.startswith(("“", "「"))]
    assert [(s.kind, s.speaker) for s in segments] == [
        ("dialogue", "爸"), ("dialogue", "妈"), ("dialogue", "大姑"), ("narration", NARRATOR)]


def test_a_surname_that_is_more_often_a_word_does_not_start_a_guessed_name():
    # 連看都沒有看: 連 is a surname, but 連看 is not the one who acts.
    text = ("紫面大漢道：「你是誰？」黑衣人道：「過路的。」紫面大漢冷笑道：「滾出去。」\n"
            "黑衣人連看都沒有看他一眼。\n"
            "「我不是來喝酒的。」\n")
    assert speakers(text)[-1] == "黑衣人"


def test_a_sentence_naming_no_one_of_its_own_names_the_one_just_described():
    text = ("赵元烈道：“杂役房出来的？”林寒道：“正是。”\n"
            "观礼台下首，一个白衣青年负手而立。正是内门的韩松，赵元烈的师兄。\n"
            "“元烈，”他淡淡开口，“点到为止。”\n"
            "院墙那边闪进一个姑娘来。这姑娘叫杨秀英。她说的刘麻子就是本村的保长刘三贵。\n"
            "她把篮子往地上一放：“信送到了。”\n")
    got = speakers(text, Character("韩松", gender="male"), Character("林寒", gender="male"),
                   Character("杨秀英", gender="female"),
                   Character("刘三贵", gender="male"))
    assert got[2:4] == ["韩松", "韩松"]
    assert got[4] in ("姑娘", "杨秀英")  # 她说的刘麻子 has a subject: it names no 姑娘


def test_someone_in_the_crowd_is_not_the_crowd():
    text = ("林寒站在台下。\n"
            "人群里一个青衣少女踮着脚朝他挥手，声音却脆生生的：“林师兄！别怕！”\n"
            "人群中众弟子齐声喊道：“林师兄！”\n")
    assert speakers(text, Character("林寒", gender="male")) == ["青衣少女", CROWD]


def test_naming_a_stranger_does_not_rename_a_voice_heard_long_before():
    text = ("孙雅琪按下免提，一个男声从听筒里冒出来：“喂？这么晚了。”\n"
            "孙雅琪道：“是我。”\n" + "她们又低头看了一会儿书。\n" * 13
            + "门外一个洪亮的女声：“开门，查寝。”\n"
            "赵婧怡过去开了门。门口站着的是宿管刘阿姨。\n")
    got = speakers(text, Character("孙雅琪", gender="female"), Character("刘阿姨", gender="female"))
    assert got == ["声音", "孙雅琪", "刘阿姨"]


def test_the_one_a_hand_is_held_out_to_is_not_the_speaker():
    text = ("小六子道：「老爹走好。」\n"
            "鄭屠戶跟在後頭，終是不放心，伸到小六子鼻子底下：「六子，你替我看看。」\n")
    assert speakers(text, Character("鄭屠戶", gender="male"),
                    Character("小六子", gender="male")) == ["小六子", "鄭屠戶"]


def test_policemen_cooks_pilots_and_other_trades_are_people():
    text = ("大德子道：“老总，您瞧。”\n"
            "巡警拿手电筒往车上照了照，口气就软下来了。\n"
            "“您贵姓？”\n"
            "舰长把手按在控制台上：“全员就位。”\n")
    assert speakers(text, Character("大德子", gender="male")) == ["大德子", "巡警", "舰长"]


def test_the_one_looked_at_or_told_after_this_and_that_is_not_the_speaker():
    # 這才對身邊的丫鬟道: 這才 is "only then", not "this"; 瞪了X一眼, 直視着X: looked at;
    # 霍然 is "suddenly", not a man surnamed 霍.
    text = ("丫鬟道：「福晉，回吧。」十三阿哥道：「我也走了。」\n"
            "四福晉目送他們走遠，這才對身邊的丫鬟道：「這十三弟。」\n"
            "五格格伸手捂住她的嘴，瞪了十三阿哥一眼：「你少說兩句。」\n"
            "孫志平抬起頭，直視着十三阿哥：「說吧。」\n"
            "紫面大漢霍然站起，一掌拍在桌上：「放肆！」\n")
    got = speakers(text, Character("四福晉", gender="female"), Character("五格格", gender="female"),
                   Character("十三阿哥", gender="male"), Character("孫志平", gender="male"))
    assert got[2:5] == ["四福晉", "五格格", "孫志平"]
    assert got[5] in ("紫面大漢", "大漢")


def test_a_voice_on_the_phone_or_the_radio_is_the_one_last_heard_on_that_line():
    text = ("孙雅琪按下免提。手机里，学长清了清嗓子：“第五题千万别抄。”\n"
            "孙雅琪冲手机说：“知道了，你别睡。”\n"
            "吴佩佩道：“阿姨来了！”\n"
            "门外一个洪亮的女声：“开门，查寝。”\n"
            "门口站着的是宿管刘阿姨。\n"
            "刘阿姨道：“屋里有男的？”\n"
            "屋里安静了好一会儿，手机里才又传来小心翼翼的一声：“我还能说话吗？”\n"
            "对讲机沙沙响了两声：“三七二六，听到请回答。”\n")
    got = speakers(text, Character("孙雅琪", gender="female"), Character("吴佩佩", gender="female"),
                   Character("刘阿姨", gender="female"))
    assert got == ["学长", "孙雅琪", "吴佩佩", "刘阿姨", "刘阿姨", "学长", "声音"]


def test_a_description_answering_a_call_by_name_is_the_one_called():
    text = ("開門的是一個五十來歲的老者。沈太太道：「陸先生請坐。」\n"
            "沈太太瞥了一眼門口：「周福也聽見的。周福，你說。」\n"
            "那老管家向前走了一步，垂手答道：「是。那夜兩點鐘光景，小的起來巡夜。」\n"
            "陸先生道：「阿翠，你呢？」\n"
            "一個中年女人從廚房出來，擦著手道：「我睡得早。」\n")
    got = speakers(text, Character("沈太太", gender="female"), Character("陸先生", gender="male"),
                   Character("周福", gender="male"), Character("阿翠", gender="female"))
    assert got == ["沈太太", "沈太太", "周福", "陸先生", "中年女人"]  # no answer: not 阿翠


def test_a_newcomer_is_asked_who_he_is_not_the_one_asking():
    text = ("鄭知府道：「傳他進來。」韓彪道：「是。」\n"
            "不多時，一個老漢拄著拐杖走上堂來。但見他鬚髮皆白，跪下便磕頭。\n"
            "「你是何人？」\n"
            "「小老兒姓孫，在東關賣豆腐。」\n")
    got = speakers(text, Character("鄭知府", gender="male"), Character("韓彪", gender="male"))
    assert got[2:] == ["鄭知府", "老漢"]


def test_a_described_speaker_found_in_tags_keeps_the_sex_of_the_description():
    # 紫面大漢 opens tags, so discovery indexes him with no sex of his own: he is a 漢.
    text = "紫面大漢道：「拿酒來！」紫面大漢又道：「快！」\n"
    chapter = split_chapters(text, "t.txt")[0]
    index = discover_characters([chapter.text], Config())
    reader = ChapterReader(chapter, segment_chapter(chapter), index, Config())
    assert index.gender("紫面大漢") == "unknown"
    assert reader.gender("紫面大漢") == "male"


def test_a_letter_nickname_speaks_and_the_narration_naming_a_voice_renames_it():
    text = ("陈默开了麦：“人到齐了没有？”\n"
            "一个粗嗓门抢着答道：“齐了，二十五个。”\n"
            "说话的是老K，公会的主坦。老K三年来每个周五都准时上线。\n"
            "老K又道：“直接进吧。”\n")
    got = speakers(text, Character("陈默", gender="male"))
    assert got == ["陈默", "老K", "老K"]
    assert "团队" not in discover_characters(["团队道：“走。”团队面板亮了。团队道：“好。”"],
                                             Config()).names


def test_a_pronoun_goes_on_from_the_last_sentence_s_subject_not_a_when_clause():
    text = ("杜郎中道：「告辭。」慧覺道：「阿彌陀佛。」\n"
            "杜郎中一行人出門的時候，慧覺落在最後。他走到門檻邊，又回過頭來：「施主，多嘴一句。」\n"
            "沙僧道：「師兄去哪？」行者道：「化齋。」\n"
            "行者縱身跳上雲端。他心中暗想不好，扯過沙僧，悄悄道：「兄弟，你看著師父。」\n")
    got = speakers(text, Character("杜郎中", gender="male"), Character("慧覺", gender="male"),
                   Character("沙僧", gender="male"), Character("行者", gender="male"))
    assert got[2] == "慧覺" and got[-1] == "行者"


def test_everyone_talking_at_once_is_a_crowd():
    text = ("張老爺道：「諸位請。」\n"
            "滿桌的人都笑了，七嘴八舌地嚷：「敬張老爺！」\n"
            "前頭的軍士聽得分明，一個傳一個：「砍主桅！」\n")
    assert speakers(text, Character("張老爺", gender="male"))[1:] == [CROWD, CROWD]


def test_a_reaction_to_what_someone_just_did_is_not_theirs():
    text = ("雷萬山道：「讓開！」顧長風道：「不讓。」\n"
            "話音未落，顧長風拔劍出鞘，一劍削斷了雷萬山的刀穗。\n"
            "「好快的劍！」\n"
            "老孫道：「蔥花！」阿強道：「來了。」\n"
            "阿強愣了一下，看了看師父。\n"
            "「看我幹什麼？老闆讓你拿蔥花！」\n"
            "皇帝抽刀出鞘半尺，寒光映得滿殿燭火都暗了一暗。\n"
            "「好刀！」\n")
    got = speakers(text, Character("雷萬山", gender="male"), Character("顧長風", gender="male"),
                   Character("老孫", gender="male"), Character("阿強", gender="male"),
                   Character("皇帝", gender="male"))
    assert got[2] == "雷萬山" and got[5] == "老孫" and got[6] == "皇帝"


def test_clowns_passengers_bandits_and_other_strangers_are_people():
    text = ("大宝道：“妈妈！”二宝道：“我也要！”\n"
            "门铃响了。门口站着一个小丑，红鼻子，大褂子。他背着个大包，冲我鞠了一躬：“姐，我在哪儿换鞋？”\n"
            "乘务员推着小车过来：“让一让！”\n"
            "只当是歌女在跟熟客调笑。二宝道：“好玩。”\n")
    got = speakers(text)
    assert got[2:4] == ["小丑", "乘务员"]


def test_a_line_calling_its_speaker_by_a_woman_s_or_a_man_s_word_keeps_that_sex():
    text = ("王婆道：「大官人來了。」\n武大道：「賣炊餅。」\n西門慶道：「乾娘，茶。」\n"
            "「奴家這就去煎。」\n")
    got = speakers(text, Character("王婆", gender="female"), Character("武大", gender="male"),
                   Character("西門慶", gender="male"))
    assert got[-1] == "王婆"


def test_a_title_call_naming_only_a_sex_points_at_the_one_person_of_that_sex():
    text = ("陸小川道：「站住！」\n沈碧瑤道：「師弟退下！」\n黑衣人道：「又來一個送死的。」\n"
            "「師姊，這人掌力陰寒。」\n")
    got = speakers(text, Character("黑衣人", gender="male"), Character("陸小川", gender="male"),
                   Character("沈碧瑤", gender="female"))
    assert got[-1] == "陸小川"  # not 沈碧瑤, whose turn it would be


def test_the_one_behind_or_at_someone_s_place_acts_not_the_place_s_owner():
    text = ("丽妃道：“起来吧。”翠缕道：“是。”\n"
            "丽妃身后那个鹅蛋脸的大宫女噗嗤笑出了声：“娘娘，她吓坏了。”\n"
            "四号台的林晓正低头对账，头也没抬：“排队。”\n"
            "少女柳眉一竖，喝道：“放屁！”\n")
    got = speakers(text, Character("丽妃", gender="female"), Character("林晓", gender="female"),
                   Character("四号"))
    assert got[2:] == ["宫女", "林晓", "少女"]


def test_an_old_woman_is_no_wife_and_i_am_so_and_so_of_a_place_names_the_speaker():
    text = ("我推开门。一个老婆婆坐在火塘边，抬头看我：“老师……坐。烤火。”\n"
            "喇叭里换了一个年轻女人的声音：“苏博士，我是二号的陈露。回收炉坏了。”\n")
    got = speakers(text)
    assert got == ["老婆婆", "陈露"]


def test_it_is_me_a_ping_names_the_speaker():
    text = ("陈根发道：“喂？”\n"
            "对讲机里沙沙响了一阵：“根发哥，是我，阿平。台风要来了。”\n")
    assert speakers(text, Character("陈根发", gender="male"))[-1] == "阿平"


def test_the_fifth_concubine_and_the_one_a_clause_ends_on_is_no_speaker():
    text = ("秦世昌道：“坐。”陆少衡道：“谢大帅。”\n"
            "五姨太端着茶过来：“大帅，戏班子到了。”\n"
            "老赵摇摇头，也不知是夸我还是骂我：“胆子不小。”\n"
            "林逸正要说话，身后忽然传来一个阴冷的声音：“林师弟好身手啊。”\n")
    got = speakers(text, Character("秦世昌", gender="male"), Character("陆少衡", gender="male"),
                   Character("老赵", gender="male"), Character("林逸", gender="male"))
    assert got[2:] == ["五姨太", "老赵", "声音"]


def test_a_person_named_by_whose_kin_she_is_is_not_that_person():
    text = ("王老师道：“浩浩今天又打人了。”浩浩道：“我没有！”\n"
            "浩浩妈妈把包往桌上一放：“王老师，你说清楚。”\n")
    got = speakers(text, Character("王老师", gender="female"), Character("浩浩", gender="male"))
    assert got[-1] == "浩浩妈妈"
    text = "角落裡的老叫化子翻了個身，含含糊糊地道：「好酒……」\n"
    assert speakers(text) == ["老叫化子"]


def test_the_one_in_a_long_gown_is_a_speaker_named_by_what_he_wears():
    text = ("防空洞里挤满了人。一个孕妇扶着墙坐下。\n"
            "“几个月了？”穿长衫的问。\n“八个多月了。”\n"
            "“让一让，有个大肚子！”拉车的喊道。\n")
    got = speakers(text)
    assert got[0] == "穿长衫的" and got[2] == "拉车的"
    assert not [d for d in described("他开不快的，我看这车的轮子。") if d.label.endswith("的")]


def test_pointing_at_words_and_speaking_is_speech_and_the_students_are_a_crowd():
    text = ("方先生道：“白话是活的。”\n"
            "顾先生也不理会众人，用手杖点着黑板上那十个字：“子谦，你在这里教的好学问！”\n"
            "“去！怎么不去！”周士杰第一个叫起来，众学生也跟着嚷：“去！”\n")
    segments = [s for s in attribute(text, None, Character("方先生", gender="male"),
                                     Character("顾先生", gender="male"),
                                     Character("周士杰", gender="male"))
                if s.kind == "dialogue"]
    assert [s.speaker for s in segments] == ["方先生", "顾先生", "周士杰", CROWD]


def test_a_handle_given_right_after_a_described_voice_names_it():
    text = ("白噪道：“走。”白噪又道：“快。”\n"
            "小川一愣，耳机里一个女孩的声音钻了进来：“别看盒子，别停。”\n"
            "这个声音他听过三次。她在暗网上的网名叫“白噪”，没人知道她长什么样。\n")
    got = speakers(text, Character("小川", gender="male"))
    assert got[-1] == "白噪"


def test_the_master_of_a_chan_dialogue_and_the_thin_one_are_speakers():
    text = ("玄素問：「如何是懶雲境？」師曰：「屋漏處。」\n"
            "「這般模樣，也值得我們走一趟？」矮胖的冷笑道。\n"
            "瘦長的合掌道：「師兄且莫小覷。」\n")
    got = speakers(text, Character("玄素", gender="male"))
    assert got == ["玄素", "師", "矮胖的", "瘦長的"]


def test_a_brother_in_law_is_not_a_sister_and_an_expression_is_not_a_name():
    text = ("二姐道：“你是老大，你先说。”大哥道：“我没钱。”姐夫道：“我也没有。”\n"
            "“两百八？”姐夫脱口而出。\n"
            "許先生的表情沒變。表情道：“好。”表情道：“不。”\n")
    got = speakers(text, Character("二姐", gender="female"), Character("大哥", gender="male"))
    assert got[3] == "姐夫"
    assert "表情" not in discover_characters([text], Config()).names


def test_a_line_naming_its_speaker_beats_a_tag_that_names_no_one():
    text = ("陳生道：「娘子先說與我，姓甚名誰。」\n"
            "窗外沉吟片刻，低聲道：「妾姓柳，小字秋娘。」\n"
            "「陳郎。」\n")
    got = speakers(text, Character("陳生", gender="male"))
    assert got[1] == "柳秋娘"
    assert got[2] != "陳生"  # 陳郎 calls him


def test_an_old_nun_is_no_teacher():
    text = ("慧明道：「師父，有人敲門。」\n"
            "老師太撥著念珠，慢慢道：「佛門不擋落難人。」\n")
    assert speakers(text, Character("慧明", gender="female"))[-1] == "老師太"


def test_ms_chan_is_one_name_and_the_queen_mother_is_no_one_s_mother():
    text = ("Ms Chan把書一合：「聽住。」Ms Chan又道：「唔好講嘢。」\n"
            "王母娘娘冷笑道：「陛下，本宮不懂。」\n")
    got = speakers(text, Character("王母", gender="female"))
    assert got == ["Ms Chan", "Ms Chan", "王母"]


def test_a_pair_facing_each_other_is_not_a_crowd():
    text = ("老陳道：「這種天你也敢出來。」船艙裡鑽出一個女人。\n"
            "女人站穩了，抬頭看老陳。兩個人中間隔著一堆麻袋，誰都沒往前走。\n"
            "「爸。」\n")
    assert speakers(text, Character("老陳", gender="male"))[-1] != CROWD


def test_a_classical_surname_alone_acts_and_an_old_monk_is_not_a_name():
    text = ("殿中一老僧出迎，合十曰：「貧衲在此三十餘年。」老僧又曰：「施主請。」\n"
            "孟龍潭曰：「朱兄又癡矣。」孟龍潭笑曰：「此不過丹青。」朱生曰：「安得有此人？」\n"
            "孟顧而笑曰：「何如？」\n")
    got = speakers(text, Character("朱生", gender="male"))
    assert got[-1] == "孟龍潭"
    assert "一老僧" not in discover_characters([text], Config()).names


def test_a_classical_hero_named_with_his_courtesy_name_speaks_by_his_given_name():
    text = ("孔明乃遣尚書鄧芝，字伯苗，往建業修好。諸葛瑾迎接。瑾曰：「望先生勿辭。」\n"
            "芝笑曰：「芝此來，正欲會一會江東英俊。」眾人皆看鄧芝如何作答。\n"
            "座上一人先開言曰：「足下何來？」諸葛瑾又曰：「明日升帳。」瑾引鄧芝入見。\n")
    got = speakers(text)
    assert got[1] == "鄧芝"
    assert "座上一人" not in discover_characters([text], Config()).names


def test_modern_prose_a_small_business_and_what_do_you_mean_are_read_plainly():
    # 方 of 方起身道 is "only then", not 方志远 (a surname alone acts only in 文言);
    # 小生意 is a small business, not the speaker calling himself 小生.
    text = ("方志远道：“坐。”陈默道：“不坐了。”\n"
            "陈默沉默良久，方起身道：“我走了。”\n")
    got = speakers(text, Character("方志远", gender="male"), Character("陈默", gender="male"))
    assert got[-1] == "陈默"
    text = ("王婆道：“大官人来了。”\n武大道：“卖炊饼。”\n西门庆道：“干娘，茶。”\n"
            "“我家做点小生意，奴家这就去煎。”\n")
    got = speakers(text, Character("王婆", gender="female"), Character("武大", gender="male"),
                   Character("西门庆", gender="male"))
    assert got[-1] == "王婆"


def test_an_old_master_of_the_house_is_a_man_and_darkness_is_not_a_name():
    text = ("周老太爺拄著枴杖進來：「跪下。」周老太爺又道：「窮是窮了些。」\n"
            "黑暗裡傳來一聲輕笑。黑暗道：「水生。」黑暗又道：「你不認得我。」\n")
    got = speakers(text)
    assert got[:2] == ["周老太爺", "周老太爺"]
    index = discover_characters([text], Config())
    assert "黑暗" not in index.names
    assert ChapterReader(split_chapters(text, "t.txt")[0], [], index, Config()).gender(
        "周老太爺") == "male"


def test_the_one_who_spoke_was_after_all_someone_else():
    text = ("托合提道：“孩子，吃。”周子航转头去看班长。\n"
            "“收下吧，大叔给的东西。”开口的却是艾尔肯。\n"
            "“走吧。”开车的说。\n")
    got = speakers(text, Character("托合提", gender="male"), Character("周子航", gender="male"),
                   Character("艾尔肯", gender="male"))
    assert got[1:] == ["艾尔肯", "开车的"]


def test_two_strangers_of_one_kind_are_told_apart_by_their_looks():
    text = ("擂台下，一个瘦脸弟子冷笑道：“就凭他？”\n"
            "一个瘦高弟子摇头道：“少说两句。”\n"
            "瘦脸弟子撇了撇嘴：“我偏要说。”\n"
            "那弟子叹了口气：“随你。”\n")
    assert speakers(text) == ["瘦脸弟子", "瘦高弟子", "瘦脸弟子", "瘦脸弟子"]
    text = "一个胖女人笑道：“来啦？”\n那女人又道：“坐。”\n"
    assert speakers(text) == ["女人", "女人"]  # one of her kind: her kind is her label
    text = "一个穿绿衣裙的年轻女人笑道：“来啦？”\n她又道：“坐。”\n"
    assert speakers(text) == ["年轻女人", "年轻女人"]  # never a plain 女人: as described


def test_an_old_lady_of_the_house_is_one_person():
    text = ("眾人正笑，只見沈老太君扶著丫頭進來，笑道：「你們樂什麼？」\n"
            "老太君坐下，又道：「說給我聽聽。」\n")
    assert speakers(text) == ["沈老太君", "沈老太君"]


def test_reining_in_a_horse_is_not_a_foreign_name():
    # 勒马 is written with characters that also spell foreign names (勒 as in 勒内)
    text = "韩毅吃了一惊，勒马问道：“你是何处道人？”\n"
    assert speakers(text, Character("韩毅", gender="male")) == ["韩毅"]


def test_a_mans_wife_is_not_the_man():
    text = ("史密斯先生放下报纸，说：“我去门口看看。”\n"
            "“不必了，”史密斯太太说，“他们总会来的。”\n"
            "史密斯先生又道：“雨太大了。”\n")
    assert speakers(text) == ["史密斯先生", "史密斯太太", "史密斯太太", "史密斯先生"]


def test_his_voice_in_a_message_is_his_and_a_sofa_is_not_a_name():
    text = ("唐小鱼窝在沙发另一头啃鸭脖。\n"
            "沙发角落里传来闷闷的一声：“抱枕不会说话。”\n"
            "陈屿一直没有回消息。过了五分钟，手机连震三下，三条语音。\n"
            "第一条，他的声音有点哑：“知夏，你别这样说。”\n")
    got = speakers(text, Character("陈屿", gender="male"), Character("许知夏", gender="female"))
    assert got[0] != "沙发" and got[1] == "陈屿"  # 沙发角落里传来…一声 is someone on it


def test_that_general_is_the_one_who_rode_out():
    text = ("只见对阵一将飞马而出。那将把斧一指，大喝一声：“来者何人？”\n"
            "韩毅横枪答道：“我乃先行官韩毅是也。”\n"
            "“你老爷乃先锋雷猛！”那将把斧柄往鞍上一顿，“早早下马受缚！”\n"
            "那将是个急性子，不等答话便砍了过来。\n")
    got = speakers(text, Character("韩毅", gender="male"))
    assert got == ["那将", "韩毅", "那将", "那将"]


def test_a_bare_answer_is_the_one_spoken_to_and_the_guest_is_a_person():
    text = ("趙王坐於殿上。殿前武士喝道：「見了大王，何不下拜？」\n"
            "那客從容答道：「臣聞拜者，臣子之禮也。」\n"
            "趙王見他言語不凡，便問：「先生高姓大名？」\n"
            "對曰：「臣洛陽蔡畸。」\n")
    got = speakers(text, Character("趙王", gender="male"))
    assert got == ["武士", "客", "趙王", "客"]  # 那客道 … 客曰: one guest


def test_the_one_something_is_pressed_into_is_not_the_speaker_nor_a_wall():
    text = ("陈思远拄着登山杖站直了身子：“别为我吵。”\n"
            "最后还是扎西拍了板。他从怀里摸出一个小铁盒，倒出两粒药片塞进陈思远手心里：“先吃了。”\n"
            "马家的院子隔一道土墙。\n“说十遍也是这话！”\n"
            "土墙那边，秀英的嗓子又扬了起来：“狗蛋！回来！”\n大庆朝墙那边吼：“少掺和！”\n"
            "土墙那边又扬起那个尖嗓子：“赔啥赔？”\n")
    got = speakers(text, Character("扎西", gender="male"), Character("陈思远", gender="male"))
    assert got[1] == "扎西"
    assert "土墙" not in got


def test_a_petty_clerk_and_a_palace_eunuch_are_people():
    text = ("欽天監諸官俱在。那小吏捧著刻漏上前，高聲道：「未初一刻到！」\n"
            "那內監尖著嗓子道：「郭大人，萬歲爺叫你們比的是天。」\n")
    assert speakers(text) == ["小吏", "內監"]


def test_a_named_voice_on_the_other_end_is_that_person():
    text = ("韩启明抓起话筒：“二号，周工，你们那边的麦田怎么样？”\n"
            "喇叭里沙沙响了一阵，传来一个沙哑的男声：“一号，二号收到。”\n"
            "韩启明道：“你们昨天下午是不是开过回收炉？”\n"
            "那头静了两秒，周海涛的声音压低了：“你怎么知道？”\n")
    got = speakers(text, Character("韩启明", gender="male"))
    assert got[-1] == "周海涛"


def test_someone_named_to_make_a_point_is_not_in_the_room():
    text = ("坐在门口的何小满缩了缩脖子。队里人都喊他老四，喊久了，连食堂阿姨都以为他姓老。\n"
            "“川哥，我又没——”\n“没说你。”\n"
            "角落里，大个一声不吭地坐下了。\n"
            "“疼不疼？”\n大个摇摇头。\n"
            "她头也不抬：“摇头就是疼。老四，冰袋，快点。”\n"
            "何小满手一抖，冰袋差点掉到地上：“到！”\n")
    got = speakers(text, Character("何小满", gender="male"), Character("陆川", gender="male"))
    assert "阿姨" not in got
    assert "何小满手" not in discover_characters([text], Config()).names


def test_the_monk_the_girl_and_the_scholar_of_a_classical_tale():
    text = ("生攜一蒼頭，名來福，年六十餘。僧年七十許，持戒甚謹。\n"
            "僧曰：「寄柩之所。」\n生笑曰：「死者何知？」\n"
            "來福曰：「主人，此地陰氣甚重。」來福又曰：「不如移居。」\n"
            "生叱之曰：「汝但知飽食！」\n"
            "是夜，有女叩門。女斂衽曰：「妾鄰家女也。」\n")
    assert speakers(text) == ["僧", "生", "來福", "來福", "生", "女"]
    assert "名來福" not in discover_characters([text], Config()).names


def test_the_tall_one_and_the_short_one_are_people_and_a_crouch_is_not_a_name():
    text = ("门口冲进来两个蒙面人。高个一枪打在天花板上：“都别动！”\n"
            "矮个把一个黑袋子扔到柜台上：“你，把钱装进去。”\n"
            "郑国梁蹲在高个面前：“接吧，兄弟。”郑国梁又道：“再不接，外面就要冲进来了。”\n"
            "孕妇咬着嘴唇说：“谢谢你。”\n")
    got = speakers(text)
    assert got == ["高个", "矮个", "郑国梁", "郑国梁", "孕妇"]


def test_a_surname_or_his_lordship_alone_speaks_in_classical_anecdotes():
    text = ("侍中卞肅見而問之。卞曰：「卿之文，如春園之花。」生曰：「然。」卞曰：「當如松柏。」\n"
            "溫太傅夜坐。公問曰：「人生何物最可惜？」\n"
            "道士看了許久，方曰：「這位相公印堂發黑。」\n"
            "季明謂伯恭曰：「卿懼乎？」伯恭曰：「懼。」季明曰：「何也？」\n")
    got = speakers(text)
    assert got[0] == got[2] == "卞"
    assert got[3] == "公"
    assert got[4] != "方" and got[5] == "季明"


def test_a_forest_ranger_and_a_referee_are_people():
    text = ("「大哥，怎麼稱呼？」凱文問。\n"
            "「姓陳，陳國華。」巡山員頓了一下，「大家都叫我阿華。」\n"
            "裁判把哨子一吹：「暫停！」\n")
    got = speakers(text, Character("凱文", gender="male"))
    assert got[1:] == ["巡山員", "巡山員", "裁判"]


def test_a_pair_answering_together_is_a_crowd_and_a_sergeant_is_a_person():
    text = ("「譚伯伯好。」兄妹倆齊聲叫。「譚伯伯再見。」兄妹倆又齊聲道。\n"
            "「它在說話。」那名士官喃喃道。\n")
    got = speakers(text)
    assert got == ["crowd", "crowd", "士官"]
    assert "兄妹倆" not in discover_characters([text], Config()).names


def test_a_burst_of_cheering_is_the_crowd():
    text = ("黄达山亮开嗓子就唱：“三月三来歌圩开。”\n"
            "嗓子是真亮。底下一片叫好：“好！再来一个！”\n"
            "场子里先是一静，接着爆出一片叫好声：“好——答得好！”\n")
    assert speakers(text, Character("黄达山", gender="male")) == ["黄达山", "crowd", "crowd"]


def test_a_general_who_names_himself_is_not_the_empress():
    text = ("皇帝高坐御床，左首是皇后。九皇子李承跪坐在皇后身側。\n"
            "鼓聲一歇，一個老內侍趨步上前，拉長了嗓子：「雲麾將軍郭懷遠，奉詔覲見——」\n"
            "殿門外甲葉聲響，一員大將大步而入，在丹墀下撩袍跪倒。\n"
            "「臣郭懷遠，叩見陛下。」\n"
            "皇后在上頭含笑道：「將軍一路辛苦。」\n")
    got = speakers(text)
    assert got[-1] == "皇后"  # not 郭懷遠, as when 皇后 took the turn his self-naming renamed
    assert speakers("殿門外一員大將大步而入，高聲道：「末將來遲！」\n") == ["大將"]


def test_even_the_one_who_hears_it_is_not_the_speaker():
    text = ("李娟把手机举到耳边。\n"
            "李娟的声音从手机里炸出来，连田埂上的孩子都听得清清楚楚：“李小虎！你给我回来！”\n"
            "那后生只得跪下道：“干娘既已看破，小生也不敢瞒。”\n")
    got = speakers(text, Character("李娟", gender="female"))
    assert got == ["李娟", "后生"]
    text = ("婆子笑道：“小官人，你瞒得过别人，瞒不过老身。”\n"
            "那后生半晌不言语，只得起身作了个揖：“干娘既已看破，小生也不敢瞒。”\n")
    assert speakers(text)[-1] == "后生"


def test_a_blind_man_and_a_swordsman_in_a_green_robe_are_people():
    text = ("雨下個不停。角落裡坐著一個青衫客，手邊靠著一根竹杖。\n"
            "那瞎子忽然開口：『掌櫃的，再添一壺熱水罷。』\n"
            "青衫客點點頭：『多謝。』\n")
    assert speakers(text) == ["瞎子", "青衫客"]


def test_a_young_fellow_in_cantonese_is_one_person():
    text = ("門口行入嚟一個後生仔，手揸住張飛。\n"
            "後生仔問：「唔該，請問張飛點填㗎？」\n"
            "「你第一次嚟？」炳伯問。\n"
            "後生仔點頭：「係。」\n")
    got = speakers(text, Character("炳伯", gender="male"))
    assert got == ["後生仔", "炳伯", "後生仔"]


def test_opening_ones_mouth_wide_is_not_a_name():
    text = ("「斷咗就唔使排隊，直接送去明愛。」\n"
            "那漢子張大了嘴，一時竟接不上話。\n"
            "「阿晴，咩事？」老先生問。\n"
            "「阿伯，你都幾串喎！」那漢子嚷道。\n")
    got = speakers(text)
    assert "張大" not in got and got[-1] == "漢子"


def test_a_line_nobody_was_seen_saying_belongs_to_who_comes_in_next():
    text = ("天刚擦黑，院门被拍得山响。\n"
            "“秀芝姐！秀芝姐！快开门哪！”\n"
            "门一开，铁蛋一头撞了进来，满脸是汗。\n"
            "“出什么事了？”秀芝问。\n")
    got = speakers(text, Character("秀芝", gender="female"), Character("铁蛋", gender="male"))
    assert got == ["铁蛋", "秀芝"]


def test_a_line_nothing_decided_was_said_by_the_one_its_reply_calls():
    text = ("這晚二更時分，靜嚴提著燈籠巡夜，巡到後院柴房，伸手推開房門，只見小師妹葉青禾蹲在"
            "地上，正拿一塊濕布替人擦拭額頭。那人仰臥在乾草堆裡，竟是個男子。\n"
            "「青禾！」\n"
            "葉青禾嚇了一跳，手裡的濕布落在地下，轉身張開雙臂擋在那人身前，顫聲道："
            "「大師姐，你先別聲張……」\n")
    got = speakers(text)
    assert got[0] == "大師姐"


def test_sailors_in_a_crowd_are_the_crowd():
    text = ("大副贺彪道：“风这么大，回港！”贺彪又道：“听我的。”\n"
            "他身后跟着四五个水手。一个水手道：“大副说得对。”水手又道：“回港吧。”\n"
            "水手们跟着起哄：“对！回港！回港！”\n")
    got = speakers(text)
    assert got[-1] == "crowd"


def test_he_after_being_looked_at_is_the_one_looked_at():
    text = ("周教授把三本書疊在櫃檯上。\n"
            "「這幾本我都要了。」周教授說。\n"
            "林守仁看了他一眼，他只當沒看見，從口袋裡掏出皮夾：「多少？」\n")
    got = speakers(text, Character("周教授", gender="male"), Character("林守仁", gender="male"))
    assert got[-1] == "周教授"


def test_i_am_the_youngest_comma_name_names_the_speaker():
    text = ("阿水伯瞇著眼睛看了半天。\n「你是……」\n「我是最小的，志豪。」\n"
            "「志豪？啊你不是去美國？」阿水伯說。\n")
    got = speakers(text, Character("阿水伯", gender="male"), Character("志豪", gender="male"))
    assert got[1] == "志豪"


def test_the_one_who_hears_is_not_the_speaker_but_the_one_heard_is():
    text = ("保安打着手电走出值班室。他嘴里嘟囔着，小白隔着二十来米都听得见：“怪了，哪儿来的风……”\n"
            "秀禾抱着柴从后院出来，就听见大嫂钱氏那尖细的嗓门从堂屋里飘出来：“一个寡妇！”\n")
    got = speakers(text, Character("小白", gender="male"), Character("秀禾", gender="female"),
                   Character("钱氏", gender="female"))
    assert got == ["保安", "钱氏"]


def test_a_guest_in_purple_is_a_person_and_speaks_as_guest_in_wenyan():
    text = ("店中一個紫衣客推門而入，冷冷道：「蕭少府果在此。」\n"
            "生驚曰：「足下何人？」生又曰：「何為至此？」\n客曰：「受人之託耳。」\n")
    assert speakers(text) == ["紫衣客", "生", "生", "客"]


def test_the_public_gallery_is_a_place_and_the_clerk_of_court_a_person():
    text = ("書記官高聲道：「全體起立。」\n"
            "旁聽席上一個白髮婦人站了起來：「你亂講！」旁聽席上又道：「我個仔唔會㗎！」\n"
            "旁聽席上一陣騷動。\n")
    got = speakers(text)
    assert got[0] == "書記官" and "旁聽席上" not in got


def test_the_wife_speaks_and_the_one_bowed_to_does_not_in_wenyan():
    text = ("沈生，名槐，吳門人。妻王氏，性嚴整。生大驚曰：「汝何人？」\n"
            "妻厲聲曰：「夜深矣，君與誰對飲？」\n"
            "生亦跪於側，仰視王氏曰：「卿若見容，吾當終身不負卿。」\n"
            "王氏謂道士曰：「仙長能禁其出乎？」\n")
    got = speakers(text, Character("道士", gender="male"))
    assert got == ["生", "妻", "生", "王氏"]
    assert not {"妻王氏", "生大"} & set(discover_characters([text], Config()).names)


def test_review_cases_keep_their_speakers():
    # each of these read right before the rules for hearing, 连, 欢呼声, 那将, 所谓 and
    # 「我是…的，NAME」 were added, and must still
    w = Character("王五", gender="male")
    l4 = Character("李四", gender="male")
    assert speakers("李四站起来，王五听到后大声喊道：「快走！」\n", w, l4) == ["王五"]
    assert speakers("李四一摆手，连长喊道：「冲！」\n", w, l4) == ["连长"]
    assert speakers("李四拉住他：「我是说真的，王五，你别走。」\n", w, l4) == ["李四"]
    assert speakers("众人举杯。王五在一片欢呼声中举杯道：「干！」\n", w, l4) == ["王五"]
    assert speakers("李四看着他，所谓的朋友王五却笑道：「走吧。」\n", w, l4) == ["王五"]
    assert speakers("「投降？」王五道。\n那将意味着全城覆灭。李四道：「不降。」\n", w, l4) \
        == ["王五", "李四"]
    got = speakers("「不好了，下雨了。」「王五，快跑！」李四喊道。\n", w, l4)
    assert got[0] != "王五"


def test_a_hurried_helper_keeps_the_one_helped_in_the_scene():
    from pipeline.tags import EVEN, EVEN_CLAUSE
    assert EVEN.search("他连忙把") is None and EVEN.search("接连") is None
    assert EVEN.search("连食堂") is not None
    assert EVEN_CLAUSE.match("连田埂上的孩子都听得清清楚楚")
    assert not EVEN_CLAUSE.match("连长喊道")


def test_the_anonymous_of_a_jest_book_speak_as_jia_and_yi():
    text = ("第三卷\n\n有甲乙二秀才，同宿野店。甲問乙曰：「兄近來用功如何？」\n\n"
            "乙曰：「每夜讀到三更罷了。」\n\n甲笑曰：「小弟每夜讀到天亮。」\n\n"
            "僕問曰：「明日要買幾斤肉？」\n\n又一客夾起一片肉來。"
            "「隔著這片肉，」那客道，「看得見主人的臉。」\n")
    assert speakers(text) == ["甲", "乙", "甲", "僕", "客", "客"]


def test_a_voice_on_the_speaker_is_not_the_delegate_who_asks_it_next():
    text = ("第十九章\n\n扬声器里先是一阵电流声，接着传来一个疲惫的男声。\n\n"
            "“这里是观测站。三颗恒星的光谱同时偏移了。”\n\n"
            "美国代表泰勒立刻问道：“会不会是仪器故障？”\n\n"
            "“三台望远镜都看到了。”扬声器里的声音停顿了一下。\n\n"
            "英国代表摘下眼镜，慢条斯理地擦着镜片：“请问，说话的是哪一位？”\n\n"
            "“我不关心星星怎么动。”俄罗斯将军加拉宁说。\n")
    got = speakers(text)
    assert got[1] == "泰勒" and got[3] == "英国代表" and got[4] == "加拉宁"
    assert got[0] == got[2] and got[0] not in ("泰勒", "英国代表")  # the voice, both times


def test_the_narrator_retelling_a_line_in_plain_words_voices_it():
    text = ("第十一章\n\n郕王问道：「如何？」徐珵出班。徐珵一开口就显出了专业水准：\n\n"
            "「臣夜观天象，惟南迁可以纾难。」\n\n"
            "翻译过来就是：「我昨晚看了看星星，赶紧跑南京去吧。」\n\n"
            "郕王定了定神，按于谦的意思道：「马顺等罪当死，勿论。」\n\n"
            "王竑厉声骂道：「若曹奸党，罪当诛！」\n\n意思很直白：「你们这帮奸党，早就该杀！」\n\n"
            "王竑有点不好意思：「我说错了。」\n")
    assert speakers(text) == ["郕王", "徐珵", "narrator", "郕王", "王竑", "narrator", "王竑"]


def test_the_waiter_is_the_one_who_runs_the_hall():
    text = ("第四回\n\n公子坐下。公子問道：「有茶麼？」\n\n"
            "只見跑堂兒的提著一把大銅壺進來，一面沏茶，一面問道：「客官，您納晚飯是怎麼著？」\n\n"
            "公子道：「隨便。」\n\n跑堂兒的笑道：「您老放心。」\n")
    assert speakers(text) == ["公子", "跑堂兒的", "公子", "跑堂兒的"]


def test_the_old_steward_and_the_soldiers_of_an_escort_are_people():
    text = ("第十六回\n\n楊志喝道：「快走！」\n\n"
            "老都管喘著氣坐在松根上，道：「提轄，端的熱了走不得。」\n\n一個軍漢在旁嘟囔道：「都管說得是。」\n")
    assert speakers(text) == ["楊志", "老都管", "軍漢"]
    assert not described("大家都管他叫大刘")  # they all call him, no steward


def test_a_sect_is_no_speaker_and_one_of_its_people_acts():
    text = ("第十九回\n\n華山派中一個矮胖老者搶上兩步，"
            "向身旁一個高瘦老者道：「師哥，交給咱們。」\n\n武當陸大俠道：「且慢。」華山兩位長老對望一眼。武當眾人不語。華山弟子退後。\n\n"
            "陸大俠又道：「諸位。」\n")
    got = speakers(text)
    assert got[0] == "矮胖老者" and not {"華山", "武當"} & set(got)
    assert not {"华山", "武当"} & set(discover_characters([text], Config()).names)


def test_servants_guides_and_hawkers_are_people():
    text = ("第一章\n\n马尔尚先生下车了。“到处是泥。”马尔尚先生说。\n\n"
            "开门的是一个上了年纪的男仆，神情庄重。他接过我们的帽子，说：“夫人在客厅里等候。”\n\n"
            "向导勒住骆驼：“前面没有水了。”\n\n一个小贩挤过来：“栗子，热栗子！”\n")
    assert speakers(text) == ["马尔尚先生", "男仆", "向导", "小贩"]


def test_the_head_of_the_temple_is_the_one_who_runs_the_house():
    text = ("第三章\n\n小泉子回頭看當家的。當家的把帳簿一合：「去吧。」\n\n"
            "老和尚笑道：「記我帳上。」\n\n當家的在窗子裏哼了一聲：「記你自己帳上。」\n")
    assert speakers(text) == ["當家的", "老和尚", "當家的"]


def test_review_cases_of_places_delegations_voices_and_paraphrase():
    text = ("码头有人喊道：「开船了！」王五跑到码头。码头又有人叫道：「等等！」"
            "码头那人骂道：「快点！」王五道：「来了。」\n")
    assert "码头" not in discover_characters([text], Config()).names  # a place gone to
    assert speakers("日本领事馆门口站着一个卫兵，喝道：「站住！」\n") == ["卫兵"]
    li = Character("李明", gender="male")
    assert speakers("中国代表团团长李明道：「我们反对。」\n", li) == ["李明"]
    shen = Character("沈碧瑶", gender="female")
    text = ("门外忽然传来一个清冷的声音：「住手！」\n\n"
            "沈碧瑶推门走了进来，冷冷地说：「谁敢动他？」\n")
    assert speakers(text, shen) == ["沈碧瑶", "沈碧瑶"]  # the voice's owner walks in
    wang = Character("王老师", gender="male")
    assert speakers("王老师在黑板上画了一个圆，通俗地说：「这就是地球。」\n", wang) == ["王老师"]
    assert speakers("导游指着石碑上的古文，翻译过来就是：「此山不可久留。」\n") == ["导游"]


def test_a_soviet_comrade_keeps_his_whole_name():
    text = ("第九章\n\n水兵尼古拉·谢苗诺维奇·巴兰诺夫躲在锅炉房。“来啦。”巴兰诺夫说。"
            "奥丽娅推门进来：“有人来了。”奥丽娅又说：“快走。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("巴兰诺夫") == "尼古拉·谢苗诺维奇·巴兰诺夫"
    assert speakers(text) == ["尼古拉·谢苗诺维奇·巴兰诺夫", "奥丽娅", "奥丽娅"]


def test_a_fleet_commander_and_a_consul_are_people():
    text = ("第三章\n\n统帅的信息传来：“隔离带的清理进度如何？”\n\n"
            "一名军官答道：“已熄灭恒星一万颗。”\n\n执政官说：“请别忘了议会的法令。”\n")
    assert speakers(text) == ["统帅", "军官", "执政官"]


def test_after_her_reported_words_the_other_one_answers():
    text = ("第五章\n\n周雪萍是我们队的医生。全队的人都说她是破鞋。\n\n"
            "有一天下午，她到山上来找我。她站在我面前，脸色发青。\n“王二，我问你一件事。”\n"
            "我说我一向老实。她就问我，大家都说她是破鞋，我怎么看。\n“我看你不是。”\n“为什么？”\n"
            "“因为破鞋总要有个奸夫。”\n她听了这话，没有高兴。她说这话谁都会说，可是没有用。\n"
            "“那就是说，他们在等一个奸夫。”\n")
    assert speakers(text)[-1] == "narrator"  # her words were told; I answer


def test_arabic_names_keep_their_last_character():
    text = "第三章\n\n门开了。哈蒂佳说：「三毛，你们的冰箱，借我放一放。」\n"
    assert speakers(text) == ["哈蒂佳"]  # read from the tag, though named only once


def test_then_in_wenyan_names_no_one():
    text = ("第七回\n\n項王大怒。王曰：「為我擊破其軍。」\n\n"
            "伯聞楚將擊沛公，乃夜馳入沛公軍，私見良，曰：「毋從俱死也。」\n\n"
            "項王曰：「善。」沛公曰：「諾。」\n\n於是遂去，乃令良留謝。樊噲曰：「走。」\n")
    got = speakers(text)  # 乃夜馳入沛公軍: then rode into his camp, no one named 沛公
    assert got[0] == got[2] == "項王" and got[-1] == "樊噲"
    text = "座上一人忽曰：「不必再辯。」\n\n眾視其人，乃彭城嚴畯。嚴畯低頭，不能回答。\n"
    assert speakers(text) == ["嚴畯"]
    reader = ChapterReader(split_chapters(text, "t.txt")[0], [], build_index(Config()), Config())
    for told in ("于是遂去，乃令良留谢。", "山中有个妖精，乃是一堆白骨，年深日久。",
                 "正是六月初四，红日当天。"):
        assert reader.named_after_is(told) == []  # an order, a heap of bones, a date


def test_old_and_a_person_word_is_one_person():
    text = ("第十一回\n\n老太監把鼻煙壺往桌上一擱：「咱家奉旨來的。」\n\n"
            "那老公公道：「施主行個方便。」\n\n長庚的娘一眼望見了，一把扯住她：「走！」那老女人又罵道：「賤骨頭！」\n")
    got = speakers(text)
    assert got[:2] == ["老太監", "老公公"] and got[-1] == "老女人"


def test_second_review_cases_of_reported_talk_naming_and_paraphrase():
    text = ("李明问王芳：「你去吗？」\n王芳摇摇头：「不去。」\n他说完，低下了头。\n"
            "「那我自己去。」\n")
    got = speakers(text, Character("李明", gender="male"), Character("王芳", gender="female"))
    assert got[2] == "李明"  # 他说完 tells no words of his
    reader = ChapterReader(split_chapters("第一回\n\n甲。", "t.txt")[0], [], build_index(Config()),
                           Config())
    assert [n for _, _, n in reader.named_after_is("原来是三师弟申公豹。")] == ["申公豹"]
    assert [n for _, _, n in reader.named_after_is("乃是二当家王五，")] == ["王五"]
    text = ("孫權大喜道：「誰可為將？」\n言未畢，階下一人應聲而出：「某願往！」\n"
            "眾視之，乃呂蒙是也。\n")
    assert speakers(text, Character("孫權", gender="male"))[1] == "呂蒙"
    text = ("王竑厉声骂道：「若曹奸党！」\n\n这几句话，翻译过来就是：「你们这帮奸党！」\n\n"
            "王竑又骂道：「罪当诛！」\n\n这句话的意思是：「该杀！」\n")
    assert speakers(text, Character("王竑", gender="male")) == ["王竑", "narrator", "王竑",
                                                                "narrator"]


def test_the_emperor_behind_a_screen_says_zhen():
    text = ("第十四回\n\n官家在屏風後坐定。官家道：「平身。」韓侍郎跪在左邊，蔡學士跪在右邊。"
            "蔡學士道：「臣有罪。」\n\n韓侍郎道：「臣也有罪。」\n\n「朕沒有問你這個。蔡卿，題目是你擬的？」"
            "\n\n「是臣所擬。」蔡學士道。\n")
    assert speakers(text)[3] == "官家"  # no tag said 朕, but 官家 is the one who can


def test_heard_from_someone_and_the_landlady():
    text = ("第一章\n\n房东太太走进来：「莎菲小姐，你这咳嗽总不见好。」\n\n"
            "苇弟来了。我听苇弟说过，他明天还来。苇弟坐在床边：「我不放心你。」\n\n"
            "我又听苇弟讲了半天。苇弟说：「你吃药没有？」\n")
    assert speakers(text) == ["房东太太", "苇弟", "苇弟"]


def test_a_rich_young_master_his_footman_and_the_onlookers():
    text = ("第六回\n\n那闊少在糖人馬挑子前站住，拿核桃敲了敲草把子，"
            "嚷道：「介玩意兒也叫手藝？」\n\n"
            "那跟班湊上來，點頭哈腰：「七少爺，您要吹，準比他吹得好。」\n\n"
            "看熱鬧的人先是一愣，跟著就炸了窩：「像！倍兒像！」\n")
    assert speakers(text, Character("糖人馬", gender="male")) == ["闊少", "跟班", "crowd"]


def test_the_lord_speaks_as_jun_in_wenyan():
    text = ("第九篇\n\n宋君好羹，召庖人問之。庖人對曰：「臣聽鼎而知味。」\n\n"
            "君曰：「鼎亦有聲乎？」\n\n庖人曰：「有。」\n")
    assert speakers(text) == ["庖人", "君", "庖人"]


def test_the_fourth_wife_of_the_house_is_one_person():
    text = ("第五章\n\n四老爷笑眯眯地说：“大少爷的字越发好了。”\n\n"
            "四太太在旁边尖声道：“随便写着玩的？”\n\n"
            "大太太只是笑。四太太气得浑身发抖：“好呀！爹，你老人家听听。”\n")
    assert speakers(text) == ["四老爷", "四太太", "四太太"]


def test_what_he_is_brings_no_new_person():
    text = ("第九章\n\n阿燦蹲在船尾刮魚鱗。\n\n"
            "阿爸把收音機扭細了聲，走出艙來抬頭望天。他是個矮壯漢子，長年赤著上身。\n\n"
            "「今晚實升八號。」他說。\n\n阿媽在船頭洗米，沒有回頭：「咁仲等乜？」\n\n"
            "「啲網仲喺九澳。」\n\n阿爸不答，點了一支煙。阿爸說：「去收網。」\n\n"
            "阿爸又說：「阿燦，跟我去。」\n")
    got = speakers(text)
    assert (got[0], got[2]) == ("阿爸", "阿爸")  # 矮壯漢子 is what 他 is, no one else


def test_a_wenyan_magistrate_goes_by_his_given_name_and_is_reported_to():
    text = ("卷十一\n\n晉吳興宋恂，字仲謀，少好學，不信鬼神。恂至，左右請別居。"
            "恂曰：「吾受命宰此邑，何以避之？」\n\n"
            "俄有一婦人拜於燭下。恂正襟危坐，神色不動，徐問曰：「汝何所苦？」\n\n"
            "門吏竊怪之，白恂曰：「胡生每來，不見其自何路。」恂笑曰：「高士行止，固宜異於流俗。」"
            "門吏曰：「諾。」\n")
    assert speakers(text) == ["宋恂", "宋恂", "門吏", "宋恂", "門吏"]


def test_xu_before_yue_is_slowly_not_a_man_named_xu():
    text = ("卷七\n\n陈翁以理学名。翁曰：「灵则有之。」\n\n生曰：「先生亦将谓之无性耶？」\n\n"
            "翁语塞，徐曰：「汝辈吐纳修炼，不过求长生耳。」\n")
    got = speakers(text)
    assert got[0] == got[2] and got[2] in ("翁", "陈翁")


def test_this_was_a_man_who_brings_no_new_person():
    text = ("第九章\n\n陌生人站在炉边烤手。\n\n"
            "这时，老板巴尔东从里屋踱了出来。这是一个瘦小、干瘪、眼睛里总闪着算计的男人，"
            "他远远地把新来的客人打量了一番，然后挨到妻子身边。\n\n“这人是谁？”他压低了嗓子问。\n")
    assert speakers(text, Character("巴尔东", gender="male")) == ["巴尔东"]


def test_yu_in_a_wenyan_diary_is_the_diarist():
    text = ("遊天台山日記\n\n初四日，至山下，有樵者負薪而過。余問曰：「上天姥，當從何徑？」"
            "樵者曰：「左徑近而險。」余曰：「左徑何如？」\n\n樵者笑曰：「客自擇之。」余笑曰：「善。」\n")
    assert speakers(text) == ["narrator", "樵者", "narrator", "樵者", "narrator"]


def test_a_grand_uncle_by_rank_is_one_person():
    text = ("第七章\n\n「三丈？」三叔公瞇起眼睛，把煙筒往地上一頓。\n\n"
            "江文福說：「三丈。」\n\n三叔公道：「宣統三年也係為了這塊崗。」\n")
    assert speakers(text) == ["三叔公", "江文福", "三叔公"]


def test_cai_before_said_is_only_then_not_the_scholar():
    text = ("第四章\n\n秀才冷笑道：“你半夜三更到塘边去做什么？”\n\n"
            "阿Q想了半天，才说：“我是去看月亮的。”\n\n秀才道：“看月亮！”\n\n阿Q说：“是。”\n")
    assert speakers(text) == ["秀才", "阿Q", "秀才", "阿Q"]


def test_a_nickname_for_someone_already_there_names_no_one_who_spoke():
    text = ("第三章\n\n姑姑在村口跳下车子，说：“泥鳅，你看住车子。”\n\n"
            "小喜鹊抿着嘴笑。她本名叫秦桂香，因为嘴碎，人送外号“小喜鹊”。"
            "她凑到姑姑耳边说：“管主任，杜支书来了。”\n\n姑姑冷笑一声：“来得正好。”\n\n"
            "小喜鹊说：“我去叫。”\n")
    assert speakers(text) == ["姑姑", "小喜鹊", "姑姑", "小喜鹊"]


def test_review_wenyan_surnames_and_the_eldest_miss():
    """余 is 余靖 where the book has him; 谢曰 is thanks, not a 谢; 大小姐 is the 小姐."""
    assert speakers("卷一\n\n余靖使契丹。余靖曰：「臣奉命而来。」契丹主曰：「善。」"
                    "余笑曰：「陛下过誉。」\n")[2] == "余靖"
    assert speakers("卷一\n\n生入，见一翁。翁曰：「客何来？」生曰：「迷路。」"
                    "翁出酒食，生再拜，谢曰：「叨扰。」\n")[2] == "生"
    assert speakers("第三回\n\n大小姐坐在窗前，叹道：「又下雨了。」\n\n"
                    "丫鬟春桃端茶进来。小姐接过茶，说：「放下吧。」\n") == ["小姐", "小姐"]


def test_a_bare_yue_answers_the_one_who_asked():
    text = ("齊策四\n\n齊人有衛綽者，貧乏不能自存。衛綽曰：「願寄食門下。」\n\n"
            "君見之，笑而問曰：「先生遠來，將何以教駘？」\n\n"
            "綽曰：「無以教也，願寄食於君門下耳。」\n\n君曰：「客何所好？」\n\n曰：「無所好。」\n\n"
            "君怪之，問左右曰：「此誰也？」\n")
    assert speakers(text) == ["衛綽", "君", "衛綽", "君", "衛綽", "君"]


def test_a_pronoun_tag_ending_the_paragraph_before_looks_back_in_that_paragraph():
    text = ("第三章\n\n童铁匠往这边喊：“马大炮，你拿什么买？”\n\n“拿嘴买。”马金宝说。\n\n"
            "这时候周文生从街那头走过来了。周文生个子高，戴着一副眼镜。他走到马金宝身边，轻声说：\n\n"
            "“金宝，妈叫你回去吃饭。”\n")
    got = speakers(text, Character("周文生", gender="male"), Character("马金宝", gender="male"),
                   Character("童铁匠", gender="male"))
    assert got[-1] == "周文生"


def test_wenyan_his_son_and_someone_speak():
    text = ("說林\n\n鄭人有且置履者，至市而忘操之。或曰：「何不試之以足？」"
            "鄭人曰：「寧信度，無自信也。」\n\n歸而足腫。其子問曰：「大人之履安在？」"
            "鄭人曰：「在篋中。」\n")
    assert speakers(text) == ["或", "鄭人", "其子", "鄭人"]


def test_wenyan_the_one_turned_to_is_not_the_speaker():
    text = ("梁襄王章句\n\n孟子在梁。王大悅，按轡而顧孟子曰：「先生亦樂此乎？」\n\n"
            "孟子對曰：「樂。」\n\n王曰：「願聞其異。」\n\n孟子曰：「王之所樂者，一麋之獲也。」\n\n"
            "王曰：「善。」翟強曰：「臣請言之。」孟子曰：「不可。」\n\n"
            "王色變，顧翟強曰：「誰之屬也？」\n\n翟強對曰：「臣之屬也。」\n")
    assert speakers(text) == ["王", "孟子", "王", "孟子", "王", "翟強", "孟子", "王", "翟強"]


def test_the_master_speaks_as_zi():
    text = ("問津第十八\n\n從者三人：冉剛，字子勇；商默，字子靜。子勇曰：「水方暴，何以渡？」"
            "子曰：「剛，往問津焉。」\n\n子勇往。子靜曰：「夫子何憂？」子曰：「吾憂天下。」\n\n"
            "子靜對曰：「諾。」\n")
    assert speakers(text) == ["子勇", "子", "子靜", "子", "子靜"]


def test_writing_quoted_at_length_brings_no_one_into_the_room():
    text = ("第四章\n\n阿尔芒扬了扬手里的信封：“猜猜看，我给你带来了什么？”\n\n"
            "克莱尔拆开信封。卡片上印着几行烫金的字：“海军部长及夫人谨订于一月二十日晚九时举行舞会，"
            "敬请光临。”她把卡片翻过来又翻过去，然后轻轻丢进针线篮里。\n\n“你要我拿它怎么办？”\n")
    got = speakers(text, Character("阿尔芒", gender="male"), Character("克莱尔"))
    assert got[-1] == "克莱尔"


def test_yu_teasing_him_is_the_teller():
    text = ("卷十二\n\n陈生言此事甚悉。生曰：「鬼易服。」余戏问之曰：「今世之人，亦可以理服乎？」"
            "陈生叹曰：「人难服。」余笑曰：「然。」\n")
    assert speakers(text)[1:] == ["narrator", "陈生", "narrator"]


def test_asking_who_did_it_is_not_asking_a_name():
    text = ("第七章\n\n皇帝盯着地上的小禄子：“这纸包，是谁塞给你的？”\n\n"
            "小禄子磕头道：“奴才真的不知道！”\n\n刘嬷嬷扑通一声跪下：“皇上明鉴……”\n\n"
            "“刘嬷嬷。”皇后淡淡地唤了一声。\n\n皇后缓缓跪下，腰背挺得笔直：“臣妾宫中焚香，阖宫皆知。”\n")
    assert speakers(text)[-2:] == ["皇后", "皇后"]


def test_a_transmitted_voice_is_the_one_whose_it_is():
    text = ("第十七章\n\n陆沉回头道：“师姐，就是这里了。”\n\n"
            "老妪慢吞吞站起身：“姑娘问这个做什么？”\n\n"
            "她挎着篮子挪进了暮色里。陆沉望着那道背影，耳边响起沈青霜的传音：“她身上的香火气太重。”\n")
    got = speakers(text, Character("陆沉", gender="male"), Character("沈青霜", gender="female"))
    assert got[-1] == "沈青霜"


def test_a_gruff_voice_outside_is_the_one_it_belongs_to():
    text = ("第五章\n\n周敏往两个人中间一站：“都小点声！”\n\n“没怎么回事！”许朵喊了一声。\n\n"
            "门外一个女人的粗嗓门跟着就到了：“五一二！几点了还嚷嚷？”\n")
    got = speakers(text, Character("周敏", gender="female"), Character("许朵", gender="female"))
    assert got[-1] == "女人"


def test_a_belgian_is_not_named_billy():
    text = ("第九章\n\n上校嚷道：“信呢？”\n\n小个子比利时人掸了掸袖口。“信被人拿走了，上校。”\n")
    assert "比利" not in speakers(text, Character("上校", gender="male"))


def test_wenyan_the_one_of_the_tale_opens_a_clause_before_yue():
    text = ("卷九\n\n生方展卷，聞叩扉聲。一女子立階下。生愕然曰：「卿何為者？」\n\n"
            "女斂袖低眉，曰：「妾東鄰梅氏女也。」\n\n居月餘，生漸羸瘠。僮竊怪之，一日進曰：「郎君何瘦也？」\n\n"
            "生歸，告妻。妻大恐，曰：「速求救！」\n\n是夜，生夢一老翁，入室長揖曰：「郎君勿驚。」\n")
    assert speakers(text)[1:] == ["女", "僮", "妻", "老翁"]


def test_a_viscountess_is_not_any_lady():
    text = ("第十二章\n\n子爵夫人微微一笑，向他伸出手来。“您可来了，表弟，”她说。\n\n"
            "男爵在一旁说：“夫人，您的表弟真是热切。”\n")
    assert speakers(text)[0] == "子爵夫人"


def test_leaning_to_her_ear_he_asks_her():
    text = ("第九章\n\n林德山举杯道：“今天大家都辛苦了。”众人都笑了。\n\n"
            "散席的时候，周明远落在最后，凑到晓雨耳边小声问：“你刚才腿抖没抖？”\n\n“抖了。你呢？”\n")
    got = speakers(text, Character("林德山", gender="male"), Character("周明远", gender="male"),
                   Character("晓雨", gender="female"))
    assert got[-1] == "晓雨"


def test_someone_elses_name_given_names_no_speaker():
    text = ("第七章\n\n紗門被人拉開，一個穿格子襯衫的中年男人探進頭來。\n\n"
            "「我是不是來得不是時候？」\n\n"
            "馬躍想起小時候的玩伴阿勇。阿勇的族名叫古拉斯，國中畢業就跟著船走了。\n\n"
            "中年男人搓搓手：「一樣啦。」\n")
    got = speakers(text, Character("馬躍", gender="male"))
    assert "古拉斯" not in got


def test_wenyan_the_duke_turning_to_his_general_is_still_the_duke():
    text = ("第九回\n\n公使召皇戌。皇戌者，宋之良將也。公問曰：「吾師猶可用乎？」\n\n"
            "皇戌曰：「可用也，而不可久也。」\n\n子臧曰：「鄫人詐也。」\n\n子臧怒，按劍而起。"
            "子臧曰：「不可！」\n\n"
            "公顧皇戌。皇戌曰：「臣不知也。」\n\n公曰：「然則子之意何如？」\n\n"
            "皇戌亦起，曰：「臣願歸。」\n\n公曰：「二三子毋爭！」\n")
    assert speakers(text) == ["公", "皇戌", "子臧", "子臧", "皇戌", "公", "皇戌", "公"]


def test_review_wenyan_a_scholar_mounting_his_horse_is_still_the_scholar():
    text = ("卷三\n\n张生者，洛阳人也。张生曰：「吾将游于吴。」其友李某曰：「君慎之。」"
            "张生曰：「诺。」\n\n张生辞主人出。上马，曰：「行矣。」\n\n"
            "张生至吴，宿于逆旅。甲夜，闻叩门声，曰：「谁也？」\n\n"
            "张生入山。客舍已满，曰：「奈何？」\n")
    assert speakers(text)[3:] == ["张生", "张生", "张生"]


def test_review_a_secret_hand_sign_is_no_signaller_and_who_are_you_again_asks_a_name():
    sign = ("第一章\n\n陈刚趴在墙头，回头对李军说：「里面没人。」\n\n"
            "李军点点头，比了个暗号手势：「动手。」\n")
    assert speakers(sign)[-1] == "李军"
    asked = ("第三章\n\n老人眯起眼睛打量着门口的姑娘：“你是……你是谁来着？”\n\n“林晓月。”\n\n"
             "老人一拍脑门：“对对，晓月！”\n")
    assert speakers(asked, W) == ["老人", "林晓月", "老人"]


def test_pointing_at_a_line_on_the_screen_she_reads_it_out():
    text = ("第二章\n\n“是吧？他说话一点都不油。”许知夏凑过去。\n\n"
            "陈蔓用筷子尾巴点着屏幕上的一行字：“不油？这还不油？”\n")
    got = speakers(text, Character("许知夏", gender="female"), Character("陈蔓", gender="female"))
    assert got[-1] == "陈蔓"


def test_a_mans_voice_coming_down_the_phone_is_not_the_one_holding_it():
    text = ("第九章\n\n她把听筒递过来，压低声音说：“找你的，不肯报名字。”\n\n"
            "秦建国接过听筒，还没来得及开口，电话那头已经传来一个男人的声音，很平，平得像在念稿子："
            "“秦站长，抱歉这么晚打扰。”\n")
    got = speakers(text, Character("秦建国", gender="male"), Character("苏晓岚", gender="female"))
    assert got[-1] != "秦建国"


def test_the_voice_on_the_line_is_the_one_the_narration_then_names():
    text = ("第三章\n\n孙建峰抓起军线电话摇通了营部。\n\n"
            "听筒里传出一个沙哑的嗓门：“建峰？又出什么事了？”\n\n"
            "是郑营长。孙建峰把前后经过说了一遍。\n\n“行，我这就给乡武装部打电话。”\n")
    got = speakers(text, Character("孙建峰", gender="male"))
    assert got[0] == "郑营长"


def test_the_old_count_is_not_an_old_uncle():
    text = ("第十四章\n\n“她如今十六岁了，”老伯爵说，“头一回参加舞会。”\n\n"
            "娜塔莎红了脸：“爸爸！”\n\n老伯爵哈哈大笑：“好一个军令！”\n")
    got = speakers(text, Character("娜塔莎", gender="female"))
    assert got == ["老伯爵", "老伯爵", "娜塔莎", "老伯爵"]


def test_the_man_and_the_woman_of_a_tourist_couple_speak():
    text = ("第九章\n\n秀莲把碗端上桌：“十二蚊一碗。”\n\n"
            "“臭才正宗，”男的举起相机，“网上说这家最好吃。”\n\n女的皱了皱鼻子：“我不要太辣的。”\n")
    got = speakers(text, Character("秀莲", gender="female"))
    assert got[1:] == ["男的", "男的", "女的"]


def test_one_who_had_no_time_to_answer_is_not_the_one_shouting():
    text = ("第九章\n\n赵铁军迎出门去。赵铁军把烟递过去。\n\n"
            "主桌上坐着赵家的老姑。一见铁军过来，她一把拽住他的手。\n\n“大侄子，你媳妇呢？”\n\n"
            "铁军还没来得及答话，邻桌一个红脸膛的汉子早喝上了，一只脚踩在板凳上，"
            "举着酒盅冲这边嚷嚷：“铁军！你小子行啊！”\n")
    assert speakers(text)[-1] == "汉子"


def test_the_negotiator_names_himself_and_a_counter_window_is_no_one():
    text = ("第九章\n\n外面传来扩音器的啸叫，紧接着是一个中年男人平稳的声音："
            "“里面的人听着，我是市公安局的谈判员郑国平。请你不要伤害任何人。”\n\n"
            "口罩男吼回去：“往后退！”\n\n“可以，我们退。柜台上的电话，麻烦你接一下。”\n\n"
            "话音刚落，三号窗口里的座机就响了。\n")
    got = speakers(text)
    assert got[0] == "郑国平" and "三号" not in got


def test_that_voice_is_the_voice_heard_before():
    line = labelled_line("ho130_fengyun_sword_pavilion", "“不，”")
    assert line.speaker == "声音"  # “不，”那声音顿了一顿，“…”: the voice from afar


def test_the_chanyu_is_a_person():
    text = ("卷三十一\n\n宣至单于庭。单于踞坐，问曰：“汉使来，何为？”\n\n"
            "宣曰：“天子欲与单于和亲。”\n\n单于大笑曰：“汉人多诈。”\n")
    got = speakers(text, Character("冯宣", gender="male", aliases=("宣",)))
    assert got[0] == "单于" and got[2] == "单于"


def test_palace_women_and_maids_of_the_palace_are_people():
    text = ("第三十三回\n\n林之洋嚇了一跳：「你們叫誰娘娘？」\n\n"
            "內中一個長鬚宮人，身材高大，走上前來，滿臉堆笑道：「國主看中了你。」\n\n"
            "一個小宮娥掩口笑道：「娘娘忍著些。」\n")
    got = speakers(text, Character("林之洋", gender="male"))
    assert got[1:] == ["宮人", "小宮娥"]


def test_hesitating_is_no_name_after_a_young_man():
    text = ("第六章\n\n“我就是。请坐吧。”福尔摩斯说。\n\n"
            "那青年迟疑了一下，在椅子上坐下。\n\n"
            "“先生，我不知道该从哪里说起。”他的声音有些发抖。\n")
    got = speakers(text, Character("福尔摩斯", gender="male"))
    assert got[1] == "青年"


def test_wenyan_turning_to_speak_is_no_one_named_gu():
    text = ("卷一百四\n\n堅遊東苑，命安升輦同載，顧謂之曰：「朕將與公南遊吳、越。」\n\n"
            "安曰：「陛下應天御世。」\n\n堅與融登城望之，顧謂融曰：「此亦勁敵也！」\n")
    got = speakers(text, Character("苻堅", gender="male", aliases=("堅",)),
                   Character("苻融", gender="male", aliases=("融",)),
                   Character("道安", gender="male", aliases=("安",)))
    assert "顧" not in got and got[0] == "苻堅"


def test_wenyan_the_generals_speaking_together_are_a_crowd():
    text = ("卷一百五\n\n石猶豫。輔國將軍謝琰進曰：「叔父宜速從之。」\n\n"
            "諸將皆曰：「願效死一戰！」\n")
    got = speakers(text, Character("謝石", gender="male", aliases=("石",)),
                   Character("謝琰", gender="male"))
    assert got == ["謝琰", "crowd"]


def test_the_one_asked_by_pronoun_answers():
    text = ("第九章\n\n钟默站起来：“走吧。”\n\n"
            "出了北门，土路上全是人。兰芝和司马落在后头，她问他：“你那首诗，改好了没有？”\n\n"
            "“没有。”\n\n“念两句给我听听。”\n")
    got = speakers(text, Character("钟默", gender="male"),
                   Character("何兰芝", gender="female", aliases=("兰芝",)),
                   Character("司马骏", gender="male", aliases=("司马",)))
    assert got == ["钟默", "何兰芝", "司马骏", "何兰芝"]


def test_the_one_described_as_who_spoke_has_the_line():
    text = ("第三章\n\n就在我伸出手的那一瞬间，背后响起一阵刺耳的笑声。\n\n"
            "“喂喂喂，又来了一个做白日梦的小鬼啊！”\n\n"
            "我回头一看，说话的是个穿着镶金胸甲的红发男人，下巴抬得老高。\n")
    assert speakers(text) == ["男人"]


def test_the_one_a_line_was_said_to_did_not_say_it():
    text = ("第三章\n\n祁师父背着手，半晌，从鼻子里哼了一声。\n\n“去，把关书拿来。”\n\n"
            "这话是对一个大些的孩子说的。那孩子应了一声便往屋里跑。\n")
    assert speakers(text, Character("祁师父", gender="male")) == ["祁师父"]


def test_wenyan_a_name_after_an_office_ends_before_also():
    line = labelled_line("ho135_wu_court_chibi_debate", "「子布之言")
    assert line.speaker == "秦松"  # 校尉秦松亦曰


def test_after_a_silent_pause_the_one_who_acted_before_it_speaks():
    line = labelled_line("ho135_cooking_contest_show", "“丫头。”")
    assert line.speaker in ("秦老", "老人")  # 轮到秦老。他…喝了一口汤。⏎全场鸦雀无声。⏎「丫头。」


def test_the_name_only_quotes_call_is_the_first_person_narrators():
    line = labelled_line("ho134_hk_1960s_romance", "「謝謝，是化妝品")
    assert line.speaker == "narrator"  # 「伯母好。之敏，你今天氣色很好。」⏎「謝謝，…」


def test_centimetres_are_no_grandfather():
    text = ("第九章\n\n陈文博跑过去，只看了一眼，脸就白了。液面比十分钟前涨了将近二十公分。"
            "他转身朝钻台上喊：“马师傅！停泵！井涌了！”\n")
    assert speakers(text, Character("陈文博", gender="male")) == ["陈文博"]


def test_two_calls_that_are_words_do_not_make_a_narrators_name():
    text = ("第一章\n\n我推开门。我放下包。我看见他。我没说话。我坐下。\n\n"
            "张伟抬起头。「你回来了。」\n\n「其实，我早就看见你的车了。」\n\n"
            "「那你怎么不打招呼？」\n\n「其实，我不想见你。」\n")
    got = speakers(text, Character("张伟", gender="male"))
    assert got == ["张伟", "narrator", "张伟", "narrator"]


def test_a_name_within_the_description_of_who_spoke_is_not_the_speaker():
    for text in ("第一章\n\n王五走进来。\n\n「你们来晚了。」\n\n说话的是站在李四身后的那位。\n",
                 "第一章\n\n王五走进来。「你们来晚了。」说话的是站在李四身后的那个高个子。\n"):
        got = speakers(text, Character("李四", gender="male"), Character("王五", gender="male"))
        assert got != ["李四"]


def test_he_as_a_surname_before_a_title_is_no_spelled_name():
    text = ("第一章\n\n屋里何太太正在做饭。何太太说：「好。」林晓月道：「请。」"
            "屋里何太太又道：「嗯。」\n")
    assert "里何太太" not in speakers(text)


def test_wenyan_a_one_character_name_that_is_also_a_looking_word_still_speaks():
    text = ("第一章\n\n白与翁饮于堂上。白笑曰：「酒佳。」翁曰：「然。」白叹曰：「惜无月。」"
            "翁曰：「明日当有。」\n白问曰：「君何姓？」翁曰：「姓胡。」白顾谓曰：「吾固知之。」\n")
    assert speakers(text)[-1] == "白"


def test_after_a_silence_the_one_who_walked_out_does_not_speak():
    text = ("第一章\n\n陈默和林晓月坐在桌边。\n\n张伟一拳砸在桌上，转身走了出去。\n\n"
            "屋里鸦雀无声。\n\n「他会回来的。」\n")
    got = speakers(text, Character("林晓月", gender="female"), Character("张伟", gender="male"),
                   Character("陈默", gender="male"))
    assert got[-1] != "张伟"


def test_a_name_the_line_says_does_not_outweigh_the_one_pointing():
    text = "第一章\n\n王五问：「他叫什么名字？」\n\n陈默指了指门外。「张伟。」\n"
    got = speakers(text, Character("陈默", gender="male"), Character("王五", gender="male"),
                   Character("张伟", gender="male"))
    assert got[-1] == "陈默"


def test_compounds_ending_in_a_person_word_are_no_people():
    text = "第一章\n\n他要确保母亲平安。东宫人多。\n\n「放心吧。」\n"
    assert not {"保母", "宫人"} & set(speakers(text))


def test_said_to_is_not_said_by_but_a_surname_xiang_still_says():
    assert said_by("这话是对一个大些的孩子说的。") is None
    assert said_by("这话是对王琦瑶说的，王琦瑶却有些窘。") is None
    assert said_by("话是向东说的。") == "向东" and said_by("话是对门的王婶说的。") == "对门的王婶"


def test_a_group_waved_at_is_not_speaking():
    text = ("第六章\n\n红衬衫走进教室。\n\n“我还没动手呢。”我说。\n\n"
            "他掏出手帕，在鼻子底下按了按，也不接我的话，只朝学生们摆摆手："
            "“川村，你们都回教室去吧。”\n")
    assert speakers(text, Character("红衬衫", gender="male"))[-1] == "红衬衫"


def test_wenyan_the_emperor_is_di():
    line = labelled_line("ho139_mingshi_hai_rui_memorial", "「市棺乎？」")
    assert line.speaker == "帝"  # 帝愕然曰


def test_how_dare_a_servant_says_names_no_one():
    line = labelled_line("ho139_mingshi_hai_rui_memorial", "「奴婢何敢。")
    assert line.speaker != "何敢"  # 奴婢何敢: how dare I (but 何以寧 is a name)
    book = "第一章\n\n何以寧說：「好。」何以寧笑道：「走吧。」\n何以寧問：「去哪？」\n"
    assert "何以寧" in discover_characters([book], Config()).names


def test_xiao_is_a_surname_and_towards_xiao_is_no_name():
    got = {s.speaker for s in labelled_dialogue("ho140_transmigrated_villainess")[1]}
    assert "萧景珩" in got and "景珩" not in got  # 靖王萧景珩
    _, lines = labelled_dialogue("ho53_chivalrous_heroes")
    assert not any(s.speaker.startswith("向") for s in lines)


def test_the_scout_and_the_orderly_come_in_and_speak():
    # 一骑探马…直入帐中。那人浑身泥水…高声道: the scout; 正说话间 (正 is how 法正 calls
    # himself): while they talked, the orderly kneels and reports
    assert labelled_line("ho349_hanshui_junyi", "「報——！」").speaker == "探馬"
    assert labelled_line("ho349_hanshui_junyi", "「北岸曹營遣一使者").speaker == "小校"


def test_the_demon_king_is_a_lion_not_one_surnamed_mao():
    # 乃是一头青毛狮子: a beast; 毛狮子 is no name the 魔王 is linked to
    assert labelled_line("ho352_qingshi_panlongdong", "「主人饒命").speaker == "魔王"
    assert labelled_line("ho352_qingshi_panlongdong", "「軍師忒多心了").speaker == "魔王"


def test_an_elder_is_a_person_not_a_taoist():
    line = labelled_line("ho142_xiyouji_flaming_mountain", "「悟空，你去問一聲。")
    assert line.speaker != "老道"  # 長老道：「…」: the elder said, no Taoist 老道


def test_wenyan_a_wife_never_written_in_full_speaks_by_one_character():
    line = labelled_line("ho143_fushengliuji_couple", "「妾自有道理。」")
    assert line.speaker == "芸"  # 芸曰, 芸笑曰 throughout; 余 is the narrator
    text = ("卷一\n\n堂上奏曰：「臣有本。」\n\n子牙奏曰：「可也。」奏毕，退。\n\n"
            "子牙又奏曰：「再奏。」\n")
    assert "奏" not in speakers(text, Character("姜子牙", gender="male", aliases=("子牙",)))


def test_one_who_left_is_back_when_he_follows_in():
    text = ("「老马怎么来了？」刘四爷问。\n\n「路过。」老马说。\n\n"
            "刘四爷哼了一声，转身进屋去了。\n\n「您别理他。」虎妞说。\n\n「我不理。」老马说。\n\n"
            "话音还没落，刘四爷也跟过来了，站在门口，两只眼睛在老马身上来回地扫。\n\n「谁让外人进来的？」")
    assert speakers(text)[-1] == "刘四爷"


def test_wenyan_all_the_followers_answer_as_a_crowd():
    text = "公子饥甚，顾谓从者曰：「吾腹馁矣，谁有粟者？」\n\n从者皆曰：「粮尽久矣，无以进也。」"
    assert speakers(text) == ["公子", "crowd"]


def test_wenyan_a_bare_reply_is_by_the_one_the_narration_set_beside_the_asker():
    line = labelled_line("ho147_zuozhuan_chonger", "「臣聞之，臣不饑君。")
    assert line.speaker == "趙衰"  # 時趙衰…奉以進公子。公子曰：「…」⏎對曰：「…」


def test_wenyan_a_state_ruler_and_the_king_angry():
    text = ("楚成王享之。酒酣，楚子曰：「公子若反晋国，何以报我？」\n\n"
            "公子对曰：「皆君之馀也。」\n\n令尹子玉请于楚子曰：「请杀之。」\n\n楚子曰：「不可。」\n\n子玉固请，王怒曰：「子其毋言！」")
    got = speakers(text)
    assert got[0] == got[3] == "楚子" and got[-1] == "王"
    assert got[2] != "楚子"  # 请于楚子曰: asked of him, not by him
    assert speakers("第一章\n\n宋子谦摇头道：「不然。」\n")[0] == "宋子谦"  # a name, no ruler


def test_wenyan_an_old_farmer_and_the_gentleman_speak_by_what_they_are():
    text = ("公子出于五鹿，乞食于野人。有老父耕于道旁，举块而进之，"
            "笑曰：「吾侪小人，惟此土耳。」\n\n负羁乃馈盘飧。\n\n君子曰：「负羁之妻，可谓知人矣。」")
    assert speakers(text) == ["老父", "君子"]


def test_the_innkeepers_wife_is_not_the_innkeeper():
    text = "店主迎了出来：“骑士先生又来了！”\n\n“是我。”堂吉诃德说。\n\n“可不就是他。”店主婆说。"
    assert speakers(text)[-1] == "店主婆"


def test_several_of_a_kind_the_book_names_are_a_crowd():
    text = ("“你们抛过我了！”桑丘红着脸说。\n\n同桌的几个骡夫拍着桌子起哄：“再抛他一回！”\n\n"
            "骡夫站起来，说：“来吧。”\n\n“住手！”骡夫喊道。")
    assert speakers(text)[1:] == ["crowd", "骡夫", "骡夫"]


def test_where_one_is_from_is_no_name():
    text = "那人拱拱手道：「老兄不是本地人？」\n\n「在下江南人，在此行医，贱姓铁。」"
    assert "江南人" not in speakers(text)


def test_score_counts_a_quoted_word_inside_narration_as_narration(tmp_path: Path):
    text = "第三回 重到那座“城堡”\n\n“有人吗？”桑丘喊道。\n"
    (tmp_path / "t.txt").write_text(text, encoding="utf-8")
    gold = ("# offset\tgold\tquote\n"
            f"{text.index('“城堡')}\t-\t“城堡”\n{text.index('“有人')}\t桑丘\t“有人吗？”\n")
    (tmp_path / "t.tsv").write_text(gold, encoding="utf-8")
    result = score(tmp_path / "t.txt", tmp_path / "t.tsv")
    assert (result.correct, result.total) == (2, 2), result.misses


def test_score_counts_a_paragraph_a_quote_runs_on_into_as_that_quote(tmp_path: Path):
    text = ("谢顿说：“我看不见你们。\n\n“诸位当中，大概有人一直以为如此。\n\n"
            "“可是百科全书从来不是目的。”\n\n影像熄灭了。\n")
    (tmp_path / "t.txt").write_text(text, encoding="utf-8")
    gold = "# offset\tgold\tquote\n" + "".join(
        f"{text.index(opening)}\t谢顿\t{opening}\n" for opening in ("“我看", "“诸位", "“可是"))
    (tmp_path / "t.tsv").write_text(gold, encoding="utf-8")
    result = score(tmp_path / "t.txt", tmp_path / "t.tsv")
    assert (result.correct, result.total) == (3, 3), result.misses


def test_one_who_has_not_yet_spoken_is_not_the_speaker():
    text = ("主教坐在桌边。门开了，一个男人走了进来。\n\n"
            "他还没有开口，那人已经把两只手撑在棍子上，高声说道：\n\n“您听着。我是个苦役犯。”")
    assert speakers(text) == ["那人"]


def test_that_one_named_is_the_stranger_not_the_last_speaker():
    text = ("“请进。”主教说。\n\n一个男人进来，说：“我叫冉阿让，是个苦役犯。”\n\n"
            "“请坐。”主教说。\n\n"
            "三个宪兵揪着一个人的领口站在门口，那人正是冉阿让。\n\n“主教大人……”冉阿让说。\n\n"
            "“啊！您来了！”主教说。")
    assert speakers(text) == ["主教", "冉阿让", "主教", "冉阿让", "主教"]
    assert identifications("三个宪兵揪着一个人，那人正是冉阿让。", [(14, 17, "冉阿让")]) \
        == [("那人", "冉阿让")]


def test_this_one_named_is_the_stranger_who_spoke_last():
    assert labelled_line("ho46_macau_casino", "「趙老闆，唔好嬲").speaker == "梁國輝"


def test_a_gendarme_and_one_like_a_fool():
    text = "“主教大人！”冉阿让喃喃地说。\n\n“住口！”一个宪兵喝道，“这位是主教大人。”"
    assert speakers(text)[1:] == ["宪兵", "宪兵"]
    text = ("主教说：“请坐下吧。”\n\n那人这才明白过来，像个傻子似的结结巴巴说起话来：\n\n"
            "“真的吗？您留我？”")
    assert speakers(text)[-1] == "那人"  # like a fool: no fool there


def test_wenyan_what_all_under_heaven_called_it_is_a_term():
    text = ("赵惠文王之时，得楚和氏璧。天下号之曰「连城璧」。秦昭王闻之，使使者遗赵王书。\n\n"
            "王曰：「可予不？」")
    assert speakers(text) == ["赵王"]


def test_wenyan_a_eunuch_a_states_ministers_and_an_old_maid_speak():
    text = "赵王召群臣。赵王曰：「谁可使者？」\n\n有宦者趋而前，顿首曰：「臣有舍人，可使也。」"
    assert speakers(text) == ["赵王", "宦者"]
    text = ("相如顾召赵御史书曰：「某年月日，秦王为赵王击缻。」\n\n"
            "秦之群臣曰：「请以赵十五城为秦王寿。」\n\n蔺相如亦曰：「请以秦之咸阳为赵王寿。」")
    assert speakers(text)[1] == "crowd" and "秦之" not in speakers(text)
    text = "苏小姐沉下脸来。天色渐暗，老妈子进来开了灯。\n\n「小姐，晚饭开几个人的？」"
    assert speakers(text) == ["老妈子"]


def test_a_loud_voice_is_its_owners_and_a_lodge_is_a_room():
    text = ("阿忠说：“不卖。”\n\n美玲说：“你再想想。”\n\n"
            "隔壁摊传来拉欣的大嗓门：“Mak，我做证人！”\n\n"
            "拉欣笑了。“真的！”拉欣说。")
    assert speakers(text)[2] == "拉欣"
    text = "他家有个管家叫做王胡子，最会看风色，常在门房里对人说：「我家少爷是个呆子。」"
    assert speakers(text) == ["王胡子"]


def test_someone_unseen_is_one_voice_but_someone_in_a_crowd_speaks_for_it():
    text = ("“你去断崖做什么？”叶清萝问。\n\n"
            "沈砚正要答应，门外忽然有人慢悠悠地道：“他这条胳膊，爬不上断崖。”\n\n"
            "一个老花匠拄着锄头走了进来。")
    assert speakers(text) == ["叶清萝", "老花匠"]
    assert speakers("画拍出了九千万。\n\n众人哗然，有人窃窃私语：“九千万的画……”") == ["crowd"]


def test_a_group_looking_on_speaks_in_no_voice():
    text = ("“这画是假的。”林默说。\n\n“你凭什么这么说？”赵天宇问。\n\n众人都转过头去看他。\n\n"
            "“就凭这方印。”")
    assert speakers(text)[-1] == "林默"


def test_who_are_you_is_asked_by_the_one_who_sees_a_stranger():
    text = ("“老爷回来了。”四凤说。\n\n门一响，周朴园走了进来。他五十多岁，神情严肃。"
            "他看见屋里站着一个生人，皱了皱眉。\n\n「你是谁？」")
    got = speakers(text, Character("周朴园", gender="male"), Character("四凤", gender="female"))
    assert got == ["四凤", "周朴园"]


def test_her_mother_is_not_named_by_her_name():
    text = ("不多时，鲁贵领着一个妇人走了进来。\n\n「妈！」四凤扑过去。\n\n"
            "「凤儿，你瘦了。」妇人说。\n\n这妇人便是四凤的母亲。她四下里望了望。\n\n"
            "「凤儿，这屋里的家具怎么都这么老？」妇人问。")
    assert speakers(text)[1:] == ["妇人", "妇人"]
    assert identifications("那人正是四凤的母亲。", [(4, 6, "四凤")]) == []


def test_she_is_the_one_of_her_sex_the_sentence_acted_on():
    text = ("郭靖跳上沙滩，回身伸手去扶黄蓉，她却足尖在船舷上一点，先落在了岸上，回眸一笑，"
            "说道：「靖哥哥，这里便是桃花岛了。」")
    assert speakers(text, Character("黄蓉", gender="female"),
                    Character("郭靖", gender="male")) == ["黄蓉"]


def test_one_who_goes_and_comes_back_in_a_paragraph_is_there():
    text = ("张驴儿凑上前来：「这汤淡些，你去取些盐醋来。」\n\n"
            "窦娥不疑有他，转身去了。张驴儿趁空将药倾在汤里。窦娥回来，调了盐醋，盛了一碗，"
            "端到婆婆房中。\n\n「婆婆，羊肚儿汤做好了，你吃些儿。」")
    got = speakers(text, Character("窦娥", gender="female"), Character("张驴儿", gender="male"))
    assert got == ["张驴儿", "窦娥"]


def test_one_glanced_at_is_not_speaking():
    text = ("「既不曾看见，便休多嘴。」桃杌转过脸来，瞅着窦娥道，「人是贱虫，不打不招。」\n\n"
            "窦娥道：「冤枉！」")
    got = speakers(text, Character("窦娥", gender="female"), Character("桃杌", gender="male"))
    assert got == ["桃杌", "桃杌", "窦娥"]


def test_a_whole_shift_is_a_crowd_and_a_little_boy_one_person():
    text = "“那是我一个同学。”少平说。\n\n“说说！说说！”一班人都跟着起哄。"
    assert speakers(text)[-1] == "crowd"
    text = ("他们一进院子，一个四五岁的男娃娃就从门里扑了出来。\n\n"
            "“爸爸！”男娃娃一把抱住王世才的腿。")
    assert speakers(text) == ["男娃娃"]


def test_the_bald_one_is_a_stranger_and_a_shaven_head_no_one():
    text = ("超市里十一个人全围了过来。\n\n"
            "蹲在冷柜边上的光头嗤了一声：“东郊？离这儿四十公里。”")
    assert speakers(text) == ["光头"]
    text = "一个光头大汉靠在墙上：“新人？”"
    assert speakers(text) == ["光头大汉"]  # one stranger, not 光头 and 大汉
    text = "八戒摸着光头，哼哼唧唧：“师父，歇歇吧。”"
    assert speakers(text, Character("八戒", gender="male")) == ["八戒"]


def test_a_spelled_name_with_a_title_is_one_person():
    text = "郝麦走了过来。\n\n勒弗朗索瓦太太站在金狮客店门口，招呼道：“郝麦先生，您这么早！”"
    assert speakers(text) == ["勒弗朗索瓦太太"]


def test_he_who_was_described_is_named_in_his_next_sentence():
    text = ("这日傍晚，一个青衫少年牵着一匹瘦马，踏雪而来。他约莫二十岁年纪，眉目间颇有英气，"
            "正是华山派弟子林少峰。他推门进店，叫道：「店家，打两角酒。」\n\n"
            "「客官稍等。」店家说。\n\n「酒要烫得热些。」")
    assert speakers(text) == ["林少峰", "店家", "林少峰"]
    text = ("荷官愣了一下，没料到这位督察叫得出她的英文名。她的中文名叫何嘉敏。\n\n"
            "“督察先生，请。”何嘉敏说。")
    assert speakers(text) == ["何嘉敏"]  # her name, not the inspector's


def test_wenyan_looking_at_someone_is_no_part_of_their_name():
    line = labelled_line("ho128_tang_legend_red_thread", "「爾主之婦，即爾之主母也")
    assert line.speaker == "叟"  # 叟顧阿蠻而笑: the old man, looking at 阿蠻


def test_the_others_of_a_kind_are_a_crowd():
    text = ("「阿松仔！」阿姊喊。\n\n囝仔跑了几步，又回头来喊：「看板仔！」\n\n"
            "囝仔笑着跑开。别的囝仔也跟着喊起来：「看板仔！看板仔！」")
    assert speakers(text)[-1] == "crowd"


def test_one_behind_another_and_a_voice_that_climbs_out():
    boss, keeper = Character("花脖子", gender="male"), Character("罗汉大爷", gender="male")
    text = ("“好汉，五百块大洋凑不齐啊……”罗汉大爷说。\n\n"
            "花脖子身后一个麻脸汉子骂道：“老东西，这里有你插嘴的份？”")
    assert speakers(text, boss, keeper) == ["罗汉大爷", "汉子"]
    text = ("余占鳌在酒窖里睡觉。\n\n花脖子笑了：“开门！”\n\n酒窖里传出一个闷声闷气的声音：\n\n"
            "“谁在外头吵吵？”\n\n余占鳌赤着膊从酒窖里钻了出来，满身都是酒糟。"
            "他眯着眼，看看马上的人，又看看罗汉大爷。")
    assert speakers(text, boss, keeper, Character("余占鳌", gender="male"))[-1] == "余占鳌"


def test_someone_known_by_their_country():
    text = ("“他们不会回来了。”星期五说。\n\n西班牙人也在一旁听着，这时插嘴说：“但愿如此。”\n\n"
            "“西班牙人说得对。”星期五说。")
    assert speakers(text, Character("星期五", gender="male")) == ["星期五", "西班牙人", "星期五"]


def test_wenyan_a_surname_that_looks_round_is_the_one_speaking():
    line = labelled_line("ho150_liaozhai_flower_spirits", "「此花清絕，山中何人能賞？")
    assert line.speaker == "藍"  # 藍顧道士曰: 藍 looking at the Taoist, no one named 藍顧


def test_who_comes_back_and_goes_again_is_gone_and_self_names_with_titles():
    text = "张驴儿说：「你去取些盐醋来。」\n\n窦娥回来了，放下碗，又转身去了。\n\n「这汤好了。」"
    got = speakers(text, Character("窦娥", gender="female"), Character("张驴儿", gender="male"))
    assert got == ["张驴儿", "张驴儿"]
    assert speakers("「谁在外面？」王五问。\n\n「是我，王夫人。」") == ["王五", "王夫人"]


def test_a_voice_at_the_door_is_no_crowd_because_children_play_and_a_smile_is_no_noise():
    text = "孩子们在院子里玩。门外有人道：“开门！”\n\n王五拄着拐杖走了进来。"
    assert speakers(text) == ["声音"]
    assert speakers("众人看着他，脸上没有一丝笑意。\n\n“你说完了？”") != ["crowd"]


def test_a_voice_is_not_the_one_it_says_is_coming():
    text = ("唐泰斯压低嗓子问道：“是谁？”\n\n墙那边传来一个苍老的声音：“你又是谁？”\n\n"
            "“一个囚犯。”唐泰斯说。\n\n“嘘，轻些。天快亮了，狱卒就要来了。”\n\n"
            "门开了，狱卒端着汤罐走了进来。\n\n“今天怎么还躺着？”")
    got = speakers(text, Character("唐泰斯", gender="male"))
    assert got == ["唐泰斯", "声音", "唐泰斯", "声音", "狱卒"]


def test_a_soldier_who_comes_in_reports():
    text = ("夜里十一点，门被推开了。进来的是一个年轻的战士，帽檐上结着冰碴。\n\n"
            "“报告！天线上挂冰了。”\n\n司令员杨卫宁从图纸上抬起头：“还能转吗？”\n\n"
            "“能转，就是声音不对。”")
    got = speakers(text, Character("杨卫宁", gender="male"))
    assert got == ["年轻的战士", "杨卫宁", "年轻的战士"]


def test_the_rest_of_a_split_line_is_said_by_whom_the_line_names():
    line = labelled_line("ho152_santi_red_coast", "“汪教授，您给看看")
    assert line.speaker == "史强"  # 「我姓史，史强…」他把袋子推过来，「汪教授，…」: not 汪教授


def test_before_someones_eyes_is_where_not_who():
    text = ("张生跌足道：“休提那二字！”\n\n"
            "红娘见他当真急了，这才收了笑，从袖中摸出一方花笺，在他眼前一晃：“这是什么？”")
    got = speakers(text, Character("张生", gender="male"), Character("红娘", gender="female"))
    assert got == ["张生", "红娘"]


def test_a_line_given_in_passing_is_speech_not_a_term():
    text = "张生道：“姐姐请坐。”\n\n红娘慌了手脚，只叮嘱一句“先生可莫声张”，提起裙子便走。"
    got = speakers(text, Character("张生", gender="male"), Character("红娘", gender="female"))
    assert got == ["张生", "红娘"]


def test_someone_who_steps_out_and_is_then_named_said_the_line():
    text = ("夫人怒道：“胡说！你到底去了哪里？”\n\n红娘低着头道：“是去看张先生的病。”\n\n"
            "老夫人正要发作，屏风后头转出一个人来，柔声道：“母亲息怒，是孩儿叫她去的。”\n\n"
            "这人不是别个，正是小姐莺莺。她扶住夫人的胳膊。")
    got = speakers(text, Character("红娘", gender="female"), Character("莺莺", gender="female"))
    assert got == ["夫人", "红娘", "莺莺"]


def test_nobody_is_in_a_clause_that_only_says_what_something_is_like():
    text = ("汤姆说：“找你去了。”\n\n黛西笑起来，笑声又轻又脆，像有人在远处摇一串小铃铛："
            "“那就让他找吧。”\n\n汤姆走了过来。")
    assert speakers(text) == ["汤姆", "黛西"]


def test_the_one_mimicked_is_not_the_one_speaking():
    text = ("布伦特说：“我们正说到您呢。”\n\n思嘉抢先开了口。她把下巴抬得高高的，"
            "学着她母亲招待生客时的声调说：“白船长远道而来，想必累了。”")
    assert speakers(text, Character("思嘉", gender="female")) == ["布伦特", "思嘉"]


def test_an_introduction_of_one_who_has_spoken_does_not_rename_the_stranger():
    line = labelled_line("ho152_tara_plantation", "「郝先生，這就是您")
    assert line.speaker == "陌生人"  # 「…這是我的大女兒思嘉。」: she is no stranger


def test_wenyan_looking_at_me_is_no_name():
    line = labelled_line("ho153_lin_shu_camille", "「此即君常言之友耶？」")
    assert line.speaker == "女"  # 女顧余曰: she looked at me, no one named 顧余


def test_a_name_asked_back_recognises_the_woman_who_came_in():
    text = ("十点半，铃铛又响了。\n\n进来的是一个女人。她站在门口，环视了一圈店内。\n\n"
            "“这里的钢琴，比我想象的要好。”\n\n我花了好几秒钟，才认出这个声音。\n\n“岛本？”\n\n"
            "“好久不见。”她说。")
    assert speakers(text, Character("岛本", gender="female")) == ["岛本", "narrator", "岛本"]


def test_onlookers_roaring_with_laughter_are_the_crowd():
    text = "三毛说：“我不是贼。”\n\n看热闹的人又哄笑起来：“是呀是呀，巡捕老爷也来分一份！”"
    assert speakers(text, Character("三毛", gender="male")) == ["三毛", "crowd"]


def test_those_waited_out_are_not_the_speaker():
    text = "下课以后，王福没走，站在讲台边上，等学生们都出去了，才小声说：“老师，我爹也按过手印。”"
    assert speakers(text, Character("王福", gender="male")) == ["王福"]


def test_down_the_well_is_a_place_not_a_name():
    line = labelled_line("ho155_xiaoyao_tianlong_cave", "「王姑娘，我垂繩下來")
    assert line.speaker == "鄧百川"  # 向井下叫道: called down the well, no one named 向井


def test_a_foreigner_sizing_someone_up_speaks():
    text = ("钱伯安笑道：“胡大人，这位便是麦克先生。”\n\n"
            "那洋人把胡道台上下打量了一番，开口便道：“你，胡大人？好，好。”")
    got = speakers(text, Character("钱伯安", gender="male"), Character("胡道台", gender="male"))
    assert got == ["钱伯安", "洋人"]


def test_stallholders_laughing_as_one_are_the_crowd():
    text = ("卓雄洲说：“我是跟你的鸭颈过不去。”\n\n"
            "周围几个摊子上的人都哄地笑了起来：“哟——卓所长蛮会港话咧！”")
    assert speakers(text, Character("卓雄洲", gender="male")) == ["卓雄洲", "crowd"]


def test_someone_seen_coming_or_jeering_is_not_someone_speaking():
    zhang, li = Character("张三", gender="male"), Character("李四", gender="male")
    text = "李四说：“走吧。”\n\n张三看见对面走来一个人，便问道：“那是谁？”"
    assert speakers(text, zhang, li) == ["李四", "张三"]  # 走来一个人: seen by 张三
    text = "李四说：“走吧。”\n\n张三起哄道：“再来一个！”\n\n张三哄笑着说：“好！”"
    assert speakers(text, zhang, li) == ["李四", "张三", "张三"]  # one who jeers, no crowd
    text = "李四问：“你醒了？”\n\n屋里静了半晌，仿佛王五刚醒过来，喃喃道：“这是哪里？”"
    assert speakers(text, Character("王五", gender="male"), li) == ["李四", "王五"]


def test_a_name_echoed_back_does_not_name_the_one_who_said_it():
    text = "进来的是一个老人。他站在门口。\n\n“张三在家吗？”\n\n“张三？”我问。"
    assert speakers(text, Character("张三", gender="male")) == ["老人", "narrator"]


def test_wenyan_sister_in_law_father_and_mother_speak_by_one_character():
    text = ("秦立於庭中，謂其妻曰：「吾去家四年，今始得歸。」\n\n妻不顧，曰：「卿相安在？」\n\n"
            "嫂曰：「竈冷矣，薪亦盡矣。」\n\n父歎曰：「汝釋其本而事口舌，困，不亦宜乎！」\n\n"
            "母泣曰：「兒且休矣。」")
    got = speakers(text, Character("蘇秦", gender="male", aliases=["秦"]))
    assert got == ["蘇秦", "妻", "嫂", "父", "母"]


def test_someone_who_runs_in_and_is_named_is_not_the_last_speaker_nor_a_crowd():
    text = ("媒人婆接过茶杯，压低了声音道：“阿婆，今日来，系有一件事。”\n\n阿婆道：“么个事？”\n\n"
            "“聘金系讲好了。”媒人婆叹一口气。\n\n"
            "话还没落，禾埕那头有人跑进来，一身露水，正是阿胜。\n\n“阿婆！我采到了！”")
    got = speakers(text, Character("阿婆", gender="female"), Character("阿胜", gender="male"))
    assert got == ["媒人婆", "阿婆", "媒人婆", "阿胜"]


def test_wenyan_looking_at_the_two_women_is_no_name():
    line = labelled_line("ho157_liaozhai_lianxiang_wenyan", "「卿等皆非人乎？」")
    assert line.speaker == "生"  # 顧二女曰: he turned to the two women


def test_a_newcomer_turns_out_to_be_the_long_description_at_the_end():
    text = ("忽听得屋顶上一人冷冷的道：「劉師兄，這金盆是洗不得的了。」\n\n"
            "屋簷上人影一晃，說話那人已輕飄飄落在廳中。來人正是嵩山派左掌門的師弟費彬。\n\n"
            "「費師兄，原來你早就到了。」劉正風拱手道。\n")
    got = speakers(text, Character("劉正風", gender="male"), Character("費彬", gender="male"))
    assert got == ["費彬", "劉正風"]


def test_many_of_the_heroes_cry_out_together():
    text = ("費彬落在廳中。群雄中不少人認得，登時低聲驚呼：「是大嵩陽手！」\n")
    assert speakers(text, Character("費彬", gender="male")) == ["crowd"]


def test_a_new_stranger_of_a_kind_already_named_is_someone_else():
    text = ("一個青衫少年走上樓來。那青衫少年正是凌少秋。\n\n"
            "「店家，打酒！」凌少秋道。\n\n"
            "樓梯上咚咚一陣急響，一個十四五歲的少年奔了上來，喘著氣大叫：「大師哥！可找到你啦！」\n")
    got = speakers(text, Character("凌少秋", gender="male"))
    assert got == ["凌少秋", "十四五歲的少年"]  # told from the 青衫少年 by his age


def test_officials_bow_together_and_a_crown_prince_speaks():
    text = ("殿门处一个老太监唱道：“陛下驾到——”\n\n"
            "百官齐刷刷起身，跪倒一片：“吾皇万岁万岁万万岁！”\n\n"
            "太子眉头微皱，淡淡道：“二哥的消息倒是灵通。”\n\n"
            "席间一个青袍官员冷笑着站了起来：“下官也拜读过。”\n")
    assert speakers(text) == ["老太监", "crowd", "太子", "青袍官员"]


def test_a_nickname_after_a_dash_is_no_line():
    text = ("“叔，我今天好像出名了。”范闲说。\n\n"
            "从那一夜起，京都人再提起范闲，便多了一个称呼——“诗仙”。\n")
    assert [s.kind for s in attribute(text, None, Character("范闲", gender="male"))
            if s.text.startswith("“")] == ["dialogue", "narration"]


def test_a_name_only_says_where_a_glance_stops():
    line = labelled_line("ho158_qingyunian_style_poetry", "“老夫在北齐时")
    assert line.speaker == "庄墨韩"  # …最后停在范闲身上，“老夫…”: not 老太监, whom 老夫 would
    # pick if 范闲 were taken to act


def test_prison_guards_agents_and_slogans_from_the_cells():
    text = ("门口一个麻脸特务赶紧凑上来，哈着腰说：“处长，老虎凳早预备好了。”\n\n"
            "楼上男牢里，一个年轻的难友第一个喊了出来：\n\n“许大哥，挺住！”\n\n"
            "紧接着，满楼的牢房都响起了口号声：\n\n“打倒反动派！”\n\n"
            "走廊里传来一阵皮鞋声。一个瘦长的看守停在女牢门口，往里瞧。\n\n"
            "“不许说话！”\n\n"
            "歌声先是在女牢里低低地响着，接着，隔壁的牢房跟上了，渐渐汇成了一片：\n\n"
            "“歌乐山的雾啊，遮不住东方的太阳。”\n")
    got = speakers(text, Character("徐鹏飞", gender="male"))
    assert got == ["特务", "年轻的难友", "crowd", "看守", "crowd"]
    text = "看守停尸房的老狱卒胡三凑过来，压低了嗓门：“小沈，悠着点。”"
    assert speakers(text, Character("胡三", gender="male")) == ["胡三"]


def test_a_little_girl_comes_out_and_the_one_held_is_not_who_cries():
    text = ("那随从便走进门里去摘花。里面走出一个女童来，向他招招手，说道：“请放在这上面。”\n\n"
            "公子也慌了，抱住夕颜只是叫：“你醒醒！”\n")
    got = speakers(text, Character("公子", gender="male"), Character("夕颜", gender="female"))
    assert got == ["女童", "公子"]


def test_the_one_behind_the_emperor_is_named_not_the_emperor():
    text = ("“还有一件，”皇帝说，“你身上带的东西都要经过搜查。”\n\n"
            "话音未落，皇帝身后一个满脸阴沉的人催马上前。他身材矮胖，正是海军大将博尔戈兰姆。\n\n"
            "皇帝略略点头：“先搜身，其余的事再议。”\n")
    got = speakers(text, Character("博尔戈兰姆", gender="male"))
    assert got[-1] == "皇帝"


def test_a_named_man_speaking_to_a_newcomer_keeps_his_line():
    text = ("一個青衫少年走上樓來。那青衫少年正是凌少秋。\n\n"
            "「店家，打酒！」凌少秋道。\n\n"
            "凌少秋對一個少年道：「你是誰？」\n")
    assert speakers(text, Character("凌少秋", gender="male")) == ["凌少秋", "凌少秋"]


def test_wind_and_rain_merging_are_no_crowd():
    text = "王五跪在坟前。风声雨声汇成了一片：\n\n“娘！”\n"
    assert speakers(text, Character("王五", gender="male")) == ["王五"]


def test_words_that_hold_a_person_word_name_someone_else():
    text = ("太子妃掩口笑道：“殿下又说笑了。”\n\n太子淡淡道：“孤几时说笑？”\n\n"
            "特务连连长张三站起来道：“报告！”\n")
    assert speakers(text, Character("张三", gender="male")) == ["太子妃", "太子", "张三"]


def test_a_bald_man_gives_orders_and_a_guard_shouts_though_a_head_is_shaved():
    text = "铁门哐当一响，光头发话了：“都给我坐下。”\n\n看守不耐烦的喝道：“不许说话！”\n"
    assert speakers(text) == ["光头", "看守"]
    assert not described("他剃了个光头")


def test_a_call_after_a_dash_is_a_line_and_a_programme_name_is_not():
    text = "阿兰靠在门边，低低地唤着他的名字——“阿福”。\n"
    assert [s.kind for s in attribute(text, None, Character("阿兰", gender="female"))
            if s.text.startswith("“")] == ["dialogue"]
    text = (DATA / "ho34_quiz_show.txt").read_text(encoding="utf-8")  # 节目的名字——“全民…”
    line = next(s for s in attribute(text) if text[s.start:].startswith("“全民知识擂台”"))
    assert line.kind == "narration"


def test_a_paragraph_that_only_says_who_it_was_names_the_stranger():
    text = ("这时候，庵门口站着一个人，两只手拢在嘴边，朝河上喊：\n\n"
            "“明子——回来换衣裳啦！”\n\n是仁渡。\n")
    assert speakers(text, Character("仁渡", gender="male")) == ["仁渡"]
    text = ("田埂上笑成一片。一个男孩喊道：“撒糖！”\n\n"
            "小川正要往兜里掏糖，手机先响了。是李娟。他赶紧接起来：“快了快了。”\n")
    got = speakers(text, Character("小川", gender="male"), Character("李娟", gender="female"))
    assert got[0] == "男孩"  # the boy stays the boy: 是李娟 names the caller


def test_this_is_names_the_woman_just_described():
    text = ("一个胖胖的媳妇挤到前头来：“小师父，也给我画一对鞋面。”\n\n"
            "这是东头的王三嫂，嘴最快。\n\n"
            "赵大娘把她往外推：“去去去！”\n\n"
            "王三嫂撇撇嘴：“排就排。”\n")
    got = speakers(text, Character("王三嫂", gender="female"), Character("赵大娘", gender="female"))
    assert got == ["王三嫂", "赵大娘", "王三嫂"]


def test_village_women_and_a_foreigner():
    text = ("邻家的几个妇女都跑来看，一个个啧啧称奇：“这小和尚，手真巧！”\n\n"
            "坐在窗边的老外这才放下咖啡杯：“我只看结果。”\n")
    assert speakers(text) == ["crowd", "老外"]


def test_a_voice_that_goes_on_after_a_listener_starts_is_still_no_one():
    line = labelled_line("ho162_christie_soldier_island", "“维拉·伊丽莎白·克莱索恩，你于")
    assert line.speaker == "声音"  # 维拉…的手一抖。那声音并不理会: not 维拉


def test_a_shout_from_a_man_standing_at_the_gate_is_named_by_the_next_paragraph():
    line = labelled_line("ho161_shoujie_little_monk", "“明子——回来换衣裳啦")
    assert line.speaker == "仁渡"  # 庵门口站着一个人…朝河上喊：⏎“…”⏎是仁渡。


def test_a_boy_a_gentleman_and_a_clerk_of_a_classical_tale():
    text = ("先主下馬，親叩其扉，有一童子出應。先主曰：「新野劉備，特來拜謁臥龍先生。」\n\n"
            "童子曰：「先生今晨出矣。」\n\n"
            "行數里，見一士人，杖藜自山徑而來。先主揖之曰：「先生得非臥龍乎？」\n\n"
            "士人還揖曰：「非也。」\n\n"
            "還新野數日，遣吏探之。吏還報曰：「臥龍先生已歸矣。」\n")
    got = speakers(text, Character("先主", gender="male"))
    assert got == ["先主", "童子", "先主", "士人", "吏"]


def test_an_old_man_calling_a_newcomer_does_not_name_himself():
    line = labelled_line("ho163_lu_yao_rensheng", "“我劝啥哩？”")  # 老汉叹了一口气 …
    assert line.speaker in ("玉德老汉", "老汉")  # 一个…人走了进来。⏎“明楼，你咋来了？”: not
    # 高明楼


def test_the_officers_all_answer_together():
    text = ("超悉會其吏士三十六人，曰：「諸君從我，欲立大功。」\n\n"
            "吏士皆曰：「今在危亡之地，死生從司馬！」\n")
    assert speakers(text, Character("超", gender="male"))[-1] == "crowd"


def test_one_of_them_described_is_that_stranger():
    text = ("几个婆姨坐在村口的碾盘上纳鞋底。其中一个胖婆姨扯着嗓子喊：“哟，这不是高老师嘛！”\n\n"
            "其中一个回头啐了一口：“呸！”\n")
    assert speakers(text) == ["婆姨", "unknown"]


def test_review_mends_named_singers_birds_calls_shaved_heads_and_the_ministry():
    text = "歌声响成了一片，王五举杯道：“干！”\n\n鸟叫声虫叫声汇成了一片，王五低声道：“娘！”\n"
    assert speakers(text, Character("王五", gender="male")) == ["王五", "王五"]
    assert not described("他剃了光头") and not described("推了个光头")
    text = "阿兰靠在门边，喊他的名字——“阿福”。\n"
    assert [s.kind for s in attribute(text, None, Character("阿兰", gender="female"))
            if s.text.startswith("“")] == ["dialogue"]
    text = "吏部尚書曰：「此事不可。」\n"
    assert speakers(text) != ["吏"]


def test_soldiers_militiamen_and_officers_of_the_old_county_are_described_speakers():
    text = ("直到一个兵用枪托撞开了门，他才坐起来。\n“出来！”那兵大喝。\n"
            "一个提着灯笼的团丁把光往他脸上一照，回头道：“是他。”\n"
            "举人老爷一进门便说：“追赃要紧。”\n把总把桌子一拍：“追什么赃！”\n")
    assert speakers(text) == ["兵", "团丁", "举人老爷", "把总"]


def test_a_duchess_is_a_woman_whatever_her_title_holds():
    text = ("瓦西里公爵的女儿来接父亲。\n\n"
            "小公爵夫人提着手提袋，摇摇摆摆地走进来。她一张嘴，就显得格外可爱。\n\n"
            "“我把针线活都带来了，”她打开手提袋，对着大家说。\n")
    assert speakers(text) == ["小公爵夫人"]


def test_the_one_in_red_the_one_outside_and_girls_who_all_join_in():
    text = ("法比提着马灯跑过来。\n“这是教堂！”法比说。\n"
            "女人们挤成一团，有一个小个子怀里搂着琵琶。穿水红夹袄的那个把光脚缩到腿后面，"
            "朝法比飞了个眼风：\n“哟，洋和尚会讲中国话。”\n“我不是和尚。”\n"
            "后门传来几下敲门声。\n“别开！”法比压着嗓子说。\n"
            "门外的人又敲了两下，开口了：“老乡……开开门……”\n"
            "“神父，别让她们进来！”姨妈喊。她喊完，整个阁楼的女孩都跟着喊起来：\n"
            "“别让她们进来！”\n")
    assert speakers(text, Character("法比", gender="male"))[1:] == [
        "穿水红夹袄的那个", "法比", "法比", "门外的人", "姨妈", CROWD]


def test_the_one_a_tag_paragraph_turns_to_answers_the_line():
    text = ("法比·阿多那多提着马灯跑过来。\n“这是教堂！”法比说。\n"
            "女人们并不怕他。七八个人挤成一团，有的抱包袱，有的拎鸟笼，有一个小个子怀里还搂着"
            "一把琵琶。穿水红夹袄的那个把一只光脚缩到另一条腿后面，朝法比飞了个眼风：\n"
            "“哟，洋和尚会讲中国话。”\n“我不是和尚。”\n")
    assert speakers(text)[1:] == ["穿水红夹袄的那个", "法比·阿多那多"]


def test_someone_named_in_a_time_of_his_childhood_does_not_act():
    text = ("直治说：「我走了。」\n\n"
            "這時女傭阿君端著茶過來，眼睛一下子就紅了。她在我們家做了十幾年，直治小時候，"
            "是她背在背上長大的。\n\n「夫人，少爺要回來了嗎？」\n")
    assert speakers(text, Character("直治", gender="male"),
                    Character("阿君", gender="female"))[-1] == "阿君"


def test_the_roof_of_a_tent_is_nobody_spoken_to():
    line = labelled_line("ho114_tibetan_pasture_family", "“你什么时候去看的？”")
    assert line.speaker == "贡布"


def test_a_village_wife_is_called_by_her_husbands_name():
    text = ("先开口的是有庆家的。她说：“听说了没有？公社把照片送过来了。”\n"
            "“什么照片？”旁边一个年轻的媳妇问。\n"
            "“还能是什么照片，穿军装的。”有庆家的把裤子往石头上一摔。\n"
            "“王连方家的丫头，配得上。”一个老太婆说。\n")
    assert speakers(text) == ["有庆家的", "年轻的媳妇", "有庆家的", "老太婆"]


def test_the_people_of_a_street_say_it_all_and_the_water_carrier_speaks():
    text = ("老崔说：“打铁的手黑。”\n老范把两只手伸出来：“黑是黑，洗洗就白了。”\n"
            "这话后来传到东街，东街的人都笑。一个挑水的在井台上说：“这事算是掰了。”\n"
            "第二天长顺去了南街。东街的人听说了，都说：“崔家老二到底去打铁了。”\n")
    assert speakers(text)[2:] == ["挑水的", CROWD]


def test_dozens_agree_a_beggar_steps_out_of_the_crowd_and_a_farmhand_runs_in():
    text = ("游驥舉杯起身道：「今日這杯酒，只為那喬峰——」\n"
            "東首一個漢子拍案叫道：「什麼喬峰！」\n「說得是！」廳中數十人齊聲附和。\n"
            "一個背負九隻麻袋的老丐越眾而出，嘶聲道：「你還有臉提丐幫二字麼？」\n"
            "一名莊丁連滾帶爬地奔進廳來，叫道：「莊主！外面來了一個人。」\n")
    assert speakers(text, Character("游驥", gender="male"))[2:] == [CROWD, "老丐", "莊丁"]


def test_the_second_young_mistress_and_the_third_concubine_are_told_from_grandma():
    text = ("老太太坐在上首。\n「都坐吧。」老太太說。\n"
            "二少奶奶笑道：「大嫂這話說的，倒像我們是外人。」\n"
            "三姨娘說：「老太太，藥熬好了。」\n")
    assert speakers(text) == ["老太太", "二少奶奶", "三姨娘"]


def test_the_one_in_the_wheelchair_speaks():
    text = ("“他也不必。”冷血说。\n轮椅上的人却笑了：“四师弟，你太凶了。”\n")
    assert speakers(text, Character("冷血", gender="male")) == ["冷血", "轮椅上的人"]


def test_an_uncle_by_his_kin_word_speaks():
    text = ("“五张灰鼠皮。”安达说。\n\n"
            "伯父拄着他那根鹿骨拐杖，慢慢地从林子里走了出来。他一直走到了马跟前。\n\n"
            "“你的马是从哪条路上来的？”他问。\n")
    assert speakers(text)[-1] == "伯父"


def test_words_that_only_look_like_the_new_person_words_stay_words():
    text = "李世民看了林晓月一眼。\n\n林晓月每次都说：「这件事我不管。」"
    assert speakers(text, M, W) == ["林晓月"]
    assert speakers("李世民坐在桌前，把总账翻了一遍，说：「不对。」", M) == ["李世民"]
    assert speakers("李世民推开门。门外的一切都安静了。他说：「有人吗？」", M) == ["李世民"]
    for words in ("大家将信将疑", "部门官员", "摸了摸络腮胡子", "东西是我们家的。", "账房里没人。"):
        assert not [d for d in described(words) if d.label in ("家将", "门官", "络腮胡子",
                                                                "我们家的", "账房")], words
    assert is_person_word("老帐房")


def test_a_classical_surname_alone_bows_and_trembles_and_time_words_are_nobody():
    for opening in ("「小人陳某", "「此乃知縣", "「小人尚有"):
        assert labelled_line("ho167_zibuyu_ghost_tales", opening).speaker == "陳"
    assert "少頃" not in {s.speaker for s in labelled_dialogue("ho167_zibuyu_ghost_tales")[1]}


def test_a_goose_speaks_and_two_who_ask_at_once_are_a_crowd():
    text = ("朱克曼太太走了。\n\n「下雨天，」鵝在角落裡開口了，「下雨天最適合孵蛋。」\n\n"
            "「一口鐘。」船長說。\n\n「一口鐘？」我和康塞爾幾乎同時問道。\n\n"
            "「那怎麼行！」兩個媽媽幾乎同時叫起來。\n\n「滿了滿了！」一巷子的人都喊起來。\n")
    assert speakers(text, Character("康塞爾", gender="male")) == [
        "鵝", "鵝", "船長", CROWD, CROWD, CROWD]


def test_barking_dogs_and_grazing_oxen_say_nothing_and_counted_questions_are_one_voice():
    zhang, li = Character("张三", gender="male"), Character("李四", gender="male")
    start = "「走吧。」张三说。\n「等等。」李四说。\n"
    assert speakers(start + "狗叫了几声。\n「谁来了？」", zhang, li)[-1] != "狗"
    assert speakers(start + "「有人来了。」狗又叫了起来。", zhang, li)[-1] != "狗"
    assert speakers(start + "「你是谁？从哪里来？」张三几乎同时问了两个问题。",
                    zhang, li)[-1] == "张三"
    assert speakers(start + "李四每天都说：「早点睡吧。」", zhang, li)[-1] == "李四"


def test_the_second_of_two_strangers_and_two_voices_told_apart_by_their_sound():
    text = ("一位绅士说：“这山真无聊。”\n\n“可不是嘛。”另一位绅士也跟着嚷道。\n\n"
            "门后一个尖细的声音说：“老大，他们察觉了。”\n\n"
            "“都怪你。”一个粗哑的声音答道。\n\n那尖细的声音立刻喊道：“客人们，请进来呀！”\n")
    assert speakers(text) == ["绅士", "另一位绅士", "尖细的声音", "粗哑的声音", "尖细的声音"]
    text = "“阿蛮。”小九的声音忽然压低。小九说：“有人。”\n\n门外一个陌生的声音道：“开门。”\n"
    assert speakers(text)[:2] == ["小九", "小九"]  # a name's voice is no sound


def test_the_one_who_guards_is_no_name_and_the_ones_stopped_do_not_speak():
    text = ("那里有一个守关口的埃及人，拦住他们，说：“你们是从哪里来的？”\n\n"
            "守关的人说：“解开给我看。”\n\n守关的挨次摸那些袋。\n\n"
            "独眼的人看着角落里的红衣女人，冷冷道：“你跑不掉的。”\n")
    assert speakers(text) == ["埃及人", "守关的人", "独眼的人"]


def test_a_companion_and_a_shopkeeper_of_a_parable_speak():
    line = labelled_line("ho170_baiyu_parables", "「汝所棄者")  # 同伴語言：「…」
    assert line.speaker == "同伴"
    text = "商人問價。肆主笑曰：「此石我門前有百千枚。」\n"
    assert speakers(text) == ["肆主"]


def test_review_cases_of_strangers_and_voices():
    text = ("一个尖细的声音道：“谁？”\n\n他那低沉的声音有些发颤：“是我。”\n\n"
            "那声音笑道：“进来。”\n")
    assert speakers(text)[2] == "声音"  # 他那低沉的声音 is his, no second stranger
    text = "门外尖细的声音说：“开门。”\n\n尖细的声音说：“快开门。”\n"
    assert len(set(speakers(text))) == 1  # one voice, wherever the sentence was cut
    text = "一位绅士说：“这山真无聊。”\n\n另一位绅士说：“可不是嘛。”\n"
    assert speakers(text) == ["绅士", "另一位绅士"]
    text = "他很绅士地拉开椅子：“请坐。”\n"
    assert speakers(text) != ["绅士"]  # gentlemanly, no gentleman


def test_terms_listed_side_by_side_are_narration():
    text = ("对面墙上刷着三句口号，“战争即和平”“自由即奴役”“无知即力量”，每个字都有一人多高。\n\n"
            "“啊，史密斯，你在这儿。”赛麦说。\n\n“好”“走吧”\n")
    kinds = [s.kind for s in attribute(text) if s.text.startswith("“")]
    assert kinds == ["narration"] * 3 + ["dialogue"] * 3  # 「好」「走吧」 alone are lines


def test_this_one_after_a_person_is_that_person():
    text = "彭波契克舅舅这人有一样本事。\n\n“匹普，”他一边走一边说，“七乘九是多少？”\n"
    assert speakers(text)[0] == "舅舅"  # 舅舅这人: the uncle, said again


def test_two_women_of_one_troupe_told_apart_by_their_age():
    text = ("“快走吧，要下雨了。”四十岁的女人说。\n\n“是路上遇见的学生。”年轻的女人替我答道。\n\n"
            "“那就一起走。”四十岁的女人回头说。\n")
    assert speakers(text) == ["四十岁的女人", "年轻的女人", "四十岁的女人"]


def test_a_hokkien_person_word_keeps_its_zai():
    text = "「伊問你早，你講落雨。」鑲金牙的老頭仔笑甲嘴開開。\n\n婦人仔講：「莫按呢。」\n"
    assert speakers(text) == ["老頭仔", "婦人仔"]
    assert speakers("老頭仔細細看了一遍，說：「好。」\n") == ["老頭"]  # 仔細: carefully


def test_second_review_cases():
    li = Character("李明", gender="male")
    assert speakers("李明喊道：“快跑”“别回头”\n", li) == ["李明", "李明"]  # said, not listed
    assert speakers("“来壶茶。”王五说。\n\n“站住！”一把拉住一个伙计。\n")[1] == "王五"
    assert speakers("“来壶茶。”王五说。\n\n“你找谁？”问了一个伙计。\n")[1] == "王五"
    text = ("“走吧。”四十五岁上下的女人说。\n\n“好。”十五岁上下的女人说。\n\n"
            "老人仔仔细细地看了看来信，说：“好。”\n\n老人说：“走。”\n")
    assert speakers(text) == ["四十五岁上下的女人", "十五岁上下的女人", "老人", "老人"]
    assert speakers("他年轻的妻子说：“回来了？”\n") == ["妻子"]  # his wife, not one of two


@pytest.mark.parametrize("word", ["伪军", "师傅", "干部", "差人", "校役", "牧牛人", "翻译", "娃儿",
                                  "小猪倌", "当差的", "场务小哥", "司仪官", "自耕农", "戈什哈",
                                  "知青"])
def test_more_person_words_speak_in_tags(word):
    text = (f"林小英坐在门口。一个{word}走过来，喝道：“站住！”\n\n林小英说：“我是本村的。”\n\n"
            f"那{word}摇摇头，低声道：“跟我走。”\n")
    assert speakers(text) == [word, "林小英", word]


def test_translating_is_no_interpreter():
    line = labelled_line("ho86_sahara_neighbours", "「駱駝肉，」")  # after 翻譯過來就是…
    assert line.speaker == "房東太太"  # 哈蒂佳, the landlady; not 翻譯


def test_one_recognised_is_the_stranger_who_spoke():
    text = ("门开了，走进一个瘦长的官儿来。他冷冷的道：“你是哪一处的太监？”\n\n"
            "胡天宝认得这人是敬事房总管张德福，忙垂手站好。\n\n“回总管，奴才是新来的。”胡天宝道。\n")
    assert speakers(text, Character("胡天宝", gender="male"),
                    Character("张德福", gender="male")) == ["张德福", "胡天宝"]


def test_asking_where_is_no_asking_who():
    assert not ASKS_NAME.search("你想去哪位，阿姆毋拦你。")  # Hakka: where
    assert ASKS_NAME.search("您是哪位？")
    # so 「阿姆……」 after it names nobody, and the grandfather stays himself
    assert labelled_line("ho109_meinong_tobacco_harvest", "「食粥。」").speaker == "阿姆"


def test_one_sitting_behind_me_speaks_not_me():
    text = "“三点差十分。”坐在我后头的一个老太太小声说，“我也带着表呢。”\n"
    assert speakers(text) == ["老太太", "老太太"]


def test_he_who_was_told_to_speak_answers():
    text = "鲍勃坐在椅子上，两手搁在膝头。\n\n书记员让他报上名字，他清了清嗓子，答道：“在这儿。”\n"
    assert speakers(text, Character("鲍勃", gender="male"),
                    Character("阿蒂克斯", gender="male")) == ["鲍勃"]


def test_a_ponytail_is_no_speaker():
    text = "门帘一掀，夏夏探进半个脑袋，高马尾在肩头一甩一甩的：“姐，你看热搜没有？”\n"
    assert speakers(text, Character("夏夏", gender="female")) == ["夏夏"]


def test_crowds_that_shout_together_and_crowds_that_hush():
    text = "林小满笑了。\n\n“给满！给满！”台下的粉丝齐声起哄。\n"
    assert speakers(text, Character("林小满", gender="female")) == [CROWD]
    text = ("韩老六不吭声。\n“说！有没有？”台下几十个人一齐喊。\n\n"
            "“打死他！揍他！”满院子的人都喊起来了。\n")
    assert speakers(text, Character("韩老六", gender="male")) == [CROWD, CROWD]
    text = "秦月梅把手绢一甩，她一开口，满院子的人都静了：“一更里呀——”\n"
    assert speakers(text, Character("秦月梅", gender="female")) == ["秦月梅"]


def test_this_one_with_an_epithet_said_once_is_the_one_just_named():
    text = ("赵伯韬大踏步跨了进来。荪甫起身相迎。\n\n“好极了！”赵伯韬哈哈大笑。\n\n"
            "“伯韬兄请说。”荪甫淡淡地应了一句。\n\n"
            "“老实说罢，”这位公债场上的魔王眯细了眼睛，“你们那八个小厂，我是看中了。”\n")
    got = speakers(text, Character("赵伯韬", gender="male"), Character("荪甫", gender="male"))
    assert got == ["赵伯韬", "荪甫", "赵伯韬", "赵伯韬"]


def test_one_leaning_out_next_door_is_who_appears():
    text = ("“那站着的是谁？”我问。\n\n“N伯爵。”加斯东说。\n\n"
            "正说时，我们隔壁的包厢里忽然探过一个胖胖的女人来，帽子上插着一根羽毛。\n\n"
            "“加斯东先生，”她拖长了声音说，“你总算肯露面了。”\n")
    got = speakers(text, Character("加斯东", gender="male"))
    assert got == [NARRATOR, "加斯东", "女人", "女人"]
    text = ("香雪冲着窗户喊：“鸡蛋要不要？”\n\n"
            "窗户里探出一个抱孩子的女人，头发烫得一卷一卷的。“多少钱一个？”\n")
    assert speakers(text, Character("香雪", gender="female")) == ["香雪", "女人"]


def test_he_who_shouts_again_is_the_last_speaker():
    text = ("李长河放下电话。\n\n“少佐！”王虎在电话里喊。\n\n"
            "李长河乐了，冲赵文远挤了挤眼睛：“听见没有，老赵？”\n\n他又对着话筒吼：“伤亡怎么样？”\n")
    people = (Character(n, gender="male") for n in ("李长河", "赵文远", "王虎"))
    assert speakers(text, *people) == ["王虎", "李长河", "李长河"]


def test_one_called_with_a_title_answers():
    text = ("近藤把手按在山南肩上。“山南君，你的顾虑是对的。”\n\n山南点点头，出去了。\n\n"
            "沖田靠在门边。\n\n“土方先生，要我来问吗？”\n\n“你会把他弄死。”\n\n“不会的。”\n")
    people = (Character(n, gender="male") for n in ("近藤", "山南", "土方", "沖田"))
    assert speakers(text, *people) == ["近藤", "沖田", "土方", "沖田"]


def test_a_reply_that_then_calls_another_names_no_one():
    text = ("伯爵举起酒杯：“男爵，我从来不问东西的价钱。”\n\n"
            "“说得好！杜朗先生，您听见了吗？”男爵夫人笑道。\n\n杜朗点点头。\n\n"
            "伯爵又道：“这是伏尔加河里的鲟鱼。”\n")
    got = speakers(text, Character("杜朗", gender="male"), Character("男爵夫人", gender="female"))
    assert got == ["伯爵", "男爵夫人", "伯爵"]  # the count is not 杜朗


def test_a_dotted_name_written_once_in_a_tag_speaks():
    text = "“阿尔焦姆，”玛丽亚·雅科夫列夫娜轻声说，“小声点，隔壁听得见。”\n"
    assert speakers(text) == ["玛丽亚·雅科夫列夫娜", "玛丽亚·雅科夫列夫娜"]


def test_first_review_cases_of_this_session():
    male = [Character(n, gender="male") for n in ("张三", "李四", "王五", "李雷")]
    cases = [
        ("凤姐儿坐在炕上。\n\n她想了想，差人去叫平儿，又笑道：“你们且坐着。”\n",
         ["凤姐儿"]),  # sending someone, no runner
        ("门外有个汉子喊道：“开门！”\n\n看来人就是张三派来的。\n\n“快开门！”汉子又喊。\n",
         ["汉子", "汉子"]),
        ("张三说：“我走了。”\n\n李四扑过来拉住张三。\n\n他又哭又喊：“不能走！”\n",
         ["张三", "李四"]),
        ("“安静！”张三压过台下的齐声起哄，喊道。\n", ["张三"]),
        ("张三哄了好一阵，林晓月终于静了下来：“我没事了。”\n", ["林晓月"]),
        ("张三一进门，满屋子都是酒气，皱眉道：“谁喝的？”\n", ["张三"]),
        ("王五坐在堂上。\n\n门外走进一个人来。这位远道而来的客人拱手道：“久仰久仰。”\n", ["客人"]),
        ("张三进了屋，李四跟在后面。\n\n张三让他们都坐下，他又说：“听我讲。”\n", ["张三"]),
        ("“爷爷！”一个女孩在门口喊道。\n\n老人回过头来：“哎！小雨，你怎么来了？”\n\n"
         "“我来看您呀。”女孩笑着跑过去。\n", ["小雨", "老人", "小雨"]),
        ("李四对面的一个老头忽然笑道：“你输了。”\n", ["老头"]),
    ]
    for text, expected in cases:
        female = [Character(n, gender="female") for n in ("林晓月", "凤姐儿", "小雨")]
        assert speakers(text, *male, *female) == expected, text


def test_many_voices_answer_a_question_to_many():
    ahab = Character("亚哈", gender="male")
    text = ("“伙计们，瞧见一条鲸的时候，怎么办？”亚哈问道。\n\n"
            "“大声喊出来！”二十几条嗓子一齐答道。\n\n"
            "亚哈脸上露出一丝狂喜：“好！喊过之后呢，伙计们？”\n\n“放下小艇去追它！”\n\n"
            "“追的时候，你们唱的是什么调子？”\n\n“鲸不死，艇就翻！”\n")
    assert speakers(text, ahab) == ["亚哈", CROWD, "亚哈", CROWD, "亚哈", CROWD]
    text = "“都住口。”天子道。\n\n“朕问你们，若是和了，又当如何？”\n\n“可令其送质子入京。”\n"
    assert speakers(text, Character("天子", gender="male"))[2] != CROWD  # 你们: the two


def test_the_system_in_a_system_novel_speaks():
    su = Character("苏念", gender="female")
    text = ("【叮——传送完成。】\n\n她揉着太阳穴坐起来，脑子里那道熟悉的电子音就响了。\n\n"
            "“宿主，欢迎来到第三个世界。”\n\n苏念翻了个白眼：“又是恶毒女配？”\n\n"
            "“叮——剧情节点临近，请宿主注意。”\n")
    assert speakers(text, su) == ["系统", "苏念", "系统"]
    # no 系统 novel: 扩音器里传出毫无起伏的电子音 is the drone's
    assert labelled_line("ho31_neon_courier", "“这里是南山区").speaker == "无人机"


def test_words_on_a_hanging_sign_are_read_not_said():
    text = ("凌晨两点十分，门上挂着块红底白字的牌子：“审讯中，请勿打扰”。\n\n"
            "陆沉推门进去。\n\n她晃了晃胸前的木牌：“我叫沈知意。”\n")
    assert [s.kind for s in attribute(text, None) if s.text.startswith("“")] \
        == ["narration", "dialogue"]


def test_a_person_word_with_er_is_the_same_word():
    text = ("“她说她的儿子不孝，”丫头儿也压低了声音，“丢下她一个老人。”\n\n"
            "“你怎么不去喝酒？”丫头儿问。\n")
    assert speakers(text) == ["丫头儿", "丫头儿", "丫头儿"]  # not 丫头


def test_second_review_cases_of_this_session():
    people = (Character("张大山", gender="male"), Character("李二狗", gender="male"),
              Character("林小英", gender="female"))
    asked = "张大山问李二狗：“你吃了吗？”\n\n“吃了。”\n\n"
    cases = [
        (asked + "“哥们，明天你去不去？”\n\n“去。”\n", ["张大山", "李二狗", "张大山", "李二狗"]),
        (asked + "“孩子们，你打算怎么办？”\n\n“去。”\n", ["张大山", "李二狗", "张大山", "李二狗"]),
        ("一个老头凑过来，问道：“姑娘，这画好不好？”\n\n“好！张大山，你也过来看看。”林小英回头喊道。"
         "\n\n老头笑道：“不错。”\n", ["老头", "林小英", "老头"]),
        ("张大山说：“这套监控系统真不错。”\n\n林小英说：“叮——您有新的消息。”\n",
         ["张大山", "林小英"]),
        ("张大山进了门。\n\n“再来一个！”满屋子人都喊起来。\n", [CROWD]),
        ("控制台上亮起红灯。\n\n林小英按下按钮。“启动。”\n", ["林小英"]),
        ("大家都知道台上的是张大山。\n\n“停！”张大山喊。\n", ["张大山"]),
        ("不知青红皂白的张大山骂道：“滚！”\n", ["张大山"]),
        ("张大山说了一通。\n\n翻译说：“太君问你，八路在哪里？”\n", ["翻译"]),
        ("一个差人来报：“大人，人犯带到。”\n", ["差人"]),
        ("林小英指了指门上挂着的牌子：“你自己看看，闲人免进。”\n", ["林小英"]),
        ("张大山对面的包厢里忽然探出一个胖胖的女人，喊道：“喂！”\n", ["女人"]),
    ]
    for text, expected in cases:
        assert speakers(text, *people) == expected, text


def test_first_session_cases_of_ho187():
    brooke = Character("布鲁克", gender="male")
    dorothea = Character("多萝西娅", gender="female")
    casaubon = Character("卡苏朋", gender="male")
    cases = [
        # 没有人应声: the one who asked goes on
        ("小伙子说：“他就要来了。”\n\n“谁要来？”农妇问。\n\n押车的卫兵站在路基上。\n\n"
         "“谁在这里胡说八道？”\n\n没有人应声。\n\n“我问你们，谁在说他？”\n",
         ["小伙子", "农妇", "卫兵", "卫兵"]),
        # the second half of a split line calls 卡苏朋, so 他 is not he
        ("后来布鲁克先生提起了卡苏朋先生的研究。\n\n"
         "“卡苏朋在写一部大书，”他对多萝西娅说，“了不起的大书。是这样吧，卡苏朋？”\n",
         ["布鲁克", "布鲁克"]),
    ]
    for text, expected in cases:
        assert speakers(text, brooke, dorothea, casaubon) == expected, text
    # 「…，布鲁克小姐。」 calls his niece, so the answer is not his
    assert labelled_line("ho187_middlemarch_dinner", "“那一定非常辛苦").speaker != "布鲁克"


def test_first_session_cases_of_ho188_and_ho189():
    people = (Character("杨中福", gender="male"), Character("吉村", gender="male"),
              Character("赵秀英", gender="female"), Character("马小军", gender="male"))
    cases = [
        ("“同行比冤家还要厉害些。”杨中福笑笑。\n\n旁边一个年轻的厨工插嘴道：“杨师傅，你可要争口气！”\n",
         ["杨中福", "年轻的厨工"]),
        ("马小军跳起来：“哥儿几个，干不干？”\n\n“干！”烘炉边的工人们齐声吼了起来。\n",
         ["马小军", CROWD]),
        ("杨中福冲着全连站直了。“牌子上写的是什么？”\n\n“钢七连！”一百来号人的声音撞在墙上。\n",
         ["杨中福", CROWD]),
        ("那鹤落在寿轴上头。满堂的人都站将起来，发声喊道：“仙鹤！仙鹤！”\n", [CROWD]),
        ("吉村把案子说了一遍，巡查听着，眉头越皱越紧。\n\n“一个男人，三十岁左右……”他喃喃地说。\n",
         ["巡查"]),
        ("一个圆脸的女侍端着茶进来。\n\n“客人说的是我们这里的话吗？”女侍问。\n", ["女侍"]),
        # a trade before a work group is no person (钳工二组): its leader speaks
        ("厂长说：“一个组一个。”\n\n“一等几个？”钳工二组的组长赵秀英问。\n", ["厂长", "赵秀英"]),
    ]
    for text, expected in cases:
        assert speakers(text, *people) == expected, text


def test_midway_review_cases_of_this_session():
    people = (Character("张三", gender="male"), Character("李四", gender="male"),
              Character("王五", gender="male"))
    three = "第一章\n\n张三、李四和王五坐在屋里。\n"
    two = "第一章\n\n张三和李四坐在屋里。\n"
    cases = [
        # someone else acts after the silence: no one goes on by default
        (three + "「谁愿意去送这封信？」张三问。\n大家都没应声，只有李四咳嗽了一声。\n"
         "「我去吧。」\n「好。」张三说。\n", ["张三", "李四", "张三"]),
        (three + "「谁去？」张三问。\n王五没应声，李四站了起来。\n「我去。」\n", ["张三", "李四"]),
        # food nobody touched is no silence
        (two + "「你们吃过饭了吗？」张三问。\n李四摇摇头。饭菜还在桌上，没有人动过。\n"
         "「我们在等你呢。」\n", ["张三", "李四"]),
        # a name guessed or echoed is not called
        (two + "「你猜我昨天在街上碰见谁了？」李四问。\n「谁啊，王五？」\n「不是，是赵六。」\n",
         ["李四", "张三", "李四"]),
        (two + "「明天谁去城里？」李四问。\n「我，张三？」张三指着自己的鼻子。\n「对，就是你。」\n",
         ["李四", "张三", "李四"]),
        # the next line, after another subject, is another's call
        (two + "「我走了。」李四站起来，张三叫住他：「李四，等一等。」\n", ["李四", "张三"]),
        # 汽车工厂 holds no 车工, a night's 巡查 is a patrol
        (two + "「这是哪儿？」张三问。\n「汽车工厂。」汽车工厂的门卫说。\n", ["张三", "门卫"]),
        (two + "「明天还要接着查。」结束了一夜的巡查，张三揉着眼睛说。\n", ["张三"]),
        # a phone call: 喂，琳琳？ calls her; 怎么了，小孟？ calls him
        (two + "张三按了免提：「喂，李四？」\n「哥！妈呢？」\n", ["张三", "李四"]),
    ]
    for text, expected in cases:
        assert speakers(text, *people) == expected, text
    text = "第一章\n\n曾老凤低着头纳鞋底。\n曾老凤说：「今年不大好。」\n曾老凤叹了口气。\n"
    assert discover_characters([text], Config()).gender("曾老凤") == "female"


def test_an_old_master_is_not_a_teacher():
    text = "一个头发花白的老师傅挤到前面：“你是哪个单位的？”\n"
    assert speakers(text) == ["老师傅"]  # not 老师


def test_a_person_word_in_a_manner_is_no_one():
    text = ("“老头儿来了。”一个女病人笑着说。\n\n"
            "他一面走进来，一面用那种大学生式的粗腔说道：“啊哈，诸位都在这里！”\n")
    assert "学生" not in speakers(text)
    # 顾问 is an adviser, but 顾问左右 in 文言 looks round and asks
    assert speakers("王敦顾问左右曰：“此何人也？”\n", Character("王敦", gender="male")) == ["王敦"]


def test_a_voice_described_before_a_colon_speaks_next():
    text = ("伊丽莎站在她身后。太太从镜子里看着她，问道：“丽莎，你今天是怎么了？”\n\n"
            "伊丽莎的声音发颤：“太太，那个人是个贩黑奴的吧？”\n")
    assert speakers(text, Character("伊丽莎", gender="female")) == ["太太", "伊丽莎"]


def test_a_numbered_grand_uncle_is_one_word():
    text = "一个老人走过来。\n\n四爷爷摸了摸胡子：“见素啊，你爹在世的时候常来。”\n"
    assert speakers(text) == ["四爷爷"]  # not 四爷


def test_last_rounds_officials_pairs_and_clothes():
    text = "众人跪下。按院升堂，看了苏三半晌，问道：“你就是苏三么？”\n"
    assert speakers(text, Character("苏三", gender="female")) == ["按院"]
    text = "将军说：“好。”\n\n“妈妈！”姐妹俩同时喊了一声。\n"
    assert speakers(text, Character("将军", gender="male")) == ["将军", CROWD]  # not 姐
    text = "“他要跑了！”一个穿水手服的男孩喊道。\n"
    assert speakers(text) == ["男孩"]  # the sailor suit is no sailor


def test_end_review_cases_of_this_session():
    people = (Character("张三", gender="male"), Character("李四", gender="male"),
              Character("小孟", gender="male"), Character("小王", gender="female"))
    cases = [
        # a real question before the name calls him (not only 吧/吗 ones)
        ("“今天真热。”张三说。\n\n“嗯。”小孟说。\n\n小孟低下头，看着地面。\n\n“你在想什么，小孟？”\n",
         ["张三", "小孟", "张三"]),
        # an echo (找谁，王五？) calls no one
        ("张三和李四在院子里下棋。\n\n“王五昨天来找过你。”李四说。\n\n“找谁，王五？”\n\n"
         "“不是，是王五来找你。”\n", ["李四", "张三", "李四"]),
        # a word said aloud and then talked of is still said
        ("李四站在门口，喊了一声“妈”，这个字他已经十年没有喊过了。\n", ["李四"]),
        # 他说，他笑了笑: one man between the halves, so the call in the second is not he
        ("“天真冷。”李四说。张三喝了一口茶。\n\n“张三在写一部大书，”他说，他朝王太太眨了眨眼，"
         "“是这样吧，张三？”\n", ["李四", "李四", "李四"]),
        # 装睡 is feigned, not worn
        ("妈妈推了推床上的孩子：“起来吃饭了。”\n\n孩子装睡，嘟囔了一句：“我不饿。”\n",
         ["妈妈", "孩子"]),
        # 按院里的规定 and 普通判断 hold no officials
        ("小王走进病房，按院里的规定把窗户关上了。\n\n“晚上不能开窗。”\n", ["小王"]),
        ("车间里，一个老车工擦了擦手。\n\n“这活儿我干不了。”\n", ["车工"]),
    ]
    for text, expected in cases:
        assert speakers(text, *people) == expected, text
    text = ("老周说，如今西方人也开始喝茶了。\n\n“南方人爱喝绿茶，北方人爱喝花茶。”老周说。\n\n"
            "李四是南方人，他笑了起来。\n\n“那是你们不懂。”\n")
    assert "今西方人" not in discover_characters([text], Config()).names
    text = ("东佐娃大夫走进病房，她在床边坐下。\n东佐娃大夫说：“疼吗？”\n“不疼了。”他说。\n"
            "东佐娃大夫点点头。\n")
    index = discover_characters([text], Config())
    assert index.gender(index.canonical("东佐娃大夫") or "") != "male"  # 大夫 is either sex


def test_a_voice_is_the_one_seen_or_named_right_after_it():
    people = (Character("展昭", aliases=("展爷",)), Character("包公"),
              Character("胡天禄", aliases=("胡员外",)))
    text = ("包公拍案道：「展护卫何在？」\n\n"
            "只听屏风后有人应道：「卑职在。」转出一位少年英雄，正是南侠展昭。\n\n"
            "包公道：「今夜你往胡家走一遭。」\n\n"
            "只听一个粗哑的声音道：「那婆娘竟敢告到开封府去了！」这说话的便是胡天禄了。\n")
    assert speakers(text, *people) == ["包公", "展昭", "包公", "胡天禄"]


def test_a_name_read_out_from_a_paper_calls_no_one():
    people = (Character("冉阿让"),)
    text = ("一个汉子推门进来。\n\n“请进。”主教说。\n\n“我走了四天路了。”那汉子说。\n\n"
            "“坐下烤烤火吧。”主教说。\n\n"
            "班长翻开那张黄护照，念道：“冉阿让，刑满释放的苦役犯……”\n\n“放他走吧。”主教说。\n")
    assert speakers(text, *people)[-1] == "主教"  # not 冉阿让, the name the 班长 read


def test_a_voice_belongs_to_the_one_seen_on_turning_round():
    people = (Character("狄公"), Character("明心"), Character("慧觉方丈", aliases=("方丈",)))
    text = ("慧觉方丈送走了客人。\n\n狄公问明心：“那天夜里你看见了什么？”\n\n"
            "“小的看见井边站着一个人。”明心说。\n\n狄公的身子往前一倾。“是什么人？”\n\n"
            "门外忽然有人冷冷地说道：“明心，你又在胡言乱语了。”\n\n"
            "众人回头看时，只见慧觉方丈不知什么时候已经站在门口。\n")
    assert speakers(text, *people)[-1] == "慧觉方丈"


def test_second_review_of_this_sessions_attribution_rules():
    people = (Character("王五"), Character("小雨"), Character("赵小虎"), Character("李四"))
    text = "老汉问道：“你找谁？”和他说话的正是王五。\n\n老汉又问道：“你是哪个村的？”\n"
    assert speakers(text, *people) == ["老汉", "老汉"]  # 和他说话的: the one he talked with
    text = ("“爷爷！”一个女孩跑过来喊道。\n\n老人揉了揉眼睛，嘴里念道：“小雨，真的是你？”\n\n"
            "“是我！”女孩说。\n")
    assert speakers(text, *people)[0] == "小雨"  # 嘴里念道: muttering, no paper read
    text = ("门外忽然有人叫道：“快开门！”炕头上坐着一个后生，正是赵小虎。\n\n"
            "赵小虎道：“谁呀？”\n")
    assert speakers(text, *people)[0] == "声音"  # the one inside is no voice at the door
    text = ("李四说道：“我去城里打听打听。”\n\n到了傍晚，一个声音道：“快看，有人来了！”"
            "众人抬头望去，只见一个汉子慢慢走近，这汉子正是李四。\n")
    assert speakers(text, *people)[1] == "声音"  # the one announced, not the voice


def test_he_or_she_in_a_tag_is_never_the_first_person_narrator():
    # 产品经理…她脸上的表情我从来没见过。⏎“你也记得？”小李问。⏎“第三百一十二次。”她…
    assert labelled_line("ho46_time_loop_office", "“第三百一十二次").speaker == "产品经理"
    text = ("我挤进去，看见了师傅的名字。\n\n师傅就站在我身后。他眯着眼看了半天。\n\n"
            "“师傅……”\n\n“看见了。”他说。\n")  # but 我 when no one else is in sight
    assert speakers(text, Character("师傅", gender="male")) == [NARRATOR, "师傅"]


def test_miss_and_mrs_of_one_surname_are_two_people():
    people = (Character("思穎", gender="female"), Character("莊太太", gender="female"),
              Character("Eric", gender="male"))
    text = ("莊思穎比鬧鐘早醒十分鐘。\n\n「又不吃早餐？」莊太太問。\n\n"
            "Eric 已經坐在她房裏。\n\n「早晨，莊小姐。老闆心情欠佳。」\n\n「他幾時心情好過？」\n")
    assert speakers(text, *people) == ["莊太太", "Eric", "思穎"]  # 莊小姐 is 思穎, called


def test_a_name_given_to_someone_seen_kneeling_is_not_the_last_speakers():
    # 一个后生凑上来问：“…” … 地上跪着一个人，正是…秦怀义: the kneeling son, not the 后生
    for opening in ("“老二弄下啥事咧", "“二亩水地", "“这回乔二可算"):
        assert labelled_line("ho206_bailu_yuan_clan_hall", opening).speaker == "后生"


def test_classical_court_offices_and_a_given_name_written_alone():
    people = (Character("魏徵"), Character("房玄齡"), Character("上"))
    text = ("上從容謂侍臣曰：「卿等試為朕言之。」尚書左僕射房玄齡對曰：「臣愚，實不知其不足。」"
            "上顧特進魏徵曰：「公以為何如？」徵避席對曰：「臣竊懼焉。」\n\n"
            "上默然良久，曰：「朕亦不自覺至此。」命書徵言於屏。\n\n"
            "夏，四月，上登洛陽宮，謂徵曰：「煬帝作此宮，何也？」對曰：「煬帝恃其富強。」"
            "曰：「然則朕居之，可以無懼乎？」對曰：「陛下居之而常懼，則可以無懼。」\n")
    # 尚書左僕射 is one office before the name; 徵 (征 once simplified, though 魏徵 keeps
    # its 徵) is 魏徵, who answers (對曰) the emperor who spoke to him (謂徵曰)
    assert speakers(text, *people) == ["上", "房玄齡", "上", "魏徵", "上", "上", "魏徵", "上",
                                       "魏徵"]


def test_a_priest_called_shenfu_is_a_person():
    text = ("唐泰斯扑过去，抓住了老人的手。\n\n“你就是二十七号？”唐泰斯说。\n\n"
            "“他们是这么叫我的。”老人笑了笑。\n\n“他说你有财宝。”\n\n"
            "神甫掸了掸袖子上的土，在唐泰斯的床上坐下来，好像这是他自己的屋子似的。"
            "“他是这么说的吗？”\n")
    assert speakers(text, Character("唐泰斯"))[-1] == "神甫"


def test_a_stir_in_the_crowd_and_a_monk_spoken_to_at_length():
    text = ("一條灰袍大漢緩步而上。群雄一見，登時一陣騷動。\n\n「是他！是石驚濤！」\n\n"
            "智嚴嘆道：「石施主，你要實話，老衲便給你實話。」說著取出一封書信，"
            "轉頭向身旁一名年輕知客僧道：「慧明，你念給石施主聽。」\n\n"
            "那知客僧雙手接過信來，清聲念道：「智嚴吾兄如晤。」\n")
    assert speakers(text, Character("智嚴")) == [CROWD, "智嚴", "智嚴", "知客僧"]


def test_she_is_the_woman_just_seen_though_no_one_acted():
    people = (Character("乔丹·贝克", gender="female"),)
    text = ("“先生，来一杯吗？”一个侍者端着银托盘停在我面前。\n\n"
            "我拿了一杯。正在这时，我看见乔丹·贝克从大理石台阶上走下来。\n\n"
            "“我就猜你会来。”她把手伸给我。\n")
    assert speakers(text, *people) == ["侍者", "乔丹·贝克"]


def test_a_name_and_the_title_after_it_are_one_person():
    text = ("我和阿黛勒·瓦朗在书房里温习功课。她的心思早已飞到楼下去了，箱子上贴着一张纸条，"
            "写着“阿黛勒·瓦朗小姐收”，这几个字她已经偷偷看过三回了。\n\n"
            "“Mademoiselle，”她把书推开，对我说，“今天不能念书了。”\n")
    assert speakers(text, Character("阿黛勒·瓦朗", gender="female")) == ["阿黛勒·瓦朗"] * 2


def test_the_one_looked_over_answers_the_line_after():
    people = (Character("罗切斯特", gender="male"), Character("费尔法克斯太太", gender="female"))
    text = ("“爱小姐来了么？”罗切斯特问。\n\n“来了，先生。”费尔法克斯太太说。\n\n"
            "他挥一挥手，叫我坐下。我在一把椅子上坐了，他转过脸来，"
            "用那双黑眼睛把我从头到脚打量了一番。\n\n“你穿了黑衣服。”\n\n"
            "“是的，先生。我只有黑的和灰的。”\n")
    assert speakers(text, *people)[-2:] == ["罗切斯特", NARRATOR]


def test_midway_review_of_this_sessions_attribution_rules():
    cases = {  # each a probe the midway review found broken by a first version of a rule
        "人群一阵骚动，一个老汉从后面挤了出来。\n\n“让我说两句！”\n\n村长点点头：“你说。”\n":
            ["老汉", "村长"],  # the stir brings one man forward; no crowd speaks
        "謝安與王羲之共登冶城。王羲之曰：「今四郊多壘，宜思自效。」\n\n"
        "有童子過，安語之曰：「汝何往？」對曰：「往市中買米。」\n\n安笑曰：「善。」\n":
            ["王羲之", "安", "童子", "安"],  # 語之曰: to him, the boy (no 王羲之)
        "周老爷坐在堂屋里抽水烟。他的儿子周志明从省城回来了。\n\n“爹，我回来了。”志明说。\n\n"
        "周老爷说：“回来就好。”\n\n这时管家领进来一位客人。客人拱手道：“周先生，在下有礼了。”\n\n"
        "“请坐。”\n": ["周志明", "周老爷", "客人", "周老爷"],  # 周先生 may be 周老爷
        "一个汉子在人群里嚷道：“我不服！”\n\n"
        "大家回头看去，人群里站着一个人，满脸胡子，正是铁匠刘大。\n": ["刘大"],
        "三碗是酒馆的伙计，因为他一口气能喝三碗。\n\n“客官要什么？”三碗问。\n\n"
        "客人说：“一壶酒，两碟菜。”\n\n三碗应道：“好嘞！”\n": ["三碗", "客人", "三碗"],
    }
    assert_speakers(cases)


def test_a_story_told_in_the_second_person_gives_you_a_voice():
    text = ("妈妈走失已经一个星期了。你把照片摊在桌上，你挑了很久。你想起她的样子。"
            "你给大哥打电话，你说不出话来。你记得那天你没有去车站。\n\n"
            "“这张不行，妈妈现在不是这个样子了。”你说。\n\n"
            "大哥接过照片：“那就用去年那张。”\n\n“瘦多了。头发也全白了。”\n")
    assert speakers(text, Character("大哥", gender="male")) == ["你", "大哥", "你"]


def test_everyone_calling_him_a_nickname_is_no_crowd_speaking():
    text = ("坐在我后面的蟑螂拿铅笔戳我的背。蟑螂本名张家良，因为他跑得快，"
            "大家就叫他“蟑螂”。\n\n“大头春，你完了。”\n\n"
            "“我完了你也跑不掉。”我头也不回地说。\n\n蟑螂就不说话了。\n")
    assert speakers(text) == ["蟑螂", NARRATOR]


def test_two_policemen_told_apart_by_height():
    text = ("两个警察走进花园。\n\n“你就是那个小姑娘吧？”高个子警察问。\n\n"
            "“是我。”皮皮说。\n\n“别开玩笑了。”矮胖警察皱起了眉头。\n")
    assert speakers(text, Character("皮皮", gender="female")) == ["高个子警察", "皮皮", "矮胖警察"]


def test_end_review_of_this_sessions_attribution_rules():
    cases = {  # each a probe the end review found broken by a first version of a rule
        "王二站在破庙门口不敢进去。村民们哄笑起来，一齐喊他“胆小鬼”。\n\n"
        "“胆小鬼，你敢不敢进去？”\n\n王二红着脸说：“有什么不敢的。”\n":
            [CROWD, "王二"],
        "一个蒙面人在墙头喝道：“什么人？”\n\n我抬头一看，只见院子里躺着一个人，"
        "正是失踪多日的王五。\n\n“王五！”我扑了过去。\n\n王五睁开眼睛：“快……快走。”\n":
            ["蒙面人", NARRATOR, "王五"],
        "舞会开始了。Lily的红裙子在人群里一闪一闪。\n\n“你来了？”Lily转过身。\n\n"
        "我点点头：“来晚了。”\n\n“不晚。”\n":
            ["Lily", NARRATOR, "Lily"],
        "John Smith推开酒馆的门，抖了抖帽子上的雪。\n\n“来杯威士忌。”John Smith说。\n\n"
        "酒保看了他一眼：“先付钱。”\n\nJohn把硬币拍在柜台上：“够了吧？”\n":
            ["John", "酒保", "John"],
        "你要是到过青石镇，你一定见过街口那个修鞋的老孙。你走过他的摊子，他会抬头看你一眼。"
        "你别以为他在看你，他在看你的鞋。你若是问他生意好不好，你猜他怎么说？\n\n"
        "“凑合。”\n\n这是他一辈子的口头禅。那天镇长的儿子来修鞋，老孙看了半天。\n\n"
        "“修不了。”老孙说。\n\n“怎么修不了？”\n\n“鞋是好鞋，脚不对。”\n":
            ["老孙", "老孙", "儿子", "老孙"],
        "老太太把我上下打量了一番，扭头问孙女：“你认识他？”\n\n“不认识。”\n\n"
        "“那让他走。”\n":
            ["老太太", "孙女", "老太太"],
        "林深处传来一声长啸。\n\n“什么人？”张三握紧了刀。\n\n"
        "林深处有人笑道：“张兄别来无恙？”\n\n张三一愣：“是你？”\n":
            ["张三", "声音", "张三"],
    }
    assert_speakers(cases)


def test_round_215_speakers():
    cases = {  # each a line a held-out text of round ho215 got wrong
        "帕德玛在搅她的锅。\n\n我外祖父阿达姆·阿齐兹提着皮包，走下台阶。“谁病了？”\n":
            ["阿达姆·阿齐兹"],
        "底下挤满了人。\n\n“好哇！”底下的人齐声叫唤，“再来一段！”\n":
            [CROWD, CROWD],
    }
    assert_speakers(cases)
    sisters = [Character(name, gender="female") for name in ("幸子", "雪子", "鹤子")]
    text = ("幸子没有答话。\n“有个七岁的女儿。”鹤子说。\n“七岁……跟悦子差不多大呢。”\n"
            "说这话的是雪子。她的声音很细。\n“可不是。”幸子赶紧接过去。\n")
    assert speakers(text, *sisters) == ["鹤子", "雪子", "幸子"]
    text = "幸子和雪子对望了一眼。\n\n“怎么样？”幸子问。\n雪子只是“嗯”了一声。\n"
    assert speakers(text, *sisters) == ["幸子", "雪子"]
    text = "幸子拿起照片端详了一会儿。照片上的男人穿着西装，头发梳得很整齐。\n“多大年纪？”\n"
    assert speakers(text, *sisters) == ["幸子"]


def test_a_story_told_as_an_in_dialect():
    text = ("俺爹站在台子上唱。俺在人堆里看。俺身边挤着一个老汉。俺干爹来了。俺心里慌。\n\n"
            "老汉捅捅俺的胳膊：“眉娘，你爹要惹祸哩。”\n\n"
            "“他爱唱就唱，”俺说，“你管得着？”\n\n"
            "俺跪在干爹脚跟前：“干爹，饶他这一遭吧！”\n\n"
            "干爹弯下腰，用扇子在俺肩膀上点了一下：“起来。”\n")
    assert speakers(text) == ["老汉", NARRATOR, NARRATOR, NARRATOR, "干爹"]  # (俺: my)


def test_she_after_a_paragraph_about_her_and_not_the_one_her_clause_acts_on():
    text = ("他走进包厢，看见韦兰太太和梅·韦兰小姐坐在前排。梅抬起头来看他，她的脸颊微微泛红。\n\n"
            "“你来了。”梅轻声说。\n\n阿切尔向那位女子躬身行礼。她只是微微一笑，没有伸出手来。\n\n"
            "她说：“我们小时候一起玩过的。”\n\n“是吗？”阿切尔说。\n\n"
            "他俯身对伯爵夫人说了。她静静地听着。\n\n她向梅伸出双手：“啊，这真是太好了！”\n")
    assert speakers(text, Character("阿切尔", gender="male"))[1::2] == ["女子", "伯爵夫人"]


def test_one_likened_to_after_a_description_is_no_one_there():
    assert described("他像一只落进捕兽夹的狐狸。") == []
    assert [d.label for d in described("一只落进捕兽夹的狐狸钻出来")] == ["狐狸"]


def test_an_aside_between_the_speaker_and_the_verb_and_an_old_farmhand():
    text = ("我拧亮了手电。\n\n那个戴眼镜的学生——后来我才知道他叫孟凡——好奇地问：“咱们有手电，"
            "还点蜡烛干什么？”\n")
    assert speakers(text) == ["学生"]
    assert described("给地主扛了三十年长工") == []
    assert [d.label for d in described("做饭的长工端上一碗粥")] == ["长工"]
    text = ("长工阿喜扛着柴进来：“太太，老师叫我来问一声。”\n\n母亲叫长工们都进来。\n\n"
            "“谢谢太太！”长工们齐声说。\n\n"
            "“年糕要趁热吃。”一个缺了门牙的老长工一边嚼一边说。\n")
    assert speakers(text, Character("阿喜", gender="male")) == ["阿喜", CROWD, "老长工"]


def test_review_probes_for_screens_villagers_an_and_one_miss():
    cases = {  # each a probe the midway review found broken by a first version of a rule
        "晚饭后，爸爸坐在沙发上看新闻。\n电视里的女主持人笑着说：“观众朋友们，晚上好。”\n"
        "爸爸把声音调大了些。\n“又是这些。”爸爸嘟囔了一句。\n":
            ["女主持人", "爸爸"],
        "大会开到一半，一个村里人挤上前来：“支书，这事不公平！”\n“咋不公平？”支书问。\n":
            [UNKNOWN, "支书"],
        "俺娘是个厉害人。俺爹死得早，俺家里里外外都靠俺娘一个人。俺怕她。\n"
        "“又去河里摸鱼了？”俺娘瞪俺一眼。\n“没有。”俺说。\n“还嘴硬！”俺娘拿起了扫帚。\n":
            ["俺娘", NARRATOR, "俺娘"],
        "玛丽·格兰特一个人住在山坡上的小屋里。\n“格兰特小姐，邮差来过了吗？”牧师问。\n"
        "“来过了。”格兰特小姐说。\n小男孩跑过来：“玛丽小姐，我妈妈让我送面包来。”\n"
        "玛丽·格兰特接过面包：“替我谢谢她。”\n“不怕。”格兰特小姐说。\n":
            ["牧师", "玛丽·格兰特", "小男孩", "玛丽·格兰特", "玛丽·格兰特"],
    }
    assert_speakers(cases)


def test_she_after_but_acts():
    text = ("我下楼去取信，听见霍莉的房门里涌出一片人声。\n\n"
            "我本想装作没看见，可她已经从人堆里探出头来，一手把我往里拽：“弗雷德！你来得正好。”\n")
    assert speakers(text, Character("霍莉", gender="female")) == ["霍莉"]


def test_end_review_probes_of_latin_surnames_clause_openers_and_asides():
    cases = {  # each a probe the end review found broken by a first version of a rule
        "Kevin和Amy是大学同学，毕业后一起来了上海。\n周末，Kevin和Amy去爬佘山。\n"
        "“我不行了，你先上去吧。”Amy说。\n“再坚持一下，山顶就到了。”他说。\n":
            ["Amy", "Kevin"],
        "电话响了，Tony马上接起来。\n“喂，王总？”\n“项目的事怎么样了？”王总问。\n"
        "“已经在做了。”\n挂了电话，Tony马上给阿杰发微信：“今晚加班。”\n":
            ["Tony", "王总", "Tony", "Tony"],
        "管家周福在周家干了三十年。周福为人精明，周福说的话老爷句句都听。\n"
        "这天一早，老爷把周福叫到书房。周福垂手站着。\n"
        "“城里各府的管家们都在传，说咱们要卖地，可有此事？”老爷问。\n"
        "“回老爷，是有人这么说。”管家躬身答道。\n":
            ["老爷", "周福"],
        "支书把话说完，台下静了一会儿。\n忽然，所有村里人都喊了起来：“不同意！”\n":
            [CROWD],
        "老王炒股炒了十年。\n这天上午，老王打开手机，大A又跌了。\n“又跌！”\n":
            ["老王"],
        "枪声停了，战壕里一片死寂。\n就在这时，一个声音——是老赵——低低地说：“都趴下，别动。”\n"
        "“排长呢？”小马问。\n“排长牺牲了。”老赵说。\n":
            ["老赵", "小马", "老赵"],
        "指挥部里灯火通明。关上校走进来，摘下军帽放在桌上。\n“情况怎么样？”关上校问。\n"
        "参谋连忙站起来：“敌人已经过了河。”\n关上校看了看地图：“命令三营，马上出发。”\n":
            ["关上校", "参谋", "关上校"],
    }
    assert_speakers(cases)
    text = ("凤姐来看可卿，两人说了一会儿话。凤姐起身要走，可卿拉住了她的手。\n"
            "“婶子，再坐一会儿。”\n凤姐只好又坐下：“你好好养着，过几日我再来。”\n")
    women = Character("可卿", gender="female"), Character("凤姐", gender="female")
    assert speakers(text, *women) == ["可卿", "凤姐"]
    text = ("伊丽莎白·班纳特思忖片刻，把信放回桌上。\n“达西先生，这封信我会好好读的。”\n"
            "伊丽莎白·班纳特思索了很久，才对简说：“我错怪他了。”\n")
    assert "伊丽莎白·班纳特" in discover_characters([text], Config()).names


def test_the_one_heard_speaking_speaks():
    text = ("父亲在棚屋里刮漆。罗丝在门口站着，听见他低声说：“为人谨慎。”\n")
    got = speakers(text, Character("罗丝", gender="female"), Character("父亲", gender="male"))
    assert got == ["父亲"]


def test_a_deputy_is_not_the_leader_and_a_voice_heard_is_no_one():
    text = ("队长蹲在炉子边烤手。\n"
            "“灰浆槽子冻住了。”副队长巴甫洛从门外探进半个身子。\n")
    assert speakers(text, Character("队长", gender="male"))[-1] == "副队长"
    text = ("莫莉·艾弗斯站在他身边。\n"
            "她踮起脚尖，用一种只有他听得见的声音说：“您骨子里是个英国绅士。”\n")
    assert speakers(text, Character("莫莉·艾弗斯", gender="female")) == ["莫莉·艾弗斯"]


def test_a_roadside_sign_and_the_one_in_glasses():
    text = ("一路上每隔几英里就有一块招牌，一块比一块大：“胖汤姆的肋排，吃了还想来！”\n"
            "“德韦恩，”戴眼镜的人对红衬衫说，“别走得太远。”\n")
    assert speakers(text) == ["戴眼镜的人", "戴眼镜的人"]  # the sign is read, not spoken
    text = "街口来了个卖糖葫芦的小贩，扛着一块招牌，一边走一边吆喝：“冰糖葫芦——”\n"
    assert speakers(text) == ["小贩"]  # he carries the sign and cries his wares


def test_one_who_answered_and_left_does_not_make_the_next_speaker_her():
    text = ("老太太道：「劉媽，你請她上來罷。」\n"
            "劉媽答應著去了。三奶奶便笑道：「徐太太是個忙人。」\n")
    assert speakers(text, Character("劉媽", gender="female")) == ["老太太", "三奶奶"]


def test_a_scholar_who_strives_or_cries_out_and_one_old_man():
    text = ("生聞之，淚下，欲起揭符。生大呼：「十娘！十娘！」\n"
            "道士欲掘之。生力止之，曰：「彼有德於我。」一老者曰：「秀才為狐所惑。」\n")
    assert speakers(text) == ["生", "生", "老者"]
    names = discover_characters([text], Config()).names
    assert not {"生力", "一老"} & set(names)
    assert described("援兵到了，生力军一冲，敌阵便乱了。") == []  # fresh troops, no scholar


def test_the_other_end_of_a_call_a_singer_on_a_sign_and_a_crowd_laughing():
    text = ("王芳拨通了家里的电话。\n“喂？”那头说。\n“妈，是我。”王芳说。\n"
            "那头说：“芳芳啊，吃饭了吗？”\n“吃了。”王芳说。\n那头又说：“那就好，那就好。”\n")
    assert "王芳" not in speakers(text)[::2]  # the mother's lines are not hers
    text = "马路对面竖着一块广告牌，画着个唱歌的女郎：“青春无限，好声音由你唱！”\n"
    assert speakers(text) == []  # the sign is read, not spoken
    text = "台下的观众，或大笑，或大叫，乱成一片。\n“再来一个！”\n"
    assert speakers(text) == [CROWD]


def test_big_characters_on_a_wall_are_read_not_spoken():
    text = ("村口的土墙上还留着四个褪了色的大字，“人定胜天”，底下的墙皮掉了一半。\n"
            "井边有个挑水的女人，她放下扁担看了我一会儿，问我：“你是公社派来的？”\n")
    assert speakers(text) == ["女人"]
    text = "老王一辈子识不了几个大字，“你念给我听听。”他把信递给我。\n"
    assert len(speakers(text)) == 1  # one who can barely read asks for it to be read


def test_kin_by_marriage_and_a_listener_in_the_audience_are_people():
    text = ("岳父开口了：“为什么？”\n\n"
            "“爸，现在很多人都吃素，”姐夫打圆场，“说是对身体好。”\n")
    assert speakers(text)[1:] == ["姐夫", "姐夫"]
    assert speakers("我把碗放下，然后妈妈说：“吃完了就去写作业。”\n") == ["妈妈"]  # no 后妈
    text = "伯琛身后一个老听客，对他同伴道：「这就是秦家那丫头。」\n"
    assert speakers(text, Character("伯琛", gender="male")) == ["老听客"]


def test_an_adverb_after_a_description_is_no_name_and_the_ones_behind_him_are_a_crowd():
    text = "年轻人全然不理会，一只手朝柜台一扬：“这位就是杰洛特！”\n"
    assert speakers(text) == ["年轻人"]  # not one called 全然
    assert speakers("林依然走进来。\n\n林依然说：“你好。”\n") == ["林依然"]  # a name all the same
    text = ("打头的是个独眼汉子，脖子上刺着字。\n\n“那是我们的龙！”\n\n"
            "“我们的龙！”他身后的人一齐嚷道。\n")
    assert speakers(text)[-1] == CROWD


def test_the_wife_of_a_post_holder_is_one_person():
    text = "部长夫人把双手叠放在膝上：“先生们，我们开始吧。”\n"
    assert speakers(text) == ["部长夫人"]  # not 夫人, nor the minister
    assert [d.label for d in described("老爷太太说")] == ["老爷", "太太"]  # master and mistress
    text = "部长夫人笑道：“先生们，请坐。”\n\n夫人又说：“我们开始吧。”\n"
    first, second = speakers(text)
    assert first == second  # one woman, one voice


def test_one_stared_at_or_told_is_no_speaker_and_a_shop_is_no_one():
    text = ("宋慈查验完毕，胡二在人叢裡臉色一變。\n"
            "宋慈轉過身，盯住胡二道：「你天不亮便去喊人命。」\n")
    assert speakers(text, Character("宋慈"), Character("胡二")) == ["宋慈"]
    text = "黎驚而覺。\n明日，以其夢告莊子，曰：「夫子，髑髏之言信乎？」\n"  # told, not telling
    assert speakers(text, Character("黎"), Character("莊子")) == ["黎"]
    text = "王五坐在堂上。被告李四跪在堂下。他哭道：“大人，我冤枉。”\n"  # 被告 tells no one
    assert speakers(text, Character("王五", gender="male"),
                    Character("李四", gender="male")) == ["李四"]
    lines = (DATA / "ho230_jiangnan_rice_shop.txt").read_text(encoding="utf-8").splitlines()
    text = "\n".join(line for line in lines if "洋货店" in line or "米行" in line)
    assert not {"洋货店", "米行"} & set(discover_characters([text], Config()).names)
    text = "李建国镇长说：“开会。”\n李建国镇长又说：“散会。”\n李建国点点头，说：“好。”\n"
    assert speakers(text) == ["李建国"] * 3  # a mayor, no town


def test_a_town_a_shop_a_garment_or_an_adverb_opens_no_name():
    for name, word in [("ho230_jiangnan_rice_shop", "洋货"),
                       ("ho230_dajiang_veterans_1949", "戴毛線帽"),
                       ("ho231_pooh_spring_cleaning", "很有"),
                       ("ho231_ewaste_island_negotiation", "像有"),
                       ("ho231_qingxia_tongxi_inn_brawl", "對天"),
                       ("ho230_changan_west_market_fire_oil", "长安")]:
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        text = "\n".join(line for line in lines if word in line)  # (长安城, 洋货店, 很有把握)
        names = set(discover_characters([text], Config()).names)
        assert not {word, word + "店"} & names, word


def test_this_young_man_opening_a_sentence_is_the_one_just_named():
    text = ("张小敬蹲在巷口。\n“你看那个年轻人。”张小敬说。\n“哪个？”\n"
            "姚汝能站在他身后。这个年轻人最看不惯的就是张小敬这种人。他终于开了口：“张都尉，走吧。”\n")
    assert speakers(text, Character("张小敬", gender="male"),
                    Character("姚汝能", gender="male"))[-1] == "姚汝能"


def test_helmer_and_watson_spell_their_last_sound_but_getting_angry_does_not():
    def names(text: str) -> tuple[str, ...]:
        return discover_characters([text], Config()).names

    assert names("娜拉·海尔茂坐在炉边。\n娜拉·海尔茂说：“好。”\n") == ("娜拉·海尔茂",)
    assert names("菲比·华生坐在炉边。\n菲比·华生说：“好。”\n") == ("菲比·华生",)
    assert names("约翰·史密斯生气地说：“好。”\n约翰·史密斯生火做饭，说：“走。”\n") \
        == ("约翰·史密斯",)


def test_a_question_asked_is_spoken_and_together_or_about_to_names_no_one():
    text = ("駱小明環視眾人，問了最後一個問題：「前晚雨停之後，你哋有冇人聽到玻璃爆裂嘅聲？」\n")
    assert speakers(text, Character("駱小明")) == ["駱小明"]
    for name, word in [("ho232_fengtang_dorm_anatomy_lab", "一起"),
                       ("ho232_fengtang_dorm_anatomy_lab", "一本"),
                       ("ho232_pingyao_paper_horse", "正要")]:
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        text = "\n".join(line for line in lines if word in line)  # 一起嚷嚷, 一本正经
        assert not {word, norm(word)} & set(discover_characters([text], Config()).names), word


def test_japanese_names_in_ya_and_long_spelled_names_open_tags():
    def names(text: str) -> tuple[str, ...]:
        return discover_characters([text], Config()).names

    assert "美也子" in names("美也子回過頭來：「辰彌先生，這邊走。」\n美也子笑道：「別怕。」\n")
    text = ("「好一個鼻子！」提蓋里努斯大聲說。\n提蓋里努斯俯身過去，在他耳邊說：「就是她。」\n"
            "馬庫斯·維尼裘斯坐在席上。\n馬庫斯·維尼裘斯說：「我記得。」\n")
    assert {"提蓋里努斯", "馬庫斯·維尼裘斯"} <= set(names(text))


def test_every_word_said_clearly_is_speech_and_athena_keeps_her_last_sound():
    text = "卢嘉川放下茶杯。他的声音并不高，可是每一个字都清清楚楚：“谁说要学生去拼命了？”\n"
    assert speakers(text, Character("卢嘉川")) == ["卢嘉川"]
    text = "帕拉斯·雅典娜走到他身旁，说：“来吧。”\n帕拉斯·雅典娜又说：“快去。”\n"
    assert discover_characters([text], Config()).names == ("帕拉斯·雅典娜",)
    lines = (DATA / "ho233_lotm_tingen_pendulum_client.txt").read_text(encoding="utf-8")
    text = "\n".join(line for line in lines.splitlines() if "尽量" in line)  # 尽量让自己…：
    assert "尽量" not in discover_characters([text], Config()).names


def test_the_front_of_a_description_is_no_name():
    for name, word in [("ho83_flying_swords_shushan", "黑胖"),  # 黑胖子
                       ("ho204_macau_casino_family_saga", "四姨"),  # 四姨太
                       ("ho89_girl_detective_train", "老太")]:  # 老太太
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        text = "\n".join(line for line in lines if word in line)
        assert not {word, norm(word)} & set(discover_characters([text], Config()).names), word


def test_a_foreign_surname_told_whole_a_pose_and_a_car_are_no_one_else():
    for name, word in [("ho234_willows_boat_motor_car", "做出一副"),
                       ("ho234_willows_boat_motor_car", "汽车")]:
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        text = "\n".join(line for line in lines if word in line)
        assert not {word, norm(word)} & set(discover_characters([text], Config()).names), word
    text = "尚-巴蒂斯特·葛奴乙站在櫃台前。\n「不要量杯。」尚-巴蒂斯特·葛奴乙說。\n"
    assert discover_characters([text], Config()).names == ("尚-巴蒂斯特·葛奴乙",)
    text = ("農夫把錢收進口袋，碰了碰帽簷。「我姓霍普金斯，就住在那邊。」\n"
            "「霍普金斯先生，晚安。」哈里斯說。\n")
    assert speakers(text, Character("霍普金斯"), Character("哈里斯"))[0] == "霍普金斯"


def test_tom_canty_keeps_his_last_sound_and_a_colour_or_a_likeness_is_no_name():
    text = "湯姆·康第坐在寶座上。\n「不必道謝。」湯姆·康第說。\n約翰·史密斯第一次笑了。\n"
    assert discover_characters([text], Config()).names[0] == "湯姆·康第"
    text = (DATA / "ho235_gushi_xinbian_sword_revenge.txt").read_text(encoding="utf-8")
    assert not {"黑色", "冷得像"} & set(discover_characters([text], Config()).names)


def test_a_composed_face_a_past_life_and_a_robe_are_no_one():
    for name, words in [("ho235_peony_lantern_ghost", {"斂容", "顧生而", "翁但"}),
                        ("ho235_dafeng_locked_study", {"前世", "道袍"})]:
        text = (DATA / f"{name}.txt").read_text(encoding="utf-8")
        assert not words & set(discover_characters([text], Config()).names), name


def test_a_preacher_a_long_name_with_a_verb_and_a_look_at_another():
    assert speakers("一个穿黑袍的传道人走上台来，高声说：“弟兄姊妹们！”\n") == ["传道人"]
    text = "伊丽莎白拉着他说：“走吧。”\n伊丽莎白拉开门，说：“进来。”\n伊丽莎白说：“好。”\n"
    assert speakers(text) == ["伊丽莎白"] * 3  # (not 伊丽莎白拉)
    text = ("张小敬蹲在巷口。年轻人走了过来。\n年轻人笑道：“张都尉。”\n张小敬说：“嗯。”\n"
            "张小敬打量着来人。这个年轻人约莫二十出头，一身青袍。他又开了口：“走吧。”\n")
    assert speakers(text, Character("张小敬", gender="male"))[-1] == "年轻人"
    text = "对天长叹道：“唉。”\n对天大笑道：“哈。”\n对天喊道：“啊。”\n对天说道：“我发誓。”\n"
    assert "对天" not in discover_characters([text], Config()).names


def test_a_doubled_mother_a_raised_arm_and_a_photo():
    text = "大媽媽回過頭來看了我一眼：「好吧，就這麼辦吧。」\n「查密莉雅？」大媽媽皺起了眉頭。\n"
    assert speakers(text) == ["大媽媽", "大媽媽"]  # (大妈妈, not 大妈 and a stray 妈)
    text = (DATA / "ho236_jamila_steppe_grain_carts.txt").read_text(encoding="utf-8")
    assert "揚起" not in discover_characters([text], Config()).names
    text = (DATA / "ho236_taiwan_bicycle_dadaocheng.txt").read_text(encoding="utf-8")
    assert "照片" not in discover_characters([text], Config()).names


def test_a_name_titled_all_but_once_keeps_its_title():
    text = ("勒布朗照相館的招牌掛在門口。\n"
            + "勒布朗先生舉起手來：「好，聽我說。」\n" * 7 + "「謝謝您。」勒布朗先生說。\n")
    assert set(speakers(text)) == {"勒布朗先生"}


def test_archer_keeps_his_last_sound_and_each_or_while_opens_no_name():
    text = "迈尔斯·阿彻推门进来。\n“她们总是迫不及待。”迈尔斯·阿彻说。\n"
    assert discover_characters([text], Config()).names == ("迈尔斯·阿彻",)
    for name, word in [("ho238_hammett_spade_office", "趁邓迪"),
                       ("ho238_taipei_old_map_walk", "每一")]:
        text = (DATA / f"{name}.txt").read_text(encoding="utf-8")
        assert word not in discover_characters([text], Config()).names, word


def test_in_a_tang_tale_the_old_woman_and_a_bowed_head_are_read_right():
    text = (DATA / "ho238_tang_chuanqi_li_wa_snow.txt").read_text(encoding="utf-8")
    names = set(discover_characters([text], Config()).names)
    assert not {"於姥", "生俯首", "生倚", "色變", "面目"} & names


def test_end_review_of_this_sessions_discovery_rules():
    def names(text: str) -> tuple[str, ...]:
        return discover_characters([text], Config()).names

    assert names("约翰·史密斯彻夜未眠。\n约翰·史密斯彻底慌了：“怎么办？”\n") == ("约翰·史密斯",)
    assert names("次年，李鸿章署理直隶总督。\n不久李鸿章署理两江总督。\n"
                 "“臣遵旨。”李鸿章说。\n") == ("李鸿章",)  # 署理: acting in a post, no place
    text = "马走远了，挥起一溜黄尘。\n他点了点头，挥起那只独臂喊道：“丹尼亚尔！你在前头带路。”\n"
    assert "挥起" not in names(text)
    text = "邓迪说：“走吧。”\n当邓迪走进外间时，汤姆又回头说了一句：“萨姆，当心点。”\n"
    assert "当邓迪" not in names(text)
    text = (DATA / "ho236_taiwan_bicycle_dadaocheng.txt").read_text(encoding="utf-8")
    assert "畫像" not in names(text.replace("照片", "畫像"))  # a picture, by its 像


def test_a_new_old_man_met_is_not_the_one_named_before():
    line = labelled_line("ho238_orchard_town_post_office", "“这不是东关马家的少爷么")
    assert line.speaker == "老头"  # (not 葛天民, the 老头 of the post office named earlier)


def test_a_flock_a_sandbar_and_once_are_no_one():
    text = (DATA / "ho239_nils_holgersson_sandbar.txt").read_text(encoding="utf-8")
    assert not {"雁群", "沙洲", "曾經"} & set(discover_characters([text], Config()).names)


def test_cantonese_like_and_in_fact_are_no_one():
    text = (DATA / "ho239_hk_estate_vancouver_call.txt").read_text(encoding="utf-8")
    assert not {"好似", "其實"} & set(discover_characters([text], Config()).names)


def test_many_at_once_before_the_tag_are_a_crowd():
    assert speakers("善七的家在村子最里头。十几个男女挤坐在泥地上，一看见神父进来，便一齐伏下身去，"
                    "压低了嗓子喊道：“巴德雷！巴德雷来了！”\n") == ["crowd"]
    # tears and snot at once are things, not people: he still cries out
    assert speakers("张小敬把竹筹凑到米阿罗眼前：“说。”\n"
                    "米阿罗的嘴唇哆嗦了半天，眼泪鼻涕一齐淌下来，终于哭喊：“是车牌！”\n",
                    Character("米阿罗"), Character("张小敬")) \
        == ["张小敬", "米阿罗"]


def test_a_subject_of_its_own_or_things_at_once_are_no_crowd():
    zhang, li = Character("张三", gender="male"), Character("李四", gender="male")
    assert speakers("张三把书一推，纷纷扬扬的灰尘落了一桌，他咳嗽着说：“脏。”\n", zhang) == ["张三"]
    assert speakers("我和老周推门进去。一齐站在炉子边，我说：“冷。”\n", Character("老周")) \
        == ["narrator"]
    assert speakers("张三和李四走进院子，一齐坐下，他说：“累了。”\n", zhang, li) == ["张三"]


def test_he_is_not_whoever_a_sentence_ends_on_unless_they_just_came():
    zhang, li = Character("张三", gender="male"), Character("李四", gender="male")
    assert speakers("张三走进屋里，心里想的，就是李四。他叹道：“罢了。”\n", zhang, li) == ["张三"]
    assert speakers("元帅升帐。元帅尚未开言，班中杀出了一员将来，面如锅底，正是牛皋。"
                    "他大叫道：“俺去！”\n", Character("元帅", gender="male"),
                    Character("牛皋", gender="male")) == ["牛皋"]
    assert speakers("张三坐在堂上，心里想着一个人。张三最恨的人，便是李四。他冷笑道：“好。”\n",
                    zhang, li) == ["张三"]
    assert speakers("张三回到家，推开门，屋里坐着的，正是李四和王五。他笑道：“来了。”\n",
                    zhang, li, Character("王五", gender="male")) == ["张三"]


def test_he_is_not_the_one_he_speaks_to():
    assert speakers("海丝特站在刑台上。\n\n那天傍晚，狱卒领进来一个人，正是刑台下那个陌生人。\n\n"
                    "“懂得一点医术，”他对狱卒说，“让我同她单独待一会儿。”\n") \
        == ["陌生人", "陌生人"]


def test_a_general_stepping_out_is_named_not_the_marshal():
    line = labelled_line("ho251_yuefei_camp_envoy", "“牛皋，休得胡言！”")
    assert line.speaker == "元帅"  # 元帅尚未开言，…跳出一员将来，…正是牛皋: not 元帅 = 牛皋


def test_the_one_who_sees_me_speaks_not_me():
    assert speakers("老周从厨房里拖着脚出来，看见我们两个站在门口，便停下来，"
                    "咧着嘴说：“外头冷。”\n", Character("老周")) == ["老周"]
    assert speakers("王二推门进来，看见我坐在床边，便笑道：“醒了？”\n", Character("王二")) \
        == ["王二"]


def test_he_after_a_sentence_ending_on_who_stepped_out_is_that_one():
    line = labelled_line("ho251_yuefei_camp_envoy", "“什么大齐小齐")
    assert line.speaker == "牛皋"  # 元帅尚未开言，…跳出一员将来，…正是牛皋。他…叫道


def test_a_scene_break_ends_the_scene_and_who_was_in_it():
    line = labelled_line("ho256_shufang_dusk", "「先生，書房……書房真的要關了")
    assert line.speaker == "太明"  # after ＊ the night visit: not 佐佐木 of the day scene
    assert speakers("王老师走进教室。\n“先生，早。”李明说。\n“坐下。”王老师说。\n\n＊\n\n"
                    "夜里，张三还在灯下看书。李四推门进来。\n“先生，还没睡？”\n“睡不着。”\n",
                    Character("李明", gender="male"), Character("张三", gender="male"),
                    Character("李四", gender="male"))[2:] == ["李四", "张三"]


def test_no_one_acts_in_a_clause_that_is_all_likeness():
    text = ("刘秀芬在超市当理货员。她捧着纸杯，才压低了声音开口，好像那孩子不在跟前似的："
            "“是我闺女。”\n")
    assert speakers(text, Character("刘秀芬", gender="female")) == ["刘秀芬"]
    assert speakers("刘秀芬压低了声音，仿佛怕王五听见一样：“是我闺女。”\n",
                    Character("刘秀芬", gender="female"), Character("王五")) == ["刘秀芬"]


def test_a_paragraph_saying_whose_the_shout_was_names_the_one_who_shouted():
    for opening in ("是", "原来是"):
        text = ("小满坐在屋里。\n\n楼下有人喊了一嗓子。\n\n“小满！小满在家没？有人找！”\n\n"
                f"{opening}三楼的王婶。王婶嗓门大，消息也灵。小满探头应了一声。\n")
        assert speakers(text, Character("小满", gender="female"),
                        Character("王婶", gender="female")) == ["王婶"]


def test_cried_out_in_wenyan_is_no_one_called_hu():
    line = labelled_line("ho257_xingjiao_gate", "「水！取水來！」")
    assert line.speaker == "帝"  # 帝渴甚，呼曰: the emperor cried out
    text = "帝渴甚，呼曰：「水！取水來！」\n黃門自外奔入，呼曰：「賊至矣！」\n"
    assert speakers(text)[1] == "黃門"


def test_who_sent_someone_off_goes_on_only_right_after_they_left():
    rumao, chuntao = Character("沈如霜", gender="female"), Character("春桃", gender="female")
    text = ("沈如霜站在池边。春桃跟在后面。\n“春桃，你去那边看着。”沈如霜说。\n"
            "春桃嘟着嘴走开了。\n“说吧，什么事？”\n")
    assert speakers(text, rumao, chuntao, Character("陆子谦", gender="male"))[-1] == "沈如霜"
    # lines after, once others have spoken, take turns as any do
    assert labelled_line("ho90_sophia_diary_entries", "“你为什么对他那样好？”").speaker == "苇弟"
    assert labelled_line("ho172_don_cossacks", "“要放。”").speaker == "葛利高里·潘苔莱维奇"


def test_the_voice_of_someone_described_is_theirs():
    assert speakers("门外传来工作人员的声音：“蓝队，还有三分钟！”\n") == ["工作人员"]
    assert speakers("里面传来总机上女话务员清脆的声音：\n\n“首长，铁塔值班室的电话。”\n") \
        == ["女话务员"]
    assert speakers("那骑士的声音从面甲后面传出来，显得沉闷而平静：“到时候自然会说。”\n") \
        == ["骑士"]


def test_midway_review_21_of_this_sessions_rules():
    li, wang, qiang = (Character("李明", gender="male"), Character("王芳", gender="female"),
                       Character("王强", gender="male"))
    for deed, line in (("撞了王芳", "对不起！"), ("踢了王强一脚", "疼不疼？"),
                       ("推了王强一把", "啊，你还敢还手？"), ("扶住王芳", "哎呀，小心！"),
                       ("踢了王强一脚", "痛快！")):
        assert speakers(f"李明{deed}。\n“{line}”\n", li, wang, qiang) == ["李明"], line
    text = "张黎明推开门。\n“谁？”李明问。\n“我。”张黎明说。\n"
    assert "张黎明" in discover_characters([text], Config()).names  # 黎明 is dawn in 文言 only
    text = ("她的大名叫林秀英，村里人都叫她英子。\n林秀英在灶前烧火。\n"
            "王芳推门走了进来，她的眼圈红了：“我不走。”\n")
    assert speakers(text, wang) == ["王芳"]  # 她的 is no one's other name
    text = "村口的人群顿时炸开了锅。\n“回来了！回来了！”\n原来是张伟。他当兵走了三年。\n"
    assert speakers(text, Character("张伟", gender="male")) == ["crowd"]  # who came, not who
    # shouted
    text = "李明推开门，张伟跟在后面。\n好像王芳早就在等他们似的，一开门就嚷：“你们可来了！”\n"
    assert speakers(text, li, wang, Character("张伟", gender="male")) == ["王芳"]
    assert speakers("张老师翻开李明的作文本，见字迹潦草便骂道：“重写！”\n") == ["张老师"]
    for text in ("银杏学名白果，也叫公孙树。\n“好看。”小红说。\n", "他在日本名古屋，住了三年。\n"):
        assert not {"白果", "古屋"} & set(discover_characters([text], Config()).names)
    text = ("侯方域者，商丘人也。侯方域至金陵，侯方域谓李香君曰：「吾将去矣。」香君曰：「公且去。」"
            "侯方域笑曰：「然。」\n")
    assert "侯方域" in discover_characters([text], Config()).names


def test_yu_opening_a_wenyan_clause_is_at_not_a_surname():
    line = labelled_line("ho261_xuetang_yehua", "「然則奈何")
    assert line.speaker == "坡"  # 於坡之脅築屋五間: at the slope; 坡愕然，曰 is 東坡 himself
    assert speakers("于禁者，泰山人也。于禁引兵至。于禁曰：「吾當死戰。」\n") == ["于禁"]


def test_a_reply_of_four_words_is_said_not_written():
    assert speakers("杨建报告目标车辆离卡点还有一公里。段国良只回了四个字：“各就各位。”\n",
                    Character("段国良")) == ["段国良"]


def test_what_people_called_someone_in_wenyan_is_narration_but_calling_out_is_speech():
    text = ("鄉人竊呼之曰「趙薄」。積錢數萬。\n遂呼其倉曰「狐倉」，至今村人猶沿其名。\n"
            "張生遙呼之曰：「兄且住！」\n")
    assert [s.kind for s in attribute(text) if s.text.startswith("「")] \
        == ["narration", "narration", "dialogue"]


def test_a_wenyan_voice_from_a_place_is_the_unseen_one_there():
    text = ("張四披衣起，向梁拱手曰：「小人不知仙家在此。」梁上曰：「主人賃汝，誰賃主人？」"
            "張四曰：「仙家曾納租否？」梁上應曰：「未也。」\n")
    assert speakers(text) == ["張四", "梁上", "張四", "梁上"]


def test_end_review_22_a_reply_in_so_many_words_is_said_but_a_letter_s_words_are_read():
    text = "李明拆开信封。她的回信上只有四个字：“不必再来。”\n李明苦笑着说：“果然如此。”\n"
    assert [s.kind for s in attribute(text, None, Character("李明"))][:2] == ["narration"] * 2
    text = "沈驰走出去两步，他头也不回地丢下两个字：“疯子。”\n"
    assert speakers(text, Character("沈驰", gender="male")) == ["沈驰"]


def test_everyone_is_not_someone_unseen_and_whom_a_voice_hushes_does_not_speak():
    text = ("邓恩站了起来，看了看林晓月。\n“计划改变。”邓恩说。\n林晓月点点头。\n"
            "他的声音不高，却让所有人都安静了下来：“你留下。”\n")
    assert speakers(text) == ["邓恩", "邓恩"]
    text = ("郕王開了口：「眾卿以為如何？」\n沒有人接話。\n"
            "一個聲音響了起來。聲音不大，卻讓所有人都打了個激靈：\n「言南遷者，可斬也！」\n"
            "說話的是兵部侍郎于謙。\n")
    assert speakers(text, Character("于謙", gender="male"), Character("郕王", gender="male")) \
        == ["郕王", "于謙"]


def test_what_everyone_calls_someone_without_quote_marks_is_not_a_crowd_speaking():
    text = ("柯建华把样机往桌上一扔：“固件修了吗？”\n"
            "杜维摘下眼镜。他是公司的CTO，从那时候起，所有人就都叫他老K。\n“修的是安卓那边的问题。”\n")
    assert speakers(text, Character("柯建华", gender="male"), Character("杜维", gender="male")) \
        == ["柯建华", "杜维"]


def test_one_called_by_surname_alone_is_the_one_of_that_surname():
    text = ("鍾金旺把盒仔遞過去，陳炭不接。\n"
            "第二日早起，姓鍾的在戶庭刷嘴齒，看見陳炭牽牛出來，就喊：「阿炭兄，昨暝好睏無？」\n")
    assert speakers(text, Character("鍾金旺", gender="male"), Character("陳炭", gender="male")) \
        == ["鍾金旺"]


def test_the_one_who_sees_someone_and_calls_out_is_the_one_speaking():
    text = "李明坐在门槛上抽烟，看见林晓月提着水桶过来，就喊：“晓月，歇一歇！”\n"
    assert speakers(text, Character("李明", gender="male"), W) == ["李明"]


def test_ministers_answering_with_one_mouth_are_a_crowd():
    text = "子羽說罷。許國群臣聞之，多有點頭者，交口曰：「行人之言，甚是有理！」\n"
    assert speakers(text, Character("子羽", gender="male")) == [CROWD]


def test_a_line_of_small_script_on_a_fan_is_read_not_spoken():
    text = ("聞太太打開來，扇面上畫著一枝桂花，旁邊題著一行蠅頭小楷：「丙戌重陽寫贈仲衡，婉卿」。"
            "那是她自己的手筆。\n")
    assert [s.kind for s in attribute(text) if s.text.startswith("「")] == ["narration"]


def test_a_voice_arriving_from_below_is_not_the_one_about_to_act():
    text = ("邝千里怒极反笑，正要上前，楼下忽然传来一个清脆的声音，又是焦急，又是欢喜，"
            "叫道：“令狐大哥！你在楼上么？”\n")
    assert speakers(text, Character("邝千里", gender="male"),
                    Character("令狐冲", gender="male")) == ["声音"]


def test_the_house_servant_who_sees_a_guest_calls_upstairs():
    text = "客堂裡外場正蹲在地下擦水煙筒，見是秋齋，連忙站起來，向樓上喊道：「陸老爺來了！」\n"
    assert speakers(text, Character("秋齋", gender="male")) == ["外場"]


def test_review_23_the_one_seen_who_runs_into_the_seer_s_arms_speaks():
    text = "李明坐在门槛上抽烟，看见林晓月哭着跑过来，一头扑进他怀里喊：“哥！”\n"
    assert speakers(text, Character("李明", gender="male"), W) == ["林晓月"]


def test_review_23_a_stranger_of_a_surname_is_not_the_book_s_one_of_it():
    text = "王刚出门去了。\n不多时，一个姓王的站在门口喊道：“有人吗？”\n"
    assert speakers(text, Character("王刚", gender="male")) == [UNKNOWN]


def test_review_23_a_crowd_calling_someone_back_is_a_crowd():
    text = "天快黑了，孩子还在河边。众人都叫他回来。\n“回来！天要黑了！”\n"
    assert speakers(text, Character("李明", gender="male")) == [CROWD]


def test_ladies_counted_together_are_one_crowd():
    assert speakers("“妙极了！”几位太太小姐一齐赞叹道。\n") == [CROWD]


def test_a_wenyan_voice_outside_the_window_is_a_voice_not_a_person_named_window():
    text = ("張四披衣起，夜讀不輟。窗外應曰：「讀書人乃作此惡聲。」張四曰：「何物鬼魅？」"
            "窗外笑曰：「君勿怒。」張四曰：「出！」\n")
    assert speakers(text) == ["声音", "張四", "声音", "張四"]


def test_relatives_shouting_one_line_after_another_are_a_crowd():
    text = "候诊区等着的几个家属也不干了，你一句我一句地嚷起来：“能不能管管啊！”\n"
    assert speakers(text) == [CROWD]


def test_the_one_handed_a_letter_back_is_not_the_one_thinking():
    text = ("方氏道：「煩乾娘念一念。」\n薛婆接過書來，一字一字念道：「字付惠娘知悉。」\n\n"
            "念罷，把書遞還方氏，口裡只說恭喜，心下卻暗暗想道：「這四個字有些蹊蹺。」\n")
    assert speakers(text, Character("方氏", gender="female"),
                    Character("薛婆", gender="female")) == ["方氏", "薛婆", "薛婆"]


def test_an_officer_stepping_out_who_is_then_named_speaks_and_the_one_seen_does_not():
    text = ("真宗道：「朕如何好獨斷？」\n"
            "話音未落，武班中早惱了一位將軍，正是楊六郎，出班俯伏，奏道：「萬歲，臣父死得冤枉。」\n")
    assert speakers(text, Character("楊六郎", gender="male"),
                    Character("真宗", gender="male")) == ["真宗", "楊六郎"]
    text = ("月娥在門口站了好半天，直到身後有人笑道：「姑娘，還瞧什麼呢？」\n"
            "月娥回頭一看，正是崔大嬸，臉一紅，啐道：「大嬸，您淨拿人打哈哈！」\n")
    assert speakers(text, Character("月娥", gender="female"),
                    Character("崔大嬸", gender="female"))[1] == "月娥"


def test_the_palace_usher_is_called_by_his_whole_title():
    text = "只聽得淨鞭三下，黃門官當殿奏道：「啟奏萬歲，北國遣使臣到來。」\n"
    assert speakers(text) == ["黃門官"]


def test_review_24_the_one_who_looks_and_sees_someone_named_is_the_one_speaking():
    text = "李明回头一看，身后站着一个老头，正是王大爷，忙笑道：“您老怎么来了？”\n"
    assert speakers(text, Character("李明", gender="male"),
                    Character("王大爷", gender="male")) == ["李明"]


def test_review_24_a_counted_group_takes_in_a_following_person_only_when_they_act_together():
    assert speakers("夜深了，送走了两位客人老板娘才笑道：“今天可累坏了。”\n") == ["老板娘"]
    assert speakers("几个家丁丫鬟不约而同地叫出声来：“白的！”\n") == [CROWD]


def test_the_one_named_after_a_split_line_said_both_its_halves():
    text = ("高建山坐在炕上。\n"
            "“我早就说过！”一个尖细的嗓子从门背后冒出来，“这下好了，连种子都没了！”\n"
            "众人扭头一看，说话的是刘三娃。这人三十出头。\n"
            "高建山骂道：“你少放屁！”\n")
    assert speakers(text, Character("刘三娃", gender="male")) == ["刘三娃", "刘三娃", "高建山"]


def test_words_said_to_someone_are_not_theirs():
    text = ("王琦瑶坐在沙发上。\n"
            "“像是像的，”蒋丽莉偏着头端详，“不过她没有你好看。”\n"
            "这话是对王琦瑶说的，王琦瑶却有些窘。\n")
    assert speakers(text, Character("蒋丽莉", gender="female"),
                    Character("王琦瑶", gender="female")) == ["蒋丽莉", "蒋丽莉"]


def test_a_lean_old_man_is_described_by_both_his_looks():
    assert [d.label for d in described("一个干瘦老者")] == ["干瘦老者"]
    assert [d.label for d in described("精瘦汉子")] == ["精瘦汉子"]


def test_a_voice_heard_is_no_she():
    text = ("吳媽端來水果，嘆了口氣：「吃不下也得吃。」\n"
            "詩晴的手指在琴鍵上按了下去，那聲音在客廳裡迴盪著，久久不散。\n"
            "「他真的會來嗎？」她問，聲音輕得像一縷煙。\n")
    assert speakers(text, Character("詩晴", gender="female"),
                    Character("吳媽", gender="female"))[1] != "聲音"


def test_a_rider_charging_out_who_is_then_named_speaks():
    text = ("閔桓冷笑道：「你走吧。」\n真人把拂塵一搖，道：「不走。」\n"
            "閔桓大叫一聲，提劍直取真人。真人尚未動手，斜刺裡早衝出一騎黑馬，正是霍重山，"
            "大喝道：「妖道休走！看鞭！」\n")
    assert speakers(text, Character("閔桓", gender="male"), Character("真人", gender="male"),
                    Character("霍重山", gender="male"))[-1] == "霍重山"


def test_a_line_of_small_print_and_a_gilt_shop_sign_are_read_not_spoken():
    text = ("他把報紙推過來。頭版的標題印着：「旺角金舖劫案」，下面還有一行紅色的小字："
            "「警方廿四小時未有突破」。\n「上頭今天打了三次電話。」羅德華說。\n"
            "旁邊還能看見半個印在玻璃上的金字招牌：「金興金行」。他指着那幾道痕跡。\n"
            "「我去買過金，不行嗎？」鄧少強冷笑一聲。\n")
    assert speakers(text) == ["羅德華", "鄧少強"]
    assert len(speakers("他指着那塊招牌說：「這是我家的。」\n")) == 1  # read aloud


def test_a_voice_heard_at_the_door_between_two_halves_is_its_owners():
    text = ("梁國雄坐着。\n「梁Sir，」門外傳來Kelvin的聲音，有點氣急，「周大狀到了。」\n"
            "梁國雄站起來。\n")
    assert speakers(text, Character("梁國雄", gender="male"),
                    Character("Kelvin", gender="male")) == ["Kelvin", "Kelvin"]


def test_a_nickname_after_a_box_drawing_dash_is_a_term():
    text = ("這船的主人叫方寒舟。\n江湖上的人提起他，總要先壓低了聲音，然後才肯說出他的另一個"
            "名字──「夜行舟」。\n方寒舟笑道：「好。」\n")
    assert speakers(text, Character("方寒舟", gender="male")) == ["方寒舟"]


def test_a_familys_house_is_no_one_acting():
    text = ("果然，还没到晌午，周三奶奶就来了。\n"
            "周三奶奶家的房子比我家的矮，可是她家的鸡比我家的多。\n"
            "她一进门，一眼就看见了碗里的鸡蛋。\n"
            "“哎呀，我说呢！”她两只手一拍，“我那只芦花鸡，原来是跑到你们家来下了！”\n")
    assert speakers(text, Character("周三奶奶", gender="female")) == ["周三奶奶", "周三奶奶"]


def test_after_all_is_no_one_speaking():
    text = ("内德坐在桌边，普拉特舅舅在他对面。\n"
            "好在姐姐毕竟是个要面子的人，当着客人的面不便发作。她把石头瓶子往桌上一顿，"
            "勉强换上一副笑脸，对普拉特舅舅说：\n“舅舅，您别见怪。”\n")
    assert speakers(text, Character("姐姐", gender="female"), Character("内德", gender="male"),
                    Character("普拉特舅舅", gender="male")) == ["姐姐"]


_PEOPLE_28 = (Character("张三", gender="male"), Character("李四", gender="male"),
              Character("王芳", gender="female"), Character("李秀英", gender="female"),
              Character("王婶", gender="female"))


@pytest.mark.parametrize(("text", "expected"), [  # each a probe review 28 found misfiring
    ("天黑了。\n张三推门问道：「有人吗？」「有。」\n说话的是王芳。\n", ["张三", "王芳"]),
    ("张三坐在屋里看书。\n「谁？」「我。」\n说话的是李四。\n", ["张三", "李四"]),
    ("张三和李四坐在床上。\n「明天还去吗？」\n「不去了。」\n这话是对面床上的李四说的。\n",
     ["张三", "李四"]),
    ("张三勒住马，眼见对面冲出一骑，正是李四，便叫道：「四弟来得正好！」\n", ["张三"]),
    ("李四问张三到底去过哪里。\n张三憋了半天，憋出三个硬邦邦的字：「不知道。」\n", ["张三"]),
    ("张三把店门口的牌子摘了下来。\n王婶一把夺过他手里的牌子：「谁让你摘的？」\n", ["王婶"]),
    ("王婶看着那招牌：「这字谁写的？」\n", ["王婶"]),
    ("阿福病得很重，王芳守在床边。\n她轻轻唤着他的名字──「阿福」，一遍又一遍。\n", ["王芳"]),
    ("天快黑了。\n「吃饭了！」院子里传来王婶喊张三的声音。\n", ["王婶"]),
])
def test_review_28_the_new_rules_keep_to_their_cases(text, expected):
    assert speakers(text, *_PEOPLE_28) == expected


def test_review_28_names_beside_counts_and_the_ground_are_still_names():
    assert speakers("二根扛着锄头回来了。\n二根说：「娘，我饿了。」\n娘说：「锅里有饭。」\n"
                    "二根笑了。\n")[0] == "二根"
    assert speakers("丫蛋说：「今年收成不好。」\n丫蛋地里的麦子全叫雹子打了。\n") == ["丫蛋"]
    assert speakers("宝玉说：「妹妹往哪里去？」\n宝玉地下站着，半日不言语。\n") == ["宝玉"]


def test_a_described_voice_is_the_one_then_seen():
    text = ("冷青崖站在車前。\n忽聽得崖頂上一個蒼老的聲音悠悠吟道：「天山雪，萬古寒。」\n"
            "眾人抬頭望去，只見一個灰袍老道手執拂塵，順著石壁走了下來。\n"
            "冷青崖道：「道長是誰？」\n老道笑道：「貧道蒼松。」\n")
    assert speakers(text, Character("冷青崖", gender="male"))[0] == "老道"


_PEOPLE_29 = (Character("张三", gender="male"), Character("李四", gender="male"),
              Character("王芳", gender="female"), Character("王婶", gender="female"),
              Character("周瑞", gender="male"), Character("有庆", gender="male"))


@pytest.mark.parametrize(("text", "expected"), [  # each a probe review 29 found misfiring
    ("王芳坐着。\n周瑞家的听了，忙道：「太太叫你呢。」\n", ["周瑞家的"]),
    ("有庆家的在门口喊：「吃饭了！」\n", ["有庆家的"]),
    ("「站住，」一个声音说，「把手举起来。」\n说话的是王芳。\n", ["王芳", "王芳"]),
    ("众人只见林中冲出一骑，正是李四，大喝道：「都别动！」\n", ["李四"]),
    ("张三看到天色已晚，正要走，林中冲出一骑，正是李四，大喝道：「站住！」\n", ["李四"]),
    ("李四坐着。\n广播里一个声音说道：「各位旅客请注意。」只见李四站了起来。\n", ["声音"]),
    ("李四听到张三的嗓子已经哑了，心疼地说：「别喊了。」\n", ["李四"]),
    ("李四坐着。\n「开门！」门外传来张三母亲的声音。\n", ["母亲"]),
    ("王婶站着。\n门楣上的匾额：「积善之家」。\n", []),
    ("王婶挂着笑接过他手里的牌子：「写得真好。」\n", ["王婶"]),
    ("统领三军的李四说道：「出发！」\n", ["李四"]),
])
def test_review_29_the_new_rules_keep_to_their_cases(text, expected):
    assert speakers(text, *_PEOPLE_29) == expected


_PEOPLE_30 = (Character("七月", gender="female"), Character("安生", gender="female"),
              Character("孙权", gender="male"), Character("甘宁", gender="male"),
              Character("罗艺", gender="male"), Character("罗成", gender="male"),
              Character("许褚", gender="male"), Character("林太太", gender="female"),
              Character("王解放", gender="male"))


# Review 30 probed this session's first rules on prose they were not written for; each line
# went to someone else (or nowhere) until the rule was narrowed.
@pytest.mark.parametrize("text, expected", [
    ("安生坐着。\n“七月。”七月说。\n七月笑道：“走吧。”\n", ["七月", "七月"]),  # no duration
    ("王解放进了门。\n“饭好了没有？”王解放问。\n", ["王解放"]),  # not 王解
    ("孙权许之。是夜，吴将甘宁大呼曰：「魏兵休走！」\n", ["甘宁"]),  # 吴将: a general
    ("罗艺点头。小将罗成怒道：“看枪！”\n", ["罗成"]),
    ("曹操坐于帐中。门外闯进一人，乃许褚，大呼曰：「丞相勿忧！」\n", ["许褚"]),
    ("见壁上题诗，或云：「此李太白真迹也。」\n", ["或"]),
    ("那树精叫道：“谁在外面？”\n", ["树精"]),
    ("那条蛇精吐着信子道：“好香的人肉。”\n", ["蛇精"]),
    ("林太太一向是最體貼的，「累了吧？」她輕聲問。\n", ["林太太"]),  # 体贴, nothing pasted
    ("那一刻的，“你走吧！”林太太吼道。\n", ["林太太"]),  # 一刻, nothing carved
])
def test_review_30_the_new_rules_keep_to_their_cases(text, expected):
    assert speakers(text, *_PEOPLE_30) == expected


# Review 31 probed the later rules of the session the same way.
@pytest.mark.parametrize("text, expected", [
    ("笑笑笑着说：“妈妈，我回来了。”\n妈妈说：“洗手吃饭。”\n笑笑笑了：“知道啦。”\n"
     "笑笑道：“今天老师夸我了。”\n", ["笑笑", "妈妈", "笑笑", "笑笑"]),  # a name, no sound
    ("李明坐着。李明达起身让座：“请坐。”\n李明说：“不客气。”\n李明达笑了：“喝茶。”\n"
     "李明道：“好。”\n", ["李明达", "李明", "李明达", "李明"]),  # two men, not 李明 and a deed
    ("门口来了个瘦高个子。瘦高个子问：“这是李家吗？”\n“不是。”李四说。\n"
     "高个子又问：“那李家在哪儿？”\n", ["高个子", "李四", "高个子"]),  # one stranger
    ("于是王铁匠的女人一拍大腿：“哎呀，发瘟了。”\n“胡说。”王铁匠道。\n",
     ["王铁匠的女人", "王铁匠"]),  # 于是 says no one is anyone
])
def test_review_31_the_new_rules_keep_to_their_cases(text, expected):
    assert speakers(text, Character("李四"), Character("王铁匠", gender="male")) == expected


def test_review_31_a_name_before_lai_stays_a_name():
    text = "杨过来到溪边。杨过道：“姑姑，你在哪里？”\n杨过来到林中，杨过叫道：“姑姑！”\n"
    assert "杨过" in discover_characters([text], Config()).names


def test_words_said_with_someone_are_not_theirs():
    assert said_by("这话是跟李四说的。") is None
    assert said_by("话是跟在后面的李四说的。") == "跟在后面的李四"


def test_a_last_sentence_where_no_one_acts_goes_to_who_acted_before():
    text = ("马六爷说：“这房租得加。”\n老孙说：“六爷，您听我的。”\n马六爷说：“那可不成。”\n"
            "老孙转过身来，清了清嗓子。这一清嗓子，跟马六爷那一声咳嗽又不一样，带着一股子官面儿上的味道。\n"
            "“诸位街坊，都听我说两句。”\n")
    got = speakers(text, Character("马六爷"), Character("老孙"))
    assert got[-1] == "老孙"


def test_a_gatekeeper_is_still_a_person():
    assert [d.label for d in described("那门子拦住他。")] == ["门子"]


def test_one_called_into_another_room_is_not_the_stranger_who_spoke():
    text = ("靠窗坐着一个青衫书生。那书生忽然回过头来，说道：“掌柜的，这位老丈的酒钱算我的。”\n"
            "老汪连声称谢，一面回头朝后堂吆喝：“阿顺，给这位老人家烫一壶酒！”\n"
            "书生微微一怔，道：“老丈这话是什么意思？”\n"
            "阿顺从后面探出头来，叫道：“掌柜的，你没事罢？”\n阿顺说：“酒来了。”\n")
    got = speakers(text, Character("老汪"), Character("阿顺"))
    assert got[0] == got[2] == "书生"


def test_the_one_waited_for_speaks_not_the_one_waiting():
    text = ("蒙塔尼点点头：“那么我们暂且不去管那座钟。格里姆斯！”\n"
            "管家向前迈了一步，微微弯着腰，等着他问话。\n“你最后一次看见你的主人，是什么时候？”\n"
            "“九点差一刻，先生。”\n"
            "田代先生说：“下雨了。”\n不等他开口，小野已经取下酒瓶，放了一块圆冰。\n“今天是好日子。”\n")
    got = speakers(text, Character("蒙塔尼", gender="male"), Character("格里姆斯"),
                   Character("田代先生"), Character("小野"))
    assert got[1] == "蒙塔尼"
    assert got[-1] == "小野"  # (不等他开口: he is not waited for)


@pytest.mark.parametrize("clause", ["他常去窜门子。", "这门子亲事不成。", "托门子找关系。"])
def test_review_32_a_way_in_or_a_match_is_no_gatekeeper(clause):
    assert [d.label for d in described(clause)] == []


def test_he_right_after_a_thought_is_the_thinker():
    text = ("阿福忽然扯他袖子，低声道：“官人，你看那边。”\n"
            "沈仲和顺着他指处定睛一看，脸上登时变了颜色。沈仲和心下想道：“这鸳鸯坠天下只此一对。”\n"
            "他按住性子，走过去拱手道：“这位相公请了。”\n")
    assert speakers(text, Character("阿福"), Character("沈仲和"))[-1] == "沈仲和"


@pytest.mark.parametrize("text, people, expected", [
    pytest.param("张三说：“你来了。”\n李四没有等他开口，自己拉了把椅子坐下。\n“我今天来，是为了那块地。”\n",
                 ("张三", "李四"), ["张三", "李四"], id="no one waits"),
    pytest.param("张三说：“那块地是我家的。”\n李四说：“放屁，是我家的！”\n两家本是邻里，为这块地吵了三年。\n"
                 "“你今天不说清楚，别想走！”\n",
                 ("张三", "李四"), ["张三", "李四", "张三"], id="were neighbours"),
    pytest.param("李四看着王五，心想：“这家伙又来借钱了。”\n他果然搓着手笑道：“四哥，手头紧不紧？”\n",
                 ("李四", "王五"), ["李四", "王五"], id="the one watched"),
])
def test_review_33_what_the_new_rules_misread(text, people, expected):
    assert speakers(text, *(Character(name, gender="male") for name in people)) == expected


def test_review_33_a_group_chat_is_no_friend():
    assert [d.label for d in described("闺蜜群里弹出一条语音。")] == []


@pytest.mark.parametrize("text, people, expected", [
    pytest.param("伯父低声告诉我，这便是本家沈三姐。沈三姐笑道：“少爷好。”\n伯父道：“李贵，你去。”\n",
                 ("沈三姐", "李贵"), ["沈三姐", "伯父"], id="the one he points out"),
    pytest.param("大眼雄走到门口，抬头望了望那块绿底金字的招牌，笑了一下：“这招牌，好多年没换过了。”\n",
                 ("大眼雄",), ["大眼雄"], id="talks about the sign"),
    pytest.param("年轻人走到帕维尔面前站住，掏出一个信封。\n“我是来还债的，帕维尔。这里是三百卢布。”\n",
                 ("帕维尔", "年轻人"), ["年轻人"], id="why he came"),
    pytest.param("燕红绡走到沈无忌的桌子前，坐了下来。\n她看着那柄剑，就好像一个母亲在看着自己离家多年的孩子。\n"
                 "“他叫你把剑交给谁？”\n", ("燕红绡", "沈无忌"), ["燕红绡"],
                 id="a likeness imagined"),
    pytest.param("叶卡捷琳娜·帕夫洛夫娜·莫尔恰诺娃坐着。扎维亚洛夫站着。\n"
                 "扎维亚洛夫说：“叶卡捷琳娜·帕夫洛夫娜，您误解了。”\n“也许吧。”\n",
                 ("叶卡捷琳娜·帕夫洛夫娜·莫尔恰诺娃", "扎维亚洛夫"),
                 ["扎维亚洛夫", "叶卡捷琳娜·帕夫洛夫娜·莫尔恰诺娃"], id="恰 spells a name"),
    pytest.param("张三走了过来。李四问他有什么事。\n“我来还钱。”\n", ("张三", "李四"), ["张三"],
                 id="the one asked answers"),
    pytest.param("“那不一样！”张三说。\n“咋不一样？”李四问。\n张三说不出话来。李四说他一点也不觉得是受罪。\n"
                 "“你到底回不回？”\n", ("张三", "李四"), ["张三", "李四", "张三"],
                 id="the other after a told reply"),
    pytest.param("祖父坐在炕沿上抽烟。我跑过去，祖父把烟袋放下了。\n“爷爷，门框怎么能撞成那样呢？”\n",
                 ("祖父",), ["narrator"], id="爷爷 calls 祖父"),
])
def test_what_the_narration_around_a_line_does_not_say(text, people, expected):
    assert speakers(text, *(Character(name) for name in people)) == expected


def test_a_gourd_of_water_names_no_one():
    text = "老船夫笑着说，只要是他拿来的，就是一葫芦溪水，自己也当酒喝。"
    at = text.index("溪水")
    assert identifications(text, [(at, at + 2, "溪水")]) == []


def test_a_concubine_is_described_as_one():
    assert [d.label for d in described("钱姨太太从里间扭着身子出来了。")] == ["姨太太"]


@pytest.mark.parametrize("text, name", [
    pytest.param("那老船夫喝的正是一葫芦溪水。", "溪水", id="正是一葫芦"),
    pytest.param("那汉子乃一介武夫。", "武夫", id="乃一介"),
])
def test_review_35_a_counted_thing_names_no_one(text, name):
    at = text.index(name)
    assert identifications(text, [(at, at + len(name), name)]) == []


@pytest.mark.parametrize("text, people, expected", [
    pytest.param("杉浦在门框上靠了一会儿，看着我的背影，忽然用一种我从没听过的声音说：“你倒是过上人的日子了。”\n",
                 ("杉浦",), ["杉浦"], id="a voice of a kind I never heard"),
    pytest.param("我跟着老爷走过面包市。我满心以为他要买面包，谁知老爷只瞟了一眼，说：“这里的面包发得不透。”\n",
                 ("老爷",), ["老爷"], id="谁知 he"),
    pytest.param("门开了，一个穿黑色礼服的仆人走进来，用那种仆人特有的、既恭敬又冷淡的声调通报道：\n"
                 "“沃伯顿勋爵到。”\n", (), ["仆人"], id="a kind of servant"),
    pytest.param("门开了，一个汉子走进来，站在门边，用特有的大嗓门喊道：“开门！”\n", (), ["汉子"],
                 id="特有的 is no 有的"),
    pytest.param("红尾巴说：“我没偷。”红尾巴的尾巴一摆。\n跳跳看看红尾巴，尾巴一甩就往外跑，边跑边喊：“不好啦！”\n"
                 "红尾巴道：“等等。”\n", ("跳跳",), ["红尾巴", "跳跳", "红尾巴"],
                 id="a tail is no 红尾巴"),
    pytest.param("我坐在猪圈门口抽烟。\n“你在这儿干什么？”\n我回过头去，看见吴大夫站在我身后。\n“等猪。”我说。\n",
                 ("吴大夫",), ["吴大夫", "narrator"], id="turned round to find her"),
    pytest.param("陈四是个苦命人。\n做豆腐是苦行当。高邮人有一句老话：“人生三样苦，撑船打铁磨豆腐。”陈四每天半夜就起来。\n",
                 ("陈四",), [], id="a saying of the town"),
    pytest.param("生臉上一紅，不想被一個女子說破了。\n"
                 "女把稿子放下，道：「我一個女子，懂得什麼文章。」\n生隔門應道：「卿果是狐耶？」\n",
                 ("陸澄",), ["女", "生"], id="a tale retold keeps 生 and 女"),
    pytest.param("只見一個青衣童子，生得眉清目秀，手捧書函，道：「我師父說了。」\n", (),
                 ["青衣童子"], id="生得 is looks"),
    pytest.param("门楣上八个红漆大字：“安全生产，人人有责”。\n"
                 "前台背后那行霓虹字还亮着：“Stay hungry”。\n"
                 "屏幕上方弹出一行灰色的提示：“宋启明 加入会议”。\n林晓雯问：“开始吗？”\n",
                 ("林晓雯",), ["林晓雯"], id="big letters, a neon line, a notice"),
    pytest.param("他一边洗碗一边背英文单字，单字本搁在膝盖上，结果被阿爸骂「读册就读册，洗碗就洗碗」。\n",
                 ("阿爸",), ["阿爸"], id="scolded by his father"),
    pytest.param("“妈妈！”简低声道。\n", (), ["unknown"], id="低 opens 低声"),
    pytest.param("“舞会！”三姐妹几乎同时叫了起来。\n", (), ["unknown"],
                 id="三姐妹 is three sisters"),
    pytest.param("姑太太冷眼看着，这时候又开口了：“嫂嫂，你不必拍桌子。”\n", ("姑太太",),
                 ["姑太太"], id="冷眼 is a look"),
    pytest.param("鄧昭聞報大驚，急喚敗軍問時，一個敗回來的牙將跪稟道：「先鋒被擒了。」\n",
                 ("鄧昭",), ["牙將"], id="a lieutenant"),
    pytest.param("火光之中，閃出一員大將，厲聲大叫：「秦昭小兒，嚴豹在此等候多時了！」\n",
                 ("秦昭", "嚴豹"), ["嚴豹"], id="calls out his own name"),
    pytest.param("我爷爷站在门口。\n"
                 "临出门的时候，络腮胡子回过头来，冲我爷爷喊了一嗓子：“姓韩的，你可惜了。”\n",
                 ("我爷爷",), ["络腮胡子"], id="shouting towards my grandfather"),
    pytest.param("沈国栋把杯子往桌上一放。\n门口站着一个穿风衣的年轻人。\n“对不起，航班晚点了。”"
                 "那年轻人把箱子靠在墙边，冲桌子尽头的老人笑了笑，“爸，我没来晚吧？”\n",
                 ("沈国栋", "沈建明"), ["年轻人", "年轻人"], id="smiling towards the old man"),
    pytest.param("海格点点头。\n海格想起外婆常挂在嘴边的一句话：“雪会替上帝把一切收拾干净。”\n",
                 ("海格",), [], id="a saying always on her lips"),
    pytest.param("那女子冷笑一声：“就凭你？”\n那女子提着刀，在殿里转了一遭，一伸手，拖出一个人来，"
                 "正是那小沙弥净心。净心磕头：“饶命！”\n那女子哼了一声：“你起来。”\n",
                 ("净心",), ["女子", "净心", "女子"], id="the one she drags out is named"),
    pytest.param("陈立峰拿起电话：“郑总，这批货从哪里拿的？”\n"
                 "“好说，好说。你把报告转给我，我叫小马去查一下入库记录。”\n说完就挂了。\n",
                 ("陈立峰", "郑国栋", "小马"), ["陈立峰", "郑国栋"], id="I will have 小马 look"),
    pytest.param("韩颖站起来：“审判长，公诉人申请证人出庭。”\n孙桂芬走上证人席，她的手一直在抖。\n"
                 "韩颖请她指认。她抬起手，指向被告席上那个男人：“就是他。”\n",
                 ("韩颖", "孙桂芬"), ["韩颖", "孙桂芬"], id="the one she asks, then 她"),
    pytest.param("话音未落，只见元帅身后闪出一个少年将官，指着褚仁喝道：「褚仁！你可认得我？」\n",
                 ("褚仁",), ["少年"], id="the one who appears behind the marshal"),
    pytest.param("元帅正与众将商议进兵之策，忽见辕门上一个传宣官飞也似跑将进来，当中跪下，禀道："
                 "「启上元帅：营门外来了一个少年。」\n", (), ["传宣官"],
                 id="a herald seen at the gate"),
    pytest.param("父亲看了我一眼：“念吧。”\n哥哥把马鞭一摔：“这是借粮吗？”\n父亲叫了一声哥哥的名字。"
                 "父亲很少叫哥哥的名字，他一叫名字，就是要哥哥闭嘴的意思。\n父亲又说：“带上五十驮糌粑。”\n",
                 ("哥哥",), ["父亲", "哥哥", "父亲"], id="就是要哥哥闭嘴 names no one"),
    pytest.param("我醒了。我看着帐顶。央金端着水进来：“少爷，起来吧。”\n"
                 "我不说话。她说，跟我说话，不用想着哪一句说错了。\n“央金，今天是什么日子？”\n",
                 ("央金",), ["央金", "narrator"], id="a line calling 央金 is not hers"),
    pytest.param("“欢迎光临。”小林说。\n她说：“一杯啤酒。”\n“好的。”小林说。\n她看着小林：“谢谢。”\n"
                 "一直没有开口的大泽先生这时清了清嗓子。\n“恕我冒昧，”他说，“我每周二都坐在这里。”\n",
                 ("小林", "大泽先生", "岛本"),
                 ["小林", "小林", "小林", "她", "大泽先生", "大泽先生"],
                 id="the one silent till now clears his throat"),
    pytest.param("三姑娘提着一篮子青菜到河边来洗，正是德爷撑了空船回来的时候。\n“德爷，你又送那个念书的过河了？”\n"
                 "德爷把船拴在柳树上：“天天送。你妈妈呢？”\n“在园里拔草。”三姑娘蹲在水边。\n",
                 ("德爷",), ["三姑娘", "德爷", "三姑娘"], id="正是X…的时候 tells when"),
    pytest.param("“三儿，”老妈妈说，“明天的菜，我都替你捆好了。”\n“我年轻的时候，哪里有菜卖。”老妈妈笑了。\n",
                 (), ["老妈妈", "老妈妈", "老妈妈"], id="老妈妈, an old woman"),
    pytest.param("「我去。」士官長說。\n「小黃，」士官長打斷他，「那家的閨女。」\n", (),
                 ["士官長", "士官長", "士官長"], id="士官長, a sergeant major"),
    pytest.param("郑国栋走进车间。墙上贴着一条红纸标语，是郑国栋从蛇口工业区照着抄回来的：“时间就是金钱，效率就是"
                 "生命”。标语底下，不知是谁用圆珠笔添了一行歪歪扭扭的小字：“工钱就是工钱”。\n郑国栋说：“开工。”\n",
                 ("郑国栋",), ["郑国栋"], id="a slogan he copied, a line scribbled under it"),
    pytest.param("芸停針而問曰：「石湖何如？」\n余曰：「月出甚佳。」\n芸笑曰：「善。」\n"
                 "余心中暗忖：「人生得此一夕，夫復何求？」\n",
                 ("芸",), ["芸", "narrator", "芸", "narrator"],
                 id="I thought in my heart, in 文言"),
    pytest.param("光头男人骂道：“滚！”\n“他身份证上叫刘德胜。”民警在后面说，“四十三岁，本地人。”\n"
                 "林晓点点头：“刘德胜，刘大哥，你摔到头了。”\n", ("林晓", "刘德胜"),
                 ["光头男人", "民警", "民警", "林晓"],
                 id="the policeman talked of the man a later line calls, and is not him"),
    pytest.param("林晓喊道：“赵一帆！”\n赵一帆钻出来。他是住院医，被护士们笑话，可一进抢救室，"
                 "整个人就像换了一副发条。\n“什么情况？”\n", ("林晓", "赵一帆"), ["林晓", "赵一帆"],
                 id="the nurses who laughed at him are no crowd speaking"),
    pytest.param("刘德胜骂道：“滚！”\n林晓瞥了他一眼。刘德胜骂了一句脏话，脸却一下子垮了下来，"
                 "像个被家长当众揭了短的孩子。\n“刘大哥，你这口子不缝，回头感染了。”\n",
                 ("林晓", "刘德胜"), ["刘德胜", "林晓"],
                 id="like a child caught out, no child there"),
    pytest.param("電話卻先響了。是何老總，聲大如雷，隔着聽筒也震得我耳膜發麻：「阿明！你搞乜鬼？」\n"
                 "「就嚟。」我說。\n桌上的分機又響了，又是何老總。\n「阿明！你走咗去邊？」\n", (),
                 ["何老總", "narrator", "何老總"], id="it was the editor, ringing again"),
    pytest.param("沈渭川說：「我有辦法。」\n何仲容大為高興，連說好極了，又問利息怎麼算。\n"
                 "「利息一分都不要。」\n", ("沈渭川", "何仲容"), ["沈渭川", "沈渭川"],
                 id="he asked how much interest, of no one named, and the other answers"),
    pytest.param("棚下響起掌聲。小孩子們不知道要喊什麼，也跟著亂叫：「再一次！再一次！」\n", (),
                 ["crowd"], id="the little children shouting are a crowd"),
    pytest.param("口袋裡揣著教授寫給我的一張便條。那張便條上只有七個字，我一直留到現在："
                 "「找魏三，問糧船事。」\n老錢說：「樓上請。」\n", (), ["老錢"],
                 id="seven characters on a note, kept to this day, are written"),
    pytest.param("他停下来看了一眼后台，那一单已经完成了，底下多了一行评价：“骑手辛苦了。”\n"
                 "老孙说：“快走吧。”\n", (), ["老孙"],
                 id="a line of review under an order is written"),
    pytest.param("右軍愛其敏，招至前，與語良久。虎子捧而視之，良久不語。右軍問之，對曰："
                 "「右軍之書，兒不能讀也。」\n", ("右軍", "虎子"), ["虎子"],
                 id="asked by 右军, the boy answered"),
    pytest.param("謝公笑曰：「善。」\n右軍曰：「然。」\n日既昃，有樵叟負薪過溪，且行且歌，歌曰："
                 "「山有薪兮溪有魚。」\n", ("謝公", "右軍"), ["謝公", "右軍", "樵叟"],
                 id="a woodcutter passing by sings"),
    pytest.param("我摸黑爬上去，旁边的老周翻了个身，迷迷糊糊地问：“秀才，今天吃着啥了？”\n“饼子。”\n",
                 ("老周",), ["老周", "narrator"], id="the one lying beside me asks"),
    pytest.param("紅毛人在新村大門口貼了一張告示，上頭的華文寫得歪歪斜斜：「凡接濟匪徒者，一律嚴懲」。\n"
                 "阿嬤說：「伊毋驚。」\n", ("阿嬤",), ["阿嬤"],
                 id="a notice's crooked writing is read"),
    pytest.param("二舅妈笑着说：“丹妹回来了！”\n大姨父说：“坐。”\n", (), ["二舅妈", "大姨父"],
                 id="an uncle's wife and an aunt's husband, kin words of three characters"),
    pytest.param("原来是村上的神父和理发师尼古拉斯师傅。他们等了两天了。\n"
                 "神父一见他进门，低声对理发师说：“他来了。”\n理发师点点头：“好。”\n",
                 ("理发师",), ["神父", "理发师"], id="the priest and the barber are two people"),
    pytest.param("老残拣了靠窗一张空桌坐下，便有一个茶房，二十来岁年纪，生得圆头圆脑，"
                 "肩上搭着一条白手巾，走过来问道：“客人喝什么茶？”\n老残道：“龙井。”\n",
                 ("老残",), ["茶房", "老残"],
                 id="便有一个茶房, then clauses about him: the waiter asks"),
    pytest.param("金毛还想说什么，里面已经传出一把沙哑的声音：“畀佢哋入嚟。”\n", ("金毛",),
                 ["声音"], id="一把沙哑的声音: a voice so counted, no one handled"),
    pytest.param("母亲高兴起来了：“哎呀，那敢情好！”\n"
                 "建平凑到她耳边说了一遍，老人家高兴得嘴都合不拢了：“教书好。”\n",
                 ("建平",), ["母亲", "老人家"], id="高兴, glad, is no one's name"),
    pytest.param("下了课，一个流着鼻涕的小男娃跑过来，扯着他的衣角问：“王老师，你是不是建平叔叔的"
                 "弟弟？”\n", ("建安", "建平"), ["小男娃"], id="a little boy, 小男娃"),
    pytest.param("叶永康向伙记扬扬手。那个伙记五十多岁，围裙上沾满油渍，慢吞吞走过来，"
                 "拿笔在单簿上点了点：“食咩呀？”\n", ("叶永康",), ["伙记"],
                 id="伙记, a Hong Kong waiter"),
    pytest.param("冯谖烧了债券。民皆大呼曰：「万岁！」\n坐客皆曰：「将军当赋！」\n", ("冯谖",),
                 [CROWD, CROWD], id="民皆大呼曰, 坐客皆曰: all of them at once"),
    pytest.param("许晴听见里面有人在说话。\n“我早说了吧。”\n"
                 "另一个声音是财务部的周红，笑着说：“你小声点。”\n", ("许晴", "周红"),
                 ["许晴", "周红"], id="另一个声音是周红: the voice says whose it is"),
    pytest.param("许晴抱着快递往回走，听见里面有人在说话，是Linda的声音。\n“我早说了吧。”\n",
                 ("许晴", "Linda"), ["Linda"], id="是Linda的声音, ending the paragraph before"),
    pytest.param("娥妹谢了又谢，硬要她带两条菜瓜回去。阿桂嫂推不过，一边往篮子里放，一边压低了声音"
                 "对我说：“阿昌哥，你要带她去看。”\n", ("娥妹",), ["阿桂嫂"],
                 id="阿桂嫂, a neighbour called by 阿, a given name and kin"),
    pytest.param("她在心里默念了两遍。\n“小满。”\n林小满一激灵，转过头，发现沈牧正看着她。\n",
                 ("林小满", "沈牧", "陈昊"), ["沈牧"],
                 id="一激灵，转过头，发现沈牧: the one found behind called her"),
    pytest.param("洪屠户把手一摆道：“老太太，今日还吃甚么粥！”又回过头来，向门口那些邻居道："
                 "“你们挤着看甚么？”\n", ("洪屠户",), ["洪屠户", "洪屠户"],
                 id="又向门口那些邻居道: the neighbours are spoken to"),
    pytest.param("门口站着一个白衣少年。\n东首那桌有人冷笑起来。那是个虬髯大汉。\n"
                 "“空房是没有了，”那虬髯大汉慢吞吞地道，“棺材倒有一口。”\n"
                 "原来这白衣少年，正是人称“回雁剑”的林啸川的独子，名叫林剑秋。\n"
                 "“林少侠好。”林剑秋说。\n", (), ["大汉", "大汉", "林剑秋"],
                 id="这白衣少年，正是人称“回雁剑”的…名叫林剑秋: the term cuts no sentence"),
    pytest.param("方先生讲完了。底下有人拍起手来。坐在第一排的周士杰把手举得老高，也不等方先生点名，"
                 "就站起来道：“先生，学生以为不然。”\n", ("周士杰", "方先生"), ["周士杰"],
                 id="不等方先生点名，就站起来道: not the one he did not wait for"),
    pytest.param("邹知县回到巷口坐了，当着众街坊的面断道：“本县断你两家的事。”\n",
                 ("邹知县",), ["邹知县"], id="当着众街坊的面断道: before them, not them"),
    pytest.param("收租的扫了一眼满地狼藉：“早晨，陈老板。”\n阿强说：“早。”\n收租的笑道：“好。”\n",
                 ("阿强",), ["收租的", "阿强", "收租的"],
                 id="收租的扫了一眼: the one who collects rent"),
    pytest.param("棚子底下躲雨的十几个人——卖菜的、拉车的、刚下夜班的工人——全都骂骂咧咧地站了起来。\n"
                 "“又来了！一晚上查三道！”\n", (), [CROWD],
                 id="卖菜的、拉车的: a list of the many, no one of them"),
    pytest.param("秦老头坐在门口。\n于掌柜赶紧迎上去，腰弯得比秦老头还低：“哟，白爷！”\n",
                 ("于掌柜", "秦老头"), ["于掌柜"], id="腰弯得比秦老头还低: compared with him"),
    pytest.param("于掌柜叹了口气。\n“掌柜的，这话可是您说的，”靠窗户那张桌上，一个大个子把一只脚往板凳上"
                 "一蹬，“开了春儿您要是不认账，我可不依。”\n", ("于掌柜",), ["大个子", "大个子"],
                 id="靠窗户那张桌上，一个大个子…: where, then who"),
    pytest.param("顺子坐在门口。\n“没瞧见！”几张桌上的车夫乱哄哄地答应。\n"
                 "众人又笑了，这回笑得比刚才还响。有人扯着嗓子喊：“顺子，别忘了哥儿几个！”\n",
                 ("顺子",), [CROWD, CROWD], id="车夫乱哄哄地答应, 众人又笑了。有人喊: the many"),
    pytest.param("法正接着道：“古人云击其半渡。”\n话音方落，只见右首闪出一员老将，白发苍髯，身躯凛凛，"
                 "声若洪钟：“此计甚妙！老夫愿为先锋！”\n", ("法正", "玄德"), ["法正", "老将"],
                 id="闪出一员老将…声若洪钟: the old general"),
    pytest.param("王满囤敲了敲烟袋锅。\n“估的？”墙角里一个苍老的声音嘀咕道，“估的能当饭吃？”\n",
                 ("王满囤",), ["声音", "声音"], id="墙角里一个苍老的声音嘀咕道: a new voice"),
    pytest.param("朱老先生把那银子在手心里掂了又掂，想起家里老妻咳嗽了一冬，米缸也早见了底，半晌，"
                 "叹了一口气，道：“罢了，只此一回。”\n", ("朱老先生",), ["朱老先生"],
                 id="米缸也早见了底: a rice jar, no one surnamed 米"),
    pytest.param("鲍老爷问道：“你是谁家的先生？”\n那老童生红了脸，低声道：“晚生是自己来考的。”\n",
                 ("鲍老爷",), ["鲍老爷", "老童生"], id="那老童生红了脸: an old candidate"),
    pytest.param("黄金水拍了拍桌子：“就这么定了。”\n药房头家却摇摇手：“莫写我的名。”\n",
                 ("黄金水",), ["黄金水", "头家"], id="药房头家: the Hokkien boss"),
    pytest.param("魏格纳太太放下茶杯：“您照过光了吧？”\n布尔夏特参事笑道：“她又在给人算命了。”\n"
                 "参事摇摇头：“记性好，在这山上算不得什么。”\n", ("魏格纳太太",),
                 ["魏格纳太太", "参事", "参事"], id="布尔夏特参事: a councillor"),
])
def test_who_the_tag_clause_shows_speaking(text, people, expected):
    assert speakers(text, *(Character(name) for name in people)) == expected


def test_no_one_is_read_into_shoes_heard_or_a_comparison():
    heard = speakers("阿玲说：“我走了。”\n我低头看稿。\n正在这时，楼梯口传来高跟鞋的声音，"
                     "噔噔噔。\n“阿明，你吃饭没有？”\n", Character("阿玲", gender="female"))
    compared = speakers("林晓喊道：“赵一帆！”\n赵一帆钻出来。这楼里送走过的主任比林晓见过的"
                        "病人都多。\n“什么情况？”\n", Character("林晓", gender="female"),
                        Character("赵一帆", gender="male"))
    assert "高跟鞋" not in heard  # shoes are heard, no one named 高
    assert "比林" not in compared  # more than 林晓 saw, no 比林


def test_the_name_the_narration_owns_to_is_the_narrators():
    text = ("我把帽子搁在膝盖上。我等了很久。\n"
            "老管家霍布斯打量着我，他问我是不是德雷克先生，我说有人这么叫。\n"
            "“德雷克先生，太太在等您。”霍布斯说。\n我跟着他走进去。我看见莫顿太太。我没有说话。\n"
            "莫顿太太看着我：“德雷克先生，请坐。”\n“谢谢。”我说。我坐下来。我点了烟。\n"
            "莫顿太太看着我：“德雷克先生，你喝什么？”\n“威士忌。”\n")
    people = Character("霍布斯"), Character("莫顿太太"), Character("德雷克")
    assert speakers(text, *people)[-1] == "narrator"


_MY_SISTER = ("我是阿芳的哥哥，比她大五岁。那年我十二岁，我每天放学回家。\n"
              "那天我推开门，我看见妈妈在灶台前。我放下书包，我洗了手，我坐到桌边。我饿坏了。\n")


def test_review_39_a_thought_makes_no_name_of_its_verb():
    got = speakers("“你来了。”顾言抬起头。\n林峰心道：“不好。”\n", Character("顾言"))
    assert "林峰心" not in got


# What each code review found the rules of the change before it misread (a helper read the
# change and wrote the cases; each failed before its fix).
@pytest.mark.parametrize("text, people, expected", [
    # review 32
    pytest.param("半夜里，门外站着一个汉子，砰砰砸门，叫道：“开门！快开门！”\n"
                 "李四披衣起来，冲门外喊道：“赵六，大半夜的你嚎什么！”\n那汉子道：“快开门，出事了！”\n"
                 "赵六进了屋，说：“村东头着火了。”\n",
                 ("李四", "赵六"), ["赵六", "李四", "赵六", "赵六"], id="called where he stands"),
    pytest.param("炉边坐着一个汉子。那汉子抬头道：“这雪下得好大。”\n"
                 "李四朝门外望了一眼，道：“王五，你是从北边来的吧？”\n那汉子道：“正是。”\n"
                 "王五说：“走了三天。”\n",
                 ("李四", "王五"), ["王五", "李四", "王五", "王五"], id="a look, no call"),
    pytest.param("张三喝了口茶。目光都落在王五身上。\n“我没什么好说的。”\n",
                 ("张三", "王五"), ["王五"], id="the one all look at"),
    pytest.param("本村人张老汉站出来说：“这事我知道。”\n", ("张老汉",), ["张老汉"], id="本村人"),
    pytest.param("张三问他这买卖做不做。\n李四把烟袋锅子在鞋底上磕了磕，常言道：“和气生财”\n"
                 "张三笑了：“那就这么定了。”\n",
                 ("张三", "李四"), ["李四", "张三"], id="his own saying"),
    # review 34
    pytest.param("一个黑脸汉子站在道旁，这便是王五。汉子抱拳道：“借过。”\n", (), ["王五"],
                 id="道旁"),
    pytest.param("一个胖子走了进来，大家都知道，这就是王老板。胖子笑道：“各位好。”\n", (),
                 ["王老板"], id="知道"),
    pytest.param("庄门外走来一个大汉，那大汉正是一枝花蔡庆。王英看见他，问道：“你来做什么？”\n"
                 "大汉道：“找你喝酒。”\n", ("蔡庆", "王英"), ["王英", "蔡庆"],
                 id="a nickname in 一"),
    pytest.param("门口挂着一块木牌，让人哭笑不得：“本店概不赊账。”\n", (), [], id="哭笑不得"),
    pytest.param("门开了，一个人站在外面。\n“我是来自总部的联络员王强，请开门。”\n", (), ["王强"],
                 id="来自"),
    pytest.param("约翰·史密斯恰好在这时走了进来。\n“早上好。”\n玛丽说：“你来晚了。”\n"
                 "约翰·史密斯恰恰相反，一点也不着急。\n“不晚。”\n",
                 (), ["约翰·史密斯", "玛丽", "约翰·史密斯"], id="恰好"),
    pytest.param("他像一头被激怒的狮子一样冲向了站在台阶上的警察。\n“站住！”\n", (), ["警察"],
                 id="一样"),
    pytest.param("林小溪推门进来，把书包往床上一扔。\n“妈，我饿了。”\n妈妈从厨房探出头来。\n"
                 "“林小溪，先洗手！”\n林小溪吐了吐舌头，跑进了卫生间。\n“知道啦！”\n"
                 "林小溪洗完手出来，坐到了桌边。\n", (), ["林小溪", "妈妈", "林小溪"], id="林小溪"),
    pytest.param("李万里走进办公室，把文件摔在桌上。\n“这是谁写的？”\n小王低着头不说话。李万里瞪了他一眼。\n"
                 "“说话啊！”\n李万里转身走了。\n", (), ["李万里", "李万里"], id="李万里"),
    pytest.param("屋里只有张三和李四。张三坐在炕上抽烟。李四忍不住问他一句。\n“你到底去不去？”\n"
                 "张三说：“不去。”\n", ("张三", "李四"), ["李四", "张三"], id="问他一句"),
    pytest.param("王五来了。张三坐在门口。李四问他借了十块钱。\n“下个月还你。”\n",
                 ("张三", "王五", "李四"), ["李四"], id="问他借"),
    # review 35
    pytest.param("屋里只有张三和李四。张三坐在炕上抽烟。李四问他要不要一起去。\n“不去。”\n",
                 ("张三", "李四"), ["张三"], id="问他要不要"),
    pytest.param("屋里只有张三和李四。张三坐在炕上抽烟。李四问他一下午都去哪儿了。\n“河边。”\n",
                 ("张三", "李四"), ["张三"], id="问他一下午"),
    pytest.param("王五推门进了派出所，走到桌前。\n“我是来自首的，李警官。”\n李警官抬起头。\n"
                 "“你犯了什么事？”\n", ("王五", "李警官"), ["王五", "李警官"], id="来自首"),
    pytest.param("一个老汉低声对我说了句，这便是本家沈三姐。老汉接着道：“她不爱说话。”\n",
                 ("沈三姐",), ["老汉"], id="说了句"),
    # review 36
    pytest.param("这天，老住持把众小和尚叫到禅房。一休一听，连忙跑了过去。\n住持捋着胡须问道：「一休，你可知道？」\n"
                 "一休一愣，摇了摇头：「弟子不知。」\n一休一边走一边想，拍手道：「有了！」\n", (),
                 ["住持", "一休", "一休"], id="一休一听"),
    pytest.param("礼堂里坐满了人。王校长宣布冠军是三班。\n台下所有的学生都站了起来：“三班！三班！”\n",
                 (), ["crowd"], id="所有的学生都"),
    pytest.param("我推开门。坐在柜台后面的是那种老账房，戴着老花镜，头也不抬地问：“当什么？”\n", (),
                 ["老账房"], id="是那种老账房"),
    # review 37
    pytest.param("王五在灶前烧火，火苗舔着锅底。门帘响了一下。\n“谁？”\n王五回过头，看见李四站在门口，浑身是雪。\n",
                 ("王五", "李四"), ["王五"], id="the one turning asked who"),
    pytest.param("石头是村东头老李家的小子，今年十岁。\n石头蹲在河边，捡起一块石头扔进水里。石头说：“爹，我饿了。”\n"
                 "老李从怀里摸出一块饼：“吃吧。”\n石头又捡了一块石头，扔了出去。石头笑道：“看，比你扔得远！”\n",
                 (), ["石头", "老李", "石头"], id="a boy called 石头"),
    # review 38
    pytest.param("“你来了。”顾言抬起头。\n苏晚上前一步道：“下雨了。”\n", ("顾言",),
                 ["顾言", "苏晚"], id="苏晚 before 上前"),
    pytest.param("“谁？”顾言问。\n王刚才进门，就嚷道：“是我！”\n", ("顾言",), ["顾言", "王刚"],
                 id="王刚 before 才"),
    pytest.param("“外面冷吗？”苏瑶问。\n陈默没有回答，只是低头喝茶。\n半晌，生硬地道：“还好。”\n",
                 ("苏瑶", "陈默"), ["苏瑶", "陈默"], id="生硬地道 in a modern book"),
    pytest.param(_MY_SISTER + "妈妈看着我：“阿芳呢？阿芳，出来吃饭！”\n“来了！”\n",
                 ("阿芳", "妈妈"), ["妈妈", "阿芳"], id="我是阿芳的哥哥 names my sister"),
    pytest.param("林晓雯把纸条递给他。\n宋启明盯着那行字看了半天：“这是谁写的？”\n",
                 ("宋启明", "林晓雯"), ["宋启明"], id="staring at that line"),
    pytest.param("院子里，一个正在练字的孩子抬起头：“你找谁？”\n", (), ["孩子"],
                 id="a child practising"),
    pytest.param("张三回到屋里，一看酒全被李四喝了：“你赔我！”\n", ("张三", "李四"), ["张三"],
                 id="drunk, not shouted"),
    # review 39
    pytest.param("林老爷回到府中。管家迎上来禀道：「老爷，周先生在此等候多时了。」\n",
                 ("林老爷", "周先生"), ["管家"], id="a visitor announced"),
    pytest.param("导游指着老屋：“一九二六年，鲁迅在此住过三年。”\n", ("鲁迅",), ["导游"],
                 id="he lived here"),
    pytest.param("爷爷点上烟，又说起他常挂在嘴边的一句话：“人活一口气。”\n", ("爷爷",), ["爷爷"],
                 id="the saying said now"),
    pytest.param("李明站在墙下。墙上还留着那行字：“到此一游。”\n", ("李明",), [],
                 id="the line left on the wall"),
    # review 40
    pytest.param("王夫人坐在榻上，一个小丫头端了茶来。\n王夫人说：「宝玉呢？」\n小丫头说：「在园子里。」\n"
                 "王夫人叫她退下。她独自坐了半晌，叹道：「这孩子。」\n", ("王夫人",),
                 ["王夫人", "小丫头", "王夫人"], id="the one sent away is gone"),
    pytest.param("掌柜的正在拨算盘，门外进来一个年轻人。\n掌柜的问：「你是谁？」\n"
                 "「我叫王二来着，您老忘了？去年还在您这儿当过伙计。」\n", ("王二",),
                 ["掌柜", "王二"], id="my name was 王二, remember"),
    # review 41
    pytest.param("金钏跪在地上，不敢抬头。王夫人叫她说下去。她便低声道：「太太，那日宝二爷……」\n",
                 ("金钏", "王夫人"), ["金钏"], id="told to go on speaking"),
    pytest.param("金钏跪在地上。王夫人叫她回去。她却不肯起来，哭道：「太太别撵我出去。」\n",
                 ("金钏", "王夫人"), ["金钏"], id="told to go, she will not"),
    pytest.param("王五把信递给李四，张三脸上出现了一丝笑容：「怎么，不信？」\n",
                 ("张三", "李四", "王五"), ["张三"], id="a smile appears on his face"),
    pytest.param("张三走进灵堂，只见墙上挂着一个老人的遗像。\n「爷爷……」\n", ("张三",), ["张三"],
                 id="an old man's portrait"),
    # review 42
    pytest.param("门外走进一个戴眼镜的中年人。\n“账本在哪里？”中年人问。\n李四站起身来：“在柜子里。”\n"
                 "这中年人就是会计王五。他翻开账本：“不对啊。”\n", ("李四", "王五"),
                 ["王五", "李四", "王五"], id="就是会计王五: a post, then the name"),
    pytest.param("王五和李四坐在屋里，赵六站在门口。\n王五道：“这件事你们怎么看？”\n赵六道：“我看不行。”\n"
                 "王五沉吟片刻，瞪着始终不吭声的李四冷笑：“你倒是说话啊！”\n“我同意赵六。”李四说。\n",
                 ("王五", "李四", "赵六"), ["王五", "赵六", "王五", "李四"],
                 id="glaring at the silent one"),
    pytest.param("老和尚合掌道：“施主请回吧。”\n李四说他走了三天三夜才到这里。\n“大师也有大师的难处，施主莫怪。”\n",
                 ("李四",), ["老和尚", "老和尚"], id="大师 spoken of, not called"),
    pytest.param("西门庆刚进门，孟玉楼便迎了上来。\n“官人回来了。”\n西门庆道：“嗯，大姐呢？”\n"
                 "孟玉楼指了指后院。\n“在后头念经呢。”\n西门庆点点头，孟玉楼替他脱了外衣。\n“今儿外头冷吧？”\n"
                 "西门庆道：“冷得很。”\n", (), ["孟玉楼", "西门庆", "孟玉楼", "孟玉楼", "西门庆"],
                 id="孟玉楼, never tagged, is a woman"),
    pytest.param("杰克逊说：“开会。”杰克说：“好。”\n"
                 + "杰克逊笑道：“来吧。”杰克点点头。杰克坐下。杰克喝了口水。杰克看窗外。\n" * 3, (),
                 ["杰克逊", "杰克", "杰克逊", "杰克逊", "杰克逊"], id="杰克逊 beside 杰克"),
    # review 43
    pytest.param("张民国蹲在门槛上抽烟。\n“今年的麦子怕是不行了。”张民国说。\n李秀英叹了口气：“那咋办？”\n"
                 "张民国摇摇头：“还能咋办，熬呗。”\n", (), ["张民国", "李秀英", "张民国"],
                 id="张民国, a given name"),
    pytest.param("王大妈端着碗进来。刘翠芹坐在炕上。\n王大妈说：“吃饭了。”\n刘翠芹说：“我不饿。”\n"
                 "王大妈在炕沿上坐下，叹了口气。\n王大妈不得不告诉刘翠芹实情。\n“我娘她……真的走了？”\n",
                 ("王大妈", "刘翠芹"), ["王大妈", "刘翠芹", "刘翠芹"],
                 id="不得不告诉, told after all"),
    pytest.param("周长河端着茶缸过来，在我身边坐下。\n“那边的山你去过没有？”周长河问。\n我说我也没去过。\n"
                 "“我看这事也只好这样，长河，咱们明天问问村长吧。”\n", (),
                 ["周长河", "narrator"], id="长河 called midway"),
    # review 44
    pytest.param("李四是村里的木匠，一个人住在村东头。这天一早，李四正在院子里劈柴。\n"
                 "“今天怕是要下雨。”李四自言自语地说。\n"
                 "他刚说完，就听见有人敲门。李四放下斧子去开门，一看，是王五。\n"
                 "“你又来干什么？”\n“我来借点米。”王五搓着手说。\n"
                 "“上回借的还没还呢。”李四说。\n王五嘿嘿一笑，不说话了。\n",
                 (), ['李四', '李四', '王五', '李四'],
                 id='one who opened the door and saw who it was speaks, not the one seen'),
    pytest.param("王掌柜把算盘往旁边一推。\n“这笔钱你打算借多少？”王掌柜问。\n"
                 "“五百块。”何仲容说。\n王掌柜点点头，想了一想，又问了一句。\n"
                 "“利息怎么算，你心里有数吗？”\n“有数，有数。”何仲容连忙说。\n",
                 (), ['王掌柜', '何仲容', '王掌柜', '何仲容'],
                 id='asked one more question: the question comes next'),
    pytest.param("米拉坐在病床上，望着窗外。\n“今天会下雪吗？”米拉问。\n"
                 "“也许吧。”米拉的母亲说。\n米拉叹了口气，把书合上了。\n"
                 "门开了，护士卡米拉走了进来，手里端着药盘。\n“该吃药了。”护士卡米拉说。\n"
                 "“我不想吃。”米拉说。\n",
                 (), ['米拉', '米拉', '卡米拉', '米拉'],
                 id='a nurse spelled 卡米拉 beside a known 米拉'),
    pytest.param("王生者，東昌人也。一日與友數人飲於村肆，忽見一叟負薪而過。\n"
                 "王生曰：「此何人也？」\n眾笑曰：「山中樵者耳。」\n"
                 "叟聞之，顧而言曰：「諸君何笑？」\n眾曰：「笑君老而負薪。」\n"
                 "叟亦笑曰：「老而負薪，勝於少而飲酒。」\n"
                 "眾默然。王生起而揖之，曰：「丈人之言是也。」\n眾曰：「王生何諂也！」\n"
                 "王生不顧，延叟入座。叟坐，飲數杯，辭去。\n眾問曰：「叟何往？」\n"
                 "叟曰：「歸山耳。」\n",
                 (), ['王生', 'crowd', '叟', 'crowd', '叟', '王生', 'crowd', 'crowd', '叟'],
                 id='众 answering in 文言 is the crowd, no one-character name'),
    pytest.param("王主任在办公室里等了半天。门一开，小李探进头来。\n"
                 "“主任，车来了。”小李说。\n王主任一听，马上上前说：“走，去工地。”\n"
                 "到了工地，老周正蹲在地上抽烟。见他们来了，马上上前说：“主任，您怎么来了？”\n"
                 "“来看看进度。”王主任说。\n"
                 "老周听了，马上上楼去拿图纸，一边走一边说：“图纸在楼上。”\n"
                 "小李看见了，马上上前扶住他，说：“您慢点。”\n“别忘了安全帽。”老周说。\n",
                 (), ['小李', '王主任', '老周', '王主任', '老周', '小李', '老周'],
                 id='马上上前 is at once stepping up, no 马上上'),
    pytest.param("时有福是村里的会计，四十出头，戴一副老花镜。村长把他叫到了办公室。\n"
                 "“今年的账对不上。”时有福说。\n村长皱起眉头：“差多少？”\n"
                 "时有福翻开账本，指着一行数字：“差三百二。”\n“再对一遍。”村长说。\n"
                 "时有福拨了半天算盘。\n“还是差三百二。”\n村长骂了一句，时有福不敢吭声。\n"
                 "“你回去吧。”村长说。\n时有福低着头说：“明天我再对。”\n",
                 (), ['时有福', '村长', '时有福', '村长', '时有福', '村长', '时有福'],
                 id='时有福 keeps his name, surname 时'),
    pytest.param("老人坐在门槛上编筐，远远看见一个女孩从村口跑过来。\n"
                 "“爷爷！”女孩喊道，“小雨回来了！”\n"
                 "老人一把抱住她：“小雨，你怎么一个人回来了？”\n"
                 "“妈妈让我先回来。”小雨说。\n",
                 (), ['小雨', '小雨', '老人', '小雨'],
                 id='a girl calling out her own name is still she'),
    pytest.param("李强在桥头等了很久。雾里慢慢走出一个人影，走近了才看清，像个上了年纪的老头，背着一捆柴。\n"
                 "“小伙子，借个火。”\n李强掏出火柴递过去。\n",
                 (), ['老头'],
                 id='seen close, like an old man: an old man is there'),
    pytest.param("王五推门进来，把一张纸条拍在桌上。\n“你自己看吧。”王五说。\n"
                 "纸条上只有三个字，李四一看就火了：“这是什么意思？”\n"
                 "“意思就是让你滚。”王五说。\n",
                 (), ['王五', '李四', '王五'],
                 id='a note of three characters, and one flaring up at it'),
    # review 45
    pytest.param("李四和王五在茶馆里坐下，要了一壶茶。\n“最近生意怎么样？”李四问。\n"
                 "“还行，凑合着过。”王五说。\n李四喝了口茶，又问了些家里的事。\n"
                 "“都好，都好，劳你惦记。”\n李四点点头，又问了问孩子的功课。\n"
                 "“老大考上了县中，老二还小。”\n",
                 (), ['李四', '王五', '王五', '孩子'],
                 id='asked about the family, and the other answers'),
    pytest.param("谢安与王猛同游山阴。谢安曰：“此地山水甚佳。”王猛曰：“然。”\n"
                 "谢安笑曰：“君何不留此？”王猛曰：“吾有老母在堂。”\n"
                 "王猛先归。谢安独行，遇一老叟负薪而歌。谢安问之，对曰：“山中无甲子，不知今夕何年。”\n"
                 "谢安曰：“叟真隐者也。”\n"
                 "王猛至桓温府，桓温与之语，王猛扪虱而谈，旁若无人。桓温问之，对曰：“关中豪杰，未知公心，故不至。”\n",
                 (), ['谢安', '王猛', '谢安', '王猛', '老叟', '谢安', '王猛'],
                 id='in 文言 the old man met is the one asked, not the friend gone home'),
    pytest.param("李四和王五是同乡，一起在城里拉车。\n“明天还出车吗？”李四问。\n"
                 "“出。”王五说。\n"
                 "夜里，外面忽然有人喊了一声。李四披衣起来，循声望去，原来是王五。\n"
                 "“快起来，车被人偷了！”\n",
                 (), ['李四', '王五', '王五'],
                 id='looking toward a shout, the one seen is the one who shouted'),
    pytest.param("李四和王五是同乡，一起在城里拉车。\n“明天还出车吗？”李四问。\n"
                 "“出。”王五说。\n"
                 "第二天，李四正在街口等客，听见身后有人叫他的名字。他回头望去，是王五。\n"
                 "“走，喝一杯去，我请客！”\n",
                 (), ['李四', '王五', '王五'],
                 id="turning round at one's name, the one seen called it"),
    pytest.param("李四和王五在客栈里住下。\n“明天一早就走。”李四说。\n“好。”王五说。\n"
                 "半夜，有人从门缝里塞进来一张纸条。李四点灯一看，纸条上只有六个字，是用炭笔急急写成的：“明晚城南相见。”\n"
                 "王五凑过来看了看，说：“这是谁写的？”\n",
                 (), ['李四', '王五', '王五'],
                 id='six characters written in haste on a note are read, not said'),
    pytest.param("许多多是三年级二班的学生。放学了，许多多背着书包往家走。\n"
                 "“妈妈，我回来了！”许多多喊道。\n“今天考得怎么样？”妈妈问。\n"
                 "“一百分！”\n",
                 (), ['许多多', '妈妈', '许多多'],
                 id='许多多, tagged once and opening three clauses, is a name'),
    # review 46
    pytest.param("孔明每出，皆谓左右曰：「吾去矣。」\n", ("孔明",), ["孔明"],
                 id="孔明每出，皆谓左右曰: 皆 is each time, one man"),
    pytest.param("魏征皆直言曰：「陛下不可。」\n", ("魏征",), ["魏征"],
                 id="魏征皆直言曰: one named man before 皆"),
    pytest.param("张老汉抽了口烟，有个儿子在城里当工人，便得意地说：「我儿子有出息。」\n",
                 ("张老汉",), ["张老汉"], id="有个儿子在城里: kin he has, not one who turns up"),
    pytest.param("那声音是林晓月，陈默却没有回头，冷冷地说：「你来干什么？」\n",
                 ("林晓月", "陈默"), ["陈默"], id="那声音是林晓月，陈默…说: he speaks"),
    pytest.param("「高高，快过来！」妈妈在院子里喊。\n高高跑过来，说：「妈妈，我饿了。」\n"
                 "「高高，洗手去。」妈妈说。\n高高噘着嘴说：「我不想洗。」\n", (),
                 ["妈妈", "高高", "妈妈", "高高"], id="a child called 高高 is a name"),
    # review 47
    pytest.param("堂上坐着一个紫袍老者。\n这老者人称“铁判官”，生平只服一个人，便是周天南。\n"
                 "老者道：“请坐。”\n", ("周天南",), ["老者"],
                 id="老者人称“铁判官”，只服一个人，便是周天南: someone else named"),
    pytest.param("门口坐着一个跛脚老汉，人称“铁拐”，他儿子名叫李小山。\n老汉说：“进来坐。”\n",
                 ("李小山",), ["老汉"], id="人称“铁拐”，他儿子名叫李小山: his son's name"),
    pytest.param("李四和王五对坐喝酒。\n“你胡说！”一巴掌拍在桌上，王五吓了一跳。\n",
                 ("李四", "王五"), ["李四"], id="一巴掌拍在桌上: what he did, no place"),
    pytest.param("酒馆角落里坐着一个黑衣汉子，独自喝酒。\n李四走过去，在他对面坐下。\n"
                 "那人身边还站着一个小丫头，正替他斟酒。那人放下酒碗，冷冷地道：“你找谁？”\n",
                 ("李四",), ["那人"], id="那人身边还站着一个小丫头。那人…道: the one met before"),
    pytest.param("李四走进院子。\n“都静一静！”他压过乱哄哄的人声喊道。\n", ("李四",), ["李四"],
                 id="压过乱哄哄的人声喊道: one voice over the din"),
    pytest.param("大家都往柜台前挤，一片乱嚷嚷的声音：“我先来的！我先来的！”\n", (), [CROWD],
                 id="一片乱嚷嚷的声音: the din itself"),
    pytest.param("老黄为人老实，众人都叫他老黄牛。这天半夜，墙外忽然有人喊道：“老黄，开门！”\n",
                 ("老黄",), ["声音"], id="众人都叫他老黄牛: a name they call him, no crowd there"),
    pytest.param("门开了。\n跑进来的一个小伙子喘着气说：“老板，车坏了！”\n", (), ["小伙子"],
                 id="跑进来的一个小伙子: one who ran in, not one who runs something"),
])
def test_what_the_code_reviews_found_misread(text, people, expected):
    assert speakers(text, *(Character(name) for name in people)) == expected

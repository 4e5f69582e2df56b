"""Character discovery and the index: names before speech verbs, aliases, genders."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.characters import (
    DOTTED_NAME,
    CharacterIndex,
    build_index,
    discover_characters,
    guess_gender_from_name,
    plausible_name,
    spelled_out,
)
from pipeline.config import Character, Config, load_config
from pipeline.tags import described, described_gender, is_person_word
from tests.test_attribute import attribute

SEED = Path(__file__).parent.parent / "seeds" / "000_32476c0f85278ec0.txt"
LABELLED = Path(__file__).parent / "data" / "attribution"


def labelled_index(name: str) -> CharacterIndex:
    """The characters discovered in one labelled chapter."""
    return discover_characters([(LABELLED / f"{name}.txt").read_text(encoding="utf-8")],
                               Config())


def test_seed_speakers_are_discovered_in_the_book_script():
    index = discover_characters([SEED.read_text(encoding="utf-8")], Config())
    assert set(index.names) == {"李世民", "李道宗", "安市城主", "蓋蘇文"}
    assert index.emperor == "李世民"  # 朕 in his tagged lines
    assert index.canonical("陛下") == "李世民"
    assert index.canonical("盖苏文") == "蓋蘇文"


def test_partial_names_and_manner_words_are_not_names():
    text = ("王小明笑道：「好。」王小明又道：「走。」王小明點頭。\n"
            "眾人聽了，躬身說道：「是。」\n")
    names = discover_characters([text], Config()).names
    assert "王小明" in names
    assert not {"王小", "小明又", "眾人", "躬身"} & set(names)


def test_closing_tags_find_names_and_given_names_are_aliases():
    text = ("“你来了。”林晓月说。林晓月坐下。林晓月笑了。\n"
            "“嗯。”晓月点点头。\n")
    index = discover_characters([text], Config())
    assert index.canonical("林晓月") == "林晓月"
    assert index.canonical("晓月") == "林晓月"
    assert index.gender("林晓月") == "female"


def test_voices_yaml_wins_over_discovery():
    config = Config(characters=(Character("李世民", aliases=("皇帝",), gender="male"),))
    text = "李世民又道：「朕走了。」李世民接著說：「朕回來了。」\n"
    index = discover_characters([text], config)
    assert index.names == ("李世民",)
    assert index.configured == frozenset({"李世民"})
    assert index.emperor == "李世民"


def test_mentions_are_leftmost_longest():
    index = build_index(Config(characters=(Character("李世"), Character("李世民"))))
    found = [(m.start, m.name) for m in index.mentions("李世民對李世說")]
    assert found == [(0, "李世民"), (4, "李世")]


def test_gender_guesses():
    assert guess_gender_from_name("王夫人") == "female"
    assert guess_gender_from_name("安市城主") == "male"
    assert guess_gender_from_name("母亲") == "female"
    assert guess_gender_from_name("林晓月") == "female"
    text = "趙大走了進來。他坐下說：「好。」趙大又說：「走。」\n"
    assert discover_characters([text], Config()).gender("趙大") == "male"


def test_a_name_and_its_longer_form_are_one_person():
    text = ("店小二迎出來，唱個喏道：「客官，可是要打尖？」\n"
            "小二應了，一面去了。小二將酒肉擺上。\n"
            "小二壓低了聲音道：「客官休問。」\n")
    index = discover_characters([text], Config())
    assert index.canonical("小二") == index.canonical("店小二") == "店小二"


def test_a_surname_before_a_known_given_name_is_an_alias():
    text = ("许静喊：“林小满！吃饭！”\n“来了！”小满跑出来。小满坐下。\n"
            "小满笑道：“好香。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("林小满") == index.canonical("小满") == "小满"


def test_a_surname_before_lao_and_a_surname_is_the_end_of_a_role():
    text = ("接电话的是值班的技师老孙。老孙打了个呵欠。\n"
            "“又是你们急诊？”老孙问。\n“推过来吧。”老孙说。\n")
    index = discover_characters([text], Config())
    assert index.canonical("老孙") == "老孙" and index.canonical("师老孙") is None


def test_inscriptions_and_function_words_make_no_names():
    text = ("他掏出一張照片。照片背面寫著一行字：「給阿國。」照片很舊。照片發黃了。\n"
            "她和母亲说：「走吧。」母亲说：「好。」母亲笑了。\n")
    index = discover_characters([text], Config())
    assert "照片" not in index.names
    assert index.canonical("和母亲") is None


def test_compound_surnames_and_names_seen_twice_beside_quotes():
    text = ("諸葛瑾開口道：「將軍意下如何？」諸葛瑾面如土色。諸葛瑾回到江東。\n"
            "王腾没有理她：“打伤了我的人。”\n“好。”王腾收起折扇。\n"
            "乃呂蒙也。呂蒙拜辭。呂蒙大喜。呂蒙上書稱病。\n"
            "身后忽然传来一个声音：“好身手。”\n")
    names = set(discover_characters([text], Config()).names)
    assert {"諸葛瑾", "王腾", "呂蒙"} <= names
    assert not {"乃呂蒙", "身后"} & names


def test_spelled_out_foreign_names_are_discovered():
    text = ("玛丽亚抱着柴火走了进来。“外面冷死了！”玛丽亚说。\n"
            "玛丽亚瞪大了眼睛。玛丽亚朝他做了个鬼脸。\n")
    assert "玛丽亚" in discover_characters([text], Config()).names


def test_discovery_survives_scrambled_text():
    # Every run of ideographs of the seed rotated (as benchmarks/incremental.py does):
    # nonsense names must not leave an alias pointing at a name that was dropped.
    import re

    seed = (Path(__file__).parent.parent / "seeds" / "000_32476c0f85278ec0.txt").read_text(
        encoding="utf-8")
    def scrambled(shift: int) -> str:
        return re.sub(r"[\u4e00-\u9fff]+", lambda m: m.group(0)[shift % len(m.group(0)):]
                      + m.group(0)[:shift % len(m.group(0))], seed)

    config = load_config(Path(__file__).parent.parent / "voices.yaml")
    index = discover_characters([seed, scrambled(2), scrambled(3)], config)
    assert set(index.surfaces.values()) <= set(index.names)


def test_a_surname_and_given_name_acting_twice_and_called_in_a_quote_is_a_name():
    text = ("陸小川提著燈籠走來。陸小川把燈籠一擲，拔劍攔在門前。\n"
            "「我姓陸，名小川。」\n")
    assert "陸小川" in discover_characters([text], Config()).names
    uncalled = "陸小川提著燈籠走來。陸小川把燈籠一擲。\n「走開。」\n"
    assert "陸小川" not in discover_characters([uncalled], Config()).names


def test_a_longer_kin_title_is_not_read_as_the_shorter_name():
    index = build_index(Config(), [("大伯", "male")])
    assert [m.name for m in index.mentions("大伯母抢着说，大伯敲了敲桌面")] == ["大伯"]


def test_a_nickname_called_in_a_quote_or_after_a_role_word_is_a_name():
    text = ("主厨老孙掌勺，服务员小芳端着托盘进进出出。\n“孙师傅，催菜了！”\n"
            "老孙骂了一句。\n“阿强，葱花！”\n阿强递过去一碗葱花。\n小芳笑了。\n"
            "阿强愣了一下。\n小芳回过头来。\n“老孙，鱼呢？”\n老孙把锅一颠。\n")
    names = set(discover_characters([text], Config()).names)
    assert {"老孙", "阿强", "小芳"} <= names
    # a nickname form seen once, neither called nor after a role word, is not taken
    assert "小李" not in discover_characters(["小李走了。\n“好。”\n"], Config()).names


def test_a_given_name_that_keeps_opening_clauses_is_a_name_once_written_in_full():
    text = ("儿子孙建国还没回来。\n建国推着车子进了院。建国往里看了一眼。\n"
            "建国低着头，半天没说话。建国咬了咬牙。\n照片背面写着字。一张照片。照片发黄了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("建国") is not None
    assert index.canonical("照片") is None


def test_a_called_name_written_right_after_a_known_one_is_its_alias():
    text = ("其实是老三志伟下个礼拜就要回深圳。\n老三笑了一声：“大哥，你这是商量？”\n"
            "老三把椅子往前拉了拉。老三站起来。\n“志伟，菜还没吃完呢。”刘敏说。\n")
    index = discover_characters([text], Config())
    assert index.canonical("志伟") == index.canonical("老三") == "老三"


def test_a_full_name_right_after_a_role_word_is_a_name_and_its_given_name_an_alias():
    text = ("新郎刘大柱穿着一身新西装，从屋里迎出来。\n“大柱子呢？”王大炮喊。大柱笑了。\n"
            "新娘子马秀兰跟着大柱出来了。秀兰挨着大柱坐下。\n母亲和宏儿下楼来了。宏儿笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("大柱") == "刘大柱" and index.canonical("秀兰") == "马秀兰"
    assert index.canonical("和宏儿") is None


def test_a_role_written_before_one_name_only_is_that_person_with_its_sex():
    text = ("大掌櫃程敬齋坐在上首，二掌櫃侯德培坐在下手。村长孙德旺早早就坐定了。\n"
            "程敬齋點點頭：「辛苦了。」侯德培抬起眼皮，問道：「借多少？」\n"
            "大掌櫃道：「五萬兩。」二掌櫃道：「不成。」大掌櫃嘆了口氣。二掌櫃笑了。\n"
            "孙村长皱起了眉头：“人齐了没？”孙村长笑了。孙德旺说：“好。”孙德旺坐下。\n")
    index = discover_characters([text], Config())
    assert index.canonical("大掌櫃") == "程敬齋" and index.canonical("二掌櫃") == "侯德培"
    assert index.canonical("孙村长") == "孙德旺"
    assert index.gender("程敬齋") == "male"


def test_a_preposition_before_a_title_a_verb_before_a_name_and_a_face_are_not_names():
    text = ("除掌門之外，只有二師叔學全了。除掌門外，誰也不會。\n掌門咳了一陣，緩緩道：「好。」\n"
            "陳宜蓁戴著耳機。阿嬤朝客廳喊，要宜蓁進來剝蝦子。宜蓁低著頭。宜蓁站起來。\n"
            "周建国捂住胸口，一脸受伤：“好。”周建国转向陈默，一脸悲壮：“老大。”\n"
            "屋檐上蹲着白狐。屋檐上的白狐笑得尾巴直抖：“傻小子。”白狐跳下屋檐，又跳上屋檐上。\n")
    index = discover_characters([text], Config())
    for word in ("除掌門", "要宜蓁", "一脸", "屋檐", "屋檐上"):
        assert index.canonical(word) is None, word


def test_rooms_eyes_and_a_pause_are_not_names_but_a_man_called_by_surname_and_title_is():
    text = ("亭子間裏半晌才有人應聲：「起來了。」亭子間的門開了。亭子間裏沒有燈。\n"
            "客堂裏的人說：「好。」客堂裏坐著人。半晌才聽見腳步。\n"
            "晓雨眼睛红红的：“陈姐。”眼睛一直没离开屏幕。眼睛亮了：“好。”\n"
            "最边上的罗振东推了推眼镜：“小姑娘，想好了？”\n“罗老师？”何亮提醒了一句。\n"
            "罗振东没急着开口。\n")
    index = discover_characters([text], Config())
    for word in ("亭子間", "客堂", "半晌才", "眼睛"):
        assert index.canonical(word) is None, word
    assert index.canonical("罗振东") == "罗振东"


def test_siblings_sharing_a_name_s_start_are_three_names_and_objects_are_not_names():
    text = ("总经理沈建华坐在左手边。沈建华清了清嗓子：“开会。”沈建华皱起眉头：“不续？”\n"
            "财务总监沈建英没有开口。沈建英抬眼看着哥哥：“大哥。”沈建英摇头：“没算。”\n"
            "沈建明是沈家老三。沈建明坐下来：“我带了方案。”沈建明笑了：“要两席。”\n"
            "电话响了。电话那头说：“喂？”扬声器里传出声音：“警报解除。”扬声器里又说：“好。”\n"
            "他坐下来，抬起头：“情况我知道。”抬起头又说：“好。”一日，他来了。一日无事。\n")
    index = discover_characters([text], Config())
    assert {index.canonical(n) for n in ("沈建华", "沈建英", "沈建明")} == {
        "沈建华", "沈建英", "沈建明"}
    for word in ("沈建", "电话", "扬声器里", "抬起头", "一日"):
        assert index.canonical(word) is None, word


def test_heard_and_an_adverb_do_not_grow_a_name():
    text = ("青娥笑曰：「郎君讀書讀呆了。」青娥起身曰：「妾去矣。」\n"
            "良久，聞青娥在外泣道：「郎君何忍至此！」\n良久，聞青娥在外嘆道：「罷了。」\n"
            "生心中暗喜，道：「好。」生心中一動，問：「卿何來？」生心中一凜。\n")
    index = discover_characters([text], Config())
    assert index.canonical("青娥") == "青娥" and index.canonical("聞青娥") is None
    assert index.canonical("生心中") is None


def test_a_nickname_with_a_kin_tail_is_a_name_and_lights_and_window_seats_are_not():
    text = ("阿春嫂一面跑一面喊：「水木伯！」阿春嫂抹了一把淚。阿春嫂跪下來。\n"
            "手电光又慢悠悠地往上铺扫。手电光一收：“睡觉！”手电光晃了晃。\n"
            "靠窗的上铺传来一声：“我刷了！”靠窗的那个笑了。靠窗的又说：“好。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("阿春嫂") == "阿春嫂"
    for word in ("手电光", "手电", "靠窗"):
        assert index.canonical(word) is None, word


def test_a_child_s_doubled_name_called_in_a_quote_is_a_name_but_a_doubled_manner_is_not():
    text = ("“航航，过来！”陈静喊。航航跑过来。航航把书包一甩：“妈妈！”\n"
            "“诺诺，慢点！”老赵说。诺诺笑了。诺诺躲到爷爷身后。\n"
            "“淡淡，”她说。淡淡的月光。淡淡一笑。陈静小声说：“好。”小声问：“嗯？”\n")
    index = discover_characters([text], Config())
    assert index.canonical("航航") == "航航" and index.canonical("诺诺") == "诺诺"
    assert index.canonical("淡淡") is None and index.canonical("小声") is None


def test_getting_up_and_behind_the_counter_are_not_names():
    text = ("蕭蕙娘起身道：「奴家無以為贈。」起身斟了一杯酒。起身又道：「便唱一曲。」\n"
            "柜台后应道：“那边，自己插。”柜台后又喊：“要得。”柜台后没人。\n")
    index = discover_characters([text], Config())
    assert index.canonical("起身") is None and index.canonical("柜台后") is None


def test_common_given_name_characters_tell_a_man_from_a_woman():
    assert [guess_gender_from_name(n) for n in ("方小川", "赵铁柱", "苏晓", "林朵朵")] == [
        "male", "male", "female", "female"]


def test_standing_up_and_a_long_while_are_not_names():
    text = ("刘老师站起来：“您先坐。”刘老师站起身：“别急。”刘老师站起了。\n"
            "三叔半天没说话。半天，三叔才开口：“血。”半天又道：“走。”半天没动静。\n")
    index = discover_characters([text], Config())
    assert index.canonical("站起") is None and index.canonical("半天") is None


def test_joined_palms_a_hoarse_voice_and_the_first_of_something_are_not_names():
    text = ("三藏合掌道：「阿彌陀佛。」合掌又道：「善哉。」合掌閉目。\n"
            "門外一個沙啞的聲音道：「格格。」沙啞的聲音又道：「快走。」沙啞了半日。\n")
    index = discover_characters([text], Config())
    assert index.canonical("合掌") is None and index.canonical("沙啞") is None
    index = labelled_index("ho17_qing_princesses")
    assert index.canonical("頭一") is None  # 頭一句, 回頭一看


def test_drawing_blood_is_not_a_name():
    text = ("周姐利索地扎针、抽血、贴胶布。抽血，肌钙蛋白。抽血又快又准。\n"
            "“抽血，肌钙蛋白、心梗三项。”我转头对周姐道。抽血去了。\n")
    assert discover_characters([text], Config()).canonical("抽血") is None


def test_a_character_of_a_riddle_is_no_name_and_an_old_monk_lends_no_alias():
    text = ("一字，老者拈鬚笑道：「畫時圓。」一字之差。一字千金。\n"
            "老和尚说：“先进来。”老和尚转身出去了。小和尚说：“好。”老和尚笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("一字") is None and index.canonical("和尚") is None


def test_but_before_a_name_does_not_grow_it():
    text = ("陈默点点头。可陈默还是紧张：“我紧张。”陈默说：“我没打算报年薪。”\n"
            "唐果踢了他一脚。陈默笑了。可陈默不敢抬头。\n")
    index = discover_characters([text], Config())
    assert index.canonical("陈默") == "陈默" and index.canonical("可陈默") is None


def test_how_people_call_a_name_tells_its_sex_before_the_pronouns_after_it():
    # In a story told from her side, 她 follows every name; 岑兄 and 建英姐 say who is who.
    text = ("岑參推開窗，她在一旁看著。岑參道：「起風了。」岑參坐下，她又倒了一杯酒。\n"
            "杜若道：「岑兄，再飲一杯。」杜若笑道：「建英姐也來。」\n"
            "沈建英道：「好。」沈建英舉杯，他也舉杯。\n")
    index = discover_characters([text], Config())
    assert index.gender("岑參") == "male"
    assert index.gender("沈建英") == "female"


def test_a_surname_called_with_a_woman_s_kin_word_may_be_someone_else():
    # 王妈 is the family's maid, not 王大川; only polite words (王先生, 王小姐) go by surname.
    text = ("王大川道：「走。」王大川出了門，他回頭看了一眼。王大川道：「快些。」\n"
            "丫頭道：「王妈，鍋裡的粥好了。」王妈應了。\n")
    assert discover_characters([text], Config()).gender("王大川") == "male"


def test_a_family_s_manor_or_village_is_not_a_name():
    text = ("萬家莊道：「來者是客。」萬家莊張燈結綵。萬家莊的莊丁道：「請。」\n"
            "萬重山道：「坐。」萬重山舉杯。\n")
    names = discover_characters([text], Config()).names
    assert "萬重山" in names and "萬家莊" not in names


def test_gestures_and_not_knowing_who_are_not_names():
    text = ("王二嫂擠到前頭，拍手道：「好！」王二嫂又道：「妙！」李老爹拍手道：「是！」\n"
            "不知道是誰起哄道：「一條過！」不知道誰又喊道：「再來！」\n")
    names = discover_characters([text], Config()).names
    assert "王二嫂" in names
    assert not {"拍手", "不知道"} & set(names)


def test_about_and_a_cabin_door_are_not_names():
    text = ("沈太太約莫三十出頭。約莫道：「好。」約莫又道：「走。」\n"
            "後艙門砰地撞開。後艙門道：「誰？」後艙門又道：「來了。」\n")
    assert not {"約莫", "後艙門"} & set(discover_characters([text], Config()).names)


def test_common_given_name_endings_tell_a_man_from_a_woman_before_the_pronouns_do():
    # Told from her side, 她 follows both names; 建平 and 启明 are men, 晚秋 a woman.
    text = ("周建平道：“上车。”周建平看了她一眼，她没说话。贺启明道：“坐。”贺启明坐下，她也坐下。\n"
            "林晚秋道：“好。”林晚秋笑了，他也笑了。\n")
    index = discover_characters([text], Config())
    assert index.gender("周建平") == index.gender("贺启明") == "male"
    assert index.gender("林晚秋") == "female"


def test_nicknames_from_looks_that_speak_are_names_but_tables_and_stones_are_not():
    text = ("大头从屏风缝里压着嗓子说：“稳起。”猴子吐出一片毛豆壳：“汗先出来了。”\n"
            "“喵。”猴子说。大头说：“莫慌。”服务员连声道：“对不起。”服务员连声道歉：“对不起。”\n"
            "桌子上摆满了菜。桌子底下有只猫。\n")
    names = discover_characters([text], Config()).names
    assert {"大头", "猴子"} <= set(names)
    assert not {"桌子", "连声"} & set(names)


def test_a_nickname_s_big_is_no_surname_and_an_alley_is_no_name():
    # 大德子 is a man; 大姑娘 is what the carters call the yard owner's daughter.
    text = ("大德子道：“您上车。”大德子拉起车，他跑得飞快。\n"
            "车夫们当面叫金凤“大姑娘”，大姑娘长大姑娘短。\n"
            "金凤道：“回来啦？”胡同道：“冷。”胡同里没人。胡同道：“走。”\n")
    index = discover_characters([text], Config())
    assert index.gender("大德子") == "male"
    assert "胡同" not in index.names


def test_also_again_and_yet_do_not_start_names():
    text = ("錢書吏撐不住，也笑了，笑罷卻又嘆道：「不瞞先生。」\n"
            "錢書吏把紙摺好，揣進懷裏，也笑道：「便寫。」他想了想，又笑道：「罷了。」\n")
    assert not {"也笑", "又笑"} & set(discover_characters([text], Config()).names)


def test_a_name_and_an_adverb_and_a_place_in_the_mind_are_not_names():
    text = ("剑灵忽然道：“往东走。”剑灵忽然笑道：“妙啊。”识海中传来一声：“丫头。”"
            "识海中道：“别怕。”剑灵道：“走。”老妪露出笑容。露出道：“好。”露出道：“是。”\n")
    names = discover_characters([text], Config()).names
    assert "剑灵" in names
    assert not {"剑灵忽然", "识海中", "露出"} & set(names)


def test_a_doubled_name_that_opens_tags_is_a_name_and_as_soon_as_is_not():
    text = ("“走啦走啦！”跳跳压低嗓子说。跳跳道：“有大新闻。”\n"
            "圆圆道：“是……是我。”圆圆又道：“睡不着。”\n"
            "手电筒的光晃了两下。光一走，石洞里就探出一个脑袋。冷冷道：“哼。”冷冷道：“走。”\n")
    names = discover_characters([text], Config()).names
    assert {"跳跳", "圆圆"} <= set(names)
    assert not {"光一走", "冷冷"} & set(names)


def test_a_verb_before_a_name_does_not_lengthen_it():
    text = ("陳生道：「有房間麼？」陳生笑道：「不妨。」侯七道：「客官請。」侯七又道：「好。」\n"
            "是夜，青陽子畫了一道符，又將一柄桃木劍橫置膝上，囑陳生今夜無論聽見甚麼，都不可應聲。\n"
            "眾人各自上了馬，留侯七夫妻在店中看守。江湖上道：「來了。」江湖上道：「快走。」\n")
    names = discover_characters([text], Config()).names
    assert {"陳生", "侯七"} <= set(names)
    assert not {"囑陳生", "留侯七", "江湖上"} & set(names)


def test_names_from_other_languages_that_speak_and_are_called_are_names():
    # 朝鲁 looks like "towards 鲁", 其其格 like a doubling; both speak and are called.
    text = ("其其格往炉膛里添了牛粪。“朝鲁，去把门帘压上。”其其格说。\n"
            "朝鲁正蹲在地上收拾药箱。朝鲁道：“我刚看过。”朝鲁抬起头。其其格头也不回地说：“焐一焐。”\n"
            "“阿爸，你听什么呢？”朝鲁问。其其格张了张嘴。“十六也是孩子。”其其格说。朝鲁笑了。\n"
            "“其其格，羊呢？”巴特尔问。\n")
    names = discover_characters([text], Config()).names
    assert {"朝鲁", "其其格"} <= set(names)


def test_a_handset_a_squared_chest_and_the_audience_are_not_names():
    text = ("话筒里的声音有点闷。话筒道：“妈。”话筒又道：“我没事。”\n"
            "他挺胸道：“到！”挺胸道：“是！”压低道：“嘘。”压低了声音道：“走。”\n"
            "观众道：“好！”观众齐声道：“再来！”\n")
    assert not {"话筒", "挺胸", "压低", "观众"} & set(discover_characters([text], Config()).names)
    text = ("面罩后面传来喘气声。面罩道：“我没事。”面罩又道：“喘不上来。”\n"
            "驾驶室的门开了。驾驶道：“各位旅客。”驾驶又道：“请注意。”\n")
    assert not {"面罩", "驾驶"} & set(discover_characters([text], Config()).names)


def test_a_name_after_a_surname_is_not_lengthened_by_other_words_or_cut_as_a_shadow():
    # 獨玉琛還在那裡: 獨 (only) before a given name the book writes 沈玉琛; 柳疏影 is 疏影
    text = ("沈玉琛進來作揖。玉琛笑道：「我來遲了。」玉琛又道：「罰我。」\n"
            "柳疏影冷笑一聲。疏影道：「罰你？」疏影又道：「罰你作詩。」\n"
            "眾人都交了卷，獨玉琛還在那裡咬筆。\n")
    names = discover_characters([text], Config()).names
    assert {"玉琛", "疏影"} <= set(names)
    assert "獨玉琛" not in names


def test_a_surnamed_name_written_often_and_seen_to_perceive_is_a_name():
    # 苏晚 opens only two clauses and tags no line, yet she hears and sees: a person
    text = ("领航台前的苏晚已经把星图调了出来。她盯着屏幕：“位置不对。”\n"
            "舰长走到苏晚身后。苏晚没有动，看向舰长。\n"
            "她的手在抖，但苏晚看得出来，那不是害怕。“怎么办？”她问。\n"
            "四下里一片寂静，苏晚听见了自己的心跳。\n"
            "车间里很吵。车间今天停电，大家走到车间外面，看见车间主任在点名。\n")
    names = discover_characters([text], Config()).names
    assert "苏晚" in names
    assert "车间" not in names


def test_an_army_camp_and_a_worried_taoist_are_not_names():
    text = ("周营门旗下副将杜远高叫：“先锋仔细！”周营众军士道：“威武！”\n"
            "那道人喝道：“休走！”道人道：“看剑！”\n"
            "邬天禄在城上看见，恐道人有失，急令鸣金。\n")
    names = discover_characters([text], Config()).names
    assert not {"周营", "恐道人"} & set(names)


def test_a_doubled_verb_and_a_bunk_are_not_names():
    text = ("老头蹲下身，拍拍黑子的脑袋：「黑子，你听听。」\n"
            "他又拍拍小豆的肩膀：「别怕。」\n"
            "上鋪探出頭來：「吵死了。」上鋪又道：「睡覺。」\n")
    names = discover_characters([text], Config()).names
    assert not {"拍拍", "上鋪"} & set(names)


def test_a_little_one_called_in_a_quote_and_acting_twice_is_a_name():
    text = ("杜班主冲墙角喊：“小顺子！水呢？”\n小顺子端着茶碗跑过来。\n"
            "师父瞪着他：“唱什么唱？”\n“师父，我错了。”小顺子捡起扇子。\n"
            "“小伙子！过来。”小伙子走过来。小伙子笑了。\n")
    names = discover_characters([text], Config()).names
    assert "小顺子" in names
    assert "小伙子" not in names


def test_a_deed_a_voice_and_a_microphone_opening_clauses_are_not_names():
    text = ("谭秀英别过脸去，拿筷子戳着碗里的鱼头：“吃我炒的菜。”\n"
            "谭秀英低下头，拿筷子把鱼头翻了个面：“吃吧。”\n"
            "小马一看火候到了，嗓门拔得老高：“瞅瞅！”小马反应快，嗓门一提：“好！”\n"
            "小马把麦克风往嘴边一怼。小马反应快，麦克风一转：“哎哟。”麦克风又道：“来。”\n")
    names = discover_characters([text], Config()).names
    assert not {"拿筷子", "嗓门", "麦克风"} & set(names)
    assert {"谭秀英", "小马"} <= set(names)


def test_then_and_walking_up_in_classical_prose_are_not_names():
    text = ("王乃曰：「先生之策，寡人知之矣。」王乃笑曰：「善。」\n"
            "那客行至殿前。行至階下，武士喝曰：「何不下拜？」行至道：「臣聞之。」\n")
    names = discover_characters([text], Config()).names
    assert not {"王乃", "行至"} & set(names)


def test_less_common_surnames_are_surnames():
    # 云 (雲) and 禹 are surnames too; 云鬓 stays hair and 宣布 a verb
    text = ("雲素心輕聲喝道：「綠萼！」雲素心回頭瞪了她一眼：「住口。」\n"
            "孟元朗道：「雲姑娘請。」慧覺道：「雲姑娘遠來辛苦。」孟元朗又道：「雲姑娘，這邊。」\n"
            "她雲鬢微亂。裁判宣布：「平局。」\n")
    index = discover_characters([text], Config())
    assert index.gender("雲素心") == "female"
    assert not {"雲鬢", "宣布"} & set(index.names)


def test_a_man_of_a_surname_like_hong_who_is_never_tagged_by_name_is_found():
    # 洪 and 厉 are surnames: 洪塔山 acting in clause after clause speaks through 他; 洪水 is water
    text = ("洪塔山从车上跳下来。洪塔山讪讪地坐下，掏出一包烟。\n"
            "孔太平说：“老洪，坐。”\n洪塔山愣了半晌。他一拍大腿，说：“成！”\n"
            "洪水退了。洪水冲垮了堤。洪水又涨了。\n")
    index = discover_characters([text], Config())
    assert "洪塔山" in index.names
    assert "洪水" not in index.names
    said = next(s for s in attribute(text) if s.text.startswith("“成！”"))
    assert said.speaker == "洪塔山"


def test_a_doubled_name_opening_clauses_and_tagging_once_is_a_name():
    text = ("苏苏坐在观众席第一排。\n“我相信是设备问题。”苏苏笑着接话，“不过就算是也没关系。”\n"
            "苏苏把应援牌举高了些。\n")
    assert "苏苏" in discover_characters([text], Config()).names


def test_gravely_and_the_right_hand_seat_are_not_names():
    text = ("韩敬之郑重道：“陆少侠，丐帮欠你一个人情。”郑重道：“好。”\n"
            "右首一个跛脚老丐冷笑：“你也知道自己不敢当？”右首道：“哼。”右首又道：“走。”\n")
    assert not {"郑重", "右首"} & set(discover_characters([text], Config()).names)


def test_a_described_speaker_keeps_the_sex_of_its_description():
    # 老头 speaks often, and 她 follows him twice (his wife); he is still a man
    text = ("老头道：“关了免提再说。”她在灶台边应了一声。老头又道：“鱼呢？”她没答。\n"
            "老头说：“算了。”报纸后面传来一声咳嗽。报纸道：“嗯。”报纸又道：“好。”\n")
    index = discover_characters([text], Config())
    assert index.gender("老头") == "male"
    assert "报纸" not in index.names


def test_an_hour_and_a_sword_tip_are_not_names_but_a_numbered_servant_is():
    text = ("八點一到，主播說：「開票開始。」八點道：「好。」八點又道：「來。」\n"
            "他的劍尖指著她：「妖女！」劍尖道：「哼。」劍尖又道：「看劍。」\n"
            "四九道：「公子又說胡話了。」四九笑道：「走罷。」四九跟在後頭。\n")
    names = discover_characters([text], Config()).names
    assert not {"八點", "劍尖"} & set(names)
    assert "四九" in names


def test_turning_ones_head_is_not_a_name():
    text = ("知县转过头来，盯着许六：“你在倭船上待了两年？”转过道：“说！”转过又道：“快说！”\n")
    assert "转过" not in discover_characters([text], Config()).names


def test_a_sect_and_a_cold_snort_are_not_names():
    text = ("赤焰門弟子喝道：「什麼人！」赤焰門又道：「出來！」赤焰門的人都拔了劍。\n"
            "陸承淵冷哼一聲：「不過是陣法。」冷哼道：「哼。」冷哼又道：「走。」\n"
            "李道宗道：「臣在。」李道宗又道：「遵旨。」\n")
    names = discover_characters([text], Config()).names
    assert not {"赤焰門", "冷哼"} & set(names)
    assert "李道宗" in names  # 宗 ends names too, not only sects


def test_miss_lin_is_a_woman_and_mr_smith_is_not():
    assert guess_gender_from_name("密斯林") == "female"
    assert guess_gender_from_name("史密斯") != "female"
    text = ("那穿大衣的漢子摘下帽子：「太太不必驚慌。」大衣道：「是。」大衣又道：「好。」\n")
    assert "大衣" not in discover_characters([text], Config()).names


def test_a_japanese_surname_ending_in_a_temple_is_a_name():
    text = ("小野寺推了推眼镜：「先生，警部的脸色不好。」小野寺又道：「我们走吧。」\n"
            "小野寺跟在后面。赤焰门弟子道：「站住！」赤焰门又道：「走！」\n")
    names = discover_characters([text], Config()).names
    assert "小野寺" in names and "赤焰门" not in names


def test_review_cases_of_discovery():
    text = ("绫乃笑道：「好。」绫乃又道：「走吧。」绫乃转过身去。\n"
            "欧阳冰心道：「来了。」欧阳冰心又道：「坐。」\n"
            "马车停在门口。车夫跳下来看马车。马车没有停。路人绕过马车。\n")
    names = set(discover_characters([text], Config()).names)
    assert {"绫乃", "欧阳冰心"} <= names
    assert "马车" not in names


def test_a_given_name_ending_in_jun_is_not_taken_for_a_lord():
    assert guess_gender_from_name("李君") == "male"  # Mr Li
    text = ("香君低了头。侯方域道：「前日蒙你赠诗。」香君这才抬起眼来，她声音极轻："
            "「公子又哄人了。」香君冷笑一声：「妈妈这话差了。」\n")
    assert discover_characters([text], Config()).gender("香君") == "female"


def test_a_middle_bunk_is_no_name():
    text = ("中铺的帘子拉开一条缝。列车员朝中铺抬了抬下巴：「中铺，林晓雯？」\n"
            "中铺的帘子后头传出一声轻笑：「小周，你那四个九是摸出来的吧？」中铺笑道：「嘘。」\n")
    assert "中铺" not in discover_characters([text], Config()).names


def test_a_cave_mouth_is_no_name():
    text = ("洞口挂着棉被。洞口十几个伤员应了一声：「是！」洞口又道：「来了！」洞口有风。\n"
            "林医生道：「抬进来。」\n")
    assert "洞口" not in discover_characters([text], Config()).names


def test_a_pet_name_with_a_is_the_full_names_owner_and_a_box_is_no_name():
    text = ("金宝根道：「白小姐，请吧。」金宝根又道：「走。」阿根头也不回。\n"
            "阿根笑道：「好。」包厢那边的帘子掀开一角。包厢里传出一声咳嗽。包厢又道：「谁？」\n")
    index = discover_characters([text], Config())
    assert index.canonical("阿根") == "金宝根"
    assert "包厢" not in index.names


def test_a_given_name_called_with_a_once_is_its_owner():
    # 火旺 … 「阿旺，…」: 阿 and the last character of a two-character given name, called
    # once, is that man (the speaker is someone else)
    text = ("火旺蹲在码头上。火旺说：「要起风了。」火旺道：「走吧。」\n"
            "「阿旺，你还蹲在那里做啥？」\n")
    assert discover_characters([text], Config()).canonical("阿旺") == "火旺"


def test_a_name_with_a_village_kin_title_is_a_name():
    text = ("六一公公那只白篷船泊在桥下。六一公公最疼我。我跳上岸：「我们吃过了。」\n"
            "第二天，六一公公摇着船从桥下过，看见了我，便停了橹，高声问：「昨天的戏可好么？」\n")
    assert "六一公公" in discover_characters([text], Config()).names
    text = "老爷坐着，大少爷瑞文不在家。\n大少爷已经掀帘子进来了。\n"
    assert "大少爷" not in discover_characters([text], Config()).names  # one word, no name


def test_a_voice_message_is_no_name():
    text = ("语音里还能听见键盘响：「姐。」语音里又道：「走。」语音里全是风声。\n"
            "视频那头静了两秒。视频里又道：「好。」视频那头挂了。\n")
    assert not {"语音", "视频"} & set(discover_characters([text], Config()).names)


def test_a_count_of_sect_disciples_is_no_name():
    text = ("那青年抱拳道：「原來是青城派的高足。」\n"
            "青城四人中年紀最輕的一個，一直沒有作聲，這時卻站起來道：「方師兄，算了。」\n"
            "魯長風瞇起眼睛，在青城四人臉上一個個瞧過去：「是誰？」\n"
            "青城四弟子如蒙大赦，扶起洪人勇，齊聲道：「走！」\n"
            "方人俊頭也不回，「旁人還道咱們青城派怕了他們。」\n")
    assert not {"青城四", "青城"} & set(discover_characters([text], Config()).names)


def test_a_child_and_the_parent_called_after_her_are_names():
    text = ("秀英娘马桂兰，村里人都叫她一阵风。秀英爹刘福贵却是个慢性子。\n"
            "马桂兰道：「叫她出来！」刘福贵赶紧搬出一条板凳。刘福贵张了张嘴，低下头去。\n"
            "北房的门帘一挑，秀英出来了。\n「娘，爹，彩礼我不要。」\n")
    names = set(discover_characters([text], Config()).names)
    assert {"秀英", "刘福贵"} <= names


def test_second_review_cases_of_discovery():
    text = "隔壁大婶走了过来。隔壁大婶看着他。他道：「好。」\n"
    assert "隔壁大婶" not in discover_characters([text], Config()).names
    text = "金宝根道：「好。」金宝根又道：「走。」他想去阿根廷。阿根廷很远。\n"
    index = discover_characters([text], Config())
    assert index.canonical("阿根") is None  # 阿根廷 is a country
    text = ("王秀妹道：「好。」王秀妹又道：「走。」李强道：「阿妹，过来。」阿妹是他的女儿。"
            "阿妹笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("阿妹") != "王秀妹"
    text = "步伐很乱。步伐停下。步伐又快了。步枪响了。步枪又响了。\n"
    assert not {"步伐", "步枪"} & set(discover_characters([text], Config()).names)
    text = "许城说：「走。」许城笑道：「好。」许城坐下。\n"
    assert "许城" in discover_characters([text], Config()).names


def test_a_speech_verb_or_a_look_is_no_name():
    text = ("小妖叫道：「開門！」叫道又道：「來了！」叫道一聲。\n"
            "青臉的開了門。青臉道：「快說。」青臉又道：「好。」青臉轉身。\n")
    assert not {"叫道", "青臉"} & set(discover_characters([text], Config()).names)


def test_an_old_man_and_his_next_verb_are_no_name():
    text = ("小唐道：「睡吧。」\n老爷子闭着眼，嘴唇还在动：「……芦花那只又跑了……」\n"
            "老爷子闭上眼，像是放了心。\n")
    assert "老爷子闭" not in discover_characters([text], Config()).names


def test_a_curtain_a_room_rank_and_the_words_just_said_are_no_names():
    text = ("纱帘后静了好一会儿。纱帘猛地被人掀开。话音未落，地字一号房里传来一声长笑。"
            "话音刚落，门外响起叩门声。地字一号房道：「两千。」地字九号房道：「三千。」\n")
    assert not {"纱帘", "话音", "地字"} & set(discover_characters([text], Config()).names)


def test_a_name_with_a_latin_letter_and_counted_mouths():
    text = ("細B哥冷笑一聲：「你睇開？」細B哥把茶杯一放。豪哥道：「係。」\n"
            "七八张嘴同时嚷开了：「进了！」北京时间凌晨三点。时间不早了。时间道：「好。」\n")
    names = set(discover_characters([text], Config()).names)
    assert "細B哥" in names and not {"七八张", "时间"} & names


def test_an_adverb_and_what_follows_is_no_name():
    text = ("秋纹便不言语了，只低头拣那骨牌。晴雯道：「哼。」\n"
            "宝玉心下明白，也不敢再说笑，只低声道：「你姐姐的事……」\n")
    assert "只低" not in discover_characters([text], Config()).names


def test_a_towel_a_wall_and_gentleness_are_no_names():
    text = ("毛巾底下传来一声笑：「靠谱。」毛巾又道：「再浇一瓢。」温柔的女声道：「请注意。」"
            "温柔道：「好。」舱壁上亮着灯。舱壁道：「嘀。」\n")
    assert not {"毛巾", "温柔", "舱壁"} & set(discover_characters([text], Config()).names)


def test_a_ditch_is_no_name():
    text = ("圳溝邊的阿桑抬起頭來：「阿福仔，你透早就咧吵啥？」圳溝仔水流得真緊。"
            "圳溝道：「好。」圳溝又道：「走。」\n")
    assert "圳溝" not in discover_characters([text], Config()).names


def test_a_household_and_a_glance_are_no_names():
    text = ("黄家的船在前头。黄家舅舅站在船头：「到了！」黄家道：「好。」黄家又道：「走。」\n"
            "陈奶奶左看右看：「冰果？」左看道：「嗯。」左看又道：「好。」\n")
    assert not {"黄家", "左看"} & set(discover_characters([text], Config()).names)


def test_a_classical_name_and_a_particle_are_no_name():
    text = ("第九回\n\n白亦笑曰：「然。」白已半醉。白已醉矣。翁自內堂奔出。翁自語曰：「罷了。」\n"
            "知章曰：「好。」知章又曰：「走。」\n")
    assert not {"白亦", "白已", "翁自"} & set(discover_characters([text], Config()).names)


def test_classical_links_open_no_name():
    names = set(labelled_index("ho73_liaozhai_painted_skin").names)
    assert not {"归至斋", "至斋"} & names  # 归至斋门: came back to the study's door


def test_third_review_cases_of_discovery():
    text = "林亦推开教室的门。\n林亦笑道：“早。”林亦又道：“走。”林亦坐下了。\n"
    assert "林亦" in discover_characters([text], Config()).names  # 亦 ends modern names
    text = "庄家笑道：“买定离手！”庄家又道：“开！”庄家收钱。\n"
    assert "庄家" in discover_characters([text], Config()).names  # the banker
    text = "至尊宝道：“紫霞，等等我！”至尊宝又道：“走。”至尊宝哭了。\n"
    assert "至尊宝" in discover_characters([text], Config()).names
    text = ("第一回\n\n甲曰：「一。」乙曰：「二。」淳于琼笑曰：「曹操安能至此？」"
            "淳于琼又曰：「走。」\n")
    assert "淳于琼" in discover_characters([text], Config()).names
    text = "这条微博很快被大V转发了。好几个大V都在评论区里吵了起来。\n小林盯着手机：“完了。”\n"
    assert "大V" not in discover_characters([text], Config()).names
    text = "我在后面喊她“回来”，小芳还是没回来。回来了吗？小芳才回来。小芳道：“嗯。”\n"
    assert "回来" not in discover_characters([text], Config()).names


def test_a_name_ending_like_a_place_that_opens_many_tags():
    text = ("英台眉頭一蹙：「不可。」山伯笑道：「賢弟。」英台起身讓座：「梁兄請坐。」\n"
            "英台眼圈一紅：「多謝。」講台上放著書。\n")
    assert "英台" in discover_characters([text], Config()).names
    text = "后面有人喊：“站住！”后面又喊：“别跑！”后面追来三个人：“抓住他！”\n"
    assert "后面" not in discover_characters([text], Config()).names
    text = ("第一回\n\n晏子上殿。晏子對曰：「然。」晏子笑曰：「否。」晏子正色曰：「臣聞之。」"
            "王曰：「善。」晏子辭去。\n")
    assert "晏子" in discover_characters([text], Config()).names  # 晏子上殿, once


def test_a_translated_name_joined_by_dots_and_its_short_forms():
    text = ("第十四章\n\n老将军斯捷潘·卡尔洛维奇·冯·布伦克坐在安乐椅里。"
            "“彼得·尼古拉耶维奇·罗斯托夫采夫中尉到！”听差通报道。\n"
            "“您好，将军。”罗斯托夫采夫说。冯·布伦克点了点头：“坐吧。”\n"
            "娜塔莉娅·亚历山德罗夫娜笑了。娜塔莉娅坐下。约翰·哈特利拉开门，约翰·哈特利走了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("罗斯托夫采夫") == "彼得·尼古拉耶维奇·罗斯托夫采夫"
    assert index.canonical("冯·布伦克") == "斯捷潘·卡尔洛维奇·冯·布伦克"
    assert index.canonical("斯捷潘·卡尔洛维奇") == "斯捷潘·卡尔洛维奇·冯·布伦克"
    assert index.gender("斯捷潘·卡尔洛维奇·冯·布伦克") == "male"
    assert index.gender("娜塔莉娅·亚历山德罗夫娜") == "female"
    assert "约翰·哈特利" in index.names and "约翰·哈特利拉" not in index.names


def test_a_family_name_shared_by_a_mother_is_no_alias_of_the_daughter():
    text = ("史密斯太太坐在壁炉边。她的女儿玛格丽特站在钢琴旁边，她在翻乐谱。\n"
            "“玛格丽特·史密斯！”史密斯太太叫道。玛格丽特红了脸，她没有回答。\n")
    index = discover_characters([text], Config())
    assert index.canonical("玛格丽特") == "玛格丽特·史密斯"
    assert index.canonical("史密斯") is None
    assert index.gender("玛格丽特·史密斯") == "female"  # 玛格丽特 … 她


def test_as_someone_meant_is_no_name():
    text = ("于谦大步出班：「言南迁者，可斩也！」\n郕王定了定神，按于谦的意思宣谕：「依议。」\n"
            "于谦冷冷地道：「星象？」\n众人一拜，按于谦的吩咐去了。\n于谦走出左掖门。\n")
    names = discover_characters([text], Config()).names
    assert "按于谦" not in names and "于谦" in names


def test_a_foreign_name_written_with_a_title_is_a_person():
    text = ("第三章\n\n一个进来的是克莱蒙先生。克莱蒙先生一本正经地坐下：“晚上好。”\n"
            "“瞧您说的，克莱蒙先生！”勒布伦太太笑道。佩兰老爹没有作声。\n"
            "“嗳，佩兰老爹！”勒布伦太太说。德·蒙托朗伯爵夫人也好，德·蒙托朗伯爵夫人也罢。\n")
    index = discover_characters([text], Config())
    assert {"克莱蒙先生", "佩兰老爹", "勒布伦太太", "德·蒙托朗"} <= set(index.names)
    assert "佩兰老" not in index.names and "德·蒙托朗伯" not in index.names
    assert index.canonical("克莱蒙") == "克莱蒙先生"  # never written without the title
    assert index.gender("克莱蒙先生") == "male" and index.gender("勒布伦太太") == "female"
    text += "克莱蒙站了起来。\n"
    assert "克莱蒙" in discover_characters([text], Config()).names


def test_a_japanese_family_name_is_a_name_though_it_ends_like_a_place():
    text = ("第九章\n\n田中巡查騎著腳踏車進村。田中沒有理他。"
            "田中上下打量了他一眼：「你就是陳阿火？」\n"
            "「是。」田中冷笑一聲：「六石？」田中用警棍敲了敲那扇木門，用警棍挑開一個麻袋。\n")
    names = discover_characters([text], Config()).names
    assert "田中" in names and not {"用警棍", "警棍"} & set(names)
    text = "稻田中的水还没退。田中有鱼。田中的稻子倒了。\n"
    assert "田中" not in discover_characters([text], Config()).names  # in the field


def test_a_child_called_little_so_and_so_opening_many_clauses_is_a_name():
    text = ("小菱子已經把船靠在石階下。小菱子把篙一點，船頭一轉。小菱子換了槳，格格地笑。"
            "「你們和尚吃不吃菱角？」\n小盒子裏有糖。\n")
    names = discover_characters([text], Config()).names
    assert "小菱子" in names and "小盒子" not in names


def test_a_japanese_full_name_lends_its_given_name_and_family_name():
    text = ("第三章\n\n筱原和宫下赶到杉浦面包房。杉浦面包房的卷帘门拉着。早川美咲坐在柜台后。\n"
            "「健太，不要这样说话。」杉浦太太说。杉浦健太耸耸肩：「随便。」\n"
            "健太笑了一声：「他那种人。」健太站起来。早川点点头：「是的。」早川走了。\n"
            "美咲低下头。美咲小声说：「不是我。」白石栏杆很凉。白石栏杆上有露水。\n")
    index = discover_characters([text], Config())
    assert index.canonical("健太") == "杉浦健太" and index.canonical("美咲") == "早川美咲"
    assert index.canonical("早川") == "早川美咲"  # the only 早川
    assert index.canonical("杉浦") != "杉浦健太"  # 杉浦太太 is his mother
    assert not {"杉浦面包", "面包", "白石栏杆"} & set(index.names)


def test_review_cases_of_translated_names():
    text = ("酒吧里放着迈克尔·杰克逊的歌。杰克笑道：「好听。」林晓月道：「嗯。」"
            "杰克说：「走。」林晓月道：「好。」杰克又道：「再见。」\n")
    assert "杰克" in discover_characters([text], Config()).names  # not a piece of 杰克逊
    text = ("约翰·史密斯走进来。史密斯说：「你好。」「谢谢约翰·史密斯先生。」"
            "史密斯说：「不客气。」\n")
    index = discover_characters([text], Config())
    assert index.names == ("约翰·史密斯",) and index.canonical("史密斯") == "约翰·史密斯"
    text = "约翰·史密斯默默地坐下。约翰·史密斯露出一丝苦笑：「没什么。」玛丽道：「哦。」\n"
    assert "约翰·史密斯" in discover_characters([text], Config()).names
    text = "书架上摆着一套列夫·托尔斯泰的全集。张三道：「好书。」张三笑道：「真好。」\n"
    assert discover_characters([text], Config()).names == ("张三",)  # named once, in passing


def test_japanese_family_names_count_only_in_a_book_with_japanese_people():
    text = ("谷口忽然有人喝道：「站住！」谷口传来一阵冷笑：「哈哈！」谷口又有人道：「走。」\n"
            "村上的人都说：「好。」村上有人喊道：「来了！」王重阳道：「嗯。」\n")
    names = discover_characters([text], Config()).names
    assert not {"谷口", "村上"} & set(names)
    text = ("佐佐木君来了。佐佐木放下书包。佐佐木笑道：「借口。」佐佐木又道：「走吧。」"
            "佐佐木坐下。林晓道：「好。」\n")
    assert "佐佐木" in discover_characters([text], Config()).names


def test_thanks_said_twice_to_a_gentleman_is_no_foreign_name():
    text = "张三道：「多谢先生。」李四道：「不必。」张三又道：「多谢先生。」李四笑道：「好。」\n"
    assert not {"多谢", "多谢先生"} & set(discover_characters([text], Config()).names)


def test_a_name_and_how_he_speaks_are_not_one_name():
    text = ("建民讲：「阿康讲六点钟。」阿康讲：「北方朋友。」阿康不响。阿康讲：「不相信。」\n"
            "阿康笑笑。阿康讲：「上海规矩。」阿康立起来。鄔思道拈鬚道：「好。」鄔思道道：「走。」\n")
    names = discover_characters([text], Config()).names
    assert "阿康" in names and "阿康讲" not in names


def test_two_pet_names_of_one_child_are_one_voice():
    text = ("小螢子站在院裡。小螢子念道：「蘇三離了洪洞縣。」小螢子又念。"
            "螢兒哭了。螢兒道：「疼。」螢兒擦了擦眼淚。小鐵頭道：「別哭。」小鐵頭笑了。\n")
    index = discover_characters([text], Config())
    assert index.canonical("萤儿") == index.canonical("小萤子") == "小螢子"


def test_a_foreign_husband_and_wife_and_a_barn_are_told_apart():
    text = ("阿伦太太看了他一眼。阿伦太太愣了：“什么？”“小孩子嘛，”阿伦先生慢条斯理地说。"
            "阿伦先生站起来。阿伦太太没有说话。\n谷仓里静悄悄的。谷仓里有人说：“谁？”"
            "谷仓里又有人道：“我。”谷仓里的鹅叫道：“对对对。”\n")
    index = discover_characters([text], Config())
    assert {"阿伦先生", "阿伦太太"} <= set(index.names)
    assert index.gender("阿伦先生") == "male" and index.gender("阿伦太太") == "female"
    assert not {"谷仓里", "谷仓", "阿伦"} & set(index.names)


def test_session_review_cases_of_places_japanese_and_titles():
    text = ("院子中有人喊道：「开门！」院子外有人叫道：「快！」院子中那人骂道：「滚！」"
            "王五道：「来了。」王五走到院子中间。王五看着院子外面。\n")
    assert "院子" not in discover_characters([text], Config()).names  # placed: 中, 外
    text = ("山伯笑道：「你来了。」\n英台道：「嗯。」\n英台道：「走吧。」\n英台道：「好。」\n"
            "山伯看到英台，连忙迎上去。\n")
    assert "英台" in discover_characters([text], Config()).names  # seen, not gone to
    text = ("刘远山老师走进教室。谷口有人喝道：「站住！」谷口又有人道：「走。」"
            "谷口那人骂道：「滚。」\n")
    assert "谷口" not in discover_characters([text], Config()).names  # 刘远山 is Chinese
    family = ("阿伦太太看了他一眼。阿伦太太愣了：“什么？”“小孩子嘛，”阿伦先生慢条斯理地说。"
              "阿伦先生站起来。阿伦太太没有说话。\n")
    for extra in ("客厅里阿伦太太正在织毛衣。\n", "阿伦夫妇住在农场边上。\n"):
        index = discover_characters([extra + family], Config())
        assert set(index.names) == {"阿伦先生", "阿伦太太"}
    text = "阿伦小姐笑了。阿伦小姐道：“爸爸。”\n" + family
    assert "阿伦小姐" in discover_characters([text], Config()).names  # the daughter too


def test_one_heard_is_no_longer_name():
    text = ("苇弟又来了。\n我不想出去。我把脸转向墙壁，听苇弟在背后一声一声地叹气。\n"
            "苇弟说：「你要是有个好歹……」\n苇弟哭了。苇弟道：「我走了。」\n")
    names = discover_characters([text], Config()).names
    assert "苇弟" in names and "听苇弟" not in names


def test_a_monk_named_with_liao_is_a_name_but_the_particle_is_not():
    text = ("老和尚和了尘对看了一眼。\n了尘抢着说：「师父，是放生池那边！」\n"
            "了尘放下碗就要跑。了尘道：「我去拿斗笠。」\n"
            "他一目了然，说了然后便走。\n")
    names = discover_characters([text], Config()).names
    assert "了尘" in names and not any(n.startswith("了然") for n in names)


def test_the_heart_in_a_thought_tag_is_no_part_of_the_name():
    text = ("林远睁开眼。林远心想：「十九岁。」\n林远看着父亲。林远心想：「铁饭碗？」\n"
            "林远笑了。林远心中暗道：「上辈子的事。」林远说：「爸，我想辞职。」\n")
    names = discover_characters([text], Config()).names
    assert "林远" in names and "林远心" not in names


def test_a_scholar_who_takes_something_is_no_name():
    text = ("生心中不悅：「何人擾我？」\n是夜，生將符貼於門楣。\n"
            "生將帕子攥在手中，曰：「卿果是狐耶？」\n生將書收起，嘆曰：「罷了。」\n")
    names = discover_characters([text], Config()).names
    assert "生將" not in names and "生将" not in names


def test_a_pronoun_after_another_persons_clause_is_not_a_vote():
    text = ("亨利说：“他撒谎。”亨利哧地笑出了声。玛莎姨妈却没有笑，她把手伸过去。\n"
            "亨利清了清嗓子，慢吞吞地说：“我还知道。”亨利哎哟一声。玛莎姨妈叹了口气，她说：“吃饭。”\n")
    index = discover_characters([text], Config())
    assert index.genders.get("亨利") != "female"


def test_the_mistress_of_the_house_is_not_the_master():
    text = ("女主人端上茶来：“又是巴黎。”\n“那是学问。”主人嘴里含着烟斗说。\n"
            "女主人冷笑道：“学问能当饭吃吗？”\n“你什么时候去过巴黎？”主人问。\n"
            "主人说：“阿清，把我的药拿来。”女主人说：“自己拿。”\n")
    index = discover_characters([text], Config())
    assert "女主人" in index.names and index.canonical("主人") != "女主人"


def test_a_translated_name_may_begin_with_yu():
    text = ("那人说：“我叫于尔班·法布尔。”\n于尔班·法布尔付了钱。\n"
            "于尔班·法布尔道：“孩子，跟我走吧。”\n")
    names = discover_characters([text], Config()).names
    assert "于尔班·法布尔" in names and "尔班·法布尔" not in names


def test_a_hui_name_spelled_with_mu_is_a_name():
    text = ("“妈，你又去吊哩？”哈西木披着衣裳从屋里出来。\n哈西木蹲到她跟前，不说话。\n"
            "这一句把哈西木问住了。哈西木赶紧站起来。\n哈西木走在最后头。\n")
    assert "哈西木" in discover_characters([text], Config()).names


def test_a_wenyan_scholar_is_surname_and_sheng_whatever_comes_before():
    text = ("雍正末，有刘生汝霖者，家贫，借居某氏废园。生曰：「吾不畏也。」\n"
            "刘生之业师陈翁以理学名。刘生曰：「诺。」\n竟无他异。后刘生举于乡。刘生笑曰：「何物？」\n")
    names = discover_characters([text], Config()).names
    assert "刘生" in names and "有刘生" not in names and "后刘生" not in names


def test_don_is_part_of_a_translated_name():
    text = ("堂·贝尔特兰·德·奥韦多勒住马，说道：“佩德罗，你看哪！”\n"
            "佩德罗说：“那是客店，老爷。”\n堂·贝尔特兰·德·奥韦多道：“住口。”\n")
    names = discover_characters([text], Config()).names
    assert "堂·贝尔特兰·德·奥韦多" in names and "贝尔特兰·德·奥韦多" not in names


def test_one_step_is_no_name():
    text = ("狗剩不情不愿地站起来，一步三回头：“温爷爷，那张三到底死没死？”\n"
            "狗剩说：“我明天还来。”他一步一步挪回家去。一步说：“好。”\n")
    assert "一步" not in discover_characters([text], Config()).names


def test_names_in_religion_written_with_their_title_are_names():
    text = ("「都給我住手！」松陽道長袍袖一拂，眾人退開。\n"
            "「光明磊落？」鐵笛道人冷笑一聲，「誰不知道她的名號？」\n"
            "松陽道長看了他一眼。鐵笛道人便不再說。\n"
            "一個年輕道人奔來。年輕道人喘著氣，臉色發白。\n")
    names = discover_characters([text], Config()).names
    assert {"松陽道長", "鐵笛道人"} <= set(names) and "年輕道人" not in names


def test_brands_after_de_are_no_names():
    text = ("她想起那条黑色的Lanvin裙子。盒子上印着烫金的Lanvin标志。\n"
            "指甲上是刚做的Dior裸粉色，她穿着剪裁锋利的Dior外套。\n"
            "Lily推了推眼镜：“沈总好。”Lily又说：“合同签了。”\n")
    names = discover_characters([text], Config()).names
    assert "Lily" in names and "Lanvin" not in names and "Dior" not in names


def test_a_japanese_given_name_with_kun_shows_japanese_people():
    text = ("矢野用指头擦开车窗上的水汽。矢野从上车起就注意到那个姑娘。\n"
            "“秀男君，再忍一忍。”姑娘说。矢野把目光移回窗外。\n矢野没有答话，只是笑。\n")
    assert "矢野" in discover_characters([text], Config()).names


def test_review_words_that_look_like_the_new_name_rules():
    """了然 the word, 冰心 getting up, 有田 a farm boy, 对于 before a foreign name,
    堂·吉诃德 in full, and 小二 of 店小二 stay what they are."""
    def names(text: str) -> tuple[str, ...]:
        return discover_characters([text], Config()).names
    assert names("陈默推门进来，了然地笑道：「原来是你。」\n林晓月低下头。"
                 "陈默看着她，了然一笑：「别装了。」") == ("陈默",)
    assert "冰心" in names("冰心睁开眼。冰心下了床，说：「十九岁。」\n冰心看着父亲。"
                          "冰心头也不回地道：「铁饭碗？」\n冰心笑了。冰心下意识地问：「真的？」")
    assert "有田" in names("天刚亮，有田跑进屋里，喊道：「爹！」\n有田哭着说：「羊不见了。」\n"
                          "有田又说：「我去找。」")
    assert names("对于莫里斯先生的提议，大家都不作声。莫里斯先生说：「好。」\n"
                 "至于莫里斯先生，他只是笑。关于莫里斯先生的传闻很多。") == ("莫里斯先生",)
    assert names("堂·吉诃德说：「好。」\n堂·吉诃德笑道：「走。」") == ("堂·吉诃德",)
    index = discover_characters(["店小二跑过来，笑道：「客官里边请。」\n小二应道：「好嘞。」"
                                 "店小二又道：「酒来了。」小二说：「慢用。」"], Config())
    assert index.canonical("小二") == index.canonical("店小二")


def test_in_front_of_the_witness_stand_is_no_name():
    text = ("克劳利走到证人席跟前，说：“我两只手都使得。”\n派克先生走到证人席跟前问：“哪只手？”\n"
            "克劳利在证人席跟前站定，答道：“右边。”\n")
    assert "席跟前" not in discover_characters([text], Config()).names


def test_a_foreign_innkeeper_goes_by_name_and_laoban():
    text = ("“他们早走啦。”贝波老板举着蜡烛，打了个哈欠。\n“那位罗佩先生说，他明天再来。”\n"
            "卡利诺急了。贝波老板摊开手，脸上的笑一点也没有了。\n")
    assert "贝波老板" in discover_characters([text], Config()).names


def test_wenyan_turning_to_someone_and_a_manner_word_are_no_names():
    text = ("王大悅，按轡而顧孟子曰：「先生亦樂此乎？」\n孟子對曰：「樂。」\n"
            "王默然良久，曰：「願聞其異。」\n"
            "王不答，顧孟子曰：「何如？」孟子曰：「不可。」王默然。翟強曰：「臣請退。」\n"
            "王色變，顧翟強曰：「誰之屬也？」翟強對曰：「臣之屬也。」\n")
    names = discover_characters([text], Config()).names
    assert "孟子" in names and "翟強" in names
    assert not {"顧孟子", "顧翟強", "王默然"} & set(names)


def test_a_title_ending_in_cha_is_not_part_of_a_dotted_name():
    text = ("督察埃里克·霍尔姆贝里推开门。督察埃里克·霍尔姆贝里坐下，说：“我们再说一遍。”\n"
            "霍尔姆贝里又说：“星期五。”\n")
    names = discover_characters([text], Config()).names
    assert "埃里克·霍尔姆贝里" in names and "察埃里克·霍尔姆贝里" not in names


def test_a_hyphenated_given_name_is_part_of_the_dotted_name_and_a_while_is_no_one():
    text = ("卡尔-海因茨·维尔纳坐在窗边。维尔纳说：“您的白兰地很糟糕。”\n"
            "过了一会儿，哈洛韦问：“他跟谁接头？”一会儿说：“不知道。”\n"
            "卡尔-海因茨·维尔纳笑道：“我不知道。”\n")
    names = discover_characters([text], Config()).names
    assert "卡尔-海因茨·维尔纳" in names and "海因茨·维尔纳" not in names
    assert "一会儿" not in names


def test_riding_in_someones_car_is_no_part_of_his_name():
    text = ("开救护车的马师傅倒退着进来。马师傅五十出头。“羊水破了！”马师傅嚷道。\n"
            "她是产妇的婆婆，坐马师傅的车一道来的。\n马师傅头也没回：“坐稳了。”\n")
    names = discover_characters([text], Config()).names
    assert "马师傅" in names and "坐马师傅" not in names


def test_teng_spells_a_translated_name():
    text = ("卡斯帕·海因里希·梅尔滕斯放下刀叉，说：“您说得对。”\n"
            "卡斯帕·海因里希·梅尔滕斯又道：“不过今年的收成不好。”\n")
    names = discover_characters([text], Config()).names
    assert "卡斯帕·海因里希·梅尔滕斯" in names


def test_a_name_after_a_role_opening_a_tag_counts_as_a_tag():
    text = ("第三十八回\n\n三姑娘嘉瑛笑道：「二嫂子不會作詩，倒會監場。」\n\n"
            "蕙芳道：「我不過看看。」\n\n眾人都推嘉瑛評定。\n\n嘉瑛笑道：「這一問最好。」\n")
    assert "嘉瑛" in discover_characters([text], Config()).names


def test_a_given_name_opening_many_tags_needs_its_full_name_written_once():
    text = ("第六十八回\n\n卻說趙雲自領兵屯駐江州。一日，雲正與參軍馬良在帳中觀看地圖。\n\n"
            "雲問曰：「來者幾人？」\n\n馬良曰：「只一人。」\n\n雲笑曰：「何足懼哉。」\n\n"
            "雲回顧瑾曰：「先生遠來。」瑾曰：「將軍保重。」\n\n雲喝曰：「退下！」\n")
    names = discover_characters([text], Config()).names
    assert "趙雲" in names and "顧瑾" not in names


def test_a_translated_name_after_a_role_is_taken_whole():
    text = ("第九章\n\n管家彭福尔德和女仆多丽丝并肩站在门口。\n\n"
            "波洛说：“彭福尔德，我说得对吗？”\n\n"
            "管家微微欠身。“完全正确，先生。”\n\n“彭福尔德正在仆人餐厅里。”波洛说。\n")
    names = discover_characters([text], Config()).names
    assert "彭福尔德" in names and "彭福尔" not in names


def test_lu_and_nu_spell_translated_names_and_a_harpooner_is_no_name():
    text = ("第十四章\n\n露西尔的笔掉在了纸上。露西尔立刻跑到窗下。\n\n"
            "“是他！是Monsieur回来了！”\n\n"
            "露西尔扑了过去。塔努阿蹲在船头。标枪手把斧头插在腰间。塔努阿没有说话。\n\n"
            "“天，不好。”塔努阿说。\n\n标枪手说：“风，会来。”\n\n“露西尔，回来坐好。”我说。\n")
    names = discover_characters([text], Config()).names
    assert {"露西尔", "塔努阿"} <= set(names) and "标枪" not in names


def test_what_a_name_saw_and_how_he_raged_are_no_part_of_it():
    text = ("第二十三回\n\n柳元仗劍直取韓昭。柳元見破了縛龍索，喝道：「老道休走！」\n\n"
            "柳元見大纛倒了，叫道：「韓昭，出來！」\n\n韓昭道：「來的莫非柳元麼？」\n\n"
            "柳元見了師父，跪道：「弟子無能。」\n\n赤焰道人望見黑煙，大怒道：「孽畜！」\n\n"
            "貢布從牛圈裡出來。牛圈那邊傳來一聲叫：「生了！」牛圈裡站滿了人。\n")
    names = discover_characters([text], Config()).names
    assert "柳元" in names and not {"柳元見", "大怒", "牛圈"} & set(names)


def test_wenyan_the_one_called_and_what_the_king_did_not_do_are_no_names():
    text = ("梁世家第十一\n\n王季父申堅為梁左尹，素善甘讓。甘讓者，字季文，齊人也。\n\n"
            "讓曰：「讓事武安侯久矣。」\n\n武安侯對曰：「陶，大王之陶也。」坐者皆笑。\n\n"
            "稷起，召酒人，謂曰：「取黑尊來。」王未有以應，顧酒人曰：「誰使汝者？」\n\n"
            "王未有以對。坐者皆失色。堅許諾，言於王。甘讓復言於王曰：「不可。」\n")
    names = set(discover_characters([text], Config()).names)
    assert "甘讓" in names and not {"甘讓者", "坐者皆", "王未有", "於王"} & names


def test_interrupting_is_no_part_of_a_name():
    text = ("第七章\n\n许然说：“我们的产品……”\n\n陈凯打断他：“数字不用讲了。”\n\n"
            "许然愣了一下。陈凯打断了他：“我在问你。”\n\n“好。”许然说。陈凯点点头。\n")
    names = discover_characters([text], Config()).names
    assert "陈凯" in names and "陈凯打断" not in names


def test_a_tie_of_pronouns_tells_no_sex_and_a_pair_is_no_name():
    text = ("第九章\n\n周明把车停在门口的时候，晓芸已经在台阶上站了一会儿了。"
            "她一手拎着一袋橘子。\n\n"
            "“你又迟到。”晓芸说。\n\n“路上堵。”周明说。兄妹俩一前一后进了门。\n\n"
            "父亲坐在窗边。晓芸买来的毯子盖在他腿上。他比上个月又瘦了。\n\n"
            "兄妹俩对视了一眼。“爸，”周明说，“我们来了。”\n")
    index = discover_characters([text], Config())
    assert index.gender("晓芸") != "male" and "兄妹" not in index.names


def test_a_russian_name_of_five_characters_is_spelled_out():
    text = ("第三章\n\n门开了。是下士马尔达舍夫，夜班的看守。"
            "马尔达舍夫拿手电筒往铺板上照了一圈。\n\n"
            "“都不许动！”\n\n马尔达舍夫用手电筒照着我的脸。“你的？”\n\n"
            "马尔达舍夫把靴子扔在地上：“穿上。跟我走。”\n")
    assert "马尔达舍夫" in discover_characters([text], Config()).names
    # one sound spelled by a character of its own (廖, 久) between usual ones
    assert spelled_out("阿廖沙") and spelled_out("费久科夫") and not spelled_out("阿里山")
    names = labelled_index("ho219_solzhenitsyn_camp_day").names
    assert "阿廖沙" in names and "费久科夫" in names


def test_a_foreign_two_character_name_opening_many_clauses_is_a_name():
    text = ("第七章\n\n拉娃站在門口。拉娃連忙起身去拿碗。\n\n「坐，吃飯。」\n\n拉娃按住兒子的手。"
            "拉娃在桌子底下踢了女兒一腳。\n\n「巴奈。」拉娃喊了一聲。\n")
    assert "拉娃" in discover_characters([text], Config()).names


def test_review_wenyan_names_the_new_rules_must_not_lose():
    books = {
        "召穆公": "厉王虐。召穆公告王曰：「民不堪命矣！」\n王喜，告召穆公曰：「吾能弭谤矣。」\n"
                  "召穆公曰：「是障之也。」\n王不听。召穆公退而叹曰：「王其殆矣。」\n",
        "李自成": "李自成入城。李自成曰：「吾欲称帝。」\n牛金星进曰：「大王宜速即位。」\n"
                  "李自成笑曰：「善。」\n自成又问曰：「诸将何在？」\n牛金星对曰：「皆在营中。」\n",
        "于公": "于公少任侠。会市上有善卜者，于公往问之。卜者曰：「君得勿问仆病乎？」\n"
                "于公骇应之。卜者曰：「君可危。」\n于公惊诧良久。卜者曰：「报我十金。」\n"
                "于公不顾，曰：「吾命在天。」\n",
    }
    for name, text in books.items():
        assert name in discover_characters([text], Config()).names


def test_review_no_name_from_a_carved_stone_a_crowd_of_bandits_or_a_role_run_on():
    stone = ("村口立着一块大石头。石头上，字刻得很深。\n老周说：「这是我爷爷刻的。」\n"
             "石头上，字已经长了青苔。老周蹲下来，说：「看，还在。」\n小林问：「刻的什么？」\n")
    bandits = ("余居沧浪亭畔。是岁，贼万余围城。\n"
               "芸问曰：「君何归之迟也？」余曰：「途中阻雨耳。」\n"
               "芸笑曰：「妾候君久矣。」余曰：「卿勿怪。」\n是夜月明，余曰：「盍饮乎？」\n"
               "余笑曰：「卿醉矣。」\n俄而贼万余至门外，大呼曰：「开门！」\n")
    secretary = ("秘书陈佳丽拉开门，探进头来。\n「周总，客人到了。」佳丽说。\n"
                 "周明远头也不抬：「让他们等五分钟。」\n佳丽应了一声：「好的。」\n")
    assert "石头上" not in discover_characters([stone], Config()).names
    assert not any("万余" in n for n in discover_characters([bandits], Config()).names)
    assert discover_characters([secretary], Config()).canonical("佳丽") == "陈佳丽"


def test_passing_down_an_edict_is_no_name():
    text = ("第十四回\n\n玉帝在寶座上大怒，傳旨道：「快點燈來！」\n\n眾仙道：「領旨。」\n\n"
            "玉帝點頭。未及傳旨，武班中閃出一員神將。\n\n玉帝忍著笑，傳旨道：「退下。」\n")
    assert "傳旨" not in discover_characters([text], Config()).names


def test_parents_called_by_their_childs_name_are_people_beside_the_child():
    text = ("第十一章\n\n乐乐妈低头看手机。乐乐妈小声说：“又要交钱？”\n\n"
            "浩浩妈一拍桌子：“我不同意。”\n\n"
            "浩浩妈接着说：“上回的钱还没退。”浩浩妈刚坐下。乐乐妈本来不想说话。\n\n"
            "子轩爸爸掏出手机。子轩爸爸默默看了一眼，子轩爸爸低声说：“我把群设成免打扰了。”\n\n"
            "乐乐跑过来：“妈妈，我要回家。”乐乐拉着她的手。乐乐说：“走嘛。”\n")
    names = set(discover_characters([text], Config()).names)
    assert {"乐乐妈", "浩浩妈", "子轩爸爸", "乐乐"} <= names


def test_wenyan_a_given_name_with_an_adverb_or_a_preposition_is_no_new_name():
    names = set(labelled_index("ho121_soushen_well_dragon").names)
    assert {"周谟", "范冲"} <= names and not {"谟独", "向冲"} & names  # 谟独立, 妪向冲


def test_wenyan_a_name_bowing_twice_is_the_name():
    names = labelled_index("ho122_mencius_well_field").names
    assert "毕战" in names and "毕战再拜" not in names  # 毕战再拜曰


def test_a_single_letter_with_a_full_stop_is_a_name():
    text = ("第九章\n\nK.推开门。老板娘抬起头：“您找谁？”\n\n“我是土地测量员。”K.说。\n\n"
            "K.在长凳上坐下。“村长在吗？”\n")
    assert "K." in discover_characters([text], Config()).names


def test_wenyan_a_surname_alone_weeping_or_turned_to_is_no_new_name():
    names = set(labelled_index("ho125_yijian_zhi_tales").names)
    assert not {"陳泣", "時陳", "顧空"} & names  # 陳泣曰, 時陳氏…, 鄭顧空曰


def test_wenyan_a_cup_offered_to_yanzi_is_no_place_and_slowly_turning_no_name():
    names = set(labelled_index("ho127_shijing_court_banquet").names)
    assert "晏子" in names and not any("徐顾" in n for n in names)  # 以觞进晏子, 因徐顾…曰


def test_having_no_time_for_something_is_no_name():
    text = ("第十一章\n\n父亲顾不上擦脸上的雨水，抓起话筒。父亲顾不上回答，又冲下楼去。\n\n"
            "“拿那支大的。”父亲说。\n\n顾不上吃饭，父亲又上了塔。父亲说：“看着火。”\n")
    index = discover_characters([text], Config())
    assert "顾不上" not in index.names and index.canonical("父亲") != "顾不上"


def test_ye_and_liang_spell_russian_names():
    text = ("第六章\n\n安德烈·叶菲梅奇站起来。“您今天觉得怎么样？”安德烈·叶菲梅奇问。\n\n"
            "米哈伊尔·阿韦良内奇走进来：“我的朋友在这里吗？”\n\n"
            "安德烈·叶菲梅奇没有回答。米哈伊尔·阿韦良内奇摆了摆手。\n")
    names = set(discover_characters([text], Config()).names)
    assert {"安德烈·叶菲梅奇", "米哈伊尔·阿韦良内奇"} <= names


def test_wenyan_the_king_summoning_and_descendants_are_no_names():
    names = set(labelled_index("ho131_liezi_fables").names)
    assert not {"王召", "王之", "子孫"} & names  # 王召輸季, 王之幼子, 聚其子孫


def test_a_child_and_the_parent_called_by_her_name_are_two_people():
    names = set(labelled_index("ho107_bride_price_quarrel").names)
    assert {"春燕", "春燕娘", "建军", "建军娘"} <= names  # 春燕娘 is not 春燕 run on


def test_wenyan_a_prince_goes_by_his_fief_and_given_name():
    names = set(labelled_index("ho133_zizhi_fujian_council").names)
    assert "陽平公融" in names and not any(n.endswith("之子") for n in names)  # 安之子也


def test_laughing_so_is_no_name_but_peter_is():
    names = set(labelled_index("ho133_dostoevsky_investigator").names)
    assert "笑得" not in names  # 笑得整个身子都颤, 笑得又短又尖
    assert "彼得" in labelled_index("farm_winter").names


def test_zhi_ends_a_womans_name():
    assert guess_gender_from_name("何兰芝") == "female"


def test_a_translated_name_without_its_middle_name_and_a_one_character_first_name():
    index = labelled_index("ho134_twain_river_boys")
    jack = index.canonical("杰克·托马斯·莫顿")
    assert jack and index.canonical("杰克·莫顿") == jack and index.canonical("杰克") == jack
    assert index.canonical("本") == index.canonical("本·汤普森")  # 本不服气, 本哼了一声


def test_wenyan_holding_a_clerks_hand_makes_no_longer_name():
    names = set(labelled_index("ho134_tang_biji_anecdotes").names)
    assert {"孫吏", "崔令"} <= names  # not 執孫吏 (執孫吏手) or 終崔令 (終崔令之任)


def test_kneeling_is_no_part_of_a_name():
    text = ("第十一章\n\n丫头翠环低着头从上房里出来。\n\n“翠环，你怎么了？”启华问。\n\n"
            "翠环跪在地上，肩头一耸一耸的。翠环跪着往前爬了两步：“老太爷，我没有偷。”\n\n"
            "“翠环在我们家七八年。”启华说。\n")
    names = set(discover_characters([text], Config()).names)
    assert "翠环" in names and "翠环跪" not in names


def test_than_before_a_name_makes_no_longer_name():
    names = set(labelled_index("ho135_palace_museum_restorers").names)
    assert "于小川" in names  # not 比于小川 (比于小川晚两年进院)


def test_walking_up_and_grinning_are_no_names():
    names = set(labelled_index("ho135_haishanghua_wu_dialect").names)
    assert not {"走到", "笑嘻嘻"} & names and "巧囡" in names  # 笑嘻嘻道, 走到小鳳身邊


def test_wenyan_a_given_name_stroking_is_no_name():
    names = set(labelled_index("ho135_wu_court_chibi_debate").names)
    assert "權撫" not in names and "孫權" in names  # 權撫其背曰, 權撫掌歡笑


def test_a_son_sharing_his_fathers_translated_name_is_another_person():
    index = labelled_index("ho135_marquez_family_house")
    father = index.canonical("埃利塞奥·帕拉西奥")
    assert index.canonical("老埃利塞奥") == father
    assert index.canonical("小埃利塞奥") not in (None, father)


def test_he_spells_jose_and_the_second_is_the_son():
    index = labelled_index("ho83_macondo_generations")
    assert "何塞·安东尼奥" in index.names  # not 塞·安东尼奥
    assert index.canonical("何塞·安东尼奥第二") == index.canonical("小何塞·安东尼奥") \
        != index.canonical("老何塞·安东尼奥")


def test_wenyan_a_state_or_a_verb_before_a_name_is_no_part_of_it():
    names = set(labelled_index("ho136_lienu_zhuan_mothers").names)
    assert {"樊母", "公孫偃", "子駟"} <= names  # not 衛樊母, 鄭公孫偃, 攻子駟
    assert "秦王堅" in labelled_index("ho133_zizhi_fujian_council").names


def test_nan_spells_translated_names():
    names = set(labelled_index("ho136_naples_two_friends").names)
    assert "费尔南多" in names and "费尔南" not in names


def test_wenyan_at_the_magistrate_is_no_name():
    names = set(labelled_index("ho136_lienu_zhuan_mothers").names)
    assert not any(n.endswith("宰") for n in names)  # 置於宰: brought before the magistrate


def test_a_surname_and_given_name_told_apart_make_one_name():
    text = ("第三回\n\n原來這個來的是個年少書生，姓林名遠，字子遐，是臨安城裡有名的才子。\n\n"
            "林遠拱手道：「晚生來遲。」\n\n程提舉笑道：「不遲，不遲。」林遠笑道：「多謝。」\n")
    names = set(discover_characters([text], Config()).names)
    assert "林遠" in names and not any("名" in n for n in names)


def test_according_to_is_no_part_of_a_name():
    names = set(labelled_index("ho137_qing_case_depositions").names)
    assert "劉有才" in names and "據劉有才" not in names


def test_wenyan_a_surname_before_the_given_name_wins_over_a_fief():
    text = ("卷一\n\n坚即位，乃召王猛问曰：「何以治国？」猛曰：「任贤。」坚又谓王猛曰：「善。」"
            "猛曰：「臣不敢。」猛笑曰：「可矣。」猛叹曰：「难矣。」后坚复召王猛入，猛曰：「可。」\n")
    assert "王猛" in discover_characters([text], Config()).names  # not lost to 乃召王猛


def test_a_father_and_son_with_and_without_the_middle_name_stay_two():
    text = "第一章\n\n" + "约翰·史密斯说：「你回来了。」约翰·亨利·史密斯说：「我回来了。」\n\n" * 3
    names = set(discover_characters([text], Config()).names)
    assert {"约翰·史密斯", "约翰·亨利·史密斯"} <= names


def test_words_opening_with_a_first_names_character_make_no_alias():
    text = ("第一章\n\n安·博林走进来。安·博林坐下。玛丽看着她。\n\n"
            "安静了好一会儿，玛丽说：「你来。」\n\n安排好了一切。安心吧，玛丽想。\n\n"
            "安·博林说：「好。」\n")
    assert discover_characters([text], Config()).canonical("安") is None


def test_south_gate_is_no_translated_name():
    text = ("第一章\n\n南门外人声鼎沸。南门守军乱作一团。南门楼上火光冲天。南门被撞开了。\n\n"
            "南门传来一阵喊声。\n\n「快跑！」\n")
    assert "南门" not in discover_characters([text], Config()).names


def test_a_doubled_given_name_after_a_surname_is_a_name():
    text = "第一章\n\n乐媛媛说：「早。」乐媛媛笑道：「你好。」\n\n乐媛媛问：「去哪？」\n"
    assert "乐媛媛" in discover_characters([text], Config()).names


def test_a_man_of_shu_named_zhi_is_not_taken_for_a_woman():
    assert guess_gender_from_name("邓芝") == "unknown"


def test_below_the_stage_in_taiwanese_is_no_name():
    names = set(labelled_index("ho138_budaixi_puppet_troupe").names)
    assert "台跤" not in names and "阿土" in names  # 台跤靜了一下: the audience below


def test_wenyan_hai_is_a_surname_and_an_admirer_is_no_name():
    names = set(labelled_index("ho139_mingshi_hai_rui_memorial").names)
    assert "海瑞" in names and "慕瑞" not in names  # 海瑞，字汝賢; 素慕瑞之為人


def test_wenyan_a_given_name_opening_three_tags_needs_its_full_name_once():
    index = labelled_index("ho139_mingshi_hai_rui_memorial")
    assert index.canonical("徐階")  # 大學士徐階 once, then 階頓首對曰, 階曰, 階顧拱曰


def test_the_other_phone_and_dinner_are_no_names():
    for name in ("ho139_anti_fraud_police_call", "ho139_tolkien_hobbit_council"):
        names = set(labelled_index(name).names)
        assert not {"另一部", "晚饭"} & names  # 另一部手机里那男声, “晚饭！”奥多脱口而出


def test_ruo_and_lu_spell_first_names_before_a_dot():
    names = set(labelled_index("ho140_maigret_interrogation").names)
    assert {"吕西安·贝尔坦", "若瑟芬·勒克莱尔"} <= names  # not 西安·贝尔坦, 瑟芬·勒克莱尔


def test_animals_are_no_name_in_a_fable():
    names = set(labelled_index("ho141_orwell_farm_meeting").names)
    assert "动物" not in names and "本杰明" in names


def test_well_done_before_a_title_makes_no_longer_name():
    names = set(labelled_index("ho142_xiyouji_flaming_mountain").names)
    assert "好大聖" not in names and "行者" in names  # 好大聖，…: the storyteller's cheer


def test_wearing_a_pair_of_glasses_and_next_door_are_no_names():
    names = set(labelled_index("ho143_xinjiang_bazaar_family").names)
    assert not {"戴一副", "隔壁"} & names  # 戴一副眼镜, 隔壁的馕坑


def test_guo_spells_a_first_name_before_a_dot():
    index = labelled_index("ho144_wodehouse_butler_scheme")
    assert "宾果·利特尔" in index.names and index.canonical("利特尔") == "宾果·利特尔"


def test_across_the_street_is_no_name():
    names = set(labelled_index("ho145_tw_temple_fortune_teller").names)
    assert "對街" not in names and "冠宇" in names  # 對街的檳榔攤, not someone named so


def test_a_five_character_name_may_hold_one_character_that_spells_only_in_full():
    names = set(labelled_index("ho146_chekhov_cherry_orchard").names)
    assert "罗季奥诺夫" in names and "罗季奥" not in names  # 季 spells names only in full


def test_a_spelled_out_name_may_open_with_a_doubled_sound():
    text = ("达达尼昂正要答话，门开了。\n\n“先生！”达达尼昂说着，冲了出去。\n\n"
            "达达尼昂找遍了附近的几条街。\n\n“您好。”达达尼昂有点恼了。\n\n达达尼昂望着他的背影。\n\n“走吧。”波托斯说。")
    assert "达达尼昂" in discover_characters([text], Config()).names


def test_towards_someone_is_no_part_of_a_name():
    text = ("他歪在炕沿儿上，冲祥子挤眉弄眼：“喲，骆驼！”\n\n祥子脸一红。\n\n“你少说两句。”祥子说。"
            "\n\n虎妞冲祥子一努嘴：“吃吧。”\n\n冲祥子笑了。")
    assert "冲祥子" not in discover_characters([text], Config()).names


def test_a_nickname_everyone_calls_him_without_quote_marks():
    text = ("王二是个秃子，一屋子的人都叫他二秃子。他歪在炕沿儿上：“喲，骆驼！”\n\n"
            "“你少说两句。”祥子说。\n\n“我就不明白，”二秃子把脚往火上凑了凑，“怎么回事？”\n\n"
            "二秃子笑了。")
    assert "二秃子" in discover_characters([text], Config()).names


def test_a_name_ending_in_a_verb_after_a():
    text = ("冉阿让醒了。\n\n“您好。”冉阿让说。\n\n冉阿让四肢发软。\n\n冉阿让根本不信。\n\n"
            "“走吧。”主教说。")
    assert "冉阿让" in discover_characters([text], Config()).names


def test_translated_names_with_di_and_an_old_womans_title():
    text = ("巴狄斯丁姑娘在织毛线，马格洛大娘在摆刀叉。\n\n“哎呀！”马格洛大娘嚷道。\n\n"
            "“别说了。”巴狄斯丁姑娘说。\n\n马格洛大娘不作声了。巴狄斯丁姑娘低下头。")
    assert set(discover_characters([text], Config()).names) == {"巴狄斯丁姑娘", "马格洛大娘"}


def test_a_given_name_that_opens_clauses_acts_after_lines_and_is_talked_of():
    text = ("家珍站在他身后。\n\n“骂你有什么用。”家珍在门槛上坐下，\n\n家珍把凤霞抱进里屋。\n\n"
            "“起来吧，家珍等着呢。”我说。\n\n家珍挺着肚子来找我。")
    assert "家珍" in discover_characters([text], Config()).names


def test_from_is_no_part_of_a_name():
    text = ("鹿三从人群里冲出来，一把揪住黑娃：“你给额跪下！”\n\n“不跪。”黑娃说。\n\n"
            "鹿三从怀里摸出烟锅。鹿三说：“跪下！”\n\n鹿三从此不再言语。")
    assert discover_characters([text], Config()).names == ("鹿三",)


def test_bao_spells_a_name_before_a_title():
    text = ("包法利夫人站在窗前。\n\n“他来了。”包法利夫人说。\n\n包法利先生进来了。\n\n"
            "“我回来了。”包法利先生说。\n\n包法利夫人笑了。包法利先生坐下。")
    assert set(discover_characters([text], Config()).names) == {"包法利夫人", "包法利先生"}


def test_brothers_sharing_a_name_and_one_ending_in_dao():
    text = ("温有方哈哈大笑：“好手气！”\n\n温有道坐在下首，问：“几点？”\n\n“十三点。”温有方说。\n\n"
            "温有道咬了一口鸭腿。温有道把鸭骨头一扔，喝道：“再来！”\n\n温有方皱眉道：“够了。”")
    names = discover_characters([text], Config()).names
    assert {"温有方", "温有道"} <= set(names) and "温有" not in names


def test_wenyan_heard_it_and_by_the_road_are_no_names():
    names = labelled_index("ho151_xiangxiang_wenyan_tiger").names
    assert "聞之" not in names and "於道左" not in names and "劉翁" in names


def test_coming_up_to_someone_is_no_name():
    assert "凑到" not in labelled_index("ho151_dazhaimen_pharmacy").names  # 凑到白文氏跟前


def test_a_given_name_after_a_surname_may_start_with_a_verb():
    assert "端甫" in labelled_index("ho152_niehaihua_envoy_wife").names  # 随员钱端甫, 端甫道


def test_a_family_name_always_said_with_its_title_is_a_name():
    index = labelled_index("ho153_murakami_jazz_bar")  # 田代先生, five times, never 田代
    assert index.canonical("田代") == "田代先生" and index.gender("田代先生") == "male"
    assert "林老" not in labelled_index("letter_tea").names  # but 林老太太 is no 林老


def test_gender_follows_the_pronoun_in_the_same_paragraph_before_one_further_off():
    genders = labelled_index("ho135_cooking_contest_show").genders
    assert genders["林小满"] == "female"
    assert labelled_index("ho26_classroom").genders["周老师"] == "male"


def test_a_given_name_takes_the_sex_its_full_name_is_called_by():
    assert labelled_index("ho153_yishu_hk_office").genders["子君"] == "female"  # 邵小姐
    assert labelled_index("ho152_tara_plantation").genders["思嘉"] == "female"  # not 郝先生


def test_only_before_a_name_is_not_part_of_it():
    names = labelled_index("ho154_paian_oranges_merchant").names
    assert "文若虛" in names and "獨文若虛" not in names  # 独文若虚闲不住: only he
    assert "獨眼漢子" in labelled_index("ho15_pirate_ship").names  # but the one-eyed man


def test_the_full_name_most_often_written_tells_whose_calls_count():
    text = ("老陈和子君说了几句。\n\n邵子君推开门。子君道：“早。”\n\n“邵小姐，早。”老陈说。\n\n"
            "子君笑道：“你也早。”\n\n“邵小姐，老板找你。”老陈道。\n\n子君说：“知道了。”")
    assert discover_characters([text], Config()).genders["子君"] == "female"  # not 和子君


def test_a_foreign_name_spelled_but_for_its_title_is_a_name():
    assert "拉辛汗" in labelled_index("ho156_kite_runner_kabul").names  # 拉 is no "pull" here


def test_david_and_a_wood_are_spelled_before_a_dot():
    names = set(labelled_index("ho158_copperfield_aunt_betsey").names)
    assert {"大卫·科波菲尔", "贝特西·特洛伍德"} <= names
    assert not {"德·科波菲尔", "贝特西·特洛"} & names  # never cut at 伍 or 卫


def test_the_one_kissed_is_not_the_one_who_kissed():
    index = labelled_index("ho159_jane_eyre_thornfield")  # 阿黛尔走过去吻了他一下，他默默地…
    assert index.gender("阿黛尔") == "female"


def test_a_retainer_named_like_a_light_and_no_one_named_came_out():
    names = labelled_index("ho159_genji_heian_court").names  # 惟光…，出来禀道
    assert "惟光" in names
    assert "出来" not in names


def test_a_man_called_by_his_given_name_acts_under_no_new_name():
    names = labelled_index("ho160_shiji_han_xin_general").names  # 信谢, 何下马, 何大喜
    assert {"韓信", "蕭何"} <= set(names)
    assert not {"信謝", "何下馬", "何大"} & set(names)
    assert "雲回" not in labelled_index("ho111_sanguo_envoy_tent").names  # 云回顾


def test_a_man_named_like_a_tower_and_an_admiral_spelled_with_kai():
    names = labelled_index("ho161_luxiaofeng_embroidery").names  # 花满楼道：「…」
    assert "花滿樓" in names and "花滿樓道" not in names
    names = labelled_index("ho161_gulliver_lilliput").names  # 海军大将斯开瑞希·博尔戈兰姆
    assert "斯开瑞希·博尔戈兰姆" in names


def test_a_weekday_is_no_one_and_a_dotted_name_reads_whole():
    names = labelled_index("ho162_dulala_office_promotion").names  # 周一早上八点五十，…
    assert "周一" not in names
    names = labelled_index("ho162_christie_soldier_island").names  # 法官转向罗杰斯：
    assert "维拉·伊丽莎白·克莱索恩" in names and "转向" not in names


def test_chinese_names_with_a_title_are_not_foreign_spellings():
    text = ("刘卫东先生进了门，说道：「坐。」刘卫东先生坐下道：「茶。」"
            "王开山老爷来了，问道：「谁？」王开山老爷笑道：「是我。」王开山老爷又道：「走。」")
    names = discover_characters([text], Config()).names
    assert not {"卫东先生", "卫东", "开山老爷", "开山"} & set(names)


def test_a_look_at_her_letter_is_no_deed_done_to_her():
    text = ("阿香笑道：「好。」阿香吻了她一下，她笑了。阿香看了她的信，她哭了。"
            "阿香说：「走吧。」")
    assert discover_characters([text], Config()).gender("阿香") == "female"


def test_where_a_monkey_stands_and_his_staff_drawn_name_no_one():
    names = labelled_index("ho162_xiyouji_two_monkeys").names  # 東首那個…, 掣棒便打
    assert not {"東首", "西首", "掣棒"} & set(names)


def test_a_beggar_king_and_a_name_ending_in_fu():
    names = labelled_index("ho163_notre_dame_court_of_miracles").names  # 乞丐王慢吞吞地说
    assert {"克洛潘·特鲁伊甫", "乞丐王"} <= set(names)
    assert not {"克洛潘·特鲁伊", "乞丐", "王慢"} & set(names)


def test_a_surname_of_the_histories_counts_only_in_wenyan():
    assert "班超" in labelled_index("ho163_houhanshu_ban_chao").names  # 班超字仲升 … 超曰
    assert "班部中" not in labelled_index("ho118_heavenly_court_satire").names  # 班部中閃出


def test_a_hong_kong_teacher_called_by_surname_and_sir():
    index = labelled_index("ho163_hk_dse_tutor_room")  # 陳Sir望了望…, 陳志明
    assert "Sir" not in index.names
    assert index.canonical("陳Sir") == "陳志明"


def test_a_question_word_opening_clauses_is_no_one():
    assert "什么" not in labelled_index("ho163_wang_xiaobo_golden_age").names  # 什么也看不见


def test_a_she_after_a_sentence_about_someone_else_does_not_make_the_name_a_woman():
    text = ("直治把背囊往地上一扔，说道：「媽媽呢？」\n\n"
            "母親笑了，笑得很溫柔，好像直治還是十歲的孩子。她回過頭去對阿君說：「拿酒來。」\n\n"
            "直治說：「我回來了。」\n")
    assert discover_characters([text], Config()).gender("直治") != "female"
    assert labelled_index("ho165_dazai_setting_sun").gender("直治") == "male"


def test_a_dotted_name_spells_na_inside_and_stops_before_a_verb():
    text = ("法比·阿多那多提着马灯跑过来。\n“做什么的？”法比说。\n"
            "“神父的副手。”法比说完就懊悔了。\n"
            "约翰·史密斯那里还有酒。约翰·史密斯说：“来吧。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("法比") == "法比·阿多那多"
    assert index.canonical("约翰·史密斯") == "约翰·史密斯"


def test_dao_and_xiu_spell_first_names_before_a_dot():
    text = ("道林·格雷走進畫室。「巴索，我又遲到了。」道林說。\n"
            "巴索笑道：「坐吧。」\n「是的。」道林·格雷說。\n"
            "特使安修尔·哈迪·安东尼亚斯走进来。「五天。」安东尼亚斯说。\n"
            "「帝国已经管不到这里了。」安修尔·哈迪·安东尼亚斯说。\n")
    index = discover_characters([text], Config())
    assert index.canonical("道林") == "道林·格雷"
    assert index.canonical("安东尼亚斯") == "安修尔·哈迪·安东尼亚斯"


def test_na_ends_a_dotted_name_before_a_title():
    text = ("德·瑞那夫人从客厅的窗口走出来。\n“您到这里来有什么事？”德·瑞那夫人问。\n"
            "“家庭教师？您？”德·瑞那夫人说。\n德·瑞那先生回来了。“就是他？”德·瑞那先生说。\n")
    assert discover_characters([text], Config()).names == ("德·瑞那",)


def test_a_pile_of_rice_sacks_is_no_name():
    text = ("三只丧尸趴在米袋堆上。\n"
            "就在这时，米袋堆后面传来一个虚弱的声音：“别……别打了，我是活人。”\n"
            "陆沉说：“出来。”\n")
    assert "米袋堆" not in discover_characters([text], Config()).names


def test_dotted_names_do_not_run_on_into_words_after_them():
    for text in ("约翰·史密斯那本旧日记。约翰·史密斯说：“好。”约翰·史密斯笑道：“走。”",
                 "我知道约翰·史密斯是谁。你知道约翰·史密斯吗？约翰·史密斯说：“是我。”"):
        assert discover_characters([text], Config()).names == ("约翰·史密斯",)
    text = "安娜·卡列尼娜了解他。安娜·卡列尼娜说：“好。”"
    assert discover_characters([text], Config()).names == ("安娜·卡列尼娜",)


def test_a_name_opening_its_clause_after_someone_else_keeps_its_pronoun_vote():
    text = ("医生看了看，直治已经醒了，他坐起身来。\n大夫点点头，直治便下了床，他走到窗边。\n"
            "母亲笑了，好像直治还是个孩子。她摇摇头。直治说：“好。”")
    assert discover_characters([text], Config()).gender("直治") == "male"


def test_a_monk_of_the_cloth_sack_keeps_his_name():
    assert plausible_name("布袋和尚")


def test_a_husband_and_wife_called_by_one_word_and_a_title_are_two_people():
    text = ("海狸先生走在前面。“快到了。”海狸先生说。\n\n海狸太太笑道：“总算来了。”\n\n"
            "海狸先生点点头，海狸太太便去烧水。\n")
    index = discover_characters([text], Config())
    assert {"海狸先生", "海狸太太"} <= set(index.names)
    assert index.gender("海狸先生") == "male" and index.gender("海狸太太") == "female"
    assert labelled_index("ho170_narnia_siblings").genders["海狸先生"] == "male"
    text = "这位先生说：“请坐。”\n这位太太道：“谢谢。”\n这位是我的朋友。\n"
    assert not {"这位先生", "这位太太"} & set(discover_characters([text], Config()).names)


def test_a_pronoun_after_another_name_opens_a_paragraph_is_not_the_first_ones():
    genders = labelled_index("ho170_narnia_siblings").genders
    assert genders.get("彼得", "unknown") != "female"  # 彼得说。⏎⏎…⏎⏎露西一直没出声。她


def test_a_pronoun_inside_a_quote_counts_only_when_the_narration_gives_none():
    text = ("赵老蔫推门进来，屋里有人嚷：“哟，她也来了！”\n\n赵老蔫说：“来看看。”\n\n"
            "赵老蔫站着，屋里有人笑：“咦，她也在！”\n\n赵老蔫坐下。\n\n他喝了口水。\n")
    assert discover_characters([text], Config()).gender("赵老蔫") == "male"
    # 赵老蔫 … 刘桂芬一愣，随即乐了：“他？他…: her words, not the narrator's
    assert labelled_index("ho35_small_town_cop").genders["赵老蔫"] == "male"
    assert labelled_index("ho72_ming_naval_war").genders["戚继光"] == "male"  # heard, no more


def test_balzac_names_a_particle_a_spelled_ye_and_a_servant_called_by_name():
    names = set(labelled_index("ho171_grandet_miser").names)
    assert {"欧也妮", "拿侬", "葛朗台"} <= names  # 也 spells 欧也妮; 「拿侬，…」 calls her
    assert any(name.startswith("台·格拉桑") for name in names)  # 台· is de, not a stage
    text = "他也笑了。\n他也说：“好。”\n露西也来了。露西也说：“好。”\n"
    assert not {"他也", "西也来", "露西也"} & set(discover_characters([text], Config()).names)


def test_a_nickname_she_says_she_goes_by_and_a_one_character_couple_are_names():
    names = set(labelled_index("ho171_stagecoach_1870").names)
    assert {"羊脂球", "鸟先生", "鸟太太"} <= names  # 「人家都叫我羊脂球。」


def test_cossack_names_with_their_patronymics_are_whole():
    names = set(labelled_index("ho172_don_cossacks").names)
    assert {"潘苔莱·普罗科菲耶维奇", "葛利高里·潘苔莱维奇"} <= names
    assert not {"莱·普罗科菲耶维奇", "利高里·潘"} & names


def test_a_word_before_two_names_is_no_part_of_either():
    index = labelled_index("ho172_xiangxue_train_stop")  # 够凤娇把一篮子…，够二妞…
    assert {"凤娇", "二妞"} <= set(index.names) and "够凤娇" not in index.names
    assert index.gender("二妞") == "female"


def test_a_full_name_written_once_and_its_given_name_in_a_tag_are_one_person():
    index = labelled_index("ho171_eight_immortals_sea")  # 韓湘子吹一聲玉笛 … 湘子道：「…」
    assert {"韓湘子", "曹國舅"} <= set(index.names) and index.canonical("湘子") == "韓湘子"
    assert "攔住" not in index.names  # 鐵拐李忙把拐兒一橫，攔住道：「…」
    names = set(labelled_index("ho156_zhanguoce_su_qin").names)
    assert not {"秦喟然", "喟然"} & names  # 文言: how he sighs


def test_names_with_a_doubled_character_and_a_headmaster_called_so():
    index = labelled_index("ho173_totto_chan_school")
    assert {"小豆豆", "校长先生"} <= set(index.names)  # not 校长 alone: 校长先生 is his name here
    assert "路路通" in labelled_index("ho173_eighty_days").names
    names = set(labelled_index("ho146_kindergarten_teacher_day").names)
    assert "糖糖" in names and "糖糖奶" not in names  # 糖糖奶奶 is her grandmother
    text = "慢慢地他走了。慢慢地说：“好。”\n慢慢地说：“走。”\n连连点头。连连点头道：“是。”\n"
    assert not {"慢慢地", "连连点"} & set(discover_characters([text], Config()).names)


def test_a_two_character_spelled_name_opening_clauses_and_no_one_time():
    names = set(labelled_index("ho173_gadfly_padre").names)
    assert "波拉" in names  # 这个黑胡子的青年名叫波拉 … 波拉转过身来
    names = set(labelled_index("ho173_ganxiao_memoir").names)
    assert "默存" in names and "有一" not in names  # 有一回默存翻书: one time, no one


def test_review_cases_of_the_new_name_rules():
    text = ("拉尔夫说：“走吧。”\n拉尔夫说：“快。”\n大家都看着拉尔夫的一双眼睛。拉尔夫的话没人听。"
            "拉尔夫的母亲来了。\n")
    assert "拉尔夫" in discover_characters([text], Config()).names  # 的 after a name
    text = ("回家的路很长。回家以后她睡了。\n“妈叫我回家吃饭。”王芳说。\n"
            "每天他都来。每天都一样。“医生叫我每天吃药。”王芳说。\n")
    names = set(discover_characters([text], Config()).names)
    assert not {"回家", "每天"} & names  # told to, not called
    text = "“搬开，快搬开！”王芳叫道。\n搬开石头，王芳叫道：“快！”\n搬开以后，王芳笑了。\n"
    assert "搬开" not in discover_characters([text], Config()).names  # an order, not a call
    text = "诸位先生请坐。诸位太太请随我来。\n诸位先生说：“好。”\n"
    assert not {"诸位先生", "诸位太太"} & set(discover_characters([text], Config()).names)


def test_a_name_always_written_with_miss_or_mister_goes_by_it():
    index = labelled_index("ho176_great_expectations")
    assert "郝薇香小姐" in index.names and index.canonical("郝薇香") == "郝薇香小姐"
    index = labelled_index("ho179_hard_times")  # 葛擂硬先生 every time
    assert index.canonical("葛擂硬") == "葛擂硬先生"
    assert any(name.startswith("西丝·朱浦") for name in index.names)  # 浦 spells Jupe
    names = set(labelled_index("ho177_vanity_fair_becky").names)
    assert any(name.startswith("爱米丽亚·赛特笠") for name in names)  # 笠 spells Sedley


def test_two_gossips_spelled_alike_are_two_names():
    names = set(labelled_index("ho177_inspector_general").names)
    assert {"鲍布钦斯基", "陀布钦斯基"} <= names  # 鲍, 钦, 陀 spell names (鲍里斯, 陀思妥耶夫斯基)


def test_a_given_name_opening_with_dao_is_a_name():
    index = labelled_index("ho177_qingchun_zhige")  # 林道静裹着… 道静有些不好意思
    assert index.canonical("道静") is not None
    assert index.canonical("林道静") == index.canonical("道静")


def test_ye_opens_a_spelled_name():
    names = set(labelled_index("ho178_hunter_notes").names)
    assert "叶尔莫莱" in names and "尔莫莱" not in names  # 叶 spells Ye- (叶卡捷琳娜)


def test_a_name_opening_many_tags_is_not_cut_by_verbs_that_follow_it():
    index = labelled_index("ho179_liangzhu_school")  # 英台拉着山伯, 英台立在桥头: once each
    assert index.canonical("英台") == "英台" and index.canonical("祝英台") == "英台"
    assert not {"英台拉", "英台立"} & set(index.names)


def test_a_governor_is_titled_after_his_name():
    index = labelled_index("ho180_scarlet_letter")  # 年老的贝灵汉总督, 贝灵汉总督转过身
    assert "贝灵汉总督" in index.names and index.gender("贝灵汉总督") == "male"


def test_second_review_cases_of_names():
    text = ("沈建华说：“我去。”\n沈建华道：“走。”\n沈建英说：“我也去。”\n沈建英道：“等我。”\n"
            "“我也去。”沈建军说。\n")
    assert {"沈建华", "沈建英"} <= set(discover_characters([text], Config()).names)
    text = ("王美玲小姐来了。王美玲小姐坐下。王美玲小姐笑了。\n"
            "美玲点点头：“好。”\n美玲说：“走。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("美玲") == index.canonical("王美玲小姐") == "王美玲小姐"
    text = ("王林道心一震。\n道心深处一片清明。\n道心如镜。\n道心未稳。\n“去吧。”王林说。\n")
    assert "道心" not in discover_characters([text], Config()).names
    text = "木叶的忍者来了。\n木叶的天空很蓝。\n木叶的风吹过。\n“吵死了。”佐助说。\n佐助走了。\n"
    assert "木叶" not in discover_characters([text], Config()).names


def test_a_word_ending_in_a_count_is_no_name():
    # 比阿爸高出半個頭 … 探出半個頭: 出半 comes back, but 高出半 is a measure, not 阿爸's name
    index = labelled_index("ho67_macau_fishing_family")
    assert "高出半" not in index.names and index.canonical("阿爸") == "阿爸"


def test_a_preposition_opens_no_longer_name():
    # 离尤厄尔先生一胳膊远: away from him, no 离尤厄尔
    names = labelled_index("ho181_mockingbird_courtroom").names
    assert "离尤厄尔" not in names and "尤厄尔先生" in names


def test_a_samurai_is_called_by_his_family_name():
    # 土方殿 shows the book's Japanese family names, which lets in 沖田 (冲 is a direction)
    text = ("沖田总司提着灯笼走过来。\n“土方殿，人带回来了。”\n土方正伏在桌前写东西。\n"
            "沖田靠在门边。\n沖田说：“我去。”\n沖田又笑了。\n土方道：“好。”\n")
    assert "沖田" in discover_characters([text], Config()).names


def test_more_spelling_characters_and_a_crowd_that_is_no_name():
    text = ("阿尔焦姆头也不抬：“吃饭。”\n阿尔焦姆把锥子一戳。\n冬妮娅·图曼诺娃坐在长椅上。\n"
            "冬妮娅笑道：“你来了。”\n冬妮娅站起身。\n人群喊道：“好哇！”\n人群渐渐散去。\n人群里一阵骚动。\n")
    names = discover_characters([text], Config()).names
    assert {"阿尔焦姆", "冬妮娅·图曼诺娃"} <= set(names) and "人群" not in names


def test_first_review_cases_of_names():
    for text, name in (("村长赵德三只是笑了笑。德三摆摆手：“去吧。”德三说：“好。”\n", "赵德三"),
                       ("队长孙有六张开嘴。有六说：“走。”有六道：“好。”\n", "孙有六")):
        assert name in discover_characters([text], Config()).names  # 三只, 六张: no count
    text = ("我去拜访白石先生。\n远处田中有人喊道：“收工了！”\n田中又有人喊：“回家吃饭！”\n"
            "白石先生笑道：“好。”\n")
    assert "田中" not in discover_characters([text], Config()).names  # 先生 shows no Japan


def test_a_name_is_not_cut_for_a_longer_one_sharing_its_start():
    # 斯塔 opens 斯塔巴克's tags; that does not make 斯塔布 a cut-short 斯塔
    text = ("斯塔巴克说：“是。”\n斯塔巴克道：“不。”\n“你瞧，”斯塔布用胳膊肘碰碰他。\n"
            "斯塔布笑了。\n")
    assert {"斯塔巴克", "斯塔布"} <= set(discover_characters([text], Config()).names)


def test_a_foreign_name_with_a_kin_title_is_one_uncle():
    text = ("两个舅舅面对面坐着：米哈伊尔舅舅脸色发青，雅科夫舅舅比他白净。\n"
            "“分家？”雅科夫舅舅说。\n“谁要分你的骨头？”米哈伊尔舅舅吼道。\n"
            "雅科夫舅舅也跳了起来。\n米哈伊尔舅舅用指头敲着桌子。\n")
    names = discover_characters([text], Config()).names
    assert {"米哈伊尔舅舅", "雅科夫舅舅"} <= set(names)  # not one 舅舅 for both


def test_a_nickname_given_after_a_comma_is_a_name():
    text = ("她走路脚底下不打晃，人家送她一个外号，叫“一把抓”。一把抓放下担子，擦了擦汗。\n"
            "“小锡匠，你看什么？”一把抓问。\n一把抓笑了。\n")
    assert "一把抓" in discover_characters([text], Config()).names  # though 一把 counts


def test_words_that_open_clauses_but_name_no_one():
    text = "然而事到其间，也只得如此。\n然而明天照旧。\n然而他说：“好。”\n"
    assert "然而" not in discover_characters([text], Config()).names
    text = "方见明说：“好。”\n方见明道：“走。”\n方见明笑道：“来。”\n"
    assert "方见明" in discover_characters([text], Config()).names  # (方见, then saw, is no stop)


def test_a_dotted_name_always_titled_is_one_person():
    text = ("德·马莱尔夫人还没到。\n右手，德·马莱尔夫人坐在那里。\n“来了？”德·马莱尔夫人叫道。\n"
            "德·马莱尔夫人把身子一转：“走吧。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("马莱尔夫人") == index.canonical("德·马莱尔") == "德·马莱尔"


def test_a_translated_given_name_tells_the_sex():
    # in a crowded cave the pronouns near 玛丽亚 and 罗伯特·乔丹 point at others
    index = labelled_index("ho186_bell_tolls_cave")
    assert index.gender("玛丽亚") == "female" and index.gender("罗伯特·乔丹") == "male"


def test_an_address_anyone_may_be_called_is_no_alias():
    text = ("医生说：“冻的。”\n医生笑了。\n医生道：“好。”\n“医生同志，您给瞧瞧。”\n"
            "“同志，请问是什么车？”\n")
    assert discover_characters([text], Config()).canonical("同志") is None  # not 医生


def test_a_name_written_again_and_again_with_a_title_is_a_name():
    text = ("卡苏朋先生就在这时被引了进来。\n“这个说法未免笼统。”卡苏朋先生放下叉子。\n"
            "卡苏朋先生微微欠身。\n卡苏朋先生没有答话。\n")
    index = discover_characters([text], Config())
    assert index.canonical("卡苏朋") == "卡苏朋先生"  # (朋 spells no name)


def test_a_surname_and_an_elders_title_is_no_name():
    text = ("曾太太道：“老爷，你又提这个。”\n“怎么不提？”曾老爷说着，把茶碗一顿。\n"
            "匾是曾老太爷在世时题的。\n")
    assert "曾老" not in discover_characters([text], Config()).names


def test_an_old_villagers_name_is_a_mans():
    text = ("冯老兰背着手走过来。\n冯老兰说：“吵什么？”\n冯老兰摆摆手。\n冯老兰道：“照旧办。”\n")
    assert discover_characters([text], Config()).gender("冯老兰") == "male"  # though 兰


def test_a_long_spelled_name_opening_clauses_is_a_name():
    text = ("“这不是希默尔施托斯下士吗？”\n希默尔施托斯是我们的教官。\n"
            "希默尔施托斯的脸涨得通红。\n")
    assert "希默尔施托斯" in discover_characters([text], Config()).names


def test_both_hands_are_no_one():
    text = "双手一拱，他说：“好。”\n双手接过茶碗。\n双手捧着：“请。”\n双手一摊：“没了。”\n"
    assert "双手" not in discover_characters([text], Config()).names


def test_foreign_names_with_arabic_parts_and_titles_that_tell_the_sex():
    text = ("艾哈迈德·阿卜杜·贾瓦德坐在上首。\n艾哈迈德·阿卜杜·贾瓦德说：“吃吧。”\n"
            "阿米娜低着头。\n")
    assert discover_characters([text], Config()).names == ("艾哈迈德·阿卜杜·贾瓦德",)  # 卜
    text = ("奥黛特坐在钢琴旁。\n奥黛特笑道：“好。”\n奥黛特说：“来。”\n德·克雷西夫人来了。\n"
            "德·克雷西夫人说：“走。”\n德·克雷西夫人笑了。\n")
    index = discover_characters([text], Config())
    assert index.gender("奥黛特") == "female"
    assert index.gender(index.canonical("德·克雷西")) == "female"  # 夫人 every time
    text = "戈达尔大夫说：“好。”\n戈达尔大夫笑了。\n戈达尔夫人说：“走。”\n戈达尔大夫道：“来。”\n"
    index = discover_characters([text], Config())
    assert [(n, index.gender(n)) for n in index.names] \
        == [("戈达尔大夫", "male"), ("戈达尔夫人", "female")]  # a couple, not one 戈达尔


def test_a_japanese_family_name_ending_like_a_room_is_a_name():
    text = ("本间还没有把领带系好。\n“爸爸，今天也要出去吗？”\n“嗯。”本间说。\n"
            "本间拄着手杖出了门。\n井坂说：“本间君，带上吧。”\n本间点点头。\n")
    assert "本间" in discover_characters([text], Config()).names  # 间 ends 亭子间 too
    text = "十几个孩子跑过来。\n十几个人喊：“来了！”\n十几只鸽子飞起来。\n"
    assert "十几" not in discover_characters([text], Config()).names


def test_the_one_the_story_follows_is_a_name_whatever_it_is_made_of():
    text = ("岛村看着窗外。\n岛村后来总忘不掉。\n岛村闻到雪的气味。\n岛村觉得冷。\n"
            "岛村听着她说话。\n「岛村先生，你来了。」\n")
    assert "岛村" in discover_characters([text], Config()).names  # 岛 is no surname
    text = ("沈清隐约听见脚步声。\n隐约又像有人说话。\n隐约看见一个影子。\n隐约觉得冷。\n"
            "隐约听见门响。\n隐约想起一件事。\n仔细看了看。\n仔细想了很久。\n仔细听去。\n"
            "仔细一看。\n仔细觉得不对。\n「你听。」沈清说。\n日子过得很慢。\n日子一长就忘了。\n"
            "日子到了腊月，母亲笑道：「过年了。」\n日子看着就近了。\n日子想起来也快。\n")
    assert discover_characters([text], Config()).names == ("沈清",)  # manners and days
    text = ("驹子从怀里取出本子。\n「不许看。」驹子说。\n驹子低着头。\n驹子起身拉开门。\n"
            "驹子回到屋里。\n驹子没有问。\n")
    assert "驹子" in discover_characters([text], Config()).names  # never 那驹子, 驹子里
    text = ("院子里很静。\n「谁？」院子里有人说。\n院子很大。\n那院子有棵树。\n院子扫过了。\n"
            "院子也亮了。\n院子空着。\n")
    assert "院子" not in discover_characters([text], Config()).names


def test_a_wife_named_first_in_a_tag_sentence_is_discovered():
    text = ("賴太太欠了欠身，一口國語講得有點生硬：「章夫人好。」\n"
            "「孫夫人，我是瞎碰的，」賴太太紅了臉。\n賴太太笑了。\n賴太太不響。\n"
            "賴太太把牌一推。\n")
    assert "賴太太" in discover_characters([text], Config()).names  # 赖 is a surname


def test_a_surname_ending_a_name_starts_no_classical_given_name():
    text = ("曹洪聞言，飛馬下山。曹洪回報。操曰：「真虎將也！」回曰：「是。」回曰：「否。」"
            "回曰：「然。」曹洪又至。\n")
    assert "洪回" not in discover_characters([text], Config()).names  # 曹洪 回報


def test_a_family_written_only_with_titles_is_one_person_per_title():
    text = ("班纳特先生放下报纸。班纳特先生说：“好。”班纳特太太叫道：“亲爱的！”"
            "班纳特太太笑了。班纳特大小姐吉英没有作声。班纳特太太说：“去。”\n"
            "彬格莱先生站起来。彬格莱先生说：“请。”彬格莱小姐说：“不。”彬格莱小姐笑了。"
            "彬格莱先生道：“是。”\n")
    index = discover_characters([text], Config())
    assert {"班纳特先生", "班纳特太太", "彬格莱先生", "彬格莱小姐"} <= set(index.names)
    assert not {"班纳特", "彬格莱", "格莱先生"} & set(index.names)


def test_a_fence_and_a_whole_town_are_no_one():
    text = ("汤姆提着一桶石灰水走到篱笆跟前。\n篱笆外头那几个孩子一听说，都嚷起来：“我也要刷！”\n"
            "篱笆外头就聚了五六个孩子。\n篱笆外头站着哈克。\n篱笆上的麻雀飞了。\n"
            "篱笆也刷了一半。\n全镇只有他吹得响。\n全镇的孩子都说：“好！”\n全镇都知道。\n")
    assert not {"篱笆", "全镇"} & set(discover_characters([text], Config()).names)


def test_foreign_names_spelled_with_doubled_or_unusual_characters():
    text = ("乞乞科夫在安乐椅上坐下。\n“真是杰作！”乞乞科夫赞叹道。\n乞乞科夫咳嗽一声。\n"
            "乞乞科夫说：“好。”\n")
    assert "乞乞科夫" in discover_characters([text], Config()).names  # 乞乞, never alone
    text = ("“你就说苏德宾斯基来了。”\n苏德宾斯基穿着一件制服。\n苏德宾斯基把手按在膝上。\n"
            "苏德宾斯基看了看表：“我该走了。”\n")
    assert "苏德宾斯基" in discover_characters([text], Config()).names  # 苏, 宾
    text = ("这位忧郁的先生名叫格里马尔，从不肯提起出身。此刻格里马尔先生把年轻人打量了一遍。\n"
            "格里马尔望了望两个同伴，淡淡地说：“三对五。”\n")
    assert "格里马尔" in discover_characters([text], Config()).names  # one tag, one opening


def test_a_titled_foreign_name_written_once_bare_is_the_same_person():
    text = ("“不，”彼拉神父忽然说。\n“坐下。”彼拉神父又低声说。\n他们写给彼拉，由我转交。\n"
            "彼拉神父站了起来。\n丹妮亚跟在他后面。\n丹妮亚走到丈夫身边。\n丹妮亚已经从井台回来了。\n")
    index = discover_characters([text], Config())
    assert "丹妮亚" in index.names  # 丹 spells names (丹尼尔, 丹妮亚)
    assert index.canonical("彼拉") == "彼拉神父" and index.gender("彼拉神父") == "male"


def test_a_tag_sentence_cut_short_by_the_window_names_no_one():
    text = ("理发师把剪刀一放，那一绺头发就落下来，铺到了坐在角落里等着修面的格罗斯医生的皮鞋上。"
            "\n\n"
            "格罗斯医生是酿酒厂董事会的董事，他低头瞧着脚边那一摊金子似的头发，半天才说出话来："
            "“我的天。”\n")
    assert "罗斯医生" not in discover_characters([text], Config()).names


def test_second_review_of_this_sessions_name_rules():
    cases = [  # (text, names that must be there, names that must not)
        ("全家明走进车间，笑道：“早。”\n全家明坐下。\n全家明说：“开工。”\n", {"全家明"}, set()),
        ("时曹仁守樊城。时曹操在许都。操曰：「樊城危矣。」操喜曰：「善。」操又曰：「去。」\n",
         {"曹操"}, set()),
        ("却说曹洪引兵守潼关。洪曰：「守。」洪怒曰：「退！」洪笑曰：「好。」\n", {"曹洪"}, set()),
        ("布朗太太说：“吃饭了。”布朗太太笑道：“来。”布朗先生坐下。\n“今天有什么菜？”布朗问。\n",
         {"布朗太太"}, set()),
        ("杨老爷讲了个笑话。连夫人也忍不住笑了，说道：“老爷又拿我们寻开心。”\n杨老爷道：“哪里。”\n",
         {"杨老爷"}, {"连夫人"}),
    ]
    for text, present, absent in cases:
        index = discover_characters([text], Config())
        assert present <= set(index.names) and not absent & set(index.names), text
    text = "布朗太太说：“吃饭了。”布朗太太笑道：“来。”布朗先生坐下。\n“今天有什么菜？”布朗问。\n"
    assert discover_characters([text], Config()).canonical("布朗") != "布朗太太"


def test_a_spelled_stem_never_written_bare_is_called_by_its_commonest_full_form():
    index = labelled_index("ho204_sholokhov_quiet_don_farmstead")
    assert index.canonical("葛利什卡") == index.canonical("葛利沙") == "葛利什卡"
    assert "葛利" not in index.names  # 葛利高里, 葛利什卡, 葛利沙: one man, never 葛利 alone


def test_a_letter_and_a_title_is_a_name():
    text = ("B博士站起身来。\n“随时奉陪。”B博士答道。\nB博士几乎不假思索。\n麦康纳说：“好。”\n")
    assert "B博士" in discover_characters([text], Config()).names


def test_a_paper_door_is_no_one_and_more_russian_spellings():
    text = ("“林さん，早饭放在这里了。”纸门外有一个声音说。\n纸门拉开了。\n纸门又拉上了。\n"
            "纸门外静了。\n林文朴说：“多谢。”\n林文朴坐着。\n")
    assert "纸门" not in discover_characters([text], Config()).names
    text = "伊万·尼古拉耶维奇·波内廖夫坐下。\n波内廖夫说：“好热。”\n"
    names = discover_characters([text], Config()).names
    assert names == ("伊万·尼古拉耶维奇·波内廖夫",)  # 廖 spells (阿廖沙, 波内廖夫)


def test_a_name_ending_in_zi_is_a_woman_in_a_book_of_japanese_people():
    index = labelled_index("ho205_yu_dafu_sinking_tokyo")  # 林さん, 木村: Japanese people
    assert index.gender("静子") == "female"
    text = "“爹！”栓子喊。\n栓子跑过来，他满头是汗。\n栓子笑了，他说：“我回来了。”\n"
    assert discover_characters([text], Config()).gender("栓子") != "female"


def test_end_review_of_this_sessions_name_rules():
    cases = [  # (text, names that must be there, names that must not)
        ("高明拉开椅子坐下。\n“这份合同是谁签的？”高明提高了嗓门。\n高明默默看了她半天。\n"
         "高明马上拿起电话。\n“喂，老刘吗？”高明顿了顿。\n", {"高明"}, {"高明拉"}),
        ("铁门是我们队的守门员。\n“你盯紧点。”教练对铁门说。\n铁门点点头，戴上手套：“放心。”\n"
         "铁门满身是泥地走回来。\n铁门咧嘴一笑：“下半场他们也别想进。”\n", {"铁门"}, set()),
        ("老师写了一道题：A先生比B先生大三岁，B先生比C先生小两岁。\n“谁能做出来？”老师问。\n"
         "林小雨在A先生下面画了一条横线：“先设B先生是x岁……”\n林小雨说：“然后C先生就是x加二。”\n",
         set(), {"A先生", "B先生"}),
        ("玛莎推开门。\n“孩子们呢？”玛莎问。\n明尼阿波利斯一到十一月就是这样。\n"
         "“今晚会下雪吗？”玛莎问。\n明尼阿波利斯的雪说来就来。\n", {"玛莎"}, {"明尼阿波利斯"}),
    ]
    for text, present, absent in cases:
        names = set(discover_characters([text], Config()).names)
        assert present <= names and not absent & names, (text, names)


def test_a_name_ending_in_snow_is_a_womans():
    assert [guess_gender_from_name(n) for n in ("阿雪", "林小雪")] == ["female", "female"]
    index = labelled_index("ho205_yu_dafu_sinking_tokyo")
    assert index.gender("阿雪") == "female"  # the inn's maid, though a 他 comes after her


def test_a_nickname_the_narration_gives_is_a_name_though_seen_rarely():
    text = ("同屋每天早上都听气象广播。宿舍里的人都叫他“气象台”。\n\n"
            "“今天有雨。”他说。\n\n气象台在桌前画等压线。\n\n我想起气象台的话。\n")
    assert "气象台" in discover_characters([text], Config()).names


def test_an_office_ending_in_chu_is_no_one_and_english_names_have_a_sex():
    text = ("接待處那塊銅牌亮得刺眼。\n\n「有人送花來。」接待處的女孩說。\n\n接待處放不下。\n\n"
            "Eric 探頭進來，問她要不要吃飯，她搖搖頭。\n\n「走吧。」Eric 說。\n\nEric 笑了。\n")
    index = discover_characters([text], Config())
    assert "接待處" not in index.names and "接待处" not in index.names
    assert index.gender("Eric") == "male"  # though 她 follows him: the one he asks
    assert [guess_gender_from_name(n) for n in ("Cindy", "Kenneth")] == ["female", "male"]


def test_a_word_before_a_spelled_name_is_not_part_of_it():
    text = ("“妈妈！”娜塔莎喊道。\n\n娜塔莎一把拉住鲍里斯。\n\n"
            "他们那出戏，照娜塔莎的意思，叫作“强盗与公主”。\n\n“我扮强盗。”娜塔莎说。\n")
    names = discover_characters([text], Config()).names
    assert "娜塔莎" in names and "照娜塔莎" not in names


def test_a_name_ending_in_zi_opening_two_tags_and_three_clauses():
    text = ("晴子旁边坐着一个女孩。\n\n“这是凉子。”晴子说。\n\n凉子看着糖罐。\n\n"
            "过了好一会儿，凉子才开口。“晴子一直是这样。”\n\n“和他一样。”凉子小声说。\n\n"
            "“笔记。”凉子说。\n\n院子里下着雨。\n")
    names = discover_characters([text], Config()).names
    assert "凉子" in names and "院子" not in names


def test_a_count_of_sedans_and_an_adverb_are_no_names():
    text = ("胡雪岩倒来得快。一乘小轿在后门停下，他踱进账房：“外头来了多少人？”\n\n"
            "一乘绿呢大轿抬到门口，轿帘一掀：“胡老板在吗？”\n\n"
            "胡雪岩接过茶，喝了一口，方始开口：“撑不到午时，就撑到午时再说。”\n")
    assert "一乘" not in discover_characters([text], Config()).names
    people = (Character("胡雪岩"),)
    assert [s.speaker for s in attribute(text, None, *people) if s.kind == "dialogue"][-1] \
        == "胡雪岩"  # not 方始 (then only) read as a surname and a name


def test_a_fashion_label_is_no_person():
    text = ("衣架一排排过去，Armani的麻纱，Romeo Gigli的酒红丝绒，Yohji的黑。\n\n"
            "“琪琪，过来。”阿Ken在镜子那头叫。\n\n她的头发，酒红，Romeo Gigli的那种酒红。"
            "第二套是Yohji的黑。\n\n“不对，太绿了。”阿Ken说。\n\nKen笑了。\n")
    names = set(discover_characters([text], Config()).names)
    assert "阿Ken" in names and not names & {"Romeo", "Gigli", "Yohji", "Armani"}
    assert discover_characters([text], Config()).canonical("Ken") == "阿Ken"


def test_a_colour_and_a_title_opening_three_sentences_is_a_nickname():
    text = ("红酋长蹲在比尔旁边，脸上抹满了锅灰。\n\n“我逮住一头熊！”他嚷道。\n\n"
            "“快把他弄走。”比尔说。\n\n红酋长又从洞口蹦了进来。\n\n红酋长翻了个身。\n")
    assert "红酋长" in discover_characters([text], Config()).names
    people = (Character("比尔", gender="male"),)
    assert [s.speaker for s in attribute(text, None, *people) if s.kind == "dialogue"] \
        == ["红酋长", "比尔"]
    for group_or_bear in ("红卫兵", "黑瞎子"):
        text = (f"{group_or_bear}冲进院子。{group_or_bear}砸了门。{group_or_bear}又叫了一声。\n\n"
                "“出来！”老刘喊。\n\n“出来就出来。”老张说。\n")
        assert group_or_bear not in discover_characters([text], Config()).names


def test_a_japanese_name_in_zi_opening_four_sentences_and_a_fridge():
    text = ("我打开冰箱。冰箱门上贴着一张便条：“不许偷吃。”\n\n“这是惠理子说的？”\n\n"
            "惠理子穿着红裙子。惠理子喝了一口。惠理子闭上眼睛。\n\n惠理子笑了。“好喝。”她说。\n\n"
            "冰箱在低低地响。\n")
    names = discover_characters([text], Config()).names
    assert "惠理子" in names and "冰箱" not in names


def test_a_dotted_name_ending_in_a_letter_and_a_name_given_in_quotes():
    text = ("保罗·D看着塞丝。塞丝看着炉火。\n\n“你这么惯着她，”保罗·D说，“开春就不止要糖了。”\n\n"
            "塞丝笑了一声。塞丝没有回头。塞丝把勺子放下。\n\n“一勺糖就把你吓住了？”\n")
    names = discover_characters([text], Config()).names
    assert "保罗·D" in names and "塞丝" in names
    text = ("然后她进来了。她的名字叫“鸢尾”，没有头像。\n\n“外面下雨了吗？”\n\n"
            "“下了。”我说。\n\n鸢尾沉默了一会儿。鸢尾又打了一行字。\n")
    assert "鸢尾" in discover_characters([text], Config()).names


def test_paragraphs_indented_with_ideographic_spaces_open_with_their_names():
    text = ("　　崔宁向里头叫一声：“浑家，点两盏茶来。”\n"
            "　　秀秀却不慌不忙，放下茶盘，道：“郭大哥休怪。”\n"
            "　　郭排军道：“养娘，你不是死了么？”\n"
            "　　秀秀也不推辞，只道：“奴家去则个。”\n"
            "　　秀秀放下针线，叹口气道：“丈夫，你休问。”\n")
    assert "秀秀" in discover_characters([text], Config()).names
    assert [s.speaker for s in attribute(text) if s.kind == "dialogue"][1] == "秀秀"


def test_sisters_given_names_in_zi_once_one_has_a_courtesy():
    text = ("幸子拿起照片。“请雪子小姐过来。”幸子说。\n\n雪子走进来，坐下。雪子只是笑。"
            "雪子低着头。\n\n“嗯。”雪子说。\n\n“又在说什么？”进来的是妙子。\n\n“小妹！”鹤子说。\n\n"
            "“我又没说。”妙子说。妙子拿起照片。\n")
    names = discover_characters([text], Config()).names
    assert "雪子" in names and "妙子" in names
    text = "日子一天天过去。日子过得很慢。\n\n“又下雨了。”日子说。日子里没有她。\n"
    assert "日子" not in discover_characters([text], Config()).names


def test_miss_and_the_family_name_is_the_elder_sister_of_miss_and_her_given_name():
    text = ("请帖上写着：詹金斯小姐、马蒂尔达·詹金斯小姐。姐妹俩看了又看，马蒂小姐念完了。\n\n"
            "“那是自然的。”詹金斯小姐说。\n\n“马蒂尔达·詹金斯，你坐下。”\n\n"
            "马蒂小姐红了脸。“是。”马蒂小姐说。\n")
    assert next(s.speaker for s in attribute(text) if s.kind == "dialogue") == "詹金斯小姐"


def test_a_sheet_one_speaks_from_behind_is_no_name():
    text = ("“床单。”她重复了一遍。\n\n床单正中间剪了一个窟窿。\n\n"
            "床单后面静了一会儿，然后传来一个细细的声音：“肚子。右边。”\n\n"
            "床单挪动了，窟窿也跟着挪动了。\n\n床单后面的声音忽然问：“医生，你的鼻子很大？”\n")
    assert "床单" not in discover_characters([text], Config()).names


def test_a_dotted_name_written_with_miss_is_a_woman():
    index = labelled_index("ho215_wharton_age_of_innocence")  # 梅抬起头来看他 … 梅·韦兰小姐
    assert index.gender("梅·韦兰") == "female"


def test_translated_names_spelled_with_less_usual_characters():
    names = labelled_index("ho216_forster_room_with_a_view").names  # 爱默生先生是…
    assert {"夏洛特·巴特利特小姐", "爱默生先生"} <= set(names)  # 巴特利特小姐 every time
    assert "艾贝·诺思" in labelled_index("ho218_fitzgerald_tender_riviera").names  # not 艾贝·诺
    names = labelled_index("ho216_zorba_cretan_mine").names  # 孔多曼诺利奥, never cut short
    assert "孔多曼诺利奥" in names and "孔多曼诺" not in names
    assert "村里人" not in names  # 这段故事，村里人大概已经听过一百遍了


def test_a_lady_is_described():
    assert [d.label for d in described("身旁坐着一位穿着大胆的外套的女士")] == ["女士"]


def test_a_latin_name_always_followed_by_a_surname_and_a_role_many_hold():
    text = ("Shirley杨瞪了胖子一眼。\n\n“你看这门怎么样？”Shirley杨问。\n\n胖子没说话。"
            "Shirley杨把手电递给我。\n")
    assert "Shirley杨" in discover_characters([text], Config()).names
    text = ("长工阿喜扛着一捆柴进来。\n\n“太太，老师叫我来问一声。”阿喜说。\n\n"
            "母亲叫阿荣伯把长工们都喊进来。\n\n“谢谢太太！”长工们齐声说。\n")
    assert discover_characters([text], Config()).canonical("长工") != "阿喜"


def test_cantonese_words_are_no_names_and_big_b_is():
    names = labelled_index("ho217_hk_tvb_family_drama").names  # 大B吞咗啖口水, 卡位得返…
    assert "大B" in names and not {"卡位", "过咗", "先至"} & set(names)
    for book, word in (("ho217_woolf_dalloway_party", "好几"),  # 好几个人一齐低声说
                       ("ho217_ernv_yingxiong_shisanmei", "必要")):
        assert word not in labelled_index(book).names
    text = "邻居缩回头去。\n\n母亲关上门，插上门闩，转身对孩子们说：“都上楼去睡吧。”\n"
    assert next(s.speaker for s in attribute(text) if s.kind == "dialogue") == "母亲"
    assert is_person_word("大和尚")


def test_a_three_character_nickname_acting_after_lines_is_a_name():
    names = labelled_index("ho218_xiaohong_shengsichang_village").names  # 」二里半迎上去
    assert "二里半" in names


def test_foreign_womens_names_and_a_dotted_surname_in_xie():
    assert guess_gender_from_name("格丽塔") == guess_gender_from_name("罗丝") == "female"
    assert guess_gender_from_name("加布里埃尔") == "unknown"
    names = labelled_index("ho219_henry_james_drawing_room").names
    assert "拉尔夫·杜歇" in names and "拉尔夫·杜" not in names  # 杜歇夫人's son
    assert "听见" not in labelled_index("ho219_joyce_dubliners_party").names


def test_a_build_before_de_and_a_younger_elder_brother():
    labels = [d.label for d in described("一个高个子的金头发女孩不喊，小哥哥看着我")]
    assert labels == ["金头发女孩", "小哥哥"]  # (not 高个子, 女孩 and 小哥)
    assert [d.label for d in described("那高个子的说")] == ["高个子"]
    labels = [d.label for d in described("一个小太监跑过来，有个抱孩子的小媳妇喊")]
    assert labels == ["小太监", "孩子", "小媳妇"]  # a young one of the kind: a word of its own
    for text, first in (("胖子的眼睛瞪着姑娘", "胖子"), ("高个子的手按在少年肩上", "高个子")):
        assert described(text)[0].label == first  # his eyes, his hand: he is there


def test_a_name_opening_with_an_adverbs_character_tagged_often():
    assert "都红" in labelled_index("ho221_bi_feiyu_massage_parlour").names  # 都红说 (not 都说)
    assert "那五" in labelled_index("ho188_nawu_beijing_tabloid").names
    assert not {"他一", "都说"} & set(labelled_index("ho197_betrothed_don_abbondio").names)


def test_a_given_name_that_is_also_a_word_and_a_latin_name_after_a():
    names = labelled_index("ho222_northeast_erren_zhuan_troupe").names
    assert "刘大喜" in names and "刘大" not in names and "头排" not in names
    assert "阿Ken" in labelled_index("ho222_bubu_style_office_romance_tw").names


def test_a_translated_first_name_of_one_character_that_opens_clauses():
    index = labelled_index("ho224_alcott_four_sisters_christmas")
    assert "乔" in index.names and index.gender("乔") == "female"  # 乔翻过身来, 乔叹了口气
    wharton = labelled_index("ho215_wharton_age_of_innocence")
    assert wharton.canonical("梅") == wharton.canonical("梅·韦兰")
    assert "门" not in labelled_index("ho140_maigret_interrogation").names  # 门开了, 门口
    assert "阿" not in labelled_index("ho14_fishing_village").names  # 阿海, 阿福: Chinese names


def test_the_lion_of_a_fable_is_a_name_though_it_ends_like_a_courtyard():
    names = set(labelled_index("ho225_wizard_oz_yellow_road").names)
    assert {"狮子", "铁皮人", "稻草人"} <= names  # “你在看什么？”狮子问他。


def test_a_name_written_with_one_courtesy_title_and_once_with_a_post_keeps_the_title():
    index = labelled_index("ho226_dahl_matilda_headmistress")
    assert index.canonical("克鲁伯") == "克鲁伯小姐"  # seven times 克鲁伯小姐, once 克鲁伯校长


def test_a_theatre_and_a_prussian_are_nobody():
    assert "剧场" not in labelled_index("ho227_ende_momo_amphitheatre").names  # 太阳照进剧场
    assert described("那个普鲁士人追上了他") == []  # a nation, no 士人 (scholar)


def test_a_floor_is_no_name_and_a_shaman_is_a_title():
    assert "三层" not in labelled_index("ho228_wang_anyi_shanghai_lane_tailor").names  # 三层阁
    names = set(labelled_index("ho228_chi_zijian_evenki_shaman").names)
    assert "吉勒塔" in names and "吉勒塔萨" not in names  # 我伯父吉勒塔萨满


def test_thinking_to_oneself_is_no_name():
    names = labelled_index("ho229_buddhist_jataka_monkey_king").names
    assert "心里想" not in names and "猴王" in names  # 望着猴王横在那里，心里想：“…”


def test_two_brothers_named_by_rank_side_by_side_stay_two():
    # 大哥二哥睡在里间: a list of brothers, not the role 大哥 of the name 二哥
    text = ("大哥二哥睡在里间。\n二哥说：“困觉。”二哥笑道：“好。”\n"
            "大哥哼了一声，说：“吵么事。”\n二哥道：“冇吵。”\n")
    index = discover_characters([text], Config())
    assert index.canonical("大哥") != "二哥"
    said = next(s for s in attribute(text) if s.text.startswith("“吵么事。”"))
    assert said.speaker == "大哥"


# (text, names that must be discovered, words that must not): this session's and its two
# reviews' cases, each a rule a reviewer could otherwise delete unnoticed
# 李四 and 李四嫂, his wife: two people, and the 她 after her is not his.
LI_SI_AND_HIS_WIFE = ("李四嫂把围裙一解，冲着南房就过去了。她是个快嘴巴的女人。\n"
                      "李四嫂说：“着啊！”\n李四嫂叫道：“你给我站住！”\n李四嫂骂道：“没出息的！”\n"
                      "李四背着剃头挑子回来了。他喝了二两酒。\n李四说：“干吗呢这是？”\n"
                      "李四往赵长顺身后一躲。\n李四笑道：“别打了！”\n")
NAME_CASES = {
    "老赵 is 赵大夫, the book's only 赵; 奥托·克吕格尔 is spelled whole": (
        "大柱领着一个人进了屋。这就是赵大夫。\n赵大夫说：“吸气。”\n“咋样啊，老赵？”大舅问。\n"
        "老赵说：“老毛病了。”\n大舅说：“那咋整？”\n赵大夫道：“上县医院。”\n"
        "院长奥托·克吕格尔博士走了进来。\n奥托·克吕格尔笑道：“晚上好。”\n"
        "奥托·克吕格尔说：“下雪了。”\n",
        {"赵大夫", "奥托·克吕格尔"}, {"老赵", "奥托·克"}),
    "布拉德利先生 is Miss 塞西莉亚·布拉德利's brother, not her; 战兢兢 is no one": (
        "他的妹妹塞西莉亚·布拉德利小姐衣饰华丽。\n布拉德利兄妹走了进来。\n"
        "布拉德利先生笑道：“好热闹。”\n塞西莉亚用扇子掩着嘴：“哥哥，你别闹。”\n"
        "布拉德利先生说：“我偏要跳。”\n塞西莉亚道：“随你。”\n"
        "那老儿战兢兢跪在路旁。\n土地战兢兢道：“大圣饶命。”\n",
        {"布拉德利先生", "塞西莉亚·布拉德利"}, {"战兢兢"}),
    "卡尔邦神父 (本堂神父卡尔邦), 吕西安·德·蒙福尔 after 介绍; 知道 and 临走 are no one": (
        "第二位是本堂神父卡尔邦，一个瘦高的老人。\n“我们正说起您呢，”卡尔邦神父说。\n"
        "卡尔邦神父笑道：“好。”\n卡尔邦神父道：“不必了。”\n"
        "夫人说：“我向诸位介绍吕西安·德·蒙福尔先生。”吕西安·德·蒙福尔欠了欠身：“幸会。”\n"
        "吕西安·德·蒙福尔道：“谢谢。”\n他知道“不可能”这三个字的分量。\n"
        "她知道“规矩”是什么。\n她临走前还拍着我的肩：“去吧。”\n她临走前还说：“好好干。”\n",
        {"卡尔邦神父", "吕西安·德·蒙福尔"}, {"卡尔邦", "知道", "临走前还", "绍吕西安·德·蒙福尔"}),
    "冷得能, M. of E.M. and 须发 are no one": (
        "“警督。”金发女人的声音冷得能冻住一杯马提尼。\n“你好。”奥哈拉的声音冷得能结冰。\n"
        "火柴盒上印着E.M.——洛杉矶城里用这两个字母的人不多。\nE.M.是谁？\n"
        "老者须发无风自动：“暗伤？”\n韩长老须发皆张，喝道：“住手！”\n韩长老道：“好。”\n",
        {"韩长老"}, {"冷得能", "M.", "须发"}),
    "叶莲娜·瓦西里耶夫娜 is spelled whole; 腰弯得, 见过 and 生谢 are no one": (
        "叶莲娜·瓦西里耶夫娜低声说：“卡佳，手放好。”\n叶莲娜·瓦西里耶夫娜道：“好。”\n"
        "于掌柜赶紧迎上去，腰弯得比秦老头还低：“哟，白爷！”\n秦老头腰弯得像只虾米：“来了。”\n"
        "于掌柜说：“坐。”\n他收租十几年，见过租客跪地求情，见过有人拿刀：“我不怕。”\n"
        "见过他的人都说：“好人。”\n",
        {"叶莲娜·瓦西里耶夫娜", "于掌柜"}, {"叶莲娜", "腰弯得", "见过"}),
    "生谢曰 is the scholar thanking": (
        "沈生，吴人也。生谢不往。\n生谢曰：“此娘子之德也。”\n生曰：“然。”\n女曰：“君去矣。”\n"
        "生谢曰：“诺。”\n",
        set(), {"生谢"}),
    "索恩伯里先生, 太太 and 小姐 are three, beside 伊莎贝拉·索恩伯里 and 索恩伯里家": (
        "索恩伯里先生放下茶杯，说道：“我说不上喜欢。”\n索恩伯里太太说：“亲爱的。”\n"
        "伊莎贝拉·索恩伯里是这家的长女。\n索恩伯里小姐说：“我去看过。”\n"
        "索恩伯里先生笑道：“好。”\n索恩伯里太太道：“睡吧。”\n托马斯在索恩伯里家当了三十年差。\n",
        {"索恩伯里先生", "索恩伯里太太"}, {"索恩伯里"}),
    "review 46: 刘高兴 and 阮咸 are names": (
        "刘高兴笑着说：「五富，走，进城去。」\n五富说：「我怕。」\n刘高兴说：「怕啥？」\n"
        "「高兴，你等等我。」五富喊道。\n阮咸善弹琵琶。\n阮咸曰：「此声非古也。」\n阮籍笑而不答。\n",
        {"刘高兴", "阮咸"}, set()),
    "钱知县白净面皮 describes the magistrate; 车厢里, once in a tag, is a place": (
        "钱知县放下杯子，笑道：“先生请。”钱知县道：“好。”钱知县又道：“不假。”\n"
        "只见一个人迎了出来，白净面皮，正是钱知县。\n又想起钱知县白净面皮的模样。\n"
        "叶永康上了车。车厢里一股烟味。\n"
        "叶永康按了免提，车厢里立即充满了那把喘着气的声音：“康Sir！”\n叶永康说：“讲。”\n"
        "车厢里静了下来。\n",
        {"钱知县", "叶永康"}, {"白净面", "车厢里"}),
    "思特里克兰德 and 德尔克·施特略夫 are spelled whole; 如果 and 牛车 are no one": (
        "门开了。思特里克兰德站在门口。思特里克兰德说：“滚开。”思特里克兰德从来不放在心上。\n"
        "德尔克·施特略夫笑了。德尔克·施特略夫说：“是我。”\n如果只看外表，她很冷。如果说：“好。”"
        "如果有一天它被挖出来。\n牛车停在路边。牛车说：“走。”牛车吱吱响。\n",
        {"思特里克兰德", "德尔克·施特略夫"}, {"如果", "牛车", "德尔克·施特"}),
    "文言 为之, 日既 and 上官不 are no names": (
        "右軍曰：「善。」時人為之語曰：「東山一日。」名士皆為之傾倒。為之曰：「可。」\n"
        "日既昃，謝公曰：「歸。」日既暮，眾皆散。日既出，公曰：「行。」\n"
        "右軍後與上官不協，稱病去。右軍與上官不睦。上官不曰：「然。」\n",
        set(), {"為之", "日既", "上官不"}),
    "希刺克厉夫 and 埃德加·林惇 are spelled whole; 老孙头 is an old man's name": (
        "希刺克厉夫坐在炉边。希刺克厉夫一伸手，说：“给我。”希刺克厉夫靠在门上。\n"
        "只见埃德加·林惇骑着马来了。埃德加·林惇说：“你好。”\n老孙头在门口摇摇头。"
        "老孙头把烟袋拿下来。老孙头说：“忙。”\n", {"希刺克厉夫", "埃德加·林惇", "老孙头"}, set()),
    "许多多, a surname and a doubled name, is one; 慢悠悠地, 钱庄 and 人家 are none": (
        "许多多凑过来：“你猜你第几？”\n我和许多多只能排在后头。许多多一边跑一边喊：“等等我！”\n"
        "许多多手里攥着成绩单。\n老何往椅背上一靠，慢悠悠地说：“有些同学，上课睡觉。”\n"
        "他停了一下，慢悠悠地接着说：“下课也睡觉。”\n钱庄开在街口。钱庄的伙计说：“有。”钱庄里很静。\n"
        "人家一颗喇叭就够了。人家说：“好。”人家不怕吵。\n",
        {"许多多"}, {"慢悠悠地", "钱庄", "人家"}),
    "文言 given 芸, never surnamed, is a name; 芸倚, 余慰 and 時有 are no names": (
        "芸停針而問曰：「石湖何如？」\n余曰：「月出甚佳。」\n芸笑曰：「善。」\n余問曰：「卿欲往乎？」\n"
        "芸曰：「欲則欲矣。」\n芸倚窗而坐，久之無語。\n余慰以有我在，勿憂。\n芸倚余肩，低語曰：「妾數之。」\n"
        "時有一小女子探頭出，問曰：「娘，魚殺否？」\n芸曰：「且待月出。」\n時有水禽驚起。\n",
        {"芸"}, {"芸倚", "余慰", "時有"}),
    "取出 and 血压 are no one": (
        "方天恒打开公事包，取出一叠纸来：“他写给我的。”\n取出来一看，是白纸。取出了布包。\n"
        "血压多少？血压低。护士说：“血压八十。”血压慢慢上来了。\n", set(), {"取出", "血压"}),
    "review 43: 李金坊, tagged twice, keeps 坊": (
        "李金坊是村里的会计。\n“今年的账不对。”李金坊说。\n王二婶道：“哪里不对？”\n"
        "李金坊道：“少了三十块。”\n", {"李金坊"}, set()),
    "秦淮, never tagged and mostly followed by 河, is a river; 秋千 is a swing": (
        "秦淮河上灯火通明。秦淮河的水很浅。秦淮景致好。秦淮河边有茶楼。老许说：“秦淮近来不太平。”\n"
        "秋千荡起来。秋千那边有人笑。孩子跑向秋千。秋千说：“好。”\n", set(), {"秦淮", "秋千"}),
    "上辈子 is no one, 蘭桂坊 a place": (
        "上辈子我就是个窝囊废。上辈子，林远说：“不。”上辈子也一样。\n"
        "蘭桂坊的酒吧很多。蘭桂坊說：「好。」蘭桂坊，燈火通明。蘭桂坊在中環。\n",
        set(), {"上辈子", "蘭桂坊"}),
    "笑容, 一时 and 民兵 are no one": (
        "笑容很淡。脸上露出了一丝笑容。那笑容很冷。笑容说：“好。”\n一时无话。一时想不起来。一时说：“走。”\n"
        "民兵队长来了。民兵在村口。民兵说：“站住。”\n", set(), {"笑容", "一时", "民兵"}),
    "review 42: 王小巷 and 李文席, tagged again and again, are people": (
        "王小巷走过来说：“好。”王小巷笑道：“走。”李文席说：“来。”李文席又说：“坐。”王小巷点头。"
        "李文席摇头。\n", {"王小巷", "李文席"}, set()),
    "竹林里有, 民国, 仰首 and 余尝 are no one; 陆正则 ends in 则 and is a name": (
        "竹林里有三间茅屋。竹林里有人在唱歌。竹林里有鸟。竹林里有说：“谁？”民国三十八年他来了。"
        "民国四十七年打仗。民国说：“好。”民国六年。\n众人仰首向楼上看。生仰首听楼上。少年仰首对曰："
        "「不敢。」仰首曰：「可。」\n余尝戏之曰：「老魏，汝睡否？」余尝以此问秋崖。余尝曰：「然。」\n"
        "陆正则走到炉边。陆正则道：“微臣明白。”陆正则看了一眼。陆正则没有接话。陆正则说：“是。”\n",
        {"陆正则"}, {"竹林里有", "民国", "仰首", "余尝"}),
    "或者 is a word": (
        "她没有打伞，或者说，她手里根本没有伞。或者搬了家。或者干脆回家。或者说：“好。”\n"
        "小林说：“欢迎。”小林笑了。\n", {"小林"}, {"或者"}),
    "穆公 is a name, 穆公坐 and 穆公以 only continue it; 蒍成 past the BMP once simplified": (
        "楚王遣大夫蒍成為使。" + "蒍成冷笑道：「鄭國無人。」蒍成大喜。蒍成聽了。" * 2
        + "穆公坐定，曰：「寡人不德。」穆公以目止之。穆公坐立不安。穆公以手撫膝。"
        + "穆公曰：「可。」穆公歎曰：「罷。」穆公見之。穆公點頭。穆公亦笑。" * 3,
        {"穆公", "蒍成"}, {"穆公坐", "穆公以", "𫇭成"}),
    "抚掌, 自家, 一下子, 拐杖, 包房, 旁听席, 桂花巷, 金凤楼 and 看伊 are no one": (
        "周敏抚掌称快。周敏抚掌大笑道：“好。”自家先笑。自家不觉得。自家说：“好。”\n"
        "一下子静了。一下子亮了。一下子说：“走。”拐杖在地上打滑。拐杖说：“啊。”拄着拐杖。\n"
        "包房里很吵。包房门开了。包房说：“来。”对着旁听席说道：“肃静。”旁听席上有人笑。"
        "旁听席一共四排。桂花巷十七号。桂花巷去年拆了。桂花巷说：“拆。”金凤楼开了。金凤楼真闹。"
        "看伊一眼。看伊的旗袍。看伊，说：“好。”看了旁听席一眼。\n",
        set(), {"抚掌", "自家", "一下子", "拐杖", "包房", "旁听席", "旁听", "桂花巷",
                  "金凤楼", "看伊", "席一眼"}),
    "桃乐丝·温特沃斯, spelled out from its first character": (
        "桃乐丝·温特沃斯站在门口。桃乐丝·温特沃斯说：“我找马洛先生。”我说：“请坐。”\n",
        {"桃乐丝·温特沃斯"}, {"丝·温特沃斯"}),
    "review 41: 林州 and 胡所 nod and are called; 下巴 is what they call him": (
        "林州推开门走进来。\n「你来了。」小梅说。\n林州点点头，在桌边坐下。\n林州拿起茶杯喝了一口。\n"
        "「事情办妥了？」小梅问。\n林州笑了笑，没有回答。\n「你倒是说话呀。」小梅说。\n林州这才开口。\n"
        "「办妥了。」\n「胡所，有人找。」小梅说。\n胡所放下报纸，站起身来。\n胡所走到门口。\n"
        "「谁啊？」小梅问。\n胡所摇摇头。\n那人脸上有条疤，大家都管他叫下巴。\n下巴走过来，蹲在门口。\n"
        "「有烟没有？」下巴问。\n「没有。」老孙说。\n下巴骂了一句，走了。\n「给根烟。」下巴说。\n",
        {"林州", "胡所", "下巴"}, set()),
    "一半, 评论 and 直播 are words": (
        "姆妈一半上海话一半广东话地说：「四婶，勿会格。」一半懂一半不懂。一半人走了。\n"
        "评论一条接一条往上冒。评论说：「好甜。」评论又说：「买了。」直播间静了。直播开始了。直播说：「好。」\n",
        set(), {"一半", "评论", "直播"}),
    "芭芭雅嘎, spelled out; 金苹果, a fruit": (
        "林子里住着芭芭雅嘎。芭芭雅嘎摇着脑袋：“火鸟，火鸟！”芭芭雅嘎接着说：“去吧。”\n"
        "芭芭雅嘎愣了一愣。伊万说：“谢谢。”金苹果挂在树上。金苹果不见了。金苹果又长出来了。\n",
        {"芭芭雅嘎"}, {"金苹果", "苹果"}),
    "高原 and 卫生所 are places": (
        "阎护士长在高原上待了十一年。高原上的水烧到八十度就开了。高原上的日子很简单。\n"
        "卫生所的门开着。卫生所收治了一个牧民。卫生所里很冷。护士长说：“烧水。”护士长又说：“快。”\n",
        set(), {"高原", "卫生所"}),
    "review 40: 老何塞, his father, is not 何塞·阿尔卡蒂奥 grown old": (
        "何塞·阿尔卡蒂奥推开门，父亲老何塞正坐在炉边。\n老何塞说：「你回来了。」\n"
        "何塞·阿尔卡蒂奥说：「回来了，爸爸。」\n老何塞叹了口气，说：「你母亲等了你一夜。」\n"
        "老何塞道：「去睡吧。」\n何塞·阿尔卡蒂奥道：「我不困。」\n",
        {"老何塞", "何塞·阿尔卡蒂奥"}, set()),
    "下巴, 左后腿 and 一段 are no one": (
        "二黑走一步，左后腿就往上提一下。左后腿虚虚地点着地。左后腿还有一点拐。温五说：“养着。”温五又说：“好。”\n"
        "六婶捏着她的下巴。下巴一抬，下巴上有疤。下巴一扬。\n"
        "小桃红已经上了一段了。一段唱完，一段又起。一段『拷红』。\n",
        {"温五"}, {"左后腿", "下巴", "一段"}),
    "老巴勃罗 is 巴勃罗·埃切维里亚 grown old": (
        "客栈老板叫巴勃罗·埃切维里亚。老巴勃罗把手掌平放在柜台上：“水大。”老巴勃罗说：“慢慢来。”\n"
        "哈维说：“好。”老巴勃罗笑了，他说：“喝酒。”哈维说：“喝。”巴勃罗·埃切维里亚说：“干。”\n",
        {"巴勃罗·埃切维里亚"}, {"老巴勃罗"}),
    "燕子, a girl's pet name, not the swallows": (
        "燕子推着车子走在最后头。燕子说：“等我干吗？”我说：“送你。”燕子笑道：“不用。”\n"
        "春天到了，燕子飞回来了。燕子在屋檐下做窝。老孙说：“燕子回来了。”老孙又说：“好。”\n",
        {"燕子", "老孙"}, set()),
    "swallows are no one": (
        "春天到了，燕子飞回来了。燕子在屋檐下做窝。老孙说：“燕子回来了。”老孙又说：“好。”\n",
        {"老孙"}, {"燕子"}),
    "甚么, 和气 and 白粉 are words": (
        "小山問道：「九公，這是甚麼地方？」甚麼刁鑽主顧沒見過。甚麼貨比三家。甚麼和氣生財。\n"
        "白粉拍勻了。白粉還殘在耳朵後面，白粉底下滲出汗來。白粉說：「好。」\n"
        "他的聲音很和氣，和氣得我不認得。和氣說：「好。」九公道：「惜言國。」小山道：「怪哉。」\n",
        {"小山", "九公"}, {"甚麼", "甚么", "和氣", "和气", "白粉"}),
    "review 39: 号召 is a deed, 小明儿 a nickname": (
        "赵铁柱是村支书。赵铁柱号召大家修渠，赵铁柱号召大家捐钱。赵铁柱站在台上。\n“乡亲们，干吧！”\n"
        "胡同里住着小明儿一家。\n“奶奶！”小明儿跑过来。\n“慢点。”\n“我饿了。”小明儿说。\n",
        {"赵铁柱", "小明儿"}, set()),
    "律 spells 布律诺, not 律师": (
        "约翰·史密斯律师走进来。约翰·史密斯说：“好。”约瑟夫·布律诺站起来。约瑟夫·布律诺说：“请坐。”\n"
        "约翰·史密斯律师问：“几点？”约瑟夫·布律诺道：“九点。”\n",
        {"约翰·史密斯", "约瑟夫·布律诺"}, {"约翰·史密斯律", "约瑟夫·布"}),
    "下午 a time of day": (
        "周屹把截图发到群里。下午她把截图看了好几遍。下午知道以后，她想过不讲。\n"
        "宋启明问：“下午就发现了？”周屹说：“是。”宋启明说：“好。”周屹点点头。\n"
        "下午她没有说话。下午说：“是。”宋启明又问：“几点？”\n",
        {"周屹", "宋启明"}, {"下午"}),
    "鲁道夫 spelled with 道, 变成 no name": (
        "我說我要找魯道夫·克萊因。魯道夫·克萊因說：「是我。」\n"
        "她的聲音變成她致詞時用的那種聲音：「你在哪裡？」變成一個問題。\n",
        {"魯道夫·克萊因"}, {"變成", "变成", "夫·克萊因"}),
    "王孙 a compound surname, 以为 no name": (
        "子胥與王孫勝東行。王孫勝年少。子胥曰：「行。」\n"
        "人皆以為狂。以為楚之亡臣也。以為乞者。\n漁父顧見岸上有塵，乃歌曰：「日已西兮。」\n"
        "子胥謂王孫勝曰：「去。」勝泣曰：「諾。」勝問曰：「何往？」勝曰：「吳。」\n",
        {"王孫勝"}, {"孫勝", "以為", "顧見"}),
    "a roomful and a field ridge": (
        "田塍上走来一个老倌子。老倌子说：“同志，你是上头下来的吧？”\n"
        "田塍上好滑。田塍上有牛。\n满屋子的人都等着他，过了好一会儿，才听见一句：\n“意见冒得。”\n"
        "满屋子的人都笑了。满屋子又说：“好！”\n", set(), {"满屋子", "田塍", "田塍上"}),
    "villages, lanterns, counts, a village's people": (
        "黄沙镇不大。黄沙镇的风硬。黄沙镇上一条街。\n"
        "程家洼在河边。程家洼淹了。程家洼的人都跑了。\n"
        "庄上人都说：“要破堤了。”庄上人又说：“快跑。”\n马灯亮着。马灯灭了。马灯又亮了。\n"
        "庄台上挤满了人。庄台上有狗。\n四十几张嘴巴一齐说：“老师早。”四十个人笑了。\n"
        "四九跑进来，说：“相公，先生来了。”四九又道：“快走。”\n",
        {"四九"}, {"黄沙镇", "程家洼", "庄上人", "马灯", "庄台上", "四十"}),
    "from afar, a people, Bradshaw spelled whole": (
        "刘广田老远就喊：“老书记！”老远又喊：“老书记！”\n"
        "哈萨克人待客极好。哈萨克人说：“请坐。”哈萨克姑娘笑了。\n"
        "奈杰尔·布拉德肖说：“那是整幅画。”奈杰尔·布拉德肖又说：“看。”\n",
        {"奈杰尔·布拉德肖"}, {"老远", "哈萨克", "奈杰尔·布拉德"}),
    "a full name not cut short by two verbs": (  # 杜飞熊瞪着他, 杜飞熊一拍桌子
        "杜飞熊瞪着他道：“你喝不喝？”杜飞熊一拍桌子，道：“喝！”\n杜飞熊笑道：“好。”\n"
        "杜飞熊没有说话。杜飞熊是个大个子。杜飞熊认得他。\n此刻他道：“走。”此刻她道：“好。”\n",
        {"杜飞熊"}, {"杜飞熊瞪", "杜飞熊一", "此刻"}),
    "a speaking gourd is a name": (  # (其葫芦 marks a thing, but 宝葫芦 speaks)
        "王葆捡到一个宝葫芦。宝葫芦说：“主人！”宝葫芦又说：“我什么都能变。”\n"
        "宝葫芦笑道：“好。”他把其葫芦放下。\n", {"宝葫芦"}, set()),
    "shouts, fields, brigades, teams": (
        "大叫道：“不好！”大叫一声：“来人！”\n麦地里有人喊：“歇一歇！”麦地里又喊：“收工！”\n"
        "大队部里有人说：“开会。”大队部门口站着人。大队部的灯亮着。\n"
        "三组的人说：“我们先割。”三组又说：“走。”\n",
        set(), {"大叫", "麦地里", "麦地", "大队部", "大队", "三组"}),
    "陈洪峰 and 王江水 are names": (
        "陈洪峰走进来。陈洪峰说：“我来了。”陈洪峰笑道：“坐。”\n"
        "王江水说：“好。”王江水道：“走。”\n", {"陈洪峰", "王江水"}, set()),
    "things after a surname's character": (
        "厉风刮过山岗。厉风吹得人睁不开眼。厉风又起了。\n洪潮涌来。洪潮退去。洪潮又来了。\n"
        "洪水退了。洪水冲垮了堤。洪水又涨了。\n", set(), {"厉风", "洪潮", "洪水"}),
    "于吉 kept beside 吉平": (
        "孫策怒曰：「于吉妖人也！」于吉曰：「無罪。」于吉笑曰：「善。」\n"
        "吉平曰：「諾。」吉平怒曰：「去！」\n", {"于吉", "吉平"}, set()),
    "兴登堡 is a man": (
        "兴登堡走进来。兴登堡说：“我来了。”兴登堡笑道：“坐。”\n", {"兴登堡"}, set()),
    "空上人 is a monk": (
        "空上人坐在蒲团上。空上人说：“善哉。”空上人道：“请。”\n", {"空上人"}, set()),
    "二军 is a boy": (
        "二军推门进来。二军说：“哥，我回来了。”二军坐下喝水。二军笑道：“饿了。”\n",
        {"二军"}, set()),
    "投手 is a pitcher": (
        "投手走过来，说：“我累了。”捕手说：“再坚持一局。”投手说：“好吧。”\n",
        {"投手"}, set()),
    "三百 is a count": (
        "三百走进来。三百说：“好。”三百坐下。三百笑道：“嗯。”\n", set(), {"三百"}),
    "whole-word stop words leave longer names": (
        "余人杰走进来。余人杰说：“我来了。”余人杰笑道：“坐。”\n顾见龙说：“画好了。”顾见龙道：“看。”\n"
        "大队长说：“开会。”大队长道：“散会。”\n", {"余人杰", "顾见龙", "大队长"}, set()),
    "洪峰 is a name": ("洪峰走进来。洪峰说：“我来了。”洪峰笑道：“坐。”\n", {"洪峰"}, set()),
    "a maid named after a comma": (
        "府里有个丫鬟，名唤翠环。翠环端着茶进来。翠环慌慌张张跑了出去。\n", {"翠环"}, set()),
    "a place the narration names is no one": (
        "这个镇子名叫青石。青石不大，只有一条街。\n青石的人都认得王二。王二说：“来了。”王二道：“坐。”\n",
        {"王二"}, {"青石"}),
    "a sister after a full name is not cut off": (
        "李秀兰走进来。李秀兰说：“姐。”李秀兰道：“我回来了。”\n"
        "李秀兰妹跟在后面。李秀兰妹说：“我也回来了。”李秀兰妹道：“饿了。”\n", {"李秀兰妹"}, set()),
    "one paragraph with given and family name is one boy": (
        "汉斯·吉本拉特走进教室。汉斯·吉本拉特说：“早。”\n"
        "汉斯坐下了，吉本拉特是全班最用功的学生。吉本拉特说：“我背完了。”\n",
        {"汉斯·吉本拉特"}, {"吉本拉特"}),
    "乔木 is no 乔": (
        "乔·斯塔克斯走了出来。乔·斯塔克斯说：“看好店。”\n"
        "斯塔克斯点上雪茄，乔木似的身子靠在柱子上。斯塔克斯说：“走。”\n",
        {"乔·斯塔克斯"}, {"斯塔克斯"}),
    "brothers of one family name": (  # 约翰 … 库马洛 apart in two paragraphs' narration
        "约翰·库马洛站在铺子当中。约翰·库马洛说：“来了。”\n"
        "库马洛低着头说：“我来找孩子。”约翰看着库马洛，说：“坐。”\n"
        "约翰走过来，握着库马洛的手。库马洛说：“好。”\n",
        {"库马洛", "约翰·库马洛"}, set()),
    "卢森堡 not cut short": (
        "罗莎·卢森堡走上讲台。卢森堡说：“同志们！”卢森堡又说：“起来！”\n", set(), {"卢森"}),
    "a man and his wife called by his name are two people": (
        LI_SI_AND_HIS_WIFE, {"李四", "李四嫂"}, set()),
    "review 32: a woman called with and without her kin word is one": (
        "秀芝婶是个寡妇，一个人拉扯大三个孩子。\n秀芝婶说：“进屋坐。”\n"
        "秀芝给我倒了碗水。秀芝的手很粗。秀芝叹了口气。她说：“这些年，苦啊。”\n"
        "秀芝婶笑道：“不说了。”\n", set(), {"秀芝"}),
    "review 35: a name before 一听, 一把, 一边 is still a name": (
        "德纳第一听，脸色就变了。德纳第一把抓住那孩子。德纳第一边数钱一边说：“不够。”德纳第说：“再拿来。”"
        "德纳第太太在旁边笑。\n", {"德纳第"}, set()),
    "review 35: a stream is no one": (
        "我们到了白沙溪。白沙溪的水很清。白沙溪边有一座庙。他在白沙溪住了三年。老张说：“白沙溪好。”\n",
        set(), {"白沙溪"}),
    "review 35: a family name always titled, though 路 ends it": (
        "北大路先生走进来。北大路先生坐下了。北大路先生笑了笑。\n“今天很热。”\n北大路先生点头。\n",
        {"北大路先生"}, set()),
    "小心 of 小心翼翼 is no name, 马铁生 before 长长地 is": (
        "何嘉欣低声说：「见到他们了，小心他走。」\n肥乐望望他们两个，小心翼翼地问：「早餐还吃不吃？」\n"
        "马铁生长长地吐了口气。马铁生说：「好。」马铁生长长地叹了一声。\n",
        {"马铁生"}, {"小心"}),
    "有点 and 边跑 are how someone acts, no names": (
        "韦立民坐在角落，有点腼腆地问道：「华太太，您好。」\n华太太笑道：「好。」\n"
        "跳跳把榛子一扔，边跑边喊：「不好啦！」\n", {"华太太"}, {"有点", "边跑"}),
    "翟辞曰: 翟 declines, no 翟辞": (
        "荀翟者，中山人也。王召翟，問之。翟曰：「可。」王曰：「善。」翟曰：「臣請行。」\n"
        "王欲封之，翟辭曰：「臣不敢。」翟辭歸，奉母如初。翟曰：「母老矣。」\n",
        set(), {"翟辭", "翟辞"}),
    "两根烤肠: food by the stick, no name": (
        "王大壮拎着两根烤肠走出来。王大壮把一根烤肠塞到他手里。\n"
        "王大壮凑过来看了一眼，烤肠差点掉在地上：“锦绣花园？”\n烤肠掉在地上，滚了两圈。\n",
        {"王大壮"}, {"烤肠"}),
    "a stage name given: 艺名，叫作「茉莉」": (
        "舞票上印着她的艺名，叫作「茉莉」。\n「先生跳舞？」\n茉莉的声音细得像一根线。茉莉今晚穿了一件旗袍。\n",
        {"茉莉"}, set()),
    "review 36: 耿耿于怀 is no manner before a name; 老林里 is woods": (
        "上回分家，二叔多占了一间房，王大妈耿耿于怀。这天在井边碰上了，王大妈把水桶往地上一顿：“哟，他二叔。”\n"
        "王二叔赔着笑：“嫂子，打水呢。”\n老林里黑得早。老林里没有路。老林里静得吓人。\n",
        {"王大妈"}, {"老林里"}),
    "贝略, 古铁雷斯: 略 and 铁 spell parts of Spanish names": (
        "托马斯·贝略就站在门口。托马斯·贝略说：“来了。”\n马塞利诺·古铁雷斯笑道：“好。”\n"
        "马塞利诺·古铁雷斯点点头。约翰·史密斯略一迟疑，说：“不。”约翰·史密斯走了。\n",
        {"托马斯·贝略", "马塞利诺·古铁雷斯"}, {"托马斯·贝", "马塞利诺·古", "约翰·史密斯略"}),
    "换一面, 一把蒲扇, 勒巴斯克比她: a count, a thing in the hand, a comparison": (
        "他把毛巾折了两折，换一面再抹：「好了。」换一个人来。换一面镜子。\n"
        "婆婆手里一把蒲扇。蒲扇扇得响：「热死了。」她又拿起一把蒲扇。\n"
        "泰蕾兹·勒巴斯克比她丈夫小十岁。泰蕾兹·勒巴斯克说：「吃饭。」\n",
        {"泰蕾兹·勒巴斯克"}, {"换一", "蒲扇", "泰蕾兹·勒巴斯克比"}),
    "review 37: a flower's name is no nickname; 马蒂略略点头 is no name 马蒂略": (
        "院里那株花开了，花名叫“夜来香”。夜来香的香气一阵阵飘进屋里。\n"
        "母亲说：“夜来香一开，夏天就到了。”夜来香开得正盛。\n"
        "约翰·马蒂略略点头，说道：“好吧。”约翰·马蒂略加思索，又说：“还是明天吧。”\n",
        set(), {"夜来香", "约翰·马蒂略"}),
    "review 33: a numeral name that nods is still a name": (
        "三三点点头，说：“好。”\n三三回头看了一眼。\n“走吧。”三三说。\n三三笑道：“来了。”\n"
        "三三回到屋里。三三点了灯。\n", {"三三"}, set()),
}


@pytest.mark.parametrize("text, present, absent", NAME_CASES.values(), ids=NAME_CASES.keys())
def test_names_found_and_words_not_taken_for_names(text, present, absent):
    names = set(discover_characters([text], Config()).names)
    assert present <= names
    assert not absent & names


@pytest.mark.parametrize("stem, present, absent", [
    ("ho240_bonn_clown_telephone", set(), {"變成"}),
    ("ho241_wuyue_zixu_flight_to_wu", set(), {"以為", "孫勝"}),
    ("ho244_rootseeking_village_flood", set(), {"庄台上", "程家洼", "马灯"}),
    ("ho244_tang_chuanqi_dongting_dragon", set(), {"湛心", "湛因", "於湛"}),
    ("ho305_linjiang_ce", {"韩昭"}, {"侯韩昭"}),
    ("ho306_hanyan_zhen", set(), {"到第"}),
    ("ho308_huaian_hu", set(), {"女斂"}),
    ("ho307_caochang_zhengbing", {"阿列克谢·瓦西里耶维奇·沃龙佐夫", "娜塔莉娅·安德烈耶夫娜"},
     {"阿列克谢·瓦西里耶维奇·沃", "娜塔莉娅"}),
    ("ho277_montfermeil_rain", {"德納第"}, set()),
    ("ho311_qiche_lai", {"泥鳅"}, {"比"}),  # 都管他叫“泥鳅”; 比法官还多, 比他在岸上: comparing
    ("ho345_yuye_kedian", {"马吕斯·彭眉胥"}, {"马吕斯·彭"}),  # 眉 and 胥 spell Pontmercy
    ("ho343_yuye_chuang", set(), {"重重", "眼淚"}),  # 重重的拍在桌上; 眼淚已經…滾了下來
    ("ho343_tiandu_feng", set(), {"吟罷"}),  # 吟罷，又道: done reciting
    ("ho343_jinchai", set(), {"恰好"}),
    ("ho258_fengcheng_inn", set(), {"早已"}),
    ("ho80_sign_language_family", set(), {"比划"}),  # 比划道: signing
    ("ho190_good_soldier_svejk", set(), {"车厢里", "车厢"}),  # 军官车厢里: an officers' carriage
    ("ho249_zhanguo_retainer_burning_tallies", set(), {"民皆"}),  # 民皆呼万岁: all of them
    ("ho311_wuding_yang", {"老阿里"}, set()),  # opening seven clauses, never in a tag
    ("ho315_jishi_ri", {"泰蕾兹·勒巴斯克"}, {"泰蕾兹·勒巴斯克比"}),  # 勒巴斯克比她丈夫小十岁
    ("ho161_fanhua_shanghai_1990s", set(), {"黄河路"}),
    ("ho226_tintin_ship_captain", set(), {"金鲨号"}),
    ("ho173_totto_chan_school", set(), {"车厢里"}),
    ("ho246_shuoyuan_qi_remonstrance", {"景公", "晏子"}, {"則景公", "於晏"}),  # 則景公不知, 於晏子
    ("ho247_gulong_moon_thief_tavern", {"杜飞熊"}, {"杜飞熊瞪"}),
    # 盧命左右, 以手指之, 餘人皆走; 解葫蘆置案上 … 其葫蘆, 一葫蘆: a thing and a deed done to it
    ("ho247_tang_miscellany_gourd_daoist", set(), {"盧命", "以手", "餘人", "解葫蘆", "葫蘆"}),
    ("ho250_tang_chuanqi_mirror_assassin", set(), {"擲劍", "兩鎮"}),
    ("ho248_tang_romance_cunxiao_pass", {"周德威"}, {"周德威引"}),  # 周德威引兵在後
    ("ho192_wanhualou_di_qing", {"孙秀"}, {"俯伏"}),  # 孙秀，…，俯伏奏道
    ("ho198_xiuxian_liaotianqun_chat", {"黄山真君"}, {"黄山真"}),
    ("ho251_yuefei_camp_envoy", {"牛皋"}, {"莽牛皋"}),  # a 回 title's epithet
    ("ho43_battlefield_challenge", {"赤霞道人"}, {"赤霞"}),  # (赤霞仙 in the title)
    ("ho111_sanguo_envoy_tent", {"諸葛瑾"}, {"葛瑾"}),
    ("ho251_silence_fishing_village_fumie", {"善七"}, set()),  # 善七老爹 opening clauses
    ("ho251_drina_bridge_kapia_war_rumour", {"尤素福·哈伊达尔"}, {"有几", "福·哈伊达尔"}),
    ("ho252_zhanghui_hanjiang_matchmaker", {"翠环"}, {"反倒"}),  # 丫鬟名唤翠环
    ("ho252_main_street_thanatopsis_party", {"碧雅·索伦森"}, {"念完", "雅·索伦森"}),
    ("ho253_paton_sophiatown_search", {"库马洛", "约翰·库马洛"}, set()),  # two brothers
    ("ho253_shiba_ryoma_kyoto_inn", {"龍馬"}, {"薩摩"}),  # 薩摩藩邸: a domain
    ("ho254_police_cold_case_interrogation", {"郑国栋"}, {"眼珠子"}),
    ("ho254_lahiri_konark_sun_temple", {"皮娅"}, {"周围"}),
    ("ho254_kinmen_1958_shelling_village", {"金水"}, {"管金水"}),  # 管金水叫小鬼
    ("ho254_shanxi_coal_boss_dinner", {"郝满仓"}, {"柳沟县"}),
    ("ho239_qing_magistrate_poison_case", {"顏知縣"}, set()),
    ("ho255_greenwood_choir_christmas_rounds", {"芳茜·黛"}, {"茜·黛"}),
    ("ho255_xiaowuyi_bandit_feast_cook", {"鄧天彪"}, {"哈哈"}),  # a laugh
    ("ho255_sound_mountain_kite", {"信吾"}, {"年輕"}),  # (年輕的主婦)
    ("ho246_yangtze_gorge_refugee_boat", {"年輕人"}, set()),
    # 應聲而歎者, 望冷然曰, 此何人也: how, not who
    ("ho255_shishuo_river_purification", {"阮詵"}, {"應聲", "冷然", "何人"}),
    # 温声道, 托孙德全呈上去, 皇后尚未出声
    ("ho253_zhenhuan_morning_greeting", {"孙德全"}, {"温声道", "托孙德全", "尚未出"}),
    # 毛笔字歪歪扭扭, 毛笔小楷: a brush
    ("ho256_harbin_fox_altar", {"刘秀芬"}, {"毛笔"}),
    # 帝方舉簡作態 (was doing), 閉門謂其徒曰, 黎明，帝方食於內殿
    ("ho257_xingjiao_gate", {"莊宗", "景進"}, {"帝方", "閉門", "黎明"}),
    # 坡觀之 (he looked at it), 於坡之脅 (at the slope), 明年 (next year)
    ("ho261_xuetang_yehua", {"佛印"}, {"坡觀之", "於坡", "明年"}),
    # 這事由胡小棠接了過去 (by 胡小棠), 柳河集 (a market town), 商量
    ("ho262_zhenmu_salt", {"胡小棠", "霍成山"}, {"由胡小棠", "柳河集", "商量"}),
    # 背后喊他“段老虎”: a nickname the narration gives, then uses
    ("ho260_manyun_checkpoint", {"段国良", "段老虎"}, set()),
    # 勒撫几而笑, 勒親為之酌 (石勒 by his given name, acting), 具言 (told it all), 餘眾
    ("ho263_wuxiang_guji", {"石勒", "張賓"}, {"勒撫几", "勒親", "具言", "餘眾"}),
    # 晏然, 蕭然 (how), 之額, 文之中, 胡之言 (胡's), 胡既至 (胡 had come)
    ("ho264_shen_tiezui", {"胡紹祖", "李升"}, {"晏然", "蕭然", "之額", "文之中", "胡之", "胡既"}),
    # 劉聞之 (劉學究 heard it), 余歸而追記之 (I came home); 趙云 of 三国 stays (云 is a name)
    ("ho256_fox_granary", {"劉學究", "張四"}, {"劉聞", "余歸"}),
    ("ho69_sanguo_bridge", {"赵云", "张飞"}, set()),
    ("ho265_liutiaopian_pianshazi", {"孙国庆", "曲长顺"}, {"偏厦子"}),  # 接个偏厦子: a shed
    ("ho258_fengcheng_inn", {"漱石子"}, set()),  # 这漱石子 is a man
    ("ho266_nameday_envelope", {"卡尔·伊万诺维奇·克鲁格"},  # 医生卡尔·…: not 生卡尔
     {"几乎", "关于", "生卡尔·伊万诺维奇·克鲁格"}),
    ("ho266_erkong_chetiann", {"鍾金旺", "陳炭"}, {"車埕仔"}),  # 全车埕仔: a place
    ("ho266_xinan_zhiguai", {"張邕", "周玄"}, {"夜半", "中有"}),
    # 哈考特先生 and 哈考特小姐: father and daughter, not one 哈考特
    ("ho268_xinancao_charade", {"哈考特先生", "哈考特小姐"}, {"哈考特"}),
    ("ho269_wang_chaofeng_chai", {"薛婆", "方氏"}, {"低低"}),  # 低低道: softly
    ("ho270_huanggua_jia", {"桂枝", "馮大娘"}, {"黃瓜架"}),  # a cucumber trellis
    ("ho271_xilou_denghei", {"秀梅", "白天礼"}, {"白杨沟"}),  # a village
    ("ho272_zhongbai_tingle", {"阿爾芒‧德‧索里尼"}, {"索里尼"}),  # joined by ‧, one name
    ("ho273_ouxiangxie_canhe", {"寶釵", "寶玉"}, {"偏寶釵"}),  # 偏寶釵嫌他: but 宝钗
    ("ho274_kaohongshu", {"红衬衫", "阿清"}, {"张纸"}),  # 一张纸, 那张纸: a sheet of paper
    ("ho274_qingyinlou", {"老残", "刘三"}, {"仍旧"}),
    # 琼 (Joan) among 韦恩, 埃德加, 费尔南多 and a 司机 and 老板娘, who are no names to count
    ("ho271_yu_shanhe", {"琼", "埃德加"}, set()),
    ("ho269_jizhen_yeban", {"沈知遥", "吴振东"}, {"抢救室", "高血压"}),
    # 苏霍京, and 苏霍京本人: himself
    ("ho269_white_house", {"彼得·伊里奇·蘇霍京"}, {"彼得·伊里奇·蘇霍", "彼得·伊里奇·蘇霍京本"}),
    # 蓬 and 日 spell parts of a dotted name
    ("ho276_zakharozhkin_ledger", {"费拉蓬特·卢基奇·扎哈罗日金"}, {"特·卢基奇·扎哈罗"}),
    # 别 spells the first sound of 别尔利奥兹
    ("ho180_master_margarita", {"米哈伊尔·亚历山德罗维奇·别尔利奥兹"}, {"米哈伊尔·亚历山德罗维奇"}),
    ("ho278_xuepo_liangtou", {"冯知县"}, {"喝叫", "如今"}),  # 冯知县喝叫：, a way of speaking
    # 艾什顿, the family name of 爱德华·艾什顿 and 塞缪尔·艾什顿: she is 艾什顿小姐
    ("ho278_clockmaker_will", {"艾什顿小姐", "爱德华·艾什顿"}, {"艾什顿"}),
    ("ho279_xiangbin_huanzhu", {"獨孤", "九娘"}, {"莫知其", "欲止"}),  # 莫知其姓氏, 欲止之不及
    # 特雷維爾先生 every time but once (德·特雷維爾先生: 德 is no given name); 訥 spells a part
    ("ho280_jinli_anjou", {"德·特雷維爾先生", "德·韋爾訥伊"}, {"德·特雷維爾", "德·韋爾"}),
    ("ho281_mazusheng", {"陳秀鳳", "玉蟬"}, {"一進", "時代"}),  # 一進廳就說, 學生時代
    ("ho281_tuina_qianbao", {"沙复明", "蒋老板"}, {"安静", "刚才"}),
    ("ho281_tianshuijing", {"胡四"}, {"口稱"}),  # 胡四…口稱：「…」: he says
    ("ho282_sherer_snow", {"皮埃爾·別祖霍夫"}, {"皮埃爾·別"}),  # 祖 spells a part
    ("ho282_bahao_fengqiu", {"邱子健"}, {"打字", "寫字"}),  # 打字機, 寫字樓
    ("ho282_xiliu_tun", {"司馬懿", "司馬昭"}, {"將近"}),  # 將近三更
    # 赌林默 (a bet on him) twice beside 林默 56 times; words of a 修仙 sect
    ("ho283_zongmen_dabi", {"林默", "马三"}, {"赌林默", "一双", "外门", "炼气", "目光平静"}),
    # 伍德豪斯先生 and 伍德豪斯小姐, though 爱玛·伍德豪斯 and 伍德豪斯父女 write the name bare
    ("ho285_cole_evening", {"伍德豪斯先生", "伍德豪斯小姐"}, {"伍德豪斯"}),
    ("ho286_gedi_xiongdi", {"马顺德"}, {"饲养"}),  # 饲养员马顺德, 饲养室: a post and its room
    ("ho286_hulu_hutong", {"程八爷"}, {"慢条斯理", "今儿"}),  # 慢条斯理地装烟
    ("ho287_luohun_zhen", {"霍重山"}, {"高叫"}),  # 來到陣前，高叫道
    # 一根一根地扳着手指头, 一碗黄酒, 两碗大馄饨: a count and what is served by the bowl
    ("ho287_mailiang_ji", {"周木匠"}, {"一根", "黄酒", "馄饨"}),
    ("ho288_fiesta_guangchang", {"哈里", "罗迪·麦金托什"}, set()),  # 哈里 is no place in 哈
    ("ho288_chaopiao_fengbo", {"周四喜"}, {"至于"}),
    # 欧也纳·德·拉斯蒂涅 (not 纳·德·拉斯蒂涅), 维多莉纳·泰伊番 (not 泰伊)
    ("ho289_gaolaotou_wanfan", {"欧也纳·德·拉斯蒂涅", "维多莉纳·泰伊番"},
     {"纳·德·拉斯蒂涅", "维多莉纳·泰伊"}),
    ("ho289_jinfeng_chai", {"汪朝奉"}, {"忙扯"}),  # 忙扯住酒保: in haste
    ("ho289_gangshang_hua", {"秦太太"}, {"仰起頭來"}),  # she raises her head
    # 凌晨三点，唐蕾在群里发, 公司: a time and a firm, no one
    ("ho290_huoxing_yeban", {"周振涛", "唐蕾"}, {"凌晨三点", "公司"}),
    ("ho290_hanya_kou", {"賀蘭鋒"}, {"左頰上", "衛副統"}),  # 左颊上, 卫副统领
    # 哥哥谢尔盖·伊万诺维奇·科兹内舍夫: his brother, then the name
    ("ho291_moscow_dinner", {"谢尔盖·伊万诺维奇·科兹内舍夫"}, {"哥哥谢尔盖·伊万诺维奇·科兹内舍夫"}),
    ("ho292_cesuo_gezi", {"李三", "赵四爷"}, {"解放"}),  # 解放以前, 解放后
    ("ho292_wenxin_jie", {"林砚", "赵元昊"}, {"三年"}),  # 三年前
    ("ho292_yuanzhang_canzhuo", {"阿廖沙"}, {"段话"}),  # 这一段话，字句各有出入
    ("ho292_shijian_biaoben", {"杜子昂", "何九"}, {"自然"}),  # 鐘自然會停
    ("ho293_chiyan_yizhan", {"沈晦", "屠烈"}, {"师沈晦"}),  # 乃军师沈晦，字子明
    ("ho293_tingsong_zhai", {"吳順"}, {"向空中"}),  # 向空中喝曰
    ("ho295_juancun_radio", {"秀蘭", "錢伯伯"}, {"包餃子"}),  # 我媽包餃子
    ("ho295_mutou_yu", {"刘老歪"}, {"鼻孔里哼", "翻过"}),  # 鼻孔里哼了一声, 翻过来
    ("ho295_heisong_ling", {"秦猛", "錢彪"}, {"口裡只"}),  # 口裡只道
    ("ho295_lost_duck", {"马小五", "陈大根"}, {"嘎嘎", "外号"}),  # 嘎嘎嘎
    ("ho241_leskov_mtsensk_yard_piglet", {"尼基塔"}, {"尼基"}),  # a spelled name seen twice
    ("ho296_weili_fating", {"霍奇", "彭罗斯"}, {"石阶上", "菲尔德巷"}),  # a step, a lane
    ("ho296_heyi_dian", {"何錦添", "梁頌恩"}, {"管理處"}),  # an office
    ("ho297_banshou_an", {"林晓", "许建军"}, {"林晓翻"}),  # 林晓翻开笔录本
    ("ho298_jiazu_dazayuan", {"李四", "李四嫂"}, set()),  # a man and his wife
    ("ho299_qiuniang_gui", {"阿祿"}, {"自言", "生為"}),  # 女…自言：「…」, 生為拂拭几榻
    ("ho299_dengta_tianyuan", {"林晓溪", "郑云帆"}, {"十一"}),  # 十一个月, a count
    ("ho300_chubi_caihou", {"蔡侯", "伍成"}, {"因此"}),  # 因此蔡國君臣
    ("ho301_yu_ang", {"虞卬", "樊午"}, {"入見", "士卒", "常數百"}),  # 入見卬曰, 食客常數百人
    ("ho302_laohe_huoguo", {"何德贵", "刘桂芳"}, {"底下还", "假装", "屁股", "后厨"}),
    ("ho303_shangrenli_guancha", {"冯竹荪", "李贵"}, {"话还"}),  # 话还没说完
    ("ho303_shiyi_chuang", {"冼志强", "温静"}, {"名字"}),
    ("ho193_pinhua_baojian_actors", {"聘才"}, set()),  # 才 ends names (王有才), no adverb
    ("ho317_ludang_yaqun", {"杨三", "葵生"}, {"芦苇", "芦荡", "芦花", "柳湾"}),  # reeds, a village
    ("ho316_startup_call", {"宋启明", "林晓雯"}, {"下午"}),
    ("ho318_jinji_guan", {"鄧昭", "屠雄"}, {"路大"}),  # 左路大軍; 大喝曰 is no given name 大
    ("ho318_wuyuan_yuye", {"江太太", "若萱"}, {"好一會兒"}),
    ("ho318_dongmen_fating", {"孙桂芳", "周秉正"}, {"小区"}),
    ("ho318_duanqiao_xingmen", {"沈铎", "织女"}, {"长庚"}),  # 长庚号, a ship
    ("ho319_dinge_chejian", {"孙德厚", "赵国栋"}, {"车间"}),
    ("ho319_lahuopu_wancan", {"约瑟夫·布律诺", "泰奥多尔·马丹"}, {"左手边", "约瑟夫·布"}),  # 律
    ("ho319_xiezhai_shishe", {"賈母", "寶玉"}, {"明兒"}),
    ("ho320_tanghui_tie", {"沈玉笙", "葛鳳岐"}, {"接過"}),
    ("ho320_shimen_guan", {"荀勉", "秦昭"}, {"甘當"}),  # 甘當軍令
    ("ho321_weilu_chuxi", {"阿嬤", "爺爺"}, {"電視"}),
])
def test_words_the_labelled_texts_once_took_for_names(stem, present, absent):
    names = set(labelled_index(stem).names)
    assert present <= names
    assert not absent & names


def test_review_23_names_pointed_at_or_beside_whole_words_are_still_names():
    for name, text in [
        ("二柱子", "“娘，饭好了没？”二柱子问。\n全村都知道那个二柱子最馋。\n"
                  "“你这个二柱子！”娘骂道。\n“我饿了。”二柱子说。\n"),
        ("沈浪", "沈浪笑道：“你成全沈浪吧。”\n沈浪说：“我是沈浪的人。”\n沈浪走了。\n"),
        ("伊阿古", "伊阿古说：“好。”\n伊阿古笑了。\n伊阿古道：“走吧。”\n"),
        ("细细", "细细跑进屋来。“妈妈，我饿了。”细细说。妈妈说：“等一下。”"
                "细细撅着嘴说：“我要吃饭。”细细又说：“快点嘛。”\n"),
    ]:
        assert name in discover_characters([text], Config()).names


def test_review_24_a_verb_opening_tags_is_no_one_character_foreign_name():
    text = ("杰克和玛丽下了火车，叫了一辆出租车。司机问：“去哪儿？”杰克说：“去旅馆。”玛丽哭了起来。"
            "杰克看着她，安慰道：“别哭了。”到了旅馆，老板娘迎出来，笑道：“欢迎！”杰克点点头，"
            "安排好了行李，安顿下来。玛丽说：“我累了。”门口的警察喊道：“谁的车？”\n")
    assert "安" not in discover_characters([text], Config()).names


def test_review_24_a_full_width_full_stop_does_not_join_two_names():
    text = "门外站着杰克．玛丽哭道：“杰克，你回来了！”杰克说：“是的．”玛丽说：“进来吧．”\n"
    assert set(discover_characters([text], Config()).names) == {"杰克", "玛丽"}


def test_hunan_old_men_and_wives_are_people():
    assert is_person_word("老倌子") and is_person_word("堂客")
    assert described_gender("堂客") == "female"
    assert described_gender("阿嬷") == "female"  # a Taiwanese grandmother


def test_a_spelled_name_opening_with_a_woman_s_sound():
    assert guess_gender_from_name("丽斯贝特") == "female"  # 丽 opens it, as 莉 opens 莉迪亚
    assert guess_gender_from_name("贝特") == "unknown"


@pytest.mark.parametrize("text, name, gender", [
    # 峰 suggests a man, but the landlady is named so
    ("旅馆的老板娘名叫阿峰。阿峰端着酒走进来。阿峰说：“客人来了。”\n阿峰笑道：“请。”\n", "阿峰",
     "female"),
    # 乔 is Joe as often as Jo: the pronouns say which
    ("乔·斯塔克斯走了出来。他那身量一出来，门廊就窄了。\n乔·斯塔克斯咳了一声，他点上雪茄。\n"
     "乔·斯塔克斯上了马车。他回头喊：“看好店。”\n", "乔·斯塔克斯", "male"),
    ("乔·马奇坐在阁楼上。她咬着笔杆。\n乔·马奇说：“我要写书。”她笑了。\n"
     "乔·马奇站起来。她把稿子收好。\n", "乔·马奇", "female"),
    # a short patronymic is a man's, unless the first name is a woman's
    ("兹诺维·鲍里瑟奇站在门口。兹诺维·鲍里瑟奇说：“我走了。”\n兹诺维·鲍里瑟奇上了马车。\n",
     "兹诺维·鲍里瑟奇", "male"),
    ("莉迪亚·斯特雷奇走进来。莉迪亚·斯特雷奇说：“好。”她笑了。莉迪亚·斯特雷奇道：“走。”\n",
     "莉迪亚·斯特雷奇", "female"),
    # 秋 is common in women's names, but 陈知秋 is the prince's son: 他, again and again
    ("陈知秋笑道：“老黄，走。”陈知秋伸了个懒腰，他打了个哈欠。\n"
     "陈知秋坐下，他又要了一碗面。\n陈知秋站起来，他把钱拍在桌上。\n", "陈知秋", "male"),
    ("陈知秋笑道：“老黄，走。”陈知秋伸了个懒腰，他打了个哈欠。\n"
     "陈知秋坐下，他又要了一碗面。\n陈知秋站起来，他把钱拍在桌上。\n"
     "秀兰说：“吃饭了。”秀兰端上碗来。\n", "秀兰", "female"),
    # 萧无月 followed by 他 far more often than by 她 (once, of someone else) is a man too
    ("萧无月笑道：“好酒。”萧无月看着她，她没有说话。\n" + "萧无月坐下，他又喝了一杯。\n" * 3,
     "萧无月", "male"),
    # 欣 is common in women's names, but 易卜拉欣 is called 先生
    ("易卜拉欣先生坐下。易卜拉欣说：“交租。”\n“易卜拉欣先生，喝茶。”迪娜说。\n"
     "易卜拉欣先生谢了又谢。\n", "易卜拉欣", "male"),
    # 妹妹 after 建国 is his sister, no call of him: his 他 decides, and he is a man
    ("建国妹妹来了。建国说：“你来干什么？”\n" + "建国站起来，他笑了。\n" * 3, "建国", "male"),
    # a woman looking at a man is followed by his 他: she stays a woman, whether the book
    # tags him (张伟说) or not
    ("张伟坐在炕上。张伟说：“累了。”\n秀兰看着张伟，他低下了头。\n"
     "秀兰把碗推给张伟，他没有动。\n秀兰叫了一声张伟，他才抬起头来。\n秀兰说：“吃吧。”\n",
     "秀兰", "female"),
    ("张伟坐在炕上。\n秀兰看着张伟，他低下了头。秀兰说：“吃饭吧。”\n"
     "秀兰把碗推给张伟，他没有动。\n秀兰叫了一声张伟，他才抬起头来。\n秀兰说：“吃吧。”\n",
     "秀兰", "female"),
    # review 27: 她 after he goes to her side (来到, 凑到, 走到了) is her too
    ("柳原走过来。\n柳原来到她身后，她没有回头。\n柳原凑到她耳边，她笑了一下。\n"
     "柳原走到了她身边，她往旁边让了让。\n柳原跑到她面前，她抬起头。\n柳原说：“走吧。”\n"
     "柳原笑了，他说：“好。”\n", "柳原", "male"),
    # 她 right after 柳原 stands by her is her again, not him
    ("柳原道：「你來了。」\n柳原站在她身後，半晌沒有做聲。她回過頭去。\n"
     "柳原坐在她旁邊，一句話也不說。她笑了一笑。\n流蘇道：「坐。」流蘇低下頭。\n",
     "柳原", "unknown"),
    # 她 after 李四嫂, his wife, is not his
    (LI_SI_AND_HIS_WIFE, "李四", "male"),
    # -ia spells a woman's name of four characters or more (科里亚, Kolya, is a boy; review
    # 37: 安德烈亚, Andrea, a man)
    ("安德烈亚·皮尔洛接过球。他说：“传给我。”\n安德烈亚·皮尔洛笑了笑，他拍了拍我的肩膀：“走吧。”\n",
     "安德烈亚·皮尔洛", "male"),
    ("阿米尼亚·卡尔德隆站在门口。阿米尼亚·卡尔德隆说：“我来看鸡。”\n", "阿米尼亚·卡尔德隆",
     "female"),
    # -里奇 is a short patronymic too (Дмитрич)
    ("康斯坦丁·德米特里奇站在田边。德米特里奇说：“割吧。”\n德米特里奇走了。吉蒂说：“好。”\n",
     "康斯坦丁·德米特里奇", "male"),
    # review 39: but 里奇 is also Ritchie
    ("凯特·里奇推开门，她说：“我回来了。”凯特·里奇笑了，她放下包。凯特·里奇说：“好累。”她坐下来。\n",
     "凯特·里奇", "female"),
    # 公诉人 (a public prosecutor) is either sex: her 蕾 tells
    ("公诉人韩蕾站了起来。韩蕾说：“审判长，公诉人没有问题了。”\n", "韩蕾", "female"),
    # a concubine (姨太) and an old man (老汉) by the title, whoever 他 or 她 follows
    ("钱姨太冷笑道：“好个三少爷。”明澈站起来，他说：“姨太太。”钱姨太又道：“坐下。”\n",
     "钱姨太", "female"),
    ("宋老汉抱着胡琴。宋老汉道：“谢客官。”巧姐扶着他，她说：“爹。”宋老汉说：“走。”她点头。\n",
     "宋老汉", "male"),
    # the 他 after one he sees, calls or looks at (看见翠环。他…) is not hers to overrule her 环
    ("明澈走进来，看见翠环。他笑了。明澈叫翠环过来，他说：“冷吗？”目光落在翠环身上。他又说：“回去吧。”"
     "翠环说：“好。”\n", "翠环", "female"),
    # 大家都叫她沙子: the narration says whom the nickname calls, whatever 他 follows
    ("沙丽娟是成都兵，大家都叫她沙子。沙子急了，拿肩膀去顶他：“松手呀。”沙子又推了推他，他不动。"
     "沙子说：“老阿爸。”\n“进去吧。”沙子说。沙子扶着他，他走了两步。沙子道：“好。”\n",
     "沙子", "female"),
    # review 41: 叫她石头媳妇, 叫他小满爹 name someone after her husband, his daughter; 金环 is
    # a woman (金, a colour, before 环); 米妮小姐 and 妮 agree, whatever 他 follows
    ("石头扛着锄头回来了。他把锄头靠在墙上，擦了擦汗。\n「今年的麦子长得好。」石头说。\n"
     "他女人从灶房里出来。村里人都叫她石头媳妇。\n「你可别高兴得太早。」石头媳妇说。\n"
     "「怕什么。」石头说。他笑了笑，转身进屋。\n小满端着碗跑进来。她才八岁，扎着两根小辫。\n"
     "「爹，吃饭了。」小满说。她把碗放在桌上。\n老李蹲在门口抽烟，村里人都叫他小满爹。\n"
     "「放着吧。」老李说。\n",
     "石头", "male"),
    ("石头扛着锄头回来了。他把锄头靠在墙上，擦了擦汗。\n「今年的麦子长得好。」石头说。\n"
     "他女人从灶房里出来。村里人都叫她石头媳妇。\n「你可别高兴得太早。」石头媳妇说。\n"
     "「怕什么。」石头说。他笑了笑，转身进屋。\n小满端着碗跑进来。她才八岁，扎着两根小辫。\n"
     "「爹，吃饭了。」小满说。她把碗放在桌上。\n老李蹲在门口抽烟，村里人都叫他小满爹。\n"
     "「放着吧。」老李说。\n",
     "小满", "female"),
    ("金环推门进来。\n「姐，你回来了。」银环说。\n金环放下篮子。\n「饭做好了没有？」金环问。\n"
     "「早好了。」银环说。\n金环坐下来吃饭。\n", "金环", "female"),
    ("米妮扒在窗台上。他骑着马进了院子。\n米妮下楼来。他把帽子递给仆人。\n米妮跑过去。他笑了。\n"
     "“米妮小姐，去洗脸。”桑希尔先生说。米妮道：“好。”米妮说：“您回来了。”\n", "米妮", "female"),
    # review 40: 贾环 is a man (surname and 环); 只见陈知秋…，他 and 在陈知秋看来，他 are him
    ("贾环下了学，便往宝钗房里来。\n贾环说：「宝姐姐，我来寻莺儿顽。」\n宝钗道：「她在后头呢。」\n"
     "宝钗正在房里做针线，贾环又走了进来。他笑道：「莺儿不在。」\n", "贾环", "male"),
    ("陈知秋推门进来。\n只见陈知秋脱下大氅，他在火边坐下了。\n过了一会，只见陈知秋站起身来，他走到窗前。\n"
     "只见陈知秋皱起眉头，他一声不响。\n陈知秋道：「放着吧。」\n", "陈知秋", "male"),
    ("陈知秋推门进来。\n在陈知秋看来，他这一趟来得不冤。\n在陈知秋心里，他早已拿定了主意。\n"
     "在陈知秋眼中，他们都是孩子。他笑了笑。\n陈知秋道：「放着吧。」\n", "陈知秋", "male"),
    ("柴郡主扶着佘太君坐下。\n柴郡主道：“母亲保重。”\n柴郡主低头不语。\n柴郡主又道：“孩儿去了。”\n",
     "柴郡主", "female"),  # a prince's daughter: 主 makes no man here
    ("盖茨比走过来。\n黛西仰着脸，在他耳边说着什么，他便笑了。\n盖茨比给黛西拿了一杯，自己却没拿。他坐得很直。\n"
     "黛西靠着栏杆，在他身边站了一会儿，他没说话。\n盖茨比给黛西披上外套。他退后一步。\n"
     "黛西说：“谢谢。”\n盖茨比说：“不客气。”\n", "黛西", "female"),  # in his ear, given to her: he
    # is 盖茨比, not her
    ("李四推门进来，他脱下了大衣。李四坐下来，他点了一支烟。李四拿起报纸，他看得很仔细。\n"
     "周平是新来的会计。\n李四把账本递给周平，她翻了两页就皱起了眉头。\n"
     "王五把一杯热茶送给周平，她接过来放在桌上。\n"
     "张三把钥匙交给周平，她点点头收进了抽屉。\n“这账不对。”周平说。\n"
     "“哪里不对？”李四问。\n"
     "周平把账本推到李四面前，李四低头看了半天，她在一旁冷冷地说：“你自己看。”\n",
     "周平", "female"),  # review 45: handed to 周平, she goes on: she
    ("李四推门进来，他脱下了大衣。李四坐下来，他点了一支烟。李四拿起报纸，他看得很仔细。\n"
     "周平是新来的会计。\n周平一个人坐着，那封信就摊在她面前，她看了又看。\n"
     "周平翻开账本，算盘放在她手边，她却一个字也写不下去。\n"
     "周平抬起头，窗外的雨还在她耳边响着，她叹了口气。\n"
     "“今天累死了。”周平说。\n“早点歇着吧。”李四说。\n"
     "李四低头看报，她在一旁冷冷地说：“你就知道看报。”\n",
     "周平", "female"),  # review 45: a letter before her, rain in her ear: she goes on
    ("林剑秋走进客栈。\n林剑秋道：“掌柜的，可还有空房？”\n“林少侠，里边请。”\n"
     "林剑秋说：“多谢。”\n“林少侠好剑法。”\n", "林剑秋", "male"),  # 少侠 to all: a man
    ("林美玲陪着哥哥进了客栈。\n掌柜的迎上来：“林公子，里边请。”\n林美玲道：“两间上房。”\n"
     "掌柜的道：“林公子这边走。”\n林美玲道：“多谢。”\n", "林美玲", "female"),  # review 47:
    # 林公子 is her brother
])
def test_what_a_name_s_characters_suggest_gives_way_to_what_the_book_says(text, name, gender):
    assert discover_characters([text], Config()).gender(name) == gender


def test_a_given_name_used_alone_in_wenyan_is_no_name_with_the_next_word():
    # 裴湛 is 湛: 湛心念曰 is him thinking, 湛因问曰 him asking, not 湛心 or 湛因
    text = ("裴湛，河東人也。裴湛下第歸。湛怪之，駐驢而望。\n湛心念曰：「此婦何為者？」\n"
            "湛因問曰：「娘子何為者？」\n婦人曰：「牧羊耳。」湛心念曰：「非羊也。」\n"
            "湛因謝曰：「敢不從命。」裴湛曰：「諾。」\n")
    names = discover_characters([text], Config()).names
    assert "裴湛" in names and not {"湛心", "湛因"} & set(names)
    said = [s for s in attribute(text) if s.kind == "dialogue"]
    assert said[0].speaker == said[1].speaker == "裴湛"


def test_a_family_name_called_in_a_quote_is_still_the_one_person():
    text = ("汉斯·吉本拉特走进来。汉斯·吉本拉特说：“早。”\n"
            "老师喊：“吉本拉特！”汉斯站起来。\n汉斯说：“到。”\n")
    index = discover_characters([text], Config())
    assert index.names == ("汉斯·吉本拉特",) and index.canonical("吉本拉特") == "汉斯·吉本拉特"


def test_a_known_foreign_man_s_name_is_a_man_s_whatever_his_wife_s_after_it():
    text = "哈里·斯托克的太太走进来。她说：“请坐。”\n哈里·斯托克说：“大夫，坐。”\n"
    assert discover_characters([text], Config()).gender("哈里·斯托克") == "male"


def test_what_a_person_goes_by_and_the_full_name_given_for_it_are_one_person():
    text = ("走到半路，碰见了大头。大头大名孙国庆，是我技校同学。他一把将我拖到车棚后面。\n"
            "“小路，帮我个忙。”大头压低了嗓子说。\n大头坐在我旁边，脸白得像一张纸。\n")
    index = discover_characters([text], Config())
    assert "大头" not in index.names
    assert index.canonical("大头") == "孙国庆"
    assert index.gender("孙国庆") == "male"
    index = labelled_index("ho109_old_detective_teahouse")  # 常五爷大名常德海: 常五爷 stays
    assert index.canonical("常德海") == "常五爷"
    assert index.canonical("老孟") is None  # nobody goes by 老孟 here
    assert labelled_index("ho256_harbin_fox_altar").canonical("孟庆丰") == "老孟"


def test_end_review_22_real_names_the_wenyan_phrase_rules_must_keep():
    books = {
        "羲之": "王羲之字逸少。门生问曰：“此何字也？”\n羲之曰：“真草相半耳。”\n"
                "羲之闻之，笑曰：“无伤也。”\n羲之叹曰：“惜哉。”\n",
        "浩然": "孟浩然，襄阳人也。浩然曰：“布衣不敢入。”\n维曰：“无妨。”\n浩然对曰：“臣不敢。”\n",
        "于谦": "于谦字廷益。谦曰：“社稷为重。”\n帝召于谦问计。谦对曰：“不可动。”\n"
                "石亨谓谦曰：“公何不少避？”谦曰：“吾死国耳。”\n于谦遂督诸将出战。\n",
        "张既": "张既，字德容。太祖问既曰：“羌胡何如？”\n张既对曰：“可抚。”\n"
                "太祖曰：“善。”张既笑曰：“果如吾言。”\n",
        "陈执中": "陈执中为相。陈执中曰：“惟清茶耳。”\n客曰：“公清德。”\n陈执中笑曰：“过誉矣。”\n",
        "张之洞": "张之洞督两湖。张之洞问曰：“汝何所长？”\n幕僚对曰：“能为诗。”\n"
                  "张之洞笑曰：“诗人多矣。”\n",
    }
    for name, text in books.items():
        assert name in discover_characters([text], Config()).names, name
    text = ("王芳私下里叫他赵四。\n赵四快步走进院子。李明说：“你来了。”\n赵四说：“来了。”\n"
            "会后，王芳背地里叫他快走。\n快走到门口时，李明回头看了一眼。快走到村口，他又停住了。\n")
    assert "快走" not in discover_characters([text], Config()).names  # no quotes, no nickname


def test_a_cry_after_a_name_is_no_other_name_of_his():
    text = ("侯七道：“站住！”\n侯七喝道：“把车留下！”\n王掌柜打了一躬道：“哎哟，我当是谁。”\n"
            "一颗石子打在侯七的手腕子上。侯七哎哟一声，钢刀落地。\n侯七骂道：“谁？”\n")
    found = discover_characters([text], Config())
    assert "侯七" in found.names
    assert found.canonical("哎哟") is None


@pytest.mark.parametrize("text, dotted", [
    ("哈利·波特龙飞凤舞地签了名。", "哈利·波特"),
    ("巨龙阿尔杜因·奥伯说了一句。", "阿尔杜因·奥伯"),
])
def test_review_35_long_spells_only_inside_a_dotted_name(text, dotted):
    assert [m.group() for m in DOTTED_NAME.finditer(text)] == [dotted]


def test_a_taiwanese_mother_is_no_father():
    text = ("阿爸在炉子前炒面。阿母在收钱。阿爸说：“好。”阿母说：“来了。”阿爸骂道：“慢一点。”\n"
            "阿母笑道：“知啦。”阿母问：“几碗？”阿爸答道：“三碗。”阿母道：“好。”\n")
    found = discover_characters([text], Config())
    assert found.surfaces.get("阿爸") != "阿母"
    assert found.genders.get("阿母") == "female"


def test_grandpa_and_grandma_named_together_are_two_people():
    text = ("爷爷阿嬷都坐在桌边。爷爷说：“吃饭。”阿嬷说：“好。”爷爷道：“喝酒。”阿嬷道：“少喝点。”\n"
            "爷爷问：“几点了？”阿嬷答道：“八点。”爷爷阿嬷都笑了。阿嬷问：“冷不冷？”\n")
    found = discover_characters([text], Config())
    assert found.surfaces.get("爷爷") != "阿嬷"

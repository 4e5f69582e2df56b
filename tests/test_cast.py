"""Casting: configured voices win, everyone else gets a stable, distinct pool voice."""

from pathlib import Path

from pipeline.cast import POOLS, assign_voices
from pipeline.config import Character, Config, load_config
from pipeline.model import CROWD, NARRATOR, UNKNOWN, Voice

REPO = Path(__file__).resolve().parents[1]
NAMES = [("王五", "male"), ("趙六", "male"), ("林黛玉", "female"), ("薛寶釵", "female"),
         ("孫七", "male"), ("賈母", "female")]


def test_configured_voices_win_and_roles_are_always_cast():
    config = load_config(REPO / "voices.yaml")
    cast = assign_voices([("李世民", "male"), ("蓋蘇文", "male")], config, "espeak")
    assert cast["李世民"] == Voice("espeak", "cmn+m3", rate=-10, pitch=-30)
    assert cast[NARRATOR] == config.narrator["espeak"]
    assert {UNKNOWN, CROWD} <= set(cast)


def test_assignment_is_deterministic_whatever_the_order():
    forward = assign_voices(NAMES, Config(), "espeak")
    backward = assign_voices(list(reversed(NAMES)), Config(), "espeak")
    assert forward == backward


def test_a_new_speaker_never_moves_one_already_cast_last_time():
    before = assign_voices(NAMES, Config(), "espeak")
    for newcomer in ("錢八", "周九", "吳十", "鄭十一", "王十二", "馮十三"):
        after = assign_voices([*NAMES, (newcomer, "male")], Config(), "espeak", keep=before)
        assert all(after[name] == before[name] for name, _ in NAMES), newcomer
        assert after[newcomer] not in {before[name] for name, _ in NAMES}


def test_a_kept_voice_yields_to_voices_yaml():
    before = assign_voices([("王五", "male")], Config(), "espeak")
    config = Config(characters=(Character("趙六", voices={"espeak": before["王五"]}),))
    after = assign_voices([("王五", "male"), ("趙六", "male")], config, "espeak", keep=before)
    assert after["趙六"] == before["王五"] and after["王五"] != before["王五"]


def test_uncast_speakers_get_distinct_voices_of_their_gender():
    for engine in ("espeak", "edge"):
        cast = assign_voices(NAMES, Config(), engine)
        voices = [cast[name] for name, _ in NAMES]
        assert len(set(voices)) == len(voices)
        for name, gender in NAMES:
            assert cast[name] in POOLS[engine][gender]
        assert not set(voices) & {cast[NARRATOR], cast[UNKNOWN], cast[CROWD]}


def test_character_without_a_voice_for_this_engine_uses_its_configured_gender():
    config = Config(characters=(Character("小紅", gender="female",
                                          voices={"edge": Voice("edge", "x")}),))
    cast = assign_voices([("小紅", "male")], config, "espeak")
    assert cast["小紅"] in POOLS["espeak"]["female"]


def test_names_in_either_script_hash_alike():
    simplified = assign_voices([("王熙凤", "female")], Config(), "espeak")["王熙凤"]
    traditional = assign_voices([("王熙鳳", "female")], Config(), "espeak")["王熙鳳"]
    assert simplified == traditional

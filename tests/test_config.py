"""voices.yaml: loading the demo, and every problem reported at once with its line."""

from pathlib import Path

import pytest

from pipeline.config import Config, Pauses, load_config
from pipeline.errors import ConfigError

REPO = Path(__file__).resolve().parents[1]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "voices.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    return caught.value.problems


def test_demo_config_casts_the_seed_characters_for_both_engines():
    config = load_config(REPO / "voices.yaml")
    names = {character.name for character in config.characters}
    assert {"李世民", "李道宗", "安市城主", "蓋蘇文"} <= names
    for character in config.characters:
        assert set(character.voices) == {"edge", "espeak"}
    voices = [character.voices["espeak"] for character in config.characters]
    voices.append(config.narrator["espeak"])
    assert len(set(voices)) == len(voices), "every demo speaker needs a voice of its own"


def test_missing_file_gives_defaults(tmp_path):
    config = load_config(tmp_path / "voices.yaml")
    assert config == Config()
    assert config.pauses == Pauses()


def test_values_are_read_with_their_types(tmp_path):
    path = write(tmp_path, """\
book: {title: 書, author: 某}
engine: espeak
narrator:
  espeak: {voice: cmn, rate: "-5%", pitch: "+10Hz", volume: "+20%"}
characters:
  李世民: {aliases: [陛下], gender: male, espeak: cmn+m3}
pauses: {sentence: 0.2}
lexicon:
  可汗: 克寒
  單于: {edge: 蟬于}
overrides:
  - {chapter: 2, quote: 知道了, speaker: 蓋蘇文}
builtin_lexicon: false
loudness: -20
""")
    config = load_config(path)
    assert (config.title, config.author, config.engine) == ("書", "某", "espeak")
    narrator = config.narrator["espeak"]
    assert (narrator.rate, narrator.pitch, narrator.volume) == (-5, 10, 20)
    assert narrator.rate_text == "-5%" and narrator.pitch_text == "+10Hz"
    (character,) = config.characters
    assert character.aliases == ("陛下",) and character.gender == "male"
    assert character.voices["espeak"].name == "cmn+m3" and character.line == 6
    assert config.pauses.sentence == 0.2 and config.pauses.paragraph == Pauses().paragraph
    assert config.lexicon == {"可汗": {"*": "克寒"}, "單于": {"edge": "蟬于"}}
    (override,) = config.overrides
    assert (override.chapter, override.quote, override.speaker, override.line) == (
        2, "知道了", "蓋蘇文", 12)
    assert config.builtin_lexicon is False and config.loudness == -20


def test_invalid_yaml_names_the_line_and_the_fix(tmp_path):
    path = write(tmp_path, "narrator:\n  espeak: {voice: cmn\ncharacters: [\n")
    (message,) = problems(path)
    assert message.startswith(f"{path}:")
    assert "invalid YAML" in message and "indentation" in message


def test_every_problem_is_reported_at_once_with_its_line(tmp_path):
    path = write(tmp_path, """\
narator:
  espeak: cmn
engine: fast
narrator:
  espeak: {voice: cmn, rate: "5%"}
characters:
  李世民:
    aliases: [陛下]
    gender: man
    edge: {voice: zh-CN-YunjianNeural, pitch: "+5"}
  李淵:
    aliases: [陛下]
pauses: {sentence: slow}
""")
    found = problems(path)
    text = "\n".join(found)
    assert len(found) == 7, text
    assert f"{path}:1: unknown key 'narator'" in text and "did you mean 'narrator'" in text
    assert f"{path}:3: engine is 'fast'" in text
    assert f"{path}:5: narrator.espeak.rate is '5%'" in text and "'+10%'" in text
    assert f"{path}:9: characters.李世民.gender is 'man'" in text
    assert f"{path}:10: characters.李世民.edge.pitch is '+5'" in text and "Hz" in text
    assert f"{path}:12: '陛下' of 李淵 is already claimed by 李世民 (line 8)" in text
    assert f"{path}:13: pauses.sentence must be a number, not 'slow'" in text


def test_aliases_clash_across_scripts(tmp_path):
    path = write(tmp_path, """\
characters:
  蓋蘇文: {aliases: [莫離支]}
  淵蓋蘇文: {aliases: [莫离支]}
""")
    (message,) = problems(path)
    assert "'莫离支' of 淵蓋蘇文 is already claimed by 蓋蘇文" in message


def test_wrong_types_are_named(tmp_path):
    path = write(tmp_path, """\
characters: [李世民]
overrides: {quote: x}
loudness: loud
""")
    text = "\n".join(problems(path))
    assert ":1: characters must be a mapping" in text
    assert ":2: overrides must be a list" in text
    assert ":3: loudness must be a number, not 'loud'" in text


def test_unknown_voices_name_the_closest_valid_ones(tmp_path):
    path = write(tmp_path, """\
narrator:
  edge: {voice: zh-CN-YunjianNeurl}
  espeak: cmn+m33
""")
    found = problems(path)
    assert len(found) == 2
    assert ":2: narrator.edge: unknown edge voice 'zh-CN-YunjianNeurl'" in found[0]
    assert "did you mean zh-CN-YunjianNeural" in found[0]
    assert ":3: narrator.espeak: unknown espeak voice 'cmn+m33'" in found[1]
    assert "cmn+m3" in found[1]


def test_lexicon_first_person_and_override_values_are_checked_with_lines(tmp_path):
    path = write(tmp_path, """\
characters:
  李四: {}
lexicon:
  可汗: ""
  單于: {edge: ""}
  長孫: 掌孫
first_person: 王五
overrides:
  - {chapter: 1.5, quote: 知道了, speaker: 李四}
""")
    text = "\n".join(problems(path))
    assert ":4: lexicon.可汗 is empty" in text and ":5: lexicon.單于 is empty" in text
    assert ":7: first_person is '王五'; use narrator or a name under characters:" in text
    assert ":9: overrides.chapter is 1.5; use a whole chapter number" in text
    assert "長孫" not in text
    first_person = write(tmp_path, "characters:\n  李四: {}\nfirst_person: 李四\n")
    assert load_config(first_person).first_person == "李四"
